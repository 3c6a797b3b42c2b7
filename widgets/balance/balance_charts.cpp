#include "balance/balance_charts.h"

#include "batch/batch_charts.h"
#include "common/qt_strings.h"

#include <algorithm>

namespace rb {

namespace {
QString number(double v) { return QString::number(v, 'g', 5); }
} // namespace

TuneChart::TuneChart(QWidget* parent)
    : QCustomPlot(parent), tried_(addGraph()), answer_(addGraph()), errors_(new QCPErrorBars(xAxis, yAxis)),
      target_(new QCPItemStraightLine(this)), title_(addChartTitle(this))
{
    setMinimumSize(240, 160);
    tried_->setLineStyle(QCPGraph::lsNone);
    tried_->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, QColor(40, 80, 140), 7));
    answer_->setLineStyle(QCPGraph::lsNone);
    answer_->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(QColor(30, 140, 60), 2.5), QBrush(), 15));
    errors_->setDataPlottable(tried_);
    errors_->setPen(QPen(QColor(40, 80, 140), 1.5));
    errors_->setWhiskerWidth(8);
    target_->setPen(QPen(QColor(200, 80, 20), 1.5, Qt::DashLine));
    clear();
}

void TuneChart::clear()
{
    tried_->data()->clear();
    answer_->data()->clear();
    errors_->data()->clear();
    target_->setVisible(false);
    title_->setText(tr("No tuning yet: pick a number, its range and a target"));
    replot();
}

void TuneChart::showTuning(const TuneHeader& h, const TuneResult& r)
{
    QVector<double> keys, means, below, above;
    double low = h.target, high = h.target;
    for (const TuneProbe& p : r.tried) {
        if (p.summary.present == 0)
            continue;
        keys << static_cast<double>(p.value);
        means << p.summary.mean;
        below << p.summary.mean - p.summary.low;
        above << p.summary.high - p.summary.mean;
        low = std::min(low, p.summary.low);
        high = std::max(high, p.summary.high);
    }
    tried_->setData(keys, means); // sorted by value: the order tried is in the table
    errors_->setData(below, above);
    answer_->data()->clear();
    if (r.answer) {
        const TuneProbe& a = r.tried[*r.answer];
        answer_->addData(static_cast<double>(a.value), a.summary.mean);
    }
    target_->point1->setCoords(static_cast<double>(h.a), h.target);
    target_->point2->setCoords(static_cast<double>(h.b), h.target);
    target_->setVisible(true);
    const double pad = std::max(0.5, static_cast<double>(h.b - h.a) * 0.05);
    xAxis->setRange(static_cast<double>(h.a) - pad, static_cast<double>(h.b) + pad);
    const double spread = high > low ? (high - low) * 0.15 : 0.5;
    yAxis->setRange(low - spread, high + spread);
    xAxis->setLabel(toQ(h.path));
    yAxis->setLabel(toQ(h.measure));
    title_->setText(tr("%1 for each value tried (mean and 95% interval); the dashed line is the target %2")
                        .arg(toQ(h.measure), number(h.target)));
    replot();
}

EffectsChart::EffectsChart(QWidget* parent)
    : QCustomPlot(parent), bars_(new QCPBars(yAxis, xAxis)), errors_(new QCPErrorBars(yAxis, xAxis)),
      zero_(new QCPItemStraightLine(this)), title_(addChartTitle(this))
{
    setMinimumSize(240, 160);
    bars_->setPen(QPen(QColor(40, 80, 140)));
    bars_->setBrush(QColor(90, 140, 200));
    bars_->setWidth(0.6);
    errors_->setDataPlottable(bars_);
    errors_->setPen(QPen(QColor(200, 80, 20), 1.5));
    errors_->setWhiskerWidth(6);
    zero_->setPen(QPen(Qt::gray, 1));
    zero_->point1->setCoords(0, 0);
    zero_->point2->setCoords(0, 1);
    yAxis->setRangeReversed(true); // the first ranked at the top
    yAxis->grid()->setVisible(false);
    clear();
}

void EffectsChart::clear()
{
    shown_.clear();
    bars_->data()->clear();
    errors_->data()->clear();
    fields_.clear();
    yAxis->setTicker(QSharedPointer<QCPAxisTickerText>::create());
    title_->setText(tr("No ranking yet: rank the numbers"));
    replot();
}

void EffectsChart::showEffects(const std::vector<FieldEffect>& ranked, std::size_t m, const QString& measure)
{
    // Each with its change of this measure alone, so it is scored on it.
    std::vector<FieldEffect> alone;
    for (const FieldEffect& e : ranked) {
        const std::optional<Summary>& d = m < e.change.size() ? e.change[m] : std::nullopt;
        if (e.state == FieldEffect::State::Played && d && (d->mean != 0 || d->high > d->low))
            alone.push_back({e.field, e.state, e.reason, {d}});
    }
    std::stable_sort(alone.begin(), alone.end(),
                     [](const FieldEffect& a, const FieldEffect& b) { return a.score() > b.score(); });
    shown_ = std::move(alone);
    measureName_ = measure;
    plot();
}

void EffectsChart::resizeEvent(QResizeEvent* event)
{
    QCustomPlot::resizeEvent(event);
    if (!shown_.empty())
        plot(); // as many bars as the new height reads
}

void EffectsChart::plot()
{
    const int line = fontMetrics().height() + 4;
    const auto most = static_cast<std::size_t>(std::max(3, (height() - 4 * line) / line));
    QVector<double> keys, changes, below, above;
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    fields_.clear();
    double low = 0, high = 0;
    for (std::size_t i = 0; i < shown_.size() && i < most; ++i) {
        const FieldEffect& e = shown_[i];
        const Summary& d = *e.change.front();
        keys << static_cast<double>(i);
        changes << d.mean;
        below << d.mean - d.low;
        above << d.high - d.mean;
        low = std::min(low, d.low);
        high = std::max(high, d.high);
        fields_ << toQ(e.field.vary.path);
        ticker->addTick(static_cast<double>(i), tr("%1 (%2 → %3)").arg(fields_.back(), toQ(e.field.from), toQ(e.field.to)));
    }
    bars_->setData(keys, changes, true);
    errors_->setData(below, above);
    yAxis->setTicker(ticker);
    yAxis->setRange(-0.6, std::max(1.0, static_cast<double>(keys.size())) - 0.4);
    const double pad = high > low ? (high - low) * 0.08 : 0.5;
    xAxis->setRange(low - pad, high + pad);
    xAxis->setLabel(tr("change in %1 from one step up").arg(measureName_));
    if (keys.isEmpty())
        title_->setText(tr("No number's step changed %1 in any run").arg(measureName_));
    else if (static_cast<std::size_t>(keys.size()) < shown_.size())
        title_->setText(tr("The %1 of %2 numbers that move %3 most surely, with 95% intervals (taller shows more)")
                            .arg(keys.size()).arg(shown_.size()).arg(measureName_));
    else
        title_->setText(tr("The %1 numbers that move %2, most surely first, with 95% intervals")
                            .arg(keys.size()).arg(measureName_));
    replot();
}

} // namespace rb
