#pragma once
// The status rules on one holder: Afflict and Cure answered by events saying
// exactly what happened, and the tick. A status installs its modifiers in the
// holder's store under Source::Status{id, instance} and strips exactly those.

#include "rulebench/stats/holder.h"
#include "rulebench/stats/stat_registries.h"

#include <vector>

namespace rb {

// An application, answered by what it did, in order; never by nothing.
// Refresh: the one instance keeps the longer remaining duration (Refreshed)
// and credits whoever applied the duration that now runs; no more turns than
// are left (a tie too) changes nothing and keeps the credit (Kept). Extend:
// the durations add; the first applier keeps the credit. Stack: a new
// instance with its own turns and modifiers, up to max_stacks, beyond which
// its overflow refuses, replaces the oldest (Replaced, then Stacked) or
// lengthens every instance that is shorter (one Refreshed each; Kept when
// none is). Ignore: nothing while one is active (Ignored). per_applier: the
// rule counts the applier's own instances only; another applier's first
// application stacks beside them; max_total caps every applier's instances
// together, and at it the overflow acts on all of them (the oldest of any
// applier replaced, every one lengthened). Refused, with the reason: turns below 1,
// an unknown status, a blocking flag raised ("immune: stone-form"), over the
// stack limit or the total. An application that adds or lengthens first cures the
// statuses its status removes (their Cured events come first).
std::vector<StatusEvent> afflict(const StatRegistries& defs, Holder& holder, const Afflict& request);

// Lifts the status's instances, the oldest first: `instances` of them, or
// every one; one Cured event each in the order they were applied; none when
// it is not there.
std::vector<StatusEvent> cure(Holder& holder, const Cure& request);

// A holder restored from a play save: puts back the modifiers of every
// instance it carries (each under its own Source::Status).
void reinstallStatuses(const Registry<StatusDef>& statuses, Holder& holder);
// The same for one instance the holder carries (a play save puts statuses
// and gear back in the order they first went on).
void reinstallStatus(const Registry<StatusDef>& statuses, Holder& holder, const StatusInstance& instance);

// A turn's statuses phase runs three steps on every holder: countDownStatuses,
// then the turn's afflict and cure requests, then tickStatuses. So an
// instance applied in turn t with n turns ticks in turns t .. t+n-1 and
// expires in turn t+n before that turn's ticks: its modifiers hold for the
// blows of its n turns and for the actions of the n turns after the one it
// was applied in. Between turns its turns left count the turns it still
// holds for: 1 in its last.

// Every instance loses a turn; one with none left expires and its modifiers
// are stripped (with expire "all", every instance of a status one of whose
// instances ran out goes with it): one Expired event each, in the order the
// instances were applied. `self` names the holder in the events. The list
// form fills `into` (cleared first), so a turn reuses one list's room.
std::vector<StatusEvent> countDownStatuses(const Registry<StatusDef>& statuses, Holder& holder, ActorRef self);
void countDownStatuses(const Registry<StatusDef>& statuses, Holder& holder, ActorRef self, std::vector<StatusEvent>& into);

// Every instance's tick, credited to whoever applied it (there is no
// attacker), in the order the instances were applied; changes nothing.
std::vector<TickDamage> tickStatuses(const Registry<StatusDef>& statuses, const Holder& holder, ActorRef self);
void tickStatuses(const Registry<StatusDef>& statuses, const Holder& holder, ActorRef self, std::vector<TickDamage>& into);

} // namespace rb
