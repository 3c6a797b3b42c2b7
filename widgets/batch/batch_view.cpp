#include "batch/batch_view.h"

#include "common/chart_export.h"
#include "common/prompts.h"

#include "batch/batch_charts.h"
#include "batch/batch_runs_model.h"
#include "batch/batch_setup.h"
#include "batch/batch_summary_table.h"
#include "common/qt_strings.h"
#include "common/whole_file.h"

#include "rulebench/report/html_report.h"

#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace rb {

namespace {
bool writeText(const QString& path, const std::string& text)
{
    return writeWholeFile(path, QByteArray::fromStdString(text)).isEmpty();
}

bool isTurnMeasure(const std::string& measure) { return measure.starts_with("turn:"); }
} // namespace

BatchView::BatchView(ContentDocument* document, QWidget* parent)
    : QWidget(parent), job_(new BatchJob(document, this)), setup_(new BatchSetupForm), measureBox_(new QComboBox),
      seriesBox_(new QComboBox), chartTabs_(new QTabWidget), histogram_(new BatchHistogram),
      sweep_(new BatchSweepPlot), summary_(new BatchSummaryTable), runs_(new BatchRunsModel(this)),
      filter_(new BatchRunsFilter(runs_, this)), runsView_(new QTableView), runsLabel_(new QLabel),
      allRuns_(new QPushButton(tr("Show all runs")))
{
    auto* setupArea = new QScrollArea;
    setupArea->setWidget(setup_);
    setupArea->setWidgetResizable(true);
    setupArea->setFrameShape(QFrame::NoFrame);
    setupArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setupArea->setMinimumWidth(setup_->minimumSizeHint().width() + 16); // never cut off sideways
    results_ = new QSplitter(Qt::Vertical);
    chartsAndSummary_ = new QSplitter(Qt::Horizontal);
    chartsAndSummary_->addWidget(buildCharts());
    chartsAndSummary_->addWidget(summary_);
    chartsAndSummary_->setStretchFactor(0, 1);
    chartsAndSummary_->setStretchFactor(1, 0);
    results_->addWidget(chartsAndSummary_);
    results_->addWidget(buildRuns());
    results_->setStretchFactor(0, 3);
    results_->setStretchFactor(1, 2);
    auto* whole = new QSplitter(Qt::Horizontal);
    whole->addWidget(setupArea);
    whole->addWidget(results_);
    whole->setStretchFactor(1, 1);
    whole->setSizes({300, 900});
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(whole);
    connectParts();
}

// The measure (and swept value) to chart, the histogram and sweep tabs, and the chart exports.
QWidget* BatchView::buildCharts()
{
    auto* box = new QWidget;
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("Measure")));
    measureBox_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    measureBox_->setMinimumContentsLength(8); // wider when there is room
    row->addWidget(measureBox_, 1);
    seriesBox_->setToolTip(tr("The swept value whose runs the histogram shows"));
    seriesBox_->setVisible(false);
    row->addWidget(seriesBox_);
    auto* save = new QPushButton(tr("Save chart…"));
    save->setToolTip(tr("Save the chart shown for a document: SVG (sharp at any size), PNG or PDF"));
    // As narrow as its text when the room is short: the table beside the
    // chart keeps every column at 1280x800.
    save->setMinimumWidth(save->fontMetrics().horizontalAdvance(save->text()) + 20);
    save->setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Fixed);
    row->addWidget(save);
    layout->addLayout(row);
    chartTabs_->addTab(histogram_, tr("Histogram"));
    chartTabs_->addTab(sweep_, tr("Sweep"));
    chartTabs_->setDocumentMode(true);
    layout->addWidget(chartTabs_, 1);
    connect(save, &QPushButton::clicked, this,
            [this] { exportWith(tr("Save chart"), chartName(), chartFilters(), &BatchView::exportChart); });
    return box;
}

// The runs table, what it shows, and the data exports.
QWidget* BatchView::buildRuns()
{
    auto* box = new QWidget;
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* row = new QHBoxLayout;
    row->addWidget(runsLabel_, 1);
    row->addWidget(allRuns_);
    auto* csv = new QPushButton(tr("Runs CSV…"));
    auto* json = new QPushButton(tr("Summary JSON…"));
    auto* page = new QPushButton(tr("Report…"));
    csv->setToolTip(tr("Save every run's seed and measures, a row a run"));
    json->setToolTip(tr("Save the summary and every run as rulebench batch --json writes it"));
    page->setToolTip(tr("Save the batch as one web page to share: what was run, each mean with its interval in "
                        "words, the charts, and the command that replays each run of interest"));
    page->setObjectName(QStringLiteral("exportReport"));
    row->addWidget(csv);
    row->addWidget(json);
    row->addWidget(page);
    layout->addLayout(row);
    runsView_->setModel(filter_);
    runsView_->setSortingEnabled(true);
    runsView_->sortByColumn(-1, Qt::AscendingOrder); // run order until a header is clicked
    runsView_->setSelectionBehavior(QAbstractItemView::SelectRows);
    runsView_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    runsView_->verticalHeader()->setVisible(false);
    runsView_->verticalHeader()->setDefaultSectionSize(runsView_->fontMetrics().height() + 6);
    runsView_->horizontalHeader()->setStretchLastSection(true);
    runsView_->setToolTip(tr("Double-click a run to open it in the sandbox at its seed"));
    layout->addWidget(runsView_, 1);
    allRuns_->setEnabled(false);
    runsLabel_->setText(tr("Runs: start a batch"));
    // A long label must not widen the window: it is cut, and the runs' tooltip says what to do.
    runsLabel_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    connect(allRuns_, &QPushButton::clicked, this, [this] {
        filter_->setRange(std::nullopt);
        allRuns_->setEnabled(false);
        runsLabel_->setText(tr("All %1").arg(counted(runs_->rowCount(), tr("run"), tr("runs"))));
    });
    connect(csv, &QPushButton::clicked, this,
            [this] { exportWith(tr("Save runs"), QStringLiteral("runs"), tr("CSV files (*.csv)"), &BatchView::exportRunsCsv); });
    connect(json, &QPushButton::clicked, this,
            [this] { exportWith(tr("Save summary"), QStringLiteral("summary"), tr("JSON files (*.json)"),
                                    &BatchView::exportSummaryJson); });
    connect(page, &QPushButton::clicked, this,
            [this] { exportWith(tr("Save report"), QStringLiteral("report"), tr("Web pages (*.html)"),
                                    &BatchView::exportReport); });
    return box;
}

void BatchView::connectParts()
{
    connect(setup_, &BatchSetupForm::scenarioChosen, this, &BatchView::setScenario);
    connect(setup_, &BatchSetupForm::startRequested, this, &BatchView::start);
    connect(setup_, &BatchSetupForm::cancelRequested, this, &BatchView::cancel);
    connect(job_, &BatchJob::progressed, setup_, &BatchSetupForm::setProgress);
    connect(job_, &BatchJob::finished, this, [this](bool cancelled) {
        setup_->setRunning(false);
        const BatchReport& r = *job_->report();
        std::size_t done = 0;
        for (const BatchSeries& s : r.series)
            done += s.runs.size();
        setup_->setStatus(cancelled ? tr("Cancelled: %1 kept").arg(counted(static_cast<long long>(done), tr("run"), tr("runs")))
                                    : tr("Done: %1").arg(counted(static_cast<long long>(done), tr("run"), tr("runs"))));
        showReport();
    });
    connect(measureBox_, &QComboBox::currentIndexChanged, this,
            [this](int m) { showMeasure(m, std::max(0, seriesBox_->currentIndex())); });
    connect(seriesBox_, &QComboBox::currentIndexChanged, this,
            [this](int s) { showMeasure(measureBox_->currentIndex(), std::max(0, s)); });
    connect(histogram_, &BatchHistogram::barClicked, this, &BatchView::barClicked);
    connect(runsView_, &QTableView::doubleClicked, this, &BatchView::runActivated);
}

void BatchView::setScenario(const QString& path)
{
    if (path.isEmpty() || job_->isRunning())
        return;
    QStringList problems;
    const std::optional<Session> start = job_->load(path, &problems);
    setup_->setScenario(path, start ? &*start : nullptr, problems);
    // With a scenario to play, the keyboard is wanted in the measure box (Ctrl+3
    // then typing once replaced the scenario's path, the first box, selected).
    setFocusProxy(start ? setup_->measurePicker() : nullptr);
    sayWhoseRuns();
}

// Runs shown under another scenario's name would pass for its answers: the
// line over them says whose they are until Start plays the one chosen.
void BatchView::sayWhoseRuns()
{
    if (!job_->report())
        return;
    const QString runs = tr("All %1").arg(counted(runs_->rowCount(), tr("run"), tr("runs")));
    const QString chosen = setup_->scenario();
    if (chosen.isEmpty() || QFileInfo(chosen).absoluteFilePath() == QFileInfo(playedScenario_).absoluteFilePath())
        runsLabel_->setText(runs);
    else
        runsLabel_->setText(tr("%1 of %2, not of %3: Start plays %3")
                                .arg(runs, QFileInfo(playedScenario_).fileName(), QFileInfo(chosen).fileName()));
}

void BatchView::setUnsavedScenario(const QString& name)
{
    if (job_->isRunning())
        return;
    setup_->setScenario({}, nullptr,
                        {tr("%1 has no file yet: save it (File > Save Scenario, Ctrl+Alt+S) and the batch plays it.").arg(name)});
    setFocusProxy(nullptr);
    if (job_->report())
        runsLabel_->setText(tr("All %1 of %2, not of %3")
                                .arg(counted(runs_->rowCount(), tr("run"), tr("runs")), QFileInfo(playedScenario_).fileName(), name));
}

bool BatchView::start()
{
    if (job_->isRunning())
        return false;
    setScenario(setup_->scenario()); // the content may have changed since it was chosen
    QStringList problems;
    const BatchSetup s = setup_->setup();
    if (!setup_->measuresValid() || !job_->start(s, &problems)) {
        setup_->setStatus(problems.isEmpty() ? tr("Fix the problems above to start.") : problems.join(QLatin1Char('\n')));
        return false;
    }
    playedScenario_ = s.scenario;
    setup_->setRunning(true);
    setup_->setStatus(tr("Running…"));
    return true;
}

void BatchView::cancel() { job_->cancel(); }

void BatchView::showReport()
{
    const std::shared_ptr<const BatchReport> r = job_->report();
    filter_->setRange(std::nullopt);
    runs_->setReport(r);
    runsView_->horizontalHeader()->resizeSections(QHeaderView::ResizeToContents); // whole seeds and measure names
    summary_->setReport(*r);
    // A sweep's table has a row a measure and value: it takes the width under
    // the chart and a third of their height (it scrolls; the chart's axes need
    // the room to stay readable at 1280x800), and the two take more of the
    // height from the runs below. Beside the chart, the table takes the width
    // its columns need and the chart the rest (and what the window gains).
    const Qt::Orientation along = r->vary.empty() ? Qt::Horizontal : Qt::Vertical;
    if (chartsAndSummary_->orientation() != along) {
        const int height = results_->height(), top = along == Qt::Vertical ? height * 7 / 10 : height * 3 / 5;
        results_->setSizes({top, height - top});
    }
    if (chartsAndSummary_->orientation() != along || along == Qt::Horizontal) {
        chartsAndSummary_->setOrientation(along);
        chartsAndSummary_->setStretchFactor(1, along == Qt::Vertical ? 1 : 0);
        const int room = along == Qt::Vertical ? chartsAndSummary_->height() : chartsAndSummary_->width();
        const int chartLeast = chartsAndSummary_->widget(0)->minimumSizeHint().width();
        const int table = along == Qt::Vertical ? room / 3 : std::min(summary_->fullWidth(), room - chartLeast);
        chartsAndSummary_->setSizes({room - table, table});
    }
    runsLabel_->setText(tr("All %1").arg(counted(runs_->rowCount(), tr("run"), tr("runs"))));
    allRuns_->setEnabled(false);
    const QSignalBlocker quiet(measureBox_), quietToo(seriesBox_);
    measureBox_->clear();
    for (const std::string& m : r->measures)
        measureBox_->addItem(toQ(m));
    seriesBox_->clear();
    for (const BatchSeries& s : r->series)
        if (s.value)
            seriesBox_->addItem(tr("%1 = %2").arg(toQ(r->vary), toQ(*s.value)));
    seriesBox_->setVisible(!r->vary.empty());
    chartTabs_->setTabEnabled(1, !r->vary.empty());
    showMeasure(0, 0);
}

void BatchView::showMeasure(int measure, int series)
{
    const std::shared_ptr<const BatchReport> r = job_->report();
    if (!r || measure < 0 || measure >= static_cast<int>(r->measures.size()))
        return;
    const auto m = static_cast<std::size_t>(measure);
    const QString name = toQ(r->measures[m]);
    const MeasureShape shape = measureShape(r->measures[m]);
    std::vector<SweepPoint> points;
    for (const BatchSeries& s : r->series)
        if (s.value && s.runs.size() > 0)
            points.push_back({toQ(*s.value), summarize(s.runs.column(m), shape)});
    sweep_->showPoints(toQ(r->vary), name, points);
    if (series < 0 || series >= static_cast<int>(r->series.size()))
        return;
    const BatchSeries& s = r->series[static_cast<std::size_t>(series)];
    histogram_->showSummary(s.value ? tr("%1 (%2 = %3)").arg(name, toQ(r->vary), toQ(*s.value)) : name,
                     summarize(s.runs.column(m), shape));
}

// Keeps the runs in the bar, sorted by the measure, and selects the first.
void BatchView::barClicked(int bin)
{
    const int measure = measureBox_->currentIndex();
    const HistogramBin& b = histogram_->bins().at(static_cast<std::size_t>(bin));
    const bool last = bin + 1 == static_cast<int>(histogram_->bins().size());
    filter_->setRange(BatchRunsFilter::Range{static_cast<std::size_t>(std::max(0, seriesBox_->currentIndex())),
                                             static_cast<std::size_t>(measure), b.from, b.to, last});
    runsView_->sortByColumn(runs_->columnOf(static_cast<std::size_t>(measure)), Qt::AscendingOrder);
    runsView_->selectRow(0);
    allRuns_->setEnabled(true);
    runsLabel_->setText(tr("%1 with %2 in [%3, %4%5")
                            .arg(counted(filter_->rowCount(), tr("run"), tr("runs")), measureBox_->currentText(),
                                 toQ(numberText(b.from)), toQ(numberText(b.to)), last ? QStringLiteral("]") : QStringLiteral(")")));
}

// The run in the sandbox (with its swept value), at the turn the clicked (or charted) turn: measure names.
void BatchView::runActivated(const QModelIndex& index)
{
    const BatchReport* r = runs_->report();
    if (!r || !index.isValid())
        return;
    const int row = filter_->mapToSource(index).row();
    std::optional<qint64> at;
    for (int m : {runs_->measureAt(index.column()), measureBox_->currentIndex()}) {
        if (m < 0 || at || !isTurnMeasure(r->measures[static_cast<std::size_t>(m)]))
            continue;
        if (const std::optional<double> v = runs_->value(row, static_cast<std::size_t>(m)))
            at = static_cast<qint64>(*v);
    }
    const auto [series, place] = runs_->locate(row);
    const BatchSeries& s = r->series[series];
    emit openRunRequested({playedScenario_, s.runs.seed[place], r->turns, toQ(r->until), at,
                           static_cast<qint64>(s.runs.index[place]), toQ(r->vary),
                           s.value ? toQ(*s.value) : QString()});
}

bool BatchView::exportRunsCsv(const QString& path) const { return report() && writeText(path, runsCsv(*report())); }

bool BatchView::exportSummaryJson(const QString& path) const
{
    return report() && writeText(path, jsonText(*report()));
}

bool BatchView::exportReport(const QString& path) const
{
    if (!report())
        return false;
    // The page names its result as the Summary JSON export would: "skirmish-batch-summary.json".
    const QString json = QFileInfo(suggestedExportPath(QStringLiteral("summary"), tr("JSON files (*.json)"))).fileName();
    std::string errors;
    const std::optional<std::string> page = htmlReport({{fromQ(json), jsonText(*report())}}, errors);
    return page && writeText(path, *page);
}

bool BatchView::exportChart(const QString& path) const
{
    QCustomPlot* plot = chartTabs_->currentIndex() == 1 ? static_cast<QCustomPlot*>(sweep_) : histogram_;
    return saveChart(plot, path);
}

QString BatchView::chartName() const
{
    // What it shows, as a file name: "histogram-turn-death-king".
    QString measure = measureBox_->currentText();
    measure.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_.]+")), QStringLiteral("-"));
    const QString kind = chartTabs_->currentIndex() == 1 ? QStringLiteral("sweep") : QStringLiteral("histogram");
    return measure.isEmpty() ? kind : kind + QLatin1Char('-') + measure;
}

QString BatchView::suggestedExportPath(const QString& what, const QString& filter) const
{
    const QString name = siblingName(playedScenario_, QStringLiteral("-batch-") + what, QStringLiteral("batch-") + what);
    return withFilterExtension(dialogStart(playedScenario_, name), filter);
}

void BatchView::exportWith(const QString& title, const QString& what, const QString& filter,
                           bool (BatchView::*write)(const QString&) const)
{
    const QString path = askExportPath(this, title, suggestedExportPath(what, filter), filter);
    if (!path.isEmpty() && !(this->*write)(path))
        setup_->setStatus(tr("Could not write %1").arg(path));
}

} // namespace rb
