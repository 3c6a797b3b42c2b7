#pragma once
// The Batch view: a scenario played many times (BatchJob) and what came of
// it — a histogram per measure with the mean and its interval, a sweep's
// means against the swept value, the percentile table and the runs, sortable
// by any measure. Clicking a bar keeps the runs in it; double-clicking a run
// asks for it in the sandbox at its seed, at the turn its measure names.

// Qt's headers come first: moc parses <concepts> only after them.
#include <QWidget>

#include "batch/batch_job.h"

#include <memory>
#include <optional>

class QComboBox;
class QLabel;
class QModelIndex;
class QPushButton;
class QSplitter;
class QTableView;
class QTabWidget;

namespace rb {

class BatchHistogram;
class BatchRunsFilter;
class BatchRunsModel;
class BatchSetupForm;
class BatchSummaryTable;
class BatchSweepPlot;
class ContentDocument;

// A run of the batch to open in the sandbox: the scenario at `seed`, played
// as the batch played it, shown at `at` (its end when not given); in a sweep,
// with the swept path set to the row's value.
struct BatchRunToOpen {
    QString scenario;
    quint64 seed = 0;
    qint64 turns = 0;
    QString until;
    std::optional<qint64> at;
    qint64 run = 0;    // its number in the batch
    QString varyPath;  // empty without a sweep
    QString varyValue; // the row's value as written
};

class BatchView : public QWidget {
    Q_OBJECT
public:
    explicit BatchView(ContentDocument* document, QWidget* parent = nullptr);

    // The scenario to play (loaded at once for the measures' suggestions and checks).
    void setScenario(const QString& path);
    // The scenario open in the editor has no file yet (`name`, "untitled.scenario.json"):
    // Start says to save it, since a batch plays a scenario's file.
    void setUnsavedScenario(const QString& name);
    bool start();
    void cancel();

    // The report shown; null before the first batch ends.
    std::shared_ptr<const BatchReport> report() const { return job_->report(); }
    // Shows one measure's histogram (and sweep), of the given swept value.
    void showMeasure(int measure, int series = 0);

    bool exportRunsCsv(const QString& path) const;
    bool exportSummaryJson(const QString& path) const;
    bool exportChart(const QString& path) const; // .svg, .png or .pdf by its suffix
    // The web page `rulebench report` makes of the summary JSON (rulebench/report/html_report.h).
    bool exportReport(const QString& path) const;
    // Where an export's dialog starts: "skirmish-batch-runs.csv" beside the scenario played.
    QString suggestedExportPath(const QString& what, const QString& filter) const;

    // Its parts, for tests.
    BatchJob* job() const { return job_; }
    BatchSetupForm* setup() const { return setup_; }
    BatchHistogram* histogram() const { return histogram_; }
    BatchSweepPlot* sweepPlot() const { return sweep_; }
    BatchSummaryTable* summaryTable() const { return summary_; }
    BatchRunsModel* runsModel() const { return runs_; }
    BatchRunsFilter* runsFilter() const { return filter_; }
    QTableView* runsView() const { return runsView_; }
    QComboBox* measureBox() const { return measureBox_; }
    QLabel* runsLabel() const { return runsLabel_; }
    QComboBox* seriesBox() const { return seriesBox_; }

signals:
    // A run double-clicked in the runs table, to open in the sandbox.
    void openRunRequested(const rb::BatchRunToOpen& run);

private:
    QWidget* buildCharts();
    QWidget* buildRuns();
    void connectParts();
    void showReport();
    void sayWhoseRuns();
    void barClicked(int bin);
    void runActivated(const QModelIndex& index);
    // Saves what `write` writes, the dialog suggesting "<scenario>-batch-<what>" beside the scenario.
    void exportWith(const QString& title, const QString& what, const QString& filter,
                    bool (BatchView::*write)(const QString&) const);
    QString chartName() const; // the chart shown: "histogram-won", "sweep-turn-death-king"

    BatchJob* job_;
    BatchSetupForm* setup_;
    QComboBox* measureBox_;
    QComboBox* seriesBox_;
    QTabWidget* chartTabs_;
    BatchHistogram* histogram_;
    BatchSweepPlot* sweep_;
    BatchSummaryTable* summary_;
    QSplitter* results_ = nullptr; // the charts and summary over the runs
    QSplitter* chartsAndSummary_ = nullptr;
    BatchRunsModel* runs_;
    BatchRunsFilter* filter_;
    QTableView* runsView_;
    QLabel* runsLabel_;
    QPushButton* allRuns_;
    QString playedScenario_; // the report's, while the form may name another
};

} // namespace rb
