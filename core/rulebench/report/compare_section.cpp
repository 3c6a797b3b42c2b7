// A comparison's section: what was run, each side's mean with its interval
// and the run-by-run difference with its verdict (the CLI's columns, in
// words too), per measure a chart of both sides and of the difference, the
// two sides' histograms, and the run that differs most replayed with each content.
#include "rulebench/batch/measures.h"
#include "rulebench/batch/report_text.h"
#include "rulebench/batch/statistics.h"
#include "rulebench/report/sections.h"
#include "rulebench/report/svg.h"

#include <cmath>
#include <tuple>

namespace rb::report {

namespace {
// A side's runs from "per_run": the run index and seed of each row, and each measure's column.
struct Side {
    std::vector<std::int64_t> index;
    std::vector<std::uint64_t> seed;
    std::vector<std::vector<std::optional<double>>> columns; // a measure
};

Side readSide(const Json& rows, std::size_t measures)
{
    Side s;
    s.columns.resize(measures);
    for (const Json& row : rows) {
        s.index.push_back(row.at(0).get<std::int64_t>());
        s.seed.push_back(row.at(1).get<std::uint64_t>());
        for (std::size_t m = 0; m < measures; ++m) {
            const Json& v = row.at(m + 2);
            s.columns[m].push_back(v.is_null() ? std::nullopt : std::optional(v.get<double>()));
        }
    }
    return s;
}

std::string whatWasRun(const Json& j, const std::string& file)
{
    std::string measures;
    for (const Json& m : j.at("measures"))
        measures += (measures.empty() ? "" : ", ") + m.get<std::string>();
    const std::string fingerprint = " (of the scenario's and this content's bytes)";
    return html::heading("What was run")
        + html::facts({{"Result file", file},
                       {"Scenario", text(j.at("scenario"))},
                       {"Its own content", text(j.at("content"))},
                       {"Its fingerprint", recorded(j, "fingerprint") + fingerprint},
                       {"Other content", text(j.at("other"))},
                       {"Other's fingerprint", recorded(j, "other_fingerprint") + fingerprint},
                       {"Seed", text(j.at("seed")) + "; both contents play the same run seeds, so each run is a pair"},
                       {"Run seeds", recorded(j, "run_seeds")},
                       {"Runs", text(j.at("runs")) + (j.value("stopped", "") == "cancelled" ? ", cancelled" : "")},
                       {"Turns", "at most " + text(j.at("turns"))
                                     + (j.at("until").get<std::string>().empty() ? "" : ", each run until " + text(j.at("until")))},
                       {"Measures", measures},
                       {"Confidence", text(j.at("confidence")) + "%"},
                       {"Rulebench", versionOf(j)}})
        + runAgain(j, file, "the editor compared its open content's unsaved text with a file (the fingerprints "
                            "say which bytes were played)");
}

std::string sideCell(const Json& side)
{
    return side.at("present").get<std::int64_t>() == 0
        ? std::string("present in no run")
        : shortNumber(side.at("mean").get<double>()) + " (" + intervalText(side.at("interval").at(0).get<double>(),
                                                                           side.at("interval").at(1).get<double>()) + ")";
}

std::string answers(const Json& j)
{
    const std::string own = text(j.at("content")), other = text(j.at("other"));
    const std::string interval = text(j.at("confidence")) + "% interval";
    std::vector<std::vector<std::string>> rows = {{"measure", own + ": mean (" + interval + ")",
                                                   other + ": mean (" + interval + ")", "pairs", "mean difference",
                                                   interval, "share happened (" + interval + ")", "verdict"}};
    std::string words = "<ul>\n";
    for (const auto& [measure, m] : j.at("compared").items()) {
        const Json& d = m.at("difference");
        const Json& h = m.at("happened");
        const std::string happened = signedText(h.at("share_difference").get<double>()) + " ("
            + intervalText(h.at("interval").at(0).get<double>(), h.at("interval").at(1).get<double>()) + ")";
        rows.push_back({measure, sideCell(m.at("content")), sideCell(m.at("other")),
                        d.is_null() ? "0" : text(d.at("present")), d.is_null() ? "" : number(d.at("mean")),
                        d.is_null() ? "" : intervalText(d.at("interval").at(0).get<double>(), d.at("interval").at(1).get<double>()),
                        happened, text(m.at("verdict"))});
        words += "<li>" + html::paragraph(measure + ": " + text(m.at("verdict")) + ". " + other + " minus " + own
                                          + ", run by run: "
                                          + (d.is_null() ? std::string("no run has the measure with both contents.")
                                                         : "mean " + number(d.at("mean")) + ", " + interval + " "
                                                             + intervalText(d.at("interval").at(0).get<double>(),
                                                                            d.at("interval").at(1).get<double>())
                                                             + (text(m.at("verdict")) == "changed"
                                                                    ? " (the interval leaves out 0, or the shares differ)."
                                                                    : " (the interval holds 0: no difference is shown)."))) + "</li>\n";
    }
    return html::heading("Answers") + html::table(rows, other + " against " + own + " on the same seeds") + words
        + "</ul>\n";
}

svg::Row sideRow(const std::string& label, const Json& side, const char* colour)
{
    svg::Row row;
    row.label = label;
    row.colour = colour;
    if (side.is_null() || side.at("present").get<std::int64_t>() == 0) {
        row.note = "no runs";
        return row;
    }
    row.value = side.at("mean").get<double>();
    row.interval = {{side.at("interval").at(0).get<double>(), side.at("interval").at(1).get<double>()}};
    return row;
}

std::string charts(const Json& j, const Side& own, const Side& other)
{
    std::vector<std::string> svgs;
    std::size_t m = 0;
    for (const auto& [measure, c] : j.at("compared").items()) {
        svg::Row difference = sideRow("difference", c.at("difference"), svg::kPalette[2]);
        difference.note = text(c.at("verdict"));
        svgs.push_back(svg::rowChart(measure + ": means with their intervals", measure,
                                     {sideRow(text(j.at("content")), c.at("content"), svg::kPalette[0]),
                                      sideRow(text(j.at("other")), c.at("other"), svg::kPalette[1]), difference}));
        const MeasureShape shape = measureShape(measure);
        for (const auto& [side, name, colour] : {std::tuple(&own, text(j.at("content")), svg::kPalette[0]),
                                                 std::tuple(&other, text(j.at("other")), svg::kPalette[1])})
            if (m < side->columns.size()) {
                const Summary s = summarize(side->columns[m], shape);
                if (s.present > 0)
                    svgs.push_back(histogramChart(measure + " with " + name + ": runs by value", s, colour));
            }
        ++m;
    }
    return html::charts(svgs);
}

// Per measure the pair of runs (same seed) whose values differ most, each side's replay.
std::string interestingRuns(const Json& j, const Side& own, const Side& other)
{
    std::vector<std::vector<std::string>> rows = {{"measure", "run", "seed", "own value", "other value", "replay"}};
    const Replay base{text(j.at("scenario")), j.at("turns").get<std::int64_t>(), 0, text(j.at("until")), {}, {}};
    for (std::size_t m = 0; m < own.columns.size() && m < other.columns.size(); ++m) {
        std::optional<std::size_t> most;
        double largest = -1;
        for (std::size_t r = 0; r < own.columns[m].size() && r < other.columns[m].size(); ++r)
            if (own.columns[m][r] && other.columns[m][r]
                && std::abs(*other.columns[m][r] - *own.columns[m][r]) > largest)
                largest = std::abs(*other.columns[m][r] - *own.columns[m][r]), most = r;
        if (!most)
            continue;
        Replay mine = base, theirs = base;
        mine.seed = theirs.seed = own.seed[*most];
        theirs.content = text(j.at("other"));
        const std::string measure = j.at("measures").at(m).get<std::string>();
        rows.push_back({measure, std::to_string(own.index[*most]), std::to_string(own.seed[*most]),
                        shortNumber(*own.columns[m][*most]), shortNumber(*other.columns[m][*most]),
                        replayCommand(mine)});
        rows.push_back({measure, std::to_string(own.index[*most]), std::to_string(own.seed[*most]), "", "",
                        replayCommand(theirs)});
    }
    return rows.size() > 1 ? html::table(rows, "The pair of runs that differs most, each content's run replayed alone", true)
                           : std::string();
}
} // namespace

html::Section compareSection(const Json& j, const std::string& file, const std::string& id)
{
    const std::size_t measures = j.at("measures").size();
    const Side own = readSide(j.at("per_run").at("content"), measures);
    const Side other = readSide(j.at("per_run").at("other"), measures);
    const std::string body = whatWasRun(j, file) + answers(j) + html::heading("Charts") + charts(j, own, other)
        + html::heading("Runs of interest") + interestingRuns(j, own, other);
    return {id, "Comparison: " + text(j.at("other")) + " against " + text(j.at("content")) + " on "
                    + text(j.at("scenario")), body};
}

} // namespace rb::report
