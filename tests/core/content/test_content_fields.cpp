// The content's field rows, one description per field: every row says what
// the form and the schema need, and `rulebench schema` is generated from them
// (the published copy is that text).
#include <QtTest>

#include "diagnostic_text.h"
#include "rulebench/content/content_fields.h"
#include "rulebench/content/content_schema.h"

#include <string>

using namespace rb::test;

namespace {

// Every row of the table, with the rows it sits under.
template <class Visit>
void eachRow(const rb::FieldTable& table, Visit visit)
{
    for (const rb::RowSet& set : table.sets())
        for (const rb::FieldRow& row : set.rows)
            visit(set, row);
}

} // namespace

class TestContentFields : public QObject {
    Q_OBJECT
private slots:
    void everyRowSaysWhatTheFormAndTheSchemaNeed()
    {
        const rb::FieldTable& table = rb::contentFields();
        QCOMPARE(table.root().rows.size(), std::size_t(14)); // the format and the thirteen sections
        eachRow(table, [&](const rb::RowSet& set, const rb::FieldRow& row) {
            const std::string where = std::string(set.name) + "." + std::string(row.key);
            QVERIFY2(row.shape != rb::FieldShape::Auto, where.c_str());
            QVERIFY2(!row.about.label.empty(), where.c_str());
            QVERIFY2(row.about.minimum <= row.about.maximum, where.c_str());
            if (row.shape == rb::FieldShape::Choice)
                QVERIFY2(!row.about.choices.empty(), where.c_str());
            // A name names a section that exists.
            if (!row.about.names.empty())
                QVERIFY2(rb::sectionRows(table, row.about.names), where.c_str());
            if (row.shape == rb::FieldShape::List || row.shape == rb::FieldShape::Object)
                QVERIFY2(table.under(row), where.c_str());
        });
        // Every section's definitions are called something ("damage kind").
        for (const rb::FieldRow& section : table.root().rows)
            if (section.shape == rb::FieldShape::List)
                QVERIFY(!table.under(section)->name.empty());
    }

    void rowsHoldTheBoundsTheLoaderChecks()
    {
        const rb::FieldTable& t = rb::contentFields();
        QCOMPARE(t.row<&rb::AbilitySpec::range>().about.maximum, std::int64_t(64));
        QCOMPARE(t.row<&rb::AreaSpec::radius>().about.maximum, std::int64_t(64));
        QCOMPARE(t.row<&rb::ThrowSpec::range>().about.minimum, std::int64_t(1));
        QCOMPARE(t.row<&rb::TriggerSpec::fires>().about.maximum, rb::kMaxFires);
        QCOMPARE(t.row<&rb::BehaviourSpec::fleeBelow>().about.maximum, std::int64_t(100));
        QCOMPARE(t.row<&rb::StatusSpec::stacking>().about.absent, std::string_view("Refresh"));
        QCOMPARE(t.row<&rb::StatusSpec::stacking>().shape, rb::FieldShape::Choice);
        QCOMPARE(t.row<&rb::DamageKindSpec::reducedBy>().shape, rb::FieldShape::Reference);
        QCOMPARE(t.row<&rb::ItemSpec::triggers>().shape, rb::FieldShape::List);
        QCOMPARE(rb::entryWord(t, t.row<&rb::CounterSpec::tally>()), std::string_view("rule"));
        QCOMPARE(rb::entryWord(t, t.row<&rb::StatusSpec::modifiers>()), std::string_view("modifier"));
    }

    void thePublishedSchemaIsTheGeneratedOne()
    {
        const std::string generated = rb::contentSchemaText(rb::Registrations::engine());
        QCOMPARE(readFile(RULEBENCH_SOURCE_DIR "/resources/schema/rulebench.schema.json"), generated);
        const rb::Json schema = rb::Json::parse(generated);
        QCOMPARE(schema["definitions"]["ability"]["properties"]["range"]["maximum"].get<int>(), 64);
        QCOMPARE(schema["definitions"]["area"]["oneOf"][1]["properties"]["burst"]["maximum"].get<int>(), 64);
        QCOMPARE(schema["definitions"]["status"]["properties"]["stacking"]["default"].get<std::string>(),
                 std::string("Refresh"));
    }
};

QTEST_APPLESS_MAIN(TestContentFields)
#include "test_content_fields.moc"
