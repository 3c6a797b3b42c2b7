#include "rulebench/content/actor_build.h"

namespace rb {

std::optional<Behaviour> buildBehaviour(const BehaviourSpec& s, const Where& w, const FieldTable& fields)
{
    if (s.raw)
        return std::nullopt; // reported when read
    Behaviour b;
    bool ok = true;
    if (s.kind) {
        if (auto act = parseWord(*s.kind, kBehaviourActs)) {
            b.act = *act;
        } else {
            const Where kw = s.written ? w.key("kind") : w;
            kw.error("unknown behaviour \"" + *s.kind + "\"" + didYouMean(*s.kind, namesOf(kBehaviourActs)) + "; one of "
                     + wordList(namesOf(kBehaviourActs)));
            ok = false;
        }
    }
    if (s.fleeBelow) {
        const FieldRow& flee = fields.row<&BehaviourSpec::fleeBelow>();
        if (!flee.about.allows(*s.fleeBelow)) {
            w.key(flee.key).error("flee_below is a percentage of starting health, from " + std::to_string(flee.about.minimum)
                                  + " to " + std::to_string(flee.about.maximum) + ", got " + std::to_string(*s.fleeBelow));
            ok = false;
        } else {
            b.fleeBelow = static_cast<int>(*s.fleeBelow);
        }
    }
    return ok ? std::optional<Behaviour>(b) : std::nullopt;
}

void buildActors(const ContentSpec& spec, Definitions& defs, Diagnostics& diagnostics, const FieldTable& fields)
{
    eachDefinition<&ContentSpec::actors>(spec, diagnostics, [&](const ActorSpec& s, const Where& w) {
        ActorDef def;
        def.name = s.name;
        if (s.glyph) {
            if (isOneGlyph(*s.glyph))
                def.glyph = *s.glyph;
            else
                w.key("glyph").error("a glyph is one printable character, got " + Json(*s.glyph).dump());
        }
        if (s.color) {
            def.color = parseColor(*s.color);
            if (!def.color)
                w.key("color").error("a colour is written \"#rrggbb\", got " + Json(*s.color).dump());
        }
        if (s.faction) {
            if (s.faction->empty()) {
                w.key("faction").error("the faction is empty");
            } else {
                auto faction = defs.factions.find(*s.faction);
                if (!faction)
                    faction = *defs.factions.add(FactionDef{*s.faction}); // not found, so free
                def.faction = *faction;
            }
        }
        for (const auto& [name, value] : s.stats) {
            const Where sw = w.key("stats").key(name);
            const auto stat = resolveName(defs.stats, name, sw, "stat");
            if (!stat)
                continue;
            const StatDef& sd = defs.stats[*stat];
            if (sd.min && value < *sd.min)
                sw.error(name + " " + std::to_string(value) + " is below its min " + std::to_string(*sd.min));
            else if (sd.max && value > *sd.max)
                sw.error(name + " " + std::to_string(value) + " is above its max " + std::to_string(*sd.max));
            else
                def.stats.emplace_back(*stat, value);
        }
        if (s.attack) {
            const Where aw = w.key("attack");
            const auto kind = resolveName(defs.damageKinds, s.attack->kind, aw.key("kind"), "damage kind");
            const DiceParse roll = parseDice(s.attack->roll);
            if (!roll.dice)
                aw.key("roll").error(roll.error);
            if (kind && roll.dice)
                def.attack = ActorAttack{*kind, *roll.dice};
        }
        for (std::size_t i = 0; i < s.abilities.size(); ++i)
            if (auto ability = resolveName(defs.abilities, s.abilities[i], w.key("abilities").index(i), "ability"))
                def.abilities.push_back(*ability);
        if (s.behaviour)
            def.behaviour = buildBehaviour(*s.behaviour, w.key("behaviour"), fields).value_or(Behaviour{});
        if (s.actionsPerTurn) {
            const FieldRow& actions = fields.row<&ActorSpec::actionsPerTurn>();
            if (actions.about.allows(*s.actionsPerTurn))
                def.actionsPerTurn = *s.actionsPerTurn;
            else
                w.key(actions.key).error("actions_per_turn must be " + boundsInWords(actions.about) + ", got "
                                         + std::to_string(*s.actionsPerTurn));
        }
        addDefinition(defs.actors, std::move(def), w, "actor");
    });
}

} // namespace rb
