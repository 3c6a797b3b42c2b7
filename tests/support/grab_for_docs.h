#pragma once
// Saves a picture of a widget when RULEBENCH_GRAB_DIR is set, so the
// README's screenshots come from the same states the tests check.

#include <QString>
#include <QWidget>

namespace rb::test {

inline void grabForDocs(QWidget* widget, const char* fileName)
{
    const QByteArray dir = qgetenv("RULEBENCH_GRAB_DIR");
    if (!dir.isEmpty())
        widget->grab().save(QString::fromUtf8(dir) + QLatin1Char('/') + QLatin1String(fileName));
}

} // namespace rb::test
