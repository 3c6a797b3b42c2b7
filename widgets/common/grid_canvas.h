#pragma once
// A zoomable, pannable picture of a grid: walls and floor painted with the
// mouse, a burst's centre and radius, the cells it covers drawn with a look,
// the floor it cannot see drawn apart from the floor out of its range, and
// actors on top. Only the visible cells are painted, so large maps stay smooth.
// A keyboard cursor stands in for the mouse: the arrows move it, Space or
// Return applies the tool on its cell as a click there would.

// Qt's headers come first: moc parses <concepts> only after them.
#include <QAbstractScrollArea>
#include <QColor>

#include "rulebench/grid/grid.h"

#include <memory>
#include <vector>

class QPainter;

namespace rb {

struct BurstScratch;

// What a trigger draws over the cells it lands on.
struct BurstLook {
    QChar glyph = QLatin1Char('*');
    QColor color = QColor(255, 200, 90);
};

// A thing drawn on a cell with its glyph and colour: a prop, an item lying
// on the floor, a trigger's landing.
struct CellMark {
    Cell at;
    QChar glyph;
    QColor color;
    bool pending = false; // a prop: drawn dashed (a destroyed one's remnant, to land next turn)
};

// An actor standing on the preview map.
struct PreviewActor {
    QString name;
    QChar glyph;
    QColor color;
    Cell at;
};

class GridCanvas : public QAbstractScrollArea {
    Q_OBJECT
public:
    enum class Tool { Wall, Floor, Centre, Actor, Erase, Select };
    // What each cell is, for drawing and for tests.
    enum class Coverage : std::uint8_t { Wall, OutOfRange, OutOfSight, Covered };

    explicit GridCanvas(QWidget* parent = nullptr);
    ~GridCanvas() override;

    void setGrid(const Grid& grid);
    const Grid& grid() const { return grid_; }
    void setCentre(Cell centre);
    Cell centre() const { return centre_; }
    void setRadius(int radius);
    int radius() const { return radius_; }
    void setLook(const BurstLook& look);
    const BurstLook& look() const { return look_; }
    void setTool(Tool tool) { tool_ = tool; }
    Tool tool() const { return tool_; }
    // The actor the Actor tool places.
    void setActorToPlace(const PreviewActor& actor) { actorToPlace_ = actor; }
    void setActors(std::vector<PreviewActor> actors);
    // Off: no burst is drawn (the sandbox shows the world itself).
    void setShowBurst(bool show);
    // Cells that stop the burst besides walls (smoke), one flag a cell in
    // row order; empty: none.
    void setOpaque(std::vector<std::uint8_t> opaque);
    // Cells tinted on top of the map (burning cells, gas), drawn under actors.
    void setOverlay(std::vector<std::pair<Cell, QColor>> overlay);
    // A cell drawn with a selection frame (the inspected actor's), or {-1, -1}.
    void setHighlight(Cell cell);
    const std::vector<PreviewActor>& actors() const { return actors_; }
    // Props: a framed glyph under the actors (a trap stays visible under
    // whoever stands on it); pending ones dashed.
    void setProps(std::vector<CellMark> props);
    const std::vector<CellMark>& props() const { return props_; }
    // Items lying on the floor: a small glyph in the cell's corner.
    void setFloorItems(std::vector<CellMark> items);
    const std::vector<CellMark>& floorItems() const { return floorItems_; }
    // Where this turn's triggers and cues landed: the cells tinted with their
    // look's colour and glyph, drawn over the floor and under props and actors.
    void setLandings(std::vector<CellMark> landings);
    const std::vector<CellMark>& landings() const { return landings_; }
    const std::vector<std::pair<Cell, QColor>>& overlay() const { return overlay_; }
    // Burning cells: a flame in the cell's corner, drawn over landings so
    // fire still reads under a burst of the same colour.
    void setBurning(std::vector<Cell> cells);
    const std::vector<Cell>& burning() const { return burning_; }

    // The covered cells (sorted by y then x) and what each cell is.
    const std::vector<Cell>& covered() const { return covered_; }
    Coverage coverageAt(Cell c) const;
    // The actors standing on covered cells, in placement order.
    std::vector<PreviewActor> actorsInside() const;

    int cellSize() const { return cellSize_; }
    // On: the cells grow or shrink (up to 48 pixels) so the whole map fits
    // the view, as the view resizes or the map changes; zooming by hand
    // turns it off.
    void setFitToView(bool fit);
    void setCellSize(int pixels);
    bool fitsToView() const { return fitToView_; }
    // By hand: both stop fitting the map to the view.
    void zoomIn();
    void zoomOut();
    // The cell under a point of the viewport, or {-1, -1}.
    Cell cellAt(QPoint viewportPoint) const;
    // The viewport rectangle of a cell.
    QRect cellRect(Cell c) const;
    // The keyboard's cell: framed while the canvas has the focus; arrows
    // move it (Shift+arrows apply the tool on each cell passed, painting a
    // line of walls), Space or Return applies the tool there. It starts on
    // the centre; a click moves it to the cell clicked. + and - zoom.
    Cell cursor() const { return cursor_; }
    void setCursorCell(Cell cell);
    // True while cellClicked comes from Space or Enter on the cursor: no
    // button is down, so no drag can follow.
    bool clickedByKeyboard() const { return clickedByKeyboard_; }

signals:
    void changed(); // the grid, centre, radius, look or actors changed
    void cellClicked(rb::Cell cell); // with the Select tool
    // With the Select tool: the left button pressed on `from` and released on
    // another cell `to` (the sandbox moves what stands there).
    void cellDragged(rb::Cell from, rb::Cell to);
    // The keyboard cursor moved to a cell.
    void cursorMoved(rb::Cell cell);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void recompute();
    void paintCells(QPainter& painter, const QRect& dirty) const;
    void paintLandings(QPainter& painter, const QRect& dirty) const;
    void paintFlames(QPainter& painter, const QRect& dirty) const;
    void paintProps(QPainter& painter, const QRect& dirty) const;
    void paintFloorItems(QPainter& painter, const QRect& dirty) const;
    void paintActors(QPainter& painter, const QRect& dirty) const;
    void paintMarks(QPainter& painter) const; // the centre, the highlight, a drag, the cursor
    bool showsGlyphs() const;
    bool isDrawn(Cell c, const QRect& dirty) const;
    template <class T>
    void replaceAndRepaint(T& member, T value)
    {
        member = std::move(value);
        viewport()->update();
    }
    void updateScrollBars();
    void fit();
    void applyTool(Cell c, bool first);
    bool clickedByKeyboard_ = false;
    // Arrows move the cursor a cell; false for any other key.
    bool moveCursor(int key, bool applying);

    Grid grid_;
    Cell centre_;
    int radius_ = 1;
    BurstLook look_;
    Tool tool_ = Tool::Wall;
    PreviewActor actorToPlace_;
    std::vector<PreviewActor> actors_;
    std::vector<std::pair<Cell, QColor>> overlay_;
    std::vector<CellMark> props_;
    std::vector<CellMark> floorItems_;
    std::vector<CellMark> landings_;
    std::vector<Cell> burning_;
    Cell dragFrom_{-1, -1};
    Cell dragTo_{-1, -1};
    bool showBurst_ = true;
    Cell highlight_{-1, -1};
    Cell cursor_{-1, -1};
    std::vector<Cell> covered_;
    std::vector<std::uint8_t> opaque_;
    std::vector<Coverage> coverage_;
    std::unique_ptr<BurstScratch> scratch_;
    int cellSize_ = 18;
    bool fitToView_ = false;
    bool painting_ = false;
    bool panning_ = false;
    QPoint panFrom_;
};

} // namespace rb
