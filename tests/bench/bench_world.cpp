// A sandbox turn with 1,000, 10,000 and 100,000 actors carrying four statuses
// each of mixed stacking rules (the per-actor cost should stay flat as actors
// grow), against one pass over the memory such a turn touches,
// and a stat query with 4 own modifiers among 0 or 2,000 others on the same
// holder (it should cost in proportion to the stat's own modifiers).
#include "crowd_world.h"

#include "rulebench/content/build.h"
#include "rulebench/stats/holder.h"
#include "rulebench/stats/status_rules.h"
#include "rulebench/world/world.h"
#include "must.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace {

// The bytes a turn of the crowd reads or writes, counted from what it walks:
// each actor's own record and the heap blocks behind it (its statuses, its
// stat bases and modifiers with their index), and the events it reports.
// An estimate from the layout (the effects' per-stat index and the map's
// cells are left out), not a measurement.
std::size_t turnBytes(const rb::World& world, const rb::TurnReport& report)
{
    std::size_t bytes = report.events.size() * sizeof(rb::WorldEvent);
    for (const rb::WorldActor& a : world.actors()) {
        bytes += sizeof(rb::WorldActor);
        bytes += a.holder.statuses.instances().size() * sizeof(rb::StatusInstance);
        bytes += a.holder.stats.bases().size() * sizeof(a.holder.stats.bases()[0]);
        bytes += a.holder.stats.effects().size() * sizeof(rb::Effect);
    }
    return bytes;
}

std::shared_ptr<const rb::Definitions> definitions() { return rb::testing::crowdDefinitions(); }

// A turn played into one report kept between turns, as a game would: a
// steady turn allocates nothing (tests/core/world/test_steady_turn.cpp).
void BM_World_Turn(benchmark::State& state)
{
    const int actors = static_cast<int>(state.range(0));
    rb::World world = rb::testing::crowd(actors);
    rb::TurnReport report;
    for (int warm = 0; warm < 3; ++warm)
        world.step({}, {}, report);
    for (auto _ : state) {
        world.step({}, {}, report);
        benchmark::DoNotOptimize(report.events.data());
    }
    // Time per actor, so 1,000, 10,000 and 100,000 compare directly.
    state.counters["per_actor_ns"] = benchmark::Counter(static_cast<double>(actors),
                                                        benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
    state.counters["turn_bytes"] = static_cast<double>(turnBytes(world, report));
}
// Five repetitions whatever run.sh asks of the rest: the ratios' targets are
// within the noise of three on a shared machine.
BENCHMARK(BM_World_Turn)->Arg(1000)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond)->Repetitions(5);

// The floor under a turn: one pass that reads and writes as many bytes as
// a turn of 100,000 actors touches (BM_World_Turn's turn_bytes), front to
// back, at the speed this machine's memory allows.
void BM_Memory_Pass(benchmark::State& state)
{
    rb::World world = rb::testing::crowd(100000);
    rb::TurnReport report;
    world.step({}, {}, report);
    const std::size_t words = turnBytes(world, report) / sizeof(std::uint64_t);
    std::vector<std::uint64_t> memory(words, 1);
    for (auto _ : state) {
        for (std::uint64_t& w : memory)
            w = w * 3 + 1;
        benchmark::DoNotOptimize(memory.data());
        benchmark::ClobberMemory();
    }
    state.counters["bytes"] = static_cast<double>(words * sizeof(std::uint64_t));
}
BENCHMARK(BM_Memory_Pass)->Unit(benchmark::kMillisecond)->Repetitions(5);

// Two factions face each other across a map four times their number (so
// there is room to move): three in four melee, one in four ranged with a
// bolt. Every turn each decides: one distance map per faction, then a step,
// a blow or a cast each. Each iteration steps the same start.
const char* kBehaviourContent = R"({"format": "rulebench/1",
  "stats": [{"name": "health", "default": 1000000, "min": 0}],
  "damage_kinds": [{"name": "kinetic"}],
  "abilities": [{"name": "bolt", "aim": "actor", "range": 4, "cooldown": 2,
                 "effects": [{"kind": "Harm", "args": {"kind": "kinetic", "roll": "1d4"}}]}],
  "actors": [{"name": "grunt", "glyph": "g", "faction": "horde", "attack": {"kind": "kinetic", "roll": "1d3"}, "behaviour": "melee"},
             {"name": "shaman", "glyph": "s", "faction": "horde", "abilities": ["bolt"], "behaviour": "ranged"},
             {"name": "guard", "glyph": "G", "faction": "watch", "attack": {"kind": "kinetic", "roll": "1d3"}, "behaviour": "melee"},
             {"name": "archer", "glyph": "a", "faction": "watch", "abilities": ["bolt"], "behaviour": "ranged"}]})";

// The armies fill a square four times their number, in the middle of a
// square map `mapSide` wide (at least theirs).
rb::World battle(int actors, int mapSide = 0)
{
    static const std::shared_ptr<const rb::Definitions> defs = rb::validateContent(kBehaviourContent).definitions;
    const int side = static_cast<int>(std::ceil(std::sqrt(4.0 * actors)));
    mapSide = std::max(mapSide, side);
    const int margin = (mapSide - side) / 2;
    rb::WorldSettings settings;
    settings.health = *defs->stats.find("health");
    rb::World world(defs, rb::Grid(mapSide, mapSide), settings, 42);
    // Every other cell of every other row, the horde on the left half, the watch on the right.
    int placed = 0;
    for (int y = 0; y < side && placed < actors; y += 2)
        for (int x = 0; x < side && placed < actors; x += 2, ++placed) {
            const bool left = x < side / 2;
            const char* kind = left ? (placed % 4 == 3 ? "shaman" : "grunt") : (placed % 4 == 3 ? "archer" : "guard");
            rb::test::must(world.place("a" + std::to_string(placed), *defs->actors.find(kind), {margin + x, margin + y}));
        }
    return world;
}

// One turn of `start`, timed again and again: the world is assigned the start
// each time (untimed), keeping its turn's room as a game's world would.
void stepFrom(benchmark::State& state, const rb::World& start)
{
    rb::World world = start;
    world.step({});
    for (auto _ : state) {
        state.PauseTiming();
        world = start;
        state.ResumeTiming();
        benchmark::DoNotOptimize(world.step({}));
    }
}

void BM_World_Behaviours(benchmark::State& state)
{
    const int actors = static_cast<int>(state.range(0));
    stepFrom(state, battle(actors));
    state.counters["per_actor_ns"] = benchmark::Counter(static_cast<double>(actors),
                                                        benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_World_Behaviours)->Arg(1000)->Arg(10000)->Unit(benchmark::kMillisecond);

// The same 1,000 actors on a map 100 and 400 cells wide (16 times the area):
// a turn should cost what the actors need, not what the map holds.
void BM_World_Behaviours_Map(benchmark::State& state) { stepFrom(state, battle(1000, static_cast<int>(state.range(0)))); }
BENCHMARK(BM_World_Behaviours_Map)->Arg(100)->Arg(400)->Unit(benchmark::kMillisecond);

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
