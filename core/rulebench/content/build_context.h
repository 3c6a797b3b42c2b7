#pragma once
// What every section's builder shares: where a definition sits, named for its
// diagnostics, and the walk over one section. The entry point is build.h.

#include "rulebench/base/diagnostic.h"
#include "rulebench/base/names.h"
#include "rulebench/content/content.h"
#include "rulebench/definitions/definitions.h"

#include <string>
#include <string_view>

namespace rb {

// Where the definition at `index` of `section` sits, named for diagnostics.
Where definitionWhere(Diagnostics& diagnostics, std::string_view section, std::size_t index, const std::string& name);

// Calls `build(spec, where)` for each definition of the section `Section`
// (&ContentSpec::items), its diagnostics carrying its name.
template <auto Section, class Build>
void eachDefinition(const ContentSpec& spec, Diagnostics& diagnostics, Build build)
{
    const auto& list = spec.*Section;
    for (std::size_t i = 0; i < list.size(); ++i)
        build(list[i], definitionWhere(diagnostics, keyOf<Section>, i, list[i].name));
}

} // namespace rb
