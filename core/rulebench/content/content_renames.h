#pragma once
// Renames between two versions of a content file, found by meaning: in one
// section, a name gone and a new one present whose definition is otherwise
// the same. The diff says "renamed" instead of a removal and an addition; the
// merge renames the other sides the same way (references follow, through
// references.h) so an edit made on the old name lands on the new one.

#include "rulebench/base/json_reader.h"

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace rb {

struct ContentRename {
    std::string section; // "statuses"
    std::string from;
    std::string to;
};

// The content file's JSON as the editor saves it (loaded, then written in the
// stable key order), so two files compare by meaning, not layout; absent, with
// why, when the bytes are not a JSON object.
std::optional<OrderedJson> normalizedContent(std::string_view bytes, std::string& why);

// The renames from `before` to `after` (both normalized), section by section
// in file order, each section's in `before`'s order.
std::vector<ContentRename> findRenames(const OrderedJson& before, const OrderedJson& after);

// `content` with each rename made: the definition named `from` (when there
// is one) is named `to`, and every reference to it follows.
OrderedJson withRenames(const OrderedJson& content, const std::vector<ContentRename>& renames);

// The definitions of `section` in `content` (normalized), by name, in order.
std::vector<std::pair<std::string, const OrderedJson*>> definitionsOf(const OrderedJson& content,
                                                                      const std::string& section);

} // namespace rb
