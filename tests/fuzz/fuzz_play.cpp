// libFuzzer: the input's bytes are the generator's choices (tests/property):
// a generated world, played and checked against the same invariants as the
// property test (resume, History, batch, format, accounting). A broken
// invariant aborts with its name, so the input is kept as a finding.
#include "case_generator.h"
#include "invariants.h"

#include "rulebench/base/json_reader.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <iostream>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    rb::property::ByteChoices choices({data, size});
    const rb::property::GeneratedCase c = rb::property::generateCase(choices);
    rb::property::CheckPlan plan;
    plan.batchRuns = 3; // the threads and shards still differ; fewer runs keep each input fast
    plan.jumps = 3;
    if (const auto v = rb::property::checkCase(c, plan)) {
        std::cerr << "fuzz_play: the case breaks \"" << v->invariant << "\": " << v->detail << "\n"
                  << "content:\n" << c.content.dump(2) << "\nscenario:\n" << c.scenario.dump(2) << "\n";
        std::abort();
    }
    return 0;
}
