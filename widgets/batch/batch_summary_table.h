#pragma once
// The percentile table of a batch: a column per measure, a row per statistic
// (runs it was present in, mean, the 95% interval, sd, min, the percentiles
// and max), each the core's summarize of the runs in run order, in the core's
// number form. A sweep turns it: a row per measure and swept value, with its
// runs, mean and interval and the paired difference to the first value, so
// it reads at 1280x800 however many values were swept.

// Qt's headers come first: moc parses <concepts> only after them.
#include <QTableWidget>

#include "rulebench/batch/batch_report.h"

namespace rb {

class BatchSummaryTable : public QTableWidget {
    Q_OBJECT
public:
    explicit BatchSummaryTable(QWidget* parent = nullptr);

    static constexpr int kExactRole = Qt::UserRole + 1; // the number as the core has it

    // One measure a column and a statistic a row; in a sweep, a row a
    // measure and value with the paired difference to the first value.
    void setReport(const BatchReport& report);
    // The rows' names, in order, when there is no sweep.
    static QStringList statistics();
    static constexpr int kSweepColumns = 6;
    static constexpr int kDifferenceColumn = 5;
    // The width that shows every column without scrolling sideways.
    int fullWidth() const;
    // With a column a measure, asks for its full width (up to kMostWidth), so
    // the chart beside it never squeezes a column out of sight.
    QSize minimumSizeHint() const override;
    static constexpr int kMostWidth = 420;

private:
    void showMeasures(const BatchReport& report);
    void showSweep(const BatchReport& report);
    QTableWidgetItem* differenceItem(const BatchSeries* first, const BatchSeries& series, std::size_t m);
};

} // namespace rb
