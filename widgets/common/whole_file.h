#pragma once
// Every file the editor writes (Save, Save As, Save Scenario, the exports,
// the autosave) goes through here: a new file beside the target, its bytes
// written, flushed and checked, synced to the disk, and only then renamed
// over the old one. Any step that fails leaves the old file byte for byte
// and answers why in words.

#include <QByteArray>
#include <QString>

#include <functional>

class QIODevice;

namespace rb {

// How the bytes go into the new file, answering why that failed, or nothing
// when it did not. Tests put in one that stops midway, as a full disk does.
using FileWriter = std::function<QString(QIODevice& file, const QByteArray& bytes)>;

// Writes `bytes` to `path` whole or not at all: nothing when it did, else why
// not, in a sentence ("Writing stopped partway (No space left on device),
// perhaps because the disk is full."). `writer` null: all at once.
QString writeWholeFile(const QString& path, const QByteArray& bytes, const FileWriter& writer = {});

// The same for a file that a library writes only to a name (a chart's PNG or
// PDF): `make` writes it into a scratch folder, answering whether it could,
// and its bytes are then written to `path` as above.
QString writeWholeFileMadeBy(const QString& path, const std::function<bool(const QString& scratchPath)>& make);

} // namespace rb
