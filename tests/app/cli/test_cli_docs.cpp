// `rulebench docs --format`: the content-format reference is what the code
// writes, byte for byte (so docs/content-format.md cannot drift from the
// field rows), it names every section and field the schema has with the
// form's label, and it follows a row that changes.
#include "source_dir.h"
#include "cli_run.h"

#include "rulebench/content/ability_spec.h"
#include "rulebench/content/content_fields.h"
#include "rulebench/content/content_reference.h"
#include "rulebench/content/content_schema.h"

#include <QFile>

#include <functional>
#include <QtTest>

using rb::test::Run;
using rb::test::run;

namespace {
const std::string kDemo = rb::test::sourcePath("/resources/demo/demo.rules.json");

// Every object schema below `node`, each with its properties.
void eachObject(const rb::OrderedJson& node, const std::function<void(const rb::OrderedJson&)>& visit)
{
    if (node.is_object()) {
        if (node.contains("properties") && node["properties"].is_object())
            visit(node);
        for (const auto& [key, child] : node.items())
            eachObject(child, visit);
    } else if (node.is_array()) {
        for (const auto& child : node)
            eachObject(child, visit);
    }
}
} // namespace

class TestCliDocs : public QObject {
    Q_OBJECT
private slots:
    void theCommittedReferenceIsWhatTheCodeWrites()
    {
        const Run r = run({"docs", "--format", "--examples", kDemo});
        QCOMPARE(r.code, rb::cli::kExitClean);
        QFile committed(rb::test::sourceFile("/docs/content-format.md"));
        QVERIFY(committed.open(QIODevice::ReadOnly));
        // On a difference: rulebench docs --format --examples resources/demo/demo.rules.json > docs/content-format.md
        QCOMPARE(QByteArray::fromStdString(r.out), committed.readAll());
    }

    void everyFieldOfTheSchemaIsListedWithItsLabel()
    {
        const rb::OrderedJson schema = rb::contentSchema(rb::Registrations::engine());
        const std::string page = rb::contentReference(schema);
        int fields = 0;
        eachObject(schema, [&](const rb::OrderedJson& object) {
            for (const auto& [key, p] : object["properties"].items()) {
                if (key == "format" || (p.contains("items") && p["items"].contains("$ref") && &object == &schema))
                    continue;
                if (&object == &schema && p.contains("properties")) { // a top-level object has a section of its own
                    QVERIFY2(page.find("## " + p["title"].get<std::string>() + "\n") != std::string::npos, key.c_str());
                    continue;
                }
                ++fields;
                QVERIFY2(page.find("| `" + key + "`") != std::string::npos, key.c_str());
                if (p.contains("title"))
                    QVERIFY2(page.find("**" + p["title"].get<std::string>() + "**") != std::string::npos, key.c_str());
            }
        });
        QVERIFY(fields > 100);
        for (const auto& [key, p] : schema["properties"].items())
            QVERIFY2(key == "format" || page.find("](#" + key.substr(0, key.find('_'))) != std::string::npos, key.c_str());
    }

    void aRowsBoundAndLabelReachThePage()
    {
        rb::FieldTable fields = rb::contentFields();
        const std::string row = "| `range` | whole number or a formula ([below](#formulas)) |  | 0 to ";
        const std::string before = rb::contentReference(rb::contentSchema(rb::Registrations::engine(), fields));
        QVERIFY(before.find(row + "64 | **Range**") != std::string::npos);
        fields.row<&rb::AbilitySpec::range>().about.maximum = 10;
        fields.row<&rb::AbilitySpec::range>().about.label = "Reach";
        const std::string after = rb::contentReference(rb::contentSchema(rb::Registrations::engine(), fields));
        QVERIFY(after.find(row + "10 | **Reach**") != std::string::npos);
        QVERIFY(after.find(row + "64") == std::string::npos);
    }

    void eachSectionShowsTheDemosFirstDefinition()
    {
        const Run r = run({"docs", "--format", "--examples", kDemo});
        QVERIFY(r.out.find("## Statuses\n") != std::string::npos);
        const std::size_t statuses = r.out.find("## Statuses\n");
        const std::size_t example = r.out.find("From the demo:\n\n```json\n{\n  \"name\":", statuses);
        QVERIFY(example != std::string::npos);
        QVERIFY(example < r.out.find("## Moments\n"));
    }

    void badUseIsRefusedWithTheUsage()
    {
        for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
                 {"docs"}, {"docs", "--frobnicate"}, {"docs", "--format", "--examples"}}) {
            const Run r = run(args);
            QCOMPARE(r.code, rb::cli::kExitUnusable);
            QVERIFY(r.err.find("Usage: rulebench docs --format") != std::string::npos);
        }
        const Run missing = run({"docs", "--format", "--examples", "/nonexistent/demo.rules.json"});
        QCOMPARE(missing.code, rb::cli::kExitUnusable);
        QVERIFY(missing.err.find("/nonexistent/demo.rules.json: cannot read") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestCliDocs)
#include "test_cli_docs.moc"
