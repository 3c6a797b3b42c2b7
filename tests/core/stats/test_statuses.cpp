// Statuses: every stacking rule through apply, re-apply, tick to expiry and
// cure, checking the events, the turns left and the stat values at each step.
// A turn's statuses phase counts down, applies, then ticks: an instance
// applied for n turns ticks in its own turn and the n-1 after it, and
// expires at the start of the next one's.
#include <QtTest>

#include "rulebench/stats/status_rules.h"

#define COMPARE_ENUM(a, b) QCOMPARE(static_cast<int>(a), static_cast<int>(b))

namespace {
using rb::Afflict;
using rb::EffectType;
using rb::EffectValue;
using rb::StatOp;
using rb::StatusChange;
using rb::StatusEvent;

constexpr rb::ActorRef kTarget{1};

rb::StatusDef statusDef(std::string name, rb::Stacking stacking, std::vector<rb::StatusModifierDef> modifiers,
                        std::optional<rb::StatusTick> tick, std::string badge = {})
{
    rb::StatusDef d;
    d.name = std::move(name);
    d.stacking = stacking;
    d.modifiers = std::move(modifiers);
    d.tick = tick;
    d.badge = std::move(badge);
    return d;
}

struct Fixture {
    rb::StatRegistries defs;
    rb::Registry<rb::StatDef>& stats = defs.stats;
    rb::Registry<rb::StatusDef>& statuses = defs.statuses;
    rb::StatId health, armor, speed;
    rb::FlagId cannotMove{0};
    rb::DamageKindId thermal{1};
    rb::StatusId scorched, stoneskin, rooted, regenerating;
    rb::Holder holder;

    Fixture()
    {
        health = *stats.add({"health", 20, 0, std::nullopt});
        armor = *stats.add({"armor", 0, 0, std::nullopt});
        speed = *stats.add({"speed", 10, 0, 30});
        scorched = *statuses.add(statusDef("scorched", rb::Stacking::Refresh,
                                           {{EffectType::stat(speed, StatOp::Add), EffectValue::number(-2), {}}},
                                           rb::StatusTick{thermal, 1, {}}, "s"));
        stoneskin = *statuses.add(statusDef("stoneskin", rb::Stacking::Stack,
                                            {{EffectType::stat(armor, StatOp::Add), EffectValue::number(2), {}}}, std::nullopt));
        rooted = *statuses.add(statusDef("rooted", rb::Stacking::Ignore,
                                         {{EffectType::flag(cannotMove), EffectValue::number(1), {}},
                                          {EffectType::stat(speed, StatOp::AtMost), EffectValue::number(0), {}}},
                                         std::nullopt));
        regenerating = *statuses.add(statusDef("regenerating", rb::Stacking::Extend,
                                               {{EffectType::stat(armor, StatOp::Add), EffectValue::number(1), {}}},
                                               rb::StatusTick{thermal, -2, {}}));
    }
    Fixture(const Fixture&) = delete;
    // Each of these statuses answers an application with exactly one event.
    StatusEvent afflict(rb::StatusId s, std::int64_t turns, std::uint64_t by)
    {
        const std::vector<StatusEvent> events = rb::afflict(defs, holder, Afflict{kTarget, s, turns, rb::EntityRef(by)});
        return events.size() == 1 ? events.front() : StatusEvent{StatusChange::AppliedFresh, {}, {}, 99, 0, 0, {}, 0, "several events", {}};
    }
    // This turn's ticks (after its applications).
    std::vector<rb::TickDamage> ticks() const { return rb::tickStatuses(statuses, holder, kTarget); }
    // The next turn's statuses phase with no applications: its count-down, then its ticks.
    struct Turn {
        std::vector<StatusEvent> events;
        std::vector<rb::TickDamage> damage;
    };
    Turn nextTurn()
    {
        Turn t;
        t.events = rb::countDownStatuses(statuses, holder, kTarget);
        t.damage = ticks();
        return t;
    }
    std::int64_t value(rb::StatId s) const { return rb::Evaluator(stats, holder).value(s); }
    bool flag() const { return rb::Evaluator(stats, holder).hasFlag(cannotMove); }
    std::int64_t turnsLeft(rb::StatusId s) const
    {
        const auto* i = holder.statuses.first(s);
        return i ? i->turnsLeft : 0;
    }
};

void checkEvent(const StatusEvent& e, StatusChange change, rb::StatusId status, std::uint32_t instance,
                std::int64_t before, std::int64_t after, std::uint64_t by)
{
    COMPARE_ENUM(e.change, change);
    QCOMPARE(e.target, kTarget);
    QCOMPARE(e.status.value, status.value);
    QCOMPARE(e.instance, instance);
    QCOMPARE(e.turnsBefore, before);
    QCOMPARE(e.turnsLeft, after);
    QCOMPARE(e.by, rb::EntityRef(by));
}
} // namespace

class TestStatuses : public QObject {
    Q_OBJECT
private slots:
    void refreshKeepsTheLongerDuration()
    {
        Fixture f;
        checkEvent(f.afflict(f.scorched, 3, 7), StatusChange::AppliedFresh, f.scorched, 1, 0, 3, 7);
        QCOMPARE(f.value(f.speed), std::int64_t(8));
        // Shorter: kept as it was, credited as it was; the event names who asked.
        checkEvent(f.afflict(f.scorched, 2, 8), StatusChange::Kept, f.scorched, 1, 3, 3, 8);
        QCOMPARE(f.holder.statuses.first(f.scorched)->by, rb::EntityRef(7));
        // A tie changes nothing either.
        checkEvent(f.afflict(f.scorched, 3, 8), StatusChange::Kept, f.scorched, 1, 3, 3, 8);
        QCOMPARE(f.holder.statuses.first(f.scorched)->by, rb::EntityRef(7));
        QCOMPARE(f.holder.statuses.count(f.scorched), std::size_t(1));
        QCOMPARE(f.value(f.speed), std::int64_t(8)); // one instance, one set of modifiers
        // Longer: the new duration and its applier win.
        checkEvent(f.afflict(f.scorched, 5, 8), StatusChange::Refreshed, f.scorched, 1, 3, 5, 8);
        QCOMPARE(f.holder.stats.effects().size(), std::size_t(1));

        QCOMPARE(f.ticks().size(), std::size_t(1)); // the turn it came burns
        for (std::int64_t left = 4; left >= 1; --left) { // and the four after it
            const auto r = f.nextTurn();
            QCOMPARE(r.damage.size(), std::size_t(1));
            QVERIFY(r.damage[0] == (rb::TickDamage{kTarget, f.scorched, 1, f.thermal, 1, rb::EntityRef(8)}));
            QVERIFY(r.events.empty());
            QCOMPARE(f.turnsLeft(f.scorched), left);
            QCOMPARE(f.value(f.speed), std::int64_t(8));
        }
        const auto last = f.nextTurn();
        QVERIFY(last.damage.empty()); // gone before the sixth turn's ticks
        QCOMPARE(last.events.size(), std::size_t(1));
        checkEvent(last.events[0], StatusChange::Expired, f.scorched, 1, 1, 0, 8);
        QVERIFY(!f.holder.statuses.has(f.scorched));
        QCOMPARE(f.value(f.speed), std::int64_t(10));
        QVERIFY(f.holder.stats.effects().empty());

        checkEvent(f.afflict(f.scorched, 2, 7), StatusChange::AppliedFresh, f.scorched, 2, 0, 2, 7);
        QCOMPARE(f.value(f.speed), std::int64_t(8));
        const auto cured = rb::cure(f.holder, rb::Cure{kTarget, f.scorched, std::nullopt});
        QCOMPARE(cured.size(), std::size_t(1));
        checkEvent(cured[0], StatusChange::Cured, f.scorched, 2, 2, 0, 7);
        QCOMPARE(f.value(f.speed), std::int64_t(10));
        QVERIFY(f.ticks().empty());
    }

    void extendAddsDurations()
    {
        Fixture f;
        checkEvent(f.afflict(f.regenerating, 2, 3), StatusChange::AppliedFresh, f.regenerating, 1, 0, 2, 3);
        QCOMPARE(f.value(f.armor), std::int64_t(1));
        checkEvent(f.afflict(f.regenerating, 3, 4), StatusChange::Extended, f.regenerating, 1, 2, 5, 3);
        QCOMPARE(f.value(f.armor), std::int64_t(1));
        QCOMPARE(f.holder.statuses.count(f.regenerating), std::size_t(1));
        QCOMPARE(f.ticks().size(), std::size_t(1));
        for (std::int64_t left = 4; left >= 1; --left) {
            const auto r = f.nextTurn();
            QCOMPARE(r.damage.size(), std::size_t(1));
            QCOMPARE(r.damage[0].amount, std::int64_t(-2)); // negative: it mends
            QCOMPARE(r.damage[0].by, rb::EntityRef(3));
            QCOMPARE(f.turnsLeft(f.regenerating), left);
            QCOMPARE(f.value(f.armor), std::int64_t(1));
        }
        const auto last = f.nextTurn();
        QVERIFY(last.damage.empty());
        QCOMPARE(last.events.size(), std::size_t(1));
        checkEvent(last.events[0], StatusChange::Expired, f.regenerating, 1, 1, 0, 3);
        QCOMPARE(f.value(f.armor), std::int64_t(0));

        f.afflict(f.regenerating, 1, 3);
        checkEvent(f.afflict(f.regenerating, 1, 3), StatusChange::Extended, f.regenerating, 2, 1, 2, 3);
        const auto cured = rb::cure(f.holder, rb::Cure{kTarget, f.regenerating, std::nullopt});
        QCOMPARE(cured.size(), std::size_t(1));
        checkEvent(cured[0], StatusChange::Cured, f.regenerating, 2, 2, 0, 3);
        QCOMPARE(f.value(f.armor), std::int64_t(0));
    }

    // Three deep, the second to arrive runs out first: only its modifiers go.
    void stackThreeDeepExpiresOneInstanceAtATime()
    {
        Fixture f;
        checkEvent(f.afflict(f.stoneskin, 2, 5), StatusChange::AppliedFresh, f.stoneskin, 1, 0, 2, 5);
        checkEvent(f.afflict(f.stoneskin, 1, 6), StatusChange::Stacked, f.stoneskin, 2, 0, 1, 6);
        checkEvent(f.afflict(f.stoneskin, 3, 7), StatusChange::Stacked, f.stoneskin, 3, 0, 3, 7);
        QCOMPARE(f.holder.statuses.count(f.stoneskin), std::size_t(3));
        QCOMPARE(f.value(f.armor), std::int64_t(6));

        auto r = f.nextTurn();
        QCOMPARE(r.events.size(), std::size_t(1));
        checkEvent(r.events[0], StatusChange::Expired, f.stoneskin, 2, 1, 0, 6);
        QCOMPARE(f.value(f.armor), std::int64_t(4));
        QCOMPARE(f.holder.statuses.find(f.stoneskin, 1)->turnsLeft, std::int64_t(1));
        QCOMPARE(f.holder.statuses.find(f.stoneskin, 3)->turnsLeft, std::int64_t(2));
        const auto why = rb::Evaluator(f.stats, f.holder).explain(f.armor);
        QVERIFY(why.terms[1].source == rb::Source::status(f.stoneskin, 1));
        QVERIFY(why.terms[2].source == rb::Source::status(f.stoneskin, 3));

        r = f.nextTurn();
        QCOMPARE(r.events.size(), std::size_t(1));
        checkEvent(r.events[0], StatusChange::Expired, f.stoneskin, 1, 1, 0, 5);
        QCOMPARE(f.value(f.armor), std::int64_t(2));

        r = f.nextTurn();
        QCOMPARE(r.events.size(), std::size_t(1));
        checkEvent(r.events[0], StatusChange::Expired, f.stoneskin, 3, 1, 0, 7);
        QCOMPARE(f.value(f.armor), std::int64_t(0));
        QVERIFY(f.holder.statuses.empty());

        // A cure lifts every instance, one event each, in the order applied.
        f.afflict(f.stoneskin, 2, 5);
        f.afflict(f.stoneskin, 4, 6);
        QCOMPARE(f.value(f.armor), std::int64_t(4));
        const auto cured = rb::cure(f.holder, rb::Cure{kTarget, f.stoneskin, std::nullopt});
        QCOMPARE(cured.size(), std::size_t(2));
        checkEvent(cured[0], StatusChange::Cured, f.stoneskin, 4, 2, 0, 5);
        checkEvent(cured[1], StatusChange::Cured, f.stoneskin, 5, 4, 0, 6);
        QCOMPARE(f.value(f.armor), std::int64_t(0));
    }

    void ignoreDoesNothingWhileActive()
    {
        Fixture f;
        checkEvent(f.afflict(f.rooted, 2, 1), StatusChange::AppliedFresh, f.rooted, 1, 0, 2, 1);
        QVERIFY(f.flag());
        QCOMPARE(f.value(f.speed), std::int64_t(0));
        checkEvent(f.afflict(f.rooted, 5, 2), StatusChange::Ignored, f.rooted, 0, 2, 2, 2);
        QCOMPARE(f.turnsLeft(f.rooted), std::int64_t(2));
        QCOMPARE(f.holder.stats.effects().size(), std::size_t(2));

        auto r = f.nextTurn();
        QVERIFY(r.damage.empty());
        QVERIFY(r.events.empty());
        QCOMPARE(f.turnsLeft(f.rooted), std::int64_t(1));
        QVERIFY(f.flag());
        r = f.nextTurn();
        QCOMPARE(r.events.size(), std::size_t(1));
        checkEvent(r.events[0], StatusChange::Expired, f.rooted, 1, 1, 0, 1);
        QVERIFY(!f.flag());
        QCOMPARE(f.value(f.speed), std::int64_t(10));

        // Once it is gone, a new application takes.
        checkEvent(f.afflict(f.rooted, 3, 2), StatusChange::AppliedFresh, f.rooted, 2, 0, 3, 2);
        QVERIFY(f.flag());
        const auto cured = rb::cure(f.holder, rb::Cure{kTarget, f.rooted, std::nullopt});
        QCOMPARE(cured.size(), std::size_t(1));
        checkEvent(cured[0], StatusChange::Cured, f.rooted, 2, 3, 0, 2);
        QVERIFY(!f.flag());
        QCOMPARE(f.value(f.speed), std::int64_t(10));
    }

    // A status in its last turn still deals its tick; it expires at the
    // start of the next turn's statuses phase, before that turn's ticks.
    void aStatusTicksInItsLastTurnAndExpiresInTheNext()
    {
        Fixture f;
        f.afflict(f.scorched, 1, 7);
        f.afflict(f.regenerating, 1, 9);
        f.afflict(f.stoneskin, 1, 4); // no tick
        const auto ticks = f.ticks();
        QCOMPARE(ticks.size(), std::size_t(2));
        QVERIFY(ticks[0] == (rb::TickDamage{kTarget, f.scorched, 1, f.thermal, 1, rb::EntityRef(7)}));
        QVERIFY(ticks[1] == (rb::TickDamage{kTarget, f.regenerating, 2, f.thermal, -2, rb::EntityRef(9)}));
        QCOMPARE(f.holder.statuses.instances().size(), std::size_t(3)); // ticking changes nothing
        QCOMPARE(f.value(f.armor), std::int64_t(3));
        const auto r = f.nextTurn();
        QVERIFY(r.damage.empty());
        QCOMPARE(r.events.size(), std::size_t(3));
        QCOMPARE(r.events[0].status.value, f.scorched.value);
        QCOMPARE(r.events[1].status.value, f.regenerating.value);
        QCOMPARE(r.events[2].status.value, f.stoneskin.value);
        QVERIFY(f.holder.statuses.empty());
        QVERIFY(f.holder.stats.effects().empty());
    }

    void refusedAndAbsent()
    {
        Fixture f;
        checkEvent(f.afflict(f.scorched, 0, 7), StatusChange::Refused, f.scorched, 0, 0, 0, 7);
        checkEvent(f.afflict(f.scorched, -3, 7), StatusChange::Refused, f.scorched, 0, 0, 0, 7);
        COMPARE_ENUM(f.afflict(rb::StatusId{99}, 3, 7).change, StatusChange::Refused);
        QVERIFY(f.holder.statuses.empty());
        QVERIFY(rb::cure(f.holder, rb::Cure{kTarget, f.scorched, std::nullopt}).empty());
        QVERIFY(f.ticks().empty());
    }

    // The sandbox steps back by copying: a copy is a separate holder.
    void aCopiedHolderIsIndependent()
    {
        Fixture f;
        f.afflict(f.stoneskin, 2, 1);
        const rb::Holder saved = f.holder;
        f.afflict(f.stoneskin, 2, 1);
        f.nextTurn();
        f.nextTurn();
        QVERIFY(f.holder.statuses.empty());
        f.holder = saved;
        QCOMPARE(f.holder.statuses.count(f.stoneskin), std::size_t(1));
        QCOMPARE(f.value(f.armor), std::int64_t(2));
        // The instance counter came back too: the same history, the same numbers.
        checkEvent(f.afflict(f.stoneskin, 2, 1), StatusChange::Stacked, f.stoneskin, 2, 0, 2, 1);
    }
};

QTEST_APPLESS_MAIN(TestStatuses)
#include "test_statuses.moc"
