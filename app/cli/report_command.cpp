// `rulebench report RESULT.json... -o REPORT.html`: the --json of batch,
// merge, compare, tune, sensitivity and check (and batch --coverage) made one
// self-contained HTML page (rulebench/report/html_report.h), a section a
// result in the order given. Every file that is not such a result is named
// at once, and nothing is written (exit 2); the page is written whole or not at all.
#include "cli/atomic_file.h"
#include "cli/cli.h"
#include "cli/output_paths.h"

#include "rulebench/report/html_report.h"

#include <map>
#include <ostream>

namespace rb::cli {

namespace {
constexpr const char* kUsage = "Usage: rulebench report RESULT.json... -o REPORT.html\n";
}

int runReport(const std::vector<std::string>& args, std::ostream&, std::ostream& err)
{
    std::map<std::string, std::string, std::less<>> options;
    std::vector<std::string> files;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "-o") {
            if (i + 1 >= args.size()) {
                err << "rulebench report: -o needs a file\n" << kUsage;
                return kExitUnusable;
            }
            options[args[i]] = args[i + 1];
            ++i;
        } else if (args[i].size() > 1 && args[i].starts_with("-")) {
            err << unknownOption("report", args[i]) << "\n" << kUsage;
            return kExitUnusable;
        } else {
            files.push_back(args[i]);
        }
    }
    if (files.empty() || !options.contains("-o")) {
        err << "rulebench report: " << (files.empty() ? "needs at least one result, RESULT.json" : "needs -o REPORT.html")
            << "\n" << kUsage;
        return kExitUnusable;
    }
    std::vector<InputFile> inputs;
    for (const std::string& file : files)
        inputs.push_back({file, "a result"});
    if (!checkOutputs("report", inputs, givenOutputs(options, {{"-o", "the report"}}), err))
        return kExitUnusable;
    std::vector<ReportInput> results;
    bool readable = true;
    for (const std::string& file : files) {
        std::string bytes, why;
        if (!readWholeFile(file, bytes, why)) {
            err << file << ": cannot read: " << why << "\n";
            readable = false;
        }
        results.push_back({file, std::move(bytes)});
    }
    if (!readable)
        return kExitUnusable;
    std::string errors;
    const std::optional<std::string> page = htmlReport(results, errors);
    if (!page) {
        err << errors;
        return kExitUnusable;
    }
    return writeFile(options.at("-o"), *page, "the report", err) ? kExitClean : kExitUnusable;
}

} // namespace rb::cli
