#pragma once
// The authored form of the content file's first sections: stats, damage kinds
// and flags, in the names the file uses. Each reads and writes through its
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

} // namespace rb
