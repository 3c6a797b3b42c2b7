// `rulebench diff-run SCENARIO --content OTHER.rules.json --turns N [--seed S] [--all]`:
// the scenario played twice, forward only and in step, with the content file
// it names and with OTHER instead (the same seed and script), and the first
// turn whose events differ printed in the log's words, diff(1) style: `-`
// what only the scenario's own content gives, `+` what only OTHER gives.
// --all prints every differing turn. Exit codes as diff(1): 0 the same, 1
// different, 2 bad input (a file unreadable or with errors, a scenario that
// does not build against OTHER, bad arguments), every problem printed at once.
#include "cli/cli.h"

#include "rulebench/sandbox/run_diff.h"

#include <ostream>

namespace rb::cli {

namespace {
constexpr const char* kUsage =
    "Usage: rulebench diff-run SCENARIO --content OTHER.rules.json --turns N [--seed S] [--all]\n";

// The next turn's events, as the log prints them.
std::vector<TurnLines> stepLines(Session& session)
{
    const TurnReport& report = session.step();
    return runLines(*session.definitions(), std::span(&report, 1));
}

void printTurn(const TurnDiff& diff, std::ostream& out)
{
    out << "@@ turn " << diff.turn << " @@\n";
    for (const std::string& line : diff.vanished)
        out << "-" << diff.turn << ": " << line << "\n";
    for (const std::string& line : diff.appeared)
        out << "+" << diff.turn << ": " << line << "\n";
}
} // namespace

int runDiffRun(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    ScenarioRunArgs a;
    if (!parseScenarioRun(args, "diff-run", kUsage, {"--content"}, {"--all"}, a, err))
        return kExitUnusable;
    const std::string content = a.value("--content");
    const bool all = a.flag("--all");
    if (content.empty()) {
        err << kUsage;
        return kExitUnusable;
    }
    const SessionOptions options{a.seed, SessionMode::ForwardOnly};
    SessionLoad own = loadSession(a.scenario, options);
    SessionLoad other = loadSession(a.scenario, options, readFileBytes, content);
    const SessionLoad* loads[] = {&own, &other};
    printProblems(loads, err);
    if (!own.session || !other.session)
        return kExitUnusable;

    std::uint64_t differing = 0;
    for (std::uint64_t t = 0; t < a.turns && (all || differing == 0); ++t) {
        const std::vector<TurnLines> ours = stepLines(*own.session);
        const std::vector<TurnLines> theirs = stepLines(*other.session);
        for (const TurnDiff& diff : diffRuns(ours, theirs)) {
            if (differing++ == 0)
                out << "--- " << own.contentPath << "\n+++ " << other.contentPath << "\n";
            printTurn(diff, out);
        }
    }
    if (differing == 0) {
        out << "same for " << a.turns << " turns: " << own.contentPath << " and " << other.contentPath << "\n";
        return kExitClean;
    }
    return kExitErrors;
}

} // namespace rb::cli
