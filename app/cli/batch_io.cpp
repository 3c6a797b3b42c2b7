#include "cli/batch_io.h"

#include "cli/atomic_file.h"
#include "cli/cli.h"

#include <csignal>
#include <ostream>
#include <unistd.h>

namespace rb::cli {

namespace {
std::atomic<bool> interrupted{false};
static_assert(std::atomic<bool>::is_always_lock_free, "set from a signal handler");

extern "C" void onInterrupt(int)
{
    interrupted = true;
    std::signal(SIGINT, SIG_DFL); // a second Ctrl+C ends the process
}
} // namespace

BatchReport reportHeader(const std::string& scenario, const std::string& fingerprint, const BatchPlan& plan)
{
    BatchReport r;
    r.scenario = scenario;
    r.fingerprint = fingerprint;
    static_cast<RunPlan&>(r) = plan;
    r.shard = plan.shard;
    r.targetError = plan.targetError;
    return r;
}

BatchProgress::BatchProgress(std::ostream& err, std::string command, std::string unit)
    : err_(err), command_(std::move(command)), unit_(std::move(unit)), terminal_(isatty(STDERR_FILENO) == 1)
{
    interrupted = false;
    previous_ = std::signal(SIGINT, onInterrupt);
}

BatchProgress::~BatchProgress() { std::signal(SIGINT, previous_ == SIG_ERR ? SIG_DFL : previous_); }

std::function<void(std::int64_t, std::int64_t)> BatchProgress::callback()
{
    tenthsShown_ = 0;
    return [this](std::int64_t done, std::int64_t total) {
        if (interrupted && !stop_.stop_requested()) {
            stop_.request_stop();
            err_ << (terminal_ ? "\n" : "") << "rulebench " << command_ << ": stopping after the runs under way\n";
        }
        if (terminal_) {
            err_ << "\rrulebench " << command_ << ": " << done << "/" << total << " " << unit_ << std::flush;
            return;
        }
        for (; tenthsShown_ < 10 && done * 10 >= (tenthsShown_ + 1) * total; ++tenthsShown_)
            err_ << "rulebench " << command_ << ": " << (tenthsShown_ + 1) * 10 << "% of " << total << " " << unit_ << "\n";
    };
}

void BatchProgress::finish()
{
    if (terminal_)
        err_ << "\n";
}

int writeReport(const BatchReport& report, const std::map<std::string, std::string, std::less<>>& options,
                std::ostream& out, std::ostream& err)
{
    out << summaryText(report);
    bool written = true;
    if (const auto it = options.find("--csv"); it != options.end())
        written = writeFile(it->second, runsCsv(report), "the runs", err) && written;
    if (const auto it = options.find("--json"); it != options.end())
        written = writeFile(it->second, jsonText(report), "the report", err) && written;
    return written ? kExitClean : kExitUnusable;
}

} // namespace rb::cli
