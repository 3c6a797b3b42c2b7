#pragma once
// Building statuses, their modifiers, values and conditions by name. Every
// unknown stat, flag, damage kind or status is reported in one pass; so are a
// stacking rule that does not exist, a badge longer than one character, turns
// below 1 and a stat that depends on itself.

#include "rulebench/definitions.h"
#include "rulebench/spec_statuses.h"
#include "rulebench/stat_cycles.h"

#include <optional>

namespace rb {

void buildStatuses(const ContentSpec& spec, Definitions& defs, Diagnostics& diagnostics);
// The same, adding every modifier's edges to `cycles` for the caller to
// report once every other modifier (worn gear) has joined.
void buildStatuses(const ContentSpec& spec, Definitions& defs, Diagnostics& diagnostics, StatDependencies& cycles);

// The pieces, for other definitions that carry modifiers (worn gear). They
// resolve names through `defs` (statuses must be registered already) and
// report at `where`; a piece that failed to read was reported then and is
// skipped quietly.
std::optional<EffectValue> buildValue(const ValueSpec& spec, const Definitions& defs, const Where& where);
std::optional<Condition> buildCondition(const ConditionSpec& spec, const Definitions& defs, const Where& where);
std::optional<StatusModifierDef> buildModifier(const ModifierSpec& spec, const Definitions& defs, const Where& where);

// Code points in UTF-8 text (a badge is one).
std::size_t codePointCount(std::string_view utf8);

} // namespace rb
