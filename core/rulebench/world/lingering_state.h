#pragma once
// The lingering effects an actor carries (granted by effects: the Grant kind,
// or a game's own), saved in names with the play state and put back exactly:
// each keeps its id and its turns left, and the store's counter goes on where
// it stood, so a resumed run grants and ends them as the straight one does.

#include "rulebench/base/json_reader.h"
#include "rulebench/stats/stat_registries.h"

namespace rb {

// Under `into`: "lingering" (only when there is one), each effect as
// {"id", "stat" and "op" | "flag" | "effect_type", "value", "req",
// "duration", "turns_left", "source", "source_id"}, and "next_effect_id".
void saveLingering(const ConstantEffects& store, const StatRegistries& defs, OrderedJson& into);
// Puts them back onto `store`, which holds what statuses and worn gear put
// there already; every problem is reported through `r`.
void restoreLingering(ObjectReader& r, const StatRegistries& defs, ConstantEffects& store);

} // namespace rb
