#pragma once
// Building a definition's triggers once, against the registered moments and
// effect kinds: an unknown moment is named, a trigger with no list at all
// fails, and each list is shared rather than copied. And a trigger in words.

#include "rulebench/content/content_fields.h"
#include "rulebench/content/effect_spec.h"
#include "rulebench/definitions/triggers.h"

#include <string>
#include <vector>

namespace rb {

// A look's glyph and colour, each checked (reported at `where`, the look).
std::optional<Look> buildLook(const LookSpec& spec, const Where& where);
// An area as read (an invalid one was reported when read: nothing), a
// burst's formula radius compiled where `use` says (radiusFormula: who the
// landing is credited to is its user), its mistakes at `where` (the area).
std::optional<Area> buildArea(const AreaSpec& spec, const Definitions& defs, const FormulaUse& use, const Where& where,
                              const FieldTable& fields = contentFields());

// Builds a definition's triggers. `shared` is the definition's own list
// (null when it has none or it did not build); `hasShared` says whether the
// definition wrote one. Reports at `where` (the definition): an unknown
// moment by name, a trigger with no list at all, fires below 1, a bad look.
// Returns the triggers that built (never null).
TriggerList buildTriggers(const std::vector<TriggerSpec>& specs, const EffectListPtr& shared, bool hasShared,
                          const Definitions& defs, const Where& where, StatDependencies* cycles = nullptr,
                          const FieldTable& fields = contentFields(), const FormulaUse& use = FormulaUse{});

// "on land, a radius-1 burst: 3d6 kinetic damage"
std::string describe(const TriggerDef& trigger, const Registry<MomentDef>& moments);

} // namespace rb
