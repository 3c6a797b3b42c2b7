#pragma once
// The Find pane (Edit > Find..., Ctrl+Shift+F; Find Usages, Shift+F12): a
// whole query of the find language typed in its box (`statuses where
// max_stacks > 3`, `uses bleeding`), run on Enter; what it finds listed
// to jump through (Enter again or F3 the next, Shift+F3 the previous, each
// opened; a click opens a definition's form at the field, a double-click
// also gives it the keyboard and opens a scenario at the actor or script line); Select in Table selects the
// definitions found in the Table tab; and a field set to one value over all
// of them as one undo step, refused whole when any is wrong. A query that
// does not read says why in words and where, with the caret put there.
// After an edit the last query is run again (once the edits settle, and when
// the pane can be seen), so what it lists is what the content holds.

#include "find/find_search.h"

#include <QAbstractTableModel>
#include <QWidget>

#include <optional>

class QComboBox;
class QTimer;
class QLabel;
class QLineEdit;
class QPushButton;
class QToolButton;
class QTreeView;

namespace rb {

class ContentDocument;
struct ContentChange;
class WhenShown;

// What a search found, a row a place: "status bleeding" and where in it.
class FindResultsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    using QAbstractTableModel::QAbstractTableModel;
    void setResult(const FindResult& result);
    const FindResult& result() const { return result_; }
    const FoundPlace& place(int row) const { return result_.places[static_cast<std::size_t>(row)]; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    FindResult result_;
};

class FindPanel : public QWidget {
    Q_OBJECT
public:
    explicit FindPanel(ContentDocument* document, QWidget* parent = nullptr);

    // Puts `text` in the box and runs it; what it found.
    const FindResult& run(const QString& text);
    // Lists every place that names the definition (`uses SECTION:NAME`).
    const FindResult& findUsages(const QString& section, const QString& name);
    const FindResult& result() const { return model_->result(); }
    // The next (or previous) place found, wrapping, made current and opened; false when none.
    bool next();
    bool previous();
    // Sets the replace row's field (a column's path, "max_stacks") and value
    // and applies it over the results as one undo step; false when refused
    // (the message line says why) or when there is nothing to do.
    bool replace();
    // Asks the window to select the definitions found in the Table tab; false when there are none.
    bool selectInTable();

    QLineEdit* queryBox() const { return query_; }
    QLabel* problemLabel() const { return problem_; }
    QLabel* summaryLabel() const { return summary_; }
    QTreeView* resultsView() const { return results_; }
    FindResultsModel* model() const { return model_; }
    QComboBox* replaceField() const { return field_; }
    QLineEdit* replaceValue() const { return value_; }
    QPushButton* replaceButton() const { return replace_; }
    QPushButton* selectInTableButton() const { return selectInTable_; }
    // The last replace's undo text, or why it was refused.
    QLabel* messageLine() const { return message_; }

signals:
    // A place to show: a definition's form (at the field), or a scenario at
    // its place. `focus`: the keyboard goes there too (a double-click, Enter
    // in the list); otherwise it stays where it was (a click, F3).
    void openPlace(const rb::FoundPlace& place, bool focus);
    // The definitions found, of one section, to be selected in the Table tab.
    void selectRows(const QString& section, const QList<int>& rows);
    void message(const QString& text);

private:
    void layOut();
    void onEnter();
    // `again`: the same query run after an edit: the place current stays
    // current, and the message line and the status bar are left as they are.
    void showResult(const FindResult& result, bool again = false);
    void searchAgain();
    void step(int delta);
    void open(int row, bool focus);
    void fillFields();
    void updateButtons();
    void say(const QString& text, bool refused);
    void onDocumentChanged(const ContentChange& change);

    ContentDocument* document_;
    FindResultsModel* model_;
    QLineEdit* query_;
    QLabel* problem_;
    QLabel* summary_;
    QToolButton* previous_;
    QToolButton* next_;
    QPushButton* selectInTable_;
    QTreeView* results_;
    QComboBox* field_;
    QLineEdit* value_;
    QPushButton* replace_;
    QLabel* message_;
    bool stale_ = false; // the content changed since the search
    QTimer* again_;      // a burst of edits settles into one search
    WhenShown* whenShown_; // searched again when the pane can be seen
};

} // namespace rb
