#pragma once
// The Balance view's charts (QCustomPlot): a tuning's values tried, each
// with its mean and interval as an error bar, the target as a line and the
// answer marked; and a sensitivity's ranked effects on one measure, a bar a
// number (the greatest at the top) with its interval as an error bar.

// Qt's headers come first: moc parses <concepts> only after them.
#include <qcustomplot.h>

#include "rulebench/batch/sensitivity.h"
#include "rulebench/batch/tune.h"

#include <vector>

namespace rb {

class TuneChart : public QCustomPlot {
    Q_OBJECT
public:
    explicit TuneChart(QWidget* parent = nullptr);
    void showTuning(const TuneHeader& header, const TuneResult& result);
    void clear();
    int pointCount() const { return tried_->dataCount(); }
    QCPErrorBars* errorBars() const { return errors_; }
    QCPItemStraightLine* targetLine() const { return target_; }
    QCPGraph* answer() const { return answer_; }

private:
    QCPGraph* tried_;
    QCPGraph* answer_;
    QCPErrorBars* errors_;
    QCPItemStraightLine* target_;
    QCPTextElement* title_;
};

class EffectsChart : public QCustomPlot {
    Q_OBJECT
public:
    explicit EffectsChart(QWidget* parent = nullptr);
    // The played fields that change measure `m` at all, ranked by how surely
    // (|mean| over the interval's half-width, the ranking's order on a tie),
    // as many as the height shows with their names readable.
    void showEffects(const std::vector<FieldEffect>& ranked, std::size_t m, const QString& measure);
    void clear();
    int barCount() const { return bars_->dataCount(); }
    QCPErrorBars* errorBars() const { return errors_; }
    // The field each bar is of, from the top.
    const QStringList& fields() const { return fields_; }

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void plot();
    QCPBars* bars_;
    QCPErrorBars* errors_;
    QCPItemStraightLine* zero_;
    QCPTextElement* title_;
    QStringList fields_;
    std::vector<FieldEffect> shown_; // those with a change of the measure (their only one), in its order
    QString measureName_;
};

} // namespace rb
