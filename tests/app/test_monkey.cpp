// A seeded monkey on the main window, offscreen: random clicks, keys, wheel
// events and drags (and, now and then, another program rewriting or deleting
// the open file), thousands of them from one seed. It asserts that the
// editor neither crashes nor hangs, and that the files on disk change only
// through a save. The seed is printed and every event is logged, one line
// each, to monkey-seed-<S>.log, so a failure replays:
//   RULEBENCH_MONKEY_SEED=S RULEBENCH_MONKEY_EVENTS=N tests/app/test_monkey
// RULEBENCH_MONKEY_SEEDS plays that many seeds from the first, and
// RULEBENCH_MONKEY_SECONDS caps the time each seed may take (the sanitizer
// stage plays fewer events); tests/app/monkey_soak.sh plays many seeds.
#include <QtTest>

#include "document/content_document.h"
#include "document/recovery_store.h"
#include "document/scenario_document.h"
#include "file_bytes.h"
#include "main_window.h"
#include "scripted_prompts.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDialog>
#include <QDir>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QPointer>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QWheelEvent>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <iterator>
#include <random>
#include <thread>

using namespace rb;
using rb::test::ScriptedPrompts;

namespace {

long long envNumber(const char* name, long long fallback)
{
    bool ok = false;
    const long long n = qEnvironmentVariable(name).toLongLong(&ok);
    return ok ? n : fallback;
}

// A widget as a log line names it: its class, its name or text, and the view it sits in.
QString describe(const QWidget* w)
{
    QString text = QString::fromLatin1(w->metaObject()->className());
    if (!w->objectName().isEmpty())
        text += QLatin1Char('#') + w->objectName();
    if (const auto* b = qobject_cast<const QAbstractButton*>(w); b && !b->text().isEmpty())
        text += QStringLiteral(" '") + b->text() + QLatin1Char('\'');
    for (const QWidget* p = w->parentWidget(); p; p = p->parentWidget())
        if (!p->objectName().isEmpty() && !p->objectName().startsWith(QLatin1String("qt_"))) {
            text += QStringLiteral(" in ") + p->objectName();
            break;
        }
    return text;
}

struct KeyPress {
    Qt::Key key;
    Qt::KeyboardModifiers modifiers;
};

// Keys a designer presses, the window's shortcuts among them.
const KeyPress kKeys[] = {
    {Qt::Key_Tab, Qt::NoModifier},        {Qt::Key_Backtab, Qt::ShiftModifier},  {Qt::Key_Return, Qt::NoModifier},
    {Qt::Key_Escape, Qt::NoModifier},     {Qt::Key_Up, Qt::NoModifier},          {Qt::Key_Down, Qt::NoModifier},
    {Qt::Key_Left, Qt::NoModifier},       {Qt::Key_Right, Qt::NoModifier},       {Qt::Key_Space, Qt::NoModifier},
    {Qt::Key_Backspace, Qt::NoModifier},  {Qt::Key_Delete, Qt::NoModifier},      {Qt::Key_Home, Qt::NoModifier},
    {Qt::Key_End, Qt::NoModifier},        {Qt::Key_PageUp, Qt::NoModifier},      {Qt::Key_PageDown, Qt::NoModifier},
    {Qt::Key_F1, Qt::NoModifier},         {Qt::Key_F2, Qt::NoModifier},          {Qt::Key_F5, Qt::NoModifier},
    {Qt::Key_F6, Qt::NoModifier},         {Qt::Key_F7, Qt::NoModifier},          {Qt::Key_F8, Qt::NoModifier},
    {Qt::Key_F10, Qt::NoModifier},        {Qt::Key_Z, Qt::ControlModifier},     {Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier},
    {Qt::Key_Y, Qt::ControlModifier},     {Qt::Key_S, Qt::ControlModifier},     {Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier},
    {Qt::Key_N, Qt::ControlModifier},     {Qt::Key_O, Qt::ControlModifier},     {Qt::Key_D, Qt::ControlModifier},
    {Qt::Key_Delete, Qt::ControlModifier}, {Qt::Key_Insert, Qt::ControlModifier}, {Qt::Key_Up, Qt::AltModifier},
    {Qt::Key_Down, Qt::AltModifier},      {Qt::Key_P, Qt::ControlModifier},     {Qt::Key_F, Qt::ControlModifier},
    {Qt::Key_N, Qt::ControlModifier | Qt::AltModifier}, {Qt::Key_S, Qt::ControlModifier | Qt::AltModifier},
    {Qt::Key_Q, Qt::ControlModifier},     {Qt::Key_1, Qt::ControlModifier},     {Qt::Key_2, Qt::ControlModifier},
    {Qt::Key_3, Qt::ControlModifier},     {Qt::Key_4, Qt::ControlModifier},     {Qt::Key_5, Qt::ControlModifier},
    {Qt::Key_F, Qt::AltModifier},         {Qt::Key_E, Qt::AltModifier},         {Qt::Key_V, Qt::AltModifier},
};
const char kTyped[] = "abcdefghijklmnopqrstuvwxyz0123456789 -.#@";

class Monkey : public QObject {
    Q_OBJECT
public:
    Monkey(MainWindow* window, ScriptedPrompts* prompts, QString folder, std::uint64_t seed, long long events,
           long long seconds, QFile* log)
        : window_(window), prompts_(prompts), folder_(std::move(folder)), rng_(seed), events_(events),
          budgetMs_(seconds * 1000), log_(log)
    {
        disk_ = snapshot();
        // What each document wrote, kept as it writes it: a save followed at
        // once by File > New or Open leaves the document elsewhere by the next look.
        ContentDocument* content = window_->document();
        const auto contentWrote = [this, content] {
            if (!content->path().isEmpty() && !content->isModified())
                written_[QFileInfo(content->path()).absoluteFilePath()] = content->diskBytes();
        };
        connect(content, &ContentDocument::modifiedChanged, this, contentWrote);
        connect(content, &ContentDocument::pathChanged, this, contentWrote);
        ScenarioDocument* scenario = window_->scenario();
        connect(scenario, &ScenarioDocument::saved, this, [this, scenario](const QString& path) {
            written_[QFileInfo(path).absoluteFilePath()] = scenario->diskBytes();
        });
    }

    void start()
    {
        clock_.start();
        QTimer::singleShot(0, this, &Monkey::step);
    }
    bool done() const { return done_ && depth_ == 0; }
    long long count() const { return count_; }
    const QString& failure() const { return failure_; }
    std::atomic<long long>& progress() { return progress_; }
    QString tally() const
    {
        return QStringLiteral("%1 events (%2 clicks, %3 keys, %4 wheels, %5 drags, %6 rewrites and deletions from "
                              "outside, %7 dialogs closed) in %8 ms")
            .arg(count_).arg(clicks_).arg(keys_).arg(wheels_).arg(drags_).arg(outside_).arg(closed_).arg(clock_.elapsed());
    }
    // What a failure shows: the events just before it.
    QString lastEvents(int n = 30) const { return recent_.mid(std::max<qsizetype>(0, recent_.size() - n)).join('\n'); }

private:
    std::uint64_t below(std::uint64_t n) { return n == 0 ? 0 : rng_() % n; } // no std::uniform_*: same events anywhere

    void note(const QString& line)
    {
        const QString entry = QStringLiteral("%1 %2").arg(count_).arg(line);
        recent_ << entry;
        if (recent_.size() > 200)
            recent_.removeFirst();
        log_->write(entry.toUtf8() + '\n');
        log_->flush();
    }

    void step()
    {
        if (done_)
            return;
        if (count_ >= events_ || clock_.elapsed() > budgetMs_) {
            finish();
            return;
        }
        // Queued first: the next event comes even while this one waits in a dialog's own loop.
        QTimer::singleShot(0, this, &Monkey::step);
        ++depth_;
        ++count_;
        progress_.store(count_);
        answerQuestionsAtRandom();
        if (!checkDisk()) {
            done_ = true;
            closeDialogs();
        } else {
            act();
        }
        --depth_;
    }

    void act()
    {
        if (!window_->isVisible()) { // Quit answered with Discard: a designer starts again
            note(QStringLiteral("the window had closed: shown again"));
            window_->show();
        }
        if (QWidget* modal = QApplication::activeModalWidget()) {
            // A file dialog would let the monkey loose on the whole filesystem.
            if (qobject_cast<QFileDialog*>(modal) || depth_ > 3 || ++inModal_[modal] > 2 + static_cast<int>(below(8))) {
                close(modal);
                return;
            }
            return randomEvent(modal);
        }
        if (QWidget* popup = QApplication::activePopupWidget()) {
            if (below(4) == 0) {
                note(QStringLiteral("key Escape on popup %1").arg(describe(popup)));
                return key(popup, {Qt::Key_Escape, Qt::NoModifier});
            }
            return click(popup, popup);
        }
        const std::uint64_t roll = below(1000);
        if (roll < 6)
            return rewriteFromOutside();
        if (roll < 8)
            return deleteFromOutside();
        randomEvent(window_);
    }

    void randomEvent(QWidget* top)
    {
        const QList<QWidget*> all = top->findChildren<QWidget*>();
        QList<QWidget*> shown;
        for (QWidget* w : all)
            if (w->isVisible() && w->window() == top && w->width() > 0 && w->height() > 0)
                shown << w;
        QWidget* target = shown.isEmpty() ? top : shown[static_cast<qsizetype>(below(static_cast<std::uint64_t>(shown.size())))];
        const std::uint64_t kind = below(100);
        if (kind < 45)
            click(top, target);
        else if (kind < 75)
            typeOrPress(top);
        else if (kind < 88)
            wheel(target);
        else
            drag(target);
    }

    QPoint somewhere(const QWidget* w)
    {
        return {static_cast<int>(below(static_cast<std::uint64_t>(w->width()))),
                static_cast<int>(below(static_cast<std::uint64_t>(w->height())))};
    }

    Qt::KeyboardModifiers someModifiers()
    {
        const std::uint64_t m = below(10);
        return m == 0 ? Qt::ControlModifier : m == 1 ? Qt::ShiftModifier : Qt::NoModifier;
    }

    void click(QWidget* top, QWidget* target)
    {
        ++clicks_;
        const QPoint at = somewhere(target);
        const std::uint64_t how = below(10);
        const Qt::MouseButton button = how == 0 ? Qt::RightButton : Qt::LeftButton;
        const Qt::KeyboardModifiers modifiers = someModifiers();
        note(QStringLiteral("%1 %2 at %3,%4%5 (in %6)")
                 .arg(how == 1 ? QStringLiteral("double-click") : button == Qt::RightButton ? QStringLiteral("right-click")
                                                                                             : QStringLiteral("click"),
                      describe(target))
                 .arg(at.x()).arg(at.y())
                 .arg(modifiers == Qt::NoModifier ? QString() : QStringLiteral(" with a modifier"), describe(top)));
        QPointer<QWidget> w(target);
        QTest::mousePress(w, button, modifiers, at);
        if (w)
            QTest::mouseRelease(w, button, modifiers, at);
        if (how == 1 && w)
            QTest::mouseDClick(w, button, modifiers, at);
    }

    void typeOrPress(QWidget* top)
    {
        ++keys_;
        QWidget* focus = QApplication::focusWidget();
        QWidget* target = focus && focus->window() == top ? focus : top;
        if (below(3) == 0) {
            const char c = kTyped[below(sizeof(kTyped) - 1)];
            note(QStringLiteral("type '%1' into %2").arg(QString(QLatin1Char(c)), describe(target)));
            QTest::keyClick(target, c);
            return;
        }
        const KeyPress& k = kKeys[below(std::size(kKeys))];
        note(QStringLiteral("key %1 on %2").arg(QKeySequence(k.modifiers | k.key).toString(), describe(target)));
        key(target, k);
    }

    void key(QWidget* target, const KeyPress& k)
    {
        QPointer<QWidget> w(target);
        QTest::keyPress(w, k.key, k.modifiers);
        if (w)
            QTest::keyRelease(w, k.key, k.modifiers);
    }

    void wheel(QWidget* target)
    {
        ++wheels_;
        const QPoint at = somewhere(target);
        const int delta = below(2) ? 120 : -120;
        const Qt::KeyboardModifiers modifiers = someModifiers();
        note(QStringLiteral("wheel %1 on %2 at %3,%4").arg(delta).arg(describe(target)).arg(at.x()).arg(at.y()));
        QWheelEvent event(QPointF(at), QPointF(target->mapToGlobal(at)), QPoint(), QPoint(0, delta), Qt::NoButton,
                          modifiers, Qt::NoScrollPhase, false);
        QApplication::sendEvent(target, &event);
    }

    void drag(QWidget* target)
    {
        ++drags_;
        const QPoint from = somewhere(target);
        const QPoint to = somewhere(target);
        note(QStringLiteral("drag on %1 from %2,%3 to %4,%5").arg(describe(target)).arg(from.x()).arg(from.y()).arg(to.x()).arg(to.y()));
        QPointer<QWidget> w(target);
        QTest::mousePress(w, Qt::LeftButton, Qt::NoModifier, from);
        for (int i = 1; i <= 4 && w; ++i)
            QTest::mouseMove(w, from + (to - from) * i / 4);
        if (w)
            QTest::mouseRelease(w, Qt::LeftButton, Qt::NoModifier, to);
    }

    void close(QWidget* modal)
    {
        ++closed_;
        note(QStringLiteral("close dialog %1").arg(describe(modal)));
        if (auto* dialog = qobject_cast<QDialog*>(modal))
            dialog->reject();
        else
            modal->close();
    }

    void closeDialogs()
    {
        for (int guard = 0; guard < 20 && (QApplication::activePopupWidget() || QApplication::activeModalWidget()); ++guard) {
            if (QWidget* popup = QApplication::activePopupWidget())
                popup->close();
            else
                close(QApplication::activeModalWidget());
            QCoreApplication::processEvents();
        }
    }

    void finish()
    {
        done_ = true;
        closeDialogs();
        if (failure_.isEmpty())
            checkDisk();
    }

    // Every question the editor asks gets an answer chosen by the seed.
    void answerQuestionsAtRandom()
    {
        static const Prompts::SaveChoice saves[] = {Prompts::SaveChoice::Save, Prompts::SaveChoice::Discard,
                                                    Prompts::SaveChoice::Cancel};
        static const Prompts::RecoverChoice recovers[] = {Prompts::RecoverChoice::Recover, Prompts::RecoverChoice::Discard,
                                                          Prompts::RecoverChoice::Later};
        prompts_->saveChoice = saves[below(3)];
        prompts_->recoverChoice = recovers[below(3)];
        prompts_->reload = below(2);
        prompts_->deleteReferenced = below(2);
        prompts_->writeOverDisk = below(2);
        prompts_->savePath = below(3) ? QString() : folder_ + QStringLiteral("/saved-as-%1.rules.json").arg(below(3));
    }

    // The demo changed as another program (git) would change it: props, statuses, items and abilities fewer.
    void rewriteFromOutside()
    {
        ++outside_;
        const QString path = outsidePath();
        QJsonObject json = QJsonDocument::fromJson(rb::test::readAll(rb::test::kDemoPath)).object();
        // 0 and 1: one of each gone; 2: the demo as it was; 3: none left.
        const std::uint64_t variant = below(4);
        for (const char* section : {"props", "statuses", "items", "abilities"}) {
            QJsonArray list = json[QLatin1String(section)].toArray();
            if (variant == 3)
                list = QJsonArray();
            else if (!list.isEmpty() && variant != 2)
                list.removeAt(static_cast<qsizetype>(below(static_cast<std::uint64_t>(list.size()))));
            json[QLatin1String(section)] = list;
        }
        const QByteArray bytes = QJsonDocument(json).toJson();
        note(QStringLiteral("another program rewrites %1 (variant %2)").arg(QFileInfo(path).fileName()).arg(variant));
        QSaveFile file(path); // as git and most editors write: a new file renamed over the old
        if (file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.commit())
            disk_[path] = bytes;
        else
            note(QStringLiteral("(the rewrite failed: %1)").arg(file.errorString()));
    }

    void deleteFromOutside()
    {
        ++outside_;
        const QString path = outsidePath();
        note(QStringLiteral("another program deletes %1").arg(QFileInfo(path).fileName()));
        QFile::remove(path);
        disk_.remove(path);
    }

    // The open file when it is one of the monkey's, else the demo's copy.
    QString outsidePath() const
    {
        const QString open = QFileInfo(window_->document()->path()).absoluteFilePath();
        return !window_->document()->path().isEmpty() && open.startsWith(folder_) ? open
                                                                               : folder_ + QStringLiteral("/demo.rules.json");
    }

    QMap<QString, QByteArray> snapshot() const
    {
        QMap<QString, QByteArray> files;
        for (const QFileInfo& f : QDir(folder_).entryInfoList(QDir::Files))
            files.insert(f.absoluteFilePath(), rb::test::readAll(f.absoluteFilePath()));
        return files;
    }

    // A file that changed since the last look must be what a save wrote: the
    // content as the document last wrote it, the scenario as its document
    // did, or a scenario a rename rewrote with that content's save.
    bool checkDisk()
    {
        const QMap<QString, QByteArray> now = snapshot();
        const ContentDocument* content = window_->document();
        const QString contentPath = content->path().isEmpty() ? QString() : QFileInfo(content->path()).absoluteFilePath();
        bool contentSaved = false;
        QStringList unexplained;
        for (auto it = now.begin(); it != now.end(); ++it) {
            if (disk_.value(it.key()) == it.value() && disk_.contains(it.key()))
                continue;
            if ((it.key() == contentPath && it.value() == content->diskBytes())
                || (it.key().endsWith(QLatin1String(".rules.json")) && written_.value(it.key()) == it.value()
                    && written_.contains(it.key())))
                contentSaved = true;
        }
        for (auto it = now.begin(); it != now.end(); ++it) {
            if (disk_.value(it.key()) == it.value() && disk_.contains(it.key()))
                continue;
            const ScenarioDocument* scenario = window_->scenario();
            const bool saved = (it.key() == contentPath && it.value() == content->diskBytes())
                               || (written_.contains(it.key()) && written_.value(it.key()) == it.value())
                               || (scenario->isOpen() && it.key() == QFileInfo(scenario->path()).absoluteFilePath()
                                   && it.value() == scenario->diskBytes())
                               || (contentSaved && it.key().endsWith(QLatin1String(".scenario.json")));
            if (!saved)
                unexplained << QFileInfo(it.key()).fileName();
            else
                note(QStringLiteral("saved %1").arg(QFileInfo(it.key()).fileName()));
        }
        for (auto it = disk_.begin(); it != disk_.end(); ++it)
            if (!now.contains(it.key()))
                unexplained << QFileInfo(it.key()).fileName() + QStringLiteral(" (deleted)");
        disk_ = now;
        if (unexplained.isEmpty())
            return true;
        failure_ = QStringLiteral("changed on disk without a save: %1").arg(unexplained.join(QStringLiteral(", ")));
        note(failure_);
        return false;
    }

    MainWindow* window_;
    ScriptedPrompts* prompts_;
    QString folder_;
    std::mt19937_64 rng_;
    long long events_;
    long long budgetMs_;
    QFile* log_;
    QElapsedTimer clock_;
    QMap<QString, QByteArray> disk_;
    QMap<QString, QByteArray> written_; // file → the bytes a document last wrote or read there
    QHash<QWidget*, int> inModal_; // events sent into each dialog, which is closed after a few
    QStringList recent_;
    QString failure_;
    std::atomic<long long> progress_{0};
    long long count_ = 0;
    int depth_ = 0;
    bool done_ = false;
    long long clicks_ = 0, keys_ = 0, wheels_ = 0, drags_ = 0, outside_ = 0, closed_ = 0;
};

// Aborts the process, saying where, when no event has been sent for `seconds`: the editor hangs.
class HangWatch {
public:
    HangWatch(std::atomic<long long>& progress, long long seconds, const Monkey& monkey)
        : thread_([this, &progress, seconds, &monkey] {
              long long last = -1;
              auto since = std::chrono::steady_clock::now();
              while (!stop_.load()) {
                  std::this_thread::sleep_for(std::chrono::milliseconds(200));
                  const long long now = progress.load();
                  if (now != last) {
                      last = now;
                      since = std::chrono::steady_clock::now();
                  } else if (std::chrono::steady_clock::now() - since > std::chrono::seconds(seconds)) {
                      std::fprintf(stderr, "FAIL: the editor hangs: no event for %lld s after event %lld; the last events:\n%s\n",
                                   seconds, now, qPrintable(monkey.lastEvents()));
                      std::fflush(stderr);
                      std::_Exit(3);
                  }
              }
          })
    {
    }
    ~HangWatch()
    {
        stop_.store(true);
        thread_.join();
    }

private:
    std::atomic<bool> stop_{false};
    std::thread thread_;
};

} // namespace

class TestMonkey : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("RulebenchTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_monkey"));
        QSettings().clear();
    }

    void monkeyNeitherCrashesNorHangsNorWritesWithoutASave()
    {
        const std::uint64_t first = static_cast<std::uint64_t>(envNumber("RULEBENCH_MONKEY_SEED", 7));
        const long long seeds = envNumber("RULEBENCH_MONKEY_SEEDS", 1);
        const long long events = envNumber("RULEBENCH_MONKEY_EVENTS", 3000);
        const long long seconds = envNumber("RULEBENCH_MONKEY_SECONDS", 120);
        for (std::uint64_t seed = first; seed < first + static_cast<std::uint64_t>(seeds); ++seed) {
            playSeed(seed, events, seconds);
            if (QTest::currentTestFailed())
                return;
        }
    }

private:
    void playSeed(std::uint64_t seed, long long events, long long seconds)
    {
        std::printf("monkey: seed %llu, up to %lld events or %lld s (replay: RULEBENCH_MONKEY_SEED=%llu)\n",
                    static_cast<unsigned long long>(seed), events, seconds, static_cast<unsigned long long>(seed));
        std::fflush(stdout);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString folder = QDir(dir.filePath(QStringLiteral("demo"))).absolutePath();
        QVERIFY(rb::test::copyDemoTo(folder));
        QFile log(QStringLiteral("monkey-seed-%1.log").arg(seed));
        QVERIFY(log.open(QIODevice::WriteOnly | QIODevice::Truncate));

        auto window = std::make_unique<MainWindow>();
        auto owned = std::make_unique<ScriptedPrompts>();
        ScriptedPrompts* prompts = owned.get();
        window->setPrompts(std::move(owned));
        window->setRecoveryStore(std::make_unique<RecoveryStore>(dir.filePath(QStringLiteral("recovery"))));
        window->setWindowState(Qt::WindowNoState);
        window->resize(1280, 800);
        window->show();
        QVERIFY(window->openFile(folder + QStringLiteral("/demo.rules.json")));
        QVERIFY(window->openScenario(folder + QStringLiteral("/statuses.scenario.json")));
        // It starts where a designer tuning a grenade would: the grenade's form and its burst in the grid preview.
        window->selectDefinition(QStringLiteral("items"), window->definitionIndex(QStringLiteral("items"), QStringLiteral("frag grenade")));

        Monkey monkey(window.get(), prompts, folder, seed, events, seconds, &log);
        {
            const HangWatch watch(monkey.progress(), envNumber("RULEBENCH_MONKEY_HANG_SECONDS", 60), monkey);
            monkey.start();
            QTRY_VERIFY_WITH_TIMEOUT(monkey.done(), static_cast<int>((seconds + 120) * 1000));
        }
        std::printf("monkey: seed %llu: %s; log %s\n", static_cast<unsigned long long>(seed), qPrintable(monkey.tally()),
                    qPrintable(QFileInfo(log).absoluteFilePath()));
        QVERIFY2(monkey.failure().isEmpty(), qPrintable(QStringLiteral("seed %1: %2\nthe last events:\n%3")
                                                            .arg(seed).arg(monkey.failure(), monkey.lastEvents())));
        // The window still answers, and closes once its work is let go.
        prompts->saveChoice = Prompts::SaveChoice::Discard;
        window->show();
        QVERIFY(window->close());
    }
};

QTEST_MAIN(TestMonkey)
#include "test_monkey.moc"
