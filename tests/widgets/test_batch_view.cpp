// The Batch view over the demo's skirmish, driven through its buttons, its
// charts and its tables: a batch starts off the UI thread and shows a
// histogram per measure with the core's bars, the percentile table holds
// the core's summary, a measure the scenario cannot read is refused with the
// core's reason before anything runs, Cancel keeps the runs done, a header
// click sorts the runs by a measure, and double-clicking a run (after a bar
// click) opens it in the sandbox at its seed and turn.
#include <QtTest>

#include "batch/batch_charts.h"
#include "batch/batch_job.h"
#include "batch/batch_runs_model.h"
#include "batch/batch_setup.h"
#include "batch/batch_summary_table.h"
#include "batch/batch_view.h"
#include "document/content_document.h"
#include "grab_for_docs.h"
#include "sandbox/sandbox_panel.h"
#include "sandbox/sandbox_session.h"

#include "rulebench/batch/batch.h"

#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>

#include <limits>

using namespace rb;

namespace {
const QString kSkirmish = QStringLiteral(RULEBENCH_SOURCE_DIR "/resources/demo/skirmish.scenario.json");
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
        QObject::connect(&view, &BatchView::openRunRequested, &sandbox,
                         [&sandbox](const QString& s, quint64 seed, qint64 turns, const QString& until,
                                    std::optional<qint64> at) { sandbox.openScenarioAtSeed(s, seed, turns, until, at); });
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
        const Summary s = summarize(core.column(static_cast<std::size_t>(m)));
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
        const Summary s = summarize(core.column(static_cast<std::size_t>(m)));
        const double numbers[] = {s.mean, s.low, s.high, s.sd, s.min, s.p5, s.p25, s.p50, s.p75, s.p95, s.max};
        QCOMPARE(table->horizontalHeaderItem(m)->text(), kMeasures[m]);
        QCOMPARE(table->item(0, m)->text(), QString::number(s.present));
        for (int r = 1; r < 12; ++r) { // the exact number kept, six digits shown
            QCOMPARE(table->item(r, m)->data(BatchSummaryTable::kExactRole).toDouble(), numbers[r - 1]);
            QCOMPARE(table->item(r, m)->toolTip(), QString::fromStdString(numberText(numbers[r - 1])));
            QCOMPARE(table->item(r, m)->text(), QString::number(numbers[r - 1], 'g', 6));
        }
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
    f.view.setup()->varyEdit()->setText(QStringLiteral("statuses.bleeding.tick.amount=1..3"));
    QVERIFY(f.runToEnd());
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
    QCOMPARE(table->item(4, 3)->data(BatchSummaryTable::kExactRole).toDouble(), summarize(r.series[1].runs.column(1)).mean);
    QVERIFY2(table->horizontalHeader()->length() <= table->viewport()->width() + 1,
             qPrintable(QStringLiteral("%1 wide in %2").arg(table->horizontalHeader()->length()).arg(table->viewport()->width())));
    f.view.measureBox()->setCurrentIndex(2);
    f.view.seriesBox()->setCurrentIndex(2);
    QCOMPARE(f.view.histogram()->bins(), summarize(r.series[2].runs.column(2)).bins);
    QCOMPARE(r.series[0].runs.seed, r.series[2].runs.seed); // every value plays the same seeds
}

QTEST_MAIN(TestBatchView)
#include "test_batch_view.moc"
