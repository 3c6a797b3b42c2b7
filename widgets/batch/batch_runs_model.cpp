#include "batch/batch_runs_model.h"

#include "common/qt_strings.h"

#include "rulebench/batch/statistics.h"

#include <algorithm>
#include <limits>

namespace rb {

void BatchRunsModel::setReport(std::shared_ptr<const BatchReport> report)
{
    beginResetModel();
    report_ = std::move(report);
    starts_.clear();
    int rows = 0;
    if (report_)
        for (const BatchSeries& s : report_->series) {
            starts_.push_back(rows);
            rows += static_cast<int>(s.runs.size());
        }
    starts_.push_back(rows); // the end
    endResetModel();
}

int BatchRunsModel::measureAt(int column) const
{
    const int m = column - firstMeasure();
    return report_ && m >= 0 && m < static_cast<int>(report_->measures.size()) ? m : -1;
}

std::pair<std::size_t, std::size_t> BatchRunsModel::locate(int row) const
{
    const auto it = std::upper_bound(starts_.begin(), starts_.end(), row) - 1;
    return {static_cast<std::size_t>(it - starts_.begin()), static_cast<std::size_t>(row - *it)};
}

std::optional<double> BatchRunsModel::value(int row, std::size_t measure) const
{
    const auto [series, run] = locate(row);
    return report_->series[series].runs.row(run)[measure];
}

int BatchRunsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || starts_.empty() ? 0 : starts_.back();
}

int BatchRunsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() || !report_ ? 0 : firstMeasure() + static_cast<int>(report_->measures.size());
}

QVariant BatchRunsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || !report_)
        return {};
    const auto [series, run] = locate(index.row());
    const BatchRuns& runs = report_->series[series].runs;
    if (role == kSeedRole)
        return QVariant::fromValue<qulonglong>(runs.seed[run]);
    if (role == kSeriesRole)
        return static_cast<int>(series);
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != kSortRole)
        return {};
    const int c = index.column() - (swept() ? 1 : 0);
    if (swept() && index.column() == 0)
        return role == kSortRole ? QVariant(static_cast<int>(series)) : QVariant(toQ(*report_->series[series].value));
    if (c == 0)
        return static_cast<qlonglong>(runs.index[run]);
    if (c == 1)
        return role == kSortRole ? QVariant(static_cast<double>(runs.seed[run])) : QVariant(QString::number(runs.seed[run]));
    const std::optional<double> v = runs.row(run)[static_cast<std::size_t>(c - 2)];
    if (role == kSortRole)
        return v ? *v : std::numeric_limits<double>::lowest();
    return v ? toQ(numberText(*v)) : QString();
}

QVariant BatchRunsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || !report_)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (swept() && section == 0)
        return toQ(report_->vary);
    const int c = section - (swept() ? 1 : 0);
    if (c == 0)
        return tr("run");
    if (c == 1)
        return tr("seed");
    return toQ(report_->measures[static_cast<std::size_t>(c - 2)]);
}

BatchRunsFilter::BatchRunsFilter(BatchRunsModel* runs, QObject* parent) : QSortFilterProxyModel(parent), runs_(runs)
{
    setSourceModel(runs);
    setSortRole(BatchRunsModel::kSortRole);
}

void BatchRunsFilter::setRange(std::optional<Range> range)
{
    range_ = range;
    invalidateRowsFilter();
}

bool BatchRunsFilter::filterAcceptsRow(int row, const QModelIndex&) const
{
    if (!range_)
        return true;
    if (runs_->locate(row).first != range_->series)
        return false;
    const std::optional<double> v = runs_->value(row, range_->measure);
    return v && *v >= range_->from && (*v < range_->to || (range_->last && *v <= range_->to));
}

} // namespace rb
