// A tuning's section: what was run, each value tried as the CLI's table, the
// answer (or why there is none) in the CLI's words, the curve of the mean by
// value with its interval band and the target line, and the answer's runs replayed.
#include "rulebench/batch/batch.h"
#include "rulebench/batch/report_text.h"
#include "rulebench/batch/tune.h"
#include "rulebench/report/sections.h"
#include "rulebench/report/svg.h"

#include <algorithm>
#include <map>
#include <stdexcept>

namespace rb::report {

namespace {
std::string whatWasRun(const Json& j, const TuneHeader& h, const std::string& file)
{
    return html::heading("What was run")
        + html::facts({{"Result file", file},
                       {"Scenario", h.scenario},
                       {"Content", h.content.empty() ? std::string("not recorded") : h.content},
                       {"Fingerprint", recorded(j, "fingerprint") + " (of the scenario's and the content's bytes)"},
                       {"Tuned", h.path + " in " + std::to_string(h.a) + ".." + std::to_string(h.b)},
                       {"Target", "the mean of " + h.measure + " nearest " + shortNumber(h.target)},
                       {"Seed", std::to_string(h.seed) + "; every value plays the same run seeds"},
                       {"Run seeds", recorded(j, "run_seeds")},
                       {"Runs", std::to_string(h.runs) + " a value"},
                       {"Turns", "at most " + std::to_string(h.turns) + (h.until.empty() ? "" : ", each run until " + h.until)},
                       {"Rulebench", versionOf(j)}})
        + runAgain(j, file, {});
}

std::string curve(const TuneHeader& h, const TuneResult& r)
{
    std::map<std::int64_t, const TuneProbe*> byValue; // the curve runs left to right, whatever order bisection took
    for (const TuneProbe& p : r.tried)
        if (p.problems.empty() && p.summary.present > 0)
            byValue[p.value] = &p;
    if (byValue.empty())
        return {};
    std::vector<double> x, low, high;
    std::vector<std::pair<double, double>> means;
    svg::Range y{h.target, h.target};
    for (const auto& [value, p] : byValue) {
        x.push_back(static_cast<double>(value)), low.push_back(p->summary.low), high.push_back(p->summary.high);
        means.push_back({static_cast<double>(value), p->summary.mean});
        y = {std::min(y.low, p->summary.low), std::max(y.high, p->summary.high)};
    }
    svg::Plot plot("mean of " + h.measure + " by " + h.path, h.path, "mean of " + h.measure,
                   {static_cast<double>(h.a), static_cast<double>(h.b)}, y);
    plot.band(x, low, high, svg::kPalette[0]);
    plot.line(means, svg::kPalette[0], "mean");
    plot.horizontal(h.target, svg::kPalette[3], "target " + shortNumber(h.target));
    plot.legend(svg::kPalette[0], "mean, 95% interval band");
    plot.legend(svg::kPalette[3], "target");
    return html::charts({plot.svg()});
}
} // namespace

html::Section tuneSection(const Json& j, const std::string& file, const std::string& id)
{
    TuneHeader h;
    TuneResult r;
    std::string why;
    if (!tuneFromJson(j, h, r, why))
        throw std::runtime_error(why);
    std::string body = whatWasRun(j, h, file) + html::heading("Answer");
    const std::string answer = tuneAnswer(h, r);
    std::size_t from = 0;
    for (std::size_t end = answer.find('\n'); end != std::string::npos; from = end + 1, end = answer.find('\n', from))
        body += html::paragraph(answer.substr(from, end - from));
    if (r.answer) {
        const TuneProbe& p = r.tried[*r.answer];
        body += html::paragraph(intervalWords(h.measure + " at " + h.path + " = " + std::to_string(p.value),
                                              p.summary.mean, p.summary.low, p.summary.high, p.summary.present));
    }
    body += html::table(tuneRows(r), "Each value tried, in the order played") + html::heading("The curve")
        + curve(h, r);
    if (r.answer) {
        const Replay replay{h.scenario, h.turns, runSeed(h.seed, 0), h.until, {},
                            h.path + "=" + std::to_string(r.tried[*r.answer].value)};
        body += html::heading("Runs of interest")
            + html::paragraph("The answer's first run (run 0, seed " + std::to_string(runSeed(h.seed, 0))
                              + "), replayed alone:")
            + html::command(replayCommand(replay));
    }
    return {id, "Tuning: " + h.path + " for " + h.measure + " on " + h.scenario, body};
}

} // namespace rb::report
