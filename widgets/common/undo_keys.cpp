#include "common/undo_keys.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPointer>

namespace rb {

namespace {
bool isUndoKey(QKeyEvent* key) { return key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo); }

// The text a key event reaches: a line edit, or the one inside a spin box or
// an editable combo box (which take the focus and hand keys to it directly).
QLineEdit* textOf(QObject* watched)
{
    if (auto* edit = qobject_cast<QLineEdit*>(watched))
        return edit;
    if (qobject_cast<QAbstractSpinBox*>(watched) || qobject_cast<QComboBox*>(watched))
        return watched->findChild<QLineEdit*>(QString(), Qt::FindDirectChildrenOnly);
    return nullptr;
}

class UndoKeyRule : public QObject {
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        QLineEdit* edit = textOf(watched);
        if (!edit)
            return false;
        switch (event->type()) {
        case QEvent::ShortcutOverride:
            // Nothing typed since the field was last committed: the key is the document's.
            if (isUndoKey(static_cast<QKeyEvent*>(event)) && !edit->isModified()) {
                event->ignore();
                return true;
            }
            return false;
        case QEvent::KeyPress: {
            const int key = static_cast<QKeyEvent*>(event)->key();
            if (key == Qt::Key_Return || key == Qt::Key_Enter)
                committedSoon(edit);
            return false;
        }
        case QEvent::FocusOut: committedSoon(edit); return false;
        default: return false;
        }
    }

private:
    // After the field has handled the key or the focus change (and so committed).
    static void committedSoon(QLineEdit* edit)
    {
        QPointer<QLineEdit> guarded(edit);
        QMetaObject::invokeMethod(edit, [guarded] {
            if (guarded)
                guarded->setModified(false);
        }, Qt::QueuedConnection);
    }
};
} // namespace

void installUndoKeyRule()
{
    static QPointer<UndoKeyRule> rule; // gone with the application that owns it
    if (rule || !qApp)
        return;
    rule = new UndoKeyRule(qApp);
    qApp->installEventFilter(rule);
}

} // namespace rb
