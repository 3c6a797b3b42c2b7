#include "rulebench/sandbox/status_timeline.h"

#include <algorithm>
#include <map>

namespace rb {

std::int64_t TimelineBar::turnsLeftAt(std::int64_t turn) const
{
    if (turn < from || (to && turn > *to))
        return 0;
    std::int64_t left = 0;
    for (const auto& [at, turns] : lengths)
        if (at <= turn)
            left = std::max<std::int64_t>(0, turns - (turn - at));
    return left;
}

namespace {
class Builder {
public:
    explicit Builder(const History& history)
        : defs_(history.world().definitions())
    {
        timeline_.firstTurn = history.start().turn();
        timeline_.lastTurn = history.turn();
        for (const WorldActor& a : history.start().actors()) {
            TimelineLane& lane = laneOf(a.id);
            for (const StatusInstance& i : a.holder.statuses.instances()) {
                open(lane, i.status, i.instance, timeline_.firstTurn, history.start().idOf(i.by), i.via);
                lane.bars.back().lengths.emplace_back(timeline_.firstTurn, i.turnsLeft);
            }
        }
        history.forEachReport(history.startTurn() + 1, history.turn(), [&](const TurnReport& r) {
            for (const WorldEvent& e : r.events)
                add(r.turn, e);
        });
    }

    StatusTimeline take() { return std::move(timeline_); }

private:
    TimelineLane& laneOf(const std::string& actor)
    {
        const auto [it, isNew] = laneIndex_.try_emplace(actor, timeline_.lanes.size());
        if (isNew)
            timeline_.lanes.push_back(TimelineLane{actor, {}, {}});
        return timeline_.lanes[it->second];
    }

    void open(TimelineLane& lane, StatusId status, std::uint32_t instance, std::int64_t turn, std::string by, std::string via)
    {
        lane.bars.push_back(TimelineBar{status, instance, turn, std::nullopt, std::nullopt, std::move(by), std::move(via), {}, {}});
    }

    TimelineBar* find(TimelineLane& lane, StatusId status, std::uint32_t instance)
    {
        for (auto it = lane.bars.rbegin(); it != lane.bars.rend(); ++it)
            if (it->status == status && it->instance == instance && !it->to)
                return &*it;
        return nullptr;
    }

    void add(std::int64_t turn, const WorldEvent& e)
    {
        if (e.kind == WorldEvent::Kind::Placed) {
            laneOf(e.who);
            return;
        }
        if (e.kind == WorldEvent::Kind::Death) { // its instances end with it, unmarked
            for (TimelineBar& b : laneOf(e.who).bars)
                if (!b.to)
                    b.to = turn;
            return;
        }
        if (e.kind != WorldEvent::Kind::Status)
            return;
        const StatusEvent& s = e.statusEvent();
        TimelineLane& lane = laneOf(e.who);
        const TimelineMark mark{turn, s.change, eventText(defs_, e)};
        switch (s.change) {
        case StatusChange::AppliedFresh:
        case StatusChange::Stacked:
            open(lane, s.status, s.instance, turn, e.other, s.via);
            lane.bars.back().lengths.emplace_back(turn, s.turnsLeft); // it counts down from the next turn
            break;
        case StatusChange::Refreshed:
        case StatusChange::Extended:
        case StatusChange::Kept:
            if (TimelineBar* b = find(lane, s.status, s.instance)) {
                b->marks.push_back(mark);
                if (s.change != StatusChange::Kept)
                    b->lengths.emplace_back(turn, s.turnsLeft);
            }
            break;
        case StatusChange::Ignored:
        case StatusChange::Refused: lane.misses.push_back(mark); break;
        case StatusChange::Expired:
        case StatusChange::Cured:
        case StatusChange::Replaced:
            if (TimelineBar* b = find(lane, s.status, s.instance)) {
                b->to = turn;
                b->ended = s.change;
            }
            break;
        }
    }

    const Definitions& defs_;
    StatusTimeline timeline_;
    std::map<std::string, std::size_t> laneIndex_;
};
} // namespace

StatusTimeline buildStatusTimeline(const History& history) { return Builder(history).take(); }

} // namespace rb
