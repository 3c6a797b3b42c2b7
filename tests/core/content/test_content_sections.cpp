// The section table and references: generic access to every definition, and
// finding and renaming the names that point at one.
#include <QtTest>

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
