#pragma once
// Moments: the names of what happens to a carrier (used, landed, stepped on,
// destroyed) that its triggers answer. An open registry: the engine's six
// come first with fixed ids, a game registers its own before content is built,
// and the content file may add more in its "moments" section.

#include "rulebench/base/registry.h"

#include <string>

namespace rb {

struct MomentDef {
    std::string name;
};
using MomentId = Id<MomentDef>;

// The engine's moments, always registered first, in this order.
inline constexpr MomentId kMomentUse{0};       // an item used
inline constexpr MomentId kMomentLand{1};      // a thrown thing comes to rest
inline constexpr MomentId kMomentFire{2};      // an attack made with a worn thing
inline constexpr MomentId kMomentHit{3};       // at the struck actor's cell
inline constexpr MomentId kMomentEntered{4};   // a prop's cell stepped on
inline constexpr MomentId kMomentDestroyed{5}; // a prop broken
inline constexpr const char* kEngineMoments[] = {"use", "land", "fire", "hit", "entered", "destroyed"};

// A registry holding the engine's six moments.
Registry<MomentDef> engineMoments();

} // namespace rb
