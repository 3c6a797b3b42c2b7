#pragma once
// The sandbox: a scenario's world on the grid, actions picked and queued for
// the next turn, one turn stepped at a time (or N, or until a breakpoint
// event), stepped back and forward, with the event log, the stacking
// inspector of the selected actor, the stat plot and the quests.

#include "rulebench/sandbox/history.h"
#include "rulebench/sandbox/scenario.h"

#include <QFutureWatcher>
#include <QWidget>

#include <atomic>
#include <memory>
#include <optional>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;
class QTreeWidget;

namespace rb {

class ContentDocument;
class GridCanvas;
class QuestView;
class StackingInspector;
class StatPlot;

class SandboxPanel : public QWidget {
    Q_OBJECT
public:
    explicit SandboxPanel(ContentDocument* document, QWidget* parent = nullptr);
    ~SandboxPanel() override;

    // Opens a scenario file and the content it names (the open document's
    // current content when it names that file). Every problem of both files
    // is listed in `problems` and nothing opens when there is an error.
    bool openScenario(const QString& path, QStringList* problems = nullptr);
    // Starts a scenario from a map, the document's content and actors of the
    // given kinds on the given cells.
    bool startFromMap(const Grid& grid, const std::vector<std::pair<QString, Cell>>& actors, QStringList* problems = nullptr);
    // Writes the scenario with the run's play state, so opening it resumes here.
    bool saveScenario(const QString& path, QString* error = nullptr);

    bool isOpen() const { return history_ != nullptr; }
    const History& history() const { return *history_; }
    std::int64_t turn() const { return history_ ? history_->turn() : 0; }

    // Actions for the next turn, besides the script's.
    void queue(const Action& action);
    const std::vector<Action>& queued() const { return queued_; }
    void step();
    void back(std::int64_t turns = 1);
    void forward();
    void jumpTo(std::int64_t turn);
    // Runs on this thread (tests, short runs): stops early at a matching event.
    // Returns the turn it stopped on.
    std::int64_t run(std::int64_t turns, const QString& breakpoint = {});
    // Runs off the UI thread with progress and cancel; `finished` says when.
    void runInBackground(std::int64_t turns, const QString& breakpoint = {});
    void cancelRun() { cancel_ = true; }
    bool isRunning() const { return running_; }

    void selectActor(const QString& id);
    QString selectedActor() const { return selected_; }

    GridCanvas* canvas() const { return canvas_; }
    StackingInspector* inspector() const { return inspector_; }
    StatPlot* plot() const { return plot_; }
    QuestView* quests() const { return quests_; }
    QTreeWidget* log() const { return log_; }
    QTreeWidget* actorsView() const { return actors_; }
    QLineEdit* logFilter() const { return logFilter_; }
    QLineEdit* breakpointEdit() const { return breakpoint_; }

    // The action picker: what to do, who does it, the item or prop kind, the
    // cell (also set by clicking the grid, which queues an action that needs
    // a cell at once) and the Queue button.
    enum class Pick {
        Wait, Move, MoveTo, Attack, Throw, Use, PickUp, Wear, TakeOff, Afflict, Cure, PlaceActor, PlaceProp, Remove, EndEncounter
    };
    QComboBox* actionPicker() const { return actionKind_; }
    QComboBox* actorPicker() const { return who_; }
    QComboBox* thingPicker() const { return thing_; }
    QSpinBox* cellXPicker() const { return cellX_; }
    QSpinBox* cellYPicker() const { return cellY_; }
    QPushButton* queueButton() const { return queueButton_; }
    QListWidget* queueView() const { return queueView_; }
    QString statusText() const;
    Pick currentPick() const;
    // What is on a cell, for the map's tooltip: "(5,2): hero (hero); prop
    // barrel (explosive barrel, health 5); on the floor: rock; burning 3 turns".
    QString cellSummary(Cell cell) const;
    // A queued action in words: "throw frag grenade: hero at (7,3)".
    static QString actionText(const Action& action, const Definitions& defs);

    // Whether a breakpoint pattern ("expired:scorched@hero", "death@*")
    // matches an event key.
    static bool breakpointMatches(const QString& pattern, const QString& key);

signals:
    void stepped(qint64 turn);
    void runFinished(qint64 turn, bool stoppedAtBreakpoint);
    void problem(const QString& text);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void buildUi();
    void adopt(Scenario scenario, ScenarioSpec spec, QString path);
    std::vector<Action> actionsForNextTurn();
    void afterTurnsChanged();
    void refreshWorld();
    void refreshActors();
    void refreshLog();
    void refreshPlot();
    void refreshPickers();
    void queueFromPicker();
    void refreshThings();
    void refreshRangePreview();
    void cellClickedOnCanvas(Cell cell);
    void cellDraggedOnCanvas(Cell from, Cell to);
    // An id no actor or prop has and no queued placement takes: "spike-trap2".
    std::string freshId(const std::string& kindName) const;
    void filterLog(const QString& text);

    ContentDocument* document_;
    std::shared_ptr<const Definitions> defs_;
    std::unique_ptr<History> history_;
    Script script_;
    ScenarioSpec spec_;
    QString path_;
    std::vector<Action> queued_;
    QString selected_;
    std::int64_t plotted_ = -1; // the last turn the plot has

    GridCanvas* canvas_;
    StackingInspector* inspector_;
    StatPlot* plot_;
    QuestView* quests_;
    QTreeWidget* log_;
    QTreeWidget* actors_;
    QLineEdit* logFilter_;
    QLabel* status_;
    QComboBox* actionKind_;
    QComboBox* who_;
    QComboBox* target_;
    QComboBox* statusPick_;
    QComboBox* thing_;
    QSpinBox* cellX_;
    QSpinBox* cellY_;
    QSpinBox* turns_;
    QPushButton* queueButton_;
    QWidget* whoRow_;
    QWidget* targetRow_;
    QWidget* thingRow_;
    QWidget* cellRow_;
    QWidget* statusRow_;
    QLabel* whoLabel_;
    QLabel* targetLabel_;
    QLabel* thingLabel_;
    QFormLayout* form_ = nullptr;
    QListWidget* queueView_;
    QSpinBox* runTurns_;
    QLineEdit* breakpoint_;
    QPushButton* stepButton_;
    QPushButton* backButton_;
    QPushButton* forwardButton_;
    QPushButton* runButton_;
    QPushButton* cancelButton_;

    // A background run works on its own copy of the history.
    struct RunResult {
        std::unique_ptr<History> history;
        bool hitBreakpoint = false;
    };
    QFutureWatcher<std::shared_ptr<RunResult>>* runWatcher_;
    std::atomic<bool> cancel_{false};
    std::atomic<std::int64_t> progress_{0};
    bool running_ = false;
};

} // namespace rb
