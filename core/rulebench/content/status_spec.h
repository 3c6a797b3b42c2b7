#pragma once
// The authored form of statuses: names as the file writes them, with their
// tick and modifiers, read with every problem reported and written back in a
// stable key order, through their field lists.

#include "rulebench/base/field_list.h"
#include "rulebench/base/whole_or_formula.h"
#include "rulebench/stats/modifier_spec.h"
#include "rulebench/stats/statuses.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace rb {

struct TickSpec {
    std::string kind; // a damage kind's name
    WholeOrFormula amount;
    Json extra;
    Json raw; // when it would not read: what the file wrote, kept for saving

    static constexpr auto fields();
};

constexpr auto TickSpec::fields()
{
    return fieldList(field("kind", &TickSpec::kind).required().namesIn("damage_kinds").says("Damage kind"),
                     field("amount", &TickSpec::amount).required()
                         .says("Amount", "Damage each turn; a negative amount mends. A number, or a formula worked out at each tick "
                                         "(=2 * target.stacks(venom)): its target carries the status, its user applied it."));
}

// A tick that would not read keeps what the file wrote (raw) and writes it back.
bool read(const Json& j, const Where& w, TickSpec& out);
OrderedJson toJson(const TickSpec& s);

struct StatusSpec {
    std::string name;
    std::optional<std::string> badge;
    std::optional<std::string> stacking; // absent: Refresh
    std::optional<std::int64_t> maxStacks; // Stack only
    std::optional<std::string> overflow;   // with max_stacks; absent: refuse
    bool perApplier = false;
    std::optional<std::int64_t> maxTotal;  // per_applier only: every applier's instances together
    std::optional<std::string> expire;     // absent: one
    std::vector<std::string> blockedBy;    // flag names
    std::vector<std::string> removes;      // status names
    std::optional<std::int64_t> turns;    // an affliction's length when it names none
    std::optional<TickSpec> tick;
    std::vector<ModifierSpec> modifiers;
    Json extra;

    static constexpr auto fields();
};

constexpr auto StatusSpec::fields()
{
    using S = StatusSpec;
    return fieldList(
               nameField(&S::name),
               field("badge", &S::badge).glyph()
                   .says("Badge", "One character drawn beside an actor carrying this status."),
               field("stacking", &S::stacking).oneOf(wordsIn<kStackings>).absentMeans(wordOf(kStackings, Stacking::Refresh))
                   .says("Stacking", "Refresh (default): the longer duration wins. Extend: durations add. Stack: a second "
                                     "instance beside the first. Ignore: a second application does nothing."),
               field("max_stacks", &S::maxStacks).atLeast(1)
                   .says("Max stacks", "Stack only: at most this many instances on one holder; with Per applier, at "
                                       "most this many of each applier's (Max total caps them all together)."),
               field("overflow", &S::overflow).oneOf(wordsIn<kOverflows>).absentMeans(wordOf(kOverflows, Overflow::Refuse))
                   .says("Overflow", "At Max stacks or Max total: refuse the new one; replace-oldest: the oldest of the "
                                     "instances that limit counts goes and the new one is added; refresh-all: no new "
                                     "one, each instance that limit counts gets the longer duration (at Max total, "
                                     "every applier's)."),
               field("per_applier", &S::perApplier).unlessDefault()
                   .says("Per applier", "The stacking rule and Max stacks count each applier's instances apart: a "
                                        "second applier adds an instance of its own. No applier is an applier of its "
                                        "own."),
               field("max_total", &S::maxTotal).atLeast(1)
                   .says("Max total", "Per applier only: at most this many instances on one holder, every applier's "
                                      "together; at the total, Overflow acts on all of them, whoever applied them."),
               field("expire", &S::expire).oneOf(wordsIn<kExpiries>).absentMeans(wordOf(kExpiries, Expiry::One))
                   .says("Expire", "one: an instance that runs out goes alone; all: the first to run out takes every "
                                   "instance with it."),
               field("blocked_by", &S::blockedBy).unlessDefault().namesIn("flags")
                   .says("Blocked by", "An application is refused while the holder has any flag checked here "
                                       "(\"immune: stone-form\")."),
               field("removes", &S::removes).unlessDefault().namesIn("statuses")
                   .says("Removes", "An application that adds an instance or lengthens one first cures every status "
                                    "checked here."),
               field("turns", &S::turns).atLeast(1)
                   .says("Default turns", "How long an affliction lasts when it names no length: applied in turn t "
                                          "for n turns, it ticks and holds for the blows of turns t to t+n-1 and "
                                          "for the actions of turns t+1 to t+n, and expires in turn t+n."),
               field("tick", &S::tick).keptInside().says("Tick each turn"),
               list("modifiers", &S::modifiers).unlessDefault().droppedWhenNotList().says("Modifiers"))
        .named("status");
}

// Every name a status gives another definition (see ReferenceEmit).
void forEachReference(StatusSpec& s, const ReferenceEmit& emit);

} // namespace rb
