// The form never fights the hand that uses it, driven with real events: the
// wheel scrolls past unfocused boxes, a new kind shows its editors at once.
#include <QtTest>

#include "content_document.h"
#include "definition_form.h"

#include <QComboBox>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QUndoStack>
#include <QWheelEvent>
#include <QtTest/qtestspontaneevent.h>

using namespace rb;

namespace {
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

class TestFormBehaviour : public QObject {
    Q_OBJECT

    ContentDocument doc;
    DefinitionForm* form = nullptr;
    QScrollArea* area = nullptr;

    Json definition(const char* section, int index) const
    {
        return Json::parse(doc.definitionJson(QLatin1String(section), index).dump());
    }

private slots:
    void init()
    {
        QVERIFY(doc.open(QStringLiteral(RULEBENCH_SOURCE_DIR "/resources/demo/demo.rules.json")));
        form = new DefinitionForm(&doc);
        area = new QScrollArea;
        area->setWidget(form);
        area->setWidgetResizable(true);
        area->resize(700, 420); // shorter than the forms: they scroll
        area->show();
        QVERIFY(QTest::qWaitForWindowExposed(area));
    }

    void cleanup() { delete area; }

    void theWheelOverAnUnfocusedBoxScrollsTheForm()
    {
        const int stoneskin = indexIn(statusNames(doc), "stoneskin");
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

        // A box the designer clicked into takes the wheel as before.
        QCOMPARE(value->focusPolicy(), Qt::StrongFocus);
        QTest::mouseClick(value, Qt::LeftButton, {}, QPoint(8, value->height() / 2));
        QTRY_VERIFY(value->hasFocus());
        wheelDown(value);
        QCOMPARE(doc.undoStack()->count(), stepsBefore + 1);
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
};

QTEST_MAIN(TestFormBehaviour)
#include "test_form_behaviour.moc"
