#pragma once
// A three-way merge of scenario files (`rulebench merge-content` on a
// *.scenario.json): placed actors and props by id, field by field; the
// script as entries identified by their turn and value (each side's new
// entries kept, each side's removals made); the play state whole, so a
// play state changed on both sides is a conflict. Conflicts keep ours and
// are listed in a root "conflicts" list, as content_merge.h does.

#include "rulebench/base/json_reader.h"
#include "rulebench/content/three_way_merge.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rb {

struct ScenarioMergeResult {
    OrderedJson merged; // in the scenario's stable key order
    std::vector<MergeConflict> conflicts;
};

// The scenario's JSON as the editor saves it; absent, with why, when the
// bytes are not a JSON object.
std::optional<OrderedJson> normalizedScenario(std::string_view bytes, std::string& why);

// The three sides as normalizedScenario gives them.
ScenarioMergeResult mergeScenarios(const OrderedJson& base, const OrderedJson& ours, const OrderedJson& theirs);

// {"actors", "hero", "at"} as "actor hero, at".
std::string scenarioPathInWords(const std::vector<std::string>& path);

} // namespace rb
