#pragma once
// The authored form of the content file's first sections: stats, damage kinds,
// flags and durations, in the names the file uses. Each reads and writes through its
// field list (base/field_list.h).

#include "rulebench/base/field_list.h"

#include <cstdint>
#include <optional>
#include <string>

namespace rb {

struct StatSpec {
    std::string name;
    std::int64_t defaultValue = 0;
    std::optional<std::int64_t> min;
    std::optional<std::int64_t> max;
    Json extra; // keys this version does not know, kept for saving (null: none, no allocation)

    static constexpr auto fields();
};

constexpr auto StatSpec::fields()
{
    return fieldList(nameField(&StatSpec::name), field("default", &StatSpec::defaultValue), field("min", &StatSpec::min),
                     field("max", &StatSpec::max));
}

struct DamageKindSpec {
    std::string name;
    std::optional<std::string> reducedBy; // a stat's name
    Json extra;

    static constexpr auto fields();
};

constexpr auto DamageKindSpec::fields()
{
    return fieldList(nameField(&DamageKindSpec::name), field("reduced_by", &DamageKindSpec::reducedBy));
}

struct FlagSpec {
    std::string name;
    Json extra;

    static constexpr auto fields();
};

constexpr auto FlagSpec::fields() { return fieldList(nameField(&FlagSpec::name)); }

// A duration the content declares for lingering effects, after the engine's
// own (while-active, end-of-turn, end-of-encounter, turns(n)) and the game's:
// {"name": "end-of-round"}, or the bare name for short (written back as the
// object). A scenario's "end duration" ends what carries it.
struct DurationSpec {
    std::string name;
    Json extra;

    static constexpr auto fields();
};

constexpr auto DurationSpec::fields() { return fieldList(nameField(&DurationSpec::name)); }

// The "durations" section under `key` of the root object: objects or bare names.
bool readDurations(ObjectReader& root, std::string_view key, std::vector<DurationSpec>& out);

} // namespace rb
