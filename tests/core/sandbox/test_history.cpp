// The sandbox's history over a long run: reports are recomputed from thinned
// keyframes and equal the ones stepped; the compact samples equal what every
// turn sampled; back, forward and goTo land on the very worlds stepped.
#include "source_dir.h"
#include <QtTest>

#include "diagnostic_text.h"
#include "rulebench/content/content.h"
#include "rulebench/sandbox/history.h"
#include "rulebench/sandbox/scenario.h"

#include <algorithm>
#include <tuple>

using namespace rb;

namespace {

using rb::test::readFile;

Scenario skirmish()
{
    const ContentLoad content = loadContent(readFile(rb::test::sourcePath("/resources/demo/demo.rules.json")));
    Diagnostics d;
    auto defs = std::make_shared<Definitions>(buildDefinitions(*content.spec, d));
    const ScenarioLoad load = loadScenario(readFile(rb::test::sourcePath("/resources/demo/skirmish.scenario.json")));
    auto s = buildScenario(*load.spec, defs, d);
    if (!s || d.hasErrors())
        qFatal("the demo skirmish does not build");
    return std::move(*s);
}

// Behaviours act on their own; statuses come and go; a rat leaves and comes
// back (its series has a gap) so the run never settles.
std::vector<Action> actionsFor(const Scenario& s, std::int64_t turn)
{
    const Definitions& defs = s.world.definitions();
    std::vector<Action> out = s.script.forTurn(turn);
    if (turn % 7 == 0)
        out.push_back(Action::afflict("hero", *defs.statuses.find("scorched"), 3));
    if (turn % 11 == 0)
        out.push_back(Action::afflict("king", *defs.statuses.find("poisoned"), 4));
    if (turn % 13 == 0)
        out.push_back(Action::remove("rat1"));
    if (turn % 13 == 5)
        out.push_back(Action::place("rat1", *defs.actors.find("rat"), Cell{15, 1}));
    return out;
}

bool bySeriesTurn(const StatSample& a, const StatSample& b)
{
    return std::tie(a.turn, a.actor, a.stat.value) < std::tie(b.turn, b.actor, b.stat.value);
}

struct LongRun {
    static constexpr std::int64_t kTurns = 1200;
    Scenario scenario = skirmish();
    History history{scenario.world, 0}; // no report cache beyond the newest: every other is recomputed
    std::vector<TurnReport> stepped;     // stepped[t - 1]: turn t's
    std::vector<World> worlds;           // worlds[t]: after turn t
    std::vector<StatSample> sampled;     // every actor's every stat after each turn, sampled as it went

    LongRun()
    {
        worlds.push_back(history.world());
        appendSamples(history.world(), sampled);
        for (std::int64_t t = 1; t <= kTurns; ++t) {
            stepped.push_back(history.step(actionsFor(scenario, t)));
            worlds.push_back(history.world());
            appendSamples(history.world(), sampled);
        }
    }
};
} // namespace

class TestHistory : public QObject {
    Q_OBJECT
private slots:
    void recomputedReportsEqualTheSteppedOnesOverALongRun()
    {
        LongRun run;
        History& h = run.history;
        // Thinned: far fewer keyframes than one every 8 turns.
        QVERIFY2(h.keyframeCount() < std::size_t(LongRun::kTurns / History::kKeyframeEvery / 2),
                 qPrintable(QString::number(h.keyframeCount())));
        QVERIFY(h.reports() == run.stepped);
        for (std::int64_t t : {1, 2, 9, 63, 64, 65, 500, 777, 1199, 1200, 3})
            QVERIFY2(h.report(t) == run.stepped[std::size_t(t - 1)], qPrintable(QString::number(t)));
        std::vector<TurnReport> some;
        h.forEachReport(300, 420, [&](const TurnReport& r) { some.push_back(r); });
        QVERIFY(std::equal(some.begin(), some.end(), run.stepped.begin() + 299, run.stepped.begin() + 420));
        QCOMPARE(some.size(), std::size_t(121));
        QVERIFY(*h.lastReport() == run.stepped.back());
        // The run had events worth recomputing: statuses and deaths or moves.
        std::size_t events = 0;
        for (const TurnReport& r : run.stepped)
            events += r.events.size();
        QVERIFY(events > std::size_t(LongRun::kTurns));
    }

    void compactSamplesEqualEveryTurnsSamples()
    {
        LongRun run;
        std::vector<StatSample> kept = run.history.samples();
        std::sort(kept.begin(), kept.end(), bySeriesTurn);
        std::sort(run.sampled.begin(), run.sampled.end(), bySeriesTurn);
        QCOMPARE(kept.size(), run.sampled.size());
        QVERIFY(kept == run.sampled);
        // rat1 was away between its removal and its return: no samples there.
        const StatId health = run.scenario.world.settings().health;
        const StatSeries* rat = run.history.stats().find("rat1", health);
        QVERIFY(rat);
        QVERIFY(!rat->at(13 + 1));
        QVERIFY(rat->at(12));
        // After a step back the samples end at the present.
        run.history.goTo(600);
        const std::vector<StatSample> upTo600 = run.history.samples();
        QCOMPARE(upTo600.back().turn, std::int64_t(600));
        QCOMPARE(std::size_t(std::count_if(run.sampled.begin(), run.sampled.end(), [](const StatSample& s) { return s.turn <= 600; })),
                 upTo600.size());
    }

    void backForwardAndGoToLandOnTheSteppedWorlds()
    {
        LongRun run;
        History& h = run.history;
        // Jumps anywhere, back and forth, then single steps back and forward.
        for (std::int64_t t : {17, 1100, 0, 640, 641, 8, 1200, 333, 999, 64, 5}) {
            h.goTo(t);
            QVERIFY2(h.world() == run.worlds[std::size_t(t)], qPrintable(QString::number(t)));
        }
        h.goTo(1000);
        for (std::int64_t t = 999; t >= 930; --t) {
            QCOMPARE(h.back(1), std::int64_t(1));
            QVERIFY2(h.world() == run.worlds[std::size_t(t)], qPrintable(QString::number(t)));
            QVERIFY(*h.lastReport() == run.stepped[std::size_t(t - 1)]);
        }
        QCOMPARE(h.redoTurns(), LongRun::kTurns - 930);
        for (std::int64_t t = 931; t <= 1000; ++t) {
            const TurnReport* r = h.forward();
            QVERIFY(r && *r == run.stepped[std::size_t(t - 1)]);
            QVERIFY(h.world() == run.worlds[std::size_t(t)]);
        }
        // Back past the start stops there; a new turn forgets the turns ahead.
        QCOMPARE(h.back(5000), std::int64_t(1000));
        QVERIFY(h.world() == run.worlds[0]);
        h.goTo(700);
        h.step({Action::wait("hero")});
        QVERIFY(!h.canRedo());
        QCOMPARE(h.lastTurn(), std::int64_t(701));
        const std::vector<TurnReport> now = h.reports();
        QCOMPARE(now.size(), std::size_t(701));
        QVERIFY(std::equal(now.begin(), now.begin() + 700, run.stepped.begin()));
        QCOMPARE(h.samples().back().turn, std::int64_t(701));
        h.goTo(3);
        QVERIFY(h.world() == run.worlds[3]);
    }
};

QTEST_APPLESS_MAIN(TestHistory)
#include "test_history.moc"
