#include "rulebench/content/effect_build.h"

#include "rulebench/stats/formula_names.h"

namespace rb {

EffectListPtr buildEffects(const std::vector<EffectSpec>& specs, const Definitions& defs, const Where& where,
                           StatDependencies* cycles, const FormulaUse& use)
{
    FormulaUse chanceUse = kChanceFormula;
    chanceUse.user = use.user;
    chanceUse.noUser = use.noUser;
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
        args.useFormulas(use);
        EffectPtr effect = def.build ? def.build(args) : nullptr;
        if (!effect || !args.ok()) {
            ok = false;
            continue;
        }
        EffectEntry entry{*kind, std::move(effect), Chance::always(), std::nullopt};
        if (s.chance && s.chance->isFormula()) {
            entry.chanceFormula = compileFieldFormula(s.chance->formula, defs, chanceUse, w.key("chance"));
            if (!entry.chanceFormula) {
                ok = false;
                continue;
            }
        } else if (s.chance) {
            entry.chance = s.chance->chance;
        }
        list->push_back(std::move(entry));
    }
    if (!ok)
        return nullptr;
    return list;
}

} // namespace rb
