#include "rulebench/stats/status_rules.h"

#include <algorithm>

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
    return StatusEvent{change, target, i.status, i.instance, before, i.turnsLeft, i.by};
}
} // namespace

void reinstallStatuses(const Registry<StatusDef>& statuses, Holder& holder)
{
    for (const StatusInstance& i : holder.statuses.instances()) {
        holder.stats.removeBySource(Source::status(i.status, i.instance));
        if (i.status.value < statuses.size())
            install(statuses[i.status], i.status, i.instance, holder.stats);
    }
}

StatusEvent afflict(const Registry<StatusDef>& statuses, Holder& holder, const Afflict& request)
{
    StatusEvent refused{StatusChange::Refused, request.target, request.status, 0, 0, 0, request.by};
    if (request.turns < 1 || request.status.value >= statuses.size())
        return refused;
    const StatusDef& def = statuses[request.status];
    const std::int64_t turns = request.turns;

    StatusInstance* current = holder.statuses.first(request.status);
    if (!current || def.stacking == Stacking::Stack) {
        const StatusChange change = current ? StatusChange::Stacked : StatusChange::AppliedFresh;
        StatusInstance& fresh = holder.statuses.add(request.status, turns, request.by);
        install(def, request.status, fresh.instance, holder.stats);
        return event(change, request.target, fresh, 0);
    }

    const std::int64_t before = current->turnsLeft;
    switch (def.stacking) {
    case Stacking::Refresh:
        if (turns > current->turnsLeft) {
            current->turnsLeft = turns;
            current->by = request.by;
        }
        return event(StatusChange::Refreshed, request.target, *current, before);
    case Stacking::Extend:
        current->turnsLeft = saturatingAdd(current->turnsLeft, turns);
        return event(StatusChange::Extended, request.target, *current, before);
    case Stacking::Ignore: {
        StatusEvent ignored = event(StatusChange::Ignored, request.target, *current, before);
        ignored.by = request.by;
        ignored.instance = 0;
        return ignored;
    }
    case Stacking::Stack: break; // handled above
    }
    return refused;
}

std::vector<StatusEvent> cure(Holder& holder, const Cure& request)
{
    std::vector<StatusEvent> events;
    auto& instances = holder.statuses.mutableInstances();
    for (const StatusInstance& i : instances) {
        if (i.status != request.status)
            continue;
        holder.stats.removeBySource(Source::status(i.status, i.instance));
        StatusEvent e = event(StatusChange::Cured, request.target, i, i.turnsLeft);
        e.turnsLeft = 0;
        events.push_back(e);
    }
    std::erase_if(instances, [&](const StatusInstance& i) { return i.status == request.status; });
    return events;
}

TickReport tickStatuses(const Registry<StatusDef>& statuses, Holder& holder, ActorRef self)
{
    TickReport report;
    auto& instances = holder.statuses.mutableInstances();
    for (const StatusInstance& i : instances) {
        const StatusDef& def = statuses.at(i.status);
        if (def.tick && def.tick->amount != 0)
            report.damage.push_back(TickDamage{self, i.status, i.instance, def.tick->kind, def.tick->amount, i.by});
    }
    for (StatusInstance& i : instances) {
        const std::int64_t before = i.turnsLeft;
        i.turnsLeft = std::max<std::int64_t>(0, i.turnsLeft - 1);
        if (i.turnsLeft == 0) {
            holder.stats.removeBySource(Source::status(i.status, i.instance));
            report.events.push_back(event(StatusChange::Expired, self, i, before));
        }
    }
    std::erase_if(instances, [](const StatusInstance& i) { return i.turnsLeft == 0; });
    return report;
}

} // namespace rb
