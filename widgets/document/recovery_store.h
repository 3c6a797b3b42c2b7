#pragma once
// Unsaved work written aside on a timer, so a crash loses at most one
// interval of edits. One recovery file per document path, beside a note of
// which document it belongs to.

#include <QByteArray>
#include <QDateTime>
#include <QString>

#include <optional>

namespace rb {

struct Recovery {
    QByteArray bytes;
    QDateTime written;
};

class RecoveryStore {
public:
    // Defaults to the application's data folder, under "recovery".
    explicit RecoveryStore(QString directory = {});

    QString directory() const { return directory_; }
    // The recovery file of a document (an untitled one has its own).
    QString fileFor(const QString& documentPath) const;
    bool write(const QString& documentPath, const QByteArray& bytes);
    std::optional<Recovery> find(const QString& documentPath) const;
    void discard(const QString& documentPath);

private:
    QString directory_;
};

} // namespace rb
