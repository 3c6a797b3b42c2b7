#pragma once
// A section as a table (table_columns.h): one row a definition in the
// content's order, one cell a column; and as a spreadsheet's text, CSV
// (base/csv.h) with a header row of the columns' paths.
//
// A cell in a spreadsheet: an absent field is an empty cell; a number is
// written as it is ("-3" is the number minus three, never guarded); any other
// text that starts with '=', '+', '-', '@' or '\'' is written with a leading
// '\'' so a spreadsheet shows it and never runs it, and empty text is a lone
// '\''. Reading drops one leading '\'', so every cell comes back exactly.

#include "rulebench/base/field_rows.h"
#include "rulebench/base/json_reader.h"
#include "rulebench/content/table_columns.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rb {

using TableCells = std::vector<std::optional<std::string>>; // one a column; nullopt absent

struct SectionTable {
    std::string section; // "statuses"
    std::vector<TableColumn> columns;
    std::vector<TableCells> rows; // one a definition, in the content's order
};

// `content` is a content file's JSON (contentToJson); an unknown section or
// one the content lacks gives no rows.
SectionTable sectionTable(const OrderedJson& content, const FieldTable& fields, std::string_view section);

// A cell as a spreadsheet holds it, and back.
std::string spreadsheetCell(const std::optional<std::string>& text, const TableColumn& column);
std::optional<std::string> fromSpreadsheetCell(std::string_view cell);

// The table as CSV: the header row of paths, then a row a definition.
std::string tableCsv(const SectionTable& table);

} // namespace rb
