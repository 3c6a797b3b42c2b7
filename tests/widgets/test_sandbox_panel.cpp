// The sandbox panel over the demo's scenarios: stepping adds the turn to the
// plot and moves its cursor, stepping back restores the inspector and the
// cursor, breakpoints stop on the right turn, long runs finish off the UI
// thread, and the log and exports follow. Items and props through the
// picker and the grid: a throw lands, a prop is placed, a dragged actor moves,
// an impossible throw is refused with the core's reason.
#include "source_dir.h"
#include <QtTest>

#include <QFileInfo>

#include "document/content_document.h"
#include "action_picking.h"
#include "grab_for_docs.h"
#include "common/grid_canvas.h"
#include "quests/quest_view.h"
#include "sandbox/sandbox_action_choices.h"
#include "sandbox/sandbox_action_picker.h"
#include "sandbox/sandbox_panel.h"
#include "sandbox/sandbox_session.h"
#include "sandbox/sandbox_run_bar.h"
#include "sandbox/stacking_inspector.h"
#include "common/stat_plot.h"

#include "rulebench/grid/burst.h"
#include "rulebench/world/events.h"

#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QToolTip>

#include <algorithm>
#include <QTreeWidget>

using namespace rb;

namespace {
const QString kStatuses = rb::test::sourceFile("/resources/demo/statuses.scenario.json");
const QString kGrenade = rb::test::sourceFile("/resources/demo/grenade.scenario.json");
const QString kTrapAndBarrel = rb::test::sourceFile("/resources/demo/trap-and-barrel.scenario.json");
const QString kRally = rb::test::sourceFile("/resources/demo/rally.scenario.json");
const QString kSkirmish = rb::test::sourceFile("/resources/demo/skirmish.scenario.json");

// A copy of a demo scenario without its script, so only what the test queues
// happens; its content named by absolute path.
QString scriptless(const QTemporaryDir& dir, const QString& path)
{
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly))
        return {};
    QJsonObject o = QJsonDocument::fromJson(in.readAll()).object();
    o.remove(QStringLiteral("script"));
    o[QStringLiteral("content")] = rb::test::sourceFile("/resources/demo/demo.rules.json");
    const QString out = dir.filePath(QStringLiteral("scriptless-") + QFileInfo(path).fileName());
    QFile f(out);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(QJsonDocument(o).toJson());
    return out;
}

// Picks the entry of an action kind (and, for a kind with alternatives, the one that takes `choice`).
void pick(SandboxPanel& panel, Action::Kind what, const QString& actor = {}, std::optional<ActionField> choice = {})
{
    rb::test::pickAction(panel, what, actor, choice);
}

QStringList choices(QComboBox* box)
{
    QStringList out;
    for (int i = 0; i < box->count(); ++i)
        out << box->itemText(i);
    return out;
}

// The event lines of the last turn in the log.
QStringList lastTurnLines(QTreeWidget* log)
{
    QStringList out;
    if (log->topLevelItemCount() == 0)
        return out;
    QTreeWidgetItem* turn = log->topLevelItem(log->topLevelItemCount() - 1);
    for (int i = 0; i < turn->childCount(); ++i)
        out << turn->child(i)->text(0);
    return out;
}

QString rowText(QTreeWidget* view, const QString& id, int column)
{
    for (int i = 0; i < view->topLevelItemCount(); ++i)
        if (view->topLevelItem(i)->text(0) == id)
            return view->topLevelItem(i)->text(column);
    return QStringLiteral("(no row %1)").arg(id);
}

void showAndWait(SandboxPanel& panel)
{
    panel.resize(1300, 850);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
}

// The turn `key` first happens on, stepping the scenario in core alone.
std::int64_t firstTurnOf(const History& start, const Script& script, const std::string& key, int limit)
{
    History h = start;
    for (int i = 0; i < limit; ++i) {
        const TurnReport& r = h.step(script.forTurn(h.turn() + 1));
        for (const WorldEvent& e : r.events)
            if (eventKey(h.world().definitions(), e) == key)
                return r.turn;
    }
    return -1;
}

QStringList column(QTreeWidget* view, int column)
{
    QStringList out;
    for (int i = 0; i < view->topLevelItemCount(); ++i)
        out << view->topLevelItem(i)->text(column);
    return out;
}
} // namespace

class TestSandboxPanel : public QObject {
    Q_OBJECT

    ContentDocument doc;
    QTemporaryDir dir;

private slots:
    void theQueueSaysHowLongAndWhoIsCredited()
    {
        ActionSpec afflict;
        afflict.action = "afflict";
        afflict.id = "rat";
        afflict.status = "scorched";
        QCOMPARE(actionText(afflict), QStringLiteral("afflict scorched: rat"));
        afflict.turns = 3;
        afflict.by = "hero";
        QCOMPARE(actionText(afflict), QStringLiteral("afflict scorched: rat for 3 turns by hero"));
        afflict.turns = 1;
        afflict.by.reset();
        QCOMPARE(actionText(afflict), QStringLiteral("afflict scorched: rat for 1 turn"));
    }

    // Cure offers how many instances go (all by default), the oldest first.
    void cureTakesHowManyInstances()
    {
        SandboxPanel panel(&doc);
        QVERIFY(panel.openScenario(kStatuses));
        pick(panel, Action::Kind::Cure, QStringLiteral("droid"));
        QSpinBox* count = panel.picker()->turnsBox();
        QVERIFY(count->isVisibleTo(&panel));
        QCOMPARE(count->value(), 0);
        QCOMPARE(count->text(), QStringLiteral("all"));
        panel.picker()->statusBox()->setCurrentText(QStringLiteral("stoneskin"));
        QTest::mouseClick(panel.queueButton(), Qt::LeftButton);
        QVERIFY(!panel.session()->session()->queued().back().instances);
        count->setValue(1);
        QTest::mouseClick(panel.queueButton(), Qt::LeftButton);
        QCOMPARE(panel.session()->session()->queued().back().instances, std::optional<std::int64_t>(1));
        QCOMPARE(panel.queueView()->item(panel.queueView()->count() - 1)->text(),
                 QStringLiteral("turn 1: cure stoneskin: droid (the oldest 1 instance)"));
        // Back to afflict: the box counts turns again.
        pick(panel, Action::Kind::Afflict, QStringLiteral("droid"));
        QCOMPARE(count->minimum(), 1);
        QVERIFY(count->specialValueText().isEmpty());
    }

    // "end duration" offers the durations the content declares, and ends
    // the lingering effects that last one.
    void endDurationOffersTheContentsDurations()
    {
        SandboxPanel panel(&doc);
        QVERIFY(panel.openScenario(kRally));
        panel.step(); // the war horn grants armour until end-of-round
        pick(panel, Action::Kind::EndDuration);
        QVERIFY(panel.thingPicker()->isVisibleTo(&panel));
        QCOMPARE(choices(panel.thingPicker()), QStringList{QStringLiteral("end-of-round")});
        QTest::mouseClick(panel.queueButton(), Qt::LeftButton);
        QCOMPARE(panel.queueView()->item(panel.queueView()->count() - 1)->text(),
                 QStringLiteral("turn 2: end duration end-of-round"));
        panel.step();
        QVERIFY2(lastTurnLines(panel.log()).contains(QStringLiteral("lingering effect 1 on hero ended (end-of-round)")),
                 qPrintable(lastTurnLines(panel.log()).join('\n')));
    }

    void opensAScenario()
    {
        SandboxPanel panel(&doc);
        QStringList problems;
        QVERIFY2(panel.openScenario(kStatuses, &problems), qPrintable(problems.join('\n')));
        QCOMPARE(panel.turn(), std::int64_t(0));
        QCOMPARE(column(panel.actorsView(), 0), (QStringList{"hero", "rat", "droid", "king"}));
        QCOMPARE(panel.canvas()->actors().size(), std::size_t(4));
    }

    void aBrokenScenarioListsEveryProblem()
    {
        const QString path = dir.filePath(QStringLiteral("broken.scenario.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        const QByteArray content = QByteArray::fromStdString(rb::test::sourcePath("/resources/demo/demo.rules.json"));
        f.write("{\"format\": \"rulebench-scenario/1\", \"content\": \"" + content + "\", \"seed\": 1, "
                "\"map\": [\"###\", \"#.#\", \"###\"], "
                "\"actors\": [{\"id\": \"a\", \"actor\": \"goblin\", \"at\": [1, 1]}, "
                "{\"id\": \"b\", \"actor\": \"rat\", \"at\": [0, 0]}]}");
        f.close();
        SandboxPanel panel(&doc);
        QStringList problems;
        QVERIFY(!panel.openScenario(path, &problems));
        QVERIFY2(problems.size() >= 2, qPrintable(problems.join('\n')));
        QVERIFY(problems.join('\n').contains(QStringLiteral("goblin")));
        QVERIFY(!panel.isOpen());
    }

    void steppingAddsToThePlotAndMovesTheCursor()
    {
        SandboxPanel panel(&doc);
        QVERIFY(panel.openScenario(kStatuses));
        QCOMPARE(panel.plot()->series(QStringLiteral("hero"), QStringLiteral("health"))->points.size(), std::size_t(1));
        panel.step();
        panel.step();
        QCOMPARE(panel.turn(), std::int64_t(2));
        QCOMPARE(panel.plot()->currentTurn(), 2);
        const PlotSeries* hero = panel.plot()->series(QStringLiteral("hero"), QStringLiteral("health"));
        QCOMPARE(hero->points.size(), std::size_t(3));
        QCOMPARE(hero->points.back().value, panel.history().world().value(*panel.history().world().actor("hero"),
                                                                           panel.history().world().settings().health));
        QVERIFY(panel.plot()->isSeriesShown(QStringLiteral("hero"), QStringLiteral("health")));
        QVERIFY(!panel.plot()->isSeriesShown(QStringLiteral("hero"), QStringLiteral("armor")));
        QCOMPARE(panel.log()->topLevelItemCount(), 2);
        QVERIFY(panel.plot()->csv().contains(QStringLiteral("\n2,hero,health,")));
        // An export's dialog suggests the scenario and the turn, beside the scenario.
        QCOMPARE(panel.plot()->suggestedExportPath(QStringLiteral("PNG image (*.png)")),
                 QFileInfo(kStatuses).absolutePath() + QStringLiteral("/statuses-turn-2-plot.png"));
    }

    void steppingBackRestoresTheInspectorAndTheCursor()
    {
        SandboxPanel panel(&doc);
        QVERIFY(panel.openScenario(kStatuses));
        panel.selectActor(QStringLiteral("droid"));
        panel.step();
        const QStringList afterOne = column(panel.inspector()->statusesView(), 0);
        const QString reportOne = panel.log()->topLevelItem(0)->text(0);
        panel.run(3);
        QCOMPARE(panel.turn(), std::int64_t(4));
        QVERIFY(column(panel.inspector()->statusesView(), 0) != afterOne);
        panel.back(3);
        QCOMPARE(panel.turn(), std::int64_t(1));
        QCOMPARE(column(panel.inspector()->statusesView(), 0), afterOne);
        QCOMPARE(panel.plot()->currentTurn(), 1);
        // The plot still spans the whole run: the turns ahead can be clicked.
        QCOMPARE(panel.plot()->series(QStringLiteral("droid"), QStringLiteral("health"))->points.size(), std::size_t(5));
        QCOMPARE(panel.log()->topLevelItemCount(), 1);
        QCOMPARE(panel.log()->topLevelItem(0)->text(0), reportOne);
        // Forward again gives the same turns.
        const std::vector<TurnReport> before = panel.history().reports();
        panel.forward();
        QCOMPARE(panel.turn(), std::int64_t(2));
    }

    void aBreakpointStopsOnTheRightTurn()
    {
        SandboxPanel panel(&doc);
        QVERIFY(panel.openScenario(kStatuses));
        const History start = panel.history();
        // The script is needed for the expected turn: reopen it in core.
        SandboxPanel probe(&doc);
        QVERIFY(probe.openScenario(kStatuses));
        const std::int64_t expected = [&] {
            History h = start;
            for (int i = 1; i <= 20; ++i) {
                probe.step();
                for (const WorldEvent& e : probe.history().lastReport()->events)
                    if (eventKey(probe.history().world().definitions(), e) == "expired:scorched@hero")
                        return probe.turn();
            }
            return std::int64_t(-1);
        }();
        QVERIFY(expected > 0);
        panel.breakpointEdit()->setText(QStringLiteral("expired:scorched@hero"));
        QCOMPARE(panel.run(50, panel.breakpointEdit()->text()), expected);
        QVERIFY(SandboxPanel::breakpointMatches(QStringLiteral("expired:*@hero"), QStringLiteral("expired:scorched@hero")));
        QVERIFY(!SandboxPanel::breakpointMatches(QStringLiteral("expired:*@rat"), QStringLiteral("expired:scorched@hero")));
        (void)firstTurnOf;
    }

    void aLongRunFinishesOffTheUiThread()
    {
        SandboxPanel synchronous(&doc);
        QVERIFY(synchronous.openScenario(kStatuses));
        synchronous.run(300);
        SandboxPanel panel(&doc);
        QVERIFY(panel.openScenario(kStatuses));
        QSignalSpy finished(&panel, &SandboxPanel::runFinished);
        panel.runInBackground(300);
        QVERIFY(panel.isRunning());
        QVERIFY(finished.wait(30000));
        QCOMPARE(panel.turn(), std::int64_t(300));
        // Each panel built its own definitions, so the worlds compare by their play state.
        QCOMPARE(panel.history().world().savePlay(), synchronous.history().world().savePlay());
        QCOMPARE(panel.plot()->currentTurn(), 300);
    }

    void aRunCanBeCancelled()
    {
        SandboxPanel panel(&doc);
        QVERIFY(panel.openScenario(kStatuses));
        QSignalSpy finished(&panel, &SandboxPanel::runFinished);
        panel.runInBackground(50'000'000);
        panel.cancelRun();
        QVERIFY(finished.wait(30000));
        QVERIFY(panel.turn() < 50'000'000);
        QVERIFY(!panel.isRunning());
    }

    void clickingTheCanvasSelectsAnActorAndThePlotJumps()
    {
        SandboxPanel panel(&doc);
        panel.resize(1300, 850);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QVERIFY(panel.openScenario(kStatuses));
        panel.run(6);
        GridCanvas* canvas = panel.canvas();
        const Cell king = panel.history().world().actor("king")->at;
        QTest::mouseClick(canvas->viewport(), Qt::LeftButton, {}, canvas->cellRect(king).center());
        QCOMPARE(panel.selectedActor(), QStringLiteral("king"));
        emit panel.plot()->turnClicked(2);
        QCOMPARE(panel.turn(), std::int64_t(2));
        emit panel.plot()->turnClicked(5);
        QCOMPARE(panel.turn(), std::int64_t(5));
        panel.logFilter()->setText(QStringLiteral("expired scorched on hero"));
        QStringList shown;
        for (int t = 0; t < panel.log()->topLevelItemCount(); ++t)
            if (!panel.log()->topLevelItem(t)->isHidden())
                shown << panel.log()->topLevelItem(t)->text(0);
        QCOMPARE(shown.size(), 1);
        QVERIFY(shown[0].startsWith(QStringLiteral("Turn 5 ")));
        panel.logFilter()->clear();
    }

    void aFactFedInTheQuestsTabIsATurnAction()
    {
        SandboxPanel panel(&doc);
        QVERIFY(panel.openScenario(kStatuses));
        const Definitions& defs = panel.history().world().definitions();
        emit panel.quests()->factRequested(Fact::of(*defs.factKinds.find("reached depth")).times(3));
        QCOMPARE(panel.queued().size(), std::size_t(1));
        QVERIFY(panel.queued()[0].kind == Action::Kind::Feed);
        panel.step();
        const QuestId warren = *defs.quests.find("into the warren");
        QCOMPARE(panel.history().world().quests().progress(warren, 0), std::int64_t(0)); // still locked
        bool fed = false;
        for (const WorldEvent& e : panel.history().lastReport()->events)
            fed |= e.kind == WorldEvent::Kind::FactFed;
        QVERIFY(fed);
    }

    void aThrowPickedAndClickedOnTheGridLands()
    {
        SandboxPanel panel(&doc);
        showAndWait(panel);
        QStringList problems;
        QVERIFY2(panel.openScenario(scriptless(dir, kGrenade), &problems), qPrintable(problems.join('\n')));
        QCOMPARE(rowText(panel.actorsView(), QStringLiteral("hero"), 4),
                 QStringLiteral("wears plate armour; carries 2 frag grenade, healing draught"));
        // The pickers list only what fits the actor and the action.
        pick(panel, Action::Kind::Throw, QStringLiteral("hero"));
        QCOMPARE(choices(panel.thingPicker()), (QStringList{QStringLiteral("frag grenade ×2"), QStringLiteral("healing draught")}));
        pick(panel, Action::Kind::Use, QStringLiteral("hero"));
        QCOMPARE(choices(panel.thingPicker()), QStringList{QStringLiteral("healing draught")});
        pick(panel, Action::Kind::TakeOff, QStringLiteral("hero"));
        QCOMPARE(choices(panel.thingPicker()), QStringList{QStringLiteral("plate armour")});
        pick(panel, Action::Kind::Wear, QStringLiteral("hero"));
        QVERIFY(choices(panel.thingPicker()).isEmpty());
        pick(panel, Action::Kind::Throw, QStringLiteral("rat"));
        QVERIFY(choices(panel.thingPicker()).isEmpty());

        pick(panel, Action::Kind::Throw, QStringLiteral("hero"));
        panel.thingPicker()->setCurrentIndex(0);
        // While a throw is picked the grid shows the item's reach from the thrower.
        GridCanvas* canvas = panel.canvas();
        QCOMPARE(canvas->centre(), (Cell{3, 3}));
        QCOMPARE(canvas->radius(), 6);
        QTest::mouseClick(canvas->viewport(), Qt::LeftButton, {}, canvas->cellRect({7, 3}).center());
        QCOMPARE(panel.queued().size(), std::size_t(1));
        QVERIFY(panel.queued()[0] == Action::throwAt("hero", *panel.history().world().definitions().items.find("frag grenade"), {7, 3}));
        QCOMPARE(panel.queueView()->item(0)->text(), QStringLiteral("turn 1: throw frag grenade: hero at (7,3)"));
        QVERIFY(panel.statusText().contains(QStringLiteral("throw frag grenade: hero at (7,3)")));

        panel.step();
        const QStringList lines = lastTurnLines(panel.log());
        QVERIFY2(lines.contains(QStringLiteral("throw hero: frag grenade at (7,3)")), qPrintable(lines.join('\n')));
        QVERIFY2(lines.contains(QStringLiteral("trigger frag grenade on land at (7,3) by hero: 9 cells, 3 targets")), qPrintable(lines.join('\n')));
        QCOMPARE(rowText(panel.actorsView(), QStringLiteral("hero"), 4),
                 QStringLiteral("wears plate armour; carries frag grenade, healing draught"));
        // The burst is drawn on the turn it lands, in the trigger's look.
        std::vector<Cell> landed;
        for (const CellMark& m : canvas->landings())
            if (m.color == QColor(QStringLiteral("#ffc85a")))
                landed.push_back(m.at);
        QCOMPARE(landed.size(), std::size_t(9));
        QVERIFY(std::find(landed.begin(), landed.end(), Cell{7, 3}) != landed.end());
        QVERIFY(std::find(landed.begin(), landed.end(), Cell{8, 4}) != landed.end());
        // ... and gone the turn after.
        pick(panel, Action::Kind::Wait, QStringLiteral("hero"));
        panel.step();
        QVERIFY(canvas->landings().empty());
    }

    void aCastPickedAndClickedOnTheGridLandsAndCoolsDown()
    {
        SandboxPanel panel(&doc);
        showAndWait(panel);
        QStringList problems;
        QVERIFY2(panel.openScenario(scriptless(dir, kGrenade), &problems), qPrintable(problems.join('\n')));
        pick(panel, Action::Kind::Cast, QStringLiteral("hero"));
        QCOMPARE(choices(panel.thingPicker()), QStringList{QStringLiteral("fireball")});
        // Aimed at a cell: the cell row shows, the target row does not, the reach is shaded.
        QVERIFY(panel.picker()->cellXBox()->isVisibleTo(panel.picker()));
        QVERIFY(!panel.picker()->targetBox()->isVisibleTo(panel.picker()));
        GridCanvas* canvas = panel.canvas();
        QCOMPARE(canvas->centre(), (Cell{3, 3}));
        QCOMPARE(canvas->radius(), 6);
        QTest::mouseClick(canvas->viewport(), Qt::LeftButton, {}, canvas->cellRect({7, 3}).center());
        QCOMPARE(panel.queueView()->item(0)->text(), QStringLiteral("turn 1: cast fireball: hero at (7,3)"));
        panel.step();
        const QStringList lines = lastTurnLines(panel.log());
        QVERIFY2(lines.contains(QStringLiteral("cast hero: fireball at (7,3)")), qPrintable(lines.join('\n')));
        std::size_t burnt = 0;
        for (const CellMark& m : canvas->landings())
            burnt += m.color == QColor(QStringLiteral("#ff7a30"));
        QVERIFY(burnt >= 8);
        // Cooling down: nothing to cast now, and the box says when it will be,
        // turn by turn, until the fireball is offered again.
        pick(panel, Action::Kind::Wait, QStringLiteral("hero"));
        pick(panel, Action::Kind::Cast, QStringLiteral("hero"));
        QVERIFY(choices(panel.thingPicker()).isEmpty());
        QCOMPARE(panel.thingPicker()->placeholderText(), QStringLiteral("(fireball in 2 turns)"));
        QCOMPARE(rowText(panel.actorsView(), QStringLiteral("hero"), 6), QStringLiteral("hold; fireball in 2 turns"));
        QTest::mouseClick(panel.runBar()->stepButton(), Qt::LeftButton);
        QCOMPARE(panel.thingPicker()->placeholderText(), QStringLiteral("(fireball in 1 turn)"));
        QTest::mouseClick(panel.runBar()->stepButton(), Qt::LeftButton);
        QCOMPARE(choices(panel.thingPicker()), QStringList{QStringLiteral("fireball")});
    }

    // A status text goes when what it describes does: a turn's count of
    // events after Back to the start, "Queued for turn 1" after Remove.
    void statusTextsFollowWhatTheyDescribe()
    {
        SandboxPanel panel(&doc);
        showAndWait(panel);
        QVERIFY(panel.openScenario(kStatuses));
        RunBar* bar = panel.runBar();
        QTest::mouseClick(bar->stepButton(), Qt::LeftButton);
        QVERIFY2(bar->statusText().startsWith(QStringLiteral("Turn 1: ")), qPrintable(bar->statusText()));
        QTest::mouseClick(bar->backButton(), Qt::LeftButton);
        QCOMPARE(panel.turn(), std::int64_t(0));
        QCOMPARE(bar->statusText(), QStringLiteral("Turn 0: the start, nothing played yet."));
        // Two queued, one removed: the text names what is left; both removed: nothing.
        pick(panel, Action::Kind::Wait, QStringLiteral("hero"));
        QTest::mouseClick(panel.queueButton(), Qt::LeftButton);
        const QString heroWaits = panel.queueView()->item(0)->text().section(QStringLiteral(": "), 1);
        pick(panel, Action::Kind::Wait, panel.actorPicker()->itemText(1));
        QTest::mouseClick(panel.queueButton(), Qt::LeftButton);
        QCOMPARE(panel.queueView()->count(), 2);
        const QString otherWaits = panel.queueView()->item(1)->text().section(QStringLiteral(": "), 1);
        QCOMPARE(bar->statusText(), QStringLiteral("Queued for turn 1: %1.").arg(otherWaits));
        panel.queueView()->setCurrentRow(1);
        QTest::mouseClick(panel.picker()->removeButton(), Qt::LeftButton);
        QCOMPARE(bar->statusText(), QStringLiteral("Queued for turn 1: %1.").arg(heroWaits));
        panel.queueView()->setCurrentRow(0);
        QTest::mouseClick(panel.picker()->removeButton(), Qt::LeftButton);
        QVERIFY(panel.queued().empty());
        QCOMPARE(bar->statusText(), QStringLiteral("Nothing queued for turn 1."));
        // A text about something else stays: a step's.
        QTest::mouseClick(bar->stepButton(), Qt::LeftButton);
        QVERIFY(bar->statusText().startsWith(QStringLiteral("Turn 1: ")));
    }

    // Every action and actor chosen in turn (a cast at a cell, a cast at an
    // actor, a place, a cure...): the picker's buttons and the run bar under
    // it stay where they were, so a click meant for one never hits another.
    void choosingAnActionKeepsTheButtonsWhereTheyAre()
    {
        SandboxPanel panel(&doc);
        showAndWait(panel);
        QVERIFY(panel.openScenario(kSkirmish));
        const auto where = [&panel](QWidget* w) { return w->mapTo(&panel, QPoint(0, 0)); };
        const QPoint queue = where(panel.queueButton()), step = where(panel.runBar()->stepButton());
        QComboBox* box = panel.actionPicker();
        for (int i = 0; i < box->count(); ++i) {
            box->setCurrentIndex(i);
            for (const QString& actor : {QStringLiteral("hero"), QStringLiteral("medic")}) {
                panel.actorPicker()->setCurrentIndex(panel.actorPicker()->findText(actor));
                QCoreApplication::processEvents(); // the layouts settle
                QCoreApplication::processEvents();
                const QString what = box->itemText(i) + QStringLiteral(", ") + actor;
                QVERIFY2(where(panel.queueButton()) == queue, qPrintable(what + QStringLiteral(" %1 vs %2").arg(where(panel.queueButton()).y()).arg(queue.y())));
                QVERIFY2(where(panel.runBar()->stepButton()) == step, qPrintable(what));
            }
        }
    }

    // The run bar holds still: its aim line (the hint of what a click on the
    // map does) keeps its room whatever it says, long or short, armed or
    // not, so the status under it and the bar itself never move (it moved
    // 6 px as the hint shrank back).
    void theRunBarHoldsStillAsItsHintChanges()
    {
        for (const int width : {1010, 1300}) {
            SandboxPanel panel(&doc);
            panel.resize(width, 620);
            panel.show();
            QVERIFY(QTest::qWaitForWindowExposed(&panel));
            QVERIFY(panel.openScenario(kSkirmish));
            RunBar* bar = panel.runBar();
            QLabel* status = nullptr;
            for (QLabel* label : bar->findChildren<QLabel*>())
                if (label->text() == bar->statusText())
                    status = label;
            QVERIFY(status);
            const auto settle = [] {
                QCoreApplication::processEvents();
                QCoreApplication::processEvents();
            };
            // Where the bar and each line of it stand (the status, its last line, may grow downwards: nothing is under it).
            const auto geometry = [&] {
                return QStringLiteral("bar at %1,%2, %3 wide; breakpoint at %4; status at %5")
                    .arg(bar->mapTo(&panel, QPoint()).x()).arg(bar->mapTo(&panel, QPoint()).y()).arg(bar->width())
                    .arg(bar->breakpointEdit()->mapTo(&panel, QPoint()).y()).arg(status->mapTo(&panel, QPoint()).y());
            };
            settle();
            const QString still = geometry();
            QStringList aims{QString(), QStringLiteral("Aiming throw (frag grenade): click a cell on the map. Esc: inspect instead."),
                             QStringLiteral("Aiming cast (a healing word for the whole party of travellers): click a cell on the map. "
                                            "Esc: inspect instead."),
                             QString()};
            for (const QString& aim : aims) {
                bar->showAim(aim);
                settle();
                QVERIFY2(geometry() == still, qPrintable(QStringLiteral("%1 wide, aim \"%2\": %3, was %4").arg(width).arg(aim, geometry(), still)));
                QCOMPARE(bar->aimText(), aim.isEmpty() ? QStringLiteral("A click on the map inspects what stands there.") : aim);
                QVERIFY2(bar->aimText().startsWith(bar->aimShown().chopped(bar->aimShown() == bar->aimText() ? 0 : 1)),
                         qPrintable(bar->aimShown())); // what shows is the start of it, cut after a word
            }
            // Armed and disarmed as a designer does it.
            pick(panel, Action::Kind::Throw, QStringLiteral("hero"));
            settle();
            QVERIFY(panel.picker()->isArmed());
            QVERIFY2(geometry() == still, qPrintable(geometry() + QStringLiteral(" was ") + still));
            QTest::keyClick(&panel, Qt::Key_Escape);
            settle();
            QVERIFY(!panel.picker()->isArmed());
            QVERIFY2(geometry() == still, qPrintable(geometry() + QStringLiteral(" was ") + still));
        }
    }

    void aThrowOutOfRangeIsRefusedWithTheReason()
    {
        SandboxPanel panel(&doc);
        showAndWait(panel);
        QVERIFY(panel.openScenario(scriptless(dir, kGrenade)));
        pick(panel, Action::Kind::Throw, QStringLiteral("hero"));
        panel.thingPicker()->setCurrentIndex(panel.thingPicker()->findText(QStringLiteral("healing draught")));
        QCOMPARE(panel.canvas()->radius(), 4); // a draught reaches 4 cells
        // The cell picker instead of a grid click.
        panel.cellXPicker()->setValue(8);
        panel.cellYPicker()->setValue(5);
        QTest::mouseClick(panel.queueButton(), Qt::LeftButton);
        QCOMPARE(panel.queued().size(), std::size_t(1));
        panel.step();
        const QStringList lines = lastTurnLines(panel.log());
        QVERIFY2(lines.filter(QRegularExpression(QStringLiteral("^refused throw hero: .*out of range"))).size() == 1, qPrintable(lines.join('\n')));
        QCOMPARE(rowText(panel.actorsView(), QStringLiteral("hero"), 4),
                 QStringLiteral("wears plate armour; carries 2 frag grenade, healing draught"));
    }

    // Turns played by hand through the picker, the grid and the Step button,
    // and one still queued, are saved as the scenario's script (no snapshot):
    // opened again from the file, the scenario replays the same turns.
    void turnsPlayedByHandAreSavedAsTheScript()
    {
        SandboxPanel panel(&doc);
        showAndWait(panel);
        QVERIFY(panel.openScenario(scriptless(dir, kGrenade)));
        pick(panel, Action::Kind::Throw, QStringLiteral("hero"));
        panel.thingPicker()->setCurrentIndex(0);
        QTest::mouseClick(panel.canvas()->viewport(), Qt::LeftButton, {}, panel.canvas()->cellRect({7, 3}).center());
        QTest::mouseClick(panel.runBar()->stepButton(), Qt::LeftButton);
        pick(panel, Action::Kind::Wait, QStringLiteral("hero"));
        QTest::mouseClick(panel.queueButton(), Qt::LeftButton);
        QTest::mouseClick(panel.runBar()->stepButton(), Qt::LeftButton);
        QTest::mouseClick(panel.runBar()->stepButton(), Qt::LeftButton); // nothing queued for turn 3
        pick(panel, Action::Kind::Wait, QStringLiteral("hero"));
        QTest::mouseClick(panel.queueButton(), Qt::LeftButton); // queued for turn 4, kept too
        QCOMPARE(panel.history().turn(), std::int64_t(3));

        const QString saved = dir.filePath(QStringLiteral("played.scenario.json"));
        QString error;
        QVERIFY2(panel.saveScenario(saved, &error), qPrintable(error));
        const QJsonObject file = QJsonDocument::fromJson([&] {
            QFile f(saved);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        }()).object();
        QVERIFY(!file.contains(QStringLiteral("play")));
        QStringList script;
        for (const QJsonValue& a : file[QStringLiteral("script")].toArray())
            script << QStringLiteral("%1 %2").arg(a[QStringLiteral("turn")].toInt()).arg(a[QStringLiteral("do")].toString());
        QCOMPARE(script, (QStringList{QStringLiteral("1 throw"), QStringLiteral("2 wait"), QStringLiteral("4 wait")}));

        SessionLoad load = loadSession(saved.toStdString());
        QVERIFY(load.session);
        for (std::int64_t t = 1; t <= 3; ++t) {
            const TurnReport& replayed = load.session->step();
            const TurnReport& played = panel.history().report(t);
            QStringList a, b;
            for (const WorldEvent& e : replayed.events)
                a << QString::fromStdString(eventText(load.session->world().definitions(), e));
            for (const WorldEvent& e : played.events)
                b << QString::fromStdString(eventText(panel.history().world().definitions(), e));
            QCOMPARE(a, b);
        }
    }

    // A throw picked for an actor with nothing to throw, aimed with a click:
    // nothing is queued and the run bar says why in words, not the action's
    // raw fields ("throw ?", "\"throw\" needs \"item\"").
    void aThrowWithNothingToThrowSaysSo()
    {
        SandboxPanel panel(&doc);
        showAndWait(panel);
        QVERIFY(panel.openScenario(scriptless(dir, kGrenade)));
        pick(panel, Action::Kind::Throw, QStringLiteral("rat"));
        QCOMPARE(panel.thingPicker()->count(), 0);
        QTest::mouseClick(panel.canvas()->viewport(), Qt::LeftButton, {}, panel.canvas()->cellRect({7, 3}).center());
        QVERIFY(panel.queued().empty());
        QCOMPARE(panel.runBar()->statusText(), QStringLiteral("Cannot queue throw: rat has nothing for this."));
    }

    // A plain click on the map inspects, even with a throw picked once it
    // was queued: only an armed aim queues, the cross cursor and the run bar
    // saying so; a queued aim gives the map back to inspecting, and Esc does too.
    void aClickAimsOnlyWhileAnAimIsArmed()
    {
        SandboxPanel panel(&doc);
        showAndWait(panel);
        QVERIFY(panel.openScenario(scriptless(dir, kGrenade)));
        GridCanvas* canvas = panel.canvas();
        ActionPicker* picker = panel.picker();
        const auto click = [&](Cell c) { QTest::mouseClick(canvas->viewport(), Qt::LeftButton, {}, canvas->cellRect(c).center()); };
        const auto inspecting = [&] {
            return !picker->isArmed() && !picker->aimButton()->isChecked()
                   && canvas->viewport()->cursor().shape() == Qt::ArrowCursor
                   && panel.runBar()->aimText() == QStringLiteral("A click on the map inspects what stands there.");
        };
        QVERIFY(inspecting());
        click({7, 2}); // the rat, inspected
        QCOMPARE(panel.selectedActor(), QStringLiteral("rat"));
        QVERIFY(panel.queued().empty());

        pick(panel, Action::Kind::Throw, QStringLiteral("hero"));
        QVERIFY(picker->isArmed());
        QVERIFY(picker->aimButton()->isChecked());
        QCOMPARE(canvas->viewport()->cursor().shape(), Qt::CrossCursor);
        QCOMPARE(panel.runBar()->aimText(), QStringLiteral("Aiming throw (frag grenade): click a cell on the map. Esc: inspect instead."));
        click({8, 3}); // the king: the aimed throw
        QCOMPARE(panel.queued().size(), std::size_t(1));
        QVERIFY(panel.queued()[0] == Action::throwAt("hero", *panel.history().world().definitions().items.find("frag grenade"), {8, 3}));
        QVERIFY(inspecting());
        click({7, 2}); // the throw still picked, the click inspects the rat and queues nothing
        QCOMPARE(panel.selectedActor(), QStringLiteral("rat"));
        QCOMPARE(panel.queued().size(), std::size_t(1));
        click({5, 5});
        QCOMPARE(panel.queued().size(), std::size_t(1));

        // Armed again by Aim, and disarmed by Esc: the click after it inspects.
        QTest::mouseClick(picker->aimButton(), Qt::LeftButton);
        QVERIFY(picker->isArmed());
        QCOMPARE(canvas->viewport()->cursor().shape(), Qt::CrossCursor);
        canvas->setFocus();
        QTest::keyClick(canvas, Qt::Key_Escape);
        QVERIFY(inspecting());
        click({5, 5});
        QCOMPARE(panel.queued().size(), std::size_t(1));
        // Picking the same action again from the list arms it again.
        pick(panel, Action::Kind::Throw);
        QVERIFY(picker->isArmed());
        click({5, 5});
        QCOMPARE(panel.queued().size(), std::size_t(2));
        QVERIFY(inspecting());
        // An action that takes no cell never arms.
        pick(panel, Action::Kind::Wait, QStringLiteral("hero"));
        QVERIFY(inspecting());
        picker->arm();
        QVERIFY(!picker->isArmed());
    }

    void clearingTheQueueReplacesTheQueuedMessage()
    {
        SandboxPanel panel(&doc);
        showAndWait(panel);
        QVERIFY(panel.openScenario(scriptless(dir, kGrenade)));
        pick(panel, Action::Kind::Wait, QStringLiteral("hero"));
        QTest::mouseClick(panel.queueButton(), Qt::LeftButton);
        QVERIFY(panel.runBar()->statusText().startsWith(QStringLiteral("Queued for turn")));
        QTest::mouseClick(panel.picker()->clearButton(), Qt::LeftButton);
        QVERIFY(panel.queued().empty());
        QCOMPARE(panel.runBar()->statusText(), QStringLiteral("The queue is empty."));
    }

    void aPropPlacedThroughThePickerJoinsTheWorld()
    {
        SandboxPanel panel(&doc);
        showAndWait(panel);
        QVERIFY(panel.openScenario(scriptless(dir, kGrenade)));
        pick(panel, Action::Kind::Place, {}, ActionField::Prop);
        QVERIFY(choices(panel.thingPicker()).contains(QStringLiteral("spike trap")));
        panel.thingPicker()->setCurrentIndex(panel.thingPicker()->findText(QStringLiteral("spike trap")));
        GridCanvas* canvas = panel.canvas();
        QTest::mouseClick(canvas->viewport(), Qt::LeftButton, {}, canvas->cellRect({5, 5}).center());
        QTest::mouseClick(canvas->viewport(), Qt::LeftButton, {}, canvas->cellRect({6, 5}).center()); // inspects
        QCOMPARE(panel.queued().size(), std::size_t(1));
        QTest::mouseClick(panel.picker()->aimButton(), Qt::LeftButton); // aimed again
        QTest::mouseClick(canvas->viewport(), Qt::LeftButton, {}, canvas->cellRect({6, 5}).center());
        QCOMPARE(panel.queued().size(), std::size_t(2));
        panel.step();
        const World& world = panel.history().world();
        QVERIFY(world.prop("spike-trap"));
        QCOMPARE(world.prop("spike-trap")->at, (Cell{5, 5}));
        QVERIFY(world.prop("spike-trap2")); // a fresh id for the second
        QCOMPARE(canvas->props().size(), std::size_t(2));
        QCOMPARE(canvas->props()[0].glyph, QChar(u'^'));
        QCOMPARE(rowText(panel.actorsView(), QStringLiteral("spike-trap"), 1), QStringLiteral("spike trap (prop)"));
        // And removed by the picker.
        pick(panel, Action::Kind::Remove, QStringLiteral("spike-trap2"));
        QTest::mouseClick(panel.queueButton(), Qt::LeftButton);
        panel.step();
        QVERIFY(!panel.history().world().prop("spike-trap2"));
        QCOMPARE(canvas->props().size(), std::size_t(1));
    }

    void draggingAnActorMovesItAfterTheStep()
    {
        SandboxPanel panel(&doc);
        showAndWait(panel);
        QVERIFY(panel.openScenario(scriptless(dir, kTrapAndBarrel)));
        GridCanvas* canvas = panel.canvas();
        const World& before = panel.history().world();
        QCOMPARE(before.actor("rat3")->at, (Cell{6, 1}));
        QTest::mousePress(canvas->viewport(), Qt::LeftButton, {}, canvas->cellRect({6, 1}).center());
        QTest::mouseMove(canvas->viewport(), canvas->cellRect({7, 2}).center());
        QTest::mouseRelease(canvas->viewport(), Qt::LeftButton, {}, canvas->cellRect({8, 3}).center());
        QCOMPARE(panel.queued().size(), std::size_t(1));
        QVERIFY(panel.queued()[0] == Action::moveTo("rat3", {8, 3}));
        QCOMPARE(panel.history().world().actor("rat3")->at, (Cell{6, 1})); // only after the step
        panel.step();
        QCOMPARE(panel.history().world().actor("rat3")->at, (Cell{8, 3}));
        // A prop dragged moves as it is: the same number, health and fires.
        const EntityRef barrel = panel.history().world().prop("barrel")->ref();
        QTest::mousePress(canvas->viewport(), Qt::LeftButton, {}, canvas->cellRect({5, 2}).center());
        QTest::mouseRelease(canvas->viewport(), Qt::LeftButton, {}, canvas->cellRect({8, 1}).center());
        QCOMPARE(panel.queued().size(), std::size_t(1));
        QVERIFY(panel.queued()[0] == Action::moveTo("barrel", {8, 1}));
        panel.step();
        QCOMPARE(panel.history().world().prop("barrel")->ref(), barrel);
        QVERIFY(panel.history().world().prop("barrel"));
        QCOMPARE(panel.history().world().prop("barrel")->at, (Cell{8, 1}));
    }

    void propsRemnantsAndFireAreDrawn()
    {
        SandboxPanel panel(&doc);
        showAndWait(panel);
        QVERIFY(panel.openScenario(kTrapAndBarrel));
        GridCanvas* canvas = panel.canvas();
        QCOMPARE(canvas->props().size(), std::size_t(2));
        QCOMPARE(canvas->props()[1].at, (Cell{5, 2}));
        QCOMPARE(canvas->props()[1].color, QColor(QStringLiteral("#c04030")));
        QCOMPARE(panel.cellSummary({5, 2}), QStringLiteral("(5,2) flammable floor: prop barrel (explosive barrel, health 5)"));
        // ... which the map's tooltip shows.
        const QPoint at = canvas->cellRect({5, 2}).center();
        QHelpEvent help(QEvent::ToolTip, at, canvas->viewport()->mapToGlobal(at));
        QCoreApplication::sendEvent(canvas->viewport(), &help);
        QVERIFY2(QToolTip::text().startsWith(panel.cellSummary({5, 2})), qPrintable(QToolTip::text()));
        QToolTip::hideText();
        // Turn 4: the incendiary grenade breaks the barrel; its remnant waits, dashed.
        panel.run(4);
        QVERIFY(!panel.history().world().prop("barrel"));
        QCOMPARE(canvas->props().size(), std::size_t(2));
        QVERIFY(canvas->props()[1].pending);
        QCOMPARE(canvas->burning().size(), panel.history().world().fire().burningCells().size());
        QVERIFY(!canvas->burning().empty());
        QVERIFY2(panel.cellSummary({5, 2}).contains(QStringLiteral("what is left of barrel lands next turn; burning ")),
                 qPrintable(panel.cellSummary({5, 2})));
        // Turn 5: it bursts over 18 cells in its look.
        panel.step();
        QCOMPARE(canvas->props().size(), std::size_t(1));
        std::size_t burst = 0;
        for (const CellMark& m : canvas->landings())
            burst += m.color == QColor(QStringLiteral("#ff6e28")) && m.glyph == QChar(u'*');
        QCOMPARE(burst, std::size_t(18));
    }

    void pickUpWearAndTakeOffThroughThePicker()
    {
        // The demo's content plus a rock: thrown, it rests on the floor.
        QFile demo(rb::test::sourceFile("/resources/demo/demo.rules.json"));
        QVERIFY(demo.open(QIODevice::ReadOnly));
        QJsonObject content = QJsonDocument::fromJson(demo.readAll()).object();
        QJsonArray items = content[QStringLiteral("items")].toArray();
        items.append(QJsonObject{{QStringLiteral("name"), QStringLiteral("rock")},
                                 {QStringLiteral("glyph"), QStringLiteral("o")},
                                 {QStringLiteral("color"), QStringLiteral("#908070")},
                                 {QStringLiteral("throw"), QJsonObject{{QStringLiteral("range"), 4}}}});
        content[QStringLiteral("items")] = items;
        QFile rules(dir.filePath(QStringLiteral("rock.rules.json")));
        QVERIFY(rules.open(QIODevice::WriteOnly));
        rules.write(QJsonDocument(content).toJson());
        rules.close();
        QFile scenario(dir.filePath(QStringLiteral("rock.scenario.json")));
        QVERIFY(scenario.open(QIODevice::WriteOnly));
        const QJsonObject heroSpec{{QStringLiteral("id"), QStringLiteral("hero")},
                               {QStringLiteral("actor"), QStringLiteral("hero")},
                               {QStringLiteral("at"), QJsonArray{1, 2}},
                               {QStringLiteral("carries"), QJsonArray{QStringLiteral("rock"), QStringLiteral("smoke grenade")}},
                               {QStringLiteral("wears"), QJsonArray{QStringLiteral("plate armour")}}};
        const QJsonArray map{QStringLiteral("########"), QStringLiteral("#......#"), QStringLiteral("#......#"),
                             QStringLiteral("#......#"), QStringLiteral("########")};
        scenario.write(QJsonDocument(QJsonObject{{QStringLiteral("format"), QStringLiteral("rulebench-scenario/1")},
                                                 {QStringLiteral("content"), QStringLiteral("rock.rules.json")},
                                                 {QStringLiteral("seed"), 1},
                                                 {QStringLiteral("map"), map},
                                                 {QStringLiteral("actors"), QJsonArray{heroSpec}}})
                           .toJson());
        scenario.close();

        SandboxPanel panel(&doc);
        showAndWait(panel);
        QStringList problems;
        QVERIFY2(panel.openScenario(scenario.fileName(), &problems), qPrintable(problems.join('\n')));
        GridCanvas* canvas = panel.canvas();
        const auto hero = [&] { return rowText(panel.actorsView(), QStringLiteral("hero"), 4); };
        QCOMPARE(hero(), QStringLiteral("wears plate armour; carries rock, smoke grenade"));
        pick(panel, Action::Kind::Use, QStringLiteral("hero"));
        QVERIFY(choices(panel.thingPicker()).isEmpty()); // nothing with a "use" trigger

        pick(panel, Action::Kind::Throw, QStringLiteral("hero"));
        panel.thingPicker()->setCurrentIndex(panel.thingPicker()->findText(QStringLiteral("rock")));
        QTest::mouseClick(canvas->viewport(), Qt::LeftButton, {}, canvas->cellRect({4, 2}).center());
        panel.step();
        QCOMPARE(hero(), QStringLiteral("wears plate armour; carries smoke grenade"));
        QCOMPARE(canvas->floorItems().size(), std::size_t(1));
        QCOMPARE(canvas->floorItems()[0].at, (Cell{4, 2}));
        QCOMPARE(canvas->floorItems()[0].glyph, QChar(u'o'));
        pick(panel, Action::Kind::PickUp, QStringLiteral("hero"));
        QVERIFY(choices(panel.thingPicker()).isEmpty()); // it lies elsewhere

        pick(panel, Action::Kind::Wait, QStringLiteral("hero"));
        QTest::mousePress(canvas->viewport(), Qt::LeftButton, {}, canvas->cellRect({1, 2}).center());
        QTest::mouseRelease(canvas->viewport(), Qt::LeftButton, {}, canvas->cellRect({4, 2}).center());
        panel.step();
        pick(panel, Action::Kind::PickUp, QStringLiteral("hero"));
        QCOMPARE(choices(panel.thingPicker()), QStringList{QStringLiteral("rock")});
        QTest::mouseClick(panel.queueButton(), Qt::LeftButton);
        panel.step();
        QVERIFY2(hero() == QStringLiteral("wears plate armour; carries smoke grenade, rock"), qPrintable(lastTurnLines(panel.log()).join('\n')));
        QVERIFY(canvas->floorItems().empty());

        pick(panel, Action::Kind::TakeOff, QStringLiteral("hero"));
        QTest::mouseClick(panel.queueButton(), Qt::LeftButton);
        panel.step();
        QCOMPARE(hero(), QStringLiteral("carries smoke grenade, plate armour, rock")); // in the order it got them
        pick(panel, Action::Kind::Wear, QStringLiteral("hero"));
        QCOMPARE(choices(panel.thingPicker()), QStringList{QStringLiteral("plate armour")});
        QTest::mouseClick(panel.queueButton(), Qt::LeftButton);
        panel.step();
        QCOMPARE(hero(), QStringLiteral("wears plate armour; carries smoke grenade, rock"));

        // Smoke stays drawn after its landing turn.
        pick(panel, Action::Kind::Throw, QStringLiteral("hero"));
        panel.thingPicker()->setCurrentIndex(panel.thingPicker()->findText(QStringLiteral("smoke grenade")));
        QTest::mouseClick(canvas->viewport(), Qt::LeftButton, {}, canvas->cellRect({6, 2}).center());
        panel.step();
        // The rock's reach drawn with the smoke in the way: exactly what the
        // core's line check sees, and less than an open room would give.
        pick(panel, Action::Kind::Throw, QStringLiteral("hero"));
        panel.thingPicker()->setCurrentIndex(panel.thingPicker()->findText(QStringLiteral("rock")));
        const World& smoky = panel.history().world();
        std::vector<Cell> seen, open;
        BurstScratch scratch;
        burst(smoky.grid(), smoky.actor("hero")->at, 4, smoky.gas(), seen, scratch);
        burst(smoky.grid(), smoky.actor("hero")->at, 4, open, scratch);
        QVERIFY(seen.size() < open.size());
        QCOMPARE(canvas->covered(), seen);
        pick(panel, Action::Kind::Wait, QStringLiteral("hero"));
        panel.step();
        QVERIFY(canvas->landings().empty());
        QVERIFY(canvas->overlay().size() >= 9);
    }

    void theInspectorNamesAWornItem()
    {
        SandboxPanel panel(&doc);
        QVERIFY(panel.openScenario(kGrenade));
        panel.selectActor(QStringLiteral("hero"));
        QStringList sources;
        QTreeWidget* effects = panel.inspector()->effectsView();
        for (int i = 0; i < effects->topLevelItemCount(); ++i)
            sources << effects->topLevelItem(i)->text(3);
        QVERIFY2(sources.filter(QRegularExpression(QStringLiteral("^item plate armour #\\d+$"))).size() == 1, qPrintable(sources.join('\n')));
        // The stat explained term by term names it the same way.
        panel.inspector()->explainStat(*panel.history().world().definitions().stats.find("armor"));
        QStringList why;
        for (int i = 0; i < panel.inspector()->explanationView()->count(); ++i)
            why << panel.inspector()->explanationView()->item(i)->text();
        QVERIFY2(why.filter(QRegularExpression(QStringLiteral("^\\+3 from item plate armour #\\d+ = "))).size() == 1, qPrintable(why.join('\n')));
    }

    void theGrenadeBurstIsDrawnOnTheTurnItLands()
    {
        SandboxPanel panel(&doc);
        showAndWait(panel);
        QVERIFY(panel.openScenario(kGrenade));
        // Turn 10: the second grenade lands at (4,3), on the rat king and the droid.
        panel.run(10);
        QVERIFY(lastTurnLines(panel.log()).filter(QStringLiteral("trigger frag grenade on land at (4,3)")).size() == 1);
        QCOMPARE(panel.canvas()->landings().size(), std::size_t(9 + 9)); // the trigger's cells, then its cue's
        panel.selectActor(QStringLiteral("hero"));
        rb::test::grabForDocs(&panel, "sandbox.png");
    }

    // Asked for, a snapshot resumes where the run stands.
    void savesASnapshotWithItsPlayState()
    {
        SandboxPanel panel(&doc);
        QVERIFY(panel.openScenario(kStatuses));
        panel.run(3);
        const QString path = dir.filePath(QStringLiteral("saved.scenario.json"));
        QFile::copy(rb::test::sourceFile("/resources/demo/demo.rules.json"), dir.filePath(QStringLiteral("demo.rules.json")));
        QVERIFY(panel.saveScenario(path, nullptr, SandboxSession::SaveAs::Snapshot));
        SandboxPanel again(&doc);
        QStringList problems;
        QVERIFY2(again.openScenario(path, &problems), qPrintable(problems.join('\n')));
        QCOMPARE(again.turn(), std::int64_t(3));
        QCOMPARE(again.history().world().savePlay(), panel.history().world().savePlay());
    }
};

QTEST_MAIN(TestSandboxPanel)
#include "test_sandbox_panel.moc"
