#include "rulebench/sandbox/run_diff.h"

#include <map>
#include <string_view>

namespace rb {

std::vector<TurnLines> runLines(const Definitions& defs, std::span<const TurnReport> reports)
{
    std::vector<TurnLines> out;
    out.reserve(reports.size());
    for (const TurnReport& r : reports) {
        TurnLines& t = out.emplace_back();
        t.turn = r.turn;
        for (const WorldEvent& e : r.events)
            t.events.push_back(eventText(defs, e));
    }
    return out;
}

namespace {
const std::vector<std::string> kNone;

// The lines of `of` not matched by one of `against`, each matching once, in `of`'s order.
std::vector<std::string> unmatched(const std::vector<std::string>& of, const std::vector<std::string>& against)
{
    std::map<std::string_view, int> left;
    for (const std::string& line : against)
        ++left[line];
    std::vector<std::string> out;
    for (const std::string& line : of) {
        auto it = left.find(line);
        if (it != left.end() && it->second > 0)
            --it->second;
        else
            out.push_back(line);
    }
    return out;
}
} // namespace

std::vector<TurnDiff> diffRuns(std::span<const TurnLines> before, std::span<const TurnLines> after)
{
    std::map<std::int64_t, std::pair<const std::vector<std::string>*, const std::vector<std::string>*>> turns;
    for (const TurnLines& t : before)
        turns[t.turn].first = &t.events;
    for (const TurnLines& t : after)
        turns[t.turn].second = &t.events;
    std::vector<TurnDiff> out;
    for (const auto& [turn, runs] : turns) {
        const std::vector<std::string>& old = runs.first ? *runs.first : kNone;
        const std::vector<std::string>& now = runs.second ? *runs.second : kNone;
        TurnDiff d{turn, unmatched(now, old), unmatched(old, now)};
        if (!d.appeared.empty() || !d.vanished.empty())
            out.push_back(std::move(d));
    }
    return out;
}

} // namespace rb
