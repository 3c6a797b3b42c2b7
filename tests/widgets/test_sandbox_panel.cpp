// The sandbox panel over the demo's scenarios: stepping adds the turn to the
// plot and moves its cursor, stepping back restores the inspector and the
// cursor, breakpoints stop on the right turn, long runs finish off the UI
// thread, and the log and exports follow.
#include <QtTest>

#include "content_document.h"
#include "grab_for_docs.h"
#include "grid_canvas.h"
#include "quest_view.h"
#include "sandbox_panel.h"
#include "stacking_inspector.h"
#include "stat_plot.h"

#include "rulebench/world_events.h"

#include <QLineEdit>
#include <QTemporaryDir>
#include <QTreeWidget>

using namespace rb;

namespace {
const QString kStatuses = QStringLiteral(RULEBENCH_SOURCE_DIR "/resources/demo/statuses.scenario.json");

// The turn `key` first happens on, stepping the scenario in core alone.
std::int64_t firstTurnOf(const History& start, const Script& script, const std::string& key, int limit)
{
    History h = start;
    for (int i = 0; i < limit; ++i) {
        const TurnReport& r = h.step(script.forTurn(h.turn() + 1));
        for (const WorldEvent& e : r.events)
            if (eventKey(h.world().definitions(), e) == key)
                return r.turn;
    }
    return -1;
}

QStringList column(QTreeWidget* view, int column)
{
    QStringList out;
    for (int i = 0; i < view->topLevelItemCount(); ++i)
        out << view->topLevelItem(i)->text(column);
    return out;
}
} // namespace

class TestSandboxPanel : public QObject {
    Q_OBJECT

    ContentDocument doc;
    QTemporaryDir dir;

private slots:
    void opensAScenario()
    {
        SandboxPanel panel(&doc);
        QStringList problems;
        QVERIFY2(panel.openScenario(kStatuses, &problems), qPrintable(problems.join('\n')));
        QCOMPARE(panel.turn(), std::int64_t(0));
        QCOMPARE(column(panel.actorsView(), 0), (QStringList{"hero", "rat", "droid", "king"}));
        QCOMPARE(panel.canvas()->actors().size(), std::size_t(4));
    }

    void aBrokenScenarioListsEveryProblem()
    {
        const QString path = dir.filePath(QStringLiteral("broken.scenario.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        const QByteArray content = QByteArrayLiteral(RULEBENCH_SOURCE_DIR "/resources/demo/demo.rules.json");
        f.write("{\"format\": \"rulebench-scenario/1\", \"content\": \"" + content + "\", \"seed\": 1, "
                "\"map\": [\"###\", \"#.#\", \"###\"], "
                "\"actors\": [{\"id\": \"a\", \"actor\": \"goblin\", \"at\": [1, 1]}, "
                "{\"id\": \"b\", \"actor\": \"rat\", \"at\": [0, 0]}]}");
        f.close();
        SandboxPanel panel(&doc);
        QStringList problems;
        QVERIFY(!panel.openScenario(path, &problems));
        QVERIFY2(problems.size() >= 2, qPrintable(problems.join('\n')));
        QVERIFY(problems.join('\n').contains(QStringLiteral("goblin")));
        QVERIFY(!panel.isOpen());
    }

    void steppingAddsToThePlotAndMovesTheCursor()
    {
        SandboxPanel panel(&doc);
        QVERIFY(panel.openScenario(kStatuses));
        QCOMPARE(panel.plot()->series(QStringLiteral("hero"), QStringLiteral("health"))->points.size(), std::size_t(1));
        panel.step();
        panel.step();
        QCOMPARE(panel.turn(), std::int64_t(2));
        QCOMPARE(panel.plot()->currentTurn(), 2);
        const PlotSeries* hero = panel.plot()->series(QStringLiteral("hero"), QStringLiteral("health"));
        QCOMPARE(hero->points.size(), std::size_t(3));
        QCOMPARE(hero->points.back().value, panel.history().world().value(*panel.history().world().actor("hero"),
                                                                           panel.history().world().settings().health));
        QVERIFY(panel.plot()->isSeriesShown(QStringLiteral("hero"), QStringLiteral("health")));
        QVERIFY(!panel.plot()->isSeriesShown(QStringLiteral("hero"), QStringLiteral("armor")));
        QCOMPARE(panel.log()->topLevelItemCount(), 2);
        QVERIFY(panel.plot()->csv().contains(QStringLiteral("\n2,hero,health,")));
    }

    void steppingBackRestoresTheInspectorAndTheCursor()
    {
        SandboxPanel panel(&doc);
        QVERIFY(panel.openScenario(kStatuses));
        panel.selectActor(QStringLiteral("droid"));
        panel.step();
        const QStringList afterOne = column(panel.inspector()->statusesView(), 0);
        const QString reportOne = panel.log()->topLevelItem(0)->text(0);
        panel.run(3);
        QCOMPARE(panel.turn(), std::int64_t(4));
        QVERIFY(column(panel.inspector()->statusesView(), 0) != afterOne);
        panel.back(3);
        QCOMPARE(panel.turn(), std::int64_t(1));
        QCOMPARE(column(panel.inspector()->statusesView(), 0), afterOne);
        QCOMPARE(panel.plot()->currentTurn(), 1);
        QCOMPARE(panel.plot()->series(QStringLiteral("droid"), QStringLiteral("health"))->points.size(), std::size_t(2));
        QCOMPARE(panel.log()->topLevelItemCount(), 1);
        QCOMPARE(panel.log()->topLevelItem(0)->text(0), reportOne);
        // Forward again gives the same turns.
        const std::vector<TurnReport> before(panel.history().reports().begin(), panel.history().reports().end());
        panel.forward();
        QCOMPARE(panel.turn(), std::int64_t(2));
    }

    void aBreakpointStopsOnTheRightTurn()
    {
        SandboxPanel panel(&doc);
        QVERIFY(panel.openScenario(kStatuses));
        const History start = panel.history();
        // The script is needed for the expected turn: reopen it in core.
        SandboxPanel probe(&doc);
        QVERIFY(probe.openScenario(kStatuses));
        const std::int64_t expected = [&] {
            History h = start;
            for (int i = 1; i <= 20; ++i) {
                probe.step();
                for (const WorldEvent& e : probe.history().reports().back().events)
                    if (eventKey(probe.history().world().definitions(), e) == "expired:scorched@hero")
                        return probe.turn();
            }
            return std::int64_t(-1);
        }();
        QVERIFY(expected > 0);
        panel.breakpointEdit()->setText(QStringLiteral("expired:scorched@hero"));
        QCOMPARE(panel.run(50, panel.breakpointEdit()->text()), expected);
        QVERIFY(SandboxPanel::breakpointMatches(QStringLiteral("expired:*@hero"), QStringLiteral("expired:scorched@hero")));
        QVERIFY(!SandboxPanel::breakpointMatches(QStringLiteral("expired:*@rat"), QStringLiteral("expired:scorched@hero")));
        (void)firstTurnOf;
    }

    void aLongRunFinishesOffTheUiThread()
    {
        SandboxPanel synchronous(&doc);
        QVERIFY(synchronous.openScenario(kStatuses));
        synchronous.run(300);
        SandboxPanel panel(&doc);
        QVERIFY(panel.openScenario(kStatuses));
        QSignalSpy finished(&panel, &SandboxPanel::runFinished);
        panel.runInBackground(300);
        QVERIFY(panel.isRunning());
        QVERIFY(finished.wait(30000));
        QCOMPARE(panel.turn(), std::int64_t(300));
        // Each panel built its own definitions, so the worlds compare by their play state.
        QCOMPARE(panel.history().world().savePlay().dump(), synchronous.history().world().savePlay().dump());
        QCOMPARE(panel.plot()->currentTurn(), 300);
    }

    void aRunCanBeCancelled()
    {
        SandboxPanel panel(&doc);
        QVERIFY(panel.openScenario(kStatuses));
        QSignalSpy finished(&panel, &SandboxPanel::runFinished);
        panel.runInBackground(50'000'000);
        panel.cancelRun();
        QVERIFY(finished.wait(30000));
        QVERIFY(panel.turn() < 50'000'000);
        QVERIFY(!panel.isRunning());
    }

    void clickingTheCanvasSelectsAnActorAndThePlotJumps()
    {
        SandboxPanel panel(&doc);
        panel.resize(1300, 850);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QVERIFY(panel.openScenario(kStatuses));
        panel.run(6);
        GridCanvas* canvas = panel.canvas();
        const Cell king = panel.history().world().actor("king")->at;
        QTest::mouseClick(canvas->viewport(), Qt::LeftButton, {}, canvas->cellRect(king).center());
        QCOMPARE(panel.selectedActor(), QStringLiteral("king"));
        emit panel.plot()->turnClicked(2);
        QCOMPARE(panel.turn(), std::int64_t(2));
        emit panel.plot()->turnClicked(5);
        QCOMPARE(panel.turn(), std::int64_t(5));
        panel.logFilter()->setText(QStringLiteral("expired scorched on hero"));
        QStringList shown;
        for (int t = 0; t < panel.log()->topLevelItemCount(); ++t)
            if (!panel.log()->topLevelItem(t)->isHidden())
                shown << panel.log()->topLevelItem(t)->text(0);
        QCOMPARE(shown.size(), 1);
        QVERIFY(shown[0].startsWith(QStringLiteral("Turn 4 ")));
        panel.logFilter()->clear();
        rb::test::grabForDocs(&panel, "sandbox.png");
    }

    void aFactFedInTheQuestsTabIsATurnAction()
    {
        SandboxPanel panel(&doc);
        QVERIFY(panel.openScenario(kStatuses));
        const Definitions& defs = panel.history().world().definitions();
        emit panel.quests()->factRequested(Fact::of(*defs.factKinds.find("reached depth")).times(3));
        QCOMPARE(panel.queued().size(), std::size_t(1));
        QVERIFY(panel.queued()[0].kind == Action::Kind::Feed);
        panel.step();
        const QuestId warren = *defs.quests.find("into the warren");
        QCOMPARE(panel.history().world().quests().progress(warren, 0), std::int64_t(0)); // still locked
        bool fed = false;
        for (const WorldEvent& e : panel.history().reports().back().events)
            fed |= e.kind == WorldEvent::Kind::FactFed;
        QVERIFY(fed);
    }

    void savesTheScenarioWithItsPlayState()
    {
        SandboxPanel panel(&doc);
        QVERIFY(panel.openScenario(kStatuses));
        panel.run(3);
        const QString path = dir.filePath(QStringLiteral("saved.scenario.json"));
        QFile::copy(QStringLiteral(RULEBENCH_SOURCE_DIR "/resources/demo/demo.rules.json"), dir.filePath(QStringLiteral("demo.rules.json")));
        QVERIFY(panel.saveScenario(path));
        SandboxPanel again(&doc);
        QStringList problems;
        QVERIFY2(again.openScenario(path, &problems), qPrintable(problems.join('\n')));
        QCOMPARE(again.turn(), std::int64_t(3));
        QCOMPARE(again.history().world().savePlay().dump(), panel.history().world().savePlay().dump());
    }
};

QTEST_MAIN(TestSandboxPanel)
#include "test_sandbox_panel.moc"
