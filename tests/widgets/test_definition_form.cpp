// The definition form, driven with real keys and clicks: every edit lands in
// the document as an undo command, and the form follows undo and renames.
#include "source_dir.h"
#include <QtTest>

#include "document/content_commands.h"
#include "document/content_document.h"
#include "form/definition_form.h"
#include "form/name_picker.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QFile>
#include <QListView>
#include <QStyle>
#include <QStyleOptionViewItem>
#include <QPushButton>
#include <QScrollBar>
#include <QSpinBox>
#include <QToolButton>
#include <QUndoStack>

using namespace rb;

namespace {
const QString kDemo = rb::test::sourceFile("/resources/demo/demo.rules.json");

template <class W>
W* editor(DefinitionForm& form, const QString& pointer)
{
    QWidget* w = form.editorFor(pointer);
    if (auto* direct = qobject_cast<W*>(w))
        return direct;
    return w ? w->findChild<W*>() : nullptr;
}

int indexOf(const ContentDocument& doc, const std::vector<StatusSpec>& list, const char* name)
{
    (void)doc;
    for (std::size_t i = 0; i < list.size(); ++i)
        if (list[i].name == name)
            return static_cast<int>(i);
    return -1;
}
} // namespace

class TestDefinitionForm : public QObject {
    Q_OBJECT

    ContentDocument doc;
    DefinitionForm* form = nullptr;

private slots:
    void init()
    {
        QVERIFY(doc.open(kDemo));
        form = new DefinitionForm(&doc);
        form->resize(700, 900);
        form->show();
        QVERIFY(QTest::qWaitForWindowExposed(form));
    }

    void cleanup() { delete form; }

    void typingANumberIsOneUndoStep()
    {
        form->showDefinition(QStringLiteral("stats"), 0);
        auto* spin = editor<QSpinBox>(*form, QStringLiteral("/default"));
        QVERIFY(spin);
        spin->setFocus();
        spin->selectAll();
        QTest::keyClicks(spin, QStringLiteral("345"));
        QCOMPARE(doc.spec()->stats[0].defaultValue, std::int64_t(345));
        QCOMPARE(doc.undoStack()->count(), 1);
        doc.undoStack()->undo();
        QCOMPARE(doc.spec()->stats[0].defaultValue, std::int64_t(20));
        QCOMPARE(spin->value(), 20); // the form follows undo
    }

    // A number field that holds a formula shows the formula's text (a number box
    // would lose it); a whole number typed there is written as a number, and
    // the number box takes over again (the formula field itself: test_formula_field).
    void aFormulaKeepsItsTextAndANumberIsWrittenAsOne()
    {
        const int bleeding = indexOf(doc, doc.spec()->statuses, "bleeding");
        QVERIFY(edit::setField(&doc, QStringLiteral("statuses"), bleeding, QStringLiteral("/tick/amount"),
                               Json("=1 + target.stacks(bleeding)"), false));
        form->showDefinition(QStringLiteral("statuses"), bleeding);
        auto* line = editor<QLineEdit>(*form, QStringLiteral("/tick/amount"));
        auto* spin = editor<QSpinBox>(*form, QStringLiteral("/tick/amount"));
        QVERIFY(line && spin);
        QVERIFY(line->isVisible() && !spin->isVisible());
        QCOMPARE(line->text(), QStringLiteral("=1 + target.stacks(bleeding)"));
        line->selectAll();
        QTest::keyClicks(line, QStringLiteral("3"));
        QCOMPARE(doc.definitionJson(QStringLiteral("statuses"), bleeding)["tick"]["amount"], OrderedJson(3));
        QVERIFY(spin->isVisible() && !line->isVisible()); // a number again: a number box
        QCOMPARE(spin->value(), 3);
    }

    void optionalFieldIsSetAndCleared()
    {
        form->showDefinition(QStringLiteral("stats"), 0); // health: no max
        auto* set = qobject_cast<QCheckBox*>(form->editorFor(QStringLiteral("/max#set")));
        QVERIFY(set);
        QVERIFY(!set->isChecked());
        QTest::mouseClick(set, Qt::LeftButton, {}, QPoint(5, set->height() / 2));
        QVERIFY(doc.spec()->stats[0].max.has_value());
        QTest::mouseClick(set, Qt::LeftButton, {}, QPoint(5, set->height() / 2));
        QVERIFY(!doc.spec()->stats[0].max.has_value());
        QCOMPARE(doc.undoStack()->count(), 2);
    }

    // A prop lands as itself unless the file says false: the box is checked
    // when the key is absent, unchecking writes false, checking again leaves
    // the default out.
    void aBooleanWithADefaultOnShowsItAndWritesOnlyTheDeparture()
    {
        form->showDefinition(QStringLiteral("props"), 0); // the spike trap says true
        doc.undoStack()->clear();
        auto* box = qobject_cast<QCheckBox*>(form->editorFor(QStringLiteral("/lands_as_itself")));
        QVERIFY(box);
        QVERIFY(box->isChecked());
        box->click();
        QCOMPARE(doc.spec()->props[0].landsAsItself, std::optional<bool>(false));
        box->click();
        QVERIFY(!doc.spec()->props[0].landsAsItself.has_value());
        QVERIFY(box->isChecked());
        QCOMPARE(doc.undoStack()->count(), 2);
    }

    void renamingThroughTheNameFieldRenamesReferences()
    {
        form->showDefinition(QStringLiteral("stats"), 1); // armor
        auto* name = editor<QLineEdit>(*form, QStringLiteral("/name"));
        QVERIFY(name);
        name->setFocus();
        name->selectAll();
        QTest::keyClicks(name, QStringLiteral("plating"));
        QCOMPARE(doc.spec()->stats[1].name, std::string("armor")); // not until editing finishes
        QTest::keyClick(name, Qt::Key_Return);
        QCOMPARE(doc.spec()->stats[1].name, std::string("plating"));
        QCOMPARE(*doc.spec()->damageKinds[0].reducedBy, std::string("plating"));
        QCOMPARE(doc.undoStack()->count(), 1);
    }

    void aTakenNameIsRefusedNextToTheFieldAndKept()
    {
        form->showDefinition(QStringLiteral("stats"), 1);
        QSignalSpy messages(form, &DefinitionForm::message);
        auto* name = editor<QLineEdit>(*form, QStringLiteral("/name"));
        auto* refusal = qobject_cast<QLabel*>(form->editorFor(QStringLiteral("/name#refusal")));
        QVERIFY(name && refusal);
        QVERIFY(!refusal->isVisible());
        name->setFocus();
        name->selectAll();
        QTest::keyClicks(name, QStringLiteral("health"));
        QTest::keyClick(name, Qt::Key_Return);
        QCOMPARE(doc.spec()->stats[1].name, std::string("armor"));
        QCOMPARE(messages.count(), 1);
        // The reason under the field, in words; the typed name stays to be fixed.
        QVERIFY(refusal->isVisible());
        QVERIFY(refusal->text().contains(QStringLiteral("already called \"health\"")));
        QCOMPARE(name->text(), QStringLiteral("health"));
        QCOMPARE(doc.undoStack()->count(), 0);
        // Leaving the field keeps it too, through edits elsewhere.
        form->editorFor(QStringLiteral("/default"))->setFocus();
        edit::setField(&doc, QStringLiteral("stats"), 1, QStringLiteral("/default"), Json(4)); // refreshes the form
        QCOMPARE(name->text(), QStringLiteral("health"));
        // Fixed: the rename applies and the message goes.
        name->setFocus();
        QTest::keyClicks(name, QStringLiteral("-plate"));
        QTest::keyClick(name, Qt::Key_Return);
        QCOMPARE(doc.spec()->stats[1].name, std::string("health-plate"));
        QVERIFY(!refusal->isVisible());
    }

    void anEmptyNameIsRefusedAndEscPutsTheNameBack()
    {
        form->showDefinition(QStringLiteral("stats"), 1);
        auto* name = editor<QLineEdit>(*form, QStringLiteral("/name"));
        auto* refusal = qobject_cast<QLabel*>(form->editorFor(QStringLiteral("/name#refusal")));
        name->setFocus();
        name->selectAll();
        QTest::keyClick(name, Qt::Key_Backspace);
        QTest::keyClick(name, Qt::Key_Return);
        QVERIFY(refusal->isVisible());
        QVERIFY(refusal->text().contains(QStringLiteral("cannot be empty")));
        QCOMPARE(name->text(), QString());
        QTest::keyClick(name, Qt::Key_Escape);
        QCOMPARE(name->text(), QStringLiteral("armor"));
        QVERIFY(!refusal->isVisible());
        QCOMPARE(doc.spec()->stats[1].name, std::string("armor"));
    }

    void referencesAreChosenFromAList()
    {
        form->showDefinition(QStringLiteral("damage_kinds"), 0); // kinetic, reduced by armor
        auto* combo = editor<QComboBox>(*form, QStringLiteral("/reduced_by"));
        QVERIFY(combo);
        QStringList items;
        for (int i = 0; i < combo->count(); ++i)
            items << combo->itemText(i);
        QCOMPARE(items, (QStringList{QStringLiteral("(none)"), QStringLiteral("health"), QStringLiteral("armor"),
                                     QStringLiteral("speed"), QStringLiteral("charge"), QStringLiteral("strength")}));
        QCOMPARE(combo->currentText(), QStringLiteral("armor"));
        combo->setFocus();
        QTest::keyClick(combo, Qt::Key_Down);
        QCOMPARE(*doc.spec()->damageKinds[0].reducedBy, std::string("speed"));
        QTest::keyClick(combo, Qt::Key_Home);
        QVERIFY(!doc.spec()->damageKinds[0].reducedBy.has_value());
    }

    void listItemsAreAddedAndRemoved()
    {
        const int stoneskin = indexOf(doc, doc.spec()->statuses, "stoneskin");
        form->showDefinition(QStringLiteral("statuses"), stoneskin);
        QCOMPARE(doc.spec()->statuses[stoneskin].modifiers.size(), std::size_t(2));
        auto* add = qobject_cast<QPushButton*>(form->editorFor(QStringLiteral("/modifiers#add")));
        QVERIFY(add);
        QTest::mouseClick(add, Qt::LeftButton);
        QCOMPARE(doc.spec()->statuses[stoneskin].modifiers.size(), std::size_t(3));
        // The new item is brought into view and framed, ready to fill in.
        QVERIFY(form->highlightedField());
        QCOMPARE(form->highlightedField(), form->editorFor(QStringLiteral("/modifiers/2")));
        // The form rebuilt with a third item; remove the first one.
        QWidget* first = form->editorFor(QStringLiteral("/modifiers/0"));
        QVERIFY(first);
        QToolButton* remove = nullptr;
        for (auto* b : first->findChildren<QToolButton*>())
            if (b->text() == QStringLiteral("✕"))
                remove = b;
        QVERIFY(remove);
        QTest::mouseClick(remove, Qt::LeftButton);
        QCOMPARE(doc.spec()->statuses[stoneskin].modifiers.size(), std::size_t(2));
        QCOMPARE(*doc.spec()->statuses[stoneskin].modifiers[0].op, std::string("MulPct"));
    }

    // A number the file does not hold shows as empty: a new modifier's value,
    // and a typed value undone (it showed -1 while Validation asked for it).
    void aRequiredNumberTheFileDoesNotHoldShowsEmpty()
    {
        const int stoneskin = indexOf(doc, doc.spec()->statuses, "stoneskin");
        form->showDefinition(QStringLiteral("statuses"), stoneskin);
        QTest::mouseClick(qobject_cast<QPushButton*>(form->editorFor(QStringLiteral("/modifiers#add"))), Qt::LeftButton);
        auto* value = editor<QSpinBox>(*form, QStringLiteral("/modifiers/2/value"));
        QVERIFY(value);
        QCOMPARE(value->text(), QString());
        value->setFocus();
        QTest::keyClicks(value, QStringLiteral("-1"));
        QCOMPARE(doc.definitionJson(QStringLiteral("statuses"), stoneskin)["modifiers"][2]["value"].get<int>(), -1);
        QCOMPARE(value->text(), QStringLiteral("-1"));
        doc.undoStack()->undo();
        QVERIFY(!doc.definitionJson(QStringLiteral("statuses"), stoneskin)["modifiers"][2].contains("value"));
        value = editor<QSpinBox>(*form, QStringLiteral("/modifiers/2/value"));
        QCOMPARE(value->text(), QString());
    }

    // A new effect entry's kind is unchosen, not the first kind, and
    // Validation asks for it as `validate` does.
    void aNewEffectsKindIsUnchosenAndAskedFor()
    {
        form->showDefinition(QStringLiteral("items"), 0);
        auto* add = qobject_cast<QPushButton*>(form->editorFor(QStringLiteral("/triggers/0/effects#add")));
        QVERIFY(add);
        const std::size_t before = doc.spec()->items[0].triggers[0].effects->size();
        QTest::mouseClick(add, Qt::LeftButton);
        const QString kindPointer = QStringLiteral("/triggers/0/effects/%1/kind").arg(before);
        auto* kind = editor<QComboBox>(*form, kindPointer);
        QVERIFY(kind);
        QCOMPARE(kind->currentIndex(), -1);
        QCOMPARE(kind->placeholderText(), QStringLiteral("(choose an effect kind)"));
        doc.validateNow();
        bool asked = false;
        for (const Diagnostic& d : doc.diagnostics().all())
            asked = asked || (d.severity == Severity::Error && d.message == "missing \"kind\"");
        QVERIFY(asked);
    }

    void leavingAChoiceOutSaysWhatThatMeans()
    {
        const int stoneskin = indexOf(doc, doc.spec()->statuses, "stoneskin");
        form->showDefinition(QStringLiteral("statuses"), stoneskin);
        auto* stacking = qobject_cast<QComboBox*>(form->editorFor(QStringLiteral("/stacking")));
        QVERIFY(stacking);
        QCOMPARE(stacking->itemText(0), QStringLiteral("Refresh (default)"));
        QCOMPARE(stacking->itemText(1), QStringLiteral("Refresh"));
        auto* op = qobject_cast<QComboBox*>(form->editorFor(QStringLiteral("/modifiers/0/op")));
        QVERIFY(op);
        QCOMPARE(op->itemText(0), QStringLiteral("(choose one for a stat)"));
        QCOMPARE(op->count(), 5); // and the four operations
        // Picking the first entry leaves the key out.
        stacking->setCurrentIndex(2);
        emit stacking->activated(2);
        QCOMPARE(*doc.spec()->statuses[stoneskin].stacking, std::string("Extend"));
        stacking->setCurrentIndex(0);
        emit stacking->activated(0);
        QVERIFY(!doc.spec()->statuses[stoneskin].stacking);
    }

    void conditionKindRewritesTheCondition()
    {
        const int stoneskin = indexOf(doc, doc.spec()->statuses, "stoneskin");
        form->showDefinition(QStringLiteral("statuses"), stoneskin);
        auto* kind = qobject_cast<QComboBox*>(form->editorFor(QStringLiteral("/modifiers/1/req#kind")));
        QVERIFY(kind);
        QCOMPARE(kind->currentText(), QStringLiteral("stat at most"));
        kind->setFocus();
        QTest::keyClick(kind, Qt::Key_Down); // stat at least
        const Json req = Json::parse(doc.definitionJson(QStringLiteral("statuses"), stoneskin).dump())["modifiers"][1]["req"];
        QVERIFY2(req.contains("stat_at_least"), req.dump().c_str());
        QCOMPARE(req["stat_at_least"]["stat"].get<std::string>(), std::string("health"));
    }

    // A stat bound's two parts each say, in the designer's words, what they
    // mean: the stat compared as it stands, the number it is compared with.
    void aStatBoundsPartsSayWhatTheyMean()
    {
        const int stoneskin = indexOf(doc, doc.spec()->statuses, "stoneskin");
        form->showDefinition(QStringLiteral("statuses"), stoneskin);
        QWidget* stat = form->editorFor(QStringLiteral("/modifiers/1/req/stat_at_most/stat"));
        QWidget* value = form->editorFor(QStringLiteral("/modifiers/1/req/stat_at_most/value"));
        QVERIFY(stat && value);
        QVERIFY2(stat->toolTip().startsWith(QStringLiteral("Stat: Which stat of the holder is compared")), qPrintable(stat->toolTip()));
        QVERIFY2(stat->toolTip().contains(QStringLiteral("every modifier on it counted")), qPrintable(stat->toolTip()));
        QVERIFY2(value->toolTip().startsWith(QStringLiteral("Value: The number the stat is compared with")), qPrintable(value->toolTip()));
        QVERIFY2(value->toolTip().contains(QStringLiteral("\"stat at most\" holds while the stat is this or less")),
                 qPrintable(value->toolTip()));
        for (const QString& tip : {stat->toolTip(), value->toolTip()}) // no JSON words
            QVERIFY2(!tip.contains(QStringLiteral("stat_at")) && !tip.contains(QLatin1Char('/')), qPrintable(tip));
    }

    // A list of names shows every row, with no inner scroll bar (Removes
    // showed five of the demo's twelve statuses).
    void aReferenceListShowsEveryRow()
    {
        const int stoneskin = indexOf(doc, doc.spec()->statuses, "stoneskin");
        form->showDefinition(QStringLiteral("statuses"), stoneskin);
        auto* removes = qobject_cast<rb::NamePicker*>(form->editorFor(QStringLiteral("/removes")));
        QVERIFY(removes);
        QCOMPARE(removes->model()->rowCount(), static_cast<int>(doc.spec()->statuses.size()) - 1); // never itself
        QVERIFY(removes->model()->rowCount() > 5);
        QListView* list = removes->list();
        const QRect last = list->visualRect(removes->model()->index(removes->model()->rowCount() - 1));
        QVERIFY2(last.bottom() < list->viewport()->height(), "the last row is in sight");
        QVERIFY(!list->verticalScrollBar()->isVisible());
    }

    void afterListIsChecked()
    {
        form->showDefinition(QStringLiteral("quests"), 0);
        auto* picker = qobject_cast<rb::NamePicker*>(form->editorFor(QStringLiteral("/after")));
        QVERIFY(picker);
        QVERIFY(picker->model()->rowCount() >= 2); // every other quest, never itself
        for (int i = 0; i < picker->model()->rowCount(); ++i)
            QVERIFY(picker->model()->nameAt(i) != QString::fromStdString(doc.spec()->quests[0].name));
        QListView* list = picker->list();
        const QRect rect = list->visualRect(picker->model()->index(0));
        // A click on the check box checks the row.
        QStyleOptionViewItem option;
        option.initFrom(list);
        option.rect = rect;
        option.features |= QStyleOptionViewItem::HasCheckIndicator;
        const QRect box = list->style()->subElementRect(QStyle::SE_ItemViewItemCheckIndicator, &option, list);
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, box.center());
        QCOMPARE(doc.spec()->quests[0].after.size(), std::size_t(1));
    }

    // Removes at game size: a filter narrows it, the checked names come
    // first, a check writes the name, and the row stays under the pointer.
    void aLongReferenceListFiltersAndPutsTheCheckedFirst()
    {
        QFile demo(kDemo);
        QVERIFY(demo.open(QIODevice::ReadOnly));
        Json content = Json::parse(demo.readAll().toStdString());
        for (Json& status : content["statuses"])
            if (status["name"] == "stoneskin")
                status["removes"] = Json::array({"scorched"});
        for (int i = 0; i < 300; ++i)
            content["statuses"].push_back(Json{{"name", "venom " + std::to_string(i)}, {"badge", "v"}});
        doc.openBytes(QByteArray::fromStdString(content.dump()), kDemo);
        const int stoneskin = indexOf(doc, doc.spec()->statuses, "stoneskin");
        form->showDefinition(QStringLiteral("statuses"), stoneskin);
        auto* picker = qobject_cast<rb::NamePicker*>(form->editorFor(QStringLiteral("/removes")));
        QVERIFY(picker);
        rb::NamePickerModel* model = picker->model();
        QCOMPARE(model->nameAt(0), QStringLiteral("scorched")); // checked, so first
        QCOMPARE(model->index(0).data(Qt::CheckStateRole).toInt(), int(Qt::Checked));
        QCOMPARE(model->index(1).data(Qt::CheckStateRole).toInt(), int(Qt::Unchecked));
        QTRY_VERIFY(picker->list()->verticalScrollBar()->maximum() > 0); // a long list scrolls inside

        QTest::keyClicks(picker->filterBox(), QStringLiteral("VENOM 29"));
        QCOMPARE(model->rowCount(), 11); // venom 29 and venom 290-299
        QCOMPARE(model->nameAt(0), QStringLiteral("venom 29"));
        QVERIFY(model->setData(model->index(0), Qt::Checked, Qt::CheckStateRole));
        const auto removes = doc.spec()->statuses[static_cast<std::size_t>(stoneskin)].removes;
        QCOMPARE(removes, (std::vector<std::string>{"scorched", "venom 29"}));
        QCOMPARE(model->nameAt(0), QStringLiteral("venom 29")); // the row stays where it was clicked
        QCOMPARE(model->rowCount(), 11);

        // Shown again, the checked ones lead.
        picker->filterBox()->clear();
        form->showDefinition(QStringLiteral("statuses"), 0);
        form->showDefinition(QStringLiteral("statuses"), stoneskin);
        picker = qobject_cast<rb::NamePicker*>(form->editorFor(QStringLiteral("/removes")));
        QCOMPARE(picker->model()->nameAt(0), QStringLiteral("scorched"));
        QCOMPARE(picker->model()->nameAt(1), QStringLiteral("venom 29"));
    }

    // A faction is picked from those the actors use; a typed new one waits
    // for a yes, and a near miss offers the name it was probably meant to be.
    void aFactionIsChosenAndANewOneIsAskedFor()
    {
        const auto actorNamed = [this](const char* name) {
            for (std::size_t i = 0; i < doc.spec()->actors.size(); ++i)
                if (doc.spec()->actors[i].name == name)
                    return static_cast<int>(i);
            return -1;
        };
        const int rat = actorNamed("rat");
        form->showDefinition(QStringLiteral("actors"), rat);
        auto* faction = editor<QComboBox>(*form, QStringLiteral("/faction"));
        QVERIFY(faction);
        QCOMPARE(faction->currentText(), QStringLiteral("vermin"));
        QStringList offered;
        for (int i = 0; i < faction->count(); ++i)
            offered << faction->itemText(i);
        QCOMPARE(offered, (QStringList{QStringLiteral("crew"), QStringLiteral("machines"), QStringLiteral("vermin")}));
        QWidget* question = form->editorFor(QStringLiteral("/faction#question"));
        QVERIFY(question);
        const auto type = [&](const QString& text) {
            faction->lineEdit()->setFocus();
            faction->lineEdit()->selectAll();
            QTest::keyClicks(faction->lineEdit(), text);
            QTest::keyClick(faction->lineEdit(), Qt::Key_Return);
        };
        const auto button = [&](const QString& starts) -> QPushButton* {
            for (QPushButton* b : question->findChildren<QPushButton*>())
                if (b->isVisible() && b->text().startsWith(starts))
                    return b;
            return nullptr;
        };

        // A known one is taken at once.
        type(QStringLiteral("crew"));
        QCOMPARE(*doc.spec()->actors[rat].faction, std::string("crew"));
        QVERIFY(question->isHidden());

        // A near miss is not written: it asks, and offers the close name.
        type(QStringLiteral("vermn"));
        QCOMPARE(*doc.spec()->actors[rat].faction, std::string("crew"));
        QVERIFY(question->isVisible());
        QVERIFY(question->findChild<QLabel*>()->text().contains(QStringLiteral("Did you mean \"vermin\"")));
        QPushButton* use = button(QStringLiteral("Use"));
        QVERIFY(use);
        QTest::mouseClick(use, Qt::LeftButton);
        QCOMPARE(*doc.spec()->actors[rat].faction, std::string("vermin"));
        QVERIFY(question->isHidden());

        // A new one, once the designer says so.
        type(QStringLiteral("pirates"));
        QCOMPARE(*doc.spec()->actors[rat].faction, std::string("vermin"));
        QVERIFY(!button(QStringLiteral("Use"))); // nothing close to offer
        QPushButton* make = button(QStringLiteral("New faction"));
        QVERIFY(make);
        QTest::mouseClick(make, Qt::LeftButton);
        QCOMPARE(*doc.spec()->actors[rat].faction, std::string("pirates"));

        // Keep puts the old one back.
        type(QStringLiteral("robots"));
        QPushButton* keep = button(QStringLiteral("Keep"));
        QVERIFY(keep);
        QTest::mouseClick(keep, Qt::LeftButton);
        QCOMPARE(*doc.spec()->actors[rat].faction, std::string("pirates"));
        QCOMPARE(faction->currentText(), QStringLiteral("pirates"));
    }

    void anAbilityHasAFormAndAnActorItsAbilitiesAndBehaviour()
    {
        std::size_t fireball = 0;
        while (doc.spec()->abilities[fireball].name != "fireball")
            ++fireball;
        form->showDefinition(QStringLiteral("abilities"), static_cast<int>(fireball));
        for (const char* pointer : {"/aim", "/range", "/area", "/cooldown", "/cost/stat", "/cost/amount", "/effects", "/look/glyph"})
            QVERIFY2(form->editorFor(QString::fromLatin1(pointer)), pointer);
        auto* aim = editor<QComboBox>(*form, QStringLiteral("/aim"));
        QVERIFY(aim);
        aim->setCurrentIndex(aim->findText(QStringLiteral("actor")));
        emit aim->activated(aim->currentIndex());
        QCOMPARE(doc.spec()->abilities[fireball].aim, std::string("actor"));
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Change fireball, aim"));
        doc.undoStack()->undo();

        std::size_t medic = 0;
        while (doc.spec()->actors[medic].name != "medic")
            ++medic;
        form->showDefinition(QStringLiteral("actors"), static_cast<int>(medic));
        auto* known = qobject_cast<rb::NamePicker*>(form->editorFor(QStringLiteral("/abilities")));
        QVERIFY(known);
        auto* acts = editor<QComboBox>(*form, QStringLiteral("/behaviour/kind"));
        QVERIFY(acts);
        QCOMPARE(acts->currentText(), QStringLiteral("ranged"));
        acts->setCurrentIndex(acts->findText(QStringLiteral("melee")));
        emit acts->activated(acts->currentIndex());
        QCOMPARE(doc.spec()->actors[medic].behaviour->kind, std::optional<std::string>("melee"));
        QCOMPARE(doc.spec()->actors[medic].behaviour->fleeBelow, std::optional<std::int64_t>(40));
    }

    // The form's bounds are the field rows': a burst's radius stops at the
    // loader's 64, a range too. A copy of the table with one row changed is
    // followed (the schema and the builder follow the same copy in
    // tests/core/content/test_content_fields.cpp).
    void boundsComeFromTheFieldRows()
    {
        std::size_t fireball = 0;
        while (doc.spec()->abilities[fireball].name != "fireball")
            ++fireball;
        form->showDefinition(QStringLiteral("abilities"), static_cast<int>(fireball));
        auto* radius = editor<QSpinBox>(*form, QStringLiteral("/area/burst"));
        QVERIFY(radius);
        QCOMPARE(radius->maximum(), 64);
        auto* range = editor<QSpinBox>(*form, QStringLiteral("/range"));
        QVERIFY(range);
        QCOMPARE(range->maximum(), 64);
        QCOMPARE(range->value(), 6);

        static FieldTable fields = contentFields(); // outlives the form
        fields.row<&AbilitySpec::range>().about.maximum = 5;
        fields.row<&AreaSpec::radius>().about.maximum = 3;
        form->useFields(fields);
        range = editor<QSpinBox>(*form, QStringLiteral("/range"));
        QVERIFY(range);
        QCOMPARE(range->maximum(), 5);
        QCOMPARE(editor<QSpinBox>(*form, QStringLiteral("/area/burst"))->maximum(), 3);
        QCOMPARE(formFields(QStringLiteral("abilities"))[2].maximum, std::int64_t(64)); // the content's own rows are as they were
    }

    void colourIsTyped()
    {
        form->showDefinition(QStringLiteral("actors"), 0);
        auto* colour = qobject_cast<QLineEdit*>(form->editorFor(QStringLiteral("/color#text")));
        QVERIFY(colour);
        colour->setFocus();
        colour->selectAll();
        QTest::keyClicks(colour, QStringLiteral("#336699"));
        QCOMPARE(*doc.spec()->actors[0].color, std::string("#336699"));
        QCOMPARE(doc.undoStack()->count(), 1);
    }

    void focusFieldFindsTheClosestEditor()
    {
        form->showDefinition(QStringLiteral("statuses"), indexOf(doc, doc.spec()->statuses, "stoneskin"));
        QVERIFY(form->editorFor(QStringLiteral("/modifiers/1/req/stat_at_most/value")));
        QVERIFY(form->editorFor(QStringLiteral("/modifiers/1/nonsense/deeper")) == form->editorFor(QStringLiteral("/modifiers/1")));
        QCOMPARE(pointerFromPath("modifiers[1].req.stat_at_most.value"), QStringLiteral("/modifiers/1/req/stat_at_most/value"));
        QCOMPARE(pointerFromPath("stats[\"move speed\"]"), QStringLiteral("/stats/move speed"));
    }
};

QTEST_MAIN(TestDefinitionForm)
#include "test_definition_form.moc"
