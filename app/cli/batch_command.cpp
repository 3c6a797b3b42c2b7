// `rulebench batch SCENARIO --runs N --turns MAX [--seed S] [--threads T]
// [--until BREAKPOINT] --measure M... [--vary PATH=VALUES] [--shard K/N|auto|auto/N]
// [--target-error P] [--coverage] [--csv RUNS.csv] [--json SUMMARY.json]`: many seeded
// runs of a scenario (rulebench/batch), the summary on standard output.
// Everything it is given is checked before the first run; Ctrl+C stops it
// and still writes the runs done.
#include "cli/batch_args.h"
#include "cli/batch_io.h"
#include "cli/cli.h"
#include "cli/output_paths.h"
#include "cli/shard_environment.h"

#include "rulebench/base/diagnostic.h"
#include "rulebench/batch/sweep.h"

#include <charconv>
#include <csignal>
#include <ostream>

namespace rb::cli {

namespace {
constexpr const char* kUsage =
    "Usage: rulebench batch SCENARIO --runs N --turns MAX [--seed S] [--threads T] [--until BREAKPOINT]\n"
    "                       --measure M... [--vary PATH=A..B|A,B,C] [--shard K/N|auto|auto/N] [--target-error P]\n"
    "                       [--coverage] [--csv RUNS.csv] [--json SUMMARY.json]\n";

bool readBatchPlan(const BatchArgs& a, const Session& start, const EnvironmentLookup& environment, BatchPlan& plan,
                   std::ostream& err)
{
    if (!readPlan(a, start, plan, err))
        return false;
    plan.coverage = a.flag("--coverage");
    if (const auto it = a.values.find("--shard"); it != a.values.end()) {
        std::string why;
        const std::optional<Shard> shard = resolveShard(it->second, environment, why);
        if (!shard) {
            err << "rulebench batch: " << why << "\n";
            return false;
        }
        plan.shard = *shard;
    }
    if (const auto it = a.values.find("--target-error"); it != a.values.end()) {
        double p = 0;
        const auto [end, ec] = std::from_chars(it->second.data(), it->second.data() + it->second.size(), p);
        if (ec != std::errc() || end != it->second.data() + it->second.size() || !(p > 0 && p <= 100)) {
            err << "rulebench batch: --target-error needs a percentage above 0, not \"" << it->second << "\"\n";
            return false;
        }
        plan.targetError = p;
    }
    return true;
}

// The content's text with the swept path set to each value, every value
// checked before anything runs.
bool readSweep(const BatchArgs& a, const std::string& content, std::optional<Vary>& vary, std::ostream& err)
{
    const auto it = a.values.find("--vary");
    if (it == a.values.end())
        return true;
    std::string why;
    vary = parseVary(it->second, why);
    if (vary && !checkVaried(content, *vary, why))
        vary.reset();
    if (!vary) {
        err << "rulebench batch: --vary \"" << it->second << "\": " << why << "\n";
        return false;
    }
    return true;
}

// One series: the batch played on `start` (nothing to play: the problems say why).
BatchSeries playSeries(const SessionLoad& load, const BatchPlan& plan, const BatchRunner& runner)
{
    BatchSeries series;
    for (const FileDiagnostic& p : load.problems)
        if (p.diagnostic.severity == Severity::Error)
            series.problems.push_back(format(p.file, p.diagnostic));
    if (!load.session)
        return series;
    std::string why;
    const std::optional<Batch> batch = Batch::prepare(*load.session, plan, why);
    if (!batch) {
        series.problems.push_back(why);
        return series;
    }
    BatchResult result = runner(*batch);
    series.runs = std::move(result.runs);
    series.coverage = std::move(result.coverage);
    return series;
}
} // namespace

int runBatch(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    return runBatch(args, out, err, processEnvironment());
}

int runBatch(const std::vector<std::string>& args, std::ostream& out, std::ostream& err,
             const EnvironmentLookup& environment)
{
    BatchArgs a;
    if (!readBatchArgs(args, "batch", kUsage,
                       {"--runs", "--turns", "--seed", "--threads", "--until", "--vary", "--shard", "--target-error",
                        "--csv", "--json"},
                       {"--coverage"}, true, {"--runs", "--turns"}, a, err))
        return kExitUnusable;
    SessionLoad load = loadSession(a.scenario, {std::nullopt, SessionMode::ForwardOnly});
    const int loaded = printProblems(load, err);
    if (!load.session)
        return loaded == kExitClean ? kExitErrors : loaded;
    BatchPlan plan;
    if (!readBatchPlan(a, *load.session, environment, plan, err)
        || !checkOutputs("batch", scenarioInputs(a.scenario, load),
                         givenOutputs(a.values, {{"--csv", "the runs"}, {"--json", "the report"}}), err))
        return kExitUnusable;
    std::string why, scenarioBytes, contentBytes;
    if (!Batch::prepare(*load.session, plan, why)) {
        err << "rulebench batch: " << why << "\n";
        return kExitUnusable;
    }
    readWholeFile(a.scenario, scenarioBytes, why);
    readWholeFile(load.contentPath, contentBytes, why);
    std::optional<Vary> vary;
    if (!readSweep(a, contentBytes, vary, err))
        return kExitUnusable;

    BatchReport report = reportHeader(a.scenario, fingerprint(scenarioBytes, contentBytes), plan);
    report.vary = vary ? vary->path : std::string();
    report.content = load.contentPath;
    BatchProgress progress(err);
    const BatchRunner runner = [&](const Batch& batch) {
        const BatchResult result = batch.run(progress.stopToken(), progress.callback());
        report.cancelled = report.cancelled || result.cancelled;
        report.targetMet = report.targetMet || result.targetMet;
        return result;
    };
    if (!vary) {
        report.series.push_back(playSeries(load, plan, runner));
    } else {
        for (std::size_t v = 0; v < vary->values.size() && !report.cancelled; ++v) {
            const std::string text = variedContent(contentBytes, *vary, vary->values[v], why);
            const SessionLoad varied =
                loadWithContent(a.scenario, load.contentPath, text, {std::nullopt, SessionMode::ForwardOnly});
            report.series.push_back(playSeries(varied, plan, runner));
            report.series.back().value = vary->texts[v];
        }
    }
    progress.finish();
    const int written = writeReport(report, a.values, out, err);
    return written == kExitClean && report.cancelled ? kExitInterrupted : written;
}

} // namespace rb::cli
