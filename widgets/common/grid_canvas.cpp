#include "common/grid_canvas.h"

#include "rulebench/grid/burst.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QScrollBar>
#include <QWheelEvent>

#include <algorithm>

namespace rb {

namespace {
const QColor kFloor(58, 63, 72);
const QColor kWall(150, 140, 120);
const QColor kOutOfSight(38, 41, 48);
const QColor kGridLine(30, 33, 38);
const QColor kCursor(80, 220, 255);
} // namespace

GridCanvas::GridCanvas(QWidget* parent)
    : QAbstractScrollArea(parent)
    , grid_(24, 16)
    , centre_{12, 8}
    , scratch_(std::make_unique<BurstScratch>())
{
    viewport()->setMouseTracking(false);
    setMinimumSize(160, 100);
    recompute();
}

GridCanvas::~GridCanvas() = default;

void GridCanvas::setGrid(const Grid& grid)
{
    grid_ = grid;
    if (!grid_.contains(centre_))
        centre_ = {grid_.width() / 2, grid_.height() / 2};
    std::erase_if(actors_, [&](const PreviewActor& a) { return !grid_.contains(a.at); });
    if (!grid_.contains(cursor_))
        cursor_ = {-1, -1}; // starts again on the centre
    recompute();
    updateScrollBars();
    fit();
}

void GridCanvas::setFitToView(bool fit)
{
    fitToView_ = fit;
    this->fit();
}

void GridCanvas::fit()
{
    if (!fitToView_ || grid_.width() <= 0 || grid_.height() <= 0)
        return;
    const QSize area = viewport()->size();
    setCellSize(std::clamp(std::min(area.width() / grid_.width(), area.height() / grid_.height()), 4, 48));
}

void GridCanvas::zoomIn()
{
    fitToView_ = false;
    setCellSize(cellSize_ + std::max(2, cellSize_ / 4));
}

void GridCanvas::zoomOut()
{
    fitToView_ = false;
    setCellSize(cellSize_ - std::max(2, cellSize_ / 5));
}

void GridCanvas::setCentre(Cell centre)
{
    if (!grid_.contains(centre) || centre == centre_)
        return;
    centre_ = centre;
    recompute();
}

void GridCanvas::setRadius(int radius)
{
    radius = std::clamp(radius, 0, kMaxBurstRadius);
    if (radius == radius_)
        return;
    radius_ = radius;
    recompute();
}

void GridCanvas::setLook(const BurstLook& look)
{
    look_ = look;
    viewport()->update();
    emit changed();
}

void GridCanvas::setActors(std::vector<PreviewActor> actors)
{
    actors_ = std::move(actors);
    viewport()->update();
    emit changed();
}

void GridCanvas::setShowBurst(bool show)
{
    showBurst_ = show;
    viewport()->update();
}

void GridCanvas::setOverlay(std::vector<std::pair<Cell, QColor>> overlay) { replaceAndRepaint(overlay_, std::move(overlay)); }

void GridCanvas::setProps(std::vector<CellMark> props) { replaceAndRepaint(props_, std::move(props)); }

void GridCanvas::setFloorItems(std::vector<CellMark> items) { replaceAndRepaint(floorItems_, std::move(items)); }

void GridCanvas::setLandings(std::vector<CellMark> landings) { replaceAndRepaint(landings_, std::move(landings)); }

void GridCanvas::setBurning(std::vector<Cell> cells) { replaceAndRepaint(burning_, std::move(cells)); }

void GridCanvas::setHighlight(Cell cell)
{
    highlight_ = cell;
    viewport()->update();
}

void GridCanvas::setOpaque(std::vector<std::uint8_t> opaque)
{
    if (opaque == opaque_)
        return;
    opaque_ = std::move(opaque);
    recompute();
}

void GridCanvas::recompute()
{
    if (opaque_.size() == grid_.cellCount())
        burst(grid_, centre_, radius_, [this](int x, int y) { return opaque_[grid_.index(x, y)] != 0; }, covered_, *scratch_);
    else
        burst(grid_, centre_, radius_, covered_, *scratch_);
    coverage_.assign(grid_.cellCount(), Coverage::OutOfRange);
    const long long limit = static_cast<long long>(radius_) * radius_ + radius_;
    for (int y = 0; y < grid_.height(); ++y) {
        const long long dy = y - centre_.y;
        for (int x = 0; x < grid_.width(); ++x) {
            const long long dx = x - centre_.x;
            Coverage& c = coverage_[grid_.index(x, y)];
            if (grid_.isWall(x, y))
                c = Coverage::Wall;
            else if (dx * dx + dy * dy <= limit)
                c = Coverage::OutOfSight; // in range; the burst below marks what it sees
        }
    }
    for (const Cell& c : covered_)
        coverage_[grid_.index(c)] = Coverage::Covered;
    viewport()->update();
    emit changed();
}

GridCanvas::Coverage GridCanvas::coverageAt(Cell c) const
{
    return grid_.contains(c) ? coverage_[grid_.index(c)] : Coverage::Wall;
}

std::vector<PreviewActor> GridCanvas::actorsInside() const
{
    std::vector<PreviewActor> inside;
    for (const auto& a : actors_)
        if (coverageAt(a.at) == Coverage::Covered)
            inside.push_back(a);
    return inside;
}

void GridCanvas::setCellSize(int pixels)
{
    pixels = std::clamp(pixels, 4, 64);
    if (pixels == cellSize_)
        return;
    // Keep the cell under the middle of the view where it was.
    const QPoint middle = viewport()->rect().center();
    const double fx = (horizontalScrollBar()->value() + middle.x()) / double(cellSize_);
    const double fy = (verticalScrollBar()->value() + middle.y()) / double(cellSize_);
    cellSize_ = pixels;
    updateScrollBars();
    horizontalScrollBar()->setValue(static_cast<int>(fx * cellSize_) - middle.x());
    verticalScrollBar()->setValue(static_cast<int>(fy * cellSize_) - middle.y());
    viewport()->update();
}

Cell GridCanvas::cellAt(QPoint p) const
{
    const int x = (p.x() + horizontalScrollBar()->value()) / cellSize_;
    const int y = (p.y() + verticalScrollBar()->value()) / cellSize_;
    const Cell c{x, y};
    return grid_.contains(c) && p.x() >= 0 && p.y() >= 0 ? c : Cell{-1, -1};
}

QRect GridCanvas::cellRect(Cell c) const
{
    return {c.x * cellSize_ - horizontalScrollBar()->value(), c.y * cellSize_ - verticalScrollBar()->value(), cellSize_,
            cellSize_};
}

void GridCanvas::updateScrollBars()
{
    const QSize area = viewport()->size();
    horizontalScrollBar()->setRange(0, std::max(0, grid_.width() * cellSize_ - area.width()));
    verticalScrollBar()->setRange(0, std::max(0, grid_.height() * cellSize_ - area.height()));
    horizontalScrollBar()->setPageStep(area.width());
    verticalScrollBar()->setPageStep(area.height());
    horizontalScrollBar()->setSingleStep(cellSize_);
    verticalScrollBar()->setSingleStep(cellSize_);
}

void GridCanvas::resizeEvent(QResizeEvent* event)
{
    QAbstractScrollArea::resizeEvent(event);
    updateScrollBars();
    fit();
}

void GridCanvas::paintEvent(QPaintEvent* event)
{
    QPainter painter(viewport());
    const QRect dirty = event->rect();
    painter.fillRect(dirty, palette().color(QPalette::Dark));
    QFont font = painter.font();
    font.setPixelSize(std::max(6, cellSize_ - 4));
    font.setBold(true);
    painter.setFont(font);
    // Layers bottom to top: cells, overlays and landings, flames, props,
    // items on the floor, actors, then the marks a click or a drag leaves.
    paintCells(painter, dirty);
    for (const auto& [cell, colour] : overlay_) {
        const QRect r = cellRect(cell);
        if (r.intersects(dirty))
            painter.fillRect(r, colour);
    }
    paintLandings(painter, dirty);
    paintFlames(painter, dirty);
    paintProps(painter, dirty);
    paintFloorItems(painter, dirty);
    paintActors(painter, dirty);
    paintMarks(painter);
}

bool GridCanvas::showsGlyphs() const { return cellSize_ >= 9; }

bool GridCanvas::isDrawn(Cell c, const QRect& dirty) const
{
    return grid_.contains(c) && cellRect(c).intersects(dirty);
}

void GridCanvas::paintCells(QPainter& painter, const QRect& dirty) const
{
    const int left = std::max(0, (dirty.left() + horizontalScrollBar()->value()) / cellSize_);
    const int top = std::max(0, (dirty.top() + verticalScrollBar()->value()) / cellSize_);
    const int right = std::min(grid_.width() - 1, (dirty.right() + horizontalScrollBar()->value()) / cellSize_);
    const int bottom = std::min(grid_.height() - 1, (dirty.bottom() + verticalScrollBar()->value()) / cellSize_);
    QColor covered = look_.color;
    covered.setAlpha(150);
    for (int y = top; y <= bottom; ++y) {
        for (int x = left; x <= right; ++x) {
            const QRect r = cellRect({x, y});
            const Coverage coverage = coverage_[grid_.index(x, y)];
            if (!showBurst_) {
                painter.fillRect(r, coverage == Coverage::Wall ? kWall
                                    : grid_.isFlammable({x, y})  ? kFloor.darker(115).lighter(100)
                                                                : kFloor);
            } else {
                switch (coverage) {
                case Coverage::Wall: painter.fillRect(r, kWall); break;
                case Coverage::OutOfRange: painter.fillRect(r, kFloor); break;
                case Coverage::OutOfSight:
                    // In range but hidden: hatched, so it reads apart from plain floor out of range.
                    painter.fillRect(r, kOutOfSight);
                    painter.fillRect(r, QBrush(look_.color.darker(250), Qt::BDiagPattern));
                    break;
                case Coverage::Covered:
                    painter.fillRect(r, kFloor);
                    painter.fillRect(r, covered);
                    if (showsGlyphs()) {
                        painter.setPen(look_.color.darker(300));
                        painter.drawText(r, Qt::AlignCenter, QString(look_.glyph));
                    }
                    break;
                }
            }
            if (cellSize_ >= 8) {
                painter.setPen(kGridLine);
                painter.drawRect(r.adjusted(0, 0, -1, -1));
            }
        }
    }
}

void GridCanvas::paintLandings(QPainter& painter, const QRect& dirty) const
{
    for (const CellMark& m : landings_) {
        if (!isDrawn(m.at, dirty))
            continue;
        const QRect r = cellRect(m.at);
        QColor tint = m.color.isValid() ? m.color : look_.color;
        tint.setAlpha(140);
        painter.fillRect(r, tint);
        if (showsGlyphs() && !m.glyph.isNull()) {
            painter.setPen(m.color.isValid() ? m.color.lighter(160) : look_.color.lighter(160));
            painter.drawText(r, Qt::AlignCenter, QString(m.glyph));
        }
    }
}

void GridCanvas::paintFlames(QPainter& painter, const QRect& dirty) const
{
    painter.setRenderHint(QPainter::Antialiasing, true);
    for (const Cell& c : burning_) {
        if (!isDrawn(c, dirty))
            continue;
        // A small flame in the lower left quarter.
        const QRectF r = QRectF(cellRect(c)).adjusted(1, 1, -1, -1);
        const double w = r.width() * 0.45, h = r.height() * 0.55;
        const QPointF base(r.left() + 1 + w / 2, r.bottom() - 1);
        const auto flame = [&](double fw, double fh) {
            QPainterPath p;
            p.moveTo(base.x(), base.y());
            p.cubicTo(base.x() - fw / 2, base.y(), base.x() - fw / 2, base.y() - fh * 0.45, base.x() - fw * 0.1, base.y() - fh);
            p.cubicTo(base.x() + fw / 2, base.y() - fh * 0.55, base.x() + fw / 2, base.y(), base.x(), base.y());
            return p;
        };
        painter.setPen(QPen(QColor(90, 20, 0), 1));
        painter.setBrush(QColor(255, 200, 40));
        painter.drawPath(flame(w, h));
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(235, 70, 20));
        painter.drawPath(flame(w * 0.5, h * 0.5));
    }
    painter.setRenderHint(QPainter::Antialiasing, false);
}

void GridCanvas::paintProps(QPainter& painter, const QRect& dirty) const
{
    for (const CellMark& m : props_) {
        if (!isDrawn(m.at, dirty))
            continue;
        const QRect r = cellRect(m.at).adjusted(1, 1, -2, -2);
        const QColor colour = m.color.isValid() ? m.color : QColor(Qt::white);
        painter.setBrush(QColor(20, 20, 24, 200));
        painter.setPen(QPen(colour, m.pending ? 2 : 1, m.pending ? Qt::DashLine : Qt::SolidLine));
        if (m.pending)
            painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(r, 2, 2);
        painter.setPen(colour);
        painter.drawText(r, Qt::AlignCenter, QString(m.glyph));
    }
}

void GridCanvas::paintFloorItems(QPainter& painter, const QRect& dirty) const
{
    if (!showsGlyphs())
        return;
    const QFont font = painter.font();
    QFont small = font;
    small.setPixelSize(std::max(6, cellSize_ / 2));
    painter.setFont(small);
    for (const CellMark& m : floorItems_) {
        if (!isDrawn(m.at, dirty))
            continue;
        const QRect r = cellRect(m.at);
        const QRect corner(r.right() - r.width() / 2, r.bottom() - r.height() / 2, r.width() / 2, r.height() / 2);
        painter.fillRect(corner, QColor(0, 0, 0, 150));
        painter.setPen(m.color.isValid() ? m.color : QColor(Qt::white));
        painter.drawText(corner, Qt::AlignCenter, QString(m.glyph));
    }
    painter.setFont(font);
}

void GridCanvas::paintActors(QPainter& painter, const QRect& dirty) const
{
    for (const auto& a : actors_) {
        const QRect r = cellRect(a.at);
        if (!r.intersects(dirty))
            continue;
        painter.setBrush(QColor(0, 0, 0, 140));
        painter.setPen(Qt::NoPen);
        painter.drawEllipse(r.adjusted(1, 1, -1, -1));
        painter.setPen(a.color.isValid() ? a.color : QColor(Qt::white));
        painter.drawText(r, Qt::AlignCenter, QString(a.glyph));
    }
}

void GridCanvas::paintMarks(QPainter& painter) const
{
    painter.setBrush(Qt::NoBrush);
    if (showBurst_ && grid_.contains(centre_)) {
        painter.setPen(QPen(Qt::white, 2));
        painter.drawRect(cellRect(centre_).adjusted(1, 1, -1, -1));
    }
    if (grid_.contains(highlight_)) {
        painter.setPen(QPen(QColor(255, 220, 0), 2));
        painter.drawRect(cellRect(highlight_).adjusted(1, 1, -1, -1));
    }
    if (hasFocus() && grid_.contains(cursor_)) { // bright inside dark, to read on floor, walls and looks alike
        const QRect r = cellRect(cursor_);
        painter.setPen(QPen(Qt::black, 5));
        painter.drawRect(r.adjusted(2, 2, -2, -2));
        painter.setPen(QPen(kCursor, 3));
        painter.drawRect(r.adjusted(2, 2, -2, -2));
    }
    if (grid_.contains(dragFrom_) && grid_.contains(dragTo_) && dragTo_ != dragFrom_) {
        painter.setPen(QPen(QColor(120, 220, 255), 2, Qt::DashLine));
        painter.drawLine(cellRect(dragFrom_).center(), cellRect(dragTo_).center());
        painter.drawRect(cellRect(dragTo_).adjusted(1, 1, -1, -1));
    }
}

void GridCanvas::applyTool(Cell c, bool first)
{
    if (!grid_.contains(c))
        return;
    switch (tool_) {
    case Tool::Wall:
    case Tool::Floor:
        if (grid_.isWall(c) != (tool_ == Tool::Wall)) {
            grid_.setWall(c, tool_ == Tool::Wall);
            recompute();
        }
        break;
    case Tool::Centre: setCentre(c); break;
    case Tool::Actor:
        if (first && grid_.isFloor(c)) {
            std::erase_if(actors_, [&](const PreviewActor& a) { return a.at == c; });
            PreviewActor placed = actorToPlace_;
            placed.at = c;
            actors_.push_back(placed);
            viewport()->update();
            emit changed();
        }
        break;
    case Tool::Select:
        if (first)
            emit cellClicked(c);
        break;
    case Tool::Erase:
        if (std::erase_if(actors_, [&](const PreviewActor& a) { return a.at == c; }) > 0) {
            viewport()->update();
            emit changed();
        }
        break;
    }
}

void GridCanvas::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::MiddleButton) {
        panning_ = true;
        panFrom_ = event->position().toPoint();
        viewport()->setCursor(Qt::ClosedHandCursor);
        return;
    }
    if (event->button() == Qt::RightButton) { // a quick way to move the centre with any tool
        setCentre(cellAt(event->position().toPoint()));
        return;
    }
    if (event->button() == Qt::LeftButton) {
        painting_ = true;
        if (const Cell c = cellAt(event->position().toPoint()); grid_.contains(c))
            cursor_ = c; // the keyboard goes on from the cell clicked
        if (tool_ == Tool::Select)
            dragFrom_ = dragTo_ = cellAt(event->position().toPoint());
        applyTool(cellAt(event->position().toPoint()), true);
    }
}

void GridCanvas::mouseMoveEvent(QMouseEvent* event)
{
    if (panning_) {
        const QPoint delta = event->position().toPoint() - panFrom_;
        panFrom_ = event->position().toPoint();
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
        return;
    }
    if (painting_ && (event->buttons() & Qt::LeftButton)) {
        if (tool_ == Tool::Select && grid_.contains(dragFrom_)) {
            const Cell to = cellAt(event->position().toPoint());
            if (to != dragTo_) {
                dragTo_ = to;
                viewport()->update();
            }
            return;
        }
        applyTool(cellAt(event->position().toPoint()), false);
    }
}

void GridCanvas::mouseReleaseEvent(QMouseEvent* event)
{
    painting_ = false;
    if (tool_ == Tool::Select && event->button() == Qt::LeftButton && grid_.contains(dragFrom_)) {
        // The release point decides, so a drag needs no move events in between.
        const Cell from = dragFrom_, to = cellAt(event->position().toPoint());
        dragFrom_ = dragTo_ = Cell{-1, -1};
        viewport()->update();
        if (grid_.contains(to) && to != from)
            emit cellDragged(from, to);
    }
    if (panning_) {
        panning_ = false;
        viewport()->unsetCursor();
    }
}

void GridCanvas::setCursorCell(Cell cell)
{
    if (!grid_.contains(cell) || cell == cursor_)
        return;
    cursor_ = cell;
    // Scrolled into view, a cell's margin around it.
    const QRect r = cellRect(cell).adjusted(-cellSize_, -cellSize_, cellSize_, cellSize_);
    const QRect view = viewport()->rect();
    if (r.left() < view.left() || r.right() > view.right())
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() + (r.left() < view.left() ? r.left() : r.right() - view.right()));
    if (r.top() < view.top() || r.bottom() > view.bottom())
        verticalScrollBar()->setValue(verticalScrollBar()->value() + (r.top() < view.top() ? r.top() : r.bottom() - view.bottom()));
    viewport()->update();
    emit cursorMoved(cell);
}

bool GridCanvas::moveCursor(int key, bool applying)
{
    QPoint step;
    switch (key) {
    case Qt::Key_Left: step = {-1, 0}; break;
    case Qt::Key_Right: step = {1, 0}; break;
    case Qt::Key_Up: step = {0, -1}; break;
    case Qt::Key_Down: step = {0, 1}; break;
    default: return false;
    }
    // Painting tools paint both ends of the step; a click's tools (select, centre, actor) wait for Space.
    applying = applying && (tool_ == Tool::Wall || tool_ == Tool::Floor || tool_ == Tool::Erase);
    if (applying)
        applyTool(cursor_, true);
    setCursorCell({std::clamp(cursor_.x + step.x(), 0, grid_.width() - 1), std::clamp(cursor_.y + step.y(), 0, grid_.height() - 1)});
    if (applying)
        applyTool(cursor_, true);
    return true;
}

void GridCanvas::keyPressEvent(QKeyEvent* event)
{
    if (grid_.width() <= 0 || grid_.height() <= 0)
        return QAbstractScrollArea::keyPressEvent(event);
    if (!grid_.contains(cursor_))
        setCursorCell(grid_.contains(centre_) ? centre_ : Cell{0, 0});
    const bool plain = !(event->modifiers() & ~(Qt::ShiftModifier | Qt::KeypadModifier));
    if (plain && moveCursor(event->key(), event->modifiers() & Qt::ShiftModifier))
        return;
    if (plain && (event->key() == Qt::Key_Space || event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter)) {
        clickedByKeyboard_ = true;
        applyTool(cursor_, true);
        clickedByKeyboard_ = false;
        return;
    }
    if (event->key() == Qt::Key_Plus || event->key() == Qt::Key_Equal || event->key() == Qt::Key_Minus) {
        event->key() == Qt::Key_Minus ? zoomOut() : zoomIn(); // as Ctrl+wheel does
        return;
    }
    QAbstractScrollArea::keyPressEvent(event);
}

void GridCanvas::focusInEvent(QFocusEvent* event)
{
    QAbstractScrollArea::focusInEvent(event);
    if (!grid_.contains(cursor_))
        setCursorCell(grid_.contains(centre_) ? centre_ : Cell{0, 0});
    viewport()->update();
}

void GridCanvas::focusOutEvent(QFocusEvent* event)
{
    QAbstractScrollArea::focusOutEvent(event);
    viewport()->update();
}

void GridCanvas::wheelEvent(QWheelEvent* event)
{
    if (event->modifiers() & Qt::ControlModifier) {
        if (event->angleDelta().y() > 0)
            zoomIn();
        else if (event->angleDelta().y() < 0)
            zoomOut();
        return;
    }
    QAbstractScrollArea::wheelEvent(event);
}

} // namespace rb
