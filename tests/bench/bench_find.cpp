// The Find pane at game size: content of 20,000 definitions (the demo's,
// multiplied by make_big_content.py; run.sh passes it in
// RULEBENCH_SCALE_CONTENT), a where-query over its 5,460 statuses and a
// definition's usages over all of it (the content walked, the scenarios
// beside it read), each as the pane runs it on the UI thread, results
// listed in its model. run.sh divides each by a 16.7 ms frame: within it,
// the window never visibly waits on a search.
#include "document/content_document.h"
#include "find/find_panel.h"
#include "find/find_search.h"


#include <benchmark/benchmark.h>


namespace {

QString contentPath() { return QString::fromLocal8Bit(qgetenv("RULEBENCH_SCALE_CONTENT")); }

rb::ContentDocument& document()
{
    static rb::ContentDocument* doc = [] {
        auto* d = new rb::ContentDocument;
        d->open(contentPath());
        return d;
    }();
    return *doc;
}

void runQuery(benchmark::State& state, const QString& query, std::size_t atLeast)
{
    rb::ContentDocument& doc = document();
    if (!doc.spec() || doc.spec()->statuses.size() < 5000) {
        state.SkipWithError("RULEBENCH_SCALE_CONTENT names no content of 20,000 definitions");
        return;
    }
    rb::FindPanel panel(&doc);
    for (auto _ : state) {
        const rb::FindResult& found = panel.run(query);
        if (found.places.size() < atLeast || !found.problem.isEmpty()) {
            state.SkipWithError(qPrintable(QStringLiteral("%1 found %2").arg(query).arg(found.places.size())));
            return;
        }
        benchmark::DoNotOptimize(found.places.data());
    }
}

void BM_Find_Where_20000(benchmark::State& state)
{
    runQuery(state, QStringLiteral("statuses where max_stacks >= 2 and tick.amount > 0 or badge = z"), 900);
}
BENCHMARK(BM_Find_Where_20000)->Unit(benchmark::kMillisecond);

void BM_Find_Usages_20000(benchmark::State& state)
{
    runQuery(state, QStringLiteral("uses damage_kinds:kinetic"), 1000);
}
BENCHMARK(BM_Find_Usages_20000)->Unit(benchmark::kMillisecond);

} // namespace
