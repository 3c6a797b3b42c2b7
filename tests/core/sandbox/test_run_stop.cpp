// Why a run stopped, in the words the run bar shows and `simulate` prints
// last: the event that matched a breakpoint, a condition that came true, a
// victory quest done, the party all dead, a cancel, or the turns played.
#include "source_dir.h"
#include <QtTest>

#include "diagnostic_text.h"
#include "rulebench/content/content.h"
#include "rulebench/sandbox/run_stop.h"

#include <stop_token>

using namespace rb;

namespace {
const std::string kDemo = rb::test::sourcePath("/resources/demo/");

Session demoSession(const std::string& name)
{
    SessionLoad load = loadSession(kDemo + name);
    if (!load.session)
        qFatal("the demo scenario does not load");
    return std::move(*load.session);
}

Breakpoint breakpoint(const Session& s, const char* text)
{
    std::string why;
    std::optional<Breakpoint> b = Breakpoint::parse(text, s.world(), why);
    if (!b)
        qFatal("%s: %s", text, why.c_str());
    return *b;
}

QString why(const Session& s, const RunResult& r) { return QString::fromStdString(whyRunStopped(s, r)); }
} // namespace

class TestRunStop : public QObject {
    Q_OBJECT
private slots:
    // The event that matched, in the log's words, and where it is in the turn's report.
    void anEventBreakpointNamesTheEventThatMatched()
    {
        Session s = demoSession("cull.scenario.json");
        const RunResult r = s.run(20, breakpoint(s, "death@*"));
        QVERIFY(r.hitBreakpoint && r.matchedEvent);
        QCOMPARE(why(s, r), QString("Stopped after turn 1: death rat1 by hero matched death@*"));
        QCOMPARE(eventText(*s.definitions(), s.lastReport()->events[*r.matchedEvent]), std::string("death rat1 by hero"));
        // The first of the turn's events that matched: none before it does.
        for (std::size_t i = 0; i < *r.matchedEvent; ++i)
            QVERIFY(!Breakpoint("death@*").matches(eventKey(*s.definitions(), s.lastReport()->events[i])));
    }

    void aStateBreakpointSaysItHolds()
    {
        Session s = demoSession("stacking.scenario.json");
        const RunResult r = s.run(20, breakpoint(s, "health@hero<28"));
        QVERIFY(!r.matchedEvent);
        QCOMPARE(why(s, r), QString("Stopped after turn 2: health@hero<28 holds"));

        Session fresh = demoSession("stacking.scenario.json");
        const RunResult held = fresh.run(20, breakpoint(fresh, "health@hero<=30"));
        QCOMPARE(why(fresh, held), QString("Nothing played: health@hero<=30 already holds at turn 0"));
    }

    // The skirmish (seed 11) is won on turn 12 by the victory quest "break
    // the nest"; a run from there plays nothing and says why.
    void aVictoryNamesTheQuest()
    {
        Session s = demoSession("skirmish.scenario.json");
        const RunResult r = s.run(60);
        QVERIFY(r.ended);
        QCOMPARE(why(s, r), QString("Won at turn 12: quest \"break the nest\" done"));
        QCOMPARE(whatEndedTheRun(s.world()), std::string("quest \"break the nest\" done"));
        QCOMPARE(why(s, s.run(60)), QString("Nothing played: the run is already won (quest \"break the nest\" done)"));
        // A breakpoint that matched in the winning turn is said too.
        Session b = demoSession("skirmish.scenario.json");
        const RunResult both = b.run(60, breakpoint(b, "quest:break the nest"));
        QVERIFY(both.ended && both.hitBreakpoint);
        QCOMPARE(why(b, both), QString("Won at turn 12: quest \"break the nest\" done, and quest \"break the nest\" done "
                                       "(victory) matched quest:break the nest"));
    }

    void aDefeatNamesTheParty()
    {
        const auto defs = validateContent(rb::test::readFile(rb::test::sourcePath("/tests/data/world/abilities.rules.json"))).definitions;
        ScenarioSpec spec;
        spec.content = "abilities.rules.json";
        spec.seed = 3;
        spec.party = "party";
        spec.map = {"#######", "#.....#", "#.....#", "#.....#", "#######"};
        for (auto [id, kind, at] : {std::tuple{"mage", "mage", Cell{1, 1}}, std::tuple{"brute", "brute", Cell{5, 3}}}) {
            PlacedActorSpec p;
            p.id = id;
            p.actor = kind;
            p.at = at;
            spec.actors.push_back(p);
        }
        Diagnostics d;
        std::optional<Session> s = Session::create(defs, spec, d);
        QVERIFY(s);
        const RunResult r = s->run(100);
        QVERIFY(r.ended && r.turns < 100);
        QCOMPARE(why(*s, r), QStringLiteral("Lost at turn %1: every party actor is dead").arg(s->turn()));
    }

    void aCancelAndAPlainRunSayWhereTheyStopped()
    {
        Session s = demoSession("statuses.scenario.json");
        std::stop_source stop;
        const RunResult cancelled = s.run(50, {}, stop.get_token(), [&](const TurnReport& t) {
            if (t.turn == 3)
                stop.request_stop();
        });
        QCOMPARE(why(s, cancelled), QString("Cancelled after turn 3"));
        QCOMPARE(why(s, s.run(50, {}, stop.get_token())), QString("Cancelled at turn 3: nothing played"));
        QCOMPARE(why(s, s.run(5)), QString("Played 5 turns to turn 8"));
        QCOMPARE(why(s, s.run(1)), QString("Played 1 turn to turn 9"));

        Session cull = demoSession("cull.scenario.json");
        QCOMPARE(why(cull, cull.run(2, breakpoint(cull, "death@hero"))), QString("Played 2 turns to turn 2; nothing matched death@hero"));
        QCOMPARE(why(cull, cull.run(2, breakpoint(cull, "health@hero<0"))), QString("Played 2 turns to turn 4; health@hero<0 did not stop it"));
    }
};

QTEST_APPLESS_MAIN(TestRunStop)
#include "test_run_stop.moc"
