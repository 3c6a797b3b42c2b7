#pragma once
// Items and props as built: what the rules need to place them and land their
// triggers. Both carry a shared effect list (what a bottle holds, written
// once) and triggers that deliver it or their own lists.

#include "rulebench/definitions/triggers.h"
#include "rulebench/stats/statuses.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace rb {

struct ItemDef {
    std::string name;
    std::string glyph; // one character, or empty
    std::string color; // #rrggbb, or empty
    bool stack = false;
    std::optional<WholeValue> throwRange; // read for the thrower (kRangeFormula)
    std::optional<Charges> consumable;          // the charges a fresh one has
    std::vector<StatusModifierDef> worn;        // while worn, under Source::item
    EffectListPtr effects;                      // the shared list, or null
    TriggerList triggers;                       // never null
};
using ItemId = Id<ItemDef>;

struct PropDef {
    std::string name;
    std::string glyph;
    std::string color;
    bool landsAsItself = true; // its landings are credited to itself, not to whoever set it off
    std::optional<std::int64_t> health; // absent: it cannot be destroyed
    bool flammable = false;             // its cell catches fire from a neighbour
    bool blocks = false;                // nobody may stand on it
    EffectListPtr effects;
    TriggerList triggers;
};
using PropId = Id<PropDef>;

// A fresh placed copy, in the world's numbering: its own fires and charges.
Carrier placeItem(const ItemDef& def, EntityRef self);
Carrier placeProp(const PropDef& def, EntityRef self);

} // namespace rb
