#pragma once
// The find language run (query_parse.h): the definitions a query finds.
//
// A test reads a definition's own written field (table_columns.h): absent,
// it holds for no comparison (not even !=), only for "absent". A number
// field compares as a number (VALUE must read as one, or the test fails); a
// text field compares the text exactly, < and > in byte order; a yes-or-no
// field asks = or !=; a list or an object compares its cell's JSON text.
// "uses" walks the references the renames walk (references.h).

#include "rulebench/base/json_reader.h"
#include "rulebench/content/content.h"
#include "rulebench/content/query_parse.h"

#include <string>
#include <vector>

namespace rb {

struct QueryMatch {
    std::string section; // its key: "statuses"
    std::string name;
    std::size_t index = 0; // its place in the section

    bool operator==(const QueryMatch&) const = default;
};

// Every match, in the content's order (sections in file order, then definitions).
std::vector<QueryMatch> runQuery(const ContentSpec& content, const ContentQuery& query);
// The same over a content file's JSON (contentToJson) for a where-query; a
// uses-query needs the spec.
std::vector<QueryMatch> runWhere(const OrderedJson& content, const ContentQuery& query);

// Whether one definition (its JSON, as contentToJson writes it) passes a
// where-query's tests: what a table's filter asks of each row.
bool definitionMatches(const OrderedJson& definition, const QueryNode& where);

} // namespace rb
