#include "batch/batch_summary_table.h"

#include "batch/summary_number.h"
#include "common/qt_strings.h"

#include <QHeaderView>
#include <QStyle>

#include <algorithm>
#include <optional>

namespace rb {

namespace {
// summaryNumber's form; the exact number (the JSON's) in the tooltip and kExactRole.
QTableWidgetItem* numberItem(std::optional<double> value)
{
    auto* item = new QTableWidgetItem(value ? summaryNumber(*value) : QString());
    if (value) {
        item->setData(BatchSummaryTable::kExactRole, *value);
        item->setToolTip(toQ(numberText(*value)));
    }
    return item;
}

// "4.1 .. 5.3", the exact ends in the tooltip.
QTableWidgetItem* intervalItem(std::optional<Summary> s)
{
    if (!s)
        return new QTableWidgetItem(QString());
    auto* item = new QTableWidgetItem(QStringLiteral("%1 .. %2").arg(summaryNumber(s->low), summaryNumber(s->high)));
    item->setToolTip(QStringLiteral("%1 .. %2").arg(toQ(numberText(s->low)), toQ(numberText(s->high))));
    return item;
}
// "value:\nhealth@hero": a measure's header in two lines, so its column is as narrow as its numbers.
QString twoLines(const std::string& measure)
{
    const QString text = toQ(measure);
    const auto colon = text.indexOf(QLatin1Char(':'));
    return colon < 0 ? text : text.left(colon + 1) + QLatin1Char('\n') + text.mid(colon + 1);
}
} // namespace

BatchSummaryTable::BatchSummaryTable(QWidget* parent) : QTableWidget(parent)
{
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setRowCount(static_cast<int>(statistics().size()));
    setVerticalHeaderLabels(statistics());
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    setMinimumHeight(120);
}

QStringList BatchSummaryTable::statistics()
{
    // The interval's ends as "low" and "high" (the 95% interval's, as the header's tooltip says), for room.
    return {tr("present"), tr("mean"), tr("low"), tr("high"), tr("sd"), tr("min"), tr("p5"), tr("p25"),
            tr("p50"),     tr("p75"),  tr("p95"), tr("max")};
}

void BatchSummaryTable::setReport(const BatchReport& report)
{
    clear();
    const bool sweep = std::any_of(report.series.begin(), report.series.end(),
                                   [](const BatchSeries& s) { return s.value.has_value(); });
    if (sweep)
        showSweep(report);
    else
        showMeasures(report);
    for (int r = 0; r < rowCount(); ++r)
        for (int c = 0; c < columnCount(); ++c)
            if (QTableWidgetItem* it = item(r, c); it && c >= (sweep ? 2 : 0))
                it->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    updateGeometry(); // its minimum width follows its columns
}

int BatchSummaryTable::fullWidth() const
{
    int width = 2 * frameWidth();
    if (verticalHeader()->isVisible())
        width += verticalHeader()->sizeHint().width();
    // A scroll bar's room only when the rows do not fit the height.
    int rows = horizontalHeader()->sizeHint().height();
    for (int r = 0; r < rowCount(); ++r)
        rows += std::max(verticalHeader()->sectionSizeHint(r), sizeHintForRow(r));
    if (rows + 2 * frameWidth() > height())
        width += style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, this);
    for (int c = 0; c < columnCount(); ++c)
        width += std::max(horizontalHeader()->sectionSizeHint(c), sizeHintForColumn(c));
    return width;
}

QSize BatchSummaryTable::minimumSizeHint() const
{
    QSize size = QTableWidget::minimumSizeHint();
    if (verticalHeader()->isVisible() && columnCount() > 0)
        size.setWidth(std::max(size.width(), std::min(fullWidth(), kMostWidth)));
    return size;
}

// A column a measure, a row a statistic.
void BatchSummaryTable::showMeasures(const BatchReport& report)
{
    verticalHeader()->show();
    const QStringList rows = statistics();
    setRowCount(static_cast<int>(rows.size()));
    setVerticalHeaderLabels(rows);
    verticalHeaderItem(2)->setToolTip(tr("The low end of the mean's 95% interval"));
    verticalHeaderItem(3)->setToolTip(tr("The high end of the mean's 95% interval"));
    setColumnCount(static_cast<int>(report.measures.size()));
    QStringList headers;
    for (const std::string& m : report.measures)
        headers << twoLines(m);
    setHorizontalHeaderLabels(headers);
    for (int c = 0; c < columnCount(); ++c)
        horizontalHeaderItem(c)->setToolTip(toQ(report.measures[static_cast<std::size_t>(c)]));
    if (report.series.empty())
        return;
    for (int c = 0; c < columnCount(); ++c) {
        const auto m = static_cast<std::size_t>(c);
        const Summary s = summarize(report.series.front().runs.column(m), measureShape(report.measures[m]));
        const double numbers[] = {s.mean, s.low, s.high, s.sd, s.min, s.p5, s.p25, s.p50, s.p75, s.p95, s.max};
        setItem(0, c, new QTableWidgetItem(QString::number(s.present)));
        for (int r = 1; r < rowCount(); ++r)
            setItem(r, c, numberItem(s.present ? std::optional<double>(numbers[r - 1]) : std::nullopt));
    }
}

// A row a measure and swept value, so any number of values reads without
// scrolling sideways: the runs it was in, its mean with the interval, and
// the paired difference to the first value over the same seeds.
void BatchSummaryTable::showSweep(const BatchReport& report)
{
    verticalHeader()->hide();
    const BatchSeries* first = nullptr;
    for (const BatchSeries& s : report.series)
        if (!first && s.runs.size() > 0)
            first = &s;
    const QString vary = toQ(report.vary);
    setColumnCount(kSweepColumns);
    setHorizontalHeaderLabels({tr("measure"), tr("value"), tr("runs"), tr("mean"), tr("95% interval"),
                               first ? tr("vs %1").arg(toQ(first->value.value_or(""))) : QString()});
    horizontalHeaderItem(1)->setToolTip(tr("The value of %1 the runs played").arg(vary));
    horizontalHeaderItem(kDifferenceColumn)->setToolTip(
        tr("The mean of the paired differences to %1 = %2, run by run over the same seeds, and its 95% interval")
            .arg(vary, first ? toQ(first->value.value_or("")) : QString()));
    setRowCount(0);
    for (std::size_t m = 0; m < report.measures.size(); ++m) {
        for (const BatchSeries& series : report.series) {
            if (series.runs.size() == 0)
                continue; // a swept value that did not build
            const int row = rowCount();
            insertRow(row);
            const Summary s = summarize(series.runs.column(m), measureShape(report.measures[m]));
            setItem(row, 0, new QTableWidgetItem(toQ(report.measures[m])));
            setItem(row, 1, new QTableWidgetItem(toQ(series.value.value_or(""))));
            setItem(row, 2, new QTableWidgetItem(QString::number(s.present)));
            setItem(row, 3, numberItem(s.present ? std::optional<double>(s.mean) : std::nullopt));
            setItem(row, 4, intervalItem(s.present ? std::optional<Summary>(s) : std::nullopt));
            setItem(row, kDifferenceColumn, differenceItem(first, series, m));
        }
    }
}

QTableWidgetItem* BatchSummaryTable::differenceItem(const BatchSeries* first, const BatchSeries& series, std::size_t m)
{
    if (!first || first == &series)
        return new QTableWidgetItem(QString());
    const std::optional<Summary> d = pairedDifference(first->runs.column(m), series.runs.column(m));
    if (!d)
        return new QTableWidgetItem(tr("no pairs"));
    auto* item = new QTableWidgetItem(QStringLiteral("%1%2 (%3 .. %4)")
                                          .arg(d->mean > 0 ? QStringLiteral("+") : QString(), summaryNumber(d->mean),
                                               summaryNumber(d->low), summaryNumber(d->high)));
    item->setData(kExactRole, d->mean);
    item->setToolTip(tr("%1 pairs; mean difference %2, 95% interval %3 .. %4")
                         .arg(d->present)
                         .arg(toQ(numberText(d->mean)), toQ(numberText(d->low)), toQ(numberText(d->high))));
    return item;
}

} // namespace rb
