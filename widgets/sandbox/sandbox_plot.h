#pragma once
// The sandbox's plot: the stat plot following the session's history — each
// actor's stats by turn (health shown, the rest a click away), status events
// as markers, the cursor on the current turn. Clicking a turn goes there,
// forward too: the turns stepped back over stay drawn.
// After an edit's replay, the run before the edit is each series' ghost.

#include "common/stat_plot.h"

namespace rb {

class SandboxSession;

class SandboxPlot : public StatPlot {
    Q_OBJECT
public:
    explicit SandboxPlot(SandboxSession* session, QWidget* parent = nullptr);

private:
    void restart();
    void replayed(); // as restart, keeping what the designer ticked and zoomed
    void follow();
    // Exports are named for the scenario and the turn: "statuses-turn-12-plot.png".
    void nameExports(std::int64_t turn);
    // The session's run before the edit as series, or none.
    std::vector<PlotSeries> runBefore() const;

    SandboxSession* session_;
    // The furthest turn drawn: the history's samples and reports after it are new.
    std::int64_t plotted_ = -1;
    std::int64_t seen_ = -1; // the session's turn when last drawn

};

} // namespace rb
