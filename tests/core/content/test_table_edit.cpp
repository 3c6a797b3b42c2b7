// Cell edits for the table view (table_edit.h): many cells as one edit,
// refused whole when one is wrong, said in the designer's words; the
// clipboard's tab-separated text read back exactly.
#include "source_dir.h"
#include <QtTest>

#include "rulebench/content/content_fields.h"
#include "rulebench/content/table_edit.h"

#include <fstream>
#include <sstream>

using namespace rb;

namespace {

ContentSpec demo()
{
    std::ifstream in(test::sourcePath("/resources/demo/demo.rules.json"), std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return *loadContent(s.str()).spec;
}

} // namespace

class TestTableEdit : public QObject {
    Q_OBJECT
private slots:
    void aValueOverManyRowsIsOneEdit()
    {
        const ContentSpec spec = demo();
        const std::vector<TableColumn> columns = sectionColumns(contentFields(), "statuses");
        const TableColumn* maxStacks = findColumn(columns, "max_stacks");
        std::vector<CellEdit> edits;
        for (std::size_t i = 0; i < spec.statuses.size(); ++i)
            if (spec.statuses[i].stacking == std::optional<std::string>("Stack"))
                edits.push_back({i, maxStacks, "4"});
        QCOMPARE(edits.size(), std::size_t{4});
        QCOMPARE(cellEditsLabel(spec, "statuses", edits), std::string("Set max stacks to 4 on 4 statuses"));
        const TableImport r = applyCellEdits(spec, contentFields(), "statuses", edits);
        QVERIFY2(r.applied(), r.refused.empty() ? r.unusable.c_str() : problemText(r.refused[0]).c_str());
        OrderedJson want = contentToJson(spec);
        for (const CellEdit& e : edits)
            want["statuses"][e.row]["max_stacks"] = 4;
        QCOMPARE(Json::parse(contentToJson(*r.spec).dump()), Json::parse(want.dump())); // key order aside
        QCOMPARE(cellEditsLabel(spec, "statuses", {edits[0]}), std::string("Set stoneskin's max stacks to 4"));
        QCOMPARE(cellEditsLabel(spec, "statuses", {{6, maxStacks, std::nullopt}, {7, maxStacks, std::nullopt}}),
                 std::string("Clear max stacks on 2 statuses"));
    }

    void oneWrongCellRefusesThemAll()
    {
        const ContentSpec spec = demo();
        const std::vector<TableColumn> columns = sectionColumns(contentFields(), "statuses");
        const TableImport r = applyCellEdits(spec, contentFields(), "statuses",
                                             {{0, findColumn(columns, "badge"), "x"},
                                              {6, findColumn(columns, "max_stacks"), "0"},
                                              {3, findColumn(columns, "tick.kind"), "plasma"}});
        QVERIFY(!r.applied());
        QCOMPARE(r.refused.size(), std::size_t{1}); // the cells first; validation only once they all read
        QCOMPARE(problemText(r.refused[0]), std::string("bleeding, max stacks: must be at least 1"));
        const TableImport v = applyCellEdits(spec, contentFields(), "statuses", {{3, findColumn(columns, "tick.kind"), "plasma"}});
        QVERIFY(!v.applied());
        QCOMPARE(problemText(v.refused[0]), std::string("regenerating, tick each turn, damage kind: unknown damage kind \"plasma\""));
    }

    // An edit reads and writes the definitions it edits, and in them only the
    // cells it edits: one edited cell changes exactly that field; a cell set
    // to what it holds changes nothing; a wrong cell is refused by its
    // definition's name; problemsAdded says what a check after has that the
    // check before did not.
    void anEditChangesOnlyTheFieldsItEdits()
    {
        const ContentSpec spec = demo();
        const std::vector<TableColumn> columns = sectionColumns(contentFields(), "statuses");
        const TableColumn* amount = findColumn(columns, "tick.amount");
        const EditedRows one = editRows(spec, contentFields(), "statuses", {{3, amount, "-5"}});
        QVERIFY(one.ok());
        QCOMPARE(one.rows.size(), std::size_t{1});
        OrderedJson want = toJson(spec.statuses[3]);
        want["tick"]["amount"] = -5;
        QCOMPARE(one.rows.at(3), want);
        QVERIFY(editRows(spec, contentFields(), "statuses", {{3, amount, "-2"}}).rows.empty()); // what it holds
        const EditedRows wrong = editRows(spec, contentFields(), "statuses", {{3, amount, "x"}, {6, amount, "1"}});
        QVERIFY(!wrong.ok());
        QCOMPARE(problemText(wrong.refused.at(0)), std::string("regenerating, tick each turn, amount: \"x\" is not a whole number"));
        QVERIFY(!editRows(spec, contentFields(), "statuses", {{999, amount, "1"}}).unusable.empty());

        Diagnostics before, after;
        after.add(Diagnostic{Severity::Error, "statuses[3].tick.kind", "regenerating", "unknown damage kind \"plasma\""});
        const std::vector<TableProblem> added = problemsAdded(contentFields(), before, after);
        QCOMPARE(added.size(), std::size_t{1});
        QCOMPARE(problemText(added[0]), std::string("regenerating, tick each turn, damage kind: unknown damage kind \"plasma\""));
        QVERIFY(problemsAdded(contentFields(), after, after).empty());
    }

    void theClipboardsTextComesBackExactly()
    {
        const std::vector<TableColumn> columns = sectionColumns(contentFields(), "statuses");
        const std::vector<const TableColumn*> picked{findColumn(columns, "name"), findColumn(columns, "badge"),
                                                     findColumn(columns, "tick.amount"), findColumn(columns, "modifiers")};
        const std::vector<TableCells> rows{{"tab\there", "+", "-2", R"([{"flag":"blind"}])"},
                                           {"two\nlines", "", std::nullopt, std::nullopt}};
        const std::string tsv = cellsToTsv(rows, picked);
        QCOMPARE(tsv, std::string("\"tab\there\"\t'+\t-2\t\"[{\"\"flag\"\":\"\"blind\"\"}]\"\n\"two\nlines\"\t'\t\t"));
        QCOMPARE(cellsFromTsv(tsv), std::optional<std::vector<TableCells>>(rows));
        QCOMPARE(cellsFromTsv("a\tb\r\nc\td\r\n")->size(), std::size_t{2}); // as a spreadsheet copies
    }
};

QTEST_GUILESS_MAIN(TestTableEdit)
#include "test_table_edit.moc"
