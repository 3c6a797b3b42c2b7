#pragma once
// The authored form of the content file's first sections: stats, damage kinds
// and flags, in the names the file uses.

#include "rulebench/base/json_reader.h"

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
};

struct DamageKindSpec {
    std::string name;
    std::optional<std::string> reducedBy; // a stat's name
    Json extra;
};

struct FlagSpec {
    std::string name;
    Json extra;
};

void readSpec(ObjectReader& r, StatSpec& out);
void readSpec(ObjectReader& r, DamageKindSpec& out);
void readSpec(ObjectReader& r, FlagSpec& out);

OrderedJson toJson(const StatSpec& s);
OrderedJson toJson(const DamageKindSpec& s);
OrderedJson toJson(const FlagSpec& s);

} // namespace rb
