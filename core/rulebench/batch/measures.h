#pragma once
// What a batch measures of each run, named in its output by its text:
//   turn:KEY          the turn of the first event matching KEY (an event key
//                     pattern as a breakpoint takes it), or the first turn at
//                     whose end a state condition holds (0 when it holds at
//                     the start); absent when it never happened
//   count:KEY         how many events matched KEY
//   sum:KEY           the sum of their amounts (eventAmount)
//   value:STAT@ACTOR  the stat's value at the end of the run (absent when the
//                     actor is gone)
//   done:QUEST        1 when the quest was done, else 0
//   won, lost         1 when the run ended in victory (or defeat), else 0
// A measure "happens" in a run when it is present (turn:, value:), not 0
// (count:, sum:) or 1 (done:, won, lost): its MeasureShape.

#include "rulebench/batch/statistics.h"
#include "rulebench/sandbox/session.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rb {

struct Measure {
    enum class Kind : std::uint8_t { Turn, Count, Sum, Value, Done, Won, Lost };
    Kind kind = Kind::Won;
    std::string text; // as written, without surrounding spaces
    Breakpoint key;   // turn, count, sum
    StatId stat;      // value
    std::string actor;
    QuestId quest;    // done
};

// Reads a measure against a scenario's world at its start; nothing, with the
// reason, when it is malformed or names an unknown stat, actor, quest, status
// or kind of event.
std::optional<Measure> parseMeasure(std::string_view text, const World& world, std::string& error);

// The shape of a measure by its first word (its text as written, read or
// not): Present for turn: and value: (and text that is no measure), Amount
// for sum:, Count for count:, YesNo for done:, won and lost.
MeasureShape measureShape(std::string_view text);

// What an event adds to a sum, as the row of its key word says (in
// event_words.h, where the manual's list of amounts comes from): the damage
// dealt, the amount mended, a counter's change (`counterBefore`: its value
// before), ...; 1 for most words.
std::int64_t eventAmount(const WorldEvent& e, std::int64_t counterBefore = 0);

// One run's measures, turn by turn.
class MeasureTally {
public:
    MeasureTally(const std::vector<Measure>& measures, const World& start);
    void turn(const TurnReport& report, const World& after);
    // The measures, in order, when the run ends with `end`.
    std::vector<std::optional<double>> finish(const World& end) const;

private:
    const std::vector<Measure>* measures_;
    std::vector<std::optional<double>> values_;
    std::vector<std::int64_t> counters_; // every counter's value as it stands, for changes
    bool keyed_ = false;                 // some measure matches event keys
};

} // namespace rb
