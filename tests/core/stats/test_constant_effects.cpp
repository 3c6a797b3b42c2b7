// Constant effects: one store for static abilities and lingering effects,
// the seed's queries, removal by id, source and duration, and the clocks.
#include <QtTest>

#include "rulebench/base/json_reader.h"
#include "rulebench/stats/holder.h"

namespace {
using rb::Duration;
using rb::EffectRequest;
using rb::EffectType;
using rb::EffectValue;
using rb::Source;
using rb::StatOp;

struct Fixture {
    rb::Registry<rb::StatDef> stats;
    rb::Registry<rb::EffectTypeDef> types;
    rb::Durations durations;
    rb::StatId armor, health;
    rb::FlagId cannotMove{0};
    rb::EffectTypeId ignoreInstallCost;
    rb::Holder holder;

    Fixture()
    {
        health = *stats.add({"health", 20, 0, std::nullopt});
        armor = *stats.add({"armor", 0, 0, std::nullopt});
        ignoreInstallCost = *types.add({"ignore-install-cost"});
    }
    rb::ConstantEffects& store() { return holder.stats.effects(); }
    rb::Evaluator ev() const { return rb::Evaluator(stats, holder); }
    rb::EffectId add(EffectType type, std::int64_t value, Duration d, Source src, std::uint32_t side = 0,
                     rb::ConditionPtr req = {})
    {
        EffectRequest r;
        r.type = type;
        r.value = EffectValue::number(value);
        r.duration = d;
        r.source = src;
        r.side = side;
        r.req = std::move(req);
        auto id = store().add(r, durations);
        Q_ASSERT(id);
        return *id;
    }
};
} // namespace

class TestConstantEffects : public QObject {
    Q_OBJECT
private slots:
    void idsAreADeterministicCounter()
    {
        Fixture a, b;
        for (Fixture* f : {&a, &b}) {
            f->add(EffectType::stat(f->armor, StatOp::Add), 1, Duration::whileActive(), Source::game(1));
            f->add(EffectType::flag(f->cannotMove), 1, Duration::endOfTurn(), Source::game(1));
        }
        QCOMPARE(a.store().all().size(), std::size_t(2));
        for (std::size_t i = 0; i < 2; ++i)
            QCOMPARE(a.store().all()[i].id.value, b.store().all()[i].id.value);
        QCOMPARE(a.add(EffectType::game(a.ignoreInstallCost), 1, Duration::whileActive(), Source::game(1)).value,
                 std::uint64_t(3));
    }

    void gatherPutsTheActiveSideFirst()
    {
        Fixture f;
        const EffectType t = EffectType::game(f.ignoreInstallCost);
        const auto a = f.add(t, 1, Duration::whileActive(), Source::item(1), /*side*/ 1);
        const auto b = f.add(t, 2, Duration::whileActive(), Source::item(2), /*side*/ 0);
        const auto c = f.add(t, 3, Duration::whileActive(), Source::item(3), /*side*/ 1);
        f.add(EffectType::flag(f.cannotMove), 9, Duration::whileActive(), Source::item(4), 0); // another type
        auto ids = [](const std::vector<rb::Effect>& es) {
            std::vector<std::uint64_t> out;
            for (const auto& e : es)
                out.push_back(e.id.value);
            return out;
        };
        QCOMPARE(ids(f.ev().gather(t, 0)), (std::vector<std::uint64_t>{b.value, a.value, c.value}));
        QCOMPARE(ids(f.ev().gather(t, 1)), (std::vector<std::uint64_t>{a.value, c.value, b.value}));
    }

    void mapsValuesSumAndAnyHonourConditions()
    {
        Fixture f;
        const EffectType t = EffectType::game(f.ignoreInstallCost);
        f.add(t, 2, Duration::whileActive(), Source::game(1));
        f.add(t, 5, Duration::whileActive(), Source::game(2), 0,
              rb::makeCondition(rb::Condition::statAtMost(f.health, 5)));
        f.add(t, -1, Duration::whileActive(), Source::game(3));
        QCOMPARE(f.ev().gather(t).size(), std::size_t(3));
        QCOMPARE(f.ev().effectMaps(t).size(), std::size_t(2));
        QCOMPARE(f.ev().values(t), (std::vector<std::int64_t>{2, -1}));
        QCOMPARE(f.ev().sum(t), std::int64_t(1));
        QVERIFY(!f.ev().any(t, [](std::int64_t v) { return v > 3; }));
        f.holder.stats.setBase(f.health, 4); // the condition now holds
        QCOMPARE(f.ev().values(t), (std::vector<std::int64_t>{2, 5, -1}));
        QCOMPARE(f.ev().sum(t), std::int64_t(6));
        QVERIFY(f.ev().any(t, [](std::int64_t v) { return v > 3; }));
    }

    void aFlagIsAnEffectQueriedWithAny()
    {
        Fixture f;
        QVERIFY(!f.ev().hasFlag(f.cannotMove));
        const auto id = f.add(EffectType::flag(f.cannotMove), 1, Duration::whileActive(), Source::status(rb::StatusId{0}, 1),
                              0, rb::makeCondition(rb::Condition::statAtLeast(f.armor, 1)));
        QVERIFY(!f.ev().hasFlag(f.cannotMove)); // armor 0: the condition does not hold
        f.holder.stats.setBase(f.armor, 1);
        QVERIFY(f.ev().hasFlag(f.cannotMove));
        QVERIFY(f.ev().holds(rb::Condition::hasFlag(f.cannotMove)));
        QVERIFY(f.store().removeById(id));
        QVERIFY(!f.store().removeById(id));
        QVERIFY(!f.ev().hasFlag(f.cannotMove));
    }

    // A static ability goes with its source; a lingering effect the source
    // landed outlives it and ends on its own clock.
    void aLingeringEffectOutlivesItsSource()
    {
        Fixture f;
        const Source plate = Source::item(7);
        const Source grant = Source::effect(100); // what plate's ability landed
        f.add(EffectType::stat(f.armor, StatOp::Add), 3, Duration::whileActive(), plate);
        f.add(EffectType::stat(f.armor, StatOp::Add), 2, Duration::turns(2), grant);
        QCOMPARE(f.ev().value(f.armor), std::int64_t(5));

        QCOMPARE(f.holder.stats.removeBySource(plate), std::size_t(1)); // plate taken off
        QCOMPARE(f.ev().value(f.armor), std::int64_t(2));

        QVERIFY(f.store().endTurn().empty()); // turns(n) counts down in the statuses phase, not at the turn's end
        QVERIFY(f.store().countDownTurns().empty()); // turns(2): one left
        QCOMPARE(f.store().all().front().turnsLeft, std::uint32_t(1));
        QCOMPARE(f.ev().value(f.armor), std::int64_t(2));
        const auto ended = f.store().countDownTurns();
        QCOMPARE(ended.size(), std::size_t(1));
        QVERIFY(ended.front().source == grant);
        QCOMPARE(f.ev().value(f.armor), std::int64_t(0));
    }

    // The statuses phase spares what was granted this turn (an id from
    // `freshFrom` on): turns(1) granted in turn t ends in turn t+1's.
    void aTurnsEffectGrantedThisTurnIsSpared()
    {
        Fixture f;
        const EffectType t = EffectType::stat(f.armor, StatOp::Add);
        f.add(t, 1, Duration::turns(1), Source::effect(1));
        f.add(t, 10, Duration::turns(1), Source::effect(2));
        const rb::EffectId fresh = f.store().all().back().id;
        const auto ended = f.store().countDownTurns(fresh);
        QCOMPARE(ended.size(), std::size_t(1));
        QVERIFY(ended.front().source == Source::effect(1));
        QCOMPARE(f.ev().value(f.armor), std::int64_t(10));
        QCOMPARE(f.store().countDownTurns().size(), std::size_t(1));
        QCOMPARE(f.ev().value(f.armor), std::int64_t(0));
    }

    void eachClockEndsOnlyItsOwn()
    {
        Fixture f;
        const auto dawn = f.durations.add("until-dawn");
        QVERIFY(dawn);
        const EffectType t = EffectType::stat(f.armor, StatOp::Add);
        f.add(t, 1, Duration::whileActive(), Source::game(1));
        f.add(t, 10, Duration::endOfTurn(), Source::game(1));
        f.add(t, 100, Duration::endOfEncounter(), Source::game(1));
        f.add(t, 1000, Duration::game(*dawn), Source::game(1));
        f.add(t, 10000, Duration::turns(3), Source::game(1));
        QCOMPARE(f.ev().value(f.armor), std::int64_t(11111));
        auto ended = f.store().endTurn();
        QCOMPARE(ended.size(), std::size_t(1));
        QCOMPARE(ended[0].value.amount, std::int64_t(10));
        QCOMPARE(f.ev().value(f.armor), std::int64_t(11101));
        ended = f.store().endEncounter();
        QCOMPARE(ended.size(), std::size_t(1));
        QCOMPARE(f.ev().value(f.armor), std::int64_t(11001));
        ended = f.store().endDuration(*dawn);
        QCOMPARE(ended.size(), std::size_t(1));
        QCOMPARE(f.ev().value(f.armor), std::int64_t(10001));
        for (int turn = 0; turn < 3; ++turn)
            f.store().countDownTurns();
        QCOMPARE(f.ev().value(f.armor), std::int64_t(1));
        QCOMPARE(f.store().size(), std::size_t(1)); // the static ability never ends on a clock
    }

    void removeByDuration()
    {
        Fixture f;
        const EffectType t = EffectType::stat(f.armor, StatOp::Add);
        f.add(t, 1, Duration::turns(2), Source::game(1));
        f.add(t, 2, Duration::turns(5), Source::game(2));
        f.add(t, 4, Duration::endOfTurn(), Source::game(3));
        f.add(t, 8, Duration::whileActive(), Source::game(4));
        QCOMPARE(f.store().removeByDuration(Duration::turns(1)), std::size_t(2)); // every turns(n)
        QCOMPARE(f.ev().value(f.armor), std::int64_t(12));
        QCOMPARE(f.store().removeByDuration(Duration::whileActive()), std::size_t(1));
        QCOMPARE(f.ev().value(f.armor), std::int64_t(4));
    }

    void anUnregisteredDurationIsRejected()
    {
        Fixture f;
        rb::Diagnostics d;
        const rb::Where w{&d, "statuses[0].duration", "x"};
        QVERIFY(!f.durations.parse("until-dawn", w));
        QCOMPARE(d.size(), std::size_t(1));
        QVERIFY2(d.all()[0].message.find("unknown duration \"until-dawn\"") == 0, d.all()[0].message.c_str());
        QVERIFY(!f.durations.parse("turns(0)", w));
        QVERIFY(!f.durations.parse("turns(x)", w));
        QVERIFY(!f.durations.parse("end-of-trun", w));
        QCOMPARE(d.size(), std::size_t(4));
        QVERIFY2(d.all()[3].message.find("did you mean \"end-of-turn\"") != std::string::npos, d.all()[3].message.c_str());

        // Nobody registered duration #0: the store refuses it.
        EffectRequest r;
        r.type = EffectType::stat(f.armor, StatOp::Add);
        r.duration = Duration::game(rb::DurationId{0});
        QVERIFY(!f.store().add(r, f.durations));
        r.duration = Duration::turns(0);
        QVERIFY(!f.store().add(r, f.durations));
        QVERIFY(f.store().empty());

        const auto dawn = f.durations.add("until-dawn");
        QVERIFY(dawn);
        QVERIFY(!f.durations.add("until-dawn"));  // taken
        QVERIFY(!f.durations.add("end-of-turn")); // the engine's own word
        const auto parsed = f.durations.parse("until-dawn", w);
        QVERIFY(parsed && *parsed == Duration::game(*dawn));
        QCOMPARE(f.durations.name(*parsed), std::string("until-dawn"));
        QVERIFY(*f.durations.parse("turns(3)", w) == Duration::turns(3));
        QCOMPARE(f.durations.name(Duration::turns(3)), std::string("turns(3)"));
        r.duration = *parsed;
        QVERIFY(f.store().add(r, f.durations));
        QCOMPARE(d.size(), std::size_t(4));
    }

    void aQueryTouchesOnlyItsType()
    {
        Fixture f;
        for (int i = 0; i < 1000; ++i)
            f.add(EffectType::game(f.ignoreInstallCost), 1, Duration::whileActive(), Source::game(1));
        f.add(EffectType::stat(f.armor, StatOp::Add), 2, Duration::whileActive(), Source::game(1));
        QCOMPARE(f.store().ofType(EffectType::stat(f.armor, StatOp::Add)).size(), std::size_t(1));
        QCOMPARE(f.store().ofType(EffectType::stat(f.armor, StatOp::MulPct)).size(), std::size_t(0));
        QCOMPARE(f.store().ofType(EffectType::game(f.ignoreInstallCost)).size(), std::size_t(1000));
    }
};

QTEST_APPLESS_MAIN(TestConstantEffects)
#include "test_constant_effects.moc"
