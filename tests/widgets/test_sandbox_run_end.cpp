// A run says why it stopped, through the real run bar and event log: the run
// bar's words are the ones `simulate` prints last, the event that matched a
// breakpoint is selected and in sight in the log, and after a victory the
// run is over (Step and Run off, saying why) until the designer steps back.
#include "source_dir.h"
#include <QtTest>

#include "common/qt_strings.h"
#include "document/content_document.h"
#include "sandbox/sandbox_event_log.h"
#include "sandbox/sandbox_panel.h"
#include "sandbox/sandbox_run_bar.h"
#include "sandbox/sandbox_session.h"

#include "rulebench/sandbox/run_stop.h"

#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTabBar>
#include <QTabWidget>
#include <QTreeWidget>

using namespace rb;

namespace {
QString demo(const char* name) { return rb::test::sourceFile("/resources/demo/") + QLatin1String(name); }

// Clicks the tab that holds `page`.
void raise(QWidget* root, QWidget* page)
{
    for (QTabWidget* tabs : root->findChildren<QTabWidget*>())
        if (const int i = tabs->indexOf(page); i >= 0)
            QTest::mouseClick(tabs->tabBar(), Qt::LeftButton, {}, tabs->tabBar()->tabRect(i).center());
}

// Types the breakpoint and the turns into the run bar, clicks Run and waits for the end.
void runFromTheBar(RunBar* bar, const QString& breakpoint, int turns, QSignalSpy& finished)
{
    bar->breakpointEdit()->clear();
    QTest::keyClicks(bar->breakpointEdit(), breakpoint);
    bar->turnsBox()->setValue(turns);
    QTest::mouseClick(bar->runButton(), Qt::LeftButton);
    QVERIFY(finished.wait(30000));
}
} // namespace

class TestSandboxRunEnd : public QObject {
    Q_OBJECT

    ContentDocument doc;

private slots:
    void theRunBarSaysWhatSimulateSays_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<int>("turns");
        QTest::addColumn<QString>("said");
        QTest::newRow("a death") << demo("cull.scenario.json") << "death@rat3" << 60
                                 << "Stopped after turn 3: death rat3 by hero matched death@rat3";
        QTest::newRow("a condition") << demo("stacking.scenario.json") << "health@hero<28" << 60
                                     << "Stopped after turn 2: health@hero<28 holds";
        QTest::newRow("a victory") << demo("skirmish.scenario.json") << "" << 60
                                   << "Won at turn 12: quest \"break the nest\" done";
        QTest::newRow("the turns played") << demo("statuses.scenario.json") << "" << 7 << "Played 7 turns to turn 7";
        QTest::newRow("already holding") << demo("stacking.scenario.json") << "health@hero<=30" << 60
                                         << "Nothing played: health@hero<=30 already holds at turn 0";
    }

    // The words come from core: the same as a forward-only run's, `simulate`'s.
    void theRunBarSaysWhatSimulateSays()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, pattern);
        QFETCH(int, turns);
        QFETCH(QString, said);
        SessionLoad load = loadSession(fromQ(scenario), {std::nullopt, SessionMode::ForwardOnly});
        QVERIFY(load.session);
        std::string why;
        const RunResult simulated = load.session->run(turns, Breakpoint::parse(fromQ(pattern), load.session->world(), why).value());
        QCOMPARE(toQ(whyRunStopped(*load.session, simulated)), said);

        SandboxPanel panel(&doc);
        panel.resize(1280, 800);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QVERIFY(panel.openScenario(scenario));
        QSignalSpy finished(panel.session(), &SandboxSession::runFinished);
        runFromTheBar(panel.runBar(), pattern, turns, finished);
        QCOMPARE(panel.runBar()->statusText(), said);
        QCOMPARE(finished.first().at(4).toString(), said);
    }

    // Stopped by an event, the log selects that event's line under the last
    // turn and scrolls it into sight, however many turns came before.
    void theMatchingEventIsSelectedInTheLog()
    {
        SandboxPanel panel(&doc);
        panel.resize(1280, 800);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QVERIFY(panel.openScenario(demo("skirmish.scenario.json")));
        raise(&panel, panel.eventLog());
        QTRY_VERIFY(panel.log()->isVisible());
        QSignalSpy finished(panel.session(), &SandboxSession::runFinished);
        runFromTheBar(panel.runBar(), QStringLiteral("death@king"), 60, finished);
        QTreeWidget* log = panel.log();
        QTreeWidgetItem* line = log->currentItem();
        QVERIFY(line);
        QVERIFY(line->isSelected());
        QCOMPARE(log->indexOfTopLevelItem(line->parent()), log->topLevelItemCount() - 1);
        QVERIFY2(line->text(0).startsWith(QStringLiteral("death king")), qPrintable(line->text(0)));
        QCOMPARE(line->parent()->indexOfChild(line), finished.first().at(5).toInt());
        QVERIFY(line->parent()->isExpanded());
        // In sight: its row lies inside the log's viewport.
        const QRect row = log->visualItemRect(line);
        QVERIFY(!row.isEmpty());
        QVERIFY2(log->viewport()->rect().contains(row.center()), qPrintable(QStringLiteral("%1,%2").arg(row.x()).arg(row.y())));
        // Not a line that merely shares the words: the first event whose key matched.
        QVERIFY(SandboxPanel::breakpointMatches(QStringLiteral("death@king"), line->data(0, Qt::UserRole).toString()));
        for (int i = 0; i < line->parent()->indexOfChild(line); ++i)
            QVERIFY(!SandboxPanel::breakpointMatches(QStringLiteral("death@king"), line->parent()->child(i)->data(0, Qt::UserRole).toString()));
        // The king died in the turn that won the run: the run bar says both.
        QCOMPARE(panel.runBar()->statusText(),
                 QStringLiteral("Won at turn 12: quest \"break the nest\" done, and %1 matched death@king").arg(line->text(0)));
    }

    // After a victory nothing is left to play: Step and Run are off and say
    // why, F10 and F5 do nothing, until Back goes to a turn before the end.
    void aWonRunIsOverUntilTheDesignerStepsBack()
    {
        SandboxPanel panel(&doc);
        panel.resize(1280, 800);
        panel.show();
        panel.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&panel));
        QVERIFY(panel.openScenario(demo("skirmish.scenario.json")));
        RunBar* bar = panel.runBar();
        QSignalSpy finished(panel.session(), &SandboxSession::runFinished);
        runFromTheBar(bar, QString(), 60, finished);
        QCOMPARE(panel.turn(), std::int64_t(12));
        const QString over = QStringLiteral("The run is over: won (quest \"break the nest\" done)");
        for (QPushButton* button : {bar->stepButton(), bar->runButton()}) {
            QVERIFY(!button->isEnabled());
            QVERIFY2(button->toolTip().startsWith(over), qPrintable(button->toolTip()));
            QVERIFY(button->toolTip().contains(QStringLiteral("Go back a turn")));
        }
        QCOMPARE(bar->statusText(), QStringLiteral("Won at turn 12: quest \"break the nest\" done"));
        QTest::keyClick(&panel, Qt::Key_F10);
        QTest::keyClick(&panel, Qt::Key_F5);
        QTest::qWait(50);
        QCOMPARE(panel.turn(), std::int64_t(12));
        QVERIFY(!panel.session()->isRunning());

        QTest::mouseClick(bar->backButton(), Qt::LeftButton);
        QCOMPARE(panel.turn(), std::int64_t(11));
        QVERIFY(bar->stepButton()->isEnabled() && bar->runButton()->isEnabled());
        QVERIFY(bar->stepButton()->toolTip().contains(QStringLiteral("F10")));
        QVERIFY(bar->runButton()->toolTip().contains(QStringLiteral("F5")));
        // Stepping into the end again says it and turns them off again.
        QTest::keyClick(&panel, Qt::Key_F10);
        QTRY_COMPARE(panel.turn(), std::int64_t(12));
        QVERIFY(!bar->stepButton()->isEnabled() && !bar->runButton()->isEnabled());
        QVERIFY2(bar->statusText().startsWith(QStringLiteral("Turn 12: ")), qPrintable(bar->statusText()));
        QVERIFY2(bar->statusText().endsWith(QStringLiteral("The run is won: quest \"break the nest\" done.")),
                 qPrintable(bar->statusText()));
    }
};

QTEST_MAIN(TestSandboxRunEnd)
#include "test_sandbox_run_end.moc"
