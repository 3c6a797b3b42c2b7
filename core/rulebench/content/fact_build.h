#pragma once
// Building "fact_kinds", "counters" and "quests": every unknown name, every
// subject or object a kind cannot have, every need below 1 and every cycle in
// the after-lists, in one pass.

#include "rulebench/content/build_context.h"

#include <optional>
#include <string>
#include <vector>

namespace rb {

// The names a subject or object of registry `r` may take, in id order (a
// name's position is the number facts carry); nothing when that registry
// cannot be checked yet.
std::optional<std::vector<std::string>> factRegistryEntries(const Definitions& defs, FactRegistry r);

// Needs the actors (and factions) built first. Fills defs.factKinds,
// defs.counters and defs.quests.
void buildFacts(const ContentSpec& spec, Definitions& defs, Diagnostics& diagnostics, const FieldTable& fields);

} // namespace rb
