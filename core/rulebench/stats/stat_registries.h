#pragma once
// The registries the stat language names: stats, damage kinds, flags,
// statuses, and the durations and effect types a game registers. A modifier,
// a condition or a value is built against these alone, so everything that
// reads one (statuses, worn gear, the Grant effect) needs no more than this.

#include "rulebench/base/registry.h"
#include "rulebench/stats/constant_effects.h"
#include "rulebench/stats/statuses.h"

#include <cstdint>
#include <optional>
#include <string>

namespace rb {

struct StatDef {
    std::string name;
    std::int64_t defaultValue = 0;
    std::optional<std::int64_t> min;
    std::optional<std::int64_t> max;
};
using StatId = Id<StatDef>;

struct DamageKindDef {
    std::string name;
    std::optional<StatId> reducedBy;
};
using DamageKindId = Id<DamageKindDef>;

struct FlagDef {
    std::string name;
};
using FlagId = Id<FlagDef>;

struct StatRegistries {
    Registry<StatDef> stats;
    Registry<DamageKindDef> damageKinds;
    Registry<FlagDef> flags;
    Registry<StatusDef> statuses;
    // Durations and effect types a game registers by name (the engine's own
    // durations are always there); register them before building content
    // that names them.
    Durations durations;
    Registry<EffectTypeDef> effectTypes;
};

} // namespace rb
