// A scenario as a document beside the content, edited in the Scenario view
// through real clicks and keys: New Scenario for the open content, painting
// (rectangle, fill, pen, a new map), placing from the palette, the selected
// placement's fields, the scenario's settings, undo on the view in front,
// the name and unsaved mark in the title, saving and recovery, the sandbox
// playing the document; and the whole task of issue 30 — a room built by
// hand, played by hand, saved and replayed by `simulate` to the same log.
#include <QtTest>

#include "action_picking.h"
#include "cli_run.h"
#include "common/grid_canvas.h"
#include "common/qt_strings.h"
#include "document/content_commands.h"
#include "document/content_document.h"
#include "document/recovery_store.h"
#include "document/scenario_document.h"
#include "file_bytes.h"
#include "grid_preview/grid_preview.h"
#include "main_window.h"
#include "sandbox/sandbox_action_picker.h"
#include "sandbox/sandbox_panel.h"
#include "sandbox/sandbox_run_bar.h"
#include "sandbox/sandbox_script.h"
#include "scenario/scenario_editor.h"
#include "scripted_prompts.h"

#include "rulebench/sandbox/session.h"

#include <QComboBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMimeData>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSet>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QToolButton>
#include <QTreeWidget>
#include <QUndoGroup>
#include <QUndoStack>

using namespace rb;
using rb::test::ScriptedPrompts;

namespace {

void clickCell(GridCanvas* canvas, Cell c)
{
    QTest::mouseClick(canvas->viewport(), Qt::LeftButton, {}, canvas->cellRect(c).center());
}

// Pressed on `from`, moved over each cell on the way as a hand would, released on `to`.
void dragCells(GridCanvas* canvas, Cell from, Cell to)
{
    QTest::mousePress(canvas->viewport(), Qt::LeftButton, {}, canvas->cellRect(from).center());
    for (Cell c = from; c != to;) {
        c.x += (to.x > c.x) - (to.x < c.x);
        c.y += (to.y > c.y) - (to.y < c.y);
        QMouseEvent move(QEvent::MouseMove, canvas->cellRect(c).center(), canvas->viewport()->mapToGlobal(canvas->cellRect(c).center()),
                         Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(canvas->viewport(), &move);
    }
    QTest::mouseRelease(canvas->viewport(), Qt::LeftButton, {}, canvas->cellRect(to).center());
}

void choosePalette(ScenarioEditor* editor, const QString& name)
{
    QListWidget* palette = editor->palette();
    for (int i = 0; i < palette->count(); ++i)
        if (palette->item(i)->data(Qt::UserRole + 1).toString() == name) {
            QTest::mouseClick(palette->viewport(), Qt::LeftButton, {}, palette->visualItemRect(palette->item(i)).center());
            return;
        }
    QFAIL(qPrintable(QStringLiteral("no %1 in the palette").arg(name)));
}

void chooseText(QComboBox* box, const QString& text)
{
    const int i = box->findText(text);
    QVERIFY2(i >= 0, qPrintable(text));
    box->setCurrentIndex(i);
    emit box->activated(i);
}

void pickAction(SandboxPanel* panel, Action::Kind what, const QString& actor, std::optional<ActionField> choice = {})
{
    rb::test::pickAction(*panel, what, actor, choice);
}

QStringList mapOf(const ScenarioDocument* scenario)
{
    QStringList rows;
    for (const std::string& row : scenario->spec().map)
        rows << toQ(row);
    return rows;
}

} // namespace

class TestScenarioEditing : public QObject {
    Q_OBJECT

    QTemporaryDir dir;
    ScriptedPrompts* prompts = nullptr;

    std::unique_ptr<MainWindow> window(const QString& content)
    {
        auto w = std::make_unique<MainWindow>();
        auto p = std::make_unique<ScriptedPrompts>();
        prompts = p.get();
        w->setPrompts(std::move(p));
        w->setRecoveryStore(std::make_unique<RecoveryStore>(dir.filePath(QStringLiteral("recovery"))));
        w->resize(1280, 800);
        w->show();
        if (!QTest::qWaitForWindowExposed(w.get()))
            return nullptr;
        if (!w->openFile(content))
            return nullptr;
        return w;
    }

    QString content(const QString& folder)
    {
        QDir().mkpath(dir.filePath(folder));
        return rb::test::copyOfDemo(dir.filePath(folder + QStringLiteral("/demo.rules.json")));
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("RulebenchTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_scenario_editing"));
        QSettings().clear();
        QVERIFY(dir.isValid());
    }

    // New Scenario: a bordered 20x12 room for the open content, in the Scenario
    // view; its name and unsaved mark in the title; Ctrl+Z with the Scenario
    // view in front undoes the scenario's step and not the content's.
    void newScenarioIsADocumentWithItsOwnUndoAndItsNameInTheTitle()
    {
        auto w = window(content(QStringLiteral("new")));
        QVERIFY(w);
        QVERIFY(w->newScenario());
        ScenarioEditor* editor = w->scenarioEditor();
        QVERIFY(editor->isVisible());
        QCOMPARE(w->scenario()->spec().content, std::string("demo.rules.json"));
        QCOMPARE(mapOf(w->scenario()).size(), 12);
        QCOMPARE(mapOf(w->scenario()).front(), QString(20, QLatin1Char('#')));
        QCOMPARE(mapOf(w->scenario())[1], QStringLiteral("#..................#"));
        QVERIFY(w->windowTitle().contains(QStringLiteral("untitled.scenario.json")));
        QVERIFY(!w->windowTitle().contains(QStringLiteral("untitled.scenario.json*")));
        // The sandbox plays the document.
        QCOMPARE(w->sandbox()->session()->scenarioFile(), w->scenario()->playPath());

        QTest::mouseClick(editor->toolButton(ScenarioEditor::Tool::Pen), Qt::LeftButton);
        editor->setPaint(ScenarioEditor::Paint::Wall);
        dragCells(editor->canvas(), {3, 3}, {3, 6});
        QCOMPARE(w->scenario()->undoStack()->count(), 1);
        QCOMPARE(w->scenario()->undoStack()->text(0), QStringLiteral("Paint 4 walls"));
        QCOMPARE(mapOf(w->scenario())[5], QStringLiteral("#..#...............#"));
        QVERIFY(w->windowTitle().contains(QStringLiteral("untitled.scenario.json*")));
        QCOMPARE(w->undoGroup()->activeStack(), w->scenario()->undoStack());

        QTest::keyClick(editor->canvas(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(mapOf(w->scenario())[5], QStringLiteral("#..................#"));
        QVERIFY(!w->windowTitle().contains(QStringLiteral("untitled.scenario.json*")));
        QTest::keyClick(editor->canvas(), Qt::Key_Y, Qt::ControlModifier);
        QCOMPARE(mapOf(w->scenario())[5], QStringLiteral("#..#...............#"));

        // With the content's form in front, Undo is the content's again.
        auto* centre = qobject_cast<QTabWidget*>(w->centralWidget());
        centre->setCurrentIndex(0);
        QCOMPARE(w->undoGroup()->activeStack(), w->document()->undoStack());
    }

    // The size boxes show the open map's size (the demo's 10 x 8 room, not
    // the 20 x 12 of a new one), and follow a new map and its undo.
    void theSizeBoxesShowTheOpenMapsSize()
    {
        const QString folder = content(QStringLiteral("sizes"));
        auto w = window(folder);
        QVERIFY(w);
        const QString scenario = QFileInfo(folder).absolutePath() + QStringLiteral("/statuses.scenario.json");
        QVERIFY(QFile::copy(rb::test::sourceFile("/resources/demo/statuses.scenario.json"), scenario));
        QVERIFY(w->openScenario(scenario));
        ScenarioEditor* editor = w->scenarioEditor();
        const QStringList map = mapOf(w->scenario());
        QCOMPARE(editor->widthBox()->value(), static_cast<int>(map.front().size()));
        QCOMPARE(editor->heightBox()->value(), static_cast<int>(map.size()));
        editor->widthBox()->setValue(14);
        editor->heightBox()->setValue(9);
        QTest::mouseClick(editor->newMapButton(), Qt::LeftButton);
        QCOMPARE(mapOf(w->scenario()).size(), 9);
        editor->widthBox()->setValue(30); // typed, not yet used: an edit elsewhere leaves it
        editor->setPaint(ScenarioEditor::Paint::Wall);
        QCOMPARE(editor->widthBox()->value(), 30);
        w->scenario()->undoStack()->undo();
        QCOMPARE(editor->widthBox()->value(), static_cast<int>(map.front().size()));
        QCOMPARE(editor->heightBox()->value(), static_cast<int>(map.size()));
    }

    // Tabbing into the palette keeps the tool (it had switched to Place);
    // a click or Space on a tool picks it.
    void tabbingIntoThePaletteKeepsTheTool()
    {
        auto w = window(content(QStringLiteral("tabs")));
        QVERIFY(w);
        QVERIFY(w->newScenario());
        ScenarioEditor* editor = w->scenarioEditor();
        editor->canvas()->setFocus(Qt::OtherFocusReason);
        QTRY_VERIFY(editor->canvas()->hasFocus());
        for (int i = 0; i < 30 && QApplication::focusWidget() != editor->palette(); ++i) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            QCOMPARE(editor->tool(), ScenarioEditor::Tool::Select);
        }
        QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(editor->palette()));
        QCOMPARE(editor->tool(), ScenarioEditor::Tool::Select);
        // Tab reaches every tool button, in the order the eye reads them, then
        // the paint and the size; reaching one does not pick it.
        editor->toolButton(ScenarioEditor::Tool::Select)->setFocus(Qt::TabFocusReason);
        QList<QWidget*> stops{QApplication::focusWidget()};
        for (int i = 0; i < 8; ++i) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            stops << QApplication::focusWidget();
            QCOMPARE(editor->tool(), ScenarioEditor::Tool::Select);
        }
        const QList<QWidget*> expected{editor->toolButton(ScenarioEditor::Tool::Select), editor->toolButton(ScenarioEditor::Tool::Pen),
                                       editor->toolButton(ScenarioEditor::Tool::Rectangle), editor->toolButton(ScenarioEditor::Tool::Fill),
                                       editor->toolButton(ScenarioEditor::Tool::Place), editor->paintPicker(),
                                       editor->widthBox(), editor->heightBox(), editor->newMapButton()};
        for (qsizetype i = 0; i < expected.size(); ++i)
            QVERIFY2(stops.value(i) == expected[i], qPrintable(QStringLiteral("stop %1 is %2").arg(i).arg(stops.value(i) ? stops.value(i)->metaObject()->className() + QStringLiteral(" ") + stops.value(i)->property("text").toString() : QStringLiteral("none"))));
        for (int i = 0; i < 8; ++i) // and back the same way
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab, Qt::ShiftModifier);
        QCOMPARE(QApplication::focusWidget(), expected.first());
        QCOMPARE(editor->tool(), ScenarioEditor::Tool::Select);
        editor->palette()->setFocus(Qt::TabFocusReason);
        QTest::keyClick(editor->palette(), Qt::Key_Down); // choosing one by keys picks Place
        QCOMPARE(editor->tool(), ScenarioEditor::Tool::Place);
        editor->toolButton(ScenarioEditor::Tool::Fill)->setFocus(Qt::TabFocusReason);
        QTest::keyClick(editor->toolButton(ScenarioEditor::Tool::Fill), Qt::Key_Space);
        QCOMPARE(editor->tool(), ScenarioEditor::Tool::Fill);
    }

    // A rectangle and a fill, each one step named for what it painted, both undone.
    void aRectangleAndAFillAreUndoneStepByStep()
    {
        auto w = window(content(QStringLiteral("paint")));
        QVERIFY(w);
        QVERIFY(w->newScenario());
        ScenarioEditor* editor = w->scenarioEditor();
        const QStringList start = mapOf(w->scenario());
        editor->setPaint(ScenarioEditor::Paint::Wall);
        QTest::mouseClick(editor->toolButton(ScenarioEditor::Tool::Rectangle), Qt::LeftButton);
        dragCells(editor->canvas(), {5, 2}, {8, 4});
        QCOMPARE(w->scenario()->undoStack()->text(0), QStringLiteral("Paint 12 walls"));
        QCOMPARE(mapOf(w->scenario())[3], QStringLiteral("#....####..........#"));

        editor->setPaint(ScenarioEditor::Paint::Flammable);
        QTest::mouseClick(editor->toolButton(ScenarioEditor::Tool::Fill), Qt::LeftButton);
        clickCell(editor->canvas(), {1, 1});
        // Every floor cell the fill reaches (all 180 of the room but the 12 walls).
        QCOMPARE(w->scenario()->undoStack()->text(1), QStringLiteral("Paint 168 flammable floor cells"));
        QCOMPARE(mapOf(w->scenario())[3], QStringLiteral("#\"\"\"\"####\"\"\"\"\"\"\"\"\"\"#"));
        QVERIFY(editor->canvas()->grid().isFlammable({1, 1}));

        QTest::keyClick(editor->canvas(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(mapOf(w->scenario())[3], QStringLiteral("#....####..........#"));
        QTest::keyClick(editor->canvas(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(mapOf(w->scenario()), start);

        // New map draws only the border, at the size asked for.
        editor->widthBox()->setValue(8);
        editor->heightBox()->setValue(5);
        QTest::mouseClick(editor->newMapButton(), Qt::LeftButton);
        QCOMPARE(mapOf(w->scenario()), (QStringList{QStringLiteral("########"), QStringLiteral("#......#"),
                                                     QStringLiteral("#......#"), QStringLiteral("#......#"),
                                                     QStringLiteral("########")}));
        QCOMPARE(w->scenario()->undoStack()->undoText(), QStringLiteral("New 8x5 map"));
    }

    // A rat placed from the palette by a click, given two frag grenades in the
    // panel, moved by a drag and saved: opened again, it is all there.
    void aPlacedActorWithTwoGrenadesIsSavedAndOpensAgain()
    {
        const QString contentPath = content(QStringLiteral("place"));
        auto w = window(contentPath);
        QVERIFY(w);
        QVERIFY(w->newScenario());
        ScenarioEditor* editor = w->scenarioEditor();
        choosePalette(editor, QStringLiteral("rat"));
        QCOMPARE(editor->tool(), ScenarioEditor::Tool::Place);
        clickCell(editor->canvas(), {4, 5});
        clickCell(editor->canvas(), {6, 5});
        QCOMPARE(w->scenario()->undoStack()->text(1), QStringLiteral("Place rat2 at 6,5"));
        // Dragged from the palette and dropped on a cell: placed there.
        QMimeData mime;
        mime.setData(QStringLiteral("application/x-qabstractitemmodeldatalist"), QByteArray("row"));
        const QPoint cell99 = editor->canvas()->cellRect({9, 9}).center();
        QDragEnterEvent enter(cell99, Qt::CopyAction, &mime, Qt::LeftButton, {});
        QApplication::sendEvent(editor->canvas()->viewport(), &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(cell99, Qt::CopyAction, &mime, Qt::LeftButton, {});
        QApplication::sendEvent(editor->canvas()->viewport(), &drop);
        QCOMPARE(w->scenario()->undoStack()->undoText(), QStringLiteral("Place rat3 at 9,9"));
        QTest::keyClick(editor->canvas(), Qt::Key_Z, Qt::ControlModifier);
        clickCell(editor->canvas(), {0, 0}); // a wall: refused, in words
        QCOMPARE(editor->messageLabel()->text(), QStringLiteral("rat cannot stand in a wall: choose a floor cell."));
        QCOMPARE(w->scenario()->undoStack()->index(), 2);

        QTest::mouseClick(editor->toolButton(ScenarioEditor::Tool::Select), Qt::LeftButton);
        dragCells(editor->canvas(), {6, 5}, {7, 2});
        QCOMPARE(w->scenario()->undoStack()->undoText(), QStringLiteral("Move rat2 to 7,2"));
        QCOMPARE(editor->selected(), QStringLiteral("rat2"));
        chooseText(editor->itemPicker(), QStringLiteral("frag grenade"));
        QTest::mouseClick(editor->addItemButton(), Qt::LeftButton);
        QTest::mouseClick(editor->addItemButton(), Qt::LeftButton);
        QCOMPARE(w->scenario()->undoStack()->undoText(), QStringLiteral("Give rat2 a frag grenade"));
        QCOMPARE(editor->carriedList()->count(), 2);
        chooseText(editor->behaviourPicker(), QStringLiteral("ranged"));
        QCOMPARE(editor->factionPicker()->currentText(), QStringLiteral("(its kind's: vermin)"));
        chooseText(editor->factionPicker(), QStringLiteral("crew"));
        QCOMPARE(w->scenario()->undoStack()->undoText(), QStringLiteral("rat2 fights for crew"));
        editor->idEdit()->selectAll();
        QTest::keyClicks(editor->idEdit(), QStringLiteral("grenadier"));
        QTest::keyClick(editor->idEdit(), Qt::Key_Return);
        QCOMPARE(w->scenario()->undoStack()->undoText(), QStringLiteral("Rename rat2 to grenadier"));

        // The first rat removed with Delete, then that undone.
        clickCell(editor->canvas(), {4, 5});
        QCOMPARE(editor->selected(), QStringLiteral("rat"));
        QTest::keyClick(editor->canvas(), Qt::Key_Delete);
        QCOMPARE(w->scenario()->spec().actors.size(), std::size_t(1));
        QTest::keyClick(editor->canvas(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(w->scenario()->spec().actors.size(), std::size_t(2));

        const QString path = dir.filePath(QStringLiteral("place/rats.scenario.json"));
        QVERIFY(w->saveScenarioAs(SandboxSession::SaveAs::PlayedScript, path));
        QVERIFY(!w->scenario()->isModified());
        QCOMPARE(w->statusBar()->currentMessage(), QStringLiteral("Saved rats.scenario.json"));
        QVERIFY(w->windowTitle().contains(QStringLiteral("rats.scenario.json - ")));

        auto again = window(contentPath);
        QVERIFY(again);
        QVERIFY(again->openScenario(path));
        ScenarioEditor* reopened = again->scenarioEditor();
        reopened->select(QStringLiteral("grenadier"));
        QCOMPARE(reopened->carriedList()->count(), 2);
        QCOMPARE(reopened->carriedList()->item(0)->text(), QStringLiteral("frag grenade"));
        QCOMPARE(reopened->behaviourPicker()->currentText(), QStringLiteral("ranged"));
        QCOMPARE(reopened->factionPicker()->currentText(), QStringLiteral("crew"));
        QCOMPARE(reopened->xBox()->value(), 7);
        QCOMPARE(reopened->yBox()->value(), 2);
        // The sandbox plays it: the grenadier carries them there too.
        const WorldActor* grenadier = again->sandbox()->session()->actor(QStringLiteral("grenadier"));
        QVERIFY(grenadier);
        QCOMPARE(grenadier->items.size(), std::size_t(2));
        QCOMPARE(again->sandbox()->history().world().definitions().factions[grenadier->faction].name, std::string("crew"));
    }

    // Seed and party go into the file and come back; unknown keys stay.
    void settingsRoundTripAndUnknownKeysStay()
    {
        const QString contentPath = content(QStringLiteral("settings"));
        const QString path = dir.filePath(QStringLiteral("settings/kept.scenario.json"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("{\"format\": \"rulebench-scenario/1\", \"content\": \"demo.rules.json\", \"seed\": 3,"
                    " \"_notes\": \"keep me\", \"map\": [\"#####\", \"#...#\", \"#####\"],"
                    " \"actors\": [{\"id\": \"hero\", \"actor\": \"hero\", \"at\": [1, 1]}]}");
        }
        auto w = window(contentPath);
        QVERIFY(w);
        QVERIFY2(w->openScenario(path), qPrintable(prompts->errors.join('\n')));
        ScenarioEditor* editor = w->scenarioEditor();
        // Opened in the sandbox: the designer goes to the Scenario view, whose lists fill as it shows.
        auto* tabs = qobject_cast<QTabWidget*>(w->centralWidget());
        for (int i = 0; i < tabs->count(); ++i)
            if (tabs->widget(i)->isAncestorOf(editor) || tabs->widget(i) == editor)
                tabs->setCurrentIndex(i);
        QVERIFY(editor->isVisible());
        QCOMPARE(editor->seedBox()->value(), 3);
        editor->seedBox()->setValue(42);
        QCOMPARE(w->scenario()->undoStack()->undoText(), QStringLiteral("Set the seed to 42"));
        chooseText(editor->partyPicker(), QStringLiteral("crew"));
        QCOMPARE(w->scenario()->undoStack()->undoText(), QStringLiteral("Set the party to crew"));
        QVERIFY(editor->victoryLabel()->text().contains(QStringLiteral("quest \"the rat king\"")));
        // An edit plays again in the sandbox, with the new seed.
        QCOMPARE(w->sandbox()->session()->session()->spec().seed, 42);
        QVERIFY(w->saveScenario());
        const QByteArray saved = rb::test::readAll(path);
        QVERIFY(saved.contains("\"seed\": 42"));
        QVERIFY(saved.contains("\"party\": \"crew\""));
        QVERIFY(saved.contains("\"_notes\": \"keep me\""));

        auto again = window(contentPath);
        QVERIFY(again);
        QVERIFY(again->openScenario(path));
        QCOMPARE(again->scenarioEditor()->seedBox()->value(), 42);
        QCOMPARE(again->scenarioEditor()->partyPicker()->currentText(), QStringLiteral("crew"));
    }

    // A definition renamed in the content is renamed in the open scenario and
    // in every step of its undo stack, so undo and redo never bring the old name back.
    void aContentRenameReachesTheScenarioAndItsUndoSteps()
    {
        auto w = window(content(QStringLiteral("rename")));
        QVERIFY(w);
        QVERIFY(w->newScenario());
        ScenarioEditor* editor = w->scenarioEditor();
        choosePalette(editor, QStringLiteral("rat"));
        clickCell(editor->canvas(), {3, 3});
        clickCell(editor->canvas(), {4, 4});
        edit::rename(w->document(), QStringLiteral("actors"), w->definitionIndex(QStringLiteral("actors"), QStringLiteral("rat")),
                     QStringLiteral("sewer rat"));
        QCOMPARE(w->scenario()->spec().actors[0].actor, std::string("sewer rat"));
        QVERIFY(w->scenario()->isModified());
        QTest::keyClick(editor->canvas(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(w->scenario()->spec().actors.size(), std::size_t(1));
        QCOMPARE(w->scenario()->spec().actors[0].actor, std::string("sewer rat"));
        QTest::keyClick(editor->canvas(), Qt::Key_Y, Qt::ControlModifier);
        QCOMPARE(w->scenario()->spec().actors[1].actor, std::string("sewer rat"));
        QVERIFY(w->scenario()->currentBytes().contains("\"actor\": \"sewer rat\""));
        QVERIFY(!w->scenario()->currentBytes().contains("\"actor\": \"rat\""));
    }

    // An edit played in the sandbox starts it again at turn 0 with the edit;
    // playing turns by hand and quitting asks to keep them.
    void anEditRestartsTheSandboxAtTurnZero()
    {
        auto w = window(content(QStringLiteral("restart")));
        QVERIFY(w);
        QVERIFY(w->newScenario());
        ScenarioEditor* editor = w->scenarioEditor();
        choosePalette(editor, QStringLiteral("hero"));
        clickCell(editor->canvas(), {2, 2});
        w->sandbox()->step();
        w->sandbox()->step();
        QCOMPARE(w->sandbox()->turn(), 2);
        QTest::mouseClick(editor->toolButton(ScenarioEditor::Tool::Select), Qt::LeftButton);
        dragCells(editor->canvas(), {2, 2}, {5, 5});
        QCOMPARE(w->sandbox()->turn(), 0);
        QCOMPARE(w->sandbox()->session()->actor(QStringLiteral("hero"))->at, (Cell{5, 5}));
        QTest::keyClick(editor->canvas(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(w->sandbox()->session()->actor(QStringLiteral("hero"))->at, (Cell{2, 2}));

        // A wall painted where the hero stands is refused, and the map shows the document again.
        QTest::mouseClick(editor->toolButton(ScenarioEditor::Tool::Pen), Qt::LeftButton);
        editor->setPaint(ScenarioEditor::Paint::Wall);
        const int steps = w->scenario()->undoStack()->index();
        clickCell(editor->canvas(), {2, 2});
        QVERIFY(!editor->canvas()->grid().isWall({2, 2}));
        QCOMPARE(w->scenario()->undoStack()->index(), steps);
        QCOMPARE(editor->messageLabel()->text(), QStringLiteral("The cell with something on it was left as it was."));

        // Unsaved: New Scenario asks first, and Cancel keeps it.
        prompts->saveChoice = Prompts::SaveChoice::Cancel;
        QVERIFY(!w->newScenario());
        QVERIFY(prompts->asked.contains(QStringLiteral("save changes to untitled.scenario.json")));
        QCOMPARE(w->scenario()->spec().actors.size(), std::size_t(1));
        prompts->saveChoice = Prompts::SaveChoice::Discard;
    }

    // Unsaved edits autosaved; the window gone without asking (a crash); the
    // scenario opened again offers them back, and Recover brings them.
    void anAutosavedScenarioIsOfferedBack()
    {
        const QString contentPath = content(QStringLiteral("recover"));
        const QString path = dir.filePath(QStringLiteral("recover/r.scenario.json"));
        {
            auto w = window(contentPath);
            QVERIFY(w);
            QVERIFY(w->newScenario());
            QVERIFY(w->saveScenarioAs(SandboxSession::SaveAs::PlayedScript, path));
            choosePalette(w->scenarioEditor(), QStringLiteral("rat"));
            clickCell(w->scenarioEditor()->canvas(), {3, 3});
            w->autosaveNow();
            QVERIFY(w->recoveryStore()->find(path));
            // A crash: nothing asks, nothing cleans up.
            prompts->saveChoice = Prompts::SaveChoice::Discard;
            w->hide();
            w.release()->deleteLater();
        }
        auto w = window(contentPath);
        QVERIFY(w);
        prompts->recoverChoice = Prompts::RecoverChoice::Recover;
        QVERIFY(w->openScenario(path));
        QVERIFY(prompts->asked.contains(QStringLiteral("recover r.scenario.json")));
        QCOMPARE(w->scenario()->spec().actors.size(), std::size_t(1));
        QVERIFY(w->scenario()->isModified());
        QVERIFY(w->sandbox()->session()->actor(QStringLiteral("rat")));
        QVERIFY(w->windowTitle().contains(QStringLiteral("r.scenario.json*")));
        QVERIFY(w->saveScenario());
        QVERIFY(!w->recoveryStore()->find(path));
    }

    // The grid preview's New map is its border and nothing else (no pillars).
    void theGridPreviewsNewMapDrawsOnlyTheBorder()
    {
        auto w = window(content(QStringLiteral("preview")));
        QVERIFY(w);
        QPushButton* newMap = nullptr;
        for (QPushButton* b : w->gridPreview()->findChildren<QPushButton*>())
            if (b->text() == QStringLiteral("New map"))
                newMap = b;
        QVERIFY(newMap);
        QTest::mouseClick(newMap, Qt::LeftButton);
        const Grid& g = w->gridPreview()->canvas()->grid();
        QVERIFY(g.width() > 2 && g.height() > 2);
        for (int y = 0; y < g.height(); ++y)
            for (int x = 0; x < g.width(); ++x)
                QCOMPARE(g.isWall({x, y}), x == 0 || y == 0 || x == g.width() - 1 || y == g.height() - 1);
    }

    // With a cell action chosen (place a prop), a press on an actor that
    // drags moves the actor; a click on it picks its cell.
    void aDragFromAnActorMovesItWhileACellActionIsChosen()
    {
        auto w = window(content(QStringLiteral("drag")));
        QVERIFY(w);
        QVERIFY(w->newScenario());
        choosePalette(w->scenarioEditor(), QStringLiteral("hero"));
        clickCell(w->scenarioEditor()->canvas(), {3, 3});
        choosePalette(w->scenarioEditor(), QStringLiteral("rat"));
        clickCell(w->scenarioEditor()->canvas(), {6, 6});
        qobject_cast<QTabWidget*>(w->centralWidget())->setCurrentIndex(1);
        SandboxPanel* panel = w->sandbox();
        pickAction(panel, Action::Kind::Place, {}, ActionField::Prop);
        panel->thingPicker()->setCurrentIndex(panel->thingPicker()->findText(QStringLiteral("explosive barrel")));
        dragCells(panel->canvas(), {3, 3}, {4, 5});
        QCOMPARE(panel->queued().size(), std::size_t(1));
        QVERIFY(panel->queued()[0].kind == Action::Kind::Move);
        clickCell(panel->canvas(), {6, 6});
        QCOMPARE(panel->queued().size(), std::size_t(2));
        QVERIFY(panel->queued()[1].kind == Action::Kind::Place);
        QCOMPARE(panel->queued()[1].to, (Cell{6, 6}));
    }

    // Issue 30's task in the window, without touching JSON: a 20x12 room with
    // walls, the hero carrying two frag grenades, three rats, an explosive
    // barrel, the crew as the party; a few turns played by hand through the
    // sandbox's controls; saved; `simulate` replays exactly what was played.
    // Saved once at turn 0 (so it leaves its untitled place), then played by
    // hand: the next save keeps those turns as the script, as it says.
    void turnsPlayedAfterTheFirstSaveAreKeptByTheNext()
    {
        auto w = window(content(QStringLiteral("second-save")));
        QVERIFY(w);
        QVERIFY(w->newScenario());
        ScenarioEditor* editor = w->scenarioEditor();
        choosePalette(editor, QStringLiteral("hero"));
        clickCell(editor->canvas(), {5, 6});
        chooseText(editor->itemPicker(), QStringLiteral("frag grenade"));
        QTest::mouseClick(editor->addItemButton(), Qt::LeftButton);
        const QString path = dir.filePath(QStringLiteral("second-save/acid.scenario.json"));
        QVERIFY(w->saveScenarioAs(SandboxSession::SaveAs::PlayedScript, path));
        QCOMPARE(w->statusBar()->currentMessage(), QStringLiteral("Saved acid.scenario.json"));

        SandboxPanel* panel = w->sandbox();
        pickAction(panel, Action::Kind::Throw, QStringLiteral("hero"));
        panel->thingPicker()->setCurrentIndex(0);
        clickCell(panel->canvas(), {9, 6});
        QTest::mouseClick(panel->runBar()->stepButton(), Qt::LeftButton);
        QTest::mouseClick(panel->runBar()->stepButton(), Qt::LeftButton);
        QCOMPARE(panel->turn(), 2);
        QVERIFY(w->saveScenario());
        QCOMPARE(w->statusBar()->currentMessage(), QStringLiteral("Saved acid.scenario.json: 1 script entry over 2 turns"));
        QCOMPARE(w->scenario()->undoStack()->undoText(), QStringLiteral("Keep the 2 turns played as the script"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonArray script = QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("script")).toArray();
        QCOMPARE(script.size(), 1);
        QCOMPARE(script[0].toObject().value(QStringLiteral("do")).toString(), QStringLiteral("throw"));
        QCOMPARE(script[0].toObject().value(QStringLiteral("turn")).toInt(), 1);
    }

    // Turns played by behaviours alone add nothing to the script, and the save
    // says so with how to replay them; an action played by hand marks the
    // scenario in the title with * exactly while Quit would ask about it, and
    // the save after it counts the script entries it wrote.
    void theTitleMarksWhatQuitWouldAskAndSavesCountWhatTheyWrote()
    {
        auto w = window(content(QStringLiteral("behaviours")));
        QVERIFY(w);
        QVERIFY(w->newScenario());
        ScenarioEditor* editor = w->scenarioEditor();
        choosePalette(editor, QStringLiteral("hero"));
        clickCell(editor->canvas(), {5, 6});
        choosePalette(editor, QStringLiteral("rat"));
        clickCell(editor->canvas(), {9, 6});
        const QString path = dir.filePath(QStringLiteral("behaviours/quiet.scenario.json"));
        QVERIFY(w->saveScenarioAs(SandboxSession::SaveAs::PlayedScript, path));
        const auto marked = [&] { return w->windowTitle().contains(QStringLiteral("quiet.scenario.json*")); };
        QVERIFY(!marked());

        SandboxPanel* panel = w->sandbox();
        for (int i = 0; i < 6; ++i)
            QTest::mouseClick(panel->runBar()->stepButton(), Qt::LeftButton);
        QCOMPARE(panel->turn(), 6);
        QVERIFY2(!marked(), qPrintable(w->windowTitle())); // nothing a save would keep
        QVERIFY(w->saveScenario());
        QCOMPARE(w->statusBar()->currentMessage(),
                 QStringLiteral("Saved quiet.scenario.json: the turns played came from behaviours: the script is unchanged, "
                                "replay with --turns 6"));
        QVERIFY(QJsonDocument::fromJson(rb::test::readAll(path)).object().value(QStringLiteral("script")).toArray().isEmpty());

        pickAction(panel, Action::Kind::Wait, QStringLiteral("hero"));
        QTest::mouseClick(panel->queueButton(), Qt::LeftButton);
        QVERIFY2(marked(), qPrintable(w->windowTitle())); // queued: a save would keep it
        QTest::mouseClick(panel->runBar()->stepButton(), Qt::LeftButton);
        QVERIFY(marked());
        prompts->asked.clear();
        prompts->saveChoice = ScriptedPrompts::SaveChoice::Cancel;
        QVERIFY(!w->close());
        QCOMPARE(prompts->asked, QStringList{QStringLiteral("save changes to quiet.scenario.json")});
        QVERIFY(w->saveScenario());
        QCOMPARE(w->statusBar()->currentMessage(), QStringLiteral("Saved quiet.scenario.json: 1 script entry over 7 turns"));
        QVERIFY(!marked());
        prompts->asked.clear();
        QVERIFY(w->close());
        QVERIFY(prompts->asked.isEmpty());
    }

    void theWholeTaskReplaysWithSimulate()
    {
        auto w = window(content(QStringLiteral("task")));
        QVERIFY(w);
        QVERIFY(w->newScenario());
        ScenarioEditor* editor = w->scenarioEditor();
        editor->setPaint(ScenarioEditor::Paint::Wall);
        QTest::mouseClick(editor->toolButton(ScenarioEditor::Tool::Rectangle), Qt::LeftButton);
        dragCells(editor->canvas(), {7, 1}, {7, 4}); // a wall juts into the room
        choosePalette(editor, QStringLiteral("hero"));
        clickCell(editor->canvas(), {5, 6});
        chooseText(editor->itemPicker(), QStringLiteral("frag grenade"));
        QTest::mouseClick(editor->addItemButton(), Qt::LeftButton);
        QTest::mouseClick(editor->addItemButton(), Qt::LeftButton);
        choosePalette(editor, QStringLiteral("rat"));
        for (const Cell c : {Cell{11, 5}, Cell{12, 7}, Cell{10, 8}})
            clickCell(editor->canvas(), c);
        choosePalette(editor, QStringLiteral("explosive barrel"));
        clickCell(editor->canvas(), {10, 6});
        chooseText(editor->partyPicker(), QStringLiteral("crew"));
        QCOMPARE(w->scenario()->spec().actors.size(), std::size_t(4));
        QCOMPARE(w->scenario()->spec().props.size(), std::size_t(1));

        // Played by hand in the sandbox: a grenade at the barrel, a turn, the other at a rat.
        auto* centre = qobject_cast<QTabWidget*>(w->centralWidget());
        centre->setCurrentIndex(1);
        SandboxPanel* panel = w->sandbox();
        QCOMPARE(panel->turn(), 0);
        pickAction(panel, Action::Kind::Throw, QStringLiteral("hero"));
        panel->thingPicker()->setCurrentIndex(0);
        clickCell(panel->canvas(), {10, 6});
        QCOMPARE(panel->queued().size(), std::size_t(1));
        QTest::mouseClick(panel->runBar()->stepButton(), Qt::LeftButton);
        QTest::mouseClick(panel->runBar()->stepButton(), Qt::LeftButton);
        pickAction(panel, Action::Kind::Throw, QStringLiteral("hero"));
        panel->thingPicker()->setCurrentIndex(0);
        clickCell(panel->canvas(), {10, 8});
        QTest::mouseClick(panel->runBar()->stepButton(), Qt::LeftButton);
        QCOMPARE(panel->turn(), 3);

        const QString path = dir.filePath(QStringLiteral("task/room.scenario.json"));
        QVERIFY(w->saveScenarioAs(SandboxSession::SaveAs::PlayedScript, path));
        QCOMPARE(w->statusBar()->currentMessage(), QStringLiteral("Saved room.scenario.json: 2 script entries over 3 turns"));
        QCOMPARE(panel->turn(), 3); // saving kept the run
        QVERIFY(!w->scenario()->isModified());
        QCOMPARE(w->scenario()->undoStack()->undoText(), QStringLiteral("Keep the 3 turns played as the script"));

        // The event log, turn by turn, against what `simulate` prints.
        QStringList played;
        QTreeWidget* log = panel->log();
        for (int t = 0; t < log->topLevelItemCount(); ++t)
            for (int i = 0; i < log->topLevelItem(t)->childCount(); ++i)
                played << QStringLiteral("%1: %2").arg(t + 1).arg(log->topLevelItem(t)->child(i)->text(0));
        const rb::test::Run simulated = rb::test::run({"simulate", fromQ(path), "--turns", "3"});
        QCOMPARE(simulated.code, 0);
        QStringList lines = toQ(simulated.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY2(toQ(simulated.err).startsWith(QStringLiteral("Played 3 turns to turn 3")), simulated.err.c_str());
        QVERIFY2(played.contains(QStringLiteral("1: throw hero: frag grenade at (10,6)")), qPrintable(played.join('\n')));
        QCOMPARE(lines, played);
        // And the world it ends in, byte for byte.
        SessionLoad load = loadSession(fromQ(path), {std::nullopt, SessionMode::ForwardOnly});
        QVERIFY(load.session);
        load.session->run(3);
        QCOMPARE(load.session->world().savePlay(), panel->history().world().savePlay());

        // The played turns are the script, listed in words in the sandbox's Script tab.
        ScriptPanel* script = w->scriptPanel();
        QListWidget* entries = script->list();
        QCOMPARE(entries->count(), 2);
        QVERIFY(script->findChild<QLabel*>()->text().startsWith(QStringLiteral("2 entries of room.scenario.json")));
        QCOMPARE(entries->item(0)->text(), QStringLiteral("turn 1: throw frag grenade: hero at (10,6)"));
        QCOMPARE(entries->item(1)->text(), QStringLiteral("turn 3: throw frag grenade: hero at (10,8)"));
        panel->jumpTo(0);
        QTest::mouseClick(entries->viewport(), Qt::LeftButton, {}, entries->visualItemRect(entries->item(0)).center());
        QCOMPARE(panel->turn(), 1); // the sandbox goes to the entry's turn
        QTest::mouseClick(entries->viewport(), Qt::LeftButton, {}, entries->visualItemRect(entries->item(1)).center());
        QCOMPARE(panel->turn(), 3);

        // Moved to turn 2 and aimed elsewhere: one undo step, played again from the start.
        script->turnBox()->setValue(2);
        script->xBox()->setValue(9);
        QTest::mouseClick(script->applyButton(), Qt::LeftButton);
        QCOMPARE(entries->item(1)->text(), QStringLiteral("turn 2: throw frag grenade: hero at (9,8)"));
        QCOMPARE(w->scenario()->undoStack()->undoText(),
                 QStringLiteral("Move \"throw frag grenade: hero at (10,8)\" to turn 2 at (9,8)"));
        QCOMPARE(script->selectedEntry(), 1);
        QCOMPARE(panel->turn(), 2); // the sandbox follows the moved entry to its new turn
        QVERIFY(w->scenario()->isModified());
        // Moved alone, before the first: the list follows the turn order.
        script->turnBox()->setValue(1);
        QTest::mouseClick(script->applyButton(), Qt::LeftButton);
        QCOMPARE(w->scenario()->undoStack()->undoText(), QStringLiteral("Move \"throw frag grenade: hero at (9,8)\" to turn 1"));
        QCOMPARE(entries->item(1)->text(), QStringLiteral("turn 1: throw frag grenade: hero at (9,8)"));
        w->scenario()->undoStack()->undo();
        w->scenario()->undoStack()->undo();
        QCOMPARE(entries->item(1)->text(), QStringLiteral("turn 3: throw frag grenade: hero at (10,8)"));
        QVERIFY(!w->scenario()->isModified());

        // Removed, then that undone.
        QTest::mouseClick(entries->viewport(), Qt::LeftButton, {}, entries->visualItemRect(entries->item(0)).center());
        QTest::mouseClick(script->removeButton(), Qt::LeftButton);
        QCOMPARE(entries->count(), 1);
        QCOMPARE(w->scenario()->undoStack()->undoText(),
                 QStringLiteral("Remove \"turn 1: throw frag grenade: hero at (10,6)\" from the script"));
        QCOMPARE(w->scenario()->spec().script.size(), std::size_t(1));
        w->scenario()->undoStack()->undo();
        QCOMPARE(entries->count(), 2);
        QCOMPARE(w->scenario()->spec().script.size(), std::size_t(2));
    }
};

QTEST_MAIN(TestScenarioEditing)
#include "test_scenario_editing.moc"
