#pragma once
// The content file's field rows as one table (base/field_rows.h): the
// sections' rows first, then every spec under them, each once. The editor's
// form, `rulebench schema` and the builder's range checks read it; each takes
// another table too, so a test can change a row and see all three follow.

#include "rulebench/base/field_rows.h"
#include "rulebench/content/content.h"

#include <string_view>

namespace rb {

// Walked once from the specs' constexpr field lists.
const FieldTable& contentFields();

// The row of a section ("statuses") in the table's root, or null.
const FieldRow* sectionRow(const FieldTable& table, std::string_view section);
// The rows of one definition of a section, or null for an unknown section.
const RowSet* sectionRows(const FieldTable& table, std::string_view section);

// What one entry of a list row is called: its own word ("rule"), or its
// spec's name ("modifier"), or its label in lower case.
std::string_view entryWord(const FieldTable& table, const FieldRow& row);

} // namespace rb
