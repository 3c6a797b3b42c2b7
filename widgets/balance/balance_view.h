#pragma once
// The Balance view, beside Batch: what the open content's edits do to the
// balance. It plays the Batch tab's scenario, runs, turns, seed and measures
// (one setup for both tabs) and:
//  - compares the open content's unsaved text with its saved file (or another
//    file) on the same run seeds, again after each edit once asked, a newer
//    edit superseding the comparison under way: each measure before and after,
//    the difference with its interval and whether it changed;
//  - tunes one whole number of the content to a measure's target, charting
//    the values tried with their intervals against the target (its answer
//    set in the content by one undoable edit when asked);
//  - ranks every number by how surely one step up moves a measure, charted;
//  - lists the coverage of the open content over the comparison's runs, the
//    definitions never used marked.
// Everything plays off the UI thread (BalanceJob) with progress.

// Qt's headers come first: moc parses <concepts> only after them.
#include <QWidget>

#include "balance/balance_studies.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QRadioButton;
class QSpinBox;
class QTabWidget;
class QTimer;

namespace rb {

class BatchSetupForm;
class ComparisonTable;
class ContentDocument;
class CoverageTable;
class EffectsChart;
class EffectsTable;
class TuneChart;

class BalanceView : public QWidget {
    Q_OBJECT
public:
    // `setup`: the Batch tab's form, whose scenario, plan and measures it plays.
    BalanceView(ContentDocument* document, BatchSetupForm* setup, QWidget* parent = nullptr);
    ~BalanceView() override;

    // Each starts now (superseding one of its kind under way); false, with the
    // reasons shown, when it cannot.
    bool compare();
    bool tune();
    bool rankNumbers();
    // Stops the comparison under way (and the playing again after edits, until Compare).
    void stopComparing();
    // Stops the tuning or ranking under way.
    void cancel();
    // The Batch tab's setup and the open content's numbers read again.
    void refresh();
    // The web page `rulebench report` makes of the comparison and the tuning or
    // ranking shown (balance_report.h); false, saying why, when there is none.
    bool exportReport(const QString& path);
    // The tuning's and the ranking's charts as SVG, PNG or PDF by the suffix (common/chart_export.h),
    // and the names the save dialog suggests: "skirmish-tune-health-turn-death-king.svg".
    bool exportTuneChart(const QString& path) const;
    bool exportEffectsChart(const QString& path) const;
    QString suggestedChartName(bool tune) const;

    // Its parts, for tests.
    BalanceJob* comparisonJob() const { return comparisonJob_; }
    BalanceJob* studyJob() const { return studyJob_; }
    QLabel* playsLabel() const { return plays_; }
    QRadioButton* savedFileButton() const { return savedFile_; }
    QRadioButton* otherFileButton() const { return otherFile_; }
    QLineEdit* otherFileEdit() const { return otherPath_; }
    QCheckBox* afterEachEditBox() const { return afterEachEdit_; }
    QPushButton* compareButton() const { return compare_; }
    QPushButton* reportButton() const { return report_; }
    QPushButton* stopButton() const { return stop_; }
    QProgressBar* comparisonProgress() const { return comparisonProgress_; }
    QLabel* comparisonStatus() const { return comparisonStatus_; }
    ComparisonTable* comparisonTable() const { return comparisonTable_; }
    QComboBox* tuneFieldBox() const { return tuneField_; }
    QSpinBox* tuneFromBox() const { return tuneFrom_; }
    QSpinBox* tuneToBox() const { return tuneTo_; }
    QComboBox* tuneMeasureBox() const { return tuneMeasure_; }
    QDoubleSpinBox* tuneTargetBox() const { return tuneTarget_; }
    QPushButton* tuneButton() const { return tune_; }
    QPushButton* rankButton() const { return rank_; }
    QPushButton* cancelButton() const { return cancel_; }
    QProgressBar* studyProgress() const { return studyProgress_; }
    QLabel* studyStatus() const { return studyStatus_; }
    // Tune's own, in its box: a tuning's progress, its Cancel and its word (the answer when done).
    QProgressBar* tuneProgress() const { return tuneProgress_; }
    QPushButton* tuneCancelButton() const { return tuneCancel_; }
    QLabel* tuneStatus() const { return tuneStatus_; }
    QLabel* tuneAnswerLabel() const { return tuneAnswer_; }
    QPushButton* useValueButton() const { return useValue_; }
    TuneChart* tuneChart() const { return tuneChart_; }
    QComboBox* effectsMeasureBox() const { return effectsMeasure_; }
    EffectsChart* effectsChart() const { return effectsChart_; }
    EffectsTable* effectsTable() const { return effectsTable_; }
    QLabel* coverageLabel() const { return coverageLabel_; }
    QCheckBox* onlyNeverUsedBox() const { return onlyNeverUsed_; }
    CoverageTable* coverageTable() const { return coverageTable_; }
    QTabWidget* resultTabs() const { return tabs_; }

signals:
    // "Batch setup…": the designer wants to change what is played.
    void setupRequested();

protected:
    void showEvent(QShowEvent* event) override;

private:
    QWidget* buildComparison();
    QWidget* buildTune();
    QWidget* buildRanking();
    QWidget* buildResults();
    QPushButton* chartButton(bool tune); // "Save chart…" for the tuning's chart or the ranking's
    void connectParts();
    std::optional<BalanceInputs> inputs(QStringList& problems) const;
    void editMade();
    void showComparison();
    void showStudy();
    void showEffects();
    void fieldChosen(int index);
    // The tuning's answer set in the open content, one undoable edit.
    void useTunedValue();
    bool startStudy(BalanceJob::Work work, std::int64_t total, const QString& unit, bool tuning);

    ContentDocument* document_;
    BatchSetupForm* setup_;
    BalanceJob* comparisonJob_;
    BalanceJob* studyJob_;
    QTimer* editSettle_;
    bool comparing_ = false; // a comparison was asked for: edits play it again

    QLabel* plays_;
    QRadioButton* savedFile_;
    QRadioButton* otherFile_;
    QLineEdit* otherPath_;
    QCheckBox* afterEachEdit_;
    QPushButton* compare_;
    QPushButton* stop_;
    QProgressBar* comparisonProgress_;
    QLabel* comparisonStatus_;
    QLabel* comparisonHeading_;
    QPushButton* report_;
    ComparisonTable* comparisonTable_;

    QComboBox* tuneField_;
    QSpinBox* tuneFrom_;
    QSpinBox* tuneTo_;
    QComboBox* tuneMeasure_;
    QDoubleSpinBox* tuneTarget_;
    QPushButton* tune_;
    QPushButton* rank_;
    QPushButton* cancel_;
    QProgressBar* studyProgress_;
    QLabel* studyStatus_;
    QProgressBar* tuneProgress_;
    QPushButton* tuneCancel_;
    QLabel* tuneStatus_;
    bool tuning_ = false; // the study under way (or last done) is a tuning, not a ranking

    QTabWidget* tabs_;
    QLabel* tuneAnswer_;
    QPushButton* useValue_;
    TuneChart* tuneChart_;
    QComboBox* effectsMeasure_;
    EffectsChart* effectsChart_;
    EffectsTable* effectsTable_;
    QLabel* coverageLabel_;
    QCheckBox* onlyNeverUsed_;
    CoverageTable* coverageTable_;
    QString chosenField_; // the number whose range the form holds
};

} // namespace rb
