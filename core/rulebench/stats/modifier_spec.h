#pragma once
// The stat language as content writes it: a modifier ({"stat": name, "op":
// "Add", "value": V, "req": C} or {"flag": name, "req": C}), its value and its
// condition, in names, read with every problem reported and written back in a
// stable key order. Statuses, worn gear and the Grant effect all carry these.

#include "rulebench/base/field_list.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rb {

// A modifier's value: a number, {"stat": name, "times": n} or
// {"statuses": name, "times": n} (times defaults to 1 and is written back
// only when the file wrote it).
struct ValueSpec {
    enum class Kind { Number, PerStat, PerStatus, Invalid };
    Kind kind = Kind::Number;
    std::int64_t number = 0;
    std::string name; // the stat's or the status's
    std::optional<std::int64_t> times;
    Json raw;                    // Invalid: what the file wrote, kept for saving
    Json extra; // unknown keys of the object form
};

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
};

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
    return fieldList(field("stat", &ModifierSpec::stat), field("op", &ModifierSpec::op),
                     field("value", &ModifierSpec::value).keptInside(), field("flag", &ModifierSpec::flag),
                     field("req", &ModifierSpec::req).keptInside());
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
