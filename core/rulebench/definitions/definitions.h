#pragma once
// Definitions: the content resolved by name into registries, ready for the
// rules — the stat language's registries, moments and effect kinds, items,
// props, actors, fact kinds, counters and quests. content/build.h makes them
// from a content file; a game may also fill them in code.

#include "rulebench/definitions/abilities.h"
#include "rulebench/definitions/actors.h"
#include "rulebench/definitions/items.h"
#include "rulebench/definitions/registrations.h"
#include "rulebench/facts/ledger.h"
#include "rulebench/facts/quests.h"
#include "rulebench/stats/stat_registries.h"

#include <cstddef>
#include <cstdint>
#include <optional>

namespace rb {

struct Definitions : StatRegistries {
    // The registered moments (the engine's six first), then the file's own.
    Registry<MomentDef> moments;
    std::size_t registeredMoments = 0;
    EffectKinds effectKinds;
    bool fire = false;
    FireRules fireRules;                  // the content's "fire": its harm, spread and how long a caught cell burns
    std::optional<DamageKindId> fireKind; // what fire harms with: the content's, or "thermal" when it has one
    std::optional<GasKinds> gasKinds; // absent: the game has no gas
    Registry<ItemDef> items;
    Registry<PropDef> props;
    Registry<AbilityDef> abilities;

    Registry<ActorDef> actors;
    Registry<FactionDef> factions; // the names actors use, in order of first appearance
    Registry<FactKindDef> factKinds;
    Registry<CounterDef> counters;
    Registry<QuestDef> quests;
};

} // namespace rb
