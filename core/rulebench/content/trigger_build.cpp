#include "rulebench/content/build_context.h"
#include "rulebench/content/effect_build.h"
#include "rulebench/content/status_build.h"
#include "rulebench/content/trigger_build.h"
#include "rulebench/definitions/actors.h"

namespace rb {

std::optional<Look> buildLook(const LookSpec& s, const Where& w)
{
    bool ok = true;
    if (!isOneGlyph(s.glyph)) {
        w.key("glyph").error("a glyph is one printable character, got \"" + s.glyph + "\"");
        ok = false;
    }
    if (!isColorText(s.color)) {
        w.key("color").error("a colour is written #rrggbb, got \"" + s.color + "\"");
        ok = false;
    }
    return ok ? std::optional<Look>(Look{s.glyph, s.color}) : std::nullopt;
}

std::optional<Area> buildArea(const AreaSpec& s, const Definitions& defs, const FormulaUse& use, const Where& where,
                              const FieldTable& fields)
{
    switch (s.kind) {
    case AreaSpec::Kind::Here: return Area{};
    case AreaSpec::Kind::Burst: {
        const FieldRow& radius = fields.row<&AreaSpec::radius>();
        auto value = buildWhole(s.radius, radius.about, defs, use, where.key(radius.key), "a burst's radius");
        if (!value)
            return std::nullopt;
        return Area{Area::Kind::Burst, std::move(*value)};
    }
    case AreaSpec::Kind::Invalid: break;
    }
    return std::nullopt; // reported when read
}

TriggerList buildTriggers(const std::vector<TriggerSpec>& specs, const EffectListPtr& shared, bool hasShared,
                          const Definitions& defs, const Where& where, StatDependencies* cycles, const FieldTable& fields,
                          const FormulaUse& use)
{
    const FieldRow& fires = fields.row<&TriggerSpec::fires>();
    auto out = std::make_shared<std::vector<TriggerDef>>();
    for (std::size_t i = 0; i < specs.size(); ++i) {
        const TriggerSpec& s = specs[i];
        const Where w = where.key("triggers").index(i);
        bool ok = true;
        TriggerDef def;
        if (!isBlank(s.on)) { // blank: reported when read
            if (auto m = defs.moments.find(s.on)) {
                def.on = *m;
            } else {
                w.key("on").error("unknown moment \"" + s.on + "\"" + didYouMean(s.on, defs.moments.names())
                                  + "; declare a game's own under \"moments\"");
                ok = false;
            }
        } else {
            ok = false; // missing: reported when read
        }
        if (s.area) {
            const std::optional<Area> area = buildArea(*s.area, defs, radiusFormula(use), w.key("area"), fields);
            def.area = area.value_or(Area{});
            ok = ok && area;
        }
        if (s.fires) {
            if (!fires.about.allows(*s.fires)) {
                w.key(fires.key).error("fires must be " + boundsInWords(fires.about) + ", got " + std::to_string(*s.fires)
                                       + "; leave it out for a trigger that never runs out");
                ok = false;
            } else {
                def.fires = static_cast<std::uint32_t>(*s.fires);
            }
        }
        if (s.look) {
            def.look = buildLook(*s.look, w.key("look"));
            ok = ok && def.look;
        }
        if (s.effects) {
            if (s.effects->empty()) {
                w.key("effects").error("an empty list lands nothing; give it effects, or leave \"effects\" out to "
                                       "use the shared ones");
                ok = false;
            } else {
                def.effects = buildEffects(*s.effects, defs, w.key("effects"), cycles, use);
                ok = ok && def.effects != nullptr;
            }
        } else if (hasShared) {
            def.sharesEffects = true;
            def.effects = shared;
            ok = ok && shared != nullptr;
        } else {
            w.error("this trigger has no effects and there are none to share; give it \"effects\", or give the "
                    "definition \"effects\" its triggers deliver");
            ok = false;
        }
        if (ok)
            out->push_back(std::move(def));
    }
    return out;
}

std::string describe(const TriggerDef& t, const Registry<MomentDef>& moments)
{
    std::string out = "on " + moments[t.on].name;
    if (t.area.kind == Area::Kind::Burst)
        out += ", a radius-" + t.area.radius.describe() + " burst";
    if (t.fires)
        out += ", " + std::to_string(*t.fires) + (*t.fires == 1 ? " time" : " times");
    out += ": ";
    out += t.effects ? describe(*t.effects) : std::string("nothing");
    return out;
}

} // namespace rb
