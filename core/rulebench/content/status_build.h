#pragma once
// Building statuses by name. Every unknown stat, flag, damage kind or status
// is reported in one pass; so are a stacking rule that does not exist, a
// badge longer than one character, turns below 1 and a stat that depends on
// itself.

#include "rulebench/content/build_context.h"
#include "rulebench/stats/modifier_build.h"
#include "rulebench/stats/stat_cycles.h"

namespace rb {

void buildStatuses(const ContentSpec& spec, Definitions& defs, Diagnostics& diagnostics);
// The same, adding every modifier's edges to `cycles` for the caller to
// report once every other modifier (worn gear) has joined.
// Bounds are checked against `fields`' rows.
void buildStatuses(const ContentSpec& spec, Definitions& defs, Diagnostics& diagnostics, StatDependencies& cycles,
                   const FieldTable& fields = contentFields());

} // namespace rb
