#include "common/stat_plot.h"

#include "common/chart_export.h"
#include "common/prompts.h"
#include "common/whole_file.h"

#include <qcustomplot.h>

#include <QCheckBox>
#include <QFile>
#include <QMenu>
#include <QFileDialog>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>
#include <QHBoxLayout>
#include <QListWidget>
#include <QToolButton>
#include <QToolTip>

#include <algorithm>
#include <cmath>
#include <functional>

namespace rb {

QColor seriesColour(std::size_t i)
{
    static const QColor palette[] = {QColor(0x1f, 0x77, 0xb4), QColor(0xd6, 0x27, 0x28), QColor(0x2c, 0xa0, 0x2c),
                                     QColor(0xff, 0x7f, 0x0e), QColor(0x94, 0x67, 0xbd), QColor(0x8c, 0x56, 0x4b),
                                     QColor(0xe3, 0x77, 0xc2), QColor(0x17, 0xbe, 0xcf), QColor(0xbc, 0xbd, 0x22)};
    if (i < std::size(palette))
        return palette[i];
    // Past the palette, hues a golden angle apart, each round a shade darker:
    // never one colour for two series.
    const std::size_t beyond = i - std::size(palette);
    const int hue = static_cast<int>((beyond * 137508u / 1000u + 20u) % 360u);
    const int value = 230 - static_cast<int>((beyond / 12u) % 6u) * 25;
    return QColor::fromHsv(hue, 170 + static_cast<int>(beyond % 3u) * 30, value);
}

namespace {
constexpr int kActorRole = Qt::UserRole + 1;
constexpr int kStatRole = Qt::UserRole + 2;


// The one of `of` (series or ghosts) for this actor's stat, or null.
template <class T>
T* named(std::vector<T>& of, const QString& actor, const QString& stat)
{
    auto it = std::find_if(of.begin(), of.end(), [&](const T& x) { return x.data.actor == actor && x.data.stat == stat; });
    return it == of.end() ? nullptr : &*it;
}

void setPoints(QCPGraph* graph, const std::vector<PlotPoint>& points)
{
    QVector<double> keys, values;
    keys.reserve(static_cast<int>(points.size()));
    values.reserve(static_cast<int>(points.size()));
    for (const PlotPoint& p : points) {
        keys << p.turn;
        values << static_cast<double>(p.value);
    }
    graph->setData(keys, values, true);
}

QString csvField(const QString& s)
{
    if (!s.contains(QLatin1Char(',')) && !s.contains(QLatin1Char('"')) && !s.contains(QLatin1Char('\n')))
        return s;
    QString quoted = s;
    quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}
// As many columns as `width` holds with every label whole, a column as wide
// as its widest item (items fill a row, then the next). QCustomPlot squeezes
// the columns of a legend wider than its plot, cutting the labels short.
int legendColumnsThatFit(const QCPLegend& legend, int width)
{
    std::vector<int> widths;
    for (int i = 0; i < legend.itemCount(); ++i) // a cell of the grid, empty at the end of the last row
        if (const QCPAbstractLegendItem* item = legend.item(i))
            widths.push_back(item->minimumOuterSizeHint().width());
    const int count = static_cast<int>(widths.size());
    for (int columns = count; columns > 1; --columns) {
        int total = legend.margins().left() + legend.margins().right() + (columns - 1) * legend.columnSpacing();
        for (int column = 0; column < columns; ++column) {
            int widest = 0;
            for (int i = column; i < count; i += columns)
                widest = std::max(widest, widths[static_cast<std::size_t>(i)]);
            total += widest;
        }
        if (total <= width)
            return columns;
    }
    return 1;
}
} // namespace

StatPlot::StatPlot(QWidget* parent)
    : QWidget(parent)
    , plot_(new QCustomPlot(this))
    , list_(new QListWidget(this))
    , clearGhost_(new QToolButton(this))
{
    configurePlot();
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(plot_, 1);
    layout->addLayout(buildSide());
    connect(list_, &QListWidget::itemChanged, this, [this](QListWidgetItem* item) {
        setSeriesShown(item->data(kActorRole).toString(), item->data(kStatRole).toString(), item->checkState() == Qt::Checked);
    });
    connectMouse();
    showLegendIfRoom();
    fitAll();
}

// Whole turns along x, drag and zoom along x only, the status markers and the turn cursor.
void StatPlot::configurePlot()
{
    auto ticker = QSharedPointer<QCPAxisTickerFixed>::create();
    ticker->setTickStep(1.0);
    ticker->setScaleStrategy(QCPAxisTickerFixed::ssMultiples); // whole turns, thinned when zoomed out
    plot_->xAxis->setTicker(ticker);
    plot_->xAxis->setLabel(tr("turn"));
    plot_->yAxis->setLabel(tr("value"));
    plot_->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    plot_->axisRect()->setRangeDrag(Qt::Horizontal);
    plot_->axisRect()->setRangeZoom(Qt::Horizontal);
    // The legend in a row of its own below the axes: it never covers a turn.
    plot_->legend->setVisible(true);
    plot_->legend->setFont(QFont(font().family(), 8));
    plot_->legend->setFillOrder(QCPLegend::foColumnsFirst);
    plot_->legend->setWrap(4);
    connect(plot_, &QCustomPlot::beforeReplot, this, [this] { fitLegendColumns(plot_->viewport().width()); });
    plot_->setMinimumSize(200, 140);

    markerGraph_ = plot_->addGraph();
    markerGraph_->setName(tr("status events"));
    markerGraph_->setLineStyle(QCPGraph::lsNone);
    markerGraph_->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDiamond, QColor(90, 90, 90), QColor(250, 210, 80), 9));

    cursor_ = new QCPItemStraightLine(plot_);
    cursor_->setPen(QPen(QColor(200, 60, 60), 1.5, Qt::DashLine));
    cursor_->point1->setCoords(0, 0);
    cursor_->point2->setCoords(0, 1);
}

// The series to tick, Fit all, Clear ghost, Legend and the export buttons.
QVBoxLayout* StatPlot::buildSide()
{
    list_->setMaximumWidth(190);
    list_->setToolTip(tr("Check the stats to plot"));
    auto* side = new QVBoxLayout;
    side->addWidget(list_, 1);
    auto* fit = new QPushButton(tr("Fit all"));
    fit->setToolTip(tr("Show every turn and follow the run again (or double-click the plot)"));
    side->addWidget(fit);
    clearGhost_->setText(tr("Clear ghost"));
    clearGhost_->setToolTip(tr("Stop showing the run before the edit (the faint dashed lines)"));
    clearGhost_->setVisible(false);
    side->addWidget(clearGhost_);
    connect(clearGhost_, &QToolButton::clicked, this, [this] {
        setGhosts({});
        emit ghostsCleared();
    });
    auto* legend = new QCheckBox(tr("Legend"));
    legend->setChecked(true);
    legend->setToolTip(tr("Show the series' names below the plot"));
    side->addWidget(legend);
    connect(legend, &QCheckBox::toggled, this, &StatPlot::setLegendWanted);
    addExportButtons(side);
    connect(fit, &QPushButton::clicked, this, &StatPlot::followAgain);
    return side;

}

// A click jumps to a turn, a drag or the wheel leaves the view where it is,
// hovering a marker says what happened there.
void StatPlot::connectMouse()
{
    connect(plot_, &QCustomPlot::mousePress, this, [this](QMouseEvent* e) { pressedAt_ = e->pos(); });
    connect(plot_, &QCustomPlot::mouseWheel, this, [this] { follow_ = false; });
    connect(plot_, &QCustomPlot::mouseDoubleClick, this, &StatPlot::followAgain);
    connect(plot_, &QCustomPlot::mouseRelease, this, [this](QMouseEvent* e) {
        // A click, not the end of a drag, jumps to the turn under it.
        if (e->button() != Qt::LeftButton)
            return;
        if ((e->pos() - pressedAt_).manhattanLength() < 4)
            emit turnClicked(static_cast<int>(std::lround(plot_->xAxis->pixelToCoord(e->pos().x()))));
        else
            follow_ = false; // the user dragged the view: leave it where they put it
    });
    connect(plot_, &QCustomPlot::mouseMove, this, [this](QMouseEvent* e) {
        const QString text = markerTextAt(e->pos());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(plot_->mapToGlobal(e->pos()), text, plot_);
    });
}

void StatPlot::followAgain()
{
    follow_ = true;
    fitAll();
}

void StatPlot::addExportButtons(QBoxLayout* side)
{
    const auto saveAs = [this](const QString& text, const QString& filter, const std::function<bool(QString)>& save) {
        const QString path = askExportPath(this, tr("Export %1").arg(text), suggestedExportPath(filter), filter);
        if (!path.isEmpty() && !save(path))
            QMessageBox::warning(this, tr("Export failed"), tr("Could not write %1.").arg(path));
    };
    auto* exportRow = new QHBoxLayout;
    const auto exportButton = [&](const QString& text, const QString& filter, std::function<bool(QString)> save) {
        auto* b = new QToolButton; // compact, so the plot fits a narrow tab
        b->setText(text);
        b->setToolTip(tr("Export the plot as %1").arg(text));
        exportRow->addWidget(b);
        connect(b, &QToolButton::clicked, this, [saveAs, text, filter, save] { saveAs(text, filter, save); });
        return b;
    };
    exportButton(QStringLiteral("SVG"), tr("SVG drawing (*.svg)"), [this](const QString& p) { return exportSvg(p); });
    exportButton(QStringLiteral("PNG"), tr("PNG image (*.png)"), [this](const QString& p) { return exportPng(p); });
    exportButton(QStringLiteral("PDF"), tr("PDF document (*.pdf)"), [this](const QString& p) { return exportPdf(p); });
    const QString csvFilter = tr("CSV table (*.csv)");
    QToolButton* csvButton = exportButton(QStringLiteral("CSV"), csvFilter,
                                          [this](const QString& p) { return exportCsv(p, CsvRows::Every); });
    csvButton->setToolTip(tr("Export every actor's every stat as CSV (the arrow: only the plotted series)"));
    csvButton->setPopupMode(QToolButton::MenuButtonPopup);
    auto* menu = new QMenu(csvButton);
    connect(menu->addAction(tr("Every actor and stat")), &QAction::triggered, this, [this, saveAs, csvFilter] {
        saveAs(QStringLiteral("CSV"), csvFilter, [this](const QString& p) { return exportCsv(p, CsvRows::Every); });
    });
    connect(menu->addAction(tr("Only the plotted series")), &QAction::triggered, this, [this, saveAs, csvFilter] {
        saveAs(QStringLiteral("CSV"), csvFilter, [this](const QString& p) { return exportCsv(p, CsvRows::Plotted); });
    });
    csvButton->setMenu(menu);
    side->addLayout(exportRow);
}

StatPlot::Entry* StatPlot::find(const QString& actor, const QString& stat) { return named(series_, actor, stat); }

const StatPlot::Entry* StatPlot::find(const QString& actor, const QString& stat) const
{
    return const_cast<StatPlot*>(this)->find(actor, stat);
}

const PlotSeries* StatPlot::series(const QString& actor, const QString& stat) const
{
    const Entry* e = find(actor, stat);
    return e ? &e->data : nullptr;
}

StatPlot::Entry& StatPlot::add(const QString& actor, const QString& stat)
{
    Entry e;
    e.data.actor = actor;
    e.data.stat = stat;
    e.graph = plot_->addGraph();
    e.graph->setName(actor + QStringLiteral(": ") + stat);
    e.graph->setLineStyle(QCPGraph::lsStepLeft);
    e.graph->setPen(QPen(seriesColour(series_.size()), 2));
    series_.push_back(std::move(e));
    const QSignalBlocker block(list_); // the item's set-up is not the user unchecking it
    auto* item = new QListWidgetItem(actor + QStringLiteral(": ") + stat, list_);
    // Its colour, which the legend also gives when the plot is wide enough for one.
    QPixmap swatch(12, 12);
    swatch.fill(seriesColour(series_.size() - 1));
    item->setIcon(QIcon(swatch));
    item->setData(kActorRole, actor);
    item->setData(kStatRole, stat);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
    item->setCheckState(Qt::Checked);
    syncGhost(series_.back());
    return series_.back();
}

StatPlot::Ghost* StatPlot::findGhost(const QString& actor, const QString& stat)
{
    return named(ghosts_, actor, stat);
}

const StatPlot::Ghost* StatPlot::findGhost(const QString& actor, const QString& stat) const
{
    return const_cast<StatPlot*>(this)->findGhost(actor, stat);
}

const PlotSeries* StatPlot::ghost(const QString& actor, const QString& stat) const
{
    const Ghost* g = findGhost(actor, stat);
    return g ? &g->data : nullptr;
}

bool StatPlot::isGhostShown(const QString& actor, const QString& stat) const
{
    const Ghost* g = findGhost(actor, stat);
    return g && g->graph->visible();
}

void StatPlot::setGhosts(const std::vector<PlotSeries>& ghosts)
{
    for (Ghost& g : ghosts_)
        plot_->removeGraph(g.graph);
    ghosts_.clear();
    for (const PlotSeries& s : ghosts) {
        Ghost& g = ghosts_.emplace_back(Ghost{s, plot_->addGraph()});
        g.graph->setName(s.actor + QStringLiteral(": ") + s.stat + tr(" (before the edit)"));
        g.graph->setLineStyle(QCPGraph::lsStepLeft);
        g.graph->removeFromLegend();
        g.graph->setVisible(false); // until its series is shown
        setPoints(g.graph, s.points);
    }
    for (const Entry& e : series_)
        syncGhost(e);
    clearGhost_->setVisible(!ghosts_.empty());
    replotSoon();
}

void StatPlot::syncGhost(const Entry& e)
{
    Ghost* g = findGhost(e.data.actor, e.data.stat);
    if (!g)
        return;
    QColor faint = e.graph->pen().color();
    faint.setAlpha(110);
    g->graph->setPen(QPen(faint, 1.5, Qt::DashLine));
    g->graph->setVisible(e.shown);
}

void StatPlot::syncGraph(Entry& e)
{
    setPoints(e.graph, e.data.points);
    e.graph->setVisible(e.shown);
    syncGhost(e);
    if (e.shown)
        e.graph->addToLegend();
    else
        e.graph->removeFromLegend();
}

void StatPlot::setSeries(const std::vector<PlotSeries>& series)
{
    for (auto& e : series_)
        plot_->removeGraph(e.graph);
    series_.clear();
    list_->clear();
    for (const auto& s : series) {
        Entry& e = add(s.actor, s.stat);
        e.data.points = s.points;
        syncGraph(e);
    }
    syncMarkers();
    fitAll();
}

void StatPlot::appendPoint(const QString& actor, const QString& stat, int turn, std::int64_t value)
{
    Entry* e = find(actor, stat);
    if (!e)
        e = &add(actor, stat);
    if (!e->data.points.empty() && e->data.points.back().turn >= turn)
        return; // a turn already plotted
    e->data.points.push_back({turn, value});
    e->graph->addData(turn, static_cast<double>(value));
    replotSoon();
}

void StatPlot::truncateAfter(int turn)
{
    for (auto& e : series_) {
        auto& points = e.data.points;
        points.erase(std::find_if(points.begin(), points.end(), [&](const PlotPoint& p) { return p.turn > turn; }),
                     points.end());
        syncGraph(e);
    }
    std::erase_if(markers_, [&](const PlotMarker& m) { return m.turn > turn; });
    syncMarkers();
    replotSoon();
}

void StatPlot::setMarkers(std::vector<PlotMarker> markers)
{
    markers_ = std::move(markers);
    syncMarkers();
    replotSoon();
}

void StatPlot::addMarker(const PlotMarker& marker)
{
    markers_.push_back(marker);
    syncMarkers();
    replotSoon();
}

double StatPlot::valueAt(const QString& actor, int turn) const
{
    // A marker sits on its actor's first shown series, at the value it had then.
    for (const auto& e : series_) {
        if (e.data.actor != actor || !e.shown)
            continue;
        double v = 0;
        for (const auto& p : e.data.points) {
            if (p.turn > turn)
                break;
            v = static_cast<double>(p.value);
        }
        return v;
    }
    return 0;
}

void StatPlot::syncMarkers()
{
    QVector<double> keys, values;
    for (const auto& m : markers_) {
        keys << m.turn;
        values << valueAt(m.actor, m.turn);
    }
    markerGraph_->setData(keys, values);
}

void StatPlot::setSeriesShown(const QString& actor, const QString& stat, bool shown)
{
    Entry* e = find(actor, stat);
    if (!e || e->shown == shown)
        return;
    e->shown = shown;
    syncGraph(*e);
    syncMarkers();
    for (int i = 0; i < list_->count(); ++i) {
        QListWidgetItem* item = list_->item(i);
        if (item->data(kActorRole).toString() == actor && item->data(kStatRole).toString() == stat) {
            const QSignalBlocker block(list_);
            item->setCheckState(shown ? Qt::Checked : Qt::Unchecked);
        }
    }
    replotSoon();
}

bool StatPlot::isSeriesShown(const QString& actor, const QString& stat) const
{
    const Entry* e = find(actor, stat);
    return e && e->shown;
}

void StatPlot::setCurrentTurn(int turn)
{
    currentTurn_ = turn;
    cursor_->point1->setCoords(turn, 0);
    cursor_->point2->setCoords(turn, 1);
    if (follow_) {
        fitAll();
        return;
    }
    // Keep the cursor in view while stepping.
    const QCPRange range = plot_->xAxis->range();
    if (turn > range.upper - 0.5)
        plot_->xAxis->setRange(turn + 0.5 - range.size(), turn + 0.5);
    else if (turn < range.lower + 0.5)
        plot_->xAxis->setRange(turn - 0.5, turn - 0.5 + range.size());
    replotSoon();
}

void StatPlot::fitAll()
{
    bool any = false;
    double low = 0, high = 1;
    int lastTurn = std::max(currentTurn_, 1);
    const auto span = [&](const std::vector<PlotPoint>& points) {
        for (const auto& p : points) {
            const double v = static_cast<double>(p.value);
            low = any ? std::min(low, v) : v;
            high = any ? std::max(high, v) : v;
            any = true;
            lastTurn = std::max(lastTurn, p.turn);
        }
    };
    for (const auto& e : series_) {
        if (!e.shown)
            continue;
        span(e.data.points);
        if (const Ghost* g = findGhost(e.data.actor, e.data.stat))
            span(g->data.points);
    }
    if (!any || high - low < 1) {
        low -= 1;
        high += 1;
    }
    const double pad = (high - low) * 0.08;
    plot_->yAxis->setRange(low - pad, high + pad);
    plot_->xAxis->setRange(-0.5, lastTurn + 0.5);
    replotSoon();
}

StatPlot::ViewChoice StatPlot::viewChoice() const
{
    ViewChoice choice;
    for (const Entry& e : series_)
        choice.shown[{e.data.actor, e.data.stat}] = e.shown;
    choice.follow = follow_;
    choice.firstTurn = plot_->xAxis->range().lower;
    choice.lastTurn = plot_->xAxis->range().upper;
    return choice;
}

void StatPlot::restoreViewChoice(const ViewChoice& choice)
{
    for (const auto& [name, shown] : choice.shown)
        setSeriesShown(name.first, name.second, shown);
    fitAll();
    follow_ = choice.follow;
    if (!follow_)
        plot_->xAxis->setRange(choice.firstTurn, choice.lastTurn);
    replotSoon();
}

void StatPlot::replotSoon() { plot_->replot(QCustomPlot::rpQueuedReplot); }

void StatPlot::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    showLegendIfRoom();
}

void StatPlot::setLegendWanted(bool wanted)
{
    legendWanted_ = wanted;
    showLegendIfRoom();
}

void StatPlot::showLegendIfRoom()
{
    // A narrow plot would be mostly legend: the list's swatches say the colours instead.
    placeLegend(legendWanted_ && plot_->width() >= kLegendFrom);
}

// Rows of as many columns as the width holds, every label whole.
void StatPlot::fitLegendColumns(int width)
{
    const int columns = legendColumnsThatFit(*plot_->legend, width);
    if (columns == plot_->legend->wrap())
        return;
    plot_->legend->setWrap(columns);
    plot_->legend->setFillOrder(QCPLegend::foColumnsFirst, true); // the items again, in the new rows
}

void StatPlot::placeLegend(bool shown)
{
    // Shown, it has a row of its own below the axes; hidden, it waits in the
    // axes' inset layout, where it takes no room.
    QCPLayoutGrid* grid = plot_->plotLayout();
    if (shown && plot_->legend->layout() != grid) {
        plot_->legend->layout()->take(plot_->legend);
        grid->addElement(1, 0, plot_->legend);
        grid->setRowStretchFactor(1, 0.001);
    } else if (!shown && plot_->legend->layout() == grid) {
        grid->take(plot_->legend);
        grid->simplify();
        plot_->axisRect()->insetLayout()->addElement(plot_->legend, Qt::AlignTop | Qt::AlignRight);
    }
    plot_->legend->setVisible(shown);
    plot_->replot();
}

void StatPlot::setExportName(const QString& folder, const QString& name)
{
    exportFolder_ = folder;
    exportName_ = name;
}

QString StatPlot::suggestedExportPath(const QString& filter) const
{
    return withFilterExtension(dialogStart(QString(), exportName_, exportFolder_), filter);
}

bool StatPlot::exportChart(const QString& path, const QString& format)
{
    placeLegend(true); // an exported plot names its series
    fitLegendColumns(1000); // the export's width, not the view's
    const bool saved = saveChartAs(plot_, path, format);
    showLegendIfRoom();
    return saved;
}

bool StatPlot::exportPng(const QString& path) { return exportChart(path, QStringLiteral("png")); }

bool StatPlot::exportPdf(const QString& path) { return exportChart(path, QStringLiteral("pdf")); }

bool StatPlot::exportSvg(const QString& path) { return exportChart(path, QStringLiteral("svg")); }

QString StatPlot::csv(CsvRows rows) const
{
    QString out = QStringLiteral("turn,actor,stat,value\n");
    for (const auto& e : series_) {
        if (rows == CsvRows::Plotted && !e.shown)
            continue;
        for (const auto& p : e.data.points)
            out += QStringLiteral("%1,%2,%3,%4\n").arg(p.turn).arg(csvField(e.data.actor), csvField(e.data.stat)).arg(p.value);
    }
    return out;
}

bool StatPlot::exportCsv(const QString& path, CsvRows rows, QString* error) const
{
    const QString why = writeWholeFile(path, csv(rows).toUtf8());
    if (error)
        *error = why;
    return why.isEmpty();
}

QString StatPlot::markerTextAt(QPoint p) const
{
    QStringList texts;
    for (const auto& m : markers_) {
        const double x = plot_->xAxis->coordToPixel(m.turn);
        const double y = plot_->yAxis->coordToPixel(valueAt(m.actor, m.turn));
        if (std::hypot(x - p.x(), y - p.y()) <= 8)
            texts << QStringLiteral("turn %1: %2 %3").arg(m.turn).arg(m.actor, m.text);
    }
    return texts.join(QLatin1Char('\n'));
}

} // namespace rb
