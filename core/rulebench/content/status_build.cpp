#include "rulebench/content/status_build.h"

#include "rulebench/base/names.h"

namespace rb {

void buildStatuses(const ContentSpec& spec, Definitions& defs, Diagnostics& diagnostics)
{
    StatDependencies dependencies;
    buildStatuses(spec, defs, diagnostics, dependencies);
    dependencies.report(defs.stats, defs.flags);
}

void buildStatuses(const ContentSpec& spec, Definitions& defs, Diagnostics& diagnostics, StatDependencies& dependencies)
{
    // Names first, so a condition or an expression may name any status.
    std::vector<std::optional<StatusId>> ids;
    ids.reserve(spec.statuses.size());
    eachDefinition<&ContentSpec::statuses>(spec, diagnostics, [&](const StatusSpec& s, const Where& w) {
        ids.push_back(addDefinition(defs.statuses, StatusDef{s.name, {}, {}, {}, {}, {}}, w, "status"));
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
        if (s.turns) {
            if (*s.turns < 1)
                w.key("turns").error("turns must be at least 1, got " + std::to_string(*s.turns));
            else
                def.turns = *s.turns;
        }
        if (s.tick && s.tick->raw.is_null()) {
            const Where t = w.key("tick");
            if (auto kind = resolveName(defs.damageKinds, s.tick->kind, t.key("kind"), "damage kind"))
                def.tick = StatusTick{*kind, s.tick->amount};
            if (s.tick->amount == 0)
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
