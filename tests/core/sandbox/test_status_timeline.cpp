// The status timeline built from a history: a bar per instance from the turn
// it was applied to the turn it went and how, marks where an application
// touched it, misses where one changed nothing; following a step back.
#include "source_dir.h"
#include <QtTest>

#include "diagnostic_text.h"
#include "rulebench/content/build.h"
#include "rulebench/sandbox/history.h"
#include "rulebench/sandbox/session.h"
#include "rulebench/sandbox/status_timeline.h"

using namespace rb;

namespace {
Session stacking()
{
    const ScenarioLoad load = loadScenario(rb::test::readFile(rb::test::sourcePath("/resources/demo/stacking.scenario.json")));
    const ContentLoad content = loadContent(rb::test::readFile(rb::test::sourcePath("/resources/demo/demo.rules.json")));
    Diagnostics d;
    auto defs = std::make_shared<Definitions>(buildDefinitions(*content.spec, d));
    auto s = Session::create(defs, *load.spec, d);
    if (!s)
        qFatal("the stacking scenario does not build");
    return std::move(*s);
}

const TimelineLane& lane(const StatusTimeline& t, const std::string& actor)
{
    for (const TimelineLane& l : t.lanes)
        if (l.actor == actor)
            return l;
    qFatal("no lane for %s", actor.c_str());
}

// "bleeding#1 1-4 replaced by rat": a bar in a line.
std::string line(const Session& s, const TimelineBar& b)
{
    std::string out = s.definitions()->statuses[b.status].name + "#" + std::to_string(b.instance) + " "
        + std::to_string(b.from) + "-" + (b.to ? std::to_string(*b.to) : std::string("")) + " "
        + (b.ended ? std::string(toString(*b.ended)) : std::string("lasting")) + " by " + (b.by.empty() ? "-" : b.by);
    for (const TimelineMark& m : b.marks)
        out += " [" + std::to_string(m.turn) + " " + std::string(toString(m.change)) + "]";
    return out;
}

QStringList lines(const Session& s, const TimelineLane& l)
{
    QStringList out;
    for (const TimelineBar& b : l.bars)
        out << QString::fromStdString(line(s, b));
    return out;
}
} // namespace

class TestStatusTimeline : public QObject {
    Q_OBJECT
private slots:
    void barsMarksAndMissesFollowTheRun()
    {
        Session s = stacking();
        s.run(10);
        const StatusTimeline t = buildStatusTimeline(*s.history());
        QCOMPARE(t.firstTurn, std::int64_t(0));
        QCOMPARE(t.lastTurn, std::int64_t(10));
        QCOMPARE(t.lanes.size(), std::size_t(4)); // every actor has a lane
        QCOMPARE(lines(s, lane(t, "hero")), (QStringList{"bleeding#1 1-4 replaced by rat", "bleeding#2 2-7 cured by king",
                                                         "bleeding#3 3-9 expired by rat", "bleeding#4 4-10 expired by king"}));
        QCOMPARE(lines(s, lane(t, "droid")), (QStringList{"chilled#1 1-6 cured by hero [3 refreshed] [4 kept]",
                                                          "chilled#2 2-6 cured by hero [3 refreshed]",
                                                          "warmed#3 6-8 expired by hero"}));
        QCOMPARE(lines(s, lane(t, "king")), (QStringList{"poisoned#1 1-4 expired by rat [3 kept]", "poisoned#2 2-5 expired by hero",
                                                         "marked#3 5- lasting by hero", "marked#4 6- lasting by hero"}));
        const TimelineLane& rat = lane(t, "rat");
        QCOMPARE(rat.misses.size(), std::size_t(2));
        QCOMPARE(rat.misses[0].turn, std::int64_t(6));
        QCOMPARE(rat.misses[0].text, std::string("refused bleeding on rat: immune: stone-form by hero"));
        QCOMPARE(static_cast<int>(rat.misses[1].change), static_cast<int>(StatusChange::Ignored));
        QCOMPARE(lane(t, "king").misses.at(0).text, std::string("refused marked on king: at most 2 stacks by hero"));

        // Turns left at each turn's end, as the world had them.
        const TimelineBar& chilled = lane(t, "droid").bars.front(); // 3 turns at 1, refreshed to 5 at turn 3
        QCOMPARE(chilled.turnsLeftAt(1), std::int64_t(3));
        QCOMPARE(chilled.turnsLeftAt(2), std::int64_t(2));
        QCOMPARE(chilled.turnsLeftAt(3), std::int64_t(5));
        QCOMPARE(chilled.turnsLeftAt(5), std::int64_t(3));
        QCOMPARE(chilled.turnsLeftAt(7), std::int64_t(0)); // cured at 6
        Session check = stacking();
        check.run(3);
        QCOMPARE(check.world().actor("droid")->holder.statuses.first(chilled.status)->turnsLeft, chilled.turnsLeftAt(3));
    }

    // A status a self-landing prop applied before the history began names
    // the prop, as the event that applied it did.
    void aStatusAStartingPropAppliedNamesIt()
    {
        const auto defs = validateContent(R"({"format": "rulebench/1",
          "stats": [{"name": "health", "default": 10}],
          "statuses": [{"name": "snared", "turns": 4}],
          "props": [{"name": "snare", "lands_as_itself": true,
                     "triggers": [{"on": "entered", "effects": [{"kind": "Afflict", "args": {"status": "snared"}}]}]}],
          "actors": [{"name": "rat"}]})").definitions;
        QVERIFY(defs);
        WorldSettings settings;
        settings.health = *defs->stats.find("health");
        World world(defs, Grid(4, 1), settings, 1);
        QVERIFY(world.place("rat1", *defs->actors.find("rat"), {0, 0}));
        QVERIFY(world.placeProp("wire", *defs->props.find("snare"), {1, 0}));
        const TurnReport stepped = world.step({Action::move("rat1", 1, 0)});
        const auto applied = std::find_if(stepped.events.begin(), stepped.events.end(),
                                          [](const WorldEvent& e) { return e.kind == WorldEvent::Kind::Status; });
        QVERIFY(applied != stepped.events.end());
        QCOMPARE(applied->other, std::string("wire"));

        History history(world);
        history.step({});
        const StatusTimeline timeline = buildStatusTimeline(history);
        QCOMPARE(lane(timeline, "rat1").bars.at(0).by, std::string("wire"));
    }

    void aStepBackShortensIt()
    {
        Session s = stacking();
        s.run(10);
        s.back(6);
        const StatusTimeline t = buildStatusTimeline(*s.history());
        QCOMPARE(t.lastTurn, std::int64_t(4));
        QCOMPARE(lines(s, lane(t, "hero")).back(), QStringLiteral("bleeding#4 4- lasting by king"));
        QVERIFY(lane(t, "rat").misses.empty());
    }
};

QTEST_MAIN(TestStatusTimeline)
#include "test_status_timeline.moc"
