#include "rulebench/sandbox/world.h"

#include "rulebench/base/saturating.h"
#include "rulebench/grid/burst.h"
#include "rulebench/sandbox/turn_work.h"
#include "rulebench/stats/describe.h"
#include "rulebench/stats/status_rules.h"

#include <algorithm>
#include <cstdlib>

namespace rb {

World::World(std::shared_ptr<const Definitions> defs, Grid grid, WorldSettings settings, std::uint64_t seed)
    : defs_(std::move(defs))
    , settings_(settings)
    , grid_(std::move(grid))
    , fire_(grid_)
    , gas_(grid_, defs_->gasKinds ? *defs_->gasKinds : GasKinds())
    , streams_(seed)
    , ledger_(defs_->counters)
    , tracker_(defs_->quests)
{
}

void World::reindex()
{
    byId_.clear();
    slot_.assign(refIds_.size(), kNoSlot);
    for (std::size_t i = 0; i < actors_.size(); ++i) {
        byId_.emplace(actors_[i].id, actors_[i].ref);
        slot_[actors_[i].ref - 1] = static_cast<std::uint32_t>(i);
    }
    for (std::size_t i = 0; i < props_.size(); ++i) {
        byId_.emplace(props_[i].id, props_[i].ref());
        slot_[props_[i].ref() - 1] = static_cast<std::uint32_t>(i);
    }
}

EntityRef World::newRef(std::string name)
{
    refIds_.push_back(std::move(name));
    slot_.push_back(kNoSlot);
    return refIds_.size();
}

// The element of `list` numbered `ref` (by the slot table), or null.
template <class T>
T* World::slotted(std::vector<T>& list, EntityRef ref) const
{
    if (ref == 0 || ref > slot_.size())
        return nullptr;
    const std::uint32_t s = slot_[ref - 1];
    return s < list.size() && refOf(list[s]) == ref ? &list[s] : nullptr;
}

template <class T>
T* World::named(std::vector<T>& list, std::string_view id) const
{
    auto it = byId_.find(id);
    return it == byId_.end() ? nullptr : slotted(list, it->second);
}

const WorldActor* World::actor(std::string_view id) const { return named(const_cast<World*>(this)->actors_, id); }
const WorldProp* World::prop(std::string_view id) const { return named(const_cast<World*>(this)->props_, id); }
WorldActor* World::find(std::string_view id) { return named(actors_, id); }
WorldActor* World::findRef(ActorRef ref) { return slotted(actors_, ref); }
WorldProp* World::findProp(EntityRef ref) { return slotted(props_, ref); }

std::string World::idOf(ActorRef ref) const
{
    if (ref == 0 || ref > refIds_.size())
        return {};
    return refIds_[ref - 1];
}

std::string World::describeSource(const Source& source) const
{
    if (source.kind == Source::Kind::Item && source.id >= 1 && source.id <= refIds_.size())
        return "item " + refIds_[source.id - 1] + " #" + std::to_string(source.id);
    return describe(source, *defs_);
}

std::int64_t World::value(const WorldActor& a, StatId stat) const { return Evaluator(defs_->stats, a.holder).value(stat); }

const WorldActor* World::standingAt(Cell c) const
{
    for (const auto& a : actors_)
        if (a.alive && a.at == c)
            return &a;
    return nullptr;
}

namespace {
std::string cellText(Cell c) { return "(" + std::to_string(c.x) + "," + std::to_string(c.y) + ")"; }
} // namespace

std::optional<ItemId> World::itemKindOf(const Carrier& c) const
{
    for (std::uint32_t k = 0; k < defs_->items.size(); ++k)
        if (defs_->items[ItemId{k}].triggers == c.triggers.shared())
            return ItemId{k};
    return std::nullopt;
}

std::optional<PropId> World::propKindOf(const Carrier& c) const
{
    for (std::uint32_t k = 0; k < defs_->props.size(); ++k)
        if (defs_->props[PropId{k}].triggers == c.triggers.shared())
            return PropId{k};
    return std::nullopt;
}

std::optional<std::string> World::whyNotFloor(Cell at) const
{
    if (!grid_.contains(at))
        return cellText(at) + " is outside the map";
    if (grid_.isWall(at))
        return cellText(at) + " is a wall";
    for (const WorldProp& p : props_)
        if (p.at == at && defs_->props[p.kind].blocks)
            return cellText(at) + " is blocked by " + p.id;
    return std::nullopt;
}

std::optional<std::string> World::whyNotNewId(std::string_view id, const char* noun) const
{
    if (id.empty())
        return std::string(noun) + " needs an id";
    if (byId_.contains(id))
        return "the id \"" + std::string(id) + "\" is taken";
    return std::nullopt;
}

std::optional<std::string> World::whyNotPlace(std::string_view id, ActorId kind, Cell at) const
{
    if (auto r = whyNotNewId(id, "an actor"))
        return r;
    if (kind.value >= defs_->actors.size())
        return "no such kind of actor";
    if (auto r = whyNotFloor(at))
        return r;
    if (const WorldActor* other = standingAt(at))
        return cellText(at) + " is taken by " + other->id;
    return std::nullopt;
}

std::optional<std::string> World::whyNotPlaceProp(std::string_view id, PropId kind, Cell at) const
{
    if (auto r = whyNotNewId(id, "a prop"))
        return r;
    if (kind.value >= defs_->props.size())
        return "no such kind of prop";
    if (auto r = whyNotFloor(at))
        return r;
    if (defs_->props[kind].blocks) {
        if (const WorldActor* other = standingAt(at))
            return cellText(at) + " is taken by " + other->id;
        for (const WorldProp& p : props_)
            if (p.at == at)
                return cellText(at) + " already has " + p.id;
    }
    return std::nullopt;
}

WorldActor& World::addActor(std::string id, ActorId kind, Cell at)
{
    const ActorDef& def = defs_->actors[kind];
    WorldActor a;
    a.id = std::move(id);
    a.kind = kind;
    a.faction = def.faction;
    a.at = at;
    for (const auto& [stat, base] : def.stats)
        a.holder.stats.setBase(stat, base);
    a.ref = newRef(a.id);
    slot_[a.ref - 1] = static_cast<std::uint32_t>(actors_.size());
    byId_.emplace(a.id, a.ref);
    actors_.push_back(std::move(a));
    return actors_.back();
}

WorldProp& World::addProp(std::string id, PropId kind, Cell at)
{
    const PropDef& def = defs_->props[kind];
    WorldProp p;
    p.id = std::move(id);
    p.kind = kind;
    p.at = at;
    p.health = def.health;
    p.carrier = rb::placeProp(def, newRef(p.id));
    slot_[p.ref() - 1] = static_cast<std::uint32_t>(props_.size());
    byId_.emplace(p.id, p.ref());
    // A flammable prop makes its cell catch from a burning neighbour; the
    // cell stays so after the prop is gone (what it soaked stays behind).
    if (def.flammable)
        grid_.setFlammable(at);
    props_.push_back(std::move(p));
    return props_.back();
}

WorldItem World::newItem(ItemId kind, const std::string& name)
{
    WorldItem item;
    item.kind = kind;
    item.carrier = placeItem(defs_->items[kind], newRef(name));
    return item;
}

bool World::place(std::string id, ActorId kind, Cell at)
{
    if (whyNotPlace(id, kind, at))
        return false;
    addActor(std::move(id), kind, at);
    return true;
}

bool World::placeProp(std::string id, PropId kind, Cell at)
{
    if (whyNotPlaceProp(id, kind, at))
        return false;
    addProp(std::move(id), kind, at);
    return true;
}

std::optional<std::string> World::give(std::string_view id, ItemId item, bool wear)
{
    WorldActor* a = find(id);
    if (!a)
        return "no actor \"" + std::string(id) + "\"";
    if (item.value >= defs_->items.size())
        return "no such item";
    const ItemDef& def = defs_->items[item];
    if (wear && def.worn.empty())
        return "a " + def.name + " is not worn: it has no \"worn\" modifiers";
    a->items.push_back(newItem(item, def.name));
    if (wear)
        wearItem(*a, a->items.back());
    return std::nullopt;
}

std::optional<std::string> World::drop(ItemId item, Cell at)
{
    if (item.value >= defs_->items.size())
        return "no such item";
    if (auto r = whyNotFloor(at))
        return r;
    floor_.push_back(FloorItem{at, newItem(item, defs_->items[item].name)});
    return std::nullopt;
}

void World::wearItem(WorldActor& a, WorldItem& item)
{
    static const Durations none; // while-active needs no registered duration
    item.worn = true;
    for (const StatusModifierDef& m : defs_->items[item.kind].worn) {
        EffectRequest r;
        r.type = m.type;
        r.value = m.value;
        r.req = m.req;
        r.duration = Duration::whileActive();
        r.source = Source::item(static_cast<std::uint32_t>(item.ref()));
        a.holder.stats.effects().add(r, none);
    }
}

void World::takeOffItem(WorldActor& a, WorldItem& item)
{
    item.worn = false;
    a.holder.stats.effects().removeBySource(Source::item(static_cast<std::uint32_t>(item.ref())));
}

const WorldItem* World::carried(const WorldActor& a, ItemId kind, bool notWorn) const
{
    for (const WorldItem& i : a.items)
        if (i.kind == kind && !(notWorn && i.worn))
            return &i;
    return nullptr;
}

std::optional<std::string> World::whyNotThrow(const WorldActor& a, ItemId kind, Cell at) const
{
    const ItemDef& def = defs_->items[kind];
    if (!def.throwRange)
        return "a " + def.name + " cannot be thrown (it has no \"throw\")";
    const WorldItem* item = carried(a, kind, true);
    if (!item)
        return carried(a, kind) ? a.id + " is wearing its " + def.name + ": take it off first"
                                : a.id + " has no " + def.name;
    // A throw may land on a barrel or a crate: only walls stop it.
    if (!grid_.contains(at))
        return cellText(at) + " is outside the map";
    if (grid_.isWall(at))
        return cellText(at) + " is a wall";
    const std::int64_t dx = at.x - a.at.x, dy = at.y - a.at.y, r = *def.throwRange;
    if (dx * dx + dy * dy > r * r + r)
        return cellText(at) + " is out of range: a " + def.name + " reaches " + std::to_string(r)
            + (r == 1 ? " cell" : " cells");
    // In line: the cell is in sight of the thrower within the range, exactly
    // the cells a burst of that radius from the thrower covers.
    std::vector<Cell> seen;
    BurstScratch scratch;
    burst(grid_, a.at, static_cast<int>(r), gas_, seen, scratch);
    if (!std::binary_search(seen.begin(), seen.end(), at))
        return cellText(at) + " is out of " + a.id + "'s line";
    return std::nullopt;
}

// ---- one turn ------------------------------------------------------------------

TurnReport World::step(const std::vector<Action>& actions)
{
    Work work;
    work.report.turn = turn_ + 1;
    // Most turns report a few events an actor (a tick's damage, a status
    // change): room for them up front spares the copies of growing.
    work.report.events.reserve(2 * actors_.size() + 4 * actions.size() + 16);
    work.damage.reserve(2 * actors_.size());
    // 1. Actions report moments (and queue what later phases resolve).
    for (const Action& a : actions)
        act(a, work);
    // 2. Triggers land for every reported moment.
    landTriggers(work);
    // 3. Fields spread, burn and decay.
    stepFields(work);
    // 4. Afflictions requested this turn resolve, then statuses tick.
    resolveStatuses(work);
    // 5. Damage resolves; deaths are known.
    resolveDamage(work);
    endOfTurnClocks(work);
    // 6. Facts from this turn's events feed counters and quests.
    deriveFacts(work);
    turn_ = work.report.turn;
    return std::move(work.report);
}

std::optional<std::string> World::whyNot(const Action& a) const
{
    const auto living = [&](const std::string& id, const char* role) -> std::optional<std::string> {
        const WorldActor* w = actor(id);
        if (!w)
            return "no actor \"" + id + "\"" + (role[0] ? std::string(" to ") + role : std::string());
        if (!w->alive)
            return id + " is dead";
        return std::nullopt;
    };
    switch (a.kind) {
    case Action::Kind::Move: {
        if (const WorldProp* p = prop(a.id)) {
            // The sandbox's drag: a prop goes to any free floor cell, keeping its health and fires.
            if (!a.toCell)
                return a.id + " is a prop: it moves only to a cell";
            if (auto r = whyNotFloor(a.to))
                return r;
            if (a.to == p->at)
                return a.id + " is already at " + cellText(a.to);
            if (defs_->props[p->kind].blocks) {
                if (const WorldActor* other = standingAt(a.to))
                    return cellText(a.to) + " is taken by " + other->id;
                for (const WorldProp& q : props_)
                    if (q.at == a.to)
                        return cellText(a.to) + " already has " + q.id;
            }
            return std::nullopt;
        }
        if (auto r = living(a.id, ""))
            return r;
        const WorldActor& w = *actor(a.id);
        if (settings_.immobile && Evaluator(defs_->stats, w.holder).hasFlag(*settings_.immobile))
            return a.id + " cannot move (" + defs_->flags[*settings_.immobile].name + ")";
        if (!a.toCell && (std::abs(a.dx) > 1 || std::abs(a.dy) > 1 || (a.dx == 0 && a.dy == 0)))
            return "a step is one cell in one of eight directions";
        const Cell to = a.toCell ? a.to : Cell{w.at.x + a.dx, w.at.y + a.dy};
        if (auto r = whyNotFloor(to))
            return r;
        if (to == w.at)
            return a.id + " is already at " + cellText(to);
        if (const WorldActor* other = standingAt(to); other && other != &w)
            return cellText(to) + " is taken by " + other->id;
        return std::nullopt;
    }
    case Action::Kind::Use: {
        if (auto r = living(a.id, ""))
            return r;
        if (a.item.value >= defs_->items.size())
            return "no such item";
        const ItemDef& def = defs_->items[a.item];
        const WorldItem* item = carried(*actor(a.id), a.item);
        if (!item)
            return a.id + " has no " + def.name;
        if (item->carrier.charges && item->carrier.charges->left <= 0)
            return a.id + "'s " + def.name + " has no charges left";
        const auto& list = *def.triggers;
        if (std::none_of(list.begin(), list.end(), [](const TriggerDef& t) { return t.on == kMomentUse; }))
            return "a " + def.name + " cannot be used (it has no \"use\" trigger)";
        return std::nullopt;
    }
    case Action::Kind::Throw: {
        if (auto r = living(a.id, ""))
            return r;
        if (a.item.value >= defs_->items.size())
            return "no such item";
        return whyNotThrow(*actor(a.id), a.item, a.to);
    }
    case Action::Kind::PickUp: {
        if (auto r = living(a.id, ""))
            return r;
        if (a.item.value >= defs_->items.size())
            return "no such item";
        const WorldActor& w = *actor(a.id);
        for (const FloorItem& f : floor_)
            if (f.at == w.at && f.item.kind == a.item)
                return std::nullopt;
        return "no " + defs_->items[a.item].name + " lies at " + cellText(w.at);
    }
    case Action::Kind::Wear:
    case Action::Kind::TakeOff: {
        if (auto r = living(a.id, ""))
            return r;
        if (a.item.value >= defs_->items.size())
            return "no such item";
        const ItemDef& def = defs_->items[a.item];
        const WorldActor& w = *actor(a.id);
        if (a.kind == Action::Kind::Wear) {
            if (def.worn.empty())
                return "a " + def.name + " is not worn (it has no \"worn\" modifiers)";
            if (!carried(w, a.item, true))
                return carried(w, a.item) ? a.id + " already wears its " + def.name : a.id + " has no " + def.name;
            return std::nullopt;
        }
        for (const WorldItem& i : w.items)
            if (i.kind == a.item && i.worn)
                return std::nullopt;
        return a.id + " wears no " + def.name;
    }
    case Action::Kind::Attack: {
        if (auto r = living(a.id, ""))
            return r;
        if (auto r = living(a.target, "attack"))
            return r;
        const WorldActor& w = *actor(a.id);
        const WorldActor& t = *actor(a.target);
        if (&w == &t)
            return a.id + " cannot attack itself";
        if (!defs_->actors[w.kind].attack)
            return "a " + defs_->actors[w.kind].name + " has no attack";
        if (std::max(std::abs(w.at.x - t.at.x), std::abs(w.at.y - t.at.y)) != 1)
            return a.target + " is not next to " + a.id;
        return std::nullopt;
    }
    case Action::Kind::Wait: return living(a.id, "");
    case Action::Kind::Afflict: {
        if (auto r = living(a.id, "afflict"))
            return r;
        if (a.status.value >= defs_->statuses.size())
            return "no such status";
        if (!a.by.empty() && !actor(a.by))
            return "no actor \"" + a.by + "\" to credit";
        const StatusDef& s = defs_->statuses[a.status];
        const std::optional<std::int64_t> turns = a.turns ? a.turns : s.turns;
        if (!turns)
            return s.name + " has no turns of its own: give \"turns\"";
        if (*turns < 1)
            return "a status lasts at least 1 turn, got " + std::to_string(*turns);
        return std::nullopt;
    }
    case Action::Kind::Cure: {
        if (auto r = living(a.id, "cure"))
            return r;
        if (a.status.value >= defs_->statuses.size())
            return "no such status";
        return std::nullopt;
    }
    case Action::Kind::Place: return a.prop ? whyNotPlaceProp(a.id, *a.prop, a.to) : whyNotPlace(a.id, a.actor, a.to);
    case Action::Kind::Remove:
        if (!actor(a.id) && !prop(a.id))
            return "no actor or prop \"" + a.id + "\" to remove";
        return std::nullopt;
    case Action::Kind::Feed:
        if (a.fact.kind.value >= defs_->factKinds.size())
            return "no such fact kind";
        return std::nullopt;
    case Action::Kind::EndEncounter: return std::nullopt;
    }
    return "unknown action";
}

void World::act(const Action& a, Work& work)
{
    if (auto reason = whyNot(a)) {
        WorldEvent& e = work.add(WorldEvent::Kind::Refused);
        e.who = a.kind == Action::Kind::Feed || a.kind == Action::Kind::EndEncounter ? std::string() : a.id;
        e.action = std::string(toString(a.kind));
        e.text = *reason;
        return;
    }
    switch (a.kind) {
    case Action::Kind::Move: {
        if (WorldProp* p = const_cast<WorldProp*>(prop(a.id))) {
            WorldEvent& e = work.add(WorldEvent::Kind::Moved);
            e.who = p->id;
            e.from = p->at;
            e.at = a.to;
            e.prop = p->kind;
            e.aboutActor = false;
            p->at = a.to;
            if (defs_->props[p->kind].flammable)
                grid_.setFlammable(a.to);
            return;
        }
        WorldActor& w = *find(a.id);
        WorldEvent& e = work.add(WorldEvent::Kind::Moved);
        e.who = w.id;
        e.from = w.at;
        w.at = a.toCell ? a.to : Cell{w.at.x + a.dx, w.at.y + a.dy};
        e.at = w.at;
        for (const WorldProp& p : props_)
            if (p.at == w.at)
                work.fired.push_back(Fired{p.ref(), kMomentEntered, w.ref, w.at});
        return;
    }
    case Action::Kind::Use: {
        const WorldActor& w = *actor(a.id);
        const WorldItem& item = *carried(w, a.item);
        WorldEvent& e = work.add(WorldEvent::Kind::Used);
        e.who = w.id;
        e.item = item.kind;
        e.text = defs_->items[item.kind].name;
        e.at = w.at;
        e.actorKind = w.kind;
        e.faction = w.faction;
        work.fired.push_back(Fired{item.ref(), kMomentUse, w.ref, w.at});
        return;
    }
    case Action::Kind::Throw: {
        WorldActor& w = *find(a.id);
        auto it = std::find_if(w.items.begin(), w.items.end(),
                               [&](const WorldItem& i) { return i.kind == a.item && !i.worn; });
        WorldEvent& e = work.add(WorldEvent::Kind::Thrown);
        e.who = w.id;
        e.item = it->kind;
        e.text = defs_->items[it->kind].name;
        e.at = a.to;
        e.actorKind = w.kind;
        e.faction = w.faction;
        // It comes to rest on the cell, and lands there from it.
        work.fired.push_back(Fired{it->ref(), kMomentLand, w.ref, a.to});
        floor_.push_back(FloorItem{a.to, std::move(*it)});
        w.items.erase(it);
        return;
    }
    case Action::Kind::PickUp: {
        WorldActor& w = *find(a.id);
        auto it = std::find_if(floor_.begin(), floor_.end(),
                               [&](const FloorItem& f) { return f.at == w.at && f.item.kind == a.item; });
        WorldEvent& e = work.add(WorldEvent::Kind::PickedUp);
        e.who = w.id;
        e.item = a.item;
        e.text = defs_->items[a.item].name;
        e.at = w.at;
        w.items.push_back(std::move(it->item));
        floor_.erase(it);
        return;
    }
    case Action::Kind::Wear:
    case Action::Kind::TakeOff: {
        WorldActor& w = *find(a.id);
        const bool wear = a.kind == Action::Kind::Wear;
        for (WorldItem& i : w.items) {
            if (i.kind != a.item || i.worn == wear)
                continue;
            if (wear)
                wearItem(w, i);
            else
                takeOffItem(w, i);
            break;
        }
        WorldEvent& e = work.add(wear ? WorldEvent::Kind::Wore : WorldEvent::Kind::TookOff);
        e.who = w.id;
        e.item = a.item;
        e.text = defs_->items[a.item].name;
        return;
    }
    case Action::Kind::Attack: {
        const WorldActor& w = *actor(a.id);
        const WorldActor& t = *actor(a.target);
        const ActorAttack& attack = *defs_->actors[w.kind].attack;
        const std::int64_t rolled = attack.roll.roll(streams_.stream(kAttackStream));
        WorldEvent& e = work.add(WorldEvent::Kind::Attacked);
        e.who = w.id;
        e.other = t.id;
        e.damageKind = attack.kind;
        e.hasDamageKind = true;
        e.amount = rolled;
        e.text = attack.roll.describe();
        // Negative dice totals deal nothing rather than mend.
        work.damage.push_back({t.ref, attack.kind, std::max<std::int64_t>(rolled, 0), w.ref, std::nullopt, "attack"});
        // What the attacker wears answers: "fire" where it stands, "hit" where the blow lands.
        for (const WorldItem& i : w.items) {
            if (!i.worn)
                continue;
            work.fired.push_back(Fired{i.ref(), kMomentFire, w.ref, w.at});
            work.fired.push_back(Fired{i.ref(), kMomentHit, w.ref, t.at});
        }
        return;
    }
    case Action::Kind::Wait: {
        work.add(WorldEvent::Kind::Waited).who = a.id;
        return;
    }
    case Action::Kind::Afflict: {
        const WorldActor& w = *actor(a.id);
        const std::int64_t turns = a.turns ? *a.turns : *defs_->statuses[a.status].turns;
        const ActorRef by = a.by.empty() ? 0 : actor(a.by)->ref;
        work.statuses.push_back({false, Afflict{w.ref, a.status, turns, by}});
        return;
    }
    case Action::Kind::Cure: {
        work.statuses.push_back({true, Afflict{actor(a.id)->ref, a.status, 0, 0}});
        return;
    }
    case Action::Kind::Place: {
        WorldEvent& e = work.add(WorldEvent::Kind::Placed);
        if (a.prop) {
            const WorldProp& p = addProp(a.id, *a.prop, a.to);
            e.who = p.id;
            e.at = p.at;
            e.prop = p.kind;
            e.aboutActor = false;
            return;
        }
        const WorldActor& w = addActor(a.id, a.actor, a.to);
        e.who = w.id;
        e.at = w.at;
        e.actorKind = w.kind;
        e.faction = w.faction;
        return;
    }
    case Action::Kind::Remove: {
        WorldEvent& e = work.add(WorldEvent::Kind::Removed);
        e.who = a.id;
        if (const WorldProp* p = prop(a.id)) {
            e.at = p->at;
            e.prop = p->kind;
            e.aboutActor = false;
            props_.erase(props_.begin() + (p - props_.data()));
        } else {
            const WorldActor* w = actor(a.id);
            e.at = w->at;
            actors_.erase(actors_.begin() + (w - actors_.data()));
        }
        reindex();
        return;
    }
    case Action::Kind::Feed: work.handFacts.push_back(a.fact); return;
    case Action::Kind::EndEncounter: {
        for (WorldActor& w : actors_) {
            for (const Effect& ended : w.holder.stats.effects().endEncounter()) {
                WorldEvent& e = work.add(WorldEvent::Kind::Lingering);
                e.who = w.id;
                e.text = defs_->durations.name(ended.duration);
                e.amount = static_cast<std::int64_t>(ended.id.value);
            }
        }
        work.add(WorldEvent::Kind::EncounterEnded).amount = encounter_;
        ++encounter_;
        return;
    }
    }
}

void World::stepFields(Work& work)
{
    std::vector<Occupant> occupants;
    for (const WorldActor& w : actors_)
        if (w.alive)
            occupants.push_back({w.ref, w.at});
    for (const WorldProp& p : props_)
        if (p.health)
            occupants.push_back({p.ref(), p.at});
    const FireReport fire = fire_.step(grid_, streams_.stream(kFireStream), occupants);
    for (const FireHarm& h : fire.harm)
        work.damage.push_back({h.who, settings_.fireKind, h.amount, 0, std::nullopt, "fire"});
    for (Cell c : fire.caught)
        work.add(WorldEvent::Kind::FireCaught).at = c;
    for (Cell c : fire.burntOut)
        work.add(WorldEvent::Kind::FireOut).at = c;
    gas_.step(grid_);
}

void World::resolveStatuses(Work& work)
{
    const auto report = [&](const StatusEvent& se, const WorldActor& w) {
        WorldEvent& e = work.add(WorldEvent::Kind::Status);
        e.who = w.id;
        e.other = idOf(se.by);
        e.statusEvent = se;
        e.actorKind = w.kind;
        e.faction = w.faction;
    };
    for (const Work::StatusRequest& r : work.statuses) {
        WorldActor* w = findRef(r.afflict.target);
        if (!w) // removed later in the same turn's actions
            continue;
        if (r.cure) {
            for (const StatusEvent& se : cure(w->holder, Cure{w->ref, r.afflict.status}))
                report(se, *w);
        } else {
            report(afflict(defs_->statuses, w->holder, r.afflict), *w);
        }
    }
    for (WorldActor& w : actors_) {
        if (!w.alive)
            continue;
        const TickReport tick = tickStatuses(defs_->statuses, w.holder, w.ref);
        for (const TickDamage& d : tick.damage)
            work.damage.push_back({w.ref, d.kind, d.amount, d.by, d.status, defs_->statuses[d.status].name});
        for (const StatusEvent& se : tick.events)
            report(se, w);
    }
}

void World::resolveDamage(Work& work)
{
    const StatDef& health = defs_->stats[settings_.health];
    std::map<EntityRef, ActorRef> lastBlow; // target -> credit of its last damage
    for (const Work::DamageRequest& d : work.damage) {
        WorldActor* w = findRef(d.target);
        WorldProp* p = w ? nullptr : findProp(d.target);
        if (!(w && w->alive) && !(p && p->health))
            continue;
        std::int64_t change = 0; // taken off health; negative mends
        if (d.amount >= 0) {
            std::int64_t reduction = 0;
            if (w && d.kind)
                if (const auto& by = defs_->damageKinds[*d.kind].reducedBy)
                    reduction = std::max<std::int64_t>(value(*w, *by), 0);
            change = std::max<std::int64_t>(saturatingAdd(d.amount, -reduction), 0);
        } else {
            change = d.amount;
        }
        WorldEvent& e = work.add(WorldEvent::Kind::Damage);
        if (w) {
            const std::int64_t base = w->holder.stats.baseOverride(settings_.health).value_or(health.defaultValue);
            std::int64_t next = saturatingAdd(base, -change);
            if (health.min)
                next = std::max(next, *health.min);
            if (health.max)
                next = std::min(next, *health.max);
            w->holder.stats.setBase(settings_.health, next);
            e.who = w->id;
            e.actorKind = w->kind;
            e.faction = w->faction;
        } else {
            // A prop's health runs from its definition's down to 0; mending never passes it.
            const std::int64_t full = *defs_->props[p->kind].health;
            p->health = std::clamp<std::int64_t>(saturatingAdd(*p->health, -change), 0, std::max<std::int64_t>(full, 0));
            e.who = p->id;
            e.prop = p->kind;
            e.aboutActor = false;
        }
        e.other = idOf(d.by);
        e.damageKind = d.kind.value_or(DamageKindId{});
        e.hasDamageKind = d.kind.has_value();
        e.amount = change;
        e.raw = d.amount;
        e.status = d.status;
        e.text = d.source;
        // The last blow anyone is credited with: fire's harm is no one's and
        // does not take the credit from whoever set the fire or threw the bomb.
        if (change > 0 && (d.by != 0 || !lastBlow.contains(d.target)))
            lastBlow[d.target] = d.by;
    }
    const auto creditOf = [&](EntityRef target) {
        auto it = lastBlow.find(target);
        return it == lastBlow.end() ? std::string() : idOf(it->second);
    };
    for (WorldActor& w : actors_) {
        if (!w.alive || value(w, settings_.health) > 0)
            continue;
        w.alive = false;
        WorldEvent& e = work.add(WorldEvent::Kind::Death);
        e.who = w.id;
        e.at = w.at;
        e.actorKind = w.kind;
        e.faction = w.faction;
        e.other = creditOf(w.ref);
    }
    // A broken prop is gone now; its "destroyed" triggers land in the next
    // turn's pass, from what it leaves behind.
    const bool broken = std::any_of(props_.begin(), props_.end(), [](const WorldProp& p) { return p.health && *p.health <= 0; });
    if (!broken)
        return;
    for (const WorldProp& p : props_) {
        if (!p.health || *p.health > 0)
            continue;
        WorldEvent& e = work.add(WorldEvent::Kind::Destroyed);
        e.who = p.id;
        e.at = p.at;
        e.prop = p.kind;
        e.aboutActor = false;
        e.other = creditOf(p.ref());
        auto blow = lastBlow.find(p.ref());
        remnants_.push_back(leaveRemnant(p.carrier, kMomentDestroyed, blow == lastBlow.end() ? 0 : blow->second, p.at));
    }
    std::erase_if(props_, [](const WorldProp& p) { return p.health && *p.health <= 0; });
    reindex();
}

void World::endOfTurnClocks(Work& work)
{
    for (WorldActor& w : actors_) {
        if (!w.alive)
            continue;
        for (const Effect& ended : w.holder.stats.effects().endTurn()) {
            WorldEvent& e = work.add(WorldEvent::Kind::Lingering);
            e.who = w.id;
            e.text = defs_->durations.name(ended.duration);
            e.amount = static_cast<std::int64_t>(ended.id.value);
        }
    }
}

namespace {
// What an event can say about a fact's subject or object (see eventCanName).
std::optional<FactValue> factSide(std::optional<FactRegistry> r, const WorldEvent& e)
{
    if (!r)
        return std::nullopt;
    switch (*r) {
    case FactRegistry::Actors: return e.aboutActor ? std::optional<FactValue>(e.actorKind.value) : std::nullopt;
    case FactRegistry::Factions: return e.aboutActor ? std::optional<FactValue>(e.faction.value) : std::nullopt;
    case FactRegistry::Statuses:
        if (e.kind == WorldEvent::Kind::Status)
            return e.statusEvent.status.value;
        if (e.status)
            return e.status->value;
        return std::nullopt;
    case FactRegistry::Items:
        if (e.item)
            return e.item->value;
        return std::nullopt;
    case FactRegistry::Props:
        if (e.prop)
            return e.prop->value;
        return std::nullopt;
    }
    return std::nullopt;
}

std::optional<FactEvent> factEventOf(const WorldEvent& e)
{
    switch (e.kind) {
    case WorldEvent::Kind::Death: return FactEvent::Death;
    case WorldEvent::Kind::Used: return FactEvent::ItemUsed;
    case WorldEvent::Kind::Triggered: return FactEvent::TriggerFired;
    case WorldEvent::Kind::Damage:
        if (e.amount > 0)
            return FactEvent::DamageDealt;
        return std::nullopt;
    case WorldEvent::Kind::Status:
        switch (e.statusEvent.change) {
        case StatusChange::AppliedFresh:
        case StatusChange::Refreshed:
        case StatusChange::Extended:
        case StatusChange::Stacked: return FactEvent::StatusApplied;
        case StatusChange::Expired: return FactEvent::StatusExpired;
        case StatusChange::Cured: return FactEvent::StatusCured;
        case StatusChange::Ignored:
        case StatusChange::Refused: return std::nullopt;
        }
        return std::nullopt;
    default: return std::nullopt;
    }
}
} // namespace

void World::deriveFacts(Work& work)
{
    // Hand-fed facts came with the actions, so they feed first.
    for (const Fact& f : work.handFacts)
        feedFact(f, work);
    const std::size_t eventCount = work.report.events.size();
    for (std::size_t i = 0; i < eventCount; ++i) {
        const auto from = factEventOf(work.report.events[i]);
        if (!from)
            continue;
        for (std::uint32_t k = 0; k < defs_->factKinds.size(); ++k) {
            const FactKindDef& kind = defs_->factKinds[FactKindId{k}];
            if (kind.from != from)
                continue;
            const WorldEvent e = work.report.events[i]; // feedFact appends events
            // A fact about a prop's trigger is not about an item's, nor the other way round.
            if ((kind.subject == FactRegistry::Props && e.kind == WorldEvent::Kind::Triggered && !e.prop)
                || (kind.subject == FactRegistry::Items && e.kind == WorldEvent::Kind::Triggered && !e.item))
                continue;
            Fact f = Fact::of(FactKindId{k});
            f.subject = factSide(kind.subject, e);
            f.object = factSide(kind.object, e);
            if (*from == FactEvent::DamageDealt)
                f.amount = e.amount;
            feedFact(f, work);
        }
    }
}

void World::feedFact(const Fact& fact, Work& work)
{
    work.add(WorldEvent::Kind::FactFed).fact = fact;
    for (const CounterChange& c : ledger_.feed(fact))
        work.add(WorldEvent::Kind::Counter).counter = c;
    for (const QuestChange& q : tracker_.feed(fact))
        work.add(WorldEvent::Kind::Quest).quest = q;
}

} // namespace rb
