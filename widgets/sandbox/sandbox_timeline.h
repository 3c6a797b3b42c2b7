#pragma once
// The sandbox's status timeline: one lane per actor, one bar per status
// instance from the turn it was applied to the turn it went, in the status's
// colour with its badge; marks where an application refreshed, extended or
// kept it, crosses where one was ignored or refused. Hovering says who
// applied it, its modifiers and its turns left at that turn; clicking a turn
// goes there; the cursor is the session's turn, as on the plot. It follows
// the session (steps, back, replays) and holds nothing of its own but the
// picture of the history it last drew.

#include "rulebench/sandbox/status_timeline.h"

#include <QScrollArea>

#include <optional>

namespace rb {

class SandboxSession;

class TimelineCanvas : public QWidget {
    Q_OBJECT
public:
    explicit TimelineCanvas(SandboxSession* session, QWidget* parent = nullptr);

    // Rebuilds the timeline from the session's history.
    void refresh();
    const StatusTimeline& timeline() const { return timeline_; }
    // Where a bar is drawn, for tests and clicks; empty when there is none.
    QRect barRect(const std::string& actor, std::uint32_t instance) const;
    // The turn under an x coordinate (clamped to the turns played).
    std::int64_t turnAt(int x) const;
    int xOf(std::int64_t turn) const; // the left edge of a turn's column
    int columnWidth() const;          // every turn's, to fit the turns played (at least ten) in the width
    // Where a turn's number is written in the header: centred on its column,
    // as the "now" line is; empty for a turn the header skips (labels at least 36 px apart).
    QRect turnLabelRect(std::int64_t turn) const;
    // What the tooltip says at a point: the bar or mark there, or nothing.
    QString describeAt(QPoint p) const;
    QSize sizeHint() const override;
    // The timeline as drawn, saved as SVG, PNG or PDF by the suffix (its context
    // menu asks where, suggesting suggestedExportName(): "skirmish-timeline-turn-12").
    bool exportTo(const QString& path);
    QString suggestedExportName() const;

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    bool event(QEvent* event) override;

private:
    struct Placed { // a bar or a miss, where it is drawn
        std::size_t lane = 0;
        std::optional<std::size_t> bar;  // into the lane's bars
        std::optional<std::size_t> miss; // into the lane's misses
        QRect rect;
    };
    void layOut();
    void paintLane(QPainter& p, std::size_t lane) const;
    void paintHeader(QPainter& p) const;
    QString describeBar(const TimelineLane& lane, const TimelineBar& bar, std::int64_t turn) const;
    std::int64_t lastShownTurn() const;

    SandboxSession* session_;
    StatusTimeline timeline_;
    std::vector<Placed> placed_;
    std::vector<std::pair<int, int>> laneSpans_; // each lane's top and bottom
    std::int64_t currentTurn_ = 0;
};

class SandboxTimeline : public QScrollArea {
    Q_OBJECT
public:
    explicit SandboxTimeline(SandboxSession* session, QWidget* parent = nullptr);
    TimelineCanvas* canvas() const { return canvas_; }

private:
    TimelineCanvas* canvas_;
};

} // namespace rb
