// A check's section: each expectation's verdict, mean, interval and bounds
// as a table, and check's own line for it in words.
#include "rulebench/batch/report_text.h"
#include "rulebench/report/sections.h"

namespace rb::report {

namespace {
std::string boundsOf(const Json& r)
{
    if (!r.contains("bounds"))
        return "not recorded";
    const Json& b = r.at("bounds");
    if (b.contains("at_least") && b.contains("at_most"))
        return number(b.at("at_least")) + " .. " + number(b.at("at_most"));
    return b.contains("at_least") ? "at least " + number(b.at("at_least")) : "at most " + number(b.at("at_most"));
}
// Each expectation as played: its scenario, content and their fingerprint, seed, turns and runs.
std::string played(const Json& j)
{
    std::vector<std::vector<std::string>> rows = {{"scenario", "content", "fingerprint", "seed", "turns", "runs"}};
    for (const Json& r : j.at("results"))
        if (r.contains("fingerprint"))
            rows.push_back({text(r.at("scenario")), text(r.at("content")), text(r.at("fingerprint")),
                            text(r.at("seed")), text(r.at("turns")), text(r.at("runs"))});
    return rows.size() > 1 ? html::table(rows, "Each expectation as played (the fingerprint is of its scenario's and "
                                               "content's bytes)")
                           : std::string();
}
} // namespace

html::Section checkSection(const Json& j, const std::string& file, const std::string& id)
{
    std::vector<std::vector<std::string>> rows = {
        {"scenario", "measure", "verdict", "runs", "mean", "95% interval", "bounds"}};
    std::string words = "<ul>\n";
    int passed = 0, total = 0;
    for (const Json& r : j.at("results")) {
        ++total;
        passed += text(r.at("verdict")) == "pass";
        const bool present = r.at("present").get<std::int64_t>() > 0;
        rows.push_back({text(r.at("scenario")), text(r.at("measure")), text(r.at("verdict")), text(r.at("runs")),
                        present ? number(r.at("mean")) : "",
                        present ? intervalText(r.at("ci95").at(0).get<double>(), r.at("ci95").at(1).get<double>()) : "",
                        boundsOf(r)});
        words += "<li>" + html::paragraph(r.contains("line") ? text(r.at("line"))
                                                             : intervalWords(text(r.at("measure")), r.at("mean").get<double>(),
                                                                             r.at("ci95").at(0).get<double>(),
                                                                             r.at("ci95").at(1).get<double>(),
                                                                             r.at("present").get<std::int64_t>()))
            + "</li>\n";
    }
    const std::string body = html::heading("What was run")
        + html::facts({{"Result file", file},
                       {"Expectations file", recorded(j, "expectations")},
                       {"Expectations", std::to_string(total)},
                       {"Run seeds", recorded(j, "run_seeds")},
                       {"Rulebench", versionOf(j)}})
        + played(j) + runAgain(j, file, {}) + html::heading("Answers") + html::paragraph(std::to_string(passed) + " of " + std::to_string(total) + " passed.")
        + html::table(rows, "Each expectation") + words + "</ul>\n";
    return {id, "Check: " + std::to_string(passed) + " of " + std::to_string(total) + " expectations passed", body};
}

} // namespace rb::report
