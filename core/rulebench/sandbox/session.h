#pragma once
// A sandbox session: a scenario with its content, played turn by turn — what
// the command line, the editor's sandbox and batch runs share. It owns the
// history (or, forward only, just the world), the script and the actions
// queued for the next turn, both kept by name so a content edit that
// renumbers ids re-resolves them; it steps, steps back and forward, and runs
// N turns or until a breakpoint, cancellable from another thread. Views
// observe it through a plain callback; none holds its state.

#include "rulebench/base/result.h"
#include "rulebench/sandbox/history.h"
#include "rulebench/sandbox/scenario.h"
#include "rulebench/sandbox/state_condition.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <stop_token>
#include <string>
#include <string_view>
#include <vector>

namespace rb {

// A breakpoint: event keys (events.h) with wildcards, matched against a whole
// key: `*` any run of characters but '/', `?` any one, `[abc]`, `[a-c]`,
// `[!abc]` one of (or none of) a set; anything else stands for itself. A
// malformed set matches nothing. "death@*" stops at any death. Or a condition
// on the state (state_condition.h): "health@hero<10".
class Breakpoint {
public:
    Breakpoint() = default; // matches nothing
    // An event key pattern. Surrounding white space is not part of it; an
    // empty one matches nothing.
    explicit Breakpoint(std::string_view pattern);
    // An event key pattern or, written as one, a state condition checked
    // against the world; nothing, with the reason, when the condition is bad
    // or the pattern's first word is no event's ("deth@*").
    static std::optional<Breakpoint> parse(std::string_view text, const World& world, std::string& error);

    bool empty() const { return pattern_.empty(); }
    const std::string& pattern() const { return pattern_; }
    // The state condition, when it is one (then no event key matches it).
    const std::optional<StateCondition>& condition() const { return condition_; }
    bool matches(std::string_view key) const;
    // Whether any event of the turn has a matching key.
    bool matchesAny(const Definitions& defs, const TurnReport& report) const;
    // The first event of the turn with a matching key, by its place in the report.
    std::optional<std::size_t> firstMatch(const Definitions& defs, const TurnReport& report) const;

private:
    std::string pattern_;
    std::u32string glob_; // the pattern as code points
    std::optional<StateCondition> condition_;
};

enum class SessionMode : std::uint8_t {
    History,     // every turn kept: back, forward, reports (recomputed from keyframes) and stat samples for views
    ForwardOnly, // only the world as it stands and the last turn's report: memory flat however long the run
};

struct SessionOptions {
    std::optional<std::uint64_t> seed; // replaces the scenario's own (and the play state's streams)
    SessionMode mode = SessionMode::History;
};

// What changed, for an observer.
enum class SessionChange : std::uint8_t {
    Turns,       // stepped, back, forward or run: the world, the reports, the samples (a step empties the queue)
    Queue,       // the queued actions
    Definitions, // new content: everything was rebuilt and replayed
};

// What a run did and why it stopped; whyRunStopped (run_stop.h) says it in words.
struct RunResult {
    std::int64_t turns = 0;     // turns stepped
    bool hitBreakpoint = false; // stopped after the turn the breakpoint matched in
    bool heldAtStart = false;   // a state breakpoint that held before a fresh run's first turn: none stepped
    bool ended = false;         // the run is won or lost (World::outcome): no turn after it (with hitBreakpoint
                                // when the breakpoint matched in the turn that ended it)
    bool cancelled = false;
    std::string breakpoint;     // the breakpoint as given (trimmed); empty without one
    // hitBreakpoint on an event key: the first matching event, by its place in the last turn's report.
    std::optional<std::size_t> matchedEvent;
};

class Session {
public:
    // From definitions already built (the editor's unsaved content) and a
    // scenario as read: every problem of building it is reported; nothing
    // when there is an error.
    static std::optional<Session> create(std::shared_ptr<const Definitions> defs, ScenarioSpec spec,
                                         Diagnostics& diagnostics, SessionOptions options = {});

    // ---- what it plays
    const ScenarioSpec& spec() const { return spec_; }
    const std::shared_ptr<const Definitions>& definitions() const { return defs_; }
    const Script& script() const { return script_; }
    const SessionOptions& options() const { return options_; }

    // ---- where it stands
    const World& world() const { return history_ ? history_->world() : *present_; }
    std::int64_t turn() const { return world().turn(); }
    // The turn it started at: 0, or where a saved play state left off.
    std::int64_t startTurn() const { return startTurn_; }
    // The last turn's report; null before the first.
    const TurnReport* lastReport() const;
    // Every turn's report (recomputed on demand), actions and stat samples; null forward only.
    const History* history() const { return history_ ? &*history_ : nullptr; }
    // The scenario with the play state of the world as it stands: saving it
    // and opening it again resumes here.
    ScenarioSpec withPlay() const { return withPlayState(spec_, world()); }
    // The scenario as it started (its placements, and its snapshot if it
    // started from one) with the turns played here written into its script:
    // each turn's actions queued by hand up to the turn it stands at, after
    // that turn's own script entries (the order a step plays them in), and
    // what is queued now as the next turn's. Played from the start, it is
    // this run again.
    ScenarioSpec withPlayedScript() const;

    // ---- the queue: actions by name for the next turn, after the script's
    const std::vector<ActionSpec>& queued() const { return queued_; }
    // Queues an action if it builds against the definitions (ids and cells are
    // the world's to refuse when the turn comes); refused with every problem.
    Result<void> queue(ActionSpec action);
    // Queues a built action by its names; refused when a number names nothing.
    Result<void> queue(const Action& action);
    void unqueue(std::size_t index);
    void clearQueue();
    // The actions the next step plays: the script's for that turn, then the
    // queue's that still build.
    std::vector<Action> nextActions() const;
    // Why the world would refuse the queued action at `index` if the next
    // turn came now, the actions the turn plays ahead of it counted (so an
    // actor's actions a turn are foreseen, as World::whyNot counts them);
    // nothing when it would go or no longer builds.
    std::optional<std::string> whyNotQueued(std::size_t index) const;

    // ---- turns
    // One turn: the script's actions for it and the queued ones (the queue empties).
    const TurnReport& step();
    // Back up to `turns` turns (never before the start; none forward only); returns how many.
    std::int64_t back(std::int64_t turns = 1);
    bool canForward() const { return history_ && history_->canRedo(); }
    // Steps the next turn stepped back over again, with the actions it had; null when none.
    const TurnReport* forward();
    // Goes back or forward (over turns stepped back over) to `turn` as far as it can.
    void goTo(std::int64_t turn);
    // Steps up to `turns` turns (the queue plays in the first), calling
    // `eachTurn` after each. Stops after the turn in which `until` matched an
    // event, or before the next turn once `stop` is requested (by any thread).
    // A state breakpoint stops after the first turn at whose end it holds; at
    // the session's start turn, one that already holds stops at once
    // (heldAtStart). Elsewhere, started where it holds (after a hit), it stops
    // when it next holds after having failed, so Run always gets past a hit.
    // A victory or a defeat ends the run: it stops after that turn and steps
    // no further (step() still steps, for a look beyond the end).
    RunResult run(std::int64_t turns, const Breakpoint& until = {}, std::stop_token stop = {},
                  const std::function<void(const TurnReport&)>& eachTurn = {});

    // ---- content edits
    // Rebuilds the scenario against new definitions (the same seed) and
    // replays to the current turn with the same script and hand-queued
    // actions, resolved again by name; turns stepped back over stay
    // forward-able. A queued or played action that no longer builds is
    // reported as a warning and left out (still kept by name). Refused, with
    // the session as it was, when the scenario does not build or `stop` is
    // requested (by any thread) before the replay ends.
    Result<void> setDefinitions(std::shared_ptr<const Definitions> defs, std::stop_token stop = {});
    // What a replay needs of the session, copied so another thread can replay
    // while this session plays on; `replay` builds the session that
    // setDefinitions would become (refused where it would be refused).
    struct HandTurn; // hand-queued actions by the turn they played in
    struct ReplayPlan;
    ReplayPlan replayPlan() const;
    static Result<Session> replay(const ReplayPlan& plan, std::shared_ptr<const Definitions> defs,
                                  std::stop_token stop = {});
    // A definition of `section` renamed in the content from `from` to `to`:
    // the scenario, its script, the queue and the actions played by hand
    // follow, so the next setDefinitions finds every name. Whether anything
    // changed; the queue's observer hears of it.
    bool renameDefinition(std::string_view section, std::string_view from, std::string_view to);

    // Called after every change, on the thread that made it. It belongs to
    // this object: a copy (say, one run on another thread) starts without
    // one, and assigning another session to this one keeps it.
    void setObserver(std::function<void(SessionChange)> observer) { observer_.call = std::move(observer); }

private:
    Session(std::shared_ptr<const Definitions> defs, ScenarioSpec spec, SessionOptions options, Scenario built);

    struct Observer {
        std::function<void(SessionChange)> call;
        Observer() = default;
        Observer(const Observer&) {}
        Observer(Observer&&) noexcept {}
        Observer& operator=(const Observer&) { return *this; }
        Observer& operator=(Observer&&) noexcept { return *this; }
    };

    const TurnReport& stepWith(std::vector<Action> actions);
    const TurnReport& stepOnce();
    void notify(SessionChange change) const;

    std::shared_ptr<const Definitions> defs_;
    ScenarioSpec spec_;
    SessionOptions options_;
    Script script_;
    std::optional<History> history_; // history mode
    std::optional<World> present_;   // forward only
    TurnReport last_;                // forward only: the last turn's
    std::int64_t startTurn_ = 0;
    std::vector<ActionSpec> queued_;
    std::vector<HandTurn> hand_; // by turn, up to the last turn stepped back over
    Observer observer_;
};

// Hand-queued actions by the turn they played in (only turns that had any).
struct Session::HandTurn {
    std::int64_t turn = 0;
    std::vector<ActionSpec> actions;
};

struct Session::ReplayPlan {
    ScenarioSpec spec;
    SessionOptions options;
    std::vector<HandTurn> hand;
    std::vector<ActionSpec> queued;
    std::int64_t turn = 0; // where the replay stops
    std::int64_t end = 0;  // the last turn it plays (turns stepped back over stay forward-able)
};

// ---- loading a scenario file with the content file it names

// A problem named by the file it is in.
struct FileDiagnostic {
    std::string file;
    Diagnostic diagnostic;
};

struct SessionLoad {
    enum class Outcome : std::uint8_t {
        Clean,    // both files read and built without an error
        Errors,   // a file has mistakes
        Unusable, // a file cannot be read or is not JSON (or not an object)
    };
    Outcome outcome = Outcome::Clean;
    // Every problem of both files, in order: the content file's, then the scenario's.
    std::vector<FileDiagnostic> problems;
    std::optional<ScenarioSpec> spec; // the scenario as read, when it is an object
    std::string contentPath;          // the content file, relative to the scenario's folder (or the one given)
    std::optional<Session> session;   // only when both files are clean of errors
};

// Reads a file's bytes, or says why not.
using ReadFile = std::function<bool(const std::string& path, std::string& bytes, std::string& reason)>;
bool readFileBytes(const std::string& path, std::string& bytes, std::string& reason);

// The one loader: the scenario file, then the content file it names, built
// and checked together so both files' problems show at once. `read` is how a
// file's bytes are had: from disk, or (the editor) the open document's
// unsaved text for its own path. A non-empty `content` is played instead of
// the content file the scenario names (`rulebench diff-run`), and its
// problems are named by it.
SessionLoad loadSession(const std::string& scenarioPath, const SessionOptions& options = {},
                        const ReadFile& read = readFileBytes, const std::string& content = {});

} // namespace rb
