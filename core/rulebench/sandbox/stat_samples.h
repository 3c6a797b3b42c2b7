#pragma once
// Every actor's stat values after each turn, kept compactly for a long run:
// one series per actor and stat (the actor's id once, not per sample), and
// in it only the turns its value changed, plus the spans of turns the actor
// was in the world. 10,000 turns of 1,000 actors cost what their changes do.

#include "rulebench/world/world.h"

#include <cstdint>
#include <map>
#include <optional>
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

// One actor's one stat over the turns it was in the world.
class StatSeries {
public:
    StatSeries(std::string actor, StatId stat) : actor_(std::move(actor)), stat_(stat) {}

    const std::string& actor() const { return actor_; }
    StatId stat() const { return stat_; }
    // The first turn sampled (every series has one).
    std::int64_t firstTurn() const { return spans_.front().from; }
    // Its value after `turn`; none when the actor was not in the world then.
    std::optional<std::int64_t> at(std::int64_t turn) const;
    // Calls fn(turn, value) for every turn in [from, to] it was sampled, in order.
    template<class Fn> void forEach(std::int64_t from, std::int64_t to, Fn&& fn) const;

private:
    friend class StatSamples;
    struct Span {
        std::int64_t from = 0, to = 0; // inclusive
    };
    struct Change {
        std::int64_t turn = 0, value = 0;
    };
    void record(std::int64_t turn, std::int64_t value);
    void truncateAfter(std::int64_t turn); // forgets the turns after `turn`
    bool empty() const { return spans_.empty(); }

    std::string actor_;
    StatId stat_;
    std::vector<Span> spans_;     // the turns it was sampled, ascending
    std::vector<Change> changes_; // the value at each span's start and wherever it changed
};

// The series of a run, in the order they first appeared (by turn, then actor
// in world order, then stat in registry order).
class StatSamples {
public:
    // Samples `w` as it stands (its turn): every actor's every stat.
    void record(const World& w);
    // Forgets every turn after `turn` (and the series that began after it).
    void truncateAfter(std::int64_t turn);

    const std::vector<StatSeries>& series() const { return series_; }
    // The series of this actor and stat, or null.
    const StatSeries* find(const std::string& actor, StatId stat) const;
    // Every sample of the turns in [from, to], by turn, then series.
    std::vector<StatSample> flatten(std::int64_t from, std::int64_t to) const;
    std::int64_t lastTurn() const { return last_; }

private:
    std::vector<StatSeries> series_;
    std::map<std::string, std::size_t, std::less<>> actorFirst_; // actor id to its first series
    std::int64_t last_ = -1;
};

template<class Fn> void StatSeries::forEach(std::int64_t from, std::int64_t to, Fn&& fn) const
{
    std::size_t c = 0;
    for (const Span& s : spans_) {
        if (s.to < from)
            continue;
        if (s.from > to)
            break;
        for (std::int64_t t = std::max(s.from, from); t <= std::min(s.to, to); ++t) {
            while (c + 1 < changes_.size() && changes_[c + 1].turn <= t)
                ++c;
            fn(t, changes_[c].value);
        }
    }
}

} // namespace rb
