#include "rulebench/content/ability_build.h"

#include "rulebench/content/effect_build.h"
#include "rulebench/content/trigger_build.h"

namespace rb {

namespace {
bool buildCost(const CostSpec& s, const Definitions& defs, const Where& w, AbilityDef& def, const FieldRow& amount)
{
    const auto stat = resolveName(defs.stats, s.stat, w.key("stat"), "stat");
    if (!s.amount.isFormula() && !amount.about.allows(s.amount.number)) {
        w.key(amount.key).error("a cost takes " + boundsInWords(amount.about) + ", got " + std::to_string(s.amount.number)
                                + "; leave \"cost\" out for a free ability");
        return false;
    }
    auto value = buildWhole(s.amount, amount.about, defs, kCostFormula, w.key(amount.key), "a cost");
    if (!stat || !value)
        return false;
    def.cost = AbilityCost{*stat, std::move(*value)};
    return true;
}
} // namespace

void buildAbilities(const ContentSpec& spec, Definitions& defs, Diagnostics& diagnostics, StatDependencies& cycles,
                    const FieldTable& fields)
{
    const FieldRow& range = fields.row<&AbilitySpec::range>();
    const FieldRow& cooldown = fields.row<&AbilitySpec::cooldown>();
    const FieldRow& amount = fields.row<&CostSpec::amount>();
    eachDefinition<&ContentSpec::abilities>(spec, diagnostics, [&](const AbilitySpec& s, const Where& w) {
        AbilityDef def;
        def.name = s.name;
        bool ok = true;
        if (auto aim = parseWord(s.aim, kAims)) {
            def.aim = *aim;
        } else if (!isBlank(s.aim)) { // blank: reported when read
            w.key("aim").error("unknown aim \"" + s.aim + "\"" + didYouMean(s.aim, namesOf(kAims)) + "; an ability aims at "
                               + wordList(namesOf(kAims)));
            ok = false;
        }
        if (s.range) { // a formula reads the caster
            auto value = buildWhole(*s.range, range.about, defs, kRangeFormula, w.key(range.key), "a range");
            def.range = value.value_or(WholeValue{});
            ok = ok && value;
        }
        if (s.area) {
            const std::optional<Area> area = buildArea(*s.area, defs, radiusFormula(FormulaUse{}), w.key("area"), fields);
            def.area = area.value_or(Area{});
            ok = ok && area;
        }
        if (s.cooldown && !cooldown.about.allows(*s.cooldown)) {
            w.key(cooldown.key).error("a cooldown is " + boundsInWords(cooldown.about, "turns") + ", got "
                                      + std::to_string(*s.cooldown));
            ok = false;
        } else {
            def.cooldown = s.cooldown.value_or(0);
        }
        if (s.cost)
            ok = buildCost(*s.cost, defs, w.key("cost"), def, amount) && ok;
        if (!s.effects) {
            w.error("missing \"effects\": what the ability does where it lands");
            ok = false;
        } else if (s.effects->empty()) {
            w.key("effects").error("an empty list lands nothing; give the ability effects");
            ok = false;
        } else {
            def.effects = buildEffects(*s.effects, defs, w.key("effects"), &cycles);
            ok = ok && def.effects;
        }
        if (s.look) {
            def.look = buildLook(*s.look, w.key("look"));
            ok = ok && def.look;
        }
        if (def.aim == Aim::Self && (def.range.formula || def.range.number > 0))
            w.key("range").warning("an ability aimed at \"self\" lands on the caster; its range is never used");
        if (ok)
            addDefinition(defs.abilities, std::move(def), w, "ability");
    });
}

} // namespace rb
