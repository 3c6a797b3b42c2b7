#include "sandbox_panel.h"

#include "content_document.h"
#include "grid_canvas.h"
#include "qt_strings.h"
#include "quest_view.h"
#include "stacking_inspector.h"
#include "stat_plot.h"

#include "rulebench/definitions.h"
#include "rulebench/world_events.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
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
#include <QTreeWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

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
    , turns_(new QSpinBox)
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
    canvas_->setToolTip(tr("Click an actor to inspect it"));
    actors_->setHeaderLabels({tr("Actor"), tr("Kind"), tr("At"), tr("Statuses"), tr("Stats")});
    actors_->setRootIsDecorated(false);
    actors_->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    log_->setHeaderLabels({tr("Event log")});
    log_->setUniformRowHeights(true);
    logFilter_->setPlaceholderText(tr("Search the log"));
    logFilter_->setClearButtonEnabled(true);

    actionKind_->addItems({tr("wait"), tr("move"), tr("attack"), tr("afflict"), tr("cure"), tr("remove"), tr("end encounter")});
    target_->setToolTip(tr("Move: a direction. Attack: who is struck. Afflict: who is credited."));
    turns_->setRange(1, 1000);
    turns_->setValue(3);
    auto* add = new QPushButton(tr("Queue"));
    auto* clear = new QPushButton(tr("Clear"));
    runTurns_->setRange(1, 1'000'000);
    runTurns_->setValue(10);
    breakpoint_->setPlaceholderText(tr("stop at, e.g. expired:scorched@hero or death@*"));
    cancelButton_->setEnabled(false);

    auto* picker = new QFormLayout;
    picker->addRow(tr("Action"), actionKind_);
    picker->addRow(tr("Actor"), who_);
    picker->addRow(tr("Target / by / dir"), target_);
    auto* statusRow = new QHBoxLayout;
    statusRow->addWidget(statusPick_, 1);
    statusRow->addWidget(new QLabel(tr("turns")));
    statusRow->addWidget(turns_);
    picker->addRow(tr("Status"), statusRow);
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
    connect(stepButton_, &QPushButton::clicked, this, &SandboxPanel::step);
    connect(backButton_, &QPushButton::clicked, this, [this] { back(1); });
    connect(forwardButton_, &QPushButton::clicked, this, &SandboxPanel::forward);
    connect(runButton_, &QPushButton::clicked, this, [this] { runInBackground(runTurns_->value(), breakpoint_->text()); });
    connect(cancelButton_, &QPushButton::clicked, this, &SandboxPanel::cancelRun);
    connect(canvas_, &GridCanvas::cellClicked, this, [this](Cell c) {
        if (!history_)
            return;
        if (const WorldActor* a = history_->world().standingAt(c))
            selectActor(toQ(a->id));
    });
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
    const std::string kind(toString(action.kind));
    queueView_->addItem(toQ(kind) + (action.id.empty() ? QString() : QStringLiteral(" ") + toQ(action.id))
                        + (action.target.empty() ? QString() : QStringLiteral(" → ") + toQ(action.target)));
}

void SandboxPanel::queueFromPicker()
{
    if (!history_ || !defs_)
        return;
    const std::string who = fromQ(who_->currentText());
    const std::string target = fromQ(target_->currentText());
    const auto status = defs_->statuses.find(fromQ(statusPick_->currentText()));
    switch (actionKind_->currentIndex()) {
    case 0: queue(Action::wait(who)); break;
    case 1: {
        int dx = 0, dy = 0;
        if (parseDirection(target, dx, dy))
            queue(Action::move(who, dx, dy));
        break;
    }
    case 2: queue(Action::attack(who, target)); break;
    case 3:
        if (status)
            queue(Action::afflict(who, *status, turns_->value(), target == "(no one)" ? std::string() : target));
        break;
    case 4:
        if (status)
            queue(Action::cure(who, *status));
        break;
    case 5: queue(Action::remove(who)); break;
    case 6: queue(Action::endEncounter()); break;
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
    std::vector<std::pair<Cell, QColor>> overlay;
    for (const Cell& c : world.fire().burningCells())
        overlay.push_back({c, QColor(255, 110, 40, 150)});
    canvas_->setOverlay(std::move(overlay));

    const WorldActor* chosen = world.actor(fromQ(selected_));
    canvas_->setHighlight(chosen ? chosen->at : Cell{-1, -1});
    if (chosen)
        inspector_->showHolder(tr("%1 (%2) on turn %3").arg(selected_, toQ(defs.actors[chosen->kind].name)).arg(world.turn()),
                               chosen->holder, defs, [&world](ActorRef r) { return toQ(world.idOf(r)); });
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
                                                  QStringLiteral("%1,%2").arg(a.at.x).arg(a.at.y), badges, stats.join(QStringLiteral(", "))});
        if (toQ(a.id) == selected_)
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
    QStringList ids;
    for (const WorldActor& a : world.actors())
        ids << toQ(a.id);
    refill(who_, ids);
    const int kind = actionKind_->currentIndex();
    if (kind == 1)
        refill(target_, {QStringLiteral("n"), QStringLiteral("ne"), QStringLiteral("e"), QStringLiteral("se"), QStringLiteral("s"),
                         QStringLiteral("sw"), QStringLiteral("w"), QStringLiteral("nw")});
    else if (kind == 3)
        refill(target_, QStringList{QStringLiteral("(no one)")} + ids);
    else
        refill(target_, ids);
    QStringList statuses;
    for (const auto& s : defs.statuses)
        statuses << toQ(s.name);
    refill(statusPick_, statuses);
    target_->setEnabled(kind == 1 || kind == 2 || kind == 3);
    statusPick_->setEnabled(kind == 3 || kind == 4);
    turns_->setEnabled(kind == 3);
}

} // namespace rb
