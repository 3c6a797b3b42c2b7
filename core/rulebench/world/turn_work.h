#pragma once
// Private to the world's sources: what one turn has asked for so far — the
// requests each phase leaves for the next, the moments reported, and the
// events in order.

#include "rulebench/stats/statuses.h"
#include "rulebench/world/world.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace rb {

// Who dealt each target its last damage this turn, settled once the damage is
// all dealt: fire's harm is no one's and takes the credit only where no one
// else dealt any. A flat list, not a map, so a turn asks nothing of the heap.
class LastBlows {
public:
    void clear() { blows_.clear(); }
    void note(EntityRef target, EntityRef by) { blows_.push_back({target, blows_.size(), by}); }
    void settle(); // one entry per target after it
    std::optional<EntityRef> of(EntityRef target) const;

private:
    struct Blow {
        EntityRef target{};
        std::size_t order = 0; // the blows to one target in the order they were dealt
        EntityRef by{};
    };
    std::vector<Blow> blows_;
};

// Behaviours' searches (behaviours.cpp), kept between turns so that a turn
// pays for the cells its searches reach, not for every cell of the map: each
// list below records what it set, and only that is put back.
struct BehaviourRoom {
    // Steps from a cell to the nearest living actor of another faction, found
    // breadth-first from all of them at once, as far as a question needs.
    struct Search {
        std::vector<std::int32_t> steps;    // by cell index; -1: not reached (yet)
        std::vector<std::uint32_t> nearest; // by cell index: the slot of the actor the steps lead to
        std::vector<std::uint32_t> order;   // the cells reached, in the order reached
        std::size_t next = 0;               // the first of `order` whose neighbours are not yet looked at
        bool begun = false;                 // begun this turn
    };
    std::vector<Search> searches;          // by faction
    std::vector<bool> blocked;             // by cell index: a blocking prop stands there
    std::vector<std::uint32_t> blockedAt;  // the cells set in `blocked`
    bool blockedKnown = false;             // `blocked` holds this turn's props
};

struct TurnWork {
    struct StatusRequest {
        bool cure = false;
        Afflict afflict; // target and status also serve a cure
        std::optional<std::int64_t> instances; // a cure's n oldest; every one when absent
    };
    struct DamageRequest {
        EntityRef target{};             // an actor, or a prop with health
        std::optional<DamageKindId> kind; // none: fire in content with no fire kind, a mend
        std::int64_t amount = 0;          // negative mends
        EntityRef by{};                  // credit
        std::optional<StatusId> status;   // a tick's status
        DamageHow how = DamageHow::Effect; // put into words only when shown
        std::string source;               // the status's or the carrier's name; none for a blow or fire
    };
    struct CastRequest {
        ActorRef caster{};
        AbilityId ability;
        Cell at;                // the aimed cell
        std::vector<Cell> cells; // its area, row order
    };
    // Kept by the world between turns (TurnScratch), so that a steady turn
    // reuses this room instead of allocating: begin() empties it.
    std::vector<CastRequest> casts; // landed first in phase 2, in the order cast
    std::vector<StatusRequest> statuses;
    std::vector<DamageRequest> damage;
    std::vector<Fact> handFacts;
    std::vector<Fired> fired;         // moments the actions reported, for phase 2
    std::vector<Occupant> occupants;  // who fire can harm, in phase 3
    TickReport tick;                  // one actor's tick at a time, in phase 4
    LastBlows lastBlows;              // phase 5's credits, for deaths
    BehaviourRoom behaviours;         // phase 1's decisions

    // Starts a turn reported into `into` (its events replaced), keeping the
    // room of every list above.
    void begin(TurnReport& into);
    TurnReport& report() { return *report_; }

    WorldEvent& add(WorldEvent::Kind kind)
    {
        report_->events.emplace_back();
        report_->events.back().kind = kind;
        return report_->events.back();
    }

private:
    TurnReport* report_ = nullptr;
};

struct TurnScratch::Buffers : TurnWork {};

} // namespace rb
