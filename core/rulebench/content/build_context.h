#pragma once
// What every section's builder shares: where a definition sits, named for its
// diagnostics, the walk over one section, and a row's bounds in words. The
// entry point is build.h.
//
// A builder checks a number against its field's row in the table it is
// given (content_fields.h), never against a bound of its own.

#include "rulebench/base/diagnostic.h"
#include "rulebench/base/names.h"
#include "rulebench/content/content.h"
#include "rulebench/content/content_fields.h"
#include "rulebench/base/whole_or_formula.h"
#include "rulebench/definitions/definitions.h"
#include "rulebench/formula/whole_value.h"

#include <string>
#include <string_view>

namespace rb {

// Where the definition at `index` of `section` sits, named for diagnostics.
Where definitionWhere(Diagnostics& diagnostics, std::string_view section, std::size_t index, const std::string& name);

// A row's bounds in words, for "... is between 0 and 64, got 65": "between
// 0 and 64" (`unit` after the upper bound: "between 0 and 1000000 turns"), or
// "at least 1" when only the lower one binds (reading keeps every number
// within kMaxContentNumber).
std::string boundsInWords(const FieldAbout& about, std::string_view unit = {});

// A field that takes a number or a formula, built: a number checked against
// the row's bounds ("`what` is between 1 and 64, got 65"), a formula compiled
// where `use` says (its mistakes at their columns) and its value held to the
// row's bounds when it is read. Nullopt after a reported mistake.
std::optional<WholeValue> buildWhole(const WholeOrFormula& spec, const FieldAbout& row, const Definitions& defs,
                                     const FormulaUse& use, const Where& where, std::string_view what);

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
