#pragma once
// The authored form of items and props, in the names the file uses.
//
// {"name": "frag grenade", "glyph": "*", "color": "#b3b873", "stack": true,
//  "throw": {"range": 6}, "consumable": {"charges": 1, "when_empty": "Destroyed"},
//  "worn": {"modifiers": [...]}, "effects": [...], "triggers": [...]}
//
// {"name": "explosive barrel", "glyph": "0", "color": "#c04030",
//  "lands_as_itself": true, "health": 5, "flammable": true, "blocks": true,
//  "effects": [...], "triggers": [...]}

#include "rulebench/content/effect_spec.h"
#include "rulebench/content/status_spec.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace rb {

struct ThrowSpec {
    std::int64_t range = 0;
    Json extra;
};

struct ConsumableSpec {
    std::int64_t charges = 1;
    std::optional<std::string> whenEmpty; // "Destroyed" (default) or "Kept"
    Json extra;
};

struct WornSpec {
    std::vector<ModifierSpec> modifiers;
    Json extra;
};

struct ItemSpec {
    std::string name;
    std::optional<std::string> glyph;
    std::optional<std::string> color;
    std::optional<bool> stack;
    std::optional<ThrowSpec> throwing; // "throw"
    std::optional<ConsumableSpec> consumable;
    std::optional<WornSpec> worn;
    std::optional<std::vector<EffectSpec>> effects;
    std::vector<TriggerSpec> triggers;
    Json extra;
};

struct PropSpec {
    std::string name;
    std::optional<std::string> glyph;
    std::optional<std::string> color;
    std::optional<bool> landsAsItself;
    std::optional<std::int64_t> health;
    std::optional<bool> flammable;
    std::optional<bool> blocks;
    std::optional<std::vector<EffectSpec>> effects;
    std::vector<TriggerSpec> triggers;
    Json extra;
};

void readSpec(ObjectReader& r, ItemSpec& out);
void readSpec(ObjectReader& r, PropSpec& out);
bool read(const Json& j, const Where& w, ThrowSpec& out);
bool read(const Json& j, const Where& w, ConsumableSpec& out);
bool read(const Json& j, const Where& w, WornSpec& out);

OrderedJson toJson(const ItemSpec& s);
OrderedJson toJson(const PropSpec& s);

} // namespace rb
