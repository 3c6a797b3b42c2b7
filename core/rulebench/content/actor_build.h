#pragma once
// Building the "actors" section: glyphs, colours, stats resolved by name, and
// the factions the actors name.

#include "rulebench/content/build.h"

namespace rb {

// Needs the stats built first. Fills defs.actors and defs.factions.
void buildActors(const ContentSpec& spec, Definitions& defs, Diagnostics& diagnostics);

} // namespace rb
