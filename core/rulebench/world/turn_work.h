#pragma once
// Private to the world's sources: what one turn has asked for so far — the
// requests each phase leaves for the next, the moments reported, and the
// events in order.

#include "rulebench/base/prefetch.h"
#include "rulebench/stats/statuses.h"
#include "rulebench/world/world.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <type_traits>
#include <utility>
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

// How many actions each actor has taken this turn, by its number: only the
// numbers counted are put back, so a turn pays for the actors that acted,
// not for every actor.
class ActionsTaken {
public:
    void clear()
    {
        for (std::size_t i : counted_)
            taken_[i] = 0;
        counted_.clear();
    }
    std::int64_t of(ActorRef who) const
    {
        const std::size_t i = index(who);
        return i < taken_.size() ? taken_[i] : 0;
    }
    void note(ActorRef who)
    {
        const std::size_t i = index(who);
        if (i >= taken_.size())
            taken_.resize(i + 1, 0);
        if (taken_[i]++ == 0)
            counted_.push_back(i);
    }

private:
    static std::size_t index(ActorRef who) { return static_cast<std::size_t>(who.number - 1); }
    std::vector<std::int64_t> taken_;  // by number - 1
    std::vector<std::size_t> counted_; // the places set in taken_
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
        // A carrier's or an ability's name: 1 + its place in `sources`; 0 for
        // none (a blow, fire) or a tick, which its status names. A number, not
        // a string, so the requests need no destructor and emptying them
        // between turns costs nothing however many there were.
        std::uint32_t source = 0;
        bool mend = false; // a Mend's: health back, however little, never damage
        // How a formula worked the amount out: 1 + its place in `workings`; 0 for none.
        std::uint32_t working = 0;
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
    std::vector<std::string> sources; // the names damage requests give by number
    // Formulas' workings damage requests give by number: the first
    // `workingsUsed` are this turn's, the rest keep their room for the next.
    std::vector<std::string> workings;
    std::size_t workingsUsed = 0;
    std::vector<Fact> handFacts;
    std::vector<Fired> fired;         // moments the actions reported, for phase 2
    std::vector<Occupant> occupants;  // who fire can harm, in phase 3
    std::vector<StatusEvent> expired; // one actor's count-down at a time, in phase 4
    std::vector<TickDamage> ticks;    // one actor's ticks at a time, in phase 4
    // The first lingering effect granted to each actor this turn (its slot,
    // the effect's id), in the order granted: phase 4's count-down spares it
    // and those after it.
    std::vector<std::pair<std::uint32_t, EffectId>> granted;
    LastBlows lastBlows;              // phase 5's credits, for deaths
    std::vector<std::pair<std::size_t, Effect>> ended; // phase 5's clocks: the actor's slot, the effect
    BehaviourRoom behaviours;         // phase 1's decisions
    ActionsTaken actionsTaken;        // phase 1's actions, by actor

    // Keeps a formula's working for a damage request: the number it gives.
    std::uint32_t working(std::string_view text)
    {
        if (workingsUsed == workings.size())
            workings.emplace_back();
        workings[workingsUsed++].assign(text);
        return static_cast<std::uint32_t>(workingsUsed);
    }

    // Starts a turn reported into `into` (its events replaced), keeping the
    // room of every list above. Last turn's events are not emptied here but
    // overwritten where they stand as this turn's are added: one pass over
    // their memory, not a pass to empty the list and another to fill it.
    void begin(TurnReport& into);
    // Ends the turn: drops what is left of last turn's events.
    void finish();
    TurnReport& report() { return *report_; }
    // This turn's events so far (the report also holds last turn's past them until finish()).
    std::span<const WorldEvent> events() const { return {report_->events.data(), added_}; }

    // The number a damage request gives `name` by (see DamageRequest::source):
    // a landing deals all its damage under one name, kept once.
    std::uint32_t source(const std::string& name)
    {
        if (name.empty())
            return 0;
        if (sources.empty() || sources.back() != name)
            sources.push_back(name);
        return static_cast<std::uint32_t>(sources.size());
    }

    WorldEvent& add(WorldEvent::Kind kind)
    {
        std::vector<WorldEvent>& events = report_->events;
        // Last turn's event a few places on is overwritten soon: ask for it
        // now, so the walk does not wait for each one to arrive.
        if (added_ + kEventLookAhead < events.size())
            prefetchBytes(&events[added_ + kEventLookAhead], sizeof(WorldEvent), PrefetchFor::Writing);
        if (added_ < events.size())
            events[added_].reuseAs(kind);
        else
            events.emplace_back().kind = kind;
        return events[added_++];
    }

private:
    static constexpr std::size_t kEventLookAhead = 3;
    TurnReport* report_ = nullptr;
    std::size_t added_ = 0; // this turn's events: the report's first added_
};

static_assert(std::is_trivially_destructible_v<TurnWork::DamageRequest>, "emptied between turns without a walk");

struct TurnScratch::Buffers : TurnWork {};

} // namespace rb
