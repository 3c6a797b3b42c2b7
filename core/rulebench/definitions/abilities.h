#pragma once
// Abilities as built: the third carrier of effects, beside items and props.
// An actor knows some; casting one aims it (at a cell, an actor or the
// caster), checks its range and line like a throw, takes its cost and starts
// its cooldown, and lands its effects over its area from the "ability" stream.

#include "rulebench/base/enum_words.h"
#include "rulebench/definitions/effect_list.h"
#include "rulebench/definitions/triggers.h"
#include "rulebench/formula/whole_value.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace rb {

struct StatDef;
using StatId = Id<StatDef>;

// What an ability is aimed at.
enum class Aim : std::uint8_t {
    Cell,  // any cell in range and line
    Actor, // a living actor in range and line
    Self,  // the caster's own cell
};
inline constexpr EnumWord<Aim> kAims[] = {{Aim::Cell, "cell"}, {Aim::Actor, "actor"}, {Aim::Self, "self"}};
std::string_view toString(Aim aim);

// What a cast takes from the caster: at least `amount` of `stat` to cast,
// and `amount` off its base when it does. A formula's amount reads the caster
// as its user, each time the cast is weighed.
struct AbilityCost {
    StatId stat;
    WholeValue amount;
};
// Where a cost's formula is read: again and again (no dice, no turn), its user the caster, no target.
inline constexpr FormulaUse kCostFormula{false, true, false, kNobodyUsesIt};

struct AbilityDef {
    std::string name;
    Aim aim = Aim::Cell;
    WholeValue range;          // the round disk of a throw, read for the caster (kRangeFormula); 0: its own cell only
    Area area;                 // the aimed cell, or a burst around it (its radius read for the caster)
    std::int64_t cooldown = 0; // cast at turn t: next allowed at t + cooldown
    std::optional<AbilityCost> cost;
    EffectListPtr effects; // never null in built definitions
    std::optional<Look> look;
};
using AbilityId = Id<AbilityDef>;

// "fireball: at a cell within 6, a radius-1 burst, every 3 turns, costs 2 charge: 3d6 thermal damage"
std::string describe(const AbilityDef& ability, const Registry<StatDef>& stats);

} // namespace rb
