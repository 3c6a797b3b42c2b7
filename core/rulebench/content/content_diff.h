#pragma once
// What changed between two content files, in the designer's words
// (`rulebench diff-content`): definitions added, removed and renamed
// (content_renames.h), and every field whose value changed, named as the
// editor names it ("frag grenade, trigger 1, effect 1, roll: 3d6 → 4d6").
// Definitions both files have, put in another order, are a change too: each
// one that moved, with where it now is.
// A file as one line per field (`--flat`, for git's textconv) uses the same
// words, so a textual diff of two flat files reads the same way.

#include "rulebench/base/json_reader.h"

#include <optional>
#include <string>
#include <vector>

namespace rb {

struct ContentDifference {
    enum class Kind { Added, Removed, Renamed, Changed, Moved };
    Kind kind = Kind::Changed;
    std::string section;  // "statuses"; empty for a key outside the sections ("format")
    std::string name;     // the definition (its new name when renamed); the root key outside the sections
    std::string from;     // renamed: the old name; moved: the definition it now comes after (empty: first)
    std::string pointer;  // changed: the field inside the definition ("/tick/amount")
    std::optional<OrderedJson> before, after; // changed: absent where the field is absent
};

// From `a` to `b`, both normalized (content_renames.h): section by section in
// file order; in each, renames, then removals, changes and additions in
// the order the definitions come, then the definitions moved. References
// that follow a rename are not changes of their own.
std::vector<ContentDifference> diffContent(const OrderedJson& a, const OrderedJson& b);

// "renamed status scorched → burning", "added item war horn",
// "scorched, tick each turn, amount: 1 → 2" (absent: "(none)"),
// "moved status scorched: now after bleeding" (or "now first").
std::string changeInWords(const ContentDifference& change);

// Every field of one file, one line each: "item frag grenade" and then
// "frag grenade, trigger 1, effect 1, roll: 3d6".
std::vector<std::string> flatContent(const OrderedJson& content);

// A field's value as a line shows it: a string bare, anything else as JSON.
std::string valueInWords(const OrderedJson& value);

} // namespace rb
