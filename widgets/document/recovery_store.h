#pragma once
// Unsaved work written aside on a timer, so a crash loses at most one
// interval of edits. Each window (each store) keeps its own autosave of a
// document, named for the document and the window and held by a lock file
// for as long as the window lives: two windows on one file never share one,
// and an autosave whose lock is stale (its window died, or the lock is gone)
// is what a crash left. The window removes its own on a save, a clean quit
// and an undo back to the saved state. A recovery the designer put off
// ("Later") is set aside, where no window's autosaves replace it. An
// autosave of the version before (one a document, with no window in its
// name) is found as a crash's, and offered once.

#include <QByteArray>
#include <QDateTime>
#include <QFuture>
#include <QString>

#include <functional>
#include <map>
#include <memory>
#include <optional>

class QLockFile;

namespace rb {

struct Recovery {
    QByteArray bytes;
    QDateTime written;
    bool setAside = false; // put off by the designer, not left by a crash
    QString file;          // where it is kept
};

class RecoveryStore {
public:
    // Defaults to the application's data folder, under "recovery".
    explicit RecoveryStore(QString directory = {});
    ~RecoveryStore(); // this window's locks go; its autosaves stay, as a crash's would

    QString directory() const { return directory_; }
    // This window's autosave of a document (an untitled one has its own).
    QString fileFor(const QString& documentPath) const;
    bool write(const QString& documentPath, const QByteArray& bytes);
    // The same, with the bytes made and written on a worker (at game size
    // serialising takes frames): `bytes` is called there. One write at a
    // time, in order; every other call here waits for it first, so what a
    // later write, a find or a discard sees is whole. A write that fails
    // (a full disk) keeps the autosave before, as write() does.
    void writeLater(const QString& documentPath, std::function<QByteArray()> bytes);
    // Waits for a write started by writeLater; whether it was written.
    bool finishWriting();
    // What to offer when the document opens: this window's own autosave,
    // else the newest a crash left (its lock stale), else the newest set
    // aside. Another live window's autosave is never found.
    std::optional<Recovery> find(const QString& documentPath) const;
    // Removes this window's autosave (one set aside or another window's stays).
    void discard(const QString& documentPath);
    // Removes one found: the designer has taken or declined it.
    void discard(const Recovery& recovery);
    // Keeps one found for later: found again next time, never overwritten by new autosaves.
    void setAside(const Recovery& recovery);

private:
    // "<name>-<hash of the path>": what every file kept for a document starts with.
    QString stemFor(const QString& documentPath) const;
    // The files kept for a document with `suffix` whose lock is free: left by a crash or set aside.
    QStringList unlockedFiles(const QString& documentPath, const QString& suffix) const;

    bool takeLock(const QString& documentPath);

    QString directory_;
    mutable QFuture<bool> writing_; // writeLater's, while it runs (find waits for it)
    QString window_; // this window's part of its autosaves' names
    std::map<QString, std::unique_ptr<QLockFile>> locks_; // document path → the lock on this window's autosave
};

} // namespace rb
