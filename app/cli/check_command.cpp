// `rulebench check EXPECT.json [--threads T] [--json RESULTS.json] [--junit RESULTS.xml]`: balance
// in CI. Each expectation of the file (rulebench/batch/check.h) is played in
// blocks of seeded runs until its mean's 95% interval lies within its bounds
// (pass), wholly outside them (fail) or max_runs are played (fail, undecided);
// one line an expectation. Exit 0 when all pass, 1 when any fails, 2 for bad
// input (every scenario loaded and every measure read before anything runs),
// 130 on Ctrl+C. --junit writes the verdicts as JUnit XML for a CI system
// (rulebench/report/junit.h), each expectation's time in seconds.
#include "cli/atomic_file.h"
#include "cli/batch_args.h"
#include "cli/batch_io.h"
#include "cli/cli.h"
#include "cli/output_paths.h"

#include "rulebench/batch/check.h"
#include "rulebench/batch/report_text.h"
#include "rulebench/report/junit.h"

#include <chrono>
#include <ostream>
#include <thread>

namespace rb::cli {

namespace {
constexpr const char* kUsage =
    "Usage: rulebench check EXPECT.json [--threads T] [--json RESULTS.json] [--junit RESULTS.xml]\n";

std::optional<std::vector<Expectation>> readFile(const std::string& file, std::ostream& err)
{
    std::string bytes, why;
    if (!readWholeFile(file, bytes, why)) {
        err << file << ": cannot read: " << why << "\n";
        return std::nullopt;
    }
    const Json json = Json::parse(bytes, nullptr, false);
    if (json.is_discarded()) {
        err << file << ": not JSON\n";
        return std::nullopt;
    }
    const std::size_t slash = file.rfind('/');
    const std::string folder = slash == std::string::npos ? std::string() : file.substr(0, slash);
    std::optional<std::vector<Expectation>> out = readExpectations(json, folder, why);
    if (!out)
        err << file << ": " << why << "\n";
    return out;
}

// Every expectation's scenario loaded and its plan read, or why not.
bool loadAll(const std::string& file, const std::vector<Expectation>& expectations, int threads,
             std::vector<SessionLoad>& loads, std::ostream& err)
{
    bool ok = true;
    for (std::size_t i = 0; i < expectations.size(); ++i) {
        const Expectation& e = expectations[i];
        loads.push_back(loadSession(e.scenarioPath, {std::nullopt, SessionMode::ForwardOnly}));
        printProblems(loads.back(), err);
        std::string why;
        if (!loads.back().session) {
            err << file << ": expectation " << i + 1 << ": " << e.scenario << " does not load\n";
            ok = false;
        } else if (!Batch::prepare(*loads.back().session, expectationPlan(e, *loads.back().session, threads), why)) {
            err << file << ": expectation " << i + 1 << " (" << e.scenario << "): " << why << "\n";
            ok = false;
        }
    }
    return ok;
}
// What each expectation plays: its content, the fingerprint of its scenario's and content's bytes, its seed.
std::vector<CheckPlayed> playedBy(const std::vector<Expectation>& expectations, const std::vector<SessionLoad>& loads)
{
    std::vector<CheckPlayed> played;
    for (std::size_t i = 0; i < expectations.size() && i < loads.size(); ++i) {
        std::string scenarioBytes, contentBytes, why;
        readWholeFile(expectations[i].scenarioPath, scenarioBytes, why);
        readWholeFile(loads[i].contentPath, contentBytes, why);
        played.push_back({loads[i].contentPath, fingerprint(scenarioBytes, contentBytes),
                          expectationPlan(expectations[i], *loads[i].session, 1).seed});
    }
    return played;
}
} // namespace

int runCheck(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    BatchArgs a;
    if (!readBatchArgs(args, "check", kUsage, {"--threads", "--json", "--junit"}, {}, false, {}, a, err))
        return kExitUnusable;
    std::int64_t threads = std::max(1u, std::thread::hardware_concurrency());
    if (!wholeOption(a, "--threads", 1, 256, threads, err))
        return kExitUnusable;
    const std::optional<std::vector<Expectation>> expectations = readFile(a.scenario, err);
    std::vector<SessionLoad> loads;
    if (!expectations || !loadAll(a.scenario, *expectations, static_cast<int>(threads), loads, err))
        return kExitUnusable;
    std::vector<InputFile> inputs{{a.scenario, "the expectations file"}};
    for (std::size_t i = 0; i < loads.size(); ++i) {
        inputs.push_back({(*expectations)[i].scenarioPath, "a scenario it names"});
        inputs.push_back({loads[i].contentPath, "the content file of a scenario it names"});
    }
    if (!checkOutputs("check", inputs, givenOutputs(a.values, {{"--json", "the results"}, {"--junit", "the JUnit XML"}}), err))
        return kExitUnusable;

    BatchProgress progress(err, "check");
    std::vector<CheckResult> results;
    std::vector<double> seconds;
    int code = kExitClean;
    for (std::size_t i = 0; i < expectations->size(); ++i) {
        const auto start = std::chrono::steady_clock::now();
        results.push_back(checkExpectation((*expectations)[i], *loads[i].session, static_cast<int>(threads),
                                           progress.stopToken(), progress.callback()));
        seconds.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
        out << checkLine((*expectations)[i], results.back()) << "\n";
        if (results.back().verdict == CheckResult::Verdict::Cancelled) {
            code = kExitInterrupted;
            break;
        }
        if (results.back().verdict != CheckResult::Verdict::Pass)
            code = kExitErrors;
    }
    progress.finish();
    if (a.has("--json")
        && !writeFile(a.value("--json"),
                      indentedJson(checkJson(a.scenario, *expectations, results, playedBy(*expectations, loads))),
                      "the results", err))
        return kExitUnusable;
    if (a.has("--junit")
        && !writeFile(a.value("--junit"), junitXml(a.scenario, *expectations, results, seconds), "the JUnit XML", err))
        return kExitUnusable;
    return code;
}

} // namespace rb::cli
