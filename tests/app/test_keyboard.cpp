// Issue 30's "everything by keyboard", offscreen: the focus starts in the
// content tree and is framed; every key of the View and Sandbox menus works
// from any focus and no two actions share a key; Tab goes tree -> form ->
// bottom panes; the filter's Enter and Down reach its first match; the map
// cursor paints a wall in the grid preview and aims a throw in the sandbox;
// one Escape after Alt+V gives the keyboard back. Last, a designer's session
// by keys alone: find, edit, step, queue, save.
#include <QtTest>

#include "common/focus_ring.h"
#include "common/grid_canvas.h"
#include "document/content_document.h"
#include "document/recovery_store.h"
#include "file_bytes.h"
#include "file_dialog_answer.h"
#include "form/definition_form.h"
#include "grid_preview/grid_preview.h"
#include "keyboard_map.h"
#include "main_window.h"
#include "navigation/content_tree_model.h"
#include "navigation/validation_panel.h"
#include "sandbox/sandbox_action_picker.h"
#include "sandbox/sandbox_panel.h"
#include "sandbox/sandbox_run_bar.h"
#include "sandbox/sandbox_session.h"
#include "scripted_prompts.h"

#include "rulebench/sandbox/session.h"

#include <QComboBox>
#include <QDockWidget>
#include <QFileDialog>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTreeView>
#include <QUndoStack>

using namespace rb;
using rb::test::answerFileDialog;
using rb::test::copyDemoTo;
using rb::test::ScriptedPrompts;

namespace {
QWidget* focused() { return QApplication::focusWidget(); }

QString nameOf(const QWidget* w)
{
    return w ? QStringLiteral("%1 \"%2\"").arg(w->metaObject()->className(), w->objectName()) : QStringLiteral("nothing");
}

// Keys go where the application sends them: to the focused widget.
void key(Qt::Key k, Qt::KeyboardModifiers modifiers = {})
{
    QWidget* to = QApplication::activePopupWidget() ? QApplication::activePopupWidget()
                  : QApplication::activeModalWidget() && QApplication::activeModalWidget()->focusWidget()
                      ? QApplication::activeModalWidget()->focusWidget()
                      : focused();
    QVERIFY2(to, "no widget has the keyboard");
    QTest::keyClick(to, k, modifiers);
}

void type(const QString& text)
{
    QVERIFY2(focused(), "no widget has the keyboard");
    QTest::keyClicks(focused(), text);
}

// Types into the modal dialog that opens next (Go to Definition), once it has the keyboard, then Return.
void typeIntoNextDialog(const QString& text)
{
    auto* timer = new QTimer;
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, [timer, text] {
        QWidget* dialog = QApplication::activeModalWidget();
        if (!dialog || !dialog->isActiveWindow() || !dialog->focusWidget())
            return;
        timer->stop();
        timer->deleteLater();
        QTest::keyClicks(dialog->focusWidget(), text);
        QTest::keyClick(dialog->focusWidget(), Qt::Key_Return);
    });
    timer->start();
}

// Every action of the menu bar, submenus too.
QList<QAction*> menuActions(QMenuBar* bar)
{
    QList<QAction*> out;
    QList<QMenu*> menus;
    for (QAction* a : bar->actions())
        if (a->menu())
            menus << a->menu();
    while (!menus.isEmpty()) {
        QMenu* menu = menus.takeFirst();
        for (QAction* a : menu->actions()) {
            if (a->menu())
                menus << a->menu();
            else if (!a->isSeparator())
                out << a;
        }
    }
    return out;
}

QAction* actionWithKey(QMenuBar* bar, const QKeySequence& keys)
{
    for (QAction* a : menuActions(bar))
        if (a->shortcuts().contains(keys))
            return a;
    return nullptr;
}

// A field's editor in the form: the box itself, not the row around it.
template <typename T>
T* editor(DefinitionForm* form, const QString& pointer)
{
    QWidget* w = form->editorFor(pointer);
    if (auto* t = qobject_cast<T*>(w))
        return t;
    return w ? w->findChild<T*>() : nullptr;
}

bool inside(const QWidget* parent, const QWidget* w) { return w && (w == parent || parent->isAncestorOf(w)); }
} // namespace

class TestKeyboard : public QObject {
    Q_OBJECT

    QTemporaryDir dir;
    QString content;
    QString grenade;
    std::unique_ptr<MainWindow> window;
    ScriptedPrompts* prompts = nullptr;

    // A new window on a fresh copy of the demo, shown and active at 1280x800.
    void openWindow()
    {
        window.reset();
        QSettings().clear(); // every test starts on the first layout, whatever the last one left
        const QString folder = dir.filePath(QStringLiteral("demo%1").arg(QDateTime::currentMSecsSinceEpoch()));
        QVERIFY(copyDemoTo(folder));
        content = folder + QStringLiteral("/demo.rules.json");
        grenade = folder + QStringLiteral("/grenade.scenario.json");
        window = std::make_unique<MainWindow>();
        auto p = std::make_unique<ScriptedPrompts>();
        prompts = p.get();
        window->setPrompts(std::move(p));
        window->setRecoveryStore(std::make_unique<RecoveryStore>(folder + QStringLiteral("/recovery")));
        window->setWindowState(Qt::WindowNoState);
        window->resize(1280, 800);
        QVERIFY(window->openFile(content));
        window->show();
        window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
    }

    // A dialog closed: offscreen, the window manager's part of giving the window back the keyboard.
    void backToWindow()
    {
        QTRY_VERIFY(!QApplication::activeModalWidget());
        if (QApplication::activeWindow() != window.get()) {
            window->activateWindow();
            QVERIFY(QTest::qWaitForWindowActive(window.get()));
        }
        QTRY_VERIFY(focused());
    }

    QTabWidget* centre() const { return qobject_cast<QTabWidget*>(window->centralWidget()); }
    QWidget* sandboxPage() const { return centre()->widget(1); }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("RulebenchTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_keyboard"));
        QSettings().clear();
        QVERIFY(dir.isValid());
    }

    void cleanup() { window.reset(); }

    // The keyboard starts in the content tree, on the selected definition, framed.
    void theFocusStartsInTheTreeAndIsFramed()
    {
        openWindow();
        QTRY_COMPARE(focused(), window->contentView());
        QVERIFY(window->contentView()->currentIndex().isValid());
        FocusRing* ring = window->keyboard()->focusRing();
        QTRY_VERIFY(ring->isVisible());
        QCOMPARE(ring->target(), window->contentView());
        const QRect tree(window->contentView()->mapTo(window.get(), QPoint()), window->contentView()->size());
        QVERIFY(ring->geometry().contains(tree));
        QCOMPARE(ring->geometry().adjusted(2, 2, -2, -2), tree);
        // It follows the focus into the form.
        QWidget* name = editor<QLineEdit>(window->form(), QStringLiteral("/name"));
        QVERIFY(name);
        name->setFocus(Qt::TabFocusReason);
        QTRY_COMPARE(ring->target(), name);
    }

    // Save As is Ctrl+Shift+S on every platform (Qt's standard key for it is
    // none where the desktop gives none, offscreen too), and its menu shows it.
    void ctrlShiftSSavesAs()
    {
        openWindow();
        QAction* saveAs = nullptr;
        for (QAction* a : menuActions(window->menuBar()))
            if (a->text() == QStringLiteral("Save &As..."))
                saveAs = a;
        QVERIFY(saveAs);
        QCOMPARE(saveAs->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
        QCOMPARE(actionWithKey(window->menuBar(), QKeySequence(QStringLiteral("Ctrl+Shift+S"))), saveAs);
        const QString copy = QFileInfo(content).absolutePath() + QStringLiteral("/saved-as.rules.json");
        prompts->savePath = copy;
        key(Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(prompts->asked.contains(QStringLiteral("save path")));
        QTRY_COMPARE(window->document()->path(), copy);
        QVERIFY(QFileInfo::exists(copy));
    }

    // No two actions of the window share a key (Qt would run neither), and
    // every key of the View and Sandbox menus runs its action from the tree,
    // a text box, a number box and the sandbox's map alike.
    void eachKeyRunsItsActionFromAnyFocus()
    {
        openWindow();
        QVERIFY(window->openScenario(grenade));
        QMap<QString, QAction*> holder;
        for (QAction* a : window->findChildren<QAction*>()) {
            for (const QKeySequence& k : a->shortcuts()) {
                const QString text = k.toString();
                if (QAction* other = holder.value(text))
                    QFAIL(qPrintable(QStringLiteral("%1 is the key of both %2 and %3").arg(text, other->text(), a->text())));
                holder.insert(text, a);
            }
        }
        QVERIFY(holder.size() > 30);
        QMenu* sandboxMenu = window->keyboard()->sandboxMenu();
        QVERIFY(window->menuBar()->actions().contains(sandboxMenu->menuAction()));
        const QStringList sandboxEntries{QStringLiteral("Step"), QStringLiteral("Back"), QStringLiteral("Forward"),
                                         QStringLiteral("Run"), QStringLiteral("Cancel Run"), QStringLiteral("Queue Action"),
                                         QStringLiteral("Remove Queued Action"), QStringLiteral("Clear Queue"),
                                         QStringLiteral("Aim on the Map"), QStringLiteral("Save Scenario As..."),
                                         QStringLiteral("Show Inspector"), QStringLiteral("Show Event log"),
                                         QStringLiteral("Show Quests"), QStringLiteral("Show Timeline"),
                                         QStringLiteral("Show Watch"), QStringLiteral("Show Script"),
                                         QStringLiteral("Show Actors"), QStringLiteral("Show Plot")};
        QStringList listed;
        for (QAction* a : sandboxMenu->actions())
            if (!a->isSeparator()) {
                QVERIFY2(!a->shortcut().isEmpty(), qPrintable(a->text()));
                listed << a->text().remove(QLatin1Char('&'));
            }
        QCOMPARE(listed, sandboxEntries);

        // Keys that change nothing for good, each pressed from four places.
        const QList<QKeySequence> keys{
            QKeySequence(Qt::CTRL | Qt::Key_1),         QKeySequence(Qt::CTRL | Qt::Key_2),
            QKeySequence(Qt::CTRL | Qt::Key_3),         QKeySequence(Qt::CTRL | Qt::Key_Tab),
            QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Tab), QKeySequence(Qt::CTRL | Qt::Key_0),
            QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_1), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_2),
            QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_3), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_4),
            QKeySequence(Qt::Key_F6),                   QKeySequence(Qt::SHIFT | Qt::Key_F6),
            QKeySequence(Qt::Key_F10),                  QKeySequence(Qt::SHIFT | Qt::Key_F10),
            QKeySequence(Qt::CTRL | Qt::Key_F10),       QKeySequence(Qt::CTRL | Qt::Key_Return),
            QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Backspace), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Delete),
            QKeySequence(Qt::CTRL | Qt::Key_M),         QKeySequence(Qt::ALT | Qt::Key_1),
            QKeySequence(Qt::ALT | Qt::Key_4),          QKeySequence(Qt::ALT | Qt::Key_8)};
        QWidget* name = editor<QLineEdit>(window->form(), QStringLiteral("/name"));
        const QList<QWidget*> places{window->contentView(), name, window->sandbox()->runBar()->turnsBox(),
                                     window->sandbox()->canvas()};
        for (const QKeySequence& keys : keys) {
            QAction* action = actionWithKey(window->menuBar(), keys);
            QVERIFY2(action, qPrintable(keys.toString()));
            for (QWidget* place : places) {
                if (place == name)
                    centre()->setCurrentIndex(0);
                else if (place != window->contentView())
                    centre()->setCurrentWidget(sandboxPage());
                action->setEnabled(true); // Step and the rest are on with their buttons: here, only the key counts
                place->setFocus(Qt::OtherFocusReason);
                QTRY_COMPARE(focused(), place);
                QSignalSpy triggered(action, &QAction::triggered);
                const QKeyCombination combination = keys[0];
                QTest::keyClick(place, combination.key(), combination.keyboardModifiers());
                QVERIFY2(triggered.count() == 1, qPrintable(QStringLiteral("%1 from %2").arg(keys.toString(), nameOf(place))));
                QTRY_VERIFY(!QApplication::activePopupWidget());
            }
        }
    }

    // The View menu's keys go to the view or pane they name, and Ctrl+Tab
    // goes round the views wherever the focus is.
    void theViewKeysShowTheirViewAndPane()
    {
        openWindow();
        QVERIFY(window->openScenario(grenade));
        QTest::keyClick(window->contentView(), Qt::Key_1, Qt::ControlModifier);
        QCOMPARE(centre()->currentIndex(), 0);
        QTRY_VERIFY2(inside(window->formArea(), focused()), qPrintable(nameOf(focused())));
        QTest::keyClick(focused(), Qt::Key_2, Qt::ControlModifier);
        QCOMPARE(centre()->currentWidget(), sandboxPage());
        QTRY_COMPARE(focused(), window->sandbox()->actionPicker()); // what to do first
        QTest::keyClick(focused(), Qt::Key_Tab, Qt::ControlModifier);
        QCOMPARE(centre()->currentIndex(), 2);
        QTRY_VERIFY2(inside(centre()->widget(2), focused()), qPrintable(nameOf(focused())));
        QTest::keyClick(focused(), Qt::Key_Backtab, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(centre()->currentWidget(), sandboxPage());
        QTRY_COMPARE(focused(), window->sandbox()->actionPicker()); // back where it was in the sandbox
        key(Qt::Key_F6, Qt::ShiftModifier); // the pane before: the content, where the keyboard last was there
        QTRY_COMPARE(focused(), window->contentView());
        key(Qt::Key_2, Qt::ControlModifier);
        QTest::keyClick(focused(), Qt::Key_2, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY2(inside(window->gridPreview(), focused()), qPrintable(nameOf(focused())));
        QTest::keyClick(focused(), Qt::Key_0, Qt::ControlModifier);
        QTRY_COMPARE(focused(), window->contentView());
        // F6 goes pane to pane, each time back where the keyboard last was in it (the
        // tree: leaving a view by its tab put the keyboard nowhere else on the way).
        key(Qt::Key_F6);
        QTRY_COMPARE(focused(), window->sandbox()->actionPicker());
        key(Qt::Key_F6);
        QTRY_VERIFY2(inside(window->gridPreview(), focused()), qPrintable(nameOf(focused())));
        key(Qt::Key_F6);
        QTRY_COMPARE(focused(), window->contentView());
        key(Qt::Key_F6, Qt::ShiftModifier);
        QTRY_VERIFY2(inside(window->gridPreview(), focused()), qPrintable(nameOf(focused())));
    }

    // Ctrl+2 from the Scenario view lands in the action picker the manual
    // names, not where the hidden view handed its focus (the lower tab bar).
    void ctrl2FromTheScenarioViewLandsInTheActionPicker()
    {
        openWindow();
        QVERIFY(window->openScenario(grenade));
        QTest::keyClick(window->contentView(), Qt::Key_5, Qt::ControlModifier);
        QCOMPARE(centre()->currentIndex(), 4);
        QTRY_VERIFY2(inside(centre()->widget(4), focused()), qPrintable(nameOf(focused())));
        QTest::keyClick(focused(), Qt::Key_2, Qt::ControlModifier);
        QCOMPARE(centre()->currentWidget(), sandboxPage());
        QTRY_COMPARE(focused(), window->sandbox()->actionPicker());
        QComboBox* picker = window->sandbox()->actionPicker();
        QString throwLabel;
        for (int i = 0; i < picker->count(); ++i)
            if (picker->itemData(i).toInt() == static_cast<int>(Action::Kind::Throw))
                throwLabel = picker->itemText(i);
        type(throwLabel.section(QLatin1Char(' '), 0, 0)); // typed letters pick the action
        QCOMPARE(picker->currentText(), throwLabel);
    }

    // Tab from the tree goes through the form's fields, then the problems
    // pane, then the filter and the tree again; Shift+Tab goes back the same way.
    void tabGoesTreeFormBottomPanes()
    {
        openWindow();
        window->selectDefinition(QStringLiteral("statuses"), window->definitionIndex(QStringLiteral("statuses"), QStringLiteral("scorched")));
        // The grid preview on top below (the problems pane, with none, has nothing to stop at).
        QTest::keyClick(window->contentView(), Qt::Key_2, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(inside(window->gridPreview(), focused()));
        key(Qt::Key_0, Qt::ControlModifier);
        QTRY_COMPARE(focused(), window->contentView());
        QList<QWidget*> forward;
        for (int i = 0; i < 80 && (forward.isEmpty() || focused() != window->contentView()); ++i) {
            key(Qt::Key_Tab);
            forward << focused();
        }
        QCOMPARE(forward.last(), window->contentView());
        QCOMPARE(forward.first(), editor<QLineEdit>(window->form(), QStringLiteral("/name")));
        QCOMPARE(forward.at(forward.size() - 2), window->treeFilter());
        // The form's fields, then the bottom pane on top, then the filter.
        int at = 0;
        while (at < forward.size() && inside(window->formArea(), forward[at]))
            ++at;
        QVERIFY2(at > 3, qPrintable(QString::number(at)));
        QWidget* bottom = window->gridPreview();
        QVERIFY2(inside(bottom, forward[at]), qPrintable(nameOf(forward[at]) + QStringLiteral(" in ") + nameOf(forward[at]->parentWidget())));
        while (at < forward.size() && inside(bottom, forward[at]))
            ++at;
        QCOMPARE(at, forward.size() - 2); // then the filter and the tree: nothing else on the way
        // Each field once: predictable, and no hidden or inert stops.
        QCOMPARE(QSet<QWidget*>(forward.begin(), forward.end()).size(), forward.size());
        for (QWidget* w : forward)
            QVERIFY2(w->isVisible() && w->isEnabled(), qPrintable(nameOf(w)));
        QList<QWidget*> back;
        for (int i = 0; i < forward.size(); ++i) {
            key(Qt::Key_Backtab, Qt::ShiftModifier);
            back.prepend(focused());
        }
        QCOMPARE(back.mid(1), forward.mid(0, forward.size() - 1));
    }

    // A button turned off as it is pressed hands the keyboard to the stop
    // after it, not to the top of the window: Run to Cancel, Cancel on.
    void aButtonTurnedOffPassesTheKeyboardOn()
    {
        openWindow();
        QVERIFY(window->openScenario(grenade));
        RunBar* bar = window->sandbox()->runBar();
        bar->turnsBox()->setValue(1'000'000);
        bar->runButton()->setFocus(Qt::TabFocusReason);
        QTRY_COMPARE(focused(), static_cast<QWidget*>(bar->runButton()));
        key(Qt::Key_Space);
        QTRY_VERIFY(window->sandbox()->isRunning());
        QTRY_COMPARE(focused(), static_cast<QWidget*>(bar->cancelButton()));
        key(Qt::Key_Space);
        QTRY_VERIFY(!window->sandbox()->isRunning());
        QTRY_VERIFY2(inside(window->sandbox(), focused()), qPrintable(nameOf(focused())));
    }

    void theFilterEnterAndDownGoToTheFirstMatch()
    {
        openWindow();
        QTest::keyClick(window->contentView(), Qt::Key_F, Qt::ControlModifier);
        QTRY_COMPARE(focused(), window->treeFilter());
        type(QStringLiteral("scorch"));
        key(Qt::Key_Down);
        QTRY_COMPARE(focused(), window->contentView());
        QCOMPARE(window->contentView()->currentIndex().data().toString(), QStringLiteral("scorched"));
        QCOMPARE(window->currentSection(), QStringLiteral("statuses"));
        QTest::keyClick(window->contentView(), Qt::Key_F, Qt::ControlModifier);
        QTRY_COMPARE(focused(), window->treeFilter());
        type(QStringLiteral("grenade"));
        key(Qt::Key_Return);
        QTRY_COMPARE(focused(), window->contentView());
        QVERIFY2(window->contentView()->currentIndex().data().toString().contains(QStringLiteral("grenade")),
                 qPrintable(window->contentView()->currentIndex().data().toString()));
        QCOMPARE(window->currentSection(), QStringLiteral("items"));
    }

    // In the grid preview the cursor starts on the centre; arrows move it,
    // Space paints the wall tool's wall, Shift+arrows a line of them.
    void theMapCursorPaintsWallsInThePreview()
    {
        openWindow();
        GridCanvas* canvas = window->gridPreview()->canvas();
        QTest::keyClick(window->contentView(), Qt::Key_2, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(inside(window->gridPreview(), focused()));
        canvas->setFocus(Qt::TabFocusReason);
        QTRY_COMPARE(focused(), static_cast<QWidget*>(canvas));
        canvas->setTool(GridCanvas::Tool::Wall);
        const Cell start = canvas->centre();
        QCOMPARE(canvas->cursor(), start);
        key(Qt::Key_Right);
        key(Qt::Key_Right);
        key(Qt::Key_Down);
        const Cell at{start.x + 2, start.y + 1};
        QCOMPARE(canvas->cursor(), at);
        QVERIFY(!canvas->grid().isWall(at));
        key(Qt::Key_Space);
        QVERIFY(canvas->grid().isWall(at));
        key(Qt::Key_Down, Qt::ShiftModifier);
        key(Qt::Key_Down, Qt::ShiftModifier);
        QVERIFY(canvas->grid().isWall({at.x, at.y + 1}));
        QVERIFY(canvas->grid().isWall({at.x, at.y + 2}));
        QVERIFY(!canvas->grid().isWall({at.x + 1, at.y}));
        // The frame shows only while the map has the keyboard.
        const QImage framed = canvas->viewport()->grab().toImage();
        window->contentView()->setFocus(Qt::OtherFocusReason);
        QTRY_VERIFY(!canvas->hasFocus());
        QVERIFY(canvas->viewport()->grab().toImage() != framed);
    }

    // In the sandbox, with a throw picked, the cursor starts on the thrower
    // and Space on a cell queues the throw at it, as a click would.
    void theMapCursorAimsAThrowInTheSandbox()
    {
        openWindow();
        QVERIFY(window->openScenario(grenade));
        SandboxPanel* sandbox = window->sandbox();
        QComboBox* kind = sandbox->actionPicker();
        for (int i = 0; i < kind->count(); ++i)
            if (kind->itemData(i).toInt() == static_cast<int>(Action::Kind::Throw))
                kind->setCurrentIndex(i);
        sandbox->actorPicker()->setCurrentIndex(sandbox->actorPicker()->findText(QStringLiteral("hero")));
        QVERIFY(sandbox->picker()->wantsCell());
        QTest::keyClick(focused(), Qt::Key_M, Qt::ControlModifier);
        QTRY_COMPARE(focused(), static_cast<QWidget*>(sandbox->canvas()));
        QCOMPARE(sandbox->canvas()->cursor(), (Cell{3, 3})); // the hero
        for (int i = 0; i < 4; ++i)
            key(Qt::Key_Right);
        QCOMPARE(sandbox->cellXPicker()->value(), 7); // the cell boxes follow the cursor
        QCOMPARE(sandbox->cellYPicker()->value(), 3);
        key(Qt::Key_Return);
        QCOMPARE(sandbox->queued().size(), std::size_t(1));
        QVERIFY(sandbox->queued()[0]
                == Action::throwAt("hero", *sandbox->history().world().definitions().items.find("frag grenade"), {7, 3}));
    }

    // Alt+V opens the View menu; one Escape closes it and gives the keyboard
    // back to the tree (Down then moves in the tree, not in the menu bar).
    void oneEscapeAfterAltVGivesTheKeyboardBack()
    {
        openWindow();
        QTreeView* tree = window->contentView();
        QTRY_COMPARE(focused(), static_cast<QWidget*>(tree));
        const QModelIndex before = tree->currentIndex();
        QTest::keyClick(tree, Qt::Key_V, Qt::AltModifier);
        QTRY_VERIFY(QApplication::activePopupWidget());
        auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
        QVERIFY(menu);
        QCOMPARE(menu->title(), QStringLiteral("&View"));
        QTest::keyClick(menu, Qt::Key_Escape);
        QTRY_VERIFY(!QApplication::activePopupWidget());
        // Offscreen, the closed menu may stay the active window; a window system gives the activation back.
        QTest::qWait(100); // the menu's closing, and the window activated again, come as events
        if (QApplication::activeWindow() != window.get()) {
            window->activateWindow();
            QVERIFY(QTest::qWaitForWindowActive(window.get()));
        }
        QTRY_COMPARE(focused(), static_cast<QWidget*>(tree));
        QVERIFY(!window->menuBar()->hasFocus());
        QTest::keyClick(focused(), Qt::Key_Down);
        QVERIFY(!QApplication::activePopupWidget());
        QVERIFY(tree->currentIndex() != before);
    }

    // A designer's session by keys alone: find scorched with the filter,
    // raise its tick (one undo step), save; go to the ion grenade by Ctrl+P;
    // open a scenario by its dialog, show the sandbox, step three
    // turns, pick a throw and aim it with the map's cursor, step it, and
    // save the scenario under a name typed into the file dialog.
    void aSessionByKeysAlone()
    {
        openWindow();
        QUndoStack* undo = window->document()->undoStack();
        QTRY_COMPARE(focused(), window->contentView());
        // Find.
        key(Qt::Key_F, Qt::ControlModifier);
        type(QStringLiteral("scorch"));
        key(Qt::Key_Return);
        QCOMPARE(window->contentView()->currentIndex().data().toString(), QStringLiteral("scorched"));
        // Edit: Tab to the tick's amount, type over it.
        QSpinBox* amount = editor<QSpinBox>(window->form(), QStringLiteral("/tick/amount"));
        QVERIFY(amount);
        for (int i = 0; i < 40 && focused() != amount; ++i)
            key(Qt::Key_Tab);
        QCOMPARE(focused(), static_cast<QWidget*>(amount));
        const int steps = undo->count();
        key(Qt::Key_A, Qt::ControlModifier);
        type(QStringLiteral("4"));
        key(Qt::Key_Return);
        QCOMPARE(undo->count(), steps + 1);
        QCOMPARE(amount->value(), 4);
        key(Qt::Key_S, Qt::ControlModifier);
        QTRY_VERIFY(!window->document()->isModified());
        QVERIFY(rb::test::readAll(content).contains("\"amount\": 4"));
        // Ctrl+P: go to a definition by its name, typed.
        typeIntoNextDialog(QStringLiteral("ion grenade"));
        key(Qt::Key_P, Qt::ControlModifier);
        QTRY_COMPARE(window->contentView()->currentIndex().data().toString(), QStringLiteral("ion grenade"));
        backToWindow();

        // The sandbox: open the grenade scenario by its dialog, typed.
        answerFileDialog(grenade);
        key(Qt::Key_O, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(window->sandbox()->isOpen());
        backToWindow();
        key(Qt::Key_1, Qt::ControlModifier);
        QCOMPARE(centre()->currentIndex(), 0);
        key(Qt::Key_2, Qt::ControlModifier);
        QCOMPARE(centre()->currentWidget(), sandboxPage());
        SandboxPanel* sandbox = window->sandbox();
        for (int i = 0; i < 3; ++i)
            key(Qt::Key_F10);
        QCOMPARE(sandbox->turn(), 3);

        // Pick a throw by the hero, aimed with the map's cursor.
        QTRY_COMPARE(focused(), sandbox->actionPicker());
        QString throwLabel;
        for (int i = 0; i < sandbox->actionPicker()->count(); ++i)
            if (sandbox->actionPicker()->itemData(i).toInt() == static_cast<int>(Action::Kind::Throw))
                throwLabel = sandbox->actionPicker()->itemText(i);
        type(throwLabel.section(QLatin1Char(' '), 0, 0));
        QCOMPARE(sandbox->actionPicker()->currentText(), throwLabel);
        for (int i = 0; i < 10 && focused() != sandbox->actorPicker(); ++i)
            key(Qt::Key_Tab);
        QCOMPARE(focused(), sandbox->actorPicker());
        type(QStringLiteral("hero"));
        QCOMPARE(sandbox->actorPicker()->currentText(), QStringLiteral("hero"));
        key(Qt::Key_M, Qt::ControlModifier);
        QCOMPARE(focused(), static_cast<QWidget*>(sandbox->canvas()));
        const Cell hero = sandbox->canvas()->cursor();
        for (int i = 0; i < 3; ++i)
            key(Qt::Key_Right);
        key(Qt::Key_Space);
        QCOMPARE(sandbox->queued().size(), std::size_t(1));
        const Cell target{hero.x + 3, hero.y};
        QVERIFY(sandbox->queued()[0]
                == Action::throwAt("hero", *sandbox->history().world().definitions().items.find("frag grenade"), target));
        key(Qt::Key_F10);
        QCOMPARE(sandbox->turn(), 4);

        // Save the scenario with its four turns as its script.
        answerFileDialog(QStringLiteral("by-keys.scenario.json"));
        key(Qt::Key_S, Qt::ControlModifier | Qt::AltModifier | Qt::ShiftModifier);
        const QString saved = QFileInfo(content).absolutePath() + QStringLiteral("/by-keys.scenario.json");
        QTRY_VERIFY(QFileInfo::exists(saved));
        QTRY_VERIFY(!QApplication::activeModalWidget());
        const QJsonObject scenario = QJsonDocument::fromJson(rb::test::readAll(saved)).object();
        bool thrown = false;
        for (const QJsonValue& entry : scenario.value(QStringLiteral("script")).toArray()) {
            const QJsonObject o = entry.toObject();
            if (o.value(QStringLiteral("turn")).toInt() == 4 && o.value(QStringLiteral("do")).toString() == QStringLiteral("throw"))
                thrown = o.value(QStringLiteral("at")).toArray() == QJsonArray{target.x, target.y};
        }
        QVERIFY2(thrown, rb::test::readAll(saved).constData());
        QVERIFY(prompts->errors.isEmpty());
    }
};

QTEST_MAIN(TestKeyboard)
#include "test_keyboard.moc"
