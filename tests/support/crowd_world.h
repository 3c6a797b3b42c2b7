#pragma once
// The crowd the turn benchmarks and the steady-turn test share: `actors`
// grunts on a square map, each carrying four statuses of mixed stacking
// rules whose two ticks cancel out, so no one dies however long it runs.

#include "rulebench/content/build.h"
#include "rulebench/stats/status_rules.h"
#include "rulebench/world/world.h"
#include "must.h"

#include <cmath>
#include <memory>
#include <string>

namespace rb::testing {

inline const char* kCrowdContent = R"({"format": "rulebench/1",
  "stats": [{"name": "health", "default": 20, "min": 0}, {"name": "armor"}, {"name": "speed", "default": 10},
            {"name": "focus"}],
  "damage_kinds": [{"name": "kinetic", "reduced_by": "armor"}, {"name": "thermal"}],
  "statuses": [
    {"name": "burning", "stacking": "Refresh", "tick": {"kind": "thermal", "amount": 1}},
    {"name": "healing", "stacking": "Extend", "tick": {"kind": "thermal", "amount": -1}},
    {"name": "stoneskin", "stacking": "Stack", "modifiers": [{"stat": "armor", "op": "Add", "value": 2},
        {"stat": "armor", "op": "MulPct", "value": 50, "req": {"stat_at_most": {"stat": "health", "value": 5}}}]},
    {"name": "slowed", "stacking": "Ignore", "modifiers": [{"stat": "speed", "op": "AtMost", "value": 5}]}],
  "actors": [{"name": "grunt", "glyph": "g", "faction": "horde"}]})";

inline std::shared_ptr<const Definitions> crowdDefinitions()
{
    static const std::shared_ptr<const Definitions> defs = validateContent(kCrowdContent).definitions;
    return defs;
}

inline World crowd(int actors)
{
    const auto defs = crowdDefinitions();
    const int side = static_cast<int>(std::ceil(std::sqrt(actors))) + 2;
    WorldSettings settings;
    settings.health = *defs->stats.find("health");
    World world(defs, Grid(side, side), settings, 42);
    const ActorId grunt = *defs->actors.find("grunt");
    for (int i = 0; i < actors; ++i) {
        const std::string id = "g" + std::to_string(i);
        rb::test::must(world.place(id, grunt, {i % side, i / side}));
        const ActorRef self = world.actor(id)->ref;
        Holder& holder = world.edit(id)->holder;
        for (const char* status : {"burning", "healing", "stoneskin", "slowed"})
            afflict(*defs, holder, Afflict{self, *defs->statuses.find(status), 1'000'000'000, EntityRef{}});
    }
    return world;
}

} // namespace rb::testing
