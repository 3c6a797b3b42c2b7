#pragma once
// The table view of a section (issue 55): a section chooser, a filter box
// that takes a query's where part, and the table itself. Cells are edited by
// typing over a selection (every selected cell of that column takes the
// value), Ctrl+D (fill down), Ctrl+V (a tab-separated rectangle from a
// spreadsheet) and Delete (clear); each is one undo step, all checked and
// validated first, and a refused one applies nothing and says why on the
// message line. Ctrl+C copies the selected cells as tab-separated text.
// Double-click opens the definition's form at that field. The wheel only
// scrolls: a cell never changes but by the keyboard.

#include "rulebench/content/table_edit.h"

#include <QString>
#include <QWidget>

#include <vector>

class QComboBox;
class QLabel;
class QLineEdit;
class QModelIndex;
class QTableView;

namespace rb {

class ContentDocument;
class SectionTableModel;
class TableFilter;

class SectionTableView : public QWidget {
    Q_OBJECT
public:
    explicit SectionTableView(ContentDocument* document, QWidget* parent = nullptr);

    // Shows the section with this key ("statuses").
    void setSection(const QString& section);
    QString section() const;
    // Shows `section` with the definitions at `rows` (their places in it)
    // selected whole, the first current and in sight: what Find's Select in
    // Table asks. The filter is emptied when it hides any of them.
    void selectRows(const QString& section, const QList<int>& rows);

    QTableView* table() const { return table_; }
    SectionTableModel* model() const { return model_; }
    TableFilter* filter() const { return filter_; }
    QComboBox* sectionChooser() const { return chooser_; }
    QLineEdit* filterBox() const { return filterBox_; }
    // What is wrong with the filter's query, beside the box; empty when it reads.
    QLabel* filterProblem() const { return filterProblem_; }
    // The last edit's undo text, or why it was refused.
    QLabel* messageLine() const { return message_; }

    // The edits of the keys above, on the selection; false when refused or nothing to do.
    bool setSelected(const QModelIndex& at, const QString& text); // typed in the cell at `at`
    bool fillDown();
    bool paste();
    bool clearSelected();
    // The selected cells (their rows and columns, as a rectangle) as
    // tab-separated text, also put on the clipboard.
    QString copySelected();

signals:
    // Double-click: the form of the definition at `index`, at the field at `pointer`.
    void openDefinition(const QString& section, int index, const QString& pointer);
    // What the message line says, for a status bar.
    void message(const QString& text);

private:
    void onFilterEdited(const QString& text);
    void onDoubleClicked(const QModelIndex& at);
    // The selection's cells in the view's order (rows, then columns); the current cell when none.
    QList<QModelIndex> selectedCells() const;
    // Applies edits named by the view's cells; says the result.
    bool apply(const std::vector<CellEdit>& edits);
    CellEdit editAt(const QModelIndex& at, const std::optional<std::string>& text) const;
    bool refuse(const QString& why);
    bool namesTouched(const QList<QModelIndex>& cells);

    ContentDocument* document_;
    SectionTableModel* model_;
    TableFilter* filter_;
    QComboBox* chooser_;
    QLineEdit* filterBox_;
    QLabel* filterProblem_;
    QTableView* table_;
    QLabel* message_;
};

} // namespace rb
