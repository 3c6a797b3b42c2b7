#pragma once
// Edits to a section's table cell by cell, for the editor's table view: a
// value typed over a selection, a fill down, a rectangle pasted from a
// spreadsheet. Each edit names its row by place; all of them are checked and
// validated as one (table_import.h): every wrong cell refused in the
// designer's words and nothing applied, or the content with all of them.
// The clipboard's text is tab-separated, cells guarded as in a CSV
// (section_table.h), so a copy pasted into a spreadsheet and back is exact.

#include "rulebench/content/table_import.h"

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rb {

struct CellEdit {
    std::size_t row = 0;              // the definition's place in its section
    const TableColumn* column = nullptr; // one of sectionColumns(fields, section)
    std::optional<std::string> text;  // the cell's new text (cellText's form); nullopt takes the field away
};

// The definitions the edits change, each its JSON with the edited cells set
// and nothing else: by place in the section, only those that change. A cell
// that does not read is refused (`refused`, naming its definition and
// field) unless it says what the definition already holds.
struct EditedRows {
    std::string unusable; // an edit of a row or column the section does not have
    std::vector<TableProblem> refused;
    std::map<std::size_t, OrderedJson> rows;

    bool ok() const { return unusable.empty() && refused.empty(); }
};
EditedRows editRows(const ContentSpec& content, const FieldTable& fields, std::string_view section,
                    const std::vector<CellEdit>& edits);

// The edits applied: `refused` (rows named by definition, line 0) or `spec`:
// editRows, then the whole content checked before and after (checkSpec), a
// problem it did not have refused (problemsAdded).
TableImport applyCellEdits(const ContentSpec& content, const FieldTable& fields, std::string_view section,
                           const std::vector<CellEdit>& edits);

// The undo step's words: "Set max stacks to 4 on 37 statuses", "Set bleeding's max stacks to 4",
// "Clear max stacks on 3 statuses", "Edit 12 cells of 5 statuses".
std::string cellEditsLabel(const ContentSpec& content, std::string_view section, const std::vector<CellEdit>& edits);

// Cells as the clipboard's tab-separated text (each cell guarded for a
// spreadsheet), and back: a row a line; nullopt when the text does not read.
std::string cellsToTsv(const std::vector<TableCells>& rows, const std::vector<const TableColumn*>& columns);
std::optional<std::vector<TableCells>> cellsFromTsv(std::string_view text);

} // namespace rb
