// Scenario files: every problem in one pass, stable saving, and the demo
// scenarios clean.
#include "source_dir.h"
#include <QtTest>

#include "rulebench/content/content.h"
#include "rulebench/content/references.h"
#include "rulebench/sandbox/scenario.h"
#include "rulebench/sandbox/scenario_names.h"

#include <fstream>
#include <sstream>

using namespace rb;

namespace {
const std::string kData = rb::test::sourcePath("/tests/data/scenario/");
const std::string kDemo = rb::test::sourcePath("/resources/demo/");

std::string readFile(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

std::shared_ptr<const Definitions> definitionsOf(const std::string& path)
{
    const ContentLoad load = loadContent(readFile(path));
    Diagnostics d;
    return std::make_shared<Definitions>(buildDefinitions(*load.spec, d));
}

QStringList messages(const Diagnostics& d)
{
    QStringList out;
    for (const Diagnostic& x : d.all())
        out << QString::fromStdString(format(x));
    return out;
}

// Loads and builds; every diagnostic of both passes.
Diagnostics check(const std::string& scenarioPath, const std::string& contentPath, bool* built = nullptr)
{
    ScenarioLoad load = loadScenario(readFile(scenarioPath));
    Diagnostics d = load.diagnostics;
    if (!load.spec)
        return d;
    const auto s = buildScenario(*load.spec, definitionsOf(contentPath), d);
    if (built)
        *built = s.has_value();
    return d;
}
} // namespace

class TestScenario : public QObject {
    Q_OBJECT
private slots:
    void demoScenariosBuildClean()
    {
        for (const char* name : {"statuses.scenario.json", "cull.scenario.json", "grenade.scenario.json", "trap-and-barrel.scenario.json"}) {
            bool built = false;
            const Diagnostics d = check(kDemo + name, kDemo + "demo.rules.json", &built);
            QVERIFY2(d.empty(), qPrintable(messages(d).join('\n')));
            QVERIFY(built);
        }
    }

    void demoScenariosAreCanonical()
    {
        for (const char* name : {"statuses.scenario.json", "cull.scenario.json", "grenade.scenario.json", "trap-and-barrel.scenario.json"}) {
            const std::string bytes = readFile(kDemo + name);
            const ScenarioLoad load = loadScenario(bytes);
            QVERIFY(load.spec);
            QCOMPARE(serializeScenario(*load.spec), bytes);
        }
    }

    void everyProblemInOnePass()
    {
        bool built = true;
        const Diagnostics d = check(kData + "mistakes.scenario.json", kDemo + "demo.rules.json", &built);
        QVERIFY(!built);
        const QStringList m = messages(d);
        const QString all = m.join('\n');
        const QStringList expected = {
            "script[1].do: unknown action \"jump\"",
            "script[3].turn: turns count from 1, got 0",
            "colour: unknown key \"colour\"",
            "actors[0] \"hero\": actor: unknown actor \"heroo\" (did you mean \"hero\"?)",
            "actors[1] \"rat\": at: [9, 1] is outside the 5x3 map",
            "actors[2] \"rat\": id: duplicate id \"rat\"",
            "actors[2] \"rat\": at: [0, 0] is a wall",
            "actors[0] \"hero\": carries[0]: unknown item \"frag grenad\" (did you mean \"frag grenade\"?)",
            "props[0] \"trap\": prop: unknown prop \"spike trapp\" (did you mean \"spike trap\"?)",
            "script[0].status: unknown status \"scorchd\" (did you mean \"scorched\"?)",
            "script[2].target: no actor with id \"raat\" (did you mean \"rat\"?)",
            "script[4].dir: unknown direction \"up\"; one of n, ne, e, se, s, sw, w, nw",
            "script[5].status: \"wait\" takes no \"status\"",
        };
        for (const QString& e : expected)
            QVERIFY2(all.contains(e), qPrintable("missing: " + e + "\nin:\n" + all));
        QCOMPARE(m.size(), expected.size());
        QCOMPARE(d.errorCount(), std::size_t(expected.size()));
    }

    // A ragged map is one problem among the others: the actors on it are
    // still checked against its rows as written, off a row or on a wall.
    void aRaggedMapIsReportedWithEveryOtherProblem()
    {
        ScenarioSpec spec;
        spec.content = "demo.rules.json";
        spec.seed = 1;
        spec.map = {"#####", "#...#", "#..#", "#####"};
        spec.actors = {{"hero", "hero", Cell{1, 1}, {}, {}, {}, {}},
                       {"rat", "rat", Cell{4, 2}, {}, {}, {}, {}},
                       {"king", "rat king", Cell{3, 2}, {}, {}, {}, {}},
                       {"droid", "maintenance droid", Cell{1, 7}, {}, {}, {}, {}},
                       {"medic", "medc", Cell{2, 1}, {}, {}, {}, {}}};
        Diagnostics d;
        QVERIFY(!buildScenario(spec, definitionsOf(kDemo + "demo.rules.json"), d));
        const QStringList expected = {
            "map[2]: row 3 is 4 cells wide, but row 1 is 5; every row must be as wide as the first (column 5)",
            "actors[1] \"rat\": at: [4, 2] is outside the map (row 3 is 4 cells wide)",
            "actors[2] \"king\": at: [3, 2] is a wall",
            "actors[3] \"droid\": at: [1, 7] is outside the map (it has 4 rows)",
            "actors[4] \"medic\": actor: unknown actor \"medc\" (did you mean \"medic\"?)",
        };
        QCOMPARE(messages(d), expected);
    }

    // A placed actor's own faction: it fights for that side (so a rat can be
    // the crew's), a faction no actor uses is refused with its name, and the
    // play state keeps it, so a step back or a snapshot leaves it on that side.
    void aPlacedActorTakesItsOwnFaction()
    {
        const auto defs = definitionsOf(kDemo + "demo.rules.json");
        ScenarioSpec spec = *loadScenario(readFile(kDemo + "grenade.scenario.json")).spec;
        spec.actors[1].faction = "crew"; // the rat
        Diagnostics d;
        auto built = buildScenario(spec, defs, d);
        QVERIFY2(built, qPrintable(messages(d).join('\n')));
        const FactionId crew = *defs->factions.find("crew");
        QCOMPARE(built->world.actor("rat")->faction, crew);
        QVERIFY(built->world.actor("king")->faction != crew);
        QVERIFY(serializeScenario(spec).find("\"faction\": \"crew\"") != std::string::npos);

        const Json play = Json::parse(built->world.savePlay());
        ScenarioSpec resumed = spec;
        resumed.actors[1].faction.reset(); // the snapshot alone says it
        resumed.play = play;
        Diagnostics again;
        auto restored = buildScenario(resumed, defs, again);
        QVERIFY2(restored, qPrintable(messages(again).join('\n')));
        QCOMPARE(restored->world.actor("rat")->faction, crew);
        QCOMPARE(restored->world.actor("king")->faction, built->world.actor("king")->faction);

        spec.actors[1].faction = "crw";
        Diagnostics wrong;
        QVERIFY(!buildScenario(spec, defs, wrong));
        QVERIFY2(messages(wrong).join('\n').contains("actors[1] \"rat\": faction: no actor is of the faction \"crw\" (did you mean \"crew\"?)"),
                 qPrintable(messages(wrong).join('\n')));
    }

    // A snapshot ("play") hides what was written before it: the placements
    // (at turn 0, where a snapshot only ever hides edits) and the script
    // entries of its turn and earlier. Each is a warning, naming where.
    void aSnapshotSaysWhatItHides()
    {
        const auto defs = definitionsOf(kDemo + "demo.rules.json");
        ScenarioSpec spec = *loadScenario(readFile(kDemo + "grenade.scenario.json")).spec;
        Diagnostics first;
        auto built = buildScenario(spec, defs, first);
        QVERIFY(built);
        QCOMPARE(first.all().size(), std::size_t(0));
        ScenarioSpec atZero = spec;
        atZero.play = Json::parse(built->world.savePlay()); // as an older Rulebench saved at turn 0
        Diagnostics zero;
        QVERIFY(buildScenario(atZero, defs, zero));
        QVERIFY(!zero.hasErrors());
        QVERIFY2(messages(zero).contains("play: warning: a snapshot at turn 0 replaces the actors and props as placed "
                                         "(their carried and worn items too): remove \"play\" to start from the placements"),
                 qPrintable(messages(zero).join('\n')));

        World w = built->world;
        for (std::int64_t t = 1; t <= 2; ++t)
            w.step(built->script.forTurn(t));
        ScenarioSpec saved = spec; // its whole script kept beside a snapshot, as a hand edit leaves it
        saved.play = Json::parse(w.savePlay());
        Diagnostics two;
        QVERIFY(buildScenario(saved, defs, two));
        QStringList expected;
        for (std::size_t i = 0; i < spec.script.size(); ++i)
            if (spec.script[i].turn <= 2)
                expected << QString("script[%1].turn: warning: turn %2 never plays: the snapshot (\"play\") starts after turn 2")
                                .arg(i).arg(spec.script[i].turn);
        QVERIFY(!expected.isEmpty());
        QCOMPARE(messages(two), expected);
        // A snapshot saved here keeps only the turns still to come: it hides nothing.
        const ScenarioSpec snapshot = withPlayState(spec, w);
        QCOMPARE(snapshot.script.size(), spec.script.size() - std::size_t(expected.size()));
        Diagnostics clean;
        QVERIFY(buildScenario(snapshot, defs, clean));
        QCOMPARE(clean.all().size(), std::size_t(0));
        // And at turn 0 nothing is a snapshot at all.
        QVERIFY(!withPlayState(spec, built->world).play);
    }

    void theHealthStatIsASetting()
    {
        const Diagnostics d = check(kData + "no-health.scenario.json", kData + "no-health.rules.json");
        QCOMPARE(messages(d), QStringList{"the content has no stat \"health\" to take damage; name one with \"health_stat\""});
        bool built = false;
        const Diagnostics ok = check(kData + "hp.scenario.json", kData + "no-health.rules.json", &built);
        QVERIFY2(ok.empty(), qPrintable(messages(ok).join('\n')));
        QVERIFY(built);
    }

    void savingKeepsUnknownKeysAndAStableOrder()
    {
        const std::string text = "{\"script\": [{\"do\": \"wait\", \"id\": \"a\", \"turn\": 2, \"_note\": \"x\"}], "
                                 "\"map\": [\"..\"], \"seed\": 4, \"content\": \"c.rules.json\", "
                                 "\"format\": \"rulebench-scenario/1\", \"_why\": \"kept\", "
                                 "\"actors\": [{\"at\": [1, 0], \"actor\": \"rat\", \"id\": \"a\"}]}";
        const ScenarioLoad load = loadScenario(text);
        QVERIFY2(load.diagnostics.empty(), qPrintable(messages(load.diagnostics).join('\n')));
        const std::string saved = serializeScenario(*load.spec);
        QCOMPARE(QString::fromStdString(saved),
                 QString("{\n  \"format\": \"rulebench-scenario/1\",\n  \"content\": \"c.rules.json\",\n  \"seed\": 4,\n"
                         "  \"map\": [\n    \"..\"\n  ],\n  \"actors\": [\n    {\n      \"id\": \"a\",\n      \"actor\": \"rat\",\n"
                         "      \"at\": [1, 0]\n    }\n  ],\n  \"script\": [\n    {\n      \"turn\": 2,\n      \"do\": \"wait\",\n"
                         "      \"id\": \"a\",\n      \"_note\": \"x\"\n    }\n  ],\n  \"_why\": \"kept\"\n}\n"));
        QCOMPARE(serializeScenario(*loadScenario(saved).spec), saved);
    }

    void scriptActionsComeByTurnInFileOrder()
    {
        const ScenarioLoad load = loadScenario(readFile(kDemo + "statuses.scenario.json"));
        Diagnostics d;
        const auto s = buildScenario(*load.spec, definitionsOf(kDemo + "demo.rules.json"), d);
        QVERIFY(s);
        const auto t2 = s->script.forTurn(2);
        QCOMPARE(t2.size(), std::size_t(6));
        QCOMPARE(t2[0].id, std::string("hero"));
        QVERIFY(t2[2].kind == Action::Kind::Move);
        QVERIFY(s->script.forTurn(4).empty());
        QCOMPARE(s->script.lastTurn(), std::int64_t(5));
    }

    // The blow an actor's "attack" action deals: read, built, checked and renamed as content.
    void actorAttacksAreContent()
    {
        const std::string text = R"({"format": "rulebench/1", "stats": [{"name": "health", "default": 5}],
            "damage_kinds": [{"name": "kinetic"}],
            "actors": [{"name": "rat", "glyph": "r", "faction": "vermin", "attack": {"kind": "kinetc", "roll": "2x"}},
                       {"name": "cat", "glyph": "c", "faction": "pets", "attack": {"kind": "kinetic", "roll": "1d4+1"}},
                       {"name": "dog", "glyph": "d", "faction": "pets", "attack": {"roll": "1d4", "bite": 1}}]})";
        ContentLoad load = loadContent(text);
        Diagnostics d = load.diagnostics;
        const Definitions defs = buildDefinitions(*load.spec, d);
        const QString all = messages(d).join('\n');
        QVERIFY2(all.contains("actors[0] \"rat\": attack.kind: unknown damage kind \"kinetc\" (did you mean \"kinetic\"?)"), qPrintable(all));
        QVERIFY2(all.contains("actors[0] \"rat\": attack.roll: "), qPrintable(all));
        QVERIFY2(all.contains("actors[2] \"dog\": attack: missing \"kind\""), qPrintable(all));
        QVERIFY2(all.contains("actors[2] \"dog\": attack.bite: unknown key \"bite\""), qPrintable(all));
        QCOMPARE(d.size(), std::size_t(4));
        const ActorDef& cat = defs.actors[*defs.actors.find("cat")];
        QVERIFY(cat.attack);
        QCOMPARE(cat.attack->roll.describe(), std::string("1d4+1"));
        QVERIFY(!defs.actors[*defs.actors.find("rat")].attack);
        // Saved as written (the dog's broken attack too), and renamed with its damage kind.
        const std::string saved = serializeContent(*load.spec);
        QVERIFY(saved.find("\"bite\": 1") != std::string::npos);
        QCOMPARE(renameReferences(*load.spec, "damage_kinds", "kinetic", "blunt").size(), std::size_t(1));
        QCOMPARE(load.spec->actors[1].attack->kind, std::string("blunt"));
    }

    void isScenarioPathLooksAtTheSuffix()
    {
        QVERIFY(isScenarioPath("a/b.scenario.json"));
        QVERIFY(!isScenarioPath("a/b.rules.json"));
        QVERIFY(!isScenarioPath("scenario.json"));
    }
    // The names a scenario gives that the content lacks: none in the demo's
    // own scenarios (the engine's durations are not taken for missing), and
    // each renamed one once, in the scenario's order.
    void missingNamesAreTheOnesTheContentLacks()
    {
        const auto defs = definitionsOf(kDemo + "demo.rules.json");
        for (const char* name : {"cull", "grenade", "rally", "skirmish", "stacking", "statuses", "trap-and-barrel"}) {
            const ScenarioLoad load = loadScenario(readFile(kDemo + name + ".scenario.json"));
            QVERIFY(load.spec);
            QVERIFY2(missingNames(*load.spec, *defs).empty(), name);
        }
        ContentLoad content = loadContent(readFile(kDemo + "demo.rules.json"));
        for (StatusSpec& st : content.spec->statuses)
            if (st.name == "scorched")
                st.name = "burning";
        Diagnostics d;
        const Definitions renamed = buildDefinitions(*content.spec, d);
        ScenarioSpec scenario = *loadScenario(readFile(kDemo + "statuses.scenario.json")).spec;
        const std::vector<NameInScenario> missing = missingNames(scenario, renamed);
        QCOMPARE(missing.size(), std::size_t(1));
        QCOMPARE(missing[0].section, std::string("statuses"));
        QCOMPARE(missing[0].name, std::string("scorched"));
        QVERIFY(renameInScenario(scenario, "statuses", "scorched", "burning"));
        QVERIFY(missingNames(scenario, renamed).empty());
    }
};

QTEST_APPLESS_MAIN(TestScenario)
#include "test_scenario.moc"
