#include "sandbox/sandbox_actor_list.h"

#include "common/qt_strings.h"
#include "sandbox/sandbox_session.h"

#include "rulebench/definitions/definitions.h"
#include "rulebench/world/world.h"

#include <QHeaderView>

#include <algorithm>

namespace rb {

namespace {
// "plate armour" or "2 frag grenade, healing draught": the worn or the carried items.
QString itemsText(const WorldActor& a, const Definitions& defs, bool worn)
{
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
}

// "wears plate armour; carries 2 frag grenade, healing draught"
QString carriedText(const WorldActor& a, const Definitions& defs)
{
    QStringList parts;
    if (const QString worn = itemsText(a, defs, true); !worn.isEmpty())
        parts << QObject::tr("wears %1").arg(worn);
    if (const QString carried = itemsText(a, defs, false); !carried.isEmpty())
        parts << QObject::tr("carries %1").arg(carried);
    return parts.join(QStringLiteral("; "));
}

// "ranged, flees below 40%; fireball in 2 turns": how it acts on its own and
// what it knows, each ability ready or not.
QString actsText(const World& world, const WorldActor& a)
{
    const Definitions& defs = world.definitions();
    QString acts = toQ(toString(a.behaviour.act));
    if (a.behaviour.fleeBelow)
        acts += QObject::tr(", flees below %1%").arg(*a.behaviour.fleeBelow);
    QStringList known;
    for (AbilityId id : defs.actors[a.kind].abilities) {
        const std::int64_t left = world.cooldownLeft(a, id);
        known << (left > 0 ? QObject::tr("%1 in %2").arg(toQ(defs.abilities[id].name), counted(left, QObject::tr("turn"), QObject::tr("turns")))
                           : QObject::tr("%1 ready").arg(toQ(defs.abilities[id].name)));
    }
    return known.isEmpty() ? acts : acts + QStringLiteral("; ") + known.join(QStringLiteral(", "));
}

QStringList actorRow(const World& world, const WorldActor& a)
{
    const Definitions& defs = world.definitions();
    QString badges;
    for (const StatusInstance& s : a.holder.statuses.instances()) {
        const StatusDef& def = defs.statuses[s.status];
        badges += def.badge.empty() ? toQ(def.name).left(1) : toQ(def.badge);
    }
    QStringList stats;
    for (std::uint32_t i = 0; i < defs.stats.size() && i < 3; ++i) // the first stats are the key ones
        stats << QStringLiteral("%1 %2").arg(toQ(defs.stats[StatId{i}].name)).arg(world.value(a, StatId{i}));
    return {toQ(a.id), toQ(defs.actors[a.kind].name) + (a.alive ? QString() : QObject::tr(" (dead)")),
            QStringLiteral("%1,%2").arg(a.at.x).arg(a.at.y), badges, carriedText(a, defs), stats.join(QStringLiteral(", ")),
            actsText(world, a)};
}
} // namespace

ActorList::ActorList(SandboxSession* session, QWidget* parent)
    : QTreeWidget(parent)
    , session_(session)
{
    setHeaderLabels({tr("Actor"), tr("Kind"), tr("At"), tr("Statuses"), tr("Wears and carries"), tr("Stats"),
                     tr("Acts and knows")});
    setRootIsDecorated(false);
    header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    connect(this, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) {
        if (item)
            session_->choose(item->text(0));
    });
    session_->observe(this, &ActorList::refresh);
    connect(session_, &SandboxSession::chosenChanged, this, &ActorList::showChosen);
    refresh();
}

void ActorList::showChosen()
{
    const QSignalBlocker block(this);
    setCurrentItem(nullptr);
    for (int i = 0; i < topLevelItemCount(); ++i)
        if (topLevelItem(i)->text(0) == session_->chosen())
            setCurrentItem(topLevelItem(i));
}

void ActorList::refresh()
{
    const Session* session = session_->session();
    if (!session)
        return;
    const World& world = session->world();
    const Definitions& defs = world.definitions();
    const QSignalBlocker block(this);
    clear();
    for (const WorldActor& a : world.actors()) {
        auto* row = new QTreeWidgetItem(this, actorRow(world, a));
        for (int c = 0; c < row->columnCount(); ++c)
            row->setToolTip(c, row->text(c));
    }
    // Props after the actors, greyed: they have no statuses, only health.
    for (const WorldProp& p : world.props()) {
        auto* row = new QTreeWidgetItem(this, {toQ(p.id), tr("%1 (prop)").arg(toQ(defs.props[p.kind].name)),
                                               QStringLiteral("%1,%2").arg(p.at.x).arg(p.at.y), QString(), QString(),
                                               p.health ? tr("health %1").arg(*p.health) : QString(), QString()});
        for (int c = 0; c < row->columnCount(); ++c)
            row->setForeground(c, palette().color(QPalette::Disabled, QPalette::Text));
    }
    showChosen();
}

} // namespace rb
