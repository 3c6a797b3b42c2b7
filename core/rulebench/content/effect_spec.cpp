#include "rulebench/content/effect_spec.h"

namespace rb {

namespace {
constexpr auto kBurst = AreaSpec::parts();
constexpr auto kRadius = std::get<0>(kBurst.fields);
} // namespace

bool readEffects(ObjectReader& r, std::string_view key, std::optional<std::vector<EffectSpec>>& out)
{
    if (!r.has(key))
        return true;
    std::vector<EffectSpec> list;
    const Json* v = r.get(key);
    if (!v->is_array()) {
        r.at(key).error("expected a list of effects, got " + describeType(*v));
        return r.keepIfInvalid(key, false);
    }
    for (std::size_t i = 0; i < v->size(); ++i) {
        ObjectReader entry((*v)[i], r.at(key).index(i));
        readSpec(entry, list.emplace_back());
    }
    out = std::move(list);
    return true;
}

bool read(const Json& j, const Where& w, AreaSpec& out)
{
    AreaSpec a;
    if (j.is_string() && j.get<std::string>() == AreaSpec::kHere) {
        a.kind = AreaSpec::Kind::Here;
        out = std::move(a);
        return true;
    }
    if (j.is_object() && j.contains(kRadius.key)) {
        ObjectReader r(j, w);
        a.kind = AreaSpec::Kind::Burst;
        bool ok = readObject(r, a, kBurst);
        if (ok && !a.radius.isFormula() && !kRadius.about.allows(a.radius.number)) { // a formula's is held to them
            w.key(kRadius.key).error("a burst's radius is between " + std::to_string(kRadius.about.minimum) + " and "
                                     + std::to_string(kRadius.about.maximum) + ", got " + std::to_string(a.radius.number));
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

OrderedJson toJson(const AreaSpec& s)
{
    switch (s.kind) {
    case AreaSpec::Kind::Here: return AreaSpec::kHere;
    case AreaSpec::Kind::Invalid: return toOrdered(s.raw);
    case AreaSpec::Kind::Burst: break;
    }
    return writeObject(s, kBurst);
}

} // namespace rb
