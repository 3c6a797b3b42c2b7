// Formulas in the fields beyond effect arguments and ticks
// (tests/data/world/formula_fields.rules.json), each worked by hand: a
// modifier's value read from its holder (and taking part in the stat-cycle
// check; no dice, no user there), an ability's cost read from its caster,
// and a chance in whole percent held from 0 to 100; a role that cannot exist
// where a formula is used refused there (a prop that lands as itself, a
// script's affliction with nobody to credit); a division by 0 in a tick
// logged as its own event.
#include "source_dir.h"
#include <QtTest>

#include "content_text.h"

#include "rulebench/content/content.h"
#include "rulebench/sandbox/scenario.h"
#include "rulebench/sandbox/session.h"

using namespace rb;

namespace {

std::string contentText() { return rb::test::readFile(rb::test::sourcePath("/tests/data/world/formula_fields.rules.json")); }

std::string replaced(std::string text, const std::string& from, const std::string& to)
{
    return rb::test::replacedOnce(std::move(text), from, to);
}

std::shared_ptr<const Definitions> definitions(const std::string& text = contentText())
{
    return rb::test::builtClean(text, "formula_fields.rules.json");
}

QString problems(const std::string& text) { return rb::test::lines(validateContent(text).diagnostics); }

// The hero at (1,1) and a rat at (3,1) in an open room.
World heroAndRat(const std::string& text = contentText())
{
    ScenarioSpec spec;
    spec.content = "formula_fields.rules.json";
    spec.seed = 5;
    spec.map = {"##########", "#........#", "#........#", "##########"};
    Diagnostics d;
    auto s = buildScenario(spec, definitions(text), d);
    if (!s)
        qFatal("the room does not build");
    World w = std::move(s->world);
    if (!w.place("hero", *w.definitions().actors.find("hero"), {1, 1}) || !w.place("rat", *w.definitions().actors.find("rat"), {3, 1}))
        qFatal("cannot place");
    return w;
}

void afflict(World& w, const char* who, const char* name, int times = 1)
{
    for (int i = 0; i < times; ++i)
        w.step({Action::afflict(who, *w.definitions().statuses.find(name), 5, "hero")});
}

AbilityId ability(const World& w, const char* name) { return *w.definitions().abilities.find(name); }

std::size_t damageEvents(const TurnReport& r)
{
    return static_cast<std::size_t>(std::count_if(r.events.begin(), r.events.end(),
                                                  [](const WorldEvent& e) { return e.kind == WorldEvent::Kind::Damage; }));
}

std::int64_t stat(const World& w, const char* who, const char* name)
{
    return w.value(*w.actor(who), *w.definitions().stats.find(name));
}

} // namespace

class TestFormulaFields : public QObject {
    Q_OBJECT
private slots:
    void aModifiersFormulaReadsItsHolder()
    {
        World w = heroAndRat();
        afflict(w, "hero", "fury");
        // strength 7 + (2 * 0 + 7 / 3) = 9; fire resist 0 + 9 / 2 = 4.
        QCOMPARE(stat(w, "hero", "strength"), std::int64_t(9));
        QCOMPARE(stat(w, "hero", "fire resist"), std::int64_t(4));
        afflict(w, "hero", "venom", 2);
        // strength 7 + (2 * 2 + 2) = 13; fire resist 13 / 2 = 6: read again, not kept from when it landed.
        QCOMPARE(stat(w, "hero", "strength"), std::int64_t(13));
        QCOMPARE(stat(w, "hero", "fire resist"), std::int64_t(6));
        afflict(w, "hero", "dazzled"); // blind: if(...) gives 0
        QCOMPARE(stat(w, "hero", "fire resist"), std::int64_t(0));
        QCOMPARE(stat(w, "rat", "strength"), std::int64_t(0)); // the rat has no fury
    }

    void aModifiersFormulaTakesPartInTheStatCycleCheck()
    {
        // strength reads fire resist, whose modifier reads strength.
        const QString cycle = problems(replaced(contentText(), "target.base(strength) / 3", "target.stat(\\\"fire resist\\\")"));
        QVERIFY2(cycle.contains("stat cycle: strength -> fire resist -> strength"), qPrintable(cycle));
        // A stat reading itself is a cycle; its base is not.
        const QString self = problems(replaced(contentText(), "target.base(strength) / 3", "target.stat(strength) / 3"));
        QVERIFY2(self.contains("stat cycle: strength -> strength"), qPrintable(self));
        QVERIFY(!problems(contentText()).contains("cycle"));
    }

    void aModifiersFormulaMayNotRollNorReadAUser()
    {
        const QString dice = problems(replaced(contentText(), "target.base(strength) / 3", "1d4"));
        QVERIFY2(dice.contains("statuses[1] \"fury\": modifiers[0].value: column 29: dice roll here each time the value "
                               "is read: a formula here may read the state but not roll"),
                 qPrintable(dice));
        const QString user = problems(replaced(contentText(), "target.base(strength) / 3", "user.stat(focus)"));
        QVERIFY2(user.contains("statuses[1] \"fury\": modifiers[0].value: column 29: no user here: a modifier's value "
                               "reads its holder (target)"),
                 qPrintable(user));
        const QString turn = problems(replaced(contentText(), "target.base(strength) / 3", "turn"));
        QVERIFY2(turn.contains("column 29: turn is read once"), qPrintable(turn));
    }

    void aCostIsWorkedOutForItsCasterEachTime()
    {
        World w = heroAndRat();
        const Action jab = Action::castOn("hero", ability(w, "jab"), "rat");
        // max(1, 4 - 7 / 3) = 2: focus 3 -> 1, and then 1 is not enough.
        w.step({jab});
        QCOMPARE(stat(w, "hero", "focus"), std::int64_t(1));
        QCOMPARE(w.whyNot(jab), std::optional<std::string>("hero has 1 focus: jab costs 2"));
        afflict(w, "hero", "fury"); // strength 9: max(1, 4 - 3) = 1
        QCOMPARE(w.whyNot(jab), std::nullopt);
        w.step({jab});
        QCOMPARE(stat(w, "hero", "focus"), std::int64_t(0));
        const QString target = problems(replaced(contentText(), "4 - user.stat(strength) / 3", "target.stat(strength)"));
        QVERIFY2(target.contains("abilities[1] \"jab\": cost.amount: column 9: no target here"), qPrintable(target));
        const QString dice = problems(replaced(contentText(), "4 - user.stat(strength) / 3", "1d4"));
        QVERIFY2(dice.contains("abilities[1] \"jab\": cost.amount: column 9: dice roll here"), qPrintable(dice));
    }

    void aChanceIsWholePercentHeldFrom0To100()
    {
        World w = heroAndRat();
        const Action lucky = Action::castOn("hero", ability(w, "lucky"), "rat");
        // (7 - 7) * 100 = 0%: never, on any seed's draws.
        for (int i = 0; i < 5; ++i)
            QCOMPARE(damageEvents(w.step({lucky})), std::size_t(0));
        afflict(w, "hero", "fury"); // strength 9: 200, held to 100%: always
        for (int i = 0; i < 5; ++i)
            QCOMPARE(damageEvents(w.step({lucky})), std::size_t(1));
        const QString target = problems(replaced(contentText(), "(user.stat(strength) - 7) * 100", "target.stat(focus)"));
        QVERIFY2(target.contains("abilities[2] \"lucky\": effects[0].chance: column 2: no target here"), qPrintable(target));
    }

    // A prop that lands as itself is its own landings' user: no actor's stats to read.
    void aPropThatLandsAsItselfHasNoUser()
    {
        QVERIFY(!problems(contentText()).contains("no user")); // it credits whoever sets it off
        const QString own = problems(replaced(contentText(), "\"lands_as_itself\": false", "\"lands_as_itself\": true"));
        QVERIFY2(own.contains("props[0] \"snare\": triggers[0].effects[1].args.roll: column 2: no user here: this prop "
                              "lands as itself, so its landings have no user"),
                 qPrintable(own));
        QVERIFY2(own.contains("props[0] \"snare\": triggers[0].effects[0].args.status: sap's tick reads its user "
                              "(=user.stat(strength) / target.stacks(venom)), and there is no user here: this prop "
                              "lands as itself"),
                 qPrintable(own));
    }

    void aScriptsAfflictionOfAStatusReadingItsUserNamesWhoApplies()
    {
        const std::string scenario = R"({"format": "rulebench-scenario/1", "content": "formula_fields.rules.json",
            "map": ["#####", "#...#", "#####"], "actors": [{"id": "rat", "actor": "rat", "at": [1, 1]}],
            "script": [{"turn": 1, "do": "afflict", "id": "rat", "status": "sap", "turns": 2}]})";
        ScenarioLoad load = loadScenario(scenario);
        QVERIFY2(load.spec, qPrintable(rb::test::lines(load.diagnostics)));
        Diagnostics d;
        QVERIFY(!buildScenario(*load.spec, definitions(), d));
        QVERIFY2(rb::test::lines(d).contains("sap's tick reads its user (=user.stat(strength) / target.stacks(venom)), "
                                            "and nobody applies it here: give \"by\""),
                 qPrintable(rb::test::lines(d)));
    }

    // user.stat(strength) / target.stacks(venom): 7 / 0 gives 0, and the log says so in an event of its own.
    void aTickThatDividesBy0LogsIt()
    {
        World w = heroAndRat();
        w.step({Action::afflict("rat", *w.definitions().statuses.find("sap"), 6, "hero")});
        const TurnReport r = w.step({});
        QStringList zero, damage;
        for (const WorldEvent& e : r.events) {
            if (e.kind == WorldEvent::Kind::DividedByZero)
                zero << QString::fromStdString(eventText(w.definitions(), e)) << QString::fromStdString(eventKey(w.definitions(), e));
            if (e.kind == WorldEvent::Kind::Damage)
                damage << QString::fromStdString(eventText(w.definitions(), e));
        }
        QCOMPARE(zero, (QStringList{"divided by 0 in tick of sap for rat: =user.stat(strength) / target.stacks(venom); "
                                    "that part gave 0",
                                    "divided-by-zero@rat"}));
        QCOMPARE(damage, (QStringList{"damage rat 0 kinetic by hero (tick of sap, worked out as strength of hero (7) / "
                                      "stacks of venom on rat (0) = 0 (a division by 0 gave 0))"}));
        afflict(w, "rat", "venom", 2); // 7 / 2 = 3, and nothing to warn of
        const TurnReport after = w.step({});
        QVERIFY(std::none_of(after.events.begin(), after.events.end(),
                             [](const WorldEvent& e) { return e.kind == WorldEvent::Kind::DividedByZero; }));
    }

    // The demo's formulas as docs/content.md tells them: the hex (given to
    // the hero here) does 10 to the poisoned and 1 to anyone else; the hero's
    // knife adds half its strength (6) to a d4.
    void theDemosHexAndKnifeWorkAsTheManualSays()
    {
        OrderedJson demo = OrderedJson::parse(rb::test::readFile(rb::test::sourcePath("/resources/demo/demo.rules.json")));
        for (OrderedJson& a : demo["actors"])
            if (a["name"] == "hero")
                a["abilities"].push_back("hex");
        Validation v = validateContent(demo.dump());
        QVERIFY2(v.definitions && !v.diagnostics.hasErrors(), qPrintable(rb::test::lines(v.diagnostics)));
        ScenarioSpec spec;
        spec.content = "demo.rules.json";
        spec.map = {"#########", "#.......#", "#########"};
        Diagnostics d;
        auto s = buildScenario(spec, v.definitions, d);
        QVERIFY(s);
        World& w = s->world;
        const Definitions& defs = w.definitions();
        QVERIFY(w.place("hero", *defs.actors.find("hero"), {1, 1}) && w.place("rat", *defs.actors.find("rat king"), {3, 1}));
        const auto damage = [&](const TurnReport& r) {
            QStringList out;
            for (const WorldEvent& e : r.events)
                if (e.kind == WorldEvent::Kind::Damage)
                    out << QString::fromStdString(eventText(defs, e));
            return out;
        };
        QCOMPARE(damage(w.step({Action::castOn("hero", *defs.abilities.find("hex"), "rat")})),
                 QStringList{"damage rat 1 thermal by hero (effect of hex, worked out as if(rat has poisoned (no), 10, 1) = 1)"});
        w.step({Action::afflict("rat", *defs.statuses.find("poisoned"), 3, "hero"), Action::wait("hero")});
        w.step({Action::wait("hero")}); // the hex cools down for 2 turns
        const QStringList hexed = damage(w.step({Action::castOn("hero", *defs.abilities.find("hex"), "rat")}));
        QVERIFY2(hexed.contains("damage rat 10 thermal by hero (effect of hex, worked out as if(rat has poisoned (yes), "
                                "10, 1) = 10)"),
                 qPrintable(hexed.join('\n')));
        QVERIFY(w.give("hero", *defs.items.find("throwing knife"), false));
        const QStringList thrown =
            damage(w.step({Action::throwAt("hero", *defs.items.find("throwing knife"), {3, 1})})).filter("throwing knife");
        QCOMPARE(thrown.size(), 1);
        QVERIFY2(thrown.front().contains("worked out as 1d4 (") && thrown.front().contains(") + strength of hero (6) / 2 = "),
                 qPrintable(thrown.front()));
    }

    void aModifiersFormulaIsWrittenBackAsWritten()
    {
        auto load = loadContent(contentText());
        QVERIFY(load.spec);
        const std::string saved = serializeContent(*load.spec);
        QVERIFY2(saved.find("\"=2 * target.stacks(venom) + target.base(strength) / 3\"") != std::string::npos, saved.c_str());
        QVERIFY2(saved.find("\"=max(1, 4 - user.stat(strength) / 3)\"") != std::string::npos, saved.c_str());
        QVERIFY2(saved.find("\"chance\": \"=(user.stat(strength) - 7) * 100\"") != std::string::npos, saved.c_str());
        const QString text = problems(replaced(contentText(), "\"=2 * target.stacks(venom)", "\"2 * target.stacks(venom)"));
        QVERIFY2(text.contains("expected a number, a formula (text that begins with \"=\") or an expression"), qPrintable(text));
    }
};

QTEST_APPLESS_MAIN(TestFormulaFields)
#include "test_formula_fields.moc"
