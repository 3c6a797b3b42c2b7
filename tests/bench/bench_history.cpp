// The sandbox's history of a long run: 1,000 actors carrying four statuses
// (two ticks each turn: 2,000 damage events a turn) played 10,000 turns in
// History mode, as the editor's sandbox keeps it. run.sh divides its
// resident memory by 1 GiB, a step back by a 16.7 ms frame and a jump to a
// turn as far from a keyframe as can be by 100 ms: at most 1 each.
#include "sandbox_runs.h"

#include <benchmark/benchmark.h>

#include <optional>

namespace {

constexpr int kActors = 1000;
constexpr std::int64_t kTurns = 10000;

// Played once, shared by the benchmarks; memory is read right after.
rb::Session& longRun()
{
    static std::optional<rb::Session> session = [] {
        const auto defs = rb::validateContent(rb::bench::crowdContent()).definitions;
        rb::Diagnostics diagnostics;
        std::optional<rb::Session> s = rb::Session::create(defs, rb::bench::crowd(kActors, kTurns), diagnostics);
        if (s)
            s->run(kTurns);
        return s;
    }();
    return *session;
}

void BM_History_Resident(benchmark::State& state)
{
    rb::Session& session = longRun();
    if (session.turn() != kTurns) {
        state.SkipWithError("the run did not play");
        return;
    }
    for (auto _ : state)
        benchmark::DoNotOptimize(session.lastReport());
    state.counters["resident_bytes"] = static_cast<double>(rb::bench::residentBytes("VmHWM:"));
    state.counters["events_per_turn"] = static_cast<double>(session.lastReport()->events.size());
}
BENCHMARK(BM_History_Resident)->Iterations(1);

// Back one turn from the latest and what a view asks then (the turn's
// report); forward again untimed.
void BM_History_StepBack(benchmark::State& state)
{
    rb::Session& session = longRun();
    session.goTo(kTurns);
    for (auto _ : state) {
        session.back(1);
        benchmark::DoNotOptimize(session.lastReport());
        state.PauseTiming();
        session.forward();
        state.ResumeTiming();
    }
}
BENCHMARK(BM_History_StepBack)->Unit(benchmark::kMillisecond);

// A jump to a turn just before a keyframe of the widest spacing, from far
// away: the most a jump replays, and the report a view asks for.
void BM_History_Jump(benchmark::State& state)
{
    rb::Session& session = longRun();
    std::int64_t i = 0;
    for (auto _ : state) {
        const std::int64_t block = (i++ * 37) % (kTurns / 64 - 1);
        const std::int64_t target = block * 64 + 63;
        state.PauseTiming();
        session.goTo(target < kTurns / 2 ? kTurns : 0); // far from the target
        state.ResumeTiming();
        session.goTo(target);
        benchmark::DoNotOptimize(session.lastReport());
    }
}
BENCHMARK(BM_History_Jump)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
