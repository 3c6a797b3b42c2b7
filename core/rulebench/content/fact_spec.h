#pragma once
// The authored form of fact kinds, counters and quests, in the names the file
// uses: a matcher names a fact kind and, optionally, a subject and an object
// from the registries that kind says they come from.

#include "rulebench/base/field_list.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace rb {

struct FactFromSpec {
    std::string event;               // "death", "damage dealt", ...
    std::optional<std::string> how;  // "damage dealt" only: "blow", "effect", "tick" or "fire"
    Json extra;

    static constexpr auto fields();
};

constexpr auto FactFromSpec::fields()
{
    return fieldList(field("event", &FactFromSpec::event).required(), field("how", &FactFromSpec::how));
}

struct FactKindSpec {
    std::string name;
    std::optional<std::string> subject; // a registry: "actors", "statuses", "items", "props", "factions"
    std::optional<std::string> object;
    std::optional<FactFromSpec> from;
    Json extra;

    static constexpr auto fields();
};

constexpr auto FactKindSpec::fields()
{
    return fieldList(nameField(&FactKindSpec::name), field("subject", &FactKindSpec::subject),
                     field("object", &FactKindSpec::object), field("from", &FactKindSpec::from).keptPartly());
}

struct MatcherSpec {
    std::string kind;
    std::optional<std::string> subject; // a name in the kind's subject registry
    std::optional<std::string> object;
    Json extra;

    static constexpr auto fields();
};

constexpr auto MatcherSpec::fields()
{
    return fieldList(field("kind", &MatcherSpec::kind).required(), field("subject", &MatcherSpec::subject),
                     field("object", &MatcherSpec::object));
}

// Exactly one of total and latest; reading reports both or neither.
struct NeedSpec {
    std::optional<std::int64_t> total;
    std::optional<std::int64_t> latest;
    Json extra;

    static constexpr auto fields();
};

constexpr auto NeedSpec::fields() { return fieldList(field("total", &NeedSpec::total), field("latest", &NeedSpec::latest)); }

// Its fields, then the rule the list cannot say: one of total and latest.
bool readSpec(ObjectReader& r, NeedSpec& out);

struct ObjectiveSpec {
    MatcherSpec match;
    NeedSpec need;
    Json extra;

    static constexpr auto fields();
};

constexpr auto ObjectiveSpec::fields()
{
    return fieldList(field("match", &ObjectiveSpec::match).required().keptPartly(),
                     field("need", &ObjectiveSpec::need).required().keptPartly());
}

struct CounterSpec {
    std::string name;
    std::vector<MatcherSpec> tally; // missing or empty, building reports it once
    Json extra;

    static constexpr auto fields();
};

constexpr auto CounterSpec::fields() { return fieldList(nameField(&CounterSpec::name), list("tally", &CounterSpec::tally)); }

struct QuestSpec {
    std::string name;
    std::vector<std::string> after;
    std::vector<ObjectiveSpec> objectives;
    bool victory = false;
    Json extra;

    static constexpr auto fields();
};

// "victory" is written before "objectives" but read after them, so a file's
// problems are listed in the order they always have been.
constexpr auto QuestSpec::fields()
{
    return fieldList(nameField(&QuestSpec::name), field("after", &QuestSpec::after).unlessDefault(),
                     field("victory", &QuestSpec::victory).unlessDefault().readLast(),
                     list("objectives", &QuestSpec::objectives));
}

} // namespace rb
