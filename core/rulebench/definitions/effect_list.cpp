#include "rulebench/definitions/effect_list.h"

#include "rulebench/definitions/definitions.h"

#include <algorithm>

namespace rb {

Chance chanceOf(const EffectEntry& entry, const Landing& landing, EffectWorld& world)
{
    if (!entry.chanceFormula)
        return entry.chance;
    const FormulaScope scope{world.formulaReader(), landing.user, EntityRef{}, nullptr};
    bool divisionByZero = false;
    const std::int64_t value = entry.chanceFormula->evaluate(scope, divisionByZero);
    if (divisionByZero)
        world.dividedByZero(landing.user, *entry.chanceFormula);
    const std::int64_t percent = std::clamp<std::int64_t>(value, 0, 100);
    return Chance{static_cast<int>(percent * 10)};
}

void landEffects(const EffectList& list, const Landing& landing, EffectWorld& world, RandomStream& ability)
{
    for (const EffectEntry& e : list)
        if (ability.roll(chanceOf(e, landing, world)))
            e.effect->apply(landing, world, ability);
}

std::string describe(const EffectEntry& entry)
{
    std::string out = entry.effect->describe();
    if (entry.chanceFormula) {
        const std::string& text = entry.chanceFormula->text();
        out += " (" + text.substr(std::min(text.size(), text.find('=') + 1)) + "% chance)";
    } else if (entry.chance != Chance::always()) {
        const int pm = entry.chance.perMille;
        std::string pct = std::to_string(pm / 10);
        if (pm % 10)
            pct += "." + std::to_string(pm % 10);
        out += " (" + pct + "% chance)";
    }
    return out;
}

std::string describe(const EffectList& list)
{
    std::string out;
    for (const EffectEntry& e : list) {
        if (!out.empty())
            out += "; ";
        out += describe(e);
    }
    return out;
}

} // namespace rb
