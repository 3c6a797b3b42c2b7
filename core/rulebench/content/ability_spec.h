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

#include "rulebench/content/effect_spec.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace rb {

struct CostSpec {
    std::string stat;
    std::int64_t amount = 0;
    Json extra;

    static constexpr auto fields();
};

constexpr auto CostSpec::fields()
{
    return fieldList(field("stat", &CostSpec::stat).required(), field("amount", &CostSpec::amount).required());
}

struct AbilitySpec {
    std::string name;
    std::string aim;
    std::optional<std::int64_t> range;
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
    return fieldList(nameField(&S::name), field("aim", &S::aim).required(), field("range", &S::range),
                     field("area", &S::area).keptInside(), field("cooldown", &S::cooldown), field("cost", &S::cost),
                     custom("effects", &S::effects, &readEffects), field("look", &S::look));
}

} // namespace rb
