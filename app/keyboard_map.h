#pragma once
// Everything in the main window by keyboard (issue 30): the focus starts in
// the content tree and is always framed (FocusRing); Tab goes content ->
// the centre's view -> the bottom panes and round again, whatever order the
// widgets were made in; Enter or Down in the tree's filter goes to its first
// match; the View menu has a key for each centre view (Ctrl+1, 2, 3...) and
// pane; the Sandbox menu holds the run bar's and the queue's actions, so
// their keys work whichever view shows; and one Escape in a menu gives the
// keyboard back to the widget that had it (Qt leaves the menu bar holding
// it). Every key is named in its menu.

#include "window_layout.h"

#include <QHash>
#include <QObject>
#include <QPointer>

class QAction;
class QDockWidget;
class QLineEdit;
class QMainWindow;
class QMenu;
class QMenuBar;
class QTabWidget;
class QTreeView;
class QWidget;

namespace rb {

class FocusRing;
class SandboxPanel;

class KeyboardMap : public QObject {
    Q_OBJECT
public:
    struct Parts {
        QMainWindow* window = nullptr;
        QTabWidget* centre = nullptr;
        QLineEdit* filter = nullptr;
        QTreeView* tree = nullptr;
        WindowLayout::Docks docks;
        SandboxPanel* sandbox = nullptr;
        QWidget* sandboxPage = nullptr; // the centre's tab that shows the sandbox
        QMenu* view = nullptr;           // the View menu, which gets the keys of views and panes
    };
    explicit KeyboardMap(const Parts& parts);
    ~KeyboardMap() override;

    // Tab (next) or Shift+Tab from the focused widget, in the order content,
    // centre, bottom panes. False when there is nowhere to go.
    bool focusNext(bool next);
    // The widgets Tab visits now, in order.
    QList<QWidget*> tabStops() const;
    QMenu* sandboxMenu() const { return sandboxMenu_; }
    FocusRing* focusRing() const { return ring_; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void addViewKeys();
    void addSandboxMenu();
    // The panes Tab and F6 go through, in order: the content, the centre's view, the other docks.
    QList<QWidget*> regions() const;
    bool onTop(QDockWidget* dock) const;
    // Gives a pane the keyboard: where it was last in it, or its first stop.
    // Shows the centre's view `index` and puts the keyboard where it last was there.
    void showView(int index);
    void enter(QWidget* region);
    void enterPane(int delta);
    void goToFirstMatch();
    void watchMenu(QMenu* menu);

    Parts parts_;
    QMenuBar* menuBar_;
    QMenu* sandboxMenu_ = nullptr;
    FocusRing* ring_ = nullptr;
    QHash<QWidget*, QPointer<QWidget>> lastIn_; // each pane's widget that last had the focus
    QPointer<QWidget> beforeMenu_;              // what had the keyboard when a menu of the bar opened
};

} // namespace rb
