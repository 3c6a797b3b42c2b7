// The quest tracker's cost per fact with 10 and with 10,000 quests, all but
// one watching kinds other than the fed one: objectives are indexed by kind,
// so the quests a fact cannot concern should cost nothing.
#include "rulebench/facts/quests.h"

#include <benchmark/benchmark.h>

#include <cstdint>

namespace {

constexpr rb::FactKindId kFed{0};

// One quest watches the fed kind (with a need no run reaches, so every fact
// makes progress); the others each watch a kind of their own.
rb::Registry<rb::QuestDef> quests(int count)
{
    rb::Registry<rb::QuestDef> r;
    (void)r.add({"watcher", {}, {{rb::Matcher{kFed, 3, std::nullopt}, rb::Need::total(INT64_MAX)}}, false});
    for (int i = 1; i < count; ++i) {
        const rb::FactKindId kind{static_cast<std::uint32_t>(i)};
        (void)r.add({"quest " + std::to_string(i), {}, {{rb::Matcher{kind, 3, std::nullopt}, rb::Need::total(5)}}, false});
    }
    return r;
}

void BM_Tracker_Feed(benchmark::State& state)
{
    rb::Tracker tracker(quests(static_cast<int>(state.range(0))));
    const rb::Fact fact = rb::Fact::of(kFed).about(3);
    for (auto _ : state) {
        auto changes = tracker.feed(fact);
        benchmark::DoNotOptimize(changes.data());
    }
}

} // namespace

BENCHMARK(BM_Tracker_Feed)->Arg(10)->Arg(10'000);

BENCHMARK_MAIN();
