#include "sandbox_plot.h"

#include "qt_strings.h"
#include "sandbox_session.h"

#include "rulebench/effects/definitions.h"
#include "rulebench/sandbox/events.h"
#include "rulebench/sandbox/world.h"

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
    for (const StatSample& s : before->samples) {
        const QString actor = toQ(s.actor), stat = toQ(before->definitions->stats[s.stat].name);
        auto [it, isNew] = index.try_emplace({actor, stat}, out.size());
        if (isNew)
            out.push_back({actor, stat, {}});
        out[it->second].points.push_back({static_cast<int>(s.turn), s.value});
    }
    return out;
}

void SandboxPlot::follow()
{
    const Session* session = session_->session();
    if (!session || !session->history())
        return;
    const History& history = *session->history();
    const Definitions& defs = *session->definitions();
    const std::int64_t turn = session->turn();
    // The turns stepped back over stay drawn while they can be stepped again
    // (clicking one goes forward); a different turn played there replaces them.
    const std::int64_t furthest = turn + history.redoTurns();
    if (furthest != plotted_) {
        const std::int64_t kept = std::min(turn, seen_);
        truncateAfter(static_cast<int>(kept));
        plotted_ = std::min(plotted_, kept);
    }
    const StatId health = session->world().settings().health;
    for (const StatSample& s : history.samples()) {
        if (s.turn <= plotted_)
            continue;
        const QString actor = toQ(s.actor), stat = toQ(defs.stats[s.stat].name);
        const bool isNew = series(actor, stat) == nullptr;
        appendPoint(actor, stat, static_cast<int>(s.turn), s.value);
        if (isNew && !(s.stat == health))
            setSeriesShown(actor, stat, false); // health first; the rest one click away
    }
    for (const TurnReport& r : history.reports()) {
        if (r.turn <= plotted_)
            continue;
        for (const WorldEvent& e : r.events)
            if (e.kind == WorldEvent::Kind::Status)
                addMarker({static_cast<int>(r.turn), toQ(e.who), toQ(eventText(defs, e))});
    }
    plotted_ = std::max(plotted_, turn);
    seen_ = turn;
    setCurrentTurn(static_cast<int>(turn));
}

} // namespace rb
