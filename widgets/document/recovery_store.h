#pragma once
// Unsaved work written aside on a timer, so a crash loses at most one
// interval of edits. One recovery file per document path; it exists only
// while the document has unsaved work (the window removes it on a save, a
// clean quit and an undo back to the saved state), so finding one means the
// editor stopped without asking. A recovery the designer put off ("Later")
// is set aside, where this session's autosaves do not replace it.

#include <QByteArray>
#include <QDateTime>
#include <QString>

#include <optional>

namespace rb {

struct Recovery {
    QByteArray bytes;
    QDateTime written;
    bool setAside = false; // put off by the designer, not left by a crash
};

class RecoveryStore {
public:
    // Defaults to the application's data folder, under "recovery".
    explicit RecoveryStore(QString directory = {});

    QString directory() const { return directory_; }
    // The recovery file of a document (an untitled one has its own).
    QString fileFor(const QString& documentPath) const;
    bool write(const QString& documentPath, const QByteArray& bytes);
    // The autosave a crash left, else one set aside.
    std::optional<Recovery> find(const QString& documentPath) const;
    // Removes this session's autosave (one set aside stays).
    void discard(const QString& documentPath);
    // Keeps the autosave for later: found again next time, never overwritten by new autosaves.
    void setAside(const QString& documentPath);
    // Removes both: the designer has taken or declined what was kept.
    void discardAll(const QString& documentPath);

private:
    QString setAsideFileFor(const QString& documentPath) const;

    QString directory_;
};

} // namespace rb
