#include "rulebench/content/actor_build.h"

namespace rb {

void buildActors(const ContentSpec& spec, Definitions& defs, Diagnostics& diagnostics)
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
                    faction = defs.factions.add(FactionDef{*s.faction});
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
        addDefinition(defs.actors, std::move(def), w, "actor");
    });
}

} // namespace rb
