#include "rulebench/sandbox/scenario_merge.h"

#include "rulebench/content/content_conflicts.h"
#include "rulebench/sandbox/scenario.h"

#include <algorithm>
#include <map>

namespace rb {

std::optional<OrderedJson> normalizedScenario(std::string_view bytes, std::string& why)
{
    const ScenarioLoad load = loadScenario(bytes);
    if (!load.spec) {
        why = load.diagnostics.all().empty() ? "not a scenario file" : format(load.diagnostics.all().front());
        return std::nullopt;
    }
    return scenarioToJson(*load.spec);
}

std::string scenarioPathInWords(const std::vector<std::string>& path)
{
    std::string words;
    for (std::size_t i = 0; i < path.size(); ++i) {
        if (i == 1 && (path[0] == "actors" || path[0] == "props"))
            words = (path[0] == "actors" ? "actor " : "prop ") + path[1];
        else
            words += (words.empty() ? "" : ", ") + (path[i] == "play" && i == 0 ? std::string("play state") : path[i]);
    }
    return words;
}

namespace {
std::int64_t turnOf(const OrderedJson& entry)
{
    const OrderedJson* turn = member(&entry, "turn");
    return turn && turn->is_number_integer() ? turn->get<std::int64_t>() : 0;
}

// How often each entry (by its JSON) is in a script.
std::map<std::string, long> counts(const OrderedJson* script)
{
    std::map<std::string, long> n;
    if (script && script->is_array())
        for (const OrderedJson& entry : *script)
            ++n[entry.dump()];
    return n;
}

// Script entries are identified by their turn and value: each is kept as
// often as base has it plus what each side added minus what each removed;
// ours' order first, then theirs' additions, then by turn (stable). A side
// that changed nothing takes the other as it is.
std::optional<OrderedJson> mergeScript(const OrderedJson* base, const OrderedJson* ours, const OrderedJson* theirs)
{
    const auto same = [](const OrderedJson* x, const OrderedJson* y) { return (!x && !y) || (x && y && *x == *y); };
    if (same(base, ours) || same(ours, theirs)) // a side that changed nothing takes the other whole
        return theirs ? std::optional(*theirs) : std::nullopt;
    if (same(base, theirs))
        return ours ? std::optional(*ours) : std::nullopt;
    const auto b = counts(base), o = counts(ours), t = counts(theirs);
    std::map<std::string, long> wanted;
    for (const auto* side : {&b, &o, &t})
        for (const auto& counted : *side) {
            const std::string& entry = counted.first; // named, not bound: clang 14 cannot capture a binding
            const auto at = [&](const std::map<std::string, long>& m) { return m.contains(entry) ? m.at(entry) : 0L; };
            wanted[entry] = std::max(0L, at(o) + at(t) - at(b));
        }
    std::vector<OrderedJson> merged;
    std::map<std::string, long> emitted;
    for (const OrderedJson* side : {ours, theirs})
        if (side && side->is_array())
            for (const OrderedJson& entry : *side)
                if (emitted[entry.dump()] < wanted[entry.dump()]) {
                    ++emitted[entry.dump()];
                    merged.push_back(entry);
                }
    std::stable_sort(merged.begin(), merged.end(),
                     [](const OrderedJson& x, const OrderedJson& y) { return turnOf(x) < turnOf(y); });
    return OrderedJson(merged);
}
} // namespace

ScenarioMergeResult mergeScenarios(const OrderedJson& base, const OrderedJson& ours, const OrderedJson& theirs)
{
    ThreeWayMerge merge(&scenarioPathInWords);
    OrderedJson merged = merge.object(
        &base, &ours, &theirs,
        [&](const std::string& key, const OrderedJson* b, const OrderedJson* o,
            const OrderedJson* t) -> std::optional<OrderedJson> {
            if (key == "actors" || key == "props")
                return merge.records({key}, b, o, t, "id");
            if (key == "script")
                return mergeScript(b, o, t);
            return merge.value({key}, b, o, t, key == "play"); // a play state is one whole: never half of each
        });
    listConflicts(merged, merge.conflicts());
    std::string unloadable; // then the merged file stays as merged, for the designer to mend
    std::optional<OrderedJson> normalized = normalizedScenario(merged.dump(), unloadable);
    return {normalized ? std::move(*normalized) : std::move(merged), merge.conflicts()};
}

} // namespace rb
