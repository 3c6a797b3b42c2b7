#pragma once
// Every diagnostic of the last build as a table: severity, where, message.

#include "rulebench/base/diagnostic.h"

#include <QAbstractTableModel>

namespace rb {

class DiagnosticsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { SeverityColumn, WhereColumn, MessageColumn, ColumnCount };
    enum Role { PathRole = Qt::UserRole + 1, DefinitionRole, LineRole };

    explicit DiagnosticsModel(QObject* parent = nullptr);

    void setDiagnostics(const Diagnostics& diagnostics);
    const Diagnostic& diagnostic(int row) const { return items_[static_cast<std::size_t>(row)]; }
    int errorCount() const;
    int warningCount() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<Diagnostic> items_;
};

// Where a diagnostic points, as a designer reads it: "bleeding, modifier 1"
// for `statuses[6].modifiers[0]`; "line 4, column 23" for a syntax error.
QString describeWhere(const Diagnostic& d);
// Its message in the designer's words: "choose an operation" for `missing "op"`.
QString describeProblem(const Diagnostic& d);
// Both on one line: "bleeding, modifier 1: choose an operation".
QString problemLine(const Diagnostic& d);

} // namespace rb
