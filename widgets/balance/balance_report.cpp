#include "balance/balance_report.h"

#include "rulebench/batch/compare.h"
#include "rulebench/batch/report_text.h"
#include "rulebench/batch/sensitivity.h"
#include "rulebench/batch/tune.h"
#include "rulebench/report/html_report.h"

namespace rb {

std::optional<std::string> balanceReport(const BalanceOutcome* comparison, const BalanceOutcome* study, std::string& why)
{
    std::vector<ReportInput> inputs;
    if (comparison && comparison->comparison)
        inputs.push_back({"balance-comparison.json", indentedJson(toJson(*comparison->comparison))});
    if (study && study->tune)
        inputs.push_back({"balance-tune.json", indentedJson(tuneJson(study->tuneHeader, *study->tune))});
    if (study && study->effects)
        inputs.push_back({"balance-numbers.json", indentedJson(sensitivityJson(study->sensitivityHeader, *study->effects))});
    if (inputs.empty()) {
        why = "nothing to report yet: compare, tune or rank the numbers first";
        return std::nullopt;
    }
    return htmlReport(inputs, why);
}

} // namespace rb
