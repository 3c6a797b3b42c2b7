#include "document/recovery_store.h"

#include "common/whole_file.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QStandardPaths>
#include <QUuid>
#include <QtConcurrent/QtConcurrentRun>

namespace rb {

namespace {
const QString kAutosave = QStringLiteral(".recovery.json");
const QString kSetAside = QStringLiteral(".set-aside.json");

// The lock a window holds on its autosave while it lives. Stale only when
// its process is gone: never by age, since a window may stay open for days.
std::unique_ptr<QLockFile> lockOf(const QString& file)
{
    auto lock = std::make_unique<QLockFile>(file + QStringLiteral(".lock"));
    lock->setStaleLockTime(0);
    return lock;
}

std::optional<Recovery> readKept(const QString& path, bool setAside)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    return Recovery{file.readAll(), QFileInfo(file).lastModified(), setAside, path};
}

// The newest of `files`, read.
std::optional<Recovery> newest(const QStringList& files, bool setAside)
{
    QString best;
    for (const QString& f : files)
        if (best.isEmpty() || QFileInfo(f).lastModified() > QFileInfo(best).lastModified())
            best = f;
    return best.isEmpty() ? std::nullopt : readKept(best, setAside);
}
} // namespace

RecoveryStore::RecoveryStore(QString directory)
    : directory_(directory.isEmpty()
                     ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery")
                     : std::move(directory))
    , window_(QUuid::createUuid().toString(QUuid::Id128).left(12))
{
}

RecoveryStore::~RecoveryStore() { finishWriting(); }

QString RecoveryStore::stemFor(const QString& documentPath) const
{
    const QString key = documentPath.isEmpty() ? QStringLiteral("untitled") : QFileInfo(documentPath).absoluteFilePath();
    const QByteArray hash = QCryptographicHash::hash(key.toUtf8(), QCryptographicHash::Sha1).toHex().left(16);
    const QString base = documentPath.isEmpty() ? QStringLiteral("untitled") : QFileInfo(documentPath).completeBaseName();
    return directory_ + QLatin1Char('/') + base + QLatin1Char('-') + QString::fromLatin1(hash);
}

QString RecoveryStore::fileFor(const QString& documentPath) const
{
    return stemFor(documentPath) + QLatin1Char('.') + window_ + kAutosave;
}

bool RecoveryStore::takeLock(const QString& documentPath)
{
    finishWriting();
    if (!QDir().mkpath(directory_))
        return false;
    // Locked before the first byte, so no other window takes it for a crash's.
    if (!locks_.contains(documentPath)) {
        auto lock = lockOf(fileFor(documentPath));
        if (lock->tryLock(0))
            locks_.emplace(documentPath, std::move(lock));
    }
    return true;
}

bool RecoveryStore::write(const QString& documentPath, const QByteArray& bytes)
{
    // Whole or not at all: a full disk keeps the last autosave, never an empty one.
    return takeLock(documentPath) && writeWholeFile(fileFor(documentPath), bytes).isEmpty();
}

void RecoveryStore::writeLater(const QString& documentPath, std::function<QByteArray()> bytes)
{
    if (!takeLock(documentPath))
        return;
    writing_ = QtConcurrent::run([file = fileFor(documentPath), bytes = std::move(bytes)] {
        return writeWholeFile(file, bytes()).isEmpty();
    });
}

bool RecoveryStore::finishWriting()
{
    if (!writing_.isValid())
        return true;
    writing_.waitForFinished();
    const bool written = writing_.result();
    writing_ = {};
    return written;
}

QStringList RecoveryStore::unlockedFiles(const QString& documentPath, const QString& suffix) const
{
    const QFileInfo stem(stemFor(documentPath));
    QStringList found;
    // The version before named one autosave a document, "<stem>.recovery.json", with no lock: found too.
    // Compared, not globbed: a file's name may hold a wildcard's characters.
    const QStringList names = QDir(directory_).entryList(QDir::Files);
    for (const QString& name : names) {
        if (!name.startsWith(stem.fileName()) || !name.endsWith(suffix))
            continue;
        const QString window = name.mid(stem.fileName().size()).chopped(suffix.size());
        if (!window.isEmpty() && !window.startsWith(QLatin1Char('.')))
            continue; // another document's, whose name starts as this one's does
        const QString file = directory_ + QLatin1Char('/') + name;
        if (file == fileFor(documentPath))
            continue; // this window's own
        // A lock that can be taken is free: its window is gone (or it never had one).
        if (suffix == kAutosave && !lockOf(file)->tryLock(0))
            continue; // a live window's
        found << file;
    }
    return found;
}

std::optional<Recovery> RecoveryStore::find(const QString& documentPath) const
{
    if (writing_.isValid())
        writing_.waitForFinished(); // this window's own, whole
    if (auto own = readKept(fileFor(documentPath), false))
        return own;
    if (auto crashed = newest(unlockedFiles(documentPath, kAutosave), false))
        return crashed;
    return newest(unlockedFiles(documentPath, kSetAside), true);
}

void RecoveryStore::discard(const QString& documentPath)
{
    finishWriting(); // never a write landing after its removal
    QFile::remove(fileFor(documentPath)); // before its lock goes, so it is never taken for a crash's
    locks_.erase(documentPath);
}

void RecoveryStore::discard(const Recovery& recovery)
{
    finishWriting();
    QFile::remove(recovery.file);
    for (auto it = locks_.begin(); it != locks_.end(); ++it)
        if (fileFor(it->first) == recovery.file) {
            locks_.erase(it);
            return;
        }
}

void RecoveryStore::setAside(const Recovery& recovery)
{
    finishWriting();
    if (recovery.setAside || !recovery.file.endsWith(kAutosave))
        return;
    const QString kept = recovery.file.chopped(kAutosave.size()) + kSetAside;
    QFile::remove(kept);
    QFile::rename(recovery.file, kept);
    discard(recovery); // its lock, when it was this window's
}

} // namespace rb
