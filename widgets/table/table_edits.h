#pragma once
// The table's changes to the document, each one undo step: cells edited
// (typed over a selection, filled down, pasted; table_edit.h) and a CSV
// imported (table_import.h). All of it is checked and validated first; a
// refusal applies nothing and says why in the designer's words.

#include "rulebench/content/table_edit.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace rb {

class ContentDocument;

// Applies `edits` to `section` as one undo step labelled by cellEditsLabel.
// False (with the reasons in `refused`) when any cell is refused; true when
// applied or when they change nothing.
bool applyTableEdits(ContentDocument* document, const QString& section, const std::vector<CellEdit>& edits,
                     QStringList* refused);

// A section's table as CSV (tableCsv), and written to `path`; false with why in `error`.
QString sectionCsv(const ContentDocument& document, const QString& section);
bool exportSection(const ContentDocument& document, const QString& section, const QString& path, QString* error);

// Reads the CSV at `path` into `section` as one undo step ("Import statuses
// from statuses.csv"). `report` says what it did (rows matched, added,
// missing and kept) or, when false, why nothing was applied: the file
// unreadable or no table of the section, or every refused cell.
bool importSection(ContentDocument* document, const QString& section, const QString& path, QStringList* report);

} // namespace rb
