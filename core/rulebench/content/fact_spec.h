#pragma once
// The authored form of fact kinds, counters and quests, in the names the file
// uses: a matcher names a fact kind and, optionally, a subject and an object
// from the registries that kind says they come from.

#include "rulebench/base/json_reader.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace rb {

struct FactFromSpec {
    std::string event; // "death", "damage dealt", ...
    Json extra;
};

struct FactKindSpec {
    std::string name;
    std::optional<std::string> subject; // a registry: "actors", "statuses", "items", "props", "factions"
    std::optional<std::string> object;
    std::optional<FactFromSpec> from;
    Json extra;
};

struct MatcherSpec {
    std::string kind;
    std::optional<std::string> subject; // a name in the kind's subject registry
    std::optional<std::string> object;
    Json extra;
};

// Exactly one of total and latest; reading reports both or neither.
struct NeedSpec {
    std::optional<std::int64_t> total;
    std::optional<std::int64_t> latest;
    Json extra;
};

struct ObjectiveSpec {
    MatcherSpec match;
    NeedSpec need;
    Json extra;
};

struct CounterSpec {
    std::string name;
    std::vector<MatcherSpec> tally;
    Json extra;
};

struct QuestSpec {
    std::string name;
    std::vector<std::string> after;
    std::vector<ObjectiveSpec> objectives;
    bool victory = false;
    Json extra;
};

void readSpec(ObjectReader& r, FactFromSpec& out);
void readSpec(ObjectReader& r, FactKindSpec& out);
void readSpec(ObjectReader& r, MatcherSpec& out);
void readSpec(ObjectReader& r, NeedSpec& out);
void readSpec(ObjectReader& r, ObjectiveSpec& out);
void readSpec(ObjectReader& r, CounterSpec& out);
void readSpec(ObjectReader& r, QuestSpec& out);

OrderedJson toJson(const FactKindSpec& s);
OrderedJson toJson(const MatcherSpec& s);
OrderedJson toJson(const NeedSpec& s);
OrderedJson toJson(const ObjectiveSpec& s);
OrderedJson toJson(const CounterSpec& s);
OrderedJson toJson(const QuestSpec& s);

} // namespace rb
