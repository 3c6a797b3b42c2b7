#include "sandbox/sandbox_action_choices.h"

#include "common/qt_strings.h"

#include "rulebench/definitions/definitions.h"
#include "rulebench/world/world.h"

#include <QCoreApplication>

#include <algorithm>

namespace rb {

namespace {
using F = ActionField;
using K = Action::Kind;

// The kinds whose optional fields are alternatives, an entry for each.
struct Alternative {
    K kind;
    F choice;
    const char* label;
};
constexpr Alternative kAlternatives[] = {
    {K::Move, F::Dir, QT_TRANSLATE_NOOP("ActionPicker", "move a step")},
    {K::Move, F::To, QT_TRANSLATE_NOOP("ActionPicker", "move to a cell")},
    {K::Place, F::Actor, QT_TRANSLATE_NOOP("ActionPicker", "place an actor")},
    {K::Place, F::Prop, QT_TRANSLATE_NOOP("ActionPicker", "place a prop")},
};

std::vector<PickerEntry> makeEntries()
{
    std::vector<PickerEntry> entries;
    for (const ActionRow& row : actionRows()) {
        if (row.takes(F::Fact))
            continue; // the Quests tab feeds facts
        bool split = false;
        for (const Alternative& a : kAlternatives)
            if (a.kind == row.kind) {
                entries.push_back({row.kind, a.choice, QCoreApplication::translate("ActionPicker", a.label)});
                split = true;
            }
        if (!split)
            entries.push_back({row.kind, std::nullopt, toQ(row.word)});
    }
    return entries;
}

// Item kinds with how many copies, in the order first met.
std::vector<std::pair<ItemId, int>> countKinds(const std::vector<ItemId>& copies)
{
    std::vector<std::pair<ItemId, int>> counts;
    for (ItemId kind : copies) {
        auto it = std::find_if(counts.begin(), counts.end(), [&](const auto& c) { return c.first == kind; });
        if (it == counts.end())
            counts.push_back({kind, 1});
        else
            ++it->second;
    }
    return counts;
}

std::vector<ThingChoice> itemChoices(Action::Kind kind, const World& world, const WorldActor& actor)
{
    std::vector<ItemId> copies;
    if (kind == K::PickUp) {
        for (const FloorItem& f : world.floorItems())
            if (f.at == actor.at)
                copies.push_back(f.item.kind);
    } else {
        for (const WorldItem& i : actor.items)
            copies.push_back(i.kind);
    }
    std::vector<ThingChoice> out;
    for (const auto& [item, count] : countKinds(copies)) {
        // Thrown at its own cell, an item in hand is always in range and in line.
        const Action probe = kind == K::Throw ? Action::throwAt(actor.id, item, actor.at)
                                              : Action::withItem(kind, actor.id, item);
        if (!actionRow(kind).whyNot(world, probe))
            out.push_back({world.definitions().items[item].name, count});
    }
    return out;
}
// The abilities `actor` knows that it could cast now: aimed at its own cell,
// or at itself, nothing but its cooldown and cost can refuse.
std::vector<ThingChoice> abilityChoices(const World& world, const WorldActor& actor)
{
    const Definitions& defs = world.definitions();
    std::vector<ThingChoice> out;
    for (AbilityId id : defs.actors[actor.kind].abilities) {
        const AbilityDef& ability = defs.abilities[id];
        const Action probe = ability.aim == Aim::Cell    ? Action::castAt(actor.id, id, actor.at)
                             : ability.aim == Aim::Actor ? Action::castOn(actor.id, id, actor.id)
                                                         : Action::cast(actor.id, id);
        if (!world.whyNot(probe))
            out.push_back({ability.name});
    }
    return out;
}
} // namespace

std::vector<ActionField> PickerEntry::fields() const
{
    const ActionRow& row = actionRow(kind);
    std::vector<ActionField> out(row.required.begin(), row.required.end());
    if (choice)
        out.push_back(*choice);
    else
        out.insert(out.end(), row.optional.begin(), row.optional.end());
    return out;
}

bool PickerEntry::takes(ActionField field) const
{
    const ActionRow& row = actionRow(kind);
    return row.required.has(field) || (choice ? *choice == field : row.optional.has(field));
}

const std::vector<PickerEntry>& pickerEntries()
{
    static const std::vector<PickerEntry> entries = makeEntries();
    return entries;
}

std::vector<std::string> whoChoices(const PickerEntry& entry, const World& world)
{
    std::vector<std::string> ids;
    for (const WorldActor& a : world.actors())
        ids.push_back(a.id);
    if (entry.kind == K::Remove)
        for (const WorldProp& p : world.props())
            ids.push_back(p.id);
    return ids;
}

std::vector<ThingChoice> thingChoices(const PickerEntry& entry, const World& world, const WorldActor* actor)
{
    const Definitions& defs = world.definitions();
    std::vector<ThingChoice> out;
    if (entry.takes(F::Actor))
        for (const ActorDef& a : defs.actors)
            out.push_back({a.name});
    else if (entry.takes(F::Prop))
        for (const PropDef& p : defs.props)
            out.push_back({p.name});
    else if (entry.takes(F::Item) && actor)
        out = itemChoices(entry.kind, world, *actor);
    else if (entry.takes(F::Duration))
        for (const DurationDef& d : defs.durations.registered())
            out.push_back({d.name});
    else if (entry.takes(F::Ability) && actor && actor->alive)
        out = abilityChoices(world, *actor);
    return out;
}

QString whyNothingToCast(const World& world, const WorldActor& actor)
{
    const Definitions& defs = world.definitions();
    QStringList why;
    for (AbilityId id : defs.actors[actor.kind].abilities) {
        const AbilityDef& ability = defs.abilities[id];
        const std::int64_t left = world.cooldownLeft(actor, id);
        const Action probe = ability.aim == Aim::Cell    ? Action::castAt(actor.id, id, actor.at)
                             : ability.aim == Aim::Actor ? Action::castOn(actor.id, id, actor.id)
                                                         : Action::cast(actor.id, id);
        if (left > 0)
            why << QObject::tr("%1 in %2").arg(toQ(ability.name), counted(left, QObject::tr("turn"), QObject::tr("turns")));
        else if (const std::optional<std::string> reason = world.whyNot(probe))
            why << QObject::tr("%1: %2").arg(toQ(ability.name), toQ(*reason));
    }
    return why.isEmpty() ? QObject::tr("knows no ability") : why.join(QStringLiteral("; "));
}

std::string freshId(std::string_view kindName, const World& world, const std::vector<ActionSpec>& queued)
{
    std::string base(kindName);
    std::replace(base.begin(), base.end(), ' ', '-');
    const auto taken = [&](const std::string& id) {
        return world.actor(id) || world.prop(id) || std::any_of(queued.begin(), queued.end(), [&](const ActionSpec& s) {
                   return s.id == id && parseActionKind(s.action) == K::Place;
               });
    };
    for (int n = 1;; ++n) {
        std::string id = n == 1 ? base : base + std::to_string(n);
        if (!taken(id))
            return id;
    }
}

QString actionText(const ActionSpec& s)
{
    const auto text = [](const std::optional<std::string>& x) { return x ? toQ(*x) : QStringLiteral("?"); };
    // As the log writes cells.
    const auto cell = [](const std::optional<Cell>& c) {
        return c ? QStringLiteral("(%1,%2)").arg(c->x).arg(c->y) : QStringLiteral("?");
    };
    const QString word = toQ(s.action);
    const QString who = s.id ? toQ(*s.id) : QString();
    const std::optional<K> kind = parseActionKind(s.action);
    switch (kind.value_or(K::Wait)) {
    case K::Move:
        return s.to ? QStringLiteral("move %1 to %2").arg(who, cell(s.to)) : QStringLiteral("move %1 %2").arg(who, text(s.dir));
    case K::Throw: return QStringLiteral("throw %1: %2 at %3").arg(text(s.item), who, cell(s.at));
    case K::Use:
    case K::PickUp:
    case K::Wear:
    case K::TakeOff: return QStringLiteral("%1 %2: %3").arg(word, text(s.item), who);
    case K::Attack: return QStringLiteral("attack %1 → %2").arg(who, text(s.target));
    case K::Cast:
        if (s.at)
            return QStringLiteral("cast %1: %2 at %3").arg(text(s.ability), who, cell(s.at));
        return s.target ? QStringLiteral("cast %1: %2 on %3").arg(text(s.ability), who, text(s.target))
                        : QStringLiteral("cast %1: %2").arg(text(s.ability), who);
    case K::Afflict: {
        // How long and who is credited, as the queue would otherwise hide them.
        QString afflict = QStringLiteral("afflict %1: %2").arg(text(s.status), who);
        if (s.turns)
            afflict += QObject::tr(" for %1").arg(counted(*s.turns, QObject::tr("turn"), QObject::tr("turns")));
        if (s.by)
            afflict += QObject::tr(" by %1").arg(toQ(*s.by));
        return afflict;
    }
    case K::Cure: {
        QString cure = QStringLiteral("%1 %2: %3").arg(word, text(s.status), who);
        if (s.instances)
            cure += QObject::tr(" (the oldest %1)").arg(counted(*s.instances, QObject::tr("instance"), QObject::tr("instances")));
        return cure;
    }
    case K::Place: return QStringLiteral("place %1 %2 at %3").arg(text(s.prop ? s.prop : s.actor), who, cell(s.at));
    case K::Feed: return QStringLiteral("feed %1").arg(s.fact ? toQ(s.fact->kind) : QStringLiteral("a fact"));
    case K::EndEncounter: return word;
    case K::EndDuration: return QStringLiteral("end duration %1").arg(text(s.duration));
    case K::Wait:
    case K::Remove: break;
    }
    return who.isEmpty() ? word : word + QLatin1Char(' ') + who;
}

} // namespace rb
