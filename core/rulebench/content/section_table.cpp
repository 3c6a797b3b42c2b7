#include "rulebench/content/section_table.h"

#include "rulebench/base/csv.h"


namespace rb {

namespace {

// "-3", "4", "0.25", "1e6": a JSON number, which a spreadsheet reads as that number.
bool isJsonNumber(std::string_view text)
{
    std::size_t i = 0;
    const auto digits = [&] {
        const std::size_t from = i;
        while (i < text.size() && text[i] >= '0' && text[i] <= '9')
            ++i;
        return i > from;
    };
    if (i < text.size() && text[i] == '-')
        ++i;
    if (!digits())
        return false;
    if (i < text.size() && text[i] == '.' && (++i, !digits()))
        return false;
    if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
        ++i;
        if (i < text.size() && (text[i] == '+' || text[i] == '-'))
            ++i;
        if (!digits())
            return false;
    }
    return i == text.size();
}

} // namespace

SectionTable sectionTable(const OrderedJson& content, const FieldTable& fields, std::string_view section)
{
    SectionTable table{std::string(section), sectionColumns(fields, section), {}};
    const auto it = content.is_object() ? content.find(section) : content.end();
    if (table.columns.empty() || it == content.end() || !it->is_array())
        return table;
    for (const OrderedJson& definition : *it) {
        TableCells cells;
        for (const TableColumn& c : table.columns)
            cells.push_back(cellText(cellValue(definition, c), c));
        table.rows.push_back(std::move(cells));
    }
    return table;
}

std::string spreadsheetCell(const std::optional<std::string>& text, const TableColumn& column)
{
    if (!text)
        return {};
    if (column.kind != CellKind::Text && isJsonNumber(*text))
        return *text;
    if (text->empty() || std::string_view("=+-@'").find(text->front()) != std::string_view::npos)
        return "'" + *text;
    return *text;
}

std::optional<std::string> fromSpreadsheetCell(std::string_view cell)
{
    if (cell.empty())
        return std::nullopt;
    if (cell.front() == '\'')
        cell.remove_prefix(1);
    return std::string(cell);
}

std::string tableCsv(const SectionTable& table)
{
    std::vector<std::string> fields;
    for (const TableColumn& c : table.columns)
        fields.push_back(c.path);
    std::string out = csvRecord(fields);
    for (const TableCells& row : table.rows) {
        fields.clear();
        for (std::size_t i = 0; i < table.columns.size(); ++i)
            fields.push_back(spreadsheetCell(i < row.size() ? row[i] : std::nullopt, table.columns[i]));
        out += csvRecord(fields);
    }
    return out;
}

} // namespace rb
