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

#include "rulebench/base/field_list.h"
#include "rulebench/base/random.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rb {

struct EffectSpec {
    std::string kind;
    std::optional<Json> args; // as written; the kind reads it when built
    std::optional<Chance> chance;
    Json extra;

    static constexpr auto fields();
};

constexpr auto EffectSpec::fields()
{
    return fieldList(field("kind", &EffectSpec::kind).required(), field("args", &EffectSpec::args),
                     field("chance", &EffectSpec::chance));
}

// An optional list under `key` ("effects"): absent stays nullopt, and is not
// taken as known for "did you mean"; one that is not a list is kept as written.
bool readEffects(ObjectReader& r, std::string_view key, std::optional<std::vector<EffectSpec>>& out);

// "here", or {"burst": radius}: a one-of, read and written by its own rule;
// one that would not read keeps what the file wrote (raw).
struct AreaSpec {
    enum class Kind { Here, Burst, Invalid };
    Kind kind = Kind::Here;
    std::int64_t radius = 0;
    Json raw; // Invalid: what the file wrote, kept for saving
    Json extra;
};

bool read(const Json& j, const Where& w, AreaSpec& out);
OrderedJson toJson(const AreaSpec& s);

struct LookSpec {
    std::string glyph;
    std::string color;
    Json extra;

    static constexpr auto fields();
};

constexpr auto LookSpec::fields()
{
    return fieldList(field("glyph", &LookSpec::glyph).required(), field("color", &LookSpec::color).required());
}

struct TriggerSpec {
    std::string on; // a moment's name
    std::optional<AreaSpec> area;
    std::optional<std::int64_t> fires;
    std::optional<std::vector<EffectSpec>> effects;
    std::optional<LookSpec> look;
    Json extra;

    static constexpr auto fields();
};

constexpr auto TriggerSpec::fields()
{
    return fieldList(field("on", &TriggerSpec::on).required(), field("area", &TriggerSpec::area).keptInside(),
                     field("fires", &TriggerSpec::fires), custom("effects", &TriggerSpec::effects, &readEffects),
                     field("look", &TriggerSpec::look));
}

} // namespace rb
