#pragma once
// The content tree's filter: the definitions whose names contain the typed
// words (any case), with their sections.

#include <QSortFilterProxyModel>

namespace rb {

class TreeFilter : public QSortFilterProxyModel {
public:
    explicit TreeFilter(QObject* parent = nullptr);
    // A new filter, said to the views as one new layout: row by row, a first
    // letter over 20,000 definitions would take the window several frames.
    void setWords(const QString& words);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    QString words_;
};

} // namespace rb
