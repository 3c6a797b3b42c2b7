#include "common/focus_ring.h"

#include <QApplication>
#include <QEvent>
#include <QMenuBar>
#include <QPainter>

namespace rb {

namespace {
constexpr int kWidth = 2;
} // namespace

FocusRing::FocusRing(QWidget* window)
    : QWidget(window)
{
    setObjectName(QStringLiteral("focusRing"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    setFocusPolicy(Qt::NoFocus);
    hide();
    connect(qApp, &QApplication::focusChanged, this, [this](QWidget*, QWidget* now) { follow(now); });
}

void FocusRing::follow(QWidget* focused)
{
    for (const QPointer<QWidget>& w : std::as_const(watched_))
        if (w)
            w->removeEventFilter(this);
    watched_.clear();
    // The menu bar shows its own keyboard mode; another window's focus is not ours.
    const bool ours = focused && focused->window() == parentWidget() && !qobject_cast<QMenuBar*>(focused);
    target_ = ours ? focused : nullptr;
    for (QWidget* w = target_; w && w != parentWidget(); w = w->parentWidget()) {
        w->installEventFilter(this);
        watched_ << w;
    }
    place();
}

bool FocusRing::eventFilter(QObject* watched, QEvent* event)
{
    switch (event->type()) {
    case QEvent::Move:
    case QEvent::Resize:
    case QEvent::Show:
    case QEvent::Hide: place(); break;
    default: break;
    }
    return QWidget::eventFilter(watched, event);
}

void FocusRing::place()
{
    if (!target_ || !target_->isVisible()) {
        hide();
        return;
    }
    // Only the part of the target that shows: each parent clips it (a box half scrolled away is framed where it shows).
    QRect inWindow = target_->rect();
    for (QWidget* w = target_; w != parentWidget() && w->parentWidget(); w = w->parentWidget())
        inWindow = inWindow.translated(w->pos()) & w->parentWidget()->rect();
    if (inWindow.isEmpty()) {
        hide();
        return;
    }
    setGeometry(inWindow.adjusted(-kWidth, -kWidth, kWidth, kWidth));
    const QRegion frame = QRegion(rect()) - QRegion(rect().adjusted(kWidth, kWidth, -kWidth, -kWidth));
    setMask(frame);
    raise();
    show();
    update();
}

void FocusRing::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().color(QPalette::Active, QPalette::Highlight));
}

} // namespace rb
