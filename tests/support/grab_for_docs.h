#pragma once
// Saves a picture of a widget when RULEBENCH_GRAB_DIR is set, so the
// README's screenshots come from the same states the tests check.

#include <QCoreApplication>
#include <QString>
#include <QWidget>

namespace rb::test {

inline void grabForDocs(QWidget* widget, const char* fileName)
{
    const QByteArray dir = qgetenv("RULEBENCH_GRAB_DIR");
    if (dir.isEmpty())
        return;
    QCoreApplication::processEvents(); // queued repaints (a plot's replot) land first
    widget->grab().save(QString::fromUtf8(dir) + QLatin1Char('/') + QLatin1String(fileName));
}

} // namespace rb::test
