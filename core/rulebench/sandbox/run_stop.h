#pragma once
// Why a run stopped, in a designer's words: the one sentence the sandbox's
// run bar shows and `rulebench simulate` prints as its last line on standard
// error, so the window and the command line say the same thing.

#include "rulebench/sandbox/session.h"

#include <string>

namespace rb {

// What ended the world's run: the first victory quest done (`quest "the rat
// king" done`) or the party all dead (`every crew actor is dead`); empty
// while the run goes on.
std::string whatEndedTheRun(const World& world);

// Why `run` stopped, read from the session it ran on, as it stands after it:
//   Stopped after turn 12: death rat3 by hero matched death@*
//   Stopped after turn 3: health@hero<10 holds
//   Won at turn 12: quest "the rat king" done
//   Lost at turn 9: every crew actor is dead
//   Cancelled after turn 40
//   Played 60 turns to turn 60
// and, when nothing was played, why: the breakpoint already holds, or the
// run was already over.
std::string whyRunStopped(const Session& session, const RunResult& run);

} // namespace rb
