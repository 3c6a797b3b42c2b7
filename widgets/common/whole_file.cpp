#include "common/whole_file.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QObject>
#include <QSaveFile>
#include <QTemporaryDir>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

namespace rb {

namespace {
QString tr(const char* text) { return QObject::tr(text); }

// Said in words before the system's terse reason, for the cases a person can fix.
QString whyNotThere(const QString& path)
{
    const QFileInfo target(path);
    if (target.isDir())
        return tr("%1 is a folder, not a file.").arg(path);
    const QFileInfo folder(target.absolutePath());
    if (!folder.isDir())
        return folder.exists() ? tr("%1 is a file, not a folder.").arg(folder.filePath())
                               : tr("The folder %1 does not exist (was it moved or deleted?).").arg(folder.filePath());
    return {};
}

// A write the disk takes only part of gives no reason; the next one, for the rest, does.
QString writeAll(QIODevice& file, const QByteArray& bytes)
{
    for (qint64 done = 0; done < bytes.size();) {
        const qint64 written = file.write(bytes.constData() + done, bytes.size() - done);
        if (written <= 0)
            return file.errorString().isEmpty() ? tr("only part of the file was written") : file.errorString();
        done += written;
    }
    return {};
}

QString stoppedPartway(const QString& why)
{
    return tr("Writing stopped partway (%1), perhaps because the disk is full.").arg(why);
}

// The folder's entry for the renamed file on the disk too. The new file is in
// place whatever this answers, so a failure here is not the save's.
void syncFolder(const QString& path)
{
    const int folder = ::open(QFile::encodeName(QFileInfo(path).absolutePath()).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (folder < 0)
        return;
    ::fsync(folder);
    ::close(folder);
}
} // namespace

QString writeWholeFile(const QString& path, const QByteArray& bytes, const FileWriter& writer)
{
    if (QString why = whyNotThere(path); !why.isEmpty())
        return why;
    QSaveFile file(path);
    // Unbuffered: each write reaches the file at once, so a full disk is met
    // there, with its reason. Buffered, a file under Qt's 16 KB buffer met it
    // only at the flush inside QSaveFile::commit(), which answers true after a
    // flush that failed (Qt 6.4) and so emptied the file.
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return tr("It could not be written there: %1.").arg(file.errorString());
    if (const QString why = writer ? writer(file, bytes) : writeAll(file, bytes); !why.isEmpty()) {
        file.cancelWriting();
        return stoppedPartway(why);
    }
    // Nothing should be left to flush; checked all the same, before anything is renamed.
    if (!file.flush() || file.error() != QFileDevice::NoError) {
        const QString why = file.errorString();
        file.cancelWriting();
        return stoppedPartway(why);
    }
    // On the disk before it replaces the old file, so a power cut leaves one or the other.
    errno = 0;
    if (::fsync(file.handle()) != 0) {
        const QString why = QString::fromLocal8Bit(std::strerror(errno));
        file.cancelWriting();
        return tr("Putting the new file on the disk failed (%1), perhaps because the disk is full.").arg(why);
    }
    if (!file.commit() || file.error() != QFileDevice::NoError)
        return tr("Finishing the new file failed (%1), perhaps because the disk is full.").arg(file.errorString());
    syncFolder(path);
    return {};
}

QString writeWholeFileMadeBy(const QString& path, const std::function<bool(const QString& scratchPath)>& make)
{
    const QTemporaryDir scratch;
    const QString made = scratch.filePath(QFileInfo(path).fileName());
    QFile file(made);
    if (!scratch.isValid() || !make(made) || !file.open(QIODevice::ReadOnly))
        return tr("It could not be made in the scratch folder %1 (is that disk full?).").arg(QDir::tempPath());
    return writeWholeFile(path, file.readAll());
}

} // namespace rb
