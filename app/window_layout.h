#pragma once
// Where the main window's docks sit and how much room each view gets. The
// docks stay docked (no tearing off on a drag); the bottom docks' height is
// kept per perspective — the centre's tab with the bottom dock on top — so
// the grid preview opens tall, the sandbox gets the height the problems do
// not need, no problems take one line, and a height the designer drags is
// the one that perspective comes back to. View > Reset layout brings the first layout back.

#include <QHash>
#include <QList>
#include <QObject>
#include <QString>

class QDockWidget;
class QMainWindow;
class QTabBar;
class QTabWidget;
class QWidget;

namespace rb {

class WindowLayout : public QObject {
    Q_OBJECT
public:
    struct Docks {
        QDockWidget* tree = nullptr;
        QDockWidget* validation = nullptr;
        QDockWidget* history = nullptr;
        QDockWidget* preview = nullptr;
        QDockWidget* quests = nullptr;
        QDockWidget* find = nullptr;
    };

    // `tallTabs`: the centre's tabs that want the height the problems do not
    // need (the sandbox, the batch view).
    WindowLayout(QMainWindow* window, QTabWidget* centre, QList<QWidget*> tallTabs, const Docks& docks);

    const Docks& docks() const { return docks_; }
    // Every dock shown and put back where a newcomer finds it: the content on
    // the left, the rest as tabs under the centre, each perspective at its
    // first height.
    void reset();
    // After a saved layout was restored: each pane that `state` (saved
    // before the pane existed, as Find) does not name joins the panes under
    // the centre as a tab, rather than splitting them.
    void takeInNewPanes(const QByteArray& state);
    // The heights a designer chose, kept between sessions.
    void saveHeights() const;
    void restoreHeights();

    // A centre tab that shows its own `dock` (the sandbox its own quests):
    // the dock steps aside while the tab is current, one panel a view, and
    // comes back (on top again if it was) when another tab is.
    void stepAsideIn(QWidget* tab, QDockWidget* dock);
    // Every dock that stepped aside back in place (before the state is saved).
    void bringBackSteppedAside();
    // "Sandbox / Grid preview": the centre's tab and the bottom dock on top.
    QString perspective() const;
    // The height of the bottom docks, or 0 when none is shown.
    int bottomHeight() const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void applyFirstSizes();
    // The bottom dock on top of its tab group (and the group's tab bar), or
    // null when none is shown.
    QDockWidget* raisedBottomDock(const QTabBar** tabBar = nullptr) const;
    // The height a perspective starts at before the designer changes it.
    int firstHeight() const;
    void perspectiveChanged();
    void tabChanged();

    QMainWindow* window_;
    QTabWidget* centre_;
    QList<QWidget*> tallTabs_;
    Docks docks_;
    QString current_;
    QHash<QString, int> heights_;
    bool arranging_ = false;
    bool sizePending_ = false; // reset before the window was shown
    QHash<QWidget*, QDockWidget*> asideIn_;
    struct Aside {
        QDockWidget* dock;
        bool raised;
    };
    QList<Aside> steppedAside_;
};

} // namespace rb
