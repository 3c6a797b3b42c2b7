#pragma once
// A content file open in the editor: the authored specs, the undo stack that
// every change goes through, and the diagnostics of the last validation.
// Opening never writes; saving is atomic; validation runs off the UI thread.

#include "rulebench/content/content.h"
#include "rulebench/content/build.h"
#include "rulebench/content/content_check.h"
#include "rulebench/base/diagnostic.h"
#include "common/whole_file.h"

#include <QByteArray>
#include <QMap>
#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

class QFileSystemWatcher;
class QIODevice;
class QUndoStack;

namespace rb {

// What one change touched, so views update only that.
struct ContentChange {
    enum Kind { Reset, Changed, Inserted, Removed };
    Kind kind = Reset;
    QString section;
    int index = -1;
};

class ContentDocument : public QObject {
    Q_OBJECT
public:
    explicit ContentDocument(QObject* parent = nullptr);
    ~ContentDocument() override;

    // Reads `path`. Returns false only when the file cannot be read at all
    // (`error` says why); a file with mistakes opens, with its diagnostics.
    bool open(const QString& path, QString* error = nullptr);
    // Takes content from bytes (a new or recovered document). The document is
    // modified when the bytes differ from what is on disk at `path`.
    void openBytes(const QByteArray& bytes, const QString& path = {});
    // An empty project with no file behind it yet.
    void openNew();

    // Atomic: a failed save (the disk full, the target a folder, its folder
    // gone) leaves the old file byte for byte and the document modified, and
    // `error` says why in words.
    bool save(QString* error = nullptr);
    bool saveAs(const QString& path, QString* error = nullptr);
    // How a save writes the bytes into the new file (writeWholeFile's
    // writer). Tests put in one that stops midway, as a full disk does. Null
    // restores the default, all at once.
    void setWriter(FileWriter writer);

    QString path() const { return path_; }
    QString displayName() const;
    // False when the file is not JSON: it is shown, with its syntax error, read-only.
    bool isEditable() const { return spec_.has_value(); }
    bool isModified() const;
    const std::optional<ContentSpec>& spec() const { return spec_; }
    const Diagnostics& diagnostics() const { return diagnostics_; }
    // The definitions of the last validation; null when the file is not JSON.
    std::shared_ptr<const Definitions> definitions() const { return definitions_; }
    QUndoStack* undoStack() const { return undoStack_; }
    // The bytes a save would write now.
    QByteArray currentBytes() const;
    // The bytes last read from or written to the file.
    QByteArray diskBytes() const { return diskBytes_; }
    // The file was there, and another program deleted or moved it away.
    bool isGoneFromDisk() const;

    // Runs validation now, on this thread (tests, and before a save).
    void validateNow();

    // A change tried before it is made (a table's bulk edit): `definitions`
    // of `section` (its place → its JSON) put in place, the whole content
    // checked as validation checks it (only they read again), and put back
    // as they were. `before` is the content's problems as it is (the last
    // validation's when it is current, else checked now).
    struct Tried {
        Diagnostics before;
        Validation after;
        DefinitionReads reads; // the reads with the tried definitions', for adoptTried
    };
    Tried tryDefinitions(const QString& section, const std::vector<std::pair<int, Json>>& definitions);
    // Right after the tried change was made through undo commands, exactly as
    // tried: its check becomes the document's validation, so it is not checked twice.
    void adoptTried(Tried tried);

    // A copy of the content as it is now, never changed: what a worker reads while edits go on.
    std::shared_ptr<const ContentSpec> snapshot() const;
    // What makes the bytes a save would write now, on any thread and later
    // (for an autosave written off the UI thread): the content's snapshot and
    // its serialisation; the bytes on disk when the file is not JSON.
    std::function<QByteArray()> bytesLater() const;

    // For undo commands only: change the content and announce it.
    OrderedJson definitionJson(const QString& section, int index) const;
    void setDefinitionJson(const QString& section, int index, const Json& json);
    void insertDefinitionJson(const QString& section, int index, const Json& json);
    void removeDefinition(const QString& section, int index);
    // For the command replacing the whole content only: the content read from
    // `bytes`, as a file is, without touching the undo stack.
    void replaceContent(const QByteArray& bytes);
    // A scenario file's bytes as the next save leaves them: a rename's edit
    // (scenario_renames.h) not saved yet, or what is on disk.
    QByteArray scenarioBytes(const QString& path) const;
    // The scenario files a save will write after the content (absolute, cleaned paths).
    QStringList scenariosToWrite() const { return scenarioEdits_.keys(); }
    // For the rename command only: what a save writes to a scenario file
    // (nothing when `bytes` is what is on disk).
    void setScenarioBytes(const QString& path, const QByteArray& bytes);
    // For the rename command only: a definition of `section` renamed, done or undone.
    void announceRename(const QString& section, const QString& from, const QString& to)
    {
        renames_.push_back({section, from, to});
        emit definitionRenamed(section, from, to);
    }
    // Every rename done or undone since the file opened, oldest first: what a
    // scenario that names an old name most likely means.
    struct Rename {
        QString section, from, to;
    };
    const std::vector<Rename>& renames() const { return renames_; }

signals:
    // Before and after every change; models bracket their row signals with these.
    void aboutToChange(const rb::ContentChange& change);
    void changed(const rb::ContentChange& change);
    void diagnosticsChanged(); // and definitions(): both come from one validation
    // A definition renamed with its references (and the undo or redo of one),
    // after its change and before the validation that follows.
    void definitionRenamed(const QString& section, const QString& from, const QString& to);
    void modifiedChanged(bool modified);
    void pathChanged(const QString& path);
    // The file changed on disk, and not by our own save.
    void fileChangedOnDisk();
    // The file was deleted (or moved away) from disk; the document is now
    // modified, since it alone holds the content.
    void fileGoneFromDisk();

private:
    void loadBytes(const QByteArray& bytes);
    void setPath(const QString& path);
    template <class Mutation>
    void edit(const ContentChange& change, const Json* json, Mutation mutate);
    void scheduleValidation();
    // The check (or, `check` false, only the reads of every definition, after
    // a file is opened) on a worker, over a copy of the content and its reads.
    void startWorker(bool check);
    void startValidation() { startWorker(true); }
    // A worker's reads, with the changes made since it took its copy told to them.
    void adoptReads(DefinitionReads filled);
    void noteChange(const ContentChange& change);
    void onFileChanged();
    void checkGone(); // the file still missing a moment after it went: gone
    static constexpr int kGoneAfterMs = 300;

    QString path_;
    std::optional<ContentSpec> spec_;
    Diagnostics diagnostics_;
    std::shared_ptr<const Definitions> definitions_;
    QByteArray diskBytes_;
    QMap<QString, QByteArray> scenarioEdits_; // scenario file → bytes the next save writes
    std::vector<Rename> renames_;
    QUndoStack* undoStack_;
    QFileSystemWatcher* watcher_;
    quint64 generation_ = 0;        // bumps on every change; stale validations are dropped
    quint64 checkedGeneration_ = ~quint64(0); // the generation diagnostics_ are of, once checked
    // The checks' own copy of the content, kept on the workers and brought up
    // to date there by the steps made since (each change's JSON set there as
    // here, a whole content read again from its bytes): the UI thread never
    // copies the whole content for a check. One worker at a time holds it.
    struct MirrorStep {
        ContentChange::Kind kind = ContentChange::Reset;
        std::string section;
        std::size_t index = 0;
        Json json;        // a changed or inserted definition's
        QByteArray bytes; // a Reset's content
    };
    std::shared_ptr<ContentSpec> mirror_ = std::make_shared<ContentSpec>();
    std::vector<MirrorStep> mirrorSteps_; // not yet taken by a worker
    // On the worker: the steps made here made on the mirror by the same calls, so the two are equal.
    static void bringUpToDate(ContentSpec& mirror, const std::vector<MirrorStep>& steps);
    bool validationRunning_ = false;
    bool validationPending_ = false;
    // What reading each definition reports, kept between checks so a check
    // after an edit reads again only what the edit touched (content_check.h).
    DefinitionReads reads_;
    std::vector<ContentChange> changesSinceCopy_; // since the running worker copied the content
    FileWriter writer_;
    bool goneFromDisk_ = false; // said once; its folder is watched until it comes back
};

} // namespace rb

Q_DECLARE_METATYPE(rb::ContentChange)
