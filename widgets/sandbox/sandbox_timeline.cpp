#include "sandbox/sandbox_timeline.h"

#include "common/chart_export.h"
#include "common/prompts.h"
#include "common/qt_strings.h"
#include "sandbox/sandbox_session.h"

#include "rulebench/stats/describe.h"

#include <QContextMenuEvent>
#include <QHelpEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>

namespace rb {

namespace {
constexpr int kLabelWidth = 96; // the actors' names
constexpr int kHeader = 20;     // the turn numbers
constexpr int kRow = 18;
constexpr int kMissRow = 12;
constexpr int kLaneGap = 8;
constexpr int kMinColumn = 4;

// A status's colour: one of a palette that reads on white, by its place in the content.
QColor statusColour(StatusId status)
{
    static const QColor palette[] = {QColor(214, 96, 77),  QColor(67, 147, 195), QColor(116, 173, 96),
                                     QColor(171, 105, 191), QColor(230, 160, 50), QColor(90, 170, 160),
                                     QColor(200, 110, 160), QColor(140, 140, 70)};
    return palette[status.value % std::size(palette)];
}

QString markWord(StatusChange c) { return toQ(toString(c)); }
} // namespace

TimelineCanvas::TimelineCanvas(SandboxSession* session, QWidget* parent)
    : QWidget(parent)
    , session_(session)
{
    setMouseTracking(true);
    setToolTip(tr("Hover a bar for who applied it, its modifiers and turns left; click a turn to go there"));
}

void TimelineCanvas::refresh()
{
    const auto played = session_->played();
    timeline_ = played ? buildStatusTimeline(played->history) : StatusTimeline{};
    currentTurn_ = session_->turn();
    layOut();
    updateGeometry();
    setMinimumHeight(sizeHint().height());
    update();
}

std::int64_t TimelineCanvas::lastShownTurn() const { return std::max(timeline_.lastTurn, timeline_.firstTurn + 9); }

int TimelineCanvas::columnWidth() const
{
    const std::int64_t span = lastShownTurn() - timeline_.firstTurn + 1;
    return std::max(kMinColumn, static_cast<int>((width() - kLabelWidth - 8) / span));
}

int TimelineCanvas::xOf(std::int64_t turn) const
{
    return kLabelWidth + static_cast<int>(turn - timeline_.firstTurn) * columnWidth();
}

std::int64_t TimelineCanvas::turnAt(int x) const
{
    const std::int64_t turn = timeline_.firstTurn + (x - kLabelWidth) / columnWidth();
    return std::clamp(turn, timeline_.firstTurn, timeline_.lastTurn);
}

// Bars take the first row of their lane free at their turn; misses get a thin row on top.
void TimelineCanvas::layOut()
{
    placed_.clear();
    laneSpans_.clear();
    int top = kHeader;
    for (std::size_t l = 0; l < timeline_.lanes.size(); ++l) {
        const TimelineLane& lane = timeline_.lanes[l];
        const int barsTop = top + (lane.misses.empty() ? 0 : kMissRow);
        for (std::size_t m = 0; m < lane.misses.size(); ++m) { // several in one turn stand side by side
            int before = 0;
            for (std::size_t k = 0; k < m; ++k)
                before += lane.misses[k].turn == lane.misses[m].turn;
            placed_.push_back({l, std::nullopt, m, QRect(xOf(lane.misses[m].turn) + before * kMissRow, top, kMissRow, kMissRow)});
        }
        std::vector<std::int64_t> rowEnds; // the last turn each row is taken to
        for (std::size_t b = 0; b < lane.bars.size(); ++b) {
            const TimelineBar& bar = lane.bars[b];
            const std::int64_t end = bar.to.value_or(timeline_.lastTurn);
            std::size_t row = 0;
            while (row < rowEnds.size() && rowEnds[row] >= bar.from)
                ++row;
            if (row == rowEnds.size())
                rowEnds.push_back(end);
            rowEnds[row] = end;
            const QRect rect(xOf(bar.from), barsTop + static_cast<int>(row) * kRow + 2, xOf(end + 1) - xOf(bar.from), kRow - 4);
            placed_.push_back({l, b, std::nullopt, rect});
        }
        const int bottom = barsTop + std::max<int>(1, static_cast<int>(rowEnds.size())) * kRow;
        laneSpans_.emplace_back(top, bottom);
        top = bottom + kLaneGap;
    }
}

QSize TimelineCanvas::sizeHint() const
{
    const int height = laneSpans_.empty() ? kHeader + kRow : laneSpans_.back().second + kLaneGap;
    return {kLabelWidth + 200, height};
}

QRect TimelineCanvas::barRect(const std::string& actor, std::uint32_t instance) const
{
    for (const Placed& p : placed_)
        if (p.bar && timeline_.lanes[p.lane].actor == actor && timeline_.lanes[p.lane].bars[*p.bar].instance == instance)
            return p.rect;
    return {};
}

void TimelineCanvas::paintEvent(QPaintEvent*)
{
    layOut(); // the columns follow the width
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().color(QPalette::Base));
    if (timeline_.lanes.empty()) {
        p.drawText(rect(), Qt::AlignCenter, tr("No scenario open."));
        return;
    }
    paintHeader(p);
    for (std::size_t l = 0; l < timeline_.lanes.size(); ++l)
        paintLane(p, l);
    // The session's turn, as the plot's cursor.
    const int cursor = (xOf(currentTurn_) + xOf(currentTurn_ + 1)) / 2;
    p.setPen(QPen(QColor(200, 40, 40, 160), 2));
    p.drawLine(cursor, kHeader - 4, cursor, height());
}

QRect TimelineCanvas::turnLabelRect(std::int64_t turn) const
{
    const int column = columnWidth();
    const std::int64_t every = std::max<std::int64_t>(1, 36 / column); // a label every 36 px or more
    if (turn < timeline_.firstTurn || turn > lastShownTurn() || (turn - timeline_.firstTurn) % every != 0)
        return {};
    // As wide as the labels are apart, centred on the turn's own column.
    const int width = column * static_cast<int>(every);
    const int centre = xOf(turn) + column / 2;
    return {centre - width / 2, 2, width, kHeader - 4};
}

void TimelineCanvas::paintHeader(QPainter& p) const
{
    p.setPen(palette().color(QPalette::PlaceholderText));
    for (std::int64_t t = timeline_.firstTurn; t <= lastShownTurn(); ++t)
        if (const QRect r = turnLabelRect(t); !r.isEmpty())
            p.drawText(r, Qt::AlignCenter | Qt::TextDontClip, QString::number(t));
}

void TimelineCanvas::paintLane(QPainter& p, std::size_t l) const
{
    const TimelineLane& lane = timeline_.lanes[l];
    const auto [top, bottom] = laneSpans_[l];
    p.setPen(palette().color(QPalette::Mid));
    p.drawLine(0, bottom + kLaneGap / 2, width(), bottom + kLaneGap / 2);
    p.setPen(palette().color(QPalette::Text));
    p.drawText(QRect(4, top, kLabelWidth - 8, kRow), Qt::AlignLeft | Qt::AlignVCenter,
               p.fontMetrics().elidedText(toQ(lane.actor), Qt::ElideRight, kLabelWidth - 8));
    const Definitions& defs = *session_->session()->definitions();
    for (const Placed& placed : placed_) {
        if (placed.lane != l)
            continue;
        if (placed.miss) { // a cross for refused, a ring for ignored
            const TimelineMark& m = lane.misses[*placed.miss];
            const QPointF c = QRectF(placed.rect).center();
            p.setPen(QPen(m.change == StatusChange::Refused ? QColor(190, 30, 30) : QColor(120, 120, 120), 1.6));
            if (m.change == StatusChange::Refused) {
                p.drawLine(c + QPointF(-3.5, -3.5), c + QPointF(3.5, 3.5));
                p.drawLine(c + QPointF(-3.5, 3.5), c + QPointF(3.5, -3.5));
            } else {
                p.drawEllipse(c, 3.5, 3.5);
            }
            continue;
        }
        const TimelineBar& bar = lane.bars[*placed.bar];
        const QColor colour = statusColour(bar.status);
        p.setPen(QPen(colour.darker(130), 1));
        p.setBrush(bar.to ? colour.lighter(115) : colour);
        p.drawRoundedRect(placed.rect, 3, 3);
        // The badge and, where there is room, the name.
        const StatusDef& def = defs.statuses[bar.status];
        const QString label = def.badge.empty() ? toQ(def.name) : toQ(def.badge) + QStringLiteral("  ") + toQ(def.name);
        if (placed.rect.width() >= 10) {
            p.setPen(Qt::white);
            const QRect text = placed.rect.adjusted(3, 0, -2, 0);
            p.drawText(text, Qt::AlignLeft | Qt::AlignVCenter, p.fontMetrics().elidedText(label, Qt::ElideRight, text.width()));
        }
        for (const TimelineMark& m : bar.marks) { // a notch where it was refreshed, extended or kept
            const qreal x = (xOf(m.turn) + xOf(m.turn + 1)) / 2.0;
            const qreal y = placed.rect.top();
            p.setPen(Qt::NoPen);
            p.setBrush(m.change == StatusChange::Kept ? QColor(90, 90, 90) : m.change == StatusChange::Extended ? QColor(20, 60, 160) : QColor(20, 120, 40));
            p.drawPolygon(QPolygonF({QPointF(x, y + 6), QPointF(x - 4, y - 1), QPointF(x + 4, y - 1)}));
        }
    }
    p.setBrush(Qt::NoBrush);
}

QString TimelineCanvas::describeBar(const TimelineLane& lane, const TimelineBar& bar, std::int64_t turn) const
{
    const Definitions& defs = *session_->session()->definitions();
    const StatusDef& def = defs.statuses[bar.status];
    QStringList lines{tr("%1 #%2 on %3").arg(toQ(def.name)).arg(bar.instance).arg(toQ(lane.actor))};
    QString life = bar.by.empty() ? tr("applied on turn %1 by no one").arg(bar.from) : tr("applied on turn %1 by %2").arg(bar.from).arg(toQ(bar.by));
    life += bar.via.empty() ? tr(" (the script)") : tr(" through %1").arg(toQ(bar.via));
    if (bar.to)
        life += bar.ended ? tr("; %1 on turn %2").arg(markWord(*bar.ended)).arg(*bar.to) : tr("; gone on turn %1 (its holder died)").arg(*bar.to);
    lines << life;
    lines << tr("turn %1: %2 left").arg(turn).arg(counted(bar.turnsLeftAt(turn), tr("turn"), tr("turns")));
    for (const StatusModifierDef& m : def.modifiers)
        lines << QStringLiteral("  ") + toQ(describeChange(m.type, m.value, defs)) + (m.req ? tr(" while %1").arg(toQ(describe(*m.req, defs))) : QString());
    if (def.tick)
        lines << tr("  ticks %1 %2 each turn")
                     .arg(def.tick->formula ? toQ(def.tick->formula->text()) : QString::number(def.tick->amount))
                     .arg(toQ(defs.damageKinds[def.tick->kind].name));
    for (const TimelineMark& m : bar.marks)
        lines << tr("turn %1: %2").arg(m.turn).arg(toQ(m.text));
    return lines.join(QLatin1Char('\n'));
}

QString TimelineCanvas::describeAt(QPoint point) const
{
    for (const Placed& p : placed_) {
        if (!p.rect.adjusted(0, -2, 0, 2).contains(point))
            continue;
        const TimelineLane& lane = timeline_.lanes[p.lane];
        if (p.miss)
            return tr("turn %1: %2").arg(lane.misses[*p.miss].turn).arg(toQ(lane.misses[*p.miss].text));
        return describeBar(lane, lane.bars[*p.bar], turnAt(point.x()));
    }
    return {};
}

bool TimelineCanvas::event(QEvent* e)
{
    if (e->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(e);
        const QString text = describeAt(help->pos());
        if (text.isEmpty())
            QToolTip::showText(help->globalPos(), toolTip(), this);
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(e);
}

void TimelineCanvas::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton && event->position().x() >= kLabelWidth && session_->session())
        session_->goTo(turnAt(static_cast<int>(event->position().x())));
}

bool TimelineCanvas::exportTo(const QString& path) { return saveWidgetChart(this, path); }

QString TimelineCanvas::suggestedExportName() const
{
    return siblingName(session_->scenarioFile(), QStringLiteral("-timeline-turn-") + QString::number(currentTurn_),
                       QStringLiteral("timeline-turn-") + QString::number(currentTurn_));
}

void TimelineCanvas::contextMenuEvent(QContextMenuEvent* event)
{
    QMenu menu(this);
    const QAction* save = menu.addAction(tr("Save timeline as SVG, PNG or PDF…"));
    if (menu.exec(event->globalPos()) != save)
        return;
    const QString start = dialogStart(session_->scenarioFile(), suggestedExportName() + QStringLiteral(".svg"));
    const QString path = askExportPath(this, tr("Save timeline"), start, chartFilters());
    if (!path.isEmpty() && !exportTo(path))
        QToolTip::showText(event->globalPos(), tr("Could not write %1").arg(path), this);
}

SandboxTimeline::SandboxTimeline(SandboxSession* session, QWidget* parent)
    : QScrollArea(parent)
    , canvas_(new TimelineCanvas(session))
{
    setWidget(canvas_);
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // the turns fit the width
    session->observe(canvas_, &TimelineCanvas::refresh);
    canvas_->refresh();
}

} // namespace rb
