#include "batch/summary_number.h"

namespace rb {

QString summaryNumber(double value) { return QString::number(value, 'g', 3); }

} // namespace rb
