#pragma once
// The scenario's script in words, one entry a line ("turn 2: throw frag
// grenade: hero at (5,3)"). Selecting an entry takes the sandbox to its turn;
// an entry can be moved to another turn, aimed at another cell or removed,
// each one undo step on the scenario document (which the sandbox then plays
// again from the start). It shows the document's script and holds none.

#include <QWidget>

#include "rulebench/grid/grid.h"

#include <optional>

class QLabel;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace rb {

class SandboxSession;
class ScenarioDocument;

class ScriptPanel : public QWidget {
    Q_OBJECT
public:
    ScriptPanel(SandboxSession* session, ScenarioDocument* scenario, QWidget* parent = nullptr);

    // The selected entry, by its place in the scenario's script; -1 for none.
    int selectedEntry() const;
    void selectEntry(int index);
    // Each one undo step; false when nothing is selected or nothing would change.
    bool moveSelectedTo(qint64 turn);
    bool aimSelectedAt(int x, int y);
    bool removeSelected();
    // Both at once, one undo step: the entry moved to `turn` and aimed at `cell`.
    bool editSelected(std::optional<qint64> turn, std::optional<Cell> cell);

    QListWidget* list() const { return list_; }
    QSpinBox* turnBox() const { return turn_; }
    QSpinBox* xBox() const { return x_; }
    QSpinBox* yBox() const { return y_; }
    QPushButton* applyButton() const { return apply_; }
    QPushButton* removeButton() const { return remove_; }

private:
    void refresh();
    void entryChosen();
    void apply();

    SandboxSession* session_;
    ScenarioDocument* scenario_;
    QListWidget* list_;
    QLabel* empty_;
    QSpinBox* turn_;
    QSpinBox* x_;
    QSpinBox* y_;
    QPushButton* apply_;
    QPushButton* remove_;
    bool refreshing_ = false;
    int reselect_ = -1; // the edited entry's place after the edit, for the selection to follow
};

} // namespace rb
