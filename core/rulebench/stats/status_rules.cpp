#include "rulebench/stats/status_rules.h"

#include <algorithm>
#include <limits>
#include <string>

namespace rb {

namespace {
void install(const StatusDef& def, StatusId id, std::uint32_t instance, StatBlock& stats)
{
    static const Durations none; // while-active needs no registered duration
    for (const StatusModifierDef& m : def.modifiers) {
        EffectRequest r;
        r.type = m.type;
        r.value = m.value;
        r.req = m.req;
        r.duration = Duration::whileActive();
        r.source = Source::status(id, instance);
        stats.effects().add(r, none);
    }
}

StatusEvent event(StatusChange change, ActorRef target, const StatusInstance& i, std::int64_t before)
{
    return StatusEvent{change, target, i.status, i.instance, before, i.turnsLeft, i.by, 0, {}, i.via};
}

// An application that changed nothing: who asked, what, and why.
StatusEvent unchanged(StatusChange change, const Afflict& r, std::string reason = {})
{
    return StatusEvent{change, r.target, r.status, 0, 0, 0, r.by, r.turns, std::move(reason), r.via};
}

StatusInstance* findInstance(Holder& holder, StatusId status, std::uint32_t instance)
{
    for (StatusInstance& i : holder.statuses.mutableInstances())
        if (i.status == status && i.instance == instance)
            return &i;
    return nullptr;
}

// What an application will do, decided before anything changes (curing what
// it removes may move the instances).
struct Plan {
    enum class Kind : std::uint8_t { Add, Lengthen, Nothing } kind = Kind::Nothing;
    StatusChange change = StatusChange::AppliedFresh; // of the added instance, or of the nothing
    std::vector<std::uint32_t> longer;                // Lengthen: the instances that get longer
    std::optional<std::uint32_t> replaced;            // Add: the oldest instance making room
    std::string reason;                               // Nothing: why, for a refusal
    const StatusInstance* shown = nullptr;            // Nothing: the instance it left alone (Kept, Ignored)
    bool movesCredit = false;                         // Lengthen: the applier now runs the instance (Refresh)
};

// The instances the rule counts: every one of the status, or (`ownOnly`,
// per applier) the applier's own.
std::vector<const StatusInstance*> counted(const Holder& holder, const Afflict& r, bool ownOnly)
{
    std::vector<const StatusInstance*> out;
    for (const StatusInstance& i : holder.statuses.instances())
        if (i.status == r.status && (!ownOnly || i.by == r.by))
            out.push_back(&i);
    return out;
}

std::string atMost(std::int64_t n, const char* one, const char* many)
{
    return "at most " + std::to_string(n) + (n == 1 ? one : many);
}

// A limit reached: the overflow acts on the instances the limit counts,
// the oldest first; a refusal says which limit (`refused`).
Plan overflow(const StatusDef& def, const Afflict& r, const std::vector<const StatusInstance*>& full, std::string refused)
{
    switch (def.overflow) {
    case Overflow::Refuse: return {Plan::Kind::Nothing, StatusChange::Refused, {}, {}, std::move(refused), nullptr};
    case Overflow::ReplaceOldest: return {Plan::Kind::Add, StatusChange::Stacked, {}, full.front()->instance, {}, nullptr};
    case Overflow::RefreshAll: {
        Plan p{Plan::Kind::Lengthen, StatusChange::Refreshed, {}, {}, {}, nullptr};
        for (const StatusInstance* i : full)
            if (r.turns > i->turnsLeft)
                p.longer.push_back(i->instance);
        if (p.longer.empty())
            return {Plan::Kind::Nothing, StatusChange::Kept, {}, {}, {}, full.front()};
        return p;
    }
    }
    return {};
}

Plan planStack(const StatusDef& def, const Afflict& r, const std::vector<const StatusInstance*>& mine)
{
    if (!def.maxStacks || static_cast<std::int64_t>(mine.size()) < *def.maxStacks)
        return {Plan::Kind::Add, StatusChange::Stacked, {}, {}, {}, nullptr};
    return overflow(def, r, mine, atMost(*def.maxStacks, " stack", " stacks"));
}

// An application that would add an instance beside the others (none
// replaced) at max_total: the overflow acts on every applier's instances.
Plan withinTotal(const StatusDef& def, const Holder& holder, const Afflict& r, Plan p)
{
    if (p.kind != Plan::Kind::Add || p.replaced || !def.maxTotal)
        return p;
    const std::vector<const StatusInstance*> all = counted(holder, r, false);
    if (static_cast<std::int64_t>(all.size()) < *def.maxTotal)
        return p;
    return overflow(def, r, all, atMost(*def.maxTotal, " instance in total", " instances in total"));
}

Plan plan(const StatRegistries& defs, const Holder& holder, const Afflict& r)
{
    if (r.status.value >= defs.statuses.size())
        return {Plan::Kind::Nothing, StatusChange::Refused, {}, {}, "no such status", nullptr};
    if (r.turns < 1)
        return {Plan::Kind::Nothing, StatusChange::Refused, {}, {}, "turns below 1", nullptr};
    const StatusDef& def = defs.statuses[r.status];
    if (!def.blockedBy.empty()) {
        const Evaluator eval(defs.stats, holder);
        for (FlagId flag : def.blockedBy)
            if (eval.hasFlag(flag))
                return {Plan::Kind::Nothing, StatusChange::Refused, {}, {}, "immune: " + defs.flags[flag].name, nullptr};
    }
    const std::vector<const StatusInstance*> mine = counted(holder, r, def.perApplier);
    if (mine.empty()) // a second applier's first instance stacks beside the first applier's
        return withinTotal(def, holder, r,
                           {Plan::Kind::Add, holder.statuses.has(r.status) ? StatusChange::Stacked : StatusChange::AppliedFresh,
                            {}, {}, {}, nullptr});
    const StatusInstance& current = *mine.front();
    switch (def.stacking) {
    case Stacking::Refresh:
        if (r.turns > current.turnsLeft)
            return {Plan::Kind::Lengthen, StatusChange::Refreshed, {current.instance}, {}, {}, nullptr, true};
        return {Plan::Kind::Nothing, StatusChange::Kept, {}, {}, {}, &current};
    case Stacking::Extend: return {Plan::Kind::Lengthen, StatusChange::Extended, {current.instance}, {}, {}, nullptr};
    case Stacking::Ignore: return {Plan::Kind::Nothing, StatusChange::Ignored, {}, {}, {}, &current};
    case Stacking::Stack: return withinTotal(def, holder, r, planStack(def, r, mine));
    }
    return {};
}

// An application that adds or lengthens first cures what its status removes.
void cureRemoved(const StatusDef& def, Holder& holder, const Afflict& r, std::vector<StatusEvent>& out)
{
    for (StatusId removed : def.removes) {
        if (removed == r.status)
            continue; // refused by the content's validation; never cure the status being applied
        for (StatusEvent& e : cure(holder, Cure{r.target, removed, std::nullopt}))
            out.push_back(std::move(e));
    }
}

void lengthen(Holder& holder, const Afflict& r, const Plan& p, std::vector<StatusEvent>& out)
{
    for (std::uint32_t n : p.longer) {
        StatusInstance* i = findInstance(holder, r.status, n);
        const std::int64_t before = i->turnsLeft;
        i->turnsLeft = p.change == StatusChange::Extended ? saturatingAdd(i->turnsLeft, r.turns) : r.turns;
        if (p.movesCredit) // Refresh credits whoever applied the duration that now runs
            i->by = r.by;
        StatusEvent e = event(p.change, r.target, *i, before);
        e.turnsAsked = r.turns;
        e.via = r.via;
        out.push_back(std::move(e));
    }
}
} // namespace

void reinstallStatus(const Registry<StatusDef>& statuses, Holder& holder, const StatusInstance& i)
{
    holder.stats.removeBySource(Source::status(i.status, i.instance));
    if (i.status.value < statuses.size())
        install(statuses[i.status], i.status, i.instance, holder.stats);
}

void reinstallStatuses(const Registry<StatusDef>& statuses, Holder& holder)
{
    for (const StatusInstance& i : holder.statuses.instances())
        reinstallStatus(statuses, holder, i);
}

std::vector<StatusEvent> afflict(const StatRegistries& defs, Holder& holder, const Afflict& request)
{
    const Plan p = plan(defs, holder, request);
    std::vector<StatusEvent> out;
    if (p.kind == Plan::Kind::Nothing) {
        StatusEvent e = unchanged(p.change, request, p.reason);
        if (p.shown) { // Kept and Ignored say what stays; `by` stays who asked
            e.turnsBefore = e.turnsLeft = p.shown->turnsLeft;
            if (p.change == StatusChange::Kept)
                e.instance = p.shown->instance;
        }
        out.push_back(std::move(e));
        return out;
    }
    const StatusDef& def = defs.statuses[request.status];
    cureRemoved(def, holder, request, out);
    if (p.kind == Plan::Kind::Lengthen) {
        lengthen(holder, request, p, out);
        return out;
    }
    if (p.replaced) {
        StatusInstance* oldest = findInstance(holder, request.status, *p.replaced);
        holder.stats.removeBySource(Source::status(oldest->status, oldest->instance));
        StatusEvent gone = event(StatusChange::Replaced, request.target, *oldest, oldest->turnsLeft);
        gone.turnsLeft = 0;
        out.push_back(std::move(gone));
        std::erase_if(holder.statuses.mutableInstances(), [&](const StatusInstance& i) { return i.status == request.status && i.instance == *p.replaced; });
    }
    StatusInstance& fresh = holder.statuses.add(request.status, request.turns, request.by, request.via);
    install(def, request.status, fresh.instance, holder.stats);
    StatusEvent added = event(p.change, request.target, fresh, 0);
    added.turnsAsked = request.turns;
    out.push_back(std::move(added));
    return out;
}

std::vector<StatusEvent> cure(Holder& holder, const Cure& request)
{
    std::vector<StatusEvent> events;
    auto& instances = holder.statuses.mutableInstances();
    // The oldest first: instances are kept in the order they were applied.
    std::int64_t left = request.instances.value_or(std::numeric_limits<std::int64_t>::max());
    std::vector<std::uint32_t> going;
    for (const StatusInstance& i : instances) {
        if (i.status != request.status || left <= 0)
            continue;
        --left;
        going.push_back(i.instance);
        holder.stats.removeBySource(Source::status(i.status, i.instance));
        StatusEvent e = event(StatusChange::Cured, request.target, i, i.turnsLeft);
        e.turnsLeft = 0;
        events.push_back(e);
    }
    std::erase_if(instances, [&](const StatusInstance& i) {
        return i.status == request.status && std::find(going.begin(), going.end(), i.instance) != going.end();
    });
    return events;
}

std::vector<StatusEvent> countDownStatuses(const Registry<StatusDef>& statuses, Holder& holder, ActorRef self)
{
    std::vector<StatusEvent> events;
    countDownStatuses(statuses, holder, self, events);
    return events;
}

void countDownStatuses(const Registry<StatusDef>& statuses, Holder& holder, ActorRef self, std::vector<StatusEvent>& into)
{
    into.clear();
    auto& instances = holder.statuses.mutableInstances();
    for (StatusInstance& i : instances)
        i.turnsLeft = std::max<std::int64_t>(0, i.turnsLeft - 1);
    // expire "all": the first instance to run out takes the others of its
    // status along. Empty, so free, on most turns.
    std::vector<StatusId> allGo;
    for (const StatusInstance& i : instances)
        if (i.turnsLeft == 0 && statuses.at(i.status).expire == Expiry::All)
            allGo.push_back(i.status);
    const auto goes = [&](const StatusInstance& i) {
        return i.turnsLeft == 0 || std::find(allGo.begin(), allGo.end(), i.status) != allGo.end();
    };
    for (const StatusInstance& i : instances) {
        if (!goes(i))
            continue;
        holder.stats.removeBySource(Source::status(i.status, i.instance));
        StatusEvent e = event(StatusChange::Expired, self, i, i.turnsLeft + 1);
        e.turnsLeft = 0;
        into.push_back(std::move(e));
    }
    std::erase_if(instances, goes);
}

std::vector<TickDamage> tickStatuses(const Registry<StatusDef>& statuses, const Holder& holder, ActorRef self)
{
    std::vector<TickDamage> ticks;
    tickStatuses(statuses, holder, self, ticks);
    return ticks;
}

void tickStatuses(const Registry<StatusDef>& statuses, const Holder& holder, ActorRef self, std::vector<TickDamage>& into)
{
    into.clear();
    for (const StatusInstance& i : holder.statuses.instances()) {
        const StatusDef& def = statuses.at(i.status);
        if (def.tick && (def.tick->amount != 0 || def.tick->formula)) // a formula is worked out by the world
            into.push_back(TickDamage{self, i.status, i.instance, def.tick->kind, def.tick->amount, i.by});
    }
}

} // namespace rb
