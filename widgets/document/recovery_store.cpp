#include "document/recovery_store.h"

#include "common/whole_file.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

namespace rb {

RecoveryStore::RecoveryStore(QString directory)
    : directory_(directory.isEmpty()
                     ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery")
                     : std::move(directory))
{
}

QString RecoveryStore::fileFor(const QString& documentPath) const
{
    const QString key = documentPath.isEmpty() ? QStringLiteral("untitled") : QFileInfo(documentPath).absoluteFilePath();
    const QByteArray hash = QCryptographicHash::hash(key.toUtf8(), QCryptographicHash::Sha1).toHex().left(16);
    const QString base = documentPath.isEmpty() ? QStringLiteral("untitled") : QFileInfo(documentPath).completeBaseName();
    return directory_ + QLatin1Char('/') + base + QLatin1Char('-') + QString::fromLatin1(hash) + QStringLiteral(".recovery.json");
}

bool RecoveryStore::write(const QString& documentPath, const QByteArray& bytes)
{
    if (!QDir().mkpath(directory_))
        return false;
    // Whole or not at all: a full disk keeps the last autosave, never an empty one.
    return writeWholeFile(fileFor(documentPath), bytes).isEmpty();
}

QString RecoveryStore::setAsideFileFor(const QString& documentPath) const
{
    QString file = fileFor(documentPath);
    return file.replace(QStringLiteral(".recovery.json"), QStringLiteral(".set-aside.json"));
}

std::optional<Recovery> RecoveryStore::find(const QString& documentPath) const
{
    for (const bool setAside : {false, true}) {
        QFile file(setAside ? setAsideFileFor(documentPath) : fileFor(documentPath));
        if (file.open(QIODevice::ReadOnly))
            return Recovery{file.readAll(), QFileInfo(file).lastModified(), setAside};
    }
    return std::nullopt;
}

void RecoveryStore::discard(const QString& documentPath) { QFile::remove(fileFor(documentPath)); }

void RecoveryStore::setAside(const QString& documentPath)
{
    const QString kept = setAsideFileFor(documentPath);
    if (!QFile::exists(fileFor(documentPath)))
        return;
    QFile::remove(kept); // an older one set aside: this one is newer
    QFile::rename(fileFor(documentPath), kept);
}

void RecoveryStore::discardAll(const QString& documentPath)
{
    discard(documentPath);
    QFile::remove(setAsideFileFor(documentPath));
}

} // namespace rb
