#include "document/recovery_store.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
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
    QSaveFile file(fileFor(documentPath));
    if (!file.open(QIODevice::WriteOnly))
        return false;
    file.write(bytes);
    return file.commit();
}

std::optional<Recovery> RecoveryStore::find(const QString& documentPath) const
{
    QFile file(fileFor(documentPath));
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    return Recovery{file.readAll(), QFileInfo(file).lastModified()};
}

void RecoveryStore::discard(const QString& documentPath) { QFile::remove(fileFor(documentPath)); }

} // namespace rb
