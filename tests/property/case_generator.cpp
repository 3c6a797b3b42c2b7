#include "case_generator.h"

#include "rulebench/world/action_spec.h"

#include <algorithm>
#include <array>
#include <map>
#include <set>
#include <vector>

namespace rb::property {

std::uint64_t SeededChoices::below(std::uint64_t bound)
{
    if (bound == 0)
        return 0;
    state_ += 0x9E3779B97F4A7C15ULL;
    std::uint64_t z = state_;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return (z ^ (z >> 31)) % bound;
}

std::uint64_t ByteChoices::below(std::uint64_t bound)
{
    if (bound == 0)
        return 0;
    std::uint64_t v = 0;
    for (int k = 0; k < 2; ++k)
        v = (v << 8) | (at_ < bytes_.size() ? bytes_[at_++] : 0);
    return v % bound;
}

namespace {

template <class T, std::size_t N>
const T& oneOf(Choices& c, const std::array<T, N>& options)
{
    return options[c.below(N)];
}
const std::string& oneOf(Choices& c, const std::vector<std::string>& names) { return names[c.below(names.size())]; }

// The names each section declares, for references from the others.
struct Names {
    std::vector<std::string> stats, damageKinds, flags, durations, statuses, items, throwable, wearable, props, abilities,
        actors, factKinds, quests;
    std::vector<std::string> hostileActors; // kinds of the foes' faction
    std::map<std::string, std::string> aims; // ability -> its aim
    std::set<std::string> lasting;           // statuses with turns of their own
};

class ContentWriter {
public:
    ContentWriter(Choices& c, Names& n) : c_(c), n_(n) {}

    OrderedJson content()
    {
        OrderedJson j;
        j["format"] = "rulebench/1";
        j["stats"] = stats();
        j["damage_kinds"] = damageKinds();
        j["flags"] = flags();
        if (c_.chance(70)) {
            n_.durations = {"watch"};
            j["durations"] = OrderedJson::array({OrderedJson{{"name", "watch"}}});
        }
        j["statuses"] = list(1, 3, "status ", n_.statuses, [&](const std::string& name) { return status(name); });
        j["items"] = items();
        j["props"] = list(0, 2, "prop ", n_.props, [&](const std::string& name) { return prop(name); });
        j["abilities"] = list(0, 2, "ability ", n_.abilities, [&](const std::string& name) { return ability(name); });
        j["actors"] = actors();
        facts(j);
        return j;
    }

private:
    template <class Make>
    OrderedJson list(int lo, int hi, const std::string& stem, std::vector<std::string>& names, Make make)
    {
        const auto count = c_.between(lo, hi);
        for (std::int64_t k = 0; k < count; ++k)
            names.push_back(stem + std::to_string(k + 1));
        OrderedJson out = OrderedJson::array();
        for (const std::string& name : names)
            out.push_back(make(name));
        return out;
    }

    OrderedJson stats()
    {
        OrderedJson out = OrderedJson::array();
        n_.stats = {"health", "armor"};
        out.push_back({{"name", "health"}, {"default", c_.between(6, 30)}, {"min", 0}});
        out.push_back({{"name", "armor"}, {"default", c_.between(0, 2)}, {"min", 0}});
        const auto extra = c_.between(0, 2);
        for (std::int64_t k = 0; k < extra; ++k) {
            const std::string name = "power " + std::to_string(k + 1);
            n_.stats.push_back(name);
            OrderedJson s{{"name", name}, {"default", c_.between(0, 8)}};
            if (c_.chance(60))
                s["min"] = c_.between(-3, 0);
            if (c_.chance(60))
                s["max"] = c_.between(8, 12);
            out.push_back(s);
        }
        return out;
    }

    OrderedJson damageKinds()
    {
        n_.damageKinds = {"kinetic", "thermal"};
        OrderedJson out = OrderedJson::array();
        OrderedJson kinetic{{"name", "kinetic"}};
        if (c_.chance(70))
            kinetic["reduced_by"] = "armor";
        out.push_back(kinetic);
        out.push_back({{"name", "thermal"}});
        if (c_.chance(50)) {
            n_.damageKinds.push_back("ion");
            out.push_back({{"name", "ion"}, {"reduced_by", oneOf(c_, n_.stats)}});
        }
        return out;
    }

    OrderedJson flags()
    {
        OrderedJson out = OrderedJson::array();
        for (const char* f : {"cannot-move", "shielded"})
            if (c_.chance(60)) {
                n_.flags.push_back(f);
                out.push_back({{"name", f}});
            }
        return out;
    }

    // ---- formulas ------------------------------------------------------------

    // A name as a formula writes it: quoted when it has a space ("power 1").
    static std::string quoted(const std::string& name)
    {
        return name.find(' ') == std::string::npos ? name : "\"" + name + "\"";
    }
    std::string stat() { return quoted(oneOf(c_, n_.stats)); }
    std::string status() { return quoted(oneOf(c_, n_.statuses)); }
    // Who a formula reads as the one who threw, cast or applied it: `user`,
    // or `target` where there is none (a prop that lands as itself).
    std::string who() const { return userHere_ ? "user" : "target"; }

    // A roll worked out when it lands: stats (quoted names), stacks, has, if,
    // min and max, dice, % and a division that is by 0 while no one carries
    // the status (logged, and 0).
    std::string rollFormula()
    {
        switch (c_.below(5)) {
        case 0: return "=1 + " + who() + ".stat(" + stat() + ") / 2";
        case 1: return "=if(target.has(" + status() + "), 3, 1d4)";
        case 2: return "=max(0, min(2d4 - target.stat(armor), 6))";
        case 3: return "=4 / target.stacks(" + status() + ")";
        default: return "=" + who() + ".base(" + stat() + ") % 4 + 1";
        }
    }

    // A modifier's value: a number, a stat or a count of statuses times a
    // factor, or a formula over its holder. A stat's value only comes from a
    // stat declared before the one it changes (a base from any), so no
    // generated content has a cycle.
    OrderedJson value(std::size_t statIndex)
    {
        // No value (and no condition) reads health: the blow that takes it
        // would change the stat it is reduced by after the fact, which the
        // lifetime check's "reduced by the stat as it stands" cannot follow
        // (the reshuffled generator's seeds 826, armor x(2 per point of
        // health)%, and 1942, armor at least 28 while health is at most 11).
        const auto pick = c_.below(5);
        if (pick == 1 && statIndex > 1)
            return {{"stat", n_.stats[1 + c_.below(statIndex - 1)]}, {"times", c_.between(-2, 2)}};
        if (pick == 2 && !n_.statuses.empty())
            return {{"statuses", oneOf(c_, n_.statuses)}, {"times", c_.between(-2, 3)}};
        if (pick == 3 && statIndex > 1)
            return "=target.stat(" + quoted(n_.stats[1 + c_.below(statIndex - 1)]) + ") / 2 + target.stacks(" + status() + ")";
        if (pick == 4)
            return "=clamp(target.base(" + quoted(n_.stats[1 + c_.below(n_.stats.size() - 1)]) + ") - 2, 0, 5) * if(target.has("
                + status() + "), 2, 1)";
        return c_.between(-5, 50);
    }

    // A requirement that only looks at stats before `stats` and flags before
    // `flags` in declaration order (a stat's modifiers: no flag at all), so
    // no generated content has a cycle.
    OrderedJson condition(int depth, std::size_t stats, std::size_t flags)
    {
        const auto pick = c_.below(depth > 0 ? 6 : 4);
        if (pick == 1 && flags > 0)
            return {{"has_flag", n_.flags[c_.below(flags)]}};
        if ((pick == 2 || pick == 3) && stats > 1) // no health: see value()
            return {{pick == 2 ? "stat_at_most" : "stat_at_least",
                     {{"stat", n_.stats[1 + c_.below(stats - 1)]}, {"value", c_.between(0, 15)}}}};
        if (pick == 4)
            return {{"not", condition(depth - 1, stats, flags)}};
        if (pick == 5) {
            OrderedJson parts = OrderedJson::array({condition(depth - 1, stats, flags), condition(depth - 1, stats, flags)});
            return {{c_.chance(50) ? "all" : "any", parts}};
        }
        return {{"has_status", oneOf(c_, n_.statuses)}};
    }

    OrderedJson modifier()
    {
        OrderedJson m;
        std::size_t stats = 0, flags = 0;
        if (!n_.flags.empty() && c_.chance(25)) {
            flags = c_.below(n_.flags.size());
            m["flag"] = n_.flags[flags];
            stats = n_.stats.size();
        } else {
            stats = c_.below(n_.stats.size());
            static constexpr std::array<const char*, 4> kOps{"Add", "MulPct", "AtLeast", "AtMost"};
            m["stat"] = n_.stats[stats];
            m["op"] = oneOf(c_, kOps);
            m["value"] = value(stats);
        }
        if (c_.chance(25))
            m["req"] = condition(2, stats, flags);
        return m;
    }

    OrderedJson modifiers(int least, int most)
    {
        OrderedJson out = OrderedJson::array();
        const auto count = c_.between(least, most);
        for (std::int64_t k = 0; k < count; ++k)
            out.push_back(modifier());
        return out;
    }

    OrderedJson status(const std::string& name)
    {
        static constexpr std::array<const char*, 4> kStacking{"Refresh", "Extend", "Stack", "Ignore"};
        static constexpr std::array<const char*, 3> kOverflow{"refuse", "replace-oldest", "refresh-all"};
        OrderedJson s{{"name", name}};
        const std::string stacking = oneOf(c_, kStacking);
        s["stacking"] = stacking;
        if (stacking == "Stack" && c_.chance(70)) {
            s["max_stacks"] = c_.between(1, 3);
            s["overflow"] = oneOf(c_, kOverflow);
        }
        if (c_.chance(30)) {
            s["per_applier"] = true;
            if (c_.chance(50)) {
                s["max_total"] = c_.between(1, 4);
                if (!s.contains("overflow"))
                    s["overflow"] = oneOf(c_, kOverflow);
            }
        }
        if (c_.chance(30))
            s["expire"] = c_.chance(50) ? "all" : "one";
        if (!n_.flags.empty() && c_.chance(20))
            s["blocked_by"] = OrderedJson::array({oneOf(c_, n_.flags)});
        if (c_.chance(20)) {
            const std::string other = oneOf(c_, n_.statuses);
            if (other != name)
                s["removes"] = OrderedJson::array({other});
        }
        if (c_.chance(70)) {
            s["turns"] = c_.between(1, 6);
            n_.lasting.insert(name);
        }
        if (c_.chance(60)) {
            // A tick's formula reads only its target: a script may afflict with nobody to credit.
            static constexpr std::array<const char*, 3> kTicks{"=target.stacks(%) - 1", "=1 + target.stat(armor) / 2",
                                                               "=3 / target.stacks(%)"};
            OrderedJson amount = c_.between(-2, 4);
            if (c_.chance(35)) {
                std::string text = oneOf(c_, kTicks);
                if (const auto at = text.find('%'); at != std::string::npos)
                    text.replace(at, 1, status());
                amount = text;
            }
            s["tick"] = {{"kind", oneOf(c_, n_.damageKinds)}, {"amount", amount}};
        }
        s["modifiers"] = modifiers(0, 2);
        return s;
    }

    // The largest of each number below is written as a formula of about its
    // size instead (no draw of its own, so each case is the one it was): a
    // radius, a range read for who casts or throws (armor is every case's),
    // a quest's target worked out when the content is built.
    OrderedJson area()
    {
        if (c_.chance(30))
            return "here";
        const auto radius = c_.between(0, 2);
        if (radius < 2)
            return {{"burst", radius}};
        // A radius reads who the landing is credited to: none where a prop lands as itself.
        return {{"burst", userHere_ ? "=1 + user.stat(armor) % 2" : "=4 / 2"}};
    }

    OrderedJson look()
    {
        static constexpr std::array<const char*, 3> kColours{"#ff8040", "#40a0ff", "#a0ff60"};
        return {{"glyph", "*"}, {"color", oneOf(c_, kColours)}};
    }

    OrderedJson effect()
    {
        OrderedJson e;
        switch (c_.below(10)) {
        case 0: e = {{"kind", "Harm"}, {"args", {{"kind", oneOf(c_, n_.damageKinds)}, {"roll", roll(true)}}}}; break;
        case 1: e = {{"kind", "Mend"}, {"args", {{"roll", roll(true)}}}}; break;
        case 2: {
            const std::string status = oneOf(c_, n_.statuses);
            OrderedJson args{{"status", status}};
            if (!n_.lasting.count(status) || c_.chance(50))
                args["turns"] = c_.chance(30) ? OrderedJson("=1 + " + who() + ".stat(" + stat() + ") % 3")
                                              : OrderedJson(c_.between(1, 5));
            e = {{"kind", "Afflict"}, {"args", args}};
            break;
        }
        case 3: {
            OrderedJson args{{"status", oneOf(c_, n_.statuses)}};
            if (c_.chance(50))
                args["instances"] = c_.chance(30) ? OrderedJson("=max(1, target.stacks(" + status() + ") - 1)")
                                                  : OrderedJson(c_.between(1, 2));
            e = {{"kind", "Cure"}, {"args", args}};
            break;
        }
        case 4: e = {{"kind", "Shove"}, {"args", {{"distance", distance()}}}}; break;
        case 5: e = {{"kind", "Pull"}, {"args", {{"distance", distance()}}}}; break;
        case 6: e = {{"kind", "Cue"}, {"args", look()}}; break;
        case 7: {
            const std::vector<std::string> durations = withEngineDurations();
            e = {{"kind", "Grant"}, {"args", {{"modifier", modifier()}, {"duration", oneOf(c_, durations)}}}};
            break;
        }
        case 8: e = {{"kind", "Ignite"}, {"args", {{"turns", c_.between(1, 4)}}}}; break;
        default: e = {{"kind", "Emit"}, {"args", {{"gas", "smoke"}, {"amount", c_.between(20, 200)}}}}; break;
        }
        if (c_.chance(15)) {
            // A chance's formula (whole percent) reads no target; where there is no user, none at all.
            const std::string byFormula = userHere_ ? "=40 + user.stat(" + stat() + ") * 5" : "=25 * 3";
            const auto pick = c_.below(3);
            e["chance"] = pick == 0 ? OrderedJson(0.5) : pick == 1 ? OrderedJson("75%") : OrderedJson(byFormula);
        }
        return e;
    }

    OrderedJson distance()
    {
        if (c_.chance(30))
            return "=clamp(" + who() + ".stat(" + stat() + "), 1, 3)";
        return c_.between(1, 3);
    }

    std::vector<std::string> withEngineDurations() const
    {
        std::vector<std::string> out{"end-of-turn", "end-of-encounter", "turns(2)"};
        out.insert(out.end(), n_.durations.begin(), n_.durations.end());
        return out;
    }

    // A roll: dice, or (`formulas`: an effect's, not an attack's) sometimes a formula.
    std::string roll(bool formulas = false)
    {
        static constexpr std::array<const char*, 6> kRolls{"1", "3", "1d4", "2d4+1", "1d6", "d8-1"};
        if (formulas && c_.chance(25))
            return rollFormula();
        return oneOf(c_, kRolls);
    }

    OrderedJson effects(int lo, int hi)
    {
        OrderedJson out = OrderedJson::array();
        const auto count = c_.between(lo, hi);
        for (std::int64_t k = 0; k < count; ++k)
            out.push_back(effect());
        return out;
    }

    // A trigger on one of `moments`; with no effects of its own it lands its
    // carrier's (`shared`: the carrier has some).
    OrderedJson trigger(const std::vector<std::string>& moments, bool shared)
    {
        OrderedJson t{{"on", oneOf(c_, moments)}};
        if (c_.chance(60))
            t["area"] = area();
        if (c_.chance(40))
            t["fires"] = c_.between(1, 3);
        if (!shared || c_.chance(50))
            t["effects"] = effects(1, 2);
        if (c_.chance(20))
            t["look"] = look();
        return t;
    }

    OrderedJson triggers(const std::vector<std::string>& moments, bool shared, int lo, int hi)
    {
        OrderedJson out = OrderedJson::array();
        const auto count = c_.between(lo, hi);
        for (std::int64_t k = 0; k < count; ++k)
            out.push_back(trigger(moments, shared));
        return out;
    }

    OrderedJson items()
    {
        OrderedJson out = OrderedJson::array();
        const auto count = c_.between(1, 4);
        for (std::int64_t k = 0; k < count; ++k) {
            const std::string name = "item " + std::to_string(k + 1);
            n_.items.push_back(name);
            OrderedJson i{{"name", name}};
            if (c_.chance(40))
                i["stack"] = true;
            std::vector<std::string> moments{"use", "fire", "hit"};
            if (c_.chance(60)) {
                const auto range = c_.between(1, 6);
                i["throw"] = {{"range", range < 6 ? OrderedJson(range) : OrderedJson("=3 + user.stat(armor) % 4")}};
                moments.push_back("land");
                n_.throwable.push_back(name);
            }
            if (c_.chance(60))
                i["consumable"] = {{"charges", c_.between(1, 3)}, {"when_empty", c_.chance(50) ? "Kept" : "Destroyed"}};
            if (c_.chance(40)) {
                i["worn"] = {{"modifiers", modifiers(1, 2)}};
                n_.wearable.push_back(name);
            }
            const bool shared = c_.chance(40);
            if (shared)
                i["effects"] = effects(1, 2);
            i["triggers"] = triggers(moments, shared, 0, 2);
            out.push_back(i);
        }
        return out;
    }

    OrderedJson prop(const std::string& name)
    {
        OrderedJson p{{"name", name}};
        const bool own = c_.chance(60);
        p["lands_as_itself"] = own;
        userHere_ = !own; // landing as itself, it has no user to read
        struct Restore {
            bool& flag;
            ~Restore() { flag = true; }
        } restore{userHere_};
        std::vector<std::string> moments{"entered"};
        if (c_.chance(50)) {
            p["health"] = c_.between(1, 6);
            moments.push_back("destroyed");
            if (c_.chance(50))
                p["blocks"] = true;
        }
        if (c_.chance(30))
            p["flammable"] = true;
        const bool shared = c_.chance(40);
        if (shared)
            p["effects"] = effects(1, 2);
        p["triggers"] = triggers(moments, shared, 1, 2);
        return p;
    }

    OrderedJson ability(const std::string& name)
    {
        static constexpr std::array<const char*, 3> kAims{"cell", "actor", "self"};
        const std::string aim = oneOf(c_, kAims);
        n_.aims[name] = aim;
        OrderedJson a{{"name", name}, {"aim", aim}};
        const auto range = c_.between(0, 5);
        a["range"] = range < 5 ? OrderedJson(range) : OrderedJson("=2 + user.stat(armor) % 4");
        if (c_.chance(60))
            a["area"] = area();
        if (c_.chance(60))
            a["cooldown"] = c_.between(0, 3);
        if (c_.chance(40))
            a["cost"] = {{"stat", oneOf(c_, n_.stats)},
                         {"amount", c_.chance(30) ? OrderedJson("=max(1, 3 - user.stat(" + stat() + ") / 3)")
                                                  : OrderedJson(c_.between(1, 2))}};
        a["effects"] = effects(1, 2);
        if (c_.chance(30))
            a["look"] = look();
        return a;
    }

    OrderedJson behaviour()
    {
        static constexpr std::array<const char*, 3> kKinds{"hold", "melee", "ranged"};
        if (c_.chance(30))
            return oneOf(c_, kKinds);
        OrderedJson b{{"kind", oneOf(c_, kKinds)}};
        if (c_.chance(40))
            b["flee_below"] = c_.between(10, 90);
        return b;
    }

    OrderedJson actors()
    {
        OrderedJson out = OrderedJson::array();
        static constexpr std::array<const char*, 3> kFactions{"crew", "foes", "beasts"};
        const auto count = c_.between(2, 4);
        for (std::int64_t k = 0; k < count; ++k) {
            const std::string name = "actor " + std::to_string(k + 1);
            const std::string faction = k == 0 ? "crew" : k == 1 ? "foes" : oneOf(c_, kFactions);
            n_.actors.push_back(name);
            if (faction != "crew")
                n_.hostileActors.push_back(name);
            OrderedJson a{{"name", name}, {"glyph", std::string(1, static_cast<char>('a' + k))}, {"faction", faction}};
            OrderedJson stats = OrderedJson::object();
            for (const std::string& stat : n_.stats)
                if (c_.chance(30))
                    stats[stat] = stat == "health" ? c_.between(3, 20) : c_.between(0, 6);
            if (!stats.empty())
                a["stats"] = stats;
            if (c_.chance(80))
                a["attack"] = {{"kind", oneOf(c_, n_.damageKinds)}, {"roll", roll()}};
            if (!n_.abilities.empty() && c_.chance(60))
                a["abilities"] = OrderedJson::array({oneOf(c_, n_.abilities)});
            if (c_.chance(50))
                a["behaviour"] = behaviour();
            if (c_.chance(25))
                a["actions_per_turn"] = c_.between(1, 3);
            out.push_back(a);
        }
        return out;
    }

    // Fact kinds fed by events, counters that tally them and quests over them.
    void facts(OrderedJson& j)
    {
        struct Source { const char* name; const char* subject; const char* event; };
        static constexpr std::array<Source, 5> kSources{{{"killed", "actors", "death"},
                                                         {"hurt", "actors", "damage dealt"},
                                                         {"afflicted", "statuses", "status applied"},
                                                         {"used", "items", "item used"},
                                                         {"set off", "props", "trigger fired"}}};
        OrderedJson kinds = OrderedJson::array(), counters = OrderedJson::array(), quests = OrderedJson::array();
        for (const Source& s : kSources) {
            if (s.name != std::string("killed") && !c_.chance(50))
                continue;
            if (s.subject == std::string("props") && n_.props.empty())
                continue;
            n_.factKinds.push_back(s.name);
            kinds.push_back({{"name", s.name}, {"subject", s.subject}, {"from", {{"event", s.event}}}});
            if (c_.chance(50))
                counters.push_back({{"name", std::string(s.name) + " tally"}, {"tally", {{{"kind", s.name}}}}});
        }
        kinds.push_back({{"name", "reached"}}); // fed by the script alone
        n_.factKinds.push_back("reached");
        const auto count = c_.between(1, 3);
        for (std::int64_t k = 0; k < count; ++k) {
            const std::string name = "quest " + std::to_string(k + 1);
            OrderedJson match{{"kind", "killed"}};
            if (c_.chance(60))
                match["subject"] = oneOf(c_, n_.actors);
            OrderedJson q{{"name", name}};
            if (!n_.quests.empty() && c_.chance(40))
                q["after"] = OrderedJson::array({n_.quests.back()});
            if (c_.chance(50))
                q["victory"] = true;
            OrderedJson need = c_.chance(70) ? OrderedJson{{"total", c_.between(1, 3)}} : OrderedJson{{"latest", "=4 / 2"}};
            if (need.contains("total") && need["total"] == 3)
                need["total"] = "=1 + 2";
            if (need.contains("latest"))
                match = {{"kind", "reached"}};
            q["objectives"] = OrderedJson::array({{{"match", match}, {"need", need}}});
            quests.push_back(q);
            n_.quests.push_back(name);
        }
        j["fact_kinds"] = kinds;
        j["counters"] = counters;
        j["quests"] = quests;
    }

    Choices& c_;
    Names& n_;
    bool userHere_ = true; // false while writing a prop that lands as itself
};

// The map, the actors and props on it, and a script that uses every kind of
// action at least once when the case is long enough.
class ScenarioWriter {
public:
    ScenarioWriter(Choices& c, const Names& n) : c_(c), n_(n) {}

    OrderedJson scenario(std::int64_t turns)
    {
        OrderedJson s;
        s["format"] = "rulebench-scenario/1";
        s["content"] = kContentFile;
        s["seed"] = c_.between(0, 1'000'000);
        if (c_.chance(60))
            s["party"] = "crew";
        map(s);
        actors(s);
        props(s);
        script(s, turns);
        return s;
    }

private:
    void map(OrderedJson& s)
    {
        width_ = c_.between(6, 11);
        height_ = c_.between(5, 8);
        OrderedJson rows = OrderedJson::array();
        for (std::int64_t y = 0; y < height_; ++y) {
            std::string row;
            for (std::int64_t x = 0; x < width_; ++x) {
                const bool edge = x == 0 || y == 0 || x == width_ - 1 || y == height_ - 1;
                char glyph = edge || c_.chance(8) ? '#' : c_.chance(10) ? '"' : '.';
                if (x == 1 && y == 1)
                    glyph = '.'; // never a map without floor
                if (glyph != '#')
                    floor_.push_back({static_cast<int>(x), static_cast<int>(y)});
                row += glyph;
            }
            rows.push_back(row);
        }
        s["map"] = rows;
    }

    OrderedJson cell() { return cellAt(floor_[c_.below(floor_.size())]); }
    static OrderedJson cellAt(const std::array<int, 2>& at) { return OrderedJson::array({at[0], at[1]}); }

    // A floor cell no actor or blocking prop took yet, or nothing.
    std::optional<std::array<int, 2>> freeCell()
    {
        for (int tries = 0; tries < 20; ++tries) {
            const auto at = floor_[c_.below(floor_.size())];
            if (taken_.insert(at).second)
                return at;
        }
        return std::nullopt;
    }

    void actors(OrderedJson& s)
    {
        OrderedJson out = OrderedJson::array();
        const auto count = c_.between(2, 5);
        for (std::int64_t k = 0; k < count; ++k) {
            const auto at = freeCell();
            if (!at)
                break;
            const std::string id = "a" + std::to_string(k + 1);
            // The first is of the crew, the second a foe: every case has a fight.
            const std::string& kind = k < 2 ? n_.actors[static_cast<std::size_t>(k)] : oneOf(c_, n_.actors);
            OrderedJson a{{"id", id}, {"actor", kind}, {"at", cellAt(*at)}};
            OrderedJson carries = OrderedJson::array(), wears = OrderedJson::array();
            const auto items = c_.between(0, 3);
            for (std::int64_t i = 0; i < items; ++i) {
                if (!n_.wearable.empty() && c_.chance(30))
                    wears.push_back(oneOf(c_, n_.wearable));
                else
                    carries.push_back(oneOf(c_, n_.items));
            }
            if (!carries.empty())
                a["carries"] = carries;
            if (!wears.empty())
                a["wears"] = wears;
            if (c_.chance(30))
                a["behaviour"] = c_.chance(50) ? "melee" : "ranged";
            out.push_back(a);
            ids_.push_back(id);
        }
        s["actors"] = out;
    }

    void props(OrderedJson& s)
    {
        OrderedJson out = OrderedJson::array();
        if (!n_.props.empty()) {
            const auto count = c_.between(0, 3);
            for (std::int64_t k = 0; k < count; ++k)
                if (const auto at = freeCell()) {
                    const std::string id = "p" + std::to_string(k + 1);
                    out.push_back({{"id", id}, {"prop", oneOf(c_, n_.props)}, {"at", cellAt(*at)}});
                    propIds_.push_back(id);
                }
        }
        s["props"] = out;
    }

    // A value for one field of an action, as the table describes it.
    OrderedJson fieldValue(const ActionRow& row, const ActionFieldInfo& f)
    {
        static constexpr std::array<const char*, 8> kDirs{"n", "ne", "e", "se", "s", "sw", "w", "nw"};
        switch (f.value) {
        case ActionValue::Id:
            if (row.kind == Action::Kind::Place)
                return "new" + std::to_string(++placed_);
            if (row.kind == Action::Kind::Remove && !propIds_.empty() && c_.chance(30))
                return oneOf(c_, propIds_);
            if (row.kind == Action::Kind::Afflict && c_.chance(70)) // the same few hold many: stacking rules meet
                return ids_[c_.below(std::min<std::size_t>(2, ids_.size()))];
            return oneOf(c_, ids_);
        case ActionValue::Direction: return oneOf(c_, kDirs);
        case ActionValue::Cell: return cell();
        case ActionValue::ActorKind: return oneOf(c_, n_.actors);
        case ActionValue::PropKind: return oneOf(c_, n_.props);
        case ActionValue::Item: return oneOf(c_, itemsFor(row));
        case ActionValue::Status: return oneOf(c_, n_.statuses);
        case ActionValue::Turns: return c_.between(1, 4);
        case ActionValue::Count: return c_.between(1, 2);
        case ActionValue::Fact: {
            OrderedJson fact{{"kind", "reached"}};
            if (c_.chance(50))
                fact["amount"] = c_.between(1, 3);
            return fact;
        }
        case ActionValue::Duration: return oneOf(c_, n_.durations); // the engine's end on their own
        case ActionValue::Ability: return oneOf(c_, n_.abilities);
        }
        return nullptr;
    }

    // The items a kind of action can name at all: a throw a thrown thing, a
    // wear or a take off a worn one.
    const std::vector<std::string>& itemsFor(const ActionRow& row) const
    {
        if (row.kind == Action::Kind::Throw)
            return n_.throwable;
        if (row.kind == Action::Kind::Wear || row.kind == Action::Kind::TakeOff)
            return n_.wearable;
        return n_.items;
    }

    static ActionField keyField(std::string_view key)
    {
        for (const ActionFieldInfo& f : actionFields())
            if (f.key == key)
                return f.field;
        return ActionField::Id;
    }

    // Whether this content has anything to write for a value.
    bool available(ActionValue v) const
    {
        switch (v) {
        case ActionValue::PropKind: return !n_.props.empty();
        case ActionValue::Ability: return !n_.abilities.empty();
        case ActionValue::Id: return !ids_.empty();
        case ActionValue::Duration: return !n_.durations.empty();
        default: return true;
        }
    }

    // Whether a kind can be written for this content at all.
    bool possible(const ActionRow& row) const
    {
        if (row.kind == Action::Kind::Cast)
            return !n_.abilities.empty();
        for (ActionField field : row.required)
            if (!available(actionField(field).value) && row.kind != Action::Kind::Place)
                return false;
        if (row.takes(ActionField::Item) && itemsFor(row).empty())
            return false;
        return true;
    }

    OrderedJson action(const ActionRow& row, std::int64_t turn)
    {
        OrderedJson a{{"turn", turn}, {"do", row.word}};
        for (ActionField field : row.required) {
            const ActionFieldInfo& f = actionField(field);
            a[std::string(f.key)] = fieldValue(row, f);
        }
        for (ActionField field : row.optional)
            if (available(actionField(field).value) && c_.chance(40)) {
                const ActionFieldInfo& f = actionField(field);
                a[std::string(f.key)] = fieldValue(row, f);
            }
        // Fields a kind takes one of: keep exactly one (cast: at most one).
        const auto oneOfPair = [&](const char* first, const char* second, bool needOne) {
            if (a.contains(first) && a.contains(second))
                a.erase(c_.chance(50) ? first : second);
            if (needOne && !a.contains(first) && !a.contains(second))
                a[first] = fieldValue(row, actionField(keyField(first)));
        };
        if (row.kind == Action::Kind::Move)
            oneOfPair("dir", "to", true);
        if (row.kind == Action::Kind::Place)
            oneOfPair("actor", n_.props.empty() ? "actor" : "prop", true);
        if (row.kind == Action::Kind::Afflict && !n_.lasting.count(a["status"].get<std::string>()))
            a["turns"] = c_.between(1, 4); // a status with no turns of its own needs them
        if (row.kind == Action::Kind::Cast) { // what its aim takes: a cell, an actor or nothing
            const std::string aim = n_.aims.at(a["ability"].get<std::string>());
            a.erase("at");
            a.erase("target");
            if (aim != "self")
                a[aim == "cell" ? "at" : "target"] = fieldValue(row, actionField(keyField(aim == "cell" ? "at" : "target")));
        }
        return a;
    }

    void script(OrderedJson& s, std::int64_t turns)
    {
        std::vector<const ActionRow*> rows;
        for (const ActionRow& row : actionRows())
            if (possible(row))
                rows.push_back(&row);
        // After every kind once, in table order, the kinds that stack
        // statuses and spend charges come up more often than the rest.
        std::vector<const ActionRow*> weighted;
        for (const ActionRow* row : rows) {
            const bool busy = row->kind == Action::Kind::Afflict || row->kind == Action::Kind::Use
                || row->kind == Action::Kind::Throw || row->kind == Action::Kind::Cast;
            weighted.insert(weighted.end(), busy ? 4 : 1, row);
        }
        OrderedJson out = OrderedJson::array();
        std::size_t next = 0;
        for (std::int64_t turn = 1; turn <= turns; ++turn) {
            const auto count = c_.between(0, 3);
            for (std::int64_t k = 0; k < count; ++k) {
                const ActionRow& row = next < rows.size() ? *rows[next++] : *weighted[c_.below(weighted.size())];
                out.push_back(action(row, turn));
            }
        }
        s["script"] = out;
    }

    Choices& c_;
    const Names& n_;
    std::int64_t width_ = 0, height_ = 0;
    std::vector<std::array<int, 2>> floor_;
    std::set<std::array<int, 2>> taken_;
    std::vector<std::string> ids_, propIds_;
    int placed_ = 0;
};

} // namespace

GeneratedCase generateCase(Choices& choices)
{
    Names names;
    GeneratedCase out;
    out.content = ContentWriter(choices, names).content();
    out.turns = choices.between(5, 30);
    out.scenario = ScenarioWriter(choices, names).scenario(out.turns);
    return out;
}

} // namespace rb::property
