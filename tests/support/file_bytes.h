#pragma once
// Files as the editor tests handle them: a file's bytes, and a writable copy
// of the demo project to edit, save and crash on.

#include "source_dir.h"
#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QString>

namespace rb::test {

inline const QString kDemoPath = rb::test::sourceFile("/resources/demo/demo.rules.json");

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

// A writable copy of the demo folder (the content and its scenarios) in `folder`.
inline bool copyDemoTo(const QString& folder)
{
    QDir(folder).mkpath(QStringLiteral("."));
    const QString demo = QFileInfo(kDemoPath).absolutePath();
    for (const QFileInfo& file : QDir(demo).entryInfoList(QDir::Files)) {
        const QString to = folder + QLatin1Char('/') + file.fileName();
        if (!QFile::copy(file.filePath(), to))
            return false;
        QFile(to).setPermissions(QFile::ReadOwner | QFile::WriteOwner);
    }
    return true;
}

} // namespace rb::test
