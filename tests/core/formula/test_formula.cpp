// The formula language on its own: what compiles, what each operator and
// function gives (worked by hand), the working's words, mistakes at their
// column with a "did you mean", roles and rolls refused where they cannot be,
// saturation, and the same dice as a roll of the same stream.
#include <QtTest>

#include "rulebench/base/dice.h"
#include "rulebench/base/saturating.h"
#include "rulebench/formula/formula.h"
#include "rulebench/formula/formula_numbers.h"

#include <map>

namespace {

// Stats 0 strength, 1 "fire resist", 2 health; statuses 0 venom, 1 poisoned,
// 2 shared; flags 0 blind, 1 shared.
rb::FormulaNames names()
{
    return {{"strength", "fire resist", "health"}, {"venom", "poisoned", "shared"}, {"blind", "shared"}};
}

// Two actors: hero (1) and rat (2).
struct Board final : rb::FormulaReader {
    std::map<std::tuple<int, std::uint64_t, std::uint32_t>, std::int64_t> values;
    std::int64_t now = 4;
    void set(rb::FormulaRead r, std::uint64_t who, std::uint32_t id, std::int64_t v) { values[{int(r), who, id}] = v; }
    std::int64_t read(rb::FormulaRead r, rb::EntityRef who, std::uint32_t id) const override
    {
        auto it = values.find({int(r), who.number, id});
        return it == values.end() ? 0 : it->second;
    }
    std::int64_t turn() const override { return now; }
    std::string nameOf(rb::EntityRef who) const override { return who.number == 1 ? "hero" : "rat"; }
};

Board board()
{
    Board b;
    using R = rb::FormulaRead;
    b.set(R::Stat, 1, 0, 7);   // hero's strength 7
    b.set(R::Base, 1, 0, 5);   // base 5
    b.set(R::Stat, 2, 1, 3);   // rat's fire resist 3
    b.set(R::Stacks, 2, 0, 4); // rat: 4 venom
    b.set(R::Turns, 2, 0, 2);
    b.set(R::HasStatus, 2, 1, 1); // rat is poisoned
    b.set(R::HasFlag, 1, 0, 1);   // hero is blind
    return b;
}

rb::Formula compiled(const std::string& text, rb::FormulaUse use = {})
{
    const rb::FormulaCompile c = rb::compileFormula(text, names(), use);
    if (!c.formula)
        qFatal("%s: column %zu: %s", text.c_str(), c.errors.front().column, c.errors.front().message.c_str());
    return *c.formula;
}

std::int64_t value(const std::string& text)
{
    const Board b = board();
    rb::RandomStream dice = rb::RandomStream::derive(1, "ability");
    return compiled(text).evaluate({&b, rb::EntityRef(1), rb::EntityRef(2), &dice});
}

QString firstError(const std::string& text, rb::FormulaUse use = {})
{
    const rb::FormulaCompile c = rb::compileFormula(text, names(), use);
    if (c.formula)
        return "compiled";
    return QString("column %1: %2").arg(c.errors.front().column).arg(QString::fromStdString(c.errors.front().message));
}

} // namespace

class TestFormula : public QObject {
    Q_OBJECT
private slots:
    void arithmeticIsWholeAndTowardZero()
    {
        QCOMPARE(value("=2 + 3 * 4"), 14);
        QCOMPARE(value("=(2 + 3) * 4"), 20);
        QCOMPARE(value("=7 / 2"), 3);
        QCOMPARE(value("=-7 / 2"), -3);
        QCOMPARE(value("=-7 % 3"), -1);
        QCOMPARE(value("=7 % -3"), 1);
        QCOMPARE(value("=- -3"), 3);
        QCOMPARE(value("=10 - 2 - 3"), 5);
    }

    void functionsAndConditions()
    {
        QCOMPARE(value("=min(4, 2, 9)"), 2);
        QCOMPARE(value("=max(4, 2, 9)"), 9);
        QCOMPARE(value("=clamp(15, 0, 10)"), 10);
        QCOMPARE(value("=clamp(-5, 0, 10)"), 0);
        QCOMPARE(value("=abs(-6)"), 6);
        QCOMPARE(value("=if(1 < 2 and not 3 = 4, 10, 1)"), 10);
        QCOMPARE(value("=if(1 > 2 or 2 != 2, 10, 1)"), 1);
        QCOMPARE(value("=if(3 >= 3 and 2 <= 1, 1, 0)"), 0);
        QCOMPARE(value("=if(2 == 2, 1, 0)"), 1);
    }

    void readingsOfBothRoles()
    {
        QCOMPARE(value("=2 + user.stat(strength) / 2"), 5); // 2 + 7/2
        QCOMPARE(value("=user.base(strength)"), 5);
        QCOMPARE(value("=target.stat(\"fire resist\") * 10"), 30);
        QCOMPARE(value("=2 * target.stacks(venom)"), 8);
        QCOMPARE(value("=target.turns(venom)"), 2);
        QCOMPARE(value("=if(target.has(poisoned), 10, 1)"), 10);
        QCOMPARE(value("=if(user.has(poisoned), 10, 1)"), 1);
        QCOMPARE(value("=if(user.has(blind), 3, 0)"), 3);
        QCOMPARE(value("=if(user.has_flag(shared) or target.has_status(shared), 1, 2)"), 2);
        QCOMPARE(value("=turn * 2"), 8);
    }

    void diceRollFromTheStreamAsARollWould()
    {
        // "=3d6 + 2" draws what the roll 3d6+2 draws from the same stream.
        rb::RandomStream a = rb::RandomStream::derive(9, "ability");
        rb::RandomStream b = a;
        const Board board0 = board();
        const std::int64_t byFormula = compiled("=3d6 + 2").evaluate({&board0, {}, {}, &a});
        QCOMPARE(byFormula, (rb::Dice{3, 6, 2}.roll(b)));
        QCOMPARE(a, b);
        // d20 is one die; an if rolls only the branch it takes.
        rb::RandomStream c = rb::RandomStream::derive(9, "ability");
        rb::RandomStream d = c;
        const std::int64_t v = compiled("=if(1 > 0, d20, 100d6)").evaluate({&board0, {}, {}, &c});
        QCOMPARE(v, (rb::Dice{1, 20, 0}.roll(d)));
        QCOMPARE(c, d);
    }

    void theWorkingShowsEachTerm()
    {
        const Board b = board();
        rb::RandomStream dice = rb::RandomStream::derive(1, "ability");
        const rb::FormulaScope scope{&b, rb::EntityRef(1), rb::EntityRef(2), &dice};
        QCOMPARE(QString::fromStdString(compiled("=2 + user.stat(strength) / 2").explain(scope).text),
                 QString("2 + strength of hero (7) / 2 = 5"));
        QCOMPARE(QString::fromStdString(compiled("=if(target.has(poisoned), 10, 1)").explain(scope).text),
                 QString("if(rat has poisoned (yes), 10, 1) = 10"));
        QCOMPARE(QString::fromStdString(compiled("= 2 * target.stacks(venom)").explain(scope).text),
                 QString("2 * stacks of venom on rat (4) = 8"));
        const rb::FormulaWorking w = compiled("=10 / (target.stacks(venom) - 4)").explain(scope);
        QCOMPARE(w.value, 0);
        QVERIFY(w.divisionByZero);
        QCOMPARE(QString::fromStdString(w.text),
                 QString("10 / (stacks of venom on rat (4) - 4) = 0 (a division by 0 gave 0)"));
    }

    void saturatesInsteadOfOverflowing()
    {
        QCOMPARE(value("=1000000000 * 1000000000 * 1000000000"), rb::kStatLimit);
        QCOMPARE(value("=-1000000000 * 1000000000 * 1000000000"), -rb::kStatLimit);
        QCOMPARE(value("=abs(-1000000000 * 1000000000 * 1000000000)"), rb::kStatLimit);
    }

    void misspeltNamesAreRefusedAtTheirColumn()
    {
        QCOMPARE(firstError("=2 + user.stat(strenght) / 2"),
                 QString("column 16: no stat \"strenght\" (did you mean \"strength\"?)"));
        QCOMPARE(firstError("=target.stacks(vnom)"), QString("column 16: no status \"vnom\" (did you mean \"venom\"?)"));
        QCOMPARE(firstError("=if(target.has(blnd), 1, 0)"),
                 QString("column 16: no status or flag \"blnd\" (did you mean \"blind\"?)"));
        QCOMPARE(firstError("=if(target.has(shared), 1, 0)"),
                 QString("column 16: \"shared\" is both a status and a flag: write has_status or has_flag"));
        QCOMPARE(firstError("=mni(1, 2)"), QString("column 2: unknown word \"mni\" (did you mean \"min\"?); a reading "
                                                   "is written user.stat(NAME) or target.stat(NAME)"));
        QCOMPARE(firstError("=target.stta(health)"), QString("column 9: unknown reading \"stta\" (did you mean \"stat\"?)"));
        QCOMPARE(firstError("=target.stat(fire resist)"),
                 QString("column 14: a name with spaces or signs is quoted: \"fire resist\""));
    }

    void typesAndSyntaxAreChecked()
    {
        QCOMPARE(firstError("=1 +"), QString("column 5: expected a number, a function or a reading, found the end"));
        QCOMPARE(firstError("=(1 + 2"), QString("column 8: expected \")\", found the end"));
        QCOMPARE(firstError("=1 < 2"), QString("column 2: the formula gives a condition (yes or no), not a number: wrap "
                                               "it in if(..., 1, 0)"));
        QCOMPARE(firstError("=if(1, 2, 3)"),
                 QString("column 5: if's first argument is a condition, and this is a number: compare it (x > 0)"));
        QCOMPARE(firstError("=1 + target.has(poisoned)"),
                 QString("column 6: \"+\" takes a number, and this is a condition (yes or no)"));
        QCOMPARE(firstError("=clamp(1, 2)"), QString("column 2: clamp takes 3 arguments, got 2: clamp(x, lo, hi)"));
        // Calls short of an argument that read the state (nothing to fold): reported, never laid out
        QCOMPARE(firstError("=if(target.has(poisoned), 101)").left(34), QString("column 2: if takes 3 arguments, go"));
        QCOMPARE(firstError("=clamp(user.stat(strength), 2)").left(37),
                 QString("column 2: clamp takes 3 arguments, go"));
        QCOMPARE(firstError("=1 < 2 < 3"), QString("column 8: comparisons do not chain: join them with \"and\""));
        QCOMPARE(firstError("=4 / (2 - 2)"), QString("column 4: division by zero"));
        QCOMPARE(firstError("=4 % 0"), QString("column 4: remainder by zero"));
        QCOMPARE(firstError("=0d6"), QString("column 2: dice count must be between 1 and 1000"));
        QCOMPARE(firstError("2"), QString("column 1: a formula begins with \"=\""));
        QCOMPARE(firstError("=" + std::string(60, '(') + "1" + std::string(60, ')')).left(28),
                 QString("column 42: nested too deeply"));
    }

    void rollsAndRolesOnlyWhereTheyCanBe()
    {
        const rb::FormulaUse readAgain{false, true, true};
        QCOMPARE(firstError("=1d6", readAgain),
                 QString("column 2: dice roll here each time the value is read: a formula here may read the state but "
                         "not roll"));
        QCOMPARE(firstError("=turn", readAgain),
                 QString("column 2: turn is read once, when a value lands; this value is read again and again"));
        QCOMPARE(firstError("=user.stat(strength)", rb::FormulaUse{true, false, true}),
                 QString("column 2: no user here: nobody threw, cast, wore or applied this (read the target instead)"));
        QCOMPARE(firstError("=target.stat(strength) + 1", readAgain), QString("compiled"));
    }

    void fixedFormulasFoldToOneNumber()
    {
        const rb::Formula f = compiled("=max(2, 3) * 4 - 1");
        QVERIFY(f.constant());
        QCOMPARE(f.constantValue(), 11);
        QVERIFY(!compiled("=1d4").constant());
        QVERIFY(compiled("=1d4").rolls());
        QVERIFY(compiled("=user.stat(strength)").readsUser());
        QVERIFY(!compiled("=target.stat(strength)").readsUser());
    }

    void renamesReachNamesInside()
    {
        const auto renamed = rb::renameInFormula("=user.stat(strength) + target.stat( strength )", names(),
                                                 rb::FormulaName::Stat, "strength", "might score");
        QVERIFY(renamed);
        QCOMPARE(QString::fromStdString(*renamed), QString("=user.stat(\"might score\") + target.stat( \"might score\" )"));
        const auto quoted = rb::renameInFormula("=if(target.has(\"poisoned\"), 1, 0)", names(), rb::FormulaName::Status,
                                                "poisoned", "toxic");
        QCOMPARE(QString::fromStdString(quoted.value_or("none")), QString("=if(target.has(toxic), 1, 0)"));
        QVERIFY(!rb::renameInFormula("=target.stat(health)", names(), rb::FormulaName::Stat, "strength", "x"));
    }

    void numbersWrittenAreFoundInOrder()
    {
        // What --vary PATH#N counts: each whole number written, a dice term's count and sides each one,
        // never the digits of a name, quoted or not.
        const std::string text = "=2d6 + user.stat(\"fire resist\") * 10 - clamp(target.stacks(venom), 0, 3) + 4D8";
        const std::vector<rb::FormulaNumber> n = rb::formulaNumbers(text);
        QCOMPARE(n.size(), std::size_t(7));
        const std::int64_t values[] = {2, 6, 10, 0, 3, 4, 8};
        const bool dice[] = {true, true, false, false, false, true, true};
        for (std::size_t i = 0; i < n.size(); ++i) {
            QCOMPARE(n[i].value, values[i]);
            QCOMPARE(n[i].dice, dice[i]);
            QCOMPARE(text.substr(n[i].column - 1, n[i].length), std::to_string(values[i]));
        }
        QCOMPARE(rb::formulaNumbers("=user.stat(str2) + 15")[0].column, std::size_t(20));
        QCOMPARE(rb::formulaNumbers("=user.stat(str2) + 15").size(), std::size_t(1));
        QVERIFY(rb::formulaNumbers("3d6").empty()); // not a formula
        QCOMPARE(rb::formulaNumbers("=1 + ) + 2").size(), std::size_t(1)); // those before a mistake
    }
};

QTEST_APPLESS_MAIN(TestFormula)
#include "test_formula.moc"
