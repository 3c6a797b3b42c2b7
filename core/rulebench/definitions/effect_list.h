#pragma once
// A built list of effects, each with its own chance, and landing it: the one
// place where effects are rolled. Lists are immutable and shared (a trigger
// with no list of its own shares its definition's), so copying a world never
// copies one.

#include "rulebench/base/random.h"
#include "rulebench/definitions/effect_kinds.h"

#include <memory>
#include <string>
#include <vector>

namespace rb {

struct EffectEntry {
    EffectKindId kind;
    EffectPtr effect;
    Chance chance = Chance::always();
    // Instead of chance: whole percent (held from 0 to 100) worked out each
    // time the entry rolls, its user the landing's.
    std::optional<Formula> chanceFormula;
};
// Where a chance's formula is read: again and again, its user who the landing
// is credited to, no target (one roll for every target).
inline constexpr FormulaUse kChanceFormula{false, true, false, kNobodyUsesIt};
// The chance an entry rolls with in `landing`.
// A division by 0 in its formula is told to `world`.
Chance chanceOf(const EffectEntry& entry, const Landing& landing, EffectWorld& world);
using EffectList = std::vector<EffectEntry>;
using EffectListPtr = std::shared_ptr<const EffectList>;

// Lands the list in order: for each entry, one draw from `ability` for its
// chance (always one, even at 0 or 1), then, when it comes up, the entry
// lands and rolls its own dice from the same stream (Harm and Mend roll once
// per target, in target order). So a seed rolls the same whatever the
// chances are, and a game's own stream never shifts these rolls.
void landEffects(const EffectList& list, const Landing& landing, EffectWorld& world, RandomStream& ability);

// "3d6 kinetic damage; mends 2d4 (50% chance)".
std::string describe(const EffectList& list);
std::string describe(const EffectEntry& entry);

} // namespace rb
