#include "navigation/tree_filter.h"

namespace rb {

TreeFilter::TreeFilter(QObject* parent) : QSortFilterProxyModel(parent) { setRecursiveFilteringEnabled(true); }

void TreeFilter::setWords(const QString& words)
{
    if (words == words_)
        return;
    words_ = words;
    invalidate(); // the whole mapping anew, lazily, as the view asks for rows
}

bool TreeFilter::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    if (words_.isEmpty())
        return true;
    const QModelIndex row = sourceModel()->index(sourceRow, 0, sourceParent);
    return sourceModel()->data(row, Qt::DisplayRole).toString().contains(words_, Qt::CaseInsensitive);
}

} // namespace rb
