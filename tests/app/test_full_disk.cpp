// A save on a real full disk: a small tmpfs mounted for the test and filled
// (as root; elsewhere each case skips, saying why). Save, Save As, Save
// Scenario, the autosave and `rulebench FILE --do … --do save` each leave the
// old file byte for byte, say why, and keep the work unsaved, for a file
// under Qt's 16 KB write buffer (the demo, which a full disk once emptied:
// it was met only at the flush inside the commit) and one well over it.
#include "source_dir.h"
#include <QtTest>

#include "document/content_commands.h"
#include "document/content_document.h"
#include "document/recovery_store.h"
#include "document/scenario_document.h"
#include "file_bytes.h"
#include "full_disk.h"
#include "main_window.h"
#include "scripted_prompts.h"

#include "rulebench/content/content_renames.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDirIterator>
#include <QProcess>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>

#include <fstream>
#include <sstream>

using namespace rb;
using rb::test::FullDisk;
using rb::test::readAll;
using rb::test::ScriptedPrompts;

namespace {
// The demo (15 KB), or the demo with 400 more stats (50 KB in all): a file
// under the write buffer and one well over it.
QByteArray content(bool large)
{
    const QByteArray demo = readAll(rb::test::kDemoPath);
    if (!large)
        return demo;
    std::string why;
    OrderedJson json = *normalizedContent(demo.toStdString(), why);
    for (int i = 0; i < 400; ++i)
        json["stats"].push_back({{"name", "filler stat " + std::to_string(i)}, {"default", i}, {"max", 1000}});
    return QByteArray::fromStdString(json.dump(2) + "\n");
}

QString q(const std::string& s) { return QString::fromStdString(s); }

// Files in `folder` other than the filler: a failed save leaves no temporary behind.
QStringList filesIn(const QString& folder)
{
    QStringList out = QDir(folder).entryList(QDir::Files | QDir::Hidden, QDir::Name);
    out.removeAll(QStringLiteral(".filler"));
    // A window's lock on its autosave is no autosave: it holds no work.
    out.removeIf([](const QString& name) { return name.endsWith(QStringLiteral(".lock")); });
    return out;
}
} // namespace

class TestFullDisk : public QObject {
    Q_OBJECT

    QTemporaryDir dir;
    ScriptedPrompts* prompts = nullptr;
    std::unique_ptr<FullDisk> disk;

    // A tmpfs big enough for the file and a filler; the case skips where none can be mounted.
    bool mountDisk(int kilobytes = 512)
    {
        disk = std::make_unique<FullDisk>(dir.filePath(QStringLiteral("disk")).toStdString(), kilobytes);
        return disk->mounted();
    }

    std::unique_ptr<MainWindow> window(const QString& recoveryFolder)
    {
        auto w = std::make_unique<MainWindow>();
        auto p = std::make_unique<ScriptedPrompts>();
        prompts = p.get();
        w->setPrompts(std::move(p));
        w->setRecoveryStore(std::make_unique<RecoveryStore>(recoveryFolder));
        return w;
    }

    // `bytes` written to the disk as `name`; its path.
    QString put(const QString& name, const QByteArray& bytes)
    {
        const QString path = q(disk->path(name.toStdString()));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
            return {};
        return path;
    }

    static void edit(MainWindow& w, int value)
    {
        edit::setField(w.document(), QStringLiteral("stats"), 0, QStringLiteral("/default"), Json(value));
    }

    static void addSizes()
    {
        QTest::addColumn<bool>("large");
        QTest::addColumn<int>("room");
        QTest::newRow("15 KB, disk full") << false << 0;
        QTest::newRow("15 KB, 8 KB left") << false << 8192;
        QTest::newRow("50 KB, disk full") << true << 0;
        QTest::newRow("50 KB, 8 KB left") << true << 8192;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("RulebenchTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_full_disk"));
        QSettings().clear();
        QVERIFY(dir.isValid());
    }

    void cleanup() { disk.reset(); }

    void saveLeavesTheFileAndTheWorkUnsaved_data() { addSizes(); }
    void saveLeavesTheFileAndTheWorkUnsaved()
    {
        QFETCH(bool, large);
        QFETCH(int, room);
        if (!mountDisk())
            QSKIP(disk->why().c_str());
        const QString path = put(QStringLiteral("game.rules.json"), content(large));
        const QByteArray before = readAll(path);
        auto w = window(dir.filePath(QStringLiteral("recovery-save")));
        QVERIFY(w->openFile(path));
        edit(*w, 61);
        QVERIFY(disk->fill(room));
        QVERIFY(!w->save());
        QCOMPARE(prompts->errors.size(), 1);
        QVERIFY2(prompts->errors[0].contains(QStringLiteral("No space left on device")), qPrintable(prompts->errors[0]));
        QCOMPARE(readAll(path), before);
        QCOMPARE(filesIn(q(disk->path(""))), QStringList{QStringLiteral("game.rules.json")});
        QVERIFY(w->document()->isModified());
        QVERIFY(w->isWindowModified());
        QCOMPARE(w->document()->spec()->stats[0].defaultValue, std::int64_t(61));
        // Quit asks, since the work is not saved.
        prompts->saveChoice = Prompts::SaveChoice::Cancel;
        QCloseEvent close;
        QApplication::sendEvent(w.get(), &close);
        QVERIFY(!close.isAccepted());
        QVERIFY(prompts->asked.contains(QStringLiteral("save changes to game.rules.json")));
        // With room again, the same save goes through.
        disk->freeUp();
        QVERIFY(w->save());
        QVERIFY(!w->document()->isModified());
        QVERIFY(readAll(path).contains("\"default\": 61"));
    }

    void saveAsLeavesTheTargetAndKeepsTheOldName_data() { addSizes(); }
    void saveAsLeavesTheTargetAndKeepsTheOldName()
    {
        QFETCH(bool, large);
        QFETCH(int, room);
        if (!mountDisk())
            QSKIP(disk->why().c_str());
        const QString path = dir.filePath(QStringLiteral("save-as-%1-%2.rules.json").arg(large).arg(room));
        QFile::remove(path);
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(content(large));
        }
        const QString target = put(QStringLiteral("copy.rules.json"), "the old copy\n");
        auto w = window(dir.filePath(QStringLiteral("recovery-save-as")));
        QVERIFY(w->openFile(path));
        edit(*w, 62);
        QVERIFY(disk->fill(room));
        QVERIFY(!w->saveAs(target));
        QCOMPARE(prompts->errors.size(), 1);
        QVERIFY2(prompts->errors[0].contains(QStringLiteral("No space left on device")), qPrintable(prompts->errors[0]));
        QCOMPARE(readAll(target), QByteArray("the old copy\n"));
        QCOMPARE(filesIn(q(disk->path(""))), QStringList{QStringLiteral("copy.rules.json")});
        QCOMPARE(w->document()->path(), path);
        QVERIFY(w->document()->isModified());
        QVERIFY(w->isWindowModified());
        QVERIFY(!w->statusBar()->currentMessage().startsWith(QStringLiteral("Saved")));
    }

    // The autosave on a full disk keeps the last one whole, or makes none:
    // never an empty or cut recovery file that "Recover" would open.
    void theAutosaveIsWholeOrNotAtAll_data() { addSizes(); }
    void theAutosaveIsWholeOrNotAtAll()
    {
        QFETCH(bool, large);
        QFETCH(int, room);
        if (!mountDisk())
            QSKIP(disk->why().c_str());
        const QString path = dir.filePath(QStringLiteral("autosaved-%1-%2.rules.json").arg(large).arg(room));
        QFile::remove(path);
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(content(large));
        }
        const QString recovery = q(disk->path("recovery"));
        auto w = window(recovery);
        QVERIFY(w->openFile(path));
        // None yet: a full disk makes none.
        edit(*w, 63);
        QDir().mkpath(recovery);
        QVERIFY(disk->fill(room));
        w->autosaveNow();
        QCOMPARE(filesIn(recovery), QStringList());
        QVERIFY(!w->recoveryStore()->find(path));
        // One written while there was room stays as it was.
        disk->freeUp();
        w->autosaveNow();
        const auto first = w->recoveryStore()->find(path);
        QVERIFY(first.has_value());
        QCOMPARE(first->bytes, w->document()->currentBytes());
        edit(*w, 64);
        QVERIFY(disk->fill(room));
        w->autosaveNow();
        const auto kept = w->recoveryStore()->find(path);
        QVERIFY(kept.has_value());
        QCOMPARE(kept->bytes, first->bytes);
        QCOMPARE(filesIn(recovery).size(), 1);
    }

    void saveScenarioLeavesTheFile()
    {
        if (!mountDisk())
            QSKIP(disk->why().c_str());
        const QString scenario = put(QStringLiteral("cull.scenario.json"),
                                     readAll(rb::test::sourceFile("/resources/demo/cull.scenario.json")));
        QVERIFY(!put(QStringLiteral("demo.rules.json"), content(false)).isEmpty());
        const QByteArray before = readAll(scenario);
        ScenarioDocument document;
        QVERIFY(document.open(scenario));
        QVERIFY(disk->fill());
        QString error;
        QVERIFY(!document.saveAs(scenario, &error));
        QVERIFY2(error.contains(QStringLiteral("No space left on device")), qPrintable(error));
        QCOMPARE(readAll(scenario), before);
    }

    // The editor run as a process: `--do save` on a full disk exits non-zero
    // and the file stays byte for byte.
    void doSaveExitsNonZero_data()
    {
        QTest::addColumn<bool>("large");
        QTest::newRow("15 KB") << false;
        QTest::newRow("50 KB") << true;
    }
    void doSaveExitsNonZero()
    {
        QFETCH(bool, large);
        if (!mountDisk())
            QSKIP(disk->why().c_str());
        const QString path = put(QStringLiteral("game.rules.json"), content(large));
        const QByteArray before = readAll(path);
        QVERIFY(disk->fill());
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("HOME"), dir.filePath(QStringLiteral("home")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("home/data")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("home/config")));
        p.setProcessEnvironment(env);
        p.start(rb::test::siblingExecutable("rulebench"),
                {path, QStringLiteral("--do"), QStringLiteral("set stats:health/default=63"), QStringLiteral("--do"),
                 QStringLiteral("save"), QStringLiteral("--do"), QStringLiteral("quit")});
        QVERIFY(p.waitForFinished(60000));
        const QString said = QString::fromUtf8(p.readAllStandardError());
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QVERIFY2(p.exitCode() != 0, qPrintable(said));
        QVERIFY2(said.contains(QStringLiteral("No space left on device")), qPrintable(said));
        QCOMPARE(readAll(path), before);
        QCOMPARE(filesIn(q(disk->path(""))), QStringList{QStringLiteral("game.rules.json")});
    }
};

QTEST_MAIN(TestFullDisk)
#include "test_full_disk.moc"
