#pragma once
// A batch's charts (QCustomPlot): the histogram of one measure over its runs
// with the mean and its 95% interval marked, and a sweep's mean of one
// measure against the swept value with the interval as a filled band and
// error bars.

// Qt's headers come first: moc parses <concepts> only after them.
#include <qcustomplot.h>

#include "rulebench/batch/statistics.h"

#include <string>
#include <vector>

namespace rb {

// A row above the plot for its title, in a small font; set its text.
QCPTextElement* addChartTitle(QCustomPlot* plot);

class BatchHistogram : public QCustomPlot {
    Q_OBJECT
public:
    explicit BatchHistogram(QWidget* parent = nullptr);

    // The bars of `summary.bins`, the mean as a line and the interval as a band.
    void showSummary(const QString& measure, const Summary& summary);
    void clear();
    QCPBars* bars() const { return bars_; }
    int barCount() const { return bars_->dataCount(); }
    const std::vector<HistogramBin>& bins() const { return bins_; }
    // "MEASURE (N runs)\nmean M, 95% interval L to H", its numbers as the summary table's.
    QString title() const { return title_->text(); }
    // Where a bar stands on the widget, for a click.
    QPoint barCentre(int bin) const;
    // The bar under a point of the widget, or -1.
    int barAt(QPointF pixel) const;

signals:
    void barClicked(int bin);

private:
    QCPBars* bars_;
    QCPItemStraightLine* mean_;
    QCPItemRect* interval_;
    QCPTextElement* title_;
    std::vector<HistogramBin> bins_;
    std::vector<double> keys_; // where each bar stands
};

// One point per swept value that built.
struct SweepPoint {
    QString value;
    Summary summary;
};

class BatchSweepPlot : public QCustomPlot {
    Q_OBJECT
public:
    explicit BatchSweepPlot(QWidget* parent = nullptr);

    void showPoints(const QString& path, const QString& measure, const std::vector<SweepPoint>& points);
    int pointCount() const { return means_->dataCount(); }
    QCPErrorBars* errorBars() const { return errors_; }
    // The interval's band: its upper edge, filled down to its lower edge.
    QCPGraph* bandHigh() const { return high_; }
    QCPGraph* bandLow() const { return low_; }

private:
    QCPGraph* low_;
    QCPGraph* high_;
    QCPGraph* means_;
    QCPErrorBars* errors_;
    QCPTextElement* title_;
};

} // namespace rb
