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

// The CSV at `path` read against `section` and checked, not yet applied:
// what an import would do (its rows matched, added and missing), or why it
// cannot (`problems`: the file unreadable, not a table of the section, or
// every refused cell, each naming the file).
struct SectionImport {
    QString file; // the CSV's file name
    TableImport result;
    bool removeMissing = false;
    QStringList problems;
};
SectionImport readSectionImport(const ContentDocument& document, const QString& section, const QString& path,
                                bool removeMissing);
// Applies a read import as one undo step ("Import statuses from
// statuses.csv"; with the definitions it lacks removed when it was read so);
// `report` says what it did. False when it was refused.
bool applySectionImport(ContentDocument* document, const QString& section, const SectionImport& import,
                        QStringList* report);

// The scenarios beside the content that name any of `names` (definitions
// of `section`), a line each: "cull.scenario.json names rat (2 places),
// goblin": what removing them would leave naming nothing.
QStringList scenariosNaming(const ContentDocument& document, const QString& section,
                            const std::vector<std::string>& names);

// Both at once: `report` says what it did (rows matched, added, missing and
// kept or removed) or, when false, why nothing was applied.
bool importSection(ContentDocument* document, const QString& section, const QString& path, QStringList* report,
                   bool removeMissing = false);

} // namespace rb
