// Fire as content: the content file's "fire" says what a burning cell deals,
// with which damage kind, how likely it spreads and how long a caught cell
// burns; left out, fire plays as it always did; bad values are reported in
// the designer's words.
#include <QtTest>

#include "content_json.h"
#include "diagnostic_text.h"

#include "rulebench/content/build.h"
#include "rulebench/sandbox/scenario.h"
#include "rulebench/world/events.h"

using namespace rb;

namespace {
std::shared_ptr<const Definitions> definitionsWith(const OrderedJson& fire, Diagnostics& problems)
{
    OrderedJson content = test::demoContent();
    if (!fire.is_null())
        content["fire"] = fire;
    const ContentLoad load = loadContent(content.dump());
    problems = load.diagnostics;
    return std::make_shared<const Definitions>(buildDefinitions(*load.spec, problems));
}

// The hero on the first of three flammable cells in a row, walled round.
World rowOfGrass(std::shared_ptr<const Definitions> defs)
{
    ScenarioSpec spec;
    spec.content = "demo.rules.json";
    spec.seed = 3;
    spec.map = {"#####", "#\"\"\"#", "#####"};
    spec.actors = {{"hero", "hero", Cell{1, 1}, {}, {}, {}, {}}};
    Diagnostics d;
    std::optional<Scenario> s = buildScenario(spec, std::move(defs), d);
    if (!s)
        qFatal("the row of grass does not build");
    return std::move(s->world);
}

std::vector<std::string> keysOf(const World& w, const TurnReport& r)
{
    std::vector<std::string> out;
    for (const WorldEvent& e : r.events)
        out.push_back(eventKey(w.definitions(), e));
    return out;
}

std::string textOf(const World& w, const TurnReport& r, WorldEvent::Kind kind)
{
    for (const WorldEvent& e : r.events)
        if (e.kind == kind)
            return eventText(w.definitions(), e);
    return {};
}
} // namespace

class TestFireContent : public QObject {
    Q_OBJECT
private slots:
    void leftOutFireIsWhatItAlwaysWas()
    {
        Diagnostics problems;
        const auto defs = definitionsWith(nullptr, problems);
        QVERIFY2(!problems.hasErrors(), qPrintable(test::lines(problems)));
        QCOMPARE(defs->fireRules, FireRules{});
        QCOMPARE(defs->fireRules.harm, std::int64_t(1));
        QCOMPARE(defs->fireRules.spreadTurns, 3);
        QCOMPARE(defs->fireRules.spread, Chance{250});
        QVERIFY(defs->fireKind);
        QCOMPARE(defs->fireKind, defs->damageKinds.find("thermal"));
    }

    // Damage 3 of a kind armour reduces, spreading every time, a caught cell
    // burning 2 turns: the hero takes 3 less its armour 1, the next cell
    // catches, and the caught cell goes out after its second turn, not its third.
    void theContentSaysWhatFireDoes()
    {
        Diagnostics problems;
        const auto defs = definitionsWith(
            {{"damage", 3}, {"damage_kind", "kinetic"}, {"spread_chance", "100%"}, {"burn_turns", 2}}, problems);
        QVERIFY2(!problems.hasErrors(), qPrintable(test::lines(problems)));
        QCOMPARE(defs->fireRules.harm, std::int64_t(3));
        QCOMPARE(defs->fireRules.spreadTurns, 2);
        QCOMPARE(defs->fireRules.spread, Chance::always());
        QCOMPARE(defs->fireKind, defs->damageKinds.find("kinetic"));

        World w = rowOfGrass(defs);
        QCOMPARE(w.fire().rules(), defs->fireRules);
        QVERIFY(w.fire().ignite(w.grid(), Cell{1, 1}, 1));
        const TurnReport first = w.step({});
        const std::vector<std::string> keys = keysOf(w, first);
        QVERIFY(std::find(keys.begin(), keys.end(), "damage:kinetic:fire@hero") != keys.end());
        QCOMPARE(textOf(w, first, WorldEvent::Kind::Damage), std::string("damage hero 2 kinetic (fire: 3 less 1 armor)"));
        QCOMPARE(textOf(w, first, WorldEvent::Kind::FireCaught), std::string("fire caught at (2,1)"));
        QCOMPARE(w.fire().turnsLeft(Cell{2, 1}), 2);
        const TurnReport second = w.step({});
        QCOMPARE(textOf(w, second, WorldEvent::Kind::FireOut), std::string());
        const TurnReport third = w.step({});
        const std::vector<std::string> thirdKeys = keysOf(w, third);
        QVERIFY2(std::find(thirdKeys.begin(), thirdKeys.end(), "fire-out@2,1") != thirdKeys.end(),
                 qPrintable(QString::fromStdString(textOf(w, third, WorldEvent::Kind::FireOut))));
    }

    // A fire of no damage harms no one: no "damage hero 0" line each turn.
    void aFireOfNoDamageHarmsNoOne()
    {
        Diagnostics problems;
        World w = rowOfGrass(definitionsWith({{"damage", 0}, {"spread_chance", 0}}, problems));
        QVERIFY(w.fire().ignite(w.grid(), Cell{1, 1}, 2));
        for (int turn = 0; turn < 2; ++turn)
            for (const WorldEvent& e : w.step({}).events) {
                QVERIFY(e.kind != WorldEvent::Kind::Damage);
                QVERIFY(e.kind != WorldEvent::Kind::FireCaught);
            }
    }

    void badFireIsReportedInTheDesignersWords()
    {
        Diagnostics problems;
        (void)definitionsWith({{"damage", -1}, {"damage_kind", "kinetc"}, {"spread_chance", 1.5}, {"burn_turns", 0}},
                              problems);
        const QString text = test::lines(problems);
        QVERIFY2(text.contains("fire.damage: fire's damage is at least 0, got -1"), qPrintable(text));
        QVERIFY2(text.contains("fire.damage_kind: unknown damage kind \"kinetc\" (did you mean \"kinetic\"?)"),
                 qPrintable(text));
        QVERIFY2(text.contains("fire.spread_chance: "), qPrintable(text));
        QVERIFY2(text.contains("fire.burn_turns: a caught cell burns between 1 and 1000 turns, got 0"), qPrintable(text));
        QCOMPARE(problems.errorCount(), std::size_t(4));
    }

    // The fields are the file's: written back as read, and absent when left out.
    void fireRoundTrips()
    {
        OrderedJson content = test::demoContent();
        content["fire"] = {{"spread_chance", 0.5}, {"burn_turns", 5}};
        const ContentLoad load = loadContent(content.dump());
        QVERIFY(load.spec && load.spec->fire);
        const OrderedJson saved = contentToJson(*load.spec);
        QCOMPARE(QString::fromStdString(saved["fire"].dump()), QString(R"({"spread_chance":0.5,"burn_turns":5})"));
        QVERIFY(!contentToJson(*loadContent(test::demoContent().dump()).spec).contains("fire"));
    }
};

QTEST_GUILESS_MAIN(TestFireContent)
#include "test_fire_content.moc"
