// Actions a turn: an actor takes its kind's actions_per_turn actions in a
// turn (1 when the content says nothing); a further one is refused with the
// reason, in the log, and changes nothing; an action refused for another
// reason does not count; what happens to an actor by the scenario (afflict,
// cure, place, give) and a prop dragged are no actor's action; World::whyNot
// given the actions queued ahead answers as the step does; and the field is
// checked like any other.
#include <QtTest>

#include "diagnostic_text.h"

#include "rulebench/content/content.h"
#include "rulebench/sandbox/scenario.h"
#include "must.h"

using namespace rb;

namespace {
constexpr const char* kContent = R"({
  "format": "rulebench/1",
  "stats": [{"name": "health", "default": 10, "min": 0}],
  "damage_kinds": [{"name": "kinetic"}],
  "statuses": [{"name": "marked", "turns": 3}],
  "props": [{"name": "crate", "blocks": true}],
  "abilities": [{"name": "zap", "aim": "actor", "range": 5,
                 "effects": [{"kind": "Harm", "args": {"kind": "kinetic", "roll": "1"}}]}],
  "actors": [
    {"name": "hero", "glyph": "@", "faction": "crew", "attack": {"kind": "kinetic", "roll": "1"}, "abilities": ["zap"]},
    {"name": "scout", "glyph": "s", "faction": "crew", "actions_per_turn": 2},
    {"name": "rat", "glyph": "r", "faction": "vermin", "stats": {"health": 50}}
  ]
})";

std::shared_ptr<const Definitions> definitions()
{
    static const std::shared_ptr<const Definitions> defs = [] {
        Validation v = validateContent(kContent);
        if (!v.definitions || v.diagnostics.hasErrors())
            qFatal("the actions-a-turn content has errors");
        return v.definitions;
    }();
    return defs;
}

//  0123456
// #######  0
// #.....#  1
// #.....#  2
// #.....#  3
// #######  4
// hero at (1,1), scout at (1,3), rat at (5,1), a crate at (3,3).
World room()
{
    ScenarioSpec spec;
    spec.content = "actions.rules.json";
    spec.seed = 1;
    spec.map = {"#######", "#.....#", "#.....#", "#.....#", "#######"};
    Diagnostics d;
    auto s = buildScenario(spec, definitions(), d);
    if (!s)
        qFatal("the room does not build");
    World w = std::move(s->world);
    const Definitions& defs = w.definitions();
    rb::test::must(w.place("hero", *defs.actors.find("hero"), {1, 1}));
    rb::test::must(w.place("scout", *defs.actors.find("scout"), {1, 3}));
    rb::test::must(w.place("rat", *defs.actors.find("rat"), {5, 1}));
    rb::test::must(w.placeProp("crate", *defs.props.find("crate"), {3, 3}));
    return w;
}

QStringList texts(const World& w, const TurnReport& r)
{
    QStringList out;
    for (const auto& e : r.events)
        out << QString::fromStdString(eventText(w.definitions(), e));
    return out;
}

std::int64_t health(const World& w, const char* id) { return *w.value(id, "health"); }
StatusId marked(const World& w) { return *w.definitions().statuses.find("marked"); }
AbilityId zap(const World& w) { return *w.definitions().abilities.find("zap"); }
} // namespace

class TestActionsATurn : public QObject {
    Q_OBJECT
private slots:
    // step({move, move}) moves one cell; the second is refused, saying why.
    void aSecondActionInATurnIsRefusedWithTheReason()
    {
        World w = room();
        const TurnReport r = w.step({Action::move("hero", 1, 0), Action::move("hero", 1, 0), Action::attack("hero", "rat")});
        QCOMPARE(texts(w, r), QStringList({"move hero (1,1) -> (2,1)",
                                           "refused move hero: hero has taken its 1 action this turn",
                                           "refused attack hero: hero has taken its 1 action this turn"}));
        QCOMPARE(w.actor("hero")->at, (Cell{2, 1}));
        // The next turn it acts again.
        const TurnReport next = w.step({Action::move("hero", 1, 0)});
        QCOMPARE(texts(w, next), QStringList({"move hero (2,1) -> (3,1)"}));
    }

    // An ability with no cooldown is still one action: four casts in one
    // turn land once.
    void fourCastsWithNoCooldownLandOnce()
    {
        World w = room();
        const Action cast = Action::castOn("hero", zap(w), "rat");
        const TurnReport r = w.step({cast, cast, cast, cast});
        QCOMPARE(texts(w, r).count("refused cast hero: hero has taken its 1 action this turn"), 3);
        QCOMPARE(health(w, "rat"), std::int64_t(49));
    }

    // actions_per_turn 2: two moves, and the third is refused in its words.
    void anActorOfTwoActionsTakesTwo()
    {
        World w = room();
        const TurnReport r = w.step({Action::move("scout", 1, 0), Action::move("scout", 1, -1), Action::move("scout", 1, 0)});
        QCOMPARE(texts(w, r), QStringList({"move scout (1,3) -> (2,3)", "move scout (2,3) -> (3,2)",
                                           "refused move scout: scout has taken its 2 actions this turn"}));
        QCOMPARE(w.actor("scout")->at, (Cell{3, 2}));
    }

    // A move into a wall is refused for the wall and takes nothing from the
    // turn: the next move goes.
    void aRefusedActionDoesNotCount()
    {
        World w = room();
        const TurnReport r = w.step({Action::move("hero", 0, -1), Action::move("hero", 1, 0)});
        QCOMPARE(texts(w, r), QStringList({"refused move hero: (1,0) is a wall", "move hero (1,1) -> (2,1)"}));
    }

    // Afflict, cure and place name the actor but are not its doing; a prop
    // dragged is no one's action; a drag of the actor is its one action.
    void interventionsAndPropsDoNotCount()
    {
        World w = room();
        const ActorId rat = *w.definitions().actors.find("rat");
        const TurnReport r = w.step({Action::afflict("hero", marked(w), std::nullopt), Action::moveTo("crate", {4, 3}),
                                     Action::place("rat2", rat, {4, 2}), Action::moveTo("hero", {2, 2}),
                                     Action::cure("hero", marked(w)), Action::move("hero", 1, 0)});
        QStringList refused;
        for (const QString& line : texts(w, r))
            if (line.startsWith("refused"))
                refused << line;
        QCOMPARE(refused, QStringList({"refused move hero: hero has taken its 1 action this turn"}));
        QCOMPARE(w.actor("hero")->at, (Cell{2, 2}));
        QCOMPARE(w.prop("crate")->at, (Cell{4, 3}));
        QVERIFY(w.actor("rat2"));
        QVERIFY(texts(w, r).contains("applied marked on hero for 3 turns"));
        QVERIFY(texts(w, r).contains("cured marked on hero (instance 1)"));
    }

    // whyNot given the actions queued ahead answers as the step does.
    void whyNotCountsTheActionsQueuedAhead()
    {
        World w = room();
        const Action east = Action::move("hero", 1, 0);
        const Action wall = Action::move("hero", 0, -1);
        const std::optional<std::string> taken("hero has taken its 1 action this turn");
        QCOMPARE(w.whyNot(east), std::optional<std::string>());
        QCOMPARE(w.whyNot(east, std::vector<Action>{east}), taken);
        QCOMPARE(w.whyNot(Action::castOn("hero", zap(w), "rat"), std::vector<Action>{east}), taken);
        QCOMPARE(w.whyNot(east, std::vector<Action>{wall}), std::optional<std::string>());
        QCOMPARE(w.whyNot(east, std::vector<Action>{Action::afflict("hero", marked(w), std::nullopt),
                                                    Action::move("scout", 1, 0), Action::moveTo("crate", {4, 3})}),
                 std::optional<std::string>());
        QCOMPARE(w.whyNot(Action::move("scout", 1, 0), std::vector<Action>{Action::move("scout", 1, 0)}),
                 std::optional<std::string>());
        QCOMPARE(w.whyNot(Action::move("scout", 1, 0), std::vector<Action>{Action::wait("scout"), Action::wait("scout")}),
                 std::optional<std::string>("scout has taken its 2 actions this turn"));
        // The same list stepped: whyNot foresaw each refusal, and only those.
        const std::vector<Action> queued = {wall, east, Action::wait("scout"), east, Action::wait("scout"),
                                            Action::wait("scout")};
        std::vector<bool> foreseen;
        for (std::size_t i = 0; i < queued.size(); ++i)
            foreseen.push_back(w.whyNot(queued[i], std::span(queued.data(), i)).has_value());
        const TurnReport r = w.step(queued);
        QCOMPARE(r.events.size(), queued.size());
        for (std::size_t i = 0; i < queued.size(); ++i)
            QCOMPARE(r.events[i].kind == WorldEvent::Kind::Refused, bool(foreseen[i]));
    }

    // actions_per_turn is a whole number from 1 to 100; left out, 1.
    void theFieldIsCheckedAndItsDefaultIsOne()
    {
        const Validation bad = validateContent(std::string(kContent).replace(
            std::string(kContent).find("\"actions_per_turn\": 2"), 21, "\"actions_per_turn\": 0"));
        QCOMPARE(rb::test::formatted(bad.diagnostics),
                 std::vector<std::string>({R"(actors[1] "scout": actions_per_turn: actions_per_turn must be between 1 and 100, got 0)"}));
        const Definitions& defs = *definitions();
        QCOMPARE(defs.actors[*defs.actors.find("hero")].actionsPerTurn, std::int64_t(1));
        QCOMPARE(defs.actors[*defs.actors.find("scout")].actionsPerTurn, std::int64_t(2));
    }
};

QTEST_MAIN(TestActionsATurn)
#include "test_actions_a_turn.moc"
