#include "window_layout.h"

#include "preferences.h"

#include <QDataStream>
#include <QIODevice>
#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>

#include <algorithm>
#include <utility>

namespace rb {

namespace {
const Preference<QVariantMap> heightsPreference{QStringLiteral("mainwindow/bottomHeights")};
constexpr int kTreeWidth = 260;
// The problems pane keeps its height whether there are problems or none
// (the form never moves under the pointer as one comes or goes): its summary
// line, which names the first, and a list with room for a few, which scrolls.
constexpr int kProblemsHeight = 176;
constexpr int kBesideSandboxHeight = 130; // the problems' summary line and two rows
constexpr int kPreviewHeight = 380;     // the preview's tools, a map and its report
constexpr int kPreviewBesideSandboxHeight = 260; // the same, smaller, so the sandbox's map keeps its size
constexpr int kFindHeight = 300; // the query, a dozen places found and the replace row
} // namespace

WindowLayout::WindowLayout(QMainWindow* window, QTabWidget* centre, QList<QWidget*> tallTabs, const Docks& docks)
    : QObject(window)
    , window_(window)
    , centre_(centre)
    , tallTabs_(std::move(tallTabs))
    , docks_(docks)
{
    for (QDockWidget* d : {docks_.tree, docks_.validation, docks_.history, docks_.preview, docks_.quests, docks_.find}) {
        // Movable and closable, never floating: a drag on a splitter or a tab must not tear a pane off.
        d->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable);
        // Queued: while tabs change, the dock leaving still says it is shown.
        connect(d, &QDockWidget::visibilityChanged, this, &WindowLayout::perspectiveChanged, Qt::QueuedConnection);
    }
    connect(centre_, &QTabWidget::currentChanged, this, &WindowLayout::tabChanged);
    connect(centre_, &QTabWidget::currentChanged, this, &WindowLayout::perspectiveChanged, Qt::QueuedConnection);
    window_->installEventFilter(this);
}

bool WindowLayout::eventFilter(QObject* watched, QEvent* event)
{
    // Docks take sizes only once the window has its own: the first sizes wait for it.
    if (watched == window_ && event->type() == QEvent::Show && sizePending_)
        QTimer::singleShot(0, this, &WindowLayout::applyFirstSizes);
    return QObject::eventFilter(watched, event);
}

void WindowLayout::applyFirstSizes()
{
    sizePending_ = false;
    current_ = perspective();
    window_->resizeDocks({docks_.tree}, {kTreeWidth}, Qt::Horizontal);
    if (QDockWidget* raised = raisedBottomDock())
        window_->resizeDocks({raised}, {heights_.value(current_, firstHeight())}, Qt::Vertical);
}

void WindowLayout::reset()
{
    arranging_ = true;
    for (QDockWidget* d : {docks_.tree, docks_.validation, docks_.history, docks_.preview, docks_.quests, docks_.find}) {
        d->setFloating(false);
        d->show();
    }
    window_->addDockWidget(Qt::LeftDockWidgetArea, docks_.tree);
    for (QDockWidget* d : {docks_.validation, docks_.preview, docks_.quests, docks_.history, docks_.find})
        window_->addDockWidget(Qt::BottomDockWidgetArea, d);
    window_->tabifyDockWidget(docks_.validation, docks_.preview);
    window_->tabifyDockWidget(docks_.preview, docks_.quests);
    window_->tabifyDockWidget(docks_.quests, docks_.history);
    window_->tabifyDockWidget(docks_.history, docks_.find);
    docks_.validation->raise();
    steppedAside_.clear(); // every dock is shown again
    tabChanged();
    heights_.clear();
    arranging_ = false;
    sizePending_ = true;
    if (window_->isVisible())
        QTimer::singleShot(0, this, &WindowLayout::applyFirstSizes);
}

namespace {
// Whether a saved state names the dock: QMainWindow writes each dock's object name into it.
bool stateNames(const QByteArray& state, const QDockWidget* dock)
{
    QByteArray name;
    QDataStream out(&name, QIODevice::WriteOnly);
    out << dock->objectName();
    return state.contains(name.mid(4)); // the name's characters, without their length
}
} // namespace

void WindowLayout::takeInNewPanes(const QByteArray& state)
{
    bool took = false;
    for (QDockWidget* d : {docks_.validation, docks_.preview, docks_.quests, docks_.find})
        if (!stateNames(state, d)) {
            window_->tabifyDockWidget(docks_.history, d);
            d->show();
            took = true;
        }
    if (took)
        docks_.validation->raise(); // as the first layout has it
}

void WindowLayout::saveHeights() const
{
    QVariantMap saved;
    for (auto it = heights_.begin(); it != heights_.end(); ++it)
        saved.insert(it.key(), it.value());
    if (const int now = bottomHeight(); now > 0)
        saved.insert(current_, now);
    heightsPreference.set(saved);
}

void WindowLayout::restoreHeights()
{
    const QVariantMap saved = heightsPreference.get();
    for (auto it = saved.begin(); it != saved.end(); ++it)
        if (const int h = it.value().toInt(); h > 0)
            heights_.insert(it.key(), h);
}

void WindowLayout::stepAsideIn(QWidget* tab, QDockWidget* dock)
{
    asideIn_.insert(tab, dock);
    tabChanged();
}

void WindowLayout::bringBackSteppedAside()
{
    for (const Aside& a : std::exchange(steppedAside_, {})) {
        a.dock->show();
        if (a.raised)
            a.dock->raise();
    }
}

void WindowLayout::tabChanged()
{
    bringBackSteppedAside();
    QDockWidget* dock = asideIn_.value(centre_->currentWidget());
    if (!dock || dock->isHidden())
        return;
    steppedAside_.push_back({dock, raisedBottomDock() == dock});
    dock->hide();
}

QString WindowLayout::perspective() const
{
    const QDockWidget* raised = raisedBottomDock();
    const QString below = raised ? raised->windowTitle() : tr("nothing below");
    return centre_->tabText(centre_->currentIndex()) + QStringLiteral(" / ") + below;
}

int WindowLayout::bottomHeight() const
{
    const QTabBar* bar = nullptr;
    const QDockWidget* raised = raisedBottomDock(&bar);
    // resizeDocks sizes a tab group with its tab bar.
    return raised ? raised->height() + (bar ? bar->height() : 0) : 0;
}

QDockWidget* WindowLayout::raisedBottomDock(const QTabBar** tabBar) const
{
    QList<QDockWidget*> bottom;
    for (QDockWidget* d : {docks_.validation, docks_.preview, docks_.quests, docks_.history, docks_.find, docks_.tree})
        if (!d->isHidden() && !d->isFloating() && window_->dockWidgetArea(d) == Qt::BottomDockWidgetArea)
            bottom << d;
    // Docks under another's tab still say they are visible: the tab bar the
    // window draws for a group says which is on top, by its title.
    for (const QTabBar* bar : window_->findChildren<QTabBar*>(Qt::FindDirectChildrenOnly)) {
        if (bar->isHidden() || bar->currentIndex() < 0)
            continue;
        const QString title = bar->tabText(bar->currentIndex());
        for (QDockWidget* d : bottom) {
            if (d->windowTitle() == title) {
                if (tabBar)
                    *tabBar = bar;
                return d;
            }
        }
    }
    return bottom.isEmpty() ? nullptr : bottom.first();
}

int WindowLayout::firstHeight() const
{
    if (raisedBottomDock() == docks_.preview)
        return tallTabs_.contains(centre_->currentWidget()) ? kPreviewBesideSandboxHeight
                                                            : std::max(kPreviewHeight, window_->height() / 2);
    if (raisedBottomDock() == docks_.find)
        return tallTabs_.contains(centre_->currentWidget()) ? kPreviewBesideSandboxHeight : kFindHeight;
    if (tallTabs_.contains(centre_->currentWidget()))
        return kBesideSandboxHeight;
    return kProblemsHeight;
}

void WindowLayout::perspectiveChanged()
{
    if (arranging_ || sizePending_)
        return;
    const QString next = perspective();
    if (next == current_)
        return;
    if (const int h = bottomHeight(); h > 0 && !current_.isEmpty())
        heights_.insert(current_, h);
    current_ = next;
    if (QDockWidget* raised = raisedBottomDock())
        window_->resizeDocks({raised}, {heights_.value(next, firstHeight())}, Qt::Vertical);
}

} // namespace rb
