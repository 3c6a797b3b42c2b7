#pragma once
// The runs of a batch as a table — a row a run (of every swept value in a
// sweep), its seed and every measure — over the report itself, so a batch of
// 100,000 runs costs no copy. BatchRunsFilter sorts it by any measure (by the
// number, absent ones first) and keeps only the runs in one histogram bar.

// Qt's headers come first: moc parses <concepts> only after them.
#include <QAbstractTableModel>
#include <QSortFilterProxyModel>

#include "rulebench/batch/batch_report.h"

#include <memory>
#include <optional>
#include <vector>

namespace rb {

class BatchRunsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    static constexpr int kSortRole = Qt::UserRole + 1; // the number, absent the least
    static constexpr int kSeedRole = Qt::UserRole + 2;
    static constexpr int kSeriesRole = Qt::UserRole + 3;

    using QAbstractTableModel::QAbstractTableModel;

    void setReport(std::shared_ptr<const BatchReport> report);
    const BatchReport* report() const { return report_.get(); }

    // Which column shows measure m, and which measure a column shows (-1: none).
    int columnOf(std::size_t measure) const { return firstMeasure() + static_cast<int>(measure); }
    int measureAt(int column) const;
    // Where a row's run is: its series and its place in it.
    std::pair<std::size_t, std::size_t> locate(int row) const;
    std::optional<double> value(int row, std::size_t measure) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    bool swept() const { return report_ && !report_->vary.empty(); }
    int firstMeasure() const { return swept() ? 3 : 2; }

    std::shared_ptr<const BatchReport> report_;
    std::vector<int> starts_; // the first row of each series
};

// Sorts by the numbers and keeps the runs of one series whose measure lies in
// a histogram bar [from, to) ([from, to] for the last bar).
class BatchRunsFilter : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit BatchRunsFilter(BatchRunsModel* runs, QObject* parent = nullptr);

    struct Range {
        std::size_t series = 0;
        std::size_t measure = 0;
        double from = 0, to = 0;
        bool last = false;
    };
    void setRange(std::optional<Range> range);
    const std::optional<Range>& range() const { return range_; }

protected:
    bool filterAcceptsRow(int row, const QModelIndex& parent) const override;

private:
    BatchRunsModel* runs_;
    std::optional<Range> range_;
};

} // namespace rb
