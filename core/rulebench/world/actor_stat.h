#pragma once
// Private to the world's sources: the actor and the stat a question by name
// means (World::value, explain), or which of the two names is unknown.

#include "rulebench/base/result.h"
#include "rulebench/world/world.h"

#include <string_view>

namespace rb {

struct ActorStat {
    const WorldActor* actor;
    StatId stat;
};
Result<ActorStat> findActorStat(const World& world, std::string_view actor, std::string_view stat);

} // namespace rb
