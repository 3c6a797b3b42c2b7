#include "sandbox/sandbox_session.h"

#include "document/content_document.h"
#include "document/diagnostics_model.h"
#include "document/scenario_document.h"
#include "common/qt_strings.h"
#include "common/whole_file.h"

#include "rulebench/sandbox/run_stop.h"

#include <QDir>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QUndoStack>
#include <QtConcurrent/QtConcurrentRun>

#include <map>

namespace rb {

namespace {
QString absolute(const QString& path) { return QDir::cleanPath(QFileInfo(path).absoluteFilePath()); }

const Diagnostic* firstError(const Diagnostics& diagnostics)
{
    for (const Diagnostic& d : diagnostics.all())
        if (d.severity == Severity::Error)
            return &d;
    return nullptr;
}

// The queue names ids and cells the world checks when the turn comes, as the
// session builds it.
class QueuedActionContext final : public ActionContext {
public:
    using ActionContext::ActionContext;
    std::optional<std::string> actorId(const std::optional<std::string>& id, const Where&, bool) override { return id; }
    bool cellOk(Cell, const Where&) override { return true; }
};

void list(const Diagnostics& diagnostics, QStringList* problems)
{
    if (problems)
        for (const Diagnostic& d : diagnostics.all())
            *problems << toQ(format(d));
}

// A map as a scenario writes it: '#' a wall, '"' flammable floor, '.' floor.
std::vector<std::string> mapRows(const Grid& grid)
{
    std::vector<std::string> rows;
    for (int y = 0; y < grid.height(); ++y) {
        std::string row;
        for (int x = 0; x < grid.width(); ++x)
            row += grid.isWall(x, y) ? '#' : grid.isFlammable({x, y}) ? kFlammableGlyph : '.';
        rows.push_back(std::move(row));
    }
    return rows;
}
} // namespace

struct SandboxSession::BackgroundRun {
    Session session;
    RunResult result;
};

struct SandboxSession::Replay {
    Session::ReplayPlan plan;
    std::shared_ptr<const Definitions> defs;
    quint64 revision = 0; // the session's when the replay started
    Diagnostics diagnostics;
    std::optional<Session> session; // the replayed one, when it built
};

SandboxSession::SandboxSession(ContentDocument* document, QObject* parent)
    : QObject(parent)
    , document_(document)
    , watcher_(new QFutureWatcher<std::shared_ptr<BackgroundRun>>(this))
{
    connect(watcher_, &QFutureWatcher<std::shared_ptr<BackgroundRun>>::finished, this, &SandboxSession::runEnded);
    connect(document_, &ContentDocument::diagnosticsChanged, this, &SandboxSession::contentValidated);
    connect(document_, &ContentDocument::definitionRenamed, this, &SandboxSession::contentRenamed);
}

SandboxSession::~SandboxSession()
{
    stop_.request_stop();
    watcher_->waitForFinished();
    // A replay still going holds only its own copies (shared pointers), never
    // this session: stopping it is enough.
    stopReplay();
}

bool SandboxSession::open(const QString& path, QStringList* problems, std::optional<std::uint64_t> seed,
                          const std::optional<SweptValue>& swept)
{
    if (refusedWhileRunning(problems))
        return false;
    std::optional<Vary> vary;
    if (swept) {
        std::string why;
        if (!(vary = parseSweptValue(fromQ(swept->path), fromQ(swept->value), why))) {
            if (problems)
                *problems << tr("The sweep's value %1 = %2: %3").arg(swept->path, swept->value, toQ(why));
            return false;
        }
    }
    const QString scenario = absolute(path);
    // The document's unsaved text stands for its own file.
    const QString documentPath = document_->path().isEmpty() ? QString() : absolute(document_->path());
    // A scenario a rename rewrote but no save has written yet plays as the save will leave it.
    const auto readAsSaved = [&](const std::string& file, std::string& bytes, std::string& reason) {
        const QString path = absolute(toQ(file));
        if (scenario_ && scenario_->isOpen() && path == scenario_->playPath()) {
            const QByteArray text = scenario_->currentBytes();
            bytes.assign(text.constData(), static_cast<std::size_t>(text.size()));
            return true;
        }
        const bool unsaved = !documentPath.isEmpty() && path == documentPath;
        if (!unsaved && !document_->scenariosToWrite().contains(path))
            return readFileBytes(file, bytes, reason);
        const QByteArray text = unsaved ? document_->currentBytes() : document_->scenarioBytes(path);
        bytes.assign(text.constData(), static_cast<std::size_t>(text.size()));
        return true;
    };
    // The content file (every file but the scenario) with the sweep's value set.
    const ReadFile read = [&](const std::string& file, std::string& bytes, std::string& reason) {
        if (!readAsSaved(file, bytes, reason))
            return false;
        if (!vary || absolute(toQ(file)) == scenario)
            return true;
        std::string why;
        bytes = variedContent(bytes, *vary, vary->values.front(), why);
        reason = "the sweep's value does not apply: " + why;
        return !bytes.empty();
    };
    SessionLoad load = loadSession(fromQ(path), {seed, SessionMode::History}, read);
    if (!load.session) {
        if (problems)
            for (const FileDiagnostic& p : load.problems)
                *problems << toQ(format(p.file, p.diagnostic));
        return false;
    }
    contentFile_ = absolute(toQ(load.contentPath));
    scenarioFile_ = scenario;
    swept_ = vary ? swept : std::nullopt;
    vary_ = std::move(vary);
    adopt(std::move(*load.session));
    openedOn_ = playsDocument() ? document_->currentBytes() : QByteArray();
    return true;
}

bool SandboxSession::startFromMap(const Grid& grid, const std::vector<std::pair<QString, Cell>>& actors,
                                  QStringList* problems)
{
    if (refusedWhileRunning(problems))
        return false;
    document_->validateNow();
    if (!document_->definitions() || document_->diagnostics().hasErrors()) {
        if (problems)
            *problems << tr("The content has errors: fix them in the Validation panel first.");
        return false;
    }
    ScenarioSpec spec;
    spec.content = fromQ(QFileInfo(document_->path()).fileName());
    spec.seed = 1;
    spec.map = mapRows(grid);
    std::map<QString, int> counts; // the second rat is "rat2"
    for (const auto& [kind, at] : actors) {
        const int n = ++counts[kind];
        QString id = kind;
        id.replace(QLatin1Char(' '), QLatin1Char('-'));
        PlacedActorSpec placed;
        placed.id = fromQ(n == 1 ? id : id + QString::number(n));
        placed.actor = fromQ(kind);
        placed.at = at;
        spec.actors.push_back(std::move(placed));
    }
    Diagnostics diagnostics;
    std::optional<Session> session = Session::create(document_->definitions(), std::move(spec), diagnostics);
    if (!session) {
        list(diagnostics, problems);
        return false;
    }
    contentFile_ = document_->path().isEmpty() ? QString() : absolute(document_->path());
    scenarioFile_.clear();
    swept_.reset();
    vary_.reset();
    adopt(std::move(*session));
    return true;
}

bool SandboxSession::refusedWhileRunning(QStringList* problems) const
{
    if (running_ && problems)
        *problems << tr("A run is going on: cancel it or let it finish first.");
    return running_;
}

void SandboxSession::adopt(Session session)
{
    stopReplay();
    wanted_.reset();
    renamesAfterRun_.clear();
    runBefore_.reset();
    openedOn_ = QByteArray();
    ++revision_;
    session_.emplace(std::move(session));
    savedScript_ = serializeScenario(session_->withPlayedScript());
    setScenarioModified(false);
    setContentProblem({});
    session_->setObserver([this](SessionChange change) {
        ++revision_;
        switch (change) {
        case SessionChange::Turns: emit turnsChanged(); break;
        case SessionChange::Queue: emit queueChanged(); break;
        case SessionChange::Definitions: emit definitionsChanged(); break;
        }
    });
    emit opened();
}

bool SandboxSession::save(const QString& path, QString* error, SaveAs form)
{
    if (!session_) {
        if (error)
            *error = tr("No scenario is open.");
        return false;
    }
    const std::string bytes =
        serializeScenario(form == SaveAs::Snapshot ? session_->withPlay() : session_->withPlayedScript());
    if (const QString why = writeWholeFile(path, QByteArray::fromStdString(bytes)); !why.isEmpty()) {
        if (error)
            *error = why;
        return false;
    }
    scenarioFile_ = absolute(path);
    savedScript_ = serializeScenario(session_->withPlayedScript());
    setScenarioModified(false);
    return true;
}

bool SandboxSession::hasUnsavedWork() const
{
    return session_ && (scenarioModified_ || serializeScenario(session_->withPlayedScript()) != savedScript_);
}

bool SandboxSession::queue(ActionSpec action, QStringList* problems)
{
    if (!session_ || running_)
        return false;
    const Result<void> queued = session_->queue(std::move(action));
    list(queued.problems(), problems);
    return queued.ok();
}

bool SandboxSession::queue(const Action& action)
{
    Session* s = idle();
    return s && s->queue(action).ok();
}

void SandboxSession::unqueue(std::size_t index) { if (Session* s = idle()) s->unqueue(index); }

void SandboxSession::clearQueue() { if (Session* s = idle()) s->clearQueue(); }

void SandboxSession::choose(const QString& id)
{
    if (id == chosen_)
        return;
    chosen_ = id;
    emit chosenChanged();
}

std::optional<SandboxSession::Played> SandboxSession::played() const
{
    if (!session_ || !session_->history())
        return std::nullopt;
    return Played{*session_, *session_->history(), *session_->definitions()};
}

const WorldActor* SandboxSession::actor(const QString& id) const
{
    return session_ ? session_->world().actor(fromQ(id)) : nullptr;
}

const WorldProp* SandboxSession::prop(const QString& id) const
{
    return session_ ? session_->world().prop(fromQ(id)) : nullptr;
}

std::vector<Action> SandboxSession::queuedActions() const
{
    std::vector<Action> out;
    if (!session_)
        return out;
    QueuedActionContext context(*session_->definitions());
    Diagnostics ignored;
    for (const ActionSpec& spec : session_->queued())
        if (std::optional<Action> a = buildAction(spec, context, Where{&ignored, {}, {}}))
            out.push_back(std::move(*a));
    return out;
}

void SandboxSession::step() { if (Session* s = idle()) s->step(); }

void SandboxSession::back(std::int64_t turns) { if (Session* s = idle()) s->back(turns); }

void SandboxSession::forward() { if (Session* s = idle()) s->forward(); }

void SandboxSession::goTo(std::int64_t turn) { if (Session* s = idle()) s->goTo(turn); }

namespace {
std::optional<Breakpoint> breakpointFor(const Session& session, const QString& text, QString* refusal)
{
    std::string why;
    std::optional<Breakpoint> b = Breakpoint::parse(fromQ(text), session.world(), why);
    if (!b && refusal)
        *refusal = toQ(why);
    return b;
}
} // namespace

bool SandboxSession::run(std::int64_t turns, const QString& breakpoint, RunResult* result, QString* refusal)
{
    if (!session_ || running_)
        return false;
    const std::optional<Breakpoint> until = breakpointFor(*session_, breakpoint, refusal);
    if (!until)
        return false;
    const RunResult r = session_->run(turns, *until);
    if (result)
        *result = r;
    return true;
}

bool SandboxSession::runInBackground(std::int64_t turns, const QString& breakpoint, QString* refusal)
{
    if (!session_ || running_)
        return false;
    const std::optional<Breakpoint> until = breakpointFor(*session_, breakpoint, refusal);
    if (!until)
        return false;
    stop_ = std::stop_source();
    progress_ = 0;
    setRunning(true);
    // The copy has no observer: nothing reaches the views from the other thread.
    auto run = std::make_shared<BackgroundRun>(BackgroundRun{*session_, {}});
    watcher_->setFuture(QtConcurrent::run(
        [run, turns, until = *until, stop = stop_.get_token(), progress = &progress_] {
            run->result = run->session.run(turns, until, stop, [progress](const TurnReport&) { ++*progress; });
            return run;
        }));
    return true;
}

void SandboxSession::cancelRun() { stop_.request_stop(); }

void SandboxSession::runEnded()
{
    const std::shared_ptr<BackgroundRun> run = watcher_->result();
    *session_ = std::move(run->session); // keeps this session's observer
    ++revision_;
    setRunning(false);
    emit queueChanged(); // the run played the queue
    emit turnsChanged();
    const RunResult& r = run->result;
    emit runFinished(turn(), r.hitBreakpoint, r.cancelled, r.heldAtStart, toQ(whyRunStopped(*session_, r)),
                     r.matchedEvent ? static_cast<int>(*r.matchedEvent) : -1);
    // What the content did meanwhile reaches the run's session now.
    for (const Rename& r : std::exchange(renamesAfterRun_, {}))
        rename(r);
    if (std::exchange(scenarioEditedInRun_, false))
        scenarioEdited();
    else
        startReplay();
}

void SandboxSession::followScenario(ScenarioDocument* scenario)
{
    scenario_ = scenario;
    connect(scenario_, &ScenarioDocument::edited, this, &SandboxSession::scenarioEdited);
    // The run stays the scenario's own when the scenario is saved under a
    // new name: its played turns are still what the next save keeps.
    connect(scenario_, &ScenarioDocument::movedTo, this, [this](const QString& before, const QString& after) {
        if (scenarioFile_ == before)
            scenarioFile_ = after;
    });
}

void SandboxSession::scenarioEdited()
{
    if (!session_ || !scenario_->isOpen() || scenarioFile_ != scenario_->playPath())
        return;
    if (running_) {
        scenarioEditedInRun_ = true;
        return;
    }
    const std::string played = serializeScenario(session_->withPlayedScript());
    if (QByteArray::fromStdString(played) == scenario_->currentBytes()) {
        savedScript_ = played; // the scenario now says what was played: the run is its own
        setScenarioModified(false);
        return;
    }
    QStringList problems;
    const std::optional<SweptValue> swept = swept_;
    if (!open(scenario_->playPath(), &problems, session_->options().seed, swept))
        setContentProblem(tr("The scenario has errors, the sandbox keeps the last run: %1").arg(problems.value(0)));
}

void SandboxSession::setRunning(bool running)
{
    running_ = running;
    emit runningChanged(running);
}

// ---- following the document ---------------------------------------------------

bool SandboxSession::playsDocument() const
{
    return session_ && contentFile_ == (document_->path().isEmpty() ? QString() : absolute(document_->path()));
}

void SandboxSession::contentValidated()
{
    if (!playsDocument())
        return;
    std::shared_ptr<const Definitions> defs = document_->definitions();
    const Diagnostic* error = firstError(document_->diagnostics());
    QString problem = error ? problemLine(*error) : !defs ? tr("the file is not JSON") : QString();
    if (problem.isEmpty() && vary_)
        defs = sweptDefinitions(&problem); // the run opened from a sweep keeps its value
    if (!problem.isEmpty()) {
        setContentProblem(tr("Content has errors, the sandbox keeps the last run: %1").arg(problem));
        return;
    }
    // A validation that was still going as the scenario opened reports the
    // text it opened on: nothing was edited, nothing to replay.
    if (defs == session_->definitions() || (!openedOn_.isNull() && document_->currentBytes() == openedOn_))
        return;
    openedOn_ = QByteArray();
    wanted_ = defs;
    startReplay();
}

void SandboxSession::contentRenamed(const QString& section, const QString& from, const QString& to)
{
    if (!playsDocument())
        return;
    // A replay of the content before the rename would look for the old names;
    // the validation after it replays again.
    stopReplay();
    if (running_)
        renamesAfterRun_.push_back({section, from, to});
    else
        rename({section, from, to});
}

std::shared_ptr<const Definitions> SandboxSession::sweptDefinitions(QString* problem) const
{
    const QByteArray bytes = document_->currentBytes();
    std::string why;
    const std::string text = variedContent(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())),
                                           *vary_, vary_->values.front(), why);
    if (text.empty()) {
        *problem = tr("%1 = %2 of the sweep no longer applies: %3").arg(swept_->path, swept_->value, toQ(why));
        return nullptr;
    }
    const Validation built = validateContent(text);
    if (const Diagnostic* error = firstError(built.diagnostics)) {
        *problem = tr("with %1 = %2 of the sweep: %3").arg(swept_->path, swept_->value, problemLine(*error));
        return nullptr;
    }
    return built.definitions;
}

void SandboxSession::rename(const Rename& r)
{
    // The swept field follows its definition's new name.
    if (vary_ && vary_->segments.size() > 1 && toQ(vary_->segments[0]) == r.section && toQ(vary_->segments[1]) == r.from) {
        vary_->segments[1] = fromQ(r.to);
        QStringList parts = swept_->path.split(QLatin1Char('.'));
        parts[1] = r.to;
        swept_->path = parts.join(QLatin1Char('.'));
        vary_->path = fromQ(swept_->path);
    }
    ++revision_;
    if (session_->renameDefinition(fromQ(r.section), fromQ(r.from), fromQ(r.to)))
        setScenarioModified(true);
}

void SandboxSession::startReplay()
{
    if (!session_ || !wanted_ || running_)
        return; // a run going on: it ends, then the replay starts
    stopReplay();
    replayStop_ = std::stop_source();
    // Only the plan is copied here: the replay builds its own session.
    auto replay = std::make_shared<Replay>(Replay{session_->replayPlan(), wanted_, revision_, {}, {}});
    auto* watcher = new QFutureWatcher<std::shared_ptr<Replay>>(this);
    replayWatcher_ = watcher;
    connect(watcher, &QFutureWatcher<std::shared_ptr<Replay>>::finished, this, [this, watcher, replay] {
        watcher->deleteLater();
        if (watcher != replayWatcher_)
            return; // a newer replay took over
        replayWatcher_ = nullptr;
        replayEnded(replay);
    });
    watcher->setFuture(QtConcurrent::run([replay, stop = replayStop_.get_token()] {
        Result<Session> replayed = Session::replay(replay->plan, replay->defs, stop);
        replay->diagnostics = replayed.problems();
        if (replayed)
            replay->session = std::move(replayed).value();
        return replay;
    }));
}

void SandboxSession::stopReplay()
{
    replayStop_.request_stop();
    replayWatcher_ = nullptr; // its end, when it comes, is ignored
}

void SandboxSession::replayEnded(const std::shared_ptr<Replay>& replay)
{
    if (replay->defs != wanted_ || running_)
        return; // newer content, or a run started: the replay starts again later
    if (replay->revision != revision_) {
        startReplay(); // the designer played on meanwhile: replay from there
        return;
    }
    wanted_.reset();
    if (!replay->session) {
        const Diagnostic* error = firstError(replay->diagnostics);
        setContentProblem(tr("The scenario does not build against the content, the sandbox keeps the last run: %1")
                              .arg(error ? problemLine(*error) : tr("unknown problem")));
        return;
    }
    // One "before" per undo step: an edit merged into the step the run before
    // was taken for (a second arrow click, more typing) keeps that run, so the
    // designer sees what the whole step changed, not its last keystroke.
    const UndoStep step = currentUndoStep();
    const History* history = session_->history();
    if (history && !(runBefore_ && step == runBeforeStep_)) {
        runBefore_ = std::make_shared<const RunBefore>(
            RunBefore{session_->definitions(), history->reports(), history->stats(), history->turn()});
        runBeforeStep_ = step;
    }
    *session_ = std::move(*replay->session); // keeps this session's observer
    ++revision_;
    setContentProblem({});
    emit definitionsChanged();
    emit queueChanged();
}

SandboxSession::UndoStep SandboxSession::currentUndoStep() const
{
    const QUndoStack* stack = document_->undoStack();
    const int index = stack->index();
    return {index, index > 0 ? stack->command(index - 1) : nullptr};
}

void SandboxSession::clearRunBefore()
{
    if (!runBefore_)
        return;
    runBefore_.reset();
    emit runBeforeCleared();
}

void SandboxSession::setContentProblem(const QString& problem)
{
    if (problem == contentProblem_)
        return;
    contentProblem_ = problem;
    emit contentProblemChanged(problem);
}

void SandboxSession::setScenarioModified(bool modified)
{
    if (modified == scenarioModified_)
        return;
    scenarioModified_ = modified;
    emit scenarioModifiedChanged(modified);
}

} // namespace rb
