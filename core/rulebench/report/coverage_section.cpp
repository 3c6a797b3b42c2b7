// `batch --coverage`'s part of a batch's section: per section of the content
// each definition's share of runs it came into play in, as bars, the ones
// never used marked (a colour and the words "never used"), then their list.
#include "rulebench/batch/coverage.h"
#include "rulebench/batch/report_text.h"
#include "rulebench/report/sections.h"
#include "rulebench/report/svg.h"

namespace rb::report {

std::string coveragePart(const Coverage& c)
{
    std::string out = html::heading("Coverage over " + std::to_string(c.runs) + " runs");
    std::vector<std::string> svgs;
    std::vector<std::vector<std::string>> rows = {{"section", "definition", "runs it came into play in", "share"}};
    for (const Coverage::Section& s : c.sections) {
        std::vector<svg::Row> chart;
        for (std::size_t i = 0; i < s.names.size(); ++i) {
            const double share = c.runs > 0 ? static_cast<double>(s.runs[i]) / static_cast<double>(c.runs) : 0;
            svg::Row row;
            row.label = s.names[i];
            row.value = share;
            row.bar = true;
            row.marked = s.runs[i] == 0;
            row.note = row.marked ? "never used" : "";
            chart.push_back(std::move(row));
            rows.push_back({s.name, s.names[i], std::to_string(s.runs[i]),
                            s.runs[i] == 0 ? std::string("never used") : shortNumber(share)});
        }
        if (!chart.empty())
            svgs.push_back(svg::rowChart(s.name + ": share of runs each came into play in", "share of runs", chart));
    }
    out += html::charts(svgs);
    const std::vector<std::string> never = c.neverUsed();
    out += never.empty() ? html::paragraph("Never used: none.") : "<p class=\"never\">Never used:</p>\n<ul>\n";
    for (const std::string& n : never)
        out += "<li class=\"never\">" + html::paragraph(n) + "</li>\n";
    if (!never.empty())
        out += "</ul>\n";
    return out + html::table(rows, "Coverage, definition by definition");
}

} // namespace rb::report
