// `rulebench sensitivity SCENARIO --measure M... --runs N --turns MAX
// [--fields PATH...] [--seed S] [--threads T] [--until B] [--csv OUT.csv]
// [--json OUT.json]`: every number of the content (or the paths listed)
// stepped up once and played on the same run seeds as the content as it is,
// ranked by how surely it moves a measure (rulebench/batch/sensitivity.h).
// Exit 0, 2 for bad input, 130 on Ctrl+C.
#include "cli/atomic_file.h"
#include "cli/batch_args.h"
#include "cli/batch_io.h"
#include "cli/cli.h"
#include "cli/output_paths.h"

#include "rulebench/batch/report_text.h"
#include "rulebench/batch/sensitivity.h"
#include "rulebench/batch/varied_play.h"

#include <ostream>

namespace rb::cli {

namespace {
constexpr const char* kUsage =
    "Usage: rulebench sensitivity SCENARIO --measure M... --runs N --turns MAX [--fields PATH...]\n"
    "                             [--seed S] [--threads T] [--until BREAKPOINT] [--csv OUT.csv] [--json OUT.json]\n";

// --fields PATH... taken out of the arguments (every word up to the next option).
std::vector<std::string> takeFields(std::vector<std::string>& args, bool& given)
{
    std::vector<std::string> fields, rest;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] != "--fields") {
            rest.push_back(args[i]);
            continue;
        }
        given = true;
        while (i + 1 < args.size() && !args[i + 1].starts_with("--"))
            fields.push_back(args[++i]);
    }
    args = std::move(rest);
    return fields;
}

bool readFields(const std::vector<std::string>& paths, bool given, const OrderedJson& content,
                std::vector<NumberField>& out, std::ostream& err)
{
    if (given && paths.empty()) {
        err << "rulebench sensitivity: --fields needs at least one path\n" << kUsage;
        return false;
    }
    if (!given) {
        out = numberFields(content);
        return true;
    }
    for (const std::string& path : paths) {
        std::string why;
        std::optional<NumberField> f = numberFieldAt(content, path, why);
        if (!f) {
            err << "rulebench sensitivity: --fields \"" << path << "\": " << why << "\n";
            return false;
        }
        out.push_back(std::move(*f));
    }
    return true;
}

int writeSensitivity(const SensitivityHeader& h, const std::vector<FieldEffect>& effects, const BatchArgs& a,
                     bool cancelled, std::ostream& out, std::ostream& err)
{
    out << sensitivityText(h, effects);
    if (cancelled)
        out << "cancelled after " << effects.size() << " fields\n";
    bool written = true;
    if (a.has("--csv"))
        written = writeFile(a.value("--csv"), sensitivityCsv(h, effects), "the fields", err) && written;
    if (a.has("--json"))
        written = writeFile(a.value("--json"), indentedJson(sensitivityJson(h, effects)), "the fields", err) && written;
    return !written ? kExitUnusable : cancelled ? kExitInterrupted : kExitClean;
}
} // namespace

int runSensitivity(const std::vector<std::string>& argsIn, std::ostream& out, std::ostream& err)
{
    std::vector<std::string> args = argsIn;
    bool fieldsGiven = false;
    const std::vector<std::string> paths = takeFields(args, fieldsGiven);
    BatchArgs a;
    if (!readBatchArgs(args, "sensitivity", kUsage,
                       {"--runs", "--turns", "--seed", "--threads", "--until", "--csv", "--json"}, {}, true,
                       {"--runs", "--turns"}, a, err))
        return kExitUnusable;
    SessionLoad load;
    BatchPlan plan;
    if (const int failed = loadPlanned(a, load, plan, err); failed != kExitClean)
        return failed;
    if (!checkOutputs("sensitivity", scenarioInputs(a.scenario, load),
                      givenOutputs(a.values, {{"--csv", "the fields"}, {"--json", "the fields"}}), err))
        return kExitUnusable;
    std::string why, content, scenarioBytes;
    BatchPlan basePlan = plan;
    basePlan.coverage = true;
    std::optional<Batch> base = Batch::prepare(*load.session, basePlan, why);
    if (!base) {
        err << "rulebench sensitivity: " << why << "\n";
        return kExitUnusable;
    }
    readWholeFile(load.contentPath, content, why);
    readWholeFile(a.scenario, scenarioBytes, why);
    const OrderedJson json = OrderedJson::parse(content, nullptr, false);
    std::vector<NumberField> fields;
    if (!readFields(paths, fieldsGiven, json, fields, err))
        return kExitUnusable;

    const SensitivityHeader h{a.scenario, plan.measures, plan.seed, plan.runs, plan.turns, plan.until,
                              load.contentPath, fingerprint(scenarioBytes, content), paths};
    BatchProgress progress(err, "sensitivity", "fields");
    // One callback for all the fields: a line each tenth of them.
    SensitivityPlay played = playSensitivity({a.scenario, load.contentPath, content}, *base, load.session->world(),
                                             fields, progress.stopToken(), progress.callback());
    progress.finish();
    return writeSensitivity(h, ranked(std::move(played.effects)), a, played.cancelled, out, err);
}

} // namespace rb::cli
