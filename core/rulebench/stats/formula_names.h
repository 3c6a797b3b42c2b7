#pragma once
// The names a formula may read, from the stat language's registries.

#include "rulebench/base/where.h"
#include "rulebench/formula/formula.h"
#include "rulebench/stats/stat_registries.h"

#include <optional>
#include <string_view>

namespace rb {

FormulaNames formulaNames(const StatRegistries& registries);

// A modifier's value, read each time its stat is: it may read its holder (the
// target) but not roll, and it has no user.
inline constexpr FormulaUse kModifierFormula{false, false, true, "a modifier's value reads its holder (target)"};

// `text` (a formula's, "=" included) compiled where `use` says, each mistake
// reported at `where` by its column; nullopt when there was one.
std::optional<Formula> compileFieldFormula(std::string_view text, const StatRegistries& registries,
                                           const FormulaUse& use, const Where& where);

} // namespace rb

#include "rulebench/stats/modifier_spec.h"

namespace rb {

// Every name a formula's text reads, each emitted under its section
// ("stats", "statuses" or "flags"; a has() under statuses and then flags) at
// `field`, and written back into the text when the visitor renamed it. Text
// that is not a formula is left alone.
void forEachFormulaReference(std::string& text, const std::string& field, const ReferenceEmit& emit);

} // namespace rb
