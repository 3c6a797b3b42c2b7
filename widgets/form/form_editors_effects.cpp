// DefinitionForm's editors for an effect entry: its kind, the arguments that
// kind publishes, and what the entry does in words.
#include "form/definition_form.h"

#include "document/content_document.h"
#include "form/definition_form_parts.h"

#include "rulebench/content/effect_build.h"
#include "rulebench/content/effect_spec.h"
#include "rulebench/definitions/effect_kinds.h"
#include "rulebench/definitions/effect_schema.h"
#include "rulebench/definitions/effect_list.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QSignalBlocker>

#include <algorithm>

namespace rb {

QWidget* DefinitionForm::makeEffectKind(const QString& pointer)
{
    auto* combo = new QComboBox;
    combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    combo->setPlaceholderText(tr("(choose an effect kind)")); // a new entry's kind is unchosen
    // A new kind takes other arguments: the entry starts over, keeping its chance.
    connect(combo, &QComboBox::activated, this, [this, combo, pointer](int i) {
        const QString entry = pointer.left(pointer.lastIndexOf(QLatin1Char('/')));
        Json next = Json{{"kind", fromQ(combo->itemText(i))}};
        const Json chance = valueAt(currentJson(), entry + QStringLiteral("/chance"));
        if (!chance.is_null())
            next["chance"] = chance;
        setField(entry, next);
    });
    refreshers_.push_back([this, combo, pointer](const Json& json) {
        const QString current = textOf(valueAt(json, pointer));
        QStringList names;
        if (const auto defs = document_->definitions())
            for (const auto& k : defs->effectKinds)
                names << toQ(k.name);
        if (!current.isEmpty() && !names.contains(current))
            names << current; // an unknown kind stays visible until another is picked
        const QStringList key = QStringList(names) << current;
        if (combo->property("rbKey").toStringList() == key)
            return;
        combo->setProperty("rbKey", key);
        const QSignalBlocker block(combo);
        combo->clear();
        combo->addItems(names);
        combo->setCurrentIndex(combo->findText(current)); // -1, the placeholder, while blank
    });
    return combo;
}

QWidget* DefinitionForm::makeEffectArgs(const QString& pointer, const Json& root)
{
    // The kind publishes its arguments; the form is built from that list.
    auto* box = new QWidget;
    auto* layout = new QFormLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    const QString entry = pointer.left(pointer.lastIndexOf(QLatin1Char('/')));
    const QString kindPointer = entry + QStringLiteral("/kind");
    const std::string kindName = fromQ(textOf(valueAt(root, kindPointer)));
    decidedBy([kindPointer](const Json& json) { return textOf(valueAt(json, kindPointer)); });
    const auto defs = document_->definitions();
    const auto kind = defs ? defs->effectKinds.find(kindName) : std::nullopt;
    if (!kind) {
        layout->addRow(new QLabel(tr("Pick an effect kind to see its arguments.")));
        return box;
    }
    std::vector<FormField> fields;
    for (const ArgInfo& arg : defs->effectKinds[*kind].args) {
        FormField f;
        f.key = toQ(arg.name);
        f.label = toQ(labelOf(arg));
        f.help = toQ(arg.help);
        f.optional = !arg.required;
        switch (arg.type) {
        case ArgType::DamageKind: f.kind = FieldKind::Reference; f.target = QStringLiteral("damage_kinds"); break;
        case ArgType::Status: f.kind = FieldKind::Reference; f.target = QStringLiteral("statuses"); break;
        case ArgType::Whole:
            f.kind = FieldKind::Integer;
            f.minimum = arg.minimum;
            f.maximum = arg.maximum;
            f.formula = arg.formula;
            break;
        case ArgType::Modifier: f.kind = FieldKind::Object; f.fields = modifierFields(); break;
        case ArgType::Dice:
            f.kind = FieldKind::Text;
            f.formula = arg.formula; // dice or a formula
            break;
        case ArgType::Duration:
        case ArgType::GasKind:
        case ArgType::Text: f.kind = FieldKind::Text; break;
        case ArgType::Glyph: f.kind = FieldKind::Glyph; break;
        case ArgType::Colour: f.kind = FieldKind::Color; break;
        }
        fields.push_back(std::move(f));
    }
    addFields(layout, fields, pointer, root);
    return box;
}

// A problem of the one effect built below in the form's words, as Validation
// says it ("choose a status", not `missing "status"`): its path is inside the
// list of one effect ("[0].args"), so it is put under the entry's pointer.
QString DefinitionForm::problemHere(const QString& entry, const Diagnostic& d) const
{
    std::string_view inside = d.path;
    if (inside.starts_with("[0]"))
        inside.remove_prefix(3);
    if (inside.starts_with('.'))
        inside.remove_prefix(1);
    return problemInWords(section_, entry + pointerFromPath(inside), toQ(d.message));
}

QWidget* DefinitionForm::makeEffectWords(const QString& pointer)
{
    auto* words = new QLabel;
    words->setWordWrap(true);
    words->setTextInteractionFlags(Qt::TextSelectableByMouse);
    const QString entry = pointer.left(pointer.lastIndexOf(QLatin1Char('/')));
    refreshers_.push_back([this, words, entry](const Json& json) {
        const auto defs = document_->definitions();
        if (!defs) {
            words->clear();
            return;
        }
        // Build this one entry as the loader would, and say what it does or why not.
        Diagnostics problems;
        const Where where{&problems, {}, {}};
        const Json entryJson = valueAt(json, entry); // the reader keeps a pointer to it
        ObjectReader reader(entryJson, where);
        EffectSpec spec;
        readSpec(reader, spec);
        const EffectListPtr built = buildEffects({spec}, *defs, where);
        if (built && !problems.hasErrors()) {
            words->setStyleSheet(QString());
            words->setText(toQ(describe(*built)));
        } else {
            words->setStyleSheet(QStringLiteral("color: #b00020;"));
            words->setText(problems.empty() ? tr("does not build") : problemHere(entry, problems.all().front()));
        }
    });
    return words;
}

} // namespace rb
