// A batch's section (and a merge's, which is a batch's JSON; and with
// --coverage, its coverage): what was run, each series' answers as the CLI's
// summary table and in words, a histogram per measure, a sweep's curve per
// measure, the runs of interest with the command replaying each, coverage.
#include "rulebench/batch/measures.h"
#include "rulebench/batch/report_text.h"
#include "rulebench/batch/statistics.h"
#include "rulebench/report/sections.h"
#include "rulebench/report/svg.h"

#include <algorithm>

namespace rb::report {

namespace {
std::string joined(const std::vector<std::string>& words, const char* between)
{
    std::string out;
    for (const std::string& w : words)
        out += (out.empty() ? "" : between) + w;
    return out;
}

std::string whatWasRun(const Json& json, const BatchReport& r, const std::string& file)
{
    std::vector<std::pair<std::string, std::string>> rows = {
        {"Result file", file},
        {"Scenario", r.scenario},
        {"Content", r.content.empty() ? std::string("not recorded") : r.content},
        {"Fingerprint", r.fingerprint + " (of the scenario's and the content's bytes; shards of one batch share it)"},
        {"Seed", std::to_string(r.seed)},
        {"Run seeds", recorded(json, "run_seeds") + " (the runs of interest give theirs)"},
        {"Runs", std::to_string(r.runs) + (r.cancelled ? " asked, cancelled before all were played"
                                           : r.targetMet ? " at most, stopped when the target error was met" : "")},
        {"Turns", "at most " + std::to_string(r.turns) + (r.until.empty() ? "" : ", each run until " + r.until)},
        {"Measures", joined(r.measures, ", ")},
        {"Rulebench", versionOf(json)}};
    if (!r.vary.empty())
        rows.insert(rows.begin() + 9, {"Swept", r.vary + " over " + std::to_string(r.series.size()) + " values"});
    return html::heading("What was run") + html::facts(rows) + runAgain(json, file, {});
}

std::string seriesCharts(const BatchReport& r, const BatchSeries& series)
{
    std::vector<std::string> svgs;
    for (std::size_t m = 0; m < r.measures.size(); ++m) {
        const Summary s = summarize(series.runs.column(m), measureShape(r.measures[m]));
        if (s.present > 0)
            svgs.push_back(histogramChart(r.measures[m] + ": runs by value", s, svg::kPalette[m % 6]));
    }
    return html::charts(svgs);
}

std::string interestingRuns(const BatchReport& r, const BatchSeries& series)
{
    std::vector<std::vector<std::string>> rows = {{"measure", "which", "value", "run", "seed", "replay"}};
    for (std::size_t m = 0; m < r.measures.size(); ++m)
        for (const auto& [what, row] : runsOfInterest(series.runs.column(m))) {
            Replay replay{r.scenario, r.turns, series.runs.seed[row], r.until, {}, {}};
            if (series.value)
                replay.vary = r.vary + "=" + *series.value;
            rows.push_back({r.measures[m], what, shortNumber(*series.runs.column(m)[row]),
                            std::to_string(series.runs.index[row]), std::to_string(series.runs.seed[row]),
                            replayCommand(replay)});
        }
    return rows.size() > 1 ? html::table(rows, "Runs of interest, each replayed alone by its command", true) : std::string();
}
} // namespace

namespace {
std::string seriesPart(const BatchReport& r, const BatchSeries& series)
{
    std::string out = html::heading(series.value ? r.vary + " = " + *series.value : std::string("Answers"));
    for (const std::string& p : series.problems)
        out += html::paragraph("Does not build, skipped: " + p);
    if (!series.problems.empty())
        return out;
    out += html::table(summaryRows(r, series), "Each measure over " + std::to_string(series.runs.size()) + " runs");
    out += "<ul>\n";
    for (std::size_t m = 0; m < r.measures.size(); ++m) {
        const Summary s = summarize(series.runs.column(m), measureShape(r.measures[m]));
        out += "<li>" + html::paragraph(intervalWords(r.measures[m], s.mean, s.low, s.high, s.present)) + "</li>\n";
    }
    out += "</ul>\n" + seriesCharts(r, series) + interestingRuns(r, series);
    if (series.coverage)
        out += coveragePart(*series.coverage);
    return out;
}

// Each measure's mean over the swept values, with its interval as a band.
std::string sweepCharts(const BatchReport& r)
{
    std::vector<std::string> svgs;
    for (std::size_t m = 0; m < r.measures.size(); ++m) {
        std::vector<double> x, low, high;
        std::vector<std::pair<double, double>> means;
        std::vector<std::pair<double, std::string>> labels;
        svg::Range y{0, 0};
        for (std::size_t v = 0; v < r.series.size(); ++v) {
            const Summary s = summarize(r.series[v].runs.column(m), measureShape(r.measures[m]));
            labels.push_back({static_cast<double>(v), r.series[v].value.value_or("")});
            if (!r.series[v].problems.empty() || s.present == 0)
                continue;
            x.push_back(static_cast<double>(v)), low.push_back(s.low), high.push_back(s.high);
            means.push_back({static_cast<double>(v), s.mean});
            y = means.size() == 1 ? svg::Range{s.low, s.high} : svg::Range{std::min(y.low, s.low), std::max(y.high, s.high)};
        }
        if (means.empty())
            continue;
        svg::Plot plot(r.measures[m] + " by " + r.vary, r.vary, "mean of " + r.measures[m],
                       {-0.5, static_cast<double>(r.series.size()) - 0.5}, y);
        plot.categories(labels);
        plot.band(x, low, high, svg::kPalette[0]);
        plot.line(means, svg::kPalette[0], "mean");
        plot.legend(svg::kPalette[0], "mean, 95% interval band");
        svgs.push_back(plot.svg());
    }
    return html::heading("The sweep") + html::charts(svgs);
}
} // namespace

html::Section batchSection(const Json& json, const BatchReport& r, const std::string& file, const std::string& id)
{
    std::string body = whatWasRun(json, r, file);
    if (!r.vary.empty())
        body += sweepCharts(r);
    for (const BatchSeries& s : r.series)
        body += seriesPart(r, s);
    const bool coverage = !r.series.empty() && r.series.front().coverage;
    return {id, std::string(coverage ? "Batch with coverage: " : "Batch: ") + r.scenario, body};
}

} // namespace rb::report
