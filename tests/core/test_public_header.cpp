// The public header, as a game's file includes it: it brings no
// nlohmann/json.hpp (content and saves cross it as bytes and text), and a
// whole small game is played through it alone: content loaded with its
// problems, actors placed, turns stepped and read as words, a stat explained,
// the play saved and resumed, and a refusal read without a JSON type in sight.
#include "rulebench/rulebench.h"

#ifdef INCLUDE_NLOHMANN_JSON_HPP_
constexpr bool kJsonHeaderIncluded = true;
#else
constexpr bool kJsonHeaderIncluded = false;
#endif

#include "source_dir.h"

#include <QTest>

#include <fstream>
#include <sstream>
#include <string>
#include <type_traits>

namespace {

std::string demoBytes()
{
    std::stringstream bytes;
    bytes << std::ifstream(rb::test::sourcePath("/resources/demo/demo.rules.json"), std::ios::binary).rdbuf();
    return bytes.str();
}

} // namespace

class TestPublicHeader : public QObject {
    Q_OBJECT
private slots:
    void itLeavesNlohmannJsonOut()
    {
        QVERIFY2(!kJsonHeaderIncluded, "rulebench/rulebench.h pulled in nlohmann/json.hpp");
    }

    void aGamePlaysThroughItAlone()
    {
        auto defs = rulebench::loadDefinitions(demoBytes());
        QVERIFY2(defs, defs.why().c_str());
        rulebench::WorldSettings settings;
        settings.health = (*defs)->stats.find("health").value();
        const auto grid = rulebench::readMapText("#######\n#.....#\n#.....#\n#######\n").map->grid();
        rulebench::World world(*defs, grid, settings, 7);
        QVERIFY(world.place("hero", (*defs)->actors.find("hero").value(), {1, 1}));
        QVERIFY(world.place("rat", (*defs)->actors.find("rat").value(), {2, 1}));

        const rulebench::TurnReport turn = world.step({rulebench::Action::attack("hero", "rat")});
        QVERIFY(!turn.events.empty());
        QCOMPARE(QString::fromStdString(rulebench::eventText(world.definitions(), turn.events.front())),
                 QString("attack hero -> rat: 1d6+4 kinetic rolled 6"));

        auto health = rulebench::explain(world, "hero", "health");
        QVERIFY2(health, health.why().c_str());
        QCOMPARE(health->value, world.value("hero", "health").valueOr(-1));

        const std::string saved = world.savePlay();
        QVERIFY(saved.find("rulebench-play/3") != std::string::npos);
        rulebench::World resumed(*defs, grid, settings, 7);
        QVERIFY(resumed.restorePlay(saved));
        QVERIFY(resumed == world);
        world.step({});
        resumed.step({});
        QVERIFY(resumed == world);
    }

    // An item copy's or a prop's number cannot stand where an actor's is
    // asked, and no integer becomes either without saying so.
    void theWorldsNumbersAreTypesOfTheirOwn()
    {
        static_assert(std::is_convertible_v<rulebench::ActorRef, rulebench::EntityRef>);
        static_assert(!std::is_convertible_v<rulebench::EntityRef, rulebench::ActorRef>);
        static_assert(!std::is_convertible_v<std::uint64_t, rulebench::ActorRef>);
        static_assert(!std::is_convertible_v<std::uint64_t, rulebench::EntityRef>);
        static_assert(!std::is_convertible_v<rulebench::ActorRef, std::uint64_t>);
        auto defs = rulebench::loadDefinitions(demoBytes());
        QVERIFY(defs);
        rulebench::World world(*defs, rulebench::readMapText("#####\n#...#\n#####\n").map->grid(), {}, 1);
        const rulebench::Result<rulebench::ActorRef> hero = world.place("hero", (*defs)->actors.find("hero").value(), {1, 1});
        QVERIFY(hero);
        const rulebench::Result<rulebench::EntityRef> grenade = world.give("hero", (*defs)->items.find("frag grenade").value(), false);
        QVERIFY(grenade);
        QVERIFY(rulebench::EntityRef(*hero) != *grenade); // one numbering, never reused
        QCOMPARE(QString::fromStdString(world.idOf(*hero)), QString("hero"));
        QCOMPARE(world.actor("hero")->ref, *hero);
    }

    void aRefusalReadsAsText()
    {
        auto broken = rulebench::loadDefinitions("{\"format\": \"rulebench/1\", \"stats\": [{\"name\": \"health\", \"min\": \"low\"}]}");
        QVERIFY(!broken);
        QVERIFY2(broken.why().find("health") != std::string::npos, broken.why().c_str());
        auto defs = rulebench::loadDefinitions(demoBytes());
        QVERIFY(defs);
        rulebench::World world(*defs, rulebench::readMapText("###\n#.#\n###\n").map->grid(), {}, 1);
        const auto placed = world.place("hero", (*defs)->actors.find("hero").value(), {0, 0});
        QVERIFY(!placed);
        QCOMPARE(QString::fromStdString(placed.why()), QString("(0,0) is a wall"));
    }
};

QTEST_GUILESS_MAIN(TestPublicHeader)
#include "test_public_header.moc"
