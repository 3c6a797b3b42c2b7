// The editor's sandbox session and its views: a breakpoint typed into the run
// bar stops where `simulate --until` stops; the views show the session and
// nothing of their own; the document's unsaved text is what a scenario plays;
// a background run leaves the session the views read alone until it ends;
// the picker offers every kind of the core's action table.
#include "source_dir.h"
#include <QtTest>

#include "document/content_commands.h"
#include "document/content_document.h"
#include "common/grid_canvas.h"
#include "common/qt_strings.h"
#include "sandbox/sandbox_action_picker.h"
#include "sandbox/sandbox_actor_list.h"
#include "sandbox/sandbox_event_log.h"
#include "sandbox/sandbox_map.h"
#include "sandbox/sandbox_panel.h"
#include "sandbox/sandbox_plot.h"

#include <qcustomplot.h>
#include "sandbox/sandbox_run_bar.h"
#include "sandbox/sandbox_session.h"

#include "rulebench/sandbox/run_diff.h"
#include "rulebench/sandbox/session.h"

#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QToolButton>
#include <QTreeWidget>
#include <QUndoStack>

#include <map>
#include <set>

using namespace rb;

namespace {
QString demo(const char* name) { return rb::test::sourceFile("/resources/demo/") + QLatin1String(name); }

// The world as it stands, for comparing runs.
std::string play(const SandboxSession& s) { return s.session()->world().savePlay(); }

int statusIndex(const ContentDocument& doc, const std::string& name)
{
    const auto& statuses = doc.spec()->statuses;
    for (std::size_t i = 0; i < statuses.size(); ++i)
        if (statuses[i].name == name)
            return static_cast<int>(i);
    return -1;
}

// The demo content open in a document and the statuses scenario playing it,
// four turns in with an affliction queued for the fifth.
struct Following {
    ContentDocument doc;
    SandboxSession session{&doc};
    Following()
    {
        QVERIFY(doc.open(demo("demo.rules.json")));
        QVERIFY(session.open(demo("statuses.scenario.json")));
        session.run(4);
        QVERIFY(session.queue(Action::afflict("rat", *doc.definitions()->statuses.find("scorched"), 2)));
    }
    // Waits for the replay the last edit starts and returns whether one was adopted.
    bool replayed()
    {
        QSignalSpy spy(&session, &SandboxSession::definitionsChanged);
        return spy.wait(20000);
    }
    // The same scenario opened afresh on the document's text, played to the same turn with the same queue.
    std::string reference()
    {
        SandboxSession fresh(&doc);
        if (!fresh.open(demo("statuses.scenario.json")))
            return {};
        fresh.run(session.turn());
        for (const ActionSpec& a : session.session()->queued())
            fresh.queue(a);
        fresh.step();
        return play(fresh);
    }
    std::string nextTurn()
    {
        Session copy = *session.session();
        copy.step();
        return copy.world().savePlay();
    }
};

QStringList column(QTreeWidget* view)
{
    QStringList out;
    for (int i = 0; i < view->topLevelItemCount(); ++i)
        out << view->topLevelItem(i)->text(0);
    return out;
}
} // namespace

class TestSandboxSession : public QObject {
    Q_OBJECT

    ContentDocument doc;

private slots:
    void theRunBarStopsWhereSimulateUntilStops_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("pattern");
        QTest::newRow("any status of the hero's expiring") << demo("statuses.scenario.json") << "expired:*@hero";
        QTest::newRow("any death") << demo("cull.scenario.json") << "death@*";
        QTest::newRow("fire caught anywhere") << demo("trap-and-barrel.scenario.json") << "fire-caught@*";
        QTest::newRow("a death of one not the hero") << demo("grenade.scenario.json") << "death@[!h]*";
        QTest::newRow("three stacks of bleeding") << demo("stacking.scenario.json") << "stacks:bleeding@hero>=3";
        QTest::newRow("the hero below 20") << demo("stacking.scenario.json") << "health@hero<20";
    }

    void theRunBarStopsWhereSimulateUntilStops()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, pattern);
        const std::int64_t turns = 60;
        // What `simulate --until` does: a forward-only session run until the pattern.
        SessionLoad load = loadSession(fromQ(scenario), {std::nullopt, SessionMode::ForwardOnly});
        QVERIFY(load.session);
        std::string why;
        const RunResult simulated = load.session->run(turns, Breakpoint::parse(fromQ(pattern), load.session->world(), why).value());
        QVERIFY(simulated.hitBreakpoint);

        SandboxPanel panel(&doc);
        panel.resize(1280, 800);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QVERIFY(panel.openScenario(scenario));
        RunBar* bar = panel.runBar();
        QTest::keyClicks(bar->breakpointEdit(), pattern);
        bar->turnsBox()->setValue(static_cast<int>(turns));
        QSignalSpy finished(&panel, &SandboxPanel::runFinished);
        QTest::mouseClick(bar->runButton(), Qt::LeftButton);
        QVERIFY(finished.wait(30000));
        QCOMPARE(finished.first().at(1).toBool(), true);
        QCOMPARE(panel.turn(), load.session->turn());
        QCOMPARE(panel.history().world().savePlay(), load.session->world().savePlay());
        QVERIFY2(bar->statusText().startsWith(QStringLiteral("Stopped after turn %1: ").arg(panel.turn())),
                 qPrintable(bar->statusText()));
    }

    // A bad state breakpoint is refused in the run bar with its reason and
    // nothing runs; one that already holds says so.
    void theRunBarRefusesABadBreakpointAndSaysWhenOneAlreadyHolds()
    {
        SandboxPanel panel(&doc);
        panel.resize(1280, 800);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QVERIFY(panel.openScenario(demo("stacking.scenario.json")));
        RunBar* bar = panel.runBar();
        QTest::keyClicks(bar->breakpointEdit(), QStringLiteral("helth@hero<10"));
        QTest::mouseClick(bar->runButton(), Qt::LeftButton);
        QCOMPARE(panel.turn(), std::int64_t(0));
        QVERIFY2(bar->statusText().contains(QStringLiteral("Breakpoint refused: unknown stat \"helth\" (did you mean \"health\"?)")),
                 qPrintable(bar->statusText()));
        bar->breakpointEdit()->clear();
        QTest::keyClicks(bar->breakpointEdit(), QStringLiteral("health@hero<=30"));
        QSignalSpy finished(&panel, &SandboxPanel::runFinished);
        QTest::mouseClick(bar->runButton(), Qt::LeftButton);
        QVERIFY(finished.wait(30000));
        QCOMPARE(panel.turn(), std::int64_t(0));
        QCOMPARE(bar->statusText(), QStringLiteral("Nothing played: health@hero<=30 already holds at turn 0"));
    }

    void theViewsShowTheSessionAndHoldNothingOfTheirOwn()
    {
        SandboxSession session(&doc);
        EventLog logA(&session), logB(&session);
        RunBar barA(&session), barB(&session);
        SandboxMap mapA(&session), mapB(&session);
        ActorList actorsA(&session), actorsB(&session);
        QVERIFY(session.open(demo("statuses.scenario.json")));
        session.step();
        session.step();
        session.back();
        session.step();
        QCOMPARE(session.turn(), std::int64_t(2));
        for (EventLog* log : {&logA, &logB})
            QCOMPARE(log->tree()->topLevelItemCount(), 2);
        QCOMPARE(column(logA.tree()), column(logB.tree()));
        QCOMPARE(barA.statusText(), barB.statusText());
        QVERIFY2(barA.statusText().startsWith(QStringLiteral("Turn 2:")), qPrintable(barA.statusText()));
        QCOMPARE(mapA.canvas()->actors().size(), mapB.canvas()->actors().size());
        QCOMPARE(mapA.cellSummary({1, 1}), mapB.cellSummary({1, 1}));
        QCOMPARE(column(&actorsA), column(&actorsB));
        // A view made now shows the same turns: it reads the session, not a copy it kept.
        EventLog late(&session);
        QCOMPARE(column(late.tree()), column(logA.tree()));
        // And what one view drives, every view shows.
        QTest::mouseClick(barA.backButton(), Qt::LeftButton);
        QCOMPARE(session.turn(), std::int64_t(1));
        for (EventLog* log : {&logA, &logB, &late})
            QCOMPARE(log->tree()->topLevelItemCount(), 1);
        QVERIFY(barB.forwardButton()->isEnabled());
    }

    void aScenarioPlaysTheDocumentsUnsavedText()
    {
        // The demo content with the hero's health changed, open and not saved.
        const QString rulesPath = demo("demo.rules.json");
        QFile file(rulesPath);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QJsonObject content = QJsonDocument::fromJson(file.readAll()).object();
        QJsonArray actors = content[QStringLiteral("actors")].toArray();
        bool changed = false;
        for (int i = 0; i < actors.size(); ++i) {
            QJsonObject a = actors[i].toObject();
            if (a[QStringLiteral("name")] != QStringLiteral("hero"))
                continue;
            QJsonObject stats = a[QStringLiteral("stats")].toObject();
            stats[QStringLiteral("health")] = 77;
            a[QStringLiteral("stats")] = stats;
            actors[i] = a;
            changed = true;
        }
        QVERIFY(changed);
        content[QStringLiteral("actors")] = actors;
        ContentDocument edited;
        edited.openBytes(QJsonDocument(content).toJson(), rulesPath);
        QVERIFY(edited.isModified());

        SandboxSession session(&edited);
        QStringList problems;
        QVERIFY2(session.open(demo("statuses.scenario.json"), &problems), qPrintable(problems.join('\n')));
        const World& world = session.session()->world();
        QCOMPARE(world.value(*world.actor("hero"), world.settings().health), std::int64_t(77));
    }

    // A scenario opened while the validation of an undone edit is still going
    // has nothing to replay when it ends: the run bar keeps why the run
    // stopped (it had said "Replayed with the edited content" with no edit).
    void aValidationOfTheTextItOpenedOnReplaysNothing()
    {
        ContentDocument document;
        QVERIFY(document.open(demo("demo.rules.json")));
        QSignalSpy validated(&document, &ContentDocument::diagnosticsChanged);
        QVERIFY(edit::setField(&document, "statuses", statusIndex(document, "scorched"), "/tick/amount", Json(3), false));
        document.undoStack()->undo(); // its validation is still to come
        SandboxSession session(&document);
        RunBar bar(&session);
        QVERIFY(session.open(demo("statuses.scenario.json")));
        QSignalSpy finished(&session, &SandboxSession::runFinished);
        QVERIFY(session.runInBackground(10, QStringLiteral("expired:scorched@hero")));
        QVERIFY(finished.wait(20000));
        const QString why = bar.statusText();
        QVERIFY2(why.startsWith(QStringLiteral("Stopped after turn ")), qPrintable(why));
        QTRY_VERIFY_WITH_TIMEOUT(validated.count() > 0, 20000);
        QTest::qWait(300);
        QVERIFY(!session.isReplaying());
        QCOMPARE(bar.statusText(), why);
        // An edit after it replays as ever.
        QSignalSpy replayed(&session, &SandboxSession::definitionsChanged);
        QVERIFY(edit::setField(&document, "statuses", statusIndex(document, "scorched"), "/tick/amount", Json(3), false));
        QVERIFY(replayed.wait(20000));
        QVERIFY2(bar.statusText().startsWith(QStringLiteral("Replayed")), qPrintable(bar.statusText()));
    }

    void aBackgroundRunLeavesTheSessionAloneUntilItEnds()
    {
        SandboxSession session(&doc);
        QVERIFY(session.open(demo("statuses.scenario.json")));
        const Session* before = session.session();
        QSignalSpy turns(&session, &SandboxSession::turnsChanged);
        QSignalSpy finished(&session, &SandboxSession::runFinished);
        session.runInBackground(50'000'000);
        QVERIFY(session.isRunning());
        // While it runs, the views' session stays at the start and refuses changes.
        session.step();
        Action wait = Action::wait("hero");
        QVERIFY(!session.queue(wait));
        QCOMPARE(session.turn(), std::int64_t(0));
        QVERIFY(QTest::qWaitFor([&] { return session.runProgress() > 3; }, 30000));
        QCOMPARE(session.turn(), std::int64_t(0));
        QCOMPARE(turns.size(), 0);
        session.cancelRun();
        QVERIFY(finished.wait(30000));
        QCOMPARE(finished.first().at(2).toBool(), true); // cancelled
        QVERIFY(!session.isRunning());
        QCOMPARE(session.session(), before); // adopted in place: the views' pointer stays good
        QVERIFY(session.turn() > 3);
        QCOMPARE(turns.size(), 1);
        // The queue works again.
        QVERIFY(session.queue(wait));
        QCOMPARE(session.queuedActions().size(), std::size_t(1));
    }

    // An edit of a status's tick replays the open scenario at the same turn
    // with the queue kept; undo brings the old run back.
    void anEditReplaysTheRunAndUndoRestoresIt()
    {
        Following f;
        const std::string before = play(f.session);
        const std::string nextBefore = f.nextTurn();
        const int scorched = statusIndex(f.doc, "scorched");
        QVERIFY(edit::setField(&f.doc, "statuses", scorched, "/tick/amount", 3, false));
        QVERIFY(f.replayed());
        QCOMPARE(f.session.turn(), std::int64_t(4));
        QCOMPARE(f.session.session()->queued().size(), std::size_t(1));
        QVERIFY(f.session.session()->definitions() == f.doc.definitions());
        QVERIFY(play(f.session) != before);
        QCOMPARE(f.nextTurn(), f.reference());
        f.doc.undoStack()->undo();
        QVERIFY(f.replayed());
        QCOMPARE(f.session.turn(), std::int64_t(4));
        QCOMPARE(play(f.session), before);
        QCOMPARE(f.nextTurn(), nextBefore);
    }

    // After an edit's replay the plot draws each series of the run before the
    // edit as a ghost beside the new one; Clear ghost and another scenario
    // take the ghosts away.
    void theRunBeforeTheEditIsAGhostOnThePlot()
    {
        Following f;
        SandboxPlot plot(&f.session);
        std::map<std::pair<QString, QString>, std::vector<PlotPoint>> before;
        for (const StatSample& s : f.session.session()->history()->samples())
            before[{toQ(s.actor), toQ(f.doc.definitions()->stats[s.stat].name)}].push_back({int(s.turn), s.value});
        QCOMPARE(plot.ghostCount(), 0);
        QVERIFY(!plot.clearGhostButton()->isVisibleTo(&plot));
        QVERIFY(edit::setField(&f.doc, "statuses", statusIndex(f.doc, "scorched"), "/tick/amount", 3, false));
        QVERIFY(f.replayed());
        int changed = 0;
        for (const auto& [key, points] : before) {
            const PlotSeries* ghost = plot.ghost(key.first, key.second);
            const PlotSeries* live = plot.series(key.first, key.second);
            QVERIFY(ghost && live);
            QCOMPARE(ghost->points.size(), points.size());
            for (std::size_t i = 0; i < points.size(); ++i)
                QVERIFY(ghost->points[i].turn == points[i].turn && ghost->points[i].value == points[i].value);
            QCOMPARE(plot.isGhostShown(key.first, key.second), plot.isSeriesShown(key.first, key.second));
            changed += !std::equal(points.begin(), points.end(), live->points.begin(), live->points.end(),
                                   [](PlotPoint a, PlotPoint b) { return a.turn == b.turn && a.value == b.value; });
        }
        QVERIFY(changed > 0); // the edit changed a stat: the live line and its ghost differ
        for (const StatSample& s : f.session.session()->history()->samples()) {
            const PlotSeries* live = plot.series(toQ(s.actor), toQ(f.doc.definitions()->stats[s.stat].name));
            QVERIFY(std::any_of(live->points.begin(), live->points.end(),
                                [&](PlotPoint p) { return p.turn == s.turn && p.value == s.value; }));
        }
        QVERIFY(plot.clearGhostButton()->isVisibleTo(&plot));
        // Clearing the ghosts leaves the lines as the designer ticked them.
        const auto ticked = std::find_if(before.begin(), before.end(), [&](const auto& b) {
            return !plot.isSeriesShown(b.first.first, b.first.second);
        })->first;
        plot.setSeriesShown(ticked.first, ticked.second, true);
        plot.clearGhostButton()->click();
        QCOMPARE(plot.ghostCount(), 0);
        QVERIFY(plot.isSeriesShown(ticked.first, ticked.second));
        QVERIFY(!plot.clearGhostButton()->isVisibleTo(&plot));
        QVERIFY(f.session.runBefore() == nullptr);
        // Another edit brings a ghost again; opening a scenario takes it away.
        QVERIFY(edit::setField(&f.doc, "statuses", statusIndex(f.doc, "scorched"), "/tick/amount", 4, false));
        QVERIFY(f.replayed());
        QVERIFY(plot.ghostCount() > 0);
        QVERIFY(f.session.open(demo("statuses.scenario.json")));
        QCOMPARE(plot.ghostCount(), 0);
    }

    // A replay keeps the series the designer ticked and the turns they
    // zoomed to; another scenario starts the plot over.
    // Two arrow clicks on one box are one undo step: "before" stays the run
    // before the step (tick 1), not the run after the first click (tick 2);
    // a second step of its own takes the run before it.
    void beforeIsTheRunBeforeTheUndoStepNotItsLastMerge()
    {
        Following f;
        const auto samplesNow = [&] { return f.session.session()->history()->stats().flatten(0, f.session.turn()); };
        const auto samplesBefore = [&] { return f.session.runBefore()->samples.flatten(0, f.session.runBefore()->turn); };
        const auto same = [](const std::vector<StatSample>& a, const std::vector<StatSample>& b) { return a == b; };
        const int scorched = statusIndex(f.doc, "scorched");
        const std::vector<StatSample> original = samplesNow();
        QVERIFY(edit::setField(&f.doc, "statuses", scorched, "/tick/amount", 2, true));
        QVERIFY(f.replayed());
        const std::vector<StatSample> afterFirstClick = samplesNow();
        QVERIFY(!same(afterFirstClick, original)); // the tick changes what is sampled
        QVERIFY(edit::setField(&f.doc, "statuses", scorched, "/tick/amount", 3, true));
        QVERIFY(f.replayed());
        QCOMPARE(f.doc.undoStack()->count(), 1); // merged: one step
        QVERIFY(same(samplesBefore(), original));
        // A step of its own: its "before" is the run the first step left.
        const std::vector<StatSample> afterStep = samplesNow();
        QVERIFY(edit::setField(&f.doc, "statuses", scorched, "/tick/amount", 5, false));
        QVERIFY(f.replayed());
        QCOMPARE(f.doc.undoStack()->count(), 2);
        QVERIFY(same(samplesBefore(), afterStep));
    }

    void aReplayKeepsWhatThePlotShows()
    {
        Following f;
        SandboxPlot plot(&f.session);
        const StatSample sample = f.session.session()->history()->samples().back();
        const QString actor = toQ(sample.actor);
        QString hidden; // a stat shown by no default: any but health
        for (const StatSample& s : f.session.session()->history()->samples())
            if (toQ(s.actor) == actor && !plot.isSeriesShown(actor, toQ(f.doc.definitions()->stats[s.stat].name)))
                hidden = toQ(f.doc.definitions()->stats[s.stat].name);
        QVERIFY(!hidden.isEmpty());
        plot.setSeriesShown(actor, hidden, true);
        plot.setSeriesShown(actor, QStringLiteral("health"), false);
        StatPlot::ViewChoice zoomed = plot.viewChoice();
        zoomed.follow = false;
        zoomed.firstTurn = 0.5;
        zoomed.lastTurn = 2.5;
        plot.restoreViewChoice(zoomed);

        QVERIFY(edit::setField(&f.doc, "statuses", statusIndex(f.doc, "scorched"), "/tick/amount", 3, false));
        QVERIFY(f.replayed());
        QVERIFY(plot.isSeriesShown(actor, hidden));
        QVERIFY(!plot.isSeriesShown(actor, QStringLiteral("health")));
        QVERIFY(!plot.followsRun());
        QCOMPARE(plot.viewChoice().firstTurn, 0.5);
        QCOMPARE(plot.viewChoice().lastTurn, 2.5);

        QVERIFY(f.session.open(demo("statuses.scenario.json")));
        QVERIFY(plot.isSeriesShown(actor, QStringLiteral("health")));
        QVERIFY(!plot.isSeriesShown(actor, hidden));
        QVERIFY(plot.followsRun());
    }

    // After an edit's replay the event log marks the events the edit brought
    // ("+", new since the edit) and keeps the ones it took away struck
    // through (gone since the edit), turn by turn as the runs differ.
    void theEventLogMarksWhatTheEditChanged()
    {
        Following f;
        EventLog log(&f.session);
        const std::vector<TurnLines> old = runLines(*f.doc.definitions(), f.session.session()->history()->reports());
        QVERIFY(edit::setField(&f.doc, "statuses", statusIndex(f.doc, "scorched"), "/tick/amount", 3, false));
        QVERIFY(f.replayed());
        const std::vector<TurnLines> now = runLines(*f.doc.definitions(), f.session.session()->history()->reports());
        struct Marks {
            QStringList appeared, changed, vanished; // changed: "new text <- old text"
        };
        std::map<std::int64_t, Marks> expected;
        for (const TurnDiff& d : diffRuns(old, now)) {
            Marks& m = expected[d.turn];
            std::set<std::size_t> changedNew, changedOld;
            for (const TurnDiff::Change& c : d.changed) {
                changedNew.insert(c.appeared);
                changedOld.insert(c.vanished);
            }
            for (std::size_t i = 0; i < d.appeared.size(); ++i) {
                if (!changedNew.contains(i))
                    m.appeared << toQ(d.appeared[i]);
            }
            for (const TurnDiff::Change& c : d.changed)
                m.changed << toQ(d.appeared[c.appeared] + " <- " + d.vanished[c.vanished]);
            for (std::size_t i = 0; i < d.vanished.size(); ++i)
                if (!changedOld.contains(i))
                    m.vanished << toQ(d.vanished[i]);
        }
        QVERIFY(!expected.empty());
        int changedSeen = 0;
        for (int t = 0; t < log.tree()->topLevelItemCount(); ++t) {
            QTreeWidgetItem* turnItem = log.tree()->topLevelItem(t);
            Marks seen;
            for (int i = 0; i < turnItem->childCount(); ++i) {
                QTreeWidgetItem* e = turnItem->child(i);
                switch (static_cast<EventLog::EventMark>(e->data(0, EventLog::kMarkRole).toInt())) {
                case EventLog::EventMark::Same: break;
                case EventLog::EventMark::New:
                    QVERIFY(e->text(0).startsWith(QStringLiteral("+ ")));
                    QVERIFY(e->toolTip(0).endsWith(QStringLiteral("new since the edit")));
                    seen.appeared << e->text(0).mid(2);
                    break;
                case EventLog::EventMark::Changed: {
                    QVERIFY(e->text(0).startsWith(QStringLiteral("~ ")));
                    const QString before = e->toolTip(0).section(QStringLiteral("before it: "), 1);
                    seen.changed << e->text(0).mid(2) + QStringLiteral(" <- ") + before;
                    break;
                }
                case EventLog::EventMark::Gone:
                    QVERIFY(e->font(0).strikeOut());
                    QVERIFY(e->toolTip(0).endsWith(QStringLiteral("gone since the edit")));
                    seen.vanished << e->text(0);
                    break;
                }
            }
            const auto it = expected.find(f.session.session()->history()->reports()[std::size_t(t)].turn);
            const Marks want = it == expected.end() ? Marks{} : it->second;
            QCOMPARE(seen.appeared, want.appeared);
            QCOMPARE(seen.changed, want.changed);
            QCOMPARE(seen.vanished, want.vanished);
            changedSeen += static_cast<int>(seen.changed.size());
        }
        QVERIFY(changedSeen > 0); // a tick of 3 instead of 2: the same burns, other numbers
        // Without the run before the edit nothing is marked.
        f.session.clearRunBefore();
        for (int t = 0; t < log.tree()->topLevelItemCount(); ++t)
            for (int i = 0; i < log.tree()->topLevelItem(t)->childCount(); ++i)
                QVERIFY(!log.tree()->topLevelItem(t)->child(i)->toolTip(0).contains(QStringLiteral("since the edit")));
    }

    // The plot keeps the turns stepped back over: clicking one goes forward.
    void afterBackClickingALaterTurnGoesForward()
    {
        Following f;
        SandboxPlot plot(&f.session);
        plot.resize(900, 400);
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        f.session.back(3);
        QCOMPARE(f.session.turn(), std::int64_t(1));
        const PlotSeries* health = plot.series(QStringLiteral("hero"), QStringLiteral("health"));
        QVERIFY(health && health->points.back().turn == 4);
        plot.plot()->replot();
        QCustomPlot* p = plot.plot();
        const QPoint at(int(p->xAxis->coordToPixel(3)), p->axisRect()->rect().center().y());
        QVERIFY(p->axisRect()->rect().contains(at));
        QTest::mouseClick(p, Qt::LeftButton, {}, at);
        QCOMPARE(f.session.turn(), std::int64_t(3));
        // A different turn played after stepping back replaces the turns ahead.
        f.session.back(1);
        QVERIFY(f.session.queue(Action::wait("hero")));
        f.session.step();
        QCOMPARE(plot.series(QStringLiteral("hero"), QStringLiteral("health"))->points.back().turn, 3);
    }

    // CSV export holds every actor's every stat by default, only the plotted
    // series when asked.
    void csvHoldsEveryActorAndStatOrOnlyThePlotted()
    {
        Following f;
        SandboxPlot plot(&f.session);
        const QString every = plot.csv(), plotted = plot.csv(StatPlot::CsvRows::Plotted);
        int hidden = 0;
        for (const StatSample& s : f.session.session()->history()->samples()) {
            const QString actor = toQ(s.actor), stat = toQ(f.doc.definitions()->stats[s.stat].name);
            const QString row = QStringLiteral("\n%1,%2,%3,%4\n").arg(s.turn).arg(actor, stat).arg(s.value);
            QVERIFY2(every.contains(row), qPrintable(row));
            QCOMPARE(plotted.contains(row), plot.isSeriesShown(actor, stat));
            hidden += !plot.isSeriesShown(actor, stat);
        }
        QVERIFY(hidden > 0);
    }

    // Content with errors keeps the last run and says why in the run bar;
    // content that builds again replays.
    void contentWithErrorsKeepsTheLastRunUntilItBuilds()
    {
        Following f;
        RunBar bar(&f.session);
        QVERIFY(edit::setField(&f.doc, "statuses", statusIndex(f.doc, "scorched"), "/tick/amount", 3, false));
        QVERIFY(f.replayed());
        const std::string good = play(f.session);
        const Session* kept = f.session.session();
        const auto goodDefinitions = kept->definitions();
        QSignalSpy problem(&f.session, &SandboxSession::contentProblemChanged);
        QVERIFY(edit::setField(&f.doc, "statuses", statusIndex(f.doc, "scorched"), "/tick/kind", "no such kind", false));
        QVERIFY(problem.wait(20000));
        QVERIFY(f.doc.diagnostics().hasErrors());
        const Diagnostic first = f.doc.diagnostics().all().front();
        const QString said = f.session.contentProblem();
        QVERIFY2(said.startsWith(QStringLiteral("Content has errors, the sandbox keeps the last run: ")), qPrintable(said));
        QVERIFY2(said.contains(toQ(first.definition)) && said.contains(toQ(first.message)), qPrintable(said));
        QCOMPARE(bar.statusText(), said);
        QVERIFY(f.session.session()->definitions() == goodDefinitions);
        QCOMPARE(play(f.session), good);
        // Played on meanwhile, with the last good content.
        f.session.step();
        QCOMPARE(f.session.turn(), std::int64_t(5));
        QVERIFY(edit::setField(&f.doc, "statuses", statusIndex(f.doc, "scorched"), "/tick/kind", "ion", false));
        QVERIFY(f.replayed());
        QVERIFY(f.session.contentProblem().isEmpty());
        QCOMPARE(f.session.turn(), std::int64_t(5));
        QVERIFY(f.session.session()->definitions() == f.doc.definitions());
        QVERIFY2(bar.statusText().startsWith(QStringLiteral("Replayed")), qPrintable(bar.statusText()));
    }

    // A rename reaches the queued action (and the script), the scenario is
    // marked changed, and the replay finds every name.
    void aRenameReachesTheQueuedAction()
    {
        Following f;
        const std::string nextBefore = f.nextTurn();
        QSignalSpy modified(&f.session, &SandboxSession::scenarioModifiedChanged);
        edit::rename(&f.doc, "statuses", statusIndex(f.doc, "scorched"), "singed");
        QCOMPARE(f.session.session()->queued().front().status.value_or(""), std::string("singed"));
        QVERIFY(f.session.isScenarioModified());
        QCOMPARE(modified.size(), 1);
        QVERIFY(f.replayed());
        QVERIFY(f.session.contentProblem().isEmpty());
        QCOMPARE(f.session.queuedActions().size(), std::size_t(1));
        QCOMPARE(f.session.session()->spec().script.front().status.value_or(""), std::string("singed"));
        std::string renamedBack = f.nextTurn();
        for (std::size_t at; (at = renamedBack.find("singed")) != std::string::npos;)
            renamedBack.replace(at, 6, "scorched");
        QCOMPARE(renamedBack, nextBefore);
        // Undone, the names go back with it.
        f.doc.undoStack()->undo();
        QCOMPARE(f.session.session()->queued().front().status.value_or(""), std::string("scorched"));
        QVERIFY(f.replayed());
        QCOMPARE(f.nextTurn(), nextBefore);
    }

    // Two edits in a row: the replay of the first is never adopted.
    void twoQuickEditsAdoptOnlyTheNewest()
    {
        Following f;
        std::vector<const Definitions*> adopted;
        connect(&f.session, &SandboxSession::definitionsChanged, this,
                [&] { adopted.push_back(f.session.session()->definitions().get()); });
        const int scorched = statusIndex(f.doc, "scorched");
        QVERIFY(edit::setField(&f.doc, "statuses", scorched, "/tick/amount", 3, false));
        f.doc.validateNow();
        const auto firstEdit = f.doc.definitions();
        QVERIFY(f.session.isReplaying());
        QVERIFY(edit::setField(&f.doc, "statuses", scorched, "/tick/amount", 5, false));
        f.doc.validateNow();
        QVERIFY(QTest::qWaitFor([&] { return !adopted.empty(); }, 20000));
        QVERIFY(std::find(adopted.begin(), adopted.end(), firstEdit.get()) == adopted.end());
        // The edits' own validations follow; every adopted run is of the newest text.
        QVERIFY(QTest::qWaitFor([&] { return adopted.back() == f.doc.definitions().get() && !f.session.isReplaying(); }, 20000));
        QVERIFY(std::find(adopted.begin(), adopted.end(), firstEdit.get()) == adopted.end());
        QCOMPARE(f.nextTurn(), f.reference());
    }

    void thePickerOffersEveryKindOfTheCoresTable()
    {
        SandboxSession session(&doc);
        ActionPicker picker(&session);
        QStringList labels;
        std::vector<Action::Kind> kinds;
        for (int i = 0; i < picker.kindBox()->count(); ++i) {
            labels << picker.kindBox()->itemText(i);
            kinds.push_back(static_cast<Action::Kind>(picker.kindBox()->itemData(i).toInt()));
        }
        for (const char* entry : {"move a step", "move to a cell", "place an actor", "place a prop", "throw", "remove"})
            QVERIFY2(labels.contains(QLatin1String(entry)), qPrintable(labels.join(", ")));
        for (const ActionRow& row : actionRows())
            QCOMPARE(std::count(kinds.begin(), kinds.end(), row.kind) > 0, row.kind != Action::Kind::Feed);
    }
};

QTEST_MAIN(TestSandboxSession)
#include "test_sandbox_session.moc"
