// A section as a table (table_columns.h, section_table.h), CSV as RFC 4180
// has it (base/csv.h) and a table read back (table_import.h): the columns
// come from the field rows in the form's order, every cell's text reads back
// as its value exactly, a spreadsheet never runs a cell, a wrong cell is
// refused by its definition and field in the designer's words.
#include <QtTest>

#include "rulebench/base/csv.h"
#include "rulebench/content/content_fields.h"
#include "rulebench/content/table_import.h"

using namespace rb;

namespace {

const TableColumn& column(const std::vector<TableColumn>& columns, std::string_view path)
{
    if (const TableColumn* c = findColumn(columns, path))
        return *c;
    throw std::runtime_error("no column " + std::string(path));
}

// The value through a cell's text and a spreadsheet's cell, and back.
std::optional<OrderedJson> throughASpreadsheet(const OrderedJson& value, const TableColumn& c)
{
    const std::string cell = spreadsheetCell(cellText(&value, c), c);
    const CellRead read = readCell(fromSpreadsheetCell(cell), c);
    if (!read.problem.empty())
        throw std::runtime_error(read.problem);
    return read.value;
}

ContentSpec content(const char* json)
{
    ContentLoad load = loadContent(json);
    if (!load.spec)
        throw std::runtime_error("no content");
    return std::move(*load.spec);
}

const char* kStatuses = R"({"format": "rulebench/1", "stats": [{"name": "health", "default": 10}],
    "damage_kinds": [{"name": "kinetic"}],
    "statuses": [{"name": "bleeding", "badge": "b", "stacking": "Stack", "max_stacks": 3,
                  "tick": {"kind": "kinetic", "amount": 2}, "_note": "from the sheet"},
                 {"name": "dazed", "badge": "d"}]})";

} // namespace

class TestSectionTable : public QObject {
    Q_OBJECT
private slots:
    void columnsFollowTheFieldRowsWithNestedFieldsOfTheirOwn()
    {
        const std::vector<TableColumn> columns = sectionColumns(contentFields(), "statuses");
        std::vector<std::string> paths;
        for (const TableColumn& c : columns)
            paths.push_back(c.path);
        const std::vector<std::string> want{"name", "badge", "stacking", "max_stacks", "overflow", "per_applier",
                                            "max_total", "expire", "blocked_by", "removes", "turns", "tick.kind",
                                            "tick.amount", "modifiers"};
        QCOMPARE(paths, want);
        const TableColumn& amount = column(columns, "tick.amount");
        QCOMPARE(amount.keys, (std::vector<std::string>{"tick", "amount"}));
        QCOMPARE(amount.kind, CellKind::Whole);
        QCOMPARE(amount.pointer, std::string("/tick/amount"));
        QVERIFY(!amount.words.empty() && amount.words.find("tick") != std::string::npos);
        QCOMPARE(column(columns, "max_stacks").words, std::string("max stacks"));
        QCOMPARE(column(columns, "modifiers").kind, CellKind::Json);
        QCOMPARE(column(columns, "per_applier").kind, CellKind::YesNo);
        QVERIFY(sectionColumns(contentFields(), "no such").empty());
    }

    void everyValueComesBackExactly()
    {
        const std::vector<TableColumn> abilities = sectionColumns(contentFields(), "abilities");
        const TableColumn& area = column(abilities, "area"); // a one-of: "here" or {"burst": r}
        for (const OrderedJson& v : {OrderedJson("here"), OrderedJson("3"), OrderedJson(""), OrderedJson("-x"),
                                     OrderedJson("'q"), OrderedJson("true"), OrderedJson(true), OrderedJson(3),
                                     OrderedJson(-2.5), OrderedJson::parse(R"([1, "a"])"),
                                     OrderedJson::parse(R"({"burst": 1})"), OrderedJson(" 3")})
            QCOMPARE(throughASpreadsheet(v, area), std::optional<OrderedJson>(v));
        const std::vector<TableColumn> statuses = sectionColumns(contentFields(), "statuses");
        for (const char* text : {"-", "=1+2", "+", "@x", "'", "", "plain", "a,b \"c\"\nd"})
            QCOMPARE(throughASpreadsheet(OrderedJson(text), column(statuses, "badge")),
                     std::optional<OrderedJson>(OrderedJson(text)));
        QCOMPARE(throughASpreadsheet(OrderedJson(-3), column(statuses, "tick.amount")),
                 std::optional<OrderedJson>(OrderedJson(-3)));
        QCOMPARE(throughASpreadsheet(OrderedJson(false), column(statuses, "per_applier")),
                 std::optional<OrderedJson>(OrderedJson(false)));
        QCOMPARE(readCell(std::nullopt, area).value, std::optional<OrderedJson>());
    }

    void aSpreadsheetNeverRunsACellButANumberStaysANumber()
    {
        const std::vector<TableColumn> statuses = sectionColumns(contentFields(), "statuses");
        const TableColumn& badge = column(statuses, "badge");
        QCOMPARE(spreadsheetCell("=HYPERLINK(1)", badge), std::string("'=HYPERLINK(1)"));
        QCOMPARE(spreadsheetCell("+", badge), std::string("'+"));
        QCOMPARE(spreadsheetCell("-3", badge), std::string("'-3")); // text that looks like a number: still text
        QCOMPARE(spreadsheetCell("@a", badge), std::string("'@a"));
        QCOMPARE(spreadsheetCell("", badge), std::string("'"));
        QCOMPARE(spreadsheetCell(std::nullopt, badge), std::string());
        QCOMPARE(spreadsheetCell("-3", column(statuses, "tick.amount")), std::string("-3"));
        QCOMPARE(spreadsheetCell("-2.5", column(sectionColumns(contentFields(), "abilities"), "area")), std::string("-2.5"));
        QCOMPARE(fromSpreadsheetCell("'-3"), std::optional<std::string>("-3"));
        QCOMPARE(fromSpreadsheetCell("'"), std::optional<std::string>(""));
        QCOMPARE(fromSpreadsheetCell(""), std::optional<std::string>());
    }

    void aWrongCellSaysWhatIsWrong()
    {
        const std::vector<TableColumn> statuses = sectionColumns(contentFields(), "statuses");
        QCOMPARE(readCell("many", column(statuses, "max_stacks")).problem, std::string("\"many\" is not a whole number"));
        QCOMPARE(readCell("2.5", column(statuses, "max_stacks")).problem, std::string("\"2.5\" is not a whole number"));
        QCOMPARE(readCell("0", column(statuses, "max_stacks")).problem, std::string("must be at least 1"));
        QCOMPARE(readCell("yes", column(statuses, "per_applier")).problem, std::string("\"yes\" is neither true nor false"));
        QCOMPARE(readCell("TRUE", column(statuses, "per_applier")).value, std::optional<OrderedJson>(OrderedJson(true)));
        QVERIFY(readCell("Stackk", column(statuses, "stacking")).problem.starts_with("\"Stackk\" is not one of "));
    }

    void settingACellMakesAndTakesAwayItsObject()
    {
        const std::vector<TableColumn> statuses = sectionColumns(contentFields(), "statuses");
        OrderedJson d = {{"name", "x"}};
        setCell(d, column(statuses, "tick.amount"), OrderedJson(2));
        QCOMPARE(d, OrderedJson::parse(R"({"name": "x", "tick": {"amount": 2}})"));
        setCell(d, column(statuses, "tick.kind"), std::nullopt); // absent already: nothing
        setCell(d, column(statuses, "tick.amount"), std::nullopt);
        QCOMPARE(d, OrderedJson::parse(R"({"name": "x"})"));
        // An object written empty stays when its cells were empty already.
        d["tick"] = OrderedJson::object();
        setCell(d, column(statuses, "tick.amount"), std::nullopt);
        QCOMPARE(d, OrderedJson::parse(R"({"name": "x", "tick": {}})"));
    }

    void csvReadsWhatRfc4180Writes()
    {
        const std::vector<std::string> fields{"plain", "a,b", "say \"hi\"", "two\r\nlines", "", "é"};
        const std::string line = csvRecord(fields);
        QCOMPARE(line, std::string("plain,\"a,b\",\"say \"\"hi\"\"\",\"two\r\nlines\",,é\r\n"));
        const CsvRead read = readCsv("\xEF\xBB\xBF" + line + "\r\n" + line.substr(0, line.size() - 2) + "\nlast,x");
        QVERIFY2(read.ok(), read.problem.c_str());
        QCOMPARE(read.records.size(), std::size_t{3}); // the blank line skipped
        QCOMPARE(read.records[0].fields, fields);
        QCOMPARE(read.records[1].fields, fields);
        QCOMPARE(read.records[1].line, 4); // a quoted line break counts
        QCOMPARE(read.records[2].line, 6);
        QCOMPARE(readCsv("a,\"b\nc").problem, std::string("line 1: a quoted field is not closed"));
        QCOMPARE(readCsv("a\nb\"c\"").problem, std::string("line 2: a quote inside a field that does not start with one"));
        QCOMPARE(readCsv("\"a\"b").problem, std::string("line 1: text after a quoted field's closing quote"));
        QCOMPARE(readCsv("name\ncaf\xE9\n").problem, std::string("line 2: not UTF-8 text (save the CSV as UTF-8)"));
        QVERIFY(readCsv("name\n\xED\xA0\x80\n").problem.starts_with("line 2: not UTF-8"));
    }

    // A tick's amount may be a formula: its text in the number's column, guarded
    // so a spreadsheet shows it and never runs it, and read back as the formula.
    void aFormulaCellComesBackAsItsText()
    {
        const TableColumn amount = column(sectionColumns(contentFields(), "statuses"), "tick.amount");
        QCOMPARE(amount.kind, CellKind::Whole);
        const OrderedJson formula("=1 + target.stacks(bleeding)");
        const std::optional<std::string> text = cellText(&formula, amount);
        QCOMPARE(text, std::optional<std::string>("=1 + target.stacks(bleeding)"));
        QCOMPARE(spreadsheetCell(text, amount), std::string("'=1 + target.stacks(bleeding)"));
        const CellRead back = readCell(fromSpreadsheetCell(spreadsheetCell(text, amount)), amount);
        QVERIFY(back.value);
        QCOMPARE(*back.value, formula);
        const OrderedJson two(2);
        QCOMPARE(spreadsheetCell(cellText(&two, amount), amount), std::string("2"));
        QCOMPARE(*readCell(std::string("2"), amount).value, two);
        QVERIFY(!readCell(std::string("two"), amount).value); // neither a number nor a formula
    }

    void aTableReadBackKeepsNotesAndRefusesWholly()
    {
        const ContentSpec spec = content(kStatuses);
        const SectionTable table = sectionTable(contentToJson(spec), contentFields(), "statuses");
        QCOMPARE(table.rows.size(), std::size_t{2});
        // Only some columns, in another order; dazed gets a tick, bleeding loses its max stacks.
        const std::string csv = "tick.amount,name,max_stacks,tick.kind\r\n2,bleeding,,kinetic\r\n1,dazed,,kinetic\r\n";
        TableImport r = importTableCsv(spec, contentFields(), "statuses", csv, {});
        QVERIFY2(r.applied(), r.refused.empty() ? r.unusable.c_str() : problemText(r.refused[0]).c_str());
        const OrderedJson after = contentToJson(*r.spec);
        QCOMPARE(after["statuses"][0], OrderedJson::parse(R"({"name": "bleeding", "badge": "b", "stacking": "Stack",
                 "tick": {"kind": "kinetic", "amount": 2}, "_note": "from the sheet"})"));
        QCOMPARE(after["statuses"][1]["tick"], OrderedJson::parse(R"({"kind": "kinetic", "amount": 1})"));
        QCOMPARE(r.matched, (std::vector<std::string>{"bleeding", "dazed"}));
        // Two wrong cells: both said, nothing applied.
        r = importTableCsv(spec, contentFields(), "statuses",
                           "name,max_stacks,tick.amount\r\nbleeding,0,2\r\ndazed,,lots\r\n", {});
        QVERIFY(!r.applied());
        QCOMPARE(r.refused.size(), std::size_t{2});
        QCOMPARE(problemText(r.refused[0]), std::string("line 2: bleeding, max stacks: must be at least 1"));
        QVERIFY2(problemText(r.refused[1]).starts_with("line 3: dazed, tick"), problemText(r.refused[1]).c_str());
        QVERIFY(problemText(r.refused[1]).ends_with(": \"lots\" is not a whole number"));
    }
};

QTEST_GUILESS_MAIN(TestSectionTable)
#include "test_section_table.moc"
