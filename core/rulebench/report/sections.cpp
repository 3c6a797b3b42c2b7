#include "rulebench/report/sections.h"

#include "rulebench/batch/report_text.h"
#include "rulebench/batch/run_record.h"
#include "rulebench/report/svg.h"

#include <algorithm>
#include <numeric>

namespace rb::report {

std::string intervalWords(const std::string& measure, double mean, double low, double high, std::int64_t runs)
{
    if (runs == 0)
        return measure + ": present in no run, so it has no mean.";
    return measure + ": mean " + shortNumber(mean) + ", 95% interval " + intervalText(low, high) + " over "
        + std::to_string(runs) + (runs == 1 ? " run" : " runs") + ": the mean of many more runs like these lies between "
        + shortNumber(low) + " and " + shortNumber(high) + ", with 95% confidence.";
}

std::string histogramChart(const std::string& title, const Summary& s, const char* colour)
{
    std::int64_t most = 0;
    for (const HistogramBin& b : s.bins)
        most = std::max(most, b.count);
    const double from = s.bins.empty() ? 0 : s.bins.front().from, to = s.bins.empty() ? 1 : s.bins.back().to;
    svg::Plot plot(title, "value", "runs", {from, to}, {0, static_cast<double>(std::max<std::int64_t>(most, 1))});
    for (const HistogramBin& b : s.bins)
        plot.bar(b.from, b.to, static_cast<double>(b.count), colour,
                 shortNumber(b.from) + " .. " + shortNumber(b.to) + ": " + std::to_string(b.count) + " runs");
    return plot.svg();
}

std::string replayCommand(const Replay& r)
{
    std::vector<std::string> words = {"rulebench", "simulate", r.scenario, "--turns", std::to_string(r.turns),
                                      "--seed", std::to_string(r.seed)};
    if (!r.until.empty())
        words.insert(words.end(), {"--until", r.until});
    if (!r.content.empty())
        words.insert(words.end(), {"--content", r.content});
    if (!r.vary.empty())
        words.insert(words.end(), {"--vary", r.vary});
    return shellLine(words);
}

std::vector<std::pair<std::string, std::size_t>> runsOfInterest(const std::vector<std::optional<double>>& column)
{
    std::vector<std::size_t> rows;
    for (std::size_t r = 0; r < column.size(); ++r)
        if (column[r])
            rows.push_back(r);
    if (rows.empty())
        return {};
    std::stable_sort(rows.begin(), rows.end(), [&](std::size_t a, std::size_t b) { return *column[a] < *column[b]; });
    return {{"least", rows.front()}, {"median", rows[(rows.size() - 1) / 2]}, {"greatest", rows.back()}};
}

std::string number(const Json& v) { return v.is_number() ? shortNumber(v.get<double>()) : std::string(); }

std::string text(const Json& v) { return v.is_string() ? v.get<std::string>() : v.dump(); }

std::string versionOf(const Json& json)
{
    return json.contains("rulebench") && json.at("rulebench").is_string() ? json.at("rulebench").get<std::string>()
                                                                          : std::string("not recorded");
}

std::string recorded(const Json& json, const char* key)
{
    return json.contains(key) && json.at(key).is_string() ? json.at(key).get<std::string>()
                                                          : std::string("not recorded");
}

std::string runAgain(const Json& json, const std::string& file, const std::string& why)
{
    if (json.contains("command") && json.at("command").is_string())
        return html::paragraph("Run it again:")
            + html::command(json.at("command").get<std::string>() + " " + shellLine({"--json", file}));
    if (json.contains("command"))
        return html::paragraph("No one command plays it again: " + why);
    return html::paragraph("The command that plays it again is not recorded (a file of an older Rulebench).");
}

} // namespace rb::report
