#include "rulebench/sandbox/history.h"

#include <algorithm>
#include <bit>
#include <cstdlib>

namespace rb {

namespace {
// About what a report holds on the heap, for the cache's budget.
std::size_t bytesOf(const TurnReport& r)
{
    std::size_t n = sizeof(TurnReport) + r.events.capacity() * sizeof(WorldEvent);
    for (const WorldEvent& e : r.events)
        n += e.who.capacity() + e.other.capacity() + e.action.capacity() + e.text.capacity()
             + e.cells().capacity() * sizeof(Cell);
    return n;
}
} // namespace

// A turn of 1,000 actors carrying statuses costs about 1-2 ms: a step back
// replays at most 3 turns, a jump at most 31.
const std::int64_t History::kKeyframeEvery = 4;
const std::int64_t History::kKeyframesPerSpacing = 16;
const std::int64_t History::kReplayActorTurns = 32 * 1024;
const std::size_t History::kReportCacheBytes = std::size_t(64) << 20;

History::History(World start, std::size_t reportCacheBytes)
    : present_(std::move(start))
    , start_(present_.turn())
    , last_(start_)
    , cacheBudget_(reportCacheBytes)
{
    keyframes_.emplace(start_, present_);
    samples_.record(present_);
}

const TurnReport& History::step(const std::vector<Action>& actions)
{
    forgetAfter(turn());
    if (!actions.empty())
        actions_[turn() + 1] = actions;
    TurnReport report = present_.step(actions);
    last_ = turn();
    samples_.record(present_);
    keepKeyframe();
    cache(std::move(report));
    return cache_.back();
}

void History::advance()
{
    TurnReport report = present_.step(actionsOf(turn() + 1));
    keepKeyframe();
    cache(std::move(report));
}

void History::forgetAfter(std::int64_t turn)
{
    if (last_ <= turn)
        return;
    actions_.erase(actions_.upper_bound(turn), actions_.end());
    keyframes_.erase(keyframes_.upper_bound(turn), keyframes_.end());
    samples_.truncateAfter(turn);
    while (!cache_.empty() && cache_.back().turn > turn) {
        cacheBytes_ -= bytesOf(cache_.back());
        cache_.pop_back();
    }
    last_ = turn;
}

std::int64_t History::back(std::int64_t turns)
{
    const std::int64_t done = std::clamp<std::int64_t>(turns, 0, turn() - start_);
    if (done > 0)
        goTo(turn() - done);
    return done;
}

const TurnReport* History::forward()
{
    if (!canRedo())
        return nullptr;
    advance();
    return cached(turn());
}

void History::goTo(std::int64_t target)
{
    target = std::clamp(target, start_, last_);
    if (target == turn())
        return;
    // From the keyframe at or before the target, or from the present when
    // that is nearer on the way forward. The same actions give the same world.
    const auto keyframe = std::prev(keyframes_.upper_bound(target));
    if (target < turn() || target - turn() > target - keyframe->first)
        present_ = keyframe->second;
    while (turn() < target)
        advance();
    thin();
}

const std::vector<Action>& History::actionsOf(std::int64_t turn) const
{
    static const std::vector<Action> none;
    const auto it = actions_.find(turn);
    return it == actions_.end() ? none : it->second;
}

// The widest spacing: a replay across it steps about kReplayActorTurns actor-turns.
std::int64_t History::widestSpacing() const
{
    const std::int64_t actors = std::max<std::int64_t>(1, static_cast<std::int64_t>(present_.actors().size()));
    const auto widest = static_cast<std::uint64_t>(std::max(kKeyframeEvery, kReplayActorTurns / actors));
    return static_cast<std::int64_t>(std::bit_floor(widest));
}

// Every 4 turns near the present; the spacing doubles every 16 keyframes
// further away, up to the widest. Spacings are powers of two, so a keyframe
// wanted far away is wanted nearer too, and the widest's are never thinned.
bool History::wantsKeyframe(std::int64_t t) const
{
    const std::int64_t since = t - start_;
    if (since == 0)
        return true;
    const std::int64_t widest = widestSpacing();
    std::int64_t age = std::abs(turn() - t), spacing = kKeyframeEvery, span = kKeyframeEvery * kKeyframesPerSpacing;
    while (age >= span && spacing < widest) {
        age -= span;
        spacing *= 2;
        span *= 2;
    }
    return since % spacing == 0;
}

void History::keepKeyframe()
{
    if ((turn() - start_) % kKeyframeEvery != 0 || keyframes_.contains(turn()) || !wantsKeyframe(turn()))
        return;
    keyframes_.emplace(turn(), present_);
    thin();
}

void History::thin()
{
    for (auto it = std::next(keyframes_.begin()); it != keyframes_.end();)
        it = wantsKeyframe(it->first) ? std::next(it) : keyframes_.erase(it);
}

// Keeps the reports of consecutive turns, the newest computed: one out of
// line with them starts the cache over.
void History::cache(TurnReport report) const
{
    if (!cache_.empty() && report.turn >= cache_.front().turn && report.turn <= cache_.back().turn)
        return;
    if (!cache_.empty() && report.turn != cache_.back().turn + 1) {
        cache_.clear();
        cacheBytes_ = 0;
    }
    cacheBytes_ += bytesOf(report);
    cache_.push_back(std::move(report));
    while (cache_.size() > 1 && cacheBytes_ > cacheBudget_) {
        cacheBytes_ -= bytesOf(cache_.front());
        cache_.pop_front();
    }
}

const TurnReport* History::cached(std::int64_t turn) const
{
    if (cache_.empty() || turn < cache_.front().turn || turn > cache_.back().turn)
        return nullptr;
    return &cache_[static_cast<std::size_t>(turn - cache_.front().turn)];
}

World History::worldBefore(std::int64_t turn) const
{
    const auto keyframe = std::prev(keyframes_.upper_bound(turn - 1));
    if (present_.turn() < turn && present_.turn() > keyframe->first)
        return present_;
    return keyframe->second;
}

const TurnReport& History::report(std::int64_t turn) const
{
    turn = std::clamp(turn, start_ + 1, std::max(last_, start_ + 1)); // none before the first: its caller's to check
    if (const TurnReport* r = cached(turn))
        return *r;
    World w = worldBefore(turn);
    while (w.turn() < turn)
        cache(w.step(actionsOf(w.turn() + 1)));
    return *cached(turn);
}

void History::forEachReport(std::int64_t from, std::int64_t to, const std::function<void(const TurnReport&)>& fn) const
{
    from = std::max(from, start_ + 1);
    to = std::min(to, last_);
    for (std::int64_t t = from; t <= to;) {
        if (const TurnReport* r = cached(t)) {
            fn(*r);
            ++t;
            continue;
        }
        // The turns up to the cache (or to `to`) replayed once, leaving the cache as it is.
        std::int64_t end = to;
        if (!cache_.empty() && cache_.front().turn > t)
            end = std::min(end, cache_.front().turn - 1);
        World w = worldBefore(t);
        while (w.turn() < t - 1)
            w.step(actionsOf(w.turn() + 1));
        while (w.turn() < end)
            fn(w.step(actionsOf(w.turn() + 1)));
        t = end + 1;
    }
}

std::vector<TurnReport> History::reports() const
{
    std::vector<TurnReport> out;
    forEachReport(start_ + 1, turn(), [&](const TurnReport& r) { out.push_back(r); });
    return out;
}

} // namespace rb
