// Batch runs: 10,000 runs of the grenade scenario for 50 turns on 2 threads
// against 1 (wall time: run.sh wants at most 0.6 on this 2-core machine), and
// runs played in one process against one `rulebench-cli simulate` process a
// run (at most 0.05: starting a process, loading and building the content
// each time is what a batch saves).
#include "source_dir.h"
#include "rulebench/batch/batch.h"

#include <benchmark/benchmark.h>

#include <fcntl.h>
#include <spawn.h>
#include <string>
#include <sys/wait.h>
#include <vector>

extern char** environ;

namespace {
const std::string kGrenade = rb::test::sourcePath("/resources/demo/grenade.scenario.json");
constexpr int kTurns = 50;

std::optional<rb::Batch> grenadeBatch(std::int64_t runs, int threads)
{
    rb::SessionLoad load = rb::loadSession(kGrenade, {std::nullopt, rb::SessionMode::ForwardOnly});
    if (!load.session)
        return std::nullopt;
    rb::BatchPlan plan;
    plan.runs = runs;
    plan.turns = kTurns;
    plan.seed = 7;
    plan.threads = threads;
    plan.measures = {"turn:death@*", "count:damage*", "value:health@hero", "won"};
    std::string why;
    return rb::Batch::prepare(*load.session, plan, why);
}

void BM_Batch_Threads(benchmark::State& state)
{
    const std::optional<rb::Batch> batch = grenadeBatch(10000, static_cast<int>(state.range(0)));
    if (!batch) {
        state.SkipWithError("the grenade scenario does not load");
        return;
    }
    for (auto _ : state)
        benchmark::DoNotOptimize(batch->run().runs.size());
}
BENCHMARK(BM_Batch_Threads)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);

constexpr std::int64_t kCompared = 40;

void BM_Batch_InProcess(benchmark::State& state)
{
    const std::optional<rb::Batch> batch = grenadeBatch(kCompared, 1);
    if (!batch) {
        state.SkipWithError("the grenade scenario does not load");
        return;
    }
    for (auto _ : state)
        benchmark::DoNotOptimize(batch->run().runs.size());
}
BENCHMARK(BM_Batch_InProcess)->Unit(benchmark::kMillisecond)->UseRealTime();

// The same runs, each a `rulebench-cli simulate --seed` process of its own.
void BM_Batch_ProcessPerRun(benchmark::State& state)
{
    for (auto _ : state) {
        for (std::int64_t i = 0; i < kCompared; ++i) {
            const std::string seed = std::to_string(rb::runSeed(7, i)), turns = std::to_string(kTurns);
            std::vector<std::string> args = {rb::test::siblingProgram("rulebench-cli"), "simulate", kGrenade, "--seed", seed, "--turns", turns};
            std::vector<char*> argv;
            for (std::string& a : args)
                argv.push_back(a.data());
            argv.push_back(nullptr);
            posix_spawn_file_actions_t quiet;
            posix_spawn_file_actions_init(&quiet);
            posix_spawn_file_actions_addopen(&quiet, 1, "/dev/null", O_WRONLY, 0);
            posix_spawn_file_actions_addopen(&quiet, 2, "/dev/null", O_WRONLY, 0);
            pid_t pid = 0;
            int status = 0;
            if (posix_spawn(&pid, argv[0], &quiet, nullptr, argv.data(), environ) != 0
                || waitpid(pid, &status, 0) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
                posix_spawn_file_actions_destroy(&quiet);
                state.SkipWithError("rulebench-cli simulate failed");
                return;
            }
            posix_spawn_file_actions_destroy(&quiet);
        }
    }
}
BENCHMARK(BM_Batch_ProcessPerRun)->Unit(benchmark::kMillisecond)->UseRealTime();

} // namespace

BENCHMARK_MAIN();
