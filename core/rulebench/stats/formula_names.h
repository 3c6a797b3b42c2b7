#pragma once
// The names a formula may read, from the stat language's registries.

#include "rulebench/formula/formula.h"
#include "rulebench/stats/stat_registries.h"

namespace rb {

FormulaNames formulaNames(const StatRegistries& registries);

} // namespace rb
