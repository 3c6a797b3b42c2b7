#pragma once
// The root "conflicts" list a merge leaves in a content file (content_merge.h)
// as the loader reads it: known, kept as written, and each entry an error
// until it is resolved, naming the definition and the field in the
// designer's words, with both sides' values:
//   conflicts[0] "scorched": merge conflict at scorched, tick each turn,
//   amount: ours 2, theirs 3 (base 1); keep ours or take theirs
// The schema describes the same list (conflictsSchema).

#include "rulebench/base/json_reader.h"
#include "rulebench/content/three_way_merge.h"

#include <optional>
#include <string>
#include <vector>

namespace rb {

// The root key that lists a merge's conflicts.
inline constexpr const char* kConflictsKey = "conflicts";

// Appends a merge's conflicts to `merged`'s root "conflicts" list (after
// those an earlier merge left unresolved); nothing when there are none.
void listConflicts(OrderedJson& merged, const std::vector<MergeConflict>& conflicts);

// Reports each entry of the content file's "conflicts" at `where`.
void readConflicts(const Json& content, const Where& where);

// The JSON Schema of the list, for content_schema.cpp: the root property
// (its entries refer to kConflictSchemaName in "definitions") and one entry.
inline constexpr const char* kConflictSchemaName = "conflict";
OrderedJson conflictsSchema();
OrderedJson conflictSchema();

// One entry's place: the section and definition its "path" names, and the
// JSON pointer inside the definition; absent when the path names none.
struct ConflictPlace {
    std::string section, definition, pointer;
};
std::optional<ConflictPlace> conflictPlace(const Json& content, const std::string& path);

// A conflict resolved: "keep ours" leaves the file's value and drops the
// entry; "take theirs" puts theirs at the entry's place (a field set or
// removed, a whole definition replaced, added or removed) and drops the
// entry. The list goes when its last entry does. Absent, with why, when
// there is no such entry or its path names no place of this file.
enum class ConflictChoice { KeepOurs, TakeTheirs };
std::optional<OrderedJson> resolveConflict(const OrderedJson& content, std::size_t index, ConflictChoice choice,
                                           std::string& why);

} // namespace rb
