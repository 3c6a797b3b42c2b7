#include "rulebench/sandbox/history.h"

#include <algorithm>

namespace rb {

History::History(World start)
    : present_(std::move(start))
    , start_(present_.turn())
{
    keyframes_.push_back(present_);
    sample(present_);
}

void appendSamples(const World& w, std::vector<StatSample>& out)
{
    const Registry<StatDef>& stats = w.definitions().stats;
    for (const WorldActor& a : w.actors())
        for (std::uint32_t s = 0; s < stats.size(); ++s)
            out.push_back({w.turn(), a.id, StatId{s}, w.value(a, StatId{s})});
}

void History::sample(const World& w) { appendSamples(w, samples_); }

const TurnReport& History::step(const std::vector<Action>& actions)
{
    redo_.clear();
    reports_.push_back(present_.step(actions));
    actions_.push_back(actions);
    if ((present_.turn() - start_) % kKeyframeEvery == 0)
        keyframes_.push_back(present_);
    sample(present_);
    return reports_.back();
}

std::int64_t History::back(std::int64_t turns)
{
    const std::int64_t done = std::clamp<std::int64_t>(turns, 0, present_.turn() - start_);
    if (done == 0)
        return 0;
    for (std::int64_t i = 0; i < done; ++i) {
        redo_.push_back(std::move(actions_.back()));
        actions_.pop_back();
        reports_.pop_back();
    }
    const std::int64_t target = present_.turn() - done;
    const std::size_t keyframe = static_cast<std::size_t>((target - start_) / kKeyframeEvery);
    keyframes_.erase(keyframes_.begin() + static_cast<std::ptrdiff_t>(keyframe) + 1, keyframes_.end());
    present_ = keyframes_.back();
    // Replays the turns after the copy: the same actions give the same world.
    while (present_.turn() < target)
        present_.step(actions_[static_cast<std::size_t>(present_.turn() - start_)]);
    while (!samples_.empty() && samples_.back().turn > target)
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
