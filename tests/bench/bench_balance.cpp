// Balance (issue 32): the demo skirmish compared, 1,000 runs with each of two
// contents on 2 threads, in wall time against one second (run.sh wants at
// most 1: the editor's comparison keeps up with editing); and tuning a number
// over 33 values against sweeping all 33 (at most 0.25: bisection plays at
// most ceil(log2 33) + 2 = 8 of the 33 batches).
#include "source_dir.h"
#include "rulebench/batch/sweep.h"
#include "rulebench/batch/tune.h"

#include <benchmark/benchmark.h>

#include <fstream>
#include <sstream>

namespace {
const std::string kDemo = rb::test::sourcePath("/resources/demo/");
const std::string kSkirmish = kDemo + "skirmish.scenario.json";
const std::string kContent = kDemo + "demo.rules.json";

std::string demoText()
{
    std::ifstream in(kContent);
    std::stringstream bytes;
    bytes << in.rdbuf();
    return bytes.str();
}

// The skirmish's batch with the rat king's health at `health`, or nothing when it does not build.
std::optional<rb::Batch> kingBatch(const std::string& content, std::int64_t health, std::int64_t runs, int threads)
{
    std::string why;
    const std::optional<rb::Vary> vary = rb::parseVary("actors.rat king.stats.health=1", why);
    const std::string text = rb::variedContent(content, *vary, rb::OrderedJson(health), why);
    const rb::SessionLoad load =
        rb::loadWithContent(kSkirmish, kContent, text, {std::nullopt, rb::SessionMode::ForwardOnly});
    if (!load.session)
        return std::nullopt;
    rb::BatchPlan plan;
    plan.runs = runs;
    plan.turns = 60;
    plan.seed = 11;
    plan.threads = threads;
    plan.measures = {"won", "turn:death@king", "value:health@hero"};
    return rb::Batch::prepare(*load.session, plan, why);
}

void BM_Compare_Skirmish(benchmark::State& state)
{
    const std::string content = demoText();
    for (auto _ : state) {
        // Both contents built and played, as `compare` does.
        const std::optional<rb::Batch> own = kingBatch(content, 24, 1000, 2), other = kingBatch(content, 36, 1000, 2);
        if (!own || !other) {
            state.SkipWithError("the skirmish does not load");
            return;
        }
        const rb::BatchRuns a = own->run().runs, b = other->run().runs;
        benchmark::DoNotOptimize(rb::pairedDifference(a.column(1), b.column(1)));
    }
}
BENCHMARK(BM_Compare_Skirmish)->Unit(benchmark::kMillisecond)->UseRealTime();

constexpr std::int64_t kFrom = 10, kTo = 42; // 33 values
constexpr std::int64_t kRuns = 200;

rb::TuneProbe probe(const std::string& content, std::int64_t health)
{
    rb::TuneProbe p;
    p.value = health;
    const std::optional<rb::Batch> batch = kingBatch(content, health, kRuns, 1);
    p.runs = batch->run().runs;
    p.summary = rb::summarize(p.runs.column(1), rb::MeasureShape::Present);
    return p;
}

void BM_Tune_33(benchmark::State& state)
{
    const std::string content = demoText();
    for (auto _ : state) // how much health makes the king last 18 turns
        benchmark::DoNotOptimize(
            rb::tune(kFrom, kTo, 18, [&](std::int64_t v) { return probe(content, v); }).tried.size());
}
BENCHMARK(BM_Tune_33)->Unit(benchmark::kMillisecond)->UseRealTime(); // the runs are on a worker thread

void BM_Sweep_33(benchmark::State& state)
{
    const std::string content = demoText();
    for (auto _ : state)
        for (std::int64_t v = kFrom; v <= kTo; ++v)
            benchmark::DoNotOptimize(probe(content, v).summary.mean);
}
BENCHMARK(BM_Sweep_33)->Unit(benchmark::kMillisecond)->UseRealTime();
} // namespace

BENCHMARK_MAIN();
