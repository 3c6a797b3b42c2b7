#pragma once
// Private to the world. The lingering effects an actor carries (granted by effects: the Grant kind,
// or a game's own), saved in names with the play state and put back exactly:
// each keeps its id and its turns left, and the store's counter goes on where
// it stood, so a resumed run grants and ends them as the straight one does.

#include "rulebench/base/json_reader.h"
#include "rulebench/stats/stat_registries.h"

#include <cstdint>
#include <optional>
#include <span>
#include <utility>

namespace rb {

// An actor's "lingering" (nothing when none carry on), each effect as {"id",
// "stat" and "op" | "flag" | "effect_type", "value", "req", "duration",
// "turns_left", "source", "source_id"}; its "next_effect_id" is store.nextId().
std::optional<Json> saveLingering(const ConstantEffects& store, const StatRegistries& defs);
// Puts them back onto `store`, which holds what statuses and worn gear put
// there already (on the ids they held when saved, by `firstIds`: see
// ConstantEffects::restoreLingering); every problem is reported at `actor`
// (the actor's object).
void restoreLingering(const std::optional<Json>& lingering, std::optional<std::int64_t> nextId, const Where& actor,
                      const StatRegistries& defs, ConstantEffects& store,
                      std::span<const std::pair<Source, std::uint64_t>> firstIds = {});

} // namespace rb
