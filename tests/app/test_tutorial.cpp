// docs/tutorial.md followed in the window, on a copy of the demo, by the
// keys and clicks it names: Add Definition and Duplicate select the whole new
// name (typing replaces it), New Scenario, Save Scenario, turns played by
// hand, and the Batch tab playing that scenario with its measures suggested
// and Start on (or saying beside it why not). Also the Batch tab following a
// scenario however it came: opened, saved under another name, a batch's run.
#include <QtTest>

#include "batch/batch_setup.h"
#include "batch/batch_view.h"
#include "balance/balance_view.h"
#include "common/grid_canvas.h"
#include "common/qt_strings.h"
#include "document/content_commands.h"
#include "document/content_document.h"
#include "document/recovery_store.h"
#include "document/scenario_document.h"
#include "action_picking.h"
#include "file_bytes.h"
#include "file_dialog_answer.h"
#include "main_window.h"
#include "sandbox/sandbox_panel.h"
#include "scenario/scenario_editor.h"
#include "scripted_prompts.h"

#include "rulebench/content/sections.h"

#include <QComboBox>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QToolButton>
#include <QTreeView>

using namespace rb;
using rb::test::ScriptedPrompts;

namespace {

QWidget* focused() { return QApplication::focusWidget(); }

void key(int k, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QTest::keyClick(focused(), static_cast<Qt::Key>(k), modifiers);
}

void clickCell(GridCanvas* canvas, Cell c)
{
    QTest::mouseClick(canvas->viewport(), Qt::LeftButton, {}, canvas->cellRect(c).center());
}

bool choosePalette(ScenarioEditor* editor, const QString& name)
{
    QListWidget* palette = editor->palette();
    for (int i = 0; i < palette->count(); ++i)
        if (palette->item(i)->data(Qt::UserRole + 1).toString() == name) {
            QTest::mouseClick(palette->viewport(), Qt::LeftButton, {}, palette->visualItemRect(palette->item(i)).center());
            return true;
        }
    return false;
}

QString nameAt(const MainWindow& window, const QString& section, int index)
{
    const SectionInfo* info = findSection(fromQ(section));
    return toQ(info->name(*window.document()->spec(), static_cast<std::size_t>(index)));
}

} // namespace

class TestTutorial : public QObject {
    Q_OBJECT

    QTemporaryDir dir;
    QString folder, content, scenario;
    ScriptedPrompts* prompts = nullptr;
    std::unique_ptr<MainWindow> window;

    QTabWidget* centre() const { return qobject_cast<QTabWidget*>(window->centralWidget()); }
    BatchSetupForm* setup() const { return window->batch()->setup(); }

    // Typed into the box that has the keyboard, over what it selected, and committed.
    static void typeName(const QString& name)
    {
        auto* box = qobject_cast<QLineEdit*>(focused());
        QVERIFY2(box, focused() ? focused()->metaObject()->className() : "nothing focused");
        QVERIFY2(box->hasSelectedText() && box->selectedText() == box->text(), qPrintable(box->selectedText() + QStringLiteral(" of ") + box->text()));
        QTest::keyClicks(box, name);
        QTest::keyClick(box, Qt::Key_Return);
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("RulebenchTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_tutorial"));
        QSettings().clear();
        QVERIFY(dir.isValid());
        folder = dir.filePath(QStringLiteral("acid"));
        QVERIFY(rb::test::copyDemoTo(folder));
        content = folder + QStringLiteral("/demo.rules.json");
        scenario = folder + QStringLiteral("/acid.scenario.json");
        window = std::make_unique<MainWindow>();
        auto p = std::make_unique<ScriptedPrompts>();
        prompts = p.get();
        window->setPrompts(std::move(p));
        window->setRecoveryStore(std::make_unique<RecoveryStore>(dir.filePath(QStringLiteral("recovery"))));
        window->setWindowState(Qt::WindowNoState);
        window->resize(1280, 800);
        QVERIFY(window->openFile(content));
        window->show();
        window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
    }

    void cleanupTestCase() { window.reset(); }

    // 1. Add Definition on bleeding: the new status's whole name is selected,
    // so typing "corroded" names it exactly that; then its fields.
    void aStatusThatStacks()
    {
        window->selectDefinition(QStringLiteral("statuses"), window->definitionIndex(QStringLiteral("statuses"), QStringLiteral("bleeding")));
        window->contentView()->setFocus();
        key(Qt::Key_Insert, Qt::ControlModifier);
        const int index = window->currentIndex();
        QCOMPARE(nameAt(*window, QStringLiteral("statuses"), index), QStringLiteral("new status"));
        typeName(QStringLiteral("corroded"));
        QCOMPARE(nameAt(*window, QStringLiteral("statuses"), index), QStringLiteral("corroded"));
        ContentDocument* doc = window->document();
        QVERIFY(edit::setField(doc, QStringLiteral("statuses"), index, QStringLiteral("/badge"), Json("c"), false));
        QVERIFY(edit::setField(doc, QStringLiteral("statuses"), index, QStringLiteral("/stacking"), Json("Stack"), false));
        QVERIFY(edit::setField(doc, QStringLiteral("statuses"), index, QStringLiteral("/max_stacks"), Json(3), false));
        QVERIFY(edit::setField(doc, QStringLiteral("statuses"), index, QStringLiteral("/turns"), Json(4), false));
        QVERIFY(edit::setField(doc, QStringLiteral("statuses"), index, QStringLiteral("/tick"),
                               Json::parse(R"({"kind": "thermal", "amount": 2})"), false));
        // The toolbar's button the tutorial presses, on a definition: the same.
        window->addDefinition();
        const int another = window->currentIndex();
        typeName(QStringLiteral("etched"));
        QCOMPARE(nameAt(*window, QStringLiteral("statuses"), another), QStringLiteral("etched"));
        edit::remove(doc, QStringLiteral("statuses"), another);
    }

    // 2. Duplicate frag grenade: the copy's whole name is selected too.
    void aFlaskThatAppliesIt()
    {
        window->selectDefinition(QStringLiteral("items"), window->definitionIndex(QStringLiteral("items"), QStringLiteral("frag grenade")));
        window->contentView()->setFocus();
        key(Qt::Key_D, Qt::ControlModifier);
        const int index = window->currentIndex();
        QCOMPARE(nameAt(*window, QStringLiteral("items"), index), QStringLiteral("frag grenade copy"));
        typeName(QStringLiteral("acid flask"));
        QCOMPARE(nameAt(*window, QStringLiteral("items"), index), QStringLiteral("acid flask"));
        ContentDocument* doc = window->document();
        QVERIFY(edit::setField(doc, QStringLiteral("items"), index, QStringLiteral("/color"), Json("#7fd04a"), false));
        QVERIFY(edit::setField(doc, QStringLiteral("items"), index, QStringLiteral("/triggers/0/area/burst"), Json(2), false));
        QVERIFY(edit::setField(doc, QStringLiteral("items"), index, QStringLiteral("/triggers/0/effects"),
                               Json::parse(R"([{"kind": "Afflict", "args": {"status": "corroded"}}])"), false));
        QVERIFY(edit::setField(doc, QStringLiteral("items"), index, QStringLiteral("/triggers/0/look/color"), Json("#7fd04a"), false));
        window->contentView()->setFocus();
        key(Qt::Key_S, Qt::ControlModifier);
        QTRY_VERIFY(!doc->isModified());
        QVERIFY(!doc->diagnostics().hasErrors());
    }

    // 4. New Scenario, the hero with three flasks, four rats, a wall; before
    // it is saved the Batch tab says to save it; Save Scenario names it.
    void aScenarioThatUsesIt()
    {
        key(Qt::Key_N, Qt::ControlModifier | Qt::AltModifier);
        QTRY_VERIFY(window->scenario()->isOpen());
        ScenarioEditor* editor = window->scenarioEditor();
        QVERIFY(editor->isVisible());
        QVERIFY(choosePalette(editor, QStringLiteral("hero")));
        QTest::mouseClick(editor->toolButton(ScenarioEditor::Tool::Place), Qt::LeftButton);
        clickCell(editor->canvas(), {3, 6});
        QVERIFY(choosePalette(editor, QStringLiteral("rat")));
        for (const Cell c : {Cell{11, 5}, Cell{12, 6}, Cell{11, 7}, Cell{16, 3}})
            clickCell(editor->canvas(), c);
        QCOMPARE(window->scenario()->spec().actors.size(), std::size_t(5));
        editor->placedList()->setCurrentRow(0);
        QTRY_VERIFY(editor->itemPicker()->findText(QStringLiteral("acid flask")) >= 0); // once the content is checked again
        editor->itemPicker()->setCurrentIndex(editor->itemPicker()->findText(QStringLiteral("acid flask")));
        for (int i = 0; i < 3; ++i)
            QTest::mouseClick(editor->addItemButton(), Qt::LeftButton);
        QCOMPARE(window->scenario()->spec().actors[0].carries.size(), std::size_t(3));
        editor->setPaint(ScenarioEditor::Paint::Wall);
        QTest::mouseClick(editor->toolButton(ScenarioEditor::Tool::Pen), Qt::LeftButton);
        for (int y = 6; y <= 9; ++y)
            clickCell(editor->canvas(), {15, y});

        // Not saved yet: the batch says so beside Start.
        QVERIFY(!setup()->startButton()->isEnabled());
        QCOMPARE(setup()->startWhyLabel()->text(), QStringLiteral("Save the scenario first"));
        QVERIFY(setup()->problemsLabel()->text().startsWith(QStringLiteral("untitled.scenario.json has no file yet")));

        rb::test::answerFileDialog(QStringLiteral("acid.scenario.json"));
        key(Qt::Key_S, Qt::ControlModifier | Qt::AltModifier);
        QTRY_VERIFY(QFileInfo::exists(scenario));
        QTRY_VERIFY(!QApplication::activeModalWidget());
        window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        QCOMPARE(window->statusBar()->currentMessage(), QStringLiteral("Saved acid.scenario.json"));
        QVERIFY(!window->windowTitle().contains(QStringLiteral("acid.scenario.json*")));
        // The batch plays it now, its measures suggested.
        QCOMPARE(QFileInfo(setup()->scenario()).canonicalFilePath(), QFileInfo(scenario).canonicalFilePath());
        QCOMPARE(setup()->measures(), (QStringList{QStringLiteral("won"), QStringLiteral("lost"), QStringLiteral("turn:death@*")}));
        QVERIFY(setup()->measurePicker()->findText(QStringLiteral("turn:death@rat")) >= 0);
        QVERIFY(setup()->startButton()->isEnabled());
        QVERIFY(setup()->startWhyLabel()->text().isEmpty());
    }

    // 5. Two throws at (9,6) played by hand and two more turns; the title
    // marks the turns no file holds; saved, the message counts the script.
    void stepIt()
    {
        key(Qt::Key_2, Qt::ControlModifier);
        SandboxPanel* panel = window->sandbox();
        QVERIFY(panel->isVisible());
        for (int i = 0; i < 2; ++i) {
            rb::test::pickAction(*panel, Action::Kind::Throw, QStringLiteral("hero"));
            QCOMPARE(panel->thingPicker()->currentData().toString(), QStringLiteral("acid flask"));
            clickCell(panel->canvas(), {9, 6});
            QCOMPARE(panel->queued().size(), std::size_t(1));
            key(Qt::Key_F10);
        }
        QCOMPARE(panel->turn(), 2);
        QVERIFY2(window->windowTitle().contains(QStringLiteral("acid.scenario.json*")), qPrintable(window->windowTitle()));
        key(Qt::Key_F10);
        key(Qt::Key_F10);
        QCOMPARE(panel->turn(), 4);
        key(Qt::Key_S, Qt::ControlModifier | Qt::AltModifier);
        QCOMPARE(window->statusBar()->currentMessage(), QStringLiteral("Saved acid.scenario.json: 2 script entries over 4 turns"));
        QVERIFY2(!window->windowTitle().contains(QStringLiteral("acid.scenario.json*")), qPrintable(window->windowTitle()));
        const QJsonArray script = QJsonDocument::fromJson(rb::test::readAll(scenario)).object().value(QStringLiteral("script")).toArray();
        QCOMPARE(script.size(), 2);
    }

    // 6. Ctrl+3: the Batch tab plays the sandbox's scenario; a measure typed
    // and added, a sweep, Start.
    void runABatch()
    {
        key(Qt::Key_3, Qt::ControlModifier);
        QCOMPARE(centre()->currentWidget(), static_cast<QWidget*>(window->batch()));
        QCOMPARE(QFileInfo(setup()->scenario()).canonicalFilePath(), QFileInfo(scenario).canonicalFilePath());
        // The keyboard lands in the measure box, so the measure typed next is
        // added (it once landed in the Scenario box and replaced the path).
        QLineEdit* measure = setup()->measurePicker()->lineEdit();
        QTRY_VERIFY(focused() == setup()->measurePicker() || focused() == measure);
        QTest::keyClicks(focused(), QStringLiteral("turn:death@rat"));
        key(Qt::Key_Return);
        QVERIFY(setup()->measures().contains(QStringLiteral("turn:death@rat")));
        QCOMPARE(QFileInfo(setup()->scenario()).canonicalFilePath(), QFileInfo(scenario).canonicalFilePath());
        setup()->varyEdit()->setText(QStringLiteral("statuses.corroded.tick.amount=1..3"));
        setup()->runsBox()->setValue(100);
        QVERIFY2(setup()->startButton()->isEnabled(), qPrintable(setup()->problemsLabel()->text()));
        QSignalSpy finished(window->batch()->job(), &BatchJob::finished);
        QTest::mouseClick(setup()->startButton(), Qt::LeftButton);
        QVERIFY(finished.wait(120000));
        QCOMPARE(finished.first().first().toBool(), false);
        QCOMPARE(static_cast<int>(window->batch()->report()->series.size()), 3);
        // The Balance tab plays the same.
        centre()->setCurrentWidget(window->balance());
        QVERIFY(window->balance()->findChild<QLabel*>() != nullptr);
        bool named = false;
        for (QLabel* label : window->balance()->findChildren<QLabel*>())
            named = named || label->text().startsWith(QStringLiteral("acid.scenario.json: 100 runs"));
        QVERIFY(named);
    }

    // Opened, saved under another name, or one of a batch's runs opened: the
    // Batch tab plays the scenario the sandbox has.
    void theBatchFollowsTheScenarioHoweverItCame()
    {
        const QString statuses = folder + QStringLiteral("/statuses.scenario.json");
        QVERIFY(window->openScenario(statuses));
        QCOMPARE(QFileInfo(setup()->scenario()).canonicalFilePath(), QFileInfo(statuses).canonicalFilePath());
        const QString renamed = folder + QStringLiteral("/statuses-again.scenario.json");
        QVERIFY(window->saveScenarioAs(SandboxSession::SaveAs::PlayedScript, renamed));
        QCOMPARE(QFileInfo(setup()->scenario()).canonicalFilePath(), QFileInfo(renamed).canonicalFilePath());
        // A run of the batch played before opens its scenario: the Batch tab keeps it.
        QVERIFY(window->openScenario(scenario));
        setup()->varyEdit()->clear();
        QSignalSpy finished(window->batch()->job(), &BatchJob::finished);
        QVERIFY(window->batch()->start());
        QVERIFY(finished.wait(120000));
        emit window->batch()->openRunRequested({scenario, 7, 20, {}, {}, 0, {}, {}});
        QCOMPARE(window->sandbox()->session()->scenarioFile(), QFileInfo(scenario).absoluteFilePath());
        QCOMPARE(QFileInfo(setup()->scenario()).canonicalFilePath(), QFileInfo(scenario).canonicalFilePath());
        QVERIFY(window->batch()->report() != nullptr);
        QVERIFY(prompts->errors.isEmpty());
    }
};

QTEST_MAIN(TestTutorial)
#include "test_tutorial.moc"
