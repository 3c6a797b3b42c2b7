// The soak: a scenario with fire, gas, statuses and behaviours (sandbox_runs.h)
// played for a long time, printing resident memory along the way.
//   soak [--turns N] [--history]
// Forward only (the default, as batch runs play) it must stay flat; with
// --history it keeps what the sandbox keeps, whose samples and keyframes grow
// with the turns (slowly: see README's benchmarks).
#include "sandbox_runs.h"

#include <cstdio>
#include <cstring>
#include <string>

int main(int argc, char** argv)
{
    std::int64_t turns = 100000;
    bool history = false;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--turns") == 0 && i + 1 < argc)
            turns = std::stoll(argv[++i]);
        else if (std::strcmp(argv[i], "--history") == 0)
            history = true;
        else {
            std::fprintf(stderr, "usage: soak [--turns N] [--history]\n");
            return 2;
        }
    }
    const auto defs = rb::validateContent(rb::bench::soakContent()).definitions;
    rb::Diagnostics diagnostics;
    rb::SessionOptions options;
    options.mode = history ? rb::SessionMode::History : rb::SessionMode::ForwardOnly;
    std::optional<rb::Session> session = rb::Session::create(defs, rb::bench::soakScenario(turns), diagnostics, options);
    if (!session || diagnostics.hasErrors()) {
        std::fprintf(stderr, "the soak scenario does not build\n");
        return 1;
    }
    std::int64_t events = 0, fire = 0, gas = 0, statuses = 0, decisions = 0;
    for (std::int64_t t = 1; t <= turns; ++t) {
        for (const rb::WorldEvent& e : session->step().events) {
            ++events;
            fire += e.kind == rb::WorldEvent::Kind::Ignited || e.kind == rb::WorldEvent::Kind::FireCaught;
            gas += e.kind == rb::WorldEvent::Kind::GasEmitted;
            statuses += e.kind == rb::WorldEvent::Kind::Status;
            decisions += e.kind == rb::WorldEvent::Kind::Decided;
        }
        if (t % 10000 == 0 || t == turns)
            std::printf("turn %lld resident_mib %.1f events %lld fire %lld gas %lld statuses %lld decisions %lld\n",
                        static_cast<long long>(t), static_cast<double>(rb::bench::residentBytes()) / (1 << 20),
                        static_cast<long long>(events), static_cast<long long>(fire), static_cast<long long>(gas),
                        static_cast<long long>(statuses), static_cast<long long>(decisions));
    }
    return 0;
}
