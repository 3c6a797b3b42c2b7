#pragma once
// Every change to content is one of these undo commands. They name content by
// section and index, never by pointer: pointers into the specs move as lists grow.

#include "document/scenario_renames.h"
#include "rulebench/base/json_reader.h"

#include <QByteArray>
#include <QString>
#include <QUndoCommand>

namespace rb {

class ContentDocument;

// Merge ids: edits of one field of one definition in a row become one step.
enum CommandId { SetDefinitionId = 1 };

// A change to one definition, named by its section and its index (where a
// move starts): what the commands below hold.
class DefinitionCommand : public QUndoCommand {
protected:
    DefinitionCommand(ContentDocument* document, QString section, int index, const QString& text, QUndoCommand* parent);

    ContentDocument* document_;
    QString section_;
    int index_;
};

// Replaces one definition's JSON. Commands with the same non-empty mergeKey
// (e.g. the field being typed in) on the same definition merge.
class SetDefinitionCommand : public DefinitionCommand {
public:
    SetDefinitionCommand(ContentDocument* document, QString section, int index, Json before, Json after,
                         const QString& text, QString mergeKey = {}, QUndoCommand* parent = nullptr);
    void undo() override;
    void redo() override;
    int id() const override { return mergeKey_.isEmpty() ? -1 : SetDefinitionId; }
    bool mergeWith(const QUndoCommand* other) override;

private:
    Json before_;
    Json after_;
    QString mergeKey_;
};

// The whole content replaced by other bytes, as read from a file: unsaved
// work recovered after a crash is one step on top of what is on disk.
class ReplaceContentCommand : public QUndoCommand {
public:
    ReplaceContentCommand(ContentDocument* document, QByteArray before, QByteArray after, const QString& text);
    void undo() override;
    void redo() override;

private:
    ContentDocument* document_;
    QByteArray before_;
    QByteArray after_;
};

// A definition going into a section or out of it: the same two steps, which
// inserting runs one way round and removing the other.
class DefinitionPresenceCommand : public DefinitionCommand {
protected:
    DefinitionPresenceCommand(ContentDocument* document, QString section, int index, Json json, const QString& text,
                              QUndoCommand* parent);
    void insert();
    void remove();

private:
    Json json_;
};

// Inserts a definition (add, duplicate, paste).
class InsertDefinitionCommand : public DefinitionPresenceCommand {
public:
    InsertDefinitionCommand(ContentDocument* document, QString section, int index, Json json, const QString& text,
                            QUndoCommand* parent = nullptr);
    void undo() override { remove(); }
    void redo() override { insert(); }
};

class RemoveDefinitionCommand : public DefinitionPresenceCommand {
public:
    RemoveDefinitionCommand(ContentDocument* document, QString section, int index, const QString& text,
                            QUndoCommand* parent = nullptr);
    void undo() override { insert(); }
    void redo() override { remove(); }
};

class MoveDefinitionCommand : public DefinitionCommand {
public:
    MoveDefinitionCommand(ContentDocument* document, QString section, int from, int to, const QString& text,
                          QUndoCommand* parent = nullptr);
    void undo() override;
    void redo() override;

private:
    void move(int from, int to);
    int to_;
};

// A rename: its children set the definition and every one that refers to it;
// the scenarios beside the content that name it are rewritten with it (written
// when the content is saved); done or undone, the document announces it so an
// open scenario can follow.
class RenameDefinitionCommand : public QUndoCommand {
public:
    RenameDefinitionCommand(ContentDocument* document, QString section, QString from, QString to);
    void undo() override;
    void redo() override;

private:
    ContentDocument* document_;
    QString section_;
    QString from_;
    QString to_;
    std::vector<ScenarioRewrite> scenarios_;
};

// Helpers that build the right command for the common edits.
namespace edit {
// Sets `field` (a JSON pointer inside the definition, e.g. "/default") to
// `value`; a null value removes the key. Returns false when nothing changes.
// `typing`: consecutive typed edits of one field merge into one undo step.
// `words`: the step's name with %1 for the field's place ("Make %1 a
// formula"); empty: "Change %1".
bool setField(ContentDocument* document, const QString& section, int index, const QString& field, const Json& value,
              bool typing = true, const QString& words = {});
// Renames a definition and every reference to it in one step.
void rename(ContentDocument* document, const QString& section, int index, const QString& newName);
// Adds a new definition at the end, named after the section; returns its index.
int add(ContentDocument* document, const QString& section);
int duplicate(ContentDocument* document, const QString& section, int index);
void remove(ContentDocument* document, const QString& section, int index);
void move(ContentDocument* document, const QString& section, int from, int to);
} // namespace edit

} // namespace rb
