#pragma once
// A scenario open in the editor beside the content: the scenario as read
// (keys the editor does not know kept), its own undo stack that every change
// goes through, its path and whether it is saved. Saving is atomic and writes
// core's stable key order. An untitled scenario lives beside the content it
// plays until it is saved.

// Qt's headers come first: moc parses <concepts> only after them.
#include <QByteArray>
#include <QObject>
#include <QString>

#include "rulebench/sandbox/scenario.h"

#include <functional>
#include <optional>

class QUndoStack;

namespace rb {

class ScenarioDocument : public QObject {
    Q_OBJECT
public:
    explicit ScenarioDocument(QObject* parent = nullptr);
    ~ScenarioDocument() override;

    // Reads `path`; false with the reason in `error` when it cannot be read or
    // is not a scenario (not JSON, not an object).
    bool open(const QString& path, QString* error = nullptr);
    // An untitled scenario in `folder` (the content's), as given.
    void openNew(const QString& folder, ScenarioSpec spec);
    // A recovered scenario: the bytes stand for `path` (or an untitled one in
    // `folder`), modified when they differ from what is on disk.
    bool openBytes(const QByteArray& bytes, const QString& path, const QString& folder, QString* error = nullptr);
    void close();

    // Atomic: a failed save leaves the old file byte for byte and the scenario modified.
    bool save(QString* error = nullptr);
    bool saveAs(const QString& path, QString* error = nullptr);

    bool isOpen() const { return spec_.has_value(); }
    QString path() const { return path_; }
    // The file the sandbox plays it as: its own, or an untitled one in the
    // content's folder (so the content it names is found); the recovery's key.
    QString playPath() const;
    QString displayName() const;
    bool isModified() const;
    const ScenarioSpec& spec() const { return *spec_; }
    QByteArray currentBytes() const;
    QByteArray diskBytes() const { return diskBytes_; }
    QUndoStack* undoStack() const { return undoStack_; }

    // One undoable change, named in the designer's words ("Place rat3 at 4,5").
    // Changes with the same `stroke` (not -1) pushed one after another are one
    // step (a stroke of paint), its name from `name` of the whole step.
    // Nothing is pushed when the scenario would not change.
    using Namer = std::function<QString(const ScenarioSpec& before, const ScenarioSpec& after)>;
    void change(const ScenarioSpec& after, const Namer& name, int stroke = -1);
    void change(const ScenarioSpec& after, const QString& name) { change(after, [name](auto&, auto&) { return name; }); }

    // For the undo command only: the scenario becomes `spec`.
    void setSpec(const ScenarioSpec& spec);
    // A definition renamed in the content: the scenario (and every step of
    // its undo stack) follows, as the sandbox's session does.
    void renameDefinition(const QString& section, const QString& from, const QString& to);

signals:
    void opened();        // another scenario (or none): views start over
    void edited();        // a change, an undo or a redo
    void modifiedChanged(bool modified);
    void pathChanged(const QString& path);
    void saved(const QString& path);
    // Saved under another name: what played it as `before` (its untitled
    // place, or the old file) plays it as `after` now.
    void movedTo(const QString& before, const QString& after);

private:
    bool adopt(const QByteArray& bytes, QString* error);
    void setPath(const QString& path);
    void emitModified();
    // The scenario and every step of its undo stack.
    void adjustEverySpec(const std::function<void(ScenarioSpec&)>& change);

    std::optional<ScenarioSpec> spec_;
    QString path_;
    QString folder_; // of an untitled one
    QByteArray diskBytes_;
    bool differsFromDisk_ = false; // recovered or renamed: modified though the stack is clean
    bool lastModified_ = false;
    QUndoStack* undoStack_;
};

// The word a scenario gives a cell ("4,5").
QString cellWords(Cell cell);
// A map of floor inside a wall border, as a scenario writes it.
std::vector<std::string> borderedMap(int width, int height);
// A new scenario for the content file `contentFile` (beside it): seed 1 and
// a 20x12 room, nothing placed yet.
ScenarioSpec newScenarioSpec(const QString& contentFile);

} // namespace rb
