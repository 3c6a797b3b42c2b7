#pragma once
// Find usages: every place in the content that names one definition, each
// said as the definition that names it and the field, in the designer's
// words ("rock" and "trigger 1, effect 1, status"), with the JSON pointer for
// the form to open at. The references are the ones a rename rewrites
// (references.h); `uses NAME` (content_query.h) lists the same definitions.

#include "rulebench/base/field_rows.h"
#include "rulebench/content/content.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace rb {

struct ContentUsage {
    std::string section;    // the naming definition's section ("items")
    std::size_t index = 0;  // its place there
    std::string definition; // its name ("rock")
    std::string pointer;    // the field, as a JSON pointer inside it ("/triggers/0/effects/0/args/status")
    std::string words;      // the field in the form's words ("trigger 1, effect 1, status")
    std::string target;     // the section of the definition named ("statuses")

    bool operator==(const ContentUsage&) const = default;
};

// Every place that names `name` of `targetSection` (of any section when
// empty), in the content's order: sections in file order, definitions in
// theirs, each definition's places in the order it names them.
std::vector<ContentUsage> contentUsages(const ContentSpec& spec, const FieldTable& fields, std::string_view targetSection,
                                        std::string_view name);

} // namespace rb
