#include "rulebench/content/table_edit.h"

#include "rulebench/base/csv.h"
#include "rulebench/content/content_check.h"
#include "rulebench/content/sections.h"

#include <map>
#include <set>

namespace rb {

EditedRows editRows(const ContentSpec& content, const FieldTable& fields, std::string_view section,
                    const std::vector<CellEdit>& edits)
{
    EditedRows out;
    const SectionInfo* info = findSection(section);
    const std::vector<TableColumn> columns = sectionColumns(fields, section);
    std::map<std::size_t, OrderedJson> before;
    for (const CellEdit& e : edits) {
        const TableColumn* c = e.column ? findColumn(columns, e.column->path) : nullptr;
        if (!info || e.row >= info->size(content) || !c) {
            out.unusable = "an edit of a row or column the section does not have";
            return out;
        }
        auto [it, fresh] = out.rows.try_emplace(e.row);
        if (fresh)
            it->second = before[e.row] = info->get(content, e.row);
        OrderedJson& definition = it->second;
        CellRead read = readCell(e.text, *c);
        if (read.problem.empty())
            setCell(definition, *c, read.value);
        else if (e.text != cellText(cellValue(before[e.row], *c), *c)) // a problem already there stays for validation
            out.refused.push_back({0, info->name(content, e.row), c->words, std::move(read.problem)});
    }
    std::erase_if(out.rows, [&](const auto& row) { return row.second == before[row.first]; });
    return out;
}

TableImport applyCellEdits(const ContentSpec& content, const FieldTable& fields, std::string_view section,
                           const std::vector<CellEdit>& edits)
{
    TableImport out;
    EditedRows edited = editRows(content, fields, section, edits);
    out.unusable = std::move(edited.unusable);
    out.refused = std::move(edited.refused);
    if (!out.unusable.empty() || !out.refused.empty())
        return out;
    if (edited.rows.empty()) {
        out.spec = content;
        return out;
    }
    const SectionInfo& info = *findSection(section);
    ContentSpec after = content;
    for (const auto& [row, json] : edited.rows)
        info.set(after, row, Json::parse(json.dump()));
    DefinitionReads beforeReads, afterReads;
    const Validation was = checkSpec(content, beforeReads);
    const Validation now = checkSpec(after, afterReads);
    out.refused = problemsAdded(fields, was.diagnostics, now.diagnostics);
    if (out.refused.empty())
        out.spec = std::move(after);
    return out;
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
