#pragma once
// The sandbox's memory: each turn's actions and report, a copy of the world
// every kKeyframeEvery turns, and every actor's stat values after each turn
// for plotting. Stepping back restores the nearest copy at or before the turn
// and replays the actions from there; stepping forward again replays the
// undone turns' actions. Both give the same reports because the world is a
// value with its streams inside.

#include "rulebench/sandbox/world.h"

#include <cstdint>
#include <string>
#include <vector>

namespace rb {

struct StatSample {
    std::int64_t turn = 0; // 0: before the first turn
    std::string actor;     // scenario id
    StatId stat;
    std::int64_t value = 0;
    friend bool operator==(const StatSample&, const StatSample&) = default;
};

// Every actor's every stat in `w` as it stands (its turn), actor by actor in
// world order, stat by stat in registry order.
void appendSamples(const World& w, std::vector<StatSample>& out);

class History {
public:
    explicit History(World start);

    // A copy every 8 turns: memory an eighth of a copy a turn, and a step back
    // replays at most 7 turns.
    static constexpr std::int64_t kKeyframeEvery = 8;

    const World& world() const { return present_; }
    std::int64_t turn() const { return world().turn(); }
    // The world the history began with (turn 0, or where a resumed play left off).
    const World& start() const { return keyframes_.front(); }

    // Steps the present one turn. New actions forget the turns stepped back over.
    const TurnReport& step(const std::vector<Action>& actions);
    // Back up to `turns` turns (never before the start); returns how many.
    std::int64_t back(std::int64_t turns);
    // Whether a turn stepped back over can be stepped again.
    bool canRedo() const { return !redo_.empty(); }
    // How many turns stepped back over can be stepped again.
    std::int64_t redoTurns() const { return static_cast<std::int64_t>(redo_.size()); }
    // Steps the next turn stepped back over, with the actions it had.
    const TurnReport* forward();

    // The reports of the turns done, in order (the first is turn 1, or the
    // turn after the one a resumed play began at).
    const std::vector<TurnReport>& reports() const { return reports_; }
    // The actions of the turns done.
    const std::vector<std::vector<Action>>& actions() const { return actions_; }
    // Every actor's every stat in the world after each turn, by turn, then
    // actor (world order), then stat (registry order).
    const std::vector<StatSample>& samples() const { return samples_; }

private:
    void sample(const World& w);

    World present_;
    std::int64_t start_ = 0;        // the turn the history began at (a resumed play starts later)
    std::vector<World> keyframes_;  // keyframes_[k]: after start_ + k * kKeyframeEvery turns
    std::vector<std::vector<Action>> actions_;
    std::vector<TurnReport> reports_;
    std::vector<std::vector<Action>> redo_; // the next turn to redo last
    std::vector<StatSample> samples_;
};

} // namespace rb
