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

    static constexpr auto fields();
};

constexpr auto ThrowSpec::fields() { return fieldList(field("range", &ThrowSpec::range).required()); }

struct ConsumableSpec {
    std::int64_t charges = 1;
    std::optional<std::string> whenEmpty; // "Destroyed" (default) or "Kept"
    Json extra;

    static constexpr auto fields();
};

constexpr auto ConsumableSpec::fields()
{
    return fieldList(field("charges", &ConsumableSpec::charges).required(), field("when_empty", &ConsumableSpec::whenEmpty));
}

struct WornSpec {
    std::vector<ModifierSpec> modifiers;
    Json extra;

    static constexpr auto fields();
};

constexpr auto WornSpec::fields() { return fieldList(list("modifiers", &WornSpec::modifiers).droppedWhenNotList()); }

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

    static constexpr auto fields();
};

constexpr auto ItemSpec::fields()
{
    return fieldList(nameField(&ItemSpec::name), field("glyph", &ItemSpec::glyph), field("color", &ItemSpec::color),
                     field("stack", &ItemSpec::stack), field("throw", &ItemSpec::throwing),
                     field("consumable", &ItemSpec::consumable), field("worn", &ItemSpec::worn),
                     custom("effects", &ItemSpec::effects, &readEffects),
                     list("triggers", &ItemSpec::triggers).unlessDefault().droppedWhenNotList());
}

struct PropSpec {
    std::string name;
    std::optional<std::string> glyph;
    std::optional<std::string> color;
    std::optional<bool> landsAsItself; // absent: true (an armed thing's harm is its own)
    std::optional<std::int64_t> health;
    std::optional<bool> flammable;
    std::optional<bool> blocks;
    std::optional<std::vector<EffectSpec>> effects;
    std::vector<TriggerSpec> triggers;
    Json extra;

    static constexpr auto fields();
};

constexpr auto PropSpec::fields()
{
    return fieldList(nameField(&PropSpec::name), field("glyph", &PropSpec::glyph), field("color", &PropSpec::color),
                     field("lands_as_itself", &PropSpec::landsAsItself), field("health", &PropSpec::health),
                     field("flammable", &PropSpec::flammable), field("blocks", &PropSpec::blocks),
                     custom("effects", &PropSpec::effects, &readEffects),
                     list("triggers", &PropSpec::triggers).unlessDefault().droppedWhenNotList());
}

} // namespace rb
