#pragma once
// `rulebench check`'s verdicts as JUnit XML, the form CI systems (GitLab's
// test reports, Jenkins, GitHub's test-report actions) read: one <testsuite>
// of one <testcase> an expectation, named by its scenario and measure. A pass
// is a plain case; a fail, an undecided and an absent measure are failures,
// each with its own type and check's own line as its message (the mean, the
// interval and the bounds in words); a cancelled expectation, and those the
// cancel left unplayed, are skipped. Times are seconds.

#include "rulebench/batch/check.h"

#include <string>
#include <vector>

namespace rb {

// `results[i]` and `seconds[i]` belong to `expectations[i]`; expectations
// past the end of `results` were not played (the check was cancelled). `suite`
// names the <testsuite> (the expectations file as given).
std::string junitXml(const std::string& suite, const std::vector<Expectation>& expectations,
                     const std::vector<CheckResult>& results, const std::vector<double>& seconds);

} // namespace rb
