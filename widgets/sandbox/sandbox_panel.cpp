#include "sandbox/sandbox_panel.h"

#include "common/grid_canvas.h"
#include "common/qt_strings.h"
#include "sandbox/sandbox_action_picker.h"
#include "sandbox/sandbox_actor_list.h"
#include "sandbox/sandbox_event_log.h"
#include "sandbox/sandbox_inspector.h"
#include "sandbox/sandbox_map.h"
#include "sandbox/sandbox_plot.h"
#include "sandbox/sandbox_quests.h"
#include "sandbox/sandbox_run_bar.h"
#include "sandbox/sandbox_session.h"
#include "sandbox/sandbox_timeline.h"
#include "sandbox/sandbox_watch.h"

#include "rulebench/world/world.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QSpinBox>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace rb {

SandboxPanel::SandboxPanel(ContentDocument* document, QWidget* parent)
    : QWidget(parent)
    , session_(new SandboxSession(document, this)) // the first child, so the first to go
    , picker_(new ActionPicker(session_))
    , runBar_(new RunBar(session_))
    , map_(new SandboxMap(session_))
    , actors_(new ActorList(session_))
    , inspector_(new ActorInspector(session_))
    , log_(new EventLog(session_))
    , quests_(new SandboxQuests(session_))
    , plot_(new SandboxPlot(session_))
    , timeline_(new SandboxTimeline(session_))
    , watch_(new StatWatch(session_))
    , tabs_(new QTabWidget)
    , mapColumn_(new QSplitter(Qt::Vertical))
    , views_(new QSplitter(Qt::Horizontal))
    , whole_(new QSplitter(Qt::Vertical))
{
    buildLayout();
    connectViews();
}

SandboxPanel::~SandboxPanel()
{
    // The views go after this object's members: none may call back into it.
    for (QObject* child : findChildren<QObject*>())
        QObject::disconnect(child, nullptr, this, nullptr);
}

void SandboxPanel::buildLayout()
{
    // The controls scroll on their own, so a short window never squeezes them.
    auto* controls = new QWidget;
    auto* controlsLayout = new QVBoxLayout(controls);
    controlsLayout->setContentsMargins(0, 0, 0, 0);
    controlsLayout->addWidget(picker_);
    controlsLayout->addWidget(runBar_);
    controlsLayout->addStretch(1);
    auto* controlsArea = new QScrollArea;
    controlsArea->setWidget(controls);
    controlsArea->setWidgetResizable(true);
    controlsArea->setFrameShape(QFrame::NoFrame);
    controlsArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    controlsArea->setMinimumWidth(controls->minimumSizeHint().width() + controlsArea->verticalScrollBar()->sizeHint().width());
    controlsArea->setMaximumWidth(360);

    tabs_->addTab(inspector_, tr("Inspector"));
    tabs_->addTab(log_, tr("Event log"));
    tabs_->addTab(quests_, tr("Quests"));
    tabs_->addTab(timeline_, tr("Timeline"));
    tabs_->addTab(watch_, tr("Watch"));
    // The map keeps a useful size however short the pane gets (a tall pane
    // under the sandbox): the panel scrolls before the map shrinks past it.
    map_->setMinimumHeight(kMapLeastHeight);
    mapColumn_->addWidget(map_);
    views_->addWidget(mapColumn_);
    views_->addWidget(tabs_);
    auto* top = new QSplitter(Qt::Horizontal);
    top->addWidget(controlsArea);
    top->addWidget(views_);
    top->setStretchFactor(1, 1);
    whole_->addWidget(top);
    for (QSplitter* s : {mapColumn_, views_, top, whole_})
        s->setChildrenCollapsible(false);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(whole_);
    arrange();
}

// Wide: the map over the actor list beside the tabs, the plot under all
// three. Narrow: the map over the tabs, the actor list and the plot among
// them, so every pane keeps a readable size.
void SandboxPanel::arrange()
{
    const bool wide = width() >= kWide.width() && height() >= kWide.height();
    if (wide_ == wide)
        return;
    wide_ = wide;
    views_->setOrientation(wide ? Qt::Horizontal : Qt::Vertical);
    if (wide) {
        for (QWidget* pane : {static_cast<QWidget*>(actors_), static_cast<QWidget*>(plot_)})
            if (const int tab = tabs_->indexOf(pane); tab >= 0)
                tabs_->removeTab(tab);
        mapColumn_->addWidget(actors_);
        whole_->addWidget(plot_);
        actors_->show(); // a tab not chosen was hidden
        plot_->show();
        mapColumn_->setSizes({3 * height() / 5, 2 * height() / 5});
        views_->setSizes({3 * width() / 5, 2 * width() / 5});
        whole_->setSizes({2 * height() / 3, height() / 3});
    } else {
        tabs_->insertTab(0, actors_, tr("Actors"));
        tabs_->addTab(plot_, tr("Plot"));
        views_->setSizes({height() / 3, 2 * height() / 3});
    }
}

void SandboxPanel::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    arrange();
}

void SandboxPanel::connectViews()
{
    connect(picker_, &ActionPicker::status, runBar_, &RunBar::showStatus);
    connect(picker_, &ActionPicker::queueStatus, runBar_, &RunBar::showQueueStatus);
    connect(inspector_, &ActorInspector::watchRequested, this, [this](const QString& actor, const QString& stat) {
        watch_->pin(actor, stat);
        tabs_->setCurrentWidget(watch_);
    });
    connect(picker_, &ActionPicker::aimChanged, map_, &SandboxMap::setAim);
    connect(map_->canvas(), &GridCanvas::cellClicked, this, &SandboxPanel::cellClicked);
    map_->canvas()->viewport()->installEventFilter(this);
    connect(map_->canvas(), &GridCanvas::cellDragged, this, &SandboxPanel::cellDragged);
    // The cell boxes follow the map's cursor while the aim is armed.
    connect(map_->canvas(), &GridCanvas::cursorMoved, picker_, [this](Cell c) {
        if (picker_->isArmed()) {
            picker_->cellXBox()->setValue(c.x);
            picker_->cellYBox()->setValue(c.y);
        }
    });
    connect(picker_, &ActionPicker::armedChanged, this, &SandboxPanel::showArmed);
    connect(picker_, &ActionPicker::aimChanged, this, &SandboxPanel::showArmed); // another item: its words
    connect(session_, &SandboxSession::opened, this, [this] {
        const auto& actors = session_->session()->world().actors();
        selectActor(actors.empty() ? QString() : toQ(actors.front().id));
    });
    connect(session_, &SandboxSession::turnsChanged, this, [this] { emit stepped(turn()); });
    connect(session_, &SandboxSession::runFinished, this,
            [this](qint64 turn, bool hitBreakpoint, bool, bool) { emit runFinished(turn, hitBreakpoint); });
}

// Armed, the map's cursor is a cross and the run bar says what a click aims.
void SandboxPanel::showArmed()
{
    const bool armed = picker_->isArmed();
    if (armed)
        map_->canvas()->viewport()->setCursor(Qt::CrossCursor);
    else
        map_->canvas()->viewport()->unsetCursor();
    runBar_->showAim(armed ? picker_->aimText() : QString());
}

// Esc goes back to inspecting (a run's Cancel has it while a run goes on, and the aim is off then).
void SandboxPanel::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Escape && event->modifiers() == Qt::NoModifier && picker_->isArmed()) {
        picker_->disarm();
        runBar_->showStatus(tr("Inspecting: a click on the map shows what stands there."));
        return;
    }
    QWidget::keyPressEvent(event);
}

// While an aim is armed, the click is the cell of the action picked, and
// queues it; otherwise it inspects what stands there.
void SandboxPanel::cellClicked(Cell cell)
{
    if (!isOpen())
        return;
    if (picker_->isArmed()) {
        if (!map_->idAt(cell).isEmpty() && !map_->canvas()->clickedByKeyboard())
            pressedOnThing_ = cell; // a click or a drag: the release tells
        else
            picker_->pickCell(cell);
        return;
    }
    const QString id = map_->idAt(cell);
    if (id.isEmpty())
        return;
    selectActor(id);
    if (session_->actor(id))
        tabs_->setCurrentWidget(inspector_); // the map's tooltip promises it
}

// Dragging an actor or a prop moves it there next turn.
void SandboxPanel::cellDragged(Cell from, Cell to)
{
    pressedOnThing_ = Cell{-1, -1};
    if (!isOpen() || isRunning())
        return;
    if (const QString id = map_->idAt(from); !id.isEmpty())
        picker_->queueMove(id, to);
}

// Released where it was pressed, on an actor or a prop while a cell is
// wanted: that was a click, and picks the cell (a throw at a rat).
bool SandboxPanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == map_->canvas()->viewport() && event->type() == QEvent::MouseButtonRelease) {
        const Cell released = map_->canvas()->cellAt(static_cast<QMouseEvent*>(event)->position().toPoint());
        if (std::exchange(pressedOnThing_, Cell{-1, -1}) == released && picker_->isArmed())
            picker_->pickCell(released);
        if (picker_->isArmed()) // after the map's own release, which may end a pan's hand
            QTimer::singleShot(0, this, &SandboxPanel::showArmed);
    }
    return QWidget::eventFilter(watched, event);
}

void SandboxPanel::addTab(QWidget* view, const QString& title)
{
    tabs_->addTab(view, title);
    added_.push_back({title, view});
}

QList<SandboxPanel::LowerView> SandboxPanel::lowerViews() const
{
    QList<LowerView> views{{tr("Inspector"), inspector_}, {tr("Event log"), log_},  {tr("Quests"), quests_},
                           {tr("Timeline"), timeline_},   {tr("Watch"), watch_}};
    views << added_;
    views << LowerView{tr("Actors"), actors_} << LowerView{tr("Plot"), plot_};
    return views;
}

void SandboxPanel::showLowerView(QWidget* view)
{
    if (tabs_->indexOf(view) >= 0)
        tabs_->setCurrentWidget(view);
}

bool SandboxPanel::openScenario(const QString& path, QStringList* problems) { return session_->open(path, problems); }

bool SandboxPanel::openScenarioAtSeed(const QString& path, std::uint64_t seed, std::int64_t turns, const QString& until,
                                      std::optional<std::int64_t> at, QStringList* problems,
                                      const std::optional<SweptValue>& swept)
{
    if (!session_->open(path, problems, seed, swept))
        return false;
    session_->run(turns, until);
    if (at)
        session_->goTo(*at);
    return true;
}

bool SandboxPanel::startFromMap(const Grid& grid, const std::vector<std::pair<QString, Cell>>& actors, QStringList* problems)
{
    return session_->startFromMap(grid, actors, problems);
}

bool SandboxPanel::saveScenario(const QString& path, QString* error, SandboxSession::SaveAs form)
{
    return session_->save(path, error, form);
}

bool SandboxPanel::isOpen() const { return session_->isOpen(); }

const History& SandboxPanel::history() const { return *session_->session()->history(); }

std::int64_t SandboxPanel::turn() const { return session_->turn(); }

void SandboxPanel::queue(const Action& action) { session_->queue(action); }

std::vector<Action> SandboxPanel::queued() const { return session_->queuedActions(); }

void SandboxPanel::step() { session_->step(); }

void SandboxPanel::back(std::int64_t turns) { session_->back(turns); }

void SandboxPanel::forward() { session_->forward(); }

void SandboxPanel::jumpTo(std::int64_t turn) { session_->goTo(turn); }

std::int64_t SandboxPanel::run(std::int64_t turns, const QString& breakpoint)
{
    session_->run(turns, breakpoint);
    return turn();
}

void SandboxPanel::runInBackground(std::int64_t turns, const QString& breakpoint)
{
    session_->runInBackground(turns, breakpoint);
}

void SandboxPanel::cancelRun() { session_->cancelRun(); }

bool SandboxPanel::isRunning() const { return session_->isRunning(); }

void SandboxPanel::selectActor(const QString& id) { session_->choose(id); }

QString SandboxPanel::selectedActor() const { return session_->chosen(); }

GridCanvas* SandboxPanel::canvas() const { return map_->canvas(); }
StackingInspector* SandboxPanel::inspector() const { return inspector_; }
StatPlot* SandboxPanel::plot() const { return plot_; }
QuestView* SandboxPanel::quests() const { return quests_; }
QTreeWidget* SandboxPanel::log() const { return log_->tree(); }
QTreeWidget* SandboxPanel::actorsView() const { return actors_; }
QLineEdit* SandboxPanel::logFilter() const { return log_->filterEdit(); }
QLineEdit* SandboxPanel::breakpointEdit() const { return runBar_->breakpointEdit(); }
QComboBox* SandboxPanel::actionPicker() const { return picker_->kindBox(); }
QComboBox* SandboxPanel::actorPicker() const { return picker_->actorBox(); }
QComboBox* SandboxPanel::thingPicker() const { return picker_->thingBox(); }
QSpinBox* SandboxPanel::cellXPicker() const { return picker_->cellXBox(); }
QSpinBox* SandboxPanel::cellYPicker() const { return picker_->cellYBox(); }
QPushButton* SandboxPanel::queueButton() const { return picker_->queueButton(); }
QListWidget* SandboxPanel::queueView() const { return picker_->queueList(); }
QString SandboxPanel::statusText() const { return runBar_->statusText(); }
QString SandboxPanel::cellSummary(Cell cell) const { return map_->cellSummary(cell); }

bool SandboxPanel::breakpointMatches(const QString& pattern, const QString& key)
{
    return Breakpoint(fromQ(pattern)).matches(fromQ(key));
}

} // namespace rb
