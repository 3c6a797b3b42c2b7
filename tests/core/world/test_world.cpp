// The sandbox world: one turn in the design's order, refused actions, the
// damage pipeline, facts and quests from deaths, stepping back and forward,
// and determinism.
#include "source_dir.h"
#include <QtTest>

#include "diagnostic_text.h"
#include "rulebench/content/content.h"
#include "rulebench/sandbox/history.h"
#include "rulebench/sandbox/scenario.h"
#include "rulebench/sandbox/session.h"

#include <fstream>
#include <sstream>

using namespace rb;

namespace {
using rb::test::readFile;

std::shared_ptr<const Definitions> demoDefinitions()
{
    const ContentLoad load = loadContent(readFile(rb::test::sourcePath("/resources/demo/demo.rules.json")));
    Diagnostics d;
    auto defs = std::make_shared<Definitions>(buildDefinitions(*load.spec, d));
    if (d.hasErrors())
        qFatal("the demo content has errors");
    return defs;
}

Scenario demoScenario(const std::string& name, std::optional<std::uint64_t> seed = std::nullopt)
{
    const ScenarioLoad load = loadScenario(readFile(rb::test::sourcePath("/resources/demo/")+ name));
    Diagnostics d;
    auto s = buildScenario(*load.spec, demoDefinitions(), d, seed);
    if (!s)
        qFatal("the demo scenario does not build");
    return std::move(*s);
}

// A small world from the demo content: hero at (1,1), rat at (2,1), a wall at (3,1).
World smallWorld()
{
    ScenarioSpec spec;
    spec.content = "demo.rules.json";
    spec.seed = 5;
    spec.map = {"#####", "#..##", "#...#", "#####"};
    spec.actors = {{"hero", "hero", Cell{1, 1}, {}, {}, {}, {}}, {"rat", "rat", Cell{2, 1}, {}, {}, {}, {}},
                   {"king", "rat king", Cell{3, 2}, {}, {}, {}, {}}};
    Diagnostics d;
    auto s = buildScenario(spec, demoDefinitions(), d);
    if (!s)
        qFatal("the small world does not build");
    return std::move(s->world);
}

std::vector<std::string> keys(const World& w, const TurnReport& r)
{
    std::vector<std::string> out;
    for (const auto& e : r.events)
        out.push_back(eventKey(w.definitions(), e));
    return out;
}

bool hasKey(const std::vector<std::string>& ks, const std::string& k) { return std::find(ks.begin(), ks.end(), k) != ks.end(); }

std::int64_t stat(const World& w, const std::string& id, const std::string& statName)
{
    return w.value(*w.actor(id), *w.definitions().stats.find(statName));
}

StatusId status(const World& w, const char* name) { return *w.definitions().statuses.find(name); }
} // namespace

class TestWorld : public QObject {
    Q_OBJECT
private slots:
    // cull.scenario.json, turn by turn: blows, deaths, facts, the kills
    // counter and the quest, a refused blow at the dead, a tick, a hand-fed fact.
    void scriptedScenarioTurnByTurn()
    {
        Scenario s = demoScenario("cull.scenario.json");
        History h(s.world);
        const Definitions& defs = h.world().definitions();

        auto turn = [&]() { return keys(h.world(), h.step(s.script.forTurn(h.turn() + 1))); };

        const auto t1 = turn();
        // Actions first, in script order; damage resolves after; then the death, then facts.
        QCOMPARE(t1.at(0), std::string("attack@rat2"));
        QCOMPARE(t1.at(1), std::string("attack@hero"));
        QCOMPARE(t1.at(2), std::string("damage:kinetic:blow@hero"));
        QCOMPARE(t1.at(3), std::string("damage:kinetic:blow@rat1"));
        QCOMPARE(t1.at(4), std::string("death@rat1"));
        QCOMPARE(t1.at(5), std::string("fact:killed"));
        QCOMPARE(t1.at(6), std::string("counter:kills"));
        QCOMPARE(t1.at(7), std::string("progress:cull the rats"));
        QCOMPARE(t1.size(), std::size_t(8));
        QVERIFY(!h.world().actor("rat1")->alive);
        const WorldEvent& death = (*h.lastReport()).events[4];
        QCOMPARE(death.other, std::string("hero")); // credit
        const WorldEvent& fact = (*h.lastReport()).events[5];
        QCOMPARE(*fact.fact().subject, FactValue(defs.actors.find("rat")->value));
        QCOMPARE(*fact.fact().object, FactValue(defs.factions.find("vermin")->value));
        QCOMPARE(eventText(defs, (*h.lastReport()).events[7]), std::string("quest \"cull the rats\" objective 1: 1/5"));
        // The rat's 1d3 less the hero's 1 armor.
        const WorldEvent& bite = (*h.lastReport()).events[2];
        QCOMPARE(bite.amount, std::max<std::int64_t>((*h.lastReport()).events[0].amount - 1, 0));
        QCOMPARE(stat(h.world(), "hero", "health"), 30 - bite.amount);

        const auto t2 = turn();
        QVERIFY(hasKey(t2, "death@rat2"));
        QCOMPARE(h.world().ledger().value(*defs.counters.find("kills")), 2);

        const auto t3 = turn();
        QVERIFY(hasKey(t3, "death@rat3"));
        QVERIFY(hasKey(t3, "refused:attack@hero")); // rat1 is dead
        QCOMPARE(eventText(defs, (*h.lastReport()).events[1]), std::string("refused attack hero: rat1 is dead"));

        const auto t4 = turn();
        QVERIFY(hasKey(t4, "applied:scorched@hero"));
        QVERIFY(hasKey(t4, "damage:thermal:tick@hero"));
        QVERIFY(hasKey(t4, "death@rat4"));

        const auto t5 = turn();
        QCOMPARE(t5.front(), std::string("moved@hero"));
        QVERIFY(hasKey(t5, "death@rat5"));
        QVERIFY(hasKey(t5, "objective:cull the rats"));
        QVERIFY(hasKey(t5, "quest:cull the rats"));
        QVERIFY(hasKey(t5, "opened:into the warren"));
        QVERIFY(!hasKey(t5, "expired:scorched@hero")); // its 2 turns are 4 and 5
        QCOMPARE(h.world().quests().state(*defs.quests.find("cull the rats")), QuestState::Done);

        const auto t6 = turn();
        QCOMPARE(t6.at(0), std::string("expired:scorched@hero"));
        QCOMPARE(t6.at(1), std::string("fact:reached depth"));
        QCOMPARE(t6.at(2), std::string("progress:into the warren"));
        QCOMPARE(h.world().quests().progress(*defs.quests.find("into the warren"), 0), 3);
    }

    // grenade.scenario.json: a grenade lands on three actors and kills one, the
    // death becomes a fact and the quest moves; a draught is used; a throw out
    // of range is refused; the last grenade kills the droid.
    void grenadeScenarioTurnByTurn()
    {
        Scenario s = demoScenario("grenade.scenario.json");
        History h(s.world);
        const Definitions& defs = h.world().definitions();
        auto turn = [&]() { return keys(h.world(), h.step(s.script.forTurn(h.turn() + 1))); };

        const auto t1 = turn();
        const std::vector<std::string> first = {
            "thrown:frag grenade@hero", "trigger:land@frag grenade", "cue", "used-up@frag grenade",
            "damage:kinetic:effect@rat", "damage:kinetic:effect@king", "damage:kinetic:effect@droid", "death@rat", "fact:killed",
            "counter:kills", "progress:cull the rats"};
        QCOMPARE(t1, first);
        const TurnReport& r1 = (*h.lastReport());
        QCOMPARE(r1.events[1].cells().size(), std::size_t(9));
        QCOMPARE(r1.events[1].amount, 3); // three targets
        QCOMPARE(r1.events[4].other, std::string("hero"));
        QCOMPARE(r1.events[4].text, std::string("frag grenade"));
        QCOMPARE(r1.events[7].other, std::string("hero"));
        QVERIFY(h.world().actor("king")->alive && h.world().actor("droid")->alive);
        QCOMPARE(h.world().quests().progress(*defs.quests.find("cull the rats"), 0), 1);
        const WorldActor& hero = *h.world().actor("hero");
        QCOMPARE(hero.items.size(), std::size_t(3)); // a grenade, the draught, the plate

        for (int t = 2; t <= 5; ++t)
            turn();
        const auto t6 = turn();
        // The plate's 3 armor is on the hero: the king's blow is reduced by 4.
        QVERIFY(hasKey(t6, "damage:kinetic:blow@hero"));
        QCOMPARE(stat(h.world(), "hero", "armor"), 4);
        const std::int64_t hurt = stat(h.world(), "hero", "health");
        QVERIFY(hurt < 30);

        const auto t7 = turn();
        QCOMPARE(t7.front(), std::string("used:healing draught@hero"));
        QVERIFY(hasKey(t7, "trigger:use@healing draught"));
        QVERIFY(hasKey(t7, "used-up@healing draught"));
        QVERIFY(hasKey(t7, "fact:used"));
        QCOMPARE(h.world().ledger().value(*defs.counters.find("draughts drunk")), 1);

        turn();
        const auto t9 = turn();
        QCOMPARE(t9.front(), std::string("refused:throw@hero"));
        QCOMPARE(eventText(defs, (*h.lastReport()).events.front()),
                 std::string("refused throw hero: (8,3) is out of range: a frag grenade reaches 6 cells"));
        QCOMPARE(h.world().actor("hero")->items.size(), std::size_t(2)); // refused: still carried

        const auto t10 = turn();
        QVERIFY(hasKey(t10, "death@droid"));
        QCOMPARE(h.world().ledger().value(*defs.counters.find("kills")), 2);
        QCOMPARE(h.world().actor("hero")->items.size(), std::size_t(1)); // the plate
    }

    // trap-and-barrel.scenario.json: a spike trap springs as itself and kills
    // a rat; an incendiary grenade breaks the barrel, whose remnant bursts the
    // next turn, credited to the barrel, and finishes a quest.
    void trapAndBarrelScenarioTurnByTurn()
    {
        Scenario s = demoScenario("trap-and-barrel.scenario.json");
        History h(s.world);
        const Definitions& defs = h.world().definitions();
        std::vector<std::vector<std::string>> turns;
        for (int t = 1; t <= 5; ++t)
            turns.push_back(keys(h.world(), h.step(s.script.forTurn(t))));
        QVERIFY(hasKey(turns[1], "trigger:entered@trap"));
        QCOMPARE(h.reports()[1].events[3].other, std::string("trap")); // the trap's harm is its own
        QVERIFY(hasKey(turns[1], "counter:traps sprung"));
        QVERIFY(hasKey(turns[3], "death@rat2"));
        QVERIFY(hasKey(turns[3], "destroyed@barrel"));
        QVERIFY(hasKey(turns[3], "fire-caught@6,2"));
        QVERIFY(!hasKey(turns[3], "trigger:destroyed@barrel")); // not in the pass that broke it
        QVERIFY(hasKey(turns[4], "trigger:destroyed@barrel"));
        QVERIFY(hasKey(turns[4], "death@rat1"));
        QVERIFY(hasKey(turns[4], "quest:clear the blockage"));
        QCOMPARE(h.world().quests().state(*defs.quests.find("clear the blockage")), QuestState::Done);
        QVERIFY(h.world().props().size() == 1 && h.world().props()[0].id == "trap");
        QCOMPARE(h.world().props()[0].carrier.triggers.firesLeft(0), 1u);
        // Step back over the blast and forward again: the same reports.
        const TurnReport blast = (*h.lastReport());
        h.back(3);
        QCOMPARE(h.world().props().size(), std::size_t(2));
        while (h.turn() < 5)
            h.forward();
        QCOMPARE((*h.lastReport()), blast);
    }

    void statusesOfEachStackingRuleTickToExpiry()
    {
        Scenario s = demoScenario("statuses.scenario.json");
        History h(s.world);
        std::vector<std::string> all;
        for (int t = 1; t <= 8; ++t)
            for (auto& k : keys(h.world(), h.step(s.script.forTurn(t))))
                all.push_back(k);
        for (const char* k : {"applied:scorched@hero", "refreshed:scorched@hero", "expired:scorched@hero",
                              "applied:regenerating@king", "extended:regenerating@king", "expired:regenerating@king",
                              "applied:stoneskin@droid", "stacked:stoneskin@droid", "expired:stoneskin@droid",
                              "applied:rooted@rat", "ignored:rooted@rat", "expired:rooted@rat", "refused:move@rat",
                              "cured:overcharged@droid", "moved@rat"})
            QVERIFY2(hasKey(all, k), k);
        // Everything ran out.
        for (const WorldActor& a : h.world().actors())
            QVERIFY2(a.holder.statuses.empty(), a.id.c_str());
        // Two stoneskins stacked: 1 + 2 + 2 armor while both held (turn 2), 1 after.
        const StatId armor = *h.world().definitions().stats.find("armor");
        auto armorAt = [&](std::int64_t turn) {
            for (const StatSample& x : h.samples())
                if (x.turn == turn && x.actor == "droid" && x.stat == armor)
                    return x.value;
            return std::int64_t(-1);
        };
        QCOMPARE(armorAt(0), 3);
        QCOMPARE(armorAt(1), 5);
        QCOMPARE(armorAt(8), 3);
    }

    void refusedActionsLeaveTheWorldUnchanged()
    {
        const World start = smallWorld();
        const StatusId scorched = status(start, "scorched");
        const std::vector<Action> impossible = {
            Action::move("hero", -1, 0),               // a wall
            Action::move("hero", 1, 0),                // the rat stands there
            Action::move("rat", 1, 0),                 // (3,1) is a wall
            Action::moveTo("hero", Cell{9, 9}),        // outside
            Action::moveTo("hero", Cell{1, 1}),        // already there
            Action::move("nobody", 0, 1),
            Action::attack("hero", "king"),            // not next to
            Action::attack("hero", "hero"),
            Action::afflict("ghost", scorched, 3),
            Action::afflict("hero", scorched, 0),
            Action::afflict("hero", status(start, "rooted"), std::nullopt), // rooted has no turns of its own
            Action::cure("ghost", scorched),
            Action::place("rat", *start.definitions().actors.find("rat"), Cell{1, 2}), // id taken
            Action::place("rat2", *start.definitions().actors.find("rat"), Cell{0, 0}), // a wall
            Action::place("rat2", *start.definitions().actors.find("rat"), Cell{2, 1}), // taken
            Action::remove("ghost"),
        };
        World quiet = start;
        const TurnReport nothing = quiet.step({});
        for (const Action& a : impossible) {
            World w = start;
            const TurnReport r = w.step({a});
            QCOMPARE(r.events.size(), nothing.events.size() + 1);
            QCOMPARE(r.events.front().kind, WorldEvent::Kind::Refused);
            QVERIFY2(w == quiet, eventText(w.definitions(), r.events.front()).c_str());
        }
        // A refusal between two good actions refuses only itself.
        World w = start;
        const TurnReport r = w.step({Action::move("hero", 0, 1), Action::move("hero", 5, 5), Action::move("hero", 1, 0)});
        QCOMPARE(keys(w, r), (std::vector<std::string>{"moved@hero", "refused:move@hero", "moved@hero"}));
        QCOMPARE(w.actor("hero")->at, (Cell{2, 2}));
        QCOMPARE(eventText(w.definitions(), r.events[1]), std::string("refused move hero: a step is one cell in one of eight directions"));
    }

    void damageIsReducedByItsStatAndHealthClampsAtItsMin()
    {
        World w = smallWorld();
        World copy = w;
        const TurnReport r = copy.step({Action::attack("rat", "hero")});
        const std::int64_t rolled = r.events[0].amount;
        QCOMPARE(r.events[1].amount, std::max<std::int64_t>(rolled - 1, 0)); // hero armor 1
        QCOMPARE(r.events[1].raw, rolled);
        // Health never goes below its min (0), and a death is known after damage.
        w.edit("rat")->holder.stats.setBase(*w.definitions().stats.find("health"), 1);
        const TurnReport k = w.step({Action::attack("hero", "rat")});
        QCOMPARE(stat(w, "rat", "health"), 0);
        QCOMPARE(keys(w, k).at(2), std::string("death@rat"));
        QVERIFY(!w.actor("rat")->alive);
        // The dead neither block nor act.
        const TurnReport m = w.step({Action::move("hero", 1, 0), Action::wait("rat")});
        QCOMPARE(keys(w, m).at(0), std::string("moved@hero"));
        QCOMPARE(keys(w, m).at(1), std::string("refused:wait@rat"));
    }

    // An application that changes nothing says why, in words and in its key;
    // a kept one still feeds the facts a refreshed one does.
    void keptIgnoredAndRefusedSayWhy()
    {
        World w = smallWorld();
        const Definitions& defs = w.definitions();
        const CounterId afflictions = *defs.counters.find("hero afflictions");
        TurnReport r = w.step({Action::afflict("hero", status(w, "scorched"), 3, "rat")});
        QCOMPARE(keys(w, r).at(0), std::string("applied:scorched@hero"));
        QCOMPARE(w.ledger().value(afflictions), std::int64_t(1));
        r = w.step({Action::afflict("hero", status(w, "scorched"), 1, "king")});
        QCOMPARE(keys(w, r).at(0), std::string("kept:scorched@hero"));
        QCOMPARE(eventText(defs, r.events[0]), std::string("kept scorched on hero: 2 turns left, 1 asked by king"));
        QCOMPARE(w.ledger().value(afflictions), std::int64_t(2)); // as a refreshed one counted
        QCOMPARE(w.actor("hero")->holder.statuses.first(status(w, "scorched"))->by, w.actor("rat")->ref); // the credit stays

        r = w.step({Action::afflict("hero", status(w, "rooted"), 2), Action::afflict("hero", status(w, "rooted"), 5)});
        QCOMPARE(keys(w, r).at(1), std::string("ignored:rooted@hero"));
        QCOMPARE(eventText(defs, r.events[1]), std::string("ignored rooted on hero: already active"));
    }

    // cure with "instances": the oldest go first, one event each.
    void cureTakesTheOldestInstances()
    {
        World w = smallWorld();
        const StatusId stoneskin = status(w, "stoneskin");
        w.step({Action::afflict("hero", stoneskin, 3), Action::afflict("hero", stoneskin, 5), Action::afflict("hero", stoneskin, 7)});
        QCOMPARE(w.actor("hero")->holder.statuses.count(stoneskin), std::size_t(3));
        Action cure = Action::cure("hero", stoneskin);
        cure.instances = 2;
        const TurnReport r = w.step({cure});
        QCOMPARE(keys(w, r).at(0), std::string("cured:stoneskin@hero"));
        QCOMPARE(eventText(w.definitions(), r.events[0]), std::string("cured stoneskin on hero (instance 1)"));
        QCOMPARE(eventText(w.definitions(), r.events[1]), std::string("cured stoneskin on hero (instance 2)"));
        QCOMPARE(w.actor("hero")->holder.statuses.count(stoneskin), std::size_t(1));
        QCOMPARE(w.actor("hero")->holder.statuses.instances().front().instance, std::uint32_t(3));
    }

    void negativeTicksMendUpToTheMax()
    {
        World w = smallWorld();
        const StatId health = *w.definitions().stats.find("health");
        w.edit("hero")->holder.stats.setBase(health, 10);
        const TurnReport r = w.step({Action::afflict("hero", status(w, "regenerating"), 2)});
        QCOMPARE(keys(w, r).at(1), std::string("mended:thermal:tick@hero"));
        QCOMPARE(eventText(w.definitions(), r.events[1]), std::string("mend hero 2 thermal (tick of regenerating)"));
        QCOMPARE(stat(w, "hero", "health"), 12);
    }

    void lingeringEffectsEndOnTheirClocks()
    {
        World w = smallWorld();
        const Definitions& defs = w.definitions();
        const StatId armor = *defs.stats.find("armor");
        auto grant = [&](Duration d) {
            EffectRequest req;
            req.type = EffectType::stat(armor, StatOp::Add);
            req.value = EffectValue::number(5);
            req.duration = d;
            req.source = Source::effect(1);
            return *w.edit("hero")->holder.stats.effects().add(req, defs.durations);
        };
        grant(Duration::endOfTurn());
        grant(Duration::endOfEncounter());
        QCOMPARE(stat(w, "hero", "armor"), 11);
        const TurnReport t1 = w.step({});
        QCOMPARE(keys(w, t1), (std::vector<std::string>{"lingering:end-of-turn@hero"}));
        QCOMPARE(stat(w, "hero", "armor"), 6);
        const TurnReport t2 = w.step({Action::endEncounter()});
        QCOMPARE(keys(w, t2), (std::vector<std::string>{"lingering:end-of-encounter@hero", "encounter-ended"}));
        QCOMPARE(stat(w, "hero", "armor"), 1);
        QCOMPARE(w.encounter(), 2);
    }

    // One walk judges deaths and runs the survivors' end-of-turn clocks, in
    // actor order, yet every death is told before any clock's end, and a
    // dead actor's clock stops: hero (first) outlives rat (second).
    void clocksEndAfterEveryDeathAndNotForTheDead()
    {
        World w = smallWorld();
        const Definitions& defs = w.definitions();
        for (const char* id : {"hero", "rat"}) {
            EffectRequest req;
            req.type = EffectType::stat(*defs.stats.find("armor"), StatOp::Add);
            req.value = EffectValue::number(5);
            req.duration = Duration::endOfTurn();
            req.source = Source::effect(1);
            QVERIFY(w.edit(id)->holder.stats.effects().add(req, defs.durations));
        }
        w.edit("rat")->holder.stats.setBase(*defs.stats.find("health"), 0);
        const std::size_t ratEffects = w.actor("rat")->holder.stats.effects().size();
        std::vector<std::string> told;
        for (const std::string& k : keys(w, w.step({})))
            if (k.starts_with("death") || k.starts_with("lingering"))
                told.push_back(k);
        QCOMPARE(told, (std::vector<std::string>{"death@rat", "lingering:end-of-turn@hero"}));
        QCOMPARE(w.actor("rat")->holder.stats.effects().size(), ratEffects); // its clock did not run
    }

    // Fire is phase 3: it harms whoever stands in it (thermal) before statuses
    // tick, and reports when it goes out.
    void fireHarmsWhoStandsInItAndGoesOut()
    {
        World w = smallWorld();
        QVERIFY(w.fire().ignite(w.grid(), Cell{1, 1}, 1));
        const TurnReport r = w.step({Action::afflict("hero", status(w, "scorched"), 1)});
        QCOMPARE(keys(w, r), (std::vector<std::string>{"fire-out@1,1", "applied:scorched@hero", "damage:thermal:fire@hero",
                                                       "damage:thermal:tick@hero", "fact:statused",
                                                       "counter:hero afflictions"}));
        QCOMPARE(eventText(w.definitions(), r.events[2]), std::string("damage hero 1 thermal (fire)"));
        QCOMPARE(stat(w, "hero", "health"), 28);
    }

    // Every damage event says how it was dealt, in its words and its key: a
    // breakpoint naming the way matches that way alone, one without it every
    // way.
    void damageSaysHowItWasDealt()
    {
        World w = smallWorld();
        const Definitions& defs = w.definitions();
        QVERIFY(w.fire().ignite(w.grid(), Cell{1, 1}, 1));
        const TurnReport r = w.step({Action::afflict("hero", status(w, "scorched"), 1), Action::attack("rat", "hero")});
        std::vector<std::string> damage;
        QStringList words;
        for (const WorldEvent& e : r.events) {
            if (e.kind != WorldEvent::Kind::Damage)
                continue;
            damage.push_back(eventKey(defs, e));
            words << QString::fromStdString(eventText(defs, e));
        }
        QCOMPARE(damage, (std::vector<std::string>{"damage:kinetic:blow@hero", "damage:thermal:fire@hero",
                                                   "damage:thermal:tick@hero"}));
        QVERIFY2(words[0].startsWith("damage hero ") && words[0].contains(" kinetic by rat (blow"), qPrintable(words[0]));
        QCOMPARE(words[1], QString("damage hero 1 thermal (fire)"));
        QCOMPARE(words[2], QString("damage hero 1 thermal (tick of scorched)"));
        const auto stops = [&](const char* pattern, const TurnReport& turn) { return Breakpoint(pattern).matchesAny(defs, turn); };
        QVERIFY(stops("damage:thermal:tick@hero", r));
        QVERIFY(stops("damage:thermal@hero", r));
        QVERIFY(stops("damage:*:blow@*", r));
        QVERIFY(!stops("damage:kinetic:tick@hero", r));
        QVERIFY(!stops("damage:thermal:blow@hero", r));
        // A blow alone: every way matches it, the tick's way does not.
        const TurnReport blow = w.step({Action::attack("rat", "hero")});
        QVERIFY(stops("damage:kinetic@hero", blow));
        QVERIFY(!stops("damage:kinetic:tick@hero", blow));
        const auto hit = std::find_if(blow.events.begin(), blow.events.end(),
                                      [](const WorldEvent& e) { return e.kind == WorldEvent::Kind::Damage; });
        QVERIFY(hit != blow.events.end());
        QCOMPARE(eventKeys(defs, *hit), (std::vector<std::string>{"damage:kinetic:blow@hero", "damage:kinetic@hero"}));
    }

    // A fact kind fed by damage that names a way counts damage dealt that way
    // alone; one that names none counts every way.
    void aFactKindCountsTheWayItNames()
    {
        const Validation v = validateContent(R"({"format": "rulebench/1",
            "stats": [{"name": "health", "default": 10}], "damage_kinds": [{"name": "thermal"}],
            "statuses": [{"name": "scorched", "turns": 3, "tick": {"kind": "thermal", "amount": 1}}],
            "actors": [{"name": "hero", "glyph": "@", "faction": "crew", "attack": {"kind": "thermal", "roll": "2"}}],
            "fact_kinds": [{"name": "burned", "from": {"event": "damage dealt", "how": "tick"}},
                           {"name": "hurt", "from": {"event": "damage dealt"}}],
            "counters": [{"name": "burns", "tally": [{"kind": "burned"}]}, {"name": "hurts", "tally": [{"kind": "hurt"}]}]})");
        QVERIFY2(v.definitions && !v.diagnostics.hasErrors(), qPrintable(rb::test::lines(v.diagnostics)));
        ScenarioSpec spec;
        spec.content = "inline";
        spec.map = {"####", "#..#", "####"};
        spec.actors = {{"a", "hero", Cell{1, 1}, {}, {}, {}, {}}, {"b", "hero", Cell{2, 1}, {}, {}, {}, {}}};
        Diagnostics d;
        auto s = buildScenario(spec, v.definitions, d);
        QVERIFY(s);
        World& w = s->world;
        const Definitions& defs = w.definitions();
        w.step({Action::afflict("b", status(w, "scorched"), 2), Action::attack("a", "b")});
        QCOMPARE(w.ledger().value(*defs.counters.find("burns")), std::int64_t(1));
        QCOMPARE(w.ledger().value(*defs.counters.find("hurts")), std::int64_t(3)); // the blow's 2 and the tick's 1
    }

    void placeRemoveAndFeedByHand()
    {
        World w = smallWorld();
        const Definitions& defs = w.definitions();
        const TurnReport r = w.step({Action::place("rat2", *defs.actors.find("rat"), Cell{1, 2}), Action::remove("rat"),
                                     Action::feed(Fact::of(*defs.factKinds.find("reached depth")).times(2))});
        QCOMPARE(keys(w, r), (std::vector<std::string>{"placed@rat2", "removed@rat", "fact:reached depth"}));
        QVERIFY(w.actor("rat2"));
        QVERIFY(!w.actor("rat"));
        QCOMPARE(w.actors().back().ref, ActorRef(4)); // never reused
        QCOMPARE(eventText(defs, r.events[0]), std::string("place rat2 (rat) at (1,2)"));
    }

    void stepBackThreeTurnsAndForwardGivesIdenticalReports()
    {
        Scenario s = demoScenario("cull.scenario.json");
        History h(s.world);
        for (int t = 1; t <= 6; ++t)
            h.step(s.script.forTurn(t));
        const std::vector<TurnReport> before = h.reports();
        const std::vector<StatSample> samplesBefore = h.samples();
        const World end = h.world();

        QCOMPARE(h.back(3), std::int64_t(3));
        QCOMPARE(h.turn(), std::int64_t(3));
        QCOMPARE(h.reports().size(), std::size_t(3));
        QVERIFY(h.samples().size() < samplesBefore.size());
        QVERIFY(h.world().actor("rat4")->alive);
        while (h.canRedo())
            QVERIFY(h.forward());
        QCOMPARE(h.reports(), before);
        QCOMPARE(h.samples(), samplesBefore);
        QVERIFY(h.world() == end);
        // Back past the start stops at the start.
        QCOMPARE(h.back(100), std::int64_t(6));
        QCOMPARE(h.turn(), std::int64_t(0));
        QVERIFY(h.world() == s.world);
    }

    // Copies are kept every few turns; a step back to a turn between them
    // replays from the copy before it and lands on the very same world.
    void steppingBackBetweenCopiesReplaysToTheSameWorld()
    {
        Scenario s = demoScenario("statuses.scenario.json");
        History h(s.world);
        std::vector<World> straight{s.world};
        for (int t = 1; t <= 20; ++t) {
            h.step(s.script.forTurn(t));
            straight.push_back(h.world());
        }
        const std::vector<TurnReport> reports = h.reports();
        for (std::int64_t n : {1, 3, 7, 8, 9, 13}) {
            QCOMPARE(h.back(n), n);
            QVERIFY2(h.world() == straight[static_cast<std::size_t>(20 - n)], qPrintable(QString::number(n)));
            while (h.canRedo())
                h.forward();
            QCOMPARE(h.reports(), reports);
            QVERIFY(h.world() == straight.back());
        }
        // New actions after a step back forget the turns stepped over.
        h.back(2);
        h.step({Action::wait("hero")});
        QVERIFY(!h.canRedo());
        QCOMPARE(h.turn(), std::int64_t(19));
    }

    void sameSeedSameRunAndAnotherSeedOtherRolls()
    {
        auto run = [](std::optional<std::uint64_t> seed) {
            Scenario s = demoScenario("cull.scenario.json", seed);
            History h(s.world);
            for (int t = 1; t <= 6; ++t)
                h.step(s.script.forTurn(t));
            return h.reports();
        };
        QCOMPARE(run(std::nullopt), run(std::nullopt));
        QCOMPARE(run(11), run(std::nullopt)); // the file's seed
        auto rolls = [](const std::vector<TurnReport>& rs) {
            std::vector<std::int64_t> out;
            for (const auto& r : rs)
                for (const auto& e : r.events)
                    if (e.kind == WorldEvent::Kind::Attacked)
                        out.push_back(e.amount);
            return out;
        };
        const auto base = rolls(run(std::nullopt));
        bool differs = false;
        for (std::uint64_t seed = 1; seed <= 5 && !differs; ++seed)
            differs = rolls(run(seed)) != base;
        QVERIFY(differs);
    }

    // Saved after 3 turns and opened again, a run goes on exactly as if it never stopped.
    void playStateSavesOnlyWhatChangesAndResumesTheRun()
    {
        for (const char* name : {"cull.scenario.json", "statuses.scenario.json"}) {
            const std::string path = rb::test::sourcePath("/resources/demo/")+ std::string(name);
            const ScenarioLoad load = loadScenario(readFile(path));
            Diagnostics d;
            auto whole = buildScenario(*load.spec, demoDefinitions(), d);
            QVERIFY(whole);
            History straight(whole->world);
            for (int t = 1; t <= 7; ++t)
                straight.step(whole->script.forTurn(t));

            History first(whole->world);
            for (int t = 1; t <= 3; ++t)
                first.step(whole->script.forTurn(t));
            const std::string saved = serializeScenario(withPlayState(*load.spec, first.world()));
            const ScenarioLoad reload = loadScenario(saved);
            QVERIFY2(reload.diagnostics.empty(), name);
            Diagnostics rd;
            auto resumed = buildScenario(*reload.spec, demoDefinitions(), rd);
            QVERIFY2(resumed && rd.empty(), qPrintable(QString::fromStdString(rd.empty() ? "" : format(rd.all().front()))));
            QCOMPARE(resumed->world.turn(), std::int64_t(3));
            History second(resumed->world);
            for (int t = 4; t <= 7; ++t)
                second.step(resumed->script.forTurn(t));
            for (std::size_t i = 0; i < 4; ++i)
                QVERIFY2(second.reports()[i] == straight.reports()[i + 3], name);
            for (const WorldActor& a : straight.world().actors()) {
                const WorldActor* b = second.world().actor(a.id);
                QVERIFY(b);
                QCOMPARE(b->holder.statuses, a.holder.statuses);
                QCOMPARE(b->holder.stats.bases(), a.holder.stats.bases());
                QCOMPARE(b->at, a.at);
            }
        }
    }

    void aBrokenPlayStateIsReportedAndNothingRestored()
    {
        World w = smallWorld();
        OrderedJson play = OrderedJson::parse(w.savePlay());
        play["actors"][0]["actor"] = "heroo";
        play["counters"]["killz"] = 1;
        const World before = w;
        const Result<void> restored = w.restorePlay(play.dump());
        QVERIFY(!restored);
        QVERIFY(w == before);
        const Diagnostics& d = restored.problems();
        QCOMPARE(d.size(), std::size_t(2));
        QCOMPARE(format(d.all()[0]), std::string("actors[0].actor: unknown actor \"heroo\" (did you mean \"hero\"?)"));
        QCOMPARE(format(d.all()[1]), std::string("counters.killz: unknown counter \"killz\" (did you mean \"kills\"?)"));
        // Text that is not JSON: refused with the place of the mistake, nothing changed.
        const Result<void> notJson = w.restorePlay("{\"turn\": ");
        QVERIFY(!notJson);
        QVERIFY(!notJson.why().empty());
        QVERIFY(w == before);
        // A later save with a key written twice reads, but with an error: refused before anything changes.
        World later = w;
        later.step({});
        std::string twice = later.savePlay();
        twice.insert(1, "\"format\":\"rulebench-play/1\",");
        const Result<void> duplicate = w.restorePlay(twice);
        QVERIFY(!duplicate);
        QVERIFY2(duplicate.why().find("format") != std::string::npos, duplicate.why().c_str());
        QVERIFY(w == before);
        QVERIFY(w.restorePlay(later.savePlay())); // the same save, written once, is taken
        QVERIFY(w == later);
    }

    void setPositionSaysWhyNotAndChangesNothing()
    {
        World w = smallWorld();
        const World before = w;
        QCOMPARE(QString::fromStdString(w.setPosition("ghost", {1, 2}).why()), QString("no actor \"ghost\""));
        QCOMPARE(QString::fromStdString(w.setPosition("hero", {3, 1}).why()), QString("(3,1) is a wall"));
        QCOMPARE(QString::fromStdString(w.setPosition("hero", {2, 1}).why()), QString("(2,1) is taken by rat"));
        QVERIFY(w == before);
        QVERIFY(w.setPosition("hero", {1, 2}));
        QVERIFY(w.actor("hero")->at == (Cell{1, 2}));
        // The dead stay where they fell.
        w.edit("rat")->holder.stats.setBase(w.settings().health, 0);
        w.step({});
        QVERIFY(!w.actor("rat")->alive);
        QCOMPARE(QString::fromStdString(w.setPosition("rat", {1, 1}).why()), QString("rat is dead"));
    }

    void aWorldIsAValueWithNoPointersIntoItself()
    {
        World a = smallWorld();
        World b = a;
        b.step({Action::move("hero", 0, 1)});
        QCOMPARE(a.actor("hero")->at, (Cell{1, 1}));
        QCOMPARE(b.actor("hero")->at, (Cell{1, 2}));
        QCOMPARE(&a.definitions(), &b.definitions()); // shared, immutable
        a = b;
        QVERIFY(a == b);
    }

    void eventKeysFollowTheGrammar()
    {
        World w = smallWorld();
        const StatusId scorched = status(w, "scorched");
        w.step({Action::afflict("hero", scorched, 1, "rat")});
        const TurnReport r = w.step({Action::afflict("hero", scorched, 2), Action::cure("hero", scorched)});
        const auto k = keys(w, r);
        QCOMPARE(k.at(0), std::string("expired:scorched@hero")); // turn 1's, at the start of the statuses phase
        QCOMPARE(k.at(1), std::string("applied:scorched@hero"));
        QCOMPARE(k.at(2), std::string("cured:scorched@hero"));
        QCOMPARE(eventText(w.definitions(), r.events[1]), std::string("applied scorched on hero for 2 turns"));
    }
};

QTEST_APPLESS_MAIN(TestWorld)
#include "test_world.moc"
