#pragma once
// Building the stat language by name: a modifier, its value and its
// condition, resolved against the stat registries and reported at `where`.
// Statuses, worn gear and the Grant effect build their modifiers here; a
// piece that failed to read was reported then and is skipped quietly.

#include "rulebench/base/json_reader.h"
#include "rulebench/stats/modifier_spec.h"
#include "rulebench/stats/stat_registries.h"

#include <optional>

namespace rb {

std::optional<EffectValue> buildValue(const ValueSpec& spec, const StatRegistries& defs, const Where& where);
std::optional<Condition> buildCondition(const ConditionSpec& spec, const StatRegistries& defs, const Where& where);
// Statuses named must be registered already.
std::optional<StatusModifierDef> buildModifier(const ModifierSpec& spec, const StatRegistries& defs, const Where& where);

// The other way round: a built value or condition in the names content
// writes it with (a saved play state keeps lingering effects so).
ValueSpec nameValue(const EffectValue& value, const StatRegistries& defs);
ConditionSpec nameCondition(const Condition& condition, const StatRegistries& defs);

} // namespace rb
