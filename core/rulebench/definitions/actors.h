#pragma once
// Actors as built: a name, a glyph, a colour, a faction and base stats. The
// minimal definition other sections (gear, statuses, scenarios) extend.

#include "rulebench/base/dice.h"
#include "rulebench/base/enum_words.h"
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
struct AbilityDef;
using AbilityId = Id<AbilityDef>;

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

// How an actor acts in turns where the script gives it nothing.
struct Behaviour {
    enum class Act : std::uint8_t {
        Hold,   // only the script moves it
        Melee,  // steps toward the nearest hostile, attacks when next to one
        Ranged, // uses what does the most good where it lands, else keeps within reach
    };
    Act act = Act::Hold;
    // Below this percentage of its starting health it steps away from the
    // nearest hostile instead.
    std::optional<int> fleeBelow;
    friend bool operator==(const Behaviour&, const Behaviour&) = default;
};
inline constexpr EnumWord<Behaviour::Act> kBehaviourActs[] = {
    {Behaviour::Act::Hold, "hold"}, {Behaviour::Act::Melee, "melee"}, {Behaviour::Act::Ranged, "ranged"}};
std::string_view toString(Behaviour::Act act);

struct ActorDef {
    std::string name;
    std::string glyph;                  // one character, UTF-8
    std::optional<std::uint32_t> color; // 0xRRGGBB
    FactionId faction;
    std::vector<std::pair<StatId, std::int64_t>> stats; // base values this actor overrides
    std::optional<ActorAttack> attack;
    std::vector<AbilityId> abilities; // what it knows, in the order written
    Behaviour behaviour;
    std::int64_t actionsPerTurn = 1; // a further action of one of these in the same turn is refused

    bool knows(AbilityId ability) const
    {
        for (AbilityId a : abilities)
            if (a == ability)
                return true;
        return false;
    }

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
