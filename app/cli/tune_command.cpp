// `rulebench tune SCENARIO --vary PATH=A..B --target MEASURE=VALUE --runs N
// --turns MAX [--seed S] [--threads T] [--until B] [--csv RUNS.csv]
// [--json SUMMARY.json]`: the whole number in A..B whose mean of MEASURE is
// nearest VALUE, every value played on the same run seeds, found by
// bisection (rulebench/batch/tune.h). Exit 0 with an answer, 1 when the
// target is out of reach of the ends (or an end never has the measure), 2
// for bad input (an end whose content does not build included), 130 on Ctrl+C.
#include "cli/atomic_file.h"
#include "cli/batch_args.h"
#include "cli/batch_io.h"
#include "cli/cli.h"
#include "cli/output_paths.h"

#include "rulebench/batch/report_text.h"
#include "rulebench/batch/sweep.h"
#include "rulebench/batch/tune.h"
#include "rulebench/batch/varied_play.h"

#include <charconv>
#include <cmath>
#include <ostream>

namespace rb::cli {

namespace {
constexpr const char* kUsage =
    "Usage: rulebench tune SCENARIO --vary PATH=A..B --target MEASURE=VALUE --runs N --turns MAX\n"
    "                      [--seed S] [--threads T] [--until BREAKPOINT] [--csv RUNS.csv] [--json SUMMARY.json]\n";

// --vary as a range (a list of values is refused: tune searches whole numbers).
bool readRange(const BatchArgs& a, const std::string& content, Vary& vary, std::ostream& err)
{
    const std::string text = a.value("--vary");
    const std::string values = text.substr(text.find('=') == std::string::npos ? text.size() : text.find('=') + 1);
    std::string why;
    std::optional<Vary> v = parseVary(text, why);
    if (v && (values.find(',') != std::string::npos || values.find("..") == std::string::npos))
        why = "tune searches a range of whole numbers, A..B, not a list of values", v.reset();
    if (v && !checkVaried(content, *v, why))
        v.reset();
    if (!v) {
        err << "rulebench tune: --vary \"" << text << "\": " << why << "\n";
        return false;
    }
    vary = std::move(*v);
    return true;
}

// --target MEASURE=VALUE, split at the last '=' (a condition may hold one).
bool readTarget(const BatchArgs& a, std::string& measure, double& target, std::ostream& err)
{
    const std::string text = a.value("--target");
    const std::size_t eq = text.rfind('=');
    const std::string number = eq == std::string::npos ? std::string() : std::string(trimmed(text.substr(eq + 1)));
    const auto [end, ec] = std::from_chars(number.data(), number.data() + number.size(), target);
    if (eq == std::string::npos || number.empty() || ec != std::errc() || end != number.data() + number.size()
        || !std::isfinite(target)) {
        err << "rulebench tune: --target needs MEASURE=VALUE with VALUE a number (won=0.5), not \"" << text << "\"\n";
        return false;
    }
    measure = std::string(trimmed(text.substr(0, eq)));
    return true;
}

int exitCode(const TuneResult& r)
{
    switch (r.outcome) {
    case TuneResult::Outcome::Found: return kExitClean;
    case TuneResult::Outcome::OutOfReach:
    case TuneResult::Outcome::NoMean: return kExitErrors;
    case TuneResult::Outcome::EndDoesNotBuild: return kExitUnusable;
    case TuneResult::Outcome::Cancelled: return kExitInterrupted;
    }
    return kExitUnusable;
}

int writeTune(const TuneHeader& h, const TuneResult& r, const BatchArgs& a, std::ostream& out, std::ostream& err)
{
    out << tuneText(h, r);
    bool written = true;
    if (a.has("--csv"))
        written = writeFile(a.value("--csv"), tuneCsv(h, r), "the runs", err) && written;
    if (a.has("--json"))
        written = writeFile(a.value("--json"), indentedJson(tuneJson(h, r)), "the tuning", err) && written;
    return written ? exitCode(r) : kExitUnusable;
}
} // namespace

int runTune(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    BatchArgs a;
    if (!readBatchArgs(args, "tune", kUsage,
                       {"--vary", "--target", "--runs", "--turns", "--seed", "--threads", "--until", "--csv", "--json"},
                       {}, false, {"--vary", "--target", "--runs", "--turns"}, a, err))
        return kExitUnusable;
    TuneHeader h;
    if (!readTarget(a, h.measure, h.target, err))
        return kExitUnusable;
    a.measures = {h.measure};
    SessionLoad load;
    BatchPlan plan;
    if (const int failed = loadPlanned(a, load, plan, err); failed != kExitClean)
        return failed;
    std::string why, content, scenarioBytes;
    if (!Batch::prepare(*load.session, plan, why)) {
        err << "rulebench tune: " << why << "\n";
        return kExitUnusable;
    }
    if (!checkOutputs("tune", scenarioInputs(a.scenario, load),
                      givenOutputs(a.values, {{"--csv", "the runs"}, {"--json", "the tuning"}}), err))
        return kExitUnusable;
    readWholeFile(load.contentPath, content, why);
    readWholeFile(a.scenario, scenarioBytes, why);
    Vary vary;
    if (!readRange(a, content, vary, err))
        return kExitUnusable;
    h.scenario = a.scenario, h.path = vary.path, h.seed = plan.seed, h.runs = plan.runs, h.turns = plan.turns;
    h.until = plan.until;
    h.content = load.contentPath, h.fingerprint = fingerprint(scenarioBytes, content);
    h.a = vary.values.front().get<std::int64_t>(), h.b = vary.values.back().get<std::int64_t>();
    BatchProgress progress(err, "tune");
    const PlayedContent base{a.scenario, load.contentPath, content};
    const TuneResult r = tune(h.a, h.b, h.target, [&](std::int64_t value) {
        return playTuneValue(base, vary, value, plan, progress.stopToken(), progress.callback());
    });
    progress.finish();
    return writeTune(h, r, a, out, err);
}

} // namespace rb::cli
