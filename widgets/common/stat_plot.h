#pragma once
// Chosen stats of chosen actors against the turn, drawn as steps, with status
// events as markers (hover for what happened), a cursor on the current turn,
// zoom and drag along the turns, and PNG, PDF and CSV export. Clicking the
// plot asks the sandbox to jump to that turn. A ghost of a series is the same
// series in the run before an edit, drawn faint and dashed in its colour.

#include <QColor>
#include <QString>
#include <QWidget>

#include <map>

#include <cstdint>
#include <vector>

class QBoxLayout;
class QCPGraph;
class QCPItemStraightLine;
class QCustomPlot;
class QListWidget;
class QVBoxLayout;
class QToolButton;
class QMouseEvent;

namespace rb {

struct PlotPoint {
    int turn = 0;
    std::int64_t value = 0;
};

struct PlotSeries {
    QString actor;
    QString stat;
    std::vector<PlotPoint> points; // in turn order
};

struct PlotMarker {
    int turn = 0;
    QString actor;
    QString text; // "applied scorched (3 turns)"
};

// The colour of the `i`-th series: a fixed palette first, then more, each unlike every other.
QColor seriesColour(std::size_t i);

class StatPlot : public QWidget {
    Q_OBJECT
public:
    explicit StatPlot(QWidget* parent = nullptr);

    // Replaces everything; every series starts shown unless `shown` says otherwise.
    void setSeries(const std::vector<PlotSeries>& series);
    // Adds one turn's value, creating the series when it is new.
    void appendPoint(const QString& actor, const QString& stat, int turn, std::int64_t value);
    // Drops every point and marker after `turn` (stepping back).
    void truncateAfter(int turn);
    void setMarkers(std::vector<PlotMarker> markers);
    void addMarker(const PlotMarker& marker);

    // The run before the edit, series by series (replaces the ghosts there
    // were; none clears them). A ghost is drawn while its series is shown.
    void setGhosts(const std::vector<PlotSeries>& ghosts);
    const PlotSeries* ghost(const QString& actor, const QString& stat) const;
    bool isGhostShown(const QString& actor, const QString& stat) const;
    int ghostCount() const { return static_cast<int>(ghosts_.size()); }
    QToolButton* clearGhostButton() const { return clearGhost_; }

    void setSeriesShown(const QString& actor, const QString& stat, bool shown);
    bool isSeriesShown(const QString& actor, const QString& stat) const;
    int seriesCount() const { return static_cast<int>(series_.size()); }
    const PlotSeries* series(const QString& actor, const QString& stat) const;

    // Moves the cursor. While the view follows the run (until the user zooms
    // or drags; a double-click follows again), every turn stays in view.
    void setCurrentTurn(int turn);
    bool followsRun() const { return follow_; }
    int currentTurn() const { return currentTurn_; }
    // Fits the turn axis and the values to what is shown.
    void fitAll();
    // Fit all (or a double-click): every turn shown, following the run again.
    void followAgain();

    // What the designer chose to see: the ticked series and, once they have
    // zoomed or dragged, the turns in view. A replay keeps it.
    struct ViewChoice {
        std::map<std::pair<QString, QString>, bool> shown; // by actor and stat
        bool follow = true;
        double firstTurn = 0, lastTurn = 0;
    };
    ViewChoice viewChoice() const;
    // Series it does not name keep their own state.
    void restoreViewChoice(const ViewChoice& choice);

    // Where an export's dialog starts: the folder and the name it suggests
    // ("statuses-turn-12-plot"), to which `filter`'s extension is added.
    void setExportName(const QString& folder, const QString& name);
    QString suggestedExportPath(const QString& filter) const;
    bool exportPng(const QString& path);
    bool exportPdf(const QString& path);
    bool exportSvg(const QString& path); // lines and text stay sharp at any size (Qt's SVG module)
    // Which series a CSV holds: every actor's every stat, or the plotted ones.
    enum class CsvRows : std::uint8_t { Every, Plotted };
    // `turn,actor,stat,value`, one row per point of each series it holds.
    bool exportCsv(const QString& path, CsvRows rows = CsvRows::Every, QString* error = nullptr) const;
    QString csv(CsvRows rows = CsvRows::Every) const;

    // The legend sits below the plot, never over the turns; the designer can hide it.
    void setLegendWanted(bool wanted);
    bool isLegendWanted() const { return legendWanted_; }

    // The marker text near a point of the plot, or empty (the tooltip).
    QString markerTextAt(QPoint plotPoint) const;

    QCustomPlot* plot() const { return plot_; }
    QListWidget* seriesList() const { return list_; }

signals:
    void turnClicked(int turn);
    void ghostsCleared(); // the designer clicked Clear ghost

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    // The plot with its legend, as `format`.
    bool exportChart(const QString& path, const QString& format);
    void configurePlot();
    QVBoxLayout* buildSide();
    void connectMouse();

    // Narrower than this, the plot draws no legend.
    static constexpr int kLegendFrom = 420;

    struct Entry {
        PlotSeries data;
        QCPGraph* graph = nullptr;
        bool shown = true;
    };
    struct Ghost {
        PlotSeries data;
        QCPGraph* graph = nullptr;
    };
    Ghost* findGhost(const QString& actor, const QString& stat);
    const Ghost* findGhost(const QString& actor, const QString& stat) const;
    void syncGhost(const Entry& e);
    Entry* find(const QString& actor, const QString& stat);
    const Entry* find(const QString& actor, const QString& stat) const;
    Entry& add(const QString& actor, const QString& stat);
    void syncGraph(Entry& e);
    void syncMarkers();
    void replotSoon();
    void showLegendIfRoom();
    void placeLegend(bool shown);
    void fitLegendColumns(int width);
    void addExportButtons(QBoxLayout* side);
    double valueAt(const QString& actor, int turn) const;

    QCustomPlot* plot_;
    QListWidget* list_;
    std::vector<Entry> series_;
    std::vector<Ghost> ghosts_;
    QToolButton* clearGhost_;
    std::vector<PlotMarker> markers_;
    QCPGraph* markerGraph_ = nullptr;
    QCPItemStraightLine* cursor_ = nullptr;
    int currentTurn_ = 0;
    bool follow_ = true;
    bool legendWanted_ = true;
    QPoint pressedAt_;
    QString exportFolder_;
    QString exportName_ = QStringLiteral("plot");
};

} // namespace rb
