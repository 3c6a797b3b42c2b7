// Behaviours (World::decide): every living actor with a behaviour that the
// turn's actions gave nothing decides what to do, in world order, after the
// given actions and against the world as they left it. Each decision is an
// event with its reason as data, then an action checked and done like any
// other. One search per faction and turn (breadth-first from every living
// hostile at once, where they stand when the faction first asks) answers
// "which way, how far and to whom" for all its actors, so a turn's cost per
// actor stays flat as actors grow; it goes only as far as its actors'
// questions need, in the order a whole search would, so a turn costs what the
// actors need and not the map's area. Ties are drawn from the "behaviour"
// stream, and only when there is a tie.
#include "rulebench/grid/burst.h"
#include "rulebench/world/action_spec.h"
#include "rulebench/world/turn_work.h"
#include "rulebench/world/world.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <limits>

namespace rb {

namespace {
constexpr std::array<std::array<int, 2>, 8> kSteps{{{0, -1}, {1, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}}};
constexpr std::uint32_t kNobody = 0xffffffffu;
// What melee reaches without a step: the cells beside it.
constexpr std::int64_t kMeleeReach = 1;
// A score no use reaches: nothing beside it, so no cast beats walking up to strike.
constexpr std::int64_t kNeverBetter = std::numeric_limits<std::int64_t>::max();

// Whether an action gives its actor something to do this turn (afflict and
// cure only happen to it; they report nothing of their own).
bool givesSomething(const Action& a)
{
    const ActionRow& row = actionRow(a.kind);
    return row.takes(ActionField::Id) && row.reports.has_value();
}
} // namespace

class Behaviours {
public:
    Behaviours(World& w, TurnWork& work)
        : w_(w)
        , work_(work)
        , defs_(*w.defs_)
        , room_(work.behaviours)
    {
        // Sized before any search is handed out, so a search stays where it is.
        room_.searches.resize(defs_.factions.size());
        for (Search& s : room_.searches)
            s.begun = false;
        room_.blockedKnown = false;
    }

    void run(const std::vector<Action>& given)
    {
        // Made only when actions were given, so a turn of actors that decide
        // nothing allocates nothing.
        std::vector<bool> busy;
        for (const Action& a : given)
            if (givesSomething(a))
                if (const WorldActor* who = w_.actor(a.id)) {
                    busy.resize(w_.actors_.size(), false);
                    busy[static_cast<std::size_t>(who - w_.actors_.data())] = true;
                }
        for (const std::uint32_t slot : w_.deciders())
            if ((busy.empty() || !busy[slot]) && w_.actors_[slot].alive)
                decideFor(slot);
    }

private:
    using Search = BehaviourRoom::Search;

    // A way to use something: a known ability or a thrown item, aimed.
    struct Use {
        Decision decision;
        Action action;
        std::string other; // whom it is aimed at, when an actor
        Cell at;
        std::int64_t score = 0;
    };

    World& w_;
    TurnWork& work_;
    const Definitions& defs_;
    BehaviourRoom& room_; // the searches and the blocked cells, kept between turns

    RandomStream& stream() { return w_.streams_.stream(kBehaviourStream); }

    // One of `n` tied choices, drawn only when there is a tie.
    std::size_t draw(std::size_t n) { return n <= 1 ? 0 : static_cast<std::size_t>(stream().below(n)); }

    bool passable(Cell c) const
    {
        return w_.grid_.contains(c) && w_.grid_.isFloor(c) && !room_.blocked[w_.cellIndex(c)];
    }

    // The cells blocking props stand on now, found once a turn; only the
    // cells set last time are cleared.
    void knowBlocked()
    {
        if (room_.blockedKnown)
            return;
        room_.blockedKnown = true;
        if (room_.blocked.size() != w_.standing_.size())
            room_.blocked.assign(w_.standing_.size(), false);
        for (std::uint32_t i : room_.blockedAt)
            room_.blocked[i] = false;
        room_.blockedAt.clear();
        for (const WorldProp& p : w_.props_)
            if (defs_.props[p.kind].blocks && w_.grid_.contains(p.at)) {
                room_.blocked[w_.cellIndex(p.at)] = true;
                room_.blockedAt.push_back(static_cast<std::uint32_t>(w_.cellIndex(p.at)));
            }
    }

    // The faction's search, begun on its first question this turn from every
    // living hostile where it stands now; only the cells the last search
    // reached are cleared.
    Search& searchFor(FactionId faction)
    {
        Search& s = room_.searches[faction.value];
        if (s.begun)
            return s;
        knowBlocked();
        s.begun = true;
        if (s.steps.size() != w_.standing_.size()) {
            s.steps.assign(w_.standing_.size(), -1);
            s.nearest.assign(w_.standing_.size(), kNobody);
        } else {
            for (std::uint32_t i : s.order) {
                s.steps[i] = -1;
                s.nearest[i] = kNobody;
            }
        }
        s.order.clear();
        s.next = 0;
        for (std::size_t slot = 0; slot < w_.actors_.size(); ++slot) {
            const WorldActor& h = w_.actors_[slot];
            if (!h.alive || h.faction == faction || !passable(h.at) || s.steps[w_.cellIndex(h.at)] == 0)
                continue;
            s.steps[w_.cellIndex(h.at)] = 0;
            s.nearest[w_.cellIndex(h.at)] = static_cast<std::uint32_t>(slot);
            s.order.push_back(static_cast<std::uint32_t>(w_.cellIndex(h.at)));
        }
        return s;
    }

    // Steps from `c` (a cell of the map) to the search's nearest hostile, -1
    // when none can be reached: the search goes on, in its order, until `c`
    // is reached or nothing is left to reach. A cell's steps, once set, are
    // final (breadth first), so stopping early changes no answer.
    std::int32_t stepsAt(Search& s, Cell c)
    {
        const std::size_t target = w_.cellIndex(c);
        const int width = w_.grid_.width();
        while (s.steps[target] < 0 && s.next < s.order.size()) {
            const std::uint32_t ci = s.order[s.next++];
            const Cell from{static_cast<int>(ci % width), static_cast<int>(ci / width)};
            for (const auto& [dx, dy] : kSteps) {
                const Cell n{from.x + dx, from.y + dy};
                if (!passable(n) || s.steps[w_.cellIndex(n)] >= 0)
                    continue;
                s.steps[w_.cellIndex(n)] = s.steps[ci] + 1;
                s.nearest[w_.cellIndex(n)] = s.nearest[ci];
                s.order.push_back(static_cast<std::uint32_t>(w_.cellIndex(n)));
            }
        }
        return s.steps[target];
    }

    void decideFor(std::size_t slot)
    {
        const WorldActor& a = w_.actors_[slot];
        const bool afraid = a.behaviour.fleeBelow && fleeing(a);
        if (a.behaviour.act == Behaviour::Act::Hold && !afraid)
            return; // only the script moves it until it is afraid
        Search& map = searchFor(a.faction);
        const std::int32_t steps = stepsAt(map, a.at);
        const std::uint32_t nearest = map.nearest[w_.cellIndex(a.at)];
        const std::string nearestId = nearest == kNobody ? std::string() : w_.actors_[nearest].id;
        if (steps < 0) {
            hold(a, Decision::Why::NoHostile, 0, {});
            return;
        }
        if (afraid && flee(a, map, steps, nearestId))
            return;
        if (a.behaviour.act == Behaviour::Act::Hold) {
            hold(a, Decision::Why::Blocked, steps, nearestId);
            return;
        }
        if (a.behaviour.act == Behaviour::Act::Ranged)
            if (std::optional<Use> use = bestUse(a, reach(a), true)) {
                decided(a, use->decision, use->other, use->at, use->action);
                return;
            }
        // Melee casts what lands within a step, when it reaches as many
        // hostiles as a blow would: a ready bite before a plain blow.
        if (a.behaviour.act == Behaviour::Act::Melee)
            if (std::optional<Use> use = bestUse(a, kMeleeReach, false); use && use->score >= blowScore(a)) {
                decided(a, use->decision, use->other, use->at, use->action);
                return;
            }
        if (attackNeighbour(a))
            return;
        if (a.behaviour.act == Behaviour::Act::Ranged && steps <= reach(a)) {
            hold(a, Decision::Why::InReach, steps, nearestId);
            return;
        }
        approach(a, map, steps, nearestId);
    }

    // ---- the decision, logged, then done as an action

    void decided(const WorldActor& a, const Decision& d, const std::string& other, Cell at, const std::optional<Action>& action)
    {
        WorldEvent& e = work_.add(WorldEvent::Kind::Decided);
        e.who = a.id;
        e.other = other;
        e.at = at;
        e.detail = d;
        e.actorKind = a.kind;
        e.faction = a.faction;
        if (action && action->kind == Action::Kind::Cast)
            e.ability = action->ability;
        if (action)
            w_.act(*action, work_);
    }

    void hold(const WorldActor& a, Decision::Why why, std::int64_t steps, const std::string& other)
    {
        Decision d;
        d.choice = Decision::Choice::Hold;
        d.why = why;
        d.steps = steps;
        decided(a, d, other, a.at, std::nullopt);
    }

    // ---- melee: a blow at a neighbour, or a step along the map

    // The hostiles a blow would land on: one beside it, when it has a blow.
    std::int64_t blowScore(const WorldActor& a) const
    {
        if (!defs_.actors[a.kind].attack)
            return 1; // no blow: anything that does good is better
        for (const auto& [dx, dy] : kSteps)
            if (const WorldActor* o = w_.standingAt({a.at.x + dx, a.at.y + dy}); o && o->faction != a.faction)
                return 1;
        return kNeverBetter;
    }

    bool attackNeighbour(const WorldActor& a)
    {
        if (!defs_.actors[a.kind].attack)
            return false;
        std::vector<const WorldActor*> next;
        for (const auto& [dx, dy] : kSteps)
            if (const WorldActor* o = w_.standingAt({a.at.x + dx, a.at.y + dy}); o && o->faction != a.faction)
                next.push_back(o);
        if (next.empty())
            return false;
        const WorldActor& target = *next[draw(next.size())];
        Decision d;
        d.choice = Decision::Choice::Attack;
        d.why = Decision::Why::NextTo;
        d.steps = 1;
        decided(a, d, target.id, target.at, Action::attack(a.id, target.id));
        return true;
    }

    bool immobile(const WorldActor& a) const
    {
        return w_.settings_.immobile && Evaluator(defs_.stats, a.holder).hasFlag(*w_.settings_.immobile);
    }

    // The free neighbours whose steps `better` prefers over every other's
    // (and over staying, at `steps`); one drawn when several tie.
    template <class Better>
    std::optional<Cell> bestStep(const WorldActor& a, Search& map, std::int32_t steps, Better better)
    {
        std::vector<Cell> best;
        std::int32_t bestSteps = steps;
        for (const auto& [dx, dy] : kSteps) {
            const Cell n{a.at.x + dx, a.at.y + dy};
            if (!passable(n) || w_.standingAt(n))
                continue;
            const std::int32_t s = stepsAt(map, n);
            if (s < 0)
                continue;
            if (better(s, bestSteps)) {
                best.assign(1, n);
                bestSteps = s;
            } else if (s == bestSteps && !best.empty()) {
                best.push_back(n);
            }
        }
        if (best.empty())
            return std::nullopt;
        return best[draw(best.size())];
    }

    void step(const WorldActor& a, Decision d, Cell to, const std::string& other)
    {
        d.dx = to.x - a.at.x;
        d.dy = to.y - a.at.y;
        decided(a, d, other, to, Action::move(a.id, d.dx, d.dy));
    }

    void approach(const WorldActor& a, Search& map, std::int32_t steps, const std::string& other)
    {
        const std::optional<Cell> to =
            immobile(a) ? std::nullopt : bestStep(a, map, steps, [](std::int32_t s, std::int32_t best) { return s < best; });
        if (!to) {
            hold(a, Decision::Why::Blocked, steps, other);
            return;
        }
        Decision d;
        d.choice = Decision::Choice::Approach;
        d.why = Decision::Why::Nearest;
        d.steps = steps;
        step(a, d, *to, other);
    }

    bool fleeing(const WorldActor& a) const
    {
        const std::int64_t health = w_.value(a, w_.settings_.health);
        return health * 100 < static_cast<std::int64_t>(*a.behaviour.fleeBelow) * a.startHealth;
    }

    // A step away from the nearest hostile; false when none is free (it fights on).
    bool flee(const WorldActor& a, Search& map, std::int32_t steps, const std::string& other)
    {
        if (immobile(a))
            return false;
        const std::optional<Cell> to = bestStep(a, map, steps, [](std::int32_t s, std::int32_t best) { return s > best; });
        if (!to)
            return false;
        Decision d;
        d.choice = Decision::Choice::Flee;
        d.why = Decision::Why::Nearest;
        d.steps = steps;
        d.fleeBelow = *a.behaviour.fleeBelow;
        step(a, d, *to, other);
        return true;
    }

    // ---- ranged: what does the most good where it lands

    // What landing `list` over `cells` does, counted: hostiles harmed and
    // allies helped are good, allies harmed and hostiles helped bad.
    void weigh(const WorldActor& a, const EffectList& list, std::span<const Cell> cells, Decision& d, std::int64_t& bad)
    {
        for (Cell c : cells) {
            const WorldActor* t = w_.standingAt(c);
            if (!t)
                continue;
            const bool ally = t->faction == a.faction;
            bool harms = false, helps = false;
            for (const EffectEntry& entry : list) {
                const EffectIntent intent = entry.effect->intent();
                harms = harms || intent.kind == EffectIntent::Kind::Harms;
                helps = helps || (intent.kind == EffectIntent::Kind::Mends && w_.value(*t, w_.settings_.health) < t->startHealth)
                    || (intent.kind == EffectIntent::Kind::Cures && t->holder.statuses.has(intent.status));
            }
            if (harms)
                ++(ally ? d.allies : d.hostiles);
            if (helps && !harms)
                ++(ally ? d.hostiles : bad);
            d.helps = d.helps || (helps && !harms);
        }
    }

    // The cells `area` covers from `at`, its radius read for `a`, who would cast or throw it.
    std::vector<Cell> area(const WorldActor& a, Cell at, const Area& area)
    {
        std::vector<Cell> cells;
        if (area.kind == Area::Kind::Burst) {
            BurstScratch scratch;
            burst(w_.grid_, at, static_cast<int>(w_.valueOf(area.radius, a.ref)), w_.gas_, cells, scratch);
        } else if (w_.grid_.isFloor(at)) {
            cells.push_back(at);
        }
        return cells;
    }

    // Scores one aimed use; false when it would do no good or hurt more allies than hostiles.
    bool score(const WorldActor& a, Use& use, const std::vector<std::pair<const Area*, const EffectList*>>& lands)
    {
        std::int64_t bad = 0;
        for (const auto& [ar, list] : lands)
            weigh(a, *list, area(a, use.at, *ar), use.decision, bad);
        const Decision& d = use.decision;
        use.score = (d.helps ? d.hostiles - bad : d.hostiles - d.allies);
        return use.score > 0 && d.allies <= d.hostiles;
    }

    // The use that does the most good within `range` (abilities whose own
    // range is at most it; thrown items too when `throws`).
    std::optional<Use> bestUse(const WorldActor& a, std::int64_t range, bool throws);
    std::int64_t reach(const WorldActor& a) const;
};

std::optional<Behaviours::Use> Behaviours::bestUse(const WorldActor& a, std::int64_t range, bool throws)
{
    std::vector<Use> best;
    const auto consider = [&](Use use, const std::vector<std::pair<const Area*, const EffectList*>>& lands) {
        if (!score(a, use, lands) || w_.whyNot(use.action))
            return;
        if (!best.empty() && use.score > best.front().score)
            best.clear();
        if (best.empty() || use.score == best.front().score)
            best.push_back(std::move(use));
    };
    std::vector<Cell> seen;
    BurstScratch scratch;
    burst(w_.grid_, a.at, static_cast<int>(range), w_.gas_, seen, scratch);
    // Someone to aim at: every living actor in sight within `r`.
    const auto aims = [&](std::int64_t r, auto&& each) {
        for (Cell c : seen)
            if (const WorldActor* t = w_.standingAt(c); t && inDisk(a.at, c, r))
                each(*t);
    };
    for (AbilityId id : defs_.actors[a.kind].abilities) {
        const AbilityDef& ab = defs_.abilities[id];
        const std::int64_t abRange = w_.valueOf(ab.range, a.ref); // a formula reads the caster
        if (abRange > range)
            continue;
        const std::vector<std::pair<const Area*, const EffectList*>> lands{{&ab.area, ab.effects.get()}};
        Use use;
        use.decision.choice = Decision::Choice::Cast;
        use.decision.why = Decision::Why::MostGood;
        if (ab.aim == Aim::Self) {
            use.at = a.at;
            use.action = Action::cast(a.id, id);
            consider(use, lands);
            continue;
        }
        aims(abRange, [&](const WorldActor& t) {
            Use u = use;
            u.at = t.at;
            u.other = ab.aim == Aim::Actor ? t.id : std::string();
            u.action = ab.aim == Aim::Actor ? Action::castOn(a.id, id, t.id) : Action::castAt(a.id, id, t.at);
            consider(std::move(u), lands);
        });
    }
    std::vector<ItemId> tried;
    for (const WorldItem& item : a.items) {
        const ItemDef& def = defs_.items[item.kind];
        if (!throws || item.worn || !def.throwRange || std::find(tried.begin(), tried.end(), item.kind) != tried.end())
            continue;
        tried.push_back(item.kind);
        std::vector<std::pair<const Area*, const EffectList*>> lands;
        for (const TriggerDef& t : *def.triggers)
            if (t.on == kMomentLand && t.effects)
                lands.emplace_back(&t.area, t.effects.get());
        Use use;
        use.decision.choice = Decision::Choice::Throw;
        use.decision.why = Decision::Why::MostGood;
        use.decision.item = item.kind;
        aims(w_.valueOf(*def.throwRange, a.ref), [&](const WorldActor& t) {
            Use u = use;
            u.at = t.at;
            u.action = Action::throwAt(a.id, item.kind, t.at);
            consider(std::move(u), lands);
        });
    }
    if (best.empty())
        return std::nullopt;
    return std::move(best[draw(best.size())]);
}

// How far its abilities and throws reach, cooling down or not (1 with none).
std::int64_t Behaviours::reach(const WorldActor& a) const
{
    std::int64_t r = 1;
    for (AbilityId id : defs_.actors[a.kind].abilities)
        r = std::max(r, w_.valueOf(defs_.abilities[id].range, a.ref));
    for (const WorldItem& item : a.items)
        if (!item.worn && defs_.items[item.kind].throwRange)
            r = std::max(r, w_.valueOf(*defs_.items[item.kind].throwRange, a.ref));
    return r;
}

const std::vector<std::uint32_t>& World::deciders()
{
    if (!decidersKnown_) {
        deciders_.clear();
        for (std::size_t slot = 0; slot < actors_.size(); ++slot) {
            const Behaviour& b = actors_[slot].behaviour;
            if (b.act != Behaviour::Act::Hold || b.fleeBelow)
                deciders_.push_back(static_cast<std::uint32_t>(slot));
        }
        decidersKnown_ = true;
    }
    return deciders_;
}

void World::decide(const std::vector<Action>& given, Work& work) { Behaviours(*this, work).run(given); }

} // namespace rb
