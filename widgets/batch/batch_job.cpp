#include "batch/batch_job.h"

#include "document/content_document.h"
#include "common/qt_strings.h"

#include "rulebench/base/diagnostic.h"
#include "rulebench/batch/sweep.h"

#include <QDir>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <thread>

namespace rb {

namespace {
QString absolute(const QString& path) { return QDir::cleanPath(QFileInfo(path).absoluteFilePath()); }

QStringList errorsOf(const SessionLoad& load)
{
    QStringList out;
    for (const FileDiagnostic& p : load.problems)
        if (p.diagnostic.severity == Severity::Error)
            out << toQ(format(p.file, p.diagnostic));
    return out;
}
} // namespace

// What the worker thread plays: everything read on the UI thread first.
struct BatchJob::Work {
    BatchReport header;
    std::string scenario, contentPath, content;
    std::optional<Vary> vary;
    std::optional<Session> start; // without a sweep
    std::stop_token stop;
    std::atomic<std::int64_t>* done = nullptr;

    BatchSeries series(const SessionLoad& load, std::int64_t before) const
    {
        BatchSeries s;
        for (const QString& p : errorsOf(load))
            s.problems.push_back(fromQ(p));
        if (!load.session)
            return s;
        std::string why;
        const std::optional<Batch> batch = Batch::prepare(*load.session, planOf(), why);
        if (!batch) {
            s.problems.push_back(why);
            return s;
        }
        const BatchResult result = batch->run(stop, [&](std::int64_t d, std::int64_t) { *done = before + d; });
        s.runs = result.runs;
        return s;
    }
    BatchPlan planOf() const
    {
        BatchPlan plan;
        static_cast<RunPlan&>(plan) = header;
        plan.threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
        return plan;
    }
    std::shared_ptr<BatchReport> play()
    {
        auto report = std::make_shared<BatchReport>(header);
        if (!vary) {
            SessionLoad load;
            load.session = std::move(start);
            report->series.push_back(series(load, 0));
        }
        for (std::size_t v = 0; vary && v < vary->values.size() && !stop.stop_requested(); ++v) {
            std::string why;
            const std::string text = variedContent(content, *vary, vary->values[v], why);
            const SessionLoad load =
                loadWithContent(scenario, contentPath, text, {std::nullopt, SessionMode::ForwardOnly});
            report->series.push_back(series(load, static_cast<std::int64_t>(v) * header.runs));
            report->series.back().value = vary->texts[v];
        }
        report->cancelled = stop.stop_requested();
        return report;
    }
};

BatchJob::BatchJob(ContentDocument* document, QObject* parent)
    : QObject(parent), document_(document), watcher_(new QFutureWatcher<std::shared_ptr<BatchReport>>(this)),
      poll_(new QTimer(this))
{
    poll_->setInterval(100);
    connect(poll_, &QTimer::timeout, this, [this] { emit progressed(done_.load(), total_); });
    connect(watcher_, &QFutureWatcherBase::finished, this, &BatchJob::ended);
}

BatchJob::~BatchJob()
{
    stop_.request_stop();
    watcher_->waitForFinished();
}

bool BatchJob::readBytes(const std::string& file, std::string& bytes, std::string& reason) const
{
    // The document's unsaved text stands for its own file, as in the sandbox.
    if (!document_->path().isEmpty() && absolute(toQ(file)) == absolute(document_->path())) {
        const QByteArray text = document_->currentBytes();
        bytes.assign(text.constData(), static_cast<std::size_t>(text.size()));
        return true;
    }
    return readFileBytes(file, bytes, reason);
}

SessionLoad BatchJob::loadPlayed(const QString& scenario) const
{
    const ReadFile read = [this](const std::string& f, std::string& b, std::string& r) { return readBytes(f, b, r); };
    return loadSession(fromQ(scenario), {std::nullopt, SessionMode::ForwardOnly}, read);
}

std::optional<Session> BatchJob::load(const QString& scenario, QStringList* problems) const
{
    SessionLoad load = loadPlayed(scenario);
    if (!load.session && problems)
        *problems << errorsOf(load);
    if (!load.session && problems && problems->isEmpty())
        *problems << tr("The scenario %1 cannot be opened.").arg(scenario);
    return std::move(load.session);
}

QString BatchJob::measureProblem(const QString& measure, const Session& start)
{
    std::string why;
    return parseMeasure(fromQ(measure.trimmed()), start.world(), why) ? QString() : toQ(why);
}

bool BatchJob::start(const BatchSetup& setup, QStringList* problems)
{
    if (running_)
        return false;
    QStringList why;
    SessionLoad loaded = loadPlayed(setup.scenario);
    std::optional<Session> start = std::move(loaded.session);
    if (!start)
        why << errorsOf(loaded);
    if (!start && why.isEmpty())
        why << tr("The scenario %1 cannot be opened.").arg(setup.scenario);
    BatchPlan plan = setup.plan;
    std::string error, scenarioBytes, content;
    const std::string contentPath = loaded.contentPath;
    if (start) {
        plan.seed = setup.seed.value_or(start->spec().seed);
        if (!Batch::prepare(*start, plan, error))
            why << toQ(error);
        readBytes(fromQ(setup.scenario), scenarioBytes, error);
        readBytes(contentPath, content, error);
    }
    std::optional<Vary> vary;
    if (why.isEmpty() && !setup.vary.trimmed().isEmpty()) {
        vary = parseVary(fromQ(setup.vary.trimmed()), error);
        if (vary && !checkVaried(content, *vary, error))
            vary.reset();
        if (!vary)
            why << tr("The sweep %1: %2").arg(setup.vary.trimmed(), toQ(error));
    }
    if (!why.isEmpty()) {
        if (problems)
            *problems = why;
        return false;
    }
    auto work = std::make_shared<Work>();
    BatchReport& h = work->header;
    h.scenario = fromQ(setup.scenario);
    h.content = contentPath;
    h.fingerprint = fingerprint(scenarioBytes, content);
    h.seed = plan.seed;
    h.runs = plan.runs;
    h.turns = plan.turns;
    h.until = plan.until;
    h.measures = plan.measures;
    h.vary = vary ? vary->path : std::string();
    work->scenario = h.scenario;
    work->contentPath = contentPath;
    work->content = content;
    work->vary = vary;
    work->start = std::move(start);
    stop_ = std::stop_source();
    work->stop = stop_.get_token();
    work->done = &done_;
    done_ = 0;
    total_ = plan.runs * static_cast<std::int64_t>(vary ? vary->values.size() : 1);
    running_ = true;
    watcher_->setFuture(QtConcurrent::run([work] { return work->play(); }));
    poll_->start();
    emit progressed(0, total_);
    return true;
}

void BatchJob::cancel() { stop_.request_stop(); }

void BatchJob::ended()
{
    poll_->stop();
    running_ = false;
    report_ = watcher_->result();
    emit progressed(done_.load(), total_);
    emit finished(report_->cancelled);
}

} // namespace rb
