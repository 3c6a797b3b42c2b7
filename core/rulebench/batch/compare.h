#pragma once
// Two contents compared on one scenario: the same run seeds played with each
// (common random numbers), and per measure each side's mean with its
// interval, the run-by-run difference (OTHER minus its own) with its interval,
// the difference in the share of runs it happened in (present for turn: and
// value:, not 0 for count: and sum:, 1 for done:, won and lost) with
// Newcombe's interval, and a verdict. Each measure is judged on its own: with many measures chance
// alone flags one more often, which a 99% interval makes rarer.

#include "rulebench/base/json_reader.h"
#include "rulebench/batch/batch.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace rb {

// One measure on both sides.
struct MeasureComparison {
    std::string measure;
    Summary own;                       // the scenario's own content
    Summary other;                     // the other content
    std::optional<Summary> difference; // other - own over the runs both have; nothing when none has both
    ShareDifference happened;          // the share of runs it happened in: other's - own's
    // "changed": at least 2 pairs and an interval that leaves out 0, or
    // shares of runs it happened in that differ beyond chance (one content
    // never, the other in some runs).
    bool changed() const;
};

// A comparison as the command line reports it.
struct ContentComparison : RunPlan {
    std::string scenario;
    std::string ownContent, otherContent; // the content files as named
    // batch_report.h's fingerprint of the scenario's bytes with each content's (its own, the other)
    std::string ownFingerprint, otherFingerprint;
    // Both sides are files as on disk and its own is the one the scenario
    // names, so `rulebench compare` plays it again (false: the editor's Balance
    // view played its unsaved text against a file)
    bool replayable = true;
    Confidence confidence = Confidence::P95;
    bool cancelled = false;
    BatchRuns own, other; // the same run indices and seeds, in run order

    // Each measure compared (only over the runs both sides played).
    std::vector<MeasureComparison> compared() const;
    bool anyChanged() const;
};

// "changed" or "no detectable change".
const char* verdictWord(const MeasureComparison& m);

// `rulebench compare` with what plays the comparison again, as words; none
// when it is not replayable.
std::vector<std::string> compareCommand(const ContentComparison& comparison);

// "rulebench-compare/1": the header (both contents with their fingerprints,
// how run seeds are made and the command), per measure both summaries, the
// difference, the shares it happened in and the verdict, then each side's runs.
OrderedJson toJson(const ContentComparison& comparison);
// `content,run,seed,MEASURE...`: a row a run and side, its own content first.
std::string runsCsv(const ContentComparison& comparison);
// The two sides' means and the differences with their verdicts, for a terminal.
std::string summaryText(const ContentComparison& comparison);

} // namespace rb
