#pragma once
// The one form of a batch's number in the Batch view: the summary table's
// cells (its mean, interval ends, percentiles, a sweep's intervals and
// differences) and the histogram's title beside it write a number alike.
// Three significant digits, so a yes/no measure's interval end (0.887) keeps
// its column as narrow as its name; the exact number is the JSON's (numberText).

#include <QString>

namespace rb {

// "0.0462", "12.5", "1.2e+04".
QString summaryNumber(double value);

} // namespace rb
