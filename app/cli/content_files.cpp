#include "cli/content_files.h"

#include "cli/cli.h"

#include "rulebench/content/content.h"
#include "rulebench/content/content_renames.h"
#include "rulebench/content/sections.h"
#include "rulebench/sandbox/scenario.h"
#include "rulebench/sandbox/scenario_merge.h"

#include <ostream>

namespace rb::cli {

namespace {
bool blank(const std::string& bytes) { return bytes.find_first_not_of(" \t\r\n") == std::string::npos; }

bool isScenarioJson(const std::string& bytes)
{
    const Json json = Json::parse(bytes, nullptr, false);
    return json.is_object() && json.value("format", Json()) == Json(std::string(kScenarioFormat));
}
} // namespace

std::optional<ContentSpec> readContentSpec(const std::string& path, std::string_view command, std::ostream& err)
{
    std::string bytes, why;
    if (!readWholeFile(path, bytes, why)) {
        err << path << ": cannot read: " << why << "\n";
        return std::nullopt;
    }
    if (isScenarioJson(bytes)) {
        err << path << ": a scenario; " << command << " reads content files\n";
        return std::nullopt;
    }
    ContentLoad load = loadContent(bytes);
    if (!load.spec)
        for (const Diagnostic& d : load.diagnostics.all())
            err << format(path, d) << "\n";
    return std::move(load.spec);
}

std::optional<ContentFile> readContentFile(const std::string& path, std::ostream& err)
{
    std::string bytes, why;
    if (!readWholeFile(path, bytes, why)) {
        err << path << ": cannot read: " << why << "\n";
        return std::nullopt;
    }
    ContentFile file;
    file.kind = isScenarioJson(bytes) ? ContentKind::Scenario : ContentKind::Content;
    if (blank(bytes)) {
        file.json = OrderedJson::object();
        return file;
    }
    std::optional<OrderedJson> json =
        file.kind == ContentKind::Scenario ? normalizedScenario(bytes, why) : normalizedContent(bytes, why);
    if (!json) {
        err << path << ": " << why << "\n";
        return std::nullopt;
    }
    file.json = std::move(*json);
    return file;
}

bool looksLikeContent(const Json& json)
{
    if (!json.is_object())
        return false;
    const Json format = json.value("format", Json());
    if (format == Json(std::string(kContentFormat)) || format == Json(std::string(kScenarioFormat)))
        return true;
    for (const SectionInfo& section : contentSections())
        if (json.contains(section.key))
            return true;
    return false;
}

} // namespace rb::cli
