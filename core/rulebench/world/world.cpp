#include "rulebench/world/world.h"
#include "rulebench/world/world_formulas.h"

#include "rulebench/base/article.h"
#include "rulebench/base/prefetch.h"
#include "rulebench/base/saturating.h"
#include "rulebench/definitions/trigger_rules.h"
#include "rulebench/world/action_spec.h"
#include "rulebench/world/actor_stat.h"
#include "rulebench/world/event_words.h"
#include "rulebench/world/turn_work.h"
#include "rulebench/stats/describe.h"
#include "rulebench/stats/status_rules.h"

#include <algorithm>
#include <cstdlib>

namespace rb {

bool operator==(const World& a, const World& b)
{
    return a.defs_ == b.defs_ && a.settings_ == b.settings_ && a.grid_ == b.grid_ && a.fire_ == b.fire_ && a.gas_ == b.gas_
           && a.streams_ == b.streams_ && a.actors_ == b.actors_ && a.props_ == b.props_ && a.floor_ == b.floor_
           && std::equal(a.remnants_.begin(), a.remnants_.end(), b.remnants_.begin(), b.remnants_.end(),
                         [&](const Remnant& x, const Remnant& y) {
                             // A remnant's kind is known only by its triggers: compare it so.
                             return x == y && a.propKindOf(x.carrier) == b.propKindOf(y.carrier);
                         })
           && a.refIds_ == b.refIds_ && a.nextEffectUuid_ == b.nextEffectUuid_
           && a.ledger_ == b.ledger_ && a.tracker_ == b.tracker_ && a.turn_ == b.turn_ && a.encounter_ == b.encounter_
           && a.party_ == b.party_ && a.defeated_ == b.defeated_ && a.chargesHeld_ == b.chargesHeld_;
}

World::World(std::shared_ptr<const Definitions> defs, Grid grid, WorldSettings settings, std::uint64_t seed)
    : defs_(std::move(defs))
    , settings_(settings)
    , grid_(std::move(grid))
    , fire_(grid_, defs_->fireRules)
    , gas_(grid_, defs_->gasKinds ? *defs_->gasKinds : GasKinds())
    , streams_(seed)
    , ledger_(defs_->counters)
    , tracker_(defs_->quests)
{
    standing_.assign(static_cast<std::size_t>(grid_.width()) * grid_.height(), 0);
}

void World::reindex()
{
    decidersKnown_ = false;
    byId_.clear();
    slot_.assign(refIds_.size(), kNoSlot);
    standing_.assign(static_cast<std::size_t>(grid_.width()) * grid_.height(), 0);
    for (std::size_t i = 0; i < actors_.size(); ++i) {
        byId_.emplace(actors_[i].id, actors_[i].ref);
        slot_[indexOf(actors_[i].ref)] = static_cast<std::uint32_t>(i);
        if (actors_[i].alive && grid_.contains(actors_[i].at))
            standing_[cellIndex(actors_[i].at)] = static_cast<std::uint32_t>(i + 1);
    }
    for (std::size_t i = 0; i < props_.size(); ++i) {
        byId_.emplace(props_[i].id, props_[i].ref());
        slot_[indexOf(props_[i].ref())] = static_cast<std::uint32_t>(i);
    }
}

EntityRef World::newRef(std::string name)
{
    refIds_.push_back(std::move(name));
    slot_.push_back(kNoSlot);
    return EntityRef(refIds_.size());
}

// The element of `list` numbered `ref` (by the slot table), or null.
template <class T>
T* World::slotted(std::vector<T>& list, EntityRef ref) const
{
    if (!ref || ref.number > slot_.size())
        return nullptr;
    const std::uint32_t s = slot_[indexOf(ref)];
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
WorldActor* World::findRef(EntityRef ref) { return slotted(actors_, ref); }
WorldProp* World::findProp(EntityRef ref) { return slotted(props_, ref); }

// Inline (world.cpp alone walks with them): a call per step costs what the hint saves.
[[gnu::always_inline]] inline void World::prefetchActorAt(std::size_t slot) const
{
    if (slot < actors_.size())
        prefetchBytes(&actors_[slot], sizeof(WorldActor));
}

[[gnu::always_inline]] inline void World::prefetchActor(EntityRef ref) const
{
    if (ref && ref.number <= slot_.size())
        prefetchActorAt(slot_[indexOf(ref)]);
}

std::string World::idOf(EntityRef ref) const
{
    if (!ref || ref.number > refIds_.size())
        return {};
    return refIds_[indexOf(ref)];
}

std::string World::describeSource(const Source& source) const
{
    if (source.kind == Source::Kind::Item && source.id >= 1 && source.id <= refIds_.size())
        return "item " + refIds_[source.id - 1] + " #" + std::to_string(source.id);
    return describe(source, *defs_);
}

std::int64_t World::cooldownLeft(const WorldActor& who, AbilityId ability) const
{
    for (const Cooldown& c : who.cooldowns)
        if (c.ability == ability)
            return std::max<std::int64_t>(c.readyAt - (turn_ + 1), 0);
    return 0;
}

World::Outcome World::outcome() const
{
    // A defeat outweighs a victory quest done in the same turn: the party is
    // dead. (A run won earlier never records a defeat: resolveDeaths.)
    if (defeated_)
        return Outcome::Defeat;
    return tracker_.won() ? Outcome::Victory : Outcome::None;
}

std::int64_t World::value(const WorldActor& a, StatId stat) const { return Evaluator(defs_->stats, a.holder).value(stat); }

Result<std::int64_t> World::value(std::string_view actor, std::string_view stat) const
{
    const Result<ActorStat> found = findActorStat(*this, actor, stat);
    if (!found)
        return failure(found.problems());
    return value(*found->actor, found->stat);
}

const WorldActor* World::standingAt(Cell c) const
{
    if (!grid_.contains(c))
        return nullptr;
    const std::uint32_t s = standing_.empty() ? 0 : standing_[cellIndex(c)];
    if (s == 0)
        return nullptr;
    const WorldActor& a = actors_[s - 1];
    return a.alive && a.at == c ? &a : nullptr;
}

void World::moveActorTo(WorldActor& a, Cell to)
{
    if (a.alive && grid_.contains(a.at) && standing_[cellIndex(a.at)] == slot_[indexOf(a.ref)] + 1)
        standing_[cellIndex(a.at)] = 0;
    a.at = to;
    if (a.alive && grid_.contains(to))
        standing_[cellIndex(to)] = slot_[indexOf(a.ref)] + 1;
}

Result<void> World::setPosition(std::string_view id, Cell at)
{
    WorldActor* a = find(id);
    if (!a)
        return failure("no actor \"" + std::string(id) + "\"");
    if (!a->alive)
        return failure(a->id + " is dead");
    if (std::optional<std::string> why = whyNotFloor(at))
        return failure(std::move(*why));
    if (const WorldActor* other = standingAt(at); other && other != a)
        return failure(cellText(at) + " is taken by " + other->id);
    moveActorTo(*a, at);
    return {};
}

void World::markDead(WorldActor& a)
{
    if (grid_.contains(a.at) && standing_[cellIndex(a.at)] == slot_[indexOf(a.ref)] + 1)
        standing_[cellIndex(a.at)] = 0;
    a.alive = false;
}

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

std::optional<std::string> World::whyNotNew(std::string_view id, std::string_view noun, std::string_view kindWord,
                                            bool knownKind, Cell at) const
{
    if (id.empty())
        return std::string(noun) + " needs an id";
    if (byId_.contains(id))
        return "the id \"" + std::string(id) + "\" is taken";
    if (!knownKind)
        return "no such kind of " + std::string(kindWord);
    return whyNotFloor(at);
}

std::optional<std::string> World::whyNotPlace(std::string_view id, ActorId kind, Cell at,
                                              const PlaceOptions& options) const
{
    if (auto r = whyNotNew(id, "an actor", "actor", kind.value < defs_->actors.size(), at))
        return r;
    if (const WorldActor* other = standingAt(at))
        return cellText(at) + " is taken by " + other->id;
    if (options.faction && options.faction->value >= defs_->factions.size())
        return std::string("no such faction");
    for (const PlacedItem& i : options.items)
        if (auto r = whyNotGive(i.item, i.worn))
            return r;
    return std::nullopt;
}

std::optional<std::string> World::whyNotPlaceProp(std::string_view id, PropId kind, Cell at) const
{
    if (auto r = whyNotNew(id, "a prop", "prop", kind.value < defs_->props.size(), at))
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
    a.behaviour = def.behaviour;
    a.startHealth = value(a, settings_.health);
    a.ref = ActorRef(newRef(a.id).number);
    slot_[indexOf(a.ref)] = static_cast<std::uint32_t>(actors_.size());
    byId_.emplace(a.id, a.ref);
    if (grid_.contains(at))
        standing_[cellIndex(at)] = slot_[indexOf(a.ref)] + 1;
    actors_.push_back(std::move(a));
    decidersKnown_ = false;
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
    slot_[indexOf(p.ref())] = static_cast<std::uint32_t>(props_.size());
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

Result<ActorRef> World::place(std::string id, ActorId kind, Cell at, const PlaceOptions& options)
{
    if (std::optional<std::string> why = whyNotPlace(id, kind, at, options))
        return failure(std::move(*why));
    WorldActor& a = addActor(std::move(id), kind, at);
    if (options.behaviour)
        a.behaviour = *options.behaviour;
    if (options.faction)
        a.faction = *options.faction;
    const ActorRef ref = a.ref;
    const std::string placed = a.id;
    for (const PlacedItem& i : options.items)
        (void)give(placed, i.item, i.worn); // each checked by whyNotPlace above
    return ref;
}

std::optional<ActorEdit> World::edit(std::string_view id)
{
    WorldActor* a = find(id);
    if (!a)
        return std::nullopt;
    decidersKnown_ = false; // the behaviour may change through the edit
    return ActorEdit{a->holder, a->behaviour, a->faction};
}

Result<EntityRef> World::placeProp(std::string id, PropId kind, Cell at)
{
    if (std::optional<std::string> why = whyNotPlaceProp(id, kind, at))
        return failure(std::move(*why));
    return addProp(std::move(id), kind, at).ref();
}

Result<EntityRef> World::give(std::string_view id, ItemId item, bool wear)
{
    WorldActor* a = find(id);
    if (!a)
        return failure("no actor \"" + std::string(id) + "\"");
    if (std::optional<std::string> why = whyNotGive(item, wear))
        return failure(std::move(*why));
    a->items.push_back(newItem(item, defs_->items[item].name));
    if (wear)
        wearItem(*a, a->items.back());
    return a->items.back().ref();
}

std::optional<std::string> World::whyNotGive(ItemId item, bool wear) const
{
    if (item.value >= defs_->items.size())
        return "no such item";
    const ItemDef& def = defs_->items[item];
    if (wear && def.worn.empty())
        return withArticle(def.name) + " is not worn: it has no \"worn\" modifiers";
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
        r.source = Source::item(static_cast<std::uint32_t>(item.ref().number));
        a.holder.stats.effects().add(r, none);
    }
}

void World::takeOffItem(WorldActor& a, WorldItem& item)
{
    item.worn = false;
    a.holder.stats.effects().removeBySource(Source::item(static_cast<std::uint32_t>(item.ref().number)));
}

const WorldItem* World::carried(const WorldActor& a, ItemId kind, bool notWorn) const
{
    for (const WorldItem& i : a.items)
        if (i.kind == kind && !(notWorn && i.worn))
            return &i;
    return nullptr;
}

std::optional<std::int64_t> World::chargesFree(const Carrier& c) const
{
    if (!c.charges)
        return std::nullopt;
    std::int64_t held = 0;
    for (const auto& [on, n] : chargesHeld_)
        if (on == c.self)
            held += n;
    return c.charges->left - held;
}

const WorldItem* World::usable(const WorldActor& a, ItemId kind, bool notWorn) const
{
    const WorldItem* first = nullptr;
    for (const WorldItem& i : a.items) {
        if (i.kind != kind || (notWorn && i.worn))
            continue;
        if (const auto free = chargesFree(i.carrier); !free || *free > 0)
            return &i;
        if (!first)
            first = &i;
    }
    return first;
}

void World::holdCharge(const Carrier& c, MomentId moment, std::optional<MomentId> orMoment)
{
    if (!c.charges || !(answers(c, moment) || (orMoment && answers(c, *orMoment))))
        return;
    for (auto& [on, n] : chargesHeld_)
        if (on == c.self) {
            ++n;
            return;
        }
    chargesHeld_.emplace_back(c.self, 1);
}

// ---- one turn ------------------------------------------------------------------

TurnScratch::TurnScratch() = default;
TurnScratch::~TurnScratch() = default;
TurnScratch::TurnScratch(const TurnScratch&) {}
TurnScratch& TurnScratch::operator=(const TurnScratch&) { return *this; }
TurnScratch::TurnScratch(TurnScratch&&) noexcept = default;
TurnScratch& TurnScratch::operator=(TurnScratch&&) noexcept = default;

void TurnWork::begin(TurnReport& into)
{
    casts.clear();
    statuses.clear();
    damage.clear();
    sources.clear();
    workingsUsed = 0;
    ended.clear();
    handFacts.clear();
    fired.clear();
    occupants.clear();
    lastBlows.clear();
    actionsTaken.clear();
    granted.clear();
    report_ = &into;
    added_ = 0;
}

void TurnWork::finish()
{
    std::vector<WorldEvent>& events = report_->events;
    events.erase(events.begin() + static_cast<std::ptrdiff_t>(added_), events.end());
}

void LastBlows::settle()
{
    const auto byTarget = [](const Blow& a, const Blow& b) {
        return a.target != b.target ? a.target < b.target : a.order < b.order;
    };
    // A turn's ticks deal their damage in the actors' order, so the usual list
    // is sorted already and settling it costs a pass, not a sort.
    if (!std::is_sorted(blows_.begin(), blows_.end(), byTarget))
        std::sort(blows_.begin(), blows_.end(), byTarget);
    auto kept = blows_.begin();
    for (auto first = blows_.begin(); first != blows_.end();) {
        const auto last = std::find_if(first, blows_.end(), [&](const Blow& b) { return b.target != first->target; });
        // The last blow someone dealt; fire's (by no one) only when no one did.
        const auto dealt = std::find_if(std::make_reverse_iterator(last), std::make_reverse_iterator(first),
                                        [](const Blow& b) { return static_cast<bool>(b.by); });
        *kept++ = Blow{first->target, 0, dealt == std::make_reverse_iterator(first) ? EntityRef{} : dealt->by};
        first = last;
    }
    blows_.erase(kept, blows_.end());
}

std::optional<EntityRef> LastBlows::of(EntityRef target) const
{
    const auto it = std::lower_bound(blows_.begin(), blows_.end(), target,
                                     [](const Blow& b, EntityRef t) { return b.target < t; });
    return it != blows_.end() && it->target == target ? std::optional(it->by) : std::nullopt;
}

TurnReport World::step(const std::vector<Action>& actions) { return step(actions, {}); }

TurnReport World::step(const std::vector<Action>& actions, std::span<const Fired> moments)
{
    TurnReport report;
    step(actions, moments, report);
    return report;
}

void World::step(const std::vector<Action>& actions, std::span<const Fired> moments, TurnReport& report)
{
    if (!scratch_.buffers_)
        scratch_.buffers_ = std::make_unique<TurnScratch::Buffers>();
    Work& work = *scratch_.buffers_;
    work.begin(report);
    work.report().turn = turn_ + 1;
    // Most turns report a few events an actor (a tick's damage, a status
    // change): room for them up front spares the copies of growing.
    // An actor that decides by its behaviour adds its decision and its action.
    work.report().events.reserve(4 * actors_.size() + 4 * actions.size() + 16);
    work.damage.reserve(2 * actors_.size());
    // 1. Actions report moments (and queue what later phases resolve).
    for (const Action& a : actions)
        act(a, work);
    decide(actions, work);
    chargesHeld_.clear(); // the pass spends what the actions took
    work.fired.insert(work.fired.end(), moments.begin(), moments.end());
    // 2. Abilities cast land, then triggers for every reported moment.
    landTriggers(work);
    // 3. Fields spread, burn and decay.
    stepFields(work);
    // 4. Statuses and turns(n) effects count down and expire, afflictions
    //    requested this turn resolve, then statuses tick.
    resolveStatuses(work);
    // 5. Damage resolves; deaths are known.
    resolveDamage(work);
    endOfTurnClocks(work);
    // 6. Facts from this turn's events feed counters and quests.
    deriveFacts(work);
    work.finish();
    turn_ = work.report().turn;
}

std::optional<std::string> World::whyNotAnotherAction(const WorldActor& who, std::int64_t taken) const
{
    const std::int64_t most = defs_->actors[who.kind].actionsPerTurn;
    if (taken < most)
        return std::nullopt;
    return who.id + " has taken its " + std::to_string(most) + (most == 1 ? " action" : " actions") + " this turn";
}

std::optional<std::string> World::whyNot(const Action& a, std::span<const Action> before) const
{
    const ActionRow& row = actionRow(a.kind);
    if (const WorldActor* who = row.acts ? actor(a.id) : nullptr) {
        // As a step counts: each earlier action of its own that it would take.
        std::int64_t taken = 0;
        for (const Action& b : before)
            if (b.id == a.id && actionRow(b.kind).acts && !whyNotAnotherAction(*who, taken)
                && !actionRow(b.kind).whyNot(*this, b))
                ++taken;
        if (auto reason = whyNotAnotherAction(*who, taken))
            return reason;
    }
    return row.whyNot(*this, a);
}

void World::act(const Action& a, Work& work)
{
    const ActionRow& row = actionRow(a.kind);
    const WorldActor* who = row.acts ? actor(a.id) : nullptr;
    std::optional<std::string> reason = who ? whyNotAnotherAction(*who, work.actionsTaken.of(who->ref)) : std::nullopt;
    if (!reason)
        reason = row.whyNot(*this, a);
    if (reason) {
        WorldEvent& e = work.add(WorldEvent::Kind::Refused);
        e.who = row.takes(ActionField::Id) ? a.id : std::string();
        e.action = std::string(row.word);
        e.text = std::move(*reason);
        return;
    }
    if (who)
        work.actionsTaken.note(who->ref);
    row.apply(*this, a, work);
}

void World::stepFields(Work& work)
{
    // Whom fire could harm, gathered only when something burns: a walk over
    // every actor is the dearest part of a turn without fire.
    std::vector<Occupant>& occupants = work.occupants;
    if (fire_.anyBurning()) {
        for (const WorldActor& w : actors_)
            if (w.alive)
                occupants.push_back({w.ref, w.at});
        for (const WorldProp& p : props_)
            if (p.health)
                occupants.push_back({p.ref(), p.at});
    }
    const FireReport fire = fire_.step(grid_, streams_.stream(kFireStream), occupants);
    for (const FireHarm& h : fire.harm)
        work.damage.push_back({h.who, defs_->fireKind, h.amount, ActorRef{}, std::nullopt, DamageHow::Fire, 0, false});
    for (Cell c : fire.caught)
        work.add(WorldEvent::Kind::FireCaught).at = c;
    for (Cell c : fire.burntOut)
        work.add(WorldEvent::Kind::FireOut).at = c;
    gas_.step(grid_);
}

namespace {
// A turn's walks ask for what they will read this many places ahead (see
// base/prefetch.h): far enough that it has arrived when the walk gets
// there, near enough that it is still in the cache. The tick walk asks for
// the status instances of the actor kTickLookAhead on, and every walk for
// the records twice as far on, since a block's address is read from its
// record; the death walk asks for the stat blocks kTickLookAhead on too.
// Asking for the damage targets' blocks made that walk slower
// (docs/benchmarks.md).
constexpr std::size_t kTickLookAhead = 8;
constexpr std::size_t kRecordLookAhead = 2 * kTickLookAhead;
} // namespace

void World::resolveStatuses(Work& work)
{
    countDownClocks(work);
    for (const Work::StatusRequest& r : work.statuses) {
        WorldActor* w = findRef(r.afflict.target);
        if (!w) // removed later in the same turn's actions
            continue;
        if (r.cure) {
            for (const StatusEvent& se : cure(w->holder, Cure{w->ref, r.afflict.status, r.instances}))
                reportStatus(se, *w, work);
        } else {
            for (const StatusEvent& se : afflict(*defs_, w->holder, r.afflict))
                reportStatus(se, *w, work);
        }
    }
    for (std::size_t i = 0; i < actors_.size(); ++i) {
        prefetchActorAt(i + kRecordLookAhead);
        if (i + kTickLookAhead < actors_.size())
            prefetch(actors_[i + kTickLookAhead].holder.statuses.instances());
        const WorldActor& w = actors_[i];
        if (!w.alive || w.holder.statuses.empty())
            continue;
        tickStatuses(defs_->statuses, w.holder, w.ref, work.ticks);
        for (const TickDamage& d : work.ticks) {
            work.damage.push_back({w.ref, d.kind, d.amount, d.by, d.status, DamageHow::Tick, 0, false});
            if (const std::optional<Formula>& formula = defs_->statuses[d.status].tick->formula)
                workTick(*formula, w, work);
        }
    }
}

// A tick whose amount is a formula: worked out now, for who carries it (the
// target) and who applied it (the user), the working kept for the log.
void World::workTick(const Formula& formula, const WorldActor& w, Work& work)
{
    thread_local FormulaWorking worked; // its room reused from tick to tick
    Work::DamageRequest& d = work.damage.back();
    const Formulas reader(*this, work.report().turn);
    formula.explain({&reader, d.by, w.ref, &streams_.stream(kAbilityStream)}, worked);
    d.amount = std::clamp(worked.value, -kMaxContentNumber, kMaxContentNumber);
    if (d.amount != worked.value)
        worked.text += ", held to " + std::to_string(d.amount);
    d.working = work.working(worked.text);
    if (worked.divisionByZero) {
        WorldEvent& e = work.add(WorldEvent::Kind::DividedByZero);
        e.who = w.id;
        e.text = "tick of " + defs_->statuses[*d.status].name;
        e.action = formula.text();
    }
}

void World::reportStatus(const StatusEvent& se, const WorldActor& w, Work& work) const
{
    WorldEvent& e = work.add(WorldEvent::Kind::Status);
    e.who = w.id;
    e.other = idOf(se.by);
    e.setStatusEvent(se);
    e.actorKind = w.kind;
    e.faction = w.faction;
}

// Before this turn's afflictions: what was there from earlier turns loses a
// turn, and what has none left goes (statuses, then turns(n) effects, an
// actor at a time). What was granted this turn keeps its turns.
void World::countDownClocks(Work& work)
{
    std::sort(work.granted.begin(), work.granted.end()); // by slot, then the first id
    auto granted = work.granted.cbegin();
    for (std::size_t i = 0; i < actors_.size(); ++i) {
        prefetchActorAt(i + kRecordLookAhead);
        if (i + kTickLookAhead < actors_.size())
            prefetch(actors_[i + kTickLookAhead].holder.statuses.instances());
        WorldActor& w = actors_[i];
        while (granted != work.granted.cend() && granted->first < i)
            ++granted;
        if (!w.alive)
            continue;
        if (!w.holder.statuses.empty()) {
            countDownStatuses(defs_->statuses, w.holder, w.ref, work.expired);
            for (const StatusEvent& se : work.expired)
                reportStatus(se, w, work);
        }
        const bool fresh = granted != work.granted.cend() && granted->first == i;
        reportEnded(w, w.holder.stats.effects().countDownTurns(fresh ? granted->second : EffectId{~std::uint64_t(0)}), work);
    }
}

void World::resolveDamage(Work& work)
{
    const StatDef& health = defs_->stats[settings_.health];
    const std::vector<Work::DamageRequest>& requests = work.damage;
    for (std::size_t i = 0; i < requests.size(); ++i) {
        if (i + kRecordLookAhead < requests.size())
            prefetchActor(requests[i + kRecordLookAhead].target);
        const Work::DamageRequest& d = requests[i];
        WorldActor* w = findRef(d.target);
        WorldProp* p = w ? nullptr : findProp(d.target);
        if (!(w && w->alive) && !(p && p->health))
            continue;
        std::int64_t change = 0; // taken off health; negative mends
        const bool mend = d.mend || d.amount < 0; // a Mend of 0 is still no damage
        if (!mend) {
            std::int64_t reduction = 0;
            if (w && d.kind)
                if (const auto& by = defs_->damageKinds[*d.kind].reducedBy)
                    reduction = std::max<std::int64_t>(value(*w, *by), 0);
            change = std::max<std::int64_t>(saturatingAdd(d.amount, -reduction), 0);
        } else {
            change = std::min<std::int64_t>(d.amount, 0);
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
        e.mend = mend;
        e.status = d.status;
        e.how = d.how;
        if (d.status)
            e.text = defs_->statuses[*d.status].name;
        else if (d.source)
            e.text = work.sources[d.source - 1];
        if (d.working)
            e.action = work.workings[d.working - 1];
        // The last blow anyone is credited with: fire's harm is no one's and
        // does not take the credit from whoever set the fire or threw the bomb.
        if (change > 0)
            work.lastBlows.note(d.target, d.by);
    }
    work.lastBlows.settle();
    resolveDeaths(work);
}

void World::resolveDeaths(Work& work)
{
    const LastBlows& lastBlows = work.lastBlows;
    const auto creditOf = [&](EntityRef target) {
        const std::optional<EntityRef> by = lastBlows.of(target);
        return by ? idOf(*by) : std::string();
    };
    // One walk for deaths and the end-of-turn clocks of whoever still stands:
    // a holder's clock touches only its own effects, so running it beside the
    // later actors' deaths changes nothing, and its "lingering" events wait
    // in work.ended until every death is reported (endOfTurnClocks).
    for (WorldActor& w : actors_) {
        const std::size_t slot = static_cast<std::size_t>(&w - actors_.data());
        prefetchActorAt(slot + kRecordLookAhead);
        if (slot + kTickLookAhead < actors_.size())
            actors_[slot + kTickLookAhead].holder.stats.prefetch();
        if (!w.alive)
            continue;
        if (value(w, settings_.health) > 0) {
            for (Effect& effect : w.holder.stats.effects().endTurn())
                work.ended.push_back({static_cast<std::size_t>(&w - actors_.data()), std::move(effect)});
            continue;
        }
        markDead(w);
        WorldEvent& e = work.add(WorldEvent::Kind::Death);
        e.who = w.id;
        e.at = w.at;
        e.actorKind = w.kind;
        e.faction = w.faction;
        e.other = creditOf(w.ref);
    }
    if (party_ && !defeated_ && !tracker_.won()
        && std::none_of(actors_.begin(), actors_.end(), [&](const WorldActor& a) { return a.alive && a.faction == *party_; })) {
        defeated_ = true;
        work.add(WorldEvent::Kind::Defeat).text = defs_->factions[*party_].name;
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
        remnants_.push_back(leaveRemnant(p.carrier, kMomentDestroyed, lastBlows.of(p.ref()).value_or(EntityRef{}), p.at));
    }
    std::erase_if(props_, [](const WorldProp& p) { return p.health && *p.health <= 0; });
    reindex();
}

namespace {
void reportLingering(const Definitions& defs, const WorldActor& who, const Effect& effect, TurnWork& work)
{
    WorldEvent& e = work.add(WorldEvent::Kind::Lingering);
    e.who = who.id;
    e.text = defs.durations.name(effect.duration);
    e.amount = static_cast<std::int64_t>(effect.id.value);
}
} // namespace

void World::endOfTurnClocks(Work& work)
{
    for (const auto& [slot, effect] : work.ended)
        reportLingering(*defs_, actors_[slot], effect, work);
}

void World::reportEnded(const WorldActor& who, const std::vector<Effect>& ended, Work& work) const
{
    for (const Effect& effect : ended)
        reportLingering(*defs_, who, effect, work);
}

namespace {
// An id an event may carry, as a fact's subject or object.
template <class Tag>
std::optional<FactValue> factValue(const std::optional<Id<Tag>>& id)
{
    return id ? std::optional<FactValue>(id->value) : std::nullopt;
}

// What an event can say about a fact's subject or object (see eventCanName).
std::optional<FactValue> factSide(std::optional<FactRegistry> r, const WorldEvent& e)
{
    if (!r)
        return std::nullopt;
    switch (*r) {
    case FactRegistry::Actors: return e.aboutActor ? std::optional<FactValue>(e.actorKind.value) : std::nullopt;
    case FactRegistry::Factions: return e.aboutActor ? std::optional<FactValue>(e.faction.value) : std::nullopt;
    // A status change's status, or the status of a tick's damage.
    case FactRegistry::Statuses:
        return factValue(e.kind == WorldEvent::Kind::Status ? std::optional(e.detailOr<WorldEvent::StatusNumbers>().status) : e.status);
    case FactRegistry::Items: return factValue(e.item);
    case FactRegistry::Props: return factValue(e.prop);
    case FactRegistry::Abilities: return factValue(e.ability);
    }
    return std::nullopt;
}

// The fact kinds an event feeds are those "from" its word's; damage feeds
// them only when it dealt some.
std::optional<FactEvent> factEventOf(const WorldEvent& e)
{
    const std::optional<FactEvent> from = eventWordOf(e).feeds;
    if (from == FactEvent::DamageDealt && e.amount <= 0)
        return std::nullopt;
    return from;
}
} // namespace

void World::deriveFacts(Work& work)
{
    // Hand-fed facts came with the actions, so they feed first.
    for (const Fact& f : work.handFacts)
        feedFact(f, work);
    if (defs_->factKinds.empty()) // content with no fact kinds: no event feeds one
        return;
    const std::size_t eventCount = work.events().size();
    for (std::size_t i = 0; i < eventCount; ++i) {
        const auto from = factEventOf(work.report().events[i]);
        if (!from)
            continue;
        for (std::uint32_t k = 0; k < defs_->factKinds.size(); ++k) {
            const FactKindDef& kind = defs_->factKinds[FactKindId{k}];
            if (kind.from != from || (kind.how && work.report().events[i].how != *kind.how))
                continue;
            const WorldEvent e = work.report().events[i]; // feedFact appends events
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
    work.add(WorldEvent::Kind::FactFed).detail = fact;
    for (const CounterChange& c : ledger_.feed(fact))
        work.add(WorldEvent::Kind::Counter).detail = c;
    for (const QuestChange& q : tracker_.feed(fact))
        work.add(WorldEvent::Kind::Quest).detail = q;
}

} // namespace rb
