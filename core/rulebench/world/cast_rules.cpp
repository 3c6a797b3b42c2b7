// The "cast" action: checked whole like every action, its landing left to
// phase 2 of the turn (World::landTriggers), from the "ability" stream.
#include "rulebench/world/cast_rules.h"

#include "rulebench/base/saturating.h"
#include "rulebench/content/build.h"
#include "rulebench/grid/burst.h"
#include "rulebench/world/action_checks.h"
#include "rulebench/world/turn_work.h"

#include <algorithm>
#include <cstdint>
#include <variant>

namespace rb::castRules {

namespace {
// What an ability is aimed at, as a refusal says it.
constexpr EnumWord<Aim> kAimedAt[] = {{Aim::Cell, "a cell"}, {Aim::Actor, "an actor"}, {Aim::Self, "the caster"}};

// The cell a cast lands on, or why it cannot be cast there.
std::variant<Cell, std::string> aimedCell(const World& w, const WorldActor& who, const AbilityDef& def, const Action& a)
{
    switch (def.aim) {
    case Aim::Self: return who.at;
    case Aim::Actor: {
        if (a.target.empty())
            return def.name + " is aimed at an actor: give \"target\"";
        if (auto r = whyNotLiving(w, a.target, "aim at"))
            return *r;
        const Cell at = w.actor(a.target)->at;
        if (auto r = whyNotInReach(w, who, at, w.valueOf(def.range, who.ref), def.name))
            return a.target + " at " + *r;
        return at;
    }
    case Aim::Cell:
        if (!a.toCell)
            return def.name + " is aimed at a cell: give \"at\"";
        if (auto r = whyNotInReach(w, who, a.to, w.valueOf(def.range, who.ref), def.name))
            return *r;
        return a.to;
    }
    return who.at;
}

// The base of `stat` that brings its value down by `amount`: the value, not
// the base, is what a cost is checked against, so it is the value that pays.
// The base may go below the stat's minimum while a modifier holds the value
// up; where a floor (a minimum, an AtLeast) stops the value short, the base
// goes only as far as the floor. The value is a rising function of the base
// (an Add adds, a MulPct scales, the bounds clamp), so the base is searched.
void pay(const World& w, WorldActor& who, StatId stat, std::int64_t amount)
{
    StatBlock& stats = who.holder.stats;
    const std::int64_t base = stats.baseOverride(stat).value_or(w.definitions().stats[stat].defaultValue);
    const std::int64_t before = w.value(who, stat);
    const auto valueAt = [&](std::int64_t b) {
        stats.setBase(stat, b);
        return w.value(who, stat);
    };
    // Most costs: nothing but Adds between the base and the value.
    const std::int64_t plain = saturatingAdd(base, -amount);
    if (valueAt(plain) == saturatingAdd(before, -amount))
        return;
    const std::int64_t target = std::max(saturatingAdd(before, -amount), valueAt(-kStatLimit));
    // The highest base whose value is at most the target, between -kStatLimit and the base.
    std::int64_t low = -kStatLimit;
    std::int64_t high = base;
    while (low < high) {
        const auto span = static_cast<std::uint64_t>(high) - static_cast<std::uint64_t>(low);
        const auto mid = static_cast<std::int64_t>(static_cast<std::uint64_t>(low) + span / 2 + span % 2);
        if (valueAt(mid) <= target)
            low = mid;
        else
            high = mid - 1;
    }
    stats.setBase(stat, low);
}
} // namespace

bool build(const ActionSpec& s, ActionContext& c, const Where& w, Action& a)
{
    const Definitions& defs = c.definitions();
    auto id = c.actorId(s.id, w.key("id"), false);
    auto ability = resolveName(defs.abilities, *s.ability, w.key("ability"), "ability");
    if (!ability)
        return false;
    const AbilityDef& def = defs.abilities[*ability];
    bool good = id.has_value();
    const auto wants = [&](bool present, bool needed, const char* key, const char* what) {
        if (present && !needed) {
            w.key(key).error(def.name + " is aimed at " + std::string(wordOf(kAimedAt, def.aim)) + ": it takes no \"" + key + "\"");
            good = false;
        } else if (!present && needed) {
            w.error(def.name + " is aimed at " + what + ": give \"" + key + "\"");
            good = false;
        }
    };
    wants(s.at.has_value(), def.aim == Aim::Cell, "at", "a cell");
    wants(s.target.has_value(), def.aim == Aim::Actor, "target", "an actor");
    std::optional<std::string> target;
    if (s.target && def.aim == Aim::Actor)
        good = (target = c.actorId(s.target, w.key("target"), false)).has_value() && good;
    if (s.at && def.aim == Aim::Cell)
        good = c.cellOk(*s.at, w.key("at")) && good;
    if (!good)
        return false;
    a.id = *id;
    a.ability = *ability;
    a.target = target.value_or(std::string());
    a.toCell = s.at.has_value();
    a.to = s.at.value_or(Cell{});
    return true;
}

std::optional<std::string> whyNot(const World& w, const Action& a)
{
    if (auto r = whyNotLiving(w, a.id))
        return r;
    if (a.ability.value >= w.definitions().abilities.size())
        return "no such ability";
    const AbilityDef& def = w.definitions().abilities[a.ability];
    const WorldActor& who = *w.actor(a.id);
    if (!w.definitions().actors[who.kind].knows(a.ability))
        return a.id + " does not know " + def.name;
    if (const std::int64_t left = w.cooldownLeft(who, a.ability))
        return def.name + " is cooling down: " + std::to_string(left) + (left == 1 ? " turn left" : " turns left");
    if (def.cost) {
        const std::int64_t have = w.value(who, def.cost->stat);
        const std::int64_t cost = w.valueOf(def.cost->amount, who.ref);
        if (have < cost)
            return a.id + " has " + std::to_string(have) + " " + w.definitions().stats[def.cost->stat].name + ": " + def.name
                + " costs " + std::to_string(cost);
    }
    const auto aimed = aimedCell(w, who, def, a);
    if (const auto* why = std::get_if<std::string>(&aimed))
        return *why;
    return std::nullopt;
}

void apply(World& w, WorldActor& who, const Action& a, TurnWork& work)
{
    const AbilityDef& def = w.definitions().abilities[a.ability];
    const Cell at = std::get<Cell>(aimedCell(w, who, def, a));
    // The radius as the cast was weighed, before it is paid for (a behaviour reads it then too).
    bool dividedByZero = false;
    const auto radius = static_cast<int>(w.valueOf(def.area.radius, who.ref, EntityRef{}, dividedByZero));
    if (def.cost)
        pay(w, who, def.cost->stat, w.valueOf(def.cost->amount, who.ref));
    const std::int64_t castAt = w.turn() + 1;
    std::erase_if(who.cooldowns, [&](const Cooldown& c) { return c.ability == a.ability || c.readyAt <= castAt; });
    if (def.cooldown > 0) {
        // In ability order, as a restored world holds them, so that two
        // worlds in one state hold them alike whatever was cast first.
        const auto place = std::lower_bound(who.cooldowns.begin(), who.cooldowns.end(), a.ability,
                                            [](const Cooldown& c, AbilityId id) { return c.ability.value < id.value; });
        who.cooldowns.insert(place, Cooldown{a.ability, castAt + def.cooldown});
    }
    TurnWork::CastRequest cast{who.ref, a.ability, at, {}};
    if (def.area.kind == Area::Kind::Burst) {
        BurstScratch scratch;
        burst(w.grid(), at, radius, w.gas(), cast.cells, scratch);
    } else if (w.grid().isFloor(at)) {
        cast.cells.push_back(at);
    }
    WorldEvent& e = work.add(WorldEvent::Kind::Cast);
    e.who = who.id;
    e.ability = a.ability;
    e.text = def.name;
    e.at = at;
    e.other = a.target;
    e.detail = cast.cells;
    e.actorKind = who.kind;
    e.faction = who.faction;
    work.casts.push_back(std::move(cast));
    if (dividedByZero) { // after the cast it belongs to
        WorldEvent& z = work.add(WorldEvent::Kind::DividedByZero);
        z.who = who.id;
        z.text = "the area of " + def.name;
        z.action = def.area.radius.formula->text();
    }
}

} // namespace rb::castRules
