// The editor at game size: the window on content of 20,000 definitions (the
// demo's, multiplied by make_big_content.py, whose output run.sh passes in
// RULEBENCH_SCALE_CONTENT). Each figure is the UI thread's own CPU time
// (what freezes the window), except open and save, which the designer waits
// for whole, and validation, which runs on a worker and is timed there.
// run.sh divides each by its budget: a frame, 2 s, 100 ms, 0.5 s, 500 MB.
#include "document/content_commands.h"
#include "document/content_document.h"
#include "document/recovery_store.h"
#include "form/definition_form.h"
#include "main_window.h"
#include "rulebench/content/build.h"
#include "rulebench/content/content.h"
#include "rulebench/content/content_check.h"
#include "rulebench/content/content_fields.h"
#include "rulebench/content/sections.h"
#include "table/section_table_view.h"
#include "table/table_edits.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QLineEdit>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTimer>

#include <benchmark/benchmark.h>

#include <cstdlib>
#include <ctime>
#include <fstream>
#include <memory>
#include <string>

namespace {

double threadSeconds()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

long residentBytes()
{
    std::ifstream status("/proc/self/status");
    for (std::string line; std::getline(status, line);)
        if (line.rfind("VmRSS:", 0) == 0)
            return std::stol(line.substr(6)) * 1024;
    return 0;
}

QString contentPath() { return QString::fromLocal8Bit(qgetenv("RULEBENCH_SCALE_CONTENT")); }

// Lets the event loop run until the document's validation after an edit has
// come back (or a second has passed).
void awaitValidation(rb::ContentDocument* doc)
{
    QEventLoop loop;
    QObject::connect(doc, &rb::ContentDocument::diagnosticsChanged, &loop, &QEventLoop::quit);
    QTimer::singleShot(5000, &loop, &QEventLoop::quit);
    loop.exec();
}

// One window, opened once, shared by the benchmarks after the open's.
struct Window {
    rb::MainWindow window;
    int bleeding = -1;
    explicit Window(const QString& path)
    {
        window.resize(1280, 800);
        window.show();
        if (!window.openFile(path))
            return;
        awaitValidation(window.document());
        const auto& statuses = window.document()->spec()->statuses;
        for (std::size_t i = 0; i < statuses.size(); ++i)
            if (statuses[i].name == "bleeding 300")
                bleeding = static_cast<int>(i);
        window.form()->showDefinition(QStringLiteral("statuses"), bleeding);
    }
};

std::unique_ptr<Window> sharedWindow; // closed in main(), while the application still is

Window* shared()
{
    if (!sharedWindow)
        sharedWindow = std::make_unique<Window>(contentPath());
    return sharedWindow->bleeding >= 0 ? sharedWindow.get() : nullptr;
}

bool haveContent(benchmark::State& state)
{
    if (contentPath().isEmpty() || !QFile::exists(contentPath())) {
        state.SkipWithError("RULEBENCH_SCALE_CONTENT names no file (run.sh writes it with make_big_content.py)");
        return false;
    }
    return true;
}

// The shared window, or the benchmark skipped saying why.
Window* windowOrSkip(benchmark::State& state)
{
    if (!haveContent(state))
        return nullptr;
    Window* w = shared();
    if (!w)
        state.SkipWithError("the content does not open, or has no \"bleeding 300\"");
    return w;
}

void BM_Scale_Open(benchmark::State& state)
{
    if (!haveContent(state))
        return;
    for (auto _ : state) {
        QElapsedTimer wall;
        wall.start();
        rb::MainWindow window;
        window.resize(1280, 800);
        window.show();
        const bool opened = window.openFile(contentPath());
        QCoreApplication::processEvents(); // laid out and painted: usable
        state.SetIterationTime(static_cast<double>(wall.nsecsElapsed()) * 1e-9);
        if (!opened) {
            state.SkipWithError("the content does not open");
            return;
        }
    }
}
BENCHMARK(BM_Scale_Open)->UseManualTime()->Iterations(3)->Unit(benchmark::kMillisecond);

// A number typed into a status's form: the edit, its undo step, the views'
// updates and, when the check comes back, the problems shown.
void BM_Scale_FieldEdit(benchmark::State& state)
{
    Window* w = windowOrSkip(state);
    if (!w)
        return;
    int value = 3;
    for (auto _ : state) {
        value = value == 3 ? 4 : 3;
        const double before = threadSeconds();
        rb::edit::setField(w->window.document(), QStringLiteral("statuses"), w->bleeding, QStringLiteral("/max_stacks"),
                           rb::Json(value), false);
        QCoreApplication::processEvents();
        awaitValidation(w->window.document());
        QCoreApplication::processEvents();
        state.SetIterationTime(threadSeconds() - before);
    }
    state.counters["resident_bytes"] = static_cast<double>(residentBytes());
}
BENCHMARK(BM_Scale_FieldEdit)->UseManualTime()->Iterations(100)->Unit(benchmark::kMillisecond);

// "bleeding 45" typed into the tree's filter a letter at a time, from an empty
// filter (the first letter sifts all 20,000 rows); each letter is one figure.
void BM_Scale_FilterKeystroke(benchmark::State& state)
{
    Window* w = windowOrSkip(state);
    if (!w)
        return;
    QLineEdit* filter = w->window.treeFilter();
    const QString typed = QStringLiteral("bleeding 45");
    qsizetype letters = 0;
    for (auto _ : state) {
        if (letters == typed.size()) {
            filter->clear(); // not timed: the next word starts from every row
            QCoreApplication::processEvents();
            letters = 0;
        }
        ++letters;
        const double before = threadSeconds();
        filter->setText(typed.left(letters));
        QCoreApplication::processEvents();
        state.SetIterationTime(threadSeconds() - before);
    }
    filter->clear();
    QCoreApplication::processEvents();
}
BENCHMARK(BM_Scale_FilterKeystroke)->UseManualTime()->Iterations(44)->Unit(benchmark::kMillisecond);

// The check after an edit, as the worker runs it: one status's max stacks
// changed, then checkSpec over the content with the reads kept from the check
// before (the changed status read again, the file's own fields read, the
// whole content built), exactly what a whole check of its text reports.
void BM_Scale_Validation(benchmark::State& state)
{
    Window* w = windowOrSkip(state);
    if (!w)
        return;
    rb::ContentSpec spec = *w->window.document()->spec();
    rb::DefinitionReads reads;
    reads.fill(spec); // as the document's are, read ahead after the file opened
    const rb::SectionInfo& statuses = *rb::findSection("statuses");
    const auto bleeding = static_cast<std::size_t>(w->bleeding);
    int value = 3;
    for (auto _ : state) {
        value = value == 3 ? 4 : 3;
        rb::Json json = statuses.get(spec, bleeding);
        json["max_stacks"] = value;
        statuses.set(spec, bleeding, json);
        reads.changed("statuses", bleeding);
        QElapsedTimer wall;
        wall.start();
        const rb::Validation v = rb::checkSpec(spec, reads);
        benchmark::DoNotOptimize(v.diagnostics);
        // Not the freeing of what it built after: the document frees the
        // definitions a check replaces on another worker.
        state.SetIterationTime(static_cast<double>(wall.nsecsElapsed()) * 1e-9);
    }
}
BENCHMARK(BM_Scale_Validation)->UseManualTime()->Iterations(20)->Unit(benchmark::kMillisecond);

// A bulk edit in the Table tab: tick.amount set on 37 statuses that tick (one
// undo step), the content checked once with them in place, the table's rows
// and the problems updated; the UI thread's CPU time, against three frames.
void BM_Scale_BulkEdit(benchmark::State& state)
{
    Window* w = windowOrSkip(state);
    if (!w)
        return;
    rb::ContentDocument* doc = w->window.document();
    const QString statuses = QStringLiteral("statuses");
    w->window.table()->setSection(statuses);
    if (auto* tabs = qobject_cast<QTabWidget*>(w->window.table()->parentWidget()->parentWidget()))
        tabs->setCurrentWidget(w->window.table()); // shown, as a designer has it
    QCoreApplication::processEvents();
    static const std::vector<rb::TableColumn> columns = rb::sectionColumns(rb::contentFields(), "statuses");
    const rb::TableColumn* amount = rb::findColumn(columns, "tick.amount");
    std::vector<std::size_t> ticking;
    const auto& specs = doc->spec()->statuses;
    for (std::size_t i = 0; i < specs.size() && ticking.size() < 37; ++i)
        if (rb::toJson(specs[i]).contains("tick"))
            ticking.push_back(i);
    int value = 3;
    for (auto _ : state) {
        value = value == 3 ? 4 : 3;
        std::vector<rb::CellEdit> edits;
        for (std::size_t row : ticking)
            edits.push_back({row, amount, std::to_string(value)});
        const double before = threadSeconds();
        QStringList refused;
        const bool applied = rb::applyTableEdits(doc, statuses, edits, &refused);
        QCoreApplication::processEvents();
        state.SetIterationTime(threadSeconds() - before);
        if (!applied) {
            state.SkipWithError(refused.join(QLatin1Char('\n')).toStdString().c_str());
            return;
        }
    }
    state.counters["cells"] = static_cast<double>(ticking.size());
}
BENCHMARK(BM_Scale_BulkEdit)->UseManualTime()->Iterations(10)->Unit(benchmark::kMillisecond);

// The autosave after an edit: what the UI thread does (a snapshot of the
// content, the write handed to a worker), against a frame; the worker's
// serialisation and atomic write are waited for, untimed, before the next.
void BM_Scale_Autosave(benchmark::State& state)
{
    Window* w = windowOrSkip(state);
    if (!w)
        return;
    int value = 3;
    for (auto _ : state) {
        value = value == 3 ? 4 : 3;
        rb::edit::setField(w->window.document(), QStringLiteral("statuses"), w->bleeding, QStringLiteral("/max_stacks"),
                           rb::Json(value), false);
        const double before = threadSeconds();
        w->window.autosaveNow();
        state.SetIterationTime(threadSeconds() - before);
        w->window.recoveryStore()->finishWriting();
    }
}
BENCHMARK(BM_Scale_Autosave)->UseManualTime()->Iterations(10)->Unit(benchmark::kMillisecond);

void BM_Scale_Save(benchmark::State& state)
{
    Window* w = windowOrSkip(state);
    if (!w)
        return;
    QTemporaryDir dir;
    for (auto _ : state) {
        QElapsedTimer wall;
        wall.start();
        QString why;
        const bool saved = w->window.document()->saveAs(dir.filePath(QStringLiteral("saved.rules.json")), &why);
        state.SetIterationTime(static_cast<double>(wall.nsecsElapsed()) * 1e-9);
        if (!saved) {
            state.SkipWithError(why.toStdString().c_str());
            return;
        }
    }
}
BENCHMARK(BM_Scale_Save)->UseManualTime()->Iterations(5)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char** argv)
{
    setenv("QT_QPA_PLATFORM", "offscreen", 0); // no display needed
    QApplication app(argc, argv);
    // Settings and autosaves of a test's own, so nothing of the user's is asked about.
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("RulebenchBench"));
    QCoreApplication::setApplicationName(QStringLiteral("bench_editor_scale"));
    // A run longer than the autosave's interval leaves an autosave of the
    // content behind (the window never quits cleanly here): the next run's
    // open would stop at the question to recover it. This benchmark's own.
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery")).removeRecursively();
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    sharedWindow.reset();
    benchmark::Shutdown();
    return 0;
}
