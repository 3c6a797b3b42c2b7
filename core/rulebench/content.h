#pragma once
// The content file as authored: every section in the file's own names.
// Loading never stops at the first problem; saving writes a stable key order
// and indentation so saving an unchanged file rewrites it byte for byte.

#include "rulebench/diagnostic.h"
#include "rulebench/json_reader.h"
#include "rulebench/spec_basics.h"
#include "rulebench/spec_statuses.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

// issue 4: moments, items, props
#include "rulebench/moments.h"
#include "rulebench/spec_items.h"

// issue 5: actors, fact kinds, counters, quests
#include "rulebench/spec_actors.h"
#include "rulebench/spec_facts.h"

namespace rb {

inline constexpr std::string_view kContentFormat = "rulebench/1";

struct ContentSpec {
    std::string format = std::string(kContentFormat);
    std::vector<StatSpec> stats;
    std::vector<DamageKindSpec> damageKinds;
    std::vector<FlagSpec> flags;
    // -- statuses (issue 3) --
    std::vector<StatusSpec> statuses;

    // -- moments, items, props (issue 4) --
    std::vector<MomentSpec> moments;
    std::vector<ItemSpec> items;
    std::vector<PropSpec> props;

    // -- actors, fact kinds, counters, quests (issue 5) --
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
