#pragma once
// A section's table read back into the content (section_table.h): rows
// matched to definitions by name, each cell given replacing its field (an
// empty cell takes the field away), what no column names (notes under "_",
// keys the table does not show, columns the file lacks) kept as it was.
// Matched definitions keep their place, new ones follow in the file's order,
// and definitions the file lacks stay unless they are to be removed. A cell
// that is wrong, or an edit that leaves the content with a problem it did
// not have, is refused naming its definition and field in the designer's
// words, and then nothing is applied.

#include "rulebench/base/field_rows.h"
#include "rulebench/content/content.h"
#include "rulebench/content/section_table.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rb {

// A row as read: its cells under `columns` (the file's header, in its order).
struct TableRowInput {
    int line = 0; // where it was read (a CSV's line), for the problems; 0 when none
    TableCells cells;
};

struct TableProblem {
    int line = 0;           // the row's line; 0 when none
    std::string definition; // the row's definition ("bleeding"); empty for a row without a name
    std::string field;      // the column's field in words ("tick, amount"); empty for the whole row
    std::string message;    // "\"x\" is not a whole number"
};
// "line 4: bleeding, tick, amount: \"x\" is not a whole number"
std::string problemText(const TableProblem& problem);

struct TableImportOptions {
    bool removeMissing = false; // definitions the table lacks are removed
};

struct TableImport {
    std::string unusable;              // not a table of the section (bad input), with why; nothing else set
    std::vector<TableProblem> refused; // wrong cells: nothing applied
    std::optional<ContentSpec> spec;   // the content with the table applied, when it was
    std::vector<std::string> matched, added, missing; // names, in the file's (missing: the content's) order

    bool applied() const { return spec.has_value(); }
};

// The errors of a check `after` (a content's diagnostics) that the check
// `before` did not have, each naming its definition and field in the
// designer's words, with its row's line from `lines` (by definition name)
// when given: what an edit must not bring.
std::vector<TableProblem> problemsAdded(const FieldTable& fields, const Diagnostics& before, const Diagnostics& after,
                                        const std::map<std::string, int>& lines = {});

// The rows under `columns` (pointers into sectionColumns(fields, section)) applied to `content`.
TableImport applyTableRows(const ContentSpec& content, const FieldTable& fields, std::string_view section,
                           const std::vector<const TableColumn*>& columns, const std::vector<TableRowInput>& rows,
                           const TableImportOptions& options);

// A CSV (tableCsv's form; a header of column paths, any of them left out,
// in any order, "name" among them) applied to `content`.
TableImport importTableCsv(const ContentSpec& content, const FieldTable& fields, std::string_view section,
                           std::string_view csv, const TableImportOptions& options);

} // namespace rb
