#pragma once
// Where one definition names another: found for "what uses this?" before a
// delete, and rewritten all at once when a definition is renamed.

#include "rulebench/content/content.h"

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace rb {

struct ReferenceSite {
    std::string section;    // the referring definition's section, e.g. "damage_kinds"
    std::size_t index = 0;  // its index there
    std::string definition; // its name
    std::string field;      // where inside it, e.g. "reduced_by"
};

// Called for every name in every definition that refers to a definition of
// `targetSection`. The name may be rewritten.
using ReferenceVisitor =
    std::function<void(std::string_view targetSection, std::string& name, const ReferenceSite& site)>;
void visitReferences(ContentSpec& spec, const ReferenceVisitor& visit);

std::vector<ReferenceSite> findReferences(const ContentSpec& spec, std::string_view targetSection, std::string_view name);

// Renames every reference to `from` in `targetSection` to `to`; returns the
// definitions that changed.
std::vector<ReferenceSite> renameReferences(ContentSpec& spec, std::string_view targetSection, std::string_view from,
                                            std::string_view to);

} // namespace rb
