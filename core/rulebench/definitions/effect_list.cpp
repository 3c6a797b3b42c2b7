#include "rulebench/definitions/effect_list.h"

#include "rulebench/definitions/definitions.h"

namespace rb {

void landEffects(const EffectList& list, const Landing& landing, EffectWorld& world, RandomStream& ability)
{
    for (const EffectEntry& e : list)
        if (ability.roll(e.chance))
            e.effect->apply(landing, world, ability);
}

std::string describe(const EffectEntry& entry)
{
    std::string out = entry.effect->describe();
    if (entry.chance != Chance::always()) {
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
