#pragma once
// One balance study at a time played off the UI thread: a comparison (with
// the open content's coverage), a tuning or a sensitivity. A newer request
// asks the one under way to stop and waits its turn, replacing any request
// already waiting, so what is shown is always the newest request's (an edit
// supersedes the comparison of the text before it). Progress is read from the
// worker's counter by a timer; the core's batches give the same runs at any
// thread count.

// Qt's headers come first: moc parses <concepts> only after them.
#include <QObject>
#include <QStringList>

#include "rulebench/batch/varied_play.h"

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <stop_token>

class QTimer;
template <class T>
class QFutureWatcher;

namespace rb {

// What a study came to: why it could not play, or its results.
struct BalanceOutcome {
    QStringList problems;
    bool cancelled = false;
    std::optional<ContentComparison> comparison;
    std::optional<Coverage> coverage; // of the open content, over the comparison's runs
    TuneHeader tuneHeader;
    std::optional<TuneResult> tune;
    SensitivityHeader sensitivityHeader;
    std::optional<std::vector<FieldEffect>> effects; // ranked
    quint64 request = 0; // which request this answers, counted from 1
};

class BalanceJob : public QObject {
    Q_OBJECT
public:
    using Counter = std::atomic<std::int64_t>;
    // What plays on the worker: it holds everything it reads, counts what it
    // has done into the counter and ends soon after a stop request.
    using Work = std::function<BalanceOutcome(std::stop_token stop, Counter& done)>;

    explicit BalanceJob(QObject* parent = nullptr);
    ~BalanceJob() override; // stops what is under way and waits for it

    // Plays `work` (counting up to `total`) now, or after the one under way stops.
    // Returns the request's number.
    quint64 start(Work work, std::int64_t total);
    // Stops the one under way and drops the one waiting.
    void cancel();
    bool isBusy() const { return running_; }
    // The newest request's outcome, once `finished`; null before.
    std::shared_ptr<const BalanceOutcome> outcome() const { return outcome_; }
    quint64 requests() const { return requests_; }

signals:
    void progressed(qint64 done, qint64 total);
    void finished(bool cancelled);

private:
    struct Request {
        Work work;
        std::int64_t total = 0;
        quint64 number = 0;
    };
    void launch(Request request);
    void ended();

    QFutureWatcher<BalanceOutcome>* watcher_;
    QTimer* poll_;
    std::stop_source stop_;
    Counter done_{0};
    std::int64_t total_ = 0;
    bool running_ = false;
    quint64 requests_ = 0;
    std::optional<Request> waiting_;
    std::shared_ptr<const BalanceOutcome> outcome_;
};

} // namespace rb
