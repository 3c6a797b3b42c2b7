#pragma once
// Sensitivity: which numbers of the content move a measure at all. Every
// number of every definition (or the paths asked for, spelled as for a
// sweep) is stepped up once — a plain number by 1 (20 -> 21), a dice roll by
// one die (1d6+4 -> 2d6+4), each whole number written in a formula by 1 as a
// field of its own (PATH#N, sweep.h) — and played on the same run seeds as the content
// as it is; the change in each measure's mean is the run-by-run difference
// with its interval. A step the build refuses (past the field's bound) is
// skipped with the build's reason; a field of a definition that never came
// into play in the base runs (coverage) is "never used" and not played.

#include "rulebench/base/json_reader.h"
#include "rulebench/batch/batch.h"
#include "rulebench/batch/coverage.h"
#include "rulebench/batch/sweep.h"

#include <optional>
#include <string>
#include <vector>

namespace rb {

// One number of the content and its step up.
struct NumberField {
    Vary vary;            // the path, and the stepped value as its only value
    std::string section;  // "actors"
    std::string name;     // the definition's: "rat king"
    std::string from, to; // as written: "24" -> "25", "1d6+4" -> "2d6+4"
};

// The value one step up: a whole number + 1, another number + 1, a dice roll
// "NdS[+K]" with one die more; nothing for anything else.
std::optional<OrderedJson> stepUp(const OrderedJson& value);

// Every number (and dice roll, and number inside a formula) of every definition, in the file's order.
std::vector<NumberField> numberFields(const OrderedJson& content);

// The field at a path as written for --vary ("actors.rat.stats.health");
// nothing, with the reason, when the path names nothing or no number.
std::optional<NumberField> numberFieldAt(const OrderedJson& content, const std::string& path, std::string& error);

// Whether the field's definition came into play in the base runs: its
// coverage, or for an actor whether one of its kind stands in the world at
// the start; a definition coverage does not count (a stat, a damage kind) is.
bool cameIntoPlay(const NumberField& field, const Coverage& coverage, const World& start);

struct FieldEffect {
    enum class State : std::uint8_t { Played, NeverUsed, Skipped };
    NumberField field;
    State state = State::Played;
    std::string reason;                          // Skipped: why
    std::vector<std::optional<Summary>> change;  // a measure: stepped minus as it is, run by run
    std::vector<ShareDifference> happened;       // a measure: the share of runs it happened in, stepped minus as it is
    // max over measures of |mean| / half-width, of the change or of the share
    // it happened in (a change with no spread: infinite; none: 0)
    double score() const;
    // Some measure's interval leaves out 0 over at least 2 pairs, or the
    // shares of runs it happened in differ beyond chance (as compare's "changed").
    bool detectable() const;
};

// The played fields first, by score (greatest first, the file's order on a
// tie), then the never used, then the skipped.
std::vector<FieldEffect> ranked(std::vector<FieldEffect> effects);

struct SensitivityHeader {
    std::string scenario;
    std::vector<std::string> measures;
    std::uint64_t seed = 0;
    std::int64_t runs = 0, turns = 0;
    std::string until;
    std::string content;             // the content file whose numbers were stepped, as named
    std::string fingerprint;         // batch_report.h's, of the scenario's and the content's bytes
    std::vector<std::string> fields; // the paths asked for (--fields); empty: every number
};

// `rulebench sensitivity` with what plays it again (its --fields too), as words.
std::vector<std::string> sensitivityCommand(const SensitivityHeader& header);

// A line a field: its step, each measure's change with its interval, and
// "no detectable effect", "never used" or "skipped: why".
std::string sensitivityText(const SensitivityHeader& header, const std::vector<FieldEffect>& ranked);
// sensitivityText's table: a header row, then a row a field.
std::vector<std::vector<std::string>> sensitivityRows(const SensitivityHeader& header,
                                                      const std::vector<FieldEffect>& ranked);
// "rulebench-sensitivity/1": the header (the content and its fingerprint,
// how run seeds are made, the command), then a field each in rank order.
OrderedJson sensitivityJson(const SensitivityHeader& header, const std::vector<FieldEffect>& ranked);
// Reads what sensitivityJson wrote, in its order: false, with the reason, when it is not that.
bool sensitivityFromJson(const Json& json, SensitivityHeader& header, std::vector<FieldEffect>& ranked,
                         std::string& error);
// `field,from,to,state,` then per measure its change, low and high: a row a field, in rank order.
std::string sensitivityCsv(const SensitivityHeader& header, const std::vector<FieldEffect>& ranked);

} // namespace rb
