#include "cli/scenario_files.h"

#include "cli/cli.h"
#include "rulebench/content/content.h"

#include <algorithm>
#include <filesystem>
#include <ostream>

namespace rb::cli {

LoadedScenario loadScenarioFile(const std::string& path, std::optional<std::uint64_t> seed, std::ostream& out,
                                ScenarioSpec* specOut)
{
    LoadedScenario result;
    std::string bytes, reason;
    if (!readWholeFile(path, bytes, reason)) {
        out << path << ": cannot read: " << reason << "\n";
        result.exitCode = kExitUnusable;
        return result;
    }
    ScenarioLoad load = loadScenario(bytes);
    Diagnostics scenarioDiagnostics = std::move(load.diagnostics);
    if (!load.spec) {
        for (const auto& d : scenarioDiagnostics.all())
            out << format(path, d) << "\n";
        result.exitCode = kExitUnusable;
        return result;
    }

    // The content file, relative to the scenario's folder.
    auto defs = std::make_shared<Definitions>();
    bool contentUsable = false;
    if (!load.spec->content.empty()) {
        const std::string contentPath = (std::filesystem::path(path).parent_path() / load.spec->content).lexically_normal().string();
        std::string contentBytes;
        if (!readWholeFile(contentPath, contentBytes, reason)) {
            Where{&scenarioDiagnostics, "content", {}}.error("cannot read the content file \"" + contentPath + "\": " + reason);
            result.exitCode = kExitUnusable;
        } else {
            ContentLoad content = loadContent(contentBytes);
            Diagnostics contentDiagnostics = std::move(content.diagnostics);
            if (content.spec) {
                *defs = buildDefinitions(*content.spec, contentDiagnostics);
                contentUsable = true;
            } else {
                result.exitCode = kExitUnusable;
            }
            for (const auto& d : contentDiagnostics.all())
                out << format(contentPath, d) << "\n";
            if (contentDiagnostics.hasErrors())
                result.exitCode = std::max(result.exitCode, kExitErrors);
        }
    }
    // Checked against whatever of the content built, so both files' problems show at once.
    std::optional<Scenario> scenario;
    if (contentUsable)
        scenario = buildScenario(*load.spec, defs, scenarioDiagnostics, seed);
    for (const auto& d : scenarioDiagnostics.all())
        out << format(path, d) << "\n";
    if (scenarioDiagnostics.hasErrors())
        result.exitCode = std::max(result.exitCode, kExitErrors);
    if (result.exitCode == kExitClean && contentUsable)
        result.scenario = std::move(scenario);
    if (specOut)
        *specOut = *load.spec;
    return result;
}

} // namespace rb::cli
