// A sensitivity's section: what was run, every field as the CLI's table in
// rank order, per measure the ranking as a chart (each field's change with
// its interval as an error bar, the never used marked), and the most
// telling field's step replayed.
#include "rulebench/batch/batch.h"
#include "rulebench/batch/report_text.h"
#include "rulebench/batch/sensitivity.h"
#include "rulebench/report/sections.h"
#include "rulebench/report/svg.h"

#include <stdexcept>

namespace rb::report {

namespace {
constexpr std::size_t kChartRows = 25; // a ranking's chart shows the top fields

std::string whatWasRun(const Json& j, const SensitivityHeader& h, const std::string& file, std::size_t fields)
{
    std::string measures;
    for (const std::string& m : h.measures)
        measures += (measures.empty() ? "" : ", ") + m;
    return html::heading("What was run")
        + html::facts({{"Result file", file},
                       {"Scenario", h.scenario},
                       {"Content", h.content.empty() ? std::string("not recorded") : h.content},
                       {"Fingerprint", recorded(j, "fingerprint") + " (of the scenario's and the content's bytes)"},
                       {"Fields", std::to_string(fields) + (h.fields.empty() ? ", every number" : ", those asked for")
                                      + ", each stepped up once against the content as it is"},
                       {"Seed", std::to_string(h.seed) + "; every step plays the same run seeds"},
                       {"Run seeds", recorded(j, "run_seeds")},
                       {"Runs", std::to_string(h.runs) + " a field"},
                       {"Turns", "at most " + std::to_string(h.turns) + (h.until.empty() ? "" : ", each run until " + h.until)},
                       {"Measures", measures},
                       {"Rulebench", versionOf(j)}})
        + runAgain(j, file, {});
}

std::string ranking(const SensitivityHeader& h, const std::vector<FieldEffect>& effects)
{
    std::vector<std::string> svgs;
    for (std::size_t m = 0; m < h.measures.size(); ++m) {
        std::vector<svg::Row> rows;
        for (const FieldEffect& e : effects) {
            if (rows.size() == kChartRows || e.state == FieldEffect::State::Skipped)
                continue;
            svg::Row row;
            row.label = e.field.vary.path + " " + e.field.from + "->" + e.field.to;
            if (e.state == FieldEffect::State::NeverUsed) {
                row.marked = true;
                row.note = "never used";
            } else if (m < e.change.size() && e.change[m]) {
                row.value = e.change[m]->mean;
                row.interval = {{e.change[m]->low, e.change[m]->high}};
                row.note = e.change[m]->low > 0 || e.change[m]->high < 0 ? "changed" : "";
            }
            rows.push_back(std::move(row));
        }
        if (!rows.empty())
            svgs.push_back(svg::rowChart("change in the mean of " + h.measures[m] + ", by rank",
                                         "change with its 95% interval", rows));
    }
    return html::charts(svgs);
}
} // namespace

html::Section sensitivitySection(const Json& j, const std::string& file, const std::string& id)
{
    SensitivityHeader h;
    std::vector<FieldEffect> effects;
    std::string why;
    if (!sensitivityFromJson(j, h, effects, why))
        throw std::runtime_error(why);
    std::string body = whatWasRun(j, h, file, effects.size()) + html::heading("Answers")
        + html::table(sensitivityRows(h, effects), "Each field one step up, most telling first");
    std::size_t detectable = 0;
    for (const FieldEffect& e : effects)
        detectable += e.state == FieldEffect::State::Played && e.detectable();
    body += html::paragraph(std::to_string(detectable) + " of " + std::to_string(effects.size())
                            + " fields moved a measure beyond chance: the 95% interval of the change leaves out 0.");
    body += html::heading("The ranking")
        + (effects.size() > kChartRows ? html::paragraph("The charts show the " + std::to_string(kChartRows)
                                                         + " highest ranked fields; the table has them all.")
                                       : std::string())
        + ranking(h, effects);
    if (!effects.empty() && effects.front().state == FieldEffect::State::Played) {
        const FieldEffect& top = effects.front();
        const Replay replay{h.scenario, h.turns, runSeed(h.seed, 0), h.until, {}, top.field.vary.path + "=" + top.field.to};
        body += html::heading("Runs of interest")
            + html::paragraph("The most telling step (" + top.field.vary.path + " " + top.field.from + " -> "
                              + top.field.to + "), its first run (seed " + std::to_string(runSeed(h.seed, 0))
                              + ") replayed alone:")
            + html::command(replayCommand(replay));
    }
    return {id, "Sensitivity: " + h.scenario, body};
}

} // namespace rb::report
