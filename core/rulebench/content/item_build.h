#pragma once
// Private to the builders. Building "moments", "items" and "props": every unknown effect kind, moment,
// damage kind, status, stat, flag, gas kind and duration, every bad dice
// expression and bad argument, reported in one pass with its path. Worn
// gear's and granted modifiers join the stat cycle check.

#include "rulebench/content/build_context.h"
#include "rulebench/stats/stat_cycles.h"

namespace rb {

// Adds the file's moments after the registered ones.
void buildMoments(const ContentSpec& spec, Definitions& defs, Diagnostics& diagnostics);
// Need statuses and moments built first; add worn and granted modifiers to
// `cycles`, which the caller reports once everything has joined.
void buildItems(const ContentSpec& spec, Definitions& defs, Diagnostics& diagnostics, StatDependencies& cycles,
                const FieldTable& fields);
void buildProps(const ContentSpec& spec, Definitions& defs, Diagnostics& diagnostics, StatDependencies& cycles,
                const FieldTable& fields);

} // namespace rb
