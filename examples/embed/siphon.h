#pragma once
// The embedding example's own effect kind (main.cpp registers it): what a game
// writes to give its content a kind the engine does not have.

#include "rulebench/definitions/effect_kinds.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

// The game's own effect kind: "Siphon" drains health from everyone else in
// the area into whoever set it off. Content names it like an engine kind:
// {"kind": "Siphon", "args": {"kind": "shock", "amount": 3}}.
struct Siphon final : rb::EffectAction {
    static constexpr std::string_view kName = "Siphon";
    static constexpr std::string_view kHelp = "drains health from everyone else in the area into its user";
    static std::vector<rb::ArgInfo> args()
    {
        return {{"kind", rb::ArgType::DamageKind, true, "the damage kind it drains with"},
                {"amount", rb::ArgType::Whole, true, "health taken from each one"}};
    }
    // Null when an argument is wrong; EffectArgs has reported it at its path.
    static rb::EffectPtr build(rb::EffectArgs& a)
    {
        auto kind = a.damageKind("kind");
        auto amount = a.whole("amount", 1, 100);
        a.finish();
        if (!a.ok() || !kind || !amount)
            return nullptr;
        auto e = std::make_shared<Siphon>();
        e->kind = *kind;
        e->amount = *amount;
        return e;
    }
    void apply(const rb::Landing& l, rb::EffectWorld& world, rb::RandomStream&) const override
    {
        std::int64_t drained = 0;
        for (rb::EntityRef t : l.targets) { // actors and props with health
            if (t == l.user)
                continue;
            world.damage(t, kind, amount, l.user);
            drained += amount;
        }
        if (drained > 0)
            world.mend(l.user, drained, l.user);
    }
    std::string describe() const override { return "drains " + std::to_string(amount) + " health from each"; }

    rb::DamageKindId kind;
    std::int64_t amount = 0;
};
