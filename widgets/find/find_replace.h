#pragma once
// A field's value replaced over what a search found (find_search.h), as one
// undo step in the designer's words ("Set max stacks to 4 on 12 statuses"):
// the Table tab's edit path (table_edits.h, core's table_edit.h), so a value
// that would not validate on any one definition is refused whole, naming each.

#include "find/find_search.h"

#include "rulebench/content/table_columns.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace rb {

// The columns a value may be replaced in over definitions of `section`:
// every field of its table but the name (a rename is its own step).
std::vector<TableColumn> replaceableColumns(const QString& section);

// Sets the field at `columnPath` ("tick.amount") to `text` (read as a table
// cell is; nullopt takes the field away) on every definition `found` found in
// the content. The definitions are found again by name, so an edit made since
// the search does not misplace them. True when applied, or when nothing
// changes; false with the reasons in `refused` when anything is refused or
// the results are not of one section.
bool replaceInResults(ContentDocument* document, const FindResult& found, const QString& columnPath,
                      const std::optional<QString>& text, QStringList* refused);

} // namespace rb
