// A save checked against the world it is restored into (see play_checks.h).
#include "rulebench/world/play_checks.h"

#include "rulebench/base/names.h"
#include "rulebench/world/events.h"

#include <algorithm>
#include <set>
#include <string>
#include <utility>

namespace rb {

std::uint64_t wallsFingerprint(const Grid& grid)
{
    std::uint64_t h = 14695981039346656037ull; // FNV-1a's offset basis and prime, as hashName
    const auto add = [&h](char c) {
        h ^= static_cast<unsigned char>(c);
        h *= 1099511628211ull;
    };
    for (int y = 0; y < grid.height(); ++y) {
        for (int x = 0; x < grid.width(); ++x)
            add(grid.isWall(x, y) ? '#' : '.');
        add('\n');
    }
    return h;
}

namespace {
using Names = std::set<std::string>;

void addName(Names& names, const std::optional<std::string>& name)
{
    if (name && !name->empty())
        names.insert(*name);
}

template <class T>
void addKeys(Names& names, const Named<T>& named)
{
    for (const auto& [name, value] : named.entries)
        names.insert(name);
}

// A section of the content whose names a save uses: its key in "uses", the
// names it takes from the save, and whether the content has one (said when not).
struct UsedSection {
    std::string_view key;
    void (*collect)(const PlaySpec&, Names&);
    bool (*has)(const Definitions&, const std::string& name, const Where& w);
};

template <class Def>
bool resolves(const Registry<Def>& registry, const std::string& name, const Where& w, std::string_view noun)
{
    return resolveName(registry, name, w, noun).has_value();
}

constexpr UsedSection kUsedSections[] = {
    {"actors", [](const PlaySpec& s, Names& n) { for (const ActorPlay& a : s.actors) addName(n, a.actor); },
     [](const Definitions& d, const std::string& name, const Where& w) { return resolves(d.actors, name, w, "actor"); }},
    {"factions", [](const PlaySpec& s, Names& n) { for (const ActorPlay& a : s.actors) addName(n, a.faction); },
     [](const Definitions& d, const std::string& name, const Where& w) { return resolves(d.factions, name, w, "faction"); }},
    {"stats", [](const PlaySpec& s, Names& n) { for (const ActorPlay& a : s.actors) addKeys(n, a.stats); },
     [](const Definitions& d, const std::string& name, const Where& w) { return resolves(d.stats, name, w, "stat"); }},
    {"statuses",
     [](const PlaySpec& s, Names& n) {
         for (const ActorPlay& a : s.actors)
             for (const StatusPlay& st : a.statuses)
                 addName(n, st.status);
     },
     [](const Definitions& d, const std::string& name, const Where& w) { return resolves(d.statuses, name, w, "status"); }},
    {"abilities", [](const PlaySpec& s, Names& n) { for (const ActorPlay& a : s.actors) addKeys(n, a.cooldowns); },
     [](const Definitions& d, const std::string& name, const Where& w) { return resolves(d.abilities, name, w, "ability"); }},
    {"items",
     [](const PlaySpec& s, Names& n) {
         for (const ActorPlay& a : s.actors)
             for (const ItemPlay& i : a.items)
                 addName(n, i.item);
         for (const FloorPlay& f : s.floor)
             addName(n, f.item);
     },
     [](const Definitions& d, const std::string& name, const Where& w) { return resolves(d.items, name, w, "item"); }},
    {"props",
     [](const PlaySpec& s, Names& n) {
         for (const PropPlay& p : s.props)
             addName(n, p.prop);
         for (const RemnantPlay& r : s.remnants)
             addName(n, r.prop);
     },
     [](const Definitions& d, const std::string& name, const Where& w) { return resolves(d.props, name, w, "prop"); }},
    {"moments", [](const PlaySpec& s, Names& n) { for (const RemnantPlay& r : s.remnants) addName(n, r.moment); },
     [](const Definitions& d, const std::string& name, const Where& w) { return resolves(d.moments, name, w, "moment"); }},
    {"gas", [](const PlaySpec& s, Names& n) { if (s.gas) addKeys(n, *s.gas); },
     [](const Definitions& d, const std::string& name, const Where& w) {
         if (d.gasKinds && d.gasKinds->find(name))
             return true;
         w.error("unknown gas \"" + name + "\"" + (d.gasKinds ? didYouMean(name, d.gasKinds->names()) : ": the content has no gas"));
         return false;
     }},
    {"counters", [](const PlaySpec& s, Names& n) { if (s.counters) addKeys(n, *s.counters); },
     [](const Definitions& d, const std::string& name, const Where& w) { return resolves(d.counters, name, w, "counter"); }},
    {"quests", [](const PlaySpec& s, Names& n) { if (s.quests) addKeys(n, *s.quests); },
     [](const Definitions& d, const std::string& name, const Where& w) { return resolves(d.quests, name, w, "quest"); }},
};

std::string sizeText(std::int64_t width, std::int64_t height)
{
    return std::to_string(width) + " by " + std::to_string(height);
}

std::string inQuotes(const std::string& name) { return "\"" + name + "\""; }

// The settings as a save names them.
SettingsPlay settingsOf(const World& world)
{
    const Definitions& defs = world.definitions();
    SettingsPlay s;
    s.health = defs.stats[world.settings().health].name;
    if (world.settings().immobile)
        s.immobile = defs.flags[*world.settings().immobile].name;
    return s;
}

void checkSettings(const SettingsPlay& saved, const World& world, const Where& w)
{
    const SettingsPlay own = settingsOf(world);
    if (saved.health && saved.health != own.health)
        w.key("health").error("the save's damage took stat " + inQuotes(*saved.health) + "; this world's takes "
                              + inQuotes(*own.health));
    if (saved.immobile != own.immobile)
        w.key("immobile").error("the save's moves were refused by " + (saved.immobile ? "flag " + inQuotes(*saved.immobile) : "no flag")
                                + "; this world's are by " + (own.immobile ? "flag " + inQuotes(*own.immobile) : "none"));
}

void checkUses(const Named<std::vector<std::string>>& uses, const Definitions& defs, const Where& w)
{
    for (const auto& [section, names] : uses.entries) {
        const std::string& key = section; // clang 14 lets no lambda capture a structured binding
        const auto row = std::find_if(std::begin(kUsedSections), std::end(kUsedSections),
                                      [&](const UsedSection& s) { return s.key == key; });
        if (row == std::end(kUsedSections)) {
            w.key(section).error("unknown section \"" + section + "\"");
            continue;
        }
        for (std::size_t i = 0; i < names.size(); ++i)
            row->has(defs, names[i], w.key(section).index(i));
    }
}
} // namespace

WorldPlay describeWorld(const World& world, const PlaySpec& spec)
{
    WorldPlay p;
    const Grid& grid = world.grid();
    p.map = MapPlay{grid.width(), grid.height(), Hex64{wallsFingerprint(grid)}, {}};
    p.seed = SeedPlay{world.streams().seed()};
    p.settings = settingsOf(world);
    for (const UsedSection& section : kUsedSections) {
        Names names;
        section.collect(spec, names);
        if (!names.empty())
            p.uses.entries.emplace_back(std::string(section.key), std::vector<std::string>(names.begin(), names.end()));
    }
    return p;
}

bool checkWorld(const WorldPlay& saved, const World& world, const Where& w, RestoreOptions options)
{
    const std::size_t errorsBefore = w.diagnostics->errorCount();
    const Grid& grid = world.grid();
    if (saved.map && saved.map->width && saved.map->height) {
        if (*saved.map->width != grid.width() || *saved.map->height != grid.height())
            w.key("map").error("the save is of a " + sizeText(*saved.map->width, *saved.map->height)
                               + " map; this world's is " + sizeText(grid.width(), grid.height()));
        else if (saved.map->walls && saved.map->walls->value != wallsFingerprint(grid))
            w.key("map").key("walls").error("the save is of another map of this size: its walls are not this world's");
    }
    const std::uint64_t seed = world.streams().seed();
    if (saved.seed && saved.seed->value != seed && !options.reseed)
        w.key("seed").error("the save was played with seed " + std::to_string(saved.seed->value) + "; this world's is "
                            + std::to_string(seed) + " (restore it with reseed to play on with this world's seed)");
    if (saved.settings)
        checkSettings(*saved.settings, world, w.key("settings"));
    checkUses(saved.uses, world.definitions(), w.key("uses"));
    return w.diagnostics->errorCount() == errorsBefore;
}

namespace {
// Where a saved thing stands: inside the map, off its walls.
void checkCell(const std::optional<Cell>& at, const Grid& grid, const Where& w)
{
    if (!at)
        return; // not read: said already
    if (!grid.contains(*at))
        w.error(cellText(*at) + " is outside the map, which is " + sizeText(grid.width(), grid.height()));
    else if (grid.isWall(*at))
        w.error(cellText(*at) + " is a wall");
}

// The things numbered in the save, against its "placed" list: who holds each number.
class Numbers {
public:
    explicit Numbers(const PlaySpec& spec) : placed_(spec.placed ? &*spec.placed : nullptr)
    {
        if (placed_)
            holders_.resize(placed_->size());
    }

    // `what` ("actor \"hero\"") holds number `ref`, which the list must give `name`.
    void claim(const std::optional<std::int64_t>& ref, const std::optional<std::string>& name, std::string what,
               const Where& w)
    {
        if (!placed_ || !ref || !name || *ref < 1 || static_cast<std::size_t>(*ref) > placed_->size())
            return; // out of range or not read: said already
        const std::size_t i = static_cast<std::size_t>(*ref - 1);
        const std::string number = std::to_string(*ref);
        if ((*placed_)[i] != *name)
            w.error("\"placed\" gives number " + number + " to " + inQuotes((*placed_)[i]) + ", not to " + what);
        else if (!holders_[i].empty())
            w.error("number " + number + " is " + holders_[i] + "'s too");
        else
            holders_[i] = std::move(what);
    }

private:
    const std::vector<std::string>* placed_;
    std::vector<std::string> holders_;
};

// An item kind the content has: the number of one it lacks (said already) is not checked.
bool known(const World& built, const std::optional<std::string>& item)
{
    return item && built.definitions().items.find(*item).has_value();
}

// No two living actors on one cell: the second is said.
void checkShared(const PlaySpec& spec, const World& built, const Where& w)
{
    std::vector<std::pair<std::int64_t, std::size_t>> cells; // (cell index, actor index)
    const Grid& grid = built.grid();
    for (std::size_t i = 0; i < built.actors().size() && i < spec.actors.size(); ++i) {
        const WorldActor& a = built.actors()[i];
        if (a.alive && spec.actors[i].at && grid.contains(a.at))
            cells.emplace_back(static_cast<std::int64_t>(a.at.y) * grid.width() + a.at.x, i);
    }
    std::sort(cells.begin(), cells.end());
    for (std::size_t k = 1; k < cells.size(); ++k)
        if (cells[k].first == cells[k - 1].first) {
            const WorldActor& a = built.actors()[cells[k].second];
            w.key("actors").index(cells[k].second).key("at").error(
                cellText(a.at) + " is taken by " + built.actors()[cells[k - 1].second].id);
        }
}
} // namespace

void checkStanding(const PlaySpec& spec, const World& built, const Where& w)
{
    const Grid& grid = built.grid();
    Numbers numbers(spec);
    for (std::size_t i = 0; i < spec.actors.size(); ++i) {
        const ActorPlay& a = spec.actors[i];
        const Where aw = w.key("actors").index(i);
        checkCell(a.at, grid, aw.key("at"));
        numbers.claim(a.ref, a.id, "actor " + inQuotes(a.id.value_or("")), aw.key("ref"));
        for (std::size_t k = 0; k < a.items.size(); ++k)
            if (known(built, a.items[k].item))
                numbers.claim(a.items[k].ref, a.items[k].item, "item " + inQuotes(*a.items[k].item),
                              aw.key("items").index(k).key("ref"));
    }
    checkShared(spec, built, w);
    for (std::size_t i = 0; i < spec.props.size(); ++i) {
        const PropPlay& p = spec.props[i];
        checkCell(p.at, grid, w.key("props").index(i).key("at"));
        numbers.claim(p.ref, p.id, "prop " + inQuotes(p.id.value_or("")), w.key("props").index(i).key("ref"));
    }
    for (std::size_t i = 0; i < spec.floor.size(); ++i) {
        const FloorPlay& f = spec.floor[i];
        checkCell(f.at, grid, w.key("floor").index(i).key("at"));
        if (known(built, f.item))
            numbers.claim(f.ref, f.item, "item " + inQuotes(*f.item), w.key("floor").index(i).key("ref"));
    }
}

} // namespace rb
