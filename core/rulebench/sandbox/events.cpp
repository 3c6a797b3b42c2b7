#include "rulebench/sandbox/events.h"

#include "rulebench/content/build.h"
#include "rulebench/content/fact_build.h"

namespace rb {

bool operator==(const WorldEvent& a, const WorldEvent& b)
{
    return a.kind == b.kind && a.who == b.who && a.other == b.other && a.action == b.action && a.text == b.text
        && a.from == b.from && a.at == b.at && a.actorKind == b.actorKind && a.faction == b.faction
        && a.damageKind == b.damageKind && a.hasDamageKind == b.hasDamageKind && a.amount == b.amount && a.raw == b.raw
        && a.status == b.status && a.statusEvent == b.statusEvent && a.fact.kind == b.fact.kind
        && a.fact.subject == b.fact.subject && a.fact.object == b.fact.object && a.fact.amount == b.fact.amount
        && a.counter.counter == b.counter.counter && a.counter.value == b.counter.value && a.quest == b.quest
        && a.aboutActor == b.aboutActor && a.item == b.item && a.prop == b.prop && a.cells == b.cells && a.look == b.look;
}

namespace {
std::string cellText(Cell c) { return "(" + std::to_string(c.x) + "," + std::to_string(c.y) + ")"; }

// " kinetic", or nothing for harm of no kind (fire where the content has no
// "thermal", a mend).
std::string kindName(const Definitions& defs, const WorldEvent& e)
{
    if (!e.hasDamageKind)
        return {};
    return " " + defs.damageKinds[e.damageKind].name;
}

std::string statusName(const Definitions& defs, StatusId s)
{
    return s.value < defs.statuses.size() ? defs.statuses[s].name : "?";
}

// A fact's subject or object by name when its registry is wired, else the number.
std::string factSideText(const Definitions& defs, std::optional<FactRegistry> r, FactValue v)
{
    if (r)
        if (auto names = factRegistryEntries(defs, *r); names && v < names->size())
            return (*names)[v];
    return std::to_string(v);
}

std::string questName(const Definitions& defs, QuestId q) { return defs.quests[q].name; }
} // namespace

std::string eventText(const Definitions& defs, const WorldEvent& e)
{
    using K = WorldEvent::Kind;
    switch (e.kind) {
    case K::Moved:
        return "move " + e.who + " " + cellText(e.from) + " -> " + cellText(e.at)
            + (e.action == "effect" ? " (" + e.text + ")" : std::string());
    case K::Waited: return "wait " + e.who;
    case K::Attacked:
        return "attack " + e.who + " -> " + e.other + ": " + e.text + kindName(defs, e) + " rolled "
            + std::to_string(e.amount);
    case K::Refused:
        return "refused " + e.action + (e.who.empty() ? std::string() : " " + e.who) + ": " + e.text;
    case K::Placed:
        return "place " + e.who + " (" + (e.prop ? defs.props[*e.prop].name : defs.actors[e.actorKind].name) + ") at "
            + cellText(e.at);
    case K::Removed: return "remove " + e.who + " from " + cellText(e.at);
    case K::Damage: {
        const std::string by = e.other.empty() ? std::string() : " by " + e.other;
        if (e.raw < 0)
            return "mend " + e.who + " " + std::to_string(-e.amount) + kindName(defs, e) + by + " (" + e.text + ")";
        std::string why = e.text;
        if (e.raw != e.amount) {
            why += ": " + std::to_string(e.raw) + " less " + std::to_string(e.raw - e.amount);
            if (e.hasDamageKind)
                if (const auto& stat = defs.damageKinds[e.damageKind].reducedBy)
                    why += " " + defs.stats[*stat].name;
        }
        return "damage " + e.who + " " + std::to_string(e.amount) + kindName(defs, e) + by + " (" + why + ")";
    }
    case K::Status: {
        const StatusEvent& s = e.statusEvent;
        std::string text = std::string(toString(s.change)) + " " + statusName(defs, s.status) + " on " + e.who;
        switch (s.change) {
        case StatusChange::AppliedFresh:
        case StatusChange::Stacked:
            text += " for " + std::to_string(s.turnsLeft) + (s.turnsLeft == 1 ? " turn" : " turns");
            break;
        case StatusChange::Refreshed:
        case StatusChange::Extended:
            text += ": " + std::to_string(s.turnsBefore) + " -> " + std::to_string(s.turnsLeft) + " turns";
            break;
        default: break;
        }
        if (s.instance != 0 && (s.change == StatusChange::Stacked || s.change == StatusChange::Expired
                                || s.change == StatusChange::Cured))
            text += " (instance " + std::to_string(s.instance) + ")";
        if (!e.other.empty() && s.change != StatusChange::Expired && s.change != StatusChange::Cured)
            text += " by " + e.other;
        return text;
    }
    case K::Lingering: return "lingering effect " + std::to_string(e.amount) + " on " + e.who + " ended (" + e.text + ")";
    case K::FireCaught: return "fire caught at " + cellText(e.at);
    case K::FireOut: return "fire out at " + cellText(e.at);
    case K::Death: return "death " + e.who + (e.other.empty() ? std::string() : " by " + e.other);
    case K::FactFed: {
        const FactKindDef& k = defs.factKinds[e.fact.kind];
        std::string text = "fact " + k.name;
        if (e.fact.subject)
            text += " subject " + factSideText(defs, k.subject, *e.fact.subject);
        if (e.fact.object)
            text += " object " + factSideText(defs, k.object, *e.fact.object);
        if (e.fact.amount != 1)
            text += " amount " + std::to_string(e.fact.amount);
        return text;
    }
    case K::Counter:
        return "counter " + defs.counters[e.counter.counter].name + " = " + std::to_string(e.counter.value);
    case K::Quest: {
        const QuestChange& q = e.quest;
        const std::string name = "\"" + questName(defs, q.quest) + "\"";
        switch (q.kind) {
        case QuestChange::Kind::Progress: {
            const auto& objective = defs.quests[q.quest].objectives[q.objective];
            return "quest " + name + " objective " + std::to_string(q.objective + 1) + ": "
                + std::to_string(q.progress) + "/" + std::to_string(objective.need.n);
        }
        case QuestChange::Kind::ObjectiveDone:
            return "quest " + name + " objective " + std::to_string(q.objective + 1) + " done";
        case QuestChange::Kind::QuestDone: return "quest " + name + " done" + (q.victory ? " (victory)" : "");
        case QuestChange::Kind::QuestOpened: return "quest " + name + " opened";
        }
        return "quest " + name;
    }
    case K::EncounterEnded: return "encounter " + std::to_string(e.amount) + " ended";
    case K::Used: return "use " + e.who + ": " + e.text;
    case K::Thrown: return "throw " + e.who + ": " + e.text + " at " + cellText(e.at);
    case K::PickedUp: return "pick up " + e.who + ": " + e.text + " at " + cellText(e.at);
    case K::Wore: return "wear " + e.who + ": " + e.text;
    case K::TookOff: return "take off " + e.who + ": " + e.text;
    case K::Triggered:
        return std::string(e.raw ? "remnant of " : "trigger ") + e.who + " on " + e.action + " at " + cellText(e.at)
            + (e.other.empty() ? std::string() : " by " + e.other) + ": " + std::to_string(e.cells.size())
            + (e.cells.size() == 1 ? " cell, " : " cells, ") + std::to_string(e.amount)
            + (e.amount == 1 ? " target" : " targets");
    case K::ChargeSpent:
        return "charge spent " + e.who + ": " + std::to_string(e.amount) + " left" + (e.raw ? ", used up" : "");
    case K::Cue:
        return "cue " + e.look.glyph + (e.look.color.empty() ? std::string() : " " + e.look.color) + " over "
            + std::to_string(e.cells.size()) + (e.cells.size() == 1 ? " cell" : " cells");
    case K::Granted: return "lingering effect " + std::to_string(e.amount) + " on " + e.who + " granted (" + e.text + ")";
    case K::Ignited: return "ignite " + cellText(e.at) + " for " + std::to_string(e.amount) + (e.amount == 1 ? " turn" : " turns");
    case K::GasEmitted: return "gas " + e.text + " " + std::to_string(e.amount) + " at " + cellText(e.at);
    case K::Destroyed: return "destroyed " + e.who + (e.other.empty() ? std::string() : " by " + e.other);
    }
    return "?";
}

std::string eventKey(const Definitions& defs, const WorldEvent& e)
{
    using K = WorldEvent::Kind;
    const std::string at = e.who.empty() ? std::string() : "@" + e.who;
    switch (e.kind) {
    case K::Moved: return "moved" + at;
    case K::Waited: return "waited" + at;
    case K::Attacked: return "attack" + at;
    case K::Refused: return "refused:" + e.action + at;
    case K::Placed: return "placed" + at;
    case K::Removed: return "removed" + at;
    case K::Damage: {
        const std::string kind = kindName(defs, e);
        return std::string(e.raw < 0 ? "mended" : "damage") + (kind.empty() ? std::string() : ":" + kind.substr(1)) + at;
    }
    case K::Status: {
        const StatusChange c = e.statusEvent.change;
        const std::string word = c == StatusChange::AppliedFresh ? "applied" : std::string(toString(c));
        return word + ":" + statusName(defs, e.statusEvent.status) + at;
    }
    case K::Lingering: return "lingering:" + e.text + at;
    case K::FireCaught: return "fire-caught@" + std::to_string(e.at.x) + "," + std::to_string(e.at.y);
    case K::FireOut: return "fire-out@" + std::to_string(e.at.x) + "," + std::to_string(e.at.y);
    case K::Death: return "death" + at;
    case K::FactFed: return "fact:" + defs.factKinds[e.fact.kind].name;
    case K::Counter: return "counter:" + defs.counters[e.counter.counter].name;
    case K::Quest: {
        const std::string name = questName(defs, e.quest.quest);
        switch (e.quest.kind) {
        case QuestChange::Kind::Progress: return "progress:" + name;
        case QuestChange::Kind::ObjectiveDone: return "objective:" + name;
        case QuestChange::Kind::QuestDone: return "quest:" + name;
        case QuestChange::Kind::QuestOpened: return "opened:" + name;
        }
        return "quest:" + name;
    }
    case K::EncounterEnded: return "encounter-ended";
    case K::Used: return "used:" + e.text + at;
    case K::Thrown: return "thrown:" + e.text + at;
    case K::PickedUp: return "picked-up:" + e.text + at;
    case K::Wore: return "wore:" + e.text + at;
    case K::TookOff: return "took-off:" + e.text + at;
    case K::Triggered: return "trigger:" + e.action + at;
    case K::ChargeSpent: return std::string(e.raw ? "used-up" : "spent") + at;
    case K::Cue: return "cue";
    case K::Granted: return "granted:" + e.text + at;
    case K::Ignited: return "ignited@" + std::to_string(e.at.x) + "," + std::to_string(e.at.y);
    case K::GasEmitted: return "gas:" + e.text + "@" + std::to_string(e.at.x) + "," + std::to_string(e.at.y);
    case K::Destroyed: return "destroyed" + at;
    }
    return "?";
}

} // namespace rb
