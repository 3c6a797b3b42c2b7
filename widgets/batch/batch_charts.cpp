#include "batch/batch_charts.h"

#include "batch/summary_number.h"
#include "common/qt_strings.h"

#include <algorithm>
#include <cmath>

namespace rb {

QCPTextElement* addChartTitle(QCustomPlot* plot)
{
    plot->plotLayout()->insertRow(0);
    auto* title = new QCPTextElement(plot, QString(), QFont(plot->font().family(), 9));
    plot->plotLayout()->addElement(0, 0, title);
    return title;
}

namespace {

QString intervalText(const Summary& s)
{
    // As the summary table beside it writes them; the JSON holds them whole.
    return QObject::tr("mean %1, 95% interval %2 to %3")
        .arg(summaryNumber(s.mean), summaryNumber(s.low), summaryNumber(s.high));
}
} // namespace

BatchHistogram::BatchHistogram(QWidget* parent)
    : QCustomPlot(parent), bars_(new QCPBars(xAxis, yAxis)), mean_(new QCPItemStraightLine(this)),
      interval_(new QCPItemRect(this)), title_(addChartTitle(this))
{
    setMinimumSize(240, 120);
    yAxis->setLabel(tr("runs"));
    bars_->setPen(QPen(QColor(40, 80, 140)));
    bars_->setBrush(QColor(90, 140, 200));
    bars_->setSelectable(QCP::stNone);
    // The interval a translucent band over the bars, edged so a narrow one
    // still shows; the mean a line in it.
    interval_->setPen(QPen(QColor(200, 80, 20, 170), 1, Qt::DashLine));
    interval_->setBrush(QColor(230, 120, 40, 80));
    interval_->setSelectable(false);
    interval_->topLeft->setTypeY(QCPItemPosition::ptAxisRectRatio);
    interval_->bottomRight->setTypeY(QCPItemPosition::ptAxisRectRatio);
    mean_->setPen(QPen(QColor(200, 80, 20), 2));
    // By where the click fell, so the mean line over a bar does not take its click.
    connect(this, &QCustomPlot::mousePress, this, [this](QMouseEvent* event) {
        if (const int bin = barAt(event->position()); bin >= 0)
            emit barClicked(bin);
    });
    clear();
}

void BatchHistogram::clear()
{
    bins_.clear();
    bars_->data()->clear();
    mean_->setVisible(false);
    interval_->setVisible(false);
    title_->setText(tr("No runs yet"));
    replot();
}

void BatchHistogram::showSummary(const QString& measure, const Summary& summary)
{
    bins_ = summary.bins;
    if (bins_.empty()) {
        clear();
        title_->setText(tr("%1: no run had it").arg(measure));
        replot();
        return;
    }
    // Whole-number bars [v, v + 1) stand on v, under the mean's line where it is v.
    const bool whole = std::all_of(bins_.begin(), bins_.end(), [](const HistogramBin& b) {
        return b.to - b.from == 1 && b.from == std::floor(b.from);
    });
    QVector<double> keys, counts;
    double top = 0;
    keys_.clear();
    for (const HistogramBin& b : bins_) {
        keys << (whole ? b.from : (b.from + b.to) / 2);
        keys_.push_back(keys.back());
        counts << static_cast<double>(b.count);
        top = std::max(top, static_cast<double>(b.count));
    }
    const double width = bins_.front().to > bins_.front().from ? bins_.front().to - bins_.front().from : 1.0;
    bars_->setWidth(width * 0.9);
    bars_->setData(keys, counts, true);
    mean_->point1->setCoords(summary.mean, 0);
    mean_->point2->setCoords(summary.mean, 1);
    mean_->setVisible(true);
    interval_->topLeft->setCoords(summary.low, 0);
    interval_->bottomRight->setCoords(summary.high, 1);
    interval_->setVisible(true);
    title_->setText(tr("%1 (%2)\n%3").arg(measure, counted(summary.present, tr("run"), tr("runs")), intervalText(summary)));
    xAxis->setLabel(measure);
    xAxis->setRange(keys_.front() - width * 0.6, keys_.back() + width * 0.6);
    yAxis->setRange(0, top * 1.1 + 1);
    replot();
}

int BatchHistogram::barAt(QPointF pixel) const
{
    const double key = xAxis->pixelToCoord(pixel.x()), value = yAxis->pixelToCoord(pixel.y());
    for (std::size_t i = 0; i < bins_.size(); ++i) {
        const double centre = keys_[i], half = bars_->width() / 2;
        if (key >= centre - half && key <= centre + half && value >= 0 && value <= static_cast<double>(bins_[i].count))
            return static_cast<int>(i);
    }
    return -1;
}

QPoint BatchHistogram::barCentre(int bin) const
{
    const HistogramBin& b = bins_.at(static_cast<std::size_t>(bin));
    return QPointF(xAxis->coordToPixel(keys_.at(static_cast<std::size_t>(bin))), yAxis->coordToPixel(static_cast<double>(b.count) / 2))
        .toPoint();
}

BatchSweepPlot::BatchSweepPlot(QWidget* parent)
    : QCustomPlot(parent), low_(addGraph()), high_(addGraph()), means_(addGraph()),
      errors_(new QCPErrorBars(xAxis, yAxis)), title_(addChartTitle(this))
{
    setMinimumSize(240, 120);
    // The interval a translucent band from value to value, under the means' line.
    const QColor edge(200, 80, 20, 140);
    for (QCPGraph* g : {low_, high_}) {
        g->setPen(QPen(edge, 1, Qt::DashLine));
        g->setSelectable(QCP::stNone);
    }
    high_->setBrush(QColor(230, 120, 40, 70));
    high_->setChannelFillGraph(low_);
    means_->setPen(QPen(QColor(40, 80, 140), 1.5));
    means_->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 7));
    errors_->setDataPlottable(means_);
    errors_->setPen(QPen(QColor(200, 80, 20), 1.5));
    errors_->setWhiskerWidth(10);
    title_->setText(tr("No sweep: give a path and values to vary"));
}

void BatchSweepPlot::showPoints(const QString& path, const QString& measure, const std::vector<SweepPoint>& points)
{
    QVector<double> keys, means, below, above, lows, highs;
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    double low = 0, high = 0;
    for (std::size_t i = 0; i < points.size(); ++i) {
        const Summary& s = points[i].summary;
        keys << static_cast<double>(i);
        means << s.mean;
        below << s.mean - s.low;
        above << s.high - s.mean;
        lows << s.low;
        highs << s.high;
        ticker->addTick(static_cast<double>(i), points[i].value);
        low = i == 0 ? s.low : std::min(low, s.low);
        high = i == 0 ? s.high : std::max(high, s.high);
    }
    means_->setData(keys, means, true);
    low_->setData(keys, lows, true);
    high_->setData(keys, highs, true);
    errors_->setData(below, above);
    xAxis->setTicker(ticker);
    xAxis->setLabel(path);
    yAxis->setLabel(measure);
    xAxis->setRange(-0.5, static_cast<double>(points.size()) - 0.5);
    // The intervals fill most of the height, however narrow: the axis says the scale.
    const double pad = high > low ? (high - low) * 0.25 : 0.5;
    yAxis->setRange(low - pad, high + pad);
    title_->setText(points.empty() ? tr("No sweep: give a path and values to vary")
                                   : tr("%1 against %2 (mean and 95% interval)").arg(measure, path));
    replot();
}

} // namespace rb
