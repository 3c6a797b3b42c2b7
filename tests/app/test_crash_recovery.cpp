// A real crash: the rulebench editor runs as its own process (offscreen),
// makes edits through its documented --do steps, autosaves every second
// (--autosave-seconds), and is killed with SIGKILL. Started again on the same
// file it offers the edits back (--recover answers the question): taken, they
// are exactly the edits, one undo step above what is on disk; declined, the
// file stays as it was and the autosave is gone.
#include "source_dir.h"
#include <QtTest>

#include "file_bytes.h"

#include <QDirIterator>
#include <QProcess>
#include <QTemporaryDir>

namespace {
const QString kDemo = rb::test::kDemoPath;
using rb::test::readAll;
const QStringList kEdits = {QStringLiteral("--do"), QStringLiteral("set stats:health/default=33"), QStringLiteral("--do"),
                            QStringLiteral("set stats:speed/default=7")};
} // namespace

class TestCrashRecovery : public QObject {
    Q_OBJECT

    QTemporaryDir home_;

    QProcessEnvironment environment() const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        // A home of its own: the autosaves land here, and no settings of the user's are read.
        env.insert(QStringLiteral("HOME"), home_.path());
        env.insert(QStringLiteral("XDG_DATA_HOME"), home_.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home_.filePath(QStringLiteral("config")));
        return env;
    }

    // Runs the editor to its end; the exit code and what it said on standard error.
    std::pair<int, QString> run(const QStringList& args)
    {
        QProcess p;
        p.setProcessEnvironment(environment());
        p.start(rb::test::siblingExecutable("rulebench"), args);
        if (!p.waitForFinished(60000))
            return {-1, QStringLiteral("did not finish")};
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2, QString::fromUtf8(p.readAllStandardError())};
    }

    // The autosave of a document named `base`, when there is one.
    QString autosaveOf(const QString& base) const
    {
        QDirIterator it(home_.path(), {base + QStringLiteral("-*.recovery.json")}, QDir::Files, QDirIterator::Subdirectories);
        return it.hasNext() ? it.next() : QString();
    }

    QString copyOfDemo(const QString& name) { return rb::test::copyOfDemo(home_.filePath(name)); }

    // The edits made and saved by an editor that quits normally.
    QByteArray editedBytes()
    {
        const QString path = copyOfDemo(QStringLiteral("expected.rules.json"));
        const auto [code, err] = run(QStringList{path} + kEdits + QStringList{"--do", "save", "--do", "quit"});
        [&] { QVERIFY2(code == 0, qPrintable(err)); }();
        return readAll(path);
    }

    // Edits `path` in an editor process, waits for their autosave and kills the process.
    void editAndCrash(const QString& path, const QByteArray& edited)
    {
        QProcess editor;
        editor.setProcessEnvironment(environment());
        editor.start(rb::test::siblingExecutable("rulebench"),
                     QStringList{path, QStringLiteral("--autosave-seconds"), QStringLiteral("1")} + kEdits);
        QVERIFY(editor.waitForStarted());
        const QString base = QFileInfo(path).completeBaseName();
        QVERIFY2(QTest::qWaitFor([&] { return readAll(autosaveOf(base)) == edited; }, 60000),
                 "the edits were never autosaved");
        editor.kill(); // SIGKILL: nothing of the editor's own runs after it
        QVERIFY(editor.waitForFinished());
        QCOMPARE(editor.exitStatus(), QProcess::CrashExit);
        QCOMPARE(readAll(path), readAll(kDemo));
    }

private slots:
    void initTestCase() { QVERIFY(home_.isValid()); }

    void recoveryAfterSigkillBringsBackTheEditsExactly()
    {
        const QByteArray edited = editedBytes();
        QVERIFY(!edited.isEmpty() && edited != readAll(kDemo));
        const QString path = copyOfDemo(QStringLiteral("crash.rules.json"));
        editAndCrash(path, edited);
        const auto [code, err] = run({path, "--recover", "yes", "--do", "save", "--do", "quit"});
        QCOMPARE(code, 0);
        QVERIFY2(err.contains(QStringLiteral("recovered the unsaved changes to crash.rules.json")), qPrintable(err));
        QCOMPARE(readAll(path), edited);
        QVERIFY(autosaveOf(QStringLiteral("crash")).isEmpty());
    }

    void aRecoveredEditIsOneUndoStepAboveTheFile()
    {
        const QByteArray edited = editedBytes();
        const QString path = copyOfDemo(QStringLiteral("undo.rules.json"));
        editAndCrash(path, edited);
        const auto [code, err] = run({path, "--recover", "yes", "--do", "undo", "--do", "save", "--do", "quit"});
        QCOMPARE(code, 0);
        QVERIFY2(err.contains(QStringLiteral("recovered")), qPrintable(err));
        QCOMPARE(readAll(path), readAll(kDemo));
    }

    // An editor still running holds its autosave's lock: another editor
    // started on the same file is not offered that work. Once it is killed,
    // its lock is stale and the work is offered.
    void aLiveEditorsAutosaveIsNotOffered()
    {
        const QByteArray edited = editedBytes();
        const QString path = copyOfDemo(QStringLiteral("live.rules.json"));
        QProcess editor;
        editor.setProcessEnvironment(environment());
        editor.start(rb::test::siblingExecutable("rulebench"),
                     QStringList{path, QStringLiteral("--autosave-seconds"), QStringLiteral("1")} + kEdits);
        QVERIFY(editor.waitForStarted());
        QVERIFY2(QTest::qWaitFor([&] { return readAll(autosaveOf(QStringLiteral("live.rules"))) == edited; }, 60000),
                 "the edits were never autosaved");
        const auto [whileAlive, errAlive] = run({path, "--recover", "yes", "--do", "quit"});
        QCOMPARE(whileAlive, 0);
        QVERIFY2(!errAlive.contains(QStringLiteral("recovered")), qPrintable(errAlive));
        QCOMPARE(readAll(autosaveOf(QStringLiteral("live.rules"))), edited); // untouched
        editor.kill();
        QVERIFY(editor.waitForFinished());
        const auto [afterKill, errKilled] = run({path, "--recover", "yes", "--do", "save", "--do", "quit"});
        QCOMPARE(afterKill, 0);
        QVERIFY2(errKilled.contains(QStringLiteral("recovered the unsaved changes to live.rules.json")), qPrintable(errKilled));
        QCOMPARE(readAll(path), edited);
    }

    void declinedRecoveryLeavesTheFileAsItWas()
    {
        const QByteArray edited = editedBytes();
        const QString path = copyOfDemo(QStringLiteral("declined.rules.json"));
        editAndCrash(path, edited);
        const auto [code, err] = run({path, "--recover", "no", "--do", "quit"});
        QCOMPARE(code, 0);
        QVERIFY2(err.contains(QStringLiteral("discarded the unsaved changes to declined.rules.json")), qPrintable(err));
        QCOMPARE(readAll(path), readAll(kDemo));
        QVERIFY(autosaveOf(QStringLiteral("declined")).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCrashRecovery)
#include "test_crash_recovery.moc"
