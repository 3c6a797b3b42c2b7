// The content's field rows, one description per field: every row says what
// the form and the schema need, `rulebench schema` is generated from them
// (and the published copy is that text), and a row changed in a copy of the
// table is followed by the schema and the builder alike.
#include "source_dir.h"
#include <QtTest>

#include "diagnostic_text.h"
#include "rulebench/content/build.h"
#include "rulebench/content/content_fields.h"
#include "rulebench/content/content_schema.h"
#include "rulebench/content/field_words.h"

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

// Builds `text` against the engine's registrations and `fields`; the problems as lines.
QString problems(const std::string& text, const rb::FieldTable& fields)
{
    const rb::ContentLoad load = rb::loadContent(text);
    rb::Diagnostics diagnostics = load.diagnostics;
    rb::buildDefinitions(*load.spec, rb::Registrations::engine(), diagnostics, fields);
    return lines(diagnostics);
}

const char* const kFireball = R"({"format": "rulebench/1",
  "damage_kinds": [{"name": "fire"}],
  "abilities": [{"name": "fireball", "aim": "cell", "range": 12,
                 "effects": [{"kind": "Harm", "args": {"kind": "fire", "roll": "2d6"}}]}]})";

} // namespace

class TestContentFields : public QObject {
    Q_OBJECT
private slots:
    void everyRowSaysWhatTheFormAndTheSchemaNeed()
    {
        const rb::FieldTable& table = rb::contentFields();
        QCOMPARE(table.root().rows.size(), std::size_t(15)); // the format, the thirteen sections and fire
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
        QCOMPARE((t.row<&rb::ItemSpec::triggers, rb::ItemSpec>().shape), rb::FieldShape::List);
        QCOMPARE(rb::entryWord(t, t.row<&rb::CounterSpec::tally>()), std::string_view("rule"));
        QCOMPARE(rb::entryWord(t, t.row<&rb::StatusSpec::modifiers>()), std::string_view("modifier"));
        QCOMPARE(t.row<&rb::FireSpec::burnTurns>().about.maximum, std::int64_t(rb::kMaxBurnTurns));
        QCOMPARE(t.row<&rb::FireSpec::damage>().about.minimum, std::int64_t(0));
        QCOMPARE(t.row<&rb::FireSpec::damageKind>().about.names, std::string_view("damage_kinds"));
        QCOMPARE(t.row<&rb::FireSpec::spreadChance>().shape, rb::FieldShape::Chance);
    }

    void thePublishedSchemaIsTheGeneratedOne()
    {
        const std::string generated = rb::contentSchemaText(rb::Registrations::engine());
        QCOMPARE(readFile(rb::test::sourcePath("/resources/schema/rulebench.schema.json")), generated);
        const rb::Json schema = rb::Json::parse(generated);
        QCOMPARE(schema["definitions"]["ability"]["properties"]["range"]["anyOf"][0]["maximum"].get<int>(), 64);
        QCOMPARE(schema["definitions"]["area"]["oneOf"][1]["properties"]["burst"]["anyOf"][0]["maximum"].get<int>(), 64);
        QCOMPARE(schema["definitions"]["status"]["properties"]["stacking"]["default"].get<std::string>(),
                 std::string("Refresh"));
    }

    // One row changed in a copy of the table: the schema states the new bound
    // and the builder refuses what is beyond it, in the same words as ever.
    // The form follows the same copy (tests/widgets/test_definition_form.cpp).
    void aChangedRowIsFollowedByTheSchemaAndTheBuilder()
    {
        rb::FieldTable fields = rb::contentFields();
        rb::FieldRow& range = fields.row<&rb::AbilitySpec::range>();
        QCOMPARE(problems(kFireball, fields), QString()); // a range of 12, within 0 and 64
        range.about.maximum = 10;

        QCOMPARE(problems(kFireball, fields),
                 QStringLiteral("abilities[0] \"fireball\": range: a range is between 0 and 10, got 12\n"));
        const rb::Json schema = rb::Json::parse(rb::contentSchema(rb::Registrations::engine(), fields).dump());
        QCOMPARE(schema["definitions"]["ability"]["properties"]["range"]["anyOf"][0]["maximum"].get<int>(), 10);

        // The table every caller gets by default is untouched.
        QCOMPARE(rb::contentFields().row<&rb::AbilitySpec::range>().about.maximum, std::int64_t(64));
        QCOMPARE(problems(kFireball, rb::contentFields()), QString());
    }

    // A shared row is one row: the trigger's "fires" changed once is followed
    // by items and props alike, and a bound with no upper end reads "at least".
    void aSharedRowChangesEverywhereItIsUsed()
    {
        rb::FieldTable fields = rb::contentFields();
        fields.row<&rb::TriggerSpec::fires>().about.maximum = 3;
        fields.row<&rb::PropSpec::health>().about.minimum = 10;
        const std::string text = R"({"format": "rulebench/1", "damage_kinds": [{"name": "fire"}],
          "items": [{"name": "bomb", "triggers": [{"on": "land", "fires": 4,
                     "effects": [{"kind": "Harm", "args": {"kind": "fire", "roll": "1"}}]}]}],
          "props": [{"name": "trap", "health": 5, "triggers": [{"on": "entered", "fires": 4,
                     "effects": [{"kind": "Harm", "args": {"kind": "fire", "roll": "1"}}]}]}]})";
        QCOMPARE(problems(text, fields),
                 QStringLiteral("items[0] \"bomb\": triggers[0].fires: fires must be between 1 and 3, got 4; leave it "
                                "out for a trigger that never runs out\n"
                                "props[0] \"trap\": health: health must be at least 10, got 5; leave it out for a prop "
                                "that cannot be destroyed\n"
                                "props[0] \"trap\": triggers[0].fires: fires must be between 1 and 3, got 4; leave it "
                                "out for a trigger that never runs out\n"));
        QCOMPARE(problems(text, rb::contentFields()), QString());
        const rb::Json schema = rb::Json::parse(rb::contentSchema(rb::Registrations::engine(), fields).dump());
        QCOMPARE(schema["definitions"]["trigger"]["properties"]["fires"]["maximum"].get<int>(), 3);
    }

    // A place in the designer's words, spoken from the rows' labels, Qt-free
    // (the editor's words are these, tests/widgets/test_content_models.cpp).
    void placesAreSpokenFromTheRows()
    {
        const rb::FieldTable& t = rb::contentFields();
        QCOMPARE(rb::jsonPointer("modifiers[1].req.stat_at_most.value"), std::string("/modifiers/1/req/stat_at_most/value"));
        QCOMPARE(rb::placeInWords(t, "statuses", "bleeding", "/modifiers/0/op"), std::string("bleeding, modifier 1, operation"));
        QCOMPARE(rb::fieldInWords(t, "counters", "/tally/2/subject"), std::string("rule 3, subject"));
        QCOMPARE(rb::fieldInWords(t, "actors", "/behaviour/flee_below"), std::string("behaviour, flee below (%)"));
        QCOMPARE(rb::fieldInWords(t, "items", "/triggers/0/area/burst"), std::string("trigger 1, area, burst"));
        QCOMPARE(rb::problemInWords(t, "abilities", "", "missing \"aim\""), std::string("choose an aim"));
        QCOMPARE(rb::problemInWords(t, "items", "/throw", "missing \"range\""), std::string("fill in the range"));
        // The field such a problem asks for, where the editor puts the keyboard.
        QCOMPARE(rb::problemPointer("/throw", "missing \"range\""), std::string("/throw/range"));
        QCOMPARE(rb::problemPointer("/tick/kind", "unknown damage kind \"acid\""), std::string("/tick/kind"));

        // A label changed in a copy of the table is what the words say.
        rb::FieldTable renamed = t;
        renamed.row<&rb::ModifierSpec::op>().about.label = "Rule";
        QCOMPARE(rb::placeInWords(renamed, "statuses", "bleeding", "/modifiers/0/op"), std::string("bleeding, modifier 1, rule"));
        QCOMPARE(rb::problemInWords(renamed, "statuses", "/modifiers/0", "missing \"op\""), std::string("choose a rule"));
    }

    // An effect's arguments read as the fields around them do: by their labels.
    void effectArgumentsAreSpokenByTheirLabels()
    {
        const rb::FieldTable& t = rb::contentFields();
        QCOMPARE(rb::placeInWords(t, "items", "acid flask", "/triggers/0/effects/0/args"),
                 std::string("acid flask, trigger 1, effect 1"));
        QCOMPARE(rb::problemInWords(t, "items", "/triggers/0/effects/0/args", "missing \"status\""),
                 std::string("choose a status"));
        QCOMPARE(rb::problemInWords(t, "items", "/triggers/0/effects/0/args", "missing \"kind\""),
                 std::string("choose a damage kind"));
        QCOMPARE(rb::problemInWords(t, "abilities", "/effects/1/args", "missing \"roll\""), std::string("fill in the roll"));
        QCOMPARE(rb::fieldInWords(t, "items", "/triggers/0/effects/0/args/kind"), std::string("trigger 1, effect 1, damage kind"));
        QCOMPARE(rb::fieldInWords(t, "abilities", "/effects/0/args/duration"), std::string("effect 1, duration"));
        // A granted modifier is a status's modifier, field for field.
        QCOMPARE(rb::fieldInWords(t, "abilities", "/effects/0/args/modifier/op"), std::string("effect 1, modifier, operation"));
        // The reference and the schema say the same: a label and a sentence, not "status: the status".
        const rb::Json schema = rb::Json::parse(rb::contentSchema(rb::Registrations::engine(), t).dump());
        bool sawAfflict = false;
        for (const auto& branch : schema["definitions"]["effect"]["oneOf"]) {
            if (branch["properties"]["kind"]["const"] != "Afflict")
                continue;
            sawAfflict = true;
            const rb::Json& status = branch["properties"]["args"]["properties"]["status"];
            QCOMPARE(status["title"].get<std::string>(), std::string("Status"));
            QCOMPARE(status["description"].get<std::string>(), std::string("The status put on them."));
        }
        QVERIFY(sawAfflict);
    }

    // A condition reads as the form shows it: its kind's words, its lists'
    // entries, and a stat bound's parts by their labels.
    void conditionsAreSpokenAsTheFormShowsThem()
    {
        const rb::FieldTable& t = rb::contentFields();
        QCOMPARE(rb::fieldInWords(t, "statuses", "/modifiers/0/req/any/1/stat_at_least/value"),
                 std::string("modifier 1, only while, any, condition 2, stat at least, value"));
        QCOMPARE(rb::problemInWords(t, "statuses", "/modifiers/0/req/stat_at_most", "missing \"stat\""),
                 std::string("choose a stat"));
        QCOMPARE(rb::problemInWords(t, "statuses", "/modifiers/0/req/not/stat_at_most", "missing \"value\""),
                 std::string("fill in the value"));
    }
};

QTEST_APPLESS_MAIN(TestContentFields)
#include "test_content_fields.moc"
