#pragma once
// Status stacking over time, for the sandbox's timeline: one lane per actor,
// one bar per status instance from the turn it was applied to the turn it
// went (or the last turn played), and a mark wherever an application
// touched it or changed nothing. Built from a history's start and reports
// alone, so it follows a replay and a step back like any other view.

#include "rulebench/sandbox/history.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace rb {

struct TimelineMark {
    std::int64_t turn = 0;
    StatusChange change = StatusChange::Refreshed; // Refreshed, Extended, Kept, Ignored or Refused
    std::string text;                               // the event log's line for it
};

struct TimelineBar {
    StatusId status;
    std::uint32_t instance = 0;
    std::int64_t from = 0;             // the turn it was applied (the start turn when carried from the start)
    std::optional<std::int64_t> to;    // the turn it went; none while it lasts
    std::optional<StatusChange> ended; // Expired, Cured or Replaced; none while it lasts or when its actor died
    std::string by;                    // who applied it ("" for no one)
    std::string via;                   // through what ("" for the script or by hand)
    std::vector<TimelineMark> marks;   // refreshed, extended, kept: what happened to this instance
    // Each time its length was set (applied, refreshed, extended): the turn
    // and the turns it had left at that turn's end.
    std::vector<std::pair<std::int64_t, std::int64_t>> lengths;

    // The turns it had left at the end of `turn` (0 outside the bar).
    std::int64_t turnsLeftAt(std::int64_t turn) const;
};

struct TimelineLane {
    std::string actor; // scenario id
    std::vector<TimelineBar> bars;    // in the order they were applied
    std::vector<TimelineMark> misses; // ignored and refused applications: no instance to mark
};

struct StatusTimeline {
    std::int64_t firstTurn = 0; // the history's start turn
    std::int64_t lastTurn = 0;  // the last turn played
    std::vector<TimelineLane> lanes; // one per actor, world order; actors that never carried a status too
};

StatusTimeline buildStatusTimeline(const History& history);

} // namespace rb
