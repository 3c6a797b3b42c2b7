#pragma once
// Actors as built: a name, a glyph, a colour, a faction and base stats. The
// minimal definition other sections (gear, statuses, scenarios) extend.

#include "rulebench/base/dice.h"
#include "rulebench/base/registry.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace rb {

struct StatDef;
using StatId = Id<StatDef>;
struct DamageKindDef;
using DamageKindId = Id<DamageKindDef>;

// A plain blow the sandbox's "attack" action deals to an adjacent actor.
struct ActorAttack {
    DamageKindId kind;
    Dice roll;
};

// Factions are the names actors use, numbered in order of first appearance.
struct FactionDef {
    std::string name;
};
using FactionId = Id<FactionDef>;

struct ActorDef {
    std::string name;
    std::string glyph;                  // one character, UTF-8
    std::optional<std::uint32_t> color; // 0xRRGGBB
    FactionId faction;
    std::vector<std::pair<StatId, std::int64_t>> stats; // base values this actor overrides
    std::optional<ActorAttack> attack;

    // The actor's own base for `stat`, or nothing (the stat's default applies).
    std::optional<std::int64_t> base(StatId stat) const
    {
        for (const auto& [id, value] : stats)
            if (id == stat)
                return value;
        return std::nullopt;
    }
};
using ActorId = Id<ActorDef>;

// "#rrggbb" as 0xRRGGBB, or nothing when the text is not that shape.
std::optional<std::uint32_t> parseColor(std::string_view text);
// Whether `text` is exactly one printable character in UTF-8.
bool isOneGlyph(std::string_view text);

} // namespace rb
