// The replay after a content edit: a scenario of 50 actors carrying four
// statuses each, played 100 turns, replayed from its start against edited
// content (Session::setDefinitions, what the editor's sandbox does off the UI
// thread after each edit). run.sh divides it by a 16.7 ms frame: at most 1
// and the designer sees the new run before the next frame.
#include "rulebench/content/build.h"
#include "rulebench/sandbox/session.h"

#include <benchmark/benchmark.h>

#include <memory>
#include <string>

namespace {

// Two ticks that cancel out, so everyone lives through the 100 turns; `tick`
// is the one the edit changes.
std::string content(int tick)
{
    return R"({"format": "rulebench/1",
  "stats": [{"name": "health", "default": 20, "min": 0}, {"name": "armor"}, {"name": "speed", "default": 10}],
  "damage_kinds": [{"name": "thermal"}],
  "statuses": [
    {"name": "burning", "stacking": "Refresh", "tick": {"kind": "thermal", "amount": )"
           + std::to_string(tick) + R"(}},
    {"name": "healing", "stacking": "Extend", "tick": {"kind": "thermal", "amount": -)"
           + std::to_string(tick) + R"(}},
    {"name": "stoneskin", "stacking": "Stack", "modifiers": [{"stat": "armor", "op": "Add", "value": 2},
        {"stat": "armor", "op": "MulPct", "value": 50, "req": {"stat_at_most": {"stat": "health", "value": 5}}}]},
    {"name": "slowed", "stacking": "Ignore", "modifiers": [{"stat": "speed", "op": "AtMost", "value": 5}]}],
  "actors": [{"name": "grunt", "glyph": "g", "faction": "horde"}]})";
}

rb::ScenarioSpec crowd(int actors)
{
    rb::ScenarioSpec spec;
    spec.seed = 42;
    const int side = 10;
    spec.map.assign(static_cast<std::size_t>((actors + side - 1) / side), std::string(side, '.'));
    for (int i = 0; i < actors; ++i) {
        const std::string id = "g" + std::to_string(i);
        rb::PlacedActorSpec& placed = spec.actors.emplace_back();
        placed.id = id;
        placed.actor = "grunt";
        placed.at = rb::Cell{i % side, i / side};
        for (const char* status : {"burning", "healing", "stoneskin", "slowed"}) {
            rb::ActionSpec& afflict = spec.script.emplace_back();
            afflict.turn = 1;
            afflict.action = "afflict";
            afflict.id = id;
            afflict.status = status;
            afflict.turns = 1000;
        }
    }
    return spec;
}

void BM_Replay_AfterEdit(benchmark::State& state)
{
    const auto before = rb::validateContent(content(1)).definitions;
    const auto after = rb::validateContent(content(2)).definitions;
    rb::Diagnostics diagnostics;
    std::optional<rb::Session> session = rb::Session::create(before, crowd(50), diagnostics);
    if (!session || diagnostics.hasErrors()) {
        state.SkipWithError("the scenario does not build");
        return;
    }
    session->run(100);
    const rb::Session::ReplayPlan plan = session->replayPlan();
    for (auto _ : state)
        benchmark::DoNotOptimize(rb::Session::replay(plan, after));
}
BENCHMARK(BM_Replay_AfterEdit)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
