#pragma once
// The whole public API of the Rulebench core in one include, for a game:
// loading and building content (with every problem reported), the engine's
// registrations a game extends, maps, the world and its turns, events in
// words, and the version. `rulebench::` names the same things as `rb::`.
//
// A first game, the whole of it: examples/first/main.cpp.

#include "rulebench/base/named_id.h"
#include "rulebench/base/result.h"
#include "rulebench/content/build.h"
#include "rulebench/content/content.h"
#include "rulebench/definitions/effect_kinds.h"
#include "rulebench/definitions/registrations.h"
#include "rulebench/grid/map_text.h"
#include "rulebench/sandbox/session.h"
#include "rulebench/stats/describe.h"
#include "rulebench/version.h"
#include "rulebench/world/actions.h"
#include "rulebench/world/events.h"
#include "rulebench/world/explain.h"
#include "rulebench/world/reload.h"
#include "rulebench/world/typed_events.h"
#include "rulebench/world/world.h"

namespace rulebench = rb;
