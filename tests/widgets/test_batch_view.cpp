// The Batch view over the demo's skirmish, driven through its buttons, its
// charts and its tables: a batch starts off the UI thread and shows a
// histogram per measure with the core's bars, the percentile table holds
// the core's summary, a measure the scenario cannot read is refused with the
// core's reason before anything runs, Cancel keeps the runs done, a header
// click sorts the runs by a measure, and double-clicking a run (after a bar
// click) opens it in the sandbox at its seed and turn.
#include "source_dir.h"
#include <QtTest>

#include "batch/batch_charts.h"
#include "batch/batch_job.h"
#include "batch/batch_runs_model.h"
#include "batch/batch_setup.h"
#include "batch/batch_summary_table.h"
#include "batch/batch_view.h"
#include "document/content_commands.h"
#include "document/content_document.h"
#include "grab_for_docs.h"
#include "sandbox/sandbox_panel.h"
#include "sandbox/sandbox_run_bar.h"
#include "sandbox/sandbox_session.h"

#include "rulebench/batch/batch.h"
#include "rulebench/report/html_report.h"

#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>

#include <cmath>
#include <limits>

using namespace rb;

namespace {
const QString kSkirmish = rb::test::sourceFile("/resources/demo/skirmish.scenario.json");
const QString kDemo = rb::test::sourceFile("/resources/demo/demo.rules.json");
const QStringList kMeasures = {QStringLiteral("won"), QStringLiteral("turn:death@*"),
                               QStringLiteral("value:health@hero")};

// A view on the skirmish with the measures set, shown so the charts lay out.
struct Fixture {
    ContentDocument document;
    BatchView view{&document};
    Fixture(int runs, int turns = 60)
    {
        view.resize(1200, 760);
        view.show();
        view.setScenario(kSkirmish);
        view.setup()->setMeasures(kMeasures);
        view.setup()->runsBox()->setValue(runs);
        view.setup()->turnsBox()->setValue(turns);
    }
    // A run asked for opens in the sandbox, as the main window does it.
    void openRunsIn(SandboxPanel& sandbox)
    {
        QObject::connect(&view, &BatchView::openRunRequested, &sandbox, [&sandbox](const BatchRunToOpen& r) {
            std::optional<SweptValue> swept;
            if (!r.varyPath.isEmpty())
                swept = SweptValue{r.varyPath, r.varyValue, r.run};
            sandbox.openScenarioAtSeed(r.scenario, r.seed, r.turns, r.until, r.at, nullptr, swept);
        });
    }
    // Clicks a run's cell, then double-clicks it.
    void openRun(const QModelIndex& cell)
    {
        QTableView* table = view.runsView();
        table->scrollTo(cell);
        const QPoint at = table->visualRect(cell).center();
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, at);
        QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, at);
    }
    // Clicks Start and waits for the batch to end.
    bool runToEnd()
    {
        QSignalSpy finished(view.job(), &BatchJob::finished);
        QTest::mouseClick(view.setup()->startButton(), Qt::LeftButton);
        return view.job()->isRunning() && finished.wait(120'000);
    }
};

// The same batch played by the core alone, on one thread.
BatchRuns coreRuns(std::int64_t runs, std::int64_t turns)
{
    SessionLoad load = loadSession(kSkirmish.toStdString(), {std::nullopt, SessionMode::ForwardOnly});
    BatchPlan plan;
    plan.runs = runs;
    plan.turns = turns;
    plan.seed = load.session->spec().seed;
    for (const QString& m : kMeasures)
        plan.measures.push_back(m.toStdString());
    std::string why;
    return Batch::prepare(*load.session, plan, why)->run().runs;
}

// The turn a run of the skirmish ends on when played as the batch plays it.
std::int64_t endTurn(std::uint64_t seed, std::int64_t turns)
{
    SessionLoad load = loadSession(kSkirmish.toStdString(), {seed, SessionMode::ForwardOnly});
    load.session->run(turns);
    return load.session->turn();
}
} // namespace

class TestBatchView : public QObject {
    Q_OBJECT
private slots:
    void startShowsAHistogramPerMeasureWithTheCoresBars();
    void percentileTableHoldsTheCoresSummary();
    void unknownMeasureIsRefusedWithTheCoresReasonBeforeStarting();
    void cancelKeepsTheRunsDone();
    void headerClickSortsTheRunsByAMeasure();
    void doubleClickOpensTheRunInTheSandboxAtItsSeedAndTurn();
    void barClickKeepsItsRunsAndARunOpensAtItsEnd();
    void exportsWriteTheCoresCsvAndJson();
    void sweepPlotsAMeanPerValueWithItsInterval();
    void sweepIntervalIsAFilledBandBetweenTheValues();
    void aSweptRowsRunPlaysWithItsValueAndSaysSo();
    void summaryBesideTheChartShowsEveryColumnAt1280x800();
    void runsOfAnotherScenarioSayWhoseTheyAre();
};

void TestBatchView::startShowsAHistogramPerMeasureWithTheCoresBars()
{
    Fixture f(200);
    QVERIFY(f.runToEnd());
    QCOMPARE(static_cast<int>(f.view.report()->series.front().runs.size()), 200);
    const BatchRuns core = coreRuns(200, 60);
    QCOMPARE(f.view.report()->series.front().runs, core); // the threads change nothing
    for (int m = 0; m < kMeasures.size(); ++m) {
        f.view.measureBox()->setCurrentIndex(m);
        const Summary s = summarize(core.column(static_cast<std::size_t>(m)), measureShape(kMeasures[m].toStdString()));
        QVERIFY(!s.bins.empty());
        QCOMPARE(f.view.histogram()->barCount(), static_cast<int>(s.bins.size()));
        QCOMPARE(f.view.histogram()->bins(), s.bins);
    }
    test::grabForDocs(&f.view, "batch-view.png");
}

void TestBatchView::percentileTableHoldsTheCoresSummary()
{
    Fixture f(150);
    QVERIFY(f.runToEnd());
    const BatchRuns core = coreRuns(150, 60);
    BatchSummaryTable* table = f.view.summaryTable();
    QCOMPARE(table->columnCount(), static_cast<int>(kMeasures.size()));
    QCOMPARE(table->rowCount(), 12);
    for (int m = 0; m < kMeasures.size(); ++m) {
        const Summary s = summarize(core.column(static_cast<std::size_t>(m)), measureShape(kMeasures[m].toStdString()));
        const double numbers[] = {s.mean, s.low, s.high, s.sd, s.min, s.p5, s.p25, s.p50, s.p75, s.p95, s.max};
        QCOMPARE(table->horizontalHeaderItem(m)->toolTip(), kMeasures[m]);
        QCOMPARE(table->horizontalHeaderItem(m)->text().remove(QLatin1Char('\n')), kMeasures[m]); // a line break after the kind
        QCOMPARE(table->item(0, m)->text(), QString::number(s.present));
        if (m == 0) { // won in every run: Wilson's 150 / (150 + 1.96^2) .. 1, not 1 .. 1
            QCOMPARE(s.mean, 1.0);
            QVERIFY(std::abs(s.low - 150 / (150 + 1.959963984540054 * 1.959963984540054)) < 1e-12);
        }
        for (int r = 1; r < 12; ++r) { // the exact number kept, three digits shown
            QCOMPARE(table->item(r, m)->data(BatchSummaryTable::kExactRole).toDouble(), numbers[r - 1]);
            QCOMPARE(table->item(r, m)->toolTip(), QString::fromStdString(numberText(numbers[r - 1])));
            QCOMPARE(table->item(r, m)->text(), QString::number(numbers[r - 1], 'g', 3));
        }
        // The histogram beside it writes the mean and the interval's ends as the table's cells do, no more digits.
        f.view.measureBox()->setCurrentIndex(m);
        const QString words = QStringLiteral("mean %1, 95% interval %2 to %3")
                                  .arg(table->item(1, m)->text(), table->item(2, m)->text(), table->item(3, m)->text());
        QVERIFY2(f.view.histogram()->title().endsWith(QLatin1Char('\n') + words),
                 qPrintable(f.view.histogram()->title() + QStringLiteral(" against ") + words));
    }
}

void TestBatchView::unknownMeasureIsRefusedWithTheCoresReasonBeforeStarting()
{
    Fixture f(10);
    f.view.setup()->measurePicker()->setEditText(QStringLiteral("value:helth@hero"));
    QTest::keyClick(f.view.setup()->measurePicker()->lineEdit(), Qt::Key_Return);
    QCOMPARE(f.view.setup()->measureList()->count(), 4);
    SessionLoad load = loadSession(kSkirmish.toStdString(), {std::nullopt, SessionMode::ForwardOnly});
    std::string why;
    QVERIFY(!parseMeasure("value:helth@hero", load.session->world(), why));
    QVERIFY(f.view.setup()->problemsLabel()->text().contains(QString::fromStdString(why)));
    QVERIFY(!f.view.setup()->startButton()->isEnabled());
    QVERIFY(!f.view.start());
    QVERIFY(!f.view.job()->isRunning());
}

void TestBatchView::cancelKeepsTheRunsDone()
{
    Fixture f(100'000);
    QSignalSpy finished(f.view.job(), &BatchJob::finished);
    QTest::mouseClick(f.view.setup()->startButton(), Qt::LeftButton);
    QVERIFY(f.view.setup()->cancelButton()->isEnabled());
    QTRY_VERIFY_WITH_TIMEOUT(f.view.job()->done() >= 50, 60'000); // the UI thread stays free meanwhile
    QTest::mouseClick(f.view.setup()->cancelButton(), Qt::LeftButton);
    QVERIFY(finished.wait(60'000));
    QCOMPARE(finished.first().first().toBool(), true);
    const BatchRuns& kept = f.view.report()->series.front().runs;
    QVERIFY(kept.size() >= 50 && kept.size() < 100'000);
    QCOMPARE(kept, coreRuns(static_cast<std::int64_t>(kept.size()), 60)); // the first runs, in order
    QCOMPARE(f.view.runsModel()->rowCount(), static_cast<int>(kept.size()));
    QVERIFY(f.view.setup()->startButton()->isEnabled());
}

void TestBatchView::headerClickSortsTheRunsByAMeasure()
{
    Fixture f(120);
    QVERIFY(f.runToEnd());
    QHeaderView* header = f.view.runsView()->horizontalHeader();
    const int column = f.view.runsModel()->columnOf(2); // value:health@hero
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {},
                      QPoint(header->sectionViewportPosition(column) + header->sectionSize(column) / 2, 5));
    QAbstractItemModel* shown = f.view.runsView()->model();
    QCOMPARE(shown->rowCount(), 120);
    double before = std::numeric_limits<double>::lowest();
    bool differ = false;
    for (int r = 0; r < shown->rowCount(); ++r) {
        const double v = shown->index(r, column).data(BatchRunsModel::kSortRole).toDouble();
        QVERIFY(v >= before);
        differ = differ || (r > 0 && v != before);
        before = v;
    }
    QVERIFY(differ);
    QVERIFY(shown->index(0, 0).data().toLongLong() != 0 || shown->index(1, 0).data().toLongLong() != 1); // not run order
}

void TestBatchView::doubleClickOpensTheRunInTheSandboxAtItsSeedAndTurn()
{
    Fixture f(40);
    SandboxPanel sandbox(&f.document);
    f.openRunsIn(sandbox);
    QVERIFY(f.runToEnd());
    // The first run in which someone died, on its turn:death@* cell.
    const BatchRuns& runs = f.view.report()->series.front().runs;
    std::size_t run = 0;
    while (run < runs.size() && !runs.row(run)[1])
        ++run;
    QVERIFY(run < runs.size());
    QTableView* table = f.view.runsView();
    const QModelIndex cell = table->model()->index(static_cast<int>(run), f.view.runsModel()->columnOf(1));
    table->scrollTo(cell);
    const QPoint at = table->visualRect(cell).center();
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, at);
    QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, at);
    QVERIFY(sandbox.isOpen());
    QCOMPARE(*sandbox.session()->session()->options().seed, runs.seed[run]);
    QCOMPARE(sandbox.turn(), static_cast<std::int64_t>(*runs.row(run)[1]));
}

void TestBatchView::barClickKeepsItsRunsAndARunOpensAtItsEnd()
{
    Fixture f(60);
    SandboxPanel sandbox(&f.document);
    f.openRunsIn(sandbox);
    QVERIFY(f.runToEnd());
    f.view.measureBox()->setCurrentIndex(2); // value:health@hero: no turn of its own
    BatchHistogram* histogram = f.view.histogram();
    int bin = 0;
    for (int b = 0; b < histogram->barCount(); ++b)
        if (histogram->bins()[b].count > histogram->bins()[bin].count)
            bin = b;
    QTest::mouseClick(histogram, Qt::LeftButton, {}, histogram->barCentre(bin));
    QTableView* table = f.view.runsView();
    QCOMPARE(table->model()->rowCount(), static_cast<int>(histogram->bins()[bin].count));
    const QModelIndex first = table->model()->index(0, 0); // the run column: the charted measure names no turn
    const std::uint64_t seed = first.data(BatchRunsModel::kSeedRole).toULongLong();
    const QPoint at = table->visualRect(first).center();
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, at);
    QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, at);
    QVERIFY(sandbox.isOpen());
    QCOMPARE(*sandbox.session()->session()->options().seed, seed);
    QCOMPARE(sandbox.turn(), endTurn(seed, 60));
}

void TestBatchView::exportsWriteTheCoresCsvAndJson()
{
    Fixture f(30);
    QVERIFY(f.runToEnd());
    QTemporaryDir dir;
    const QString csv = dir.filePath(QStringLiteral("runs.csv")), json = dir.filePath(QStringLiteral("summary.json"));
    QVERIFY(f.view.exportRunsCsv(csv));
    QVERIFY(f.view.exportSummaryJson(json));
    QVERIFY(f.view.exportChart(dir.filePath(QStringLiteral("chart.png"))));
    QVERIFY(f.view.exportChart(dir.filePath(QStringLiteral("chart.pdf"))));
    QVERIFY(f.view.exportChart(dir.filePath(QStringLiteral("chart.svg"))));
    QFile svg(dir.filePath(QStringLiteral("chart.svg")));
    QVERIFY(svg.open(QIODevice::ReadOnly) && svg.readAll().startsWith("<?xml"));
    // The report: the page rulebench report makes of the same JSON, byte for byte.
    const QString page = dir.filePath(QStringLiteral("report.html"));
    QVERIFY(f.view.exportReport(page));
    std::string errors;
    const std::optional<std::string> expected =
        htmlReport({{"skirmish-batch-summary.json", jsonText(*f.view.report())}}, errors);
    QVERIFY2(expected, errors.c_str());
    QFile p(page);
    QVERIFY(p.open(QIODevice::ReadOnly));
    const QByteArray html = p.readAll();
    QCOMPARE(html.toStdString(), *expected);
    QVERIFY(html.contains("<svg") && html.contains("skirmish.scenario.json") && html.contains("rulebench simulate "));
    QFile c(csv), j(json);
    QVERIFY(c.open(QIODevice::ReadOnly) && j.open(QIODevice::ReadOnly));
    QCOMPARE(c.readAll().toStdString(), runsCsv(*f.view.report()));
    QCOMPARE(j.readAll().toStdString(), jsonText(*f.view.report()));
    QVERIFY(QFileInfo(dir.filePath(QStringLiteral("chart.png"))).size() > 1000);
    QVERIFY(QFileInfo(dir.filePath(QStringLiteral("chart.pdf"))).size() > 1000);
    // The dialogs suggest what, from where, with the filter's extension, beside the scenario.
    const QString folder = QFileInfo(kSkirmish).absolutePath() + QLatin1Char('/');
    QCOMPARE(f.view.suggestedExportPath(QStringLiteral("runs"), QStringLiteral("CSV files (*.csv)")),
             folder + QStringLiteral("skirmish-batch-runs.csv"));
    QCOMPARE(f.view.suggestedExportPath(QStringLiteral("histogram"), QStringLiteral("PNG pictures (*.png)")),
             folder + QStringLiteral("skirmish-batch-histogram.png"));
}

void TestBatchView::sweepPlotsAMeanPerValueWithItsInterval()
{
    Fixture f(30);
    f.view.resize(1010, 560); // the Batch tab's size in a 1280x800 window
    f.view.setup()->varyEdit()->setText(QStringLiteral("statuses.bleeding.tick.amount=1..3"));
    QVERIFY(f.runToEnd());
    QCoreApplication::processEvents();
    const BatchReport& r = *f.view.report();
    QCOMPARE(static_cast<int>(r.series.size()), 3);
    QCOMPARE(f.view.sweepPlot()->pointCount(), 3);
    QCOMPARE(f.view.sweepPlot()->errorBars()->dataCount(), 3);
    QCOMPARE(f.view.seriesBox()->count(), 3);
    QCOMPARE(f.view.runsModel()->rowCount(), 90);
    // A row a measure and value, the paired difference to the first value
    // beside it, and nothing to scroll sideways for.
    BatchSummaryTable* table = f.view.summaryTable();
    QCOMPARE(table->columnCount(), BatchSummaryTable::kSweepColumns);
    QCOMPARE(table->rowCount(), 9);
    QCOMPARE(table->item(4, 0)->text(), kMeasures[1]); // turn:death@*, the second value
    QCOMPARE(table->item(4, 1)->text(), QStringLiteral("2"));
    QVERIFY(table->item(3, BatchSummaryTable::kDifferenceColumn)->text().isEmpty()); // the first value itself
    const std::optional<Summary> d = pairedDifference(r.series[0].runs.column(1), r.series[1].runs.column(1));
    QVERIFY(d);
    QCOMPARE(table->item(4, BatchSummaryTable::kDifferenceColumn)->data(BatchSummaryTable::kExactRole).toDouble(), d->mean);
    QCOMPARE(table->item(4, 3)->data(BatchSummaryTable::kExactRole).toDouble(),
             summarize(r.series[1].runs.column(1), measureShape(r.measures[1])).mean);
    QVERIFY2(table->horizontalHeader()->length() <= table->viewport()->width() + 1,
             qPrintable(QStringLiteral("%1 wide in %2").arg(table->horizontalHeader()->length()).arg(table->viewport()->width())));
    // The table scrolls; the charts above it keep the room their axes need.
    QWidget* charts = f.view.sweepPlot()->parentWidget();
    while (charts && !qobject_cast<QTabWidget*>(charts))
        charts = charts->parentWidget();
    QVERIFY(charts);
    QVERIFY2(charts->height() >= table->height() * 3 / 2,
             qPrintable(QStringLiteral("the charts %1 high over a table %2 high").arg(charts->height()).arg(table->height())));
    f.view.measureBox()->setCurrentIndex(2);
    f.view.seriesBox()->setCurrentIndex(2);
    QCOMPARE(f.view.histogram()->bins(), summarize(r.series[2].runs.column(2), measureShape(r.measures[2])).bins);
    QCOMPARE(r.series[0].runs.seed, r.series[2].runs.seed); // every value plays the same seeds
}

// The band fills from value to value between the interval's ends, in colour
// over the white of the chart, where error bars alone leave it blank.
void TestBatchView::sweepIntervalIsAFilledBandBetweenTheValues()
{
    Fixture f(30);
    f.view.setup()->varyEdit()->setText(QStringLiteral("actors.hero.stats.health=15,30,45"));
    QVERIFY(f.runToEnd());
    auto* tabs = f.view.findChild<QTabWidget*>();
    QTest::mouseClick(tabs->tabBar(), Qt::LeftButton, {}, tabs->tabBar()->tabRect(1).center());
    QVERIFY(f.view.sweepPlot()->isVisible());
    f.view.measureBox()->setCurrentIndex(2); // value:health@hero: its interval grows with the value
    BatchSweepPlot* plot = f.view.sweepPlot();
    const BatchReport& r = *f.view.report();
    QCOMPARE(plot->bandHigh()->dataCount(), 3);
    QCOMPARE(plot->bandHigh()->channelFillGraph(), plot->bandLow());
    for (int v = 0; v < 3; ++v) {
        const Summary s = summarize(r.series[static_cast<std::size_t>(v)].runs.column(2), measureShape(r.measures[2]));
        QCOMPARE(plot->bandHigh()->data()->at(v)->value, s.high);
        QCOMPARE(plot->bandLow()->data()->at(v)->value, s.low);
    }
    plot->replot();
    const QImage image = plot->grab().toImage();
    // Halfway between the first two values, between the means' line and the band's top edge.
    const auto at = [&](int v, bool high) {
        const Summary s = summarize(r.series[static_cast<std::size_t>(v)].runs.column(2), measureShape(r.measures[2]));
        return high ? s.high : s.mean;
    };
    const double mean = (at(0, false) + at(1, false)) / 2, high = (at(0, true) + at(1, true)) / 2;
    QVERIFY(high - mean > 0);
    const QPoint pixel(qRound(plot->xAxis->coordToPixel(0.5)), qRound(plot->yAxis->coordToPixel(mean + (high - mean) * 0.6)));
    const QColor c = image.pixelColor(pixel * image.devicePixelRatio());
    QVERIFY2(c.red() - c.blue() > 20, qPrintable(QStringLiteral("%1 at %2,%3").arg(c.name()).arg(pixel.x()).arg(pixel.y())));
}

// A run opened from a swept row plays with that row's value, the run bar says
// which run and value, and an edit to the content replays it with the value still set.
void TestBatchView::aSweptRowsRunPlaysWithItsValueAndSaysSo()
{
    Fixture f(20);
    QVERIFY(f.document.open(kDemo)); // the content the sandbox follows
    f.document.validateNow();
    SandboxPanel sandbox(&f.document);
    f.openRunsIn(sandbox);
    f.view.setup()->varyEdit()->setText(QStringLiteral("actors.hero.stats.health=20,45"));
    QVERIFY(f.runToEnd());
    const BatchReport& r = *f.view.report();
    QCOMPARE(f.view.runsView()->model()->index(23, 0).data().toString(), QStringLiteral("45"));
    f.openRun(f.view.runsView()->model()->index(23, f.view.runsModel()->columnOf(2))); // run 3 with 45
    QVERIFY(sandbox.isOpen());
    const SandboxSession* session = sandbox.session();
    QVERIFY(session->swept());
    QCOMPARE(session->swept()->value, QStringLiteral("45"));
    QCOMPARE(*session->session()->options().seed, r.series[1].runs.seed[3]);
    const auto heroHealth = [session] {
        const World& w = session->session()->world();
        const WorldActor* hero = w.actor("hero");
        return hero ? w.value(*hero, w.settings().health) : std::int64_t(-1);
    };
    const std::optional<double> measured = r.series[1].runs.row(3)[2]; // value:health@hero at the run's end
    QVERIFY(measured);
    QCOMPARE(heroHealth(), static_cast<std::int64_t>(*measured));
    QCOMPARE(sandbox.runBar()->sweptText(), QStringLiteral("Run 3 of the sweep: hero, stats, health = 45"));
    sandbox.jumpTo(0);
    QCOMPARE(heroHealth(), std::int64_t(45)); // the file says 30
    // An edit elsewhere replays the run with the value still set.
    QSignalSpy replayed(sandbox.session(), &SandboxSession::definitionsChanged);
    QVERIFY(edit::setField(&f.document, QStringLiteral("actors"), 1, QStringLiteral("/stats/health"), 5, false));
    QVERIFY(replayed.wait(10'000));
    QCOMPARE(heroHealth(), std::int64_t(45));
    QCOMPARE(sandbox.runBar()->sweptText(), QStringLiteral("Run 3 of the sweep: hero, stats, health = 45"));
    // Opening the scenario again plays the content as it stands, and says nothing of a sweep.
    QVERIFY(sandbox.openScenario(kSkirmish));
    QVERIFY(!session->swept());
    QCOMPARE(heroHealth(), std::int64_t(30));
    QVERIFY(sandbox.runBar()->sweptText().isEmpty());
}

// At 1280x800 (the Batch tab about 1010 by 560 beside the content tree) the
// table beside the chart shows every measure's column, and the chart keeps room.
void TestBatchView::summaryBesideTheChartShowsEveryColumnAt1280x800()
{
    for (const QStringList& measures :
         {kMeasures, QStringList{QStringLiteral("won"), QStringLiteral("lost"), QStringLiteral("turn:death@*"),
                                 QStringLiteral("value:health@hero"), QStringLiteral("sum:damage*@hero")}}) {
        Fixture f(30);
        f.view.resize(1010, 560);
        f.view.setup()->setMeasures(measures);
        QVERIFY(f.runToEnd());
        QCoreApplication::processEvents();
        BatchSummaryTable* table = f.view.summaryTable();
        QCOMPARE(table->columnCount(), static_cast<int>(measures.size()));
        QVERIFY2(table->horizontalHeader()->length() <= table->viewport()->width(),
                 qPrintable(QStringLiteral("%1 measures: %2 wide in %3")
                                .arg(measures.size())
                                .arg(table->horizontalHeader()->length())
                                .arg(table->viewport()->width())));
        QVERIFY(f.view.histogram()->width() >= 240);
    }
}

QTEST_MAIN(TestBatchView)
#include "test_batch_view.moc"

// Another scenario chosen after a batch: the runs still shown say whose they
// are, and say nothing more once they are the chosen one's again.
void TestBatchView::runsOfAnotherScenarioSayWhoseTheyAre()
{
    Fixture f(20, 10);
    QVERIFY(f.runToEnd());
    QCOMPARE(f.view.runsLabel()->text(), QStringLiteral("All 20 runs"));
    f.view.setScenario(rb::test::sourceFile("/resources/demo/grenade.scenario.json"));
    QCOMPARE(f.view.runsLabel()->text(),
             QStringLiteral("All 20 runs of skirmish.scenario.json, not of grenade.scenario.json: Start plays grenade.scenario.json"));
    f.view.setUnsavedScenario(QStringLiteral("untitled.scenario.json"));
    QCOMPARE(f.view.runsLabel()->text(), QStringLiteral("All 20 runs of skirmish.scenario.json, not of untitled.scenario.json"));
    f.view.setScenario(kSkirmish);
    QCOMPARE(f.view.runsLabel()->text(), QStringLiteral("All 20 runs"));
}
