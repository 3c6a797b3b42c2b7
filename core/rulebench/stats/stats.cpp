#include "rulebench/stats/stats.h"

#include <algorithm>

namespace rb {

namespace {
auto findBase(auto& bases, StatId stat)
{
    return std::lower_bound(bases.begin(), bases.end(), stat,
                            [](const std::pair<StatId, std::int64_t>& p, StatId s) { return p.first < s; });
}

// While-active needs no registered duration, so an empty set serves.
const Durations& noGameDurations()
{
    static const Durations none;
    return none;
}
} // namespace

void StatBlock::setBase(StatId stat, std::int64_t base)
{
    auto it = findBase(bases_, stat);
    if (it != bases_.end() && it->first == stat)
        it->second = base;
    else
        bases_.insert(it, {stat, base});
}

void StatBlock::clearBase(StatId stat)
{
    auto it = findBase(bases_, stat);
    if (it != bases_.end() && it->first == stat)
        bases_.erase(it);
}

std::optional<std::int64_t> StatBlock::baseOverride(StatId stat) const
{
    auto it = findBase(bases_, stat);
    if (it != bases_.end() && it->first == stat)
        return it->second;
    return std::nullopt;
}

EffectId StatBlock::addModifier(const Modifier& m)
{
    EffectRequest r;
    r.type = EffectType::stat(m.stat, m.op);
    r.value = m.value;
    r.req = m.req;
    r.duration = Duration::whileActive();
    r.source = m.source;
    return *effects_.add(r, noGameDurations());
}

} // namespace rb
