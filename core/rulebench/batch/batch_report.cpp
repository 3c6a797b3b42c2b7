#include "rulebench/batch/batch_report.h"

#include "rulebench/base/random.h"
#include "rulebench/batch/report_text.h"
#include "rulebench/batch/run_record.h"
#include "rulebench/version.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <numeric>

namespace rb {

namespace {
constexpr const char* kFormat = "rulebench-batch/1";

OrderedJson number(double v) { return jsonNumber(v); }

OrderedJson summaryJson(const Summary& s, bool histogram)
{
    OrderedJson j;
    j["present"] = s.present;
    if (histogram)
        j["happened"] = s.happened;
    j["mean"] = number(s.mean);
    j["sd"] = number(s.sd);
    j["ci95"] = {number(s.low), number(s.high)};
    if (!histogram)
        return j;
    j["min"] = number(s.min);
    j["p5"] = number(s.p5);
    j["p25"] = number(s.p25);
    j["p50"] = number(s.p50);
    j["p75"] = number(s.p75);
    j["p95"] = number(s.p95);
    j["max"] = number(s.max);
    j["histogram"] = OrderedJson::array();
    for (const HistogramBin& b : s.bins)
        j["histogram"].push_back({number(b.from), number(b.to), b.count});
    return j;
}

OrderedJson seriesJson(const BatchReport& report, const BatchSeries& series, const BatchSeries* first)
{
    OrderedJson j;
    if (series.value)
        j["value"] = *series.value;
    if (!series.problems.empty()) {
        j["problems"] = series.problems;
        return j;
    }
    j["done"] = series.runs.size();
    j["summary"] = OrderedJson::object();
    for (std::size_t m = 0; m < report.measures.size(); ++m) {
        const Summary s = summarize(series.runs.column(m), measureShape(report.measures[m]));
        j["summary"][report.measures[m]] = summaryJson(s, true);
    }
    if (first && first != &series && first->problems.empty()) {
        j["difference"] = OrderedJson::object();
        for (std::size_t m = 0; m < report.measures.size(); ++m) {
            const std::optional<Summary> d = pairedDifference(first->runs.column(m), series.runs.column(m));
            j["difference"][report.measures[m]] = d ? summaryJson(*d, false) : OrderedJson();
        }
    }
    if (series.coverage)
        j["coverage"] = coverageJson(*series.coverage);
    j["per_run"] = OrderedJson::array();
    for (std::size_t r = 0; r < series.runs.size(); ++r) {
        OrderedJson row = {series.runs.index[r], series.runs.seed[r]};
        for (const std::optional<double>& v : series.runs.row(r))
            row.push_back(v ? number(*v) : OrderedJson());
        j["per_run"].push_back(std::move(row));
    }
    return j;
}

// The first series that built: what a sweep's differences are taken against.
const BatchSeries* baseline(const BatchReport& report)
{
    return report.vary.empty() || report.series.empty() ? nullptr : &report.series.front();
}

bool readSeries(const Json& j, std::size_t measures, BatchSeries& out, std::string& error)
{
    if (j.contains("value"))
        out.value = j.at("value").get<std::string>();
    if (j.contains("problems")) {
        out.problems = j.at("problems").get<std::vector<std::string>>();
        return true;
    }
    out.runs.measures = measures;
    if (j.contains("coverage") && !(out.coverage = coverageFromJson(j.at("coverage"), error)))
        return false;
    for (const Json& row : j.at("per_run")) {
        if (!row.is_array() || row.size() != measures + 2) {
            error = "a run has " + std::to_string(row.size()) + " numbers, not " + std::to_string(measures + 2);
            return false;
        }
        std::vector<std::optional<double>> values;
        for (std::size_t m = 0; m < measures; ++m)
            values.push_back(row[m + 2].is_null() ? std::nullopt : std::optional(row[m + 2].get<double>()));
        out.runs.append(row[0].get<std::int64_t>(), row[1].get<std::uint64_t>(), values);
    }
    return true;
}
} // namespace

std::string jsonText(const BatchReport& report)
{
    return indentedJson(toJson(report));
}

std::string fingerprint(const std::string& scenarioBytes, const std::string& contentBytes)
{
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016llx",
                  static_cast<unsigned long long>(hashName(scenarioBytes + '\0' + contentBytes)));
    return hex;
}

void writeRunPlan(OrderedJson& j, const RunPlan& plan)
{
    j["seed"] = plan.seed;
    j["runs"] = plan.runs;
    j["turns"] = plan.turns;
    j["until"] = plan.until;
    j["measures"] = plan.measures;
}

std::vector<std::string> batchCommand(const BatchReport& r)
{
    std::vector<std::string> words = {"rulebench", "batch", r.scenario, "--runs", std::to_string(r.runs), "--turns",
                                      std::to_string(r.turns), "--seed", std::to_string(r.seed)};
    if (!r.until.empty())
        words.insert(words.end(), {"--until", r.until});
    words.push_back("--measure");
    words.insert(words.end(), r.measures.begin(), r.measures.end());
    if (!r.vary.empty()) {
        std::string values;
        for (const BatchSeries& s : r.series)
            values += (values.empty() ? "" : ",") + s.value.value_or("");
        words.insert(words.end(), {"--vary", r.vary + "=" + values});
    }
    if (!r.series.empty() && r.series.front().coverage)
        words.push_back("--coverage");
    if (r.targetError)
        words.insert(words.end(), {"--target-error", numberText(*r.targetError)});
    return words;
}

OrderedJson toJson(const BatchReport& report)
{
    OrderedJson j;
    j["format"] = kFormat;
    j["scenario"] = report.scenario;
    if (!report.content.empty())
        j["content"] = report.content;
    j["fingerprint"] = report.fingerprint;
    j["rulebench"] = std::string(version());
    writeRunPlan(j, report);
    if (!report.shard.whole())
        j["shard"] = shardText(report.shard);
    if (!report.vary.empty())
        j["vary"] = report.vary;
    if (report.targetError)
        j["target_error"] = number(*report.targetError);
    writeRunRecord(j, batchCommand(report));
    if (report.cancelled || report.targetMet)
        j["stopped"] = report.cancelled ? "cancelled" : "target error met";
    j["results"] = OrderedJson::array();
    for (const BatchSeries& s : report.series)
        j["results"].push_back(seriesJson(report, s, baseline(report)));
    return j;
}

std::optional<BatchReport> reportFromJson(const Json& j, std::string& error)
{
    if (!j.is_object() || j.value("format", "") != kFormat) {
        error = std::string("not a batch's JSON (\"format\": \"") + kFormat + "\")";
        return std::nullopt;
    }
    try {
        BatchReport r;
        r.scenario = j.at("scenario").get<std::string>();
        r.content = j.value("content", "");
        r.fingerprint = j.at("fingerprint").get<std::string>();
        r.seed = j.at("seed").get<std::uint64_t>();
        r.runs = j.at("runs").get<std::int64_t>();
        r.turns = j.at("turns").get<std::int64_t>();
        r.until = j.at("until").get<std::string>();
        r.measures = j.at("measures").get<std::vector<std::string>>();
        if (j.contains("shard")) {
            const std::optional<Shard> s = parseShard(j.at("shard").get<std::string>());
            if (!s) {
                error = "\"shard\" is not K/N";
                return std::nullopt;
            }
            r.shard = *s;
        }
        r.vary = j.value("vary", "");
        if (j.contains("target_error"))
            r.targetError = j.at("target_error").get<double>();
        const std::string stopped = j.value("stopped", "");
        r.cancelled = stopped == "cancelled";
        r.targetMet = stopped == "target error met";
        for (const Json& s : j.at("results")) {
            BatchSeries series;
            if (!readSeries(s, r.measures.size(), series, error))
                return std::nullopt;
            r.series.push_back(std::move(series));
        }
        return r;
    } catch (const Json::exception& e) {
        error = std::string("a field is missing or of the wrong type: ") + e.what();
        return std::nullopt;
    }
}

std::vector<std::vector<std::string>> summaryRows(const BatchReport& report, const BatchSeries& series)
{
    std::vector<std::vector<std::string>> rows = {
        {"measure", "runs", "mean", "95% interval", "sd", "min", "p5", "p25", "p50", "p75", "p95", "max"}};
    for (std::size_t m = 0; m < report.measures.size(); ++m) {
        const Summary s = summarize(series.runs.column(m), measureShape(report.measures[m]));
        if (s.present == 0) {
            rows.push_back({report.measures[m], "0"});
            continue;
        }
        rows.push_back({report.measures[m], std::to_string(s.present), shortNumber(s.mean),
                        intervalText(s.low, s.high), shortNumber(s.sd), shortNumber(s.min),
                        shortNumber(s.p5), shortNumber(s.p25), shortNumber(s.p50), shortNumber(s.p75),
                        shortNumber(s.p95), shortNumber(s.max)});
    }
    return rows;
}

namespace {
std::string differenceText(const BatchReport& report, const BatchSeries& first, const BatchSeries& series)
{
    std::vector<std::vector<std::string>> rows = {{"measure", "pairs", "mean difference", "95% interval"}};
    for (std::size_t m = 0; m < report.measures.size(); ++m) {
        const std::optional<Summary> d = pairedDifference(first.runs.column(m), series.runs.column(m));
        if (d)
            rows.push_back({report.measures[m], std::to_string(d->present), shortNumber(d->mean),
                            intervalText(d->low, d->high)});
    }
    return "compared with " + report.vary + " = " + first.value.value_or("") + ", run by run:\n" + textTable(rows);
}
} // namespace

std::string runsCsv(const BatchReport& report)
{
    std::string out = report.vary.empty() ? "run,seed" : "value,run,seed";
    for (const std::string& m : report.measures)
        out += "," + csvField(m);
    out += "\n";
    for (const BatchSeries& series : report.series)
        for (std::size_t r = 0; r < series.runs.size(); ++r) {
            if (!report.vary.empty())
                out += csvField(series.value.value_or("")) + ",";
            out += std::to_string(series.runs.index[r]) + "," + std::to_string(series.runs.seed[r]);
            for (const std::optional<double>& v : series.runs.row(r))
                out += "," + (v ? numberText(*v) : std::string());
            out += "\n";
        }
    return out;
}

std::string summaryText(const BatchReport& report)
{
    std::string out = report.scenario + ": " + std::to_string(report.runs) + " runs of at most "
        + std::to_string(report.turns) + " turns from seed " + std::to_string(report.seed)
        + (report.until.empty() ? std::string() : ", each until \"" + report.until + "\"")
        + (report.shard.whole() ? std::string() : ", shard " + shardText(report.shard)) + "\n";
    if (report.cancelled || report.targetMet)
        out += (report.cancelled ? "cancelled" : "the target error was met") + std::string(" after ")
            + std::to_string(report.series.empty() ? 0 : report.series.back().runs.size()) + " runs\n";
    for (const BatchSeries& series : report.series) {
        if (series.value)
            out += report.vary + " = " + *series.value + ":\n";
        for (const std::string& p : series.problems)
            out += "  does not build, skipped: " + p + "\n";
        if (!series.problems.empty())
            continue;
        out += textTable(summaryRows(report, series));
        if (const BatchSeries* first = baseline(report); first && first != &series && first->problems.empty())
            out += differenceText(report, *first, series);
        if (series.coverage)
            out += coverageText(*series.coverage);
    }
    return out;
}

namespace {
// The shards' coverage of one series summed, in shard order (sums of whole numbers: any order gives the same).
bool mergeCoverage(const std::vector<BatchReport>& shards, std::size_t s, BatchSeries& into, std::string& error)
{
    if (!into.coverage)
        return true;
    into.coverage = shards.front().series[s].coverage;
    for (std::size_t k = 1; k < shards.size(); ++k)
        if (!addCoverage(*into.coverage, *shards[k].series[s].coverage, error))
            return false;
    return true;
}
} // namespace

std::optional<BatchReport> mergeShards(std::vector<BatchReport> shards, std::string& error)
{
    if (shards.empty()) {
        error = "no shards to merge";
        return std::nullopt;
    }
    const BatchReport& a = shards.front();
    std::vector<bool> seen(static_cast<std::size_t>(std::max<std::int64_t>(a.shard.count, 1)), false);
    for (const BatchReport& b : shards) {
        const auto differ = [&](const char* what) {
            error = b.scenario + " (shard " + shardText(b.shard) + ") is not of the same batch as " + a.scenario
                + " (shard " + shardText(a.shard) + "): its " + what + " differs";
            return std::nullopt;
        };
        if (b.fingerprint != a.fingerprint)
            return differ("scenario or content");
        if (b.seed != a.seed)
            return differ("seed");
        if (b.measures != a.measures)
            return differ("measures");
        if (b.runs != a.runs || b.turns != a.turns || b.until != a.until)
            return differ("runs, turns or --until");
        if (b.vary != a.vary || b.series.size() != a.series.size() || b.shard.count != a.shard.count)
            return differ("sweep or shard count");
        for (std::size_t k = 0; k < b.series.size(); ++k)
            if (b.series[k].coverage.has_value() != a.series[k].coverage.has_value()) {
                error = "shard " + shardText(b.shard) + (b.series[k].coverage ? " counted" : " did not count")
                    + " coverage and shard " + shardText(a.shard) + (a.series[k].coverage ? " did" : " did not")
                    + ": play every shard with --coverage or none";
                return std::nullopt;
            }
        if (b.cancelled) {
            error = "shard " + shardText(b.shard) + " was cancelled: run it again whole";
            return std::nullopt;
        }
        if (seen[static_cast<std::size_t>(b.shard.index - 1)]) {
            error = "shard " + shardText(b.shard) + " is given twice";
            return std::nullopt;
        }
        seen[static_cast<std::size_t>(b.shard.index - 1)] = true;
    }
    for (std::size_t k = 0; k < seen.size(); ++k)
        if (!seen[k]) {
            error = "shard " + std::to_string(k + 1) + "/" + std::to_string(seen.size()) + " is missing";
            return std::nullopt;
        }
    BatchReport merged = a;
    merged.shard = {};
    for (std::size_t s = 0; s < merged.series.size(); ++s) {
        std::vector<std::pair<std::int64_t, std::pair<std::size_t, std::size_t>>> order; // run, (shard, row)
        for (std::size_t k = 0; k < shards.size(); ++k)
            for (std::size_t r = 0; r < shards[k].series[s].runs.size(); ++r)
                order.push_back({shards[k].series[s].runs.index[r], {k, r}});
        std::sort(order.begin(), order.end());
        BatchRuns runs;
        runs.measures = a.measures.size();
        for (const auto& [run, where] : order) {
            const BatchRuns& from = shards[where.first].series[s].runs;
            runs.append(run, from.seed[where.second], from.row(where.second));
        }
        merged.series[s].runs = std::move(runs);
        if (!mergeCoverage(shards, s, merged.series[s], error))
            return std::nullopt;
    }
    return merged;
}

} // namespace rb
