#include "rulebench/content/actor_spec.h"

#include <algorithm>

namespace rb {

void readSpec(ObjectReader& r, ActorSpec& out)
{
    r.name(out.name);
    std::string text;
    if (r.required("glyph", text))
        out.glyph = text;
    r.optional("color", out.color);
    if (r.required("faction", text))
        out.faction = text;
    if (const Json* stats = r.get("stats")) {
        const Where w = r.at("stats");
        bool ok = stats->is_object();
        if (!ok) {
            w.error("expected an object of stat names and base values, got " + describeType(*stats));
        } else {
            for (auto it = stats->begin(); it != stats->end(); ++it) {
                std::int64_t value = 0;
                if (read(it.value(), w.key(it.key()), value))
                    out.stats.emplace_back(it.key(), value);
                else
                    ok = false;
            }
        }
        // A mistake keeps the whole object as written, so saving loses nothing.
        r.keepIfInvalid("stats", ok);
    }
    if (const Json* attack = r.get("attack")) {
        ObjectReader ar(*attack, r.at("attack"));
        if (!ar.isObject()) {
            r.at("attack").error("expected an object with \"kind\" and \"roll\", got " + describeType(*attack));
            r.keepIfInvalid("attack", false);
        } else {
            AttackSpec a;
            const bool ok = ar.required("kind", a.kind) & ar.required("roll", a.roll);
            a.extra = ar.finish();
            if (ok)
                out.attack = std::move(a);
            else
                r.keepIfInvalid("attack", false);
        }
    }
    out.extra = r.finish();
}

OrderedJson toJson(const ActorSpec& s)
{
    OrderedJson j = OrderedJson::object();
    j["name"] = s.name;
    if (s.glyph)
        j["glyph"] = *s.glyph;
    if (s.color)
        j["color"] = *s.color;
    if (s.faction)
        j["faction"] = *s.faction;
    if (!s.stats.empty()) {
        // In key order, as a file read back lists them, so a rename stays canonical.
        auto sorted = s.stats;
        std::stable_sort(sorted.begin(), sorted.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
        OrderedJson stats = OrderedJson::object();
        for (const auto& [name, value] : sorted)
            stats[name] = value;
        j["stats"] = std::move(stats);
    }
    if (s.attack) {
        OrderedJson a = OrderedJson::object();
        a["kind"] = s.attack->kind;
        a["roll"] = s.attack->roll;
        appendExtra(a, s.attack->extra);
        j["attack"] = std::move(a);
    }
    appendExtra(j, s.extra);
    return j;
}

} // namespace rb
