#pragma once
// One batch of a scenario played off the UI thread (rulebench/batch): the
// scenario loaded forward only with the open document's unsaved text standing
// for its own file, as the sandbox plays it; the measures checked before
// anything runs; every value of a sweep played with the same run seeds.
// Progress is read from the worker's counters by a timer, so the UI stays
// live; a cancel keeps the runs done.

// Qt's headers come first: moc parses <concepts> only after them.
#include <QObject>
#include <QString>
#include <QStringList>

#include "rulebench/batch/batch_report.h"
#include "rulebench/sandbox/session.h"

#include <atomic>
#include <memory>
#include <optional>
#include <stop_token>

class QTimer;
template <class T>
class QFutureWatcher;

namespace rb {

class ContentDocument;

struct BatchSetup {
    QString scenario;
    BatchPlan plan;   // seed: the scenario's own when `seed` is not given
    std::optional<std::uint64_t> seed;
    QString vary;     // PATH=A..B or PATH=A,B,C; empty for no sweep
};

class BatchJob : public QObject {
    Q_OBJECT
public:
    explicit BatchJob(ContentDocument* document, QObject* parent = nullptr);
    ~BatchJob() override; // cancels a batch and waits for it

    // The scenario as the batch plays it, at its start (forward only), or
    // nothing with every problem of both files.
    std::optional<Session> load(const QString& scenario, QStringList* problems) const;
    // Why a measure cannot be read against the scenario, or empty.
    static QString measureProblem(const QString& measure, const Session& start);

    // Checks everything and starts; false with the reasons when it cannot.
    bool start(const BatchSetup& setup, QStringList* problems = nullptr);
    void cancel();
    bool isRunning() const { return running_; }
    // Runs done so far of every run the batch will play.
    std::int64_t done() const { return done_.load(); }
    std::int64_t total() const { return total_; }

    // The last batch's results (after `finished`); null before the first.
    std::shared_ptr<const BatchReport> report() const { return report_; }

signals:
    void progressed(qint64 done, qint64 total);
    void finished(bool cancelled);

private:
    struct Work;
    SessionLoad loadPlayed(const QString& scenario) const;
    bool readBytes(const std::string& file, std::string& bytes, std::string& reason) const;
    void ended();

    ContentDocument* document_;
    QFutureWatcher<std::shared_ptr<BatchReport>>* watcher_;
    QTimer* poll_;
    std::stop_source stop_;
    std::atomic<std::int64_t> done_{0};
    std::int64_t total_ = 0;
    bool running_ = false;
    std::shared_ptr<const BatchReport> report_;
};

} // namespace rb
