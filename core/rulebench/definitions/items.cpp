#include "rulebench/definitions/items.h"

namespace rb {

Carrier placeItem(const ItemDef& def, EntityRef self)
{
    Carrier c;
    c.self = self;
    c.triggers = PlacedTriggers(def.triggers);
    c.charges = def.consumable;
    return c;
}

Carrier placeProp(const PropDef& def, EntityRef self)
{
    Carrier c;
    c.self = self;
    c.landsAsItself = def.landsAsItself;
    c.triggers = PlacedTriggers(def.triggers);
    return c;
}

} // namespace rb
