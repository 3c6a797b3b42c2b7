// Every view that shows a definition holds it by name: when the whole
// document is replaced (File > New, File > Open, a reload after another
// program rewrote the file, a merge answer, a recovery) under views showing
// the explosive barrel (its trigger in the grid preview, its fields in the
// form; the sandbox playing a scenario with it, the Balance view comparing
// after each edit), each finds it again by name, or shows nothing and says
// that it is gone. Before views held it by name, the grid preview read the
// barrel's old place in the new content and the editor aborted.
#include <QtTest>

#include "balance/balance_view.h"
#include "document/content_commands.h"
#include "document/content_document.h"
#include "document/recovery_store.h"
#include "file_bytes.h"
#include "form/definition_form.h"
#include "grid_preview/grid_preview.h"
#include "main_window.h"
#include "sandbox/sandbox_panel.h"
#include "scripted_prompts.h"

#include <QCheckBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace rb;
using rb::test::ScriptedPrompts;

namespace {
const QString kBarrel = QStringLiteral("explosive barrel");
const QString kGone = QStringLiteral("The prop \"explosive barrel\" is no longer in the content.");

// The demo with its props changed by `change` (the list, as JSON).
QByteArray demoWithProps(const std::function<void(QJsonArray&)>& change)
{
    QJsonObject json = QJsonDocument::fromJson(rb::test::readAll(rb::test::kDemoPath)).object();
    QJsonArray props = json[QStringLiteral("props")].toArray();
    change(props);
    json[QStringLiteral("props")] = props;
    return QJsonDocument(json).toJson();
}

// As another program writes (git, an editor): a new file renamed over the old.
void rewrite(const QString& path, const QByteArray& bytes)
{
    QSaveFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
    QVERIFY(file.commit());
}

int propIndex(const MainWindow& w, const QString& name) { return w.definitionIndex(QStringLiteral("props"), name); }
} // namespace

class TestDocumentReplaced : public QObject {
    Q_OBJECT

    QTemporaryDir dir;
    ScriptedPrompts* prompts = nullptr;
    std::unique_ptr<MainWindow> window;
    QString content;

    // The demo open, the sandbox playing the trap-and-barrel scenario, the
    // Balance view comparing after each edit, and the barrel picked: its form
    // and its burst in the grid preview.
    void openOnTheBarrel(const QString& name)
    {
        QVERIFY(rb::test::copyDemoTo(dir.filePath(name)));
        content = dir.filePath(name + QStringLiteral("/demo.rules.json"));
        window = std::make_unique<MainWindow>();
        auto p = std::make_unique<ScriptedPrompts>();
        prompts = p.get();
        window->setPrompts(std::move(p));
        window->setRecoveryStore(std::make_unique<RecoveryStore>(dir.filePath(QStringLiteral("recovery"))));
        window->resize(1280, 800);
        window->show();
        QVERIFY(window->openFile(content));
        QVERIFY(window->openScenario(dir.filePath(name + QStringLiteral("/trap-and-barrel.scenario.json"))));
        window->balance()->afterEachEditBox()->setChecked(true);
        window->balance()->compare();
        window->selectDefinition(QStringLiteral("props"), propIndex(*window, kBarrel));
        QCOMPARE(window->form()->index(), propIndex(*window, kBarrel));
        QVERIFY(window->gridPreview()->shownTrigger() >= 0);
        QVERIFY2(window->gridPreview()->title().contains(kBarrel), qPrintable(window->gridPreview()->title()));
        QCOMPARE(propIndex(*window, kBarrel), 1); // the last prop: a content with fewer has no place 1
    }

    void gone()
    {
        QCOMPARE(window->gridPreview()->shownTrigger(), -1);
        QVERIFY2(window->gridPreview()->title().contains(kGone), qPrintable(window->gridPreview()->title()));
        QCOMPARE(window->form()->index(), -1);
        QCOMPARE(window->form()->title(), kGone);
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("RulebenchTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_document_replaced"));
        QSettings().clear();
        QVERIFY(dir.isValid());
    }

    void cleanup()
    {
        if (prompts)
            prompts->saveChoice = Prompts::SaveChoice::Discard;
        window.reset();
    }

    void fileNewLeavesNothingToShowAndSaysSo()
    {
        openOnTheBarrel(QStringLiteral("new"));
        window->newFile();
        gone();
        QTest::qWait(300); // the balance view plays again after the edit settles
    }

    void fileOpenOfAFileWithFewerPropsShowsWhatItPicks()
    {
        openOnTheBarrel(QStringLiteral("open"));
        const QString fewer = dir.filePath(QStringLiteral("open/fewer.rules.json"));
        rewrite(fewer, demoWithProps([](QJsonArray& props) { props.removeLast(); }));
        QVERIFY(window->openFile(fewer));
        QCOMPARE(propIndex(*window, kBarrel), -1);
        // It starts where Open starts (the first definition); neither view shows the barrel.
        QCOMPARE(window->form()->section(), window->currentSection());
        QCOMPARE(window->form()->index(), window->currentIndex());
        QVERIFY(!window->gridPreview()->title().contains(kBarrel));
        QTest::qWait(300);
    }

    // Rewritten by another program (a git checkout): a clean document
    // reloads at once, an edited one when the designer says so.
    void aRewriteFromOutsideThatDropsItSaysItIsGone_data()
    {
        QTest::addColumn<bool>("edited");
        QTest::newRow("clean") << false;
        QTest::newRow("with unsaved edits, reloaded") << true;
    }

    void aRewriteFromOutsideThatDropsItSaysItIsGone()
    {
        QFETCH(bool, edited);
        openOnTheBarrel(edited ? QStringLiteral("rewrite-edited") : QStringLiteral("rewrite-clean"));
        if (edited) {
            edit::setField(window->document(), QStringLiteral("stats"), 0, QStringLiteral("/default"), Json(31));
            prompts->reload = true;
        }
        rewrite(content, demoWithProps([](QJsonArray& props) { props.removeLast(); }));
        QTRY_COMPARE(window->document()->spec()->props.size(), std::size_t(1));
        QCOMPARE(window->currentSection(), QStringLiteral("props")); // its section stays picked
        QCOMPARE(window->currentIndex(), -1);
        gone();
        QTest::qWait(300);
    }

    // A definition added before it moves it: each view follows it to its new place.
    void aRewriteThatMovesItIsFollowedByName()
    {
        openOnTheBarrel(QStringLiteral("moved"));
        rewrite(content, demoWithProps([](QJsonArray& props) {
            QJsonObject pit;
            pit[QStringLiteral("name")] = QStringLiteral("pit");
            props.prepend(pit);
        }));
        QTRY_COMPARE(window->document()->spec()->props.size(), std::size_t(3));
        QCOMPARE(propIndex(*window, kBarrel), 2);
        QCOMPARE(window->currentIndex(), 2);
        QCOMPARE(window->form()->index(), 2);
        QVERIFY(window->form()->title().contains(kBarrel));
        QVERIFY(window->gridPreview()->shownTrigger() >= 0);
        QVERIFY2(window->gridPreview()->title().contains(kBarrel), qPrintable(window->gridPreview()->title()));
    }

    // A merge conflict answered, the Balance view's tuned value or any other
    // whole-content step: undone, the barrel comes back.
    void aWholeContentStepThatDropsItSaysItIsGone()
    {
        openOnTheBarrel(QStringLiteral("merge"));
        const QByteArray before = window->document()->currentBytes();
        const QByteArray after = demoWithProps([](QJsonArray& props) { props = QJsonArray(); });
        window->document()->undoStack()->push(new ReplaceContentCommand(window->document(), before, after, "take theirs"));
        gone();
        window->document()->undoStack()->undo();
        QCOMPARE(propIndex(*window, kBarrel), 1);
        QTest::qWait(300);
    }

    // Work a crashed window kept, recovered over the file opened.
    void aRecoveryThatDropsItSaysItIsGone()
    {
        openOnTheBarrel(QStringLiteral("recovery"));
        {
            RecoveryStore crashed(dir.filePath(QStringLiteral("recovery")));
            crashed.write(content, demoWithProps([](QJsonArray& props) { props.removeLast(); }));
        } // gone without a clean quit: its lock is free
        prompts->recoverChoice = Prompts::RecoverChoice::Recover;
        QVERIFY(window->openFile(content));
        QCOMPARE(prompts->asked.last(), QStringLiteral("recover demo.rules.json"));
        QCOMPARE(window->document()->spec()->props.size(), std::size_t(1));
        QVERIFY(!window->gridPreview()->title().contains(kBarrel) || window->gridPreview()->title().contains(kGone));
        QVERIFY(window->form()->index() < 0 || window->form()->index() == window->currentIndex());
        QTest::qWait(300);
    }
};

QTEST_MAIN(TestDocumentReplaced)
#include "test_document_replaced.moc"
