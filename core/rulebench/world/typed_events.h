#pragma once
// The events a game reads, typed per kind: one small struct a kind of
// WorldEvent, holding only what that kind says, by name. A WorldEvent keeps
// every kind's fields in one struct (so a turn reuses its room); typed(e)
// gives the one alternative of TypedEvent its kind has, in WorldEvent::Kind
// order, and std::visit reads it:
//
//     for (const rulebench::WorldEvent& e : report.events)
//         std::visit(rulebench::Overloaded{
//                        [](const rulebench::event::Death& d) { std::cout << d.who << " died\n"; },
//                        [](const auto&) {}},
//                    rulebench::typed(e));
//
// The words (eventKey, eventText) stay in events.h, from event_words' table;
// a kind with several words says which here in data: Damage::mended(),
// Status::change, Quest::change.kind, ChargeSpent::usedUp. Names are the
// scenario's ids and the content's words, as in the log.

#include "rulebench/world/events.h"

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace rb {

namespace event {

struct Moved {
    static constexpr WorldEvent::Kind kKind = WorldEvent::Kind::Moved;
    std::string who; // an actor's or a prop's id
    Cell from, to;
    std::string pushedBy;       // empty: its own step; else the effect that moved it
    std::optional<PropId> prop; // when a prop was moved
};
struct Waited {
    static constexpr WorldEvent::Kind kKind = WorldEvent::Kind::Waited;
    std::string who;
};
struct Attacked {
    static constexpr WorldEvent::Kind kKind = WorldEvent::Kind::Attacked;
    std::string who, target;
    std::optional<DamageKindId> kind;
    std::int64_t rolled = 0;
    std::string dice; // "1d6+4"
};
struct Refused {
    static constexpr WorldEvent::Kind kKind = WorldEvent::Kind::Refused;
    std::string who; // may be empty (an end of encounter no one asked for)
    std::string action; // the action's word: "move", "throw", "end duration"
    std::string reason;
};
struct Placed {
    static constexpr WorldEvent::Kind kKind = WorldEvent::Kind::Placed;
    std::string who; // the actor's or the prop's id
    Cell at;
    std::optional<ActorId> actor; // what was placed: an actor of this kind...
    std::optional<PropId> prop;   // ...or a prop
};
struct Removed {
    static constexpr WorldEvent::Kind kKind = WorldEvent::Kind::Removed;
    std::string who;
    Cell at;
    std::optional<PropId> prop; // when a prop was removed
};
struct Damage {
    static constexpr WorldEvent::Kind kKind = WorldEvent::Kind::Damage;
    std::string who;    // the one hit (an actor or a prop)
    std::string credit; // whom it is credited to; may be empty
    std::optional<DamageKindId> kind;
    std::int64_t amount = 0; // dealt, after reduction; negative when mended
    std::int64_t raw = 0;    // before reduction
    DamageHow how = DamageHow::Effect;
    std::optional<StatusId> tick; // the status whose tick dealt it
    std::string source;           // the status or carrier that dealt it; empty for a blow or fire
    std::optional<PropId> prop;   // when a prop was hit
    bool mend = false;            // health given back, however little: never damage
    bool mended() const { return mend; }
};
struct Status {
    static constexpr WorldEvent::Kind kKind = WorldEvent::Kind::Status;
    std::string who, credit;
    StatusEvent change; // applied, refreshed, ..., expired: change.change
};
// A lingering effect that ended on its clock, or one granted.
template <WorldEvent::Kind K>
struct LingeringEffect {
    static constexpr WorldEvent::Kind kKind = K;
    std::string who, duration;
    std::int64_t effect = 0; // its id
};
using Lingering = LingeringEffect<WorldEvent::Kind::Lingering>;
using Granted = LingeringEffect<WorldEvent::Kind::Granted>;
// A cell that caught fire or stopped burning.
template <WorldEvent::Kind K>
struct FireCell {
    static constexpr WorldEvent::Kind kKind = K;
    Cell at;
};
using FireCaught = FireCell<WorldEvent::Kind::FireCaught>;
using FireOut = FireCell<WorldEvent::Kind::FireOut>;
struct Death {
    static constexpr WorldEvent::Kind kKind = WorldEvent::Kind::Death;
    std::string who, credit; // credit: of the last blow, may be empty
};
struct FactFed {
    static constexpr WorldEvent::Kind kKind = WorldEvent::Kind::FactFed;
    Fact fact;
};
struct Counter {
    static constexpr WorldEvent::Kind kKind = WorldEvent::Kind::Counter;
    CounterChange change;
};
struct Quest {
    static constexpr WorldEvent::Kind kKind = WorldEvent::Kind::Quest;
    QuestChange change;
};
struct EncounterEnded {
    static constexpr WorldEvent::Kind kKind = WorldEvent::Kind::EncounterEnded;
    std::int64_t encounter = 0; // the one that ended
};
// An item an actor used, wore or took off.
template <WorldEvent::Kind K>
struct ItemAction {
    static constexpr WorldEvent::Kind kKind = K;
    std::string who;
    std::optional<ItemId> item;
    std::string itemName;
};
using Used = ItemAction<WorldEvent::Kind::Used>;
// An item thrown (at: where it came to rest) or picked up (at: where it lay).
template <WorldEvent::Kind K>
struct ItemAt : ItemAction<K> {
    Cell at;
};
using Thrown = ItemAt<WorldEvent::Kind::Thrown>;
using PickedUp = ItemAt<WorldEvent::Kind::PickedUp>;
using Wore = ItemAction<WorldEvent::Kind::Wore>;
using TookOff = ItemAction<WorldEvent::Kind::TookOff>;
struct Triggered {
    static constexpr WorldEvent::Kind kKind = WorldEvent::Kind::Triggered;
    std::string carrier;  // a prop's id or an item's name
    std::string credit;   // whom what it does is credited to
    std::string setOffBy; // may be empty
    std::string moment;
    Cell at;
    std::vector<Cell> cells;  // reached, row order
    std::int64_t targets = 0; // actors among them
    std::optional<ItemId> item;
    std::optional<PropId> prop;
    bool remnant = false;      // what a destroyed prop left
    std::uint32_t trigger = 0; // which of the carrier's triggers, from 0
};
struct ChargeSpent {
    static constexpr WorldEvent::Kind kKind = WorldEvent::Kind::ChargeSpent;
    std::string carrier;
    std::int64_t left = 0;
    bool usedUp = false; // the last charge: the thing is gone
};
struct Cue {
    static constexpr WorldEvent::Kind kKind = WorldEvent::Kind::Cue;
    std::vector<Cell> cells;
    Look look;
};
struct Ignited {
    static constexpr WorldEvent::Kind kKind = WorldEvent::Kind::Ignited;
    Cell at;
    std::int64_t turns = 0;
};
struct GasEmitted {
    static constexpr WorldEvent::Kind kKind = WorldEvent::Kind::GasEmitted;
    Cell at;
    std::string gas;
    std::int64_t amount = 0;
};
struct Destroyed {
    static constexpr WorldEvent::Kind kKind = WorldEvent::Kind::Destroyed;
    std::string who, credit; // the prop; credit of the last blow
    Cell at;
    std::optional<PropId> prop;
};
struct Cast {
    static constexpr WorldEvent::Kind kKind = WorldEvent::Kind::Cast;
    std::string who;
    std::optional<AbilityId> ability;
    std::string abilityName;
    Cell at;            // the aimed cell
    std::string target; // the actor aimed at, if any
    std::vector<Cell> cells;
};
struct Decided {
    static constexpr WorldEvent::Kind kKind = WorldEvent::Kind::Decided;
    std::string who;
    Decision decision;
    std::string about; // whom it is about, if anyone
    Cell at;           // where it aims (cast, throw) or steps
    std::optional<AbilityId> ability; // the ability it casts
};
struct Defeat {
    static constexpr WorldEvent::Kind kKind = WorldEvent::Kind::Defeat;
    std::string faction; // the party's: every actor of it is dead
};
struct DividedByZero {
    static constexpr WorldEvent::Kind kKind = WorldEvent::Kind::DividedByZero;
    std::string who;     // whom the formula was worked out for
    std::string where;   // "effect of drain", "tick of venom"
    std::string formula; // as written: a division or remainder by 0 in it gave 0
};

} // namespace event

// One alternative a kind, in WorldEvent::Kind order (each says its kKind,
// checked where typed() is built): typed(e).index() is the kind's number.
using TypedEvent = std::variant<event::Moved, event::Waited, event::Attacked, event::Refused, event::Placed,
                                event::Removed, event::Damage, event::Status, event::Lingering, event::FireCaught,
                                event::FireOut, event::Death, event::FactFed, event::Counter, event::Quest,
                                event::EncounterEnded, event::Used, event::Thrown, event::PickedUp, event::Wore,
                                event::TookOff, event::Triggered, event::ChargeSpent, event::Cue, event::Granted,
                                event::Ignited, event::GasEmitted, event::Destroyed, event::Cast, event::Decided,
                                event::Defeat, event::DividedByZero>;

TypedEvent typed(const WorldEvent& e);

// A visitor from lambdas, for std::visit.
template <class... F>
struct Overloaded : F... {
    using F::operator()...;
};
template <class... F>
Overloaded(F...) -> Overloaded<F...>;

} // namespace rb
