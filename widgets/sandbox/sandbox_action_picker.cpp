#include "sandbox/sandbox_action_picker.h"

#include "common/button_actions.h"

#include "common/qt_strings.h"
#include "sandbox/sandbox_session.h"

#include "rulebench/definitions/definitions.h"
#include "rulebench/world/world.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>

namespace rb {

namespace {
using F = ActionField;

// Fills a box, keeping its choice when it is still there.
void refillBox(QComboBox* box, const QStringList& items)
{
    const QString current = box->currentText();
    const QSignalBlocker block(box);
    box->clear();
    box->addItems(items);
    box->setCurrentIndex(std::max(0, static_cast<int>(box->findText(current))));
}

QStringList texts(const std::vector<std::string>& names)
{
    QStringList out;
    for (const std::string& n : names)
        out << toQ(n);
    return out;
}
} // namespace

// Which of the rows under Action an entry shows; a cast's by its ability's aim.
ActionPicker::ShownRows ActionPicker::shownRows(const PickerEntry& e, std::optional<Aim> aim)
{
    const bool cast = e.takes(F::Ability);
    return {e.takes(F::Id) && !e.places(), // a placed one gets an id of its own
            cast ? aim == Aim::Actor : e.takes(F::Target) || e.takes(F::By) || e.takes(F::Dir),
            e.places() || e.takes(F::Item) || e.takes(F::Duration) || cast,
            cast ? aim == Aim::Cell : e.needsCell(),
            e.takes(F::Status)};
}

// The height those rows take, each with the spacing above it.
int ActionPicker::rowsHeight(const ShownRows& rows) const
{
    const int spacing = std::max(0, form_->verticalSpacing());
    int height = 0;
    const std::pair<bool, QWidget*> all[] = {
        {rows.actor, actor_}, {rows.target, target_}, {rows.thing, thing_}, {rows.cell, cellRow_}, {rows.status, statusRow_}};
    for (const auto& [shown, field] : all)
        if (shown)
            height += std::max(field->sizeHint().height(), form_->labelForField(field)->sizeHint().height()) + spacing;
    return height;
}

// The most any entry shows: the picker keeps that room, so its buttons (and
// the run bar under it) stay where they are whatever is chosen.
int ActionPicker::mostRowsHeight() const
{
    int most = 0;
    for (const PickerEntry& e : pickerEntries())
        for (const std::optional<Aim> aim : {std::optional<Aim>(), std::optional(Aim::Cell), std::optional(Aim::Actor),
                                             std::optional(Aim::Self)})
            most = std::max(most, rowsHeight(shownRows(e, aim)));
    return most;
}

ActionPicker::ActionPicker(SandboxSession* session, QWidget* parent)
    : QWidget(parent)
    , session_(session)
    , form_(new QFormLayout(this))
    , kind_(new QComboBox)
    , actor_(new QComboBox)
    , target_(new QComboBox)
    , thing_(new QComboBox)
    , status_(new QComboBox)
    , cellX_(new QSpinBox)
    , cellY_(new QSpinBox)
    , turns_(new QSpinBox)
    , actorLabel_(new QLabel(tr("Actor")))
    , targetLabel_(new QLabel(tr("Target")))
    , thingLabel_(new QLabel(tr("Item")))
    , turnsLabel_(new QLabel(tr("turns")))
    , cellRow_(buildCellRow())
    , statusRow_(buildStatusRow())
    , queueButton_(new QPushButton(tr("Queue")))
    , aimButton_(new QPushButton(tr("Aim")))
    , removeButton_(new QPushButton(tr("Remove")))
    , clearButton_(new QPushButton(tr("Clear")))
    , queueList_(new QListWidget)
    , spare_(new QWidget)
{
    addRows();
    connectControls();
    aimButton_->setCheckable(true);
    aimButton_->setToolTip(tr("Aim on the map: the next click on a cell queues the action there "
                              "(Esc, or a click here again, goes back to inspecting)"));
    aimButton_->setMinimumWidth(aimButton_->fontMetrics().horizontalAdvance(aimButton_->text()) + 24);
    static_cast<QHBoxLayout*>(cellRow_->layout())->addWidget(aimButton_);
    mostRows_ = mostRowsHeight();
    showRowsOfEntry();
    refill();
    refreshQueue();
}

// The action's entries, then a row for each part of it, the queue's buttons and the queue.
void ActionPicker::addRows()
{
    // Each entry's kind, and the alternative it takes (-1: none), for finding it.
    for (const PickerEntry& e : pickerEntries()) {
        kind_->addItem(e.label, static_cast<int>(e.kind));
        kind_->setItemData(kind_->count() - 1, e.choice ? static_cast<int>(*e.choice) : -1, kChoiceRole);
    }
    target_->setToolTip(tr("Move: a direction. Attack: who is struck. Afflict: who is credited."));
    thing_->setToolTip(tr("Only what the chosen actor could do now: items it carries that can be thrown or used, "
                          "items lying at its cell, what it can wear or wears, abilities ready to cast"));
    queueList_->setMaximumHeight(90);
    queueList_->setToolTip(tr("The actions queued for the next turn, after the script's"));
    form_->setContentsMargins(0, 0, 0, 0);
    form_->addRow(tr("Action"), kind_);
    form_->addRow(actorLabel_, actor_);
    form_->addRow(targetLabel_, target_);
    form_->addRow(thingLabel_, thing_);
    form_->addRow(tr("Cell"), cellRow_);
    form_->addRow(tr("Status"), statusRow_);
    form_->addRow(spare_); // the room the rows not shown leave
    form_->addRow(buildQueueButtons());
    form_->addRow(tr("Next turn"), queueList_);
}

// What each box and button does, and how the picker follows the session.
void ActionPicker::connectControls()
{
    connect(kind_, &QComboBox::currentIndexChanged, this, &ActionPicker::entryChanged);
    connect(kind_, &QComboBox::activated, this, &ActionPicker::arm); // the same action picked again aims again
    connect(actor_, &QComboBox::currentIndexChanged, this, [this] {
        refillThings();
        arm(); // another actor picked to do it: aimed next
    });
    connect(thing_, &QComboBox::currentIndexChanged, this, [this] {
        showRowsOfEntry(); // a cast's aim decides its rows
        announceAim();
        arm(); // another item or ability picked: aimed next
    });
    connect(aimButton_, &QPushButton::clicked, this, [this](bool on) { on ? arm() : disarm(); });
    connect(session_, &SandboxSession::opened, this, &ActionPicker::disarm);
    connect(queueButton_, &QPushButton::clicked, this, &ActionPicker::queuePicked);
    connect(removeButton_, &QPushButton::clicked, this, [this] {
        const int row = queueList_->currentRow() >= 0 ? queueList_->currentRow() : queueList_->count() - 1;
        if (row >= 0)
            session_->unqueue(static_cast<std::size_t>(row));
    });
    connect(clearButton_, &QPushButton::clicked, this, [this] {
        session_->clearQueue();
        emit queueStatus(tr("The queue is empty.")); // in place of the last "Queued for turn ..."
    });
    session_->observe(this, [this] {
        refill();
        refreshQueue(); // a turn plays the queue
    });
    connect(session_, &SandboxSession::queueChanged, this, &ActionPicker::refreshQueue);
    connect(session_, &SandboxSession::runningChanged, this, [this](bool running) {
        for (QPushButton* b : {queueButton_, removeButton_, clearButton_, aimButton_})
            b->setEnabled(!running); // the run plays the queue
        if (running)
            disarm(); // Esc is the run's to cancel
    });
}

QWidget* ActionPicker::buildCellRow()
{
    cellX_->setRange(0, 9999);
    cellY_->setRange(0, 9999);
    cellX_->setPrefix(QStringLiteral("x "));
    cellY_->setPrefix(QStringLiteral("y "));
    auto* row = new QWidget;
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(cellX_);
    layout->addWidget(cellY_);
    row->setToolTip(tr("Or, while aiming, click the cell on the map (or move its cursor there with the arrows and press Space): that queues the action at once"));
    row->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    return row;
}

QWidget* ActionPicker::buildStatusRow()
{
    turns_->setRange(1, 1000);
    turns_->setValue(3);
    auto* row = new QWidget;
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(status_, 1);
    layout->addWidget(turnsLabel_);
    layout->addWidget(turns_);
    row->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    return row;
}

QWidget* ActionPicker::buildQueueButtons()
{
    // Keys for the Sandbox menu, which works whichever view shows.
    keyActions_ = {buttonAction(queueButton_, tr("&Queue Action"), QKeySequence(Qt::CTRL | Qt::Key_Return), this,
                                tr("Queues the action picked for the next turn")),
                   buttonAction(removeButton_, tr("Re&move Queued Action"),
                                QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Backspace), this,
                                tr("Takes the selected action (or else the last one) out of the queue")),
                   buttonAction(clearButton_, tr("C&lear Queue"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Delete),
                                this, tr("Empties the queue"))};
    auto* row = new QWidget;
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    for (QPushButton* button : {queueButton_, removeButton_, clearButton_}) {
        // May shrink to its text, so the picker stays narrow.
        button->setMinimumWidth(button->fontMetrics().horizontalAdvance(button->text()) + 24);
        layout->addWidget(button);
    }
    return row;
}

const PickerEntry& ActionPicker::currentEntry() const
{
    return pickerEntries()[static_cast<std::size_t>(std::max(0, kind_->currentIndex()))];
}

void ActionPicker::entryChanged()
{
    showRowsOfEntry();
    refill();
    announceAim();
    arm();
    if (wantsCell())
        emit status(tr("Click a cell on the map to queue this at it (or move the map's cursor there with the arrows and press Space), or set the cell and press Queue."));
}

void ActionPicker::arm() { setArmed(wantsCell() && session_->isOpen() && !session_->isRunning()); }

void ActionPicker::disarm() { setArmed(false); }

void ActionPicker::setArmed(bool armed)
{
    const QSignalBlocker quiet(aimButton_);
    aimButton_->setChecked(armed);
    if (armed_ == armed)
        return;
    armed_ = armed;
    emit armedChanged(armed);
}

QString ActionPicker::aimText() const
{
    const QString thing = thing_->currentData().toString();
    const QString what = thing.isEmpty() ? kind_->currentText() : tr("%1 (%2)").arg(kind_->currentText(), thing);
    return tr("Aiming %1: click a cell on the map. Esc: inspect instead.").arg(what);
}

void ActionPicker::showRowsOfEntry()
{
    const PickerEntry& e = currentEntry();
    const bool cast = e.takes(F::Ability);
    const ShownRows rows = shownRows(e, castAim());
    form_->setRowVisible(actor_, rows.actor);
    form_->setRowVisible(target_, rows.target);
    form_->setRowVisible(thing_, rows.thing);
    form_->setRowVisible(cellRow_, rows.cell);
    form_->setRowVisible(statusRow_, rows.status);
    spare_->setFixedHeight(mostRows_ - rowsHeight(rows)); // a row always, so its spacing is always there too
    // One spin box for an afflict's turns and a cure's instances (0: every one).
    const bool counts = e.takes(F::Instances);
    turnsLabel_->setVisible(e.takes(F::Turns) || counts);
    turns_->setVisible(e.takes(F::Turns) || counts);
    if (counts != (turns_->minimum() == 0)) {
        turnsLabel_->setText(counts ? tr("instances") : tr("turns"));
        turns_->setMinimum(counts ? 0 : 1);
        turns_->setSpecialValueText(counts ? tr("all") : QString());
        turns_->setValue(counts ? 0 : 3);
        turns_->setToolTip(counts ? tr("How many instances go, the oldest first; all: every one") : QString());
    }
    actorLabel_->setText(e.kind == Action::Kind::Remove ? tr("Actor or prop") : tr("Actor"));
    targetLabel_->setText(e.takes(F::Dir) ? tr("Direction") : e.takes(F::By) ? tr("Credited to") : tr("Target"));
    thingLabel_->setText(e.takes(F::Actor)      ? tr("Kind")
                         : e.takes(F::Prop)     ? tr("Prop")
                         : e.takes(F::Duration) ? tr("Duration")
                         : cast                 ? tr("Ability")
                                                : tr("Item"));
}

std::optional<Aim> ActionPicker::castAim() const
{
    const Session* session = session_->session();
    if (!session || !currentEntry().takes(F::Ability))
        return std::nullopt;
    const Definitions& defs = *session->definitions();
    if (const auto ability = defs.abilities.find(fromQ(thing_->currentData().toString())))
        return defs.abilities[*ability].aim;
    return std::nullopt;
}

bool ActionPicker::wantsCell() const
{
    if (currentEntry().takes(F::Ability))
        return castAim() == Aim::Cell || castAim() == Aim::Actor;
    return currentEntry().needsCell();
}

// What the boxes offer, from the world as it stands.
void ActionPicker::refill()
{
    const Session* session = session_->session();
    if (!session)
        return;
    const World& world = session->world();
    const PickerEntry& e = currentEntry();
    refillBox(actor_, texts(whoChoices(e, world)));
    QStringList ids;
    for (const WorldActor& a : world.actors())
        ids << toQ(a.id);
    if (e.takes(F::Dir))
        refillBox(target_, {QStringLiteral("n"), QStringLiteral("ne"), QStringLiteral("e"), QStringLiteral("se"),
                            QStringLiteral("s"), QStringLiteral("sw"), QStringLiteral("w"), QStringLiteral("nw")});
    else if (e.takes(F::By))
        refillBox(target_, QStringList{tr("(no one)")} + ids);
    else
        refillBox(target_, ids);
    QStringList statuses;
    for (const auto& s : world.definitions().statuses)
        statuses << toQ(s.name);
    refillBox(status_, statuses);
    cellX_->setMaximum(std::max(0, world.grid().width() - 1));
    cellY_->setMaximum(std::max(0, world.grid().height() - 1));
    refillThings();
}

void ActionPicker::refillThings()
{
    const Session* session = session_->session();
    if (!session)
        return;
    const PickerEntry& e = currentEntry();
    const WorldActor* actor = session->world().actor(fromQ(actor_->currentText()));
    const QVariant current = thing_->currentData(); // kept chosen while it is there
    const QSignalBlocker block(thing_);
    thing_->clear();
    for (const ThingChoice& t : thingChoices(e, session->world(), actor))
        thing_->addItem(t.count > 1 ? QStringLiteral("%1 ×%2").arg(toQ(t.name)).arg(t.count) : toQ(t.name), toQ(t.name));
    if (current.isValid() && thing_->findData(current) >= 0)
        thing_->setCurrentIndex(thing_->findData(current));
    // With a placeholder set, a combo box chooses nothing by itself.
    if (thing_->currentIndex() < 0 && thing_->count() > 0)
        thing_->setCurrentIndex(0);
    // Said again each turn (a refill follows every turn): what cools down says when it is ready.
    if (thing_->count() == 0 && e.takes(F::Ability) && actor && actor->alive)
        thing_->setPlaceholderText(tr("(%1)").arg(whyNothingToCast(session->world(), *actor)));
    else if (thing_->count() == 0 && (e.takes(F::Item) || e.takes(F::Ability)))
        thing_->setPlaceholderText(actor ? tr("(%1 has nothing for this)").arg(toQ(actor->id)) : tr("(pick an actor)"));
    if (thing_->count() == 0 && e.takes(F::Duration))
        thing_->setPlaceholderText(tr("(the content declares no durations)"));
    showRowsOfEntry(); // a cast's rows follow the ability now chosen
    announceAim();     // and the reach shown, after a turn too (what is ready changes)
    if (!wantsCell())
        disarm(); // nothing left to aim (an ability no longer ready)
}

void ActionPicker::refreshQueue()
{
    queueList_->clear();
    if (const Session* session = session_->session())
        for (const ActionSpec& spec : session->queued())
            queueList_->addItem(tr("turn %1: %2").arg(session->turn() + 1).arg(actionText(spec)));
}

void ActionPicker::announceAim()
{
    std::int64_t range = -1;
    const std::string thing = fromQ(thing_->currentData().toString());
    const Session* session = session_->session();
    // A range's formula reads who throws or casts: the chosen actor, as the world stands.
    const WorldActor* who = session ? session->world().actor(fromQ(actor_->currentText())) : nullptr;
    const auto reach = [&](const WholeValue& v) { return who ? session->world().valueOf(v, who->ref) : v.number; };
    if (session && currentEntry().kind == Action::Kind::Throw) {
        const Definitions& defs = *session->definitions();
        if (const auto item = defs.items.find(thing); item && defs.items[*item].throwRange)
            range = reach(*defs.items[*item].throwRange);
    } else if (session && castAim() && castAim() != Aim::Self) {
        range = reach(session->definitions()->abilities[*session->definitions()->abilities.find(thing)].range);
    }
    emit aimChanged(range >= 0 ? actor_->currentText() : QString(), static_cast<int>(range));
}

// The action picked, by name: each field its kind takes from its box.
ActionSpec ActionPicker::pickedSpec() const
{
    const PickerEntry& e = currentEntry();
    const std::string thing = fromQ(thing_->currentData().toString());
    const Cell cell{cellX_->value(), cellY_->value()};
    const auto unlessEmpty = [](const std::string& s) { return s.empty() ? std::nullopt : std::optional(s); };
    ActionSpec spec;
    spec.action = std::string(actionRow(e.kind).word);
    for (ActionField f : e.fields()) {
        switch (f) {
        case F::Id:
            spec.id = e.places() ? freshId(thing, session_->session()->world(), session_->session()->queued())
                                 : fromQ(actor_->currentText());
            break;
        case F::Target:
            if (!e.takes(F::Ability) || castAim() == Aim::Actor)
                spec.target = unlessEmpty(fromQ(target_->currentText()));
            break;
        case F::By:
            if (target_->currentIndex() > 0) // the first is no one
                spec.by = fromQ(target_->currentText());
            break;
        case F::Dir: spec.dir = fromQ(target_->currentText()); break;
        case F::To: spec.to = cell; break;
        case F::At:
            if (!e.takes(F::Ability) || castAim() == Aim::Cell)
                spec.at = cell;
            break;
        case F::Ability: spec.ability = unlessEmpty(thing); break;
        case F::Actor: spec.actor = unlessEmpty(thing); break;
        case F::Prop: spec.prop = unlessEmpty(thing); break;
        case F::Item: spec.item = unlessEmpty(thing); break;
        case F::Status: spec.status = unlessEmpty(fromQ(status_->currentText())); break;
        case F::Turns: spec.turns = turns_->value(); break;
        case F::Instances:
            if (turns_->value() > 0)
                spec.instances = turns_->value();
            break;
        case F::Fact: break; // not offered: the Quests tab feeds facts
        case F::Duration: spec.duration = unlessEmpty(thing); break;
        }
    }
    return spec;
}

bool ActionPicker::queuePicked()
{
    if (!session_->isOpen())
        return false;
    // Nothing to throw, use or cast: the picker's own words say why.
    const PickerEntry& e = currentEntry();
    if ((e.takes(F::Item) || e.takes(F::Ability) || e.takes(F::Duration)) && thing_->count() == 0) {
        QString why = thing_->placeholderText(); // "(rat has nothing for this)"
        if (why.startsWith(QLatin1Char('(')) && why.endsWith(QLatin1Char(')')))
            why = why.mid(1, why.size() - 2);
        emit status(tr("Cannot queue %1: %2.").arg(kind_->currentText(), why));
        return false;
    }
    return queueSpec(pickedSpec());
}

void ActionPicker::pickCell(Cell cell)
{
    cellX_->setValue(cell.x);
    cellY_->setValue(cell.y);
    // A cast at an actor: the one standing on the cell clicked.
    if (castAim() == Aim::Actor)
        if (const WorldActor* there = session_->session()->world().standingAt(cell))
            target_->setCurrentIndex(target_->findText(toQ(there->id)));
    if (queuePicked())
        disarm(); // the next click inspects, unless the designer aims again
}

void ActionPicker::queueMove(const QString& id, Cell to)
{
    ActionSpec spec;
    spec.action = std::string(actionRow(Action::Kind::Move).word);
    spec.id = fromQ(id);
    spec.to = to; // a prop keeps its health and fires
    queueSpec(std::move(spec), tr(" Step to move it."));
}

bool ActionPicker::queueSpec(ActionSpec spec, const QString& after)
{
    const QString text = actionText(spec);
    const std::int64_t next = session_->turn() + 1;
    QStringList problems;
    if (session_->queue(std::move(spec), &problems)) {
        // Foreseen as the step will see it: a second action of one actor this turn, say.
        const Session& s = *session_->session();
        if (const std::optional<std::string> why = s.whyNotQueued(s.queued().size() - 1))
            emit queueStatus(tr("Queued for turn %1: %2, but it would be refused: %3.").arg(next).arg(text, toQ(*why)));
        else
            emit queueStatus(tr("Queued for turn %1: %2.").arg(next).arg(text) + after);
        return true;
    }
    if (!problems.isEmpty())
        emit status(tr("Cannot queue %1: %2").arg(text, problems.join(QStringLiteral("; "))));
    return false;
}

} // namespace rb
