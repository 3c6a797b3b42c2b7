#pragma once
// Edited content swapped into a running world between turns, without
// replaying the past (a game's hot reload; the sandbox's editor replays
// instead, through Session::setDefinitions).
//
// Everything in play is looked up again by name in the new definitions: the
// actors' kinds and factions, their statuses, items and cooldowns, the props,
// what broken ones left, the items on the floor, counters, quests and gas.
// Positions, the turn, fire, the random streams and everything that already
// happened stay as they are; the next turn plays by the new rules.
//
// What no longer maps is dropped, each a warning in the report naming what
// and why: an actor whose kind is gone leaves the world; a status, item,
// prop, cooldown, counter, quest or gas whose definition is gone is taken
// away; a renamed definition is a gone one (its old name is what play held).
// What a changed definition makes impossible is put right, each said too: an
// item no longer consumable loses its charges, one no longer worn is taken
// off, triggers changed in number start their uses afresh, a prop that lost
// its health loses the count, a quest whose objectives changed in number
// starts again, an actor whose own faction is gone takes its kind's.
//
// Base stats: an actor's base value still equal to what its kind gave it
// follows the new content (the kind's new value, or the stat's default); one
// the run changed (health taken, a stat set) keeps its value; a stat gone
// from the content is dropped; a stat new to it starts at its default.
//
// Refused, the world left exactly as it was on its old content, each reason
// an error: the stat damage takes (health) gone, or anything play holds that
// the new content cannot take back (a lingering effect on a stat gone, say).
// A reload is a value swap, as restorePlay is: on any error nothing changed.

#include "rulebench/base/result.h"

#include <memory>

namespace rb {

class World;
struct Definitions;

// Done, with a warning for each thing that did not carry over; or refused,
// the world as it was, the errors saying why.
Result<void> reload(World& world, std::shared_ptr<const Definitions> definitions);

} // namespace rb
