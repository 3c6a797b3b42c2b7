#include "common/wheel_guard.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QPointer>
#include <QScrollBar>

namespace rb {

namespace {
// A wheel would otherwise give such a widget the focus first, and then change it.
void keepWheelFromFocusing(QWidget* widget)
{
    if ((widget->focusPolicy() & Qt::WheelFocus) == Qt::WheelFocus)
        widget->setFocusPolicy(Qt::StrongFocus);
}

class WheelGuard : public QObject {
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() != QEvent::Polish && event->type() != QEvent::Wheel)
            return false;
        auto* widget = qobject_cast<QWidget*>(watched);
        if (!widget || !isWheelGuarded(widget))
            return false;
        if (event->type() == QEvent::Polish) {
            keepWheelFromFocusing(widget);
            return false;
        }
        // Focused or not: a wheel meant to scroll must never edit what it passes.
        // Held back but not accepted: Qt offers the wheel to the parents next.
        event->ignore();
        return true;
    }
};
} // namespace

bool isWheelGuarded(const QWidget* widget)
{
    return qobject_cast<const QAbstractSpinBox*>(widget) || qobject_cast<const QComboBox*>(widget)
           || (qobject_cast<const QAbstractSlider*>(widget) && !qobject_cast<const QScrollBar*>(widget));
}

void installWheelGuard()
{
    static QPointer<WheelGuard> guard; // gone with the application that owns it
    if (guard || !qApp)
        return;
    guard = new WheelGuard(qApp);
    qApp->installEventFilter(guard);
    for (QWidget* widget : QApplication::allWidgets()) // those polished before now
        if (isWheelGuarded(widget))
            keepWheelFromFocusing(widget);
}

} // namespace rb
