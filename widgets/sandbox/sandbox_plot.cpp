#include "sandbox/sandbox_plot.h"

#include "common/prompts.h"
#include "common/qt_strings.h"
#include "sandbox/sandbox_session.h"

#include "rulebench/definitions/definitions.h"
#include "rulebench/world/events.h"
#include "rulebench/world/world.h"

#include <QFileInfo>

#include <map>

namespace rb {

SandboxPlot::SandboxPlot(SandboxSession* session, QWidget* parent)
    : StatPlot(parent)
    , session_(session)
{
    connect(this, &StatPlot::turnClicked, session_, [this](int turn) { session_->goTo(turn); });
    connect(this, &StatPlot::ghostsCleared, session_, &SandboxSession::clearRunBefore);
    // The lines stay as the designer ticked them; only the ghosts go.
    connect(session_, &SandboxSession::runBeforeCleared, this, [this] { setGhosts(runBefore()); });
    connect(session_, &SandboxSession::opened, this, &SandboxPlot::restart);
    connect(session_, &SandboxSession::definitionsChanged, this, &SandboxPlot::replayed);
    connect(session_, &SandboxSession::turnsChanged, this, &SandboxPlot::follow);
    restart();
}

void SandboxPlot::restart()
{
    setSeries({});
    setMarkers({});
    setGhosts(runBefore());
    plotted_ = -1;
    seen_ = -1;
    follow();
    followAgain();
}

void SandboxPlot::replayed()
{
    const ViewChoice choice = viewChoice();
    restart();
    restoreViewChoice(choice);
}

std::vector<PlotSeries> SandboxPlot::runBefore() const
{
    std::vector<PlotSeries> out;
    const SandboxSession::RunBefore* before = session_->runBefore();
    if (!before)
        return out;
    std::map<std::pair<QString, QString>, std::size_t> index; // actor and stat to their series
    for (const StatSeries& kept : before->samples.series()) {
        const QString actor = toQ(kept.actor()), stat = toQ(before->definitions->stats[kept.stat()].name);
        kept.forEach(0, before->turn, [&](std::int64_t t, std::int64_t value) {
            auto [it, isNew] = index.try_emplace({actor, stat}, out.size());
            if (isNew)
                out.push_back({actor, stat, {}});
            out[it->second].points.push_back({static_cast<int>(t), value});
        });
    }
    return out;
}

void SandboxPlot::nameExports(std::int64_t turn)
{
    const QString scenario = session_->scenarioFile();
    const QString what = QStringLiteral("-turn-%1-plot").arg(turn);
    setExportName(scenario.isEmpty() ? QString() : QFileInfo(scenario).absolutePath(),
                  siblingName(scenario, what, QStringLiteral("sandbox") + what));
}

void SandboxPlot::follow()
{
    const auto played = session_->played();
    if (!played)
        return;
    const auto& [session, history, defs] = *played;
    const std::int64_t turn = session.turn();
    nameExports(turn);
    // The turns stepped back over stay drawn while they can be stepped again
    // (clicking one goes forward); a different turn played there replaces them.
    const std::int64_t furthest = turn + history.redoTurns();
    if (furthest != plotted_) {
        const std::int64_t kept = std::min(turn, seen_);
        truncateAfter(static_cast<int>(kept));
        plotted_ = std::min(plotted_, kept);
    }
    const StatId health = session.world().settings().health;
    // Series in the order they first appeared, as the turns would make them.
    for (const StatSeries& kept : history.stats().series()) {
        const QString actor = toQ(kept.actor()), stat = toQ(defs.stats[kept.stat()].name);
        kept.forEach(plotted_ + 1, turn, [&](std::int64_t t, std::int64_t value) {
            const bool isNew = series(actor, stat) == nullptr;
            appendPoint(actor, stat, static_cast<int>(t), value);
            if (isNew && !(kept.stat() == health))
                setSeriesShown(actor, stat, false); // health first; the rest one click away
        });
    }
    history.forEachReport(plotted_ + 1, turn, [&](const TurnReport& r) {
        for (const WorldEvent& e : r.events)
            if (e.kind == WorldEvent::Kind::Status)
                addMarker({static_cast<int>(r.turn), toQ(e.who), toQ(eventText(defs, e))});
    });
    plotted_ = std::max(plotted_, turn);
    seen_ = turn;
    setCurrentTurn(static_cast<int>(turn));
}

} // namespace rb
