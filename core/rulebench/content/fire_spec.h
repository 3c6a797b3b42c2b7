#pragma once
// The content's fire, in the names the file uses: what a burning cell does to
// whoever stands in it each turn and how it spreads.
//
// {"damage": 1, "damage_kind": "thermal", "spread_chance": 0.25, "burn_turns": 3}
//
// Every field may be left out; each then means what fire did before it was
// content (grid/fields.h's FireRules), so a file without "fire" plays as it did.

#include "rulebench/base/field_list.h"
#include "rulebench/base/random.h"
#include "rulebench/grid/fields.h"

#include <cstdint>
#include <optional>
#include <string>

namespace rb {

struct FireSpec {
    std::optional<std::int64_t> damage;
    std::optional<std::string> damageKind; // a damage kind's name
    std::optional<Chance> spreadChance;
    std::optional<std::int64_t> burnTurns;
    Json extra;

    static constexpr auto fields();
};

constexpr auto FireSpec::fields()
{
    using S = FireSpec;
    return fieldList(
        field("damage", &S::damage).between(0, kMaxContentNumber).absentMeans("1")
            .says("Damage", "Dealt each turn to whoever stands in a burning cell (an actor, or a prop with health), "
                            "reduced as its damage kind is. Unset: 1."),
        field("damage_kind", &S::damageKind).namesIn("damage_kinds").absentMeans("thermal")
            .says("Damage kind", "What fire harms with. Unset: \"thermal\" when the content has it, else damage of no "
                                 "kind, which nothing reduces."),
        field("spread_chance", &S::spreadChance).shaped(FieldShape::Chance).absentMeans("25%")
            .says("Spread chance", "Rolled each turn for each flammable neighbour (up, left, right, down) of a burning "
                                   "cell, from the run's fire stream; 0 never spreads. Unset: 25%."),
        field("burn_turns", &S::burnTurns).between(1, kMaxBurnTurns).absentMeans("3")
            .says("Burn turns", "How long a cell that caught from a neighbour burns; an Ignite says its own turns. "
                                "Unset: 3."));
}

} // namespace rb
