#pragma once
// A section as a table's columns, made from its field rows (content_fields.h)
// as the form is, in the form's order: one column a field, a nested object's
// fields as their own columns ("tick.amount"), anything else that does not
// fit a cell (a list, a one-of, names with numbers) one column holding JSON
// text. A cell is a definition's own written field: absent when the file
// does not write it. Shared by the CSV round trip (section_table.h), the
// queries (content_query.h) and the editor's table view.

#include "rulebench/base/field_rows.h"
#include "rulebench/base/json_reader.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rb {

// How a cell's text reads.
enum class CellKind {
    Text,  // a text value: the cell's text as it is (names, words, glyphs, colours)
    Whole, // a whole number: "4", "-3"
    YesNo, // "true" or "false" (TRUE and FALSE too, as spreadsheets write them)
    Json,  // a number, text, a list or an object: JSON text, or plain text for text that is not JSON
};

struct TableColumn {
    std::string path;              // the header: "tick.amount"
    std::vector<std::string> keys; // {"tick", "amount"}
    std::string pointer;           // "/tick/amount", for field_words.h
    std::string words;             // the field as the form names it: "tick, amount"
    const FieldRow* row = nullptr; // its row in the table the columns came from
    CellKind kind = CellKind::Text;
};

// The columns of `section` ("statuses"), the name first; empty for an
// unknown section. The rows point into `fields`, which must outlive them.
std::vector<TableColumn> sectionColumns(const FieldTable& fields, std::string_view section);
// The column whose header is `path`, or null.
const TableColumn* findColumn(const std::vector<TableColumn>& columns, std::string_view path);

// A definition's written value in `column`, or null when it is absent.
const OrderedJson* cellValue(const OrderedJson& definition, const TableColumn& column);
// Sets (a value) or takes away (nullopt) a definition's field; a nested
// object is made when a value needs it, and taken away when taking away its
// last field empties it.
void setCell(OrderedJson& definition, const TableColumn& column, const std::optional<OrderedJson>& value);

// A value as its cell's text; nullopt when absent. Reading the text back
// with readCell gives the value again, exactly: a text in a Json column that
// would read as something else ("3", "true") is written as JSON ("\"3\"").
std::optional<std::string> cellText(const OrderedJson* value, const TableColumn& column);

// A cell's text read for `column`: nullopt text is absent. `problem` says
// what is wrong in words ("\"many\" is not a whole number", "must be at most
// 99", "not one of Replace, Refresh, Add") and the value is then unset.
struct CellRead {
    std::optional<OrderedJson> value;
    std::string problem;
};
CellRead readCell(const std::optional<std::string>& text, const TableColumn& column);

} // namespace rb
