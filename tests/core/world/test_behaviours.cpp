// Behaviours in the sandbox world: actors the turn's actions gave nothing
// decide in world order — melee steps along the shortest open path and
// strikes a neighbour; ranged uses what does the most good where it lands and
// never more harm to allies than to hostiles; flee_below steps away — each
// decision an event with its reason. Ties come from the "behaviour" stream
// alone, a resumed run goes on exactly as the straight one, and a party all
// dead loses the run (the demo's skirmish ends within 100 turns, by seed).
// On generated maps, the steps a decision names are a whole search's.
#include "source_dir.h"
#include <QtTest>

#include "diagnostic_text.h"

#include "rulebench/content/content.h"
#include "rulebench/sandbox/session.h"

#include <deque>
#include <random>


using namespace rb;

namespace {
std::shared_ptr<const Definitions> definitions()
{
    static const auto defs =
        validateContent(rb::test::readFile(rb::test::sourcePath("/tests/data/world/abilities.rules.json"))).definitions;
    return defs;
}

PlacedActorSpec placed(const char* id, const char* kind, Cell at, std::optional<std::string> behaviour = std::nullopt)
{
    PlacedActorSpec p;
    p.id = id;
    p.actor = kind;
    p.at = at;
    if (behaviour) {
        p.behaviour.emplace();
        p.behaviour->kind = *behaviour;
    }
    return p;
}

ScenarioSpec spec(std::vector<std::string> map, std::vector<PlacedActorSpec> actors)
{
    ScenarioSpec s;
    s.content = "abilities.rules.json";
    s.seed = 3;
    s.map = std::move(map);
    s.actors = std::move(actors);
    return s;
}

World build(const ScenarioSpec& s)
{
    Diagnostics d;
    auto built = buildScenario(s, definitions(), d);
    if (!built)
        qFatal("the test scenario does not build: %s", d.all().empty() ? "" : format(d.all().front()).c_str());
    return std::move(built->world);
}

const std::vector<std::string> kRoom = {"#######", "#.....#", "#.....#", "#.....#", "#######"};

QStringList decisions(const World& w, const TurnReport& r)
{
    QStringList out;
    for (const WorldEvent& e : r.events)
        if (e.kind == WorldEvent::Kind::Decided)
            out << QString::fromStdString(eventText(w.definitions(), e));
    return out;
}

const WorldEvent* firstDecision(const TurnReport& r, const char* who)
{
    for (const WorldEvent& e : r.events)
        if (e.kind == WorldEvent::Kind::Decided && e.who == who)
            return &e;
    return nullptr;
}

// Steps from each cell of `map` ('#' a wall, outside too) to the nearest of
// `from`, moving to any of the eight neighbours; -1 where none is reachable.
// Written apart from the engine's search, as the model it is checked against.
std::vector<int> stepsFrom(const std::vector<std::string>& map, const std::vector<Cell>& from)
{
    const int height = static_cast<int>(map.size()), width = static_cast<int>(map[0].size());
    std::vector<int> steps(static_cast<std::size_t>(width * height), -1);
    std::deque<Cell> queue;
    for (Cell c : from)
        if (steps[static_cast<std::size_t>(c.y * width + c.x)] < 0) {
            steps[static_cast<std::size_t>(c.y * width + c.x)] = 0;
            queue.push_back(c);
        }
    for (; !queue.empty(); queue.pop_front())
        for (int dy = -1; dy <= 1; ++dy)
            for (int dx = -1; dx <= 1; ++dx) {
                const Cell n{queue.front().x + dx, queue.front().y + dy};
                if (n.x < 0 || n.y < 0 || n.x >= width || n.y >= height || map[n.y][n.x] == '#'
                    || steps[static_cast<std::size_t>(n.y * width + n.x)] >= 0)
                    continue;
                steps[static_cast<std::size_t>(n.y * width + n.x)] = steps[static_cast<std::size_t>(queue.front().y * width + queue.front().x)] + 1;
                queue.push_back(n);
            }
    return steps;
}

void setHealth(World& w, const char* id, std::int64_t value)
{
    w.edit(id)->holder.stats.setBase(*w.definitions().stats.find("health"), value);
}
} // namespace

class TestBehaviours : public QObject {
    Q_OBJECT
private slots:
    void meleeStepsAlongTheShortestOpenPathAndSaysWhy()
    {
        //  0123456789
        // ##########  0
        // #....#...#  1   the mage at (2,1), the brute at (7,1)
        // #....#...#  2
        // #........#  3
        // ##########  4
        World w = build(spec({"##########", "#....#...#", "#....#...#", "#........#", "##########"},
                             {placed("mage", "mage", {2, 1}), placed("brute", "brute", {7, 1})}));
        const TurnReport r = w.step({});
        QCOMPARE(decisions(w, r), QStringList{"brute moves sw toward mage: nearest hostile, 5 steps"});
        QCOMPARE(w.actor("brute")->at, (Cell{6, 2}));
        QCOMPARE(eventKey(w.definitions(), *firstDecision(r, "brute")), std::string("decided:approach@brute"));
    }

    void meleeStrikesANeighbourAndAScriptedActorDoesNotDecide()
    {
        World w = build(spec(kRoom, {placed("mage", "mage", {2, 1}), placed("brute", "brute", {3, 1}),
                                     placed("other", "brute", {5, 3})}));
        const TurnReport r = w.step({Action::wait("other")});
        QCOMPARE(decisions(w, r), QStringList{"brute attacks mage: next to it"});
        QCOMPARE(w.value(*w.actor("mage"), *w.definitions().stats.find("health")), std::int64_t(19));
    }

    // Melee casts what lands within a step when a hostile is beside it (a
    // ready bite before a plain blow), strikes while it cools down, and
    // never casts from afar: it walks up instead.
    void meleeBitesWithAReadyAbilityAndElseStrikes()
    {
        const auto defs = validateContent(R"({"format": "rulebench/1",
          "stats": [{"name": "health", "default": 10, "min": 0}],
          "damage_kinds": [{"name": "kinetic"}],
          "statuses": [{"name": "poisoned", "stacking": "Stack", "turns": 3, "tick": {"kind": "kinetic", "amount": 1}}],
          "abilities": [
            {"name": "bite", "aim": "actor", "range": 1, "cooldown": 2,
             "effects": [{"kind": "Afflict", "args": {"status": "poisoned"}}]},
            {"name": "spit", "aim": "actor", "range": 4, "effects": [{"kind": "Harm", "args": {"kind": "kinetic", "roll": "1"}}]}],
          "actors": [
            {"name": "spider", "glyph": "s", "faction": "crawlers", "attack": {"kind": "kinetic", "roll": "1"},
             "abilities": ["bite"], "behaviour": "melee"},
            {"name": "spitter", "glyph": "S", "faction": "crawlers", "attack": {"kind": "kinetic", "roll": "1"},
             "abilities": ["spit"], "behaviour": "melee"},
            {"name": "rat", "glyph": "r", "faction": "vermin"}]})").definitions;
        QVERIFY(defs);
        const auto world = [&](std::vector<PlacedActorSpec> actors) {
            ScenarioSpec s = spec(kRoom, std::move(actors));
            Diagnostics d;
            auto built = buildScenario(s, defs, d);
            if (!built)
                qFatal("the scenario does not build: %s", d.all().empty() ? "" : format(d.all().front()).c_str());
            return std::move(built->world);
        };
        World w = world({placed("spider", "spider", {2, 2}), placed("rat", "rat", {3, 2}, "hold")});
        TurnReport r = w.step({});
        QCOMPARE(decisions(w, r), QStringList{"spider casts bite on rat: 1 hostile hit, 0 allies"});
        QVERIFY(w.actor("rat")->holder.statuses.has(*w.definitions().statuses.find("poisoned")));
        r = w.step({}); // the bite cools down: a blow
        QCOMPARE(decisions(w, r), QStringList{"spider attacks rat: next to it"});

        // Spit reaches four cells, so it is no melee ability: the spitter walks up and strikes.
        World far = world({placed("spitter", "spitter", {1, 2}), placed("rat", "rat", {4, 2}, "hold")});
        r = far.step({});
        QVERIFY(decisions(far, r).value(0).startsWith("spitter moves e toward rat"));
        r = far.step({});
        r = far.step({});
        QCOMPARE(decisions(far, r), QStringList{"spitter attacks rat: next to it"});
    }

    void actorsDecideInWorldOrderAndNeverShareACell()
    {
        // Both want (2,2) or a cell beside it; the second takes its next best.
        World w = build(spec(kRoom, {placed("mage", "mage", {1, 2}), placed("b1", "brute", {3, 1}),
                                     placed("b2", "brute", {3, 3})}));
        const TurnReport r = w.step({});
        QCOMPARE(decisions(w, r).size(), 2);
        QVERIFY(decisions(w, r)[0].startsWith("b1 moves"));
        const Cell b1 = w.actor("b1")->at, b2 = w.actor("b2")->at;
        QVERIFY(b1 != b2);
        QCOMPARE(b1.x, 2);
        QCOMPARE(b2.x, 2);
    }

    void rangedCastsWhereItDoesTheMostGood()
    {
        World w = build(spec({"##########", "#........#", "#........#", "#........#", "##########"},
                             {placed("mage", "mage", {1, 2}, "ranged"), placed("r1", "rat", {4, 1}),
                              placed("r2", "rat", {4, 2}), placed("r3", "rat", {8, 3})}));
        const TurnReport r = w.step({});
        const WorldEvent* d = firstDecision(r, "mage");
        QVERIFY(d);
        QVERIFY(d->decision().choice == Decision::Choice::Cast);
        QCOMPARE(d->ability, w.definitions().abilities.find("fireball"));
        QCOMPARE(d->decision().hostiles, std::int64_t(2));
        QCOMPARE(d->decision().allies, std::int64_t(0));
        QVERIFY(QString::fromStdString(eventText(w.definitions(), *d)).endsWith(": 2 hostiles hit, 0 allies"));
        QCOMPARE(eventKey(w.definitions(), r.events[1]), std::string("cast:fireball@mage"));
    }

    void rangedNeverTradesAnAllyForAHostile()
    {
        // A fireball at the rat would burn the healer beside it too: the bolt it is.
        World w = build(spec(kRoom, {placed("mage", "mage", {1, 2}, "ranged"), placed("rat", "rat", {4, 1}),
                                     placed("healer", "healer", {4, 2}, "hold")}));
        const TurnReport r = w.step({});
        QCOMPARE(decisions(w, r), QStringList{"mage casts bolt on rat: 1 hostile hit, 0 allies"});
    }

    void aHealerMendsAHurtAllyAndFleesWhenHurtItself()
    {
        World w = build(spec({"##########", "#........#", "#........#", "#........#", "##########"},
                             {placed("mage", "mage", {1, 2}), placed("healer", "healer", {3, 3}), placed("rat", "rat", {8, 1})}));
        setHealth(w, "mage", 12);
        TurnReport r = w.step({});
        QCOMPARE(decisions(w, r), QStringList{"healer casts mend on mage: 1 ally helped"});
        QCOMPARE(w.value(*w.actor("mage"), *w.definitions().stats.find("health")), std::int64_t(17));
        // Below half its starting health, with the rat next to it.
        World hurt = build(spec(kRoom, {placed("mage", "mage", {1, 1}), placed("healer", "healer", {4, 2}), placed("rat", "rat", {5, 2})}));
        setHealth(hurt, "healer", 4);
        r = hurt.step({});
        const WorldEvent* d = firstDecision(r, "healer");
        QVERIFY(d);
        QVERIFY(d->decision().choice == Decision::Choice::Flee);
        QVERIFY(QString::fromStdString(eventText(hurt.definitions(), *d))
                    .endsWith("from rat: below 50% of its starting health, 1 step away"));
        QCOMPARE(hurt.actor("healer")->at.x, 3);
    }

    void tiesDrawFromTheirOwnStreamSoBlowsRollTheSame()
    {
        // The mage strikes the rat each turn while two brutes far off walk
        // with ties to break; with the brutes holding, the blows roll the same.
        const std::vector<std::string> map = {"############", "#..........#", "#..........#", "#..........#", "############"};
        const auto run = [&](const char* brutes) {
            World w = build(spec(map, {placed("mage", "mage", {1, 2}), placed("rat", "rat", {2, 2}),
                                       placed("b1", "brute", {10, 1}, brutes), placed("b2", "brute", {10, 3}, brutes)}));
            std::vector<std::int64_t> rolls;
            for (int t = 0; t < 3; ++t)
                for (const WorldEvent& e : w.step({Action::attack("mage", "rat")}).events)
                    if (e.kind == WorldEvent::Kind::Attacked)
                        rolls.push_back(e.amount);
            return std::pair{rolls, w};
        };
        const auto [walking, moved] = run("melee");
        const auto [holding, still] = run("hold");
        QCOMPARE(walking, holding);
        QVERIFY(moved.actor("b1")->at != (Cell{10, 1}));
        RandomStreams drew = moved.streams(), none = still.streams();
        QVERIFY(drew.stream(kBehaviourStream).state() != none.stream(kBehaviourStream).state());
    }

    // Generated maps (walls anywhere, 3 to 52 cells a side) with one brute and
    // up to four mages (who never decide) on floor anywhere, three turns each.
    // The engine searches only as far as the brute's question needs, and keeps
    // its searches from turn to turn and from map to map (one world is assigned
    // each map in turn); a whole search written here is the model: the brute's
    // steps are its distance to the nearest mage, it names a mage that far,
    // and it steps onto a cell one nearer, or strikes, or knows none is reachable.
    void aSearchThatStopsEarlyAnswersAsAWholeSearchWould()
    {
        std::mt19937 random(2026); // only the cases; what is checked is the engine's answer
        const auto below = [&](int n) { return static_cast<int>(random() % static_cast<unsigned>(n)); };
        World w = build(spec(kRoom, {placed("mage", "mage", {1, 1})}));
        int approached = 0, struck = 0, unreachable = 0;
        for (int c = 0; c < 300; ++c) {
            const int width = 3 + below(50), height = 3 + below(50);
            std::vector<std::string> map(static_cast<std::size_t>(height), std::string(static_cast<std::size_t>(width), '.'));
            for (std::string& row : map)
                for (char& cell : row)
                    cell = below(100) < 30 ? '#' : '.';
            std::vector<Cell> floor;
            for (int y = 0; y < height; ++y)
                for (int x = 0; x < width; ++x)
                    if (map[y][x] == '.')
                        floor.push_back({x, y});
            if (floor.size() < 2)
                continue;
            std::vector<PlacedActorSpec> actors;
            const int mages = std::min<int>(below(5), static_cast<int>(floor.size()) - 1);
            for (int i = 0; i <= mages; ++i) {
                const std::size_t pick = static_cast<std::size_t>(below(static_cast<int>(floor.size())));
                const std::string id = i == 0 ? "brute" : "m" + std::to_string(i);
                actors.push_back(placed(id.c_str(), i == 0 ? "brute" : "mage", floor[pick]));
                floor.erase(floor.begin() + static_cast<std::ptrdiff_t>(pick));
            }
            const World start = build(spec(map, actors));
            w = start; // a copy's assignment keeps the room of the world assigned to
            for (int turn = 0; turn < 3; ++turn) {
                std::vector<Cell> living;
                for (const WorldActor& a : w.actors())
                    if (a.alive && a.id != "brute")
                        living.push_back(a.at);
                const Cell at = w.actor("brute")->at;
                const int steps = stepsFrom(map, living)[static_cast<std::size_t>(at.y * width + at.x)];
                const TurnReport r = w.step({});
                const WorldEvent* e = firstDecision(r, "brute");
                const std::string where = "map " + std::to_string(c) + ", turn " + std::to_string(turn);
                QVERIFY2(e, where.c_str());
                if (steps < 0) {
                    QVERIFY2(e->decision().why == Decision::Why::NoHostile, where.c_str());
                    ++unreachable;
                    break;
                }
                QCOMPARE(e->decision().steps, std::int64_t(steps));
                const Cell named = w.actor(e->other)->at;
                QCOMPARE(stepsFrom(map, {at})[static_cast<std::size_t>(named.y * width + named.x)], steps);
                if (steps == 1) {
                    QVERIFY2(e->decision().choice == Decision::Choice::Attack, where.c_str());
                    ++struck;
                } else {
                    QVERIFY2(e->decision().choice == Decision::Choice::Approach, where.c_str());
                    const Cell to{at.x + e->decision().dx, at.y + e->decision().dy};
                    QCOMPARE(stepsFrom(map, living)[static_cast<std::size_t>(to.y * width + to.x)], steps - 1);
                    ++approached;
                }
            }
        }
        // The cases reach every answer.
        QVERIFY2(approached > 100 && struck > 10 && unreachable > 10,
                 (std::to_string(approached) + " " + std::to_string(struck) + " " + std::to_string(unreachable)).c_str());
    }

    void aRunResumedFromAnyTurnGoesOnAsTheStraightOne()
    {
        ScenarioSpec s = spec({"##########", "#........#", "#...#....#", "#........#", "##########"},
                              {placed("mage", "mage", {1, 2}, "ranged"), placed("healer", "healer", {1, 1}),
                               placed("b1", "brute", {8, 1}), placed("b2", "brute", {8, 3}), placed("rat", "rat", {6, 2}, "melee")});
        World straight = build(s);
        std::vector<TurnReport> reports;
        std::vector<std::string> saves;
        for (int t = 0; t < 12; ++t) {
            saves.push_back(straight.savePlay());
            reports.push_back(straight.step({}));
        }
        for (std::size_t from = 0; from < saves.size(); ++from) {
            World resumed = build(s);
            QVERIFY(resumed.restorePlay(saves[from]));
            for (std::size_t t = from; t < reports.size(); ++t)
                QVERIFY2(resumed.step({}) == reports[t], ("resumed at turn " + std::to_string(from)).c_str());
        }
    }

    void aBehaviourChangedBetweenTurnsDecidesFromTheNextTurn()
    {
        World w = build(spec(kRoom, {placed("mage", "mage", {1, 2}), placed("brute", "brute", {5, 2}, "hold")}));
        QCOMPARE(decisions(w, w.step({})), QStringList{});
        w.edit("brute")->behaviour = Behaviour{Behaviour::Act::Melee, std::nullopt};
        QCOMPARE(decisions(w, w.step({})), QStringList{"brute moves w toward mage: nearest hostile, 4 steps"});
        w.edit("brute")->behaviour = Behaviour{};
        QCOMPARE(decisions(w, w.step({})), QStringList{});
        // One placed between turns decides in the next, in world order.
        PlaceOptions melee;
        melee.behaviour = Behaviour{Behaviour::Act::Melee, std::nullopt};
        QVERIFY(w.place("rat", *w.definitions().actors.find("rat"), {5, 3}, melee));
        QCOMPARE(decisions(w, w.step({})), QStringList{"rat moves w toward mage: nearest hostile, 4 steps"});
        // Removed, the ones after it keep deciding.
        w.edit("brute")->behaviour = Behaviour{Behaviour::Act::Melee, std::nullopt};
        const TurnReport r = w.step({Action::remove("mage")});
        QCOMPARE(decisions(w, r), (QStringList{"brute holds: no hostile it can reach", "rat holds: no hostile it can reach"}));
    }

    void behavioursEditedAtRandomPlayAsAWorldBuiltAgainEachTurn()
    {
        // On generated rooms and casts, behaviours changed between turns at
        // random: the world plays each turn as one put back from its own
        // save (which works out who decides afresh) plays it.
        const std::vector<const char*> kinds = {"mage", "healer", "rat", "brute"};
        const std::vector<Behaviour::Act> acts = {Behaviour::Act::Hold, Behaviour::Act::Melee, Behaviour::Act::Ranged};
        std::mt19937_64 rng(11);
        int decided = 0;
        for (int round = 0; round < 40; ++round) {
            const int width = 6 + static_cast<int>(rng() % 6), height = 4 + static_cast<int>(rng() % 4);
            std::vector<std::string> map(static_cast<std::size_t>(height), std::string(static_cast<std::size_t>(width), '.'));
            std::vector<PlacedActorSpec> actors;
            std::vector<std::string> ids;
            for (int y = 0; y < height; ++y)
                for (int x = 0; x < width; ++x)
                    if (rng() % 5 == 0) {
                        ids.push_back("a" + std::to_string(ids.size()));
                        actors.push_back(placed(ids.back().c_str(), kinds[rng() % kinds.size()], {x, y},
                                                std::string(toString(acts[rng() % acts.size()]))));
                    }
            if (ids.empty())
                continue;
            World edited = build(spec(map, actors));
            World rebuilt = edited;
            for (int turn = 0; turn < 8; ++turn) {
                for (int n = static_cast<int>(rng() % 3); n > 0; --n) {
                    const std::string& id = ids[rng() % ids.size()];
                    Behaviour b{acts[rng() % acts.size()], std::nullopt};
                    if (rng() % 3 == 0)
                        b.fleeBelow = 10 + static_cast<int>(rng() % 80);
                    edited.edit(id)->behaviour = b;
                    rebuilt.edit(id)->behaviour = b;
                }
                QVERIFY(rebuilt.restorePlay(rebuilt.savePlay()));
                const TurnReport a = edited.step({}), b = rebuilt.step({});
                QVERIFY2(a == b, ("round " + std::to_string(round) + ", turn " + std::to_string(turn + 1)).c_str());
                decided += static_cast<int>(decisions(edited, a).size());
            }
        }
        QVERIFY(decided > 200); // the rounds decide, not only hold
    }

    void aPartyAllDeadLosesTheRun()
    {
        ScenarioSpec s = spec(kRoom, {placed("mage", "mage", {1, 1}), placed("brute", "brute", {5, 3})});
        s.party = "party";
        Diagnostics d;
        std::optional<Session> session = Session::create(definitions(), s, d);
        QVERIFY(session);
        const RunResult r = session->run(100);
        QVERIFY(r.ended);
        QVERIFY(r.turns < 100);
        QVERIFY(session->world().outcome() == World::Outcome::Defeat);
        const TurnReport& last = *session->lastReport();
        const auto defeat = std::find_if(last.events.begin(), last.events.end(),
                                         [](const WorldEvent& e) { return e.kind == WorldEvent::Kind::Defeat; });
        QVERIFY(defeat != last.events.end());
        QCOMPARE(eventText(*definitions(), *defeat), std::string("defeat: every party is dead"));
        QCOMPARE(eventKey(*definitions(), *defeat), std::string("defeat"));
        QCOMPARE(session->run(10).turns, std::int64_t(0)); // nothing after the end
        // An unknown party is named.
        s.party = "partie";
        Diagnostics bad;
        QVERIFY(!Session::create(definitions(), s, bad));
        QCOMPARE(format(bad.all().front()), std::string("party: no actor is of the faction \"partie\" (did you mean \"party\"?); the party is a faction"));
    }

    void aRangedBehaviourWithNothingToUseIsAWarning()
    {
        ScenarioSpec s = spec(kRoom, {placed("b", "brute", {1, 1}, "ranged"), placed("m", "mage", {5, 3}, "ranged")});
        Diagnostics d;
        QVERIFY(buildScenario(s, definitions(), d)); // a warning, not an error
        QCOMPARE(d.all().size(), std::size_t(1));
        QCOMPARE(format(d.all().front()),
                 std::string("actors[0] \"b\": behaviour: warning: a ranged behaviour with nothing to use: a brute knows no "
                             "ability and this one carries nothing to throw, so it only closes in"));
    }

    void theSkirmishEndsWithinAHundredTurnsAndDiffersBySeed()
    {
        std::vector<std::string> logs;
        for (std::uint64_t seed : {1, 2, 3, 4}) {
            SessionOptions options;
            options.seed = seed;
            options.mode = SessionMode::ForwardOnly;
            SessionLoad load = loadSession(rb::test::sourcePath("/resources/demo/skirmish.scenario.json"), options);
            QVERIFY(load.session);
            Session& s = *load.session;
            std::string log;
            const RunResult r = s.run(100, {}, {}, [&](const TurnReport& report) {
                for (const WorldEvent& e : report.events)
                    log += eventText(*s.definitions(), e) + "\n";
            });
            QVERIFY2(r.ended, ("seed " + std::to_string(seed)).c_str());
            QVERIFY(s.world().outcome() != World::Outcome::None);
            logs.push_back(log);
        }
        QVERIFY(logs[0] != logs[1]);
        QVERIFY(logs[1] != logs[2]);
    }
};

QTEST_GUILESS_MAIN(TestBehaviours)
#include "test_behaviours.moc"
