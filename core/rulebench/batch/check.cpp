#include "rulebench/batch/check.h"

#include "rulebench/batch/report_text.h"

#include <cmath>
#include <set>

namespace rb {

namespace {
bool wholeAtLeast(const Json& j, const char* key, std::int64_t least, std::int64_t& out)
{
    if (!j.contains(key))
        return false;
    const Json& v = j.at(key);
    if (!v.is_number_integer() || v.get<std::int64_t>() < least)
        return false;
    out = v.get<std::int64_t>();
    return true;
}

bool readBounds(const Json& j, Expectation& e, std::string& error)
{
    if (!j.contains("mean") || !j.at("mean").is_object()) {
        error = "\"mean\" needs {\"at_least\": A, \"at_most\": B} (either or both)";
        return false;
    }
    for (const auto& [key, value] : j.at("mean").items()) {
        if ((key != "at_least" && key != "at_most") || !value.is_number()) {
            error = "\"mean\" takes \"at_least\" and \"at_most\", each a number, not \"" + key + "\"";
            return false;
        }
        (key == "at_least" ? e.atLeast : e.atMost) = value.get<double>();
    }
    if (!e.atLeast && !e.atMost) {
        error = "\"mean\" needs \"at_least\" or \"at_most\"";
        return false;
    }
    if (e.atLeast && e.atMost && *e.atLeast > *e.atMost) {
        error = "\"mean\": at_least " + numberText(*e.atLeast) + " is above at_most " + numberText(*e.atMost);
        return false;
    }
    return true;
}

bool readOne(const Json& j, const std::string& folder, Expectation& e, std::string& error)
{
    static const std::set<std::string> kKeys = {"scenario", "measure", "runs", "turns", "seed",
                                                "until",    "max_runs", "mean"};
    if (!j.is_object()) {
        error = "is not an object";
        return false;
    }
    for (const auto& [key, value] : j.items())
        if (!kKeys.contains(key)) {
            error = "unknown key \"" + key + "\" (it takes scenario, measure, runs, turns, seed, until, max_runs, mean)";
            return false;
        }
    if (!j.contains("scenario") || !j.at("scenario").is_string() || !j.contains("measure")
        || !j.at("measure").is_string()) {
        error = "needs \"scenario\" and \"measure\", each text";
        return false;
    }
    e.scenario = j.at("scenario").get<std::string>();
    e.scenarioPath = e.scenario.starts_with("/") || folder.empty() ? e.scenario : folder + "/" + e.scenario;
    e.measure = j.at("measure").get<std::string>();
    if (!wholeAtLeast(j, "runs", 1, e.runs) || !wholeAtLeast(j, "turns", 0, e.turns)) {
        error = "needs \"runs\" (a whole number from 1) and \"turns\" (a whole number from 0)";
        return false;
    }
    e.maxRuns = 10 * e.runs;
    if (j.contains("max_runs") && (!wholeAtLeast(j, "max_runs", e.runs, e.maxRuns))) {
        error = "\"max_runs\" is a whole number from \"runs\" (" + std::to_string(e.runs) + ") up";
        return false;
    }
    std::int64_t seed = 0;
    if (j.contains("seed") && !wholeAtLeast(j, "seed", 0, seed)) {
        error = "\"seed\" is a whole number from 0";
        return false;
    }
    if (j.contains("seed"))
        e.seed = static_cast<std::uint64_t>(seed);
    if (j.contains("until") && !j.at("until").is_string()) {
        error = "\"until\" is a breakpoint, as text";
        return false;
    }
    e.until = j.value("until", "");
    return readBounds(j, e, error);
}
} // namespace

std::optional<std::vector<Expectation>> readExpectations(const Json& json, const std::string& folder,
                                                         std::string& error)
{
    if (!json.is_array() || json.empty()) {
        error = "the file is a list of expectations, [{\"scenario\": ..., \"measure\": ..., ...}, ...]";
        return std::nullopt;
    }
    std::vector<Expectation> out;
    for (std::size_t i = 0; i < json.size(); ++i) {
        Expectation e;
        if (!readOne(json[i], folder, e, error)) {
            error = "expectation " + std::to_string(i + 1) + ": " + error;
            return std::nullopt;
        }
        out.push_back(std::move(e));
    }
    return out;
}

BatchPlan expectationPlan(const Expectation& e, const Session& start, int threads)
{
    BatchPlan p;
    p.runs = e.runs;
    p.turns = e.turns;
    p.seed = e.seed.value_or(start.spec().seed);
    p.until = e.until;
    p.measures = {e.measure};
    p.threads = threads;
    return p;
}

CheckResult::Verdict judge(const Summary& s, const Expectation& e)
{
    const double lo = e.atLeast.value_or(-INFINITY), hi = e.atMost.value_or(INFINITY);
    if (s.low >= lo && s.high <= hi)
        return CheckResult::Verdict::Pass;
    if (s.high < lo || s.low > hi)
        return CheckResult::Verdict::Fail;
    return CheckResult::Verdict::Undecided;
}

CheckResult checkExpectation(const Expectation& e, const Session& start, int threads, std::stop_token stop,
                             const std::function<void(std::int64_t, std::int64_t)>& progress)
{
    CheckResult r;
    BatchPlan plan = expectationPlan(e, start, threads);
    std::vector<std::optional<double>> values;
    for (std::int64_t first = 0; first < e.maxRuns; first += e.runs) {
        plan.firstRun = first;
        plan.runs = std::min(e.runs, e.maxRuns - first);
        std::string why;
        const BatchResult block = Batch::prepare(start, plan, why)->run(stop, progress);
        const std::vector<std::optional<double>> column = block.runs.column(0);
        values.insert(values.end(), column.begin(), column.end());
        r.runs = static_cast<std::int64_t>(values.size());
        r.summary = summarize(values);
        if (block.cancelled) {
            r.verdict = CheckResult::Verdict::Cancelled;
            return r;
        }
        r.verdict = r.summary.present == 0 ? CheckResult::Verdict::Absent : judge(r.summary, e);
        if (r.verdict != CheckResult::Verdict::Undecided)
            return r;
    }
    return r;
}

namespace {
std::string boundsText(const Expectation& e)
{
    if (e.atLeast && e.atMost)
        return numberText(*e.atLeast) + " .. " + numberText(*e.atMost);
    return e.atLeast ? "at least " + numberText(*e.atLeast) : "at most " + numberText(*e.atMost);
}

const char* verdictWord(CheckResult::Verdict v)
{
    switch (v) {
    case CheckResult::Verdict::Pass: return "pass";
    case CheckResult::Verdict::Fail: return "fail";
    case CheckResult::Verdict::Undecided: return "undecided";
    case CheckResult::Verdict::Absent: return "absent";
    case CheckResult::Verdict::Cancelled: return "cancelled";
    }
    return "";
}
} // namespace

std::string checkLine(const Expectation& e, const CheckResult& r)
{
    using V = CheckResult::Verdict;
    const std::string runs = std::to_string(r.runs) + " runs";
    const std::string where = e.scenario + ": " + e.measure;
    if (r.verdict == V::Absent)
        return "fail: " + where + " was present in no run (" + runs + ")";
    if (r.verdict == V::Cancelled)
        return "cancelled: " + where + " after " + runs;
    const std::string mean = " mean " + shortNumber(r.summary.mean) + " (95% interval " + shortNumber(r.summary.low)
        + " .. " + shortNumber(r.summary.high) + ")";
    if (r.verdict == V::Pass)
        return "pass: " + where + mean + " lies within " + boundsText(e) + " (" + runs + ")";
    if (r.verdict == V::Fail)
        return "fail: " + where + mean + " lies outside " + boundsText(e) + " (" + runs + ")";
    return "fail: " + where + mean + " is undecided against " + boundsText(e) + " after " + runs
        + " (max_runs): neither within nor outside";
}

OrderedJson checkJson(const std::vector<Expectation>& expectations, const std::vector<CheckResult>& results)
{
    OrderedJson j = {{"format", "rulebench-check/1"}, {"results", OrderedJson::array()}};
    for (std::size_t i = 0; i < results.size() && i < expectations.size(); ++i) {
        const Expectation& e = expectations[i];
        const CheckResult& r = results[i];
        j["results"].push_back({{"scenario", e.scenario},
                                {"measure", e.measure},
                                {"verdict", verdictWord(r.verdict)},
                                {"runs", r.runs},
                                {"present", r.summary.present},
                                {"mean", jsonNumber(r.summary.mean)},
                                {"ci95", {jsonNumber(r.summary.low), jsonNumber(r.summary.high)}}});
    }
    return j;
}

} // namespace rb
