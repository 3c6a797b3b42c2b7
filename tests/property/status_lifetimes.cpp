#include "status_lifetimes.h"

#include <algorithm>
#include <set>
#include <vector>

namespace rb::property {

namespace {
std::string said(const World& w, const TurnReport& r, const WorldEvent& e)
{
    return "turn " + std::to_string(r.turn) + ": " + eventText(w.definitions(), e);
}

std::size_t installed(const WorldActor& a, const StatusInstance& i)
{
    const Source own = Source::status(i.status, i.instance);
    return static_cast<std::size_t>(std::count_if(a.holder.stats.effects().all().begin(), a.holder.stats.effects().all().end(),
                                                  [&](const Effect& e) { return e.source == own; }));
}
} // namespace

void StatusLifetimes::start(const World& w)
{
    until_.clear();
    for (const WorldActor& a : w.actors())
        if (a.alive)
            for (const StatusInstance& i : a.holder.statuses.instances())
                until_[{a.id, i.status.value, i.instance}] = w.turn() + i.turnsLeft - 1;
}

std::optional<std::string> StatusLifetimes::after(const World& w, const TurnReport& r)
{
    if (auto why = follow(w, r))
        return why;
    // An affliction may still land on the dead, whose statuses stand still.
    std::erase_if(until_, [&](const auto& kv) {
        const WorldActor* a = w.actor(std::get<0>(kv.first));
        return !a || !a->alive;
    });
    if (auto why = listed(w, r.turn))
        return why;
    return lastBlows(w, r);
}

// What the turn's events did to each instance's lifetime.
std::optional<std::string> StatusLifetimes::follow(const World& w, const TurnReport& r)
{
    std::set<std::pair<std::string, std::uint32_t>> onTime; // (actor, status) with an instance expired on time
    std::vector<const WorldEvent*> early;
    for (const WorldEvent& e : r.events) {
        if (e.kind == WorldEvent::Kind::Death || e.kind == WorldEvent::Kind::Removed)
            std::erase_if(until_, [&](const auto& kv) { return std::get<0>(kv.first) == e.who; });
        if (e.kind != WorldEvent::Kind::Status)
            continue;
        const StatusEvent se = e.statusEvent();
        const Key key{e.who, se.status.value, se.instance};
        switch (se.change) {
        case StatusChange::AppliedFresh:
        case StatusChange::Stacked:
        case StatusChange::Refreshed:
        case StatusChange::Extended: until_[key] = r.turn + se.turnsLeft - 1; break;
        case StatusChange::Cured:
        case StatusChange::Replaced: until_.erase(key); break;
        case StatusChange::Expired: {
            const auto it = until_.find(key);
            if (it == until_.end())
                return said(w, r, e) + ", but it was never applied";
            if (r.turn > it->second + 1)
                return said(w, r, e) + ", but it was to go in turn " + std::to_string(it->second + 1);
            if (r.turn <= it->second)
                early.push_back(&e);
            else
                onTime.insert({e.who, se.status.value});
            until_.erase(it);
            break;
        }
        default: break;
        }
    }
    for (const WorldEvent* e : early)
        if (w.definitions().statuses[e->statusEvent().status].expire != Expiry::All
            || !onTime.contains({e->who, e->statusEvent().status.value}))
            return said(w, r, *e) + ", before the blows of the turns it was applied for";
    return std::nullopt;
}

// Every instance that holds for this turn's blows is listed with its
// modifiers, none is listed past its time, and none is listed unapplied.
std::optional<std::string> StatusLifetimes::listed(const World& w, std::int64_t turn) const
{
    const Definitions& defs = w.definitions();
    for (const auto& [key, until] : until_) {
        const auto& [actor, status, instance] = key;
        const WorldActor* a = w.actor(actor);
        const StatusInstance* i = a ? a->holder.statuses.find(StatusId{status}, instance) : nullptr;
        const std::string what = actor + "'s " + defs.statuses[StatusId{status}].name + " #" + std::to_string(instance);
        if (until < turn)
            return "turn " + std::to_string(turn) + ": " + what + " is still listed, but held only through turn "
                + std::to_string(until);
        if (!i)
            return "turn " + std::to_string(turn) + ": " + what + " is gone, but holds through turn " + std::to_string(until);
        if (installed(*a, *i) != defs.statuses[i->status].modifiers.size())
            return "turn " + std::to_string(turn) + ": " + what + " is listed without its modifiers in force";
    }
    for (const WorldActor& a : w.actors())
        for (const StatusInstance& i : a.holder.statuses.instances())
            if (a.alive && !until_.contains({a.id, i.status.value, i.instance}))
                return "turn " + std::to_string(turn) + ": " + a.id + "'s " + defs.statuses[i.status].name
                    + " is listed, but no event applied it";
    return std::nullopt;
}

// The last damage each actor took this turn was reduced by its stat's value
// now (nothing of the holder's changes after it but an end-of-turn effect
// ending, which the check steps round).
std::optional<std::string> StatusLifetimes::lastBlows(const World& w, const TurnReport& r) const
{
    const Definitions& defs = w.definitions();
    std::map<std::string, const WorldEvent*> last;
    for (const WorldEvent& e : r.events) {
        if (e.kind == WorldEvent::Kind::Damage && e.aboutActor)
            last[e.who] = &e;
        if (e.kind == WorldEvent::Kind::Lingering)
            last[e.who] = nullptr;
    }
    for (const auto& [who, e] : last) {
        const WorldActor* a = w.actor(who);
        if (!e || !a || !a->alive || !e->hasDamageKind || e->raw < 0)
            continue; // the dead have lost their statuses since the blow
        const auto& by = defs.damageKinds[e->damageKind].reducedBy;
        if (by && *by == w.settings().health)
            continue; // reduced by the very stat it takes: its value now is after the blow, not before
        const std::int64_t reduction = by ? std::max<std::int64_t>(w.value(*a, *by), 0) : 0;
        const std::int64_t expected = std::max<std::int64_t>(e->raw - reduction, 0);
        if (e->amount != expected)
            return said(w, r, *e) + ": with the statuses listed, " + std::to_string(e->raw) + " less "
                + std::to_string(reduction) + " is " + std::to_string(expected);
    }
    return std::nullopt;
}

} // namespace rb::property
