#include "keyboard_map.h"

#include "common/focus_ring.h"
#include "common/grid_canvas.h"
#include "navigation/content_tree_model.h"
#include "sandbox/sandbox_action_picker.h"
#include "sandbox/sandbox_panel.h"
#include "sandbox/sandbox_run_bar.h"
#include "sandbox/sandbox_session.h"

#include <QAction>
#include <QActionEvent>
#include <QApplication>
#include <QDockWidget>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QScrollArea>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>
#include <QTreeView>

#include <algorithm>

namespace rb {

namespace {
// A widget Tab stops at: shown, on, taking the focus by Tab itself (not
// through another), and not a scroll area around a pane (which shows nothing of its own).
bool isTabStop(const QWidget* w)
{
    return w->isVisible() && w->isEnabled() && (w->focusPolicy() & Qt::TabFocus) && !w->focusProxy()
           && !qobject_cast<const QScrollArea*>(w);
}

// The view itself when Tab stops there, else the first widget in it Tab stops at, else the view.
QWidget* firstStopIn(QWidget* view)
{
    if (isTabStop(view))
        return view;
    for (QWidget* w = view->nextInFocusChain(); w != view; w = w->nextInFocusChain())
        if (view->isAncestorOf(w) && isTabStop(w))
            return w;
    return view;
}

// Focus given by key, with whatever scrolls around the widget brought to it.
void giveFocus(QWidget* w, Qt::FocusReason reason)
{
    w->setFocus(reason);
    for (QWidget* p = w->parentWidget(); p; p = p->parentWidget())
        if (auto* area = qobject_cast<QScrollArea*>(p))
            area->ensureWidgetVisible(w, 8, 8);
}
} // namespace

KeyboardMap::KeyboardMap(const Parts& parts)
    : QObject(parts.window)
    , parts_(parts)
    , menuBar_(parts.window->menuBar())
    , ring_(new FocusRing(parts.window))
{
    addViewKeys();
    addSandboxMenu();
    // The filter's Enter and Down go to its first match in the tree.
    parts_.filter->installEventFilter(this);
    parts_.filter->setToolTip(tr("Filters the tree by name (Ctrl+F); Enter or Down goes to the first match"));
    // The centre's tabs change by Ctrl+1, 2, 3 or Ctrl+Tab from anywhere: not a Tab stop of their own.
    parts_.centre->tabBar()->setFocusPolicy(Qt::NoFocus);
    for (QAction* a : menuBar_->actions())
        watchMenu(a->menu());
    menuBar_->installEventFilter(this); // menus added later are watched too
    connect(qApp, &QApplication::focusChanged, this, [this](QWidget*, QWidget* now) {
        for (QWidget* region : regions())
            if (now && region->isAncestorOf(now))
                lastIn_.insert(region, now);
    });
    parts_.tree->setFocus(Qt::OtherFocusReason); // where the keyboard starts
}

KeyboardMap::~KeyboardMap()
{
    menuBar_->removeEventFilter(this);
    delete ring_;
}

void KeyboardMap::addViewKeys()
{
    QMenu* view = parts_.view;
    view->addSeparator();
    // A key for each of the centre's views, whatever views it has.
    for (int i = 0; i < parts_.centre->count() && i < 9; ++i) {
        QAction* show = view->addAction(tr("Show %1").arg(parts_.centre->tabText(i)), this, [this, i] { showView(i); });
        show->setShortcut(QKeySequence(Qt::CTRL | (Qt::Key_1 + i)));
        show->setObjectName(QStringLiteral("showView%1Action").arg(i + 1));
    }
    const auto cycle = [this](int delta) {
        const int n = parts_.centre->count();
        showView((parts_.centre->currentIndex() + delta + n) % n);
    };
    QAction* next = view->addAction(tr("&Next View"), this, [cycle] { cycle(1); });
    next->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Tab));
    QAction* previous = view->addAction(tr("&Previous View"), this, [cycle] { cycle(-1); });
    previous->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Tab));
    view->addSeparator();
    // The panes: the content tree and the ones under the centre.
    QAction* content = view->addAction(tr("Go to &Content"), this, [this] {
        parts_.docks.tree->show();
        giveFocus(parts_.tree, Qt::ShortcutFocusReason);
    });
    content->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    const QList<QDockWidget*> panes{parts_.docks.validation, parts_.docks.preview, parts_.docks.quests, parts_.docks.history, parts_.docks.find};
    for (int i = 0; i < panes.size(); ++i) {
        QDockWidget* pane = panes[i];
        QAction* go = view->addAction(tr("Go to %1").arg(pane->windowTitle()), this, [this, pane] {
            pane->show();
            pane->raise();
            enter(pane);
        });
        go->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | (Qt::Key_1 + i)));
    }
    QAction* nextPane = view->addAction(tr("Next Pane"), this, [this] { enterPane(1); });
    nextPane->setShortcut(QKeySequence(Qt::Key_F6));
    QAction* previousPane = view->addAction(tr("Previous Pane"), this, [this] { enterPane(-1); });
    previousPane->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F6));
}

void KeyboardMap::addSandboxMenu()
{
    // Before Help, after View.
    sandboxMenu_ = new QMenu(tr("&Sandbox"), parts_.window);
    menuBar_->addMenu(sandboxMenu_);
    SandboxPanel* sandbox = parts_.sandbox;
    sandboxMenu_->addActions(sandbox->runBar()->keyActions());
    sandboxMenu_->addSeparator();
    sandboxMenu_->addActions(sandbox->picker()->keyActions());
    QAction* aim = sandboxMenu_->addAction(tr("&Aim on the Map"), this, [this] {
        parts_.centre->setCurrentWidget(parts_.sandboxPage);
        parts_.sandbox->picker()->arm(); // the action picked, when it takes a cell
        giveFocus(parts_.sandbox->canvas(), Qt::ShortcutFocusReason);
    });
    aim->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    aim->setToolTip(tr("The map's cursor, aiming the action picked: arrows move it, Space or Enter clicks its cell"));
    if (auto* save = parts_.window->findChild<QAction*>(QStringLiteral("saveScenarioAsAction"))) {
        sandboxMenu_->addSeparator();
        sandboxMenu_->addAction(save);
    }
    // The views around the map (the lower tabs at 1280x800): Alt+1, Alt+2, ...
    sandboxMenu_->addSeparator();
    const QList<SandboxPanel::LowerView> lower = sandbox->lowerViews();
    for (int i = 0; i < lower.size() && i < 9; ++i) {
        QWidget* view = lower[i].view;
        QAction* show = sandboxMenu_->addAction(tr("Show %1").arg(lower[i].title), this, [this, view] {
            parts_.centre->setCurrentWidget(parts_.sandboxPage);
            parts_.sandbox->showLowerView(view);
            giveFocus(firstStopIn(view), Qt::ShortcutFocusReason);
        });
        show->setShortcut(QKeySequence(Qt::ALT | (Qt::Key_1 + i)));
    }
    // Played from another view, the run bar's word goes to the status bar.
    const auto tell = [this] {
        if (parts_.centre->currentWidget() != parts_.sandboxPage)
            parts_.window->statusBar()->showMessage(parts_.sandbox->statusText(), 6000);
    };
    for (QAction* a : sandbox->runBar()->keyActions() + sandbox->picker()->keyActions())
        connect(a, &QAction::triggered, this, [this, tell] { QTimer::singleShot(0, this, tell); });
    connect(sandbox->session(), &SandboxSession::runFinished, this, [this, tell] { QTimer::singleShot(0, this, tell); });
}

// Shown and not under another dock's tab (whose widgets still say they are visible).
bool KeyboardMap::onTop(QDockWidget* dock) const
{
    if (!dock || dock->isHidden())
        return false;
    if (parts_.window->tabifiedDockWidgets(dock).isEmpty())
        return true;
    for (const QTabBar* bar : parts_.window->findChildren<QTabBar*>(Qt::FindDirectChildrenOnly))
        for (int i = 0; bar->isVisible() && i < bar->count(); ++i)
            if (bar->tabText(i) == dock->windowTitle())
                return bar->currentIndex() == i;
    return true;
}

QList<QWidget*> KeyboardMap::regions() const
{
    QList<QWidget*> out;
    if (onTop(parts_.docks.tree))
        out << parts_.docks.tree;
    out << parts_.centre->currentWidget();
    for (QDockWidget* d : {parts_.docks.validation, parts_.docks.preview, parts_.docks.quests, parts_.docks.history, parts_.docks.find})
        if (onTop(d))
            out << d;
    return out;
}

QList<QWidget*> KeyboardMap::tabStops() const
{
    // Each pane's stops in the order Qt keeps (the order they were made,
    // which is their order on screen), the panes in the order of regions().
    const QList<QWidget*> panes = regions();
    QList<QList<QWidget*>> inPane(panes.size());
    QWidget* window = parts_.window;
    for (QWidget* w = window->nextInFocusChain(); w && w != window; w = w->nextInFocusChain()) {
        if (!isTabStop(w))
            continue;
        for (int i = 0; i < panes.size(); ++i)
            if (panes[i]->isAncestorOf(w)) {
                inPane[i] << w;
                break;
            }
    }
    QList<QWidget*> stops;
    for (const QList<QWidget*>& pane : inPane)
        stops << pane;
    return stops;
}

bool KeyboardMap::focusNext(bool next)
{
    const QList<QWidget*> stops = tabStops();
    if (stops.isEmpty())
        return false;
    int at = -1;
    for (QWidget* w = QApplication::focusWidget(); w && at < 0; w = w->parentWidget())
        at = stops.indexOf(w);
    QWidget* focus = QApplication::focusWidget();
    // A view's page hidden with the focus in it (another centre tab chosen): the keyboard goes to the view now shown.
    if (at < 0 && focus && parts_.centre->isAncestorOf(focus) && !focus->isVisible()) {
        enter(parts_.centre->currentWidget());
        return true;
    }
    // A stop no more (a button turned off as it is pressed, Start while the runs go): the stop after it.
    for (QWidget* w = focus; at < 0 && w && (w = next ? w->nextInFocusChain() : w->previousInFocusChain()) != focus;)
        if (const int i = stops.indexOf(w); i >= 0) {
            giveFocus(w, next ? Qt::TabFocusReason : Qt::BacktabFocusReason);
            return true;
        }
    const int n = static_cast<int>(stops.size());
    const int to = at < 0 ? (next ? 0 : n - 1) : (at + (next ? 1 : -1) + n) % n;
    giveFocus(stops[to], next ? Qt::TabFocusReason : Qt::BacktabFocusReason);
    return true;
}

void KeyboardMap::showView(int index)
{
    // The page hidden hands its focus to the next widget in the chain, which
    // may be in the page shown (the sandbox's lower tab bar): that is no
    // place the designer left the keyboard, so the view's own is kept.
    QWidget* page = parts_.centre->widget(index);
    const QPointer<QWidget> last = lastIn_.value(page);
    parts_.centre->setCurrentIndex(index);
    if (last)
        lastIn_.insert(page, last);
    else
        lastIn_.remove(page);
    enter(page);
}

void KeyboardMap::enter(QWidget* region)
{
    if (QWidget* last = lastIn_.value(region); last && isTabStop(last)) {
        giveFocus(last, Qt::ShortcutFocusReason);
        return;
    }
    // A view may name where the keyboard is wanted first (its focus proxy).
    if (QWidget* wanted = region->focusProxy(); wanted && wanted->isVisible() && wanted->isEnabled()) {
        giveFocus(wanted, Qt::ShortcutFocusReason);
        return;
    }
    for (QWidget* w : tabStops())
        if (region->isAncestorOf(w)) {
            giveFocus(w, Qt::ShortcutFocusReason);
            return;
        }
}

void KeyboardMap::enterPane(int delta)
{
    // Only the panes with something to stop at (a dock under another's tab has none).
    QList<QWidget*> panes;
    const QList<QWidget*> stops = tabStops();
    for (QWidget* region : regions())
        if (std::any_of(stops.begin(), stops.end(), [region](QWidget* w) { return region->isAncestorOf(w); }))
            panes << region;
    if (panes.isEmpty())
        return;
    int at = -1;
    for (int i = 0; i < panes.size() && at < 0; ++i)
        if (QApplication::focusWidget() && panes[i]->isAncestorOf(QApplication::focusWidget()))
            at = i;
    const int n = static_cast<int>(panes.size());
    enter(panes[at < 0 ? 0 : (at + delta + n) % n]);
}

void KeyboardMap::goToFirstMatch()
{
    // The first definition the filter leaves, or else its first row (a section).
    QAbstractItemModel* model = parts_.tree->model();
    QModelIndex first;
    for (int row = 0; row < model->rowCount() && !first.isValid(); ++row) {
        const QModelIndex section = model->index(row, 0);
        first = model->rowCount(section) > 0 ? model->index(0, 0, section) : QModelIndex();
    }
    if (!first.isValid())
        first = model->index(0, 0);
    if (first.isValid()) {
        parts_.tree->setCurrentIndex(first);
        parts_.tree->scrollTo(first);
    }
    giveFocus(parts_.tree, Qt::OtherFocusReason);
}

void KeyboardMap::watchMenu(QMenu* menu)
{
    if (!menu)
        return;
    menu->installEventFilter(this);
    connect(menu, &QMenu::aboutToShow, this, [this] {
        QWidget* w = QApplication::focusWidget();
        if (w && !qobject_cast<QMenuBar*>(w) && !qobject_cast<QMenu*>(w))
            beforeMenu_ = w;
    });
}

bool KeyboardMap::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        const bool plain = !(key->modifiers() & ~Qt::KeypadModifier);
        if (watched == parts_.filter && plain
            && (key->key() == Qt::Key_Down || key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter)) {
            goToFirstMatch();
            return true;
        }
        // Escape closes a menu of the menu bar and Qt leaves the bar holding the
        // keyboard; a second Escape, sent once the menu is closed, takes it from
        // the bar, and the widget that had it before the menu gets it back.
        if (key->key() == Qt::Key_Escape && qobject_cast<QMenu*>(watched)) {
            QTimer::singleShot(0, this, [this] {
                if (QApplication::activePopupWidget() || !menuBar_->hasFocus())
                    return;
                QKeyEvent escape(QEvent::KeyPress, Qt::Key_Escape, Qt::NoModifier);
                QCoreApplication::sendEvent(menuBar_, &escape);
                if (beforeMenu_ && beforeMenu_->isVisible())
                    beforeMenu_->setFocus(Qt::PopupFocusReason);
            });
        }
    }
    if (watched == menuBar_ && event->type() == QEvent::ActionAdded)
        watchMenu(static_cast<QActionEvent*>(event)->action()->menu());
    return QObject::eventFilter(watched, event);
}

} // namespace rb
