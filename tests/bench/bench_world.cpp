// A sandbox turn with 1,000 and 10,000 actors carrying four statuses each of
// mixed stacking rules (the per-actor cost should stay flat as actors grow),
// and a stat query with 4 own modifiers among 0 or 2,000 others on the same
// holder (it should cost in proportion to the stat's own modifiers).
#include "rulebench/content/build.h"
#include "rulebench/stats/holder.h"
#include "rulebench/stats/status_rules.h"
#include "rulebench/world/world.h"

#include <benchmark/benchmark.h>

#include <cmath>
#include <memory>
#include <string>

namespace {

// Four statuses, one per stacking rule; the two ticks cancel out so no one
// dies however long the benchmark runs.
const char* kContent = R"({"format": "rulebench/1",
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

std::shared_ptr<const rb::Definitions> definitions()
{
    static const std::shared_ptr<const rb::Definitions> defs = rb::validateContent(kContent).definitions;
    return defs;
}

rb::World crowd(int actors)
{
    const auto defs = definitions();
    const int side = static_cast<int>(std::ceil(std::sqrt(actors))) + 2;
    rb::WorldSettings settings;
    settings.health = *defs->stats.find("health");
    rb::World world(defs, rb::Grid(side, side), settings, 42);
    const rb::ActorId grunt = *defs->actors.find("grunt");
    for (int i = 0; i < actors; ++i) {
        const std::string id = "g" + std::to_string(i);
        world.place(id, grunt, {i % side, i / side});
        rb::WorldActor* a = world.actor(id);
        for (const char* status : {"burning", "healing", "stoneskin", "slowed"})
            rb::afflict(*defs, a->holder, rb::Afflict{a->ref, *defs->statuses.find(status), 1'000'000'000, 0});
    }
    return world;
}

void BM_World_Turn(benchmark::State& state)
{
    const int actors = static_cast<int>(state.range(0));
    rb::World world = crowd(actors);
    for (auto _ : state) {
        benchmark::DoNotOptimize(world.step({}));
    }
    // Time per actor, so 1,000 and 10,000 compare directly.
    state.counters["per_actor_ns"] = benchmark::Counter(static_cast<double>(actors),
                                                        benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_World_Turn)->Arg(1000)->Arg(10000)->Unit(benchmark::kMillisecond);

// Two factions face each other across a map four times their number (so
// there is room to move): three in four melee, one in four ranged with a
// bolt. Every turn each decides: one distance map per faction, then a step,
// a blow or a cast each. Each iteration steps a copy of the same start.
const char* kBehaviourContent = R"({"format": "rulebench/1",
  "stats": [{"name": "health", "default": 1000000, "min": 0}],
  "damage_kinds": [{"name": "kinetic"}],
  "abilities": [{"name": "bolt", "aim": "actor", "range": 4, "cooldown": 2,
                 "effects": [{"kind": "Harm", "args": {"kind": "kinetic", "roll": "1d4"}}]}],
  "actors": [{"name": "grunt", "glyph": "g", "faction": "horde", "attack": {"kind": "kinetic", "roll": "1d3"}, "behaviour": "melee"},
             {"name": "shaman", "glyph": "s", "faction": "horde", "abilities": ["bolt"], "behaviour": "ranged"},
             {"name": "guard", "glyph": "G", "faction": "watch", "attack": {"kind": "kinetic", "roll": "1d3"}, "behaviour": "melee"},
             {"name": "archer", "glyph": "a", "faction": "watch", "abilities": ["bolt"], "behaviour": "ranged"}]})";

rb::World battle(int actors)
{
    static const std::shared_ptr<const rb::Definitions> defs = rb::validateContent(kBehaviourContent).definitions;
    const int side = static_cast<int>(std::ceil(std::sqrt(4.0 * actors)));
    rb::WorldSettings settings;
    settings.health = *defs->stats.find("health");
    rb::World world(defs, rb::Grid(side, side), settings, 42);
    // Every other cell of every other row, the horde on the left half, the watch on the right.
    int placed = 0;
    for (int y = 0; y < side && placed < actors; y += 2)
        for (int x = 0; x < side && placed < actors; x += 2, ++placed) {
            const bool left = x < side / 2;
            const char* kind = left ? (placed % 4 == 3 ? "shaman" : "grunt") : (placed % 4 == 3 ? "archer" : "guard");
            world.place("a" + std::to_string(placed), *defs->actors.find(kind), {x, y});
        }
    return world;
}

void BM_World_Behaviours(benchmark::State& state)
{
    const int actors = static_cast<int>(state.range(0));
    const rb::World start = battle(actors);
    for (auto _ : state) {
        state.PauseTiming();
        rb::World world = start;
        state.ResumeTiming();
        benchmark::DoNotOptimize(world.step({}));
    }
    state.counters["per_actor_ns"] = benchmark::Counter(static_cast<double>(actors),
                                                        benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_World_Behaviours)->Arg(1000)->Arg(10000)->Unit(benchmark::kMillisecond);

// 4 armor modifiers, and `others` modifiers on another stat.
void BM_Stat_Query(benchmark::State& state)
{
    const auto defs = definitions();
    const rb::StatId armor = *defs->stats.find("armor");
    const rb::StatId focus = *defs->stats.find("focus");
    rb::Holder holder;
    for (int i = 0; i < 4; ++i)
        holder.stats.addModifier(rb::Modifier{armor, rb::StatOp::Add, rb::EffectValue::number(1), rb::Source::item(1), nullptr});
    for (int i = 0; i < state.range(0); ++i)
        holder.stats.addModifier(rb::Modifier{focus, rb::StatOp::Add, rb::EffectValue::number(1), rb::Source::item(2), nullptr});
    const rb::Evaluator eval(defs->stats, holder);
    for (auto _ : state)
        benchmark::DoNotOptimize(eval.value(armor));
}
BENCHMARK(BM_Stat_Query)->Arg(0)->Arg(2000);

} // namespace

BENCHMARK_MAIN();
