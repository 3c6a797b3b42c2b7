// Stats and modifiers: the order of operations, every op and clamp, sources
// removed exactly, explain() term by term, conditions and expressions.
#include <QtTest>

#include "rulebench/stats/holder.h"

// Enums compare as their numbers, so a failure prints something.
#define COMPARE_ENUM(a, b) QCOMPARE(static_cast<int>(a), static_cast<int>(b))

namespace {
using rb::EffectValue;
using rb::Modifier;
using rb::Source;
using rb::StatOp;
using rb::StatTerm;

struct Fixture {
    rb::Registry<rb::StatDef> stats;
    rb::StatId health, armor, speed, charge, focus;
    rb::Holder holder;

    Fixture()
    {
        health = *stats.add({"health", 20, 0, std::nullopt});
        armor = *stats.add({"armor", 0, 0, std::nullopt});
        speed = *stats.add({"speed", 10, 0, 30});
        charge = *stats.add({"charge", 0, std::nullopt, std::nullopt});
        focus = *stats.add({"focus", 0, std::nullopt, std::nullopt});
    }
    std::int64_t value(rb::StatId s) const { return rb::Evaluator(stats, holder).value(s); }
    rb::StatExplanation explain(rb::StatId s) const { return rb::Evaluator(stats, holder).explain(s); }
    void add(rb::StatId s, StatOp op, std::int64_t v, Source src, rb::ConditionPtr req = {})
    {
        holder.stats.addModifier(Modifier{s, op, EffectValue::number(v), src, std::move(req)});
    }
};
} // namespace

class TestStats : public QObject {
    Q_OBJECT
private slots:
    void defaultAndOverrideBase()
    {
        Fixture f;
        QCOMPARE(f.value(f.health), std::int64_t(20));
        f.holder.stats.setBase(f.health, 7);
        QCOMPARE(f.value(f.health), std::int64_t(7));
        QCOMPARE(*f.holder.stats.baseOverride(f.health), std::int64_t(7));
        f.holder.stats.clearBase(f.health);
        QCOMPARE(f.value(f.health), std::int64_t(20));
        QVERIFY(!f.holder.stats.baseOverride(f.health));
    }

    // Added out of order on purpose: evaluation order is by op, not arrival.
    void everyOpAndClampInOrder()
    {
        Fixture f;
        const Source g = Source::game(1);
        f.add(f.speed, StatOp::AtMost, 32, g);
        f.add(f.speed, StatOp::MulPct, 50, g);
        f.add(f.speed, StatOp::AtLeast, 35, g);
        f.add(f.speed, StatOp::Add, 5, g);
        f.add(f.speed, StatOp::MulPct, 10, g);
        f.add(f.speed, StatOp::Add, 3, g);
        // 10 +5 +3 = 18; *150% = 27; *110% = 29.7 -> 29; at least 35 -> 35; at most 32 -> 32; max 30 -> 30
        const rb::StatExplanation e = f.explain(f.speed);
        QCOMPARE(e.value, std::int64_t(30));
        QCOMPARE(f.value(f.speed), std::int64_t(30));
        struct Expected {
            StatTerm::Kind kind;
            StatOp op;
            std::int64_t operand, result;
        };
        const Expected want[] = {
            {StatTerm::Kind::Base, StatOp::Add, 10, 10},        {StatTerm::Kind::Modifier, StatOp::Add, 5, 15},
            {StatTerm::Kind::Modifier, StatOp::Add, 3, 18},     {StatTerm::Kind::Modifier, StatOp::MulPct, 50, 27},
            {StatTerm::Kind::Modifier, StatOp::MulPct, 10, 29}, {StatTerm::Kind::Modifier, StatOp::AtLeast, 35, 35},
            {StatTerm::Kind::Modifier, StatOp::AtMost, 32, 32}, {StatTerm::Kind::Min, StatOp::Add, 0, 32},
            {StatTerm::Kind::Max, StatOp::Add, 30, 30},
        };
        QCOMPARE(e.terms.size(), std::size(want));
        for (std::size_t i = 0; i < e.terms.size(); ++i) {
            COMPARE_ENUM(e.terms[i].kind, want[i].kind);
            if (want[i].kind == StatTerm::Kind::Modifier) {
                COMPARE_ENUM(e.terms[i].op, want[i].op);
                QVERIFY(e.terms[i].source == g);
                QVERIFY(e.terms[i].active);
            }
            QCOMPARE(e.terms[i].operand, want[i].operand);
            QCOMPARE(e.terms[i].result, want[i].result);
        }
    }

    void definitionMinClampsLast()
    {
        Fixture f;
        f.add(f.health, StatOp::Add, -50, Source::game(1));
        f.add(f.health, StatOp::AtLeast, -10, Source::game(1));
        QCOMPARE(f.value(f.health), std::int64_t(0)); // -30, at least -10 -> -10, min 0 -> 0
        const auto e = f.explain(f.health);
        COMPARE_ENUM(e.terms.back().kind, StatTerm::Kind::Min);
        QCOMPARE(e.terms[e.terms.size() - 2].result, std::int64_t(-10));
    }

    // A cap after a floor: when they clash the cap wins.
    void atMostComesAfterAtLeast()
    {
        Fixture f;
        f.add(f.charge, StatOp::AtMost, 2, Source::game(1));
        f.add(f.charge, StatOp::AtLeast, 8, Source::game(2));
        QCOMPARE(f.value(f.charge), std::int64_t(2));
    }

    void mulPctCompoundsAndRoundsTowardZero()
    {
        Fixture f;
        f.holder.stats.setBase(f.charge, -7);
        f.add(f.charge, StatOp::MulPct, 50, Source::game(1));
        QCOMPARE(f.value(f.charge), std::int64_t(-10)); // -10.5 -> -10
        f.add(f.charge, StatOp::MulPct, -50, Source::game(1));
        QCOMPARE(f.value(f.charge), std::int64_t(-5)); // -10 * 50% = -5
        QCOMPARE(rb::applyPercent(99, 1), std::int64_t(99));   // 99.99 -> 99
        QCOMPARE(rb::applyPercent(-99, 1), std::int64_t(-99)); // -99.99 -> -99
        QCOMPARE(rb::applyPercent(1000, -100), std::int64_t(0));
        QCOMPARE(rb::applyPercent(123456789, 37), std::int64_t(169135800)); // 123456789 * 137 / 100 = 169135800.93
    }

    void arithmeticSaturatesInsteadOfOverflowing()
    {
        const std::int64_t max = rb::kStatLimit;
        QCOMPARE(rb::saturatingAdd(max, 1), max);
        QCOMPARE(rb::saturatingAdd(-max, -5), -max);
        QCOMPARE(rb::saturatingMul(max / 2, 3), max);
        QCOMPARE(rb::saturatingMul(max / 2, -3), -max);
        QCOMPARE(rb::applyPercent(max, 1000000000), max);
        QCOMPARE(rb::applyPercent(-max, 1000000000), -max);
        QCOMPARE(rb::applyPercent(max, 0), max); // 100%: unchanged
        QCOMPARE(rb::applyPercent(std::numeric_limits<std::int64_t>::min(), 0), -max);

        Fixture f;
        f.holder.stats.setBase(f.charge, max - 10);
        for (int i = 0; i < 5; ++i)
            f.add(f.charge, StatOp::MulPct, 1000000000, Source::game(1));
        f.add(f.charge, StatOp::Add, 1000000000, Source::game(1));
        QCOMPARE(f.value(f.charge), max);
    }

    // The seed's test that matters: an item's, a status's and a game's
    // modifier share one number and only the item's is stripped.
    void onlyTheItemsModifierIsStripped()
    {
        Fixture f;
        const rb::StatusId stoneskin{0};
        f.add(f.armor, StatOp::Add, 3, Source::item(41));
        f.add(f.armor, StatOp::Add, 2, Source::status(stoneskin, 1));
        f.add(f.armor, StatOp::Add, 1, Source::game(9));
        f.add(f.armor, StatOp::MulPct, 100, Source::item(41));
        QCOMPARE(f.value(f.armor), std::int64_t(12));
        QCOMPARE(f.holder.stats.removeBySource(Source::item(41)), std::size_t(2));
        QCOMPARE(f.value(f.armor), std::int64_t(3));
        const auto e = f.explain(f.armor);
        QCOMPARE(e.terms.size(), std::size_t(4)); // base, status, game, min
        QVERIFY(e.terms[1].source == Source::status(stoneskin, 1));
        QVERIFY(e.terms[2].source == Source::game(9));
        // A different item, or another instance, is a different source.
        QCOMPARE(f.holder.stats.removeBySource(Source::item(42)), std::size_t(0));
        QCOMPARE(f.holder.stats.removeBySource(Source::status(stoneskin, 2)), std::size_t(0));
        QCOMPARE(f.value(f.armor), std::int64_t(3));
    }

    void threeInstancesRemoveTheSecond()
    {
        Fixture f;
        const rb::StatusId stoneskin{0};
        for (std::uint32_t i = 1; i <= 3; ++i) {
            f.add(f.armor, StatOp::Add, 2, Source::status(stoneskin, i));
            f.add(f.speed, StatOp::Add, -1, Source::status(stoneskin, i));
        }
        QCOMPARE(f.value(f.armor), std::int64_t(6));
        QCOMPARE(f.holder.stats.removeBySource(Source::status(stoneskin, 2)), std::size_t(2));
        QCOMPARE(f.value(f.armor), std::int64_t(4));
        QCOMPARE(f.value(f.speed), std::int64_t(8));
        const auto e = f.explain(f.armor);
        QVERIFY(e.terms[1].source == Source::status(stoneskin, 1));
        QVERIFY(e.terms[2].source == Source::status(stoneskin, 3));
    }

    void conditionSwitchesAModifierOnAndOff()
    {
        Fixture f;
        f.add(f.armor, StatOp::Add, 4, Source::game(1));
        f.add(f.armor, StatOp::MulPct, 50, Source::game(2), rb::makeCondition(rb::Condition::statAtMost(f.health, 5)));
        QCOMPARE(f.value(f.armor), std::int64_t(4));
        auto e = f.explain(f.armor);
        QVERIFY(e.terms[2].conditional);
        QVERIFY(!e.terms[2].active);
        QCOMPARE(e.terms[2].operand, std::int64_t(50));
        QCOMPARE(e.terms[2].result, std::int64_t(4));

        f.holder.stats.setBase(f.health, 5);
        QCOMPARE(f.value(f.armor), std::int64_t(6));
        e = f.explain(f.armor);
        QVERIFY(e.terms[2].active);
        QCOMPARE(e.terms[2].result, std::int64_t(6));

        f.add(f.health, StatOp::Add, 1, Source::item(3)); // health 6: off again
        QCOMPARE(f.value(f.armor), std::int64_t(4));
        f.holder.stats.removeBySource(Source::item(3));
        QCOMPARE(f.value(f.armor), std::int64_t(6));
    }

    void conditionsCombine()
    {
        Fixture f;
        rb::Evaluator ev(f.stats, f.holder);
        using rb::Condition;
        const Condition low = Condition::statAtMost(f.health, 10);
        const Condition charged = Condition::statAtLeast(f.charge, 3);
        QVERIFY(!ev.holds(low));
        QVERIFY(!ev.holds(charged));
        QVERIFY(ev.holds(Condition::negate(low)));
        QVERIFY(!ev.holds(Condition::any({low, charged})));
        QVERIFY(ev.holds(Condition::all({})));
        f.holder.stats.setBase(f.charge, 3);
        QVERIFY(ev.holds(Condition::any({low, charged})));
        QVERIFY(!ev.holds(Condition::all({low, charged})));
        f.holder.stats.setBase(f.health, 10);
        QVERIFY(ev.holds(Condition::all({low, charged})));
        QVERIFY(!ev.holds(Condition::hasStatus(rb::StatusId{0})));
        f.holder.statuses.add(rb::StatusId{0}, 2, rb::EntityRef{});
        QVERIFY(ev.holds(Condition::hasStatus(rb::StatusId{0})));
    }

    void expressionValuesFollowTheirHolder()
    {
        Fixture f;
        const rb::StatusId stoneskin{0};
        f.holder.stats.addModifier({f.speed, StatOp::Add, EffectValue::perStat(f.charge, 2), Source::game(1), {}});
        f.holder.stats.addModifier({f.armor, StatOp::Add, EffectValue::perStatus(stoneskin, 3), Source::game(1), {}});
        QCOMPARE(f.value(f.speed), std::int64_t(10));
        f.holder.stats.setBase(f.charge, 4);
        QCOMPARE(f.value(f.speed), std::int64_t(18));
        const auto e = f.explain(f.speed);
        QVERIFY(e.terms[1].value == EffectValue::perStat(f.charge, 2));
        QCOMPARE(e.terms[1].operand, std::int64_t(8));
        QCOMPARE(f.value(f.armor), std::int64_t(0));
        f.holder.statuses.add(stoneskin, 3, rb::EntityRef{});
        f.holder.statuses.add(stoneskin, 3, rb::EntityRef{});
        QCOMPARE(f.value(f.armor), std::int64_t(6));
    }

    // Content with a cycle does not build; code that makes one anyway gets a
    // finite answer: the inner read sees the stat's base.
    void aCycleMadeInCodeStillTerminates()
    {
        Fixture f;
        f.holder.stats.setBase(f.focus, 5);
        f.holder.stats.setBase(f.charge, 1);
        f.holder.stats.addModifier({f.charge, StatOp::Add, EffectValue::perStat(f.focus, 1), Source::game(1), {}});
        f.holder.stats.addModifier({f.focus, StatOp::Add, EffectValue::perStat(f.charge, 1), Source::game(1), {}});
        QCOMPARE(f.value(f.charge), std::int64_t(7)); // 1 + (5 + 1)
        QCOMPARE(f.value(f.focus), std::int64_t(11)); // 5 + (1 + 5)
    }

    void copiesAreIndependent()
    {
        Fixture f;
        f.add(f.armor, StatOp::Add, 2, Source::game(1));
        rb::Holder before = f.holder;
        f.add(f.armor, StatOp::Add, 5, Source::game(1));
        QCOMPARE(f.value(f.armor), std::int64_t(7));
        QCOMPARE(rb::Evaluator(f.stats, before).value(f.armor), std::int64_t(2));
    }
};

QTEST_APPLESS_MAIN(TestStats)
#include "test_stats.moc"
