// The sandbox's status timeline, offscreen: bars at the turns their
// instances lived, marks where they were refreshed or kept, crosses where an
// application was refused, the hover text, a click going to its turn, and
// following a step back. And the stat watch beside it: a pinned stat's
// value each turn, its change highlighted, and why.
#include "source_dir.h"
#include <QtTest>

#include <QTemporaryDir>

#include "document/content_document.h"
#include "grab_for_docs.h"
#include "sandbox/sandbox_session.h"
#include "sandbox/sandbox_timeline.h"
#include "sandbox/sandbox_watch.h"

#include <QComboBox>
#include <QPushButton>
#include <QTreeWidget>

using namespace rb;

namespace {
QString demo(const char* name) { return rb::test::sourceFile("/resources/demo/") + QLatin1String(name); }
} // namespace

class TestSandboxTimeline : public QObject {
    Q_OBJECT

    ContentDocument doc;

private slots:
    void initTestCase() { QVERIFY(doc.open(demo("demo.rules.json"))); }

    void barsMarksAndHoverShowTheStacking()
    {
        SandboxSession session(&doc);
        QVERIFY(session.open(demo("stacking.scenario.json")));
        session.run(10);
        SandboxTimeline view(&session);
        view.resize(900, 420);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        TimelineCanvas* c = view.canvas();

        // hero's bleeding #2: applied on turn 2, cured on turn 7.
        const QRect second = c->barRect("hero", 2);
        QVERIFY(!second.isEmpty());
        QCOMPARE(second.left(), c->xOf(2));
        QCOMPARE(second.left() + second.width(), c->xOf(8));
        // The axis reads as the bars do: turn 7's number centred on its column
        // (where the "now" line stands for it), and the bar cured on turn 7
        // ending where that column ends, not at the 8 under a label's left edge.
        for (std::int64_t t : {2, 7}) {
            const QRect label = c->turnLabelRect(t);
            QVERIFY2(!label.isEmpty(), qPrintable(QString::number(t)));
            QCOMPARE(label.left() + label.width() / 2, c->xOf(t) + c->columnWidth() / 2);
        }
        QVERIFY(c->xOf(7) + c->columnWidth() / 2 < second.right());
        QVERIFY(c->xOf(8) + c->columnWidth() / 2 > second.right());
        // #1 was replaced on turn 4 and #4 came then: they share no turn, #2 and #3 overlap #1.
        QVERIFY(c->barRect("hero", 3).top() != second.top());

        const QPoint atTurn5(c->xOf(5) + 2, second.center().y());
        const QString hover = c->describeAt(atTurn5);
        QVERIFY2(hover.startsWith(QStringLiteral("bleeding #2 on hero\napplied on turn 2 by king (the script); cured on turn 7")), qPrintable(hover));
        QVERIFY2(hover.contains(QStringLiteral("turn 5: 3 turns left")), qPrintable(hover)); // 6 turns from turn 2: it ticks in turns 2 to 7 and expires in turn 8
        // The droid's first chilled was refreshed on turn 3 and kept on turn 4.
        const QRect chilled = c->barRect("droid", 1);
        const QString marks = c->describeAt(chilled.center());
        QVERIFY2(marks.contains(QStringLiteral("turn 3: refreshed chilled on droid: 1 -> 5 turns (instance 1) by hero")), qPrintable(marks));
        QVERIFY2(marks.contains(QStringLiteral("turn 4: kept chilled on droid")), qPrintable(marks));
        QVERIFY2(marks.contains(QStringLiteral("speed -2")), qPrintable(marks)); // its modifier
        // The rat's refused bleeding is a cross on turn 6 above its bars.
        const QRect petrified = c->barRect("rat", 1);
        const QString refused = c->describeAt(QPoint(c->xOf(6) + 2, petrified.top() - 6));
        QVERIFY2(refused.contains(QStringLiteral("refused bleeding on rat: immune: stone-form")), qPrintable(refused));
        rb::test::grabForDocs(&view, "status-timeline.png");
        // Saved for a document: an SVG drawing with the actors' names as text, a PNG and a PDF, named by what they show.
        QCOMPARE(c->suggestedExportName(), QStringLiteral("stacking-timeline-turn-10"));
        QTemporaryDir dir;
        QVERIFY(c->exportTo(dir.filePath(QStringLiteral("t.svg"))));
        QFile svg(dir.filePath(QStringLiteral("t.svg")));
        QVERIFY(svg.open(QIODevice::ReadOnly));
        const QByteArray drawing = svg.readAll();
        QVERIFY(drawing.contains("<svg") && drawing.contains("droid"));
        QVERIFY(c->exportTo(dir.filePath(QStringLiteral("t.png"))));
        QVERIFY(c->exportTo(dir.filePath(QStringLiteral("t.pdf"))));
        QVERIFY(QFileInfo(dir.filePath(QStringLiteral("t.png"))).size() > 1000);
        QVERIFY(QFileInfo(dir.filePath(QStringLiteral("t.pdf"))).size() > 500);

        // A click on a turn goes there; the timeline keeps the turns ahead drawn only while they can be stepped again.
        QTest::mouseClick(c, Qt::LeftButton, {}, QPoint(c->xOf(4) + 2, second.center().y()));
        QCOMPARE(session.turn(), std::int64_t(4));
        QCOMPARE(c->timeline().lastTurn, std::int64_t(4));
        QVERIFY(c->barRect("hero", 2).left() + c->barRect("hero", 2).width() <= c->xOf(5));
        QVERIFY(c->describeAt(c->barRect("hero", 2).center()).contains(QStringLiteral("applied on turn 2 by king")));
        QVERIFY(!c->describeAt(c->barRect("hero", 2).center()).contains(QStringLiteral("cured")));
    }

    void theWatchShowsAPinnedStatEachTurn()
    {
        SandboxSession session(&doc);
        QVERIFY(session.open(demo("stacking.scenario.json")));
        session.run(3);
        StatWatch watch(&session);
        watch.resize(900, 300);
        watch.show();
        QVERIFY(QTest::qWaitForWindowExposed(&watch));
        watch.actorBox()->setCurrentText(QStringLiteral("hero"));
        watch.statBox()->setCurrentText(QStringLiteral("health"));
        QTest::mouseClick(watch.watchButton(), Qt::LeftButton);
        QTest::mouseClick(watch.watchButton(), Qt::LeftButton); // once is enough
        QCOMPARE(watch.table()->topLevelItemCount(), 1);
        const auto row = [&] { return watch.table()->topLevelItem(0); };
        const std::int64_t now = session.session()->world().value(*session.session()->world().actor("hero"),
                                                                   *session.session()->definitions()->stats.find("health"));
        QCOMPARE(row()->text(StatWatch::NowColumn), QString::number(now));
        QCOMPARE(row()->text(StatWatch::EachTurnColumn), QStringLiteral("30 → 29 → 27 → 24")); // bleeding's stacks at work
        QCOMPARE(row()->text(StatWatch::ChangeColumn), QStringLiteral("-3"));
        QVERIFY(row()->background(StatWatch::NowColumn).color() != QColor(Qt::transparent)); // changed: highlighted
        QVERIFY2(row()->text(StatWatch::WhyColumn).startsWith(QStringLiteral("base 24 (own)")), qPrintable(row()->text(StatWatch::WhyColumn) + "|" + row()->toolTip(StatWatch::WhyColumn)));
        // It follows the session: a step on, a step back.
        session.step();
        QVERIFY(row()->text(StatWatch::EachTurnColumn).endsWith(QStringLiteral("→ 24 → 21")));
        session.back(3);
        QCOMPARE(row()->text(StatWatch::EachTurnColumn), QStringLiteral("30 → 29"));
        // Pinning a stat that does not change leaves it plain.
        watch.pin(QStringLiteral("rat"), QStringLiteral("armor"));
        QCOMPARE(watch.table()->topLevelItemCount(), 2);
        QVERIFY(watch.table()->topLevelItem(1)->text(StatWatch::ChangeColumn).isEmpty());
        QCOMPARE(watch.table()->topLevelItem(1)->background(StatWatch::NowColumn).style(), Qt::NoBrush);
        watch.table()->setCurrentItem(watch.table()->topLevelItem(0));
        watch.unpin(QStringLiteral("hero"), QStringLiteral("health"));
        QCOMPARE(watch.table()->topLevelItemCount(), 1);
    }
};

QTEST_MAIN(TestSandboxTimeline)
#include "test_sandbox_timeline.moc"
