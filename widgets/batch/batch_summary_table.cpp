#include "batch/batch_summary_table.h"

#include "common/qt_strings.h"

#include <QHeaderView>

#include <optional>

namespace rb {

namespace {
// Six significant digits to read; the exact number (the JSON's) in the tooltip and kExactRole.
QTableWidgetItem* numberItem(std::optional<double> value)
{
    auto* item = new QTableWidgetItem(value ? QString::number(*value, 'g', 6) : QString());
    if (value) {
        item->setData(BatchSummaryTable::kExactRole, *value);
        item->setToolTip(toQ(numberText(*value)));
    }
    return item;
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
    return {tr("present"), tr("mean"), tr("95% low"), tr("95% high"), tr("sd"), tr("min"), tr("p5"), tr("p25"),
            tr("p50"),     tr("p75"),  tr("p95"),     tr("max")};
}

void BatchSummaryTable::setReport(const BatchReport& report)
{
    QStringList headers;
    std::vector<Summary> columns;
    for (const BatchSeries& series : report.series) {
        if (series.runs.size() == 0)
            continue; // a swept value that did not build
        for (std::size_t m = 0; m < report.measures.size(); ++m) {
            const std::vector<std::optional<double>> values = series.runs.column(m);
            columns.push_back(summarize(values));
            headers << (series.value ? QStringLiteral("%1\n%2 = %3").arg(toQ(report.measures[m]), toQ(report.vary),
                                                                         toQ(*series.value))
                                     : toQ(report.measures[m]));
        }
    }
    setColumnCount(static_cast<int>(columns.size()));
    setHorizontalHeaderLabels(headers);
    for (int c = 0; c < static_cast<int>(columns.size()); ++c) {
        const Summary& s = columns[static_cast<std::size_t>(c)];
        const double numbers[] = {s.mean, s.low, s.high, s.sd, s.min, s.p5, s.p25, s.p50, s.p75, s.p95, s.max};
        setItem(0, c, new QTableWidgetItem(QString::number(s.present)));
        for (int r = 1; r < rowCount(); ++r)
            setItem(r, c, numberItem(s.present ? std::optional<double>(numbers[r - 1]) : std::nullopt));
        for (int r = 0; r < rowCount(); ++r)
            item(r, c)->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    }
}

} // namespace rb
