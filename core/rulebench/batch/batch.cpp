#include "rulebench/batch/batch.h"

#include "rulebench/base/random.h"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace rb {

std::uint64_t runSeed(std::uint64_t batchSeed, std::int64_t run)
{
    constexpr std::uint64_t kGolden = 0x9E3779B97F4A7C15ull;
    return mix64(batchSeed + (static_cast<std::uint64_t>(run) + 1) * kGolden) & ((std::uint64_t{1} << 53) - 1);
}

std::optional<Shard> parseShard(std::string_view text)
{
    const auto slash = text.find('/');
    if (slash == std::string_view::npos)
        return std::nullopt;
    Shard s;
    const auto whole = [](std::string_view t, std::int64_t& out) {
        const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), out);
        return ec == std::errc() && end == t.data() + t.size() && !t.empty();
    };
    if (!whole(text.substr(0, slash), s.index) || !whole(text.substr(slash + 1), s.count) || s.index < 1
        || s.index > s.count)
        return std::nullopt;
    return s;
}

std::string shardText(const Shard& s) { return std::to_string(s.index) + "/" + std::to_string(s.count); }

std::vector<std::optional<double>> BatchRuns::column(std::size_t measure) const
{
    std::vector<std::optional<double>> out;
    out.reserve(size());
    for (std::size_t r = 0; r < size(); ++r)
        out.push_back(values[r * measures + measure]);
    return out;
}

void BatchRuns::append(std::int64_t i, std::uint64_t s, std::span<const std::optional<double>> row)
{
    index.push_back(i);
    seed.push_back(s);
    values.insert(values.end(), row.begin(), row.end());
}

namespace {
// Mean and spread taken one value at a time in run order (Welford), so the
// target-error check costs the same at run 100 and at run 1,000,000.
struct RunningMoments {
    MeasureShape shape = MeasureShape::Present;
    std::int64_t n = 0, happened = 0;
    double mean = 0, squares = 0;
    void add(double x)
    {
        ++n;
        happened += shape == MeasureShape::Present || x != 0 ? 1 : 0;
        const double d = x - mean;
        mean += d / static_cast<double>(n);
        squares += d * (x - mean);
    }
    // The mean's 95% interval, as a summary gives it, within `percent` of the
    // mean; a mean of 0 (none happened, say) on the interval's whole width:
    // 0 .. 0.5 is within 50%.
    bool within(double percent) const
    {
        if (n < 2)
            return false;
        const double sd = std::sqrt(squares / static_cast<double>(n - 1));
        const Interval i = meanInterval(shape, n, mean, sd, happened, Confidence::P95);
        if (mean == 0)
            return i.high - i.low <= percent / 100;
        return (i.high - i.low) / 2 <= percent / 100 * std::abs(mean);
    }
};
} // namespace

bool withinTargetError(const BatchRuns& runs, std::span<const MeasureShape> shapes, double percent)
{
    for (std::size_t m = 0; m < runs.measures; ++m) {
        RunningMoments moments{m < shapes.size() ? shapes[m] : MeasureShape::Present};
        for (const std::optional<double>& v : runs.column(m))
            if (v)
                moments.add(*v);
        if (!moments.within(percent))
            return false;
    }
    return runs.measures > 0;
}

std::optional<Batch> Batch::prepare(const Session& start, BatchPlan plan, std::string& error)
{
    if (plan.runs < 1) {
        error = "--runs needs at least 1 run";
        return std::nullopt;
    }
    if (plan.shard.count < 1 || plan.shard.index < 1 || plan.shard.index > plan.shard.count) {
        error = "a shard is K/N with 1 <= K <= N";
        return std::nullopt;
    }
    if (plan.targetError && !plan.shard.whole()) {
        error = "--target-error stops on what all runs show, so it cannot run in a shard";
        return std::nullopt;
    }
    if (plan.targetError && !(*plan.targetError > 0)) {
        error = "--target-error needs a percentage above 0";
        return std::nullopt;
    }
    if (plan.measures.empty()) {
        error = "nothing to measure: give --measure at least once";
        return std::nullopt;
    }
    plan.threads = std::max(1, plan.threads);
    Batch batch(start, std::move(plan));
    for (const std::string& text : batch.plan_.measures) {
        std::optional<Measure> m = parseMeasure(text, start.world(), error);
        if (!m) {
            error = "--measure \"" + text + "\": " + error;
            return std::nullopt;
        }
        batch.measures_.push_back(std::move(*m));
    }
    std::optional<Breakpoint> until = Breakpoint::parse(batch.plan_.until, start.world(), error);
    if (!until) {
        error = "--until \"" + batch.plan_.until + "\": " + error;
        return std::nullopt;
    }
    batch.until_ = std::move(*until);
    return batch;
}

std::vector<std::int64_t> Batch::runIndices() const
{
    std::vector<std::int64_t> out;
    for (std::int64_t i = plan_.firstRun; i < plan_.firstRun + plan_.runs; ++i)
        if (plan_.shard.has(i))
            out.push_back(i);
    return out;
}

std::optional<RunOutcome> Batch::runOne(std::int64_t run, std::stop_token stop) const
{
    Diagnostics diagnostics;
    SessionOptions options{runSeed(plan_.seed, run), SessionMode::ForwardOnly};
    std::optional<Session> session = Session::create(start_->definitions(), start_->spec(), diagnostics, options);
    if (!session)
        return std::nullopt; // cannot be: the same scenario built for the start
    MeasureTally tally(measures_, session->world());
    std::optional<CoverageTally> coverage;
    if (plan_.coverage) {
        coverage.emplace(*start_->definitions());
        coverage->start(session->world());
    }
    const RunResult result = session->run(plan_.turns, until_, stop, [&](const TurnReport& report) {
        tally.turn(report, session->world());
        if (coverage)
            coverage->turn(report);
    });
    if (result.cancelled)
        return std::nullopt;
    return RunOutcome{tally.finish(session->world()), coverage ? coverage->used() : std::vector<std::uint8_t>()};
}

void Batch::runBlock(std::span<const std::int64_t> runs, std::vector<std::optional<RunOutcome>>& out,
                     std::stop_token stop,
                     const std::function<void(std::int64_t, std::int64_t)>& progress, std::int64_t doneBefore,
                     std::int64_t total) const
{
    std::atomic<std::size_t> next{0};
    std::atomic<std::int64_t> done{0};
    std::mutex mutex;
    std::condition_variable finished;
    const auto work = [&] {
        for (std::size_t k = next++; k < runs.size() && !stop.stop_requested(); k = next++) {
            out[k] = runOne(runs[k], stop); // each slot by its run: no order from the threads
            if (++done == static_cast<std::int64_t>(runs.size())) {
                std::lock_guard lock(mutex);
                finished.notify_all();
            }
        }
    };
    const std::size_t count = std::min<std::size_t>(static_cast<std::size_t>(plan_.threads), runs.size());
    std::vector<std::jthread> workers;
    for (std::size_t t = 0; t < count; ++t)
        workers.emplace_back(work);
    std::unique_lock lock(mutex);
    const auto over = [&] { return done == static_cast<std::int64_t>(runs.size()) || stop.stop_requested(); };
    while (!over()) {
        finished.wait_for(lock, std::chrono::milliseconds(200), over);
        if (progress)
            progress(doneBefore + done, total);
    }
    lock.unlock();
    workers.clear(); // joins: the runs under way finish (or stop) first
}

BatchResult Batch::run(std::stop_token stop, const std::function<void(std::int64_t, std::int64_t)>& progress) const
{
    const std::vector<std::int64_t> indices = runIndices();
    const auto total = static_cast<std::int64_t>(indices.size());
    // With a target error the runs go in blocks of 100, checked after each;
    // the check sees the same runs whatever the thread count.
    const std::size_t block = plan_.targetError ? 100 : indices.size();
    BatchResult result;
    result.runs.measures = measures_.size();
    if (plan_.coverage)
        result.coverage = Coverage::of(*start_->definitions());
    std::vector<RunningMoments> moments;
    for (const Measure& m : measures_)
        moments.push_back({measureShape(m.text)});
    for (std::size_t first = 0; first < indices.size(); first += block) {
        const std::span<const std::int64_t> runs =
            std::span(indices).subspan(first, std::min(block, indices.size() - first));
        std::vector<std::optional<RunOutcome>> out(runs.size());
        runBlock(runs, out, stop, progress, static_cast<std::int64_t>(first), total);
        for (std::size_t k = 0; k < runs.size() && out[k]; ++k) {
            result.runs.append(runs[k], runSeed(plan_.seed, runs[k]), out[k]->measures);
            if (result.coverage)
                result.coverage->add(out[k]->used);
            for (std::size_t m = 0; m < measures_.size(); ++m)
                if (out[k]->measures[m])
                    moments[m].add(*out[k]->measures[m]);
        }
        if (result.runs.size() < first + runs.size()) {
            result.cancelled = true;
            break;
        }
        if (plan_.targetError && std::all_of(moments.begin(), moments.end(), [&](const RunningMoments& mo) {
                return mo.within(*plan_.targetError);
            })) {
            result.targetMet = true;
            break;
        }
    }
    if (progress)
        progress(static_cast<std::int64_t>(result.runs.size()), total);
    return result;
}

} // namespace rb
