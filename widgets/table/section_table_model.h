#pragma once
// One section of the open content as a table (issue 55): a row a definition
// in the content's order, a column a field of sectionColumns (the form's
// fields and order, nested fields as their own columns). Cells show a
// definition's own written fields; the document's diagnostics mark the cells
// they are about. The model only reads: edits go through the table's undo
// commands (table_edits.h). It follows the document row by row: an edit
// recomputes the row it changed and nothing else, so it stays quick at tens
// of thousands of definitions; the columns are made once per section.

#include "rulebench/base/diagnostic.h"
#include "rulebench/base/json_reader.h"
#include "rulebench/content/section_table.h"

#include <QAbstractTableModel>
#include <QStringList>

#include <map>
#include <vector>

namespace rb {

class ContentDocument;
struct ContentChange;

class SectionTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Role {
        SortRole = Qt::UserRole + 1, // a number as a double, any other cell as its text; absent invalid
    };

    explicit SectionTableModel(ContentDocument* document, QObject* parent = nullptr);

    // Shows `section` ("statuses"); an unknown one shows nothing.
    void setSection(const QString& section);
    QString section() const { return section_; }
    const std::vector<TableColumn>& columns() const { return columns_; }
    // A row's definition as its JSON (contentToJson's form), for a filter.
    const OrderedJson& definition(int row) const { return rows_[static_cast<std::size_t>(row)].json; }
    const TableCells& cells(int row) const { return rows_[static_cast<std::size_t>(row)].cells; }
    // The problems on a cell, in words; empty when it has none.
    QStringList problems(int row, int column) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

private:
    struct Row {
        OrderedJson json;
        TableCells cells;
    };
    struct Mark {
        Severity worst = Severity::Warning;
        QStringList messages;
    };
    Row readRow(int index) const;
    void reload();
    void onAboutToChange(const ContentChange& change);
    void onChanged(const ContentChange& change);
    void onDiagnosticsChanged();
    // The column a diagnostic's field ("tick.amount") is in: the name's when none holds it.
    int columnOfField(const std::string& field) const;

    ContentDocument* document_;
    QString section_;
    std::vector<TableColumn> columns_;
    std::vector<Row> rows_;
    std::map<std::pair<int, int>, Mark> marks_; // (row, column) -> its problems
};

} // namespace rb
