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
        for (const WorldEvent& e : r.events) {
            t.events.push_back(eventText(defs, e));
            t.keys.push_back(eventKey(defs, e));
        }
    }
    return out;
}

namespace {
const TurnLines kNone;

// The events of `of` not matched by an equal line of `against`, each
// matching once, in `of`'s order, as indexes into `of`.
std::vector<std::size_t> unmatched(const TurnLines& of, const TurnLines& against)
{
    std::map<std::string_view, int> left;
    for (const std::string& line : against.events)
        ++left[line];
    std::vector<std::size_t> out;
    for (std::size_t i = 0; i < of.events.size(); ++i) {
        auto it = left.find(of.events[i]);
        if (it != left.end() && it->second > 0)
            --it->second;
        else
            out.push_back(i);
    }
    return out;
}

std::string_view keyAt(const TurnLines& t, std::size_t i) { return i < t.keys.size() ? t.keys[i] : std::string_view(); }

TurnDiff diffTurn(std::int64_t turn, const TurnLines& old, const TurnLines& now)
{
    const std::vector<std::size_t> gone = unmatched(old, now), added = unmatched(now, old);
    TurnDiff d{turn, {}, {}, {}};
    for (std::size_t i : added)
        d.appeared.push_back(now.events[i]);
    for (std::size_t i : gone)
        d.vanished.push_back(old.events[i]);
    // Each appeared event takes the first vanished one with its key not yet taken.
    std::vector<bool> taken(gone.size(), false);
    for (std::size_t a = 0; a < added.size(); ++a) {
        const std::string_view key = keyAt(now, added[a]);
        if (key.empty())
            continue;
        for (std::size_t v = 0; v < gone.size(); ++v)
            if (!taken[v] && keyAt(old, gone[v]) == key) {
                taken[v] = true;
                d.changed.push_back({v, a});
                break;
            }
    }
    return d;
}
} // namespace

std::vector<TurnDiff> diffRuns(std::span<const TurnLines> before, std::span<const TurnLines> after)
{
    std::map<std::int64_t, std::pair<const TurnLines*, const TurnLines*>> turns;
    for (const TurnLines& t : before)
        turns[t.turn].first = &t;
    for (const TurnLines& t : after)
        turns[t.turn].second = &t;
    std::vector<TurnDiff> out;
    for (const auto& [turn, runs] : turns) {
        TurnDiff d = diffTurn(turn, runs.first ? *runs.first : kNone, runs.second ? *runs.second : kNone);
        if (!d.appeared.empty() || !d.vanished.empty())
            out.push_back(std::move(d));
    }
    return out;
}

} // namespace rb
