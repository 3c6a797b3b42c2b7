// The formula field, driven with real keys on the demo's definition form: "="
// turns a number box into a formula and a number turns it back, each an undo
// step in the designer's words; completion offers the formula table's
// functions and the content's names where they go; the compiler's mistake
// shows under the line as it is typed; the value is the sandbox's chosen
// actor's (its user, on the nearest other actor as its target); Escape closes
// the completion and Ctrl+Space opens it; colours follow the table; the wheel
// never edits.
#include "source_dir.h"
#include <QtTest>

#include "document/content_document.h"
#include "form/definition_form.h"
#include "form/formula_colours.h"
#include "form/formula_completion.h"
#include "form/formula_field.h"
#include "sandbox/sandbox_formula_values.h"
#include "sandbox/sandbox_session.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QUndoStack>
#include <QWheelEvent>

using namespace rb;

namespace {
QString demo(const char* name) { return rb::test::sourceFile("/resources/demo/") + QLatin1String(name); }

int indexIn(const ContentDocument& doc, const QString& section, const QString& name)
{
    for (int i = 0;; ++i) {
        const OrderedJson d = doc.definitionJson(section, i);
        if (!d.is_object())
            return -1;
        if (d.value("name", std::string()) == name.toStdString())
            return i;
    }
}

QStringList shown(const QCompleter* completer)
{
    QStringList out;
    for (int i = 0; i < completer->completionModel()->rowCount(); ++i)
        out << completer->completionModel()->index(i, 0).data(completer->completionRole()).toString();
    return out;
}
} // namespace

class TestFormulaField : public QObject {
    Q_OBJECT

    ContentDocument doc;
    DefinitionForm* form = nullptr;
    int bleeding = -1;

    FormulaField* tickAmount() const
    {
        QWidget* w = form->editorFor(QStringLiteral("/tick/amount"));
        return qobject_cast<FormulaField*>(w) ? qobject_cast<FormulaField*>(w) : w->findChild<FormulaField*>();
    }
    OrderedJson amountInFile() const
    {
        return doc.definitionJson(QStringLiteral("statuses"), bleeding)["tick"]["amount"];
    }
    // Types `text` into the formula line, character by character.
    void type(FormulaField* field, const QString& text) { QTest::keyClicks(field->line(), text); }

private slots:
    void init()
    {
        QVERIFY(doc.open(demo("demo.rules.json")));
        form = new DefinitionForm(&doc);
        form->resize(760, 900);
        form->show();
        QVERIFY(QTest::qWaitForWindowExposed(form));
        bleeding = indexIn(doc, QStringLiteral("statuses"), QStringLiteral("bleeding"));
        QVERIFY(bleeding >= 0);
        form->showDefinition(QStringLiteral("statuses"), bleeding);
    }
    void cleanup() { delete form; }

    void equalsInTheNumberBoxMakesAFormulaAndANumberMakesItANumberAgain()
    {
        FormulaField* field = tickAmount();
        QVERIFY(field);
        QVERIFY(field->numberBox()->isVisible() && !field->line()->isVisible());
        field->numberBox()->setFocus();
        // The keyboard stays in the field through each switch: handed to another
        // field on the way, it would scroll the form away from this one.
        QStringList strayFocus;
        connect(qApp, &QApplication::focusChanged, field, [&](QWidget*, QWidget* now) {
            if (now && !field->isAncestorOf(now))
                strayFocus << now->metaObject()->className();
        });
        QTest::keyClick(field->numberBox(), Qt::Key_Equal, Qt::NoModifier);
        QVERIFY(field->line()->isVisible() && !field->numberBox()->isVisible());
        QCOMPARE(field->line()->text(), QStringLiteral("=2")); // the number so far starts it
        QVERIFY(field->line()->hasFocus());
        QCOMPARE(amountInFile(), OrderedJson("=2"));
        QCOMPARE(doc.undoStack()->text(0), QStringLiteral("Make bleeding, tick each turn, amount a formula"));
        type(field, QStringLiteral(" + 1"));
        QCOMPARE(amountInFile(), OrderedJson("=2 + 1"));
        QCOMPARE(doc.undoStack()->count(), 2); // the keystrokes after it are one step
        field->line()->selectAll();
        type(field, QStringLiteral("5"));
        QVERIFY(field->numberBox()->isVisible() && !field->line()->isVisible());
        QVERIFY(field->numberBox()->hasFocus());
        QCOMPARE(field->numberBox()->value(), 5);
        QCOMPARE(amountInFile(), OrderedJson(5));
        QCOMPARE(strayFocus, QStringList());
        QCOMPARE(doc.undoStack()->text(2), QStringLiteral("Make bleeding, tick each turn, amount a number again"));
        doc.undoStack()->undo();
        QVERIFY(field->line()->isVisible());
        QCOMPARE(field->line()->text(), QStringLiteral("=2 + 1"));
        // Emptied, it is a number box again (a required amount: 0, held to its bounds).
        field->line()->selectAll();
        QTest::keyClick(field->line(), Qt::Key_Backspace);
        QVERIFY(field->numberBox()->isVisible());
        QCOMPARE(amountInFile(), OrderedJson(0));
    }

    void completionOffersFunctionsRolesReadingsAndTheContentsNames()
    {
        FormulaField* field = tickAmount();
        field->numberBox()->setFocus();
        QTest::keyClick(field->numberBox(), Qt::Key_Equal, Qt::NoModifier);
        field->line()->selectAll();
        type(field, QStringLiteral("=ma"));
        QAbstractItemView* popup = field->completer()->popup();
        QVERIFY(popup->isVisible());
        QCOMPARE(shown(field->completer()), QStringList{QStringLiteral("max")});
        QTest::keyClick(popup, Qt::Key_Return);
        QCOMPARE(field->line()->text(), QStringLiteral("=max("));
        type(field, QStringLiteral("1, target."));
        QTRY_VERIFY(popup->isVisible()); // a role's readings, from the table
        QVERIFY(shown(field->completer()).contains(QStringLiteral("stacks")));
        QVERIFY(shown(field->completer()).contains(QStringLiteral("has_flag")));
        type(field, QStringLiteral("st"));
        QCOMPARE(shown(field->completer()), (QStringList{QStringLiteral("stat"), QStringLiteral("stacks")}));
        QTest::keyClick(popup, Qt::Key_Down);
        QTest::keyClick(popup, Qt::Key_Return);
        QCOMPARE(field->line()->text(), QStringLiteral("=max(1, target.stacks("));
        QTRY_VERIFY(popup->isVisible()); // inside stacks(: the statuses
        QVERIFY(shown(field->completer()).contains(QStringLiteral("bleeding")));
        QVERIFY(!shown(field->completer()).contains(QStringLiteral("health")));
        type(field, QStringLiteral("ble"));
        QTest::keyClick(popup, Qt::Key_Return);
        QCOMPARE(field->line()->text(), QStringLiteral("=max(1, target.stacks(bleeding)"));
        type(field, QStringLiteral(")"));
        QCOMPARE(amountInFile(), OrderedJson("=max(1, target.stacks(bleeding))"));
        QVERIFY(field->errorLine()->isHidden());
    }

    void namesAreOfferedByWhatTheReadingReads()
    {
        FormulaNames names{{"health", "armor"}, {"bleeding"}, {"blind", "fire resist"}};
        const auto texts = [&](const QString& text) {
            QStringList out;
            for (const FormulaChoice& c : formulaCompletion(text, static_cast<int>(text.size()), names).choices)
                out << c.text;
            return out;
        };
        QCOMPARE(texts(QStringLiteral("=user.stat(")), (QStringList{QStringLiteral("health"), QStringLiteral("armor")}));
        QCOMPARE(texts(QStringLiteral("=target.base( ar")), (QStringList{QStringLiteral("health"), QStringLiteral("armor")}));
        QCOMPARE(texts(QStringLiteral("=target.has(")),
                 (QStringList{QStringLiteral("bleeding"), QStringLiteral("blind"), QStringLiteral("fire resist")}));
        QCOMPARE(texts(QStringLiteral("=target.has_flag(\"fi")),
                 (QStringList{QStringLiteral("blind"), QStringLiteral("fire resist")}));
        const FormulaCompletion quoted = formulaCompletion(QStringLiteral("=target.has_flag(fi"), 19, names);
        QCOMPARE(quoted.choices.back().insert, QStringLiteral("\"fire resist\")")); // a name with a space is quoted
        QVERIFY(texts(QStringLiteral("=2 ")).isEmpty()); // after a number comes an operator
        QVERIFY(texts(QStringLiteral("=2 + 3d")).isEmpty());
        QVERIFY(texts(QStringLiteral("=2 + ")).contains(QStringLiteral("clamp")));
        QVERIFY(texts(QStringLiteral("=if(a and ")).contains(QStringLiteral("target")));
    }

    void theCompilersMistakeShowsUnderTheLineAtItsColumnAsTyped()
    {
        FormulaField* field = tickAmount();
        field->numberBox()->setFocus();
        QTest::keyClick(field->numberBox(), Qt::Key_Equal, Qt::NoModifier);
        field->line()->selectAll();
        type(field, QStringLiteral("=2 + target.stat(armr"));
        QCOMPARE(field->errorLine()->text(), QStringLiteral("↑ column 22: expected \")\" after the name, found the end"));
        type(field, QStringLiteral(")"));
        QVERIFY(!field->errorLine()->isHidden());
        QCOMPARE(field->errorLine()->text(),
                 QStringLiteral("↑ column 18: no stat \"armr\" (did you mean \"armor\"?)"));
        const int indentAtArmr = field->errorLine()->indent();
        QVERIFY(indentAtArmr > 40); // under the name, not at the line's start
        QVERIFY(field->valueLine()->isHidden());
        const auto error = std::find_if(field->spans().begin(), field->spans().end(),
                                        [](const FormulaSpan& s) { return s.colour == FormulaColour::Error; });
        QVERIFY(error != field->spans().end());
        QCOMPARE(error->start, 17);
        QCOMPARE(error->length, 4);
        field->line()->selectAll();
        type(field, QStringLiteral("=2 + target.stat(armor)"));
        QVERIFY(field->errorLine()->isHidden());
        QCOMPARE(amountInFile(), OrderedJson("=2 + target.stat(armor)"));
        QVERIFY(!field->valueLine()->isHidden()); // no sandbox: what it would need
        QVERIFY(field->valueLine()->text().contains(QStringLiteral("sandbox")));
        field->line()->selectAll();
        type(field, QStringLiteral("=(1 +"));
        QVERIFY(field->errorLine()->text().startsWith(QStringLiteral("↑ column 6: ")));
    }

    void coloursFollowTheFormulaTable()
    {
        const QString text = QStringLiteral("=max(2, user.stat(\"fire resist\")) + d6 and bogus");
        const auto spans = formulaSpans(text, {});
        const auto colourAt = [&](int at) -> std::optional<FormulaColour> {
            for (const FormulaSpan& s : spans)
                if (at >= s.start && at < s.start + s.length)
                    return s.colour;
            return std::nullopt;
        };
        QCOMPARE(colourAt(0), std::optional(FormulaColour::Operator));  // =
        QCOMPARE(colourAt(1), std::optional(FormulaColour::Function));  // max
        QCOMPARE(colourAt(5), std::optional(FormulaColour::Number));    // 2
        QCOMPARE(colourAt(8), std::optional(FormulaColour::Function));  // user
        QCOMPARE(colourAt(13), std::optional(FormulaColour::Function)); // stat
        QCOMPARE(colourAt(19), std::optional(FormulaColour::Name));     // "fire resist"
        QCOMPARE(colourAt(37), std::optional(FormulaColour::Number));   // d6
        QCOMPARE(colourAt(40), std::optional(FormulaColour::Operator)); // and
        QVERIFY(!colourAt(44)); // bogus: the compiler names it
        const auto marked = formulaSpans(text, {{44, "no such word"}});
        QCOMPARE(marked.back().colour, FormulaColour::Error);
        QCOMPARE(marked.back().start, 43);
        QCOMPARE(marked.back().length, 5);
    }

    void theValueIsTheSandboxsChosenActors()
    {
        SandboxSession session(&doc);
        SandboxFormulaValues values(&session);
        form->setFormulaValues(&values);
        FormulaField* field = tickAmount();
        field->numberBox()->setFocus();
        QTest::keyClick(field->numberBox(), Qt::Key_Equal, Qt::NoModifier);
        field->line()->selectAll();
        type(field, QStringLiteral("=target.stat(health) + 1"));
        QVERIFY(field->valueLine()->text().startsWith(QStringLiteral("Open a scenario in the sandbox")));
        QVERIFY(session.open(demo("statuses.scenario.json")));
        session.choose(QString());
        QVERIFY(field->valueLine()->text().startsWith(QStringLiteral("Choose an actor")));
        session.choose(QStringLiteral("hero"));
        const auto health = session.session()->world().value("hero", "health");
        QVERIFY(health);
        // It reads only a target: the chosen actor is that target.
        QCOMPARE(field->valueLine()->text(),
                 QStringLiteral("= %1 on hero, turn 1: health of hero (%2) + 1 = %1").arg(*health + 1).arg(*health));
        session.run(2); // the value follows the turns played
        QVERIFY(field->valueLine()->text().contains(QStringLiteral("turn 3")));
        session.choose(QStringLiteral("rat"));
        QVERIFY(field->valueLine()->text().contains(QStringLiteral(" on rat, ")));
        form->setFormulaValues(nullptr);
    }

    // A formula that reads both roles is worked out for the chosen actor as
    // its user on the nearest other living actor as its target, and says so.
    void theValueSaysWhoIsTheUserAndWhoTheTarget()
    {
        SandboxSession session(&doc);
        SandboxFormulaValues values(&session);
        form->setFormulaValues(&values);
        FormulaField* field = tickAmount();
        field->numberBox()->setFocus();
        QTest::keyClick(field->numberBox(), Qt::Key_Equal, Qt::NoModifier);
        field->line()->selectAll();
        type(field, QStringLiteral("=user.stat(health) - target.stat(health)"));
        QVERIFY(session.open(demo("statuses.scenario.json"))); // hero (1,1), rat (3,1), droid (5,1), king (7,2)
        session.choose(QStringLiteral("hero"));
        const World& world = session.session()->world();
        const std::int64_t hero = *world.value("hero", "health"), rat = *world.value("rat", "health"),
                           droid = *world.value("droid", "health");
        QCOMPARE(field->valueLine()->text(), QStringLiteral("= %1 for hero on rat, turn 1: health of hero (%2) - health of "
                                                            "rat (%3) = %1")
                                                 .arg(hero - rat)
                                                 .arg(hero)
                                                 .arg(rat));
        session.choose(QStringLiteral("droid")); // the rat is 2 away, the king further
        QVERIFY2(field->valueLine()->text().startsWith(QStringLiteral("= %1 for droid on rat, turn 1: ").arg(droid - rat)),
                 qPrintable(field->valueLine()->text()));
        // Only the user read: no target named.
        field->line()->selectAll();
        type(field, QStringLiteral("=user.stat(health) / 2"));
        QCOMPARE(field->valueLine()->text(),
                 QStringLiteral("= %1 for droid, turn 1: health of droid (%2) / 2 = %1").arg(droid / 2).arg(droid));
        form->setFormulaValues(nullptr);
    }

    // Escape closes the completion and keeps what was typed; Ctrl+Space opens
    // it where it would wait for a letter.
    void escapeClosesTheCompletionAndCtrlSpaceOpensIt()
    {
        FormulaField* field = tickAmount();
        field->numberBox()->setFocus();
        QTest::keyClick(field->numberBox(), Qt::Key_Equal, Qt::NoModifier);
        field->line()->selectAll();
        type(field, QStringLiteral("=2 + ma"));
        QAbstractItemView* popup = field->completer()->popup();
        QVERIFY(popup->isVisible());
        const int steps = doc.undoStack()->count();
        QTest::keyClick(popup, Qt::Key_Escape);
        QVERIFY(!popup->isVisible());
        QCOMPARE(field->line()->text(), QStringLiteral("=2 + ma"));
        QCOMPARE(amountInFile(), OrderedJson("=2 + ma"));
        QCOMPARE(doc.undoStack()->count(), steps); // Escape is no edit
        QVERIFY(field->line()->isVisible());
        // Functions wait for a letter: after "+ " nothing opens by itself...
        field->line()->selectAll();
        type(field, QStringLiteral("=2 + "));
        QVERIFY(!popup->isVisible());
        // ...until Ctrl+Space asks.
        QTest::keyClick(field->line(), Qt::Key_Space, Qt::ControlModifier);
        QVERIFY(popup->isVisible());
        QVERIFY(shown(field->completer()).contains(QStringLiteral("clamp")));
        QVERIFY(shown(field->completer()).contains(QStringLiteral("target")));
        QCOMPARE(field->line()->text(), QStringLiteral("=2 + ")); // no space typed
        QTest::keyClick(popup, Qt::Key_Return); // Enter takes the first
        QVERIFY(field->line()->text().startsWith(QStringLiteral("=2 + ")));
        QVERIFY(field->line()->text().size() > 5);
    }

    void theWheelNeverEditsTheField()
    {
        FormulaField* field = tickAmount();
        const int before = field->numberBox()->value();
        for (QWidget* target : {static_cast<QWidget*>(field->numberBox()), static_cast<QWidget*>(field)}) {
            QWheelEvent wheel(QPointF(5, 5), target->mapToGlobal(QPointF(5, 5)), {}, QPoint(0, 120), Qt::NoButton,
                              Qt::NoModifier, Qt::NoScrollPhase, false);
            QApplication::sendEvent(target, &wheel);
        }
        field->numberBox()->setFocus(); // focused or not
        QWheelEvent wheel(QPointF(5, 5), field->numberBox()->mapToGlobal(QPointF(5, 5)), {}, QPoint(0, -120),
                          Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(field->numberBox(), &wheel);
        QCOMPARE(field->numberBox()->value(), before);
        QCOMPARE(doc.undoStack()->count(), 0);
    }

    // A Harm's roll takes dice or a formula in one line: dice are written as
    // text, a formula is checked and coloured the same way.
    void aRollTakesDiceOrAFormula()
    {
        const int frag = indexIn(doc, QStringLiteral("items"), QStringLiteral("frag grenade"));
        form->showDefinition(QStringLiteral("items"), frag);
        QWidget* w = form->editorFor(QStringLiteral("/triggers/0/effects/0/args/roll"));
        auto* field = w ? (qobject_cast<FormulaField*>(w) ? qobject_cast<FormulaField*>(w) : w->findChild<FormulaField*>())
                        : nullptr;
        QVERIFY(field);
        QVERIFY(!field->numberBox());
        QCOMPARE(field->line()->text(), QStringLiteral("3d6"));
        QVERIFY(field->spans().empty()); // dice: no formula to colour
        field->line()->selectAll();
        type(field, QStringLiteral("=3d6 + user.stat(armor)"));
        const auto roll = doc.definitionJson(QStringLiteral("items"), frag)["triggers"][0]["effects"][0]["args"]["roll"];
        QCOMPARE(roll, OrderedJson("=3d6 + user.stat(armor)"));
        QVERIFY(!field->spans().empty());
        QVERIFY(field->errorLine()->isHidden());
    }
};

QTEST_MAIN(TestFormulaField)
#include "test_formula_field.moc"
