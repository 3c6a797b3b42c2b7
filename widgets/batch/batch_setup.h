#pragma once
// What a batch plays, as a designer sets it: the scenario, the measures (an
// editable list with suggestions from the scenario — its actors, stats and
// quests — each checked against it with the core's reason shown before
// starting), the run count, turns, seed, a breakpoint that ends a run and a
// sweep; then Start, Cancel and the progress.

// Qt's headers come first: moc parses <concepts> only after them.
#include <QWidget>

#include "batch/batch_job.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QListWidgetItem;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace rb {

class BatchSetupForm : public QWidget {
    Q_OBJECT
public:
    explicit BatchSetupForm(QWidget* parent = nullptr);

    // The scenario's session at its start (for suggestions and checks), or null.
    void setScenario(const QString& path, const Session* start, const QStringList& problems = {});
    QString scenario() const;
    BatchSetup setup() const;
    // Whether every measure reads against the scenario (the reasons beside them).
    bool measuresValid() const;

    void setMeasures(const QStringList& measures);
    QStringList measures() const;
    void setRunning(bool running);
    void setProgress(qint64 done, qint64 total);
    void setStatus(const QString& text);

    // Its parts, for tests.
    QLineEdit* scenarioEdit() const { return scenario_; }
    QComboBox* measurePicker() const { return picker_; }
    QListWidget* measureList() const { return list_; }
    QSpinBox* runsBox() const { return runs_; }
    QSpinBox* turnsBox() const { return turns_; }
    QLineEdit* seedEdit() const { return seed_; }
    QLineEdit* untilEdit() const { return until_; }
    QLineEdit* varyEdit() const { return vary_; }
    QPushButton* startButton() const { return start_; }
    QPushButton* cancelButton() const { return cancel_; }
    QProgressBar* progressBar() const { return progress_; }
    QLabel* problemsLabel() const { return problems_; }
    // Beside Start: why it is off, in a few words; empty while it is on (or a batch runs).
    QLabel* startWhyLabel() const { return startWhy_; }

signals:
    void scenarioChosen(const QString& path); // typed or browsed: the view loads it
    void startRequested();
    void cancelRequested();

private:
    QWidget* buildMeasures();
    QWidget* buildPlan();
    void addMeasure(const QString& text);
    void check();
    QString whyNotStart(const QStringList& problems) const;
    QStringList suggestions() const;

    QLineEdit* scenario_;
    QComboBox* picker_;
    QListWidget* list_;
    QSpinBox* runs_;
    QSpinBox* turns_;
    QLineEdit* seed_;
    QLineEdit* until_;
    QLineEdit* vary_;
    QPushButton* start_;
    QPushButton* cancel_;
    QProgressBar* progress_;
    QLabel* status_;
    QLabel* problems_;
    QLabel* startWhy_;
    std::optional<Session> session_;
    QStringList scenarioProblems_;
};

} // namespace rb
