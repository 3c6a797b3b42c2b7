#pragma once
// The percentile table of a batch: a column per measure (per measure and
// swept value in a sweep), a row per statistic — runs it was present in,
// mean, the 95% interval, sd, min, the percentiles and max — each the core's
// summarize of the runs in run order, in the core's number form.

// Qt's headers come first: moc parses <concepts> only after them.
#include <QTableWidget>

#include "rulebench/batch/batch_report.h"

namespace rb {

class BatchSummaryTable : public QTableWidget {
    Q_OBJECT
public:
    explicit BatchSummaryTable(QWidget* parent = nullptr);

    static constexpr int kExactRole = Qt::UserRole + 1; // the number as the core has it

    void setReport(const BatchReport& report);
    // The rows' names, in order.
    static QStringList statistics();
};

} // namespace rb
