#pragma once
// The authored form of statuses: names as the file writes them, with their
// tick and modifiers, read with every problem reported and written back in a
// stable key order.

#include "rulebench/base/json_reader.h"
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
// Every name a status gives another definition (see ReferenceEmit).
void forEachReference(StatusSpec& s, const ReferenceEmit& emit);
OrderedJson toJson(const StatusSpec& s);

} // namespace rb
