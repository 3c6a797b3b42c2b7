// A status lasts its turns for everything it does: applied in turn t for n
// turns, it ticks in turns t .. t+n-1, its modifiers and flags hold for the
// blows of those turns and for the actions of turns t+1 .. t+n, and it
// expires in turn t+n before that turn's ticks. A Grant of turns(n) ends in
// the same turn and phase; end-of-turn, end-of-encounter and the content's
// own durations end on their own clocks. A save of the older play format,
// whose turns counted down a turn earlier, restores and plays on under the
// rule.
#include "source_dir.h"
#include <QtTest>

#include "diagnostic_text.h"
#include "rulebench/content/content.h"
#include "rulebench/sandbox/scenario.h"
#include "rulebench/sandbox/session.h"

using namespace rb;

namespace {
constexpr const char* kContent = R"json({
  "format": "rulebench/1",
  "stats": [{"name": "health", "default": 100, "min": 0}, {"name": "armor", "default": 0, "min": 0}],
  "damage_kinds": [{"name": "kinetic", "reduced_by": "armor"}, {"name": "thermal"}],
  "flags": [{"name": "cannot-move"}],
  "durations": ["end-of-round"],
  "statuses": [
    {"name": "shielded", "turns": 2, "modifiers": [{"stat": "armor", "op": "Add", "value": 5}]},
    {"name": "rooted", "turns": 1, "modifiers": [{"flag": "cannot-move"}]},
    {"name": "poisoned", "turns": 3, "tick": {"kind": "thermal", "amount": 1}},
    {"name": "bleeding", "stacking": "Stack", "turns": 3, "tick": {"kind": "thermal", "amount": 1}},
    {"name": "scorched", "stacking": "Extend", "turns": 2, "tick": {"kind": "thermal", "amount": 1}},
    {"name": "marked", "stacking": "Stack", "expire": "all", "turns": 2, "tick": {"kind": "thermal", "amount": 1}}
  ],
  "items": [
    {"name": "ward", "triggers": [{"on": "use", "effects": [{"kind": "Grant",
       "args": {"modifier": {"stat": "armor", "op": "Add", "value": 5}, "duration": "turns(2)"}}]}]},
    {"name": "brief ward", "triggers": [{"on": "use", "effects": [{"kind": "Grant",
       "args": {"modifier": {"stat": "armor", "op": "Add", "value": 5}, "duration": "turns(1)"}}]}]},
    {"name": "turn ward", "triggers": [{"on": "use", "effects": [{"kind": "Grant",
       "args": {"modifier": {"stat": "armor", "op": "Add", "value": 5}, "duration": "end-of-turn"}}]}]},
    {"name": "fight ward", "triggers": [{"on": "use", "effects": [{"kind": "Grant",
       "args": {"modifier": {"stat": "armor", "op": "Add", "value": 5}, "duration": "end-of-encounter"}}]}]},
    {"name": "round ward", "triggers": [{"on": "use", "effects": [{"kind": "Grant",
       "args": {"modifier": {"stat": "armor", "op": "Add", "value": 5}, "duration": "end-of-round"}}]}]}
  ],
  "actors": [
    {"name": "hero", "glyph": "@", "faction": "crew"},
    {"name": "brute", "glyph": "B", "faction": "vermin", "attack": {"kind": "kinetic", "roll": "6"}}
  ]
})json";

std::shared_ptr<const Definitions> definitions()
{
    static const std::shared_ptr<const Definitions> defs = [] {
        Validation v = validateContent(kContent);
        if (!v.definitions || v.diagnostics.hasErrors())
            qFatal("the lifetime content has errors: %s", qPrintable(rb::test::lines(v.diagnostics)));
        return v.definitions;
    }();
    return defs;
}

//  01234
// #####  0
// #...#  1    h1 (2,1) beside b1 (3,1)
// #...#  2    h2 (2,2) beside b2 (3,2)
// #####  3
World room()
{
    ScenarioSpec spec;
    spec.content = "lifetime.rules.json";
    spec.seed = 1;
    spec.map = {"#####", "#...#", "#...#", "#####"};
    Diagnostics d;
    auto s = buildScenario(spec, definitions(), d);
    if (!s)
        qFatal("the lifetime room does not build");
    World w = std::move(s->world);
    const auto& actors = w.definitions().actors;
    for (auto [id, kind, at] : {std::tuple{"h1", "hero", Cell{2, 1}}, std::tuple{"b1", "brute", Cell{3, 1}},
                                std::tuple{"h2", "hero", Cell{2, 2}}, std::tuple{"b2", "brute", Cell{3, 2}}})
        if (!w.place(id, *actors.find(kind), at))
            qFatal("cannot place %s", id);
    for (const char* item : {"ward", "brief ward", "turn ward", "fight ward", "round ward"})
        for (const char* id : {"h1", "h2"})
            if (!w.give(id, *w.definitions().items.find(item), false))
                qFatal("cannot give %s", item);
    return w;
}

StatusId status(const World& w, const char* name) { return *w.definitions().statuses.find(name); }
ItemId item(const World& w, const char* name) { return *w.definitions().items.find(name); }
Action afflict(const World& w, const char* id, const char* name, std::int64_t turns)
{
    return Action::afflict(id, status(w, name), turns);
}

// What `who` lost to blows this turn (a blow of 6 less its armour).
std::int64_t blowsTo(const TurnReport& r, std::string_view who)
{
    std::int64_t lost = 0;
    for (const WorldEvent& e : r.events)
        if (e.kind == WorldEvent::Kind::Damage && e.who == who && e.how == DamageHow::Blow)
            lost += e.amount;
    return lost;
}

// The keys of a turn's events, in order.
QStringList keys(const World& w, const TurnReport& r)
{
    QStringList out;
    for (const WorldEvent& e : r.events)
        out << QString::fromStdString(eventKey(w.definitions(), e));
    return out;
}

// Plays `turns` turns, `first` in the first and `each` in every one; the
// blows `who` took, turn by turn.
std::vector<std::int64_t> blowsOver(World& w, int turns, std::vector<Action> first, std::vector<Action> each,
                                    std::string_view who, std::vector<TurnReport>* reports = nullptr)
{
    std::vector<std::int64_t> out;
    for (int t = 0; t < turns; ++t) {
        std::vector<Action> actions = each;
        if (t == 0)
            actions.insert(actions.begin(), first.begin(), first.end());
        TurnReport r = w.step(actions);
        out.push_back(blowsTo(r, who));
        if (reports)
            reports->push_back(std::move(r));
    }
    return out;
}

// The turn (1 = the first played) whose events hold `key`, or 0.
int turnOf(const World& w, const std::vector<TurnReport>& reports, const QString& key)
{
    for (std::size_t t = 0; t < reports.size(); ++t)
        if (keys(w, reports[t]).contains(key))
            return static_cast<int>(t + 1);
    return 0;
}

const std::vector<Action> kBlows = {Action::attack("b1", "h1"), Action::attack("b2", "h2")};
} // namespace

class TestStatusLifetime : public QObject {
    Q_OBJECT
private slots:
    // Armour +5 for 2 turns: both turns' blows of 6 take 1; the third's all 6.
    void aTwoTurnShieldAbsorbsBothTurnsBlows()
    {
        World w = room();
        std::vector<TurnReport> reports;
        QCOMPARE(blowsOver(w, 4, {afflict(w, "h1", "shielded", 2)}, kBlows, "h1", &reports),
                 (std::vector<std::int64_t>{1, 1, 6, 6}));
        QCOMPARE(turnOf(w, reports, "expired:shielded@h1"), 3);
    }

    void aOneTurnShieldAbsorbsTheBlowsOfItsTurn()
    {
        World w = room();
        std::vector<TurnReport> reports;
        QCOMPARE(blowsOver(w, 3, {afflict(w, "h1", "shielded", 1)}, kBlows, "h1", &reports),
                 (std::vector<std::int64_t>{1, 6, 6}));
        QCOMPARE(turnOf(w, reports, "expired:shielded@h1"), 2);
    }

    // Rooted for 1 turn in turn 1: the move of turn 2 is refused, turn 3's goes.
    void aOneTurnRootBlocksTheNextTurnsAction()
    {
        World w = room();
        QVERIFY(!w.step({afflict(w, "h1", "rooted", 1)}).events.empty());
        QCOMPARE(w.whyNot(Action::move("h1", -1, 0)).value_or(""), std::string("h1 cannot move (cannot-move)"));
        const TurnReport second = w.step({Action::move("h1", -1, 0)});
        QCOMPARE(keys(w, second), (QStringList{"refused:move@h1", "expired:rooted@h1"}));
        QCOMPARE(w.actor("h1")->at, (Cell{2, 1}));
        QVERIFY(!w.whyNot(Action::move("h1", -1, 0)));
        w.step({Action::move("h1", -1, 0)});
        QCOMPARE(w.actor("h1")->at, (Cell{1, 1}));
    }

    // A 2-turn root is in force for the actions of turns 2 and 3.
    void aTwoTurnRootBlocksTheNextTwoTurnsActions()
    {
        World w = room();
        w.step({afflict(w, "h1", "rooted", 2)});
        QVERIFY(w.whyNot(Action::move("h1", -1, 0)));
        w.step({});
        QVERIFY(w.whyNot(Action::move("h1", -1, 0)));
        w.step({});
        QVERIFY(!w.whyNot(Action::move("h1", -1, 0)));
    }

    // A 2-turn grant of armour +5 and a 2-turn status of it: the same blows
    // absorbed, and both end in turn 3's statuses phase, before its blows.
    void aGrantOfTurnsTwoAndATwoTurnStatusEndTogether()
    {
        World w = room();
        std::vector<TurnReport> reports;
        std::vector<std::int64_t> granted;
        std::vector<std::int64_t> afflicted;
        const std::vector<Action> first = {Action::use("h1", item(w, "ward")), afflict(w, "h2", "shielded", 2)};
        for (int t = 0; t < 4; ++t) {
            std::vector<Action> actions = kBlows;
            if (t == 0)
                actions.insert(actions.begin(), first.begin(), first.end());
            reports.push_back(w.step(actions));
            granted.push_back(blowsTo(reports.back(), "h1"));
            afflicted.push_back(blowsTo(reports.back(), "h2"));
        }
        QCOMPARE(granted, (std::vector<std::int64_t>{1, 1, 6, 6}));
        QCOMPARE(afflicted, granted);
        QCOMPARE(turnOf(w, reports, "lingering:turns(2)@h1"), 3);
        QCOMPARE(turnOf(w, reports, "expired:shielded@h2"), 3);
        const QStringList third = keys(w, reports[2]);
        QVERIFY(third.indexOf("lingering:turns(2)@h1") < third.indexOf("damage:kinetic:blow@h1"));
        QVERIFY(third.indexOf("expired:shielded@h2") < third.indexOf("damage:kinetic:blow@h2"));
    }

    // Between turns a status and a turns(n) effect say the turns they still
    // hold for, this one counted: n after the turn they came, 1 in the last.
    void turnsLeftCountTheTurnsStillHeld()
    {
        World w = room();
        w.step({Action::use("h1", item(w, "ward")), afflict(w, "h1", "shielded", 2)});
        const auto left = [&] {
            const WorldActor& h = *w.actor("h1");
            std::vector<std::int64_t> out;
            for (const StatusInstance& i : h.holder.statuses.instances())
                out.push_back(i.turnsLeft);
            for (const Effect& e : h.holder.stats.effects().all())
                if (e.duration.kind == Duration::Kind::Turns)
                    out.push_back(e.turnsLeft);
            return out;
        };
        QCOMPARE(left(), (std::vector<std::int64_t>{2, 2}));
        w.step({});
        QCOMPARE(left(), (std::vector<std::int64_t>{1, 1}));
        w.step({});
        QCOMPARE(left(), (std::vector<std::int64_t>{}));
    }

    // A turns(1) grant holds for the blows of its turn and the actions of the next.
    void aGrantOfOneTurnHoldsForItsTurnsBlows()
    {
        World w = room();
        std::vector<TurnReport> reports;
        QCOMPARE(blowsOver(w, 3, {Action::use("h1", item(w, "brief ward"))}, kBlows, "h1", &reports),
                 (std::vector<std::int64_t>{1, 6, 6}));
        QCOMPARE(turnOf(w, reports, "lingering:turns(1)@h1"), 2);
    }

    // end-of-turn: the blows of its own turn only, ended at that turn's end.
    void anEndOfTurnGrantEndsWithItsTurn()
    {
        World w = room();
        std::vector<TurnReport> reports;
        QCOMPARE(blowsOver(w, 2, {Action::use("h1", item(w, "turn ward"))}, kBlows, "h1", &reports),
                 (std::vector<std::int64_t>{1, 6}));
        const QStringList first = keys(w, reports[0]);
        QVERIFY(first.contains("lingering:end-of-turn@h1"));
        QVERIFY(first.indexOf("damage:kinetic:blow@h1") < first.indexOf("lingering:end-of-turn@h1"));
    }

    // end-of-encounter and the content's own: until the action that ends
    // them, which comes before that turn's blows.
    void anEncounterOrADurationOfTheContentEndsWithItsAction()
    {
        World w = room();
        w.step({Action::use("h1", item(w, "fight ward")), Action::use("h2", item(w, "round ward"))});
        const std::vector<Action> blows = kBlows;
        QCOMPARE(blowsTo(w.step(blows), "h1"), std::int64_t(1));
        QCOMPARE(blowsTo(w.step(blows), "h2"), std::int64_t(1));
        std::vector<Action> ending = {Action::endEncounter(),
                                      Action::endDuration(*w.definitions().durations.registered().find("end-of-round"))};
        ending.insert(ending.end(), blows.begin(), blows.end());
        const TurnReport r = w.step(ending);
        QCOMPARE(blowsTo(r, "h1"), std::int64_t(6));
        QCOMPARE(blowsTo(r, "h2"), std::int64_t(6));
        QVERIFY(keys(w, r).contains("lingering:end-of-encounter@h1"));
        QVERIFY(keys(w, r).contains("lingering:end-of-round@h2"));
    }

    // Every n-turn status ticks exactly n times, and its expiry is logged
    // in the turn after its last tick, before that turn's damage.
    void everyNTurnStatusTicksExactlyNTimes()
    {
        for (std::int64_t n = 1; n <= 5; ++n) {
            World w = room();
            std::vector<TurnReport> reports;
            reports.push_back(w.step({afflict(w, "h1", "poisoned", n)}));
            for (std::int64_t t = 0; t < n + 3; ++t)
                reports.push_back(w.step({}));
            int ticks = 0, lastTick = 0;
            for (std::size_t t = 0; t < reports.size(); ++t)
                for (const WorldEvent& e : reports[t].events)
                    if (e.kind == WorldEvent::Kind::Damage && e.who == "h1" && e.how == DamageHow::Tick) {
                        ++ticks;
                        lastTick = static_cast<int>(t + 1);
                    }
            QCOMPARE(ticks, static_cast<int>(n));
            QCOMPARE(lastTick, static_cast<int>(n));
            QCOMPARE(turnOf(w, reports, "expired:poisoned@h1"), static_cast<int>(n + 1));
        }
    }

    // So does every instance of a Stack status, whatever turn it came in;
    // Extend adds turns, and so ticks; expire "all" ends every instance with
    // the first to run out, after the ticks each has had.
    void everyDurationFormTicksItsTurns()
    {
        World w = room();
        std::vector<TurnReport> reports;
        reports.push_back(w.step({afflict(w, "h1", "bleeding", 2), afflict(w, "h2", "scorched", 2),
                                  afflict(w, "h2", "marked", 1), afflict(w, "h2", "marked", 4)}));
        reports.push_back(w.step({afflict(w, "h1", "bleeding", 3), afflict(w, "h2", "scorched", 2)}));
        for (int t = 0; t < 6; ++t)
            reports.push_back(w.step({}));
        std::map<std::string, int> ticks; // "who status" -> ticks
        for (const TurnReport& r : reports)
            for (const WorldEvent& e : r.events)
                if (e.kind == WorldEvent::Kind::Damage && e.how == DamageHow::Tick)
                    ++ticks[e.who + " " + w.definitions().statuses[*e.status].name];
        QCOMPARE(ticks["h1 bleeding"], 2 + 3); // two instances: 2 and 3 turns
        QCOMPARE(ticks["h2 scorched"], 2 + 2); // extended to 4 turns in all
        // marked: the 1-turn instance runs out in turn 2 and takes the
        // 4-turn one along: one tick each, in turn 1.
        QCOMPARE(ticks["h2 marked"], 2);
        QCOMPARE(turnOf(w, reports, "expired:bleeding@h1"), 3);
        QCOMPARE(turnOf(w, reports, "expired:scorched@h2"), 5);
        QCOMPARE(turnOf(w, reports, "expired:marked@h2"), 2);
        QCOMPARE(keys(w, reports[1]).count("expired:marked@h2"), 2);
    }

    // A status applied again in the turn it runs out is applied afresh, after the expiry.
    void aStatusAppliedInTheTurnItRunsOutStartsAgain()
    {
        World w = room();
        w.step({afflict(w, "h1", "shielded", 1)});
        const TurnReport r = w.step({afflict(w, "h1", "shielded", 1)});
        QCOMPARE(keys(w, r), (QStringList{"expired:shielded@h1", "applied:shielded@h1"}));
    }

    // A save of rulebench-play/1 (turn 5 of the demo's stacking scenario,
    // written by 0.3 before the rule changed) restores: each status's turns
    // left become one more, and each instance then ticks as many times as
    // the old save promised and expires in the turn after its last.
    void anOlderSaveRestoresAndPlaysOn()
    {
        const std::string path = rb::test::sourcePath("/tests/core/world/data/stacking-play1.scenario.json");
        SessionLoad l = loadSession(path);
        QVERIFY2(l.session, l.problems.empty() ? "no session" : qPrintable(QString::fromStdString(l.problems.front().diagnostic.message)));
        Session& s = *l.session;
        QCOMPARE(s.turn(), std::int64_t(5));
        const Json saved = Json::parse(s.world().savePlay());
        QCOMPARE(saved["format"].get<std::string>(), std::string("rulebench-play/3"));
        // hero's bleeding: 2, 3 and 4 turns left in the old count.
        std::vector<std::int64_t> hero;
        for (const StatusInstance& i : s.world().actor("hero")->holder.statuses.instances())
            hero.push_back(i.turnsLeft);
        QCOMPARE(hero, (std::vector<std::int64_t>{3, 4, 5}));
        s.run(8);
        int ticks = 0;
        std::map<std::uint32_t, std::int64_t> gone; // instance -> the turn it went
        const StatusId bleeding = *s.definitions()->statuses.find("bleeding");
        for (const TurnReport& r : s.history()->reports())
            for (const WorldEvent& e : r.events) {
                if (e.who != "hero")
                    continue;
                if (e.kind == WorldEvent::Kind::Damage && e.how == DamageHow::Tick && e.status == bleeding)
                    ++ticks;
                if (e.kind == WorldEvent::Kind::Status && e.statusEvent().status == bleeding
                    && e.statusEvent().change != StatusChange::Stacked && e.statusEvent().change != StatusChange::AppliedFresh)
                    gone[e.statusEvent().instance] = r.turn;
            }
        // The script cures the oldest (instance 2) in turn 7, before its
        // second tick; instances 3 and 4 tick 3 and 4 times.
        QCOMPARE(ticks, 1 + 3 + 4);
        QCOMPARE(gone[2], std::int64_t(7));
        QCOMPARE(gone[3], std::int64_t(5 + 3 + 1));
        QCOMPARE(gone[4], std::int64_t(5 + 4 + 1));
    }
};

QTEST_APPLESS_MAIN(TestStatusLifetime)
#include "test_status_lifetime.moc"
