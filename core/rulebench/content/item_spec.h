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

#include "rulebench/base/whole_or_formula.h"
#include "rulebench/content/effect_spec.h"
#include "rulebench/content/status_spec.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace rb {

struct ThrowSpec {
    WholeOrFormula range;
    Json extra;

    static constexpr auto fields();
};

constexpr auto ThrowSpec::fields()
{
    return fieldList(field("range", &ThrowSpec::range).required().between(1, kMaxReach)
                         .says("Range", "How far it can be thrown, in cells; the line to the cell must be clear. A number, or "
                                       "a formula worked out each time the throw is weighed (=2 + user.stat(strength) / 3): "
                                       "its user is the thrower; no dice, no turn, no target."));
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

// A carrier's glyph, colour, shared effects and triggers: the rows around its own.
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

// What an item and a prop both are: a named thing with a look that carries
// shared effects and the triggers that land them (a Carrier once placed).
// Each adds its own fields between the look and the effects.
struct CarrierSpec {
    std::string name;
    std::optional<std::string> glyph;
    std::optional<std::string> color;
    std::optional<std::vector<EffectSpec>> effects;
    std::vector<TriggerSpec> triggers;
};

// A carrier's rows in the file's order: its name and look, then `own`, then
// its shared effects and triggers. `Spec` is named, as the members are the
// base's: &ItemSpec::glyph points into CarrierSpec.
template <class Spec, class... Own>
constexpr auto carrierFields(Own... own)
{
    return fieldList(nameField<Spec>(&Spec::name), glyphField<Spec>(&Spec::glyph), colourField<Spec>(&Spec::color),
                     own..., sharedEffectsField<Spec>(&Spec::effects), triggersField<Spec>(&Spec::triggers));
}

struct ItemSpec : CarrierSpec {
    std::optional<bool> stack;
    std::optional<ThrowSpec> throwing; // "throw"
    std::optional<ConsumableSpec> consumable;
    std::optional<WornSpec> worn;
    Json extra;

    static constexpr auto fields();
};

constexpr auto ItemSpec::fields()
{
    using S = ItemSpec;
    return carrierFields<S>(field("stack", &S::stack).says("Stacks", "Several of it share one slot."),
                            field("throw", &S::throwing).says("Thrown"),
                            field("consumable", &S::consumable).says("Consumable"), field("worn", &S::worn).says("Worn"))
        .named("item");
}

struct PropSpec : CarrierSpec {
    std::optional<bool> landsAsItself; // absent: true (an armed thing's harm is its own)
    std::optional<std::int64_t> health;
    std::optional<bool> flammable;
    std::optional<bool> blocks;
    Json extra;

    static constexpr auto fields();
};

constexpr auto PropSpec::fields()
{
    using S = PropSpec;
    return carrierFields<S>(
               field("lands_as_itself", &S::landsAsItself).onByDefault()
                   .says("Lands as itself", "On (the default): its harm is its own (an armed trap), not the doing of "
                                            "whoever set it off. Off: whoever set it off is credited, as if they had "
                                            "done it."),
               field("health", &S::health).atLeast(1).absentMeans("it cannot be destroyed")
                   .says("Health", "Damage it takes before it is destroyed; unset: it cannot be destroyed."),
               field("flammable", &S::flammable).says("Flammable"), field("blocks", &S::blocks).says("Blocks movement"))
        .named("prop");
}

} // namespace rb
