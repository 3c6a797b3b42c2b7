#include "balance/balance_job.h"

#include <QFutureWatcher>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

namespace rb {

BalanceJob::BalanceJob(QObject* parent)
    : QObject(parent), watcher_(new QFutureWatcher<BalanceOutcome>(this)), poll_(new QTimer(this))
{
    poll_->setInterval(100);
    connect(poll_, &QTimer::timeout, this, [this] { emit progressed(done_.load(), total_); });
    connect(watcher_, &QFutureWatcherBase::finished, this, &BalanceJob::ended);
}

BalanceJob::~BalanceJob()
{
    waiting_.reset();
    stop_.request_stop();
    watcher_->waitForFinished();
}

quint64 BalanceJob::start(Work work, std::int64_t total)
{
    Request request{std::move(work), total, ++requests_};
    if (running_) {
        waiting_ = std::move(request); // a request already waiting is never played
        stop_.request_stop();
        return requests_;
    }
    launch(std::move(request));
    return requests_;
}

void BalanceJob::cancel()
{
    waiting_.reset();
    stop_.request_stop();
}

void BalanceJob::launch(Request request)
{
    stop_ = std::stop_source();
    done_ = 0;
    total_ = request.total;
    running_ = true;
    const std::stop_token stop = stop_.get_token();
    watcher_->setFuture(QtConcurrent::run([this, stop, request = std::move(request)] {
        BalanceOutcome out = request.work(stop, done_);
        out.cancelled = out.cancelled || stop.stop_requested();
        out.request = request.number;
        return out;
    }));
    poll_->start();
    emit progressed(0, total_);
}

void BalanceJob::ended()
{
    if (waiting_) {
        // Superseded: its outcome is of a request no longer wanted.
        Request next = std::move(*waiting_);
        waiting_.reset();
        launch(std::move(next));
        return;
    }
    poll_->stop();
    running_ = false;
    outcome_ = std::make_shared<const BalanceOutcome>(watcher_->result());
    emit progressed(done_.load(), total_);
    emit finished(outcome_->cancelled);
}

} // namespace rb
