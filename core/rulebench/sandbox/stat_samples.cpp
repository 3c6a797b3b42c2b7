#include "rulebench/sandbox/stat_samples.h"

#include <algorithm>

namespace rb {

void appendSamples(const World& w, std::vector<StatSample>& out)
{
    const Registry<StatDef>& stats = w.definitions().stats;
    for (const WorldActor& a : w.actors())
        for (std::uint32_t s = 0; s < stats.size(); ++s)
            out.push_back({w.turn(), a.id, StatId{s}, w.value(a, StatId{s})});
}

std::optional<std::int64_t> StatSeries::at(std::int64_t turn) const
{
    const bool in = std::any_of(spans_.begin(), spans_.end(), [&](const Span& s) { return s.from <= turn && turn <= s.to; });
    if (!in)
        return std::nullopt;
    const auto after = std::upper_bound(changes_.begin(), changes_.end(), turn,
                                        [](std::int64_t t, const Change& c) { return t < c.turn; });
    return std::prev(after)->value;
}

void StatSeries::record(std::int64_t turn, std::int64_t value)
{
    if (spans_.empty() || spans_.back().to + 1 != turn) {
        // Back in the world after a gap: the span starts with its value.
        spans_.push_back({turn, turn});
        changes_.push_back({turn, value});
        return;
    }
    spans_.back().to = turn;
    if (changes_.back().value != value)
        changes_.push_back({turn, value});
}

void StatSeries::truncateAfter(std::int64_t turn)
{
    while (!spans_.empty() && spans_.back().from > turn)
        spans_.pop_back();
    if (!spans_.empty())
        spans_.back().to = std::min(spans_.back().to, turn);
    while (!changes_.empty() && changes_.back().turn > turn)
        changes_.pop_back();
}

void StatSamples::record(const World& w)
{
    const std::uint32_t stats = static_cast<std::uint32_t>(w.definitions().stats.size());
    for (const WorldActor& a : w.actors()) {
        auto [it, isNew] = actorFirst_.try_emplace(a.id, series_.size());
        if (isNew)
            for (std::uint32_t s = 0; s < stats; ++s)
                series_.emplace_back(a.id, StatId{s});
        for (std::uint32_t s = 0; s < stats; ++s)
            series_[it->second + s].record(w.turn(), w.value(a, StatId{s}));
    }
    last_ = w.turn();
}

void StatSamples::truncateAfter(std::int64_t turn)
{
    for (StatSeries& s : series_)
        s.truncateAfter(turn);
    // The series that began after `turn` are the last ones: they appeared last.
    while (!series_.empty() && series_.back().empty()) {
        actorFirst_.erase(series_.back().actor());
        series_.pop_back();
    }
    last_ = std::min(last_, turn);
}

const StatSeries* StatSamples::find(const std::string& actor, StatId stat) const
{
    const auto it = actorFirst_.find(actor);
    if (it == actorFirst_.end())
        return nullptr;
    const StatSeries& s = series_[it->second + stat.value];
    return &s;
}

std::vector<StatSample> StatSamples::flatten(std::int64_t from, std::int64_t to) const
{
    std::vector<std::vector<StatSample>> byTurn(static_cast<std::size_t>(std::max<std::int64_t>(0, to - from + 1)));
    for (const StatSeries& s : series_)
        s.forEach(from, to, [&](std::int64_t t, std::int64_t v) {
            byTurn[static_cast<std::size_t>(t - from)].push_back({t, s.actor(), s.stat(), v});
        });
    std::vector<StatSample> out;
    for (std::vector<StatSample>& turn : byTurn)
        out.insert(out.end(), std::make_move_iterator(turn.begin()), std::make_move_iterator(turn.end()));
    return out;
}

} // namespace rb
