// Items, props and triggers in the sandbox world: throwing (range and line),
// using, picking up, wearing; traps that land as themselves and run out of
// fires; a broken crate whose remnant lands the next turn; effects that move
// actors onto traps; facts from items used and triggers fired; and play
// state that keeps all of it.
#include "source_dir.h"
#include <QtTest>

#include "rulebench/content/content.h"
#include "rulebench/sandbox/scenario.h"
#include "must.h"

#include <fstream>
#include <sstream>

using namespace rb;

namespace {
// Loaded once: worlds built on it share it, so World == can compare them.
std::shared_ptr<const Definitions> itemDefinitions()
{
    static const std::shared_ptr<const Definitions> loaded = [] {
        std::ifstream in(rb::test::sourcePath("/tests/data/world/items.rules.json"), std::ios::binary);
        std::ostringstream ss;
        ss << in.rdbuf();
        Validation v = validateContent(ss.str());
        if (!v.definitions)
            qFatal("tests/data/world/items.rules.json has errors");
        return v.definitions;
    }();
    return loaded;
}

//  0123456789
// ##########   0
// #........#   1
// #........#   2
// #....#...#   3  a wall at (5,3)
// #........#   4
// ##########   5
World emptyWorld()
{
    ScenarioSpec spec;
    spec.content = "items.rules.json";
    spec.seed = 9;
    spec.map = {"##########", "#........#", "#........#", "#....#...#", "#........#", "##########"};
    Diagnostics d;
    auto s = buildScenario(spec, itemDefinitions(), d);
    if (!s)
        qFatal("the test world does not build");
    return std::move(s->world);
}

ItemId item(const World& w, const char* name) { return *w.definitions().items.find(name); }
PropId prop(const World& w, const char* name) { return *w.definitions().props.find(name); }

// A hero at (1,2) with two bombs, a rock, a tonic, a push charm and a smoke bomb, wearing plate.
World heroWorld()
{
    World w = emptyWorld();
    const ActorId hero = *w.definitions().actors.find("hero");
    rb::test::must(w.place("hero", hero, {1, 2}));
    for (const char* name : {"bomb", "bomb", "rock", "tonic", "push charm", "smoke bomb"})
        rb::test::must(w.give("hero", item(w, name), false));
    rb::test::must(w.give("hero", item(w, "plate"), true));
    return w;
}

void addRat(World& w, const char* id, Cell at) { rb::test::must(w.place(id, *w.definitions().actors.find("rat"), at)); }

std::vector<std::string> keys(const World& w, const TurnReport& r)
{
    std::vector<std::string> out;
    for (const auto& e : r.events)
        out.push_back(eventKey(w.definitions(), e));
    return out;
}

QStringList texts(const World& w, const TurnReport& r)
{
    QStringList out;
    for (const auto& e : r.events)
        out << QString::fromStdString(eventText(w.definitions(), e));
    return out;
}

std::int64_t health(const World& w, const char* id) { return w.value(*w.actor(id), *w.definitions().stats.find("health")); }
std::int64_t armor(const World& w, const char* id) { return w.value(*w.actor(id), *w.definitions().stats.find("armor")); }

int count(const WorldActor& a, const World& w, const char* name)
{
    return static_cast<int>(std::count_if(a.items.begin(), a.items.end(), [&](const WorldItem& i) { return i.kind == item(w, name); }));
}

// The refusal's reason, when the turn's first event is a refusal.
QString refusal(const World& w, const TurnReport& r)
{
    if (r.events.empty() || r.events.front().kind != WorldEvent::Kind::Refused)
        return {};
    return QString::fromStdString(eventText(w.definitions(), r.events.front()));
}
} // namespace

class TestWorldItems : public QObject {
    Q_OBJECT
private slots:
    void aThrownBombLandsOnEveryoneAroundWhereItComesToRest()
    {
        World w = heroWorld();
        addRat(w, "rat1", {4, 1});
        addRat(w, "rat2", {5, 2});
        const TurnReport r = w.step({Action::throwAt("hero", item(w, "bomb"), {4, 2})});
        const auto k = keys(w, r);
        const std::vector<std::string> expected = {"thrown:bomb@hero", "trigger:land@bomb", "cue", "used-up@bomb",
                                                   "damage:thermal:effect@rat1", "damage:thermal:effect@rat2", "death@rat1",
                                                   "death@rat2"};
        QCOMPARE(k, expected);
        const QStringList t = texts(w, r);
        QCOMPARE(t[1], QString("trigger bomb on land at (4,2) by hero: 8 cells, 2 targets"));
        QCOMPARE(t[4], QString("damage rat1 5 thermal by hero (effect of bomb)"));
        QCOMPARE(t[6], QString("death rat1 by hero"));
        QCOMPARE(r.events[2].look().color, std::string("#ffc85a"));
        QCOMPARE(r.events[2].cells().size(), std::size_t(8)); // (5,3) is a wall
        QCOMPARE(count(*w.actor("hero"), w, "bomb"), 1);
        QVERIFY(w.floorItems().empty()); // spent and destroyed where it landed
    }

    void aThrowOutOfRangeOrLineOrOfWhatItLacksIsRefusedAndChangesNothing()
    {
        struct Case {
            Action action;
            const char* reason;
        };
        World base = heroWorld();
        addRat(base, "rat", {8, 4});
        const std::vector<Case> cases = {
            {Action::throwAt("hero", item(base, "bomb"), {6, 2}), "(6,2) is out of range: a bomb reaches 4 cells"},
            {Action::throwAt("hero", item(base, "rock"), {4, 4}), "(4,4) is out of range: a rock reaches 3 cells"},
            {Action::throwAt("hero", item(base, "bomb"), {0, 2}), "(0,2) is a wall"},
            {Action::throwAt("hero", item(base, "plate"), {2, 2}), "a plate cannot be thrown (it has no \"throw\")"},
            {Action::throwAt("rat", item(base, "bomb"), {7, 4}), "rat has no bomb"},
            {Action::use("hero", item(base, "plate")), "a plate cannot be used (it has no \"use\" trigger)"},
            {Action::wear("hero", item(base, "bomb")), "a bomb is not worn (it has no \"worn\" modifiers)"},
            {Action::wear("hero", item(base, "plate")), "hero already wears its plate"},
            {Action::pickUp("hero", item(base, "rock")), "no rock lies at (1,2)"},
        };
        for (const Case& c : cases) {
            World refused = base;
            World idle = base;
            const TurnReport r = refused.step({c.action});
            idle.step({});
            QCOMPARE(refusal(refused, r), QString::fromStdString(std::string("refused ") + std::string(toString(c.action.kind))
                                                                 + " " + c.action.id + ": " + c.reason));
            QVERIFY2(refused == idle, c.reason);
        }
    }

    void aThrowNeedsALineOfSight()
    {
        World w = heroWorld();
        QVERIFY(w.setPosition("hero", {4, 4}));
        // (6,2) is within 4 of (4,4), but the wall at (5,3) stands between.
        const TurnReport r = w.step({Action::throwAt("hero", item(w, "bomb"), {6, 2})});
        QCOMPARE(refusal(w, r), QString("refused throw hero: (6,2) is out of hero's line"));
        const TurnReport ok = w.step({Action::throwAt("hero", item(w, "bomb"), {7, 4})});
        QCOMPARE(keys(w, ok).front(), std::string("thrown:bomb@hero"));
    }

    void aRockLiesWhereItLandsUntilPickedUp()
    {
        World w = heroWorld();
        w.step({Action::throwAt("hero", item(w, "rock"), {3, 2})});
        QCOMPARE(w.floorItems().size(), std::size_t(1));
        QCOMPARE(w.floorItems()[0].at, (Cell{3, 2}));
        QCOMPARE(count(*w.actor("hero"), w, "rock"), 0);
        w.step({Action::move("hero", 1, 0)});
        w.step({Action::move("hero", 1, 0)});
        const TurnReport r = w.step({Action::pickUp("hero", item(w, "rock"))});
        QCOMPARE(keys(w, r).front(), std::string("picked-up:rock@hero"));
        QCOMPARE(count(*w.actor("hero"), w, "rock"), 1);
        QVERIFY(w.floorItems().empty());
    }

    void usingSpendsChargesAndTheLastOneDestroysOrKeeps()
    {
        World w = heroWorld();
        const TurnReport first = w.step({Action::use("hero", item(w, "tonic"))});
        QCOMPARE(texts(w, first).join('\n'),
                 QString("use hero: tonic\ntrigger tonic on use at (1,2) by hero: 1 cell, 1 target\n"
                         "charge spent tonic: 1 left\nmend hero 3 by hero (effect of tonic)\nfact used subject tonic object hero\n"
                         "counter uses = 1"));
        QCOMPARE(health(w, "hero"), 23);
        w.step({Action::use("hero", item(w, "tonic"))});
        QCOMPARE(count(*w.actor("hero"), w, "tonic"), 0); // Destroyed when empty
        // The push charm is Kept when empty: still carried, but cannot be used again.
        w.step({Action::use("hero", item(w, "push charm"))});
        QCOMPARE(count(*w.actor("hero"), w, "push charm"), 1);
        const TurnReport again = w.step({Action::use("hero", item(w, "push charm"))});
        QCOMPARE(refusal(w, again), QString("refused use hero: hero's push charm has no charges left"));
    }

    // A worn consumable answers an attack with one shot: "fire" where the
    // attacker stands and "hit" where the blow lands spend one charge
    // together, and the shot that spends the last one still hits.
    void eachShotSpendsOneChargeAndTheLastShotStillHits()
    {
        World w = emptyWorld();
        rb::test::must(w.place("hero", *w.definitions().actors.find("hero"), {2, 2}));
        addRat(w, "rat", {3, 2});
        QVERIFY(w.give("hero", item(w, "spark glove"), true));
        const TurnReport first = w.step({Action::attack("hero", "rat")});
        QCOMPARE(keys(w, first), (std::vector<std::string>{"attack@hero", "trigger:fire@spark glove",
                                                             "trigger:hit@spark glove", "spent@spark glove",
                                                             "damage:kinetic:blow@rat", "mended::effect@hero", "damage:thermal:effect@rat"}));
        QCOMPARE(w.actor("hero")->items.front().carrier.charges->left, std::int64_t(1));
        const TurnReport last = w.step({Action::attack("hero", "rat")});
        QCOMPARE(texts(w, last).join('\n'),
                 QString("attack hero -> rat: 2 kinetic rolled 2\n"
                         "trigger spark glove on fire at (2,2) by hero: 1 cell, 1 target\n"
                         "trigger spark glove on hit at (3,2) by hero: 1 cell, 1 target\n"
                         "charge spent spark glove: 0 left, used up\n"
                         "damage rat 2 kinetic by hero (blow)\n"
                         "mend hero 1 by hero (effect of spark glove)\n"
                         "damage rat 1 thermal by hero (effect of spark glove)\n"
                         "death rat by hero"));
        QVERIFY(w.actor("hero")->items.empty());
        QCOMPARE(armor(w, "hero"), 0); // gone, and so is what it gave
    }

    void aTrapLandsAsItselfUntilItsFiresRunOut()
    {
        World w = heroWorld();
        QVERIFY(w.placeProp("trap", prop(w, "trap"), {2, 2}));
        const TurnReport r = w.step({Action::move("hero", 1, 0)});
        QCOMPARE(texts(w, r).join('\n'),
                 QString("move hero (1,2) -> (2,2)\ntrigger trap on entered at (2,2) by trap (set off by hero): 1 cell, 1 target\n"
                         "damage hero 1 kinetic by trap (effect of trap: 4 less 3 armor)\nfact sprung subject trap\n"
                         "counter springs = 1"));
        QCOMPARE(w.props()[0].carrier.triggers.firesLeft(0), 1u);
        w.step({Action::move("hero", 1, 0)});
        w.step({Action::move("hero", -1, 0)}); // the second fire
        const TurnReport spent = w.step({Action::move("hero", 1, 0), Action::move("hero", -1, 0)});
        QCOMPARE(keys(w, spent), (std::vector<std::string>{"moved@hero", "moved@hero"}));
        QCOMPARE(health(w, "hero"), 18);
    }

    // A prop lands as itself unless its content says otherwise: a snare with
    // no "lands_as_itself" hurts the one who stepped on it in its own name,
    // not theirs; a lever with it false credits whoever set it off.
    void aPropLandsAsItselfUnlessItsContentSaysOtherwise()
    {
        World w = heroWorld();
        QVERIFY(w.placeProp("snare", prop(w, "snare"), {2, 2}));
        QVERIFY(w.placeProp("lever", prop(w, "lever"), {1, 3}));
        const TurnReport sprung = w.step({Action::move("hero", 1, 0)});
        const QStringList t = texts(w, sprung);
        QVERIFY2(t.contains("trigger snare on entered at (2,2) by snare (set off by hero): 1 cell, 1 target"), qPrintable(t.join('\n')));
        QVERIFY2(t.contains("damage hero 2 thermal by snare (effect of snare)"), qPrintable(t.join('\n')));
        QVERIFY2(!t.join('\n').contains("by hero ("), qPrintable(t.join('\n'))); // set off by hero, credited to none of it
        const TurnReport pulled = w.step({Action::move("hero", -1, 1)});
        QVERIFY2(texts(w, pulled).contains("damage hero 2 thermal by hero (effect of lever)"), qPrintable(texts(w, pulled).join('\n')));
    }

    void aPropMovesToACellKeepingItsFires()
    {
        World w = heroWorld();
        QVERIFY(w.placeProp("trap", prop(w, "trap"), {2, 2}));
        w.step({Action::move("hero", 1, 0)}); // springs it once
        const TurnReport r = w.step({Action::moveTo("trap", {6, 4})});
        QCOMPARE(texts(w, r).front(), QString("move trap (2,2) -> (6,4)"));
        QCOMPARE(w.prop("trap")->at, (Cell{6, 4}));
        QCOMPARE(w.prop("trap")->carrier.triggers.firesLeft(0), 1u);
        QCOMPARE(refusal(w, w.step({Action::moveTo("trap", {5, 3})})), QString("refused move trap: (5,3) is a wall"));
        QCOMPARE(refusal(w, w.step({Action::move("trap", 1, 0)})), QString("refused move trap: trap is a prop: it moves only to a cell"));
    }

    void aBrokenCrateIsGoneAndItsRemnantLandsTheNextTurn()
    {
        World w = heroWorld();
        QVERIFY(w.placeProp("crate", prop(w, "crate"), {4, 2}));
        addRat(w, "rat", {4, 1});
        // It blocks: nobody steps onto it.
        QVERIFY(w.setPosition("hero", {3, 2}));
        QCOMPARE(refusal(w, w.step({Action::move("hero", 1, 0)})), QString("refused move hero: (4,2) is blocked by crate"));
        QVERIFY(w.setPosition("hero", {1, 2}));
        const TurnReport broken = w.step({Action::throwAt("hero", item(w, "bomb"), {4, 2})}); // right onto it
        const auto k = keys(w, broken);
        QVERIFY(std::find(k.begin(), k.end(), "damage:thermal:effect@crate") != k.end());
        QCOMPARE(k.back(), std::string("destroyed@crate"));
        QVERIFY(w.props().empty());
        QCOMPARE(w.remnants().size(), std::size_t(1));
        QVERIFY(!w.prop("crate"));
        const TurnReport next = w.step({});
        QCOMPARE(texts(w, next).front(), QString("remnant of crate on destroyed at (4,2) by crate (set off by hero): 8 cells, 0 targets"));
        QVERIFY(w.remnants().empty());
    }

    void worldsWhoseRemnantsCameFromDifferentPropsDiffer()
    {
        // A barrel like the crate but for what its remnant lands.
        std::ifstream in(rb::test::sourcePath("/tests/data/world/items.rules.json"), std::ios::binary);
        Json content = Json::parse(in);
        Json barrel = content["props"][3];
        QCOMPARE(barrel["name"].get<std::string>(), std::string("crate"));
        barrel["name"] = "barrel";
        barrel["triggers"][0]["effects"][0]["args"]["roll"] = "5";
        content["props"].push_back(barrel);
        const Validation v = validateContent(content.dump());
        QVERIFY(v.definitions && !v.diagnostics.hasErrors());
        const auto broken = [&](const char* kind) {
            ScenarioSpec spec;
            spec.seed = 9;
            spec.map = {"##########", "#........#", "#........#", "#....#...#", "#........#", "##########"};
            Diagnostics d;
            World w = std::move(buildScenario(spec, v.definitions, d)->world);
            rb::test::must(w.place("hero", *w.definitions().actors.find("hero"), {1, 2}, {{}, {}, {{item(w, "bomb"), false}}}));
            rb::test::must(w.placeProp("box", prop(w, kind), {4, 2}));
            w.step({Action::throwAt("hero", item(w, "bomb"), {4, 2})});
            return w;
        };
        const World crate = broken("crate"), again = broken("crate"), other = broken("barrel");
        QCOMPARE(crate.remnants().size(), std::size_t(1));
        QCOMPARE(other.remnants().size(), std::size_t(1));
        QVERIFY(crate == again);
        QVERIFY(!(crate == other)); // the same in all but whose remnant waits to land
    }

    void aShoveOntoATrapSpringsItInTheSameTurn()
    {
        World w = heroWorld();
        addRat(w, "rat", {2, 2});
        QVERIFY(w.placeProp("trap", prop(w, "trap"), {3, 2}));
        const TurnReport r = w.step({Action::use("hero", item(w, "push charm"))});
        const auto k = keys(w, r);
        const std::vector<std::string> expected = {"used:push charm@hero", "trigger:use@push charm", "moved@rat",
                                                   "spent@push charm", "trigger:entered@trap", "damage:kinetic:effect@rat",
                                                   "death@rat", "fact:used", "counter:uses", "fact:sprung",
                                                   "counter:springs"};
        QCOMPARE(k, expected);
        QCOMPARE(w.actor("rat")->at, (Cell{3, 2}));
        QCOMPARE(texts(w, r)[2], QString("move rat (2,2) -> (3,2) (push charm)"));
    }

    void placeTakesABehaviourASideAndItemsOrRefusesAndChangesNothing()
    {
        World w = emptyWorld();
        const ActorId rat = *w.definitions().actors.find("rat");
        PlaceOptions options;
        options.behaviour = Behaviour{};
        options.behaviour->act = Behaviour::Act::Hold;
        options.faction = w.definitions().actors[*w.definitions().actors.find("hero")].faction;
        options.items = {{item(w, "bomb"), false}, {item(w, "plate"), true}};
        QVERIFY(w.place("tame rat", rat, {3, 3}, options));
        const WorldActor& placed = *w.actor("tame rat");
        QVERIFY(placed.behaviour == *options.behaviour);
        QCOMPARE(placed.faction, *options.faction);
        QCOMPARE(placed.items.size(), std::size_t(2));
        QVERIFY(!placed.items[0].worn);
        QVERIFY(placed.items[1].worn);
        QCOMPARE(armor(w, "tame rat"), 3); // the plate's modifier is on at once

        // The same as placing and then giving, item for item and number for number.
        World byHand = emptyWorld();
        QVERIFY(byHand.place("tame rat", rat, {3, 3}));
        byHand.edit("tame rat")->behaviour = *options.behaviour;
        byHand.edit("tame rat")->faction = *options.faction;
        QVERIFY(byHand.give("tame rat", item(w, "bomb"), false));
        QVERIFY(byHand.give("tame rat", item(w, "plate"), true));
        QVERIFY(byHand == w);

        // An item that cannot be worn: refused with the reason, nothing placed.
        const World before = w;
        PlaceOptions wrong;
        wrong.items = {{item(w, "rock"), true}};
        QCOMPARE(w.whyNotPlace("rat2", rat, {4, 4}, wrong).value_or(""), std::string("a rock is not worn: it has no \"worn\" modifiers"));
        QVERIFY(!w.place("rat2", rat, {4, 4}, wrong));
        QVERIFY(w == before);
        QVERIFY(!w.edit("rat2"));
    }

    void wornThingsChangeStatsAndAnswerHits()
    {
        World w = heroWorld();
        QCOMPARE(armor(w, "hero"), 3);
        w.step({Action::takeOff("hero", item(w, "plate"))});
        QCOMPARE(armor(w, "hero"), 0);
        w.step({Action::wear("hero", item(w, "plate"))});
        QCOMPARE(armor(w, "hero"), 3);
        QCOMPARE(QString::fromStdString(w.describeSource(w.actor("hero")->holder.stats.effects().all().back().source)),
                 QString("item plate #%1").arg(w.actor("hero")->items.back().ref().number));

        QVERIFY(w.give("hero", item(w, "fire blade"), true));
        addRat(w, "rat", {2, 2});
        const TurnReport r = w.step({Action::attack("hero", "rat")});
        const auto k = keys(w, r);
        QVERIFY(std::find(k.begin(), k.end(), "trigger:hit@fire blade") != k.end());
        QVERIFY(std::find(k.begin(), k.end(), "applied:scorched@rat") != k.end());
        // The instance, its event and the play state say through what it came.
        const StatusInstance& scorched = w.actor("rat")->holder.statuses.instances().front();
        QCOMPARE(scorched.via, std::string("fire blade, on hit"));
        const auto applied = std::find_if(r.events.begin(), r.events.end(), [](const WorldEvent& e) { return e.kind == WorldEvent::Kind::Status; });
        QCOMPARE(applied->statusEvent().via, std::string("fire blade, on hit"));
        const std::string saved = w.savePlay();
        QVERIFY(saved.find(R"("via":"fire blade, on hit")") != std::string::npos);
        World fresh = heroWorld();
        QVERIFY(fresh.give("hero", item(fresh, "fire blade"), true));
        addRat(fresh, "rat", {2, 2});
        QVERIFY(fresh.restorePlay(saved));
        QCOMPARE(fresh.actor("rat")->holder.statuses.instances().front().via, std::string("fire blade, on hit"));
        // From the script, nothing: the log and the timeline say "the script".
        const TurnReport byHand = w.step({Action::afflict("hero", *w.definitions().statuses.find("scorched"), 2)});
        QVERIFY(byHand.events.front().statusEvent().via.empty());
    }

    void playStateKeepsItemsPropsFloorAndRemnants()
    {
        World w = heroWorld();
        QVERIFY(w.placeProp("trap", prop(w, "trap"), {2, 3}));
        QVERIFY(w.placeProp("crate", prop(w, "crate"), {4, 2}));
        w.step({Action::throwAt("hero", item(w, "rock"), {3, 1}), Action::use("hero", item(w, "tonic")),
                Action::throwAt("hero", item(w, "bomb"), {5, 2})});
        w.step({Action::move("hero", 1, 1), Action::throwAt("hero", item(w, "smoke bomb"), {1, 4})});
        QVERIFY(w.gas().total(Id<GasKind>{0}) > 0); // smoke, always the first gas kind
        World fresh = heroWorld();
        QVERIFY(fresh.placeProp("trap", prop(fresh, "trap"), {2, 3}));
        QVERIFY(fresh.placeProp("crate", prop(fresh, "crate"), {4, 2}));
        const std::string saved = w.savePlay();
        const Result<void> restored = fresh.restorePlay(saved);
        QVERIFY(restored);
        QVERIFY(restored.problems().empty());
        QCOMPARE(fresh.savePlay(), saved);
        QCOMPARE(fresh.floorItems().size(), std::size_t(1));
        QCOMPARE(fresh.props().size(), std::size_t(1));
        QCOMPARE(fresh.props()[0].carrier.triggers.firesLeft(0), 1u);
        QCOMPARE(armor(fresh, "hero"), 3);
        QVERIFY(fresh.gas() == w.gas());
        // Both go on alike.
        const std::vector<Action> next = {Action::move("hero", -1, -1), Action::move("hero", 1, 1),
                                          Action::use("hero", item(w, "tonic"))};
        QCOMPARE(fresh.step(next), w.step(next));
    }

    void playStateKeepsBurntOutCells()
    {
        World w = heroWorld();
        QVERIFY(w.fire().ignite(w.grid(), {6, 1}, 1));
        w.step({});
        w.step({});
        QVERIFY(w.fire().isBurnt({6, 1}));
        World fresh = heroWorld();
        QVERIFY(fresh.restorePlay(w.savePlay()));
        QVERIFY(fresh.fire() == w.fire());
    }

    void aBadSavedItemIsReportedAndChangesNothing()
    {
        World w = heroWorld();
        Json play = Json::parse(w.savePlay());
        play["actors"][0]["items"][0]["item"] = "bom";
        play["actors"][0]["items"][1]["charges"] = 1; // a bomb... of the right kind
        play["actors"][0]["items"][2]["fires"] = Json::array({1, 2});
        World before = w;
        const Result<void> restored = w.restorePlay(play.dump());
        QVERIFY(!restored);
        const Diagnostics& d = restored.problems();
        QVERIFY(w == before);
        QStringList m;
        for (const Diagnostic& x : d.all())
            m << QString::fromStdString(x.path + ": " + x.message);
        QVERIFY2(m.contains("actors[0].items[0].item: unknown item \"bom\" (did you mean \"bomb\"?)"), qPrintable(m.join('\n')));
        QVERIFY2(m.contains("actors[0].items[2].fires: expected 0 entries, one per trigger"), qPrintable(m.join('\n')));
    }
};

QTEST_APPLESS_MAIN(TestWorldItems)
#include "test_world_items.moc"
