#include "sandbox/sandbox_script.h"

#include "document/scenario_document.h"
#include "sandbox/sandbox_action_choices.h"
#include "sandbox/sandbox_session.h"

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace rb {

namespace {
constexpr int kEntryRole = Qt::UserRole; // the entry's place in the scenario's script

QString entryText(const ActionSpec& spec) { return QObject::tr("turn %1: %2").arg(spec.turn).arg(actionText(spec)); }

// The cell an entry aims at or goes to, which Apply may change.
std::optional<Cell>* cellOf(ActionSpec& spec) { return spec.at ? &spec.at : spec.to ? &spec.to : nullptr; }

} // namespace

ScriptPanel::ScriptPanel(SandboxSession* session, ScenarioDocument* scenario, QWidget* parent)
    : QWidget(parent)
    , session_(session)
    , scenario_(scenario)
    , list_(new QListWidget)
    , empty_(new QLabel)
    , turn_(new QSpinBox)
    , x_(new QSpinBox)
    , y_(new QSpinBox)
    , apply_(new QPushButton(tr("Apply")))
    , remove_(new QPushButton(tr("Remove")))
{
    setObjectName(QStringLiteral("ScriptPanel"));
    list_->setToolTip(tr("Select an entry to take the sandbox to its turn"));
    empty_->setWordWrap(true);
    turn_->setRange(1, 1'000'000);
    turn_->setKeyboardTracking(false);
    turn_->setToolTip(tr("The turn the entry plays in"));
    for (QSpinBox* box : {x_, y_}) {
        box->setRange(0, 4095);
        box->setToolTip(tr("The cell it aims at or goes to"));
    }
    apply_->setToolTip(tr("Move the entry to this turn (and cell): one undo step"));
    remove_->setToolTip(tr("Take the entry out of the script: one undo step"));
    auto* edit = new QHBoxLayout;
    edit->addWidget(new QLabel(tr("Turn")));
    edit->addWidget(turn_);
    edit->addWidget(new QLabel(tr("Cell")));
    edit->addWidget(x_);
    edit->addWidget(y_);
    edit->addWidget(apply_);
    edit->addStretch(1);
    edit->addWidget(remove_);
    auto* column = new QVBoxLayout(this);
    column->addWidget(empty_);
    column->addWidget(list_, 1);
    column->addLayout(edit);
    connect(scenario_, &ScenarioDocument::opened, this, &ScriptPanel::refresh);
    connect(scenario_, &ScenarioDocument::edited, this, &ScriptPanel::refresh);
    connect(scenario_, &ScenarioDocument::pathChanged, this, &ScriptPanel::refresh); // its name in the line above
    connect(list_, &QListWidget::currentRowChanged, this, &ScriptPanel::entryChosen);
    connect(apply_, &QPushButton::clicked, this, &ScriptPanel::apply);
    connect(remove_, &QPushButton::clicked, this, &ScriptPanel::removeSelected);
    refresh();
}

int ScriptPanel::selectedEntry() const
{
    const QListWidgetItem* item = list_->currentItem();
    return item ? item->data(kEntryRole).toInt() : -1;
}

void ScriptPanel::selectEntry(int index)
{
    for (int row = 0; row < list_->count(); ++row)
        if (list_->item(row)->data(kEntryRole).toInt() == index)
            list_->setCurrentRow(row);
}

void ScriptPanel::refresh()
{
    const int selected = reselect_ >= 0 ? reselect_ : selectedEntry();
    refreshing_ = true;
    list_->clear();
    const bool open = scenario_->isOpen();
    if (open) {
        const std::vector<ActionSpec>& script = scenario_->spec().script;
        // Listed in turn order; each row keeps its entry's place in the file.
        std::vector<int> order(script.size());
        for (std::size_t i = 0; i < order.size(); ++i)
            order[i] = static_cast<int>(i);
        std::ranges::stable_sort(order, {}, [&](int i) { return script[static_cast<std::size_t>(i)].turn; });
        for (const int i : order) {
            auto* row = new QListWidgetItem(entryText(script[static_cast<std::size_t>(i)]));
            row->setData(kEntryRole, i);
            list_->addItem(row);
        }
    }
    empty_->setText(!open ? tr("No scenario is open: File > New Scenario starts one.")
                    : list_->count() == 0
                        ? tr("The script is empty: play turns by hand and save the scenario to keep them here.")
                        : tr("%1 of %2: select one to go to its turn.")
                              .arg(list_->count() == 1 ? tr("1 entry") : tr("%1 entries").arg(list_->count()),
                                   scenario_->displayName()));
    refreshing_ = false;
    selectEntry(selected);
    entryChosen();
}

void ScriptPanel::entryChosen()
{
    const int index = selectedEntry();
    const bool any = index >= 0 && scenario_->isOpen();
    for (QWidget* w : std::initializer_list<QWidget*>{turn_, apply_, remove_})
        w->setEnabled(any);
    ActionSpec spec = any ? scenario_->spec().script[static_cast<std::size_t>(index)] : ActionSpec{};
    const std::optional<Cell>* cell = cellOf(spec);
    x_->setEnabled(cell != nullptr);
    y_->setEnabled(cell != nullptr);
    if (!any)
        return;
    const bool was = refreshing_;
    refreshing_ = true;
    turn_->setValue(static_cast<int>(spec.turn));
    if (cell) {
        x_->setValue((*cell)->x);
        y_->setValue((*cell)->y);
    }
    refreshing_ = was;
    // The sandbox shows the turn the entry played in.
    if (!refreshing_ && session_->isOpen()) {
        session_->goTo(spec.turn);
        if (session_->turn() < spec.turn) // not played that far yet (an edit starts again at 0)
            session_->run(spec.turn - session_->turn());
    }
}

void ScriptPanel::apply()
{
    editSelected(turn_->value(), x_->isEnabled() ? std::optional(Cell{x_->value(), y_->value()}) : std::nullopt);
}

bool ScriptPanel::moveSelectedTo(qint64 turn) { return editSelected(turn, std::nullopt); }

bool ScriptPanel::aimSelectedAt(int x, int y) { return editSelected(std::nullopt, Cell{x, y}); }

bool ScriptPanel::editSelected(std::optional<qint64> turn, std::optional<Cell> cell)
{
    const int index = selectedEntry();
    if (index < 0 || (turn && *turn < 1))
        return false;
    ScenarioSpec after = scenario_->spec();
    ActionSpec& entry = after.script[static_cast<std::size_t>(index)];
    const QString was = actionText(entry);
    std::optional<Cell>* aim = cellOf(entry);
    const bool moves = turn && entry.turn != *turn;
    const bool aims = cell && aim && **aim != *cell;
    if (!moves && !aims)
        return false;
    if (moves)
        entry.turn = *turn;
    if (aims)
        **aim = *cell;
    // The entry keeps the selection where the turn order puts it.
    std::vector<std::size_t> order(after.script.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::ranges::stable_sort(order, {}, [&](std::size_t i) { return after.script[i].turn; });
    std::vector<ActionSpec> sorted;
    for (const std::size_t i : order) {
        if (i == static_cast<std::size_t>(index))
            reselect_ = static_cast<int>(sorted.size());
        sorted.push_back(after.script[i]);
    }
    after.script = std::move(sorted);
    const QString name = moves && aims ? tr("Move \"%1\" to turn %2 at (%3,%4)").arg(was).arg(*turn).arg(cell->x).arg(cell->y)
                         : moves       ? tr("Move \"%1\" to turn %2").arg(was).arg(*turn)
                                       : tr("Aim \"%1\" at (%2,%3)").arg(was).arg(cell->x).arg(cell->y);
    scenario_->change(after, name);
    reselect_ = -1;
    return true;
}

bool ScriptPanel::removeSelected()
{
    const int index = selectedEntry();
    if (index < 0)
        return false;
    ScenarioSpec after = scenario_->spec();
    const ActionSpec entry = after.script[static_cast<std::size_t>(index)];
    after.script.erase(after.script.begin() + index);
    scenario_->change(after, tr("Remove \"%1\" from the script").arg(entryText(entry)));
    return true;
}

} // namespace rb
