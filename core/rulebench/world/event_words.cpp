// The table of event key words (see event_words.h): for each word its kind,
// the rest of its key, its amount, the fact it feeds and its line in the log.
#include "rulebench/world/event_words.h"

#include "rulebench/content/build.h"
#include "rulebench/content/fact_build.h"
#include "rulebench/world/action_spec.h"

#include <array>
#include <cstddef>

namespace rb {

namespace {
// ---- the pieces of a key -------------------------------------------------------

// The damage kind's name, or nothing for harm of no kind (fire where the
// content has no "thermal", a mend).
std::string kindWord(const Definitions& defs, const WorldEvent& e)
{
    return e.hasDamageKind ? defs.damageKinds[e.damageKind].name : std::string();
}

// " kinetic" in a line of the log, or nothing.
std::string kindName(const Definitions& defs, const WorldEvent& e)
{
    return e.hasDamageKind ? " " + defs.damageKinds[e.damageKind].name : std::string();
}

std::string statusName(const Definitions& defs, StatusId s)
{
    return s.value < defs.statuses.size() ? defs.statuses[s].name : "?";
}

std::string questName(const Definitions& defs, QuestId q) { return defs.quests[q].name; }

// ":NAME" (built by appending: GCC 12 mistakes ":" + a string for an overlapping copy).
std::string detail(std::string_view name)
{
    std::string out(1, ':');
    out += name;
    return out;
}
std::string textDetail(const Definitions&, const WorldEvent& e) { return detail(e.text); }
std::string actionDetail(const Definitions&, const WorldEvent& e) { return detail(e.action); }
std::string statusDetail(const Definitions& defs, const WorldEvent& e)
{
    return detail(statusName(defs, e.statusEvent().status));
}
std::string questDetail(const Definitions& defs, const WorldEvent& e) { return detail(questName(defs, e.quest().quest)); }
// damage:KIND:HOW, and without the way: damage:KIND (damage for harm of no kind).
std::string damageDetail(const Definitions& defs, const WorldEvent& e)
{
    return detail(kindWord(defs, e)) + detail(wordOf(kDamageHows, e.how));
}
std::string damageKindDetail(const Definitions& defs, const WorldEvent& e)
{
    return e.hasDamageKind ? detail(kindWord(defs, e)) : std::string();
}
std::string factDetail(const Definitions& defs, const WorldEvent& e) { return detail(defs.factKinds[e.fact().kind].name); }
std::string counterDetail(const Definitions& defs, const WorldEvent& e)
{
    return detail(defs.counters[e.counter().counter].name);
}
std::string choiceDetail(const Definitions&, const WorldEvent& e) { return detail(toString(e.decision().choice)); }

// ---- which word an event of a kind with several carries ---------------------------

bool dealt(const WorldEvent& e) { return !e.mend; }
bool mended(const WorldEvent& e) { return e.mend; }
template <StatusChange C>
bool changeIs(const WorldEvent& e)
{
    return e.statusEvent().change == C;
}
template <QuestChange::Kind K>
bool questIs(const WorldEvent& e)
{
    return e.quest().kind == K;
}
bool spent(const WorldEvent& e) { return e.raw == 0; }
bool usedUp(const WorldEvent& e) { return e.raw != 0; }

// ---- amounts -----------------------------------------------------------------------

std::int64_t amountOf(const WorldEvent& e, std::int64_t) { return e.amount; }
constexpr EventAmount kRoll{"the roll", &amountOf};
constexpr EventAmount kDealt{"the damage dealt (after reduction)", &amountOf};
constexpr EventAmount kMended{"the amount mended (positive)", [](const WorldEvent& e, std::int64_t) { return -e.amount; }};
constexpr EventAmount kFactAmount{"the fact's amount", [](const WorldEvent& e, std::int64_t) { return e.fact().amount; }};
constexpr EventAmount kCounterChange{"the counter's change",
                                     [](const WorldEvent& e, std::int64_t before) { return e.counter().value - before; }};
constexpr EventAmount kBurning{"the turns the cell was set burning", &amountOf};
constexpr EventAmount kEmitted{"the amount of gas emitted", &amountOf};

// ---- lines of the log --------------------------------------------------------------

std::string plural(std::int64_t n, const char* one, const char* many)
{
    return std::to_string(n) + " " + (n == 1 ? one : many);
}
std::string byWhom(const WorldEvent& e) { return e.other.empty() ? std::string() : " by " + e.other; }

// What an action did, led by its word: "pick up hero".
std::string actionHead(const WorldEvent& e) { return std::string(actionRowReporting(e.kind)->word) + " " + e.who; }
std::string movedText(const Definitions&, const WorldEvent& e)
{
    return actionHead(e) + " " + cellText(e.from) + " -> " + cellText(e.at)
        + (e.action == "effect" ? " (" + e.text + ")" : std::string());
}
std::string waitedText(const Definitions&, const WorldEvent& e) { return actionHead(e); }
std::string attackText(const Definitions& defs, const WorldEvent& e)
{
    return actionHead(e) + " -> " + e.other + ": " + e.text + kindName(defs, e) + " rolled " + std::to_string(e.amount);
}
std::string placedText(const Definitions& defs, const WorldEvent& e)
{
    return actionHead(e) + " (" + (e.prop ? defs.props[*e.prop].name : defs.actors[e.actorKind].name) + ") at "
        + cellText(e.at);
}
std::string removedText(const Definitions&, const WorldEvent& e) { return actionHead(e) + " from " + cellText(e.at); }
std::string itemText(const Definitions&, const WorldEvent& e) { return actionHead(e) + ": " + e.text; }
std::string itemAtText(const Definitions&, const WorldEvent& e)
{
    return actionHead(e) + ": " + e.text + " at " + cellText(e.at);
}
std::string castText(const Definitions&, const WorldEvent& e)
{
    return actionHead(e) + ": " + e.text + (e.other.empty() ? " at " + cellText(e.at) : " on " + e.other);
}
std::string encounterText(const Definitions&, const WorldEvent& e)
{
    return "encounter " + std::to_string(e.amount) + " ended";
}

std::string refusedText(const Definitions&, const WorldEvent& e)
{
    return "refused " + e.action + (e.who.empty() ? std::string() : " " + e.who) + ": " + e.text;
}

// How it was dealt and by what: "blow", "tick of scorched", "effect of bomb", "fire".
std::string dealtText(const WorldEvent& e)
{
    const std::string how(wordOf(kDamageHows, e.how));
    return e.text.empty() ? how : how + " of " + e.text;
}
// A formula's working, when one worked the amount out: ", worked out as 2 + strength of hero (7) / 2 = 5".
std::string workingText(const WorldEvent& e)
{
    return e.action.empty() ? std::string() : ", worked out as " + e.action;
}
std::string damageText(const Definitions& defs, const WorldEvent& e)
{
    std::string why = dealtText(e) + workingText(e);
    if (e.raw != e.amount) {
        why += ": " + std::to_string(e.raw) + " less " + std::to_string(e.raw - e.amount);
        if (e.hasDamageKind)
            if (const auto& stat = defs.damageKinds[e.damageKind].reducedBy)
                why += " " + defs.stats[*stat].name;
    }
    return "damage " + e.who + " " + std::to_string(e.amount) + kindName(defs, e) + byWhom(e) + " (" + why + ")";
}
std::string mendText(const Definitions& defs, const WorldEvent& e)
{
    return "mend " + e.who + " " + std::to_string(-e.amount) + kindName(defs, e) + byWhom(e) + " (" + dealtText(e)
           + workingText(e) + ")";
}

// When a status line names the instance (if it has a number): always, when
// the status may have several, or never.
enum class InstanceShown : std::uint8_t { Always, WhenSeveral, Never };
// "expired scorched on hero" and what follows, in the status change's own
// word; `credited`: whoever it credits or who asked follows ("by king").
std::string statusLine(const Definitions& defs, const WorldEvent& e, const std::string& tail, InstanceShown instance,
                       bool credited)
{
    const StatusEvent& s = e.statusEvent();
    std::string text = std::string(toString(s.change)) + " " + statusName(defs, s.status) + " on " + e.who + tail;
    const bool several = s.status.value < defs.statuses.size() && defs.statuses[s.status].stacking == Stacking::Stack;
    if (s.instance != 0
        && (instance == InstanceShown::Always || (instance == InstanceShown::WhenSeveral && several)))
        text += " (instance " + std::to_string(s.instance) + ")";
    if (credited && !e.other.empty())
        text += " by " + e.other;
    return text;
}
std::string turnsLeftText(const WorldEvent& e) { return plural(e.statusEvent().turnsLeft, "turn", "turns"); }
std::string turnsChangedText(const WorldEvent& e)
{
    return ": " + std::to_string(e.statusEvent().turnsBefore) + " -> " + std::to_string(e.statusEvent().turnsLeft) + " turns";
}
std::string appliedText(const Definitions& defs, const WorldEvent& e)
{
    return statusLine(defs, e, " for " + turnsLeftText(e), InstanceShown::Never, true);
}
std::string stackedText(const Definitions& defs, const WorldEvent& e)
{
    return statusLine(defs, e, " for " + turnsLeftText(e), InstanceShown::Always, true);
}
std::string turnsChangedLine(const Definitions& defs, const WorldEvent& e)
{
    return statusLine(defs, e, turnsChangedText(e), InstanceShown::WhenSeveral, true);
}
std::string keptText(const Definitions& defs, const WorldEvent& e)
{
    const std::string tail = ": " + turnsLeftText(e) + " left, " + std::to_string(e.statusEvent().turnsAsked) + " asked";
    return statusLine(defs, e, tail, InstanceShown::WhenSeveral, true);
}
std::string ignoredText(const Definitions& defs, const WorldEvent& e)
{
    return statusLine(defs, e, ": already active", InstanceShown::WhenSeveral, true);
}
std::string statusRefusedText(const Definitions& defs, const WorldEvent& e)
{
    return statusLine(defs, e, ": " + e.statusEvent().reason, InstanceShown::WhenSeveral, true);
}
// Expired, cured, replaced: the instance gone, credited to no one.
std::string statusGoneText(const Definitions& defs, const WorldEvent& e)
{
    return statusLine(defs, e, "", InstanceShown::Always, false);
}

std::string lingeringText(const Definitions&, const WorldEvent& e)
{
    return "lingering effect " + std::to_string(e.amount) + " on " + e.who + " ended (" + e.text + ")";
}
std::string grantedText(const Definitions&, const WorldEvent& e)
{
    return "lingering effect " + std::to_string(e.amount) + " on " + e.who + " granted (" + e.text + ")";
}
std::string fireCaughtText(const Definitions&, const WorldEvent& e) { return "fire caught at " + cellText(e.at); }
std::string fireOutText(const Definitions&, const WorldEvent& e) { return "fire out at " + cellText(e.at); }
std::string deathText(const Definitions&, const WorldEvent& e) { return "death " + e.who + byWhom(e); }
std::string destroyedText(const Definitions&, const WorldEvent& e) { return "destroyed " + e.who + byWhom(e); }
std::string defeatText(const Definitions&, const WorldEvent& e) { return "defeat: every " + e.text + " is dead"; }
std::string dividedByZeroText(const Definitions&, const WorldEvent& e)
{
    return "divided by 0 in " + (e.text.empty() ? std::string("a formula") : e.text) + " for "
        + (e.who.empty() ? std::string("no one") : e.who) + ": " + e.action + "; that part gave 0";
}

// A fact's subject or object by name when its registry is wired, else the number.
std::string factSideText(const Definitions& defs, std::optional<FactRegistry> r, FactValue v)
{
    if (r)
        if (auto names = factRegistryEntries(defs, *r); names && v < names->size())
            return (*names)[v];
    return std::to_string(v);
}
std::string factText(const Definitions& defs, const WorldEvent& e)
{
    const Fact& fact = e.fact();
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
std::string counterText(const Definitions& defs, const WorldEvent& e)
{
    return "counter " + defs.counters[e.counter().counter].name + " = " + std::to_string(e.counter().value);
}

std::string questHead(const Definitions& defs, const WorldEvent& e)
{
    return "quest \"" + questName(defs, e.quest().quest) + "\"";
}
std::string progressText(const Definitions& defs, const WorldEvent& e)
{
    const QuestChange& q = e.quest();
    const auto& objective = defs.quests[q.quest].objectives[q.objective];
    return questHead(defs, e) + " objective " + std::to_string(q.objective + 1) + ": " + std::to_string(q.progress) + "/"
        + std::to_string(objective.need.n);
}
std::string objectiveText(const Definitions& defs, const WorldEvent& e)
{
    return questHead(defs, e) + " objective " + std::to_string(e.quest().objective + 1) + " done";
}
std::string questDoneText(const Definitions& defs, const WorldEvent& e)
{
    return questHead(defs, e) + " done" + (e.quest().victory ? " (victory)" : "");
}
std::string openedText(const Definitions& defs, const WorldEvent& e) { return questHead(defs, e) + " opened"; }

// "trigger spike trap on entered at (2,1) by trap1 (set off by h1): 1 cell,
// 1 target": the carrier's kind, who it is credited to and, when that is
// someone else, who set it off.
std::string triggerText(const Definitions& defs, const WorldEvent& e)
{
    const std::string name = e.prop ? defs.props[*e.prop].name : e.item ? defs.items[*e.item].name : e.who;
    const std::string setOff = e.text.empty() || e.text == e.other ? std::string() : " (set off by " + e.text + ")";
    return std::string(e.raw ? "remnant of " : "trigger ") + name + " on " + e.action + " at " + cellText(e.at)
        + byWhom(e) + setOff + ": " + plural(static_cast<std::int64_t>(e.cells().size()), "cell", "cells") + ", "
        + plural(e.amount, "target", "targets");
}
std::string chargeText(const Definitions&, const WorldEvent& e)
{
    return "charge spent " + e.who + ": " + std::to_string(e.amount) + " left" + (e.raw ? ", used up" : "");
}
std::string cueText(const Definitions&, const WorldEvent& e)
{
    const Look look = e.look();
    return "cue " + look.glyph + (look.color.empty() ? std::string() : " " + look.color) + " over "
        + plural(static_cast<std::int64_t>(e.cells().size()), "cell", "cells");
}
std::string ignitedText(const Definitions&, const WorldEvent& e)
{
    return "ignite " + cellText(e.at) + " for " + plural(e.amount, "turn", "turns");
}
std::string gasText(const Definitions&, const WorldEvent& e)
{
    return "gas " + e.text + " " + std::to_string(e.amount) + " at " + cellText(e.at);
}

// Why a behaviour chose what it did: "rat moves e toward hero: nearest hostile, 3 steps".
std::string stepsText(std::int64_t n) { return plural(n, "step", "steps"); }
std::string useText(const Definitions& defs, const WorldEvent& e)
{
    using C = Decision::Choice;
    const Decision& d = e.decision();
    const std::string what = d.choice == C::Cast ? (e.ability ? defs.abilities[*e.ability].name : std::string("?"))
                                                 : (d.item ? defs.items[*d.item].name : std::string("?"));
    const std::string where = e.other.empty() ? " at " + cellText(e.at) : " on " + e.other;
    const std::string why = d.helps ? plural(d.hostiles, "ally", "allies") + " helped"
                                    : plural(d.hostiles, "hostile", "hostiles") + " hit, " + plural(d.allies, "ally", "allies");
    return e.who + (d.choice == C::Cast ? " casts " : " throws ") + what + where + ": " + why;
}
std::string decisionText(const Definitions& defs, const WorldEvent& e)
{
    using C = Decision::Choice;
    using W = Decision::Why;
    const Decision& d = e.decision();
    const std::string dir(directionName(d.dx, d.dy));
    switch (d.choice) {
    case C::Attack: return e.who + " attacks " + e.other + ": next to it";
    case C::Approach: return e.who + " moves " + dir + " toward " + e.other + ": nearest hostile, " + stepsText(d.steps);
    case C::Flee:
        return e.who + " flees " + dir + " from " + e.other + ": below " + std::to_string(d.fleeBelow)
            + "% of its starting health, " + stepsText(d.steps) + " away";
    case C::Cast:
    case C::Throw: return useText(defs, e);
    case C::Hold:
        switch (d.why) {
        case W::InReach: return e.who + " holds: " + e.other + " within reach (" + stepsText(d.steps) + "), nothing to use";
        case W::Blocked:
            return e.who + " holds: every step " + (e.other.empty() ? std::string("it could take") : "toward " + e.other)
                + " is taken";
        default: return e.who + " holds: no hostile it can reach";
        }
    }
    return e.who + " holds";
}

// ---- the table -----------------------------------------------------------------------

using E = WorldEvent::Kind;
using S = StatusChange;
using Q = QuestChange::Kind;
using P = KeyPlace;
using Feeds = FactEvent; // not F: one build may join this file with the actions' (F = ActionField)
constexpr std::string_view kActionsWord{}; // the word of the action that reports the kind (ActionRow::keyWord)

// kind, word, carries (for a kind with several words), detail, place, text, amount, feeds, broad detail
constexpr EventWord kWords[] = {
    {E::Moved, kActionsWord, nullptr, nullptr, P::Who, &movedText},
    {E::Waited, kActionsWord, nullptr, nullptr, P::Who, &waitedText},
    {E::Attacked, kActionsWord, nullptr, nullptr, P::Who, &attackText, kRoll},
    {E::Refused, "refused", nullptr, &actionDetail, P::Who, &refusedText},
    {E::Placed, kActionsWord, nullptr, nullptr, P::Who, &placedText},
    {E::Removed, kActionsWord, nullptr, nullptr, P::Who, &removedText},
    {E::Damage, "damage", &dealt, &damageDetail, P::Who, &damageText, kDealt, Feeds::DamageDealt, &damageKindDetail},
    {E::Damage, "mended", &mended, &damageDetail, P::Who, &mendText, kMended, std::nullopt, &damageKindDetail},
    {E::Status, "applied", &changeIs<S::AppliedFresh>, &statusDetail, P::Who, &appliedText, {}, Feeds::StatusApplied},
    {E::Status, "refreshed", &changeIs<S::Refreshed>, &statusDetail, P::Who, &turnsChangedLine, {}, Feeds::StatusApplied},
    {E::Status, "extended", &changeIs<S::Extended>, &statusDetail, P::Who, &turnsChangedLine, {}, Feeds::StatusApplied},
    {E::Status, "stacked", &changeIs<S::Stacked>, &statusDetail, P::Who, &stackedText, {}, Feeds::StatusApplied},
    {E::Status, "ignored", &changeIs<S::Ignored>, &statusDetail, P::Who, &ignoredText},
    {E::Status, "refused", &changeIs<S::Refused>, &statusDetail, P::Who, &statusRefusedText},
    {E::Status, "expired", &changeIs<S::Expired>, &statusDetail, P::Who, &statusGoneText, {}, Feeds::StatusExpired},
    {E::Status, "cured", &changeIs<S::Cured>, &statusDetail, P::Who, &statusGoneText, {}, Feeds::StatusCured},
    // Kept feeds what "refreshed" fed before it had its own word; replaced made room, it is no cure.
    {E::Status, "kept", &changeIs<S::Kept>, &statusDetail, P::Who, &keptText, {}, Feeds::StatusApplied},
    {E::Status, "replaced", &changeIs<S::Replaced>, &statusDetail, P::Who, &statusGoneText},
    {E::Lingering, "lingering", nullptr, &textDetail, P::Who, &lingeringText},
    {E::FireCaught, "fire-caught", nullptr, nullptr, P::Cell, &fireCaughtText},
    {E::FireOut, "fire-out", nullptr, nullptr, P::Cell, &fireOutText},
    {E::Death, "death", nullptr, nullptr, P::Who, &deathText, {}, Feeds::Death},
    {E::FactFed, "fact", nullptr, &factDetail, P::None, &factText, kFactAmount},
    {E::Counter, "counter", nullptr, &counterDetail, P::None, &counterText, kCounterChange},
    {E::Quest, "progress", &questIs<Q::Progress>, &questDetail, P::None, &progressText},
    {E::Quest, "objective", &questIs<Q::ObjectiveDone>, &questDetail, P::None, &objectiveText},
    {E::Quest, "quest", &questIs<Q::QuestDone>, &questDetail, P::None, &questDoneText},
    {E::Quest, "opened", &questIs<Q::QuestOpened>, &questDetail, P::None, &openedText},
    {E::EncounterEnded, kActionsWord, nullptr, nullptr, P::Who, &encounterText},
    {E::Used, kActionsWord, nullptr, &textDetail, P::Who, &itemText, {}, Feeds::ItemUsed},
    {E::Thrown, kActionsWord, nullptr, &textDetail, P::Who, &itemAtText},
    {E::PickedUp, kActionsWord, nullptr, &textDetail, P::Who, &itemAtText},
    {E::Wore, kActionsWord, nullptr, &textDetail, P::Who, &itemText},
    {E::TookOff, kActionsWord, nullptr, &textDetail, P::Who, &itemText},
    {E::Triggered, "trigger", nullptr, &actionDetail, P::Who, &triggerText, {}, Feeds::TriggerFired},
    {E::ChargeSpent, "spent", &spent, nullptr, P::Who, &chargeText},
    {E::ChargeSpent, "used-up", &usedUp, nullptr, P::Who, &chargeText},
    {E::Cue, "cue", nullptr, nullptr, P::None, &cueText},
    {E::Granted, "granted", nullptr, &textDetail, P::Who, &grantedText},
    {E::Ignited, "ignited", nullptr, nullptr, P::Cell, &ignitedText, kBurning},
    {E::GasEmitted, "gas", nullptr, &textDetail, P::Cell, &gasText, kEmitted},
    {E::Destroyed, "destroyed", nullptr, nullptr, P::Who, &destroyedText},
    {E::Cast, kActionsWord, nullptr, &textDetail, P::Who, &castText, {}, Feeds::AbilityCast},
    {E::Decided, "decided", nullptr, &choiceDetail, P::Who, &decisionText},
    {E::Defeat, "defeat", nullptr, nullptr, P::None, &defeatText},
    {E::DividedByZero, "divided-by-zero", nullptr, nullptr, P::Who, &dividedByZeroText},
};

constexpr E kLastKind = E::DividedByZero; // a kind added after it moves this
constexpr std::size_t kKinds = static_cast<std::size_t>(kLastKind) + 1;

// Every kind from the first to kLastKind has a row, in kind order. (That a
// kind with several rows says which event carries each, and that every row
// has its text, test_event_words checks: a function's address is no constant
// to GCC once the sanitizers instrument it.)
constexpr bool everyKindHasRows()
{
    std::size_t next = 0;
    for (const EventWord& row : kWords) {
        const auto kind = static_cast<std::size_t>(row.kind);
        if (kind > next || kind + 1 < next)
            return false;
        next = kind + 1;
    }
    return next == kKinds;
}
static_assert(everyKindHasRows(), "kWords has a row for every WorldEvent::Kind, in kind order");

// Where each kind's rows start: a kind's rows are [kFirst[k], kFirst[k + 1]).
constexpr std::array<std::uint8_t, kKinds + 1> firstRows()
{
    std::array<std::uint8_t, kKinds + 1> first{};
    for (std::size_t k = 0, i = 0; k <= kKinds; ++k) {
        while (i < std::size(kWords) && static_cast<std::size_t>(kWords[i].kind) < k)
            ++i;
        first[k] = static_cast<std::uint8_t>(i);
    }
    return first;
}
constexpr std::array<std::uint8_t, kKinds + 1> kFirst = firstRows();

// Stands for a kind past kLastKind, which the static_assert cannot see, or
// an event its kind's rows do not know (test_event_words samples every one).
const EventWord kUnknown{E::Defeat, "?", nullptr, nullptr, P::None,
                         [](const Definitions&, const WorldEvent&) { return std::string("?"); }};
} // namespace

std::span<const EventWord> eventWords() { return kWords; }

const EventWord& eventWordOf(const WorldEvent& e)
{
    const auto kind = static_cast<std::size_t>(e.kind);
    if (kind >= kKinds)
        return kUnknown;
    for (std::size_t i = kFirst[kind]; i < kFirst[kind + 1]; ++i)
        if (!kWords[i].carries || kWords[i].carries(e))
            return kWords[i];
    return kUnknown;
}

std::string_view keyWordOf(const EventWord& row)
{
    if (!row.word.empty())
        return row.word;
    const ActionRow* action = actionRowReporting(row.kind);
    return action ? action->keyWord : std::string_view("?");
}

} // namespace rb
