#include "rulebench/world/explain.h"

#include "rulebench/stats/describe.h"
#include "rulebench/world/actor_stat.h"
#include "rulebench/world/world.h"

namespace rb {

Result<ActorStat> findActorStat(const World& world, std::string_view actor, std::string_view stat)
{
    const WorldActor* a = world.actor(actor);
    if (!a)
        return failure("no actor \"" + std::string(actor) + "\"");
    const std::optional<StatId> id = world.definitions().stats.find(stat);
    if (!id)
        return failure("no stat \"" + std::string(stat) + "\"" + didYouMean(stat, world.definitions().stats.names()));
    return ActorStat{a, *id};
}

Result<StatWhy> explain(const World& world, std::string_view actor, std::string_view stat)
{
    const Result<ActorStat> found = findActorStat(world, actor, stat);
    if (!found)
        return failure(found.problems());
    const WorldActor* a = found->actor;
    const StatExplanation explanation = Evaluator(world.definitions().stats, a->holder).explain(found->stat);
    StatWhy why{explanation.value, describe(explanation, a->holder, world.definitions())};
    // The stat language knows an item only by its number; the world knows
    // which item that is ("item 2" reads "plate armour").
    for (std::size_t i = 0; i < explanation.terms.size() && i < why.lines.size(); ++i) {
        const StatTerm& t = explanation.terms[i];
        if (t.kind != StatTerm::Kind::Modifier || t.source.kind != Source::Kind::Item)
            continue;
        const std::string number = "from " + describe(t.source, world.definitions());
        if (const std::size_t at = why.lines[i].find(number); at != std::string::npos)
            why.lines[i].replace(at, number.size(), "from " + world.idOf(static_cast<EntityRef>(t.source.id)));
    }
    return why;
}

} // namespace rb
