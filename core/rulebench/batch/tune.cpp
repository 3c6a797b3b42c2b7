#include "rulebench/batch/tune.h"

#include "rulebench/batch/report_text.h"
#include "rulebench/batch/run_record.h"
#include "rulebench/version.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace rb {

namespace {
// TuneResult::Outcome's words in the JSON, in the enum's order.
constexpr const char* kOutcomeWords[] = {"found", "out of reach", "no mean", "end does not build", "cancelled"};
} // namespace

std::int64_t tuneBatchLimit(std::int64_t a, std::int64_t b)
{
    // ceil(log2 n) for n >= 1 is the bit width of n - 1.
    return static_cast<std::int64_t>(std::bit_width(static_cast<std::uint64_t>(b - a))) + 2;
}

namespace {
// The bracket being halved: two values and their means.
struct Bracket {
    std::int64_t lo = 0, hi = 0;
    double low = 0, high = 0; // the means at lo and hi
};

std::size_t indexOf(const TuneResult& r, std::int64_t value)
{
    for (std::size_t i = 0; i < r.tried.size(); ++i)
        if (r.tried[i].value == value)
            return i;
    return 0;
}

// Plays an end; false (with the outcome set) when it cannot be used.
bool playEnd(std::int64_t value, TuneResult& r, const std::function<TuneProbe(std::int64_t)>& play)
{
    if (r.tried.empty() || r.tried.back().value != value)
        r.tried.push_back(play(value));
    const TuneProbe& p = r.tried.back();
    if (p.cancelled)
        r.outcome = TuneResult::Outcome::Cancelled;
    else if (!p.problems.empty())
        r.outcome = TuneResult::Outcome::EndDoesNotBuild;
    else if (p.summary.present == 0)
        r.outcome = TuneResult::Outcome::NoMean;
    return r.outcome == TuneResult::Outcome::Found;
}

std::string notMonotone(std::int64_t value, double mean, const Bracket& b)
{
    return "not monotone: at " + std::to_string(value) + " the mean is " + shortNumber(mean) + ", outside "
        + shortNumber(std::min(b.low, b.high)) + " .. " + shortNumber(std::max(b.low, b.high)) + " (the means at "
        + std::to_string(b.lo) + " and " + std::to_string(b.hi) + ")";
}

// Halves the bracket until its ends are next to each other or a probe hits
// the target; the answer's value.
std::int64_t bisect(Bracket b, double target, TuneResult& r, const std::function<TuneProbe(std::int64_t)>& play)
{
    const bool rising = b.high >= b.low;
    while (b.hi - b.lo > 1) {
        const std::int64_t mid = b.lo + (b.hi - b.lo) / 2;
        r.tried.push_back(play(mid));
        const TuneProbe& p = r.tried.back();
        if (p.cancelled) {
            r.outcome = TuneResult::Outcome::Cancelled;
            return mid;
        }
        if (!p.problems.empty() || p.summary.present == 0) {
            r.warnings.push_back("at " + std::to_string(mid) + (p.problems.empty() ? " no run had the measure"
                                                                                   : " the content does not build")
                                 + ": the answer is the nearer of " + std::to_string(b.lo) + " and "
                                 + std::to_string(b.hi));
            break;
        }
        const double m = p.summary.mean;
        if (m < std::min(b.low, b.high) || m > std::max(b.low, b.high))
            r.warnings.push_back(notMonotone(mid, m, b));
        if (m == target)
            return mid;
        if ((m < target) == rising)
            b.lo = mid, b.low = m;
        else
            b.hi = mid, b.high = m;
    }
    return std::abs(b.low - target) <= std::abs(b.high - target) ? b.lo : b.hi;
}
} // namespace

TuneResult tune(std::int64_t a, std::int64_t b, double target, const std::function<TuneProbe(std::int64_t)>& play)
{
    TuneResult r;
    if (!playEnd(a, r, play) || !playEnd(b, r, play))
        return r;
    const Bracket ends{a, b, r.tried.front().summary.mean, r.tried.back().summary.mean};
    if (target < std::min(ends.low, ends.high) || target > std::max(ends.low, ends.high)) {
        r.outcome = TuneResult::Outcome::OutOfReach;
        return r;
    }
    std::int64_t value = a;
    if (ends.low == target)
        value = a;
    else if (ends.high == target)
        value = b;
    else
        value = bisect(ends, target, r, play);
    if (r.outcome == TuneResult::Outcome::Found)
        r.answer = indexOf(r, value);
    return r;
}

namespace {
std::string intervalText(const Summary& s) { return rb::intervalText(s.low, s.high); }

std::string whyNoAnswer(const TuneHeader& h, const TuneResult& r)
{
    if (r.tried.empty()) // stopped before the first value
        return r.outcome == TuneResult::Outcome::Cancelled ? "cancelled after 0 values\n" : "";
    const TuneProbe& last = r.tried.back();
    switch (r.outcome) {
    case TuneResult::Outcome::OutOfReach:
        return "no value in " + std::to_string(h.a) + ".." + std::to_string(h.b) + " reaches it: the mean of "
            + h.measure + " is " + shortNumber(r.tried.front().summary.mean) + " at " + std::to_string(h.a) + " and "
            + shortNumber(last.summary.mean) + " at " + std::to_string(h.b) + ", and " + shortNumber(h.target)
            + " is not between them\n";
    case TuneResult::Outcome::NoMean:
        return h.measure + " was present in no run at " + std::to_string(last.value) + ": nothing to tune\n";
    case TuneResult::Outcome::EndDoesNotBuild:
        return h.path + " = " + std::to_string(last.value) + " does not build:\n" + [&] {
            std::string out;
            for (const std::string& p : last.problems)
                out += "  " + p + "\n";
            return out;
        }();
    case TuneResult::Outcome::Cancelled: return "cancelled after " + std::to_string(r.tried.size()) + " values\n";
    case TuneResult::Outcome::Found: break;
    }
    return {};
}
} // namespace

std::string tuneText(const TuneHeader& h, const TuneResult& r)
{
    std::string out = h.scenario + ": " + h.path + " in " + std::to_string(h.a) + ".." + std::to_string(h.b)
        + " for the mean of " + h.measure + " nearest " + shortNumber(h.target) + "; " + std::to_string(h.runs)
        + " runs of at most " + std::to_string(h.turns) + " turns from seed " + std::to_string(h.seed) + " a value"
        + (h.until.empty() ? std::string() : ", each until \"" + h.until + "\"") + "\n";
    return out + textTable(tuneRows(r)) + tuneAnswer(h, r);
}

std::vector<std::vector<std::string>> tuneRows(const TuneResult& r)
{
    std::vector<std::vector<std::string>> rows = {{"value", "runs", "mean", "95% interval"}};
    for (const TuneProbe& p : r.tried) {
        if (!p.problems.empty())
            rows.push_back({std::to_string(p.value), "does not build"});
        else if (p.summary.present == 0)
            rows.push_back({std::to_string(p.value), "0"});
        else
            rows.push_back({std::to_string(p.value), std::to_string(p.summary.present), shortNumber(p.summary.mean),
                            intervalText(p.summary)});
    }
    return rows;
}

std::string tuneAnswer(const TuneHeader& h, const TuneResult& r)
{
    std::string out;
    for (const std::string& w : r.warnings)
        out += "warning: " + w + "\n";
    if (!r.answer)
        return out + whyNoAnswer(h, r);
    const TuneProbe& p = r.tried[*r.answer];
    return out + h.path + " = " + std::to_string(p.value) + ": " + h.measure + " mean " + shortNumber(p.summary.mean)
        + " (95% interval " + intervalText(p.summary) + ")\n";
}

std::vector<std::string> tuneCommand(const TuneHeader& h)
{
    std::vector<std::string> words = {"rulebench", "tune", h.scenario, "--vary",
                                      h.path + "=" + std::to_string(h.a) + ".." + std::to_string(h.b), "--target",
                                      h.measure + "=" + numberText(h.target), "--runs", std::to_string(h.runs),
                                      "--turns", std::to_string(h.turns), "--seed", std::to_string(h.seed)};
    if (!h.until.empty())
        words.insert(words.end(), {"--until", h.until});
    return words;
}

OrderedJson tuneJson(const TuneHeader& h, const TuneResult& r)
{
    OrderedJson j;
    j["format"] = "rulebench-tune/1";
    j["rulebench"] = std::string(version());
    j["scenario"] = h.scenario;
    j["content"] = h.content;
    j["fingerprint"] = h.fingerprint;
    j["vary"] = h.path;
    j["range"] = {h.a, h.b};
    j["measure"] = h.measure;
    j["target"] = jsonNumber(h.target);
    j["seed"] = h.seed;
    j["runs"] = h.runs;
    j["turns"] = h.turns;
    j["until"] = h.until;
    writeRunRecord(j, tuneCommand(h));
    j["outcome"] = kOutcomeWords[static_cast<std::size_t>(r.outcome)];
    j["answer"] = r.answer ? OrderedJson(r.tried[*r.answer].value) : OrderedJson();
    j["warnings"] = r.warnings;
    j["tried"] = OrderedJson::array();
    for (const TuneProbe& p : r.tried) {
        OrderedJson t = {{"value", p.value}};
        if (!p.problems.empty())
            t["problems"] = p.problems;
        else
            t["summary"] = {{"present", p.summary.present}, {"mean", jsonNumber(p.summary.mean)},
                            {"sd", jsonNumber(p.summary.sd)},
                            {"ci95", {jsonNumber(p.summary.low), jsonNumber(p.summary.high)}}};
        j["tried"].push_back(std::move(t));
    }
    return j;
}

std::string tuneCsv(const TuneHeader& h, const TuneResult& r)
{
    std::string out = "value,run,seed," + csvField(h.measure) + "\n";
    for (const TuneProbe& p : r.tried)
        for (std::size_t i = 0; i < p.runs.size(); ++i) {
            const std::optional<double> v = p.runs.row(i)[0];
            out += std::to_string(p.value) + "," + std::to_string(p.runs.index[i]) + ","
                + std::to_string(p.runs.seed[i]) + "," + (v ? numberText(*v) : std::string()) + "\n";
        }
    return out;
}

namespace {
TuneProbe probeFromJson(const Json& t)
{
    TuneProbe p;
    p.value = t.at("value").get<std::int64_t>();
    if (t.contains("problems")) {
        p.problems = t.at("problems").get<std::vector<std::string>>();
        return p;
    }
    const Json& s = t.at("summary");
    p.summary.present = p.summary.runs = s.at("present").get<std::int64_t>();
    p.summary.mean = s.at("mean").get<double>();
    p.summary.sd = s.at("sd").get<double>();
    p.summary.low = s.at("ci95").at(0).get<double>();
    p.summary.high = s.at("ci95").at(1).get<double>();
    return p;
}
} // namespace

bool tuneFromJson(const Json& j, TuneHeader& h, TuneResult& r, std::string& error)
{
    if (!j.is_object() || j.value("format", "") != "rulebench-tune/1") {
        error = "not a tuning's JSON (\"format\": \"rulebench-tune/1\")";
        return false;
    }
    try {
        h = {j.at("scenario").get<std::string>(), j.at("vary").get<std::string>(), j.at("measure").get<std::string>(),
             j.at("target").get<double>(), j.at("range").at(0).get<std::int64_t>(),
             j.at("range").at(1).get<std::int64_t>(), j.at("seed").get<std::uint64_t>(), j.at("runs").get<std::int64_t>(),
             j.at("turns").get<std::int64_t>(), j.at("until").get<std::string>(), j.value("content", ""),
             j.value("fingerprint", "")};
        r = {};
        const std::string outcome = j.at("outcome").get<std::string>();
        for (std::size_t k = 0; k < std::size(kOutcomeWords); ++k)
            if (outcome == kOutcomeWords[k])
                r.outcome = static_cast<TuneResult::Outcome>(k);
        r.warnings = j.at("warnings").get<std::vector<std::string>>();
        for (const Json& t : j.at("tried")) {
            r.tried.push_back(probeFromJson(t));
            if (!j.at("answer").is_null() && r.tried.back().value == j.at("answer").get<std::int64_t>())
                r.answer = r.tried.size() - 1;
        }
        return true;
    } catch (const Json::exception& e) {
        error = std::string("a field is missing or of the wrong type: ") + e.what();
        return false;
    }
}

} // namespace rb
