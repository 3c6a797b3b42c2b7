#pragma once
// Words for what the rules hold, for the sandbox's stacking inspector, the
// event log and the command line: a source, an effect type, a value, a
// condition, a duration and each term of a stat's explanation.

#include "rulebench/stats/holder.h"

#include <string>
#include <vector>

namespace rb {

// "status stoneskin #2", "item 41", "game 9", "effect 100"
std::string describe(const Source& source, const StatRegistries& defs);
// "stat:armor:Add", "flag:cannot-move", or the name a game registered
std::string describe(EffectType type, const StatRegistries& defs);
// "3", "2 per point of charge", "1 per stoneskin"
std::string describe(const EffectValue& value, const StatRegistries& defs);
// What a modifier of `type` by `value` does, as the content would say it:
// "armor +3", "armor x150%" (MulPct 50), "armor at least 2", "speed +1 per
// point of charge", "cannot-move"; a game's type is its name and the value.
std::string describeChange(EffectType type, const EffectValue& value, const StatRegistries& defs);
// An installed effect and how long it lasts: "speed +2 (while active)",
// "armor x150% (2 turns left)", "cannot-move (until the end of the turn)".
std::string describe(const Effect& effect, const StatRegistries& defs);
// How long an effect with `duration` lasts, `turnsLeft` counting down a
// turns(n) one: "while active", "2 turns left", "until the end of the turn".
std::string describeDuration(Duration duration, std::uint32_t turnsLeft, const StatRegistries& defs);
// "health at most 5", "not (has rooted)", "all of (...)"
std::string describe(const Condition& condition, const StatRegistries& defs);
// One line per term: "base 10 (default)", "+5 from status stoneskin #1 = 15",
// "x150% from game 1 = 22 (when health at most 5)", "max 30 = 30".
std::vector<std::string> describe(const StatExplanation& explanation, const Holder& holder, const StatRegistries& defs);

} // namespace rb
