#pragma once
// Private to core. Building the "actors" section: glyphs, colours, stats and abilities resolved
// by name, behaviours, and the factions the actors name.

#include "rulebench/content/build_context.h"

namespace rb {

// A behaviour as written, or nothing (every mistake reported at `where`).
std::optional<Behaviour> buildBehaviour(const BehaviourSpec& spec, const Where& where,
                                        const FieldTable& fields = contentFields());

// Needs the stats and abilities built first. Fills defs.actors and defs.factions.
void buildActors(const ContentSpec& spec, Definitions& defs, Diagnostics& diagnostics, const FieldTable& fields);

} // namespace rb
