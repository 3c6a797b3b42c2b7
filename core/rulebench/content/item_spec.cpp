#include "rulebench/content/item_spec.h"

namespace rb {

bool read(const Json& j, const Where& w, ThrowSpec& out)
{
    ObjectReader r(j, w);
    bool ok = r.isObject();
    ok = r.required("range", out.range) && ok;
    out.extra = r.finish();
    return ok;
}

bool read(const Json& j, const Where& w, ConsumableSpec& out)
{
    ObjectReader r(j, w);
    bool ok = r.isObject();
    ok = r.required("charges", out.charges) && ok;
    ok = r.optional("when_empty", out.whenEmpty) && ok;
    out.extra = r.finish();
    return ok;
}

bool read(const Json& j, const Where& w, WornSpec& out)
{
    ObjectReader r(j, w);
    bool ok = r.isObject();
    readList(r, "modifiers", out.modifiers, [](ObjectReader& m, ModifierSpec& spec) { readSpec(m, spec); });
    out.extra = r.finish();
    return ok;
}

namespace {
void readTriggers(ObjectReader& r, std::vector<TriggerSpec>& out)
{
    readList(r, "triggers", out, [](ObjectReader& t, TriggerSpec& spec) { readSpec(t, spec); });
}

void writeTriggers(OrderedJson& out, const std::vector<TriggerSpec>& triggers)
{
    if (triggers.empty())
        return;
    OrderedJson list = OrderedJson::array();
    for (const TriggerSpec& t : triggers)
        list.push_back(toJson(t));
    out["triggers"] = std::move(list);
}
} // namespace

void readSpec(ObjectReader& r, ItemSpec& out)
{
    r.name(out.name);
    r.optional("glyph", out.glyph);
    r.optional("color", out.color);
    r.optional("stack", out.stack);
    r.optional("throw", out.throwing);
    r.optional("consumable", out.consumable);
    r.optional("worn", out.worn);
    readEffects(r, "effects", out.effects);
    readTriggers(r, out.triggers);
    out.extra = r.finish();
}

void readSpec(ObjectReader& r, PropSpec& out)
{
    r.name(out.name);
    r.optional("glyph", out.glyph);
    r.optional("color", out.color);
    r.optional("lands_as_itself", out.landsAsItself);
    r.optional("health", out.health);
    r.optional("flammable", out.flammable);
    r.optional("blocks", out.blocks);
    readEffects(r, "effects", out.effects);
    readTriggers(r, out.triggers);
    out.extra = r.finish();
}

OrderedJson toJson(const ItemSpec& s)
{
    OrderedJson out = OrderedJson::object();
    out["name"] = s.name;
    if (s.glyph)
        out["glyph"] = *s.glyph;
    if (s.color)
        out["color"] = *s.color;
    if (s.stack)
        out["stack"] = *s.stack;
    if (s.throwing) {
        OrderedJson t = OrderedJson::object();
        t["range"] = s.throwing->range;
        appendExtra(t, s.throwing->extra);
        out["throw"] = std::move(t);
    }
    if (s.consumable) {
        OrderedJson c = OrderedJson::object();
        c["charges"] = s.consumable->charges;
        if (s.consumable->whenEmpty)
            c["when_empty"] = *s.consumable->whenEmpty;
        appendExtra(c, s.consumable->extra);
        out["consumable"] = std::move(c);
    }
    if (s.worn) {
        OrderedJson w = OrderedJson::object();
        OrderedJson mods = OrderedJson::array();
        for (const ModifierSpec& m : s.worn->modifiers)
            mods.push_back(toJson(m));
        w["modifiers"] = std::move(mods);
        appendExtra(w, s.worn->extra);
        out["worn"] = std::move(w);
    }
    if (s.effects)
        out["effects"] = toJson(*s.effects);
    writeTriggers(out, s.triggers);
    appendExtra(out, s.extra);
    return out;
}

OrderedJson toJson(const PropSpec& s)
{
    OrderedJson out = OrderedJson::object();
    out["name"] = s.name;
    if (s.glyph)
        out["glyph"] = *s.glyph;
    if (s.color)
        out["color"] = *s.color;
    if (s.landsAsItself)
        out["lands_as_itself"] = *s.landsAsItself;
    if (s.health)
        out["health"] = *s.health;
    if (s.flammable)
        out["flammable"] = *s.flammable;
    if (s.blocks)
        out["blocks"] = *s.blocks;
    if (s.effects)
        out["effects"] = toJson(*s.effects);
    writeTriggers(out, s.triggers);
    appendExtra(out, s.extra);
    return out;
}

} // namespace rb
