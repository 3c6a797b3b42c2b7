// `rulebench merge-content BASE OURS THEIRS [-o OUT]`: git's merge driver for
// content and scenario files (`merge-content %O %A %B`), merging by
// definition and field (content_merge.h, scenario_merge.h). Without -o the
// result replaces OURS, atomically, as git expects of a driver. Exit 0 a
// clean merge, 1 conflicts (listed in the file's root "conflicts" and on
// standard error), 2 bad input.
#include "cli/atomic_file.h"
#include "cli/cli.h"
#include "cli/content_files.h"
#include "cli/output_paths.h"

#include "rulebench/content/content_merge.h"
#include "rulebench/sandbox/scenario_merge.h"

#include <ostream>

namespace rb::cli {

namespace {
constexpr const char* kUsage = "Usage: rulebench merge-content BASE OURS THEIRS [-o OUT]\n";

struct MergeArgs {
    std::vector<std::string> files; // base, ours, theirs
    std::string output;             // OURS when not given
    bool outputGiven = false;       // -o: then it may be none of the three
};

bool parseMergeArgs(const std::vector<std::string>& args, MergeArgs& out, std::ostream& err)
{
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "-o") {
            if (i + 1 >= args.size()) {
                err << "rulebench merge-content: " << args[i] << " needs a file\n" << kUsage;
                return false;
            }
            out.output = args[++i];
            out.outputGiven = true;
        } else if (args[i].size() > 1 && args[i].starts_with("-")) {
            err << unknownOption("merge-content", args[i]) << "\n" << kUsage;
            return false;
        } else {
            out.files.push_back(args[i]);
        }
    }
    if (out.files.size() != 3) {
        err << "rulebench merge-content: three files, BASE OURS THEIRS\n" << kUsage;
        return false;
    }
    if (out.output.empty())
        out.output = out.files[1];
    return true;
}

void sayConflicts(const std::string& output, const std::vector<MergeConflict>& conflicts, std::ostream& err)
{
    err << output << ": " << conflicts.size() << (conflicts.size() == 1 ? " conflict" : " conflicts")
        << ", listed under \"conflicts\" (ours kept):\n";
    for (const MergeConflict& c : conflicts)
        err << "  " << dottedPath(c.path) << " (" << c.where << ")\n";
}
} // namespace

int runMergeContent(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    (void)out;
    MergeArgs parsed;
    if (!parseMergeArgs(args, parsed, err))
        return kExitUnusable;
    // Without -o, OURS is replaced on purpose (git's merge driver); -o naming one of the three is a slip.
    const std::vector<InputFile> inputs{
        {parsed.files[0], "BASE"}, {parsed.files[1], "OURS (leave out -o to replace it)"}, {parsed.files[2], "THEIRS"}};
    if (parsed.outputGiven && !checkOutputs("merge-content", inputs, {{"-o", parsed.output, "the merged file"}}, err))
        return kExitUnusable;
    std::vector<ContentFile> sides;
    for (const std::string& file : parsed.files) {
        std::optional<ContentFile> side = readContentFile(file, err);
        if (!side)
            return kExitUnusable;
        sides.push_back(std::move(*side));
    }
    const bool scenario = sides[1].kind == ContentKind::Scenario || sides[2].kind == ContentKind::Scenario;
    const auto [merged, conflicts] = [&] {
        if (scenario) {
            ScenarioMergeResult r = mergeScenarios(sides[0].json, sides[1].json, sides[2].json);
            return std::pair(std::move(r.merged), std::move(r.conflicts));
        }
        ContentMergeResult r = mergeContent(sides[0].json, sides[1].json, sides[2].json);
        return std::pair(std::move(r.merged), std::move(r.conflicts));
    }();
    if (!writeFile(parsed.output, merged.dump(2) + "\n", "the merged file", err))
        return kExitUnusable;
    if (conflicts.empty())
        return kExitClean;
    sayConflicts(parsed.output, conflicts, err);
    return kExitErrors;
}

} // namespace rb::cli
