#include "document/content_commands.h"

#include "document/content_document.h"
#include "fields/field_words.h"
#include "common/qt_strings.h"

#include "rulebench/content/references.h"
#include "rulebench/content/sections.h"

#include <QDir>
#include <QFileInfo>
#include <QStringList>
#include <QUndoStack>

namespace rb {

namespace {
Json plain(const OrderedJson& j) { return Json::parse(j.dump()); }

const SectionInfo& sectionOf(const QString& key) { return *findSection(fromQ(key)); }

QString singular(const QString& section) { return toQ(sectionOf(section).singular); }
} // namespace

DefinitionCommand::DefinitionCommand(ContentDocument* document, QString section, int index, const QString& text,
                                     QUndoCommand* parent)
    : QUndoCommand(text, parent)
    , document_(document)
    , section_(std::move(section))
    , index_(index)
{
}

SetDefinitionCommand::SetDefinitionCommand(ContentDocument* document, QString section, int index, Json before,
                                           Json after, const QString& text, QString mergeKey, QUndoCommand* parent)
    : DefinitionCommand(document, std::move(section), index, text, parent)
    , before_(std::move(before))
    , after_(std::move(after))
    , mergeKey_(std::move(mergeKey))
{
}

void SetDefinitionCommand::undo() { document_->setDefinitionJson(section_, index_, before_); }
void SetDefinitionCommand::redo() { document_->setDefinitionJson(section_, index_, after_); }

bool SetDefinitionCommand::mergeWith(const QUndoCommand* other)
{
    const auto* next = static_cast<const SetDefinitionCommand*>(other);
    if (next->mergeKey_ != mergeKey_ || next->section_ != section_ || next->index_ != index_)
        return false;
    after_ = next->after_;
    return true;
}

ReplaceContentCommand::ReplaceContentCommand(ContentDocument* document, QByteArray before, QByteArray after,
                                             const QString& text)
    : QUndoCommand(text)
    , document_(document)
    , before_(std::move(before))
    , after_(std::move(after))
{
}

void ReplaceContentCommand::undo() { document_->replaceContent(before_); }
void ReplaceContentCommand::redo() { document_->replaceContent(after_); }

DefinitionPresenceCommand::DefinitionPresenceCommand(ContentDocument* document, QString section, int index, Json json,
                                                     const QString& text, QUndoCommand* parent)
    : DefinitionCommand(document, std::move(section), index, text, parent)
    , json_(std::move(json))
{
}

void DefinitionPresenceCommand::insert() { document_->insertDefinitionJson(section_, index_, json_); }
void DefinitionPresenceCommand::remove() { document_->removeDefinition(section_, index_); }

InsertDefinitionCommand::InsertDefinitionCommand(ContentDocument* document, QString section, int index, Json json,
                                                 const QString& text, QUndoCommand* parent)
    : DefinitionPresenceCommand(document, std::move(section), index, std::move(json), text, parent)
{
}

RemoveDefinitionCommand::RemoveDefinitionCommand(ContentDocument* document, QString section, int index,
                                                 const QString& text, QUndoCommand* parent)
    : DefinitionPresenceCommand(document, section, index, plain(document->definitionJson(section, index)), text, parent)
{
}

MoveDefinitionCommand::MoveDefinitionCommand(ContentDocument* document, QString section, int from, int to,
                                             const QString& text, QUndoCommand* parent)
    : DefinitionCommand(document, std::move(section), from, text, parent)
    , to_(to)
{
}

void MoveDefinitionCommand::move(int from, int to)
{
    const Json json = plain(document_->definitionJson(section_, from));
    document_->removeDefinition(section_, from);
    document_->insertDefinitionJson(section_, to, json);
}

void MoveDefinitionCommand::undo() { move(to_, index_); }
void MoveDefinitionCommand::redo() { move(index_, to_); }

namespace {
// "Rename status "scorched" to "burning"", and the scenarios it reaches.
QString renameText(const ContentDocument& document, const QString& section, const QString& from, const QString& to,
                   const std::vector<ScenarioRewrite>& scenarios)
{
    const QDir folder = QFileInfo(document.path()).absoluteDir();
    const QString text = QObject::tr("Rename %1 \"%2\" to \"%3\"").arg(singular(section), from, to);
    if (scenarios.empty())
        return text;
    QStringList names;
    for (const ScenarioRewrite& s : scenarios)
        names << folder.relativeFilePath(s.path);
    return QObject::tr("%1, also in %2").arg(text, names.join(QStringLiteral(", ")));
}
} // namespace

RenameDefinitionCommand::RenameDefinitionCommand(ContentDocument* document, QString section, QString from, QString to)
    : document_(document)
    , section_(std::move(section))
    , from_(std::move(from))
    , to_(std::move(to))
    , scenarios_(scenarioRenames(*document, section_, from_, to_))
{
    setText(renameText(*document, section_, from_, to_, scenarios_));
}

void RenameDefinitionCommand::undo()
{
    QUndoCommand::undo();
    for (const ScenarioRewrite& s : scenarios_)
        document_->setScenarioBytes(s.path, s.before);
    document_->announceRename(section_, to_, from_);
}

void RenameDefinitionCommand::redo()
{
    QUndoCommand::redo();
    for (const ScenarioRewrite& s : scenarios_)
        document_->setScenarioBytes(s.path, s.after);
    document_->announceRename(section_, from_, to_);
}

namespace edit {

bool setField(ContentDocument* document, const QString& section, int index, const QString& field, const Json& value,
              bool typing, const QString& words)
{
    const Json before = plain(document->definitionJson(section, index));
    Json after = before;
    const Json::json_pointer pointer(fromQ(field));
    if (value.is_null()) {
        if (!after.contains(pointer))
            return false;
        // Removing the last key of a nested object removes the object too:
        // an empty optional object would only be a mistake in the file.
        Json::json_pointer p = pointer;
        after.at(p.parent_pointer()).erase(p.back());
        while (!p.parent_pointer().empty() && after.at(p.parent_pointer()).is_object()
               && after.at(p.parent_pointer()).empty()) {
            p = p.parent_pointer();
            after.at(p.parent_pointer()).erase(p.back());
        }
    } else {
        after[pointer] = value;
    }
    if (after == before)
        return false;
    const QString name = toQ(sectionOf(section).name(*document->spec(), static_cast<std::size_t>(index)));
    const QString text = (words.isEmpty() ? QObject::tr("Change %1") : words).arg(placeInWords(section, name, field));
    document->undoStack()->push(new SetDefinitionCommand(document, section, index, before, after, text,
                                                         typing ? field : QString()));
    return true;
}

void rename(ContentDocument* document, const QString& section, int index, const QString& newName)
{
    const SectionInfo& info = sectionOf(section);
    const std::string oldName = info.name(*document->spec(), static_cast<std::size_t>(index));
    const std::string name = fromQ(newName);
    if (oldName == name || name.empty())
        return;
    auto* parent = new RenameDefinitionCommand(document, section, toQ(oldName), newName);
    // Work out every referring definition's new JSON on a scratch copy.
    ContentSpec scratch = *document->spec();
    const auto sites = renameReferences(scratch, info.key, oldName, name);
    for (const auto& site : sites) {
        const QString siteSection = toQ(site.section);
        const int siteIndex = static_cast<int>(site.index);
        if (siteSection == section && siteIndex == index)
            continue; // the definition itself is set below, name and all
        new SetDefinitionCommand(document, siteSection, siteIndex, plain(document->definitionJson(siteSection, siteIndex)),
                                 plain(sectionOf(siteSection).get(scratch, site.index)), {}, {}, parent);
    }
    Json self = plain(sectionOf(section).get(scratch, static_cast<std::size_t>(index)));
    self["name"] = name;
    new SetDefinitionCommand(document, section, index, plain(document->definitionJson(section, index)), self, {}, {},
                             parent);
    document->undoStack()->push(parent);
}

int add(ContentDocument* document, const QString& section)
{
    const SectionInfo& info = sectionOf(section);
    const int index = static_cast<int>(info.size(*document->spec()));
    const std::string name = unusedName(*document->spec(), info, "new " + info.singular);
    document->undoStack()->push(new InsertDefinitionCommand(document, section, index, Json{{"name", name}},
                                                            QObject::tr("Add %1 \"%2\"").arg(singular(section), toQ(name))));
    return index;
}

int duplicate(ContentDocument* document, const QString& section, int index)
{
    const SectionInfo& info = sectionOf(section);
    Json json = plain(document->definitionJson(section, index));
    const std::string name = unusedName(*document->spec(), info, info.name(*document->spec(), static_cast<std::size_t>(index)) + " copy");
    json["name"] = name;
    document->undoStack()->push(new InsertDefinitionCommand(document, section, index + 1, json,
                                                            QObject::tr("Duplicate %1 as \"%2\"").arg(singular(section), toQ(name))));
    return index + 1;
}

void remove(ContentDocument* document, const QString& section, int index)
{
    const QString name = toQ(sectionOf(section).name(*document->spec(), static_cast<std::size_t>(index)));
    document->undoStack()->push(
        new RemoveDefinitionCommand(document, section, index, QObject::tr("Delete %1 \"%2\"").arg(singular(section), name)));
}

void move(ContentDocument* document, const QString& section, int from, int to)
{
    const int size = static_cast<int>(sectionOf(section).size(*document->spec()));
    if (from == to || to < 0 || to >= size)
        return;
    const QString name = toQ(sectionOf(section).name(*document->spec(), static_cast<std::size_t>(from)));
    document->undoStack()->push(
        new MoveDefinitionCommand(document, section, from, to, QObject::tr("Move %1 \"%2\"").arg(singular(section), name)));
}

} // namespace edit

} // namespace rb
