// `rulebench merge SHARD.json... [--csv RUNS.csv] [--json SUMMARY.json]`: the
// shards of one batch (`batch --shard K/N --json`) combined into exactly what
// the batch run whole gives, byte for byte: the summary, the runs, the JSON.
#include "cli/batch_io.h"
#include "cli/cli.h"
#include "cli/output_paths.h"
#include "cli/content_files.h"

#include <ostream>

namespace rb::cli {

namespace {
constexpr const char* kUsage = "Usage: rulebench merge SHARD.json... [--csv RUNS.csv] [--json SUMMARY.json]\n";
}

int runMerge(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    std::map<std::string, std::string, std::less<>> options;
    std::vector<std::string> files;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--csv" || args[i] == "--json") {
            if (i + 1 >= args.size()) {
                err << "rulebench merge: " << args[i] << " needs a file\n" << kUsage;
                return kExitUnusable;
            }
            options[args[i]] = args[i + 1];
            ++i;
        } else if (args[i].starts_with("-")) {
            err << unknownOption("merge", args[i]) << "\n" << kUsage;
            return kExitUnusable;
        } else {
            files.push_back(args[i]);
        }
    }
    if (files.empty()) {
        err << kUsage;
        return kExitUnusable;
    }
    std::vector<InputFile> inputs;
    for (const std::string& file : files)
        inputs.push_back({file, "a shard"});
    if (!checkOutputs("merge", inputs, givenOutputs(options, {{"--csv", "the runs"}, {"--json", "the report"}}), err))
        return kExitUnusable;
    std::vector<BatchReport> shards;
    for (const std::string& file : files) {
        std::string bytes, why;
        if (!readWholeFile(file, bytes, why)) {
            err << file << ": cannot read: " << why << "\n";
            return kExitUnusable;
        }
        const Json json = Json::parse(bytes, nullptr, false);
        std::optional<BatchReport> shard = json.is_discarded() ? std::nullopt : reportFromJson(json, why);
        if (!shard && looksLikeContent(json)) {
            err << file << ": a content file, not a batch's shard; did you mean merge-content?\n";
            return kExitUnusable;
        }
        if (!shard) {
            err << file << ": " << (json.is_discarded() ? "not JSON" : why) << "\n";
            return kExitUnusable;
        }
        shards.push_back(std::move(*shard));
    }
    std::string why;
    const std::optional<BatchReport> merged = mergeShards(std::move(shards), why);
    if (!merged) {
        err << "rulebench merge: " << why << "\n";
        return kExitUnusable;
    }
    return writeReport(*merged, options, out, err);
}

} // namespace rb::cli
