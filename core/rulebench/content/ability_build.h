#pragma once
// Private to the builders. Building the "abilities" section: the aim, range, area, cooldown and cost
// checked, the effects built like any list (every mistake reported at once).

#include "rulebench/content/build_context.h"
#include "rulebench/stats/stat_cycles.h"

namespace rb {

// Needs the stats and statuses built first; granted modifiers join `cycles`.
void buildAbilities(const ContentSpec& spec, Definitions& defs, Diagnostics& diagnostics, StatDependencies& cycles,
                    const FieldTable& fields);

} // namespace rb
