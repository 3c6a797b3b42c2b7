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

#include "rulebench/base/diagnostic.h"
#include "rulebench/batch/report_text.h"
#include "rulebench/batch/sensitivity.h"

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

// One field stepped up and played, against the base runs.
FieldEffect playField(const NumberField& f, const BatchArgs& a, const SessionLoad& base, const std::string& content,
                      const BatchPlan& plan, const BatchRuns& baseRuns, std::stop_token stop)
{
    FieldEffect e{f, FieldEffect::State::Played, {}, {}};
    std::string why;
    const std::string text = variedContent(content, f.vary, f.vary.values.front(), why);
    const SessionLoad load =
        loadWithContent(a.scenario, base.contentPath, text, {std::nullopt, SessionMode::ForwardOnly});
    const std::optional<Batch> batch = load.session ? Batch::prepare(*load.session, plan, why) : std::nullopt;
    for (const FileDiagnostic& p : load.problems)
        if (p.diagnostic.severity == Severity::Error && e.reason.empty())
            e.reason = format(p.diagnostic);
    if (!batch) {
        e.state = FieldEffect::State::Skipped;
        e.reason = e.reason.empty() ? why : e.reason;
        return e;
    }
    const BatchRuns runs = batch->run(stop).runs;
    for (std::size_t m = 0; m < plan.measures.size(); ++m)
        e.change.push_back(pairedDifference(baseRuns.column(m), runs.column(m)));
    return e;
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
    std::string why, content;
    BatchPlan basePlan = plan;
    basePlan.coverage = true;
    std::optional<Batch> base = Batch::prepare(*load.session, basePlan, why);
    if (!base) {
        err << "rulebench sensitivity: " << why << "\n";
        return kExitUnusable;
    }
    readWholeFile(load.contentPath, content, why);
    const OrderedJson json = OrderedJson::parse(content, nullptr, false);
    std::vector<NumberField> fields;
    if (!readFields(paths, fieldsGiven, json, fields, err))
        return kExitUnusable;

    const SensitivityHeader h{a.scenario, plan.measures, plan.seed, plan.runs, plan.turns, plan.until};
    BatchProgress progress(err, "sensitivity", "fields");
    const BatchResult baseResult = base->run(progress.stopToken());
    std::vector<FieldEffect> effects;
    const auto total = static_cast<std::int64_t>(fields.size());
    const auto stopped = [&] { return progress.stopToken().stop_requested(); };
    bool cancelled = baseResult.cancelled;
    const auto tell = progress.callback(); // one for all the fields: a line each tenth of them
    for (std::size_t i = 0; i < fields.size() && !cancelled; ++i) {
        tell(static_cast<std::int64_t>(i), total); // where Ctrl+C becomes a stop request
        if ((cancelled = stopped()))
            break;
        if (!cameIntoPlay(fields[i], *baseResult.coverage, load.session->world()))
            effects.push_back({fields[i], FieldEffect::State::NeverUsed, {}, {}});
        else
            effects.push_back(playField(fields[i], a, load, content, plan, baseResult.runs, progress.stopToken()));
        if ((cancelled = stopped()))
            effects.pop_back(); // cut short: its change would be over fewer runs
    }
    if (!cancelled)
        tell(total, total);
    progress.finish();
    return writeSensitivity(h, ranked(std::move(effects)), a, cancelled, out, err);
}

} // namespace rb::cli
