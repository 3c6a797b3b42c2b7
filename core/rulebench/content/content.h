#pragma once
// The content file as authored: every section in the file's own names.
// Loading never stops at the first problem; saving writes a stable key order
// and indentation so saving an unchanged file rewrites it byte for byte.

#include "rulebench/base/diagnostic.h"
#include "rulebench/base/json_reader.h"
#include "rulebench/content/actor_spec.h"
#include "rulebench/content/basics_spec.h"
#include "rulebench/content/fact_spec.h"
#include "rulebench/content/item_spec.h"
#include "rulebench/content/status_spec.h"
#include "rulebench/effects/moments.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rb {

inline constexpr std::string_view kContentFormat = "rulebench/1";

struct ContentSpec {
    std::string format = std::string(kContentFormat);
    std::vector<StatSpec> stats;
    std::vector<DamageKindSpec> damageKinds;
    std::vector<FlagSpec> flags;
    std::vector<StatusSpec> statuses;

    std::vector<MomentSpec> moments;
    std::vector<ItemSpec> items;
    std::vector<PropSpec> props;

    std::vector<ActorSpec> actors;
    std::vector<FactKindSpec> factKinds;
    std::vector<CounterSpec> counters;
    std::vector<QuestSpec> quests;

    Json extra;
};

struct ContentLoad {
    // Absent when the bytes are not JSON or not an object at the top.
    std::optional<ContentSpec> spec;
    Diagnostics diagnostics;
};

ContentLoad loadContent(std::string_view bytes);

OrderedJson contentToJson(const ContentSpec& spec);
// Two-space indentation and a final newline.
std::string serializeContent(const ContentSpec& spec);

} // namespace rb
