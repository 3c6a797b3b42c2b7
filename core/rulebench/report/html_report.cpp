#include "rulebench/report/html_report.h"

#include "rulebench/base/json_reader.h"
#include "rulebench/batch/batch_report.h"
#include "rulebench/report/sections.h"
#include "rulebench/version.h"

#include <stdexcept>

namespace rb {

namespace {
// One result's section, or the reason it has none (thrown).
html::Section sectionOf(const Json& json, const std::string& file, const std::string& id)
{
    const std::string format = json.is_object() ? json.value("format", "") : std::string();
    std::string why;
    if (format == "rulebench-batch/1") {
        const std::optional<BatchReport> report = reportFromJson(json, why);
        if (!report)
            throw std::runtime_error(why);
        return report::batchSection(json, *report, file, id);
    }
    if (format == "rulebench-compare/1")
        return report::compareSection(json, file, id);
    if (format == "rulebench-tune/1")
        return report::tuneSection(json, file, id);
    if (format == "rulebench-sensitivity/1")
        return report::sensitivitySection(json, file, id);
    if (format == "rulebench-check/1")
        return report::checkSection(json, file, id);
    throw std::runtime_error("not the --json of batch, merge, compare, tune, sensitivity or check (its \"format\" is "
                             + (format.empty() ? std::string("missing") : "\"" + format + "\"") + ")");
}
} // namespace

std::optional<std::string> htmlReport(const std::vector<ReportInput>& inputs, std::string& errors)
{
    std::vector<html::Section> sections;
    errors.clear();
    for (std::size_t i = 0; i < inputs.size(); ++i) {
        const Json json = Json::parse(inputs[i].bytes, nullptr, false);
        if (json.is_discarded()) {
            errors += inputs[i].file + ": not JSON\n";
            continue;
        }
        try {
            sections.push_back(sectionOf(json, inputs[i].file, "result-" + std::to_string(i + 1)));
        } catch (const Json::exception& e) {
            errors += inputs[i].file + ": a field is missing or of the wrong type: " + e.what() + "\n";
        } catch (const std::runtime_error& e) {
            errors += inputs[i].file + ": " + e.what() + "\n";
        }
    }
    if (!errors.empty())
        return std::nullopt;
    std::string files;
    for (const ReportInput& in : inputs)
        files += (files.empty() ? "" : ", ") + in.file;
    return html::page("Rulebench report", "From " + files + "; made by Rulebench " + std::string(version()) + ".",
                      sections);
}

} // namespace rb
