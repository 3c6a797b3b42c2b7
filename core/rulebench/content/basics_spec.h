#pragma once
// The authored form of the content file's first sections: stats, damage kinds,
// flags, durations and moments, in the names the file uses. Each reads and writes through its
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
    using S = StatSpec;
    return fieldList(nameField(&S::name),
                     field("default", &S::defaultValue)
                         .says("Default", "The base value of an actor that does not set its own."),
                     field("min", &S::min).says("Minimum", "The value never goes below this, after every modifier."),
                     field("max", &S::max).says("Maximum", "The value never goes above this, after every modifier."))
        .named("stat");
}

struct DamageKindSpec {
    std::string name;
    std::optional<std::string> reducedBy; // a stat's name
    Json extra;

    static constexpr auto fields();
};

constexpr auto DamageKindSpec::fields()
{
    return fieldList(nameField(&DamageKindSpec::name),
                     field("reduced_by", &DamageKindSpec::reducedBy).namesIn("stats")
                         .says("Reduced by", "The stat subtracted from damage of this kind."))
        .named("damage kind");
}

struct FlagSpec {
    std::string name;
    Json extra;

    static constexpr auto fields();
};

constexpr auto FlagSpec::fields() { return fieldList(nameField(&FlagSpec::name)).named("flag"); }

// A duration the content declares for lingering effects, after the engine's
// own (while-active, end-of-turn, end-of-encounter, turns(n)) and the game's:
// {"name": "end-of-round"}, or the bare name for short (written back as the
// object). A scenario's "end duration" ends what carries it.
struct DurationSpec {
    std::string name;
    Json extra;

    static constexpr auto fields();
};

constexpr auto DurationSpec::fields() { return fieldList(nameField(&DurationSpec::name)).named("duration").orBare(); }

// The "durations" section under `key` of the root object: objects or bare names.
bool readDurations(ObjectReader& root, std::string_view key, std::vector<DurationSpec>& out);

// A moment the content file declares: {"name": "overheat"}, or the bare
// string "overheat" for short (written back as the object).
struct MomentSpec {
    std::string name;
    Json extra;

    static constexpr auto fields();
};

constexpr auto MomentSpec::fields() { return fieldList(nameField(&MomentSpec::name)).named("moment").orBare(); }

// The "moments" section under `key` of the root object: objects or bare names.
bool readMoments(ObjectReader& root, std::string_view key, std::vector<MomentSpec>& out);

} // namespace rb
