#pragma once
// The stat language as content writes it: a modifier ({"stat": name, "op":
// "Add", "value": V, "req": C} or {"flag": name, "req": C}), its value and its
// condition, in names, read with every problem reported and written back in a
// stable key order. Statuses, worn gear and the Grant effect all carry these.

#include "rulebench/base/field_list.h"
#include "rulebench/stats/constant_effects.h"

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rb {

// A modifier's value: a number, {"stat": name, "times": n} or
// {"statuses": name, "times": n} (times defaults to 1 and is written back
// only when the file wrote it), or a formula: text that begins with "="
// ("=target.stat(strength) / 2"), which reads its holder as `target`.
struct ValueSpec {
    enum class Kind { Number, PerStat, PerStatus, Formula, Invalid };
    Kind kind = Kind::Number;
    std::int64_t number = 0;
    std::string name; // the stat's or the status's; Formula: its text, "=" included
    std::optional<std::int64_t> times;
    Json raw;                    // Invalid: what the file wrote, kept for saving
    Json extra; // unknown keys of the object form

    static constexpr FieldShape kShape = FieldShape::Value;
    // The object form: "stat" or "statuses" (exactly one), and "times".
    static constexpr auto parts();
};

constexpr auto ValueSpec::parts()
{
    return fieldList(field("stat", &ValueSpec::name).namesIn("stats").says("per point of stat"),
                     field("statuses", &ValueSpec::name).namesIn("statuses").says("per instance of status"),
                     field("times", &ValueSpec::times).absentMeans("1").says("times"))
        .named("value");
}

// A condition (`req`): exactly one of has_status, has_flag, stat_at_most,
// stat_at_least ({"stat": name, "value": n}), all, any (lists), not.
struct ConditionSpec {
    enum class Kind { HasStatus, HasFlag, StatAtMost, StatAtLeast, All, Any, Not, Invalid };
    Kind kind = Kind::Invalid;
    std::string name; // the status, flag or stat
    std::int64_t value = 0;
    std::vector<ConditionSpec> children;
    Json raw;                    // Invalid: what the file wrote, kept for saving
    Json extra; // unknown keys of a stat bound's object

    static constexpr FieldShape kShape = FieldShape::Condition;
    // A stat bound's object, under stat_at_most or stat_at_least: {"stat": name, "value": n}.
    static constexpr auto parts();
};

constexpr auto ConditionSpec::parts()
{
    return fieldList(field("stat", &ConditionSpec::name).required().namesIn("stats")
                         .says("Stat", "Which stat of the holder is compared: its value as it stands, every "
                                       "modifier on it counted."),
                     field("value", &ConditionSpec::value).required()
                         .says("Value", "The number the stat is compared with: \"stat at most\" holds while the stat "
                                        "is this or less, \"stat at least\" while it is this or more."))
        .named("condition");
}

// A condition's words, in the order of ConditionSpec::Kind: a kind's word is kConditionWords[kind].
inline constexpr std::array<std::string_view, 7> kConditionWords = {"has_status", "has_flag", "stat_at_most",
                                                                    "stat_at_least", "all", "any", "not"};
static_assert(static_cast<std::size_t>(ConditionSpec::Kind::Invalid) == kConditionWords.size());

// {"stat": name, "op": "Add", "value": V, "req": C} or {"flag": name, "req": C}.
struct ModifierSpec {
    std::optional<std::string> stat;
    std::optional<std::string> op;
    std::optional<ValueSpec> value;
    std::optional<std::string> flag;
    std::optional<ConditionSpec> req;
    Json extra;

    static constexpr auto fields();
};

constexpr auto ModifierSpec::fields()
{
    using S = ModifierSpec;
    return fieldList(field("stat", &S::stat).namesIn("stats")
                         .says("Stat", "The stat this modifier changes (leave empty for a flag)."),
                     field("op", &S::op).oneOf(wordsIn<kStatOps>).absentMeans("choose one for a stat")
                         .says("Operation", "Add, then MulPct (percent, compounded), then AtLeast and AtMost."),
                     field("value", &S::value).keptInside()
                         .says("Value", "A number, or a number per point of a stat or per instance of a status the "
                                        "holder has, or a formula read each time the stat is "
                                        "(=target.stat(strength) / 2): its target is the holder; no dice, no turn."),
                     field("flag", &S::flag).namesIn("flags").says("Flag", "Raises a flag instead of changing a stat."),
                     field("req", &S::req).keptInside().absentMeans("always")
                         .says("Only while", "The modifier counts only while this holds for its holder."))
        .named("modifier");
}

// Its fields, then the rule the list cannot say: a stat or a flag, not both.
bool readSpec(ObjectReader& r, ModifierSpec& out);
bool read(const Json& j, const Where& w, ValueSpec& out);
bool read(const Json& j, const Where& w, ConditionSpec& out);

// Every name a definition gives another, with the section it names
// ("stats", "flags", "damage_kinds", "statuses") and the field it sits in
// ("modifiers[1].req.stat_at_most.stat"); the name may be rewritten.
using ReferenceEmit = std::function<void(std::string_view section, std::string& name, std::string_view field)>;
// One modifier's names, each field prefixed with `at` ("worn.modifiers[0]").
void forEachReference(ModifierSpec& m, const std::string& at, const ReferenceEmit& emit);

OrderedJson toJson(const ValueSpec& s);
OrderedJson toJson(const ConditionSpec& s);

} // namespace rb
