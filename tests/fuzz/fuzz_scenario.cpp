// libFuzzer: any bytes through the scenario loader, written back out, and
// built against the demo content's definitions (read once, at the start).
#include "source_dir.h"
#include "rulebench/content/build.h"
#include "rulebench/sandbox/scenario.h"

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

std::shared_ptr<const rb::Definitions> demoDefinitions()
{
    const std::string path = rb::test::sourcePath() + "/resources/demo/demo.rules.json";
    std::ifstream in(path, std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    rb::Validation v = rb::validateContent(bytes);
    if (!v.definitions || v.diagnostics.hasErrors()) {
        // Fuzzing against nothing would only test "unknown name" forever.
        std::cerr << "fuzz_scenario: " << path << " does not build clean\n";
        std::abort();
    }
    return v.definitions;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const std::shared_ptr<const rb::Definitions> defs = demoDefinitions();
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    const rb::ScenarioLoad load = rb::loadScenario(bytes);
    if (!load.spec)
        return 0;
    (void)rb::serializeScenario(*load.spec);
    rb::Diagnostics diagnostics;
    (void)rb::buildScenario(*load.spec, defs, diagnostics);
    for (const auto& d : diagnostics.all())
        (void)rb::format(d);
    return 0;
}
