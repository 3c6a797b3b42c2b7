#include "sandbox/sandbox_watch.h"

#include "common/qt_strings.h"
#include "sandbox/sandbox_session.h"

#include "rulebench/stats/describe.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <map>

namespace rb {

namespace {
constexpr int kTurnsShown = 12; // the last turns' values in the row; every turn in the tooltip
const QColor kChanged(255, 236, 170);

// An actor's values of one stat by turn up to the present, from the history's samples.
std::map<std::int64_t, std::int64_t> valuesOf(const History& history, const std::string& actor, StatId stat)
{
    std::map<std::int64_t, std::int64_t> out;
    if (const StatSeries* series = history.stats().find(actor, stat))
        series->forEach(history.startTurn(), history.turn(), [&](std::int64_t t, std::int64_t v) { out[t] = v; });
    return out;
}

QString turnsText(const std::map<std::int64_t, std::int64_t>& values, std::int64_t upTo, int last)
{
    QStringList parts;
    for (auto it = values.begin(); it != values.end(); ++it)
        if (it->first <= upTo)
            parts << QString::number(it->second);
    if (last > 0 && parts.size() > last)
        parts = QStringList{QStringLiteral("…")} + parts.mid(parts.size() - last);
    return parts.join(QStringLiteral(" → "));
}
} // namespace

StatWatch::StatWatch(SandboxSession* session, QWidget* parent)
    : QWidget(parent)
    , session_(session)
    , actor_(new QComboBox)
    , stat_(new QComboBox)
    , watch_(new QPushButton(tr("Watch")))
    , unwatch_(new QPushButton(tr("Stop watching")))
    , table_(new QTreeWidget)
{
    table_->setColumnCount(ColumnCount);
    table_->setHeaderLabels({tr("Actor"), tr("Stat"), tr("Now"), tr("Change"), tr("Each turn"), tr("Why")});
    table_->setRootIsDecorated(false);
    table_->setUniformRowHeights(true);
    table_->header()->setStretchLastSection(true);
    table_->setToolTip(tr("Pinned stats: the value each turn, the change on the current turn (highlighted) and why"));
    watch_->setToolTip(tr("Pin the chosen actor's stat to the watch list (also from the inspector's stats, right-click)"));
    auto* row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("Watch")));
    row->addWidget(actor_, 1);
    row->addWidget(stat_, 1);
    row->addWidget(watch_);
    row->addWidget(unwatch_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(row);
    layout->addWidget(table_, 1);
    connect(watch_, &QPushButton::clicked, this, [this] { pin(actor_->currentText(), stat_->currentText()); });
    connect(unwatch_, &QPushButton::clicked, this, [this] {
        if (QTreeWidgetItem* item = table_->currentItem())
            unpin(item->text(ActorColumn), item->text(StatColumn));
    });
    session_->observe(this, &StatWatch::refreshChoices, &StatWatch::refresh);
    refreshChoices();
}

void StatWatch::pin(const QString& actor, const QString& stat)
{
    if (actor.isEmpty() || stat.isEmpty() || std::find(pins_.begin(), pins_.end(), std::pair{actor, stat}) != pins_.end())
        return;
    pins_.emplace_back(actor, stat);
    refresh();
}

void StatWatch::unpin(const QString& actor, const QString& stat)
{
    std::erase(pins_, std::pair{actor, stat});
    refresh();
}

// Another scenario or new content: the boxes offer what it has; pins it lacks show as gone.
void StatWatch::refreshChoices()
{
    const Session* session = session_->session();
    const QString actor = actor_->currentText(), stat = stat_->currentText();
    actor_->clear();
    stat_->clear();
    if (session) {
        for (const WorldActor& a : session->world().actors())
            actor_->addItem(toQ(a.id));
        for (const StatDef& s : session->definitions()->stats)
            stat_->addItem(toQ(s.name));
    }
    actor_->setCurrentIndex(std::max(0, actor_->findText(actor)));
    stat_->setCurrentIndex(std::max(0, stat_->findText(stat)));
    refresh();
}

void StatWatch::refresh()
{
    table_->clear();
    const auto played = session_->played();
    if (!played)
        return;
    const auto& [session, history, defs] = *played;
    const std::int64_t turn = session.turn();
    for (const auto& [actorId, statName] : pins_) {
        auto* item = new QTreeWidgetItem(table_, {actorId, statName});
        const std::optional<StatId> stat = defs.stats.find(fromQ(statName));
        const WorldActor* actor = session.world().actor(fromQ(actorId));
        if (!stat || !actor) {
            item->setText(WhyColumn, tr("not in this scenario or content"));
            continue;
        }
        const auto values = valuesOf(history, fromQ(actorId), *stat);
        const std::int64_t now = session.world().value(*actor, *stat);
        const auto before = values.find(turn - 1);
        const std::int64_t change = before == values.end() ? 0 : now - before->second;
        item->setText(NowColumn, QString::number(now));
        item->setText(ChangeColumn, change == 0 ? QString() : (change > 0 ? QStringLiteral("+%1") : QStringLiteral("%1")).arg(change));
        item->setText(EachTurnColumn, turnsText(values, turn, kTurnsShown));
        item->setToolTip(EachTurnColumn, tr("Turn %1 on: %2").arg(values.empty() ? 0 : values.begin()->first).arg(turnsText(values, turn, 0)));
        const std::vector<std::string> why = describe(Evaluator(defs.stats, actor->holder).explain(*stat), actor->holder, defs);
        QStringList lines;
        for (const std::string& line : why)
            lines << toQ(line);
        item->setText(WhyColumn, lines.join(QStringLiteral("; ")));
        item->setToolTip(WhyColumn, lines.join(QLatin1Char('\n')));
        if (change != 0)
            for (int c = 0; c < ColumnCount; ++c)
                item->setBackground(c, kChanged);
    }
    for (int c = 0; c < WhyColumn; ++c)
        table_->resizeColumnToContents(c);
}

} // namespace rb
