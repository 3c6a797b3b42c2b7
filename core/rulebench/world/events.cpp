#include "rulebench/world/events.h"

#include "rulebench/content/build.h"
#include "rulebench/content/fact_build.h"
#include "rulebench/world/actions.h"

#include <algorithm>

namespace rb {

bool operator==(const WorldEvent& a, const WorldEvent& b)
{
    return a.kind == b.kind && a.who == b.who && a.other == b.other && a.action == b.action && a.text == b.text
        && a.from == b.from && a.at == b.at && a.actorKind == b.actorKind && a.faction == b.faction
        && a.damageKind == b.damageKind && a.hasDamageKind == b.hasDamageKind && a.amount == b.amount && a.raw == b.raw
        && a.how == b.how && a.status == b.status && a.statusEvent == b.statusEvent && a.fact.kind == b.fact.kind
        && a.fact.subject == b.fact.subject && a.fact.object == b.fact.object && a.fact.amount == b.fact.amount
        && a.counter.counter == b.counter.counter && a.counter.value == b.counter.value && a.quest == b.quest
        && a.aboutActor == b.aboutActor && a.item == b.item && a.prop == b.prop && a.cells == b.cells && a.look == b.look
        && a.ability == b.ability && a.decision == b.decision;
}

std::string_view toString(Decision::Choice c)
{
    switch (c) {
    case Decision::Choice::Attack: return "attack";
    case Decision::Choice::Approach: return "approach";
    case Decision::Choice::Flee: return "flee";
    case Decision::Choice::Cast: return "cast";
    case Decision::Choice::Throw: return "throw";
    case Decision::Choice::Hold: return "hold";
    }
    return "hold";
}

std::string cellText(Cell c) { return "(" + std::to_string(c.x) + "," + std::to_string(c.y) + ")"; }

namespace {
// A cell in a breakpoint key: "3,4".
std::string cellKey(Cell c) { return std::to_string(c.x) + "," + std::to_string(c.y); }

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
// What an action did, led by its word ("pick up hero: rock at (2,3)").
std::string actionEventText(const Definitions& defs, const WorldEvent& e, std::string_view word)
{
    using K = WorldEvent::Kind;
    const std::string head = std::string(word) + " " + e.who;
    switch (e.kind) {
    case K::Moved:
        return head + " " + cellText(e.from) + " -> " + cellText(e.at) + (e.action == "effect" ? " (" + e.text + ")" : std::string());
    case K::Attacked:
        return head + " -> " + e.other + ": " + e.text + kindName(defs, e) + " rolled " + std::to_string(e.amount);
    case K::Placed:
        return head + " (" + (e.prop ? defs.props[*e.prop].name : defs.actors[e.actorKind].name) + ") at " + cellText(e.at);
    case K::Removed: return head + " from " + cellText(e.at);
    case K::Thrown:
    case K::PickedUp: return head + ": " + e.text + " at " + cellText(e.at);
    case K::Used:
    case K::Wore:
    case K::TookOff: return head + ": " + e.text;
    case K::Cast: return head + ": " + e.text + (e.other.empty() ? " at " + cellText(e.at) : " on " + e.other);
    default: return head;
    }
}

std::string stepsText(std::int64_t n) { return std::to_string(n) + (n == 1 ? " step" : " steps"); }

// Why a behaviour chose what it did: "rat moves e toward hero: nearest hostile, 3 steps".
std::string decisionText(const Definitions& defs, const WorldEvent& e)
{
    using C = Decision::Choice;
    using W = Decision::Why;
    const Decision& d = e.decision;
    const std::string dir(directionName(d.dx, d.dy));
    switch (d.choice) {
    case C::Attack: return e.who + " attacks " + e.other + ": next to it";
    case C::Approach: return e.who + " moves " + dir + " toward " + e.other + ": nearest hostile, " + stepsText(d.steps);
    case C::Flee:
        return e.who + " flees " + dir + " from " + e.other + ": below " + std::to_string(d.fleeBelow)
            + "% of its starting health, " + stepsText(d.steps) + " away";
    case C::Cast:
    case C::Throw: {
        const std::string what = d.choice == C::Cast ? (e.ability ? defs.abilities[*e.ability].name : std::string("?"))
                                                     : (d.item ? defs.items[*d.item].name : std::string("?"));
        const std::string where = e.other.empty() ? " at " + cellText(e.at) : " on " + e.other;
        const auto count = [](std::int64_t n, const char* one, const char* many) {
            return std::to_string(n) + " " + (n == 1 ? one : many);
        };
        const std::string why = d.helps ? count(d.hostiles, "ally", "allies") + " helped"
                                        : count(d.hostiles, "hostile", "hostiles") + " hit, " + count(d.allies, "ally", "allies");
        return e.who + (d.choice == C::Cast ? " casts " : " throws ") + what + where + ": " + why;
    }
    case C::Hold:
        switch (d.why) {
        case W::InReach: return e.who + " holds: " + e.other + " within reach (" + stepsText(d.steps) + "), nothing to use";
        case W::Blocked: return e.who + " holds: every step " + (e.other.empty() ? std::string("it could take") : "toward " + e.other) + " is taken";
        default: return e.who + " holds: no hostile it can reach";
        }
    }
    return e.who + " holds";
}

// How it was dealt and by what: "blow", "tick of scorched", "effect of bomb", "fire".
std::string dealtText(const WorldEvent& e)
{
    const std::string how(wordOf(kDamageHows, e.how));
    return e.text.empty() ? how : how + " of " + e.text;
}

std::string damageText(const Definitions& defs, const WorldEvent& e)
{
    const std::string by = e.other.empty() ? std::string() : " by " + e.other;
    if (e.raw < 0)
        return "mend " + e.who + " " + std::to_string(-e.amount) + kindName(defs, e) + by + " (" + dealtText(e) + ")";
    std::string why = dealtText(e);
    if (e.raw != e.amount) {
        why += ": " + std::to_string(e.raw) + " less " + std::to_string(e.raw - e.amount);
        if (e.hasDamageKind)
            if (const auto& stat = defs.damageKinds[e.damageKind].reducedBy)
                why += " " + defs.stats[*stat].name;
    }
    return "damage " + e.who + " " + std::to_string(e.amount) + kindName(defs, e) + by + " (" + why + ")";
}

std::string statusText(const Definitions& defs, const WorldEvent& e)
{
    const StatusEvent& s = e.statusEvent;
    const auto turns = [](std::int64_t n) { return std::to_string(n) + (n == 1 ? " turn" : " turns"); };
    std::string text = std::string(toString(s.change)) + " " + statusName(defs, s.status) + " on " + e.who;
    switch (s.change) {
    case StatusChange::AppliedFresh:
    case StatusChange::Stacked: text += " for " + turns(s.turnsLeft); break;
    case StatusChange::Refreshed:
    case StatusChange::Extended:
        text += ": " + std::to_string(s.turnsBefore) + " -> " + std::to_string(s.turnsLeft) + " turns";
        break;
    case StatusChange::Kept: text += ": " + turns(s.turnsLeft) + " left, " + std::to_string(s.turnsAsked) + " asked"; break;
    case StatusChange::Ignored: text += ": already active"; break;
    case StatusChange::Refused: text += ": " + s.reason; break;
    default: break;
    }
    // Which instance, where a status may have several.
    const bool several = s.status.value < defs.statuses.size() && defs.statuses[s.status].stacking == Stacking::Stack;
    if (s.instance != 0
        && (s.change == StatusChange::Stacked || s.change == StatusChange::Expired || s.change == StatusChange::Cured
            || s.change == StatusChange::Replaced || (several && s.change != StatusChange::AppliedFresh)))
        text += " (instance " + std::to_string(s.instance) + ")";
    if (!e.other.empty() && s.change != StatusChange::Expired && s.change != StatusChange::Cured
        && s.change != StatusChange::Replaced)
        text += " by " + e.other;
    return text;
}

std::string factText(const Definitions& defs, const Fact& fact)
{
    const FactKindDef& k = defs.factKinds[fact.kind];
    std::string text = "fact " + k.name;
    if (fact.subject)
        text += " subject " + factSideText(defs, k.subject, *fact.subject);
    if (fact.object)
        text += " object " + factSideText(defs, k.object, *fact.object);
    if (fact.amount != 1)
        text += " amount " + std::to_string(fact.amount);
    return text;
}

std::string questText(const Definitions& defs, const QuestChange& q)
{
    const std::string name = "\"" + questName(defs, q.quest) + "\"";
    switch (q.kind) {
    case QuestChange::Kind::Progress: {
        const auto& objective = defs.quests[q.quest].objectives[q.objective];
        return "quest " + name + " objective " + std::to_string(q.objective + 1) + ": " + std::to_string(q.progress) + "/"
            + std::to_string(objective.need.n);
    }
    case QuestChange::Kind::ObjectiveDone: return "quest " + name + " objective " + std::to_string(q.objective + 1) + " done";
    case QuestChange::Kind::QuestDone: return "quest " + name + " done" + (q.victory ? " (victory)" : "");
    case QuestChange::Kind::QuestOpened: return "quest " + name + " opened";
    }
    return "quest " + name;
}
} // namespace

std::string eventText(const Definitions& defs, const WorldEvent& e)
{
    using K = WorldEvent::Kind;
    switch (e.kind) {
    case K::Moved:
    case K::Waited:
    case K::Attacked:
    case K::Placed:
    case K::Removed:
    case K::Used:
    case K::Thrown:
    case K::PickedUp:
    case K::Wore:
    case K::TookOff:
    case K::Cast: return actionEventText(defs, e, actionRowReporting(e.kind)->word);
    case K::Decided: return decisionText(defs, e);
    case K::Defeat: return "defeat: every " + e.text + " is dead";
    case K::Refused: return "refused " + e.action + (e.who.empty() ? std::string() : " " + e.who) + ": " + e.text;
    case K::Damage: return damageText(defs, e);
    case K::Status: return statusText(defs, e);
    case K::Lingering: return "lingering effect " + std::to_string(e.amount) + " on " + e.who + " ended (" + e.text + ")";
    case K::FireCaught: return "fire caught at " + cellText(e.at);
    case K::FireOut: return "fire out at " + cellText(e.at);
    case K::Death: return "death " + e.who + (e.other.empty() ? std::string() : " by " + e.other);
    case K::FactFed: return factText(defs, e.fact);
    case K::Counter: return "counter " + defs.counters[e.counter.counter].name + " = " + std::to_string(e.counter.value);
    case K::Quest: return questText(defs, e.quest);
    case K::EncounterEnded: return "encounter " + std::to_string(e.amount) + " ended";
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
    // What an action did: its row's word, and the item's name when it takes one.
    if (const ActionRow* row = actionRowReporting(e.kind))
        return std::string(row->keyWord)
            + (row->takes(ActionField::Item) || row->takes(ActionField::Ability) ? ":" + e.text : std::string()) + at;
    switch (e.kind) {
    case K::Refused: return "refused:" + e.action + at;
    case K::Damage: {
        const std::string kind = kindName(defs, e);
        return std::string(e.raw < 0 ? "mended" : "damage") + ":" + (kind.empty() ? std::string() : kind.substr(1)) + ":"
            + std::string(wordOf(kDamageHows, e.how)) + at;
    }
    case K::Status: {
        const StatusChange c = e.statusEvent.change;
        const std::string word = c == StatusChange::AppliedFresh ? "applied" : std::string(toString(c));
        return word + ":" + statusName(defs, e.statusEvent.status) + at;
    }
    case K::Lingering: return "lingering:" + e.text + at;
    case K::FireCaught: return "fire-caught@" + cellKey(e.at);
    case K::FireOut: return "fire-out@" + cellKey(e.at);
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
    case K::Triggered: return "trigger:" + e.action + at;
    case K::ChargeSpent: return std::string(e.raw ? "used-up" : "spent") + at;
    case K::Cue: return "cue";
    case K::Granted: return "granted:" + e.text + at;
    case K::Ignited: return "ignited@" + cellKey(e.at);
    case K::GasEmitted: return "gas:" + e.text + "@" + cellKey(e.at);
    case K::Destroyed: return "destroyed" + at;
    case K::Decided: return "decided:" + std::string(toString(e.decision.choice)) + at;
    case K::Defeat: return "defeat";
    default: return "?"; // the actions' events are their rows'
    }
}

std::vector<std::string> eventKeys(const Definitions& defs, const WorldEvent& e)
{
    std::vector<std::string> keys{eventKey(defs, e)};
    if (e.kind == WorldEvent::Kind::Damage) {
        const std::string kind = kindName(defs, e);
        const std::string at = e.who.empty() ? std::string() : "@" + e.who;
        keys.push_back(std::string(e.raw < 0 ? "mended" : "damage") + (kind.empty() ? std::string() : ":" + kind.substr(1))
                       + at);
    }
    return keys;
}

std::vector<std::string> eventKeyWords()
{
    std::vector<std::string> words = {"refused", "damage", "mended", "lingering", "fire-caught", "fire-out", "death",
                                      "fact", "counter", "progress", "objective", "quest", "opened", "trigger",
                                      "used-up", "spent", "cue", "granted", "ignited", "gas", "destroyed", "decided",
                                      "defeat", "encounter-ended"};
    for (StatusChange c : {StatusChange::AppliedFresh, StatusChange::Refreshed, StatusChange::Extended,
                           StatusChange::Stacked, StatusChange::Ignored, StatusChange::Refused, StatusChange::Expired,
                           StatusChange::Cured, StatusChange::Kept, StatusChange::Replaced})
        words.emplace_back(toString(c));
    for (const ActionRow& row : actionRows())
        words.emplace_back(row.keyWord);
    std::sort(words.begin(), words.end());
    words.erase(std::unique(words.begin(), words.end()), words.end());
    return words;
}

} // namespace rb
