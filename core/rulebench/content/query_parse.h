#pragma once
// The find language, read: a question about the content as one line.
//
//     statuses where max_stacks > 3 and tick.amount < 2
//     items where (stack = true or consumable.charges >= 2) and name != "frag grenade"
//     statuses where tick absent
//     uses bleeding
//     uses statuses:bleeding
//
// SECTION is a section's key, singular or title ("statuses", "status",
// "damage_kinds"); SECTION alone asks for all its definitions. FIELD is a
// column of its table (table_columns.h): a dotted path ("tick.amount"), or
// an object's path ("tick") or a key inside a JSON column ("area.burst",
// "stats.health"), each read as its JSON where it is not a column. OP
// is one of = != < <= > >=, or the word absent or present. "and" binds
// tighter than "or"; parentheses group; a value with spaces or any of
// ( ) = ! < > is quoted ("bleeding 7", with \" and \\ inside). "uses NAME"
// (the rest of the line, or quoted) asks which definitions refer to NAME in
// any section; "uses SECTION:NAME" to NAME of that section only. A query
// that does not read says where, as a column counted in characters from 1.

#include "rulebench/base/field_rows.h"
#include "rulebench/content/table_columns.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rb {

enum class QueryOp { Equal, NotEqual, Less, LessOrEqual, Greater, GreaterOrEqual, Absent, Present };

// One FIELD OP VALUE (or FIELD absent / present).
struct QueryTest {
    TableColumn column;
    QueryOp op = QueryOp::Equal;
    std::string value; // as written, unquoted; empty for absent and present
};

// A test, or tests joined by "and" or "or".
struct QueryNode {
    enum class Kind { Test, And, Or };
    Kind kind = Kind::Test;
    QueryTest test;               // Kind::Test
    std::vector<QueryNode> parts; // And, Or: two or more
};

struct ContentQuery {
    bool uses = false;
    std::string section;            // where: its key; uses: the named section's key, or empty for any
    std::string name;               // uses: the name referred to
    std::optional<QueryNode> where; // absent: every definition of the section
};

struct QueryParse {
    std::optional<ContentQuery> query;
    int column = 0;      // where it stopped reading, from 1
    std::string problem; // "column 21: expected =, !=, <, <=, >, >=, absent or present after max_stacks, found \"is\""
};

// The fields a query names are checked against `fields`' columns.
QueryParse parseQuery(std::string_view text, const FieldTable& fields);

} // namespace rb
