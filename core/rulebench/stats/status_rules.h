#pragma once
// The status rules on one holder: Afflict and Cure answered by events saying
// exactly what happened, and the tick. A status installs its modifiers in the
// holder's store under Source::Status{id, instance} and strips exactly those.

#include "rulebench/stats/holder.h"

#include <vector>

namespace rb {

// Refresh: the one instance keeps the longer remaining duration, and credits
// whoever applied the duration that now runs. Extend: the durations add; the
// first applier keeps the credit. Stack: a new instance with its own turns and
// modifiers. Ignore: nothing while one is active. Turns below 1 or an unknown
// status are Refused.
StatusEvent afflict(const Registry<StatusDef>& statuses, Holder& holder, const Afflict& request);

// Lifts every instance of the status (a Stack status may have several), one
// Cured event each in the order they were applied; none when it is not there.
std::vector<StatusEvent> cure(Holder& holder, const Cure& request);

// First collects every instance's tick into the report (credited to whoever
// applied it, no attacker), then takes a turn off each and strips the
// modifiers of whatever ran out. `self` names the holder in the report.
// A holder restored from a play save: puts back the modifiers of every
// instance it carries (each under its own Source::Status).
void reinstallStatuses(const Registry<StatusDef>& statuses, Holder& holder);

TickReport tickStatuses(const Registry<StatusDef>& statuses, Holder& holder, ActorRef self);

} // namespace rb
