#include "rulebench/batch/varied_play.h"

#include "rulebench/base/diagnostic.h"

namespace rb {

VariedRuns playVaried(const PlayedContent& base, const Vary& vary, const OrderedJson& value, const BatchPlan& plan,
                      std::stop_token stop, const BatchProgressFn& progress)
{
    VariedRuns out;
    const std::string text = variedContent(base.content, vary, value, out.unprepared);
    const SessionLoad load =
        loadWithContent(base.scenario, base.contentPath, text, {std::nullopt, SessionMode::ForwardOnly});
    for (const FileDiagnostic& d : load.problems)
        if (d.diagnostic.severity == Severity::Error)
            out.errors.push_back(d);
    const std::optional<Batch> batch =
        load.session ? Batch::prepare(*load.session, plan, out.unprepared) : std::nullopt;
    if (!batch)
        return out;
    out.played = true;
    out.unprepared.clear();
    out.result = batch->run(stop, progress);
    return out;
}

TuneProbe playTuneValue(const PlayedContent& base, const Vary& vary, std::int64_t value, const BatchPlan& plan,
                        std::stop_token stop, const BatchProgressFn& progress)
{
    TuneProbe p;
    p.value = value;
    VariedRuns played = playVaried(base, vary, OrderedJson(value), plan, stop, progress);
    for (const FileDiagnostic& d : played.errors)
        p.problems.push_back(format(d.file, d.diagnostic));
    if (played.errors.empty() && !played.played)
        p.problems.push_back(played.unprepared);
    if (!played.played)
        return p;
    p.cancelled = played.result.cancelled;
    p.runs = std::move(played.result.runs);
    p.summary = summarize(p.runs.column(0), measureShape(plan.measures.front()));
    return p;
}

FieldEffect playFieldEffect(const PlayedContent& base, const NumberField& field, const BatchPlan& plan,
                            const BatchRuns& baseRuns, std::stop_token stop, const BatchProgressFn& progress)
{
    FieldEffect e{field, FieldEffect::State::Played, {}, {}, {}};
    const VariedRuns played = playVaried(base, field.vary, field.vary.values.front(), plan, stop, progress);
    if (!played.played) {
        e.state = FieldEffect::State::Skipped;
        e.reason = played.errors.empty() ? played.unprepared : format(played.errors.front().diagnostic);
        return e;
    }
    for (std::size_t m = 0; m < plan.measures.size(); ++m) {
        const std::vector<std::optional<double>> a = baseRuns.column(m), b = played.result.runs.column(m);
        e.change.push_back(pairedDifference(a, b));
        const MeasureShape shape = measureShape(plan.measures[m]);
        const Summary before = summarize(a, shape), after = summarize(b, shape);
        e.happened.push_back(shareDifference(before.happened, before.runs, after.happened, after.runs));
    }
    return e;
}

SensitivityPlay playSensitivity(const PlayedContent& content, const Batch& base, const World& start,
                                const std::vector<NumberField>& fields, std::stop_token stop,
                                const BatchProgressFn& progress)
{
    SensitivityPlay out;
    const BatchResult baseResult = base.run(stop);
    const auto total = static_cast<std::int64_t>(fields.size());
    BatchPlan plan = base.plan();
    plan.coverage = false;
    out.cancelled = baseResult.cancelled;
    for (std::size_t i = 0; i < fields.size() && !out.cancelled; ++i) {
        if (progress)
            progress(static_cast<std::int64_t>(i), total); // where the command line's Ctrl+C becomes a stop
        if ((out.cancelled = stop.stop_requested()))
            break;
        if (!cameIntoPlay(fields[i], *baseResult.coverage, start))
            out.effects.push_back({fields[i], FieldEffect::State::NeverUsed, {}, {}, {}});
        else
            out.effects.push_back(playFieldEffect(content, fields[i], plan, baseResult.runs, stop));
        if ((out.cancelled = stop.stop_requested()))
            out.effects.pop_back(); // cut short: its change would be over fewer runs
    }
    if (!out.cancelled && progress)
        progress(total, total);
    return out;
}

ComparisonCoverage playComparison(ContentComparison& c, const Batch& own, const Batch& other, std::stop_token stop,
                    const BatchProgressFn& progress)
{
    const auto side = [&](std::int64_t before) -> BatchProgressFn {
        if (!progress)
            return {};
        return [&progress, before](std::int64_t done, std::int64_t total) { progress(before + done, 2 * total); };
    };
    ComparisonCoverage coverage;
    BatchResult result = own.run(stop, side(0));
    c.own = std::move(result.runs);
    c.cancelled = result.cancelled;
    coverage.own = std::move(result.coverage);
    if (c.cancelled)
        return coverage;
    result = other.run(stop, side(static_cast<std::int64_t>(own.runIndices().size())));
    c.other = std::move(result.runs);
    c.cancelled = result.cancelled;
    coverage.other = std::move(result.coverage);
    return coverage;
}

} // namespace rb
