#pragma once
// One table of the content file's definition sections, so code that works on
// "any definition" (an editor, an outline, a rename) is written once: read a
// definition as JSON, replace it from JSON, insert, remove and move.

#include "rulebench/content/content.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace rb {

struct SectionInfo {
    std::string key;      // the JSON key, e.g. "damage_kinds"
    std::string title;    // for people, e.g. "Damage kinds"
    std::string singular; // e.g. "damage kind"

    std::size_t (*size)(const ContentSpec&);
    const std::string& (*name)(const ContentSpec&, std::size_t index);
    OrderedJson (*get)(const ContentSpec&, std::size_t index);
    // Replaces or inserts a definition from JSON read the way the loader
    // reads it (problems are left to validation: nothing is dropped).
    void (*set)(ContentSpec&, std::size_t index, const Json& json);
    void (*insert)(ContentSpec&, std::size_t index, const Json& json);
    void (*remove)(ContentSpec&, std::size_t index);
    // Exchanges a definition with one of the same section in another content,
    // as they are (nothing read or written): a change tried in place and put back.
    void (*swap)(ContentSpec&, std::size_t index, ContentSpec& other, std::size_t otherIndex);
};

// In file order.
const std::vector<SectionInfo>& contentSections();
const SectionInfo* findSection(std::string_view key);
// A section's place in file order (after the last for an unknown key): results sort by it.
std::size_t sectionOrder(std::string_view key);
// A section as a person names it on a command line or in a query: its key
// ("damage_kinds"), its singular ("damage kind", "damage_kind") or its title
// in any case ("Damage kinds"); null for none. `orWhy` (when given) then
// says so with the nearest key ("no section "statues" (did you mean ...)").
const SectionInfo* sectionNamed(std::string_view word, std::string* orWhy = nullptr);

// A name not yet used in the section: "stat", "stat 2", ... or "health copy".
std::string unusedName(const ContentSpec& spec, const SectionInfo& section, const std::string& base);

} // namespace rb
