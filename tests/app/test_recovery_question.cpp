// The question to recover unsaved work comes at once, over the window
// painted: asked before the file is loaded (a large one takes seconds, and
// the window stayed black until then), and what it says and does is as before.
#include "source_dir.h"
#include <QtTest>

#include "document/content_commands.h"
#include "document/content_document.h"
#include "document/recovery_store.h"
#include "file_bytes.h"
#include "main_window.h"
#include "scripted_prompts.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace rb;

namespace {
// Counts the paint events a widget gets.
class PaintCount : public QObject {
public:
    explicit PaintCount(QWidget* w) { w->installEventFilter(this); }
    int paints = 0;

protected:
    bool eventFilter(QObject*, QEvent* e) override
    {
        if (e->type() == QEvent::Paint)
            ++paints;
        return false;
    }
};

// Notes, when the question is asked, whether the window was painted and what the document held.
class WatchingPrompts : public rb::test::ScriptedPrompts {
public:
    std::function<void()> whenAsked;
    RecoverChoice askRecover(QWidget* parent, const QString& document, const KeptWork& kept) override
    {
        if (whenAsked)
            whenAsked();
        return ScriptedPrompts::askRecover(parent, document, kept);
    }
};
} // namespace

class TestRecoveryQuestion : public QObject {
    Q_OBJECT
    QTemporaryDir dir;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("RulebenchTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_recovery_question"));
        QSettings().clear();
        QVERIFY(dir.isValid());
    }

    void askedFirstOverThePaintedWindow_data()
    {
        QTest::addColumn<int>("choice");
        QTest::newRow("recover") << int(Prompts::RecoverChoice::Recover);
        QTest::newRow("discard") << int(Prompts::RecoverChoice::Discard);
        QTest::newRow("later") << int(Prompts::RecoverChoice::Later);
    }

    void askedFirstOverThePaintedWindow()
    {
        QFETCH(int, choice);
        const QString path = rb::test::copyOfDemo(dir.filePath(QStringLiteral("kept%1.rules.json").arg(choice)));
        const QByteArray onDisk = rb::test::readAll(path);
        const QString recovery = dir.filePath(QStringLiteral("recovery"));
        {
            MainWindow crashed;
            crashed.setRecoveryStore(std::make_unique<RecoveryStore>(recovery));
            QVERIFY(crashed.openFile(path));
            edit::setField(crashed.document(), QStringLiteral("stats"), 0, QStringLiteral("/default"), Json(71));
            crashed.autosaveNow();
            // Destroyed without closing, as a crash leaves it.
        }
        MainWindow w;
        w.setRecoveryStore(std::make_unique<RecoveryStore>(recovery));
        auto owned = std::make_unique<WatchingPrompts>();
        WatchingPrompts* prompts = owned.get();
        prompts->recoverChoice = static_cast<Prompts::RecoverChoice>(choice);
        w.setPrompts(std::move(owned));
        PaintCount painted(&w);
        int paintsWhenAsked = -1;
        QString loadedWhenAsked = QStringLiteral("not asked");
        prompts->whenAsked = [&] {
            paintsWhenAsked = painted.paints;
            loadedWhenAsked = w.document()->path();
        };
        // As main() does: shown, then the file opened before any event is handled.
        w.resize(1280, 800);
        w.show();
        QVERIFY(w.openFile(path));
        QCOMPARE(prompts->asked, QStringList{QStringLiteral("recover kept%1.rules.json").arg(choice)});
        QVERIFY2(paintsWhenAsked > 0, "the window was not painted when the question came");
        QVERIFY2(loadedWhenAsked != path, "the file was loaded before the question");
        QVERIFY(prompts->lastKept.changes.contains(QStringLiteral("health, default: 20 → 71")));
        // What the answer does is as before.
        const auto kept = w.recoveryStore()->find(path);
        switch (static_cast<Prompts::RecoverChoice>(choice)) {
        case Prompts::RecoverChoice::Recover:
            QCOMPARE(w.document()->spec()->stats[0].defaultValue, std::int64_t(71));
            QCOMPARE(w.document()->undoStack()->count(), 1);
            QVERIFY(kept && !kept->setAside); // kept again at once, as this session's
            break;
        case Prompts::RecoverChoice::Discard:
            QCOMPARE(w.document()->currentBytes(), onDisk);
            QVERIFY(!kept);
            break;
        case Prompts::RecoverChoice::Later:
            QCOMPARE(w.document()->currentBytes(), onDisk);
            QVERIFY(kept && kept->setAside);
            break;
        }
    }
};

QTEST_MAIN(TestRecoveryQuestion)
#include "test_recovery_question.moc"
