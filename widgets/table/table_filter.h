#pragma once
// The table's sorting and filter (issue 55): rows sorted by any column,
// numbers as numbers and absent cells first; rows kept by a query's where
// part (query_parse.h), asked of each row's definition.

#include "rulebench/content/query_parse.h"

#include <QSortFilterProxyModel>

#include <optional>

namespace rb {

class SectionTableModel;

class TableFilter : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit TableFilter(SectionTableModel* model, QObject* parent = nullptr);

    // Reads the filter box's text for `section`: "where max_stacks > 3", or
    // the tests alone ("max_stacks > 3"); empty keeps every row. Returns
    // what is wrong with it in words ("column 5: ..." counted in the box's
    // text), and then keeps every row until it reads.
    QString setQuery(const QString& text, const QString& section);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;

private:
    SectionTableModel* model_;
    std::optional<QueryNode> where_;
};

} // namespace rb
