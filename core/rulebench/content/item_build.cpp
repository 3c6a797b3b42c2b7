#include "rulebench/content/effect_build.h"
#include "rulebench/content/item_build.h"
#include "rulebench/content/status_build.h"
#include "rulebench/content/trigger_build.h"
#include "rulebench/definitions/actors.h"

namespace rb {

namespace {
std::string lookText(const std::optional<std::string>& text, const Where& w, bool glyph)
{
    if (!text)
        return {};
    if (glyph && !isOneGlyph(*text)) {
        w.error("a glyph is one printable character, got \"" + *text + "\"");
        return {};
    }
    if (!glyph && !isColorText(*text)) {
        w.error("a colour is written #rrggbb, got \"" + *text + "\"");
        return {};
    }
    return *text;
}

// A definition with its name and look, as items and props both start.
template <class Def>
Def withLook(const CarrierSpec& s, const Where& w)
{
    Def def;
    def.name = s.name;
    def.glyph = lookText(s.glyph, w.key("glyph"), true);
    def.color = lookText(s.color, w.key("color"), false);
    return def;
}

// The shared list and the triggers, as items and props both have them.
template <class Def>
void buildCarried(const CarrierSpec& s, Def& def, const Definitions& defs, const Where& w, StatDependencies& cycles,
                  const FieldTable& fields, const FormulaUse& use = FormulaUse{})
{
    if (s.effects) {
        if (s.effects->empty())
            w.key("effects").warning("an empty effects list; remove it or give it effects");
        else
            def.effects = buildEffects(*s.effects, defs, w.key("effects"), &cycles, use);
    }
    def.triggers = buildTriggers(s.triggers, def.effects, s.effects && !s.effects->empty(), defs, w, &cycles, fields, use);
    if (s.effects && !s.effects->empty()) {
        bool delivered = false;
        for (const TriggerSpec& t : s.triggers)
            delivered = delivered || !t.effects;
        if (!delivered)
            w.key("effects").warning("no trigger delivers these effects; give a trigger no \"effects\" of its own to "
                                     "deliver them");
    }
}
} // namespace

void buildMoments(const ContentSpec& spec, Definitions& defs, Diagnostics& diagnostics)
{
    eachDefinition<&ContentSpec::moments>(spec, diagnostics, [&](const MomentSpec& s, const Where& w) {
        if (s.name.empty())
            return;
        if (defs.moments.contains(s.name) && defs.moments.find(s.name)->value < defs.registeredMoments)
            w.key("name").error("\"" + s.name + "\" is already a moment the game registered; remove it from "
                                "\"moments\"");
        else
            addDefinition(defs.moments, MomentDef{s.name}, w, "moment");
    });
}

void buildItems(const ContentSpec& spec, Definitions& defs, Diagnostics& diagnostics, StatDependencies& cycles,
                const FieldTable& fields)
{
    const FieldRow& range = fields.row<&ThrowSpec::range>();
    const FieldRow& chargesRow = fields.row<&ConsumableSpec::charges>();
    eachDefinition<&ContentSpec::items>(spec, diagnostics, [&](const ItemSpec& s, const Where& w) {
        auto def = withLook<ItemDef>(s, w);
        def.stack = s.stack.value_or(false);
        if (s.throwing) // a formula reads the thrower
            def.throwRange = buildWhole(s.throwing->range, range.about, defs, kRangeFormula,
                                        w.key("throw").key(range.key), "a throw's range");
        if (s.consumable) {
            const Where c = w.key("consumable");
            Charges charges;
            bool ok = true;
            if (!chargesRow.about.allows(s.consumable->charges)) {
                c.key(chargesRow.key).error("charges must be " + boundsInWords(chargesRow.about) + ", got "
                                            + std::to_string(s.consumable->charges));
                ok = false;
            }
            charges.left = s.consumable->charges;
            if (s.consumable->whenEmpty) {
                if (auto we = parseWhenEmpty(*s.consumable->whenEmpty)) {
                    charges.whenEmpty = *we;
                } else {
                    c.key("when_empty").error("unknown when_empty \"" + *s.consumable->whenEmpty + "\""
                                              + didYouMean(*s.consumable->whenEmpty, {"Destroyed", "Kept"})
                                              + "; when_empty is Destroyed or Kept");
                    ok = false;
                }
            }
            if (ok)
                def.consumable = charges;
        }
        if (s.worn) {
            for (std::size_t m = 0; m < s.worn->modifiers.size(); ++m) {
                const Where mw = w.key("worn").key("modifiers").index(m);
                if (auto mod = buildModifier(s.worn->modifiers[m], defs, mw)) {
                    cycles.addModifier(mod->type, mod->value, mod->req.get(), mw);
                    def.worn.push_back(std::move(*mod));
                }
            }
        }
        buildCarried(s, def, defs, w, cycles, fields);
        if (s.consumable && s.triggers.empty())
            w.key("consumable").warning("a consumable with no triggers never spends a charge");
        addDefinition(defs.items, std::move(def), w, "item");
    });
}

void buildProps(const ContentSpec& spec, Definitions& defs, Diagnostics& diagnostics, StatDependencies& cycles,
                const FieldTable& fields)
{
    const FieldRow& health = fields.row<&PropSpec::health>();
    eachDefinition<&ContentSpec::props>(spec, diagnostics, [&](const PropSpec& s, const Where& w) {
        auto def = withLook<PropDef>(s, w);
        def.landsAsItself = s.landsAsItself.value_or(true); // an armed thing's harm is its own unless said
        def.flammable = s.flammable.value_or(false);
        def.blocks = s.blocks.value_or(false);
        if (s.health) {
            if (!health.about.allows(*s.health))
                w.key(health.key).error("health must be " + boundsInWords(health.about) + ", got "
                                        + std::to_string(*s.health) + "; leave it out for a prop that cannot be destroyed");
            else
                def.health = *s.health;
        }
        // A prop that lands as itself is its landings' user: no actor's stats to read.
        FormulaUse use;
        use.user = !def.landsAsItself;
        use.noUser = "this prop lands as itself, so its landings have no user (read the target, or turn off "
                     "Lands as itself to credit whoever sets it off)";
        buildCarried(s, def, defs, w, cycles, fields, use);
        if (!s.health) {
            for (std::size_t t = 0; t < s.triggers.size(); ++t)
                if (s.triggers[t].on == "destroyed")
                    w.key("triggers").index(t).key("on").warning("this prop has no \"health\", so it is never destroyed");
        }
        if (def.flammable && defs.fire == false)
            w.key("flammable").warning("this game has no fire");
        addDefinition(defs.props, std::move(def), w, "prop");
    });
}

} // namespace rb
