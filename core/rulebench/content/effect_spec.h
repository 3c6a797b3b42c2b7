#pragma once
// The authored form of effects and triggers, in the names the file uses.
//
// An effect entry: {"kind": "Harm", "args": {"kind": "kinetic", "roll": "3d6"},
// "chance": 0.5}. "args" is an object whose keys the kind defines; "chance"
// is optional (absent: always) and written as random.h reads a Chance: a
// number from 0 to 1 with at most three decimals, or text like "12.5%".
//
// A trigger: {"on": "land", "area": {"burst": 1}, "fires": 3,
// "effects": [...], "look": {"glyph": "*", "color": "#ffc85a"}}. "area" is
// "here" (the default) or {"burst": radius}; "fires" absent is unlimited;
// "effects" absent takes the definition's shared list.

#include "rulebench/base/json_reader.h"
#include "rulebench/base/random.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace rb {

struct EffectSpec {
    std::string kind;
    std::optional<Json> args; // as written; the kind reads it when built
    std::optional<Chance> chance;
    Json extra;
};

struct AreaSpec {
    enum class Kind { Here, Burst, Invalid };
    Kind kind = Kind::Here;
    std::int64_t radius = 0;
    Json raw; // Invalid: what the file wrote, kept for saving
    Json extra;
};

struct LookSpec {
    std::string glyph;
    std::string color;
    Json extra;
};

struct TriggerSpec {
    std::string on; // a moment's name
    std::optional<AreaSpec> area;
    std::optional<std::int64_t> fires;
    std::optional<std::vector<EffectSpec>> effects;
    std::optional<LookSpec> look;
    Json extra;
};

void readSpec(ObjectReader& r, EffectSpec& out);
void readSpec(ObjectReader& r, TriggerSpec& out);
bool read(const Json& j, const Where& w, AreaSpec& out);
bool read(const Json& j, const Where& w, LookSpec& out);
// An optional list under `key` ("effects"): absent stays nullopt.
void readEffects(ObjectReader& r, std::string_view key, std::optional<std::vector<EffectSpec>>& out);

OrderedJson toJson(const EffectSpec& s);
OrderedJson toJson(const TriggerSpec& s);
OrderedJson toJson(const AreaSpec& s);
OrderedJson toJson(const LookSpec& s);
OrderedJson toJson(const std::vector<EffectSpec>& list);

} // namespace rb
