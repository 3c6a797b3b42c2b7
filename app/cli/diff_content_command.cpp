// `rulebench diff-content A B`: what changed between two content files, one
// line a change in the designer's words (content_diff.h), with diff(1)'s
// exit codes (0 the same, 1 different, 2 bad input), so it serves as git's
// difftool. `diff-content --flat FILE`: one file, one line a field in the
// same words, for git's textconv.
#include "cli/cli.h"
#include "cli/content_files.h"

#include "rulebench/content/content_diff.h"

#include <ostream>

namespace rb::cli {

namespace {
constexpr const char* kUsage = "Usage: rulebench diff-content A B\n       rulebench diff-content --flat FILE\n";

// A scenario is no content file: said, not diffed as one.
std::optional<ContentFile> readContent(const std::string& path, std::ostream& err)
{
    std::optional<ContentFile> file = readContentFile(path, err);
    if (file && file->kind == ContentKind::Scenario) {
        err << path << ": a scenario; diff-content compares content files\n";
        return std::nullopt;
    }
    return file;
}
} // namespace

int runDiffContent(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    bool flat = false;
    std::vector<std::string> files;
    for (const std::string& a : args) {
        if (a == "--flat") {
            flat = true;
        } else if (a.size() > 1 && a.starts_with("-")) {
            err << unknownOption("diff-content", a) << "\n" << kUsage;
            return kExitUnusable;
        } else {
            files.push_back(a);
        }
    }
    if (files.size() != (flat ? 1u : 2u)) {
        err << kUsage;
        return kExitUnusable;
    }
    std::vector<OrderedJson> contents;
    for (const std::string& file : files) {
        std::optional<ContentFile> content = readContent(file, err);
        if (!content)
            return kExitUnusable;
        contents.push_back(std::move(content->json));
    }
    if (flat) {
        for (const std::string& line : flatContent(contents[0]))
            out << line << "\n";
        return kExitClean;
    }
    const std::vector<ContentDifference> changes = diffContent(contents[0], contents[1]);
    for (const ContentDifference& change : changes)
        out << changeInWords(change) << "\n";
    return changes.empty() ? kExitClean : kExitErrors;
}

} // namespace rb::cli
