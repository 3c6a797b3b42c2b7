#pragma once
// What one turn of the sandbox did, as events in the order they happened.
// Each event has a one-line text form for the log and a key form a
// breakpoint matches ("stop when expired:scorched@hero").
//
// Key grammar: WHAT[:DETAIL][@WHO]
//   moved@ID  placed@ID  removed@ID  waited@ID  attack@ID (the attacker)
//                                placed@ and removed@ name props too
//   used:ITEM@ID  thrown:ITEM@ID  picked-up:ITEM@ID  wore:ITEM@ID  took-off:ITEM@ID
//   refused:ACTION@ID            ACTION is move, use, throw, pick up, wear, take off, attack,
//                                wait, afflict, cure, place, remove, feed, end duration
//                                (refused:end encounter without @ when no one asked)
//   trigger:MOMENT@CARRIER       a trigger landed; CARRIER is a prop's id or an item's name
//   spent@CARRIER  used-up@CARRIER   a charge spent; the last of a thing that is then gone
//   cue  granted:DURATION@ID  ignited@X,Y  gas:KIND@X,Y
//   destroyed@ID                 a prop broken
//   damage:KIND:HOW@ID  mended:KIND:HOW@ID   KIND is the damage kind's name (empty for harm
//                                of no kind: damage::fire@ID), HOW is blow, effect, tick or
//                                fire; a breakpoint also matches it by damage:KIND@ID
//                                (damage@ID), the key without the way: any way
//   applied:STATUS@ID  refreshed:STATUS@ID  extended:STATUS@ID  stacked:STATUS@ID
//   ignored:STATUS@ID  expired:STATUS@ID  cured:STATUS@ID
//   lingering:DURATION@ID        a lingering effect ended on its clock
//   fire-caught@X,Y  fire-out@X,Y
//   death@ID
//   fact:KIND  counter:NAME  progress:QUEST  objective:QUEST  quest:QUEST (done)  opened:QUEST
//   encounter-ended
//   cast:ABILITY@ID              an ability cast (its effects land in the turn's phase 2)
//   decided:CHOICE@ID            a behaviour chose: attack, approach, flee, cast, throw, hold
//   defeat                       the scenario's party all dead: the run is lost
// ID is a scenario id ("hero", "rat2"); names are the content's own words.
//
// For a caller: eventText and eventKey are stable words (the command line's
// golden outputs pin them); a change to them is deliberate and recorded.

#include "rulebench/definitions/abilities.h"
#include "rulebench/definitions/actors.h"
#include "rulebench/definitions/effect.h"
#include "rulebench/definitions/items.h"
#include "rulebench/facts/facts.h"
#include "rulebench/facts/ledger.h"
#include "rulebench/facts/quests.h"
#include "rulebench/grid/grid.h"
#include "rulebench/stats/statuses.h"

#include <cstdint>
#include <string>
#include <variant>
#include <vector>

namespace rb {

struct Definitions;

// What a behaviour chose and why, kept as data so a turn stays cheap.
struct Decision {
    enum class Choice : std::uint8_t { Attack, Approach, Flee, Cast, Throw, Hold };
    enum class Why : std::uint8_t {
        NextTo,      // attack: the nearest hostile is next to it
        Nearest,     // approach, flee: the nearest hostile, `steps` away
        MostGood,    // cast, throw: does the most good there (hostiles hit, allies helped)
        InReach,     // hold: a hostile within reach, nothing to use this turn
        NoHostile,   // hold: no living hostile it can reach
        Blocked,     // hold: every step toward (or away) is taken
    };
    // Widest first, so a decision takes 48 bytes, no more than an event's other details.
    std::int64_t steps = 0;  // approach, flee, hold: steps to the nearest hostile
    std::int64_t hostiles = 0, allies = 0; // cast, throw: hostiles harmed or allies helped, allies harmed
    std::optional<ItemId> item;       // throw
    int dx = 0, dy = 0;      // approach, flee: the step
    int fleeBelow = 0;       // flee: the percentage of starting health it is under
    Choice choice = Choice::Hold;
    Why why = Why::NoHostile;
    bool helps = false;      // cast, throw: mends or cures
    friend bool operator==(const Decision&, const Decision&) = default;
};
std::string_view toString(Decision::Choice c); // "attack", "approach", "flee", "cast", "throw", "hold"

// An event's plain values: every member of a WorldEvent but its strings and
// its detail. Kept apart so that a turn reuses last turn's event in place
// (WorldEvent::reuseAs) by one copy of these and no string's room lost.
struct WorldEventValues {
    enum class Kind : std::uint8_t {
        Moved,       // who, from, to
        Waited,      // who
        Attacked,    // who, other (target), kind, amount (rolled), text (the dice)
        Refused,     // who (may be empty), action, text (the reason)
        Placed,      // who, at, actorKind
        Removed,     // who, at
        Damage,      // who (the one hit), other (credit, may be empty), kind, amount (dealt),
                     // raw (before reduction), how, status (when a tick), text (what dealt it:
                     // the status or the carrier; empty for a blow or fire)
        Status,      // who, other (credit), status event (its reason in text, its via in action)
        Lingering,   // who, text (the duration's name), effect id in amount
        FireCaught,  // at
        FireOut,     // at
        Death,       // who, other (credit of the last blow, may be empty)
        FactFed,     // fact
        Counter,     // counter change
        Quest,       // quest change
        EncounterEnded, // amount = the encounter that ended
        Used,        // who, item, text (the item's name)
        Thrown,      // who, item, text, at (where it comes to rest)
        PickedUp,    // who, item, text, at
        Wore,        // who, item, text
        TookOff,     // who, item, text
        Triggered,   // who (the carrier: a prop's id or an item's name), other (credited), text (who set
                     // it off, or empty), action (the moment), at, cells(), amount (how many targets), item
                     // or prop, raw = 1 for a remnant, trigger (which of the carrier's triggers)
        ChargeSpent, // who (the carrier), amount (charges left), raw = 1 when it is used up and gone
        Cue,         // cells(), look (its glyph in text, its colour in action)
        Granted,     // who, text (the duration's name), amount (the effect id)
        Ignited,     // at, amount (turns)
        GasEmitted,  // at, text (the gas kind), amount
        Destroyed,   // who (the prop), other (credit of the last blow), at, prop
        Cast,        // who, ability, text (its name), at (the aimed cell), other (the actor aimed at), cells()
        Decided,     // who, decision (what a behaviour chose and why), other (whom it is about)
        Defeat,      // text (the party's faction): every actor of it is dead
        DividedByZero, // who (whom a formula was worked out for), text (where: "effect of drain", "tick of
                       // venom"), action (the formula as written): a division or remainder by 0 gave 0
    };
    Kind kind = Kind::Moved;
    bool aboutActor = true; // false: actorKind and faction say nothing (damage to a prop, a trap no actor set off)
    bool hasDamageKind = false;
    DamageHow how = DamageHow::Effect; // damage: a blow, an effect, a tick or fire
    Cell from;
    Cell at;
    ActorId actorKind;   // of `who` (a trigger's: of who set it off), for facts about it
    FactionId faction;   // of `who`
    DamageKindId damageKind;
    std::uint32_t trigger = 0;      // a trigger's index in its carrier's list, from 0
    bool mend = false;              // damage: health given back (a Mend, a healing tick), even 0
    std::int64_t amount = 0;
    std::int64_t raw = 0;
    std::optional<StatusId> status; // the status of a tick
    std::optional<ItemId> item;     // the item used, thrown, ... or the item a trigger is on
    std::optional<PropId> prop;     // the prop placed, removed, destroyed or triggered
    std::optional<AbilityId> ability; // the ability cast
    friend bool operator==(const WorldEventValues&, const WorldEventValues&) = default;
};

struct WorldEvent : WorldEventValues {
    // A status change as an event holds it: a StatusEvent's numbers. Its two
    // words go to the event's own strings (statusEvent() puts them back), so
    // a status change needs no more room than any other kind's detail.
    struct StatusNumbers {
        ActorRef target{};
        StatusId status;
        std::uint32_t instance = 0;
        std::int64_t turnsBefore = 0;
        std::int64_t turnsLeft = 0;
        EntityRef by{};
        std::int64_t turnsAsked = 0;
        StatusChange change = StatusChange::AppliedFresh;
        friend bool operator==(const StatusNumbers&, const StatusNumbers&) = default;
    };
    // What only some kinds say, held once (an event would be 592 bytes with
    // each kind's own room side by side; a turn of 100,000 actors writes
    // 200,000): a status change, a decision, a fact fed, a counter's or a
    // quest's change, the cells a trigger, a cast or a cue reached. Each is
    // 56 bytes at most, so the detail takes one cache line.
    using Detail = std::variant<std::monostate, StatusNumbers, Decision, Fact, CounterChange, QuestChange, std::vector<Cell>>;

    std::string who;
    std::string other;
    std::string action;
    std::string text;
    Detail detail;                  // set by the kind's reporter; see the readers below

    // The detail of a kind, or an empty one when the event is of another kind.
    StatusEvent statusEvent() const;                                           // Status
    const Decision& decision() const { return detailOr<Decision>(); }          // Decided: put into words when shown
    const Fact& fact() const { return detailOr<Fact>(); }                      // FactFed
    const CounterChange& counter() const { return detailOr<CounterChange>(); } // Counter
    const QuestChange& quest() const { return detailOr<QuestChange>(); }       // Quest
    const std::vector<Cell>& cells() const { return detailOr<std::vector<Cell>>(); } // Triggered, Cast, Cue: row order
    Look look() const;                                                         // Cue: its glyph and colour
    // What a Status or a Cue event's reporter says; the other kinds set detail.
    void setStatusEvent(const StatusEvent& s);
    void setLook(const Look& look);

    // Makes this an event of `newKind` that says nothing else yet, as a
    // fresh one would be, keeping its strings' room: how a turn overwrites
    // last turn's events where they stand (TurnWork::add).
    void reuseAs(Kind newKind)
    {
        static_cast<WorldEventValues&>(*this) = WorldEventValues{};
        kind = newKind;
        who.clear();
        other.clear();
        action.clear();
        text.clear();
        if (detail.index() != 0)
            detail.emplace<std::monostate>();
    }

    template <class T>
    const T& detailOr() const
    {
        static const T none{};
        const T* held = std::get_if<T>(&detail);
        return held ? *held : none;
    }

    friend bool operator==(const WorldEvent&, const WorldEvent&) = default;
};
// reuseAs resets the plain values and these five: a member added beside them
// would outlive its turn.
static_assert(sizeof(WorldEvent) == sizeof(WorldEventValues) + 4 * sizeof(std::string) + sizeof(WorldEvent::Detail),
              "a new plain member of an event belongs in WorldEventValues; anything else needs resetting in reuseAs");

// A cell in the log's and refusals' words: "(3,4)".
std::string cellText(Cell c);

// One line, e.g. `expired scorched on hero`, `damage 5 kinetic to rat by hero (rolled 6, -1 armor)`.
std::string eventText(const Definitions& defs, const WorldEvent& e);
// The breakpoint key, e.g. `expired:scorched@hero` (see the grammar above).
std::string eventKey(const Definitions& defs, const WorldEvent& e);
// Every key a breakpoint matches the event by: its key, and for damage also
// the key without the way it was dealt (`damage:kinetic@rat`).
std::vector<std::string> eventKeys(const Definitions& defs, const WorldEvent& e);
// Every word a key starts with ("death", "applied", "thrown"), for telling a
// mistyped pattern from one that never matched.
std::vector<std::string> eventKeyWords();

struct TurnReport {
    std::int64_t turn = 0; // the turn these events happened in (the first turn is 1)
    std::vector<WorldEvent> events;
    friend bool operator==(const TurnReport&, const TurnReport&) = default;
};

} // namespace rb
