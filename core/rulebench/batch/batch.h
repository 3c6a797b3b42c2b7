#pragma once
// Batch runs: one scenario played many times from seeds derived from one, each
// run in a forward-only session of its own (no run's world outlives it), its
// measures kept as one number per run and measure. Runs are numbered from 0;
// run i plays with runSeed(S, i), so a run's result never depends on how many
// threads played the batch or how it was split into shards, and
// `rulebench simulate --seed <that seed>` replays it alone.

#include "rulebench/batch/coverage.h"
#include "rulebench/batch/measures.h"
#include "rulebench/batch/statistics.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <stop_token>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace rb {

// Run i's seed: the SplitMix64 finalizer of S + (i + 1) * 0x9E3779B97F4A7C15
// (mod 2^64), keeping the low 53 bits — a whole number below 2^53 that every
// command, JSON reader and the sandbox take exactly.
std::uint64_t runSeed(std::uint64_t batchSeed, std::int64_t run);

// Which runs a shard plays: run i when i mod count = index - 1.
struct Shard {
    std::int64_t index = 1; // from 1
    std::int64_t count = 1;
    bool whole() const { return count == 1; }
    bool has(std::int64_t run) const { return run % count == index - 1; }
    friend bool operator==(const Shard&, const Shard&) = default;
};

// "K/N" as a shard; nothing unless 1 <= K <= N.
std::optional<Shard> parseShard(std::string_view text);
std::string shardText(const Shard& shard);

// What every run of a batch plays: how many, how long, from which seed,
// until what and measuring what. A plan, its report and a comparison of two
// contents all carry it, so it is copied from one to the other whole.
struct RunPlan {
    std::uint64_t seed = 0;      // the batch's seed S
    std::int64_t runs = 0;
    std::int64_t turns = 0;      // at most, per run
    std::string until;           // a breakpoint that ends a run, or empty
    std::vector<std::string> measures;
    friend bool operator==(const RunPlan&, const RunPlan&) = default;
};

struct BatchPlan : RunPlan {
    std::int64_t firstRun = 0;   // the runs are firstRun .. firstRun + runs - 1 (check's later blocks go on)
    Shard shard;
    std::optional<double> targetError; // percent: stop once every mean is known this well
    int threads = 1;
    bool coverage = false; // count the runs each definition came into play in
};

// One run's measures, and (with coverage) a flag a definition it used.
struct RunOutcome {
    std::vector<std::optional<double>> measures;
    std::vector<std::uint8_t> used;
};

// The runs a batch played, in run order, and their measures.
struct BatchRuns {
    std::vector<std::int64_t> index;
    std::vector<std::uint64_t> seed;
    std::vector<std::optional<double>> values; // run-major: values[r * measures + m]
    std::size_t measures = 0;

    std::size_t size() const { return index.size(); }
    // One measure's values, in run order.
    std::vector<std::optional<double>> column(std::size_t measure) const;
    std::span<const std::optional<double>> row(std::size_t run) const
    {
        return {values.data() + run * measures, measures};
    }
    void append(std::int64_t i, std::uint64_t s, std::span<const std::optional<double>> row);
    friend bool operator==(const BatchRuns&, const BatchRuns&) = default;
};

struct BatchResult {
    BatchRuns runs;
    bool cancelled = false;  // stopped by request: the runs are those done before it, in order
    bool targetMet = false;  // stopped early by the target error
    std::optional<Coverage> coverage; // over the runs kept, when the plan asks
};

// Whether every measure's 95% half-width (its interval by its shape, as its
// summary gives it) is within `percent` of its mean; for a mean of 0, whether
// the interval's whole width is within `percent` / 100 (a count 0 in every
// run: 3/n). Shapes a measure, in order.
bool withinTargetError(const BatchRuns& runs, std::span<const MeasureShape> shapes, double percent);

// A batch ready to run: the scenario's session at its start, the measures and
// the breakpoint read against it.
class Batch {
public:
    // Nothing, with the reason, when a measure, the breakpoint or the plan is
    // wrong (no runs, a bad shard, a target error with a shard, no measures).
    static std::optional<Batch> prepare(const Session& start, BatchPlan plan, std::string& error);

    const BatchPlan& plan() const { return plan_; }
    const std::vector<Measure>& measures() const { return measures_; }
    // The runs of the plan's shard, in order.
    std::vector<std::int64_t> runIndices() const;

    // One run: its measures (and what it used), or nothing when `stop` cut it short.
    std::optional<RunOutcome> runOne(std::int64_t run, std::stop_token stop = {}) const;

    // Every run of the shard on the plan's threads. `progress(done, total)` is
    // called on the calling thread now and then; a stop request ends it after
    // the runs under way (the result keeps the runs before the first not done).
    BatchResult run(std::stop_token stop = {},
                    const std::function<void(std::int64_t done, std::int64_t total)>& progress = {}) const;

private:
    Batch(const Session& start, BatchPlan plan) : start_(std::make_shared<Session>(start)), plan_(std::move(plan)) {}
    void runBlock(std::span<const std::int64_t> runs, std::vector<std::optional<RunOutcome>>& out,
                  std::stop_token stop, const std::function<void(std::int64_t, std::int64_t)>& progress,
                  std::int64_t doneBefore, std::int64_t total) const;

    std::shared_ptr<const Session> start_;
    BatchPlan plan_;
    std::vector<Measure> measures_;
    Breakpoint until_;
};

} // namespace rb
