#pragma once
// The authored form of statuses: names as the file writes them, with their
// tick and modifiers, read with every problem reported and written back in a
// stable key order, through their field lists.

#include "rulebench/base/field_list.h"
#include "rulebench/stats/modifier_spec.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace rb {

struct TickSpec {
    std::string kind; // a damage kind's name
    std::int64_t amount = 0;
    Json extra;
    Json raw; // when it would not read: what the file wrote, kept for saving

    static constexpr auto fields();
};

constexpr auto TickSpec::fields()
{
    return fieldList(field("kind", &TickSpec::kind).required(), field("amount", &TickSpec::amount).required());
}

// A tick that would not read keeps what the file wrote (raw) and writes it back.
bool read(const Json& j, const Where& w, TickSpec& out);
OrderedJson toJson(const TickSpec& s);

struct StatusSpec {
    std::string name;
    std::optional<std::string> badge;
    std::optional<std::string> stacking; // absent: Refresh
    std::optional<std::int64_t> maxStacks; // Stack only
    std::optional<std::string> overflow;   // with max_stacks; absent: refuse
    bool perApplier = false;
    std::optional<std::string> expire;     // absent: one
    std::vector<std::string> blockedBy;    // flag names
    std::vector<std::string> removes;      // status names
    std::optional<std::int64_t> turns;    // an affliction's length when it names none
    std::optional<TickSpec> tick;
    std::vector<ModifierSpec> modifiers;
    Json extra;

    static constexpr auto fields();
};

constexpr auto StatusSpec::fields()
{
    return fieldList(nameField(&StatusSpec::name), field("badge", &StatusSpec::badge),
                     field("stacking", &StatusSpec::stacking), field("max_stacks", &StatusSpec::maxStacks),
                     field("overflow", &StatusSpec::overflow), field("per_applier", &StatusSpec::perApplier).unlessDefault(),
                     field("expire", &StatusSpec::expire), field("blocked_by", &StatusSpec::blockedBy).unlessDefault(),
                     field("removes", &StatusSpec::removes).unlessDefault(), field("turns", &StatusSpec::turns),
                     field("tick", &StatusSpec::tick).keptInside(),
                     list("modifiers", &StatusSpec::modifiers).unlessDefault().droppedWhenNotList());
}

// Every name a status gives another definition (see ReferenceEmit).
void forEachReference(StatusSpec& s, const ReferenceEmit& emit);

} // namespace rb
