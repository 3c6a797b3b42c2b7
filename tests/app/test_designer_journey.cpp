// Issue 29's journey: one designer session in the real window at 1280x800,
// offscreen, playing the twelve tasks the issue was written from, in order,
// through clicks, keys and wheel events. Each task is one slot (QtTest runs
// them in the order written) and asserts what the designer would see.
#include <QtTest>

#include "batch/batch_job.h"
#include "batch/batch_setup.h"
#include "batch/batch_summary_table.h"
#include "batch/batch_view.h"
#include "common/stat_plot.h"
#include "common/wheel_guard.h"
#include "document/content_document.h"
#include "document/diagnostics_model.h"
#include "document/recovery_store.h"
#include "file_bytes.h"
#include "file_dialog_answer.h"
#include "form/definition_form.h"
#include "grid_preview/grid_preview.h"
#include "main_window.h"
#include "navigation/content_tree_model.h"
#include "navigation/validation_panel.h"
#include "quests/quest_view.h"
#include "sandbox/sandbox_event_log.h"
#include "sandbox/sandbox_panel.h"
#include "sandbox/sandbox_plot.h"
#include "sandbox/sandbox_run_bar.h"
#include "sandbox/sandbox_session.h"
#include "sandbox/sandbox_timeline.h"
#include "sandbox/stacking_inspector.h"
#include "scripted_prompts.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QDirIterator>
#include <QDockWidget>
#include <QHeaderView>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabBar>
#include <QTimer>
#include <QTabWidget>
#include <QTableWidget>
#include <QToolButton>
#include <QTreeView>
#include <QTreeWidget>
#include <QUndoStack>
#include <QWheelEvent>

using namespace rb;
using rb::test::answerFileDialog;
using rb::test::copyDemoTo;
using rb::test::ScriptedPrompts;

namespace {

// Scrolls every scroll area around a widget to it, as the designer would before clicking it.
void reveal(QWidget* widget)
{
    for (QWidget* w = widget->parentWidget(); w; w = w->parentWidget())
        if (auto* area = qobject_cast<QScrollArea*>(w))
            area->ensureWidgetVisible(widget, 4, 4);
    QCoreApplication::processEvents();
}

// Raises every tab that holds a widget, by a click on the tab.
void raiseTabsOf(QWidget* widget)
{
    for (QWidget* page = widget; page && page->parentWidget(); page = page->parentWidget()) {
        QWidget* stack = page->parentWidget();
        auto* tabs = stack ? qobject_cast<QTabWidget*>(stack->parentWidget()) : nullptr;
        const int at = tabs ? tabs->indexOf(page) : -1;
        if (at >= 0 && tabs->currentIndex() != at)
            QTest::mouseClick(tabs->tabBar(), Qt::LeftButton, {}, tabs->tabBar()->tabRect(at).center());
    }
}

void click(QWidget* widget)
{
    raiseTabsOf(widget);
    reveal(widget);
    QVERIFY2(widget->isVisible(), widget->metaObject()->className());
    QTest::mouseClick(widget, Qt::LeftButton);
}

// A click on a spin box's up (or down) arrow, where Fusion draws them.
void clickArrow(QAbstractSpinBox* box, bool up)
{
    reveal(box);
    QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(box->width() - 6, up ? box->height() / 4 : box->height() * 3 / 4));
}

// Selects what is in a line edit or a spin box, types `text` and presses Return.
void typeInto(QWidget* field, const QString& text)
{
    raiseTabsOf(field);
    reveal(field);
    QTest::mouseClick(field, Qt::LeftButton, {}, QPoint(8, field->height() / 2));
    QTRY_VERIFY2(field->hasFocus(), qPrintable(QStringLiteral("%1 visible %2 at %3,%4 focus on %5 window active %6").arg(field->metaObject()->className()).arg(field->isVisible()).arg(field->mapTo(field->window(), QPoint()).x()).arg(field->mapTo(field->window(), QPoint()).y()).arg(QApplication::focusWidget() ? QApplication::focusWidget()->metaObject()->className() : "none").arg(field->window()->isActiveWindow())));
    QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(field, text);
    QTest::keyClick(field, Qt::Key_Return);
}

// A combo box gets the focus as by Tab, without opening its list.
void focus(QWidget* widget)
{
    reveal(widget);
    widget->setFocus(Qt::TabFocusReason);
    QTRY_VERIFY(widget->hasFocus());
}

void clickRow(QAbstractItemView* view, const QModelIndex& row, bool twice = false)
{
    raiseTabsOf(view);
    view->scrollTo(row);
    const QPoint at = view->visualRect(row).center();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
    if (twice)
        QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, at);
}

void clickTab(QTabWidget* tabs, const QString& text)
{
    for (int i = 0; i < tabs->count(); ++i)
        if (tabs->tabText(i).remove(QLatin1Char('&')) == text) {
            QTest::mouseClick(tabs->tabBar(), Qt::LeftButton, {}, tabs->tabBar()->tabRect(i).center());
            QTRY_COMPARE(tabs->currentIndex(), i);
            return;
        }
    QFAIL(qPrintable(QStringLiteral("no tab ") + text));
}

template <typename T>
T* editor(DefinitionForm* form, const QString& pointer)
{
    QWidget* w = form->editorFor(pointer);
    if (!w)
        return nullptr;
    if (auto* t = qobject_cast<T*>(w))
        return t;
    return w->findChild<T*>();
}

// One notch of the wheel over the middle of a widget, as the window system delivers it.
void wheel(QWidget* widget, int delta)
{
    const QPointF local(widget->width() / 2.0, widget->height() / 2.0);
    QWheelEvent event(local, widget->mapToGlobal(local), QPoint(), QPoint(0, delta), Qt::NoButton, Qt::NoModifier,
                      Qt::NoScrollPhase, false);
    QSpontaneKeyEvent::setSpontaneous(&event);
    QApplication::sendEvent(widget, &event);
}

QString settingOf(const QWidget* widget)
{
    if (const auto* spin = qobject_cast<const QAbstractSpinBox*>(widget))
        return spin->text();
    if (const auto* slider = qobject_cast<const QAbstractSlider*>(widget))
        return QString::number(slider->value());
    if (const auto* combo = qobject_cast<const QComboBox*>(widget))
        return combo->currentText();
    return {};
}

std::int64_t lastValue(const PlotSeries& series)
{
    return series.points.empty() ? 0 : series.points.back().value;
}

QTreeWidgetItem* itemNamed(QTreeWidget* tree, const QString& text, int column = 0)
{
    const auto found = tree->findItems(text, Qt::MatchExactly | Qt::MatchRecursive, column);
    return found.isEmpty() ? nullptr : found.first();
}
} // namespace

class TestDesignerJourney : public QObject {
    Q_OBJECT

    QTemporaryDir dir;
    QString content;  // the copy of demo.rules.json
    QString scenario; // its statuses.scenario.json
    std::unique_ptr<MainWindow> window;
    ScriptedPrompts* prompts = nullptr;
    QElapsedTimer clock;

    ContentDocument* doc() const { return window->document(); }
    QUndoStack* stack() const { return doc()->undoStack(); }
    DefinitionForm* form() const { return window->form(); }
    QTabWidget* centre() const { return qobject_cast<QTabWidget*>(window->centralWidget()); }
    SandboxPanel* sandbox() const { return window->sandbox(); }
    OrderedJson definition(const QString& section, const QString& name) const
    {
        return doc()->definitionJson(section, window->definitionIndex(section, name));
    }

    // A click on a definition in the content tree, as the designer picks one.
    void clickDefinition(const QString& section, const QString& name)
    {
        clickTab(centre(), QStringLiteral("Definition"));
        auto* proxy = qobject_cast<QSortFilterProxyModel*>(window->contentView()->model());
        const QModelIndex row = proxy->mapFromSource(window->contentModel()->indexOf(section, window->definitionIndex(section, name)));
        QVERIFY2(row.isValid(), qPrintable(section + QLatin1Char('/') + name));
        clickRow(window->contentView(), row);
        QCOMPARE(form()->section(), section);
        QCOMPARE(form()->index(), window->definitionIndex(section, name));
    }

    // File > Quit, as chosen from the menu (offscreen, the platform binds no key to QKeySequence::Quit).
    void quit()
    {
        QAction* quit = nullptr;
        for (QAction* action : window->findChildren<QAction*>())
            if (action->text() == QLatin1String("&Quit"))
                quit = action;
        QVERIFY(quit);
        if (!QKeySequence::keyBindings(QKeySequence::Quit).isEmpty())
            QTest::keyClick(window.get(), Qt::Key_Q, Qt::ControlModifier);
        else
            quit->trigger();
    }

    // The window is active again once a dialog has gone, as a window manager makes it.
    void backToTheWindow()
    {
        window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
    }

    int tickOfScorched() const
    {
        return definition(QStringLiteral("statuses"), QStringLiteral("scorched"))["tick"]["amount"].get<int>();
    }

    QString problemPaths() const
    {
        QStringList paths;
        DiagnosticsModel* model = window->validationPanel()->model();
        for (int row = 0; row < model->rowCount(); ++row)
            paths << model->index(row, DiagnosticsModel::MessageColumn).data(DiagnosticsModel::PathRole).toString() + QStringLiteral(": ")
                         + model->index(row, DiagnosticsModel::MessageColumn).data().toString();
        return paths.join(QLatin1Char('\n'));
    }

    QModelIndex problemAt(const QString& tail) const
    {
        DiagnosticsModel* model = window->validationPanel()->model();
        for (int row = 0; row < model->rowCount(); ++row) {
            const QModelIndex index = model->index(row, DiagnosticsModel::MessageColumn);
            if (index.data(DiagnosticsModel::PathRole).toString().endsWith(tail))
                return index;
        }
        return {};
    }

private slots:
    void initTestCase()
    {
        clock.start();
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("RulebenchTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_designer_journey"));
        QSettings().clear();
        QVERIFY(dir.isValid());
        QVERIFY(copyDemoTo(dir.filePath(QStringLiteral("demo"))));
        content = dir.filePath(QStringLiteral("demo/demo.rules.json"));
        scenario = dir.filePath(QStringLiteral("demo/statuses.scenario.json"));
        window = std::make_unique<MainWindow>();
        auto p = std::make_unique<ScriptedPrompts>();
        prompts = p.get();
        window->setPrompts(std::move(p));
        window->setRecoveryStore(std::make_unique<RecoveryStore>(dir.filePath(QStringLiteral("recovery"))));
        window->setWindowState(Qt::WindowNoState);
        window->resize(1280, 800);
        window->show();
        window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        QVERIFY(window->openFile(content));
        QVERIFY(window->validationPanel()->summary().contains(QStringLiteral("No problems")));
    }

    // 1. Tune a status: scorched's tick typed 1 -> 4, then two clicks on its
    // up arrow (edits of one field merge into one undo step); Ctrl+Z and
    // Ctrl+Shift+Z reach the document from the focused box.
    void tuneAStatus()
    {
        clickDefinition(QStringLiteral("statuses"), QStringLiteral("scorched"));
        auto* amount = editor<QSpinBox>(form(), QStringLiteral("/tick/amount"));
        QVERIFY(amount);
        QCOMPARE(amount->value(), 1);
        const int start = stack()->index();
        typeInto(amount, QStringLiteral("4"));
        QTRY_COMPARE(tickOfScorched(), 4);
        QVERIFY(window->isWindowModified());
        QVERIFY(window->windowTitle().contains(QStringLiteral("demo.rules.json")));
        clickArrow(amount, true);
        clickArrow(amount, true);
        QTRY_COMPARE(tickOfScorched(), 6);
        QCOMPARE(amount->value(), 6);
        QCOMPARE(stack()->index(), start + 1);
        QCOMPARE(stack()->undoText(), QStringLiteral("Change scorched, tick each turn, amount"));
        QVERIFY(amount->hasFocus());
        QTest::keyClick(amount, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(amount->value(), 1);
        QCOMPARE(tickOfScorched(), 1);
        QTest::keyClick(amount, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(amount->value(), 6);
        QTest::keyClick(amount, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(amount->value(), 1);
        QCOMPARE(doc()->currentBytes(), rb::test::readAll(content));
        QVERIFY(!window->isWindowModified());
    }

    // 2. Make a grenade: a new item beside the frag grenade, named, with a
    // land trigger bursting at radius 2 whose effect is 2d6 thermal harm.
    void makeAGrenade()
    {
        clickDefinition(QStringLiteral("items"), QStringLiteral("frag grenade"));
        QTest::keyClick(window->contentView(), Qt::Key_Insert, Qt::ControlModifier);
        auto* name = editor<QLineEdit>(form(), QStringLiteral("/name"));
        QVERIFY(name);
        QTRY_VERIFY(name->hasFocus());
        QCOMPARE(name->text(), QStringLiteral("new item"));
        QTest::keyClick(name, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(name, QStringLiteral("sticky grenade"));
        QTest::keyClick(name, Qt::Key_Return);
        QTRY_COMPARE(window->definitionIndex(QStringLiteral("items"), QStringLiteral("sticky grenade")), form()->index());
        click(editor<QPushButton>(form(), QStringLiteral("/triggers#add")));
        auto* on = editor<QComboBox>(form(), QStringLiteral("/triggers/0/on"));
        QVERIFY(on);
        focus(on);
        QTest::keyClicks(on, QStringLiteral("land"));
        QTRY_COMPARE(on->currentText(), QStringLiteral("land"));
        click(editor<QPushButton>(form(), QStringLiteral("/triggers/0/effects#add")));
        auto* kind = editor<QComboBox>(form(), QStringLiteral("/triggers/0/effects/0/kind"));
        QVERIFY(kind);
        QVERIFY2(kind->currentIndex() < 0 || kind->currentText().isEmpty(), qPrintable(kind->currentText())); // unchosen
        QTRY_VERIFY2(problemAt(QStringLiteral("triggers[0].effects[0]")).data().toString().contains(QStringLiteral("choose an effect")),
                     qPrintable(problemPaths()));
        focus(kind);
        QTest::keyClicks(kind, QStringLiteral("Harm"));
        QTRY_COMPARE(editor<QComboBox>(form(), QStringLiteral("/triggers/0/effects/0/kind"))->currentText(), QStringLiteral("Harm"));
        auto* damage = editor<QComboBox>(form(), QStringLiteral("/triggers/0/effects/0/args/kind"));
        QVERIFY(damage);
        focus(damage);
        QTest::keyClicks(damage, QStringLiteral("thermal"));
        QTRY_COMPARE(damage->currentText(), QStringLiteral("thermal"));
        typeInto(editor<QLineEdit>(form(), QStringLiteral("/triggers/0/effects/0/args/roll")), QStringLiteral("2d6"));
        auto* words = qobject_cast<QLabel*>(form()->editorFor(QStringLiteral("/triggers/0/effects/0/#words")));
        QVERIFY(words);
        QTRY_VERIFY2(words->text().contains(QStringLiteral("2d6 thermal damage")), qPrintable(words->text()));
        const OrderedJson trigger = definition(QStringLiteral("items"), QStringLiteral("sticky grenade"))["triggers"][0];
        QCOMPARE(QString::fromStdString(trigger["on"].get<std::string>()), QStringLiteral("land"));
        QCOMPARE(QString::fromStdString(trigger["effects"][0]["args"]["roll"].get<std::string>()), QStringLiteral("2d6"));
        QTRY_VERIFY2(window->validationPanel()->summary().contains(QStringLiteral("No problems")),
                     qPrintable(window->validationPanel()->summary()));
    }

    // 3. Break and fix a field: a roll that is not dice shows in Validation;
    // a double-click on the problem reaches the field; fixing it clears it.
    void breakAndFixAField()
    {
        auto* roll = editor<QLineEdit>(form(), QStringLiteral("/triggers/0/effects/0/args/roll"));
        QVERIFY(roll);
        typeInto(roll, QStringLiteral("2d"));
        QModelIndex problem;
        QTRY_VERIFY2((problem = problemAt(QStringLiteral("effects[0].args.roll"))).isValid(), qPrintable(problemPaths()));
        QVERIFY2(!window->validationPanel()->summary().contains(QStringLiteral("No problems")),
                 qPrintable(window->validationPanel()->summary()));
        clickDefinition(QStringLiteral("statuses"), QStringLiteral("scorched")); // elsewhere, as a designer would be
        QTreeView* problems = window->validationPanel()->view();
        QTRY_VERIFY(problems->isVisible());
        clickRow(problems, problemAt(QStringLiteral("effects[0].args.roll")), true);
        QCOMPARE(form()->index(), window->definitionIndex(QStringLiteral("items"), QStringLiteral("sticky grenade")));
        roll = editor<QLineEdit>(form(), QStringLiteral("/triggers/0/effects/0/args/roll"));
        QTRY_VERIFY(roll->hasFocus());
        QWidget* highlighted = form()->highlightedField(); // the roll's formula field, the line inside it
        QVERIFY(highlighted && (highlighted == roll || highlighted->isAncestorOf(roll)));
        QTest::keyClick(roll, Qt::Key_End);
        QTest::keyClicks(roll, QStringLiteral("8"));
        QTest::keyClick(roll, Qt::Key_Return);
        QTRY_VERIFY(!problemAt(QStringLiteral("effects[0].args.roll")).isValid());
        QTRY_VERIFY(window->validationPanel()->summary().contains(QStringLiteral("No problems")));
        QCOMPARE(roll->text(), QStringLiteral("2d8"));
    }

    // 4. Rename scorched to burning: the step says it reaches the scenarios
    // that name it; undone, nothing is written.
    void rename()
    {
        const QByteArray scenarioBefore = rb::test::readAll(scenario);
        clickDefinition(QStringLiteral("statuses"), QStringLiteral("scorched"));
        typeInto(editor<QLineEdit>(form(), QStringLiteral("/name")), QStringLiteral("burning"));
        QTRY_VERIFY(window->definitionIndex(QStringLiteral("statuses"), QStringLiteral("burning")) >= 0);
        QCOMPARE(window->definitionIndex(QStringLiteral("statuses"), QStringLiteral("scorched")), -1);
        const QString step = stack()->undoText();
        QVERIFY2(step.startsWith(QStringLiteral("Rename status \"scorched\" to \"burning\", also in ")), qPrintable(step));
        QVERIFY2(step.contains(QStringLiteral("statuses.scenario.json")), qPrintable(step));
        clickDefinition(QStringLiteral("statuses"), QStringLiteral("burning"));
        QTest::keyClick(window->contentView(), Qt::Key_Z, Qt::ControlModifier);
        QTRY_VERIFY(window->definitionIndex(QStringLiteral("statuses"), QStringLiteral("scorched")) >= 0);
        QCOMPARE(window->definitionIndex(QStringLiteral("statuses"), QStringLiteral("burning")), -1);
        QCOMPARE(editor<QLineEdit>(form(), QStringLiteral("/name"))->text(), QStringLiteral("scorched"));
        QCOMPARE(rb::test::readAll(scenario), scenarioBefore);
    }

    // 5. The sandbox with a breakpoint: the statuses scenario opened (as File >
    // Open Scenario does, without its dialog), run until scorched expires on
    // the hero; the run bar says why it stopped and the log selects the event.
    void sandboxWithBreakpoints()
    {
        QVERIFY(window->openScenario(scenario));
        QTRY_VERIFY(sandbox()->isOpen());
        QTRY_COMPARE(centre()->currentWidget()->isAncestorOf(sandbox()), true);
        RunBar* bar = sandbox()->runBar();
        QCOMPARE(sandbox()->turn(), std::int64_t(0));
        typeInto(bar->turnsBox(), QStringLiteral("30"));
        click(bar->breakpointEdit());
        QTest::keyClick(bar->breakpointEdit(), Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(bar->breakpointEdit(), QStringLiteral("expired:scorched@hero"));
        QSignalSpy finished(sandbox(), &SandboxPanel::runFinished);
        click(bar->runButton());
        QTRY_COMPARE(finished.count(), 1);
        QVERIFY(finished.first().at(1).toBool()); // at the breakpoint
        const qint64 turn = sandbox()->turn();
        QVERIFY(turn > 0 && turn < 30);
        const QString why = bar->statusText();
        QVERIFY2(why.startsWith(QStringLiteral("Stopped after turn %1: ").arg(turn)), qPrintable(why));
        QVERIFY2(why.endsWith(QStringLiteral("matched expired:scorched@hero")), qPrintable(why));
        QTreeWidgetItem* selected = sandbox()->log()->currentItem();
        QVERIFY(selected);
        QVERIFY2(selected->text(0).contains(QStringLiteral("scorched")), qPrintable(selected->text(0)));
    }

    // 6. The inspector and the timeline: the timeline draws scorched on the
    // hero, and a click on turn 1 goes there; the hero clicked in the actor
    // list shows scorched in the inspector.
    void inspectorAndTimeline()
    {
        TimelineCanvas* timeline = sandbox()->timeline()->canvas();
        raiseTabsOf(timeline);
        QTRY_VERIFY(timeline->isVisible());
        const QRect bar1 = timeline->barRect("hero", 1);
        QVERIFY(!bar1.isEmpty());
        QVERIFY2(timeline->describeAt(bar1.center()).contains(QStringLiteral("scorched")), qPrintable(timeline->describeAt(bar1.center())));
        QTest::mouseClick(timeline, Qt::LeftButton, {}, QPoint(timeline->xOf(1) + timeline->columnWidth() / 2, bar1.center().y()));
        QTRY_COMPARE(sandbox()->turn(), std::int64_t(1));
        QTreeWidgetItem* hero = itemNamed(sandbox()->actorsView(), QStringLiteral("hero"));
        QVERIFY(hero);
        clickRow(sandbox()->actorsView(), sandbox()->actorsView()->indexFromItem(hero));
        QTRY_COMPARE(sandbox()->selectedActor(), QStringLiteral("hero"));
        QTreeWidget* statuses = sandbox()->inspector()->statusesView();
        raiseTabsOf(statuses);
        QTRY_VERIFY(statuses->isVisible());
        QVERIFY2(!statuses->findItems(QStringLiteral("scorched"), Qt::MatchContains | Qt::MatchRecursive).isEmpty(),
                 qPrintable(statuses->topLevelItemCount() ? statuses->topLevelItem(0)->text(0) : QStringLiteral("(none)")));
    }

    // 7. Live replay: stepped to turn 6, two clicks on scorched's tick arrow
    // replay the sandbox; the plot keeps the run before as a ghost and the
    // log marks what changed. Undone, it replays again.
    void liveReplay()
    {
        while (sandbox()->turn() < 6)
            click(sandbox()->runBar()->stepButton());
        QCOMPARE(sandbox()->turn(), std::int64_t(6));
        clickDefinition(QStringLiteral("statuses"), QStringLiteral("scorched"));
        auto* amount = editor<QSpinBox>(form(), QStringLiteral("/tick/amount"));
        clickArrow(amount, true);
        clickArrow(amount, true);
        QTRY_COMPARE(tickOfScorched(), 3);
        RunBar* bar = sandbox()->runBar();
        QTRY_COMPARE(bar->statusText(), QStringLiteral("Replayed with the edited content to turn 6."));
        QCOMPARE(sandbox()->turn(), std::int64_t(6));
        clickTab(centre(), QStringLiteral("Sandbox"));
        StatPlot* plot = sandbox()->plot();
        QTRY_VERIFY(plot->ghostCount() > 0);
        const PlotSeries* ghost = plot->ghost(QStringLiteral("hero"), QStringLiteral("health"));
        const PlotSeries* now = plot->series(QStringLiteral("hero"), QStringLiteral("health"));
        QVERIFY(ghost && now);
        QVERIFY(lastValue(*now) < lastValue(*ghost)); // the hero burns faster now
        QVERIFY(plot->clearGhostButton()->isEnabled());
        int marked = 0;
        for (QTreeWidgetItemIterator it(sandbox()->log()); *it; ++it)
            marked += (*it)->data(0, EventLog::kMarkRole).toInt() != int(EventLog::EventMark::Same) ? 1 : 0;
        QVERIFY(marked > 0);
        clickDefinition(QStringLiteral("statuses"), QStringLiteral("scorched"));
        QSignalSpy replayed(sandbox()->session(), &SandboxSession::definitionsChanged);
        QTest::keyClick(window->contentView(), Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(tickOfScorched(), 1);
        QVERIFY(replayed.wait(20000));
        QCOMPARE(bar->statusText(), QStringLiteral("Replayed with the edited content to turn 6."));
    }

    // 8. Plot and export: the PNG button's dialog suggests the scenario and
    // turn; a name typed without an extension is saved with .png.
    void plotAndExport()
    {
        clickTab(centre(), QStringLiteral("Sandbox"));
        StatPlot* plot = sandbox()->plot();
        QCOMPARE(QFileInfo(plot->suggestedExportPath(QStringLiteral("PNG image (*.png)"))).fileName(),
                 QStringLiteral("statuses-turn-6-plot.png"));
        QToolButton* png = nullptr;
        for (auto* b : plot->findChildren<QToolButton*>())
            if (b->text() == QLatin1String("PNG"))
                png = b;
        QVERIFY(png);
        answerFileDialog(QStringLiteral("journey-plot"));
        click(png);
        backToTheWindow();
        const QString written = dir.filePath(QStringLiteral("demo/journey-plot.png"));
        QTRY_VERIFY(QFileInfo::exists(written));
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("demo/journey-plot"))));
        QVERIFY(rb::test::readAll(written).startsWith("\x89PNG"));
    }

    // 9. Quests: five rats fed by hand in the Quests pane finish "cull the
    // rats" and open "into the warren".
    void quests()
    {
        clickTab(centre(), QStringLiteral("Definition"));
        window->findChild<QDockWidget*>(QStringLiteral("QuestDock"))->raise();
        QuestView* view = window->questView();
        QTRY_VERIFY(view->feedButton()->isVisible());
        focus(view->kindBox());
        QTest::keyClicks(view->kindBox(), QStringLiteral("killed"));
        QCOMPARE(view->kindBox()->currentText(), QStringLiteral("killed"));
        focus(view->subjectBox());
        QTest::keyClicks(view->subjectBox(), QStringLiteral("rat"));
        QCOMPARE(view->subjectBox()->currentText(), QStringLiteral("rat"));
        for (int i = 0; i < 5; ++i)
            click(view->feedButton());
        QStringList changes;
        for (int i = 0; i < view->changesView()->count(); ++i)
            changes << view->changesView()->item(i)->text();
        const QString said = changes.join(QLatin1Char('\n'));
        QVERIFY2(said.contains(QStringLiteral("cull the rats")), qPrintable(said));
        QVERIFY2(said.contains(QStringLiteral("into the warren")), qPrintable(said));
    }

    // 10. A batch with a sweep: 20 runs of 10 turns for each of scorched's
    // tick 1..3, started with the Start button; the summary gives each
    // value's mean and the paired difference, readable without scrolling.
    void batchWithASweep()
    {
        clickTab(centre(), QStringLiteral("Batch"));
        BatchView* batch = window->batch();
        BatchSetupForm* setup = batch->setup();
        QCOMPARE(QFileInfo(setup->scenario()).fileName(), QStringLiteral("statuses.scenario.json"));
        typeInto(setup->runsBox(), QStringLiteral("20"));
        typeInto(setup->turnsBox(), QStringLiteral("10"));
        QCOMPARE(setup->runsBox()->value(), 20);
        click(setup->varyEdit());
        QTest::keyClicks(setup->varyEdit(), QStringLiteral("statuses.scorched.tick.amount=1..3"));
        QComboBox* picker = setup->measurePicker();
        focus(picker);
        picker->lineEdit()->clear();
        QTest::keyClicks(picker->lineEdit(), QStringLiteral("value:health@hero"));
        QTest::keyClick(picker->lineEdit(), Qt::Key_Return);
        QVERIFY(setup->measures().contains(QStringLiteral("value:health@hero")));
        QVERIFY2(setup->measuresValid(), qPrintable(setup->problemsLabel()->text()));
        QSignalSpy finished(batch->job(), &BatchJob::finished);
        click(setup->startButton());
        QVERIFY(finished.wait(60000));
        QCOMPARE(finished.first().first().toBool(), false);
        QCOMPARE(static_cast<int>(batch->report()->series.size()), 3);
        BatchSummaryTable* table = batch->summaryTable();
        QCOMPARE(table->columnCount(), BatchSummaryTable::kSweepColumns);
        QCOMPARE(table->rowCount(), 3 * setup->measures().size());
        const int health = 3 * static_cast<int>(setup->measures().indexOf(QStringLiteral("value:health@hero")));
        QCOMPARE(table->item(health, 0)->text(), QStringLiteral("value:health@hero"));
        QCOMPARE(table->item(health + 2, 1)->text(), QStringLiteral("3"));
        const double tick1 = table->item(health, 3)->data(BatchSummaryTable::kExactRole).toDouble();
        const double tick3 = table->item(health + 2, 3)->data(BatchSummaryTable::kExactRole).toDouble();
        QVERIFY2(tick3 < tick1, qPrintable(QStringLiteral("%1 then %2").arg(tick1).arg(tick3))); // hotter burns cost health
        QVERIFY(!table->item(health + 2, BatchSummaryTable::kDifferenceColumn)->text().isEmpty());
        QVERIFY(table->horizontalHeader()->length() <= table->viewport()->width() + 1);
    }

    // 11. The mouse wheel over every unfocused spin box, slider and combo box
    // of the form, the grid preview and the batch view changes nothing.
    void mouseWheel()
    {
        clickDefinition(QStringLiteral("items"), QStringLiteral("sticky grenade"));
        window->findChild<QDockWidget*>(QStringLiteral("PreviewDock"))->raise();
        QTRY_VERIFY(window->gridPreview()->radiusBox()->isVisible());
        const QByteArray bytes = doc()->currentBytes();
        const int steps = stack()->count();
        int wheeled = 0;
        for (QWidget* view : {static_cast<QWidget*>(form()), static_cast<QWidget*>(window->gridPreview()),
                              static_cast<QWidget*>(window->batch())}) {
            if (view == window->batch())
                clickTab(centre(), QStringLiteral("Batch"));
            for (QWidget* widget : view->findChildren<QWidget*>()) {
                if (!isWheelGuarded(widget) || !widget->isVisible() || !widget->isEnabled())
                    continue;
                window->contentView()->setFocus();
                const QString before = settingOf(widget);
                wheel(widget, 120);
                wheel(widget, -120);
                wheel(widget, -120);
                QVERIFY2(settingOf(widget) == before, qPrintable(QLatin1String(widget->metaObject()->className()) + QStringLiteral(": ") + before
                                                                 + QStringLiteral(" became ") + settingOf(widget)));
                ++wheeled;
            }
        }
        QVERIFY2(wheeled >= 10, qPrintable(QString::number(wheeled)));
        QCOMPARE(doc()->currentBytes(), bytes);
        QCOMPARE(stack()->count(), steps);
        QCOMPARE(window->batch()->setup()->runsBox()->value(), 20);
    }

    // 12. Closing with unsaved work: Quit asks to save (Cancel keeps the
    // window and the autosave); answered Save, the file holds the grenade,
    // the window closes and no autosave is left.
    void closingWithUnsavedWork()
    {
        clickTab(centre(), QStringLiteral("Definition"));
        window->autosaveNow();
        QVERIFY(window->recoveryStore()->find(content).has_value());
        prompts->asked.clear();
        prompts->saveChoice = Prompts::SaveChoice::Cancel;
        quit();
        QVERIFY2(prompts->asked.contains(QStringLiteral("save changes to demo.rules.json")), qPrintable(prompts->asked.join(", ")));
        QVERIFY(window->isVisible());
        QVERIFY(window->recoveryStore()->find(content).has_value());
        prompts->asked.clear();
        prompts->saveChoice = Prompts::SaveChoice::Save;
        quit();
        QTRY_VERIFY(!window->isVisible());
        QVERIFY(rb::test::readAll(content).contains("\"sticky grenade\""));
        QVERIFY(!window->recoveryStore()->find(content).has_value());
        qInfo("The journey took %lld ms", static_cast<long long>(clock.elapsed()));
    }
};

QTEST_MAIN(TestDesignerJourney)
#include "test_designer_journey.moc"
