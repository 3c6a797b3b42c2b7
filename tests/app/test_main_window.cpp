// The main window offscreen: opening the demo, opening a broken file without
// touching it, jumping from a diagnostic to its definition, recent files.
#include "source_dir.h"
#include <QtTest>

#include "document/content_commands.h"
#include "document/content_document.h"
#include "navigation/content_tree_model.h"
#include "document/diagnostics_model.h"
#include "main_window.h"
#include "common/grid_canvas.h"
#include "common/wheel_guard.h"
#include "batch/batch_view.h"
#include "grid_preview/grid_preview.h"
#include "quests/quest_view.h"
#include "sandbox/sandbox_map.h"
#include "sandbox/sandbox_panel.h"
#include "sandbox/stacking_inspector.h"
#include "navigation/validation_panel.h"
#include "common/stat_plot.h"
#include "scripted_prompts.h"
#include "table/section_table_view.h"

#include <qcustomplot.h>

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include "navigation/definition_finder.h"
#include "form/definition_form.h"

#include <QAbstractButton>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QDockWidget>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QWheelEvent>
#include <QLineEdit>
#include <QListWidget>
#include <QLabel>
#include <QTabWidget>
#include <QStandardPaths>
#include <QTreeView>
#include <QTreeWidget>
#include <QUndoStack>
#include <QUndoView>
#include <QStatusBar>
#include <QTableView>

using namespace rb;

namespace {
QByteArray fileHash(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}
} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("RulebenchTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_main_window"));
        QSettings().clear();
    }

    void opensTheDemoWithNoDiagnostics()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFile(rb::test::sourceFile("/resources/demo/demo.rules.json")));
        QCOMPARE(window.validationPanel()->model()->rowCount(), 0);
        QVERIFY(window.contentModel()->rowCount() >= 3);
        QVERIFY(window.windowTitle().startsWith(QStringLiteral("demo.rules.json")));
        // The quest view follows the content when it is brought up (hidden, it waits:
        // at game size it would take a frame after every edit for nothing).
        QCOMPARE(window.questView()->tracker().size(), std::size_t(0));
        window.findChild<QDockWidget*>(QStringLiteral("QuestDock"))->raise();
        QTRY_COMPARE(window.questView()->tracker().size(), window.document()->spec()->quests.size());
    }

    // The Table tab shows the tree's section; File > Export Section writes
    // it as CSV and Import Section reads it back as one undo step, a bad cell
    // refusing it whole in words; double-click opens the form at the field.
    void theTableExportsAndImportsItsSection()
    {
        MainWindow window;
        auto prompts = std::make_unique<rb::test::ScriptedPrompts>();
        auto* said = prompts.get();
        window.setPrompts(std::move(prompts));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFile(rb::test::sourceFile("/resources/demo/demo.rules.json")));
        const QByteArray original = window.document()->currentBytes();
        const int bleeding = window.definitionIndex(QStringLiteral("statuses"), QStringLiteral("bleeding"));
        window.selectDefinition(QStringLiteral("statuses"), bleeding);
        QTest::keyClick(window.contentView(), Qt::Key_6, Qt::ControlModifier);
        auto* centre = qobject_cast<QTabWidget*>(window.centralWidget());
        QCOMPARE(centre->currentWidget(), window.table());
        QCOMPARE(window.table()->section(), QStringLiteral("statuses"));

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("statuses.csv"));
        QVERIFY(window.exportSection(path));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QString csv = QString::fromUtf8(file.readAll());
        file.close();
        QVERIFY(csv.startsWith(QStringLiteral("name,badge,")));
        const auto write = [&](const QString& text) {
            QFile out(path);
            QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
            out.write(text.toUtf8());
        };
        write(QString(csv).replace(QStringLiteral("bleeding,b,Stack,3,"), QStringLiteral("bleeding,b,Stack,lots,")));
        QVERIFY(!window.importSection(path));
        QCOMPARE(said->errors.size(), 1);
        QVERIFY2(said->errors.first().contains(QStringLiteral("bleeding, max stacks: \"lots\" is not a whole number")),
                 qPrintable(said->errors.first()));
        QCOMPARE(window.document()->currentBytes(), original);
        write(QString(csv).replace(QStringLiteral("bleeding,b,Stack,3,"), QStringLiteral("bleeding,b,Stack,5,")));
        QVERIFY(window.importSection(path));
        QCOMPARE(window.document()->undoStack()->count(), 1);
        QCOMPARE(window.document()->undoStack()->undoText(), QStringLiteral("Import statuses from statuses.csv"));
        QCOMPARE(window.document()->spec()->statuses[static_cast<std::size_t>(bleeding)].maxStacks, std::optional<std::int64_t>(5));
        QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("12 matched")));
        window.document()->undoStack()->undo();
        QCOMPARE(window.document()->currentBytes(), original);

        QTableView* table = window.table()->table();
        const QRect cell = table->visualRect(table->model()->index(bleeding, 3));
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center());
        QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, cell.center());
        QCOMPARE(centre->currentWidget(), window.formArea());
        QCOMPARE(window.currentIndex(), bleeding);
        QTRY_VERIFY(window.form()->highlightedField() != nullptr);
        QCOMPARE(window.form()->pointerOf(window.form()->highlightedField()), QStringLiteral("/max_stacks"));
    }

    void opensABrokenFileWithoutChangingIt()
    {
        const QString path = rb::test::sourceFile("/tests/data/content/five-mistakes.rules.json");
        const QByteArray before = fileHash(path);
        const QDateTime modified = QFileInfo(path).lastModified();
        {
            MainWindow window;
            window.show();
            QVERIFY(window.openFile(path));
            QCOMPARE(window.validationPanel()->model()->rowCount(), 5);
            window.close();
        }
        QCOMPARE(fileHash(path), before);
        QCOMPARE(QFileInfo(path).lastModified(), modified);
    }

    void opensAFileThatIsNotJson()
    {
        MainWindow window;
        QVERIFY(window.openFile(rb::test::sourceFile("/tests/data/content/not-json.rules.json")));
        QCOMPARE(window.validationPanel()->model()->rowCount(), 1);
        QCOMPARE(window.contentModel()->rowCount(), 0);
    }

    void unreadableFileIsRefused()
    {
        MainWindow window;
        QVERIFY(!window.openFile(QStringLiteral("/no/such/file.rules.json")));
    }

    void activatingADiagnosticSelectsItsDefinition()
    {
        MainWindow window;
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(window.openFile(rb::test::sourceFile("/tests/data/content/five-mistakes.rules.json")));
        QTreeView* view = window.validationPanel()->view();
        // The last row is damage_kinds[0] "kinetic": reduced_by: unknown stat.
        const QModelIndex row = window.validationPanel()->model()->index(4, DiagnosticsModel::MessageColumn);
        QVERIFY(row.data().toString().contains(QStringLiteral("armour")));
        view->scrollTo(row);
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(row).center());
        QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(row).center());
        const QModelIndex current = window.contentView()->currentIndex();
        QCOMPARE(current.data(ContentTreeModel::SectionKeyRole).toString(), QStringLiteral("damage_kinds"));
        QCOMPARE(current.data().toString(), QStringLiteral("kinetic"));
        // The form shows the kinetic damage kind, with the faulty field focused.
        QCOMPARE(window.form()->section(), QStringLiteral("damage_kinds"));
        QCOMPARE(window.form()->index(), 0);
        QWidget* field = window.form()->editorFor(QStringLiteral("/reduced_by"));
        QVERIFY(field);
        QTRY_VERIFY(field->hasFocus());
    }

    // "fill in the amount" of a tick: the double-click lands on the amount's
    // own box, not on the tick's first field.
    void aMissingFieldsProblemFocusesThatField()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile demo(rb::test::sourceFile("/resources/demo/demo.rules.json"));
        QVERIFY(demo.open(QIODevice::ReadOnly));
        QJsonObject content = QJsonDocument::fromJson(demo.readAll()).object();
        QJsonArray statuses = content[QStringLiteral("statuses")].toArray();
        QJsonObject scorched = statuses[0].toObject();
        QJsonObject tick = scorched[QStringLiteral("tick")].toObject();
        QVERIFY(tick.contains(QStringLiteral("amount"))); // scorched's tick of 1
        tick.remove(QStringLiteral("amount"));
        scorched[QStringLiteral("tick")] = tick;
        statuses[0] = scorched;
        content[QStringLiteral("statuses")] = statuses;
        const QString path = dir.filePath(QStringLiteral("demo.rules.json"));
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(content).toJson());
        out.close();

        MainWindow window;
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(window.openFile(path));
        QTreeView* view = window.validationPanel()->view();
        const QModelIndex row = window.validationPanel()->model()->index(0, DiagnosticsModel::MessageColumn);
        QCOMPARE(row.data().toString(), QStringLiteral("fill in the amount"));
        view->scrollTo(row);
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(row).center());
        QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(row).center());
        QCOMPARE(window.form()->section(), QStringLiteral("statuses"));
        QWidget* amount = window.form()->editorFor(QStringLiteral("/tick/amount"));
        QVERIFY(amount);
        QTRY_VERIFY(amount->isAncestorOf(QApplication::focusWidget()) || amount->hasFocus());
    }

    void filterNarrowsTheTree()
    {
        MainWindow window;
        QVERIFY(window.openFile(rb::test::sourceFile("/resources/demo/demo.rules.json")));
        QTest::keyClicks(window.treeFilter(), QStringLiteral("rat"));
        QAbstractItemModel* shown = window.contentView()->model();
        QStringList names;
        for (int s = 0; s < shown->rowCount(); ++s)
            for (int i = 0; i < shown->rowCount(shown->index(s, 0)); ++i)
                names << shown->index(i, 0, shown->index(s, 0)).data().toString();
        QVERIFY(names.contains(QStringLiteral("rat")));
        QVERIFY(names.contains(QStringLiteral("rat king")));
        for (const QString& n : names)
            QVERIFY2(n.contains(QStringLiteral("rat"), Qt::CaseInsensitive), qPrintable(n));
    }

    void finderGoesToADefinitionByName()
    {
        MainWindow window;
        QVERIFY(window.openFile(rb::test::sourceFile("/resources/demo/demo.rules.json")));
        DefinitionFinder finder(window.document());
        QTest::keyClicks(finder.filter(), QStringLiteral("stonesk"));
        QTest::keyClick(finder.filter(), Qt::Key_Return);
        QCOMPARE(finder.result(), int(QDialog::Accepted));
        QCOMPARE(finder.chosenSection(), QStringLiteral("statuses"));
        window.selectDefinition(finder.chosenSection(), finder.chosenIndex());
        QCOMPARE(window.form()->section(), QStringLiteral("statuses"));
        QCOMPARE(window.currentIndex(), window.definitionIndex(QStringLiteral("statuses"), QStringLiteral("stoneskin")));
    }

    // A whole-content replacement (a merge conflict answered, a recovery, the
    // balance view's edit) rebuilds the tree; the definition picked stays
    // picked, by name, and one that went leaves its section picked.
    void theDefinitionPickedStaysPickedWhenTheWholeContentIsReplaced()
    {
        MainWindow window;
        QVERIFY(window.openFile(rb::test::sourceFile("/resources/demo/demo.rules.json")));
        const QString statuses = QStringLiteral("statuses");
        window.selectDefinition(statuses, window.definitionIndex(statuses, QStringLiteral("rooted")));
        const QByteArray before = window.document()->currentBytes();
        QJsonObject json = QJsonDocument::fromJson(before).object();
        QJsonArray list = json[statuses].toArray();
        QJsonObject first = list[0].toObject();
        QCOMPARE(first["name"].toString(), QStringLiteral("scorched"));
        list.removeAt(0); // scorched gone: rooted moves up one
        json[statuses] = list;
        const QByteArray after = QJsonDocument(json).toJson();
        window.document()->undoStack()->push(new ReplaceContentCommand(window.document(), before, after, "replace"));
        QCOMPARE(window.currentSection(), statuses);
        QCOMPARE(window.currentIndex(), window.definitionIndex(statuses, QStringLiteral("rooted")));
        QCOMPARE(window.currentIndex(), 0);
        QCOMPARE(window.form()->index(), 0);
        window.document()->undoStack()->undo();
        QCOMPARE(window.currentIndex(), 1);

        // Picked, then gone: its section stays picked, so adding goes on there.
        window.selectDefinition(statuses, 0); // scorched
        window.document()->undoStack()->redo();
        QCOMPARE(window.currentSection(), statuses);
        QCOMPARE(window.currentIndex(), -1);
        const auto adds = window.findChildren<QAction*>();
        const auto add = std::find_if(adds.begin(), adds.end(), [](QAction* a) { return a->text() == "&Add Definition"; });
        QVERIFY(add != adds.end() && (*add)->isEnabled());
    }

    void addAndDeleteFromTheMenu()
    {
        MainWindow window;
        QVERIFY(window.openFile(rb::test::sourceFile("/resources/demo/demo.rules.json")));
        window.selectDefinition(QStringLiteral("flags"), 0);
        const std::size_t flags = window.document()->spec()->flags.size();
        window.addDefinition();
        QCOMPARE(window.document()->spec()->flags.size(), flags + 1);
        QCOMPARE(window.currentIndex(), static_cast<int>(flags));
        QCOMPARE(window.form()->index(), static_cast<int>(flags));
        window.moveDefinition(-1);
        QCOMPARE(window.document()->spec()->flags[flags - 1].name, std::string("new flag"));
        window.deleteDefinition(); // nothing refers to it: no question
        QCOMPARE(window.document()->spec()->flags.size(), flags);
        QVERIFY(window.isWindowModified() == window.document()->isModified());
    }

    void aScenarioOpensInTheSandboxWithItsContent()
    {
        MainWindow window;
        QVERIFY(window.openScenarioWithContent(rb::test::sourceFile("/resources/demo/statuses.scenario.json")));
        QVERIFY(window.document()->path().endsWith(QStringLiteral("demo.rules.json")));
        QVERIFY(window.sandbox()->isOpen());
        window.sandbox()->step();
        QCOMPARE(window.sandbox()->turn(), std::int64_t(1));
    }

    void theSandboxStartsFromThePreviewMap()
    {
        MainWindow window;
        QVERIFY(window.openFile(rb::test::sourceFile("/resources/demo/demo.rules.json")));
        GridCanvas* canvas = window.gridPreview()->canvas();
        canvas->setActors({PreviewActor{QStringLiteral("rat"), QLatin1Char('r'), QColor(), Cell{3, 3}},
                           PreviewActor{QStringLiteral("rat"), QLatin1Char('r'), QColor(), Cell{4, 3}}});
        QVERIFY(window.sandboxFromPreview());
        const auto& actors = window.sandbox()->history().world().actors();
        QCOMPARE(actors.size(), std::size_t(2));
        QCOMPARE(actors[0].id, std::string("rat"));
        QCOMPARE(actors[1].id, std::string("rat2"));
        QVERIFY(window.sandbox()->history().world().grid() == canvas->grid());
    }

    void aBurstTriggerShowsInThePreview()
    {
        MainWindow window;
        QVERIFY(window.openFile(rb::test::sourceFile("/resources/demo/demo.rules.json")));
        window.selectDefinition(QStringLiteral("items"), window.definitionIndex(QStringLiteral("items"), QStringLiteral("ion grenade")));
        GridCanvas* canvas = window.gridPreview()->canvas();
        QCOMPARE(canvas->radius(), 2);
        QCOMPARE(canvas->look().color, QColor(QStringLiteral("#5aaaff")));
        window.selectDefinition(QStringLiteral("items"), window.definitionIndex(QStringLiteral("items"), QStringLiteral("frag grenade")));
        QCOMPARE(canvas->radius(), 1);
        QCOMPARE(canvas->look().color, QColor(QStringLiteral("#ffc85a")));
    }

    // One wheel rule everywhere: a wheel that passes over a spin box, a slider
    // or a combo box without the focus changes neither the content nor any
    // view's settings (the grid preview's radius box and slider, the batch's
    // runs, the sandbox's turns), in every view.
    void theWheelChangesNothingItOnlyPassesOver()
    {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openScenarioWithContent(rb::test::sourceFile("/resources/demo/statuses.scenario.json")));
        window.selectDefinition(QStringLiteral("items"), window.definitionIndex(QStringLiteral("items"), QStringLiteral("ion grenade")));
        dock(window, "PreviewDock")->raise();
        const QByteArray content = window.document()->currentBytes();
        const int steps = window.document()->undoStack()->count();
        int wheeled = 0;
        for (QWidget* view : {static_cast<QWidget*>(window.form()), static_cast<QWidget*>(window.gridPreview()),
                              static_cast<QWidget*>(window.sandbox()), static_cast<QWidget*>(window.batch())}) {
            for (QWidget* widget : view->findChildren<QWidget*>()) {
                if (!isWheelGuarded(widget) || !widget->isEnabled())
                    continue;
                window.contentView()->setFocus();
                const QString before = settingOf(widget);
                wheel(widget, -120);
                wheel(widget, 120);
                wheel(widget, 120);
                QVERIFY2(settingOf(widget) == before, qPrintable(describe(widget) + ": " + before + " became " + settingOf(widget)));
                ++wheeled;
            }
        }
        QVERIFY2(wheeled >= 10, qPrintable(QString::number(wheeled)));
        QCOMPARE(window.document()->currentBytes(), content);
        QCOMPARE(window.document()->undoStack()->count(), steps);
        QVERIFY(!window.isWindowModified());
    }

    // A box the designer clicked into does not take the wheel either: it
    // keeps its value, and the wheel goes on to what holds it.
    void aFocusedBoxIgnoresTheWheel()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* runs = window.batch()->findChild<QSpinBox*>();
        QVERIFY(runs);
        QCOMPARE(runs->focusPolicy(), Qt::StrongFocus);
        runs->setFocus();
        const int before = runs->value();
        wheel(runs, 120);
        wheel(runs, -120);
        wheel(runs, -120);
        QCOMPARE(runs->value(), before);
    }

    // The first start fills the screen (the window had opened at 1200x760, not fitted to it).
    void theFirstStartFillsTheScreen()
    {
        QSettings().clear();
        MainWindow window;
        QVERIFY(window.windowState().testFlag(Qt::WindowMaximized));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QRect screen = window.screen()->availableGeometry();
        QVERIFY2(window.width() <= screen.width() && window.height() <= screen.height(),
                 qPrintable(QStringLiteral("%1x%2 on %3x%4").arg(window.width()).arg(window.height()).arg(screen.width()).arg(screen.height())));
    }

    // A newly chosen definition's form starts at its top, its name in sight.
    void aNewlyChosenDefinitionStartsAtItsTop()
    {
        MainWindow window;
        window.setWindowState(Qt::WindowNoState);
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFile(rb::test::sourceFile("/resources/demo/demo.rules.json")));
        window.selectDefinition(QStringLiteral("items"), window.definitionIndex(QStringLiteral("items"), QStringLiteral("frag grenade")));
        QScrollBar* bar = window.formArea()->verticalScrollBar();
        QTRY_VERIFY(bar->maximum() > 0);
        bar->setValue(bar->maximum());
        window.selectDefinition(QStringLiteral("items"), window.definitionIndex(QStringLiteral("items"), QStringLiteral("ion grenade")));
        QCOMPARE(bar->value(), 0);
    }

    void rememberesRecentFiles()
    {
        QSettings().clear();
        MainWindow window;
        window.openFile(rb::test::sourceFile("/tests/data/content/five-mistakes.rules.json"));
        window.openFile(rb::test::sourceFile("/resources/demo/demo.rules.json"));
        const QStringList recent = window.recentFiles();
        QCOMPARE(recent.size(), 2);
        QVERIFY(recent[0].endsWith(QStringLiteral("demo.rules.json")));
        MainWindow second;
        QCOMPARE(second.recentFiles(), recent);
    }

    void theToolbarsUndoKeepsItsTextAndSaysWhatInItsTooltip()
    {
        MainWindow window;
        QVERIFY(window.openFile(rb::test::sourceFile("/resources/demo/demo.rules.json")));
        auto* undo = window.findChild<QAction*>(QStringLiteral("undoToolbarAction"));
        QVERIFY(undo);
        QVERIFY(!undo->isEnabled());
        QVERIFY(edit::setField(window.document(), QStringLiteral("stats"), 0, QStringLiteral("/default"), Json(25)));
        QVERIFY(undo->isEnabled());
        QCOMPARE(undo->text(), QStringLiteral("Undo"));
        QCOMPARE(undo->toolTip(), QStringLiteral("Undo Change health, default"));
        undo->trigger();
        QCOMPARE(window.document()->spec()->stats[0].defaultValue, 20);
        QVERIFY(!undo->isEnabled());
    }

    // ---- the layout at 1280x800 --------------------------------------------

    void noPaneTearsOff()
    {
        QSettings().clear();
        MainWindow window;
        const QList<QDockWidget*> docks = window.findChildren<QDockWidget*>();
        QCOMPARE(docks.size(), 6); // Content, Validation, History, Grid preview, Quests, Find
        for (const QDockWidget* d : docks) {
            QVERIFY2(!d->features().testFlag(QDockWidget::DockWidgetFloatable), qPrintable(d->objectName()));
            QVERIFY(!d->isFloating());
        }
    }

    void thePreviewOpensTallAndTheProblemsGetTheirHeightBack()
    {
        const auto window = firstWindow();
        QDockWidget* validation = dock(*window, "ValidationDock");
        QVERIFY2(hasProblemsHeight(validation), qPrintable(QString::number(validation->height())));
        const int problems = validation->height();
        QDockWidget* preview = dock(*window, "PreviewDock");
        preview->raise();
        QTRY_VERIFY2(preview->height() >= 360, qPrintable(QString::number(preview->height())));
        validation->raise();
        QTRY_COMPARE(validation->height(), problems);
    }

    void theSandboxTakesTheHeightTheProblemsDoNotNeed()
    {
        const auto window = firstWindow();
        QDockWidget* validation = dock(*window, "ValidationDock");
        QVERIFY(hasProblemsHeight(validation));
        QTabWidget* centre = centreOf(*window);
        centre->setCurrentIndex(1);
        QCOMPARE(centre->tabText(centre->currentIndex()), QStringLiteral("Sandbox"));
        QTRY_VERIFY2(validation->height() <= 140, qPrintable(QString::number(validation->height())));
        QVERIFY(centre->currentWidget()->height() >= 480);
        centre->setCurrentIndex(0);
        QTRY_VERIFY(hasProblemsHeight(validation));
    }

    void aHeightTheDesignerDragsIsKeptForThatPerspective()
    {
        const auto window = firstWindow();
        QDockWidget* validation = dock(*window, "ValidationDock");
        window->resizeDocks({validation}, {320}, Qt::Vertical);
        QTRY_VERIFY(validation->height() >= 280);
        const int dragged = validation->height();
        QTabWidget* centre = centreOf(*window);
        centre->setCurrentIndex(1); // the sandbox
        QTRY_VERIFY(validation->height() <= 140);
        centre->setCurrentIndex(0);
        QTRY_COMPARE(validation->height(), dragged);
    }

    // A problem coming and going moves nothing: the pane keeps its height
    // and the form its place and size (it shrank under the pointer as the
    // pane grew). The list shows the problem in sight, the summary line names
    // it, and a click on its name there reaches its field.
    void aProblemComingAndGoingMovesNothing()
    {
        const auto window = firstWindow(kDemo);
        QDockWidget* validation = dock(*window, "ValidationDock");
        ValidationPanel* panel = window->validationPanel();
        QVERIFY(panel->summary().startsWith(QStringLiteral("No problems")));
        QTRY_VERIFY2(hasProblemsHeight(validation), qPrintable(QString::number(validation->height())));
        const auto formGeometry = [&] { return QRect(window->formArea()->mapTo(window.get(), QPoint()), window->formArea()->size()); };
        QTest::qWait(50); // the first sizes have landed
        const int pane = validation->height();
        const QRect form = formGeometry();
        QVERIFY2(form.height() >= 480, qPrintable(QString::number(form.height())));
        QVERIFY(edit::setField(window->document(), QStringLiteral("stats"), 0, QStringLiteral("/min"), 99, false)); // above its default
        QTRY_VERIFY(panel->model()->rowCount() > 0);
        QTest::qWait(50); // a relayout would have landed
        QCOMPARE(validation->height(), pane);
        QCOMPARE(formGeometry(), form);
        QTreeView* list = panel->view();
        QVERIFY(list->isVisible());
        const QRect row = list->visualRect(panel->model()->index(0, 0));
        QVERIFY2(list->viewport()->rect().contains(row), qPrintable(QStringLiteral("row at %1 in %2 high").arg(row.y()).arg(list->viewport()->height())));
        auto* line = panel->findChild<QLabel*>();
        QVERIFY(line);
        QVERIFY2(line->text().contains(QStringLiteral("; first: <a href=\"first\">health")), qPrintable(line->text()));
        QSignalSpy reached(panel, &ValidationPanel::diagnosticActivated);
        emit line->linkActivated(QStringLiteral("first"));
        QCOMPARE(reached.size(), 1);
        window->document()->undoStack()->undo();
        QTRY_VERIFY(panel->summary().startsWith(QStringLiteral("No problems")));
        QTest::qWait(50);
        QCOMPARE(validation->height(), pane);
        QCOMPARE(formGeometry(), form);
    }

    // The History list shows the newest step when it comes on top, though
    // the steps came while it was under another tab.
    void theHistoryFollowsTheNewestStep()
    {
        const auto window = firstWindow(kDemo);
        QDockWidget* history = dock(*window, "HistoryDock");
        dock(*window, "ValidationDock")->raise(); // the History under it as the steps come
        for (int v = 1; v <= 40; ++v)
            QVERIFY(edit::setField(window->document(), QStringLiteral("stats"), 0, QStringLiteral("/default"), 20 + v, false));
        history->raise();
        auto* list = history->findChild<QUndoView*>();
        QTRY_VERIFY(list->isVisible());
        const QModelIndex newest = list->model()->index(40, 0);
        QTRY_COMPARE(list->currentIndex(), newest);
        QTRY_VERIFY(list->selectionModel()->isSelected(newest));
        QTRY_VERIFY2(list->viewport()->rect().contains(list->visualRect(newest)),
                     qPrintable(QStringLiteral("row at %1 in %2 high").arg(list->visualRect(newest).y()).arg(list->viewport()->height())));
        // And when it is on top as a step comes.
        QVERIFY(edit::setField(window->document(), QStringLiteral("stats"), 0, QStringLiteral("/default"), 99, false));
        QTRY_COMPARE(list->currentIndex(), list->model()->index(41, 0));
        QTRY_VERIFY(list->viewport()->rect().contains(list->visualRect(list->model()->index(41, 0))));
    }

    // A layout saved before a pane existed (Find came after): restored, the
    // new pane joins the panes under the centre as a tab, not a split of its own.
    void aPaneAddedSinceTheLayoutWasSavedJoinsTheTabs()
    {
        QSettings().clear();
        {
            MainWindow before;
            before.resize(1280, 800);
            before.show();
            QVERIFY(QTest::qWaitForWindowExposed(&before));
            dock(before, "FindDock")->setObjectName(QStringLiteral("NotYetDock")); // the state names no Find
            QSettings().setValue(QStringLiteral("mainwindow/state"), before.saveState());
        }
        MainWindow again;
        again.resize(1280, 800);
        again.show();
        QVERIFY(QTest::qWaitForWindowExposed(&again));
        QDockWidget* find = dock(again, "FindDock");
        QVERIFY(again.tabifiedDockWidgets(find).contains(dock(again, "HistoryDock")));
        QVERIFY(find->toggleViewAction()->isChecked());
        QVERIFY(dock(again, "ValidationDock")->isVisible()); // still the one on top
        QSettings().clear();
    }

    // One quest panel a view: the Quests pane (the content's quests, fed by
    // hand) under the Definition view; in the Sandbox its own Quests tab
    // (the run's), the pane stepping aside and coming back on top after.
    void oneQuestPanelPerView()
    {
        const auto window = firstWindow(kDemo);
        QDockWidget* quests = dock(*window, "QuestDock");
        quests->raise();
        QTRY_VERIFY(quests->isVisible());
        QTabWidget* centre = centreOf(*window);
        centre->setCurrentIndex(1);
        QCOMPARE(centre->tabText(1), QStringLiteral("Sandbox"));
        QTRY_VERIFY(!quests->isVisible());
        QVERIFY(window->sandbox()->findChild<QTabWidget*>()); // its own Quests tab is the one there
        centre->setCurrentIndex(0);
        QTRY_VERIFY(quests->isVisible()); // back, and on top
        QCOMPARE(window->dockWidgetArea(quests), Qt::BottomDockWidgetArea);
        // A quit in the Sandbox keeps the pane where the designer had it.
        centre->setCurrentIndex(1);
        QTRY_VERIFY(!quests->isVisible());
        QVERIFY(window->close());
        MainWindow again;
        again.resize(1280, 800);
        again.show();
        QVERIFY(QTest::qWaitForWindowExposed(&again));
        QVERIFY(dock(again, "QuestDock")->toggleViewAction()->isChecked());
    }

    // The grid preview raised under the sandbox takes less height than under
    // the form, and the sandbox's map keeps a useful size in sight.
    void theSandboxMapKeepsItsSizeUnderThePreview()
    {
        const auto window = firstWindow(kDemo);
        QVERIFY(window->openScenario(rb::test::sourceFile("/resources/demo/skirmish.scenario.json")));
        QDockWidget* preview = dock(*window, "PreviewDock");
        preview->raise();
        QTRY_VERIFY2(preview->height() >= 200, qPrintable(QString::number(preview->height())));
        QWidget* map = window->sandbox()->map();
        QTRY_VERIFY2(map->visibleRegion().boundingRect().height() >= 180,
                     qPrintable(QStringLiteral("%1 of %2 in sight").arg(map->visibleRegion().boundingRect().height()).arg(map->height())));
    }

    // At 1280x800 the sandbox's plot names every series whole in its legend
    // ("hero: healtl" was cut), every stat of every actor ticked.
    void theSandboxPlotsLegendLabelsAreWhole()
    {
        const auto window = firstWindow(kDemo);
        QVERIFY(window->openScenario(rb::test::sourceFile("/resources/demo/skirmish.scenario.json")));
        centreOf(*window)->setCurrentIndex(1);
        StatPlot* plot = window->sandbox()->plot();
        if (auto* tabs = qobject_cast<QTabWidget*>(plot->parentWidget() ? plot->parentWidget()->parentWidget() : nullptr))
            tabs->setCurrentWidget(plot); // narrow: the plot is a tab
        QTRY_VERIFY(plot->isVisible());
        QListWidget* list = plot->seriesList();
        QVERIFY(list->count() >= 12);
        for (int i = 0; i < list->count(); ++i)
            list->item(i)->setCheckState(Qt::Checked);
        QCustomPlot* p = plot->plot();
        p->replot();
        QVERIFY(p->legend->visible());
        int items = 0;
        for (int i = 0; i < p->legend->itemCount(); ++i) {
            auto* item = qobject_cast<QCPPlottableLegendItem*>(p->legend->item(i));
            if (!item)
                continue; // an empty cell of the last row
            ++items;
            const QString text = item->plottable()->name();
            const int needed = p->legend->iconSize().width() + p->legend->iconTextPadding() + QFontMetrics(item->font()).horizontalAdvance(text);
            QVERIFY2(item->rect().width() >= needed,
                     qPrintable(QStringLiteral("\"%1\": %2 px of %3").arg(text).arg(item->rect().width()).arg(needed)));
            QVERIFY2(p->viewport().contains(item->outerRect()), qPrintable(text));
        }
        QVERIFY(items > list->count()); // the ticked series and the status events
    }

    // At 1280x800 the inspector's status table has room for six instances
    // and more (it showed two and a half).
    void theInspectorShowsSixStatusInstances()
    {
        const auto window = firstWindow(kDemo);
        QVERIFY(window->openScenario(rb::test::sourceFile("/resources/demo/statuses.scenario.json")));
        centreOf(*window)->setCurrentIndex(1);
        StackingInspector* inspector = window->sandbox()->inspector();
        if (auto* tabs = qobject_cast<QTabWidget*>(inspector->parentWidget() ? inspector->parentWidget()->parentWidget() : nullptr))
            tabs->setCurrentWidget(inspector);
        QTreeWidget* statuses = inspector->statusesView();
        QTRY_VERIFY(statuses->isVisible());
        auto* row = new QTreeWidgetItem(statuses, {QStringLiteral("scorched"), QStringLiteral("2")}); // one instance's row, to measure
        const int rowHeight = statuses->visualItemRect(row).height();
        delete row;
        QVERIFY(rowHeight > 0);
        QVERIFY2(statuses->viewport()->height() >= 6 * rowHeight,
                 qPrintable(QStringLiteral("%1 px for rows of %2").arg(statuses->viewport()->height()).arg(rowHeight)));
    }

    // A map painted in the grid preview (a wall, an actor, the centre) is
    // there again after a quit and a new start.
    void aPaintedPreviewMapIsKeptOverAQuit()
    {
        {
            const auto window = firstWindow(kDemo);
            dock(*window, "PreviewDock")->raise();
            GridPreview* preview = window->gridPreview();
            GridCanvas* canvas = preview->canvas();
            QTRY_VERIFY(canvas->viewport()->isVisible());
            const auto tool = [preview](const QString& text) {
                for (QAbstractButton* b : preview->findChildren<QAbstractButton*>())
                    if (b->text() == text)
                        QTest::mouseClick(b, Qt::LeftButton);
            };
            QVERIFY(!canvas->grid().isWall(2, 2));
            tool(QStringLiteral("Wall"));
            QTest::mouseClick(canvas->viewport(), Qt::LeftButton, {}, canvas->cellRect({2, 2}).center());
            QVERIFY(canvas->grid().isWall(2, 2));
            tool(QStringLiteral("Actor"));
            QTest::mouseClick(canvas->viewport(), Qt::LeftButton, {}, canvas->cellRect({6, 7}).center());
            QCOMPARE(canvas->actors().size(), std::size_t(1));
            QTest::mouseClick(canvas->viewport(), Qt::RightButton, {}, canvas->cellRect({12, 11}).center());
            QCOMPARE(canvas->centre(), (Cell{12, 11}));
            QVERIFY(window->close());
        }
        MainWindow again;
        again.resize(1280, 800);
        again.show();
        QVERIFY(QTest::qWaitForWindowExposed(&again));
        GridCanvas* canvas = again.gridPreview()->canvas();
        QVERIFY(canvas->grid().isWall(2, 2));
        QCOMPARE(canvas->actors().size(), std::size_t(1));
        QCOMPARE(canvas->actors().front().at, (Cell{6, 7}));
        QCOMPARE(canvas->actors().front().name, QStringLiteral("hero"));
        QCOMPARE(canvas->centre(), (Cell{12, 11}));
        QSettings().clear(); // the next windows start from the first map
    }

    void resetLayoutBringsEveryPaneBack()
    {
        const auto window = firstWindow();
        QDockWidget* tree = dock(*window, "ContentDock");
        QDockWidget* history = dock(*window, "HistoryDock");
        window->addDockWidget(Qt::RightDockWidgetArea, tree);
        history->close();
        QCOMPARE(window->dockWidgetArea(tree), Qt::RightDockWidgetArea);
        auto* reset = window->findChild<QAction*>(QStringLiteral("resetLayoutAction"));
        QVERIFY(reset);
        reset->trigger();
        QCOMPARE(window->dockWidgetArea(tree), Qt::LeftDockWidgetArea);
        QVERIFY(history->toggleViewAction()->isChecked());
        QCOMPARE(window->dockWidgetArea(history), Qt::BottomDockWidgetArea);
        QTRY_VERIFY(tree->width() >= 200);
    }

    void theLayoutComesBackNextTime()
    {
        int dragged = 0;
        {
            const auto window = firstWindow();
            QDockWidget* validation = dock(*window, "ValidationDock");
            window->resizeDocks({validation}, {320}, Qt::Vertical);
            QTRY_VERIFY(validation->height() >= 280);
            dragged = validation->height();
            dock(*window, "HistoryDock")->close();
            QVERIFY(window->close());
        }
        MainWindow again;
        again.resize(1280, 800);
        again.openFile(kFiveMistakes); // problems to list, as when the height was dragged
        again.show();
        QVERIFY(QTest::qWaitForWindowExposed(&again));
        QTRY_COMPARE(dock(again, "ValidationDock")->height(), dragged);
        QVERIFY(!dock(again, "HistoryDock")->toggleViewAction()->isChecked());
    }

private:
    // A window as a newcomer first sees it at 1280x800, once its first sizes
    // are applied, on a file with problems to list (or on `file`).
    static std::unique_ptr<MainWindow> firstWindow(const QString& file = kFiveMistakes)
    {
        QSettings().clear();
        auto window = std::make_unique<MainWindow>();
        window->setWindowState(Qt::WindowNoState); // exactly 1280x800, not the screen the first start fills
        window->resize(1280, 800);
        if (!file.isEmpty())
            window->openFile(file);
        window->show();
        // Whether the sizes came is for the test to check.
        if (QTest::qWaitForWindowExposed(window.get()))
            (void)QTest::qWaitFor([&] { return dock(*window, "ValidationDock")->height() > 60; });
        return window;
    }
    static inline const QString kFiveMistakes =
        rb::test::sourceFile("/tests/data/content/five-mistakes.rules.json");
    static inline const QString kDemo = rb::test::sourceFile("/resources/demo/demo.rules.json");
    static bool hasProblemsHeight(const QDockWidget* validation)
    {
        return validation->height() >= 140 && validation->height() <= 260;
    }
    static QDockWidget* dock(const MainWindow& window, const char* name)
    {
        return window.findChild<QDockWidget*>(QString::fromLatin1(name));
    }
    static QTabWidget* centreOf(const MainWindow& window) { return qobject_cast<QTabWidget*>(window.centralWidget()); }

    // One notch of the wheel over the middle of a widget, as the window
    // system delivers it (spontaneous: what does not take it goes on to the parents).
    static void wheel(QWidget* widget, int delta)
    {
        const QPointF local(widget->width() / 2.0, widget->height() / 2.0);
        QWheelEvent event(local, widget->mapToGlobal(local), QPoint(), QPoint(0, delta), Qt::NoButton, Qt::NoModifier,
                          Qt::NoScrollPhase, false);
        QSpontaneKeyEvent::setSpontaneous(&event);
        qApp->notify(widget, &event);
    }

    // What a wheel could change in a spin box, a slider or a combo box.
    static QString settingOf(const QWidget* widget)
    {
        if (const auto* spin = qobject_cast<const QAbstractSpinBox*>(widget))
            return spin->text();
        if (const auto* slider = qobject_cast<const QAbstractSlider*>(widget))
            return QString::number(slider->value());
        if (const auto* combo = qobject_cast<const QComboBox*>(widget))
            return QString::number(combo->currentIndex()) + QLatin1Char(' ') + combo->currentText();
        return {};
    }

    static QString describe(const QWidget* widget)
    {
        QString path;
        for (const QWidget* w = widget; w; w = w->parentWidget())
            path.prepend(QLatin1String(w->metaObject()->className()) + (w->objectName().isEmpty() ? QString() : QLatin1Char('#') + w->objectName()) + QLatin1Char('/'));
        return path;
    }
};

QTEST_MAIN(TestMainWindow)
#include "test_main_window.moc"
