// Loading the content file into specs and building definitions: every problem
// in one pass, named by path and definition.
#include "source_dir.h"
#include <QtTest>

#include "diagnostic_text.h"

#include "rulebench/content/build.h"

using namespace rb::test;

class TestContent : public QObject {
    Q_OBJECT
private slots:
    void demoValidatesClean()
    {
        const auto v = rb::validateContent(readFile(rb::test::sourcePath("/resources/demo/demo.rules.json")));
        QVERIFY(v.readable);
        QVERIFY2(v.diagnostics.empty(), qPrintable(joined(formatted(v.diagnostics))));
    }

    void buildsStatsDamageKindsAndFlags()
    {
        const auto load = rb::loadContent(R"({"format": "rulebench/1",
            "stats": [{"name": "health", "default": 20, "min": 0}, {"name": "armor"}],
            "damage_kinds": [{"name": "kinetic", "reduced_by": "armor"}, {"name": "thermal"}],
            "flags": [{"name": "cannot-move"}]})");
        QVERIFY(load.spec);
        QVERIFY(load.diagnostics.empty());
        rb::Diagnostics d;
        const rb::Definitions defs = rb::buildDefinitions(*load.spec, d);
        QVERIFY(d.empty());
        QCOMPARE(defs.stats.size(), std::size_t(2));
        const auto health = defs.stats.find("health");
        QVERIFY(health);
        QCOMPARE(defs.stats[*health].defaultValue, std::int64_t(20));
        QCOMPARE(*defs.stats[*health].min, std::int64_t(0));
        QVERIFY(!defs.stats[*health].max);
        const auto kinetic = defs.damageKinds.find("kinetic");
        QVERIFY(kinetic && defs.damageKinds[*kinetic].reducedBy);
        QCOMPARE(*defs.damageKinds[*kinetic].reducedBy, *defs.stats.find("armor"));
        QVERIFY(!defs.damageKinds[*defs.damageKinds.find("thermal")].reducedBy);
        QVERIFY(defs.flags.find("cannot-move"));
    }

    void syntaxErrorHasLineAndColumn()
    {
        const auto load = rb::loadContent("{\n  \"format\": \"rulebench/1\",\n  \"stats\": [,]\n}\n");
        QVERIFY(!load.spec);
        QCOMPARE(load.diagnostics.size(), std::size_t(1));
        const rb::Diagnostic& d = load.diagnostics.all()[0];
        QCOMPARE(d.line, 3);
        QCOMPARE(d.column, 13);
        QVERIFY(d.message.find("syntax error") == 0);
    }

    void emptyFileIsASyntaxError()
    {
        const auto load = rb::loadContent("  \n");
        QVERIFY(!load.spec);
        QCOMPARE(load.diagnostics.size(), std::size_t(1));
        QVERIFY(load.diagnostics.all()[0].message.find("empty") != std::string::npos);
    }

    void topLevelMustBeAnObject()
    {
        const auto load = rb::loadContent("[1, 2]");
        QVERIFY(!load.spec);
        QVERIFY(load.diagnostics.hasErrors());
    }

    void deepNestingIsRefused()
    {
        std::string deep = "{\"format\": \"rulebench/1\", \"_x\": " + std::string(5000, '[') + std::string(5000, ']') + "}";
        const auto load = rb::loadContent(deep);
        QVERIFY(!load.spec);
        QVERIFY(load.diagnostics.all()[0].message.find("nest more than 64 deep") != std::string::npos);
        QCOMPARE(load.diagnostics.all()[0].column, 96); // the 65th bracket from the top
    }

    void everyMistakeReportedInOnePass()
    {
        const auto v = rb::validateContent(R"({"format": "rulebench/7",
            "stats": [{"name": "health", "default": "lots"}, {"name": "health"}, {"name": "armor", "defualt": 2},
                      {"name": "speed", "min": 5, "max": 1}, {"default": 3}],
            "damage_kinds": [{"name": "kinetic", "reduced_by": "armour"}, {"name": "ion", "reduced_by": 3}],
            "flags": ["cannot-move"],
            "stauses": []})");
        QVERIFY(v.readable);
        const auto lines = formatted(v.diagnostics);
        const QString all = joined(lines);
        QVERIFY2(containsLine(lines, "format: unknown format version \"rulebench/7\""), qPrintable(all));
        QVERIFY2(containsLine(lines, "stats[0] \"health\": default: expected a whole number, got text \"lots\""), qPrintable(all));
        QVERIFY2(containsLine(lines, "stats[1] \"health\": name: duplicate stat name \"health\""), qPrintable(all));
        QVERIFY2(containsLine(lines, "stats[2] \"armor\": defualt: unknown key \"defualt\" (did you mean \"default\"?)"), qPrintable(all));
        QVERIFY2(containsLine(lines, "stats[3] \"speed\": min: min 5 is above max 1"), qPrintable(all));
        QVERIFY2(containsLine(lines, "stats[4]: missing \"name\""), qPrintable(all));
        QVERIFY2(containsLine(lines, "damage_kinds[0] \"kinetic\": reduced_by: unknown stat \"armour\" (did you mean \"armor\"?)"), qPrintable(all));
        QVERIFY2(containsLine(lines, "damage_kinds[1] \"ion\": reduced_by: expected text, got the number 3"), qPrintable(all));
        QVERIFY2(containsLine(lines, "flags[0]: expected an object, got text \"cannot-move\""), qPrintable(all));
        QVERIFY2(containsLine(lines, "stauses: unknown key \"stauses\" (did you mean \"statuses\"?)") || containsLine(lines, "stauses: unknown key \"stauses\""), qPrintable(all));
        QCOMPARE(v.diagnostics.errorCount(), std::size_t(10));
    }

    void hugeNumbersAreErrors()
    {
        const auto v = rb::validateContent(R"({"format": "rulebench/1", "stats": [{"name": "gold", "default": 99999999999999999999}]})");
        QVERIFY(v.diagnostics.hasErrors());
        QVERIFY(formatted(v.diagnostics)[0].find("too large") != std::string::npos);
    }

    void notesAndUnknownKeysRoundTrip()
    {
        const std::string text = R"({"format": "rulebench/1", "_note": "mine",
            "stats": [{"name": "health", "default": 20, "_ui": {"colour": "red"}}]})";
        const auto load = rb::loadContent(text);
        QVERIFY(load.spec);
        QVERIFY(load.diagnostics.empty());
        const std::string saved = rb::serializeContent(*load.spec);
        QVERIFY(saved.find("\"_note\": \"mine\"") != std::string::npos);
        QVERIFY(saved.find("\"colour\": \"red\"") != std::string::npos);
        // Saving what was loaded from a save gives the same bytes.
        const auto again = rb::loadContent(saved);
        QCOMPARE(rb::serializeContent(*again.spec), saved);
    }

    void invalidValuesAreKeptForSaving()
    {
        const auto load = rb::loadContent(R"({"format": "rulebench/1", "stats": [{"name": "armor", "default": "high", "min": [1]}]})");
        QVERIFY(load.spec);
        QCOMPARE(load.diagnostics.errorCount(), std::size_t(2));
        const std::string saved = rb::serializeContent(*load.spec);
        QVERIFY2(saved.find("\"default\": \"high\"") != std::string::npos, saved.c_str());
        QVERIFY2(saved.find("\"min\": [") != std::string::npos, saved.c_str());
        QVERIFY(saved.find("\"default\": 0") == std::string::npos);
    }

    void savedKeysKeepAStableOrder()
    {
        const auto load = rb::loadContent(R"({"stats": [{"max": 9, "min": 1, "name": "focus", "default": 2}], "format": "rulebench/1"})");
        const std::string saved = rb::serializeContent(*load.spec);
        QVERIFY(saved.find("\"format\"") < saved.find("\"stats\""));
        QVERIFY(saved.find("\"name\"") < saved.find("\"default\""));
        QVERIFY(saved.find("\"default\"") < saved.find("\"min\""));
        QVERIFY(saved.find("\"min\"") < saved.find("\"max\""));
    }

    void demoRoundTripsByteForByte()
    {
        const std::string text = readFile(rb::test::sourcePath("/resources/demo/demo.rules.json"));
        const auto load = rb::loadContent(text);
        QVERIFY(load.spec);
        QCOMPARE(rb::serializeContent(*load.spec), text);
    }
};

QTEST_APPLESS_MAIN(TestContent)
#include "test_content.moc"
