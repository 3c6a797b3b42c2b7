#pragma once
// Long sandbox runs for bench_history and the soak: content written inline
// so the numbers do not move with the demo's.
#include "rulebench/content/build.h"
#include "rulebench/sandbox/session.h"

#include <cstdint>
#include <fstream>
#include <memory>
#include <string>

namespace rb::bench {

// Resident memory now and at its peak, in bytes (Linux: /proc/self/status).
inline std::int64_t residentBytes(const char* key = "VmRSS:")
{
    std::ifstream status("/proc/self/status");
    std::string word;
    while (status >> word)
        if (word == key) {
            std::int64_t kib = 0;
            status >> kib;
            return kib * 1024;
        }
    return 0;
}

// Two ticks that cancel out and two statuses that change stats: every actor
// has two damage events a turn, and a burning that ends and comes back.
inline std::string crowdContent()
{
    return R"({"format": "rulebench/1",
  "stats": [{"name": "health", "default": 20, "min": 0}, {"name": "armor"}, {"name": "speed", "default": 10}],
  "damage_kinds": [{"name": "thermal"}],
  "statuses": [
    {"name": "burning", "stacking": "Refresh", "tick": {"kind": "thermal", "amount": 1}},
    {"name": "healing", "stacking": "Extend", "tick": {"kind": "thermal", "amount": -1}},
    {"name": "stoneskin", "stacking": "Stack", "modifiers": [{"stat": "armor", "op": "Add", "value": 2}]},
    {"name": "slowed", "stacking": "Ignore", "modifiers": [{"stat": "speed", "op": "AtMost", "value": 5}]}],
  "actors": [{"name": "grunt", "glyph": "g", "faction": "horde"}]})";
}

// `actors` grunts carrying the four statuses for the whole run.
inline ScenarioSpec crowd(int actors, std::int64_t turns)
{
    ScenarioSpec spec;
    spec.seed = 42;
    const int side = 40;
    spec.map.assign(static_cast<std::size_t>((actors + side - 1) / side), std::string(side, '.'));
    for (int i = 0; i < actors; ++i) {
        const std::string id = "g" + std::to_string(i);
        PlacedActorSpec& placed = spec.actors.emplace_back();
        placed.id = id;
        placed.actor = "grunt";
        placed.at = Cell{i % side, i / side};
        for (const char* status : {"burning", "healing", "stoneskin", "slowed"}) {
            ActionSpec& afflict = spec.script.emplace_back();
            afflict.turn = 1;
            afflict.action = "afflict";
            afflict.id = id;
            afflict.status = status;
            afflict.turns = turns + 1;
        }
    }
    return spec;
}

// A mage that never dies casts fire and smoke among rats that hunt it; the
// rats are taken away and placed again every 250 turns, and harden with
// stoneskin: fire, gas, statuses and behaviours for as long as it runs.
// (A world keeps every actor ever placed, so each placement grows it a
// little: placing rats more often makes History mode's keyframes grow.)
inline std::string soakContent()
{
    return R"({"format": "rulebench/1",
  "stats": [{"name": "health", "default": 20, "min": 0}, {"name": "armor", "min": 0}],
  "damage_kinds": [{"name": "kinetic", "reduced_by": "armor"}, {"name": "thermal"}],
  "statuses": [
    {"name": "burning", "stacking": "Refresh", "tick": {"kind": "thermal", "amount": 1}},
    {"name": "stoneskin", "stacking": "Stack", "modifiers": [{"stat": "armor", "op": "Add", "value": 1}]}],
  "abilities": [
    {"name": "firebolt", "aim": "cell", "range": 40, "area": {"burst": 1}, "cooldown": 2,
     "effects": [{"kind": "Ignite", "args": {"turns": 3}}, {"kind": "Afflict", "args": {"status": "burning", "turns": 3}}]},
    {"name": "smoke", "aim": "cell", "range": 40, "area": {"burst": 1}, "cooldown": 2,
     "effects": [{"kind": "Emit", "args": {"gas": "smoke", "amount": 100}}]}],
  "actors": [
    {"name": "mage", "glyph": "@", "faction": "crew", "stats": {"health": 1000000000},
     "attack": {"kind": "kinetic", "roll": "1d2"}, "abilities": ["firebolt", "smoke"], "behaviour": {"kind": "ranged"}},
    {"name": "rat", "glyph": "r", "faction": "vermin", "stats": {"health": 8},
     "attack": {"kind": "kinetic", "roll": "1d3"}, "behaviour": {"kind": "melee"}}]})";
}

inline ScenarioSpec soakScenario(std::int64_t turns)
{
    ScenarioSpec spec;
    spec.seed = 7;
    spec.map = {"####################", "#..................#", "#.....\"\"\"\"\"\".......#", "#..#..\"\"\"\"\"\"..#....#",
                "#..#.........#.....#", "#.....\"\"\"\"\"\".......#", "#..................#", "####################"};
    auto actor = [&](std::string id, std::string kind, Cell at) {
        PlacedActorSpec& a = spec.actors.emplace_back();
        a.id = std::move(id);
        a.actor = std::move(kind);
        a.at = at;
    };
    actor("mage", "mage", Cell{1, 1});
    const int rats = 8;
    for (int i = 0; i < rats; ++i)
        actor("rat" + std::to_string(i), "rat", Cell{10 + i % 4 * 2, 4 + i / 4 * 2});
    auto add = [&](std::int64_t turn, const char* what) -> ActionSpec& {
        ActionSpec& a = spec.script.emplace_back();
        a.turn = turn;
        a.action = what;
        return a;
    };
    for (std::int64_t t = 1; t <= turns; ++t) {
        const int rows[] = {1, 2, 5, 6}; // no walls there
        const Cell cell{2 + static_cast<int>(t * 7 % 16), rows[t * 3 % 4]};
        if (t % 10 == 1) {
            ActionSpec& a = add(t, "cast");
            a.id = "mage", a.ability = "firebolt", a.at = cell;
        } else if (t % 10 == 6) {
            ActionSpec& a = add(t, "cast");
            a.id = "mage", a.ability = "smoke", a.at = cell;
        }
        if (t % 250 == 0)
            for (int i = 0; i < rats; ++i)
                add(t, "remove").id = "rat" + std::to_string(i);
        if (t % 250 == 1)
            for (int i = 0; i < rats; ++i) {
                ActionSpec& a = add(t, "place");
                a.id = "rat" + std::to_string(i), a.actor = "rat", a.at = Cell{10 + i % 4 * 2, 4 + i / 4 * 2};
            }
        if (t % 250 == 2)
            for (int i = 0; i < rats; ++i) {
                ActionSpec& a = add(t, "afflict");
                a.id = "rat" + std::to_string(i), a.status = "stoneskin", a.turns = 20;
            }
    }
    return spec;
}

} // namespace rb::bench
