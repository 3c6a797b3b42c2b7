#include "rulebench/sandbox/scenario.h"

#include "rulebench/base/article.h"
#include "rulebench/content/actor_build.h"
#include "rulebench/content/content_conflicts.h"
#include "rulebench/grid/map_text.h"
#include "rulebench/world/play_state.h"

#include <algorithm>

namespace rb {

bool readPlacedId(ObjectReader& r, std::string_view key, std::string& out)
{
    const bool ok = r.required(key, out);
    if (r.isObject() && r.has(key) && out.empty())
        r.at(key).error("the id is empty");
    return ok && !out.empty() && refuseControlCharacters(out, r.at(key), "id");
}

ScenarioLoad loadScenario(std::string_view bytes)
{
    ScenarioLoad result;
    std::optional<Json> root = parseObject(bytes, result.diagnostics, "a scenario must be an object");
    if (!root)
        return result;
    ScenarioSpec spec;
    ObjectReader r(*root, Where{&result.diagnostics, {}, {}});
    // A merge's conflicts (scenario_merge.h): known, each an error, kept as written.
    const Json* conflicts = r.get(kConflictsKey);
    if (conflicts)
        readConflicts(*root, r.at(kConflictsKey));
    if (const Json* format = r.get("format")) {
        read(*format, r.at("format"), spec.format);
    } else {
        r.where().error("missing \"format\"; a scenario starts with \"format\": \"" + std::string(kScenarioFormat) + "\"");
    }
    r.required("content", spec.content);
    if (r.required("seed", spec.seed) && spec.seed < 0) {
        r.at("seed").error("the seed is a whole number from 0, got " + std::to_string(spec.seed));
        r.keepIfInvalid("seed", false);
    }
    r.optional("health_stat", spec.healthStat);
    r.optional("party", spec.party);
    if (r.required("map", spec.map) && spec.map.empty())
        r.at("map").error("the map has no rows");

    // Placed actors and props carry an id rather than a name: name them by it.
    const auto readPlaced = [&](std::string_view key, auto& out, const char* shape) {
        if (const Json* list = r.get(key); list && !list->is_array())
            r.keepIfInvalid(key, false);
        const auto readOne = [shape](ObjectReader& er, auto& placed) {
            if (!er.isObject())
                er.where().error(std::string("expected an object with ") + shape + ", got " + describeType(er.json()));
            readSpec(er, placed);
        };
        readSection(r, key, out, readOne, "id");
    };
    readPlaced("actors", spec.actors, "\"id\", \"actor\" and \"at\"");
    readPlaced("props", spec.props, "\"id\", \"prop\" and \"at\"");
    if (const Json* play = r.get("play"))
        spec.play = *play; // checked when built, against the content
    readList(r, "script", spec.script, [](ObjectReader& er, ActionSpec& a) {
        if (!er.isObject())
            er.where().error("expected an action object with \"turn\" and \"do\"");
        readActionSpec(er, a);
    });
    spec.extra = r.finish();
    if (conflicts)
        spec.extra[kConflictsKey] = *conflicts;
    result.spec = std::move(spec);
    return result;
}

OrderedJson scenarioToJson(const ScenarioSpec& spec)
{
    OrderedJson j = OrderedJson::object();
    j["format"] = spec.format;
    j["content"] = spec.content;
    j["seed"] = spec.seed;
    if (spec.healthStat)
        j["health_stat"] = *spec.healthStat;
    if (spec.party)
        j["party"] = *spec.party;
    j["map"] = spec.map;
    OrderedJson actors = OrderedJson::array();
    for (const auto& a : spec.actors)
        actors.push_back(toJson(a));
    j["actors"] = std::move(actors);
    if (!spec.props.empty()) {
        OrderedJson props = OrderedJson::array();
        for (const auto& p : spec.props)
            props.push_back(toJson(p));
        j["props"] = std::move(props);
    }
    OrderedJson script = OrderedJson::array();
    for (const auto& a : spec.script)
        script.push_back(actionToJson(a));
    j["script"] = std::move(script);
    if (spec.play)
        j["play"] = toOrdered(*spec.play);
    appendExtra(j, spec.extra);
    return j;
}

namespace {
// Writes every [x, y] cell on one line, as authors write them: "[\n  3,\n  2\n]"
// becomes "[3, 2]". Only a list of exactly two whole numbers is a cell.
std::string inlineCells(const std::string& text)
{
    std::string out;
    out.reserve(text.size());
    std::size_t i = 0;
    const auto skipSpace = [&](std::size_t& p) {
        while (p < text.size() && (text[p] == ' ' || text[p] == '\n'))
            ++p;
    };
    const auto number = [&](std::size_t& p) {
        const std::size_t start = p;
        if (p < text.size() && text[p] == '-')
            ++p;
        while (p < text.size() && text[p] >= '0' && text[p] <= '9')
            ++p;
        return p > start && text[p - 1] != '-' ? text.substr(start, p - start) : std::string();
    };
    while (i < text.size()) {
        if (text[i] == '[' && i + 1 < text.size() && text[i + 1] == '\n') {
            std::size_t p = i + 1;
            skipSpace(p);
            const std::string x = number(p);
            if (!x.empty() && p < text.size() && text[p] == ',') {
                ++p;
                skipSpace(p);
                const std::string y = number(p);
                skipSpace(p);
                if (!y.empty() && p < text.size() && text[p] == ']') {
                    out += "[" + x + ", " + y + "]";
                    i = p + 1;
                    continue;
                }
            }
        }
        out += text[i++];
    }
    return out;
}
} // namespace

std::string serializeScenario(const ScenarioSpec& spec) { return inlineCells(scenarioToJson(spec).dump(2)) + "\n"; }

std::vector<Action> Script::forTurn(std::int64_t turn) const
{
    std::vector<Action> out;
    auto it = std::lower_bound(actions.begin(), actions.end(), turn,
                               [](const auto& entry, std::int64_t t) { return entry.first < t; });
    for (; it != actions.end() && it->first == turn; ++it)
        out.push_back(it->second);
    return out;
}

ScenarioSpec withPlayState(ScenarioSpec spec, const World& world)
{
    if (world.turn() == 0)
        return spec;
    // The turns played so far are in the snapshot: only what is still to come stays in the script.
    std::erase_if(spec.script, [&](const ActionSpec& a) { return a.turn <= world.turn(); });
    spec.play = Json::parse(playState(world).dump());
    // The seed it was played with (a replay's, given on the command line), which the snapshot records too.
    spec.seed = static_cast<std::int64_t>(world.streams().seed());
    return spec;
}

bool isScenarioPath(std::string_view path)
{
    constexpr std::string_view suffix = ".scenario.json";
    return path.size() >= suffix.size() && path.substr(path.size() - suffix.size()) == suffix;
}

namespace {
// "[3, 2]": a cell as the scenario file writes it.
std::string cellAsWritten(Cell c) { return "[" + std::to_string(c.x) + ", " + std::to_string(c.y) + "]"; }

// Builds a scenario against the content; its script's actions may name the
// ids the scenario uses and the cells of its map.
class ScenarioBuilder final : public ActionContext {
public:
    ScenarioBuilder(const ScenarioSpec& spec, const Definitions& defs, Diagnostics& diagnostics)
        : ActionContext(defs)
        , spec_(spec)
        , defs_(defs)
        , root_{&diagnostics, {}, {}}
    {
    }

    std::optional<Grid> grid;
    WorldSettings settings;
    bool settingsOk = true;

    void buildFormat()
    {
        if (spec_.format != kScenarioFormat)
            root_.key("format").error("unknown format version \"" + spec_.format + "\"; this Rulebench reads \""
                                      + std::string(kScenarioFormat) + "\"");
    }

    void buildSettings()
    {
        const std::string health = spec_.healthStat.value_or("health");
        const Where w = spec_.healthStat ? root_.key("health_stat") : root_;
        if (auto id = defs_.stats.find(health)) {
            settings.health = *id;
        } else {
            settingsOk = false;
            if (spec_.healthStat)
                resolveName(defs_.stats, health, w, "stat");
            else
                w.error("the content has no stat \"health\" to take damage; name one with \"health_stat\""
                        + didYouMean(health, defs_.stats.names()));
        }
        settings.immobile = defs_.flags.find("cannot-move");
        if (spec_.party) {
            party = defs_.factions.find(*spec_.party);
            if (!party) {
                root_.key("party").error("no actor is of the faction \"" + *spec_.party + "\""
                                         + didYouMean(*spec_.party, defs_.factions.names()) + "; the party is a faction");
                settingsOk = false;
            }
        }
    }

    std::optional<FactionId> party;

    void buildMap()
    {
        const Where w = root_.key("map");
        std::string text;
        for (const auto& row : spec_.map)
            text += row + "\n";
        if (spec_.map.empty())
            return; // reported when read
        const MapTextRead read = readMapText(text);
        for (const auto& p : read.problems)
            w.index(static_cast<std::size_t>(std::max(p.line - 1, 0))).error(p.message + " (column " + std::to_string(p.column) + ")");
        if (!read.map) {
            roughRows = spec_.map; // so places are still checked against the rows as written
            return;
        }
        Grid g = read.map->grid();
        for (int y = 0; y < read.map->height(); ++y)
            for (int x = 0; x < read.map->width(); ++x)
                if (read.map->glyph({x, y}) == kFlammableGlyph)
                    g.setFlammable({x, y});
        grid = std::move(g);
    }

    // Whether `c` is a floor cell of the map, reported at `w` when not; on a
    // map that could not be read (a ragged row), of the rows as written.
    bool cellOk(Cell c, const Where& w) override
    {
        if (!grid)
            return roughCellOk(c, w);
        if (!grid->contains(c)) {
            w.error(cellAsWritten(c) + " is outside the " + std::to_string(grid->width()) + "x"
                    + std::to_string(grid->height()) + " map");
            return false;
        }
        if (grid->isWall(c)) {
            w.error(cellAsWritten(c) + " is a wall");
            return false;
        }
        return true;
    }

    std::vector<std::string> roughRows; // the map's rows when they do not make a map

    bool roughCellOk(Cell c, const Where& w) const
    {
        if (roughRows.empty())
            return true;
        const auto y = static_cast<std::size_t>(c.y);
        if (c.x < 0 || c.y < 0 || y >= roughRows.size() || static_cast<std::size_t>(c.x) >= roughRows[y].size()) {
            const std::string rows = std::to_string(roughRows.size()) + (roughRows.size() == 1 ? " row" : " rows");
            w.error(cellAsWritten(c) + " is outside the map"
                    + (c.y >= 0 && y < roughRows.size()
                           ? " (row " + std::to_string(c.y + 1) + " is " + std::to_string(roughRows[y].size()) + " cells wide)"
                           : " (it has " + rows + ")"));
            return false;
        }
        if (roughRows[y][static_cast<std::size_t>(c.x)] == kWallGlyph) {
            w.error(cellAsWritten(c) + " is a wall");
            return false;
        }
        return true;
    }

    // Placed actors and props: the kinds, where they stand, what actors carry.
    struct PlacedActor {
        std::string id;
        ActorId kind;
        Cell at;
        PlaceOptions options; // its own behaviour and side, in place of its kind's; its items
    };
    std::vector<PlacedActor> placed;
    std::vector<std::pair<std::string, std::pair<PropId, Cell>>> placedProps;
    std::vector<std::string> ids;     // every id the scenario ever uses for an actor
    std::vector<std::string> propIds; // and for a prop
    bool placedOk = true;

    bool claimId(const std::string& id, const Where& w)
    {
        if (id.empty())
            return false;
        if (std::find(ids.begin(), ids.end(), id) != ids.end()
            || std::find(propIds.begin(), propIds.end(), id) != propIds.end()) {
            w.error("duplicate id \"" + id + "\"");
            return false;
        }
        return true;
    }

    bool checkPlace(const std::optional<Cell>& at, const std::string& id, const Where& w,
                    std::vector<std::pair<Cell, std::string>>& taken)
    {
        if (!at)
            return false;
        bool ok = cellOk(*at, w);
        for (const auto& [cell, other] : taken)
            if (cell == *at) {
                w.error(cellAsWritten(cell) + " is taken by " + other);
                ok = false;
            }
        taken.emplace_back(*at, id);
        return ok;
    }

    // The start of reading a placed actor or prop: its place in the file,
    // its id claimed and its kind resolved; `ok` says whether both were good.
    template <class Def>
    std::optional<Id<Def>> placedKind(const char* section, std::size_t i, const std::string& id, const std::string& kind,
                                      const char* kindKey, const Registry<Def>& registry, std::vector<std::string>& idList,
                                      Where& w, bool& ok)
    {
        w = root_.key(section).index(i);
        w.definition = id;
        ok = claimId(id, w.key("id"));
        if (ok)
            idList.push_back(id);
        std::optional<Id<Def>> out;
        if (!kind.empty())
            out = resolveName(registry, kind, w.key(kindKey), kindKey);
        ok = out.has_value() && ok;
        return out;
    }

    void buildActors()
    {
        std::vector<std::pair<Cell, std::string>> taken;
        for (std::size_t i = 0; i < spec_.actors.size(); ++i) {
            const PlacedActorSpec& s = spec_.actors[i];
            Where w;
            bool ok = true;
            const auto kind = placedKind("actors", i, s.id, s.actor, "actor", defs_.actors, ids, w, ok);
            ok = checkPlace(s.at, s.id, w.key("at"), taken) && ok;
            PlacedActor a{s.id, kind.value_or(ActorId{}), s.at.value_or(Cell{}), {}};
            for (std::size_t k = 0; k < s.carries.size(); ++k) {
                if (auto item = resolveName(defs_.items, s.carries[k], w.key("carries").index(k), "item"))
                    a.options.items.push_back({*item, false});
                else
                    ok = false;
            }
            for (std::size_t k = 0; k < s.wears.size(); ++k) {
                const Where iw = w.key("wears").index(k);
                auto item = resolveName(defs_.items, s.wears[k], iw, "item");
                if (item && defs_.items[*item].worn.empty()) {
                    iw.error(withArticle(s.wears[k]) + " is not worn: it has no \"worn\" modifiers");
                    item.reset();
                }
                if (item)
                    a.options.items.push_back({*item, true});
                else
                    ok = false;
            }
            if (s.behaviour) {
                a.options.behaviour = buildBehaviour(*s.behaviour, w.key("behaviour"));
                ok = a.options.behaviour.has_value() && ok;
            }
            if (s.faction) {
                // Factions are the names actors use: one no actor uses would be no one's ally.
                a.options.faction = defs_.factions.find(*s.faction);
                if (!a.options.faction) {
                    w.key("faction").error("no actor is of the faction \"" + *s.faction + "\""
                                           + didYouMean(*s.faction, defs_.factions.names()));
                    ok = false;
                }
            }
            if (ok && kind)
                warnNothingToUse(a, s.behaviour ? w.key("behaviour") : w);
            if (ok)
                placed.push_back(std::move(a));
            else
                placedOk = false;
        }
        std::vector<std::pair<Cell, std::string>> blocked = taken;
        for (std::size_t i = 0; i < spec_.props.size(); ++i) {
            const PlacedPropSpec& s = spec_.props[i];
            Where w;
            bool ok = true;
            const auto kind = placedKind("props", i, s.id, s.prop, "prop", defs_.props, propIds, w, ok);
            // Only a blocking prop needs its cell to itself; a trap lies under whoever stands there.
            if (kind && defs_.props[*kind].blocks) {
                ok = checkPlace(s.at, s.id, w.key("at"), blocked) && ok;
            } else if (s.at) {
                std::vector<std::pair<Cell, std::string>> none;
                ok = checkPlace(s.at, s.id, w.key("at"), none) && ok;
            } else {
                ok = false;
            }
            if (ok)
                placedProps.push_back({s.id, {*kind, *s.at}});
            else
                placedOk = false;
        }
        // Ids the script places count as known for the script's other actions.
        for (const ActionSpec& a : spec_.script) {
            if (parseActionKind(a.action) != Action::Kind::Place || !a.id)
                continue;
            auto& list = a.prop ? propIds : ids;
            if (std::find(list.begin(), list.end(), *a.id) == list.end())
                list.push_back(*a.id);
        }
    }

    // A ranged behaviour with nothing to use only ever closes in: say so.
    void warnNothingToUse(const PlacedActor& a, const Where& w) const
    {
        const ActorDef& def = defs_.actors[a.kind];
        if (a.options.behaviour.value_or(def.behaviour).act != Behaviour::Act::Ranged || !def.abilities.empty())
            return;
        for (const PlacedItem& i : a.options.items)
            if (!i.worn && defs_.items[i.item].throwRange)
                return;
        w.warning("a ranged behaviour with nothing to use: a " + def.name
                  + " knows no ability and this one carries nothing to throw, so it only closes in");
    }

    Script script;
    bool scriptOk = true;

    std::optional<std::string> actorId(const std::optional<std::string>& id, const Where& w, bool orProp) override
    {
        if (!id)
            return std::nullopt;
        if (std::find(ids.begin(), ids.end(), *id) != ids.end())
            return id;
        if (orProp && std::find(propIds.begin(), propIds.end(), *id) != propIds.end())
            return id;
        std::vector<std::string> known = ids;
        if (orProp)
            known.insert(known.end(), propIds.begin(), propIds.end());
        w.error(std::string(orProp ? "no actor or prop" : "no actor") + " with id \"" + *id + "\"" + didYouMean(*id, known));
        return std::nullopt;
    }

    void buildScript()
    {
        for (std::size_t i = 0; i < spec_.script.size(); ++i) {
            const ActionSpec& s = spec_.script[i];
            const Where w = root_.key("script").index(i);
            if (s.turn < 1 || !parseActionKind(s.action)) {
                scriptOk = false; // reported when read
                continue;
            }
            if (auto a = buildAction(s, *this, w))
                script.actions.emplace_back(s.turn, std::move(*a));
            else
                scriptOk = false;
        }
        std::stable_sort(script.actions.begin(), script.actions.end(),
                         [](const auto& x, const auto& y) { return x.first < y.first; });
    }

private:
    const ScenarioSpec& spec_;
    const Definitions& defs_;
    Where root_;
};
} // namespace

namespace {
// A snapshot ("play") replaces the placements and starts after its turn:
// what the designer wrote that it hides is said, not silently ignored.
void warnOverridden(const ScenarioSpec& spec, std::int64_t turn, Diagnostics& diagnostics)
{
    const Where root{&diagnostics, {}, {}};
    if (turn == 0 && (!spec.actors.empty() || !spec.props.empty()))
        root.key("play").warning("a snapshot at turn 0 replaces the actors and props as placed (their carried and "
                                 "worn items too): remove \"play\" to start from the placements");
    for (std::size_t i = 0; i < spec.script.size(); ++i)
        if (spec.script[i].turn <= turn)
            root.key("script").index(i).key("turn").warning(
                "turn " + std::to_string(spec.script[i].turn) + " never plays: the snapshot (\"play\") starts after turn "
                + std::to_string(turn));
}
} // namespace

std::optional<Scenario> buildScenario(const ScenarioSpec& spec, std::shared_ptr<const Definitions> defs,
                                      Diagnostics& diagnostics, std::optional<std::uint64_t> seed)
{
    const std::size_t errorsBefore = diagnostics.errorCount();
    ScenarioBuilder b(spec, *defs, diagnostics);
    b.buildFormat();
    b.buildSettings();
    b.buildMap();
    b.buildActors();
    b.buildScript();
    if (diagnostics.errorCount() != errorsBefore || !b.grid || !b.settingsOk || !b.placedOk || !b.scriptOk)
        return std::nullopt;
    World world(std::move(defs), std::move(*b.grid), b.settings, seed.value_or(static_cast<std::uint64_t>(spec.seed)));
    world.setParty(b.party);
    // Each placement was checked as it was read (placedOk), in this order.
    for (const auto& a : b.placed)
        (void)world.place(a.id, a.kind, a.at, a.options);
    for (const auto& [id, where] : b.placedProps)
        (void)world.placeProp(id, where.first, where.second);
    if (spec.play) {
        // Another seed than the file's plays the snapshot on, its dice rolled anew.
        if (!restorePlayState(world, *spec.play, Where{&diagnostics, "play", {}}, RestoreOptions{.reseed = seed.has_value()}))
            return std::nullopt;
        warnOverridden(spec, world.turn(), diagnostics);
    }
    return Scenario{std::move(world), std::move(b.script)};
}

} // namespace rb
