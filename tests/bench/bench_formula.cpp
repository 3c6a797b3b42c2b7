// A turn of 1,000 actors whose ticks and blows are formulas, against the same
// turn with constants: each actor carries a burning tick (1) and a healing
// tick (-2) and jabs itself (1), so health stays where it is however long it
// runs. The formulas give the same numbers by reading the state (stacks, a
// status, a stat), and their workings go to the log as in any run.
// RATIO formula_turn_vs_constant_turn (target <= 1.5).
#include "rulebench/content/build.h"
#include "rulebench/stats/status_rules.h"
#include "rulebench/world/world.h"

#include <benchmark/benchmark.h>

#include <cmath>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

namespace {

std::string content(bool formulas)
{
    const std::string burn = formulas ? "\"=min(1, target.stacks(burning))\"" : "1";
    const std::string heal = formulas ? "\"=-2 * target.stacks(healing)\"" : "-2";
    const std::string jab = formulas ? "\"=if(target.has(burning), max(1, user.stat(focus) / 100), 0)\"" : "\"1\"";
    return R"({"format": "rulebench/1",
      "stats": [{"name": "health", "default": 20, "min": 0}, {"name": "focus"}],
      "damage_kinds": [{"name": "kinetic"}, {"name": "thermal"}],
      "statuses": [{"name": "burning", "tick": {"kind": "thermal", "amount": )" + burn + R"(}},
                   {"name": "healing", "stacking": "Extend", "tick": {"kind": "thermal", "amount": )" + heal + R"(}}],
      "abilities": [{"name": "jab", "aim": "self", "effects": [{"kind": "Harm", "args": {"kind": "kinetic", "roll": )" + jab + R"(}}]}],
      "actors": [{"name": "grunt", "glyph": "g", "faction": "horde", "abilities": ["jab"]}]})";
}

struct Crowd {
    rb::World world;
    std::vector<rb::Action> jabs;
};

Crowd crowd(bool formulas, int actors)
{
    const rb::Validation v = rb::validateContent(content(formulas));
    if (!v.definitions || v.diagnostics.hasErrors())
        std::abort();
    const auto& defs = v.definitions;
    const int side = static_cast<int>(std::ceil(std::sqrt(actors))) + 2;
    rb::WorldSettings settings;
    settings.health = *defs->stats.find("health");
    Crowd c{rb::World(defs, rb::Grid(side, side), settings, 42), {}};
    const rb::AbilityId jab = *defs->abilities.find("jab");
    for (int i = 0; i < actors; ++i) {
        const std::string id = "g" + std::to_string(i);
        if (!c.world.place(id, *defs->actors.find("grunt"), {i % side, i / side}))
            std::abort();
        const rb::ActorRef self = c.world.actor(id)->ref;
        rb::Holder& holder = c.world.edit(id)->holder;
        for (const char* status : {"burning", "healing"})
            rb::afflict(*defs, holder, rb::Afflict{self, *defs->statuses.find(status), 1'000'000'000, rb::EntityRef{}});
        c.jabs.push_back(rb::Action::cast(id, jab));
    }
    return c;
}

void turns(benchmark::State& state, bool formulas)
{
    Crowd c = crowd(formulas, 1000);
    rb::TurnReport report;
    for (int warm = 0; warm < 3; ++warm)
        c.world.step(c.jabs, {}, report);
    for (auto _ : state) {
        c.world.step(c.jabs, {}, report);
        benchmark::DoNotOptimize(report.events.data());
    }
}

void BM_Formula_Turn(benchmark::State& state) { turns(state, true); }
void BM_Constant_Turn(benchmark::State& state) { turns(state, false); }
BENCHMARK(BM_Formula_Turn)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Constant_Turn)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
