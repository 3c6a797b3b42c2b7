#include "rulebench/content/actor_spec.h"

#include <algorithm>

namespace rb {

bool readStatValues(ObjectReader& r, std::string_view key, StatValues& out)
{
    const Json* stats = r.get(key);
    if (!stats)
        return true;
    const Where w = r.at(key);
    bool ok = stats->is_object();
    if (!ok) {
        w.error("expected an object of stat names and base values, got " + describeType(*stats));
    } else {
        for (auto it = stats->begin(); it != stats->end(); ++it) {
            std::int64_t value = 0;
            if (read(it.value(), w.key(it.key()), value))
                out.emplace_back(it.key(), value);
            else
                ok = false;
        }
    }
    return r.keepIfInvalid(key, ok);
}

OrderedJson writeStatValues(const StatValues& stats)
{
    auto sorted = stats;
    std::stable_sort(sorted.begin(), sorted.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    OrderedJson out = OrderedJson::object();
    for (const auto& [name, value] : sorted)
        out[name] = value;
    return out;
}

bool readAttack(ObjectReader& r, std::string_view key, std::optional<AttackSpec>& out)
{
    const Json* attack = r.get(key);
    if (!attack)
        return true;
    AttackSpec a;
    if (read(*attack, r.at(key), a)) {
        out = std::move(a);
        return true;
    }
    // Not an object: after the reader's "expected an object", what an attack holds.
    if (!attack->is_object())
        r.at(key).error("expected an object with \"kind\" and \"roll\", got " + describeType(*attack));
    return r.keepIfInvalid(key, false);
}

bool read(const Json& j, const Where& w, BehaviourSpec& out)
{
    BehaviourSpec b;
    if (j.is_string()) {
        b.kind = j.get<std::string>();
        out = std::move(b);
        return true;
    }
    if (j.is_object()) {
        ObjectReader r(j, w);
        b.written = true;
        const bool ok = readObject(r, b, BehaviourSpec::fields());
        if (!ok)
            b.raw = j;
        out = std::move(b);
        return ok;
    }
    w.error("a behaviour is \"hold\", \"melee\" or \"ranged\", or {\"kind\": ..., \"flee_below\": percent}, got "
            + describeType(j));
    b.raw = j;
    out = std::move(b);
    return false;
}

OrderedJson toJson(const BehaviourSpec& s)
{
    // Always an object when written back, so an editor can set "flee_below"
    // beside a "kind" first written as a bare word.
    if (s.raw)
        return toOrdered(*s.raw);
    return writeObject(s, BehaviourSpec::fields());
}

} // namespace rb
