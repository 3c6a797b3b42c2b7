#include "common/button_actions.h"

#include <QAbstractButton>
#include <QAction>
#include <QEvent>
#include <QWidget>

namespace rb {

namespace {
// Keeps an action on while its button is (a button is off with its parent too).
class EnabledMirror : public QObject {
public:
    EnabledMirror(QAbstractButton* button, QAction* action)
        : QObject(action)
        , button_(button)
        , action_(action)
    {
        button->installEventFilter(this);
        action->setEnabled(button->isEnabled());
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (watched == button_ && event->type() == QEvent::EnabledChange)
            action_->setEnabled(button_->isEnabled());
        return QObject::eventFilter(watched, event);
    }

private:
    QAbstractButton* button_;
    QAction* action_;
};
} // namespace

QAction* buttonAction(QAbstractButton* button, const QString& text, const QKeySequence& keys, QWidget* keyHolder)
{
    auto* action = new QAction(text, keyHolder);
    action->setShortcut(keys);
    keyHolder->addAction(action);
    QObject::connect(action, &QAction::triggered, button, &QAbstractButton::click);
    new EnabledMirror(button, action);
    return action;
}

QAction* buttonAction(QAbstractButton* button, const QString& text, const QKeySequence& keys, QWidget* keyHolder,
                      const QString& what)
{
    QAction* action = buttonAction(button, text, keys, keyHolder);
    button->setToolTip(withKey(action, what));
    return action;
}

QString withKey(const QAction* action, const QString& what)
{
    const QString keys = action->shortcut().toString(QKeySequence::NativeText);
    return keys.isEmpty() ? what : QStringLiteral("%1 (%2)").arg(what, keys);
}

} // namespace rb
