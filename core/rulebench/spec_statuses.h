#pragma once
// The authored form of statuses: names as the file writes them, modifiers with
// their values and conditions, read with every problem reported and written
// back in a stable key order.

#include "rulebench/json_reader.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
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
};

struct TickSpec {
    std::string kind; // a damage kind's name
    std::int64_t amount = 0;
    Json extra;
    Json raw; // when it would not read: what the file wrote, kept for saving
};

struct StatusSpec {
    std::string name;
    std::optional<std::string> badge;
    std::optional<std::string> stacking; // absent: Refresh
    std::optional<std::int64_t> turns;    // an affliction's length when it names none
    std::optional<TickSpec> tick;
    std::vector<ModifierSpec> modifiers;
    Json extra;
};

void readSpec(ObjectReader& r, StatusSpec& out);
void readSpec(ObjectReader& r, ModifierSpec& out);
bool read(const Json& j, const Where& w, ValueSpec& out);
bool read(const Json& j, const Where& w, ConditionSpec& out);

// Every name a status gives another definition, with the section it names
// ("stats", "flags", "damage_kinds", "statuses") and the field it sits in
// ("modifiers[1].req.stat_at_most.stat"); the name may be rewritten.
using ReferenceEmit = std::function<void(std::string_view section, std::string& name, std::string_view field)>;
void forEachReference(StatusSpec& s, const ReferenceEmit& emit);
// One modifier's names, each field prefixed with `at` ("worn.modifiers[0]").
void forEachReference(ModifierSpec& m, const std::string& at, const ReferenceEmit& emit);

OrderedJson toJson(const StatusSpec& s);
OrderedJson toJson(const ModifierSpec& s);
OrderedJson toJson(const ValueSpec& s);
OrderedJson toJson(const ConditionSpec& s);

} // namespace rb
