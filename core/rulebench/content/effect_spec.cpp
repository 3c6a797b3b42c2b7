#include "rulebench/content/effect_spec.h"

namespace rb {

void readSpec(ObjectReader& r, EffectSpec& out)
{
    r.required("kind", out.kind);
    if (const Json* args = r.get("args"))
        out.args = *args;
    r.optional("chance", out.chance);
    out.extra = r.finish();
}

void readEffects(ObjectReader& r, std::string_view key, std::optional<std::vector<EffectSpec>>& out)
{
    if (!r.has(key))
        return;
    std::vector<EffectSpec> list;
    const Json* v = r.get(key);
    if (!v->is_array()) {
        r.at(key).error("expected a list of effects, got " + describeType(*v));
        r.keepIfInvalid(key, false);
        return;
    }
    for (std::size_t i = 0; i < v->size(); ++i) {
        ObjectReader entry((*v)[i], r.at(key).index(i));
        EffectSpec spec;
        readSpec(entry, spec);
        list.push_back(std::move(spec));
    }
    out = std::move(list);
}

bool read(const Json& j, const Where& w, AreaSpec& out)
{
    AreaSpec a;
    if (j.is_string() && j.get<std::string>() == "here") {
        a.kind = AreaSpec::Kind::Here;
        out = std::move(a);
        return true;
    }
    if (j.is_object() && j.contains("burst")) {
        ObjectReader r(j, w);
        a.kind = AreaSpec::Kind::Burst;
        bool ok = r.required("burst", a.radius);
        a.extra = r.finish();
        if (ok && (a.radius < 0 || a.radius > 64)) {
            w.key("burst").error("a burst's radius is between 0 and 64, got " + std::to_string(a.radius));
            ok = false;
        }
        if (!ok) {
            a.kind = AreaSpec::Kind::Invalid;
            a.raw = j;
        }
        out = std::move(a);
        return ok;
    }
    w.error("an area is \"here\" or {\"burst\": radius}, got " + (j.is_string() ? "\"" + j.get<std::string>() + "\"" : describeType(j)));
    a.kind = AreaSpec::Kind::Invalid;
    a.raw = j;
    out = std::move(a);
    return false;
}

bool read(const Json& j, const Where& w, LookSpec& out)
{
    ObjectReader r(j, w);
    bool ok = r.isObject();
    ok = r.required("glyph", out.glyph) && ok;
    ok = r.required("color", out.color) && ok;
    out.extra = r.finish();
    return ok;
}

void readSpec(ObjectReader& r, TriggerSpec& out)
{
    r.required("on", out.on);
    if (const Json* area = r.get("area")) {
        AreaSpec a;
        read(*area, r.at("area"), a); // an invalid area is kept in the spec as written
        out.area = std::move(a);
    }
    r.optional("fires", out.fires);
    readEffects(r, "effects", out.effects);
    r.optional("look", out.look);
    out.extra = r.finish();
}

OrderedJson toJson(const EffectSpec& s)
{
    OrderedJson out = OrderedJson::object();
    out["kind"] = s.kind;
    if (s.args)
        out["args"] = toOrdered(*s.args);
    if (s.chance)
        out["chance"] = toOrdered(toJson(*s.chance));
    appendExtra(out, s.extra);
    return out;
}

OrderedJson toJson(const std::vector<EffectSpec>& list)
{
    OrderedJson out = OrderedJson::array();
    for (const EffectSpec& e : list)
        out.push_back(toJson(e));
    return out;
}

OrderedJson toJson(const AreaSpec& s)
{
    switch (s.kind) {
    case AreaSpec::Kind::Here: return "here";
    case AreaSpec::Kind::Invalid: return toOrdered(s.raw);
    case AreaSpec::Kind::Burst: break;
    }
    OrderedJson out = OrderedJson::object();
    out["burst"] = s.radius;
    appendExtra(out, s.extra);
    return out;
}

OrderedJson toJson(const LookSpec& s)
{
    OrderedJson out = OrderedJson::object();
    out["glyph"] = s.glyph;
    out["color"] = s.color;
    appendExtra(out, s.extra);
    return out;
}

OrderedJson toJson(const TriggerSpec& s)
{
    OrderedJson out = OrderedJson::object();
    out["on"] = s.on;
    if (s.area)
        out["area"] = toJson(*s.area);
    if (s.fires)
        out["fires"] = *s.fires;
    if (s.effects)
        out["effects"] = toJson(*s.effects);
    if (s.look)
        out["look"] = toJson(*s.look);
    appendExtra(out, s.extra);
    return out;
}

} // namespace rb
