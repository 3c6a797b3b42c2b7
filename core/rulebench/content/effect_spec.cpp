#include "rulebench/content/effect_spec.h"

namespace rb {

namespace {
constexpr std::string_view kBurstKey = "burst";
constexpr auto kBurst = fieldList(field(kBurstKey, &AreaSpec::radius).required());
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
    if (j.is_string() && j.get<std::string>() == "here") {
        a.kind = AreaSpec::Kind::Here;
        out = std::move(a);
        return true;
    }
    if (j.is_object() && j.contains(kBurstKey)) {
        ObjectReader r(j, w);
        a.kind = AreaSpec::Kind::Burst;
        bool ok = readObject(r, a, kBurst);
        if (ok && (a.radius < 0 || a.radius > 64)) {
            w.key(kBurstKey).error("a burst's radius is between 0 and 64, got " + std::to_string(a.radius));
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
    case AreaSpec::Kind::Here: return "here";
    case AreaSpec::Kind::Invalid: return toOrdered(s.raw);
    case AreaSpec::Kind::Burst: break;
    }
    return writeObject(s, kBurst);
}

} // namespace rb
