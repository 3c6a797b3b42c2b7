// Saving never loses work: byte-stable saves, failed saves that keep the old
// file and the changes, recovery after a crash, files changed on disk, and
// the questions asked before work could be lost.
#include "source_dir.h"
#include <QtTest>

#include "document/content_commands.h"
#include "document/content_document.h"
#include "file_bytes.h"
#include "main_window.h"
#include "document/recovery_store.h"
#include "scripted_prompts.h"
#include "sandbox/sandbox_panel.h"

#include <QCryptographicHash>
#include <QDir>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QSemaphore>
#include <QStatusBar>
#include <QThread>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace rb;
using rb::test::ScriptedPrompts;

namespace {
const QString kDemo = rb::test::kDemoPath;
using rb::test::readAll;

void writeAll(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(bytes);
}
} // namespace

class TestEditorSaving : public QObject {
    Q_OBJECT

    QTemporaryDir dir;
    ScriptedPrompts* prompts = nullptr;

    // A window whose questions are scripted and whose recovery files stay in the test folder.
    std::unique_ptr<MainWindow> window()
    {
        auto w = std::make_unique<MainWindow>();
        auto p = std::make_unique<ScriptedPrompts>();
        prompts = p.get();
        w->setPrompts(std::move(p));
        w->setRecoveryStore(std::make_unique<RecoveryStore>(dir.filePath(QStringLiteral("recovery"))));
        return w;
    }

    QString copyOfDemo(const QString& name) { return rb::test::copyOfDemo(dir.filePath(name)); }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("RulebenchTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_editor_saving"));
        QSettings().clear();
        QVERIFY(dir.isValid());
    }

    void savingAnUnchangedFileRewritesItByteForByte()
    {
        const QString path = copyOfDemo(QStringLiteral("unchanged.rules.json"));
        auto w = window();
        QVERIFY(w->openFile(path));
        QVERIFY(w->save());
        QCOMPARE(readAll(path), readAll(kDemo));
    }

    void saveWritesTheEditAndMarksClean()
    {
        const QString path = copyOfDemo(QStringLiteral("edited.rules.json"));
        auto w = window();
        QVERIFY(w->openFile(path));
        edit::setField(w->document(), QStringLiteral("stats"), 0, QStringLiteral("/default"), Json(33));
        QVERIFY(w->isWindowModified());
        QVERIFY(w->windowTitle().startsWith(QStringLiteral("edited.rules.json[*]")));
        QVERIFY(w->save());
        QVERIFY(!w->isWindowModified());
        QVERIFY(readAll(path).contains("\"default\": 33"));
    }

    void aFailedSaveKeepsTheOldFileAndTheChanges()
    {
        const QString path = copyOfDemo(QStringLiteral("keep.rules.json"));
        const QByteArray before = readAll(path);
        auto w = window();
        QVERIFY(w->openFile(path));
        edit::setField(w->document(), QStringLiteral("stats"), 0, QStringLiteral("/default"), Json(44));
        // Running as root, permissions would not stop the write: a parent that is a file does.
        const QString blocker = dir.filePath(QStringLiteral("not-a-folder"));
        writeAll(blocker, "x");
        QVERIFY(!w->saveAs(blocker + QStringLiteral("/keep.rules.json")));
        QCOMPARE(prompts->errors.size(), 1);
        QVERIFY(w->document()->isModified());
        QCOMPARE(w->document()->path(), path);
        QCOMPARE(readAll(path), before);
        QCOMPARE(w->document()->spec()->stats[0].defaultValue, std::int64_t(44));
        // Saving where the file itself cannot be replaced fails the same way.
        ContentDocument doc;
        doc.openBytes(readAll(path), blocker + QStringLiteral("/x.rules.json"));
        QString error;
        QVERIFY(!doc.save(&error));
        QVERIFY(!error.isEmpty());
    }

    // Disk full (a writer that stops midway, as write() does on a full disk),
    // the target a folder, its folder removed: each leaves the old file byte
    // for byte and the document modified, says why in words, and the autosave
    // still keeps the changes.
    void aSaveThatFailsMidwayKeepsTheFileAndTheAutosaveGoesOn_data()
    {
        QTest::addColumn<QString>("failure");
        QTest::addColumn<QString>("words");
        QTest::newRow("disk full") << QStringLiteral("disk full") << QStringLiteral("No space left on device");
        QTest::newRow("target is a folder") << QStringLiteral("folder") << QStringLiteral("is a folder, not a file");
        QTest::newRow("folder gone") << QStringLiteral("folder gone") << QStringLiteral("does not exist (was it moved or deleted?)");
    }

    void aSaveThatFailsMidwayKeepsTheFileAndTheAutosaveGoesOn()
    {
        QFETCH(QString, failure);
        QFETCH(QString, words);
        QDir folder(dir.filePath(QStringLiteral("midway-") + QString(failure).replace(' ', '-')));
        QVERIFY(folder.mkpath(QStringLiteral(".")));
        QString path = folder.filePath(QStringLiteral("midway.rules.json"));
        QFile::copy(kDemo, path);
        const QByteArray before = readAll(path);
        auto w = window();
        QVERIFY(w->openFile(path));
        edit::setField(w->document(), QStringLiteral("stats"), 0, QStringLiteral("/default"), Json(55));
        if (failure == QLatin1String("disk full")) {
            w->document()->setWriter([](QIODevice& file, const QByteArray& bytes) {
                file.write(bytes.left(bytes.size() / 2)); // half the file, then the disk is full
                return QStringLiteral("No space left on device");
            });
        } else if (failure == QLatin1String("folder")) {
            QVERIFY(QFile::remove(path));
            QVERIFY(folder.mkdir(QStringLiteral("midway.rules.json")));
        } else {
            QVERIFY(folder.removeRecursively());
            prompts->writeOverDisk = true; // the file went with its folder: asked first, then tried
        }
        QVERIFY(!w->save());
        QCOMPARE(prompts->errors.size(), 1);
        QVERIFY2(prompts->errors[0].contains(words), qPrintable(prompts->errors[0]));
        QVERIFY2(prompts->errors[0].contains(QStringLiteral("The file on disk is unchanged")), qPrintable(prompts->errors[0]));
        QVERIFY(w->document()->isModified());
        QVERIFY(w->isWindowModified());
        if (failure == QLatin1String("disk full")) {
            QCOMPARE(readAll(path), before);
            QCOMPARE(folder.entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("midway.rules.json")});
        } else if (failure == QLatin1String("folder")) {
            QVERIFY(QFileInfo(path).isDir());
        }
        // The autosave goes on: the changes are kept aside, and a later save that can succeed does.
        w->autosaveNow();
        const auto kept = w->recoveryStore()->find(path);
        QVERIFY(kept.has_value());
        QCOMPARE(kept->bytes, w->document()->currentBytes());
        w->document()->setWriter(nullptr);
        if (failure == QLatin1String("disk full")) {
            QVERIFY(w->save());
            QVERIFY(readAll(path).contains("\"default\": 55"));
        }
    }

    void recoveryBringsBackUnsavedEditsAfterACrash()
    {
        const QString path = copyOfDemo(QStringLiteral("crash.rules.json"));
        const QByteArray onDisk = readAll(path);
        {
            auto w = window();
            QVERIFY(w->openFile(path));
            edit::rename(w->document(), QStringLiteral("stats"), 1, QStringLiteral("plating"));
            w->autosaveNow();
            // The window is destroyed without closing: no question, no cleanup, like a crash.
        }
        QCOMPARE(readAll(path), onDisk);
        auto w = window();
        prompts->recoverChoice = Prompts::RecoverChoice::Recover;
        QVERIFY(w->openFile(path));
        QCOMPARE(prompts->asked, QStringList{QStringLiteral("recover crash.rules.json")});
        QCOMPARE(w->document()->spec()->stats[1].name, std::string("plating"));
        QVERIFY(w->document()->isModified());
        // The recovered edit is one undo step above the file on disk.
        QCOMPARE(w->document()->undoStack()->count(), 1);
        w->document()->undoStack()->undo();
        QVERIFY(!w->document()->isModified());
        QCOMPARE(w->document()->currentBytes(), onDisk);
        w->document()->undoStack()->redo();
        QCOMPARE(w->document()->spec()->stats[1].name, std::string("plating"));
        QVERIFY(w->save());
        QVERIFY(!w->recoveryStore()->find(path).has_value());
    }

    // The autosave's bytes are made and written on a worker: the UI thread
    // only takes a snapshot. The edits after it do not reach the bytes it
    // writes, the next autosave has them, and a window destroyed while one is
    // being written (as a crash is, here) leaves it whole to recover.
    void theAutosaveIsWrittenOffTheUiThreadAndLosesNothing()
    {
        const QString path = copyOfDemo(QStringLiteral("worker.rules.json"));
        {
            RecoveryStore store(dir.filePath(QStringLiteral("worker-recovery")));
            QThread* wrote = nullptr;
            QSemaphore go;
            bool wentOn = false;
            store.writeLater(path, [&] {
                wentOn = go.tryAcquire(1, 5000); // held until the UI thread has gone on past writeLater
                wrote = QThread::currentThread();
                return QByteArrayLiteral("later");
            });
            go.release(); // the UI thread got here while the write waited
            QVERIFY(store.finishWriting());
            QVERIFY(wentOn); // made while the UI thread had gone on past writeLater
            QVERIFY(wrote);
            QCOMPARE(store.find(path)->bytes, QByteArrayLiteral("later"));
            store.discard(path);
        }
        {
            auto w = window();
            QVERIFY(w->openFile(path));
            edit::setField(w->document(), QStringLiteral("stats"), 0, QStringLiteral("/default"), Json(61));
            w->autosaveNow();
            const QByteArray first = w->document()->currentBytes();
            edit::setField(w->document(), QStringLiteral("stats"), 0, QStringLiteral("/default"), Json(62));
            QCOMPARE(w->recoveryStore()->find(path)->bytes, first); // the snapshot's, whole
            w->autosaveNow();
            // Destroyed without closing while the second is being written: a crash.
        }
        auto w = window();
        prompts->recoverChoice = Prompts::RecoverChoice::Recover;
        QVERIFY(w->openFile(path));
        QCOMPARE(w->document()->definitionJson(QStringLiteral("stats"), 0)["default"].get<int>(), 62);
    }

    void recoveryDeclinedIsDiscarded()
    {
        const QString path = copyOfDemo(QStringLiteral("declined.rules.json"));
        {
            auto w = window();
            QVERIFY(w->openFile(path));
            edit::setField(w->document(), QStringLiteral("stats"), 0, QStringLiteral("/default"), Json(1));
            w->autosaveNow();
        }
        auto w = window();
        prompts->recoverChoice = Prompts::RecoverChoice::Discard;
        QVERIFY(w->openFile(path));
        QVERIFY(!w->document()->isModified());
        QVERIFY(!w->recoveryStore()->find(path).has_value());
    }

    // The rename, the autosave, the undo back to the file and a clean quit:
    // nothing is left to offer, so the next start asks nothing.
    void anUndoBackToTheFileAndACleanQuitLeaveNothingToRecover()
    {
        const QString path = copyOfDemo(QStringLiteral("undone.rules.json"));
        {
            auto w = window();
            QVERIFY(w->openFile(path));
            edit::rename(w->document(), QStringLiteral("statuses"), 0, QStringLiteral("burning"));
            w->autosaveNow();
            QVERIFY(w->recoveryStore()->find(path).has_value());
            w->document()->undoStack()->undo();
            QVERIFY(!w->recoveryStore()->find(path).has_value()); // back at the file: nothing to recover
            w->document()->undoStack()->redo();
            w->autosaveNow();
            w->document()->undoStack()->undo();
            QVERIFY(w->close()); // nothing to save: no question
            QVERIFY(prompts->asked.isEmpty());
        }
        auto w = window();
        QVERIFY(w->openFile(path));
        QVERIFY(prompts->asked.isEmpty());
        QVERIFY(!w->document()->isModified());
    }

    // A clean quit with nothing to save removes an autosave, however it came to be there.
    void aCleanQuitRemovesTheAutosave()
    {
        const QString path = copyOfDemo(QStringLiteral("quit.rules.json"));
        auto w = window();
        QVERIFY(w->openFile(path));
        w->recoveryStore()->write(path, readAll(path) + " ");
        QVERIFY(w->close());
        QVERIFY(!w->recoveryStore()->find(path).has_value());
    }

    // Later opens the file as saved and keeps the work aside, to be offered
    // again next time, even after this session autosaves edits of its own.
    void laterKeepsTheWorkAsideAndAsksAgain()
    {
        const QString path = copyOfDemo(QStringLiteral("later.rules.json"));
        const QByteArray onDisk = readAll(path);
        {
            auto w = window();
            QVERIFY(w->openFile(path));
            edit::rename(w->document(), QStringLiteral("statuses"), 0, QStringLiteral("burning"));
            w->autosaveNow();
        } // destroyed without closing, like a crash
        {
            auto w = window();
            prompts->recoverChoice = Prompts::RecoverChoice::Later;
            QVERIFY(w->openFile(path));
            QCOMPARE(prompts->asked, QStringList{QStringLiteral("recover later.rules.json")});
            QVERIFY(!prompts->lastKept.setAside);
            QVERIFY(!w->document()->isModified());
            QCOMPARE(w->document()->currentBytes(), onDisk);
            edit::setField(w->document(), QStringLiteral("stats"), 0, QStringLiteral("/default"), Json(7));
            w->autosaveNow(); // this session's own autosave does not replace what was set aside
            w->document()->undoStack()->undo();
            QVERIFY(w->close());
        }
        auto w = window();
        prompts->recoverChoice = Prompts::RecoverChoice::Recover;
        QVERIFY(w->openFile(path));
        QCOMPARE(prompts->asked, QStringList{QStringLiteral("recover later.rules.json")});
        QVERIFY(prompts->lastKept.setAside);
        QCOMPARE(w->document()->spec()->statuses[0].name, std::string("burning"));
        QVERIFY(w->save());
        QVERIFY(!w->recoveryStore()->find(path).has_value());
    }

    // The question says what would come back, in the designer's words.
    void theQuestionSaysWhatWouldComeBack()
    {
        const QString path = copyOfDemo(QStringLiteral("words.rules.json"));
        std::string status;
        {
            auto w = window();
            QVERIFY(w->openFile(path));
            status = w->document()->spec()->statuses[0].name;
            edit::rename(w->document(), QStringLiteral("statuses"), 0, QStringLiteral("burning"));
            edit::setField(w->document(), QStringLiteral("stats"), 0, QStringLiteral("/default"), Json(33));
            w->autosaveNow();
        }
        auto w = window();
        prompts->recoverChoice = Prompts::RecoverChoice::Discard;
        QVERIFY(w->openFile(path));
        const QStringList& changes = prompts->lastKept.changes;
        QVERIFY2(changes.contains(QString::fromStdString(status) + QStringLiteral(" (status): renamed burning")),
                 qPrintable(changes.join(QLatin1Char('\n'))));
        QVERIFY2(changes.contains(QStringLiteral("health, default: 20 → 33")), qPrintable(changes.join(QLatin1Char('\n'))));
        QVERIFY(prompts->lastKept.written.isValid());
        QVERIFY(!w->recoveryStore()->find(path).has_value());
    }

    // The real question: Later is the default, so a stray Return takes nothing.
    void aStrayReturnTakesNothing()
    {
        const auto box = recoverBox(nullptr, QStringLiteral("demo.rules.json"),
                                    KeptWork{QDateTime::currentDateTime(), {QStringLiteral("health, default: 20 → 33")}, false});
        QVERIFY(box->informativeText().contains(QStringLiteral("health, default: 20 → 33")));
        QTimer::singleShot(0, box.get(), [&box] { QTest::keyClick(box.get(), Qt::Key_Return); });
        box->exec();
        QCOMPARE(box->clickedButton()->text(), QStringLiteral("Later"));
        QCOMPARE(box->buttonRole(box->clickedButton()), QMessageBox::RejectRole);
    }

    // Two windows on one file keep an autosave each, each held by its
    // window's lock: a third window is offered neither while both live; once
    // one is gone without a clean quit, its work (and only its) is offered,
    // and the other's autosave stays untouched.
    void twoWindowsOnOneFileKeepAnAutosaveEach()
    {
        const QString path = copyOfDemo(QStringLiteral("two-windows.rules.json"));
        auto first = window();
        QVERIFY(first->openFile(path));
        edit::setField(first->document(), QStringLiteral("stats"), 0, QStringLiteral("/default"), Json(41));
        first->autosaveNow();
        auto second = window();
        ScriptedPrompts* secondPrompts = prompts;
        QVERIFY(second->openFile(path));
        QVERIFY(secondPrompts->asked.isEmpty()); // the first window lives: its work is not offered
        edit::setField(second->document(), QStringLiteral("stats"), 0, QStringLiteral("/default"), Json(42));
        second->autosaveNow();
        QVERIFY(second->recoveryStore()->finishWriting()); // written on a worker: looked for once whole
        QVERIFY(first->recoveryStore()->fileFor(path) != second->recoveryStore()->fileFor(path));
        QVERIFY(QFile::exists(first->recoveryStore()->fileFor(path)));
        QVERIFY(QFile::exists(second->recoveryStore()->fileFor(path)));
        {
            auto third = window();
            QVERIFY(third->openFile(path));
            QVERIFY(prompts->asked.isEmpty());
        }
        const QString secondAutosave = second->recoveryStore()->fileFor(path);
        const QByteArray secondKept = readAll(secondAutosave);
        first.reset(); // gone without a clean quit, as in a crash: its lock is free
        auto fourth = window();
        prompts->recoverChoice = Prompts::RecoverChoice::Recover;
        QVERIFY(fourth->openFile(path));
        QCOMPARE(prompts->asked, QStringList{QStringLiteral("recover two-windows.rules.json")});
        QVERIFY2(prompts->lastKept.changes.contains(QStringLiteral("health, default: 20 → 41")),
                 qPrintable(prompts->lastKept.changes.join('\n')));
        QCOMPARE(fourth->document()->spec()->stats[0].defaultValue, std::int64_t(41));
        QCOMPARE(readAll(secondAutosave), secondKept);
        QCOMPARE(second->document()->spec()->stats[0].defaultValue, std::int64_t(42));
    }

    // An autosave the version before wrote (one a file, no window in its
    // name, no lock) is offered as a crash's, and once: declined, it is gone.
    void anAutosaveOfTheVersionBeforeIsOfferedOnce()
    {
        const QString path = copyOfDemo(QStringLiteral("before.rules.json"));
        const QString key = QFileInfo(path).absoluteFilePath();
        const QString hash = QString::fromLatin1(QCryptographicHash::hash(key.toUtf8(), QCryptographicHash::Sha1).toHex().left(16));
        const QString old = dir.filePath(QStringLiteral("recovery/before.rules-%1.recovery.json").arg(hash));
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("recovery"))));
        writeAll(old, readAll(path).replace("\"default\": 20", "\"default\": 23"));
        {
            auto w = window();
            prompts->recoverChoice = Prompts::RecoverChoice::Discard;
            QVERIFY(w->openFile(path));
            QCOMPARE(prompts->asked, QStringList{QStringLiteral("recover before.rules.json")});
            QVERIFY(prompts->lastKept.changes.contains(QStringLiteral("health, default: 20 → 23")));
            QVERIFY(!QFile::exists(old));
        }
        auto w = window();
        QVERIFY(w->openFile(path));
        QVERIFY(prompts->asked.isEmpty());
    }

    // Another program changed the file while the designer kept their
    // version: every save over it asks first, saying what the other program
    // changed in the content's words; declined, the file stays as it is.
    void aSaveOverAFileChangedOnDiskAsksEveryTime()
    {
        const QString path = copyOfDemo(QStringLiteral("changed-under.rules.json"));
        auto w = window();
        QVERIFY(w->openFile(path));
        edit::setField(w->document(), QStringLiteral("stats"), 0, QStringLiteral("/default"), Json(5));
        prompts->reload = false;
        const QByteArray theirs = readAll(path).replace("\"default\": 20", "\"default\": 21");
        writeAll(path, theirs);
        QTRY_COMPARE(prompts->asked.size(), 1); // keep my version?
        prompts->writeOverDisk = false;
        for (int attempt = 1; attempt <= 2; ++attempt) {
            QVERIFY(!w->save());
            QCOMPARE(prompts->asked.last(), QStringLiteral("save over changed changed-under.rules.json"));
            QCOMPARE(prompts->asked.size(), 1 + attempt);
            QVERIFY2(prompts->lastDiskChanges.contains(QStringLiteral("health, default: 20 → 21")),
                     qPrintable(prompts->lastDiskChanges.join('\n')));
            QCOMPARE(readAll(path), theirs);
            QVERIFY(w->document()->isModified());
        }
        prompts->writeOverDisk = true;
        QVERIFY(w->save());
        QVERIFY(readAll(path).contains("\"default\": 5"));
        edit::setField(w->document(), QStringLiteral("stats"), 0, QStringLiteral("/default"), Json(6));
        QVERIFY(w->save()); // the file is as this window wrote it: nothing to ask
        QCOMPARE(prompts->asked.size(), 4);
    }

    // The open file deleted by another program: noticed and said (the title,
    // the status bar), the document now holds the only copy (Quit asks), and
    // a save asks before it writes the file again.
    void deletingTheOpenFileIsNoticedAndASaveAsksFirst()
    {
        const QString path = copyOfDemo(QStringLiteral("deleted.rules.json"));
        auto w = window();
        QVERIFY(w->openFile(path));
        QVERIFY(QFile::remove(path));
        QTRY_VERIFY(w->document()->isGoneFromDisk());
        QVERIFY(w->document()->isModified());
        QVERIFY2(w->windowTitle().contains(QStringLiteral("(deleted from disk)")), qPrintable(w->windowTitle()));
        QVERIFY2(w->statusBar()->currentMessage().contains(QStringLiteral("was deleted or moved away")),
                 qPrintable(w->statusBar()->currentMessage()));
        prompts->writeOverDisk = false;
        QVERIFY(!w->save());
        QCOMPARE(prompts->asked, QStringList{QStringLiteral("save again over deleted deleted.rules.json")});
        QVERIFY(!QFile::exists(path));
        prompts->writeOverDisk = true;
        QVERIFY(w->save());
        QCOMPARE(readAll(path), readAll(kDemo));
        QVERIFY(!w->document()->isGoneFromDisk());
        // Gone again, then put back as it was by another program (a checkout): the title stops saying so.
        QVERIFY(QFile::remove(path));
        QTRY_VERIFY(w->windowTitle().contains(QStringLiteral("(deleted from disk)")));
        QVERIFY(QFile::copy(kDemo, path));
        QTRY_VERIFY(!w->windowTitle().contains(QStringLiteral("(deleted from disk)")));
        QVERIFY(!w->windowTitle().contains(QStringLiteral("(deleted from disk)")));
    }

    // A program that replaces the file by removing it first (as some do) is a change, not a deletion.
    void aFileRemovedAndWrittenAgainIsAChangeNotADeletion()
    {
        const QString path = copyOfDemo(QStringLiteral("replaced.rules.json"));
        auto w = window();
        QVERIFY(w->openFile(path));
        const QByteArray changed = readAll(path).replace("\"default\": 20", "\"default\": 24");
        QVERIFY(QFile::remove(path));
        writeAll(path, changed);
        QTRY_COMPARE(w->document()->spec()->stats[0].defaultValue, std::int64_t(24));
        QTest::qWait(500);
        QVERIFY(!w->document()->isGoneFromDisk());
        QVERIFY(!w->document()->isModified());
        QVERIFY(prompts->asked.isEmpty());
    }

    void aCleanDocumentReloadsWhenTheFileChanges()
    {
        const QString path = copyOfDemo(QStringLiteral("watched.rules.json"));
        auto w = window();
        QVERIFY(w->openFile(path));
        QByteArray changed = readAll(path);
        changed.replace("\"default\": 20", "\"default\": 21");
        writeAll(path, changed);
        QTRY_COMPARE(w->document()->spec()->stats[0].defaultValue, std::int64_t(21));
        QVERIFY(prompts->asked.isEmpty());
    }

    void aDirtyDocumentAsksWhenTheFileChanges()
    {
        const QString path = copyOfDemo(QStringLiteral("watched-dirty.rules.json"));
        auto w = window();
        QVERIFY(w->openFile(path));
        edit::setField(w->document(), QStringLiteral("stats"), 0, QStringLiteral("/default"), Json(5));
        prompts->reload = false;
        QByteArray changed = readAll(path);
        changed.replace("\"default\": 20", "\"default\": 21");
        writeAll(path, changed);
        QTRY_COMPARE(prompts->asked.size(), 1);
        QCOMPARE(prompts->asked[0], QStringLiteral("reload watched-dirty.rules.json"));
        QCOMPARE(w->document()->spec()->stats[0].defaultValue, std::int64_t(5)); // kept
    }

    void ownSaveIsNotAChangeOnDisk()
    {
        const QString path = copyOfDemo(QStringLiteral("own.rules.json"));
        auto w = window();
        QVERIFY(w->openFile(path));
        edit::setField(w->document(), QStringLiteral("stats"), 0, QStringLiteral("/default"), Json(8));
        QVERIFY(w->save());
        edit::setField(w->document(), QStringLiteral("stats"), 0, QStringLiteral("/default"), Json(9));
        QTest::qWait(300);
        QVERIFY(prompts->asked.isEmpty());
        QCOMPARE(w->document()->spec()->stats[0].defaultValue, std::int64_t(9));
    }

    void quittingWithChangesAsks()
    {
        const QString path = copyOfDemo(QStringLiteral("quit.rules.json"));
        auto w = window();
        w->show();
        QVERIFY(w->openFile(path));
        edit::setField(w->document(), QStringLiteral("stats"), 0, QStringLiteral("/default"), Json(3));
        prompts->saveChoice = Prompts::SaveChoice::Cancel;
        QVERIFY(!w->close());
        QVERIFY(w->isVisible());
        prompts->saveChoice = Prompts::SaveChoice::Save;
        QVERIFY(w->close());
        QVERIFY(readAll(path).contains("\"default\": 3"));
        QCOMPARE(prompts->asked.size(), 2);
    }

    void deletingAReferencedDefinitionAsksAndListsReferences()
    {
        const QString path = copyOfDemo(QStringLiteral("delete.rules.json"));
        auto w = window();
        QVERIFY(w->openFile(path));
        w->selectDefinition(QStringLiteral("stats"), 1); // armor
        prompts->deleteReferenced = false;
        w->deleteDefinition();
        QCOMPARE(w->document()->spec()->stats[1].name, std::string("armor"));
        QVERIFY(prompts->lastReferences.contains(QStringLiteral("damage_kinds[0] \"kinetic\": reduced_by")));
        prompts->deleteReferenced = true;
        w->deleteDefinition();
        QVERIFY(w->document()->spec()->stats[1].name != "armor");
        QTRY_VERIFY(w->document()->diagnostics().hasErrors());
    }
    // A scenario outside the content's folder misses a rename; opening it
    // offers this session's new name first and rewrites the scenario with
    // the choice. Cancelled, the scenario stays as it was and is not opened.
    // Actions played by hand are work a file does not hold yet: opening
    // another scenario asks first; Save writes them as the script.
    void turnsPlayedByHandAreNotDiscardedUnasked()
    {
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("played"))));
        const QString content = copyOfDemo(QStringLiteral("played/demo.rules.json"));
        const QString scenario = dir.filePath(QStringLiteral("played/statuses.scenario.json"));
        QVERIFY(QFile::copy(rb::test::sourceFile("/resources/demo/statuses.scenario.json"), scenario));
        auto w = window();
        QVERIFY(w->openFile(content));
        QVERIFY(w->openScenario(scenario));
        w->sandbox()->step(); // the script alone: nothing to lose
        QVERIFY(w->openScenario(scenario));
        QVERIFY(prompts->asked.isEmpty());

        ActionSpec wait;
        wait.action = "wait";
        wait.id = "hero";
        QVERIFY(w->sandbox()->session()->queue(wait));
        w->sandbox()->step();
        prompts->saveChoice = Prompts::SaveChoice::Cancel;
        QVERIFY(!w->openScenario(scenario));
        QCOMPARE(prompts->asked, QStringList{QStringLiteral("save changes to statuses.scenario.json")});
        QCOMPARE(w->sandbox()->turn(), std::int64_t(1));
        QVERIFY(!readAll(scenario).contains("\"wait\""));

        prompts->saveChoice = Prompts::SaveChoice::Save;
        QVERIFY(w->openScenario(scenario));
        QVERIFY(readAll(scenario).contains("\"do\": \"wait\""));
        QCOMPARE(w->sandbox()->turn(), std::int64_t(0));
        QVERIFY(!w->sandbox()->session()->hasUnsavedWork());
    }

    void aScenarioThatNamesARenamedDefinitionIsFixedWithAChoice()
    {
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("a"))));
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("b"))));
        const QString content = copyOfDemo(QStringLiteral("a/demo.rules.json"));
        const QString scenario = dir.filePath(QStringLiteral("b/statuses.scenario.json"));
        const QByteArray original = readAll(rb::test::sourceFile("/resources/demo/statuses.scenario.json"))
                                        .replace("\"demo.rules.json\"", "\"../a/demo.rules.json\"");
        writeAll(scenario, original);
        auto w = window();
        QVERIFY(w->openFile(content));
        int scorched = -1;
        for (std::size_t i = 0; i < w->document()->spec()->statuses.size(); ++i)
            if (w->document()->spec()->statuses[i].name == "scorched")
                scorched = static_cast<int>(i);
        edit::rename(w->document(), QStringLiteral("statuses"), scorched, QStringLiteral("burning"));
        w->document()->validateNow();

        prompts->nameFixes = {};
        QVERIFY(!w->openScenario(scenario));
        QCOMPARE(prompts->lastNames.size(), 1);
        QCOMPARE(prompts->lastNames[0].what, QStringLiteral("status \"scorched\""));
        QCOMPARE(prompts->lastNames[0].choices.value(0), QStringLiteral("burning"));
        QCOMPARE(readAll(scenario), original);
        QVERIFY(!prompts->errors.isEmpty() && prompts->errors.last().contains(QStringLiteral("unknown status \"scorched\"")));

        prompts->nameFixes = {QStringLiteral("burning")};
        QVERIFY(w->openScenario(scenario));
        QCOMPARE(readAll(scenario), QByteArray(original).replace("\"scorched\"", "\"burning\""));
        QVERIFY(w->statusBar()->currentMessage().endsWith(QStringLiteral("(fixed 1 name)")));
    }
};

QTEST_MAIN(TestEditorSaving)
#include "test_editor_saving.moc"
