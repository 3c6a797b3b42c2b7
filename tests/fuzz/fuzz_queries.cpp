// libFuzzer: the small languages a designer types into the sandbox and the
// command line, each fed any text. The first byte chooses the parser, the
// rest is its input, so a parser is added as one more case (batch measures
// and sweep paths will be):
//   0  a breakpoint (Breakpoint::parse: an event key pattern or a state
//      condition), matched against event keys and checked on the world
//   1  a state condition alone (parseStateCondition), checked on the world
//   2  a batch measure (parseMeasure), tallied over one turn of the world
//   3  a sweep (parseVary), each value set at its path in the demo content
// All read against the demo content and its statuses scenario.
#include "source_dir.h"
#include "rulebench/batch/measures.h"
#include "rulebench/batch/sweep.h"
#include "rulebench/content/build.h"
#include "rulebench/sandbox/scenario.h"
#include "rulebench/sandbox/session.h"
#include "rulebench/sandbox/state_condition.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <iterator>
#include <memory>
#include <string>
#include <string_view>

namespace {

std::string readSource(const char* relative)
{
    std::ifstream in(rb::test::sourcePath() + "/" + relative, std::ios::binary);
    return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

// The demo's statuses scenario, built once: conditions name its actors.
const rb::World& demoWorld()
{
    static const std::unique_ptr<const rb::Scenario> scenario = [] {
        rb::Validation v = rb::validateContent(readSource("resources/demo/demo.rules.json"));
        const rb::ScenarioLoad load = rb::loadScenario(readSource("resources/demo/statuses.scenario.json"));
        rb::Diagnostics diagnostics;
        std::optional<rb::Scenario> built;
        if (v.definitions && !v.diagnostics.hasErrors() && load.spec)
            built = rb::buildScenario(*load.spec, v.definitions, diagnostics);
        if (!built) {
            // Fuzzing against nothing would only test "unknown actor" forever.
            std::cerr << "fuzz_queries: the demo's statuses scenario does not build\n";
            std::abort();
        }
        return std::make_unique<const rb::Scenario>(std::move(*built));
    }();
    return scenario->world;
}

void breakpoint(std::string_view text)
{
    const rb::World& world = demoWorld();
    std::string error;
    const std::optional<rb::Breakpoint> b = rb::Breakpoint::parse(text, world, error);
    if (!b) {
        if (error.empty())
            std::abort(); // refused without a reason
        return;
    }
    for (std::string_view key : {"death@hero", "expired:scorched@hero", "applied:bleeding@rat", "", "*"})
        (void)b->matches(key);
    if (b->condition())
        (void)b->condition()->holds(world);
}

void stateCondition(std::string_view text)
{
    const rb::World& world = demoWorld();
    std::string error;
    if (const std::optional<rb::StateCondition> c = rb::parseStateCondition(text, world, error))
        (void)c->holds(world);
    else if (error.empty())
        std::abort(); // refused without a reason
}

void measure(std::string_view text)
{
    const rb::World& world = demoWorld();
    std::string error;
    const std::optional<rb::Measure> m = rb::parseMeasure(text, world, error);
    if (!m) {
        if (error.empty())
            std::abort(); // refused without a reason
        return;
    }
    const std::vector<rb::Measure> measures = {*m};
    rb::MeasureTally tally(measures, world);
    rb::World after = world;
    tally.turn(after.step({}), after);
    if (tally.finish(after).size() != 1)
        std::abort();
}

void sweep(std::string_view text)
{
    static const std::string content = readSource("resources/demo/demo.rules.json");
    std::string error;
    const std::optional<rb::Vary> v = rb::parseVary(text, error);
    if (!v) {
        if (error.empty())
            std::abort();
        return;
    }
    if (v->values.empty() || v->values.size() > rb::kMaxVaryValues || v->values.size() != v->texts.size())
        std::abort();
    for (std::size_t i = 0; i < v->values.size() && i < 4; ++i) {
        error.clear();
        if (rb::variedContent(content, *v, v->values[i], error).empty() && error.empty())
            std::abort(); // a path refused without a reason
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size == 0)
        return 0;
    const std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
    switch (data[0] % 4) {
    case 0: breakpoint(text); break;
    case 1: stateCondition(text); break;
    case 2: measure(text); break;
    case 3: sweep(text); break;
    }
    return 0;
}
