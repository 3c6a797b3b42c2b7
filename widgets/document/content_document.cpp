#include "document/content_document.h"

#include "document/content_commands.h"

#include "rulebench/content/sections.h"
#include "rulebench/content/build.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QFutureWatcher>
#include <QTimer>
#include <QUndoStack>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace rb {

namespace {
std::string_view view(const QByteArray& bytes)
{
    return {bytes.constData(), static_cast<std::size_t>(bytes.size())};
}

// One spelling per file, so a scenario's pending edit is found however it is named.
QString cleanAbsolute(const QString& path) { return QDir::cleanPath(QFileInfo(path).absoluteFilePath()); }

const SectionInfo& knownSection(const QString& key)
{
    const SectionInfo* s = findSection(key.toStdString());
    Q_ASSERT(s);
    return *s;
}
} // namespace

ContentDocument::ContentDocument(QObject* parent)
    : QObject(parent)
    , undoStack_(new QUndoStack(this))
    , watcher_(new QFileSystemWatcher(this))
{
    qRegisterMetaType<ContentChange>();
    connect(undoStack_, &QUndoStack::cleanChanged, this, [this](bool clean) { emit modifiedChanged(!clean); });
    connect(watcher_, &QFileSystemWatcher::fileChanged, this, &ContentDocument::onFileChanged);
    // Watched while the file is gone, to see it come back.
    connect(watcher_, &QFileSystemWatcher::directoryChanged, this, [this] {
        if (goneFromDisk_ && QFileInfo::exists(path_))
            onFileChanged();
    });
}

ContentDocument::~ContentDocument() = default;

bool ContentDocument::open(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = file.errorString();
        return false;
    }
    const QByteArray bytes = file.readAll();
    setPath(path);
    diskBytes_ = bytes;
    loadBytes(bytes);
    return true;
}

void ContentDocument::openBytes(const QByteArray& bytes, const QString& path)
{
    setPath(path);
    diskBytes_.clear();
    if (!path.isEmpty()) {
        QFile file(path);
        if (file.open(QIODevice::ReadOnly))
            diskBytes_ = file.readAll();
    }
    // Bytes that differ from a file that reads are unsaved work, one undo step
    // on top of the file: undoing it goes back to what is on disk.
    if (!diskBytes_.isEmpty() && bytes != diskBytes_) {
        loadBytes(diskBytes_);
        if (isEditable()) {
            undoStack_->push(new ReplaceContentCommand(this, diskBytes_, bytes, tr("Recover unsaved changes")));
            return;
        }
    }
    loadBytes(bytes);
    // Without a file to go back to, the document just starts modified.
    if (bytes != diskBytes_ && isEditable()) {
        undoStack_->resetClean();
        emit modifiedChanged(true);
    }
}

void ContentDocument::openNew()
{
    setPath({});
    diskBytes_.clear();
    loadBytes(QByteArray::fromStdString(serializeContent(ContentSpec{})));
}

void ContentDocument::loadBytes(const QByteArray& bytes)
{
    undoStack_->clear();
    scenarioEdits_.clear();
    renames_.clear();
    replaceContent(bytes);
    emit modifiedChanged(false);
}

void ContentDocument::replaceContent(const QByteArray& bytes)
{
    ++generation_;
    emit aboutToChange({ContentChange::Reset, {}, -1});
    ContentLoad load = loadContent(view(bytes));
    diagnostics_ = std::move(load.diagnostics);
    spec_ = std::move(load.spec);
    definitions_.reset();
    if (spec_)
        definitions_ = std::make_shared<const Definitions>(buildDefinitions(*spec_, diagnostics_));
    checkedGeneration_ = generation_; // read and built whole: checked
    mirrorSteps_.clear();
    mirrorSteps_.push_back({ContentChange::Reset, {}, 0, {}, bytes});
    noteChange({ContentChange::Reset, {}, -1});
    emit changed({ContentChange::Reset, {}, -1});
    emit diagnosticsChanged();
    // Every definition read ahead of the first check, off the UI thread.
    if (spec_ && !validationRunning_) {
        validationRunning_ = true;
        startWorker(false);
    }
}

void ContentDocument::setPath(const QString& path)
{
    if (!watcher_->files().isEmpty())
        watcher_->removePaths(watcher_->files());
    if (!watcher_->directories().isEmpty())
        watcher_->removePaths(watcher_->directories());
    goneFromDisk_ = false;
    path_ = path;
    if (!path_.isEmpty() && QFileInfo::exists(path_))
        watcher_->addPath(path_);
    emit pathChanged(path_);
}

QString ContentDocument::displayName() const
{
    return path_.isEmpty() ? tr("untitled.rules.json") : QFileInfo(path_).fileName();
}

bool ContentDocument::isModified() const { return !undoStack_->isClean(); }

QByteArray ContentDocument::currentBytes() const
{
    return spec_ ? QByteArray::fromStdString(serializeContent(*spec_)) : diskBytes_;
}

std::shared_ptr<const ContentSpec> ContentDocument::snapshot() const
{
    return spec_ ? std::make_shared<const ContentSpec>(*spec_) : nullptr;
}

std::function<QByteArray()> ContentDocument::bytesLater() const
{
    if (!spec_)
        return [bytes = diskBytes_] { return bytes; };
    return [spec = snapshot()] { return QByteArray::fromStdString(serializeContent(*spec)); };
}

bool ContentDocument::save(QString* error) { return saveAs(path_, error); }

bool ContentDocument::saveAs(const QString& path, QString* error)
{
    const auto fail = [&](const QString& why) {
        if (error)
            *error = why;
        return false;
    };
    if (!spec_)
        return fail(tr("The file is not valid JSON; fix it in a text editor first."));
    if (path.isEmpty())
        return fail(tr("No file name given."));
    const QByteArray bytes = currentBytes();
    if (const QString why = writeWholeFile(path, bytes, writer_); !why.isEmpty())
        return fail(why);
    diskBytes_ = bytes;
    // The scenarios a rename reached name this file; saved elsewhere, the
    // file they name keeps the old names, and so do they.
    if (path != path_) {
        scenarioEdits_.clear();
        setPath(path);
    } else if (!watcher_->files().contains(path_))
        watcher_->addPath(path_); // a replaced file drops out of the watch list
    // After the content, so a scenario never names what the file on disk lacks.
    for (auto it = scenarioEdits_.begin(); it != scenarioEdits_.end();) {
        if (const QString why = writeWholeFile(it.key(), it.value()); !why.isEmpty())
            return fail(tr("The content was saved, but the scenario %1 was not: %2")
                            .arg(QFileInfo(it.key()).fileName(), why));
        it = scenarioEdits_.erase(it);
    }
    undoStack_->setClean();
    return true;
}

QByteArray ContentDocument::scenarioBytes(const QString& path) const
{
    if (const auto it = scenarioEdits_.constFind(cleanAbsolute(path)); it != scenarioEdits_.constEnd())
        return it.value();
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void ContentDocument::setScenarioBytes(const QString& path, const QByteArray& bytes)
{
    const QString key = cleanAbsolute(path);
    scenarioEdits_.remove(key);
    if (scenarioBytes(key) != bytes)
        scenarioEdits_.insert(key, bytes);
}

void ContentDocument::setWriter(FileWriter writer) { writer_ = std::move(writer); }

void ContentDocument::onFileChanged()
{
    if (path_.isEmpty())
        return;
    // Atomic saves replace the file, which ends the watch: watch it again.
    if (QFileInfo::exists(path_) && !watcher_->files().contains(path_))
        watcher_->addPath(path_);
    if (!QFileInfo::exists(path_)) {
        // A program that replaces a file may remove it first: gone only if it stays gone.
        QTimer::singleShot(kGoneAfterMs, this, &ContentDocument::checkGone);
        return;
    }
    if (goneFromDisk_) {
        goneFromDisk_ = false;
        watcher_->removePaths(watcher_->directories());
        emit modifiedChanged(isModified()); // said again, so a title that said "deleted" is written again
    }
    QFile file(path_);
    if (!file.open(QIODevice::ReadOnly))
        return;
    const QByteArray bytes = file.readAll();
    if (bytes == diskBytes_)
        return; // our own save, or a touch that changed nothing
    emit fileChangedOnDisk();
}

void ContentDocument::checkGone()
{
    if (path_.isEmpty())
        return;
    if (QFileInfo::exists(path_)) {
        onFileChanged(); // back already: replaced, not deleted
        return;
    }
    goneFromDisk_ = true;
    if (const QString folder = QFileInfo(path_).absolutePath(); !watcher_->directories().contains(folder))
        watcher_->addPath(folder); // to see it come back
    // The content is now only here: unsaved work, which Quit asks about and autosave keeps.
    undoStack_->resetClean();
    emit fileGoneFromDisk();
}

bool ContentDocument::isGoneFromDisk() const { return goneFromDisk_ && !QFileInfo::exists(path_); }

OrderedJson ContentDocument::definitionJson(const QString& section, int index) const
{
    return knownSection(section).get(*spec_, static_cast<std::size_t>(index));
}

template <class Mutation>
void ContentDocument::edit(const ContentChange& change, const Json* json, Mutation mutate)
{
    emit aboutToChange(change);
    mutate(knownSection(change.section), static_cast<std::size_t>(change.index));
    mirrorSteps_.push_back({change.kind, change.section.toStdString(), static_cast<std::size_t>(change.index),
                            json ? *json : Json(), {}});
    ++generation_;
    noteChange(change);
    emit changed(change);
    scheduleValidation();
}

void ContentDocument::setDefinitionJson(const QString& section, int index, const Json& json)
{
    edit({ContentChange::Changed, section, index}, &json, [&](const SectionInfo& s, std::size_t i) { s.set(*spec_, i, json); });
}

void ContentDocument::insertDefinitionJson(const QString& section, int index, const Json& json)
{
    edit({ContentChange::Inserted, section, index}, &json, [&](const SectionInfo& s, std::size_t i) { s.insert(*spec_, i, json); });
}

void ContentDocument::removeDefinition(const QString& section, int index)
{
    edit({ContentChange::Removed, section, index}, nullptr, [&](const SectionInfo& s, std::size_t i) { s.remove(*spec_, i); });
}

// The last holder of a game-sized content's definitions frees them on a
// worker: tens of thousands of definitions take a frame or more to free.
static void releaseOffThread(std::shared_ptr<const Definitions> old)
{
    if (old && old.use_count() == 1)
        (void)QtConcurrent::run([last = std::move(old)] {});
}

void ContentDocument::scheduleValidation()
{
    if (validationRunning_) {
        validationPending_ = true;
        return;
    }
    validationRunning_ = true;
    // A short pause lets a burst of typing settle into one validation.
    QTimer::singleShot(120, this, &ContentDocument::startValidation);
}

void ContentDocument::noteChange(const ContentChange& change)
{
    const std::string key = change.section.toStdString();
    const auto index = static_cast<std::size_t>(std::max(change.index, 0));
    switch (change.kind) {
    case ContentChange::Reset: reads_.reset(); break;
    case ContentChange::Changed: reads_.changed(key, index); break;
    case ContentChange::Inserted: reads_.inserted(key, index); break;
    case ContentChange::Removed: reads_.removed(key, index); break;
    }
    if (validationRunning_)
        changesSinceCopy_.push_back(change);
}

void ContentDocument::adoptReads(DefinitionReads filled)
{
    reads_ = std::move(filled);
    for (const ContentChange& change : std::exchange(changesSinceCopy_, {}))
        noteChange(change); // not running now: not logged again
}

void ContentDocument::bringUpToDate(ContentSpec& mirror, const std::vector<MirrorStep>& steps)
{
    for (const auto& step : steps) {
        if (step.kind == ContentChange::Reset) {
            ContentLoad load = loadContent(view(step.bytes));
            mirror = load.spec ? std::move(*load.spec) : ContentSpec{};
            continue;
        }
        const SectionInfo& info = *findSection(step.section);
        switch (step.kind) {
        case ContentChange::Changed: info.set(mirror, step.index, step.json); break;
        case ContentChange::Inserted: info.insert(mirror, step.index, step.json); break;
        case ContentChange::Removed: info.remove(mirror, step.index); break;
        case ContentChange::Reset: break;
        }
    }
}

void ContentDocument::startWorker(bool check)
{
    validationPending_ = false;
    // Nothing to check when the content is what was checked last (a bulk edit checks itself: adoptTried).
    if (!spec_ || (check && checkedGeneration_ == generation_)) {
        validationRunning_ = false;
        return;
    }
    const quint64 generation = generation_;
    changesSinceCopy_.clear();
    struct Outcome {
        Validation validation;
        DefinitionReads reads;
    };
    auto* watcher = new QFutureWatcher<Outcome>(this);
    connect(watcher, &QFutureWatcher<Outcome>::finished, this, [this, watcher, generation, check] {
        watcher->deleteLater();
        Outcome outcome = watcher->result();
        validationRunning_ = false;
        adoptReads(std::move(outcome.reads));
        if (check && generation == generation_) {
            checkedGeneration_ = generation;
            diagnostics_ = std::move(outcome.validation.diagnostics);
            releaseOffThread(std::exchange(definitions_, std::move(outcome.validation.definitions)));
            emit diagnosticsChanged();
        }
        if (validationPending_ || (check && generation != generation_))
            scheduleValidation();
    });
    // Checked exactly as a save's bytes would be by `rulebench validate`
    // (checkSpec gives what validateContent gives for them), without writing them.
    watcher->setFuture(QtConcurrent::run([spec = mirror_, steps = std::exchange(mirrorSteps_, {}), reads = reads_,
                                          check]() mutable {
        bringUpToDate(*spec, steps);
        Outcome outcome;
        if (check)
            outcome.validation = checkSpec(*spec, reads);
        else
            reads.fill(*spec);
        outcome.reads = std::move(reads);
        return outcome;
    }));
}

void ContentDocument::validateNow()
{
    if (!spec_)
        return;
    Validation v = checkSpec(*spec_, reads_);
    diagnostics_ = std::move(v.diagnostics);
    definitions_ = std::move(v.definitions);
    checkedGeneration_ = generation_;
    emit diagnosticsChanged();
}

ContentDocument::Tried ContentDocument::tryDefinitions(const QString& section,
                                                       const std::vector<std::pair<int, Json>>& definitions)
{
    Tried tried;
    if (!spec_)
        return tried;
    if (checkedGeneration_ != generation_)
        validateNow(); // the problems before, as they are now
    tried.before = diagnostics_;
    const SectionInfo& info = knownSection(section);
    const std::string key = section.toStdString();
    // The tried definitions swapped in from a scratch content and swapped back: nothing else is copied.
    ContentSpec scratch;
    tried.reads = reads_;
    for (std::size_t k = 0; k < definitions.size(); ++k) {
        info.insert(scratch, k, definitions[k].second);
        info.swap(*spec_, static_cast<std::size_t>(definitions[k].first), scratch, k);
        tried.reads.changed(key, static_cast<std::size_t>(definitions[k].first));
    }
    tried.after = checkSpec(*spec_, tried.reads);
    for (std::size_t k = 0; k < definitions.size(); ++k)
        info.swap(*spec_, static_cast<std::size_t>(definitions[k].first), scratch, k);
    return tried;
}

void ContentDocument::adoptTried(Tried tried)
{
    reads_ = std::move(tried.reads);
    diagnostics_ = std::move(tried.after.diagnostics);
    releaseOffThread(std::exchange(definitions_, std::move(tried.after.definitions)));
    checkedGeneration_ = generation_;
    emit diagnosticsChanged();
}

} // namespace rb
