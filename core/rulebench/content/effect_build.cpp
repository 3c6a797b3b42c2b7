#include "rulebench/content/effect_build.h"

namespace rb {

EffectListPtr buildEffects(const std::vector<EffectSpec>& specs, const Definitions& defs, const Where& where,
                           StatDependencies* cycles)
{
    auto list = std::make_shared<EffectList>();
    bool ok = true;
    for (std::size_t i = 0; i < specs.size(); ++i) {
        const EffectSpec& s = specs[i];
        const Where w = where.index(i);
        if (isBlank(s.kind)) { // missing, blank or not text: reported when read
            ok = false;
            continue;
        }
        auto kind = defs.effectKinds.find(s.kind);
        if (!kind) {
            std::string message = "unknown effect kind \"" + s.kind + "\"" + didYouMean(s.kind, defs.effectKinds.names());
            if ((s.kind == "Ignite" && !defs.fire) || (s.kind == "Emit" && !defs.gasKinds))
                message = "effect kind \"" + s.kind + "\" needs " + (s.kind == "Ignite" ? "fire" : "gas")
                          + ", which this game does not have";
            w.key("kind").error(std::move(message));
            ok = false;
            continue;
        }
        const EffectKindDef& def = defs.effectKinds[*kind];
        EffectArgs args(s.args ? &*s.args : nullptr, w.key("args"), defs, def.args);
        args.checkCycles(cycles);
        EffectPtr effect = def.build ? def.build(args) : nullptr;
        if (!effect || !args.ok()) {
            ok = false;
            continue;
        }
        list->push_back(EffectEntry{*kind, std::move(effect), s.chance.value_or(Chance::always())});
    }
    if (!ok)
        return nullptr;
    return list;
}

} // namespace rb
