#pragma once
// What the sandbox's action picker offers, from the core's table of action
// kinds (actionRows()). This is the one place the picker's entries and the
// table's kinds differ: a kind whose optional fields are alternatives gets an
// entry for each (a move a step or to a cell, placing an actor or a prop);
// feeding a fact gets none (the Quests tab feeds facts); the rest are a row
// each, in the table's words. What fits an actor is what the kind's own check
// would not refuse now.

#include "rulebench/world/action_spec.h"

#include <QString>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rb {

class World;
struct WorldActor;

struct PickerEntry {
    Action::Kind kind = Action::Kind::Wait;
    // The alternative this entry takes, for a kind that offers several.
    std::optional<ActionField> choice;
    QString label;

    // The row's required fields, then its choice (or, with none, its optional ones).
    std::vector<ActionField> fields() const;
    bool takes(ActionField field) const;
    // A cell is part of the action: a click on the map gives it.
    bool needsCell() const { return takes(ActionField::To) || takes(ActionField::At); }
    // It places something new (under an id of its own).
    bool places() const { return takes(ActionField::Actor) || takes(ActionField::Prop); }
};

// Every entry, in the table's order.
const std::vector<PickerEntry>& pickerEntries();

// Who may do the entry's action: every actor's id (and, to remove, every prop's).
std::vector<std::string> whoChoices(const PickerEntry& entry, const World& world);

struct ThingChoice {
    std::string name;
    int count = 1; // copies of an item
};
// The kinds of actor or prop the entry places; or the items `actor` could
// use, throw, pick up, wear or take off now (what it carries, or what lies at
// its cell), each once with its count, in the order first met; or the
// durations an "end duration" may end (the game's and the content's); or the
// abilities it could cast now.
std::vector<ThingChoice> thingChoices(const PickerEntry& entry, const World& world, const WorldActor* actor);

// Why `actor` can cast nothing now, ability by ability: "fireball in 2 turns"
// while it cools down, else the core's reason; "knows no ability" when it
// knows none.
QString whyNothingToCast(const World& world, const WorldActor& actor);

// An id no actor or prop has and no queued placement takes: "spike-trap2".
std::string freshId(std::string_view kindName, const World& world, const std::vector<ActionSpec>& queued);

// An action by name in words: "throw frag grenade: hero at (7,3)".
QString actionText(const ActionSpec& spec);

} // namespace rb
