#include "rulebench/definitions/abilities.h"

#include "rulebench/stats/stat_registries.h"

namespace rb {

std::string_view toString(Aim aim) { return wordOf(kAims, aim); }

std::string describe(const AbilityDef& a, const Registry<StatDef>& stats)
{
    std::string out = a.name + ": ";
    switch (a.aim) {
    case Aim::Cell: out += "at a cell"; break;
    case Aim::Actor: out += "at an actor"; break;
    case Aim::Self: out += "on the caster"; break;
    }
    if (a.aim != Aim::Self)
        out += " within " + a.range.describe();
    if (a.area.kind == Area::Kind::Burst)
        out += ", a radius-" + a.area.radius.describe() + " burst";
    if (a.cooldown > 0)
        out += ", every " + std::to_string(a.cooldown) + (a.cooldown == 1 ? " turn" : " turns");
    if (a.cost)
        out += ", costs " + a.cost->amount.describe() + " " + stats[a.cost->stat].name;
    out += ": ";
    out += a.effects ? describe(*a.effects) : std::string("nothing");
    return out;
}

} // namespace rb
