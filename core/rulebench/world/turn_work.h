#pragma once
// Private to the world's sources: what one turn has asked for so far — the
// requests each phase leaves for the next, the moments reported, and the
// events in order.

#include "rulebench/world/world.h"

namespace rb {

struct TurnWork {
    struct StatusRequest {
        bool cure = false;
        Afflict afflict; // target and status also serve a cure
        std::optional<std::int64_t> instances; // a cure's n oldest; every one when absent
    };
    struct DamageRequest {
        EntityRef target = 0;             // an actor, or a prop with health
        std::optional<DamageKindId> kind; // none: fire in content with no fire kind, a mend
        std::int64_t amount = 0;          // negative mends
        ActorRef by = 0;                  // credit
        std::optional<StatusId> status;   // a tick's status
        DamageHow how = DamageHow::Effect; // put into words only when shown
        std::string source;               // the status's or the carrier's name; none for a blow or fire
    };
    struct CastRequest {
        ActorRef caster = 0;
        AbilityId ability;
        Cell at;                // the aimed cell
        std::vector<Cell> cells; // its area, row order
    };
    std::vector<CastRequest> casts; // landed first in phase 2, in the order cast
    std::vector<StatusRequest> statuses;
    std::vector<DamageRequest> damage;
    std::vector<Fact> handFacts;
    std::vector<Fired> fired; // moments the actions reported, for phase 2
    TurnReport report;

    WorldEvent& add(WorldEvent::Kind kind)
    {
        report.events.emplace_back();
        report.events.back().kind = kind;
        return report.events.back();
    }
};

} // namespace rb
