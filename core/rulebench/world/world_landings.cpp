// Phase 2 of a turn: the moments the actions reported land their triggers,
// through a TriggerWorld over the world and the turn's work. Effects only
// ask: damage and mending join the turn's damage (resolved in phase 5),
// afflictions and cures its status requests (phase 4); moves, cues, lingering
// effects, fire and gas happen at once and are logged as they do.
#include "rulebench/definitions/trigger_rules.h"
#include "rulebench/grid/burst.h"
#include "rulebench/world/turn_work.h"
#include "rulebench/world/world.h"
#include "rulebench/world/world_formulas.h"

#include <algorithm>

namespace rb {

class World::Landings final : public TriggerWorld {
public:
    Landings(World& world, Work& work)
        : w_(world)
        , work_(work)
        , formulas_(world, work.report().turn)
    {
    }

    // Reports that effects' moves made (a shove onto a trap), for another pass.
    std::vector<Fired> takeFollowUps() { return std::exchange(followUps_, {}); }

    const Grid& grid() const override { return w_.grid_; }
    bool blocksBurst(Cell c) const override { return w_.gas_.isOpaque(c.x, c.y); }

    void occupants(std::span<const Cell> cells, std::vector<EntityRef>& out) const override
    {
        if (stale_) {
            standing_.clear();
            for (const WorldActor& a : w_.actors_)
                if (a.alive)
                    standing_.emplace_back(a.at, a.ref);
            for (const WorldProp& p : w_.props_)
                if (p.health) // only what can be broken is hit
                    standing_.emplace_back(p.at, p.ref());
            std::stable_sort(standing_.begin(), standing_.end(),
                             [](const auto& a, const auto& b) { return a.first < b.first; });
            stale_ = false;
        }
        for (Cell c : cells) {
            auto it = std::lower_bound(standing_.begin(), standing_.end(), c,
                                       [](const auto& entry, Cell cell) { return entry.first < cell; });
            for (; it != standing_.end() && it->first == c; ++it)
                out.push_back(it->second);
        }
    }

    Carrier* carrier(EntityRef on) override
    {
        if (WorldProp* p = w_.findProp(on))
            return &p->carrier;
        for (FloorItem& f : w_.floor_)
            if (f.item.ref() == on)
                return &f.item.carrier;
        for (WorldActor& a : w_.actors_)
            for (WorldItem& i : a.items)
                if (i.ref() == on)
                    return &i.carrier;
        return nullptr;
    }

    void removeCarrier(EntityRef on) override
    {
        if (WorldProp* p = w_.findProp(on)) {
            w_.props_.erase(w_.props_.begin() + (p - w_.props_.data()));
            w_.reindex();
            stale_ = true;
            return;
        }
        std::erase_if(w_.floor_, [&](const FloorItem& f) { return f.item.ref() == on; });
        for (WorldActor& a : w_.actors_) {
            auto it = std::find_if(a.items.begin(), a.items.end(), [&](const WorldItem& i) { return i.ref() == on; });
            if (it == a.items.end())
                continue;
            if (it->worn)
                w_.takeOffItem(a, *it);
            a.items.erase(it);
            return;
        }
    }

    void willLand(const Carrier& carrier, const TriggerLanded& landed) override
    {
        const Definitions& defs = *w_.defs_;
        WorldEvent& e = work_.add(WorldEvent::Kind::Triggered);
        e.who = w_.idOf(carrier.self);
        e.other = w_.idOf(landed.user);
        e.text = w_.idOf(landed.fired.by); // who set it off, when someone did
        e.action = defs.moments[landed.fired.moment].name;
        e.at = landed.fired.at;
        e.detail = landed.cells;
        e.amount = static_cast<std::int64_t>(landed.targets.size());
        e.raw = landed.remnant ? 1 : 0;
        e.trigger = static_cast<std::uint32_t>(landed.trigger);
        // Which definition this is: the one whose triggers it carries.
        e.item = w_.itemKindOf(carrier);
        e.prop = w_.propKindOf(carrier);
        source_ = e.prop ? defs.props[*e.prop].name : e.item ? defs.items[*e.item].name : e.who;
        via_ = source_ + ", on " + e.action;
        e.aboutActor = false;
        if (const WorldActor* by = w_.findRef(landed.fired.by)) {
            e.actorKind = by->kind;
            e.faction = by->faction;
            e.aboutActor = true;
        }
    }

    // An ability's effects are about to land: what they deal is its.
    void willCast(const AbilityDef& ability)
    {
        source_ = ability.name;
        via_ = ability.name + ", cast";
    }

    // Everything landed here is an effect's doing: a trigger's, an ability's.
    std::optional<ActorRef> actor(EntityRef who) const override
    {
        if (const WorldActor* a = w_.findRef(who))
            return a->ref;
        return std::nullopt;
    }
    void damage(EntityRef target, DamageKindId kind, std::int64_t amount, EntityRef by) override
    {
        work_.damage.push_back({target, kind, amount, by, std::nullopt, DamageHow::Effect, work_.source(source_), false});
    }
    void mend(EntityRef target, std::int64_t amount, EntityRef by) override
    {
        work_.damage.push_back({target, std::nullopt, -amount, by, std::nullopt, DamageHow::Effect, work_.source(source_), true});
    }
    void damage(EntityRef target, DamageKindId kind, std::int64_t amount, EntityRef by, std::string_view working) override
    {
        damage(target, kind, amount, by);
        work_.damage.back().working = work_.working(working);
    }
    void mend(EntityRef target, std::int64_t amount, EntityRef by, std::string_view working) override
    {
        mend(target, amount, by);
        work_.damage.back().working = work_.working(working);
    }
    const FormulaReader* formulaReader() const override { return &formulas_; }
    void dividedByZero(EntityRef target, const Formula& formula) override
    {
        WorldEvent& e = work_.add(WorldEvent::Kind::DividedByZero);
        e.who = w_.idOf(target);
        e.text = "effect of " + source_;
        e.action = formula.text();
    }
    void afflict(const Afflict& request) override
    {
        Afflict through = request;
        through.via = via_;
        work_.statuses.push_back({false, std::move(through), std::nullopt});
    }
    void cure(const Cure& request) override
    {
        work_.statuses.push_back({true, Afflict{request.target, request.status, 0, EntityRef{}}, request.instances});
    }

    std::optional<Cell> position(ActorRef who) const override
    {
        if (const WorldActor* a = const_cast<World&>(w_).findRef(who); a && a->alive)
            return a->at;
        return std::nullopt; // props stay where they stand
    }
    bool canEnter(ActorRef who, Cell cell) const override
    {
        if (w_.whyNotFloor(cell))
            return false;
        const WorldActor* other = w_.standingAt(cell);
        return !other || other->ref == who;
    }
    void moveActor(ActorRef who, Cell to) override
    {
        WorldActor* a = w_.findRef(who);
        if (!a)
            return;
        WorldEvent& e = work_.add(WorldEvent::Kind::Moved);
        e.who = a->id;
        e.from = a->at;
        e.at = to;
        e.action = "effect";
        e.text = source_;
        w_.moveActorTo(*a, to);
        stale_ = true;
        for (const WorldProp& p : w_.props_)
            if (p.at == to)
                followUps_.push_back(Fired{p.ref(), kMomentEntered, who, to});
    }

    void cue(std::span<const Cell> cells, const Look& look) override
    {
        WorldEvent& e = work_.add(WorldEvent::Kind::Cue);
        e.detail = std::vector<Cell>(cells.begin(), cells.end());
        e.setLook(look);
    }

    std::uint64_t newEffectUuid() override { return w_.nextEffectUuid_++; }
    void grant(ActorRef target, const EffectRequest& lingering) override
    {
        WorldActor* a = w_.findRef(target);
        if (!a || !a->alive)
            return;
        if (auto id = a->holder.stats.effects().add(lingering, w_.defs_->durations)) {
            work_.granted.emplace_back(static_cast<std::uint32_t>(a - w_.actors_.data()), *id);
            WorldEvent& e = work_.add(WorldEvent::Kind::Granted);
            e.who = a->id;
            e.text = w_.defs_->durations.name(lingering.duration);
            e.amount = static_cast<std::int64_t>(id->value);
        }
    }

    void ignite(Cell cell, int turns) override
    {
        if (!w_.fire_.ignite(w_.grid_, cell, turns))
            return;
        WorldEvent& e = work_.add(WorldEvent::Kind::Ignited);
        e.at = cell;
        e.amount = w_.fire_.turnsLeft(cell);
    }
    void emitGas(Id<GasKind> gas, Cell cell, std::int64_t amount) override
    {
        if (!w_.gas_.addGas(w_.grid_, gas, cell, amount))
            return;
        WorldEvent& e = work_.add(WorldEvent::Kind::GasEmitted);
        e.at = cell;
        e.text = w_.defs_->gasKinds ? (*w_.defs_->gasKinds)[gas].name : std::string("gas");
        e.amount = amount;
    }

private:
    World& w_;
    Work& work_;
    World::Formulas formulas_;
    std::string source_; // what the landing trigger is on, for the damage it deals
    std::string via_;    // the same and its moment, for the statuses it applies
    std::vector<Fired> followUps_;
    mutable std::vector<std::pair<Cell, EntityRef>> standing_;
    mutable bool stale_ = true;
};

// A chain (a shove onto a trap that shoves onto another) lands within the
// turn, pass after pass, up to this many.
inline constexpr int kMaxTriggerPasses = 8;

void World::landTriggers(Work& work)
{
    Landings landings(*this, work);
    BurstScratch scratch;
    RandomStream& ability = streams_.stream(kAbilityStream);
    // Casts first, in the order cast, from the same deck as traps and potions.
    for (const Work::CastRequest& cast : work.casts) {
        const AbilityDef& def = defs_->abilities[cast.ability];
        std::vector<EntityRef> targets;
        landings.occupants(cast.cells, targets);
        landings.willCast(def);
        if (def.look)
            landings.cue(cast.cells, *def.look);
        const WorldActor* caster = findRef(cast.caster);
        Landing landing;
        landing.user = cast.caster;
        landing.source = LandingSource{LandingSource::Kind::Ability, EntityRef{}, {}, cast.caster};
        // A burst comes from its centre; a single cell from whoever cast it.
        const bool fromCentre = def.area.kind == Area::Kind::Burst || !caster;
        landing.origin = fromCentre ? cast.at : caster->at;
        landing.aim = cast.at;
        landing.cells = cast.cells;
        landing.targets = targets;
        landEffects(*def.effects, landing, landings, ability);
    }
    work.casts.clear();
    for (const Fired& f : landings.takeFollowUps()) // a cast's shove onto a trap
        work.fired.push_back(f);
    std::vector<Fired> reports = std::move(work.fired);
    for (int pass = 0; pass < kMaxTriggerPasses; ++pass) {
        if (reports.empty() && (pass > 0 || remnants_.empty()))
            return;
        std::vector<Remnant> none;
        const TriggerReport report = resolveTriggers(reports, pass == 0 ? remnants_ : none, landings, ability, scratch);
        for (const ChargeSpent& c : report.charges) {
            WorldEvent& e = work.add(WorldEvent::Kind::ChargeSpent);
            e.who = idOf(c.on);
            e.amount = c.left;
            e.raw = c.removed ? 1 : 0;
        }
        reports = landings.takeFollowUps();
    }
    if (!reports.empty()) {
        WorldEvent& e = work.add(WorldEvent::Kind::Refused);
        e.action = "trigger";
        e.text = "a chain of triggers was cut after " + std::to_string(kMaxTriggerPasses) + " passes";
    }
}

} // namespace rb
