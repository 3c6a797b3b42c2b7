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

constexpr auto ThrowSpec::fields()
{
    return fieldList(field("range", &ThrowSpec::range).required().between(1, kMaxReach)
                         .says("Range", "How far it can be thrown, in cells; the line to the cell must be clear."));
}

struct ConsumableSpec {
    std::int64_t charges = 1;
    std::optional<std::string> whenEmpty; // "Destroyed" (default) or "Kept"
    Json extra;

    static constexpr auto fields();
};

constexpr auto ConsumableSpec::fields()
{
    using S = ConsumableSpec;
    return fieldList(field("charges", &S::charges).required().atLeast(1)
                         .says("Charges", "Uses before it is spent; each is spent after its triggers land."),
                     field("when_empty", &S::whenEmpty).oneOf(wordsIn<kWhenEmpties>)
                         .absentMeans(wordOf(kWhenEmpties, WhenEmpty::Destroyed)).says("When empty"));
}

struct WornSpec {
    std::vector<ModifierSpec> modifiers;
    Json extra;

    static constexpr auto fields();
};

constexpr auto WornSpec::fields()
{
    return fieldList(list("modifiers", &WornSpec::modifiers).droppedWhenNotList().says("Modifiers while worn"));
}

// An item's or a prop's glyph, colour and shared effects: the same rows for both.
template <class Spec>
constexpr auto glyphField(std::optional<std::string> Spec::*member)
{
    return field("glyph", member).glyph().says("Glyph");
}
template <class Spec>
constexpr auto colourField(std::optional<std::string> Spec::*member)
{
    return field("color", member).colour().says("Colour");
}
template <class Spec>
constexpr auto sharedEffectsField(std::optional<std::vector<EffectSpec>> Spec::*member)
{
    return custom("effects", member, &readEffects)
        .says("Effects", "The shared effects: what triggers without a list of their own land.");
}
template <class Spec>
constexpr auto triggersField(std::vector<TriggerSpec> Spec::*member)
{
    return list("triggers", member).unlessDefault().droppedWhenNotList().says("Triggers");
}

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
    using S = ItemSpec;
    return fieldList(nameField(&S::name), glyphField(&S::glyph), colourField(&S::color),
                     field("stack", &S::stack).says("Stacks", "Several of it share one slot."),
                     field("throw", &S::throwing).says("Thrown"), field("consumable", &S::consumable).says("Consumable"),
                     field("worn", &S::worn).says("Worn"), sharedEffectsField(&S::effects), triggersField(&S::triggers))
        .named("item");
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
    using S = PropSpec;
    return fieldList(nameField(&S::name), glyphField(&S::glyph), colourField(&S::color),
                     field("lands_as_itself", &S::landsAsItself).onByDefault()
                         .says("Lands as itself", "On (the default): its harm is its own (an armed trap), not the doing of "
                                                  "whoever set it off. Off: whoever set it off is credited, as if they had "
                                                  "done it."),
                     field("health", &S::health).atLeast(1).absentMeans("it cannot be destroyed")
                         .says("Health", "Damage it takes before it is destroyed; unset: it cannot be destroyed."),
                     field("flammable", &S::flammable).says("Flammable"),
                     field("blocks", &S::blocks).says("Blocks movement"), sharedEffectsField(&S::effects),
                     triggersField(&S::triggers))
        .named("prop");
}

} // namespace rb
