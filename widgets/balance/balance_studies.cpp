#include "balance/balance_studies.h"

#include "common/qt_strings.h"

#include "rulebench/base/diagnostic.h"
#include "rulebench/batch/batch_report.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace rb {

namespace {
QString tr(const char* text) { return QCoreApplication::translate("rb::BalanceView", text); }

bool sameFile(const std::string& a, const std::string& b)
{
    return QDir::cleanPath(QFileInfo(toQ(a)).absoluteFilePath()) == QDir::cleanPath(QFileInfo(toQ(b)).absoluteFilePath());
}

// A loaded side's errors, in the designer's words, each after `side`.
void addErrors(const SessionLoad& load, const QString& side, QStringList& out)
{
    for (const FileDiagnostic& d : load.problems)
        if (d.diagnostic.severity == Severity::Error)
            out << tr("%1: %2").arg(side, toQ(format(d.file, d.diagnostic)));
    if (!load.session && out.isEmpty())
        out << tr("%1: the scenario cannot be opened.").arg(side);
}

// The scenario with the open content's unsaved text standing for its file, as
// the Batch tab and the sandbox play it; a problem when it plays another content.
struct OpenContent {
    SessionLoad load;
    BatchPlan plan;
    QStringList problems;
};

OpenContent loadOpen(const BalanceInputs& in)
{
    OpenContent out;
    const ReadFile read = [&in](const std::string& file, std::string& bytes, std::string& reason) {
        if (!in.documentPath.empty() && sameFile(file, in.documentPath)) {
            bytes = in.documentText;
            return true;
        }
        return readFileBytes(file, bytes, reason);
    };
    out.load = loadSession(in.scenario, {std::nullopt, SessionMode::ForwardOnly}, read);
    if (in.documentPath.empty())
        out.problems << tr("The open content has no file yet: save it, then choose a scenario of it in the Batch tab.");
    else if (!out.load.contentPath.empty() && !sameFile(out.load.contentPath, in.documentPath))
        out.problems << tr("%1 plays %2, not the open content: choose a scenario of the open content in the Batch tab.")
                            .arg(QFileInfo(toQ(in.scenario)).fileName(), toQ(out.load.contentPath));
    else
        addErrors(out.load, tr("The open content"), out.problems);
    out.plan = in.plan;
    if (out.load.session)
        out.plan.seed = in.seed.value_or(out.load.session->spec().seed);
    return out;
}

std::optional<Batch> prepared(const Session& start, const BatchPlan& plan, const QString& side, QStringList& problems)
{
    std::string why;
    std::optional<Batch> batch = Batch::prepare(start, plan, why);
    if (!batch)
        problems << tr("%1: %2").arg(side, toQ(why));
    return batch;
}

// batch_report.h's fingerprint of the scenario's file with a content's text.
std::string fingerprintWith(const std::string& scenario, const std::string& contentText)
{
    std::string bytes, why;
    readFileBytes(scenario, bytes, why);
    return fingerprint(bytes, contentText);
}

// The fingerprint of the scenario with a content file as it is on disk.
std::string fingerprintOfFile(const std::string& scenario, const std::string& contentPath)
{
    std::string bytes, why;
    readFileBytes(contentPath, bytes, why);
    return fingerprintWith(scenario, bytes);
}

// The counter told a batch's runs done, after `before` already done.
BatchProgressFn counting(BalanceJob::Counter& done, std::int64_t before = 0)
{
    return [&done, before](std::int64_t d, std::int64_t) { done = before + d; };
}
} // namespace

BalanceOutcome compareContents(const BalanceInputs& in, std::stop_token stop, BalanceJob::Counter& done)
{
    BalanceOutcome out;
    OpenContent open = loadOpen(in);
    out.problems = open.problems;
    const QString beforeSide = in.otherPath.empty() ? tr("The saved file") : toQ(in.otherPath);
    const SessionLoad before = in.otherPath.empty()
        ? loadSession(in.scenario, {std::nullopt, SessionMode::ForwardOnly})
        : loadSession(in.scenario, {std::nullopt, SessionMode::ForwardOnly}, readFileBytes, in.otherPath);
    addErrors(before, beforeSide, out.problems);
    if (!out.problems.isEmpty())
        return out;
    BatchPlan afterPlan = open.plan;
    afterPlan.coverage = true; // what the open content uses, over the same runs
    const std::optional<Batch> own = prepared(*before.session, open.plan, beforeSide, out.problems);
    const std::optional<Batch> other = prepared(*open.load.session, afterPlan, tr("The open content"), out.problems);
    if (!own || !other)
        return out;
    ContentComparison c;
    c.scenario = in.scenario;
    c.ownContent = in.otherPath.empty() ? before.contentPath : in.otherPath;
    c.otherContent = open.load.contentPath;
    c.ownFingerprint = fingerprintOfFile(in.scenario, c.ownContent);
    c.otherFingerprint = fingerprintWith(in.scenario, in.documentText);
    c.replayable = false; // the open content's text is the editor's, not a file's
    static_cast<RunPlan&>(c) = open.plan;
    out.coverage = playComparison(c, *own, *other, stop, counting(done)).other;
    out.cancelled = c.cancelled;
    out.comparison = std::move(c);
    return out;
}

BalanceOutcome tuneNumber(const BalanceInputs& in, const TuneAsk& ask, std::stop_token stop, BalanceJob::Counter& done)
{
    BalanceOutcome out;
    OpenContent open = loadOpen(in);
    out.problems = open.problems;
    std::string why;
    std::optional<Vary> vary =
        parseVary(ask.path + "=" + std::to_string(ask.from) + ".." + std::to_string(ask.to), why);
    if (vary && !checkVaried(in.documentText, *vary, why))
        vary.reset();
    if (!vary)
        out.problems << tr("The number to tune, %1: %2").arg(toQ(ask.path), toQ(why));
    BatchPlan plan = open.plan;
    plan.measures = {ask.measure};
    if (!out.problems.isEmpty() || !prepared(*open.load.session, plan, tr("The open content"), out.problems))
        return out;
    out.tuneHeader = {in.scenario, vary->path, ask.measure, ask.target, ask.from, ask.to,
                      plan.seed, plan.runs, plan.turns, plan.until, open.load.contentPath,
                      fingerprintWith(in.scenario, in.documentText)};
    const PlayedContent base{in.scenario, open.load.contentPath, in.documentText};
    std::int64_t probes = 0;
    out.tune = tune(ask.from, ask.to, ask.target, [&](std::int64_t value) {
        return playTuneValue(base, *vary, value, plan, stop, counting(done, plan.runs * probes++));
    });
    out.cancelled = out.tune->outcome == TuneResult::Outcome::Cancelled;
    return out;
}

BalanceOutcome rankNumbers(const BalanceInputs& in, std::stop_token stop, BalanceJob::Counter& done)
{
    BalanceOutcome out;
    OpenContent open = loadOpen(in);
    out.problems = open.problems;
    BatchPlan basePlan = open.plan;
    basePlan.coverage = true;
    const std::optional<Batch> base =
        out.problems.isEmpty() ? prepared(*open.load.session, basePlan, tr("The open content"), out.problems) : std::nullopt;
    if (!base)
        return out;
    const std::vector<NumberField> fields = numberFields(OrderedJson::parse(in.documentText, nullptr, false));
    out.sensitivityHeader = {in.scenario,      open.plan.measures,    open.plan.seed,
                             open.plan.runs,   open.plan.turns,       open.plan.until,
                             open.load.contentPath, fingerprintWith(in.scenario, in.documentText), {}};
    SensitivityPlay played = playSensitivity({in.scenario, open.load.contentPath, in.documentText}, *base,
                                             open.load.session->world(), fields, stop, counting(done));
    out.cancelled = played.cancelled;
    out.effects = ranked(std::move(played.effects));
    return out;
}

std::vector<NumberField> wholeNumberFields(const std::string& contentText)
{
    std::vector<NumberField> out;
    for (NumberField& f : numberFields(OrderedJson::parse(contentText, nullptr, false)))
        if (f.vary.values.front().is_number_integer())
            out.push_back(std::move(f));
    return out;
}

} // namespace rb
