#pragma once
// The sections of a content file and the names of their definitions, in file
// order: what an editor's tree or a report lists.

#include "rulebench/content/content.h"

#include <string>
#include <vector>

namespace rb {

struct OutlineSection {
    std::string key;   // the JSON key, e.g. "damage_kinds"
    std::string title; // for people, e.g. "Damage kinds"
    std::vector<std::string> names;
};

std::vector<OutlineSection> outline(const ContentSpec& spec);

// The section key and definition index a diagnostic path points into
// ("items[2].triggers[0]" -> "items", 2); false when it names no definition.
bool definitionOfPath(std::string_view path, std::string& section, std::size_t& index);

} // namespace rb
