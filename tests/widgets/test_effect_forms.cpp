// Items and props in the form: triggers with moment, area and radius, fires
// and look; effect entries whose arguments follow their kind, each saying in
// words what it does. The form never fights the hand: the wheel scrolls past
// unfocused boxes, and a new kind (effect, condition, value) shows its editors at once.
#include "source_dir.h"
#include <QtTest>

#include "document/content_document.h"
#include "document/diagnostics_model.h"
#include "form/definition_form.h"
#include "grab_for_docs.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QUndoStack>
#include <QWheelEvent>
#include <QtTest/qtestspontaneevent.h>

using namespace rb;

namespace {
int indexOf(const ContentDocument& doc, const QString& section, const char* name)
{
    const auto& items = doc.spec()->items;
    const auto& props = doc.spec()->props;
    if (section == QLatin1String("items")) {
        for (std::size_t i = 0; i < items.size(); ++i)
            if (items[i].name == name)
                return static_cast<int>(i);
    } else {
        for (std::size_t i = 0; i < props.size(); ++i)
            if (props[i].name == name)
                return static_cast<int>(i);
    }
    return -1;
}
int indexIn(const QStringList& names, const char* name) { return static_cast<int>(names.indexOf(QLatin1String(name))); }

QStringList itemNames(const ContentDocument& doc)
{
    QStringList names;
    for (const auto& item : doc.spec()->items)
        names << QString::fromStdString(item.name);
    return names;
}

QStringList statusNames(const ContentDocument& doc)
{
    QStringList names;
    for (const auto& status : doc.spec()->statuses)
        names << QString::fromStdString(status.name);
    return names;
}

// One notch of the wheel, downwards, over the middle of a widget, as the
// window system delivers it (spontaneous: it may go on to the parents).
void wheelDown(QWidget* widget)
{
    const QPointF local(widget->width() / 2.0, widget->height() / 2.0);
    QWheelEvent event(local, widget->mapToGlobal(local), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier,
                      Qt::NoScrollPhase, false);
    QSpontaneKeyEvent::setSpontaneous(&event);
    qApp->notify(widget, &event);
}
} // namespace

class TestEffectForms : public QObject {
    Q_OBJECT

    ContentDocument doc;
    DefinitionForm* form = nullptr;
    QScrollArea* area = nullptr;

private slots:
    void init()
    {
        QVERIFY(doc.open(rb::test::sourceFile("/resources/demo/demo.rules.json")));
        form = new DefinitionForm(&doc);
        area = new QScrollArea;
        area->setWidget(form);
        area->setWidgetResizable(true);
        area->resize(760, 1300);
        area->show();
        QVERIFY(QTest::qWaitForWindowExposed(area));
    }

    void cleanup() { delete area; }

    Json definition(const char* section, int index) const
    {
        return Json::parse(doc.definitionJson(QLatin1String(section), index).dump());
    }

    void effectsSayWhatTheyDo()
    {
        form->showDefinition(QStringLiteral("items"), indexOf(doc, QStringLiteral("items"), "frag grenade"));
        auto* words = qobject_cast<QLabel*>(form->editorFor(QStringLiteral("/triggers/0/effects/0/#words")));
        QVERIFY(words);
        QCOMPARE(words->text(), QStringLiteral("3d6 kinetic damage"));
        auto* on = qobject_cast<QComboBox*>(form->editorFor(QStringLiteral("/triggers/0/on")));
        QVERIFY(on);
        QCOMPARE(on->currentText(), QStringLiteral("land"));
        QVERIFY(on->findText(QStringLiteral("entered")) >= 0); // the engine's moments are offered
        rb::test::grabForDocs(area, "item-form.png");
    }

    void argumentsFollowTheKind()
    {
        const int frag = indexOf(doc, QStringLiteral("items"), "frag grenade");
        form->showDefinition(QStringLiteral("items"), frag);
        // The roll's line, in the field that takes dice or a formula (test_formula_field).
        QWidget* rollField = form->editorFor(QStringLiteral("/triggers/0/effects/0/args/roll"));
        auto* roll = rollField ? rollField->findChild<QLineEdit*>() : nullptr;
        QVERIFY(roll);
        roll->setFocus();
        roll->selectAll();
        QTest::keyClicks(roll, QStringLiteral("4d6"));
        QCOMPARE(doc.undoStack()->count(), 1);
        auto* words = qobject_cast<QLabel*>(form->editorFor(QStringLiteral("/triggers/0/effects/0/#words")));
        QTRY_COMPARE(words->text(), QStringLiteral("4d6 kinetic damage"));
        // A dice mistake is said where the words go.
        QTest::keyClicks(roll, QStringLiteral("x"));
        QTRY_VERIFY(words->text() != QStringLiteral("4d6 kinetic damage"));
        QVERIFY(words->text().contains(QStringLiteral("4d6x")));
        // Another kind takes other arguments: Mend has a roll but no damage kind.
        auto* kind = qobject_cast<QComboBox*>(form->editorFor(QStringLiteral("/triggers/0/effects/0/kind")));
        QVERIFY(kind);
        kind->setFocus();
        const int mend = kind->findText(QStringLiteral("Mend"));
        QVERIFY(mend >= 0);
        kind->setCurrentIndex(mend);
        emit kind->activated(mend);
        QVERIFY(form->editorFor(QStringLiteral("/triggers/0/effects/0/args/roll")) != nullptr);
        QVERIFY(form->editorFor(QStringLiteral("/triggers/0/effects/0/args/kind")) == form->editorFor(QStringLiteral("/triggers/0/effects/0/args")));
    }

    // Afflict chosen with no status yet: the line under the arguments asks for
    // the status as Validation does, not in the file's words (`missing "status"`).
    void aMissingArgumentIsAskedForInTheFormsWords()
    {
        form->showDefinition(QStringLiteral("items"), indexOf(doc, QStringLiteral("items"), "frag grenade"));
        auto* kind = qobject_cast<QComboBox*>(form->editorFor(QStringLiteral("/triggers/0/effects/0/kind")));
        QVERIFY(kind);
        kind->setFocus();
        const int afflict = kind->findText(QStringLiteral("Afflict"));
        QVERIFY(afflict >= 0);
        kind->setCurrentIndex(afflict);
        emit kind->activated(afflict);
        auto* words = qobject_cast<QLabel*>(form->editorFor(QStringLiteral("/triggers/0/effects/0/#words")));
        QVERIFY(words);
        QTRY_COMPARE(words->text(), QStringLiteral("choose a status"));
    }

    void theWheelOverAnUnfocusedBoxScrollsTheForm()
    {
        const int stoneskin = indexIn(statusNames(doc), "stoneskin");
        area->resize(700, 420); // shorter than the form: it scrolls
        form->showDefinition(QStringLiteral("statuses"), stoneskin);
        QTRY_VERIFY(area->verticalScrollBar()->maximum() > 0);
        auto* stat = qobject_cast<QComboBox*>(form->editorFor(QStringLiteral("/modifiers/0/stat")));
        auto* value = form->editorFor(QStringLiteral("/modifiers/0/value"))->findChild<QSpinBox*>();
        QVERIFY(stat && value);
        const QString statBefore = stat->currentText();
        const int valueBefore = value->value();
        form->editorFor(QStringLiteral("/name"))->setFocus();
        QTRY_VERIFY(!stat->hasFocus() && !value->hasFocus());
        const int stepsBefore = doc.undoStack()->count();

        wheelDown(stat);
        QCOMPARE(stat->currentText(), statBefore);
        QCOMPARE(doc.undoStack()->count(), stepsBefore);
        const int scrolled = area->verticalScrollBar()->value();
        QVERIFY(scrolled > 0); // the wheel went on to the form
        wheelDown(value);
        QCOMPARE(value->value(), valueBefore);
        QCOMPARE(doc.undoStack()->count(), stepsBefore);
        QVERIFY(area->verticalScrollBar()->value() > scrolled);
        QCOMPARE(definition("statuses", stoneskin)["modifiers"][0]["value"], Json(2));

        // A box the designer clicked into does not take the wheel either.
        QCOMPARE(value->focusPolicy(), Qt::StrongFocus);
        QTest::mouseClick(value, Qt::LeftButton, {}, QPoint(8, value->height() / 2));
        QTRY_VERIFY(value->hasFocus());
        wheelDown(value);
        QCOMPARE(value->value(), valueBefore);
        QCOMPARE(doc.undoStack()->count(), stepsBefore);
    }

    void pickingAnEffectKindShowsItsArgumentsAtOnce()
    {
        const int draught = indexIn(itemNames(doc), "healing draught");
        form->showDefinition(QStringLiteral("items"), draught);
        auto* add = qobject_cast<QPushButton*>(form->editorFor(QStringLiteral("/triggers/1/effects#add")));
        QVERIFY(add);
        add->setFocus();
        QTest::keyClick(add, Qt::Key_Space);
        auto* kind = qobject_cast<QComboBox*>(form->editorFor(QStringLiteral("/triggers/1/effects/0/kind")));
        QVERIFY2(kind, definition("items", draught).dump().c_str());
        kind->setFocus();
        QTest::keyClick(kind, Qt::Key_A); // Afflict, the one kind with an A
        QCOMPARE(definition("items", draught)["triggers"][1]["effects"][0], (Json{{"kind", "Afflict"}}));
        // Its arguments at once, with no reselecting.
        auto* status = qobject_cast<QComboBox*>(form->editorFor(QStringLiteral("/triggers/1/effects/0/args/status")));
        QVERIFY(status);
        QVERIFY(status->isVisible());
        QVERIFY(form->editorFor(QStringLiteral("/triggers/1/effects/0/args/turns")));
        // The kind box is the new one, still focused for the next key.
        auto* kindNow = qobject_cast<QComboBox*>(form->editorFor(QStringLiteral("/triggers/1/effects/0/kind")));
        QCOMPARE(kindNow->currentText(), QStringLiteral("Afflict"));
        QTRY_VERIFY(kindNow->hasFocus());
        // Choosing the status writes it where the kind reads it.
        status->setFocus();
        QTest::keyClick(status, Qt::Key_Down);
        const Json args = definition("items", draught)["triggers"][1]["effects"][0]["args"];
        QVERIFY2(args.contains("status") && args.size() == 1, args.dump().c_str());
    }

    // An effect's arguments read as the fields around them: by a label and a
    // help line in the form, and by the label in the validation pane's words;
    // a blank chance says it means always.
    void effectArgumentsSpeakAsFieldsDo()
    {
        const int draught = indexIn(itemNames(doc), "healing draught");
        form->showDefinition(QStringLiteral("items"), draught);
        auto* add = qobject_cast<QPushButton*>(form->editorFor(QStringLiteral("/triggers/1/effects#add")));
        QVERIFY(add);
        QTest::mouseClick(add, Qt::LeftButton);
        auto* kind = qobject_cast<QComboBox*>(form->editorFor(QStringLiteral("/triggers/1/effects/0/kind")));
        QVERIFY(kind);
        kind->setFocus();
        QTest::keyClick(kind, Qt::Key_A); // Afflict
        auto* status = form->editorFor(QStringLiteral("/triggers/1/effects/0/args/status"));
        QVERIFY(status);
        auto* rows = qobject_cast<QFormLayout*>(status->parentWidget()->layout());
        QVERIFY(rows);
        auto* label = qobject_cast<QLabel*>(rows->labelForField(status));
        QVERIFY(label);
        QCOMPARE(label->text(), QStringLiteral("Status"));
        QCOMPARE(status->toolTip(), QStringLiteral("The status put on them."));
        auto* chance = qobject_cast<QLineEdit*>(form->editorFor(QStringLiteral("/triggers/1/effects/0/chance")));
        QVERIFY(chance);
        QVERIFY(chance->text().isEmpty());
        QCOMPARE(chance->placeholderText(), QStringLiteral("always"));

        doc.validateNow();
        QStringList lines;
        for (const Diagnostic& d : doc.diagnostics().all())
            lines << problemLine(d);
        QVERIFY2(lines.contains(QStringLiteral("healing draught, trigger 2, effect 1: choose a status")),
                 qPrintable(lines.join(QLatin1Char('\n'))));
    }

    void aConditionsNewKindHasItsOwnPicker()
    {
        const int overcharged = indexIn(statusNames(doc), "overcharged");
        form->showDefinition(QStringLiteral("statuses"), overcharged);
        auto* kind = qobject_cast<QComboBox*>(form->editorFor(QStringLiteral("/modifiers/1/req/not#kind")));
        QVERIFY(kind);
        QCOMPARE(kind->currentText(), QStringLiteral("has status"));
        kind->setFocus();
        QTest::keyClick(kind, Qt::Key_Down); // has flag
        auto* flag = qobject_cast<QComboBox*>(form->editorFor(QStringLiteral("/modifiers/1/req/not/has_flag")));
        QVERIFY(flag);
        flag->setFocus();
        QTest::keyClick(flag, Qt::Key_End);
        const Json req = definition("statuses", overcharged)["modifiers"][1]["req"];
        QVERIFY2(req["not"].size() == 1 && req["not"].contains("has_flag"), req.dump().c_str());
        QCOMPARE(req["not"]["has_flag"], Json(flag->currentText().toStdString()));
    }

    void aValuesNewKindHasItsOwnPicker()
    {
        const int overcharged = indexIn(statusNames(doc), "overcharged");
        form->showDefinition(QStringLiteral("statuses"), overcharged);
        auto* kind = qobject_cast<QComboBox*>(form->editorFor(QStringLiteral("/modifiers/1/value#kind")));
        QVERIFY(kind);
        QCOMPARE(kind->currentText(), QStringLiteral("per instance of status"));
        kind->setFocus();
        QTest::keyClick(kind, Qt::Key_Up); // per point of stat
        auto* stat = qobject_cast<QComboBox*>(form->editorFor(QStringLiteral("/modifiers/1/value/stat")));
        QVERIFY(stat);
        QVERIFY(!form->editorFor(QStringLiteral("/modifiers/1/value/statuses"))->inherits("QComboBox"));
        stat->setFocus();
        QTest::keyClick(stat, Qt::Key_End);
        const Json value = definition("statuses", overcharged)["modifiers"][1]["value"];
        QCOMPARE(value, (Json{{"stat", stat->currentText().toStdString()}, {"times", 1}}));
    }

    void areaAndRadius()
    {
        const int trap = indexOf(doc, QStringLiteral("props"), "spike trap");
        form->showDefinition(QStringLiteral("props"), trap);
        auto* area = qobject_cast<QComboBox*>(form->editorFor(QStringLiteral("/triggers/0/area#kind")));
        QVERIFY(area);
        QCOMPARE(area->currentText(), QStringLiteral("here"));
        emit area->activated(1);
        // A radius takes a number or a formula: its spin box sits inside the field.
        auto* radius = form->editorFor(QStringLiteral("/triggers/0/area/burst"))->findChild<QSpinBox*>();
        QVERIFY(radius);
        radius->setValue(2);
        QCOMPARE(Json::parse(doc.definitionJson(QStringLiteral("props"), trap).dump())["triggers"][0]["area"], (Json{{"burst", 2}}));
        auto* fires = qobject_cast<QSpinBox*>(form->editorFor(QStringLiteral("/triggers/0/fires"))->findChild<QSpinBox*>());
        QVERIFY(fires);
        QCOMPARE(fires->value(), 3);
    }
};

QTEST_MAIN(TestEffectForms)
#include "test_effect_forms.moc"
