#include "document/scenario_document.h"

#include "common/qt_strings.h"
#include "common/whole_file.h"

#include "rulebench/sandbox/scenario_names.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QUndoCommand>
#include <QUndoStack>

namespace rb {

namespace {

std::string bytesOf(const ScenarioSpec& spec) { return serializeScenario(spec); }

// One change of the scenario: what it was and what it becomes, whole (a
// scenario is small), so undo and redo are exact whatever the change was.
class ScenarioEditCommand final : public QUndoCommand {
public:
    ScenarioEditCommand(ScenarioDocument* document, ScenarioSpec before, ScenarioSpec after,
                        ScenarioDocument::Namer name, int stroke)
        : document_(document)
        , before_(std::move(before))
        , after_(std::move(after))
        , name_(std::move(name))
        , stroke_(stroke)
    {
        setText(name_(before_, after_));
    }
    void undo() override { document_->setSpec(before_); }
    void redo() override { document_->setSpec(after_); }
    int id() const override { return stroke_ < 0 ? -1 : 0x5ce0; }
    bool mergeWith(const QUndoCommand* other) override
    {
        const auto* next = static_cast<const ScenarioEditCommand*>(other);
        if (next->stroke_ != stroke_)
            return false;
        after_ = next->after_;
        setText(name_(before_, after_));
        return true;
    }
    // A change every step follows (a rename, the content's path from another folder).
    void adjust(const std::function<void(ScenarioSpec&)>& change)
    {
        change(before_);
        change(after_);
    }

private:
    ScenarioDocument* document_;
    ScenarioSpec before_, after_;
    ScenarioDocument::Namer name_;
    int stroke_;
};

} // namespace

QString cellWords(Cell cell) { return QStringLiteral("%1,%2").arg(cell.x).arg(cell.y); }

std::vector<std::string> borderedMap(int width, int height)
{
    std::vector<std::string> rows;
    for (int y = 0; y < height; ++y)
        rows.push_back(y == 0 || y == height - 1 ? std::string(width, '#')
                                                 : '#' + std::string(std::max(0, width - 2), '.') + '#');
    return rows;
}

ScenarioSpec newScenarioSpec(const QString& contentFile)
{
    ScenarioSpec spec;
    spec.content = fromQ(contentFile);
    spec.seed = 1;
    spec.map = borderedMap(20, 12);
    return spec;
}

ScenarioDocument::ScenarioDocument(QObject* parent)
    : QObject(parent)
    , undoStack_(new QUndoStack(this))
{
    connect(undoStack_, &QUndoStack::cleanChanged, this, &ScenarioDocument::emitModified);
}

ScenarioDocument::~ScenarioDocument() = default;

bool ScenarioDocument::adopt(const QByteArray& bytes, QString* error)
{
    ScenarioLoad load = loadScenario(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    if (!load.spec) {
        if (error)
            *error = load.diagnostics.all().empty() ? tr("It is not a scenario.")
                                                    : toQ(format(load.diagnostics.all().front()));
        return false;
    }
    undoStack_->clear();
    spec_ = std::move(load.spec);
    return true;
}

bool ScenarioDocument::open(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("%1 cannot be read: %2").arg(path, file.errorString());
        return false;
    }
    const QByteArray bytes = file.readAll();
    if (!adopt(bytes, error))
        return false;
    diskBytes_ = bytes;
    differsFromDisk_ = false; // what was read is what a save would keep
    setPath(QDir::cleanPath(QFileInfo(path).absoluteFilePath()));
    emit opened();
    emitModified();
    return true;
}

void ScenarioDocument::openNew(const QString& folder, ScenarioSpec spec)
{
    undoStack_->clear();
    spec_ = std::move(spec);
    folder_ = folder;
    diskBytes_.clear();
    differsFromDisk_ = false; // nothing done yet: nothing to lose
    setPath({});
    emit opened();
    emitModified();
}

bool ScenarioDocument::openBytes(const QByteArray& bytes, const QString& path, const QString& folder, QString* error)
{
    if (!adopt(bytes, error))
        return false;
    QFile file(path);
    diskBytes_ = !path.isEmpty() && file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    differsFromDisk_ = bytes != diskBytes_;
    folder_ = folder;
    setPath(path);
    emit opened();
    emitModified();
    return true;
}

void ScenarioDocument::close()
{
    undoStack_->clear();
    spec_.reset();
    diskBytes_.clear();
    differsFromDisk_ = false;
    setPath({});
    emit opened();
    emitModified();
}

bool ScenarioDocument::save(QString* error)
{
    if (path_.isEmpty()) {
        if (error)
            *error = tr("The scenario has no file yet: save it as a file first.");
        return false;
    }
    return saveAs(path_, error);
}

bool ScenarioDocument::saveAs(const QString& path, QString* error)
{
    if (!spec_)
        return false;
    // Saved in another folder, it still names the same content file.
    const QDir before = QFileInfo(playPath()).absoluteDir(), after = QFileInfo(path).absoluteDir();
    const QString content = toQ(spec_->content);
    if (before != after && !content.isEmpty() && QDir::isRelativePath(content)) {
        const std::string moved = fromQ(after.relativeFilePath(before.absoluteFilePath(content)));
        adjustEverySpec([&](ScenarioSpec& spec) { spec.content = moved; });
    }
    const QByteArray bytes = currentBytes();
    if (const QString why = writeWholeFile(path, bytes); !why.isEmpty()) {
        if (error)
            *error = why;
        return false;
    }
    diskBytes_ = bytes;
    differsFromDisk_ = false;
    const QString played = playPath();
    setPath(QDir::cleanPath(QFileInfo(path).absoluteFilePath()));
    undoStack_->setClean();
    emitModified();
    if (played != playPath())
        emit movedTo(played, playPath());
    emit saved(path_);
    return true;
}

QString ScenarioDocument::playPath() const
{
    return path_.isEmpty() ? QDir::cleanPath(QDir(folder_).absoluteFilePath(QStringLiteral("untitled.scenario.json")))
                           : path_;
}

QString ScenarioDocument::displayName() const
{
    return path_.isEmpty() ? tr("untitled.scenario.json") : QFileInfo(path_).fileName();
}

bool ScenarioDocument::isModified() const
{
    return spec_ && (!undoStack_->isClean() || differsFromDisk_);
}

QByteArray ScenarioDocument::currentBytes() const
{
    return spec_ ? QByteArray::fromStdString(bytesOf(*spec_)) : QByteArray();
}

void ScenarioDocument::change(const ScenarioSpec& after, const Namer& name, int stroke)
{
    if (!spec_ || bytesOf(after) == bytesOf(*spec_))
        return;
    undoStack_->push(new ScenarioEditCommand(this, *spec_, after, name, stroke));
}

void ScenarioDocument::setSpec(const ScenarioSpec& spec)
{
    spec_ = spec;
    emit edited();
}

void ScenarioDocument::renameDefinition(const QString& section, const QString& from, const QString& to)
{
    if (!spec_ || !renameInScenario(*spec_, fromQ(section), fromQ(from), fromQ(to)))
        return;
    adjustEverySpec([&](ScenarioSpec& spec) { renameInScenario(spec, fromQ(section), fromQ(from), fromQ(to)); });
    differsFromDisk_ = true;
    emitModified(); // no edited(): the sandbox's session follows a rename on its own
}

void ScenarioDocument::adjustEverySpec(const std::function<void(ScenarioSpec&)>& change)
{
    change(*spec_);
    for (int i = 0; i < undoStack_->count(); ++i)
        static_cast<ScenarioEditCommand*>(const_cast<QUndoCommand*>(undoStack_->command(i)))->adjust(change);
}

void ScenarioDocument::setPath(const QString& path)
{
    if (path == path_)
        return;
    path_ = path;
    emit pathChanged(path_);
}

void ScenarioDocument::emitModified()
{
    const bool modified = isModified();
    if (modified == lastModified_)
        return;
    lastModified_ = modified;
    emit modifiedChanged(modified);
}

} // namespace rb
