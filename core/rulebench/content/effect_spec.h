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
#include "rulebench/base/whole_or_formula.h"
#include "rulebench/definitions/triggers.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rb {

struct EffectSpec {
    std::string kind;
    std::optional<Json> args; // as written; the kind reads it when built
    std::optional<ChanceOrFormula> chance;
    Json extra;

    static constexpr auto fields();
};

constexpr auto EffectSpec::fields()
{
    using S = EffectSpec;
    return fieldList(field("kind", &S::kind).required().shaped(FieldShape::EffectKind)
                         .says("Effect", "What happens: each kind takes its own arguments below."),
                     field("args", &S::args).shaped(FieldShape::EffectArgs).says("Arguments"),
                     field("chance", &S::chance).shaped(FieldShape::Chance).absentMeans("always")
                         .says("Chance", "Leave empty for always; 0.5 or \"50%\" lands it half the time (rolled from "
                                         "the ability stream). A formula gives whole percent, held from 0 to 100, "
                                         "worked out each time it is rolled (=20 + user.stat(luck)): its user is who "
                                         "it is credited to; no dice, no turn, no target (one roll for every target)."))
        .named("effect");
}

// An optional list under `key` ("effects"): absent stays nullopt, and is not
// taken as known for "did you mean"; one that is not a list is kept as written.
bool readEffects(ObjectReader& r, std::string_view key, std::optional<std::vector<EffectSpec>>& out);

// How far a throw, a cast or a burst reaches, in cells: a throw's and an
// ability's range and a burst's radius are bounded alike.
inline constexpr std::int64_t kMaxReach = 64;

// "here", or {"burst": radius}: a one-of, read and written by its own rule;
// one that would not read keeps what the file wrote (raw).
struct AreaSpec {
    enum class Kind { Here, Burst, Invalid };
    Kind kind = Kind::Here;
    WholeOrFormula radius;
    Json raw; // Invalid: what the file wrote, kept for saving
    Json extra;

    static constexpr FieldShape kShape = FieldShape::Area;
    static constexpr std::string_view kHere = "here";
    // The burst's object.
    static constexpr auto parts();
};

constexpr auto AreaSpec::parts()
{
    return fieldList(field("burst", &AreaSpec::radius).required().between(0, kMaxReach)
                         .says("Radius", "Every cell in sight within this many cells. A number, or a formula "
                                         "worked out for who the landing is credited to (the caster, the thrower, "
                                         "whoever set it off) each time the burst is weighed: =1 + user.stat(power) / 4; "
                                         "no dice, no turn, no target; no user where a prop lands as itself."))
        .named("area");
}

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
    return fieldList(field("glyph", &LookSpec::glyph).required().glyph().says("Glyph"),
                     field("color", &LookSpec::color).required().colour().says("Colour"));
}

// A look's row in a definition: what shows where it lands.
template <class Spec>
constexpr auto lookField(std::optional<LookSpec> Spec::*member)
{
    return field("look", member).says("Look", "What is drawn over the cells it lands on.");
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
    using S = TriggerSpec;
    return fieldList(
               field("on", &S::on).required().namesIn("moments")
                   .says("On", "The moment that sets it off: use, land, fire, hit, entered, destroyed, or one of yours."),
               field("area", &S::area).keptInside().absentMeans(AreaSpec::kHere)
                   .says("Area", "Here: the one cell. Burst: every cell in sight within the radius."),
               field("fires", &S::fires).between(1, kMaxFires).absentMeans("unlimited")
                   .says("Fires", "How many times it lands before it is spent; unset: unlimited."),
               custom("effects", &S::effects, &readEffects).notEmpty().absentMeans("the definition's shared effects")
                   .says("Effects", "Its own list; with none, the trigger lands the definition's shared effects."),
               lookField(&S::look))
        .named("trigger");
}

} // namespace rb
