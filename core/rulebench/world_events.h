#pragma once
// What one turn of the sandbox did, as events in the order they happened.
// Each event has a one-line text form for the log and a key form a
// breakpoint matches ("stop when expired:scorched@hero").
//
// Key grammar: WHAT[:DETAIL][@WHO]
//   moved@ID  placed@ID  removed@ID  waited@ID  attack@ID (the attacker)
//   refused:ACTION@ID            ACTION is move, attack, wait, afflict, cure, place, remove, feed
//                                (refused:end encounter without @ when no one asked)
//   damage:KIND@ID  mended:KIND@ID   (KIND is the damage kind's name; damage@ID and
//                                    mended@ID for harm of no kind)
//   applied:STATUS@ID  refreshed:STATUS@ID  extended:STATUS@ID  stacked:STATUS@ID
//   ignored:STATUS@ID  expired:STATUS@ID  cured:STATUS@ID
//   lingering:DURATION@ID        a lingering effect ended on its clock
//   fire-caught@X,Y  fire-out@X,Y
//   death@ID
//   fact:KIND  counter:NAME  progress:QUEST  objective:QUEST  quest:QUEST (done)  opened:QUEST
//   encounter-ended
// ID is a scenario id ("hero", "rat2"); names are the content's own words.

#include "rulebench/actors.h"
#include "rulebench/facts.h"
#include "rulebench/grid.h"
#include "rulebench/ledger.h"
#include "rulebench/quests.h"
#include "rulebench/statuses.h"

#include <cstdint>
#include <string>
#include <vector>

namespace rb {

struct Definitions;

struct WorldEvent {
    enum class Kind : std::uint8_t {
        Moved,       // who, from, to
        Waited,      // who
        Attacked,    // who, other (target), kind, amount (rolled), text (the dice)
        Refused,     // who (may be empty), action, text (the reason)
        Placed,      // who, at, actorKind
        Removed,     // who, at
        Damage,      // who (the one hit), other (credit, may be empty), kind, amount (dealt),
                     // raw (before reduction), status (when a tick), text (what dealt it)
        Status,      // who, other (credit), status event
        Lingering,   // who, text (the duration's name), effect id in amount
        FireCaught,  // at
        FireOut,     // at
        Death,       // who, other (credit of the last blow, may be empty)
        FactFed,     // fact
        Counter,     // counter change
        Quest,       // quest change
        EncounterEnded, // amount = the encounter that ended
    };
    Kind kind = Kind::Moved;
    std::string who;
    std::string other;
    std::string action;
    std::string text;
    Cell from;
    Cell at;
    ActorId actorKind;   // of `who`, for facts about it
    FactionId faction;   // of `who`
    DamageKindId damageKind;
    bool hasDamageKind = false;
    std::int64_t amount = 0;
    std::int64_t raw = 0;
    std::optional<StatusId> status; // the status of a tick
    StatusEvent statusEvent;
    Fact fact;
    CounterChange counter;
    QuestChange quest;

    friend bool operator==(const WorldEvent& a, const WorldEvent& b);
};

// One line, e.g. `expired scorched on hero`, `damage 5 kinetic to rat by hero (rolled 6, -1 armor)`.
std::string eventText(const Definitions& defs, const WorldEvent& e);
// The breakpoint key, e.g. `expired:scorched@hero` (see the grammar above).
std::string eventKey(const Definitions& defs, const WorldEvent& e);

struct TurnReport {
    std::int64_t turn = 0; // the turn these events happened in (the first turn is 1)
    std::vector<WorldEvent> events;
    friend bool operator==(const TurnReport&, const TurnReport&) = default;
};

} // namespace rb
