#pragma once
// Answers the next file dialog as the designer would, by keys: `name` typed
// into its name box over what it holds, then Return.

#include <QApplication>
#include <QFileDialog>
#include <QLineEdit>
#include <QTimer>
#include <QtTest>

namespace rb::test {

inline void answerFileDialog(const QString& name)
{
    auto* timer = new QTimer;
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, [timer, name] {
        auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
        auto* edit = dialog ? dialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit")) : nullptr;
        if (!edit || !edit->isVisible() || !dialog->isActiveWindow()) // typed once the dialog has the keyboard
            return;
        timer->stop();
        timer->deleteLater();
        edit->setFocus();
        QTest::keyClick(edit, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(edit, name);
        QTest::keyClick(edit, Qt::Key_Return);
    });
    timer->start();
}

} // namespace rb::test
