// `rulebench compare SCENARIO --content OTHER.rules.json --runs N --turns MAX
// --measure M... [--confidence 95|99] [--seed S] [--threads T] [--until B]
// [--csv RUNS.csv] [--json SUMMARY.json]`: the scenario's batch played with
// its own content and with OTHER on the same run seeds, and per measure both
// means, the run-by-run difference and whether it changed
// (rulebench/batch/compare.h). Exit 0 when no measure changed, 1 when one
// did (as diff-run), 2 for bad input (either content not building included),
// 130 when Ctrl+C stopped it.
#include "cli/atomic_file.h"
#include "cli/batch_args.h"
#include "cli/batch_io.h"
#include "cli/cli.h"
#include "cli/output_paths.h"

#include "rulebench/batch/compare.h"
#include "rulebench/batch/report_text.h"
#include "rulebench/batch/varied_play.h"

#include <ostream>

namespace rb::cli {

namespace {
constexpr const char* kUsage =
    "Usage: rulebench compare SCENARIO --content OTHER.rules.json --runs N --turns MAX --measure M...\n"
    "                         [--confidence 95|99] [--seed S] [--threads T] [--until BREAKPOINT]\n"
    "                         [--csv RUNS.csv] [--json SUMMARY.json]\n";

bool readConfidence(const BatchArgs& a, Confidence& out, std::ostream& err)
{
    const std::string text = a.value("--confidence");
    if (text.empty() || text == "95") {
        out = Confidence::P95;
        return true;
    }
    if (text == "99") {
        out = Confidence::P99;
        return true;
    }
    err << "rulebench compare: --confidence is 95 or 99 (percent), not \"" << text << "\"\n";
    return false;
}

// Both sides' batches, or the reason one cannot be played (a measure naming
// what the other content lacks).
bool prepareBoth(const SessionLoad& own, const SessionLoad& other, const BatchPlan& plan,
                 std::optional<Batch>& ownBatch, std::optional<Batch>& otherBatch, std::ostream& err)
{
    std::string why;
    ownBatch = Batch::prepare(*own.session, plan, why);
    if (!ownBatch) {
        err << "rulebench compare: " << why << "\n";
        return false;
    }
    otherBatch = Batch::prepare(*other.session, plan, why);
    if (!otherBatch) {
        err << "rulebench compare: with " << other.contentPath << ": " << why << "\n";
        return false;
    }
    return true;
}

int writeComparison(const ContentComparison& c, const BatchArgs& a, std::ostream& out, std::ostream& err)
{
    out << summaryText(c);
    bool written = true;
    if (a.has("--csv"))
        written = writeFile(a.value("--csv"), runsCsv(c), "the runs", err) && written;
    if (a.has("--json"))
        written = writeFile(a.value("--json"), indentedJson(toJson(c)), "the comparison", err) && written;
    if (!written)
        return kExitUnusable;
    if (c.cancelled)
        return kExitInterrupted;
    return c.anyChanged() ? kExitErrors : kExitClean;
}
} // namespace

int runCompare(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    BatchArgs a;
    if (!readBatchArgs(args, "compare", kUsage,
                       {"--content", "--runs", "--turns", "--seed", "--threads", "--until", "--confidence", "--csv",
                        "--json"},
                       {}, true, {"--content", "--runs", "--turns"}, a, err))
        return kExitUnusable;
    ContentComparison c;
    if (!readConfidence(a, c.confidence, err))
        return kExitUnusable;
    const SessionOptions options{std::nullopt, SessionMode::ForwardOnly};
    const SessionLoad own = loadSession(a.scenario, options);
    const SessionLoad other = loadSession(a.scenario, options, readFileBytes, a.value("--content"));
    const SessionLoad* loads[] = {&own, &other};
    printProblems(loads, err);
    if (!own.session || !other.session)
        return kExitUnusable;
    std::vector<InputFile> inputs = scenarioInputs(a.scenario, own);
    inputs.push_back({other.contentPath, "the other content file (--content)"});
    if (!checkOutputs("compare", inputs, givenOutputs(a.values, {{"--csv", "the runs"}, {"--json", "the comparison"}}),
                      err))
        return kExitUnusable;
    BatchPlan plan;
    std::optional<Batch> ownBatch, otherBatch;
    if (!readPlan(a, *own.session, plan, err) || !prepareBoth(own, other, plan, ownBatch, otherBatch, err))
        return kExitUnusable;

    c.scenario = a.scenario;
    c.ownContent = own.contentPath;
    c.otherContent = other.contentPath;
    std::string scenarioBytes, ownBytes, otherBytes, why;
    readWholeFile(a.scenario, scenarioBytes, why);
    readWholeFile(own.contentPath, ownBytes, why);
    readWholeFile(other.contentPath, otherBytes, why);
    c.ownFingerprint = fingerprint(scenarioBytes, ownBytes);
    c.otherFingerprint = fingerprint(scenarioBytes, otherBytes);
    static_cast<RunPlan&>(c) = plan;
    BatchProgress progress(err, "compare");
    playComparison(c, *ownBatch, *otherBatch, progress.stopToken(), progress.callback());
    progress.finish();
    return writeComparison(c, a, out, err);
}

} // namespace rb::cli
