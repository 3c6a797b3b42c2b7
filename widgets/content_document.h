#pragma once
// A content file open in the editor: the bytes read from disk, the authored
// specs they hold, and the diagnostics of the last build. Opening never writes.

#include "rulebench/content.h"
#include "rulebench/definitions.h"

#include <QObject>
#include <QString>

#include <optional>

namespace rb {

class ContentDocument : public QObject {
    Q_OBJECT
public:
    explicit ContentDocument(QObject* parent = nullptr);

    // Reads `path`. Returns false only when the file cannot be read at all
    // (`error` says why); a file with mistakes opens, with its diagnostics.
    bool open(const QString& path, QString* error = nullptr);
    // Takes content from bytes (a new or recovered document), no file behind it.
    void openBytes(const QByteArray& bytes, const QString& path = {});

    QString path() const { return path_; }
    QString displayName() const;
    // Absent when the file is not JSON (its syntax error is in diagnostics()).
    const std::optional<ContentSpec>& spec() const { return spec_; }
    const Diagnostics& diagnostics() const { return diagnostics_; }

signals:
    void contentReplaced(); // a new file or new bytes: everything changed

private:
    QString path_;
    std::optional<ContentSpec> spec_;
    Diagnostics diagnostics_;
};

} // namespace rb
