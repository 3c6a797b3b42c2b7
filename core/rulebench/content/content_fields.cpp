#include "rulebench/content/content_fields.h"

namespace rb {

const FieldTable& contentFields()
{
    static const FieldTable table = FieldTable::of<ContentSpec>();
    return table;
}

const FieldRow* sectionRow(const FieldTable& table, std::string_view section)
{
    const FieldRow* row = table.root().find(section);
    return row && row->shape == FieldShape::List ? row : nullptr;
}

const RowSet* sectionRows(const FieldTable& table, std::string_view section)
{
    const FieldRow* row = sectionRow(table, section);
    return row ? table.under(*row) : nullptr;
}

std::string_view entryWord(const FieldTable& table, const FieldRow& row)
{
    if (!row.about.each.empty())
        return row.about.each;
    const RowSet* entries = table.under(row);
    return entries && !entries->name.empty() ? entries->name : row.about.label;
}

} // namespace rb
