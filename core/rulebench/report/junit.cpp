#include "rulebench/report/junit.h"

#include "rulebench/report/markup.h"

#include <cstdio>

namespace rb {

namespace {
std::string seconds(double s)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.3f", s < 0 ? 0.0 : s);
    return buffer;
}

// The failure's type: what kind of "not passed" it is.
const char* failureType(CheckResult::Verdict v)
{
    switch (v) {
    case CheckResult::Verdict::Fail: return "outside";
    case CheckResult::Verdict::Undecided: return "undecided";
    case CheckResult::Verdict::Absent: return "absent";
    default: return "";
    }
}

std::string testCase(const Expectation& e, const CheckResult* r, double time)
{
    const std::string name = escapeMarkup(e.scenario + ": " + e.measure);
    std::string out = "  <testcase classname=\"" + escapeMarkup(e.scenario) + "\" name=\"" + name + "\" time=\""
        + seconds(time) + "\"";
    if (r && r->verdict == CheckResult::Verdict::Pass)
        return out + ">\n    <system-out>" + escapeMarkup(checkLine(e, *r)) + "</system-out>\n  </testcase>\n";
    out += ">\n";
    if (!r)
        out += "    <skipped message=\"not played: the check was cancelled before it\"/>\n";
    else if (r->verdict == CheckResult::Verdict::Cancelled)
        out += "    <skipped message=\"" + escapeMarkup(checkLine(e, *r)) + "\"/>\n";
    else {
        const std::string line = escapeMarkup(checkLine(e, *r));
        out += "    <failure type=\"" + std::string(failureType(r->verdict)) + "\" message=\"" + line + "\">" + line
            + "</failure>\n";
    }
    return out + "  </testcase>\n";
}
} // namespace

std::string junitXml(const std::string& suite, const std::vector<Expectation>& expectations,
                     const std::vector<CheckResult>& results, const std::vector<double>& times)
{
    int failures = 0, skipped = 0;
    double total = 0;
    std::string cases;
    for (std::size_t i = 0; i < expectations.size(); ++i) {
        const CheckResult* r = i < results.size() ? &results[i] : nullptr;
        const double time = i < times.size() ? times[i] : 0;
        total += time;
        if (!r || r->verdict == CheckResult::Verdict::Cancelled)
            ++skipped;
        else if (r->verdict != CheckResult::Verdict::Pass)
            ++failures;
        cases += testCase(expectations[i], r, time);
    }
    const std::string counts = "tests=\"" + std::to_string(expectations.size()) + "\" failures=\""
        + std::to_string(failures) + "\" errors=\"0\" skipped=\"" + std::to_string(skipped) + "\" time=\""
        + seconds(total) + "\"";
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"rulebench check\" " + counts
        + ">\n <testsuite name=\"" + escapeMarkup(suite) + "\" " + counts + ">\n" + cases + " </testsuite>\n</testsuites>\n";
}

} // namespace rb
