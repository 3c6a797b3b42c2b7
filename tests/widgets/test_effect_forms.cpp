// Items and props in the form: triggers with moment, area and radius, fires
// and look; effect entries whose arguments follow their kind, each saying in
// words what it does.
#include <QtTest>

#include "content_document.h"
#include "definition_form.h"
#include "grab_for_docs.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QUndoStack>

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
} // namespace

class TestEffectForms : public QObject {
    Q_OBJECT

    ContentDocument doc;
    DefinitionForm* form = nullptr;
    QScrollArea* area = nullptr;

private slots:
    void init()
    {
        QVERIFY(doc.open(QStringLiteral(RULEBENCH_SOURCE_DIR "/resources/demo/demo.rules.json")));
        form = new DefinitionForm(&doc);
        area = new QScrollArea;
        area->setWidget(form);
        area->setWidgetResizable(true);
        area->resize(760, 1300);
        area->show();
        QVERIFY(QTest::qWaitForWindowExposed(area));
    }

    void cleanup() { delete area; }

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
        auto* roll = qobject_cast<QLineEdit*>(form->editorFor(QStringLiteral("/triggers/0/effects/0/args/roll")));
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

    void areaAndRadius()
    {
        const int trap = indexOf(doc, QStringLiteral("props"), "spike trap");
        form->showDefinition(QStringLiteral("props"), trap);
        auto* area = qobject_cast<QComboBox*>(form->editorFor(QStringLiteral("/triggers/0/area#kind")));
        QVERIFY(area);
        QCOMPARE(area->currentText(), QStringLiteral("here"));
        emit area->activated(1);
        auto* radius = qobject_cast<QSpinBox*>(form->editorFor(QStringLiteral("/triggers/0/area/burst")));
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
