#pragma once
// The names a formula may read, from the stat language's registries.

#include "rulebench/formula/formula.h"
#include "rulebench/stats/stat_registries.h"

namespace rb {

FormulaNames formulaNames(const StatRegistries& registries);

} // namespace rb

#include "rulebench/stats/modifier_spec.h"

namespace rb {

// Every name a formula's text reads, each emitted under its section
// ("stats", "statuses" or "flags"; a has() under statuses and then flags) at
// `field`, and written back into the text when the visitor renamed it. Text
// that is not a formula is left alone.
void forEachFormulaReference(std::string& text, const std::string& field, const ReferenceEmit& emit);

} // namespace rb
