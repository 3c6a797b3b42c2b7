// DefinitionForm's editors for single values: name, text, numbers, check
// boxes, choices, colours, and the "set" box of an optional field.
#include "form/definition_form.h"

#include "document/content_commands.h"
#include "form/definition_form_parts.h"
#include "form/formula_field.h"

#include <QCheckBox>
#include <QColorDialog>
#include <QEvent>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

namespace rb {

QString DefinitionForm::whyNotName(const QString& name) const
{
    if (name == textOf(valueAt(currentJson(), QStringLiteral("/name"))))
        return {};
    if (name.isEmpty())
        return tr("A name cannot be empty: type one, or press Esc to keep the current name.");
    if (namesIn(document_, section_).contains(name))
        return tr("Another definition here is already called \"%1\": pick another name, or press Esc to keep the "
                  "current one.")
            .arg(name);
    return {};
}

QWidget* DefinitionForm::makeName(const QString& pointer)
{
    // The line, and under it why a rename was refused; the typed name stays until fixed or cancelled.
    auto* box = new QWidget;
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    auto* line = new QLineEdit;
    auto* refusal = new QLabel;
    refusal->setWordWrap(true);
    refusal->setStyleSheet(QStringLiteral("color: #b00020;"));
    refusal->hide();
    layout->addWidget(line);
    layout->addWidget(refusal);
    connect(line, &QLineEdit::editingFinished, this, [this, line, refusal] {
        const QString name = line->text();
        const QString why = whyNotName(name);
        refusal->setText(why);
        refusal->setVisible(!why.isEmpty());
        if (!why.isEmpty())
            emit message(why);
        else if (name != textOf(valueAt(currentJson(), QStringLiteral("/name"))))
            edit::rename(document_, section_, index_, name);
    });
    // Once refused, the message follows the typing: it goes when the name would be taken.
    connect(line, &QLineEdit::textEdited, this, [this, refusal](const QString& text) {
        if (refusal->isVisible() && whyNotName(text).isEmpty())
            refusal->hide();
    });
    line->setProperty("rbNameLine", true);
    line->installEventFilter(this); // Esc puts the current name back
    refreshers_.push_back([line, refusal, pointer](const Json& json) {
        if (!line->hasFocus() && refusal->isHidden())
            line->setText(textOf(valueAt(json, pointer)));
    });
    editors_.insert(pointer + QStringLiteral("#refusal"), refusal);
    return box;
}

bool DefinitionForm::cancelRename(QEvent* event)
{
    auto* refusal = qobject_cast<QLabel*>(editors_.value(QStringLiteral("/name#refusal")));
    auto* line = refusal ? refusal->parentWidget()->findChild<QLineEdit*>() : nullptr;
    const QString current = textOf(valueAt(currentJson(), QStringLiteral("/name")));
    if (!line || line->text() == current)
        return false; // nothing to cancel: Esc goes on to the window
    event->accept();
    if (event->type() == QEvent::KeyPress) {
        line->setText(current);
        refusal->hide();
    }
    return true;
}

QWidget* DefinitionForm::makeText(const FormField& field, const QString& pointer)
{
    auto* line = new QLineEdit;
    if (field.kind == FieldKind::Glyph) {
        line->setMaxLength(1);
        line->setMaximumWidth(60);
    }
    if (!field.absent.isEmpty())
        line->setPlaceholderText(field.absent); // blank means what the file leaving it out means
    connect(line, &QLineEdit::textEdited, this, [this, pointer, field](const QString& text) {
        setField(pointer, text.isEmpty() && field.optional ? Json() : Json(fromQ(text)), true);
    });
    refreshers_.push_back([line, pointer](const Json& json) {
        const QString text = textOf(valueAt(json, pointer));
        if (line->text() != text)
            line->setText(text);
    });
    return line;
}

QWidget* DefinitionForm::makeInteger(const FormField& field, const QString& pointer)
{
    auto* spin = new QSpinBox;
    configureSpin(spin, field);
    const auto read = [spin] { return Json(static_cast<std::int64_t>(spin->value())); };
    refreshers_.push_back([spin, pointer, optional = field.optional](const Json& json) {
        const Json v = valueAt(json, pointer);
        const QSignalBlocker block(spin);
        if (v.is_number_integer() && (spin->value() != v.get<int>() || spin->text().isEmpty()))
            spin->setValue(v.get<int>());
        // A required number the file does not hold shows as empty, never as
        // the last value it had (an undone edit) or a made-up 0. An optional
        // one keeps the value its "set" box would write.
        else if (!v.is_number_integer() && !optional)
            spin->clear();
    });
    if (field.optional)
        return makeOptional(field, pointer, spin, read);
    connect(spin, &QSpinBox::valueChanged, this, [this, pointer, read] { setField(pointer, read(), true); });
    return spin;
}

QWidget* DefinitionForm::makeBoolean(const FormField& field, const QString& pointer)
{
    auto* box = new QCheckBox;
    // Defaults are left out of the file: the field's default when absent.
    const bool byDefault = field.defaultOn;
    connect(box, &QCheckBox::toggled, this,
            [this, pointer, byDefault](bool on) { setField(pointer, on == byDefault ? Json() : Json(on)); });
    refreshers_.push_back([box, pointer, byDefault](const Json& json) {
        const Json v = valueAt(json, pointer);
        const QSignalBlocker block(box);
        box->setChecked(v.is_boolean() ? v.get<bool>() : byDefault);
    });
    return box;
}

QWidget* DefinitionForm::makeChoice(const FormField& field, const QString& pointer)
{
    auto* combo = new QComboBox;
    if (field.optional)
        combo->addItem(field.absent.isEmpty() ? tr("(none)") : field.absent);
    else
        combo->setPlaceholderText(tr("(choose one)")); // shown while the file holds no choice
    combo->addItems(field.choices);
    connect(combo, &QComboBox::activated, this, [this, pointer, combo, field](int i) {
        setField(pointer, field.optional && i == 0 ? Json() : Json(fromQ(combo->itemText(i))));
    });
    refreshers_.push_back([combo, pointer, field](const Json& json) {
        const QString text = textOf(valueAt(json, pointer));
        const QSignalBlocker block(combo);
        const int i = combo->findText(text);
        // A required choice the file does not hold shows as unchosen, never as its first word.
        combo->setCurrentIndex(i >= 0 ? i : field.optional ? 0 : -1);
    });
    return combo;
}

QWidget* DefinitionForm::makeColor(const FormField& field, const QString& pointer)
{
    auto* row = new QWidget;
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* line = new QLineEdit;
    line->setPlaceholderText(QStringLiteral("#rrggbb"));
    line->setMaximumWidth(110);
    auto* swatch = new QToolButton;
    swatch->setToolTip(tr("Pick a colour"));
    layout->addWidget(line);
    layout->addWidget(swatch);
    layout->addStretch();
    connect(line, &QLineEdit::textEdited, this, [this, pointer, field](const QString& text) {
        setField(pointer, text.isEmpty() && field.optional ? Json() : Json(fromQ(text)), true);
    });
    connect(swatch, &QToolButton::clicked, this, [this, line, pointer] {
        const QColor chosen = QColorDialog::getColor(QColor(line->text()), this, tr("Colour"));
        if (chosen.isValid())
            setField(pointer, fromQ(chosen.name()));
    });
    refreshers_.push_back([line, swatch, pointer](const Json& json) {
        const QString text = textOf(valueAt(json, pointer));
        if (line->text() != text)
            line->setText(text);
        const QColor colour(text);
        swatch->setStyleSheet(colour.isValid() ? QStringLiteral("background-color: %1;").arg(colour.name()) : QString());
    });
    editors_.insert(pointer + QStringLiteral("#text"), line);
    return row;
}

QWidget* DefinitionForm::makeOptional(const FormField& field, const QString& pointer, QWidget* editor,
                                      std::function<Json()> valueOfEditor)
{
    auto* row = new QWidget;
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* set = new QCheckBox(tr("set"));
    set->setToolTip(tr("Unchecked: \"%1\" is left out of the file.").arg(field.key));
    layout->addWidget(set);
    if (qobject_cast<FormulaField*>(editor)) {
        // A formula's line takes the row's width; its lines under it leave the box beside its first.
        layout->addWidget(editor, 1);
        layout->setAlignment(set, Qt::AlignTop);
    } else {
        layout->addWidget(editor);
        layout->addStretch(1);
    }
    connect(set, &QCheckBox::toggled, this, [this, pointer, valueOfEditor, editor](bool on) {
        editor->setEnabled(on);
        setField(pointer, on ? valueOfEditor() : Json());
    });
    if (auto* spin = qobject_cast<QSpinBox*>(editor))
        connect(spin, &QSpinBox::valueChanged, this, [this, pointer, valueOfEditor, set] {
            if (set->isChecked())
                setField(pointer, valueOfEditor(), true);
        });
    refreshers_.push_back([set, editor, pointer](const Json& json) {
        const bool present = !valueAt(json, pointer).is_null();
        const QSignalBlocker block(set);
        set->setChecked(present);
        editor->setEnabled(present);
    });
    editors_.insert(pointer + QStringLiteral("#set"), set);
    return row;
}

} // namespace rb
