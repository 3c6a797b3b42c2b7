#pragma once
// What `batch` and `merge` share: the report's header from a plan, progress
// and Ctrl+C on standard error, and writing the summary, CSV and JSON.

#include "rulebench/batch/batch_report.h"

#include <atomic>
#include <functional>
#include <iosfwd>
#include <map>
#include <stop_token>
#include <string>

namespace rb::cli {

using BatchRunner = std::function<BatchResult(const Batch&)>;

BatchReport reportHeader(const std::string& scenario, const std::string& fingerprint, const BatchPlan& plan);

// Prints how far a batch is (on a terminal as one line rewritten, else a line
// every tenth), and turns Ctrl+C into a stop request: the runs under way
// finish and what is done is still written. A second Ctrl+C ends at once.
class BatchProgress {
public:
    // `unit`: what is counted, "runs" (sensitivity counts "fields").
    explicit BatchProgress(std::ostream& err, std::string command = "batch", std::string unit = "runs");
    ~BatchProgress();
    BatchProgress(const BatchProgress&) = delete;
    BatchProgress& operator=(const BatchProgress&) = delete;

    std::stop_token stopToken() const { return stop_.get_token(); }
    std::function<void(std::int64_t done, std::int64_t total)> callback();
    void finish();

private:
    std::ostream& err_;
    std::string command_; // whose progress: "batch"
    std::string unit_;
    std::stop_source stop_;
    bool terminal_ = false;
    std::int64_t tenthsShown_ = 0;
    void (*previous_)(int) = nullptr;
};

// The summary on `out`; the runs to --csv and the whole report to --json when
// given. The exit code: 0, or 2 when a file cannot be written.
int writeReport(const BatchReport& report, const std::map<std::string, std::string, std::less<>>& options,
                std::ostream& out, std::ostream& err);

} // namespace rb::cli
