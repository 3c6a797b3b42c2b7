#include "rulebench/batch/check.h"

#include "rulebench/batch/report_text.h"
#include "rulebench/batch/run_record.h"
#include "rulebench/version.h"

#include <cmath>
#include <cstdio>
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

bool judgedOnRuns(const Expectation& e, bool atLeast)
{
    if (!atLeast)
        return e.atMost == 0.0;
    return e.atLeast == 1.0 && measureShape(e.measure) == MeasureShape::YesNo;
}

namespace {
enum class Side : std::uint8_t { Within, Outside, Across };

// One bound against the summary: "at most 0" (never) and, for a yes/no
// measure, "at least 1" (always) on the runs, as no interval of runs that
// could have varied reaches them; every other bound on the interval.
Side side(const Summary& s, const Expectation& e, bool atLeast)
{
    const std::optional<double>& bound = atLeast ? e.atLeast : e.atMost;
    if (!bound)
        return Side::Within;
    if (judgedOnRuns(e, atLeast))
        return (atLeast ? s.min >= *bound : s.max <= *bound) ? Side::Within : Side::Outside;
    if (atLeast ? s.low >= *bound : s.high <= *bound)
        return Side::Within;
    return (atLeast ? s.high < *bound : s.low > *bound) ? Side::Outside : Side::Across;
}
} // namespace

CheckResult::Verdict judge(const Summary& s, const Expectation& e)
{
    const Side low = side(s, e, true), high = side(s, e, false);
    if (low == Side::Outside || high == Side::Outside)
        return CheckResult::Verdict::Fail;
    if (low == Side::Within && high == Side::Within)
        return CheckResult::Verdict::Pass;
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
        r.summary = summarize(values, measureShape(e.measure));
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

// A share as a percentage of two significant digits, rounded away from the
// share it bounds (up for "at most", down for "at least"), so it never claims more than the runs give.
std::string percentText(double share, bool up)
{
    const double v = 100 * share;
    if (v <= 0 || v >= 100)
        return shortNumber(v < 0 ? 0 : v) + "%";
    int digits = 0; // after the point: 2 significant digits in all
    double scale = 1;
    for (double least = 10; v < least && digits < 15; least /= 10)
        ++digits, scale *= 10;
    const double rounded = (up ? std::ceil(v * scale - 1e-9) : std::floor(v * scale + 1e-9)) / scale;
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.*f", digits, rounded);
    return std::string(buffer) + "%";
}

// " happened in 0 of 2000 runs; at most 0.15% at 95%": a never (or an always) judged on the runs, with
// the interval's end that says how often it could still happen (or not) that the runs did not show.
std::string runsText(const Expectation& e, const CheckResult& r)
{
    const Summary& s = r.summary;
    std::string out = " happened in " + std::to_string(s.happened) + " of " + std::to_string(s.present) + " runs";
    if (judgedOnRuns(e, false) && s.max <= 0)
        out += "; at most " + percentText(s.high, true) + " at 95%";
    else if (judgedOnRuns(e, true) && s.min >= 1)
        out += "; at least " + percentText(s.low, false) + " at 95%";
    return out;
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
    if ((judgedOnRuns(e, true) || judgedOnRuns(e, false)) && r.verdict != V::Undecided)
        return std::string(r.verdict == V::Pass ? "pass: " : "fail: ") + where + runsText(e, r) + ": "
            + (r.verdict == V::Pass ? "within " : "outside ") + boundsText(e) + ", judged on the runs";
    const std::string mean = " mean " + shortNumber(r.summary.mean) + " (95% interval "
        + intervalText(r.summary.low, r.summary.high) + ")";
    if (r.verdict == V::Pass)
        return "pass: " + where + mean + " lies within " + boundsText(e) + " (" + runs + ")";
    if (r.verdict == V::Fail)
        return "fail: " + where + mean + " lies outside " + boundsText(e) + " (" + runs + ")";
    return "fail: " + where + mean + " is undecided against " + boundsText(e) + " after " + runs
        + " (max_runs): neither within nor outside";
}

OrderedJson checkJson(const std::string& file, const std::vector<Expectation>& expectations,
                      const std::vector<CheckResult>& results, const std::vector<CheckPlayed>& played)
{
    OrderedJson j = {{"format", "rulebench-check/1"}, {"rulebench", std::string(version())}, {"expectations", file}};
    writeRunRecord(j, {"rulebench", "check", file});
    j["results"] = OrderedJson::array();
    for (std::size_t i = 0; i < results.size() && i < expectations.size(); ++i) {
        const Expectation& e = expectations[i];
        const CheckResult& r = results[i];
        OrderedJson bounds = OrderedJson::object();
        if (e.atLeast)
            bounds["at_least"] = jsonNumber(*e.atLeast);
        if (e.atMost)
            bounds["at_most"] = jsonNumber(*e.atMost);
        j["results"].push_back({{"scenario", e.scenario},
                                {"measure", e.measure},
                                {"verdict", verdictWord(r.verdict)},
                                {"runs", r.runs},
                                {"present", r.summary.present},
                                {"happened", r.summary.happened},
                                {"mean", jsonNumber(r.summary.mean)},
                                {"ci95", {jsonNumber(r.summary.low), jsonNumber(r.summary.high)}},
                                {"bounds", bounds},
                                {"line", checkLine(e, r)}});
        if (i < played.size()) {
            OrderedJson& out = j["results"].back();
            out["content"] = played[i].content;
            out["fingerprint"] = played[i].fingerprint;
            out["seed"] = played[i].seed;
            out["turns"] = e.turns;
        }
    }
    return j;
}

} // namespace rb
