#include "common/when_shown.h"

#include <QEvent>
#include <QWidget>

namespace rb {

WhenShown::WhenShown(QWidget* view, std::function<void()> refresh) : QObject(view), view_(view), refresh_(std::move(refresh))
{
    view_->installEventFilter(this);
}

// A pane behind another in a tabbed dock can count as visible while none of it
// can be seen: it has no region on screen.
static bool onScreen(const QWidget* view) { return view->isVisible() && !view->visibleRegion().isEmpty(); }

void WhenShown::request()
{
    if (onScreen(view_)) {
        stale_ = false;
        refresh_();
    } else {
        stale_ = true;
    }
}

bool WhenShown::eventFilter(QObject* watched, QEvent* event)
{
    if (watched != view_ || !stale_)
        return QObject::eventFilter(watched, event);
    if (event->type() == QEvent::Show) {
        stale_ = false;
        refresh_(); // before it is painted
    } else if (event->type() == QEvent::Paint) {
        // Brought to the front of its dock's tabs, which shows nothing but paints it.
        // Not from inside the paint: the refresh changes widgets, which paint again.
        stale_ = false;
        QMetaObject::invokeMethod(this, [this] { refresh_(); }, Qt::QueuedConnection);
    }
    return QObject::eventFilter(watched, event);
}

} // namespace rb
