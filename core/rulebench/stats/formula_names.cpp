#include "rulebench/stats/formula_names.h"

namespace rb {

FormulaNames formulaNames(const StatRegistries& registries)
{
    return {registries.stats.names(), registries.statuses.names(), registries.flags.names()};
}

} // namespace rb
