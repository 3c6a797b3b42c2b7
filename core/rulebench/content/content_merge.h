#pragma once
// A three-way merge of content files by meaning (`rulebench merge-content`,
// git's merge driver): definitions by section and name, fields inside them
// by JSON path. Both sides adding different definitions, changing different
// fields of one definition, or one side renaming a definition while the
// other edits it (the edit lands on the new name; references follow) merge
// cleanly. The same field changed two ways, one name added twice with
// different fields, or a definition deleted on one side and changed on the
// other are conflicts: the result keeps ours there and lists each in a root
// "conflicts" list, named in the designer's words (field_words.h).

#include "rulebench/base/json_reader.h"
#include "rulebench/content/content_conflicts.h"
#include "rulebench/content/three_way_merge.h"

#include <string>
#include <vector>

namespace rb {

struct ContentMergeResult {
    // Normalized (the editor's key order); base's definitions in base's
    // order, then ours' additions, then theirs'; a root "conflicts" list
    // when there are conflicts.
    OrderedJson merged;
    std::vector<MergeConflict> conflicts;
};

// The three sides as normalizedContent gives them.
ContentMergeResult mergeContent(const OrderedJson& base, const OrderedJson& ours, const OrderedJson& theirs);

// {"statuses", "scorched", "tick", "amount"} as "scorched, tick each turn, amount".
std::string contentPathInWords(const std::vector<std::string>& path);

} // namespace rb
