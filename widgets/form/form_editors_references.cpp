// DefinitionForm's editors that name other definitions: one name, several
// names, or a whole number per name.
#include "form/definition_form.h"

#include "document/content_document.h"
#include "form/definition_form_parts.h"
#include "form/name_picker.h"

#include "rulebench/base/diagnostic.h"

#include <QCheckBox>
#include <QColor>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSet>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace rb {

QWidget* DefinitionForm::makeReference(const FormField& field, const QString& pointer)
{
    auto* combo = new QComboBox;
    combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(combo, &QComboBox::activated, this, [this, combo, pointer](int i) {
        const QVariant name = combo->itemData(i);
        setField(pointer, name.isNull() ? Json() : Json(fromQ(name.toString())));
    });
    refreshers_.push_back([this, combo, pointer, field](const Json& json) {
        const QSignalBlocker block(combo);
        const QString current = textOf(valueAt(json, pointer));
        const QStringList names = field.names && document_->spec() ? field.names(*document_->spec(), json, pointer)
                                                                   : namesIn(document_, field.target);
        // Refilling a long list on every keystroke elsewhere would be slow:
        // only when the names or the value change.
        const QStringList key = QStringList(names) << current;
        if (combo->property("rbKey").toStringList() == key)
            return;
        combo->setProperty("rbKey", key);
        combo->clear();
        if (field.optional || current.isEmpty())
            combo->addItem(tr("(none)"), QVariant());
        for (const QString& name : names)
            combo->addItem(name, name);
        if (!current.isEmpty() && !names.contains(current)) {
            // A dangling name stays visible, marked, until the designer picks another.
            combo->addItem(tr("%1 (missing)").arg(current), current);
            combo->setItemData(combo->count() - 1, QColor(Qt::red), Qt::ForegroundRole);
        }
        const int i = current.isEmpty() ? 0 : combo->findData(current);
        combo->setCurrentIndex(std::max(i, 0));
    });
    return combo;
}

QWidget* DefinitionForm::makeReferenceList(const FormField& field, const QString& pointer)
{
    auto* picker = new NamePicker;
    connect(picker, &NamePicker::chosenEdited, this, [this, pointer](const QStringList& chosen) {
        Json names = Json::array();
        for (const QString& name : chosen)
            names.push_back(fromQ(name));
        setField(pointer, names.empty() ? Json() : names);
    });
    refreshers_.push_back([this, picker, pointer, field](const Json& json) {
        QStringList chosen;
        const Json v = valueAt(json, pointer);
        if (v.is_array())
            for (const auto& n : v)
                chosen << textOf(n);
        QStringList names = namesIn(document_, field.target);
        if (field.target == section_) // a definition never lists itself
            names.removeAll(textOf(valueAt(json, QStringLiteral("/name"))));
        picker->setNames(names, chosen);
    });
    return picker;
}

namespace {
// An editable box of names where a typed name is written only once it is confirmed.
QComboBox* openNameBox()
{
    auto* combo = new QComboBox;
    combo->setEditable(true);
    combo->setInsertPolicy(QComboBox::NoInsert); // a new name is written only once it is confirmed
    combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    return combo;
}

// The question a new name waits under: its words and its three answers.
struct NewNameQuestion {
    QWidget* box = nullptr;
    QLabel* words = nullptr;
    QPushButton* useClose = nullptr;
    QPushButton* makeNew = nullptr;
    QPushButton* keep = nullptr;
};

NewNameQuestion newNameQuestion()
{
    NewNameQuestion q;
    q.box = new QWidget;
    auto* layout = new QHBoxLayout(q.box);
    layout->setContentsMargins(0, 0, 0, 0);
    q.words = new QLabel;
    q.words->setWordWrap(true);
    q.useClose = new QPushButton;
    q.makeNew = new QPushButton;
    q.keep = new QPushButton(DefinitionForm::tr("Keep the old one"));
    layout->addWidget(q.words, 1);
    layout->addWidget(q.useClose);
    layout->addWidget(q.makeNew);
    layout->addWidget(q.keep);
    q.box->hide();
    return q;
}

// Asks about `typed`, a `noun` not among `names`: the closest of them, if
// any is close, or a new one of that name.
void askAboutNewName(const NewNameQuestion& q, const QString& noun, const QString& typed, const QStringList& names)
{
    std::vector<std::string> known;
    for (const QString& n : names)
        known.push_back(fromQ(n));
    const QString close = toQ(closestName(fromQ(typed), known));
    q.words->setText(close.isEmpty() ? DefinitionForm::tr("\"%2\" is not a %1 yet.").arg(noun, typed)
                                     : DefinitionForm::tr("\"%2\" is not a %1 yet. Did you mean \"%3\"?").arg(noun, typed, close));
    q.useClose->setText(DefinitionForm::tr("Use \"%1\"").arg(close));
    q.useClose->setProperty("rbName", close);
    q.useClose->setVisible(!close.isEmpty());
    q.makeNew->setText(DefinitionForm::tr("New %1 \"%2\"").arg(noun, typed));
    q.makeNew->setProperty("rbName", typed);
    q.box->show();
}

// Refills the names when they change; shows the value unless a typed name waits for an answer or is being typed.
std::function<void(const Json&)> openNameRefresher(QComboBox* combo, const QString& pointer,
                                                   const std::function<QStringList()>& namesNow, QWidget* question)
{
    return [combo, pointer, namesNow, question](const Json& json) {
        const QSignalBlocker block(combo);
        const QString current = textOf(valueAt(json, pointer));
        const QStringList names = namesNow();
        if (combo->property("rbKey").toStringList() != names) {
            combo->setProperty("rbKey", names);
            combo->clear();
            combo->addItems(names);
        }
        // A typed name waiting for an answer stays as typed.
        if (question->isHidden() && !combo->lineEdit()->hasFocus())
            combo->setEditText(current);
    };
}
} // namespace

QWidget* DefinitionForm::makeOpenReference(const FormField& field, const QString& pointer)
{
    auto* box = new QWidget;
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    QComboBox* combo = openNameBox();
    const NewNameQuestion question = newNameQuestion();
    layout->addWidget(combo);
    layout->addWidget(question.box);
    editors_.insert(pointer + QStringLiteral("#question"), question.box);

    const auto namesNow = [this, field, pointer] {
        return field.names && document_->spec() ? field.names(*document_->spec(), currentJson(), pointer) : QStringList();
    };
    const auto write = [this, pointer, question](const QString& name) {
        question.box->hide();
        setField(pointer, Json(fromQ(name)));
    };
    const auto putBack = [this, combo, question, pointer] {
        question.box->hide();
        combo->setEditText(textOf(valueAt(currentJson(), pointer)));
    };
    connect(combo, &QComboBox::activated, this, [combo, write](int i) { write(combo->itemText(i)); });
    connect(combo->lineEdit(), &QLineEdit::editingFinished, this,
            [this, combo, pointer, namesNow, write, putBack, question, noun = field.label.toLower()] {
                const QString typed = combo->currentText().trimmed();
                if (typed == textOf(valueAt(currentJson(), pointer)))
                    return question.box->hide();
                if (typed.isEmpty())
                    return putBack();
                const QStringList names = namesNow();
                if (names.contains(typed))
                    return write(typed);
                askAboutNewName(question, noun, typed, names);
            });
    for (QPushButton* answer : {question.useClose, question.makeNew}) // each holds the name it writes
        connect(answer, &QPushButton::clicked, this, [answer, write] { write(answer->property("rbName").toString()); });
    connect(question.keep, &QPushButton::clicked, this, putBack);
    refreshers_.push_back(openNameRefresher(combo, pointer, namesNow, question.box));
    return box;
}

QWidget* DefinitionForm::makeNamedValues(const FormField& field, const QString& pointer)
{
    // One row per definition of the target section: checked rows are set,
    // and come first; a filter box narrows a long section.
    auto* box = new QGroupBox(field.label);
    auto* outer = new QVBoxLayout(box);
    auto* filter = new QLineEdit;
    filter->setPlaceholderText(tr("Filter"));
    filter->setClearButtonEnabled(true);
    outer->addWidget(filter);
    auto* grid = new QFormLayout;
    outer->addLayout(grid);
    auto rows = std::make_shared<QHash<QString, std::pair<QCheckBox*, QSpinBox*>>>();
    const auto applyFilter = [grid, rows, filter] {
        const QString text = filter->text().trimmed();
        for (auto it = rows->begin(); it != rows->end(); ++it)
            grid->setRowVisible(it->first, text.isEmpty() || it.key().contains(text, Qt::CaseInsensitive));
    };
    connect(filter, &QLineEdit::textChanged, this, applyFilter);
    const auto rebuildRows = [this, box, grid, rows, field, pointer, applyFilter](const Json& json) {
        const QStringList names = namesIn(document_, field.target);
        const Json values = valueAt(json, pointer);
        QStringList wanted;
        QSet<QString> taken;
        const auto want = [&wanted, &taken](const QString& name) {
            if (!taken.contains(name)) {
                taken.insert(name);
                wanted << name;
            }
        };
        if (values.is_object()) {
            for (const QString& name : names) // the set ones first, in the section's order
                if (values.contains(fromQ(name)))
                    want(name);
            for (auto it = values.begin(); it != values.end(); ++it)
                want(toQ(it.key())); // a name that no longer exists stays visible
        }
        for (const QString& name : names)
            want(name);
        if (QStringList(rows->keys()).size() != wanted.size() || !std::all_of(wanted.begin(), wanted.end(), [&](const QString& n) { return rows->contains(n); })) {
            while (grid->rowCount() > 0)
                grid->removeRow(0);
            rows->clear();
            for (const QString& name : wanted) {
                auto* set = new QCheckBox(name);
                auto* spin = new QSpinBox;
                configureSpin(spin, field);
                grid->addRow(set, spin);
                rows->insert(name, {set, spin});
                const QString valuePointer = pointer + QLatin1Char('/') + name;
                const auto write = [this, set, spin, valuePointer] {
                    setField(valuePointer, set->isChecked() ? Json(static_cast<std::int64_t>(spin->value())) : Json());
                };
                connect(set, &QCheckBox::toggled, this, write);
                connect(spin, &QSpinBox::valueChanged, this, [set, write] {
                    if (set->isChecked())
                        write();
                });
                editors_.insert(valuePointer, spin);
                if (!names.contains(name))
                    set->setStyleSheet(QStringLiteral("color: red;"));
            }
            applyFilter();
        }
        for (auto it = rows->begin(); it != rows->end(); ++it) {
            const Json v = values.is_object() ? values.value(fromQ(it.key()), Json()) : Json();
            const QSignalBlocker blockSet(it->first);
            const QSignalBlocker blockSpin(it->second);
            it->first->setChecked(v.is_number_integer());
            it->second->setEnabled(v.is_number_integer());
            if (v.is_number_integer())
                it->second->setValue(v.get<int>());
        }
        (void)box;
    };
    refreshers_.push_back(rebuildRows);
    return box;
}

} // namespace rb
