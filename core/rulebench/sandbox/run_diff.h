#pragma once
// What an edit changed in a run: two runs' events compared turn by turn as
// the log prints them, for the editor's event log and the command line.

#include "rulebench/world/events.h"

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace rb {

// One turn's events as text, in the order they happened, with each one's
// breakpoint key ("damage:thermal@hero"): what the event is, whatever its numbers.
struct TurnLines {
    std::int64_t turn = 0;
    std::vector<std::string> events;
    std::vector<std::string> keys; // one per event; none when the caller has no keys
};

std::vector<TurnLines> runLines(const Definitions& defs, std::span<const TurnReport> reports);

// A turn whose events differ: the ones only the new run has (in its order)
// and the ones only the old run had (in its order). An event that changed
// is one of each, and `changed` pairs them: a vanished and an appeared line
// with the same key ("damage:thermal@hero" hit for 2, now for 3).
struct TurnDiff {
    std::int64_t turn = 0;
    std::vector<std::string> appeared;
    std::vector<std::string> vanished;
    struct Change {
        std::size_t vanished; // index into vanished
        std::size_t appeared; // index into appeared
    };
    std::vector<Change> changed; // in the new run's order
};

// Every turn either run played whose events differ, by turn; an event the
// same in both (counted: twice in one and once in the other is one vanished)
// is neither.
std::vector<TurnDiff> diffRuns(std::span<const TurnLines> before, std::span<const TurnLines> after);

} // namespace rb
