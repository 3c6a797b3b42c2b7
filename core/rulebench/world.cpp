#include "rulebench/world.h"

#include "rulebench/saturating.h"
#include "rulebench/status_rules.h"

#include <algorithm>
#include <cstdlib>

namespace rb {

// What one turn has asked for so far: the requests each phase leaves for the
// next, and the events in order. Effects landing in phase 2 (items, props,
// triggers) will add to the same requests through an EffectWorld over this.
struct World::Work {
    struct StatusRequest {
        bool cure = false;
        Afflict afflict; // target and status also serve a cure
    };
    struct DamageRequest {
        ActorRef target = 0;
        std::optional<DamageKindId> kind; // none: fire in content with no fire kind
        std::int64_t amount = 0;          // negative mends
        ActorRef by = 0;                  // credit
        std::optional<StatusId> status;   // a tick's status
        std::string source;               // "attack", "fire", or the status's name
    };
    std::vector<StatusRequest> statuses;
    std::vector<DamageRequest> damage;
    std::vector<Fact> handFacts;
    TurnReport report;

    WorldEvent& add(WorldEvent::Kind kind)
    {
        report.events.emplace_back();
        report.events.back().kind = kind;
        return report.events.back();
    }
};

World::World(std::shared_ptr<const Definitions> defs, Grid grid, WorldSettings settings, std::uint64_t seed)
    : defs_(std::move(defs))
    , settings_(settings)
    , grid_(std::move(grid))
    , fire_(grid_)
    , gas_(grid_, GasKinds())
    , streams_(seed)
    , ledger_(defs_->counters)
    , tracker_(defs_->quests)
{
}

const WorldActor* World::actor(std::string_view id) const
{
    for (const auto& a : actors_)
        if (a.id == id)
            return &a;
    return nullptr;
}

WorldActor* World::find(std::string_view id) { return const_cast<WorldActor*>(std::as_const(*this).actor(id)); }

WorldActor* World::findRef(ActorRef ref)
{
    for (auto& a : actors_)
        if (a.ref == ref)
            return &a;
    return nullptr;
}

std::string World::idOf(ActorRef ref) const
{
    if (ref == 0 || ref > refIds_.size())
        return {};
    return refIds_[ref - 1];
}

std::int64_t World::value(const WorldActor& a, StatId stat) const { return Evaluator(defs_->stats, a.holder).value(stat); }

const WorldActor* World::standingAt(Cell c) const
{
    for (const auto& a : actors_)
        if (a.alive && a.at == c)
            return &a;
    return nullptr;
}

std::optional<std::string> World::whyNotPlace(std::string_view id, ActorId kind, Cell at) const
{
    if (id.empty())
        return "an actor needs an id";
    if (actor(id))
        return "the id \"" + std::string(id) + "\" is taken";
    if (kind.value >= defs_->actors.size())
        return "no such kind of actor";
    const std::string cell = "(" + std::to_string(at.x) + "," + std::to_string(at.y) + ")";
    if (!grid_.contains(at))
        return cell + " is outside the map";
    if (grid_.isWall(at))
        return cell + " is a wall";
    if (const WorldActor* other = standingAt(at))
        return cell + " is taken by " + other->id;
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
    refIds_.push_back(a.id);
    a.ref = refIds_.size();
    actors_.push_back(std::move(a));
    return actors_.back();
}

bool World::place(std::string id, ActorId kind, Cell at)
{
    if (whyNotPlace(id, kind, at))
        return false;
    addActor(std::move(id), kind, at);
    return true;
}

// ---- one turn ------------------------------------------------------------------

TurnReport World::step(const std::vector<Action>& actions)
{
    Work work;
    work.report.turn = turn_ + 1;
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
        if (auto r = living(a.id, ""))
            return r;
        const WorldActor& w = *actor(a.id);
        if (settings_.immobile && Evaluator(defs_->stats, w.holder).hasFlag(*settings_.immobile))
            return a.id + " cannot move (" + defs_->flags[*settings_.immobile].name + ")";
        if (!a.toCell && (std::abs(a.dx) > 1 || std::abs(a.dy) > 1 || (a.dx == 0 && a.dy == 0)))
            return "a step is one cell in one of eight directions";
        const Cell to = a.toCell ? a.to : Cell{w.at.x + a.dx, w.at.y + a.dy};
        const std::string cell = "(" + std::to_string(to.x) + "," + std::to_string(to.y) + ")";
        if (!grid_.contains(to))
            return cell + " is outside the map";
        if (grid_.isWall(to))
            return cell + " is a wall";
        if (to == w.at)
            return a.id + " is already at " + cell;
        if (const WorldActor* other = standingAt(to); other && other != &w)
            return cell + " is taken by " + other->id;
        return std::nullopt;
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
    case Action::Kind::Place: return whyNotPlace(a.id, a.actor, a.to);
    case Action::Kind::Remove:
        if (!actor(a.id))
            return "no actor \"" + a.id + "\" to remove";
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
        WorldActor& w = *find(a.id);
        WorldEvent& e = work.add(WorldEvent::Kind::Moved);
        e.who = w.id;
        e.from = w.at;
        w.at = a.toCell ? a.to : Cell{w.at.x + a.dx, w.at.y + a.dy};
        e.at = w.at;
        // Stepping onto a cell is where "entered" will be reported (props, issue 4).
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
        const WorldActor& w = addActor(a.id, a.actor, a.to);
        WorldEvent& e = work.add(WorldEvent::Kind::Placed);
        e.who = w.id;
        e.at = w.at;
        e.actorKind = w.kind;
        e.faction = w.faction;
        return;
    }
    case Action::Kind::Remove: {
        auto it = std::find_if(actors_.begin(), actors_.end(), [&](const WorldActor& w) { return w.id == a.id; });
        WorldEvent& e = work.add(WorldEvent::Kind::Removed);
        e.who = it->id;
        e.at = it->at;
        actors_.erase(it);
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

void World::landTriggers(Work&)
{
    // Seam for issue 4: the moments phase 1 reported (use, land, hit, entered,
    // ...) land their triggers here, through an EffectWorld over this world
    // and `work` (Harm/Mend queue work.damage, Afflict/Cure queue
    // work.statuses, Shove/Pull move actors, Grant adds a lingering effect,
    // Ignite/Emit light fire_ and add to gas_), before the fields step.
}

void World::stepFields(Work& work)
{
    std::vector<Occupant> occupants;
    for (const WorldActor& w : actors_)
        if (w.alive)
            occupants.push_back({w.ref, w.at});
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
    std::vector<std::pair<ActorRef, ActorRef>> lastBlow; // target -> credit of its last damage
    for (const Work::DamageRequest& d : work.damage) {
        WorldActor* w = findRef(d.target);
        if (!w || !w->alive)
            continue;
        std::int64_t change = 0; // taken off health; negative mends
        if (d.amount >= 0) {
            std::int64_t reduction = 0;
            if (d.kind)
                if (const auto& by = defs_->damageKinds[*d.kind].reducedBy)
                    reduction = std::max<std::int64_t>(value(*w, *by), 0);
            change = std::max<std::int64_t>(saturatingAdd(d.amount, -reduction), 0);
        } else {
            change = d.amount;
        }
        const std::int64_t base = w->holder.stats.baseOverride(settings_.health).value_or(health.defaultValue);
        std::int64_t next = saturatingAdd(base, -change);
        if (health.min)
            next = std::max(next, *health.min);
        if (health.max)
            next = std::min(next, *health.max);
        w->holder.stats.setBase(settings_.health, next);

        WorldEvent& e = work.add(WorldEvent::Kind::Damage);
        e.who = w->id;
        e.other = idOf(d.by);
        e.damageKind = d.kind.value_or(DamageKindId{});
        e.hasDamageKind = d.kind.has_value();
        e.amount = change;
        e.raw = d.amount;
        e.status = d.status;
        e.text = d.source;
        e.actorKind = w->kind;
        e.faction = w->faction;
        if (change > 0) {
            auto it = std::find_if(lastBlow.begin(), lastBlow.end(), [&](const auto& p) { return p.first == w->ref; });
            if (it == lastBlow.end())
                lastBlow.emplace_back(w->ref, d.by);
            else
                it->second = d.by;
        }
    }
    for (WorldActor& w : actors_) {
        if (!w.alive || value(w, settings_.health) > 0)
            continue;
        w.alive = false;
        WorldEvent& e = work.add(WorldEvent::Kind::Death);
        e.who = w.id;
        e.at = w.at;
        e.actorKind = w.kind;
        e.faction = w.faction;
        for (const auto& [target, by] : lastBlow)
            if (target == w.ref)
                e.other = idOf(by);
        // A destroyed prop's "destroyed" moment will be reported here, to land
        // in the next pass (issue 4).
    }
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
    case FactRegistry::Actors: return e.actorKind.value;
    case FactRegistry::Factions: return e.faction.value;
    case FactRegistry::Statuses:
        if (e.kind == WorldEvent::Kind::Status)
            return e.statusEvent.status.value;
        if (e.status)
            return e.status->value;
        return std::nullopt;
    case FactRegistry::Items:
    case FactRegistry::Props: return std::nullopt; // item used, trigger fired: issue 4
    }
    return std::nullopt;
}

std::optional<FactEvent> factEventOf(const WorldEvent& e)
{
    switch (e.kind) {
    case WorldEvent::Kind::Death: return FactEvent::Death;
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
