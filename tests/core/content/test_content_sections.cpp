// The section table and references: generic access to every definition, and
// finding and renaming the names that point at one.
#include <QtTest>

#include "diagnostic_text.h"
#include "rulebench/content/references.h"
#include "rulebench/content/sections.h"
#include "rulebench/content/build.h"

class TestContentSections : public QObject {
    Q_OBJECT

    rb::ContentSpec sample()
    {
        return *rb::loadContent(R"({"format": "rulebench/1",
            "stats": [{"name": "health", "default": 20}, {"name": "armor"}],
            "damage_kinds": [{"name": "kinetic", "reduced_by": "armor"}, {"name": "ion", "reduced_by": "armor"},
                             {"name": "thermal", "reduced_by": "health"}]})")
                    .spec;
    }

private slots:
    void sectionsAreInFileOrder()
    {
        const auto& sections = rb::contentSections();
        QVERIFY(sections.size() >= 3);
        QCOMPARE(sections[0].key, std::string("stats"));
        QCOMPARE(sections[1].key, std::string("damage_kinds"));
        QVERIFY(rb::findSection("flags"));
        QVERIFY(!rb::findSection("nope"));
    }

    void getSetInsertRemoveRoundTrip()
    {
        rb::ContentSpec spec = sample();
        const rb::SectionInfo& stats = *rb::findSection("stats");
        QCOMPARE(stats.size(spec), std::size_t(2));
        rb::OrderedJson health = stats.get(spec, 0);
        QCOMPARE(health["default"].get<int>(), 20);
        health["default"] = 25;
        health["_note"] = "kept";
        stats.set(spec, 0, rb::Json::parse(health.dump()));
        QCOMPARE(spec.stats[0].defaultValue, std::int64_t(25));
        QCOMPARE(stats.get(spec, 0).dump(), health.dump());
        stats.insert(spec, 1, rb::Json{{"name", "speed"}, {"default", 10}});
        QCOMPARE(stats.name(spec, 1), std::string("speed"));
        QCOMPARE(stats.size(spec), std::size_t(3));
        stats.remove(spec, 0);
        QCOMPARE(stats.name(spec, 0), std::string("speed"));
    }

    void unusedNameCountsUp()
    {
        const rb::ContentSpec spec = sample();
        const rb::SectionInfo& stats = *rb::findSection("stats");
        QCOMPARE(rb::unusedName(spec, stats, "mana"), std::string("mana"));
        QCOMPARE(rb::unusedName(spec, stats, "armor"), std::string("armor 2"));
    }

    void findsEveryReference()
    {
        const rb::ContentSpec spec = sample();
        const auto sites = rb::findReferences(spec, "stats", "armor");
        QCOMPARE(sites.size(), std::size_t(2));
        QCOMPARE(sites[0].definition, std::string("kinetic"));
        QCOMPARE(sites[0].field, std::string("reduced_by"));
        QCOMPARE(sites[1].definition, std::string("ion"));
        QVERIFY(rb::findReferences(spec, "stats", "speed").empty());
        QVERIFY(rb::findReferences(spec, "flags", "armor").empty());
    }

    // The content's own durations: bare names or objects, written back as
    // objects; a Grant may last one, and renaming one renames the Grants;
    // every clash with the engine's, the game's or another is an error.
    void durationsAreTheContentsOwnAfterTheEnginesAndTheGames()
    {
        const char* text = R"j({"format": "rulebench/1", "stats": [{"name": "armor"}],
            "durations": ["end-of-round", {"name": "end-of-turn"}, "turns(2)", "nightfall", "end-of-round", ""],
            "items": [{"name": "horn", "triggers": [{"on": "use"}], "effects": [
                {"kind": "Grant", "args": {"modifier": {"stat": "armor", "op": "Add", "value": 1}, "duration": "end-of-rond"}},
                {"kind": "Grant", "args": {"modifier": {"stat": "armor", "op": "Add", "value": 1}, "duration": "end-of-round"}}]}]})j";
        rb::ContentLoad load = rb::loadContent(text);
        QVERIFY(load.spec);
        QCOMPARE(load.spec->durations.size(), std::size_t(6));
        rb::Registrations game = rb::Registrations::engine();
        QVERIFY(game.durations.add("nightfall"));
        rb::Diagnostics d = load.diagnostics;
        const rb::Definitions defs = rb::buildDefinitions(*load.spec, game, d);
        QCOMPARE(rb::test::lines(d),
                 QString("durations[5]: a duration's name is empty\n"
                         "durations[1] \"end-of-turn\": name: \"end-of-turn\" is one of the engine's own durations "
                         "(while-active, end-of-turn, end-of-encounter, turns(n)); remove it from \"durations\"\n"
                         "durations[2] \"turns(2)\": name: \"turns(2)\" is one of the engine's own durations "
                         "(while-active, end-of-turn, end-of-encounter, turns(n)); remove it from \"durations\"\n"
                         "durations[3] \"nightfall\": name: \"nightfall\" is already a duration the game registered; "
                         "remove it from \"durations\"\n"
                         "durations[4] \"end-of-round\": name: duplicate duration name \"end-of-round\"\n"
                         "items[0] \"horn\": effects[0].args.duration: unknown duration \"end-of-rond\" (did you mean "
                         "\"end-of-round\"?); a lingering effect lasts end-of-turn, end-of-encounter, turns(n), or one "
                         "declared under \"durations\" or registered by the game\n"));
        QCOMPARE(defs.durations.registered().names(), (std::vector<std::string>{"nightfall", "end-of-round"}));

        rb::ContentSpec spec = *load.spec;
        QCOMPARE(rb::toJson(spec.durations[0]).dump(), std::string(R"({"name":"end-of-round"})"));
        QCOMPARE(rb::findSection("durations")->name(spec, 0), std::string("end-of-round"));
        const auto changed = rb::renameReferences(spec, "durations", "end-of-round", "end-of-bout");
        QCOMPARE(changed.size(), std::size_t(1));
        QCOMPARE((*spec.items[0].effects)[1].args->at("duration").get<std::string>(), std::string("end-of-bout"));
        QCOMPARE((*spec.items[0].effects)[0].args->at("duration").get<std::string>(), std::string("end-of-rond"));
    }

    void renamesEveryReference()
    {
        rb::ContentSpec spec = sample();
        const auto changed = rb::renameReferences(spec, "stats", "armor", "plating");
        QCOMPARE(changed.size(), std::size_t(2));
        QCOMPARE(*spec.damageKinds[0].reducedBy, std::string("plating"));
        QCOMPARE(*spec.damageKinds[1].reducedBy, std::string("plating"));
        QCOMPARE(*spec.damageKinds[2].reducedBy, std::string("health"));
    }
};

QTEST_APPLESS_MAIN(TestContentSections)
#include "test_content_sections.moc"
