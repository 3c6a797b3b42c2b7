#pragma once
// Playing a content with one number changed, as tune, sensitivity and a sweep
// do — the command line's and the editor's alike: the content's text with the
// path set, the scenario loaded with it, and its batch played on the plan's
// run seeds. Also the two sides of a comparison and a sensitivity's every
// field, so `rulebench compare`/`sensitivity` and the editor's Balance view
// play them the same way.

#include "rulebench/batch/compare.h"
#include "rulebench/batch/sensitivity.h"
#include "rulebench/batch/sweep.h"
#include "rulebench/batch/tune.h"

#include <functional>
#include <stop_token>
#include <string>
#include <vector>

namespace rb {

// A scenario played with its content file's text: the file's, or the editor's unsaved text.
struct PlayedContent {
    std::string scenario;
    std::string contentPath; // as the scenario names it, for the problems
    std::string content;     // its text
};

using BatchProgressFn = std::function<void(std::int64_t done, std::int64_t total)>;

// One value of a path played: the errors of both files and why the batch
// would not prepare, or the runs (`played`).
struct VariedRuns {
    std::vector<FileDiagnostic> errors;
    std::string unprepared; // Batch::prepare's reason
    bool played = false;
    BatchResult result;
};

VariedRuns playVaried(const PlayedContent& base, const Vary& vary, const OrderedJson& value, const BatchPlan& plan,
                      std::stop_token stop = {}, const BatchProgressFn& progress = {});

// A value of a tuning played: the measure (the plan's only one) summarized over its runs.
TuneProbe playTuneValue(const PlayedContent& base, const Vary& vary, std::int64_t value, const BatchPlan& plan,
                        std::stop_token stop = {}, const BatchProgressFn& progress = {});

// One field stepped up and played against the base runs.
FieldEffect playFieldEffect(const PlayedContent& base, const NumberField& field, const BatchPlan& plan,
                            const BatchRuns& baseRuns, std::stop_token stop = {}, const BatchProgressFn& progress = {});

struct SensitivityPlay {
    std::vector<FieldEffect> effects; // in the fields' order (rank them with `ranked`)
    bool cancelled = false;           // the effects are of the fields done before the stop
};

// The base runs (`base` plays them with coverage) then each field in turn; a
// field of a definition the base runs never used is not played. `progress`
// is told (fields done, fields) before each field, where a stop is looked for.
SensitivityPlay playSensitivity(const PlayedContent& content, const Batch& base, const World& start,
                                const std::vector<NumberField>& fields, std::stop_token stop = {},
                                const BatchProgressFn& progress = {});

// Both sides of a comparison played (its own content first) into `c`; the
// progress counts both sides' runs. Each side's coverage, when its plan counts it.
struct ComparisonCoverage {
    std::optional<Coverage> own, other;
};
ComparisonCoverage playComparison(ContentComparison& c, const Batch& own, const Batch& other, std::stop_token stop = {},
                    const BatchProgressFn& progress = {});

} // namespace rb
