#pragma once
// Private to the world. A save checked against the world it is restored
// into: the world it was played in (WorldPlay: map, seed, settings, the
// content's names it uses) before anything is built, and what it puts on the
// map (where things stand, the "placed" list) after.

#include "rulebench/world/play_spec.h"
#include "rulebench/world/world.h"

#include <cstdint>

namespace rb {

// FNV-1a, 64 bits, of the map as text: each row's cells from the left, '#'
// a wall and '.' a floor, each row ended by "\n". Two maps of one size with
// the same walls have the same fingerprint, whatever else they hold.
std::uint64_t wallsFingerprint(const Grid& grid);

// What a save of `world` records of it; `spec` is the rest of the save,
// whose names it lists.
WorldPlay describeWorld(const World& world, const PlaySpec& spec);

// Whether the save was played in a world like this one: every difference
// said at `w` (the save's "world"); false when there is one. A save of
// another seed is taken when `options.reseed`.
bool checkWorld(const WorldPlay& saved, const World& world, const Where& w, RestoreOptions options);

// After building: every actor, prop and item on the floor inside the map and
// off its walls, no two living actors on one cell, and each thing's number
// naming it in the "placed" list, no number twice. Said at `w` (the save's root).
void checkStanding(const PlaySpec& spec, const World& built, const Where& w);

} // namespace rb
