// `rulebench batch SCENARIO --runs N --turns MAX [--seed S] [--threads T]
// [--until BREAKPOINT] --measure M... [--vary PATH=VALUES] [--shard K/N]
// [--target-error P] [--csv RUNS.csv] [--json SUMMARY.json]`: many seeded
// runs of a scenario (rulebench/batch), the summary on standard output.
// Everything it is given is checked before the first run; Ctrl+C stops it
// and still writes the runs done.
#include "cli/batch_io.h"
#include "cli/cli.h"

#include "rulebench/base/diagnostic.h"
#include "rulebench/batch/sweep.h"

#include <charconv>
#include <csignal>
#include <ostream>
#include <thread>

namespace rb::cli {

namespace {
constexpr const char* kUsage =
    "Usage: rulebench batch SCENARIO --runs N --turns MAX [--seed S] [--threads T] [--until BREAKPOINT]\n"
    "                       --measure M... [--vary PATH=A..B|A,B,C] [--shard K/N] [--target-error P]\n"
    "                       [--csv RUNS.csv] [--json SUMMARY.json]\n";

struct BatchArgs {
    std::string scenario;
    std::map<std::string, std::string, std::less<>> values; // by option
    std::vector<std::string> measures;
};

bool readArgs(const std::vector<std::string>& args, BatchArgs& out, std::ostream& err)
{
    static const std::set<std::string, std::less<>> kValueOptions = {
        "--runs", "--turns", "--seed", "--threads", "--until", "--vary", "--shard", "--target-error", "--csv", "--json"};
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--measure") {
            const std::size_t before = out.measures.size();
            while (i + 1 < args.size() && !args[i + 1].starts_with("--"))
                out.measures.push_back(args[++i]);
            if (out.measures.size() == before) {
                err << "rulebench batch: --measure needs at least one measure\n" << kUsage;
                return false;
            }
        } else if (kValueOptions.contains(a)) {
            if (i + 1 >= args.size()) {
                err << "rulebench batch: " << a << " needs a value\n" << kUsage;
                return false;
            }
            out.values[a] = args[++i];
        } else if (a.starts_with("-")) {
            err << unknownOption("batch", a) << "\n" << kUsage;
            return false;
        } else if (out.scenario.empty()) {
            out.scenario = a;
        } else {
            err << "rulebench batch: one scenario at a time\n" << kUsage;
            return false;
        }
    }
    if (out.scenario.empty() || !out.values.contains("--runs") || !out.values.contains("--turns")
        || out.measures.empty()) {
        err << "rulebench batch: needs a scenario, --runs, --turns and --measure\n" << kUsage;
        return false;
    }
    return true;
}

// A whole number from `least` to `most`, or why not.
bool wholeOption(const BatchArgs& a, const char* option, std::int64_t least, std::int64_t most, std::int64_t& out,
                 std::ostream& err)
{
    const auto it = a.values.find(option);
    if (it == a.values.end())
        return true;
    const std::string& text = it->second;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    if (ec != std::errc() || end != text.data() + text.size() || out < least || out > most) {
        err << "rulebench batch: " << option << " needs a whole number from " << least << " to " << most << ", not \""
            << text << "\"\n";
        return false;
    }
    return true;
}

bool readPlan(const BatchArgs& a, const Session& start, BatchPlan& plan, std::ostream& err)
{
    std::int64_t seed = start.spec().seed, threads = std::max(1u, std::thread::hardware_concurrency());
    if (!wholeOption(a, "--runs", 1, 1'000'000'000, plan.runs, err) || !wholeOption(a, "--turns", 0, 1'000'000, plan.turns, err)
        || !wholeOption(a, "--seed", 0, (std::int64_t{1} << 53) - 1, seed, err)
        || !wholeOption(a, "--threads", 1, 256, threads, err))
        return false;
    plan.seed = static_cast<std::uint64_t>(seed);
    plan.threads = static_cast<int>(threads);
    plan.measures = a.measures;
    if (const auto it = a.values.find("--until"); it != a.values.end())
        plan.until = it->second;
    if (const auto it = a.values.find("--shard"); it != a.values.end()) {
        const std::optional<Shard> shard = parseShard(it->second);
        if (!shard) {
            err << "rulebench batch: --shard needs K/N with 1 <= K <= N, not \"" << it->second << "\"\n";
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

// The content's text with the swept path set to each value, checked on the
// first value before anything runs.
bool readSweep(const BatchArgs& a, const std::string& content, std::optional<Vary>& vary, std::ostream& err)
{
    const auto it = a.values.find("--vary");
    if (it == a.values.end())
        return true;
    std::string why;
    vary = parseVary(it->second, why);
    if (vary && variedContent(content, *vary, vary->values.front(), why).empty())
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
    series.runs = runner(*batch);
    return series;
}
} // namespace

int runBatch(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    BatchArgs a;
    if (!readArgs(args, a, err))
        return kExitUnusable;
    SessionLoad load = loadSession(a.scenario, {std::nullopt, SessionMode::ForwardOnly});
    const int loaded = printProblems(load, err);
    if (!load.session)
        return loaded == kExitClean ? kExitErrors : loaded;
    BatchPlan plan;
    if (!readPlan(a, *load.session, plan, err))
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
    BatchProgress progress(err);
    const BatchRunner runner = [&](const Batch& batch) {
        const BatchResult result = batch.run(progress.stopToken(), progress.callback());
        report.cancelled = report.cancelled || result.cancelled;
        report.targetMet = report.targetMet || result.targetMet;
        return result.runs;
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
