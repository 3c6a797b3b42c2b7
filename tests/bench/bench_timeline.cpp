// The sandbox's status timeline, built and painted offscreen: a 500-turn run
// of 20 actors, each afflicted ten times over it (200 status instances and
// their refreshes and refusals), laid out and rendered at 1200x800 the way
// the Timeline tab does after each turn. run.sh divides it by a 16.7 ms
// frame: at most 1.
#include "document/content_document.h"
#include "sandbox/sandbox_session.h"
#include "sandbox/sandbox_timeline.h"

#include "rulebench/sandbox/scenario.h"

#include <QFile>
#include <QImage>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <string>

namespace {

constexpr const char* kContent = R"({"format": "rulebench/1",
  "stats": [{"name": "health", "default": 1000, "min": 0}, {"name": "armor"}],
  "damage_kinds": [{"name": "thermal"}],
  "statuses": [
    {"name": "burning", "badge": "b", "tick": {"kind": "thermal", "amount": 1}},
    {"name": "guarded", "badge": "g", "stacking": "Stack", "max_stacks": 3, "overflow": "replace-oldest",
     "modifiers": [{"stat": "armor", "op": "Add", "value": 1}]},
    {"name": "mending", "badge": "m", "stacking": "Extend", "tick": {"kind": "thermal", "amount": -1}},
    {"name": "slowed", "badge": "s", "stacking": "Ignore"}],
  "actors": [{"name": "grunt", "glyph": "g", "faction": "horde"}]})";

rb::ScenarioSpec crowd()
{
    rb::ScenarioSpec spec;
    spec.content = "timeline.rules.json";
    spec.seed = 42;
    spec.map.assign(2, std::string(10, '.'));
    const char* statuses[] = {"burning", "guarded", "mending", "slowed"};
    for (int i = 0; i < 20; ++i) {
        rb::PlacedActorSpec& placed = spec.actors.emplace_back();
        placed.id = "g" + std::to_string(i);
        placed.actor = "grunt";
        placed.at = rb::Cell{i % 10, i / 10};
        for (int k = 0; k < 10; ++k) {
            rb::ActionSpec& afflict = spec.script.emplace_back();
            afflict.turn = 1 + k * 50 + i;
            afflict.action = "afflict";
            afflict.id = placed.id;
            afflict.status = statuses[(i + k) % 4];
            afflict.turns = 20 + (i * 7 + k * 13) % 40;
        }
    }
    return spec;
}

void BM_Timeline_BuildAndPaint(benchmark::State& state)
{
    QTemporaryDir dir;
    QFile content(dir.filePath(QStringLiteral("timeline.rules.json")));
    QFile scenario(dir.filePath(QStringLiteral("timeline.scenario.json")));
    if (!content.open(QIODevice::WriteOnly) || !scenario.open(QIODevice::WriteOnly)) {
        state.SkipWithError("cannot write the scenario");
        return;
    }
    content.write(kContent);
    scenario.write(QByteArray::fromStdString(rb::serializeScenario(crowd())));
    content.close();
    scenario.close();
    rb::ContentDocument doc;
    rb::SandboxSession session(&doc);
    if (!session.open(scenario.fileName())) {
        state.SkipWithError("the scenario does not open");
        return;
    }
    session.run(500);
    rb::SandboxTimeline view(&session);
    view.resize(1200, 800);
    QImage image(view.canvas()->size().expandedTo(QSize(1200, 800)), QImage::Format_ARGB32_Premultiplied);
    std::size_t bars = 0;
    for (const rb::TimelineLane& lane : view.canvas()->timeline().lanes)
        bars += lane.bars.size();
    state.counters["instances"] = static_cast<double>(bars);
    for (auto _ : state) {
        view.canvas()->refresh();
        view.canvas()->render(&image);
        benchmark::DoNotOptimize(image.constBits());
    }
}
BENCHMARK(BM_Timeline_BuildAndPaint)->Unit(benchmark::kMillisecond);

} // namespace
