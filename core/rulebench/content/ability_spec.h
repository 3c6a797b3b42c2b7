#pragma once
// The authored form of an ability, in the names the file uses.
//
// {"name": "fireball", "aim": "cell", "range": 6, "area": {"burst": 1},
//  "cooldown": 3, "cost": {"stat": "charge", "amount": 2},
//  "effects": [...], "look": {"glyph": "*", "color": "#ff8030"}}
//
// "aim" is "cell", "actor" or "self"; "range" the round disk a throw reaches
// (0 when absent: the caster's own cell); "area" "here" (the default) or
// {"burst": r}; "cooldown" 0 when absent; "cost" optional.

#include "rulebench/base/whole_or_formula.h"
#include "rulebench/content/effect_spec.h"
#include "rulebench/definitions/abilities.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace rb {

struct CostSpec {
    std::string stat;
    WholeOrFormula amount;
    Json extra;

    static constexpr auto fields();
};

constexpr auto CostSpec::fields()
{
    return fieldList(field("stat", &CostSpec::stat).required().namesIn("stats").says("Stat"),
                     field("amount", &CostSpec::amount).required().atLeast(1)
                         .says("Amount", "The caster's value of the stat (modifiers counted) must be at least "
                                       "this; casting lowers that value by exactly this. A number, or a formula worked "
                                       "out each time the cast is weighed (=3 - user.stat(wits) / 4): its user is the "
                                       "caster; no dice, no turn, no target."));
}

struct AbilitySpec {
    std::string name;
    std::string aim;
    std::optional<WholeOrFormula> range;
    std::optional<AreaSpec> area;
    std::optional<std::int64_t> cooldown;
    std::optional<CostSpec> cost;
    std::optional<std::vector<EffectSpec>> effects;
    std::optional<LookSpec> look;
    Json extra;

    static constexpr auto fields();
};

constexpr auto AbilitySpec::fields()
{
    using S = AbilitySpec;
    return fieldList(
               nameField(&S::name),
               field("aim", &S::aim).required().oneOf(wordsIn<kAims>)
                   .says("Aim", "cell: any cell in range and line; actor: a living actor in range and line; self: the "
                                "caster's own cell."),
               field("range", &S::range).between(0, kMaxReach).absentMeans("0")
                   .says("Range", "How far it reaches, in cells: the round disk a throw reaches, the line to the cell "
                                  "clear. Unset: 0, the caster's own cell. A number, or a formula worked out each "
                                  "time the cast is weighed (=1 + user.stat(wits) / 2): its user is the caster; no "
                                  "dice, no turn, no target."),
               field("area", &S::area).keptInside().absentMeans(AreaSpec::kHere)
                   .says("Area", "Here: the aimed cell. Burst: every cell in sight of it within the radius, as a "
                                 "grenade of that radius bursts."),
               field("cooldown", &S::cooldown).between(0, 1'000'000).absentMeans("0")
                   .says("Cooldown", "Turns between casts: cast at turn t, it can be cast again at t + cooldown. "
                                     "Unset: 0, no wait between casts (each cast is one of the caster's actions that "
                                     "turn)."),
               field("cost", &S::cost)
                   .says("Cost", "The caster needs at least this much of the stat's value, and the cast lowers "
                                 "the value by it."),
               custom("effects", &S::effects, &readEffects).neededToBuild().notEmpty()
                   .says("Effects", "What lands on everyone in the area, credited to the caster."),
               lookField(&S::look))
        .named("ability");
}

} // namespace rb
