#include "sandbox_panel.h"

#include "content_document.h"
#include "grid_canvas.h"
#include "qt_strings.h"
#include "quest_view.h"
#include "stacking_inspector.h"
#include "stat_plot.h"

#include "rulebench/content/build.h"
#include "rulebench/sandbox/events.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QHelpEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTimer>
#include <QToolTip>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <tuple>

namespace rb {

namespace {
std::string_view view(const QByteArray& b) { return {b.constData(), static_cast<std::size_t>(b.size())}; }

QRegularExpression breakpointExpression(const QString& pattern)
{
    // Whole-key wildcards: "death@*" stops at any death. (Keys hold no '/'.)
    return QRegularExpression(QRegularExpression::wildcardToRegularExpression(pattern.trimmed()));
}

// Steps up to `turns` turns, the script's actions and (first turn only) the
// queued ones; stops after a turn with an event whose key matches.
bool runTurns(History& history, const Script& script, std::vector<Action> queued, std::int64_t turns,
              const QString& breakpoint, const std::atomic<bool>* cancel, std::atomic<std::int64_t>* progress)
{
    const QRegularExpression match = breakpointExpression(breakpoint);
    for (std::int64_t i = 0; i < turns; ++i) {
        if (cancel && *cancel)
            return false;
        std::vector<Action> actions = script.forTurn(history.turn() + 1);
        if (i == 0)
            actions.insert(actions.end(), queued.begin(), queued.end());
        const TurnReport& report = history.step(actions);
        if (progress)
            *progress = i + 1;
        if (!breakpoint.trimmed().isEmpty())
            for (const WorldEvent& e : report.events)
                if (match.match(toQ(eventKey(history.world().definitions(), e))).hasMatch())
                    return true;
    }
    return false;
}

QColor actorColour(const ActorDef& def)
{
    return def.color ? QColor(static_cast<QRgb>(*def.color)) : QColor(Qt::white);
}

// Content colours are "#rrggbb" (or empty: the fallback).
QColor colourOf(const std::string& text, QColor fallback)
{
    const QColor c(toQ(text));
    return text.empty() || !c.isValid() ? fallback : c;
}

QChar glyphOf(const std::string& text, QChar fallback) { return text.empty() ? fallback : toQ(text).at(0); }

// "wears plate armour; carries 2 frag grenade, healing draught"
QString carriedText(const WorldActor& a, const Definitions& defs)
{
    const auto list = [&](bool worn) {
        std::vector<std::pair<ItemId, int>> counts;
        for (const WorldItem& i : a.items) {
            if (i.worn != worn)
                continue;
            auto it = std::find_if(counts.begin(), counts.end(), [&](const auto& c) { return c.first == i.kind; });
            if (it == counts.end())
                counts.push_back({i.kind, 1});
            else
                ++it->second;
        }
        QStringList out;
        for (const auto& [kind, n] : counts)
            out << (n > 1 ? QStringLiteral("%1 %2").arg(n).arg(toQ(defs.items[kind].name)) : toQ(defs.items[kind].name));
        return out.join(QStringLiteral(", "));
    };
    QStringList parts;
    if (const QString worn = list(true); !worn.isEmpty())
        parts << QObject::tr("wears %1").arg(worn);
    if (const QString carried = list(false); !carried.isEmpty())
        parts << QObject::tr("carries %1").arg(carried);
    return parts.join(QStringLiteral("; "));
}
} // namespace

SandboxPanel::SandboxPanel(ContentDocument* document, QWidget* parent)
    : QWidget(parent)
    , document_(document)
    , canvas_(new GridCanvas)
    , inspector_(new StackingInspector)
    , plot_(new StatPlot)
    , quests_(new QuestView)
    , log_(new QTreeWidget)
    , actors_(new QTreeWidget)
    , logFilter_(new QLineEdit)
    , status_(new QLabel)
    , actionKind_(new QComboBox)
    , who_(new QComboBox)
    , target_(new QComboBox)
    , statusPick_(new QComboBox)
    , thing_(new QComboBox)
    , cellX_(new QSpinBox)
    , cellY_(new QSpinBox)
    , turns_(new QSpinBox)
    , queueButton_(new QPushButton(tr("Queue")))
    , whoRow_(nullptr)
    , targetRow_(nullptr)
    , thingRow_(nullptr)
    , cellRow_(nullptr)
    , statusRow_(nullptr)
    , whoLabel_(new QLabel(tr("Actor")))
    , targetLabel_(new QLabel(tr("Target")))
    , thingLabel_(new QLabel(tr("Item")))
    , queueView_(new QListWidget)
    , runTurns_(new QSpinBox)
    , breakpoint_(new QLineEdit)
    , stepButton_(new QPushButton(tr("Step")))
    , backButton_(new QPushButton(tr("Back")))
    , forwardButton_(new QPushButton(tr("Forward")))
    , runButton_(new QPushButton(tr("Run")))
    , cancelButton_(new QPushButton(tr("Cancel")))
    , runWatcher_(new QFutureWatcher<std::shared_ptr<RunResult>>(this))
{
    buildUi();
    afterTurnsChanged();
}

SandboxPanel::~SandboxPanel()
{
    cancel_ = true;
    runWatcher_->waitForFinished();
}

void SandboxPanel::buildUi()
{
    canvas_->setShowBurst(false);
    canvas_->setTool(GridCanvas::Tool::Select);
    canvas_->setFitToView(true);
    canvas_->setToolTip(tr("Click an actor to inspect it; drag it to another cell to move it there next turn"));
    actors_->setHeaderLabels({tr("Actor"), tr("Kind"), tr("At"), tr("Statuses"), tr("Wears and carries"), tr("Stats")});
    actors_->setRootIsDecorated(false);
    actors_->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    log_->setHeaderLabels({tr("Event log")});
    log_->setUniformRowHeights(true);
    logFilter_->setPlaceholderText(tr("Search the log"));
    logFilter_->setClearButtonEnabled(true);

    const std::pair<QString, Pick> picks[] = {
        {tr("wait"), Pick::Wait},           {tr("move a step"), Pick::Move},    {tr("move to a cell"), Pick::MoveTo},
        {tr("attack"), Pick::Attack},       {tr("throw an item"), Pick::Throw}, {tr("use an item"), Pick::Use},
        {tr("pick up"), Pick::PickUp},      {tr("wear"), Pick::Wear},           {tr("take off"), Pick::TakeOff},
        {tr("afflict"), Pick::Afflict},     {tr("cure"), Pick::Cure},           {tr("place an actor"), Pick::PlaceActor},
        {tr("place a prop"), Pick::PlaceProp}, {tr("remove"), Pick::Remove},    {tr("end encounter"), Pick::EndEncounter},
    };
    for (const auto& [text, pick] : picks)
        actionKind_->addItem(text, static_cast<int>(pick));
    target_->setToolTip(tr("Move: a direction. Attack: who is struck. Afflict: who is credited."));
    thing_->setToolTip(tr("Only what makes sense for the chosen actor: items it carries that can be thrown or used, "
                          "items lying at its cell, what it can wear or wears"));
    cellX_->setRange(0, 9999);
    cellY_->setRange(0, 9999);
    cellX_->setPrefix(QStringLiteral("x "));
    cellY_->setPrefix(QStringLiteral("y "));
    turns_->setRange(1, 1000);
    turns_->setValue(3);
    auto* add = queueButton_;
    auto* clear = new QPushButton(tr("Clear"));
    runTurns_->setRange(1, 1'000'000);
    runTurns_->setValue(10);
    breakpoint_->setPlaceholderText(tr("stop at, e.g. expired:scorched@hero or death@*"));
    cancelButton_->setEnabled(false);
    status_->setWordWrap(true);

    auto* picker = new QFormLayout;
    form_ = picker;
    picker->addRow(tr("Action"), actionKind_);
    whoRow_ = who_;
    picker->addRow(whoLabel_, who_);
    targetRow_ = target_;
    picker->addRow(targetLabel_, target_);
    thingRow_ = thing_;
    picker->addRow(thingLabel_, thing_);
    cellRow_ = new QWidget;
    auto* cellRow = new QHBoxLayout(cellRow_);
    cellRow->setContentsMargins(0, 0, 0, 0);
    cellRow->addWidget(cellX_);
    cellRow->addWidget(cellY_);
    cellRow_->setToolTip(tr("Or click the cell on the grid: that queues the action at once"));
    cellRow_->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    picker->addRow(tr("Cell"), cellRow_);
    statusRow_ = new QWidget;
    auto* statusRow = new QHBoxLayout(statusRow_);
    statusRow->setContentsMargins(0, 0, 0, 0);
    statusRow->addWidget(statusPick_, 1);
    statusRow->addWidget(new QLabel(tr("turns")));
    statusRow->addWidget(turns_);
    statusRow_->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    picker->addRow(tr("Status"), statusRow_);
    auto* queueButtons = new QHBoxLayout;
    queueButtons->addWidget(add);
    queueButtons->addWidget(clear);
    picker->addRow(queueButtons);
    queueView_->setMaximumHeight(90);
    picker->addRow(tr("Next turn"), queueView_);
    auto* stepRow = new QHBoxLayout;
    stepRow->addWidget(backButton_);
    stepRow->addWidget(stepButton_);
    stepRow->addWidget(forwardButton_);
    picker->addRow(stepRow);
    auto* runRow = new QHBoxLayout;
    runRow->addWidget(runTurns_);
    runRow->addWidget(runButton_);
    runRow->addWidget(cancelButton_);
    picker->addRow(tr("Turns"), runRow);
    picker->addRow(tr("Breakpoint"), breakpoint_);
    picker->addRow(status_);
    auto* controls = new QWidget;
    controls->setLayout(picker);
    controls->setMaximumWidth(340);

    auto* logPane = new QWidget;
    auto* logLayout = new QVBoxLayout(logPane);
    logLayout->setContentsMargins(0, 0, 0, 0);
    logLayout->addWidget(logFilter_);
    logLayout->addWidget(log_);

    auto* left = new QSplitter(Qt::Vertical);
    left->addWidget(canvas_);
    left->addWidget(actors_);
    auto* tabs = new QTabWidget;
    tabs->addTab(inspector_, tr("Inspector"));
    tabs->addTab(logPane, tr("Event log"));
    tabs->addTab(quests_, tr("Quests"));
    auto* top = new QSplitter(Qt::Horizontal);
    top->addWidget(controls);
    top->addWidget(left);
    top->addWidget(tabs);
    top->setStretchFactor(1, 3);
    top->setStretchFactor(2, 2);
    // The inspector's tables would claim most of the width; the map and the
    // actor list (with what each carries) get the room instead.
    tabs->setMinimumWidth(320);
    top->setSizes({330, 600, 480});
    left->setMinimumWidth(360);
    auto* whole = new QSplitter(Qt::Vertical);
    whole->addWidget(top);
    whole->addWidget(plot_);
    whole->setSizes({560, 280});
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(whole);

    connect(add, &QPushButton::clicked, this, &SandboxPanel::queueFromPicker);
    connect(clear, &QPushButton::clicked, this, [this] {
        queued_.clear();
        queueView_->clear();
    });
    connect(actionKind_, &QComboBox::currentIndexChanged, this, &SandboxPanel::refreshPickers);
    connect(who_, &QComboBox::currentIndexChanged, this, [this] {
        refreshThings();
        refreshRangePreview();
    });
    connect(thing_, &QComboBox::currentIndexChanged, this, &SandboxPanel::refreshRangePreview);
    connect(stepButton_, &QPushButton::clicked, this, &SandboxPanel::step);
    connect(backButton_, &QPushButton::clicked, this, [this] { back(1); });
    connect(forwardButton_, &QPushButton::clicked, this, &SandboxPanel::forward);
    connect(runButton_, &QPushButton::clicked, this, [this] { runInBackground(runTurns_->value(), breakpoint_->text()); });
    connect(cancelButton_, &QPushButton::clicked, this, &SandboxPanel::cancelRun);
    canvas_->viewport()->installEventFilter(this); // the tooltip says what is on the cell
    connect(canvas_, &GridCanvas::cellClicked, this, &SandboxPanel::cellClickedOnCanvas);
    connect(canvas_, &GridCanvas::cellDragged, this, &SandboxPanel::cellDraggedOnCanvas);
    connect(actors_, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) {
        if (item && item->text(0) != selected_)
            selectActor(item->text(0));
    });
    connect(plot_, &StatPlot::turnClicked, this, [this](int t) { jumpTo(t); });
    // A fact fed by hand is an action of the next turn, so it is replayed like any other.
    quests_->setFeedsItself(false);
    connect(quests_, &QuestView::factRequested, this, [this](const Fact& fact) { queue(Action::feed(fact)); });
    connect(logFilter_, &QLineEdit::textChanged, this, &SandboxPanel::filterLog);
    connect(runWatcher_, &QFutureWatcher<std::shared_ptr<RunResult>>::finished, this, [this] {
        running_ = false;
        const std::shared_ptr<RunResult> result = runWatcher_->result();
        history_ = std::move(result->history);
        queued_.clear();
        queueView_->clear();
        afterTurnsChanged();
        emit runFinished(turn(), result->hitBreakpoint);
        status_->setText(result->hitBreakpoint ? tr("Stopped at the breakpoint on turn %1.").arg(turn())
                                               : tr("Ran to turn %1.").arg(turn()));
    });
    auto* progressTimer = new QTimer(this);
    progressTimer->setInterval(100);
    connect(progressTimer, &QTimer::timeout, this, [this] {
        if (running_)
            status_->setText(tr("Running... %1 turns done").arg(progress_.load()));
    });
    progressTimer->start();
}

bool SandboxPanel::openScenario(const QString& path, QStringList* problems)
{
    const auto fail = [&](const QString& file, const Diagnostics& d, const QString& extra = {}) {
        if (problems) {
            for (const auto& x : d.all())
                *problems << toQ(format(fromQ(file), x));
            if (!extra.isEmpty())
                *problems << extra;
        }
        return false;
    };
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(path, {}, tr("%1: cannot read: %2").arg(path, file.errorString()));
    ScenarioLoad load = loadScenario(view(file.readAll()));
    if (!load.spec || load.diagnostics.hasErrors())
        return fail(path, load.diagnostics);
    // The content: the open document's when the scenario names its file, so
    // unsaved edits play; otherwise the file on disk.
    const QString contentPath = QFileInfo(QFileInfo(path).absoluteDir(), toQ(load.spec->content)).absoluteFilePath();
    std::shared_ptr<const Definitions> defs;
    if (!document_->path().isEmpty() && QFileInfo(document_->path()).absoluteFilePath() == contentPath) {
        document_->validateNow();
        if (document_->diagnostics().hasErrors())
            return fail(contentPath, document_->diagnostics());
        defs = document_->definitions();
    } else {
        QFile content(contentPath);
        if (!content.open(QIODevice::ReadOnly))
            return fail(path, {}, tr("%1: cannot read the content file %2: %3").arg(path, contentPath, content.errorString()));
        Validation v = validateContent(view(content.readAll()));
        if (!v.readable || v.diagnostics.hasErrors())
            return fail(contentPath, v.diagnostics);
        defs = v.definitions;
    }
    Diagnostics d;
    std::optional<Scenario> scenario = buildScenario(*load.spec, defs, d);
    if (!scenario)
        return fail(path, d);
    defs_ = defs;
    adopt(std::move(*scenario), *load.spec, path);
    return true;
}

bool SandboxPanel::startFromMap(const Grid& grid, const std::vector<std::pair<QString, Cell>>& actors, QStringList* problems)
{
    document_->validateNow();
    if (!document_->definitions() || document_->diagnostics().hasErrors()) {
        if (problems)
            *problems << tr("The content has errors: fix them in the Validation panel first.");
        return false;
    }
    ScenarioSpec spec;
    spec.content = fromQ(QFileInfo(document_->path()).fileName());
    spec.seed = 1;
    for (int y = 0; y < grid.height(); ++y) {
        std::string row;
        for (int x = 0; x < grid.width(); ++x)
            row += grid.isWall(x, y) ? '#' : grid.isFlammable({x, y}) ? kFlammableGlyph : '.';
        spec.map.push_back(row);
    }
    std::map<QString, int> counts;
    for (const auto& [kind, at] : actors) {
        const int n = ++counts[kind];
        QString id = kind;
        id.replace(QLatin1Char(' '), QLatin1Char('-'));
        PlacedActorSpec placed;
        placed.id = fromQ(n == 1 ? id : id + QString::number(n));
        placed.actor = fromQ(kind);
        placed.at = at;
        spec.actors.push_back(std::move(placed));
    }
    Diagnostics d;
    std::optional<Scenario> scenario = buildScenario(spec, document_->definitions(), d);
    if (!scenario) {
        if (problems)
            for (const auto& x : d.all())
                *problems << toQ(format(x));
        return false;
    }
    defs_ = document_->definitions();
    adopt(std::move(*scenario), spec, {});
    return true;
}

void SandboxPanel::adopt(Scenario scenario, ScenarioSpec spec, QString path)
{
    history_ = std::make_unique<History>(std::move(scenario.world));
    script_ = std::move(scenario.script);
    spec_ = std::move(spec);
    path_ = std::move(path);
    queued_.clear();
    queueView_->clear();
    plot_->setSeries({});
    plotted_ = -1;
    quests_->setDefinitions(defs_);
    selected_.clear();
    if (!history_->world().actors().empty())
        selected_ = toQ(history_->world().actors().front().id);
    afterTurnsChanged();
    plot_->fitAll();
    status_->setText(tr("Scenario ready: %1 actors; the script runs to turn %2.")
                         .arg(history_->world().actors().size())
                         .arg(script_.lastTurn()));
}

bool SandboxPanel::saveScenario(const QString& path, QString* error)
{
    if (!history_) {
        if (error)
            *error = tr("No scenario is open.");
        return false;
    }
    const std::string bytes = serializeScenario(withPlayState(spec_, history_->world()));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes.data(), static_cast<qint64>(bytes.size())) < 0 || !file.commit()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    return true;
}

void SandboxPanel::queue(const Action& action)
{
    queued_.push_back(action);
    queueView_->addItem(history_ ? actionText(action, history_->world().definitions()) : toQ(toString(action.kind)));
}

QString SandboxPanel::actionText(const Action& a, const Definitions& defs)
{
    const QString kind = toQ(toString(a.kind));
    const QString who = toQ(a.id);
    const auto cell = [](Cell c) { return QStringLiteral("(%1,%2)").arg(c.x).arg(c.y); }; // as the log writes cells
    const auto item = [&] { return a.item.value < defs.items.size() ? toQ(defs.items[a.item].name) : QStringLiteral("?"); };
    switch (a.kind) {
    case Action::Kind::Move:
        return a.toCell ? QStringLiteral("move %1 to %2").arg(who, cell(a.to))
                        : QStringLiteral("move %1 %2").arg(who, toQ(directionName(a.dx, a.dy)));
    case Action::Kind::Throw: return QStringLiteral("throw %1: %2 at %3").arg(item(), who, cell(a.to));
    case Action::Kind::Use:
    case Action::Kind::PickUp:
    case Action::Kind::Wear:
    case Action::Kind::TakeOff: return QStringLiteral("%1 %2: %3").arg(kind, item(), who);
    case Action::Kind::Attack: return QStringLiteral("attack %1 → %2").arg(who, toQ(a.target));
    case Action::Kind::Afflict:
    case Action::Kind::Cure:
        return QStringLiteral("%1 %2: %3").arg(kind, a.status.value < defs.statuses.size() ? toQ(defs.statuses[a.status].name) : QString(), who);
    case Action::Kind::Place: {
        const QString what = a.prop ? (a.prop->value < defs.props.size() ? toQ(defs.props[*a.prop].name) : QString())
                                    : (a.actor.value < defs.actors.size() ? toQ(defs.actors[a.actor].name) : QString());
        return QStringLiteral("place %1 %2 at %3").arg(what, who, cell(a.to));
    }
    case Action::Kind::Feed: return QStringLiteral("feed a fact");
    case Action::Kind::EndEncounter: return kind;
    case Action::Kind::Wait:
    case Action::Kind::Remove: break;
    }
    return who.isEmpty() ? kind : kind + QLatin1Char(' ') + who;
}

QString SandboxPanel::cellSummary(Cell c) const
{
    if (!history_ || !history_->world().grid().contains(c))
        return {};
    const World& world = history_->world();
    const Definitions& defs = world.definitions();
    QStringList parts;
    for (const WorldActor& a : world.actors())
        if (a.at == c)
            parts << QStringLiteral("%1 (%2%3)").arg(toQ(a.id), toQ(defs.actors[a.kind].name), a.alive ? QString() : tr(", dead"));
    for (const WorldProp& p : world.props())
        if (p.at == c)
            parts << tr("prop %1 (%2%3)").arg(toQ(p.id), toQ(defs.props[p.kind].name),
                                              p.health ? tr(", health %1").arg(*p.health) : QString());
    for (const Remnant& r : world.remnants())
        if (r.at == c)
            parts << tr("what is left of %1 lands next turn").arg(toQ(world.idOf(r.carrier.self)));
    QStringList floor;
    for (const FloorItem& f : world.floorItems())
        if (f.at == c)
            floor << toQ(defs.items[f.item.kind].name);
    if (!floor.isEmpty())
        parts << tr("on the floor: %1").arg(floor.join(QStringLiteral(", ")));
    if (const std::int64_t left = world.fire().turnsLeft(c); left > 0)
        parts << tr("burning %n turn(s)", nullptr, static_cast<int>(left));
    if (defs.gasKinds && world.gas().width() == world.grid().width())
        for (std::uint32_t k = 0; k < defs.gasKinds->size(); ++k)
            if (const std::int32_t amount = world.gas().amount(Id<GasKind>{k}, c); amount > 0)
                parts << QStringLiteral("%1 %2").arg(toQ((*defs.gasKinds)[Id<GasKind>{k}].name)).arg(amount);
    const QString head = QStringLiteral("(%1,%2)").arg(c.x).arg(c.y)
                         + (world.grid().isWall(c) ? tr(" wall") : world.grid().isFlammable(c) ? tr(" flammable floor") : QString());
    return parts.isEmpty() ? head : head + QStringLiteral(": ") + parts.join(QStringLiteral("; "));
}

bool SandboxPanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == canvas_->viewport() && event->type() == QEvent::ToolTip && history_) {
        auto* help = static_cast<QHelpEvent*>(event);
        const Cell c = canvas_->cellAt(help->pos());
        if (history_->world().grid().contains(c))
            QToolTip::showText(help->globalPos(), cellSummary(c) + QLatin1Char('\n') + canvas_->toolTip(), canvas_->viewport());
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

QString SandboxPanel::statusText() const { return status_->text(); }

SandboxPanel::Pick SandboxPanel::currentPick() const { return static_cast<Pick>(actionKind_->currentData().toInt()); }

std::string SandboxPanel::freshId(const std::string& kindName) const
{
    QString base = toQ(kindName);
    base.replace(QLatin1Char(' '), QLatin1Char('-'));
    const World& world = history_->world();
    const auto taken = [&](const std::string& id) {
        if (world.actor(id) || world.prop(id))
            return true;
        return std::any_of(queued_.begin(), queued_.end(),
                           [&](const Action& a) { return a.kind == Action::Kind::Place && a.id == id; });
    };
    for (int n = 1;; ++n) {
        const std::string id = fromQ(n == 1 ? base : base + QString::number(n));
        if (!taken(id))
            return id;
    }
}

void SandboxPanel::queueFromPicker()
{
    if (!history_ || !defs_)
        return;
    const Definitions& defs = history_->world().definitions();
    const std::string who = fromQ(who_->currentText());
    const std::string target = fromQ(target_->currentText());
    const auto status = defs.statuses.find(fromQ(statusPick_->currentText()));
    const Cell cell{cellX_->value(), cellY_->value()};
    const bool hasThing = thing_->currentIndex() >= 0 && thing_->currentData().isValid();
    const std::uint32_t thing = hasThing ? thing_->currentData().toUInt() : 0;
    const Pick pick = currentPick();
    switch (pick) {
    case Pick::Wait: queue(Action::wait(who)); break;
    case Pick::Move: {
        int dx = 0, dy = 0;
        if (parseDirection(target, dx, dy))
            queue(Action::move(who, dx, dy));
        break;
    }
    case Pick::MoveTo: queue(Action::moveTo(who, cell)); break;
    case Pick::Attack: queue(Action::attack(who, target)); break;
    case Pick::Throw:
        if (hasThing)
            queue(Action::throwAt(who, ItemId{thing}, cell));
        break;
    case Pick::Use:
    case Pick::PickUp:
    case Pick::Wear:
    case Pick::TakeOff:
        if (hasThing) {
            const Action::Kind kind = pick == Pick::Use      ? Action::Kind::Use
                                      : pick == Pick::PickUp ? Action::Kind::PickUp
                                      : pick == Pick::Wear   ? Action::Kind::Wear
                                                             : Action::Kind::TakeOff;
            queue(Action::withItem(kind, who, ItemId{thing}));
        }
        break;
    case Pick::Afflict:
        if (status)
            queue(Action::afflict(who, *status, turns_->value(), target == "(no one)" ? std::string() : target));
        break;
    case Pick::Cure:
        if (status)
            queue(Action::cure(who, *status));
        break;
    case Pick::PlaceActor:
        if (hasThing)
            queue(Action::place(freshId(defs.actors[ActorId{thing}].name), ActorId{thing}, cell));
        break;
    case Pick::PlaceProp:
        if (hasThing)
            queue(Action::placeProp(freshId(defs.props[PropId{thing}].name), PropId{thing}, cell));
        break;
    case Pick::Remove: queue(Action::remove(who)); break;
    case Pick::EndEncounter: queue(Action::endEncounter()); break;
    }
    if (!queued_.empty())
        status_->setText(tr("Queued for turn %1: %2.").arg(turn() + 1).arg(actionText(queued_.back(), defs)));
}

namespace {
bool needsCell(SandboxPanel::Pick p)
{
    using P = SandboxPanel::Pick;
    return p == P::MoveTo || p == P::Throw || p == P::PlaceActor || p == P::PlaceProp;
}
} // namespace

void SandboxPanel::cellClickedOnCanvas(Cell c)
{
    if (!history_)
        return;
    if (needsCell(currentPick())) {
        // Picking the cell of an action: the click is the cell, and queues it.
        cellX_->setValue(c.x);
        cellY_->setValue(c.y);
        queueFromPicker();
        return;
    }
    if (const WorldActor* a = history_->world().standingAt(c)) {
        selectActor(toQ(a->id));
        return;
    }
    for (const WorldProp& p : history_->world().props())
        if (p.at == c)
            selectActor(toQ(p.id));
}

void SandboxPanel::cellDraggedOnCanvas(Cell from, Cell to)
{
    if (!history_ || running_ || needsCell(currentPick()))
        return;
    const World& world = history_->world();
    if (const WorldActor* a = world.standingAt(from)) {
        queue(Action::moveTo(a->id, to));
        status_->setText(tr("Queued for turn %1: %2. Step to move it.").arg(turn() + 1).arg(actionText(queued_.back(), world.definitions())));
        return;
    }
    for (const WorldProp& p : world.props()) {
        if (!(p.at == from))
            continue;
        queue(Action::moveTo(p.id, to)); // it keeps its health and fires
        status_->setText(tr("Queued for turn %1: %2. Step to move it.").arg(turn() + 1).arg(actionText(queued_.back(), world.definitions())));
        return;
    }
}

std::vector<Action> SandboxPanel::actionsForNextTurn()
{
    std::vector<Action> actions = script_.forTurn(turn() + 1);
    actions.insert(actions.end(), queued_.begin(), queued_.end());
    queued_.clear();
    queueView_->clear();
    return actions;
}

void SandboxPanel::step()
{
    if (!history_ || running_)
        return;
    history_->step(actionsForNextTurn());
    afterTurnsChanged();
}

void SandboxPanel::back(std::int64_t turns)
{
    if (!history_ || running_)
        return;
    history_->back(turns);
    afterTurnsChanged();
}

void SandboxPanel::forward()
{
    if (!history_ || running_ || !history_->canRedo())
        return;
    history_->forward();
    afterTurnsChanged();
}

void SandboxPanel::jumpTo(std::int64_t target)
{
    if (!history_ || running_)
        return;
    if (target < turn())
        history_->back(turn() - target);
    while (target > turn() && history_->canRedo())
        history_->forward();
    afterTurnsChanged();
}

std::int64_t SandboxPanel::run(std::int64_t turns, const QString& breakpoint)
{
    if (!history_ || running_)
        return turn();
    std::vector<Action> queued = std::move(queued_);
    queued_.clear();
    queueView_->clear();
    runTurns(*history_, script_, std::move(queued), turns, breakpoint, nullptr, nullptr);
    afterTurnsChanged();
    return turn();
}

void SandboxPanel::runInBackground(std::int64_t turns, const QString& breakpoint)
{
    if (!history_ || running_)
        return;
    running_ = true;
    cancel_ = false;
    progress_ = 0;
    afterTurnsChanged(); // disables the controls
    auto copy = std::make_shared<History>(*history_);
    std::vector<Action> queued = queued_;
    runWatcher_->setFuture(QtConcurrent::run([this, copy, script = script_, queued, turns, breakpoint]() mutable {
        auto result = std::make_shared<RunResult>();
        result->hitBreakpoint = runTurns(*copy, script, std::move(queued), turns, breakpoint, &cancel_, &progress_);
        result->history = std::make_unique<History>(std::move(*copy));
        return result;
    }));
}

bool SandboxPanel::breakpointMatches(const QString& pattern, const QString& key)
{
    return breakpointExpression(pattern).match(key).hasMatch();
}

void SandboxPanel::selectActor(const QString& id)
{
    selected_ = id;
    refreshWorld();
}

void SandboxPanel::afterTurnsChanged()
{
    const bool open = history_ != nullptr;
    stepButton_->setEnabled(open && !running_);
    backButton_->setEnabled(open && !running_ && turn() > 0);
    forwardButton_->setEnabled(open && !running_ && history_->canRedo());
    runButton_->setEnabled(open && !running_);
    cancelButton_->setEnabled(running_);
    if (!open || running_)
        return;
    refreshLog();
    refreshPlot();
    refreshWorld();
    refreshPickers();
    quests_->setState(history_->world().quests(), history_->world().ledger());
    // A scenario resumed from play state starts past turn 0 with no reports.
    if (!history_->reports().empty())
        status_->setText(tr("Turn %1: %n event(s).", nullptr, static_cast<int>(history_->reports().back().events.size())).arg(turn()));
    emit stepped(turn());
}

void SandboxPanel::refreshWorld()
{
    if (!history_)
        return;
    const World& world = history_->world();
    const Definitions& defs = world.definitions();
    canvas_->setGrid(world.grid());
    std::vector<PreviewActor> shown;
    for (const WorldActor& a : world.actors()) {
        const ActorDef& def = defs.actors[a.kind];
        PreviewActor p;
        p.name = toQ(a.id);
        p.glyph = a.alive ? (def.glyph.empty() ? QLatin1Char('@') : toQ(def.glyph).at(0)) : QLatin1Char('%');
        p.color = a.alive ? actorColour(def) : QColor(130, 130, 130);
        p.at = a.at;
        shown.push_back(p);
    }
    canvas_->setActors(std::move(shown));
    std::vector<CellMark> props;
    for (const WorldProp& p : world.props()) {
        const PropDef& def = defs.props[p.kind];
        props.push_back({p.at, glyphOf(def.glyph, QLatin1Char('&')), colourOf(def.color, QColor(220, 220, 220))});
    }
    // A destroyed prop's remnant lands in the next turn: dashed where it was.
    for (const Remnant& r : world.remnants()) {
        std::optional<PropId> kind;
        const std::string name = world.idOf(r.carrier.self);
        for (auto t = history_->reports().rbegin(); t != history_->reports().rend() && !kind; ++t)
            for (const WorldEvent& e : t->events)
                if (e.kind == WorldEvent::Kind::Destroyed && e.who == name && e.prop)
                    kind = e.prop;
        const PropDef* def = kind ? &defs.props[*kind] : nullptr;
        props.push_back({r.at, def ? glyphOf(def->glyph, QLatin1Char('&')) : QLatin1Char('*'),
                         def ? colourOf(def->color, QColor(220, 220, 220)) : QColor(255, 200, 90), true});
    }
    canvas_->setProps(std::move(props));
    std::vector<CellMark> floor;
    for (const FloorItem& f : world.floorItems()) {
        const ItemDef& def = defs.items[f.item.kind];
        floor.push_back({f.at, glyphOf(def.glyph, QLatin1Char('!')), colourOf(def.color, QColor(230, 230, 160))});
    }
    canvas_->setFloorItems(std::move(floor));
    // This turn's landings: a trigger's cells in its carrier's colour, a
    // cue's in its look (drawn after, so the look wins where both are).
    std::vector<CellMark> landings;
    if (!history_->reports().empty() && history_->reports().back().turn == world.turn()) {
        const auto& events = history_->reports().back().events;
        for (const WorldEvent& e : events) {
            if (e.kind != WorldEvent::Kind::Triggered)
                continue;
            const std::string& colour = e.item ? defs.items[*e.item].color : e.prop ? defs.props[*e.prop].color : std::string();
            for (const Cell& c : e.cells)
                landings.push_back({c, QChar(), colourOf(colour, QColor(255, 200, 90))});
        }
        for (const WorldEvent& e : events)
            if (e.kind == WorldEvent::Kind::Cue)
                for (const Cell& c : e.cells)
                    landings.push_back({c, glyphOf(e.look.glyph, QChar()), colourOf(e.look.color, QColor(255, 200, 90))});
    }
    canvas_->setLandings(std::move(landings));
    std::vector<std::pair<Cell, QColor>> overlay;
    // Gas: grey, thicker where there is more (opaque at the kind's threshold).
    if (defs.gasKinds && world.gas().width() == world.grid().width() && world.gas().height() == world.grid().height()) {
        for (std::uint32_t k = 0; k < defs.gasKinds->size(); ++k) {
            const Id<GasKind> kind{k};
            if (world.gas().total(kind) <= 0)
                continue;
            const std::int32_t full = std::max<std::int32_t>(1, (*defs.gasKinds)[kind].opaqueAt > 0 ? (*defs.gasKinds)[kind].opaqueAt : 100);
            for (int y = 0; y < world.grid().height(); ++y)
                for (int x = 0; x < world.grid().width(); ++x)
                    if (const std::int32_t amount = world.gas().amount(kind, {x, y}); amount > 0)
                        overlay.push_back({Cell{x, y}, QColor(200, 200, 210, 40 + std::min(150, 150 * amount / full))});
        }
    }
    std::vector<Cell> burning;
    for (const Cell& c : world.fire().burningCells()) {
        overlay.push_back({c, QColor(255, 110, 40, 150)});
        burning.push_back(c);
    }
    canvas_->setOverlay(std::move(overlay));
    canvas_->setBurning(std::move(burning));

    const WorldActor* chosen = world.actor(fromQ(selected_));
    const WorldProp* chosenProp = chosen ? nullptr : world.prop(fromQ(selected_));
    canvas_->setHighlight(chosen ? chosen->at : chosenProp ? chosenProp->at : Cell{-1, -1});
    if (chosen)
        inspector_->showHolder(tr("%1 (%2) on turn %3").arg(selected_, toQ(defs.actors[chosen->kind].name)).arg(world.turn()),
                               chosen->holder, defs, [&world](ActorRef r) { return toQ(world.idOf(r)); },
                               [&world](const Source& source) { return toQ(world.describeSource(source)); });
    else
        inspector_->clear();
    refreshActors();
}

void SandboxPanel::refreshActors()
{
    const World& world = history_->world();
    const Definitions& defs = world.definitions();
    const QSignalBlocker block(actors_);
    actors_->clear();
    for (const WorldActor& a : world.actors()) {
        QString badges;
        for (const StatusInstance& s : a.holder.statuses.instances()) {
            const StatusDef& def = defs.statuses[s.status];
            badges += def.badge.empty() ? toQ(def.name).left(1) : toQ(def.badge);
        }
        QStringList stats;
        for (std::uint32_t i = 0; i < defs.stats.size() && i < 3; ++i) // the first stats are the key ones
            stats << QStringLiteral("%1 %2").arg(toQ(defs.stats[StatId{i}].name)).arg(world.value(a, StatId{i}));
        auto* row = new QTreeWidgetItem(actors_, {toQ(a.id), toQ(defs.actors[a.kind].name) + (a.alive ? QString() : tr(" (dead)")),
                                                  QStringLiteral("%1,%2").arg(a.at.x).arg(a.at.y), badges, carriedText(a, defs),
                                                  stats.join(QStringLiteral(", "))});
        for (int c = 0; c < row->columnCount(); ++c)
            row->setToolTip(c, row->text(c));
        if (toQ(a.id) == selected_)
            actors_->setCurrentItem(row);
    }
    // Props after the actors, greyed: they have no statuses, only health.
    for (const WorldProp& p : world.props()) {
        auto* row = new QTreeWidgetItem(actors_, {toQ(p.id), tr("%1 (prop)").arg(toQ(defs.props[p.kind].name)),
                                                  QStringLiteral("%1,%2").arg(p.at.x).arg(p.at.y), QString(), QString(),
                                                  p.health ? tr("health %1").arg(*p.health) : QString()});
        for (int c = 0; c < row->columnCount(); ++c)
            row->setForeground(c, actors_->palette().color(QPalette::Disabled, QPalette::Text));
        if (toQ(p.id) == selected_)
            actors_->setCurrentItem(row);
    }
}

void SandboxPanel::refreshLog()
{
    const auto& reports = history_->reports();
    const Definitions& defs = history_->world().definitions();
    // Drop turns stepped back over, add new ones.
    while (log_->topLevelItemCount() > static_cast<int>(reports.size()))
        delete log_->takeTopLevelItem(log_->topLevelItemCount() - 1);
    for (std::size_t t = static_cast<std::size_t>(log_->topLevelItemCount()); t < reports.size(); ++t) {
        const TurnReport& r = reports[t];
        auto* turnItem = new QTreeWidgetItem(log_, {tr("Turn %1 (%n event(s))", nullptr, static_cast<int>(r.events.size())).arg(r.turn)});
        for (const WorldEvent& e : r.events) {
            auto* item = new QTreeWidgetItem(turnItem, {toQ(eventText(defs, e))});
            item->setToolTip(0, tr("breakpoint key: %1").arg(toQ(eventKey(defs, e))));
            item->setData(0, Qt::UserRole, toQ(eventKey(defs, e)));
        }
        turnItem->setExpanded(t + 1 == reports.size());
    }
    if (log_->topLevelItemCount() > 0)
        log_->scrollToItem(log_->topLevelItem(log_->topLevelItemCount() - 1));
    filterLog(logFilter_->text());
}

void SandboxPanel::filterLog(const QString& text)
{
    for (int t = 0; t < log_->topLevelItemCount(); ++t) {
        QTreeWidgetItem* turnItem = log_->topLevelItem(t);
        int shown = 0;
        for (int i = 0; i < turnItem->childCount(); ++i) {
            QTreeWidgetItem* e = turnItem->child(i);
            const bool match = text.isEmpty() || e->text(0).contains(text, Qt::CaseInsensitive)
                               || e->data(0, Qt::UserRole).toString().contains(text, Qt::CaseInsensitive);
            e->setHidden(!match);
            shown += match;
        }
        turnItem->setHidden(!text.isEmpty() && shown == 0);
        if (!text.isEmpty() && shown > 0)
            turnItem->setExpanded(true);
    }
}

void SandboxPanel::refreshPlot()
{
    const World& world = history_->world();
    const Definitions& defs = world.definitions();
    if (turn() < plotted_)
        plot_->truncateAfter(static_cast<int>(turn()));
    plotted_ = std::min(plotted_, turn());
    const StatId health = world.settings().health;
    for (const StatSample& s : history_->samples()) {
        if (s.turn <= plotted_)
            continue;
        const QString actor = toQ(s.actor), stat = toQ(defs.stats[s.stat].name);
        const bool isNew = plot_->series(actor, stat) == nullptr;
        plot_->appendPoint(actor, stat, static_cast<int>(s.turn), s.value);
        if (isNew && !(s.stat == health))
            plot_->setSeriesShown(actor, stat, false); // health first; the rest one click away
    }
    // Status events as markers, for the turns just plotted.
    const auto& reports = history_->reports();
    for (const TurnReport& r : reports) {
        if (r.turn <= plotted_)
            continue;
        for (const WorldEvent& e : r.events)
            if (e.kind == WorldEvent::Kind::Status)
                plot_->addMarker({static_cast<int>(r.turn), toQ(e.who), toQ(eventText(defs, e))});
    }
    plotted_ = turn();
    plot_->setCurrentTurn(static_cast<int>(turn()));
}

void SandboxPanel::refreshPickers()
{
    if (!history_)
        return;
    const World& world = history_->world();
    const Definitions& defs = world.definitions();
    const auto refill = [](QComboBox* box, const QStringList& items) {
        const QString current = box->currentText();
        const QSignalBlocker block(box);
        box->clear();
        box->addItems(items);
        box->setCurrentIndex(std::max(0, static_cast<int>(box->findText(current))));
    };
    const Pick pick = currentPick();
    QStringList ids;
    for (const WorldActor& a : world.actors())
        ids << toQ(a.id);
    QStringList whoChoices = ids;
    if (pick == Pick::Remove)
        for (const WorldProp& p : world.props())
            whoChoices << toQ(p.id);
    refill(who_, whoChoices);
    if (pick == Pick::Move)
        refill(target_, {QStringLiteral("n"), QStringLiteral("ne"), QStringLiteral("e"), QStringLiteral("se"), QStringLiteral("s"),
                         QStringLiteral("sw"), QStringLiteral("w"), QStringLiteral("nw")});
    else if (pick == Pick::Afflict)
        refill(target_, QStringList{QStringLiteral("(no one)")} + ids);
    else
        refill(target_, ids);
    QStringList statuses;
    for (const auto& s : defs.statuses)
        statuses << toQ(s.name);
    refill(statusPick_, statuses);
    cellX_->setMaximum(std::max(0, world.grid().width() - 1));
    cellY_->setMaximum(std::max(0, world.grid().height() - 1));

    // Only the rows the action needs are shown.
    const bool item = pick == Pick::Throw || pick == Pick::Use || pick == Pick::PickUp || pick == Pick::Wear || pick == Pick::TakeOff;
    const bool kind = pick == Pick::PlaceActor || pick == Pick::PlaceProp;
    form_->setRowVisible(whoRow_, !kind && pick != Pick::EndEncounter);
    form_->setRowVisible(targetRow_, pick == Pick::Move || pick == Pick::Attack || pick == Pick::Afflict);
    form_->setRowVisible(thingRow_, item || kind);
    form_->setRowVisible(cellRow_, needsCell(pick));
    form_->setRowVisible(statusRow_, pick == Pick::Afflict || pick == Pick::Cure);
    whoLabel_->setText(pick == Pick::Remove ? tr("Actor or prop") : tr("Actor"));
    targetLabel_->setText(pick == Pick::Move ? tr("Direction") : pick == Pick::Afflict ? tr("Credited to") : tr("Target"));
    thingLabel_->setText(pick == Pick::PlaceActor ? tr("Kind") : pick == Pick::PlaceProp ? tr("Prop") : tr("Item"));
    refreshThings();
    refreshRangePreview();
    if (needsCell(pick))
        status_->setText(tr("Click a cell on the map to queue this at it, or set the cell and press Queue."));
}

void SandboxPanel::refreshThings()
{
    if (!history_)
        return;
    const World& world = history_->world();
    const Definitions& defs = world.definitions();
    const Pick pick = currentPick();
    const WorldActor* actor = world.actor(fromQ(who_->currentText()));
    // (name, id value, count) in the order first met.
    std::vector<std::tuple<QString, std::uint32_t, int>> choices;
    const auto add = [&](const QString& name, std::uint32_t id) {
        for (auto& [n, v, count] : choices)
            if (v == id) {
                ++count;
                return;
            }
        choices.emplace_back(name, id, 1);
    };
    const auto hasUse = [&](ItemId kind) {
        const auto& list = *defs.items[kind].triggers;
        return std::any_of(list.begin(), list.end(), [](const TriggerDef& t) { return t.on == kMomentUse; });
    };
    if (pick == Pick::PlaceProp) {
        for (std::uint32_t i = 0; i < defs.props.size(); ++i)
            add(toQ(defs.props[PropId{i}].name), i);
    } else if (pick == Pick::PlaceActor) {
        for (std::uint32_t i = 0; i < defs.actors.size(); ++i)
            add(toQ(defs.actors[ActorId{i}].name), i);
    } else if (actor && pick == Pick::PickUp) {
        for (const FloorItem& f : world.floorItems())
            if (f.at == actor->at)
                add(toQ(defs.items[f.item.kind].name), f.item.kind.value);
    } else if (actor) {
        for (const WorldItem& i : actor->items) {
            const ItemDef& def = defs.items[i.kind];
            const bool fits = (pick == Pick::Throw && def.throwRange && !i.worn) || (pick == Pick::Use && hasUse(i.kind))
                              || (pick == Pick::Wear && !def.worn.empty() && !i.worn) || (pick == Pick::TakeOff && i.worn);
            if (fits)
                add(toQ(def.name), i.kind.value);
        }
    }
    const QVariant current = thing_->currentData(); // kept selected when still there
    const QSignalBlocker block(thing_);
    thing_->clear();
    for (const auto& [name, id, count] : choices)
        thing_->addItem(count > 1 ? QStringLiteral("%1 ×%2").arg(name).arg(count) : name, id);
    if (current.isValid() && thing_->findData(current) >= 0)
        thing_->setCurrentIndex(thing_->findData(current));
    // With a placeholder set, a combo box selects nothing by itself.
    if (thing_->currentIndex() < 0 && thing_->count() > 0)
        thing_->setCurrentIndex(0);
    if (thing_->count() == 0 && (pick == Pick::Throw || pick == Pick::Use || pick == Pick::PickUp || pick == Pick::Wear || pick == Pick::TakeOff))
        thing_->setPlaceholderText(actor ? tr("(%1 has nothing for this)").arg(toQ(actor->id)) : tr("(pick an actor)"));
}

void SandboxPanel::refreshRangePreview()
{
    if (!history_)
        return;
    // While a throw is picked, the grid shows where the item reaches: the
    // cells a burst of its range from the thrower sees (what the core allows).
    const World& world = history_->world();
    const Definitions& defs = world.definitions();
    const WorldActor* actor = world.actor(fromQ(who_->currentText()));
    const bool show = currentPick() == Pick::Throw && actor && thing_->currentIndex() >= 0 && thing_->currentData().isValid()
                      && thing_->currentData().toUInt() < defs.items.size()
                      && defs.items[ItemId{thing_->currentData().toUInt()}].throwRange;
    if (show) {
        // Smoke stops a throw's line as it stops a burst: the reach shows it.
        std::vector<std::uint8_t> smoke(world.grid().cellCount(), 0);
        for (int y = 0; y < world.grid().height(); ++y)
            for (int x = 0; x < world.grid().width(); ++x)
                smoke[world.grid().index(x, y)] = world.gas().isOpaque(x, y) ? 1 : 0;
        canvas_->setOpaque(std::move(smoke));
        canvas_->setLook({QLatin1Char(' '), QColor(90, 140, 190)});
        canvas_->setCentre(actor->at);
        canvas_->setRadius(*defs.items[ItemId{thing_->currentData().toUInt()}].throwRange);
    }
    canvas_->setShowBurst(show);
}

} // namespace rb
