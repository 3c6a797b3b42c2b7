#pragma once
// A button's click as an action with a key, for a menu: the action is on
// exactly when the button is, so its key and its menu entry do what the
// button would, and nothing when the button would not.

#include <QKeySequence>
#include <QString>

class QAbstractButton;
class QAction;
class QWidget;

namespace rb {

// The action belongs to `keyHolder` (the key works wherever it is shown;
// put the action in a menu too and the key works whatever view shows).
QAction* buttonAction(QAbstractButton* button, const QString& text, const QKeySequence& keys, QWidget* keyHolder);
// The same, and the button's tooltip says `what` it does with the key: "Empties the queue (Ctrl+Shift+Del)".
QAction* buttonAction(QAbstractButton* button, const QString& text, const QKeySequence& keys, QWidget* keyHolder,
                      const QString& what);

// "what (F10)": what a button does, with its action's key.
QString withKey(const QAction* action, const QString& what);

} // namespace rb
