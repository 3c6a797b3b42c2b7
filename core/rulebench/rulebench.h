#pragma once
// The whole public API of the Rulebench core in one include, for a game:
// loading and building content (with every problem reported), the engine's
// registrations a game extends, maps, the world and its turns, events in
// words, and the version. `rulebench::` names the same things as `rb::`.
//
// It compiles without nlohmann/json.hpp: content and saves cross it as bytes
// and text. What speaks JSON is a tool's, included on its own: the authored
// content and its builders (rulebench/content/build.h), and the sandbox's
// scenarios, scripts and sessions (rulebench/sandbox/session.h).
//
// A first game, the whole of it: examples/first/main.cpp.

#include "rulebench/base/named_id.h"
#include "rulebench/base/result.h"
#include "rulebench/content/load.h"
#include "rulebench/definitions/effect_kinds.h"
#include "rulebench/definitions/registrations.h"
#include "rulebench/grid/map_text.h"
#include "rulebench/stats/describe.h"
#include "rulebench/version.h"
#include "rulebench/world/actions.h"
#include "rulebench/world/events.h"
#include "rulebench/world/explain.h"
#include "rulebench/world/reload.h"
#include "rulebench/world/typed_events.h"
#include "rulebench/world/world.h"

namespace rulebench = rb;
