#pragma once
// The sandbox: a scenario played turn by turn, laid out as views over the
// editor's one session (SandboxSession) — the action picker and the run bar,
// the map with the actor list, the inspector, the event log and the quests,
// and the stat plot. The panel lays them out and wires them together; the
// session alone holds the run.

// Qt's headers come first: moc parses <concepts> only after them.
#include <QList>
#include <QSize>
#include <QWidget>

#include "sandbox/sandbox_session.h"

#include "rulebench/sandbox/history.h"
#include "rulebench/sandbox/scenario.h"

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

class QComboBox;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;
class QSplitter;
class QTabWidget;
class QTreeWidget;

namespace rb {

class ActionPicker;
class ActorInspector;
class ActorList;
class ContentDocument;
class EventLog;
class GridCanvas;
class QuestView;
class RunBar;
class SandboxMap;
class SandboxPlot;
class SandboxQuests;
class SandboxTimeline;
class StatWatch;
class StackingInspector;
class StatPlot;

class SandboxPanel : public QWidget {
    Q_OBJECT
public:
    explicit SandboxPanel(ContentDocument* document, QWidget* parent = nullptr);
    ~SandboxPanel() override;

    // Opens a scenario file and the content it names (the open document's
    // current text when it names that file). Every problem of both files is
    // listed in `problems` and nothing opens when there is an error.
    bool openScenario(const QString& path, QStringList* problems = nullptr);
    // Opens a scenario at another seed (one run of a batch), plays it as the
    // batch did — up to `turns` turns, until the breakpoint, a victory or a
    // defeat — and goes to `at` (the run's end when not given). A run of a
    // sweep plays with its swept value set (SandboxSession::open).
    bool openScenarioAtSeed(const QString& path, std::uint64_t seed, std::int64_t turns, const QString& until = {},
                            std::optional<std::int64_t> at = {}, QStringList* problems = nullptr,
                            const std::optional<SweptValue>& swept = {});
    // Starts a scenario from a map, the document's content and actors of the
    // given kinds on the given cells.
    bool startFromMap(const Grid& grid, const std::vector<std::pair<QString, Cell>>& actors, QStringList* problems = nullptr);
    // Writes the scenario with the turns played in its script (or, as a
    // snapshot, with the run's play state, so opening it resumes here).
    bool saveScenario(const QString& path, QString* error = nullptr,
                      SandboxSession::SaveAs form = SandboxSession::SaveAs::PlayedScript);

    SandboxSession* session() const { return session_; }
    bool isOpen() const;
    // The session's history; only while a scenario is open.
    const History& history() const;
    std::int64_t turn() const;

    // Actions for the next turn, besides the script's.
    void queue(const Action& action);
    std::vector<Action> queued() const;
    void step();
    void back(std::int64_t turns = 1);
    void forward();
    void jumpTo(std::int64_t turn);
    // Runs on this thread (tests, short runs), stopping after the turn in
    // which an event's key matched `breakpoint`. Returns the turn it stopped on.
    std::int64_t run(std::int64_t turns, const QString& breakpoint = {});
    // Runs off the UI thread with progress and cancel; `runFinished` says when.
    void runInBackground(std::int64_t turns, const QString& breakpoint = {});
    void cancelRun();
    bool isRunning() const;

    void selectActor(const QString& id);
    QString selectedActor() const;

    // The views.
    ActionPicker* picker() const { return picker_; }
    RunBar* runBar() const { return runBar_; }
    SandboxMap* map() const { return map_; }
    EventLog* eventLog() const { return log_; }
    SandboxTimeline* timeline() const { return timeline_; }
    StatWatch* statWatch() const { return watch_; }
    ActorList* actorList() const { return actors_; }

    // A view over the session made elsewhere (the script panel), as a tab beside the log.
    void addTab(QWidget* view, const QString& title);
    // The views around the map, by name, in the order their keys go (Alt+1 ...):
    // each a tab, or a pane of its own when the window is wide.
    struct LowerView {
        QString title;
        QWidget* view;
    };
    QList<LowerView> lowerViews() const;
    // Brings one of lowerViews() into sight: its tab is chosen.
    void showLowerView(QWidget* view);

    // Their parts.
    GridCanvas* canvas() const;
    StackingInspector* inspector() const;
    StatPlot* plot() const;
    QuestView* quests() const;
    QTreeWidget* log() const;
    QTreeWidget* actorsView() const;
    QLineEdit* logFilter() const;
    QLineEdit* breakpointEdit() const;
    QComboBox* actionPicker() const;
    QComboBox* actorPicker() const;
    QComboBox* thingPicker() const;
    QSpinBox* cellXPicker() const;
    QSpinBox* cellYPicker() const;
    QPushButton* queueButton() const;
    QListWidget* queueView() const;
    QString statusText() const;
    // What is on a cell, for the map's tooltip.
    QString cellSummary(Cell cell) const;

    // Whether a breakpoint pattern ("expired:scorched@hero", "death@*")
    // matches an event key.
    static bool breakpointMatches(const QString& pattern, const QString& key);

signals:
    void stepped(qint64 turn);
    void runFinished(qint64 turn, bool stoppedAtBreakpoint);

protected:
    void resizeEvent(QResizeEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // From this size the map and the tabs sit side by side, the actor list
    // under the map and the plot under all.
    static constexpr QSize kWide{1100, 640};
    static constexpr int kMapLeastHeight = 180;

    void buildLayout();
    void arrange();
    void connectViews();
    void cellClicked(Cell cell);
    void showArmed();
    void cellDragged(Cell from, Cell to);

    SandboxSession* session_;
    ActionPicker* picker_;
    RunBar* runBar_;
    SandboxMap* map_;
    ActorList* actors_;
    ActorInspector* inspector_;
    EventLog* log_;
    SandboxQuests* quests_;
    SandboxPlot* plot_;
    SandboxTimeline* timeline_;
    StatWatch* watch_;
    QTabWidget* tabs_;
    QList<LowerView> added_; // the views addTab gave it
    QSplitter* mapColumn_; // the map, and (wide) the actor list
    QSplitter* views_;     // the map column and the tabs
    QSplitter* whole_;     // all that, and (wide) the plot
    std::optional<bool> wide_;
    // Pressed on an actor or a prop while a cell is wanted: a release there
    // picks the cell, a drag moves what stands there.
    Cell pressedOnThing_{-1, -1};
};

} // namespace rb
