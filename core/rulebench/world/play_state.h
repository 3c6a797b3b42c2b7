#pragma once
// Private to core's sources: the play state as a JSON value, for what embeds
// it in a document of its own (a scenario file's "play", a reload). A game
// reads and writes it as text: World::savePlay and World::restorePlay.

#include "rulebench/base/json_reader.h"

namespace rb {

class World;
struct RestoreOptions;

// What World::savePlay writes, before it is text.
OrderedJson playState(const World& world);
// Puts back what playState wrote, onto a world built from the same scenario
// and content, checked as World::restorePlay checks it. Every problem is
// reported at `where`; on any, the world is left as it was and the result
// is false.
bool restorePlayState(World& world, const Json& play, const Where& where, RestoreOptions options);

} // namespace rb
