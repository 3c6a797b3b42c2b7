#include "rulebench/content/table_columns.h"

#include "rulebench/content/content_fields.h"
#include "rulebench/content/field_words.h"

#include <charconv>

namespace rb {

namespace {

CellKind kindOf(FieldShape shape)
{
    switch (shape) {
    case FieldShape::Name:
    case FieldShape::Text:
    case FieldShape::Choice:
    case FieldShape::Reference:
    case FieldShape::Glyph:
    case FieldShape::Colour:
    case FieldShape::EffectKind:
        return CellKind::Text;
    case FieldShape::Integer:
    case FieldShape::Formula: // a number, or a formula's text
        return CellKind::Whole;
    case FieldShape::Boolean:
        return CellKind::YesNo;
    default:
        return CellKind::Json;
    }
}

// A nested object whose fields become columns of their own.
const RowSet* expandedRows(const FieldTable& fields, const FieldRow& row)
{
    if (row.shape != FieldShape::Object)
        return nullptr;
    const RowSet* under = fields.under(row);
    return under && under->shape == FieldShape::Object && !under->exactlyOne ? under : nullptr;
}

void addColumns(const FieldTable& fields, std::string_view section, const RowSet& rows,
                const std::vector<std::string>& parent, std::vector<TableColumn>& out)
{
    for (const FieldRow& row : rows.rows) {
        std::vector<std::string> keys = parent;
        keys.emplace_back(row.key);
        if (const RowSet* under = expandedRows(fields, row)) {
            addColumns(fields, section, *under, keys, out);
            continue;
        }
        TableColumn c;
        for (const std::string& k : keys) {
            c.path += (c.path.empty() ? "" : ".") + k;
            c.pointer += "/" + k;
        }
        c.keys = std::move(keys);
        c.words = fieldInWords(fields, section, c.pointer);
        c.row = &row;
        c.kind = kindOf(row.shape);
        out.push_back(std::move(c));
    }
}

std::optional<OrderedJson> parsedJson(std::string_view text)
{
    Diagnostics ignored;
    std::optional<Json> json = parseJson(text, ignored);
    if (!json)
        return std::nullopt;
    return toOrdered(*json);
}

std::string inQuotes(std::string_view text) { return "\"" + std::string(text) + "\""; }

CellRead readWhole(const std::string& text, const FieldRow& row)
{
    std::int64_t n = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), n);
    if (error != std::errc() || end != text.data() + text.size() || text.empty())
        return {std::nullopt, inQuotes(text) + " is not a whole number"};
    if (n < row.about.minimum)
        return {std::nullopt, "must be at least " + std::to_string(row.about.minimum)};
    if (n > row.about.maximum)
        return {std::nullopt, "must be at most " + std::to_string(row.about.maximum)};
    return {OrderedJson(n), {}};
}

CellRead readYesNo(const std::string& text)
{
    if (text == "true" || text == "TRUE" || text == "True")
        return {OrderedJson(true), {}};
    if (text == "false" || text == "FALSE" || text == "False")
        return {OrderedJson(false), {}};
    return {std::nullopt, inQuotes(text) + " is neither true nor false"};
}

CellRead readText(const std::string& text, const FieldRow& row)
{
    const auto& choices = row.about.choices;
    if (choices.empty())
        return {OrderedJson(text), {}};
    std::string words;
    for (std::string_view w : choices) {
        if (w == text)
            return {OrderedJson(text), {}};
        words += (words.empty() ? "" : ", ") + std::string(w);
    }
    return {std::nullopt, inQuotes(text) + " is not one of " + words};
}

} // namespace

std::vector<TableColumn> sectionColumns(const FieldTable& fields, std::string_view section)
{
    std::vector<TableColumn> out;
    if (const RowSet* rows = sectionRows(fields, section))
        addColumns(fields, section, *rows, {}, out);
    return out;
}

const TableColumn* findColumn(const std::vector<TableColumn>& columns, std::string_view path)
{
    for (const TableColumn& c : columns)
        if (c.path == path)
            return &c;
    return nullptr;
}

const OrderedJson* cellValue(const OrderedJson& definition, const TableColumn& column)
{
    const OrderedJson* at = &definition;
    for (const std::string& key : column.keys) {
        if (!at->is_object())
            return nullptr;
        const auto it = at->find(key);
        if (it == at->end())
            return nullptr;
        at = &*it;
    }
    return at;
}

void setCell(OrderedJson& definition, const TableColumn& column, const std::optional<OrderedJson>& value)
{
    if (column.keys.empty() || !definition.is_object())
        return;
    std::vector<OrderedJson*> chain{&definition};
    for (std::size_t i = 0; i + 1 < column.keys.size(); ++i) {
        OrderedJson& parent = *chain.back();
        const auto it = parent.find(column.keys[i]);
        if (it == parent.end() || !it->is_object()) {
            if (!value)
                return; // nothing there to take away
            parent[column.keys[i]] = OrderedJson::object();
        }
        chain.push_back(&parent[column.keys[i]]);
    }
    if (value) {
        (*chain.back())[column.keys.back()] = *value;
        return;
    }
    if (chain.back()->erase(column.keys.back()) == 0)
        return; // already absent: an empty object stays as it was written
    // Objects the taking away emptied go too, innermost first.
    for (std::size_t i = chain.size() - 1; i > 0 && chain[i]->empty(); --i)
        chain[i - 1]->erase(column.keys[i - 1]);
}

std::optional<std::string> cellText(const OrderedJson* value, const TableColumn& column)
{
    if (!value)
        return std::nullopt;
    if (value->is_string()) {
        const std::string& text = value->get_ref<const std::string&>();
        // In a Json column, text that reads as JSON is written as JSON text.
        if (column.kind == CellKind::Json && parsedJson(text))
            return value->dump();
        if (column.kind == CellKind::Text || column.kind == CellKind::Json || column.kind == CellKind::Whole)
            return text; // in a number's column: a formula, as written
    }
    if (value->is_boolean())
        return std::string(value->get<bool>() ? "true" : "false");
    return value->dump();
}

CellRead readCell(const std::optional<std::string>& text, const TableColumn& column)
{
    if (!text)
        return {};
    switch (column.kind) {
    case CellKind::Whole:
        if (column.row->shape == FieldShape::Formula && text->starts_with('='))
            return {OrderedJson(*text), {}}; // its mistakes are the check's to name
        return readWhole(*text, *column.row);
    case CellKind::YesNo:
        return readYesNo(*text);
    case CellKind::Json:
        if (std::optional<OrderedJson> json = parsedJson(*text))
            return {std::move(json), {}};
        return {OrderedJson(*text), {}};
    case CellKind::Text:
        break;
    }
    return readText(*text, *column.row);
}

} // namespace rb
