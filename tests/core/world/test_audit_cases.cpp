// The rule defects a seed-by-seed audit with content of its own found (issue
// 31), each kept as the case that showed it: charges counted as they are
// spent within a turn, a resumed run equal to the straight one, Cure taking
// "instances", an ability's Shove from its burst's centre, a trigger line
// naming who set it off, and a defeat that outweighs a victory of the same turn.
// The hero here takes three actions a turn, so that charges spent earlier in
// a turn still have a later action of the same turn to refuse.
#include <QtTest>

#include "diagnostic_text.h"

#include "rulebench/content/content.h"
#include "rulebench/sandbox/scenario.h"
#include "must.h"

using namespace rb;

namespace {
constexpr const char* kContent = R"({
  "format": "rulebench/1",
  "stats": [{"name": "health", "default": 20, "min": 0}, {"name": "armor", "default": 0, "min": 0}],
  "damage_kinds": [{"name": "kinetic", "reduced_by": "armor"}, {"name": "thermal"}],
  "statuses": [
    {"name": "bleeding", "stacking": "Stack", "turns": 5},
    {"name": "rage", "turns": 10, "modifiers": [{"stat": "armor", "op": "MulPct", "value": 50}]}
  ],
  "items": [
    {"name": "potion", "stack": true, "consumable": {"charges": 1}, "triggers": [{"on": "use"}],
     "effects": [{"kind": "Mend", "args": {"roll": "4"}}]},
    {"name": "flask", "throw": {"range": 3}, "consumable": {"charges": 1, "when_empty": "Kept"},
     "triggers": [{"on": "land", "effects": [{"kind": "Harm", "args": {"kind": "thermal", "roll": "2"}}]}]},
    {"name": "gauntlet", "consumable": {"charges": 1, "when_empty": "Kept"},
     "worn": {"modifiers": [{"stat": "armor", "op": "Add", "value": 1}]},
     "triggers": [{"on": "hit", "effects": [{"kind": "Harm", "args": {"kind": "thermal", "roll": "3"}}]}]},
    {"name": "plate", "worn": {"modifiers": [{"stat": "armor", "op": "Add", "value": 11},
                                            {"stat": "armor", "op": "MulPct", "value": -50}]}},
    {"name": "salve", "consumable": {"charges": 3},
     "triggers": [{"on": "use", "effects": [{"kind": "Cure", "args": SALVE}]}]},
    {"name": "tourniquet", "triggers": [{"on": "use", "effects": [{"kind": "Cure", "args": {"status": "bleeding"}}]}]}
  ],
  "props": [
    {"name": "spike trap", "triggers": [{"on": "entered", "effects": [{"kind": "Harm", "args": {"kind": "thermal", "roll": "1"}}]}]},
    {"name": "lever", "lands_as_itself": false,
     "triggers": [{"on": "entered", "effects": [{"kind": "Harm", "args": {"kind": "thermal", "roll": "1"}}]}]}
  ],
  "abilities": [
    {"name": "gust", "aim": "cell", "range": 5, "area": {"burst": 1}, "effects": [{"kind": "Shove", "args": {"distance": 1}}]},
    {"name": "push", "aim": "cell", "range": 1, "effects": [{"kind": "Shove", "args": {"distance": 1}}]}
  ],
  "actors": [
    {"name": "hero", "glyph": "@", "faction": "crew", "attack": {"kind": "kinetic", "roll": "2"}, "abilities": ["gust", "push"],
     "actions_per_turn": 3},
    {"name": "brute", "glyph": "B", "faction": "vermin", "attack": {"kind": "kinetic", "roll": "20"}},
    {"name": "rat", "glyph": "r", "faction": "vermin", "stats": {"health": 2}, "attack": {"kind": "kinetic", "roll": "30"}}
  ],
  "fact_kinds": [{"name": "killed", "subject": "actors", "from": {"event": "death"}}],
  "quests": [{"name": "kill a rat", "victory": true,
              "objectives": [{"match": {"kind": "killed", "subject": "rat"}, "need": {"total": 1}}]}]
})";

// The content with the salve's Cure arguments (SALVE) filled in.
std::shared_ptr<const Definitions> build(std::string_view salve)
{
    std::string text = kContent;
    text.replace(text.find("SALVE"), 5, salve);
    Validation v = validateContent(text);
    if (!v.definitions || v.diagnostics.hasErrors()) {
        for (const std::string& line : rb::test::formatted(v.diagnostics))
            qWarning("%s", line.c_str());
        return nullptr;
    }
    return v.definitions;
}

// The salve cures every instance here; theCureEffectTakesInstances builds its own.
std::shared_ptr<const Definitions> definitions()
{
    static const std::shared_ptr<const Definitions> defs = build(R"({"status": "bleeding"})");
    if (!defs)
        qFatal("the audit cases' content has errors");
    return defs;
}

//  0123456
// #######  0
// #.....#  1
// #.....#  2
// #.....#  3
// #.....#  4
// #.....#  5
// #######  6
World room(std::shared_ptr<const Definitions> defs = definitions())
{
    ScenarioSpec spec;
    spec.content = "audit.rules.json";
    spec.seed = 3;
    spec.map = {"#######", "#.....#", "#.....#", "#.....#", "#.....#", "#.....#", "#######"};
    Diagnostics d;
    auto s = buildScenario(spec, std::move(defs), d);
    if (!s)
        qFatal("the audit room does not build");
    return std::move(s->world);
}

ItemId item(const World& w, const char* name) { return *w.definitions().items.find(name); }
void put(World& w, const char* id, const char* kind, Cell at)
{
    QVERIFY(w.place(id, *w.definitions().actors.find(kind), at));
}
std::int64_t stat(const World& w, const char* id, const char* name)
{
    return w.value(*w.actor(id), *w.definitions().stats.find(name));
}
StatusId status(const World& w, const char* name) { return *w.definitions().statuses.find(name); }
int instances(const World& w, const char* id, const char* name)
{
    int n = 0;
    for (const StatusInstance& i : w.actor(id)->holder.statuses.instances())
        n += i.status == status(w, name) ? 1 : 0;
    return n;
}

QStringList texts(const World& w, const TurnReport& r)
{
    QStringList out;
    for (const auto& e : r.events)
        out << QString::fromStdString(eventText(w.definitions(), e));
    return out;
}
QString log(const World& w, const TurnReport& r) { return texts(w, r).join('\n'); }
} // namespace

class TestAuditCases : public QObject {
    Q_OBJECT
private slots:
    // A potion with one charge, used three times in one turn, mends once;
    // the other two uses are refused, saying why.
    void aChargeSpentEarlierInTheTurnIsGone()
    {
        World w = room();
        put(w, "h", "hero", {1, 1});
        QVERIFY(w.give("h", item(w, "potion"), false));
        const Action use = Action::use("h", item(w, "potion"));
        const TurnReport r = w.step({use, use, use});
        QCOMPARE(log(w, r), QString("use h: potion\n"
                                    "refused use h: h's potion has no charges left\n"
                                    "refused use h: h's potion has no charges left\n"
                                    "trigger potion on use at (1,1) by h: 1 cell, 1 target\n"
                                    "charge spent potion: 0 left, used up\n"
                                    "mend h 4 by h (effect of potion)"));
    }

    // A stack of potions is so many potions, each with its own charges: a
    // use takes the first one that has a charge left, this turn's uses counted.
    void aStackOfConsumablesSpendsOneCopyAfterAnother()
    {
        World w = room();
        put(w, "h", "hero", {1, 1});
        QVERIFY(w.give("h", item(w, "potion"), false));
        QVERIFY(w.give("h", item(w, "potion"), false));
        const Action use = Action::use("h", item(w, "potion"));
        const TurnReport r = w.step({use, use, use});
        const QStringList t = texts(w, r);
        QCOMPARE(t.count("use h: potion"), 2);
        QCOMPARE(t.count("refused use h: h's potion has no charges left"), 1);
        QCOMPARE(t.count("mend h 4 by h (effect of potion)"), 2);
        QCOMPARE(t.count("charge spent potion: 0 left, used up"), 2);
        QVERIFY(w.actor("h")->items.empty());
    }

    // A thrown consumable kept when empty lands once: picked up again and
    // thrown, it is refused.
    void anEmptyThrownThingIsRefused()
    {
        World w = room();
        put(w, "h", "hero", {1, 1});
        QVERIFY(w.give("h", item(w, "flask"), false));
        w.step({Action::throwAt("h", item(w, "flask"), {1, 1})});
        const TurnReport again = w.step({Action::pickUp("h", item(w, "flask")), Action::throwAt("h", item(w, "flask"), {2, 1})});
        QCOMPARE(log(w, again), QString("pick up h: flask at (1,1)\nrefused throw h: h's flask has no charges left"));
    }

    // A worn one-charge gauntlet answers the first blow of the turn; the
    // second blow still lands, but the gauntlet no longer answers.
    void aSpentWornThingNoLongerAnswersABlow()
    {
        World w = room();
        put(w, "h", "hero", {1, 1});
        put(w, "b", "brute", {2, 1});
        QVERIFY(w.give("h", item(w, "gauntlet"), true));
        const TurnReport r = w.step({Action::attack("h", "b"), Action::attack("h", "b")});
        const QStringList t = texts(w, r);
        QCOMPARE(t.count("damage b 2 kinetic by h (blow)"), 2);
        QCOMPARE(t.count("trigger gauntlet on hit at (2,1) by h: 1 cell, 1 target"), 1);
        QCOMPARE(t.count("damage b 3 thermal by h (effect of gauntlet)"), 1);
        QCOMPARE(t.count("charge spent gauntlet: 0 left"), 1);
        QCOMPARE(stat(w, "b", "health"), std::int64_t(20 - 2 - 2 - 3));
        const TurnReport later = w.step({Action::attack("h", "b")});
        QCOMPARE(log(w, later), QString("attack h -> b: 2 kinetic rolled 2\ndamage b 2 kinetic by h (blow)"));
    }

    // Armor +11 and a 50% cut from plate worn first, then +50% from rage:
    // (11 * 0.5 = 5) * 1.5 = 7. Saved at turn 3 and resumed, the two
    // percentages must apply in the same order, not (11 * 1.5 = 16) * 0.5 = 8.
    void aResumedRunEqualsTheStraightRun()
    {
        const auto setUp = [] {
            World w = room();
            put(w, "h", "hero", {1, 1});
            put(w, "r", "brute", {2, 1});
            rb::test::must(w.give("h", item(w, "plate"), true));
            return w;
        };
        const auto script = [](const World& w, std::int64_t turn) -> std::vector<Action> {
            if (turn == 1)
                return {Action::afflict("h", status(w, "rage"), std::nullopt)};
            return {Action::attack("r", "h")};
        };
        World straight = setUp();
        for (std::int64_t turn = 1; turn <= 3; ++turn)
            straight.step(script(straight, turn));
        const std::string saved = straight.savePlay();
        World resumed = setUp();
        QVERIFY(resumed.restorePlay(saved));
        QCOMPARE(stat(resumed, "h", "armor"), stat(straight, "h", "armor"));
        QCOMPARE(stat(straight, "h", "armor"), std::int64_t(7));
        for (std::int64_t turn = 4; turn <= 6; ++turn) {
            const TurnReport a = straight.step(script(straight, turn));
            const TurnReport b = resumed.step(script(resumed, turn));
            QCOMPARE(log(resumed, b), log(straight, a));
        }
        // The same effects on the same ids, and the same play state.
        QVERIFY(resumed.actor("h")->holder.stats.effects() == straight.actor("h")->holder.stats.effects());
        QCOMPARE(resumed.savePlay(), straight.savePlay());
    }

    // The Cure effect takes "instances" as the cure action does: the n
    // oldest; without it, every one.
    void theCureEffectTakesInstances()
    {
        auto defs = build(R"({"status": "bleeding", "instances": 1})");
        QVERIFY2(defs, "the Cure effect refuses \"instances\"");
        World w = room(defs);
        put(w, "h", "hero", {1, 1});
        QVERIFY(w.give("h", item(w, "salve"), false));
        QVERIFY(w.give("h", item(w, "tourniquet"), false));
        const Action bleed = Action::afflict("h", status(w, "bleeding"), 5);
        w.step({bleed, bleed, bleed});
        QCOMPARE(instances(w, "h", "bleeding"), 3);
        const TurnReport r = w.step({Action::use("h", item(w, "salve"))});
        QVERIFY2(texts(w, r).contains("cured bleeding on h (instance 1)"), qPrintable(log(w, r)));
        QCOMPARE(instances(w, "h", "bleeding"), 2);
        w.step({Action::use("h", item(w, "tourniquet"))});
        QCOMPARE(instances(w, "h", "bleeding"), 0);
        const EffectList& salve = *w.definitions().items[item(w, "salve")].triggers->front().effects;
        QCOMPARE(QString::fromStdString(describe(salve.front())),
                 QString("cures the oldest instance of bleeding"));
    }

    // An ability's Shove pushes away from its burst's centre; one whose area
    // is the aimed cell alone pushes away from the caster.
    void anAbilitysShoveFollowsItsArea()
    {
        World w = room();
        put(w, "h", "hero", {1, 3});
        put(w, "b", "brute", {4, 2}); // north of the burst's centre (4,3); north-east of the caster
        w.step({Action::castAt("h", *w.definitions().abilities.find("gust"), {4, 3})});
        QCOMPARE(w.actor("b")->at, (Cell{4, 1}));
        QVERIFY(w.setPosition("b", {2, 2}));
        w.step({Action::castAt("h", *w.definitions().abilities.find("push"), {2, 2})});
        QCOMPARE(w.actor("b")->at, (Cell{3, 1}));
    }

    // A trap's line names the trap and who set it off; a lever that credits
    // whoever pulled it needs no second name.
    void aTriggerLineNamesWhoSetItOff()
    {
        World w = room();
        put(w, "h1", "hero", {1, 1});
        QVERIFY(w.placeProp("trap1", *w.definitions().props.find("spike trap"), {2, 1}));
        QVERIFY(w.placeProp("lever1", *w.definitions().props.find("lever"), {3, 1}));
        const TurnReport r = w.step({Action::move("h1", 1, 0)});
        QVERIFY2(texts(w, r).contains("trigger spike trap on entered at (2,1) by trap1 (set off by h1): 1 cell, 1 target"),
                 qPrintable(log(w, r)));
        QCOMPARE(eventKey(w.definitions(), r.events[1]), std::string("trigger:entered@trap1"));
        const TurnReport pulled = w.step({Action::move("h1", 1, 0)});
        QVERIFY2(texts(w, pulled).contains("trigger lever on entered at (3,1) by h1: 1 cell, 1 target"),
                 qPrintable(log(w, pulled)));
    }

    // The hero kills the rat (the victory quest) and the rat kills the hero,
    // the whole party, in the same turn: the run is lost.
    void aDefeatOutweighsAVictoryOfTheSameTurn()
    {
        World w = room();
        put(w, "h", "hero", {1, 1});
        put(w, "rat", "rat", {2, 1});
        w.setParty(*w.definitions().factions.find("crew"));
        const TurnReport r = w.step({Action::attack("h", "rat"), Action::attack("rat", "h")});
        const QStringList t = texts(w, r);
        QVERIFY2(t.contains("defeat: every crew is dead"), qPrintable(log(w, r)));
        QVERIFY2(t.contains("quest \"kill a rat\" done (victory)"), qPrintable(log(w, r)));
        QCOMPARE(w.outcome(), World::Outcome::Defeat);
    }
};

QTEST_APPLESS_MAIN(TestAuditCases)
#include "test_audit_cases.moc"
