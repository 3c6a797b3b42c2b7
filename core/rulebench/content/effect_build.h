#pragma once
// Building an effect list from its entries as written: each names a
// registered effect kind, which builds its own arguments.

#include "rulebench/content/effect_spec.h"
#include "rulebench/definitions/definitions.h"
#include "rulebench/definitions/effect_list.h"
#include "rulebench/stats/stat_cycles.h"

#include <vector>

namespace rb {

// Builds every entry; reports every one that does not build (unknown kind,
// bad argument, bad chance) at `where` (the list's own path) and leaves it
// out. Returns null when any entry failed.
// Modifiers the entries carry (Grant's) join `cycles` when it is given.
// Their formulas are compiled as `use` says (a prop that lands as itself has
// no user) and their chances' as kChanceFormula says, with its user.
EffectListPtr buildEffects(const std::vector<EffectSpec>& specs, const Definitions& defs, const Where& where,
                           StatDependencies* cycles = nullptr, const FormulaUse& use = FormulaUse{});

} // namespace rb
