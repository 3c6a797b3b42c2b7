// Find usages in a scenario: every place a scenario file gives a definition's
// name (the kinds it places, what they carry and wear, the health stat, its
// script's actions), said as which actor or which script line and the key.
#include "source_dir.h"
#include <QtTest>

#include "rulebench/content/content.h"
#include "rulebench/sandbox/scenario.h"
#include "rulebench/sandbox/scenario_names.h"

#include <fstream>
#include <sstream>

namespace {
rb::ScenarioSpec demoScenario(const std::string& file)
{
    std::ifstream in(rb::test::sourcePath("/resources/demo/") + file, std::ios::binary);
    std::ostringstream bytes;
    bytes << in.rdbuf();
    rb::ScenarioLoad load = rb::loadScenario(bytes.str());
    if (!load.spec || load.diagnostics.hasErrors())
        throw std::runtime_error(file + " does not read");
    return *load.spec;
}

rb::ScenarioSpec scenarioFrom(const char* json)
{
    rb::ScenarioLoad load = rb::loadScenario(json);
    if (!load.spec || load.diagnostics.hasErrors())
        throw std::runtime_error("the test's scenario does not read");
    return *load.spec;
}

QStringList words(const std::vector<rb::ScenarioUsage>& usages)
{
    QStringList out;
    for (const rb::ScenarioUsage& u : usages)
        out << QString::fromStdString(u.words);
    return out;
}
} // namespace

class TestScenarioUsages : public QObject {
    Q_OBJECT
private slots:
    void anItemIsFoundInWhatActorsCarryAndInTheScriptLinesThatThrowIt()
    {
        const rb::ScenarioSpec s = demoScenario("grenade.scenario.json");
        const auto usages = rb::scenarioUsages(s, "items", "frag grenade");
        QCOMPARE(words(usages), QStringList({"actor hero, carries", "actor hero, carries",
                                             "script line 1 (turn 1, throw hero), item",
                                             "script line 16 (turn 9, throw hero), item",
                                             "script line 17 (turn 10, throw hero), item"}));
        QCOMPARE(usages[0].place, rb::ScenarioUsage::Place::Actor);
        QCOMPARE(usages[0].index, std::size_t(0));
        QCOMPARE(usages[0].id, std::string("hero"));
        QCOMPARE(usages[0].section, std::string("items"));
        QCOMPARE(usages[2].place, rb::ScenarioUsage::Place::ScriptEntry);
        QCOMPARE(usages[2].index, std::size_t(0));
        QCOMPARE(usages[4].index, std::size_t(16));
        QCOMPARE(words(rb::scenarioUsages(s, "items", "plate armour")), QStringList({"actor hero, wears"}));
    }

    void aSectionGivenKeepsToThatSectionAndNoneGivenTakesAny()
    {
        const rb::ScenarioSpec s = demoScenario("grenade.scenario.json");
        // "hero" is an actor kind; no item or status is called so.
        QCOMPARE(words(rb::scenarioUsages(s, "actors", "hero")), QStringList({"actor hero, kind"}));
        QVERIFY(rb::scenarioUsages(s, "statuses", "hero").empty());
        QCOMPARE(words(rb::scenarioUsages(s, "", "rat king")), QStringList({"actor king, kind"}));
        // An actor's id names no definition: "king" is found nowhere.
        QVERIFY(rb::scenarioUsages(s, "", "king").empty());
    }

    void statusesInTheScriptAreFoundOnEveryLineThatNamesThem()
    {
        const rb::ScenarioSpec s = demoScenario("statuses.scenario.json");
        QCOMPARE(words(rb::scenarioUsages(s, "statuses", "overcharged")),
                 QStringList({"script line 11 (turn 2, afflict droid), status",
                              "script line 12 (turn 3, cure droid), status"}));
        QCOMPARE(words(rb::scenarioUsages(s, "statuses", "scorched")).size(), 2);
    }

    void propsTheHealthStatFactsAndPlacedKindsAreFound()
    {
        const rb::ScenarioSpec s = scenarioFrom(R"({"format": "rulebench-scenario/1", "content": "x.rules.json", "seed": 1,
            "health_stat": "vigour", "map": ["....."],
            "actors": [{"id": "a", "actor": "rat", "at": [0, 0]}],
            "props": [{"id": "t", "prop": "spike trap", "at": [1, 0]}],
            "script": [{"turn": 2, "do": "place", "id": "b", "prop": "spike trap", "at": [2, 0]},
                       {"turn": 3, "do": "feed", "fact": {"kind": "kill", "subject": "rat"}},
                       {"turn": 4, "do": "place", "id": "c", "actor": "rat", "at": [3, 0]}]})");
        QCOMPARE(words(rb::scenarioUsages(s, "props", "spike trap")),
                 QStringList({"prop t, kind", "script line 1 (turn 2, place b), prop"}));
        QCOMPARE(words(rb::scenarioUsages(s, "stats", "vigour")), QStringList({"health stat"}));
        QCOMPARE(words(rb::scenarioUsages(s, "fact_kinds", "kill")), QStringList({"script line 2 (turn 3, feed), fact kind"}));
        QCOMPARE(words(rb::scenarioUsages(s, "actors", "rat")),
                 QStringList({"actor a, kind", "script line 3 (turn 4, place c), actor"}));
        const auto health = rb::scenarioUsages(s, "stats", "vigour");
        QCOMPARE(health[0].place, rb::ScenarioUsage::Place::HealthStat);
        QCOMPARE(health[0].key, std::string("health_stat"));
    }

    // A fed fact's subject and object are names from the sections its fact
    // kind says (the content's): found there, and renamed with them; a kind
    // whose subject is factions (no section) or unknown names nothing.
    void aFedFactsSubjectAndObjectAreFoundInTheSectionsItsKindSays()
    {
        rb::ContentSpec content;
        content.factKinds.push_back({"statused", "statuses", "actors", std::nullopt, rb::Json::object()});
        content.factKinds.push_back({"killed", "actors", "factions", std::nullopt, rb::Json::object()});
        const rb::FactSections facts = rb::factSectionsOf(content);
        rb::ScenarioSpec s = scenarioFrom(R"({"format": "rulebench-scenario/1", "content": "x.rules.json", "seed": 1,
            "map": ["....."], "actors": [{"id": "a", "actor": "rat", "at": [0, 0]}],
            "script": [{"turn": 1, "do": "feed", "fact": {"kind": "statused", "subject": "bleeding", "object": "rat"}},
                       {"turn": 2, "do": "feed", "fact": {"kind": "killed", "subject": "rat", "object": "rat"}},
                       {"turn": 3, "do": "feed", "fact": {"kind": "unknown", "subject": "bleeding"}}]})");
        QCOMPARE(words(rb::scenarioUsages(s, "statuses", "bleeding", facts)),
                 QStringList({"script line 1 (turn 1, feed), fact subject"}));
        QCOMPARE(words(rb::scenarioUsages(s, "actors", "rat", facts)),
                 QStringList({"actor a, kind", "script line 1 (turn 1, feed), fact object",
                              "script line 2 (turn 2, feed), fact subject"}));
        QCOMPARE(words(rb::scenarioUsages(s, "", "rat", facts)).size(), 3); // "killed"'s object is a faction
        QCOMPARE(rb::scenarioUsages(s, "statuses", "bleeding", facts)[0].key, std::string("fact.subject"));
        QVERIFY(rb::scenarioUsages(s, "statuses", "bleeding").empty()); // without the content's kinds: not followed
        QVERIFY(rb::renameInScenario(s, "statuses", "bleeding", "bled", facts));
        QCOMPARE(s.script[0].fact->subject, std::optional<std::string>("bled"));
        QCOMPARE(s.script[2].fact->subject, std::optional<std::string>("bleeding")); // an unknown kind's: left
    }

    void renamesStillReachEveryPlaceUsagesFind()
    {
        rb::ScenarioSpec s = demoScenario("grenade.scenario.json");
        const std::size_t before = rb::scenarioUsages(s, "items", "frag grenade").size();
        QVERIFY(rb::renameInScenario(s, "items", "frag grenade", "shrapnel grenade"));
        QVERIFY(rb::scenarioUsages(s, "items", "frag grenade").empty());
        QCOMPARE(rb::scenarioUsages(s, "items", "shrapnel grenade").size(), before);
    }
};

QTEST_APPLESS_MAIN(TestScenarioUsages)
#include "test_scenario_usages.moc"
