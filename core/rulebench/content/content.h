#pragma once
// The content file as authored: every section in the file's own names.
// Loading never stops at the first problem; saving writes a stable key order
// and indentation so saving an unchanged file rewrites it byte for byte.
//
// For a caller: loadContent never throws on bad bytes; every problem is a
// diagnostic with its JSON path, and spec is absent only when the bytes are not
// a JSON object.

#include "rulebench/base/diagnostic.h"
#include "rulebench/base/field_list.h"
#include "rulebench/content/ability_spec.h"
#include "rulebench/content/actor_spec.h"
#include "rulebench/content/basics_spec.h"
#include "rulebench/content/fact_spec.h"
#include "rulebench/content/item_spec.h"
#include "rulebench/content/status_spec.h"
#include "rulebench/definitions/moments.h"

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
    std::vector<DurationSpec> durations;
    std::vector<StatusSpec> statuses;

    std::vector<MomentSpec> moments;
    std::vector<ItemSpec> items;
    std::vector<PropSpec> props;
    std::vector<AbilitySpec> abilities;

    std::vector<ActorSpec> actors;
    std::vector<FactKindSpec> factKinds;
    std::vector<CounterSpec> counters;
    std::vector<QuestSpec> quests;

    Json extra;

    static constexpr auto fields();
};

// "format" is required, and says what to write when it is missing.
bool readFormat(ObjectReader& root, std::string_view key, std::string& out);

constexpr auto ContentSpec::fields()
{
    using S = ContentSpec;
    return fieldList(custom("format", &S::format, &readFormat), section("stats", &S::stats),
                     section("damage_kinds", &S::damageKinds), section("flags", &S::flags),
                     custom("durations", &S::durations, &readDurations).unlessDefault(),
                     section("statuses", &S::statuses), custom("moments", &S::moments, &readMoments).unlessDefault(),
                     section("items", &S::items), section("props", &S::props), section("abilities", &S::abilities),
                     section("actors", &S::actors),
                     section("fact_kinds", &S::factKinds), section("counters", &S::counters),
                     section("quests", &S::quests));
}

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
