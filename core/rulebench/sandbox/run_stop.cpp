#include "rulebench/sandbox/run_stop.h"

#include "rulebench/sandbox/state_condition.h"
#include "rulebench/world/events.h"

namespace rb {

namespace {
std::string turns(std::int64_t n) { return std::to_string(n) + (n == 1 ? " turn" : " turns"); }

// What the breakpoint did in the run's last turn: the event that matched it,
// or the condition that came true.
std::string breakpointWords(const Session& session, const RunResult& run)
{
    const TurnReport* last = session.lastReport();
    if (run.matchedEvent && last && *run.matchedEvent < last->events.size())
        return eventText(*session.definitions(), last->events[*run.matchedEvent]) + " matched " + run.breakpoint;
    return run.breakpoint + " holds";
}

// Won or lost in the run's last turn, or before the run began.
std::string endWords(const Session& session, const RunResult& run)
{
    const bool won = session.world().outcome() == World::Outcome::Victory;
    const std::string what = whatEndedTheRun(session.world());
    if (run.turns == 0)
        return std::string("Nothing played: the run is already ") + (won ? "won" : "lost") + " (" + what + ")";
    std::string words = (won ? "Won at turn " : "Lost at turn ") + std::to_string(session.turn()) + ": " + what;
    if (run.hitBreakpoint)
        words += ", and " + breakpointWords(session, run);
    return words;
}
} // namespace

std::string whatEndedTheRun(const World& world)
{
    const Definitions& defs = world.definitions();
    switch (world.outcome()) {
    case World::Outcome::None: return {};
    case World::Outcome::Victory:
        for (std::uint32_t q = 0; q < defs.quests.size(); ++q)
            if (defs.quests[QuestId{q}].victory && world.quests().state(QuestId{q}) == QuestState::Done)
                return "quest \"" + defs.quests[QuestId{q}].name + "\" done";
        return "a victory quest done";
    case World::Outcome::Defeat: {
        // A defeat outweighs a victory quest done in the same turn (World::outcome).
        const std::string dead =
            world.party() ? "every " + defs.factions[*world.party()].name + " actor is dead" : "the party is dead";
        return world.quests().won() ? dead + " (the victory quest was done the same turn)" : dead;
    }
    }
    return {};
}

std::string whyRunStopped(const Session& session, const RunResult& run)
{
    const std::string at = std::to_string(session.turn());
    if (run.heldAtStart)
        return "Nothing played: " + run.breakpoint + " already holds at turn " + at;
    if (run.ended)
        return endWords(session, run);
    if (run.hitBreakpoint)
        return "Stopped after turn " + at + ": " + breakpointWords(session, run);
    if (run.cancelled)
        return run.turns > 0 ? "Cancelled after turn " + at : "Cancelled at turn " + at + ": nothing played";
    std::string words = "Played " + turns(run.turns) + " to turn " + at;
    if (!run.breakpoint.empty())
        words += looksLikeStateCondition(run.breakpoint) ? "; " + run.breakpoint + " did not stop it"
                                                         : "; nothing matched " + run.breakpoint;
    return words;
}

} // namespace rb
