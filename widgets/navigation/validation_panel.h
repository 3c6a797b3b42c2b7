#pragma once
// The validation panel: a summary line (naming the first problem, a link to
// it) and every diagnostic of the last build in a list that scrolls, there
// with problems or none. Activating one (double-click or Enter) asks to show
// its definition. While the list holds a merge's
// conflicts, "Keep ours" and "Take theirs" stand under it (and in the list's
// context menu), answering the current one when it is a conflict; they ask
// the window to resolve it.

#include "rulebench/base/diagnostic.h"

#include <QWidget>

#include <optional>

class QAction;
class QLabel;
class QTreeView;

namespace rb {

class DiagnosticsModel;

class ValidationPanel : public QWidget {
    Q_OBJECT
public:
    explicit ValidationPanel(QWidget* parent = nullptr);

    void setDiagnostics(const Diagnostics& diagnostics);
    DiagnosticsModel* model() const { return model_; }
    QTreeView* view() const { return view_; }
    QString summary() const;
    // The two answers to the current conflict (disabled when the current problem is none).
    QAction* keepOursAction() const { return keepOurs_; }
    QAction* takeTheirsAction() const { return takeTheirs_; }

signals:
    void diagnosticActivated(const rb::Diagnostic& diagnostic);
    // Entry `conflict` of the file's "conflicts": keep ours, or take theirs.
    void resolveConflictRequested(int conflict, bool takeTheirs);

private:
    void addConflictAnswers();
    void onCurrentChanged();
    std::optional<int> currentConflict() const;

    DiagnosticsModel* model_;
    QTreeView* view_;
    QLabel* summary_;
    QAction* keepOurs_;
    QAction* takeTheirs_;
    QWidget* conflictBar_;
    QLabel* conflictPrompt_;
};

} // namespace rb

Q_DECLARE_METATYPE(rb::Diagnostic)
