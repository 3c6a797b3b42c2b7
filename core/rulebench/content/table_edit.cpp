#include "rulebench/content/table_edit.h"

#include "rulebench/base/csv.h"
#include "rulebench/content/sections.h"

#include <map>
#include <set>

namespace rb {

TableImport applyCellEdits(const ContentSpec& content, const FieldTable& fields, std::string_view section,
                           const std::vector<CellEdit>& edits)
{
    const SectionTable table = sectionTable(contentToJson(content), fields, section);
    std::vector<const TableColumn*> columns;
    for (const TableColumn& c : table.columns)
        columns.push_back(&c);
    // Every row as it is (so names written twice still match in order), the edits over it.
    std::vector<TableRowInput> rows;
    for (const TableCells& cells : table.rows)
        rows.push_back({0, cells});
    for (const CellEdit& e : edits) {
        const TableColumn* c = e.column ? findColumn(table.columns, e.column->path) : nullptr;
        if (e.row >= rows.size() || !c) {
            TableImport out;
            out.unusable = "an edit of a row or column the section does not have";
            return out;
        }
        rows[e.row].cells[static_cast<std::size_t>(c - table.columns.data())] = e.text;
    }
    return applyTableRows(content, fields, section, columns, rows, {});
}

std::string cellEditsLabel(const ContentSpec& content, std::string_view section, const std::vector<CellEdit>& edits)
{
    const SectionInfo* info = findSection(section);
    if (!info || edits.empty())
        return "Edit cells";
    std::set<std::size_t> rows;
    std::set<std::string> paths;
    std::set<std::optional<std::string>> texts;
    for (const CellEdit& e : edits) {
        rows.insert(e.row);
        paths.insert(e.column ? e.column->path : std::string());
        texts.insert(e.text);
    }
    std::string plural = info->title;
    plural[0] = static_cast<char>(plural[0] - 'A' + 'a');
    const std::string many = std::to_string(rows.size()) + " " + (rows.size() == 1 ? info->singular : plural);
    if (paths.size() != 1 || texts.size() != 1 || !edits.front().column)
        return "Edit " + std::to_string(edits.size()) + " cells of " + many;
    const std::string field = edits.front().column->words;
    const std::optional<std::string>& text = edits.front().text;
    if (rows.size() == 1 && *rows.begin() < info->size(content)) {
        const std::string name = info->name(content, *rows.begin());
        return text ? "Set " + name + "'s " + field + " to " + *text : "Clear " + name + "'s " + field;
    }
    return text ? "Set " + field + " to " + *text + " on " + many : "Clear " + field + " on " + many;
}

std::string cellsToTsv(const std::vector<TableCells>& rows, const std::vector<const TableColumn*>& columns)
{
    std::string out;
    for (const TableCells& row : rows) {
        std::vector<std::string> fields;
        for (std::size_t i = 0; i < row.size() && i < columns.size(); ++i)
            fields.push_back(spreadsheetCell(row[i], *columns[i]));
        std::string line = csvRecord(fields, '\t');
        line.erase(line.size() - 2); // rows joined by "\n", none after the last
        out += (out.empty() ? "" : "\n") + line;
    }
    return out;
}

std::optional<std::vector<TableCells>> cellsFromTsv(std::string_view text)
{
    const CsvRead read = readCsv(text, '\t');
    if (!read.ok())
        return std::nullopt;
    std::vector<TableCells> rows;
    for (const CsvRecord& r : read.records) {
        TableCells cells;
        for (const std::string& cell : r.fields)
            cells.push_back(fromSpreadsheetCell(cell));
        rows.push_back(std::move(cells));
    }
    return rows;
}

} // namespace rb
