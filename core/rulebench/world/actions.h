#pragma once
// What a turn is asked to do: the sandbox's actions. An Action names
// definitions by id and actors by their scenario id; an action that cannot
// happen is refused with a reason in the turn's report and changes nothing.
// The same actions written by name (a scenario's script, a queue kept across
// content edits) and the table of kinds are in world/action_spec.h.
//
// For a game: build an Action with its static makers (Action::attack("hero",
// "rat")) and pass a turn's actions to World::step; World::whyNot says, before
// a turn, why one would be refused.

#include "rulebench/definitions/abilities.h"
#include "rulebench/definitions/actors.h"
#include "rulebench/definitions/items.h"
#include "rulebench/facts/facts.h"
#include "rulebench/grid/grid.h"
#include "rulebench/world/events.h"
#include "rulebench/stats/statuses.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rb {

struct Definitions;

struct Action {
    enum class Kind : std::uint8_t {
        Move, Use, Throw, PickUp, Wear, TakeOff, Attack, Wait, Afflict, Cure, Place, Remove, Feed, EndEncounter,
        EndDuration, Cast
    };
    Kind kind = Kind::Wait;
    // who acts (move, use, throw, pick up, wear, take off, attack, wait), who
    // is afflicted or cured, the actor or prop placed or removed
    std::string id{};
    std::string target{}; // attack: who is struck; cast: who it is aimed at
    std::string by{};     // afflict: who is credited; empty: by hand, no one
    // move: a step (dx, dy in -1..1) or, when `toCell`, any free floor cell
    // of the map (the sandbox's drag; no path is walked); a prop moves only
    // to a cell, keeping its health and fires
    int dx = 0;
    int dy = 0;
    bool toCell = false; // also cast: aimed at the cell `to`
    Cell to{};           // move to, place at, throw at, cast at
    ActorId actor{};     // place: the kind of actor
    std::optional<PropId> prop{}; // place: a prop of this kind instead of an actor
    ItemId item{};       // use, throw, pick up, wear, take off: the first copy of this kind it carries (or lies on its cell)
    StatusId status{};   // afflict, cure
    std::optional<std::int64_t> turns{}; // afflict; absent: the status's own "turns"
    std::optional<std::int64_t> instances{}; // cure: the n oldest instances; absent: every one
    Fact fact{};         // feed
    AbilityId ability{}; // cast
    DurationId duration{}; // end duration: a duration the game registered or the content declared

    static Action move(std::string id, int dx, int dy);
    static Action use(std::string id, ItemId item);
    static Action throwAt(std::string id, ItemId item, Cell at);
    static Action pickUp(std::string id, ItemId item);
    static Action wear(std::string id, ItemId item);
    static Action takeOff(std::string id, ItemId item);
    static Action placeProp(std::string id, PropId prop, Cell at);
    // use, pick up, wear or take off `item`, by the kind.
    static Action withItem(Kind kind, std::string id, ItemId item);
    static Action moveTo(std::string id, Cell to);
    static Action attack(std::string id, std::string target);
    static Action wait(std::string id);
    static Action afflict(std::string id, StatusId status, std::optional<std::int64_t> turns, std::string by = {});
    static Action cure(std::string id, StatusId status);
    static Action place(std::string id, ActorId actor, Cell at);
    static Action remove(std::string id);
    static Action feed(Fact fact);
    static Action endEncounter();
    // `ability` aimed by its kind: at `at` (a cell), at `target` (an actor), or neither (self).
    static Action castAt(std::string id, AbilityId ability, Cell at);
    static Action castOn(std::string id, AbilityId ability, std::string target);
    static Action cast(std::string id, AbilityId ability);
    static Action endDuration(DurationId duration);

    friend bool operator==(const Action& a, const Action& b);
};

// The content file's word for each kind: "move", "use", "throw", "pick up",
// "wear", "take off", "attack", ..., "end encounter".
std::string_view toString(Action::Kind k);
std::optional<Action::Kind> parseActionKind(std::string_view text);
std::vector<std::string> actionKindNames();

// The eight directions: "n", "ne", "e", "se", "s", "sw", "w", "nw" (y grows down).
bool parseDirection(std::string_view text, int& dx, int& dy);
std::string_view directionName(int dx, int dy);

} // namespace rb
