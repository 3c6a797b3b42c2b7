#pragma once
// The sandbox's memory, bounded for long runs. It keeps every turn's actions
// (only the turns that had any), copies of the world (keyframes) and every
// actor's stats in compact series (stat_samples.h) — but not the turns'
// reports: those are recomputed from the nearest keyframe when a view asks
// (the world is a value with its streams inside, so the same actions give the
// same events), with the latest ones cached within a byte budget.
//
// Keyframes are dense around the present (every 4 turns) and thinned further
// away, down to one every few dozen turns (fewer actors, sparser: a jump
// replays a bounded amount of work). Stepping back replays at most 3 turns;
// a jump anywhere, at most the widest spacing, and the turns it replays near
// its target become dense so the next steps back are cheap.
//
// Turns stepped back over stay (with their actions, keyframes and samples)
// until a new turn is stepped from an earlier one.

#include "rulebench/sandbox/stat_samples.h"
#include "rulebench/world/world.h"

#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <vector>

namespace rb {

class History {
public:
    // `reportCacheBytes`: the reports kept without recomputing (the newest always).
    explicit History(World start, std::size_t reportCacheBytes = std::size_t(64) << 20);

    // The finest keyframe spacing, near the present: a step back replays at most 3 turns.
    static const std::int64_t kKeyframeEvery;
    // Keyframes at one spacing (each side of the present) before it doubles.
    static const std::int64_t kKeyframesPerSpacing;
    // The widest spacing replays about this many actor-turns (1,000 actors: 32 turns).
    static const std::int64_t kReplayActorTurns;
    // The reports kept without recomputing, the newest, within this many bytes by default.
    static const std::size_t kReportCacheBytes;

    const World& world() const { return present_; }
    std::int64_t turn() const { return world().turn(); }
    // The world the history began with (turn 0, or where a resumed play left off).
    const World& start() const { return keyframes_.begin()->second; }
    std::int64_t startTurn() const { return start_; }
    // The last turn played, stepped back over or not.
    std::int64_t lastTurn() const { return last_; }

    // Steps the present one turn. New actions forget the turns stepped back over.
    const TurnReport& step(const std::vector<Action>& actions);
    // Back up to `turns` turns (never before the start); returns how many.
    std::int64_t back(std::int64_t turns);
    // Whether a turn stepped back over can be stepped again.
    bool canRedo() const { return last_ > turn(); }
    // How many turns stepped back over can be stepped again.
    std::int64_t redoTurns() const { return last_ - turn(); }
    // Steps the next turn stepped back over, with the actions it had.
    const TurnReport* forward();
    // Goes to `turn` (clamped to the start and the last turn played).
    void goTo(std::int64_t turn);

    // ---- reports, recomputed where not cached
    // The report of a turn in (start, last turn]; valid until the history
    // changes or another report is asked for.
    const TurnReport& report(std::int64_t turn) const;
    // The present turn's report; null at the start.
    const TurnReport* lastReport() const { return turn() > start_ ? &report(turn()) : nullptr; }
    // Calls fn with each report of the turns in [from, to] (within the turns
    // played), in order; a run of them not cached is replayed once.
    void forEachReport(std::int64_t from, std::int64_t to, const std::function<void(const TurnReport&)>& fn) const;
    // The reports of the turns done up to the present, in order (the first is
    // the start turn + 1): a copy, for tests and short runs.
    std::vector<TurnReport> reports() const;

    // The actions a turn in (start, last turn] played with.
    const std::vector<Action>& actionsOf(std::int64_t turn) const;

    // ---- stat samples
    // Every actor's every stat after each turn from the start to the last turn
    // played: views show the ones up to the present.
    const StatSamples& stats() const { return samples_; }
    // The samples up to the present, by turn, then series: a copy, for tests.
    std::vector<StatSample> samples() const { return samples_.flatten(start_, turn()); }

    // How many keyframes are kept (for tests of the thinning).
    std::size_t keyframeCount() const { return keyframes_.size(); }

private:
    void advance();                       // steps the present a turn it already played
    void forgetAfter(std::int64_t turn);  // a new turn from an earlier one
    bool wantsKeyframe(std::int64_t turn) const;
    void keepKeyframe();
    void thin();
    std::int64_t widestSpacing() const;
    void cache(TurnReport report) const;
    const TurnReport* cached(std::int64_t turn) const;
    World worldBefore(std::int64_t turn) const; // the world after turn - 1

    World present_;
    std::int64_t start_ = 0; // the turn the history began at (a resumed play starts later)
    std::int64_t last_ = 0;
    std::map<std::int64_t, World> keyframes_;                // by turn; the start always
    std::map<std::int64_t, std::vector<Action>> actions_;   // by turn; only turns that had any
    StatSamples samples_;
    mutable std::deque<TurnReport> cache_; // consecutive turns
    mutable std::size_t cacheBytes_ = 0;
    std::size_t cacheBudget_ = kReportCacheBytes;
};

} // namespace rb
