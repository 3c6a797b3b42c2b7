#pragma once
// The editor's one sandbox session: the scenario being played, owned here and
// nowhere else. The sandbox's views observe it through these signals and
// drive it through these calls; none keeps a copy of its state. A background
// run plays a copy of the session off the UI thread and the copy is adopted
// when the run ends, so views only ever read a session no thread is changing.
// The session follows the document it plays: after each validation that
// builds, a copy replays the scenario against the new definitions off the UI
// thread (a newer edit stops it and starts again) and is adopted when it ends.
// The run before an undo step's first adopted replay stays as the run before
// the edit (edits merged into that step keep it), for the views to show what
// the edit changed, until another scenario opens, the designer clears it or
// the next step's replay replaces it.

// Qt's headers come first: moc parses <concepts> only after them.
#include <QObject>
#include <QStringList>

#include "rulebench/batch/sweep.h"
#include "rulebench/sandbox/session.h"

#include <atomic>
#include <memory>
#include <optional>
#include <stop_token>
#include <utility>
#include <vector>

template <class T>
class QFutureWatcher;
class QUndoCommand;

namespace rb {

class ContentDocument;
class ScenarioDocument;

// One value of a batch's sweep a run was played with (a run opened from a
// swept row): the swept path and the value as the batch wrote them, and the
// run's number in the batch.
struct SweptValue {
    QString path;  // "statuses.bleeding.tick.amount"
    QString value; // "3"
    qint64 run = -1;
    friend bool operator==(const SweptValue&, const SweptValue&) = default;
};

class SandboxSession : public QObject {
    Q_OBJECT
public:
    explicit SandboxSession(ContentDocument* document, QObject* parent = nullptr);
    ~SandboxSession() override; // cancels a run and waits for it

    // Opens a scenario file and the content it names (loadSession), the open
    // document's current text standing for its own file so unsaved edits
    // play. Every problem of both files goes to `problems`; nothing changes
    // when there is an error. `seed` replaces the scenario's own (a batch's run);
    // `swept` sets one field of the content to a sweep's value, now and in
    // every replay after an edit, until another scenario opens.
    bool open(const QString& path, QStringList* problems = nullptr, std::optional<std::uint64_t> seed = {},
              const std::optional<SweptValue>& swept = {});
    // Plays the scenario document's current text for its file (its play
    // path), and after each of its edits, undos and redos plays it again from
    // turn 0 (at the same seed and sweep), so nothing stale stays on show;
    // an edit that only writes down the turns played here keeps the run.
    void followScenario(ScenarioDocument* scenario);
    // The sweep's value the content is played with, if any.
    const std::optional<SweptValue>& swept() const { return swept_; }
    // A scenario from a map, the document's content and actors of the given
    // kinds on the given cells.
    bool startFromMap(const Grid& grid, const std::vector<std::pair<QString, Cell>>& actors,
                      QStringList* problems = nullptr);
    // What a save writes: the scenario as it started with the turns played by
    // hand (and those queued) in its script, so it replays this run from the
    // start; or, asked for, a snapshot of play ("play") that resumes here.
    enum class SaveAs { PlayedScript, Snapshot };
    bool save(const QString& path, QString* error = nullptr, SaveAs form = SaveAs::PlayedScript);
    // A rename in the content changed the scenario in memory since it was
    // opened or saved.
    bool isScenarioModified() const { return scenarioModified_; }
    // Work a save would keep that is in no file: actions played or queued by
    // hand since the scenario was opened or saved, or a rename's changes.
    bool hasUnsavedWork() const;
    // Why the session does not follow the document now ("Content has errors,
    // the sandbox keeps the last run: ..."), or empty when it does.
    QString contentProblem() const { return contentProblem_; }
    // The scenario file opened or last saved; empty for one started from the map.
    const QString& scenarioFile() const { return scenarioFile_; }
    // A replay against newer content is going on or waits for a run to end.
    bool isReplaying() const { return wanted_ != nullptr; }

    // What the run was before the last adopted replay: its definitions (for
    // the events' words), its reports and its stat samples up to its turn.
    struct RunBefore {
        std::shared_ptr<const Definitions> definitions;
        std::vector<TurnReport> reports;
        StatSamples samples;
        std::int64_t turn = 0;
    };
    // The run before the edit, or null when there is none to show.
    const RunBefore* runBefore() const { return runBefore_.get(); }
    void clearRunBefore();

    bool isOpen() const { return session_.has_value(); }
    // The session as it stands, or null when none is open.
    const Session* session() const { return session_ ? &*session_ : nullptr; }
    std::int64_t turn() const { return session_ ? session_->turn() : 0; }
    // What a view of the turns played reads: the session, its history and
    // its definitions; nothing when no session with a history is open.
    struct Played {
        const Session& session;
        const History& history;
        const Definitions& definitions;
    };
    std::optional<Played> played() const;
    // The actor or prop the views point at (empty: none): the views' choice,
    // not the run's, held here so each view follows the one choice.
    void choose(const QString& id);
    const QString& chosen() const { return chosen_; }
    // The actor or prop of this id as it stands, or null.
    const WorldActor* actor(const QString& id) const;
    const WorldProp* prop(const QString& id) const;

    // Actions for the next turn, by name (none while a run goes on: the run
    // plays the queue). False with the reasons in `problems` when it does not
    // build against the content.
    bool queue(ActionSpec action, QStringList* problems = nullptr);
    bool queue(const Action& action);
    void unqueue(std::size_t index);
    void clearQueue();
    // The queue built as the next turn will get it.
    std::vector<Action> queuedActions() const;

    // Turns; each does nothing while a run goes on.
    void step();
    void back(std::int64_t turns = 1);
    void forward();
    void goTo(std::int64_t turn);
    // Runs on this thread (tests, short runs): up to `turns` turns, stopping
    // after the turn in which an event's key matched `breakpoint`, or where a
    // condition on the state holds ("health@hero<10"). A bad breakpoint runs
    // nothing: false, with the reason in `refusal`.
    bool run(std::int64_t turns, const QString& breakpoint = {}, RunResult* result = nullptr, QString* refusal = nullptr);
    // The same off the UI thread; runFinished says when it is over.
    bool runInBackground(std::int64_t turns, const QString& breakpoint = {}, QString* refusal = nullptr);
    void cancelRun();
    bool isRunning() const { return running_; }
    // Turns the run going on has done so far.
    std::int64_t runProgress() const { return progress_.load(); }

    // Calls `restart` of `view` when a session opens or its definitions
    // change (a new history), `follow` after turns; one slot for both when
    // the view redraws the same way.
    template <class View, class Slot>
    void observe(View* view, Slot restart, Slot follow)
    {
        connect(this, &SandboxSession::opened, view, restart);
        connect(this, &SandboxSession::definitionsChanged, view, restart);
        connect(this, &SandboxSession::turnsChanged, view, follow);
    }
    template <class View, class Slot>
    void observe(View* view, Slot refresh)
    {
        observe(view, refresh, refresh);
    }

signals:
    void opened();             // another scenario: views start over
    void turnsChanged();       // the world, the reports and the samples
    void queueChanged();
    void definitionsChanged(); // rebuilt against new content and replayed
    void runBeforeCleared();   // the run before the edit is no longer shown
    void runningChanged(bool running);
    // heldAtStart: a state breakpoint already held where the run began; nothing ran.
    // `why`: why it stopped, in the words `simulate` prints (whyRunStopped);
    // `matchedEvent`: the event that matched the breakpoint, by its place in
    // the last turn's report, or -1.
    void runFinished(qint64 turn, bool hitBreakpoint, bool cancelled, bool heldAtStart, const QString& why,
                     int matchedEvent);
    void scenarioModifiedChanged(bool modified);
    void contentProblemChanged(const QString& problem); // empty when it follows again
    void chosenChanged(); // another actor or prop to point at

private:
    struct BackgroundRun;
    struct Replay;
    struct Rename {
        QString section, from, to;
    };
    bool refusedWhileRunning(QStringList* problems) const;
    // The session to change, or null when none is open or a run holds it.
    Session* idle() { return session_ && !running_ ? &*session_ : nullptr; }
    void adopt(Session session);
    void setRunning(bool running);
    void runEnded();
    // Following the document.
    bool playsDocument() const;
    void contentValidated();
    void contentRenamed(const QString& section, const QString& from, const QString& to);
    void rename(const Rename& r);
    void startReplay();
    void stopReplay();
    void replayEnded(const std::shared_ptr<Replay>& replay);
    void setContentProblem(const QString& problem);
    void scenarioEdited();
    void setScenarioModified(bool modified);
    // The document's content with the swept value set, built; null with the
    // reason when the value no longer applies or the result has errors.
    std::shared_ptr<const Definitions> sweptDefinitions(QString* problem) const;

    ContentDocument* document_;
    ScenarioDocument* scenario_ = nullptr;
    bool scenarioEditedInRun_ = false; // played again when the run ends
    std::optional<Session> session_;
    QFutureWatcher<std::shared_ptr<BackgroundRun>>* watcher_;
    std::stop_source stop_;
    std::atomic<std::int64_t> progress_{0};
    bool running_ = false;

    QString contentFile_; // the content the scenario plays; the document's when they match
    QString scenarioFile_; // the scenario file opened (empty for one started from the map)
    quint64 revision_ = 0; // bumps on every change of the session
    std::shared_ptr<const Definitions> wanted_; // newer content to replay against
    QFutureWatcher<std::shared_ptr<Replay>>* replayWatcher_ = nullptr; // the newest replay's
    std::stop_source replayStop_;
    std::shared_ptr<const RunBefore> runBefore_; // the run before the undo step the replays follow
    // An undo step: the stack's index and the command done last (merged
    // edits keep both), so "before" is the run before the step, not before its last merge.
    using UndoStep = std::pair<int, const QUndoCommand*>;
    UndoStep currentUndoStep() const;
    UndoStep runBeforeStep_{-1, nullptr};
    std::vector<Rename> renamesAfterRun_; // renames that came while a run held the session
    QString contentProblem_;
    QString chosen_;
    bool scenarioModified_ = false;
    std::string savedScript_; // the played script as last opened or saved
    std::optional<SweptValue> swept_;
    std::optional<Vary> vary_; // swept_ as the core sets it
    // The document's text the scenario was opened on, until the first replay
    // is wanted: a validation of that same text has nothing to replay.
    QByteArray openedOn_;
};

} // namespace rb
