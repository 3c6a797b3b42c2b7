#include "rulebench/content/status_build.h"

#include "rulebench/base/names.h"

#include "rulebench/stats/formula_names.h"

namespace rb {

namespace {
// A tick's amount as a formula, compiled; its mistakes reported at their columns.
std::optional<Formula> tickFormula(const WholeOrFormula& amount, const Definitions& defs, const Where& w)
{
    if (!amount.isFormula())
        return std::nullopt;
    FormulaCompile c = compileFormula(amount.formula, formulaNames(defs), FormulaUse{});
    for (const FormulaError& e : c.errors)
        w.error("column " + std::to_string(e.column) + ": " + e.message);
    return std::move(c.formula);
}
} // namespace

namespace {
template <class T, std::size_t N>
std::optional<T> word(const std::optional<std::string>& text, const EnumWord<T> (&words)[N], const Where& w, const char* what)
{
    if (!text)
        return std::nullopt;
    if (auto value = parseWord(*text, words))
        return value;
    w.error("unknown " + std::string(what) + " \"" + *text + "\"" + didYouMean(*text, namesOf(words)) + "; it is "
            + wordList(namesOf(words)));
    return std::nullopt;
}

// max_stacks, overflow, per_applier, max_total, expire, blocked_by and removes: every
// mistake reported, each at its own key.
void buildPolicies(const StatusSpec& s, const Definitions& defs, std::optional<StatusId> self, const Where& w, StatusDef& def,
                   const FieldRow& maxStacks, const FieldRow& maxTotal)
{
    const Where stacks = w.key(maxStacks.key);
    if (s.maxStacks && !maxStacks.about.allows(*s.maxStacks))
        stacks.error("max_stacks must be " + boundsInWords(maxStacks.about) + ", got " + std::to_string(*s.maxStacks));
    else if (s.maxStacks && def.stacking != Stacking::Stack)
        stacks.error("max_stacks counts instances, and only Stack makes more than one: set \"stacking\" to Stack or "
                     "remove max_stacks");
    else
        def.maxStacks = s.maxStacks;
    const Where overflow = w.key(keyOf<&StatusSpec::overflow>);
    if (auto o = word(s.overflow, kOverflows, overflow, "overflow")) {
        if (!s.maxStacks && !s.maxTotal)
            overflow.error(s.perApplier ? "overflow says what happens beyond max_stacks or max_total: give one of "
                                          "them or remove overflow"
                                        : "overflow says what happens beyond max_stacks: give \"max_stacks\" or "
                                          "remove overflow");
        def.overflow = *o;
    }
    def.perApplier = s.perApplier;
    const Where total = w.key(maxTotal.key);
    if (s.maxTotal && !maxTotal.about.allows(*s.maxTotal))
        total.error("max_total must be " + boundsInWords(maxTotal.about) + ", got " + std::to_string(*s.maxTotal));
    else if (s.maxTotal && !s.perApplier)
        total.error("max_total caps every applier's instances together, and only per_applier counts them apart: set "
                    "\"per_applier\" or use max_stacks");
    else
        def.maxTotal = s.maxTotal;
    if (auto e = word(s.expire, kExpiries, w.key(keyOf<&StatusSpec::expire>), "expire"))
        def.expire = *e;
    for (std::size_t i = 0; i < s.blockedBy.size(); ++i)
        if (auto flag = resolveName(defs.flags, s.blockedBy[i], w.key(keyOf<&StatusSpec::blockedBy>).index(i), "flag"))
            def.blockedBy.push_back(*flag);
    for (std::size_t i = 0; i < s.removes.size(); ++i) {
        const Where at = w.key(keyOf<&StatusSpec::removes>).index(i);
        if (auto removed = resolveName(defs.statuses, s.removes[i], at, "status")) {
            if (self && *removed == *self)
                at.error("a status cannot remove itself; remove \"" + s.removes[i] + "\" from removes");
            else
                def.removes.push_back(*removed);
        }
    }
}
} // namespace

void buildStatuses(const ContentSpec& spec, Definitions& defs, Diagnostics& diagnostics)
{
    StatDependencies dependencies;
    buildStatuses(spec, defs, diagnostics, dependencies);
    dependencies.report(defs.stats, defs.flags);
}

void buildStatuses(const ContentSpec& spec, Definitions& defs, Diagnostics& diagnostics, StatDependencies& dependencies,
                   const FieldTable& fields)
{
    const FieldRow& maxStacks = fields.row<&StatusSpec::maxStacks>();
    const FieldRow& maxTotal = fields.row<&StatusSpec::maxTotal>();
    const FieldRow& turns = fields.row<&StatusSpec::turns>();
    // Names first, so a condition or an expression may name any status.
    std::vector<std::optional<StatusId>> ids;
    ids.reserve(spec.statuses.size());
    eachDefinition<&ContentSpec::statuses>(spec, diagnostics, [&](const StatusSpec& s, const Where& w) {
        StatusDef named;
        named.name = s.name;
        ids.push_back(addDefinition(defs.statuses, std::move(named), w, "status"));
    });

    for (std::size_t i = 0; i < spec.statuses.size(); ++i) {
        const StatusSpec& s = spec.statuses[i];
        const Where w = definitionWhere(diagnostics, keyOf<&ContentSpec::statuses>, i, s.name);
        StatusDef def;
        def.name = s.name;
        if (s.stacking) {
            if (auto rule = parseStacking(*s.stacking))
                def.stacking = *rule;
            else
                w.key("stacking").error("unknown stacking rule \"" + *s.stacking + "\""
                                        + didYouMean(*s.stacking, namesOf(kStackings)) + "; stacking is "
                                        + wordList({"Refresh", "Extend", "Stack", "Ignore"}));
        }
        if (s.badge) {
            const std::size_t n = codePointCount(*s.badge);
            if (n != 1)
                w.key("badge").error(n == 0 ? std::string("the badge is empty; give it one character or remove it")
                                            : "a badge is one character, got \"" + *s.badge + "\" ("
                                                  + std::to_string(n) + " characters)");
            else
                def.badge = *s.badge;
        }
        buildPolicies(s, defs, ids[i], w, def, maxStacks, maxTotal);
        if (s.turns) {
            if (!turns.about.allows(*s.turns))
                w.key(turns.key).error("turns must be " + boundsInWords(turns.about) + ", got " + std::to_string(*s.turns));
            else
                def.turns = *s.turns;
        }
        if (s.tick && s.tick->raw.is_null()) {
            const Where t = w.key("tick");
            if (auto kind = resolveName(defs.damageKinds, s.tick->kind, t.key("kind"), "damage kind"))
                def.tick = StatusTick{*kind, s.tick->amount.number, tickFormula(s.tick->amount, defs, t.key("amount"))};
            if (!s.tick->amount.isFormula() && s.tick->amount.number == 0)
                t.key("amount").warning("a tick of 0 does nothing; give it an amount (negative mends) or remove the tick");
        }
        for (std::size_t m = 0; m < s.modifiers.size(); ++m) {
            const Where mw = w.key("modifiers").index(m);
            if (auto mod = buildModifier(s.modifiers[m], defs, mw)) {
                dependencies.addModifier(mod->type, mod->value, mod->req.get(), mw);
                def.modifiers.push_back(std::move(*mod));
            }
        }
        if (ids[i])
            defs.statuses[*ids[i]] = std::move(def);
    }
}

} // namespace rb
