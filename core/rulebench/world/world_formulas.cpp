#include "rulebench/world/world_formulas.h"

#include "rulebench/stats/holder.h"

#include <algorithm>

namespace rb {

std::int64_t World::Formulas::read(FormulaRead what, EntityRef who, std::uint32_t id) const
{
    const WorldActor* a = const_cast<World&>(w_).findRef(who);
    if (!a) // no one, or a prop: nothing to read
        return 0;
    const Afflicted& statuses = a->holder.statuses;
    switch (what) {
    case FormulaRead::Stat: return w_.value(*a, StatId{id});
    case FormulaRead::Base:
        return a->holder.stats.baseOverride(StatId{id}).value_or(w_.defs_->stats[StatId{id}].defaultValue);
    case FormulaRead::Stacks: return static_cast<std::int64_t>(statuses.count(StatusId{id}));
    case FormulaRead::Turns: {
        std::int64_t most = 0;
        for (const StatusInstance& s : statuses.instances())
            if (s.status == StatusId{id})
                most = std::max(most, s.turnsLeft);
        return most;
    }
    case FormulaRead::HasStatus: return statuses.has(StatusId{id}) ? 1 : 0;
    case FormulaRead::HasFlag: return Evaluator(w_.defs_->stats, a->holder).hasFlag(FlagId{id}) ? 1 : 0;
    }
    return 0;
}

std::string World::Formulas::nameOf(EntityRef who) const
{
    std::string id = w_.idOf(who);
    return id.empty() ? std::string("no one") : id;
}

FormulaWorking World::explainFor(const Formula& formula, const WorldActor& user, const WorldActor& target) const
{
    const Formulas reader(*this, turn_ + 1);
    return formula.explain(FormulaScope{&reader, user.ref, target.ref, nullptr}); // no stream: dice at their least
}

const WorldActor* World::nearestOther(const WorldActor& a) const
{
    const WorldActor* best = nullptr;
    std::int64_t bestDistance = 0;
    for (const WorldActor& o : actors_) {
        if (&o == &a || !o.alive)
            continue;
        const std::int64_t dx = o.at.x - a.at.x, dy = o.at.y - a.at.y;
        const std::int64_t d = dx * dx + dy * dy;
        if (!best || d < bestDistance) { // the first placed keeps a tie
            best = &o;
            bestDistance = d;
        }
    }
    return best;
}

std::int64_t World::valueOf(const WholeValue& field, EntityRef user, EntityRef target) const
{
    if (!field.formula)
        return field.number;
    const Formulas reader(*this, turn_);
    return field.value(FormulaScope{&reader, user, target, nullptr});
}

std::int64_t World::valueOf(const WholeValue& field, EntityRef user, EntityRef target, bool& divisionByZero) const
{
    if (!field.formula)
        return field.number;
    const Formulas reader(*this, turn_);
    return field.value(FormulaScope{&reader, user, target, nullptr}, divisionByZero);
}

} // namespace rb
