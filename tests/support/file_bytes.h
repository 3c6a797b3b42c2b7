#pragma once
// Files as the editor tests handle them: a file's bytes, and a writable copy
// of the demo project to edit, save and crash on.

#include <QByteArray>
#include <QFile>
#include <QString>

namespace rb::test {

inline const QString kDemoPath = QStringLiteral(RULEBENCH_SOURCE_DIR "/resources/demo/demo.rules.json");

inline QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// A fresh copy of the demo at `path`, writable (the checkout's may not be).
inline QString copyOfDemo(const QString& path)
{
    QFile::remove(path);
    QFile::copy(kDemoPath, path);
    QFile(path).setPermissions(QFile::ReadOwner | QFile::WriteOwner);
    return path;
}

} // namespace rb::test
