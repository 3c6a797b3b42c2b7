#pragma once
// What a game registers before its content is built: the open registries
// content names resolve against. The engine's own come first (six moments
// with fixed ids, the engine's effect kinds, the engine's durations); a game
// adds its own moments, effect kinds, durations and effect types, and says
// whether it has fire and gas (Ignite and Emit exist only where they do).
//
// For a game: build against Registrations::engine() (or bare()) plus what it
// adds; every add() answers with a Result (base/result.h) and refuses a name
// already taken, saying so, so a clash is found at start-up. The ids it gets back stay valid for every Definitions built from
// these registrations: the engine's moments keep ids 0-5, the game's follow in
// the order added, the content's own after them.

#include "rulebench/definitions/effect_kinds.h"
#include "rulebench/definitions/moments.h"
#include "rulebench/grid/fields.h"
#include "rulebench/stats/constant_effects.h"

#include <optional>

namespace rb {

struct Registrations {
    Registry<MomentDef> moments;
    EffectKinds effectKinds;
    Durations durations;
    Registry<EffectTypeDef> effectTypes;
    bool fire = false;
    std::optional<GasKinds> gasKinds; // absent: the game has no gas

    // Nothing but the six engine moments and the eight field-free kinds:
    // a game with neither fire nor gas starts here.
    static Registrations bare();
    // The engine default: bare() plus fire (Ignite) and gas (Emit, smoke).
    static Registrations engine();

    // Turns the fields on; each registers its kind once.
    void addFire();
    void addGas(GasKinds kinds = GasKinds{});
};

} // namespace rb
