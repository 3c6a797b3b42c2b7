#pragma once
// The engine's effect kinds. Harm, Mend, Afflict, Cure, Shove, Pull, Cue and
// Grant need no subsystem; Ignite needs fire and Emit needs gas, so they are
// registered only where those fields are, and a content file naming either
// builds exactly when the game has them.

#include "rulebench/definitions/effect_kinds.h"

namespace rb {

// The eight that need no field.
void addEngineEffects(EffectKinds& kinds);
// Ignite {turns} and Emit {gas, amount}.
void addFireEffects(EffectKinds& kinds);
void addGasEffects(EffectKinds& kinds);

// The longest push or pull, in cells (a burn's longest is fields.h's kMaxBurnTurns).
inline constexpr std::int64_t kMaxShoveDistance = 64;

} // namespace rb
