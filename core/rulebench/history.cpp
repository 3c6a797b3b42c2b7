#include "rulebench/history.h"

namespace rb {

History::History(World start)
{
    worlds_.push_back(std::move(start));
    sample(worlds_.back());
}

void History::sample(const World& w)
{
    const Registry<StatDef>& stats = w.definitions().stats;
    for (const WorldActor& a : w.actors())
        for (std::uint32_t s = 0; s < stats.size(); ++s)
            samples_.push_back({w.turn(), a.id, StatId{s}, w.value(a, StatId{s})});
}

const TurnReport& History::step(const std::vector<Action>& actions)
{
    redo_.clear();
    World next = worlds_.back();
    reports_.push_back(next.step(actions));
    actions_.push_back(actions);
    worlds_.push_back(std::move(next));
    sample(worlds_.back());
    return reports_.back();
}

std::int64_t History::back(std::int64_t turns)
{
    std::int64_t done = 0;
    while (done < turns && worlds_.size() > 1) {
        worlds_.pop_back();
        reports_.pop_back();
        redo_.push_back(std::move(actions_.back()));
        actions_.pop_back();
        ++done;
    }
    const std::int64_t now = turn();
    while (!samples_.empty() && samples_.back().turn > now)
        samples_.pop_back();
    return done;
}

const TurnReport* History::forward()
{
    if (redo_.empty())
        return nullptr;
    std::vector<Action> actions = std::move(redo_.back());
    redo_.pop_back();
    auto redo = std::move(redo_); // step() forgets the redo list; keep the rest
    step(actions);
    redo_ = std::move(redo);
    return &reports_.back();
}

} // namespace rb
