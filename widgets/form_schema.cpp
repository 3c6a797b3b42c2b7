#include "form_schema.h"

#include <QHash>
#include <QObject>

namespace rb {

namespace {
FormField field(QString key, QString label, FieldKind kind, QString help = {})
{
    FormField f;
    f.key = std::move(key);
    f.label = std::move(label);
    f.kind = kind;
    f.help = std::move(help);
    return f;
}

FormField optional(FormField f)
{
    f.optional = true;
    return f;
}

FormField reference(QString key, QString label, QString target, QString help = {})
{
    FormField f = field(std::move(key), std::move(label), FieldKind::Reference, std::move(help));
    f.target = std::move(target);
    return f;
}

FormField nameField() { return field(QStringLiteral("name"), QObject::tr("Name"), FieldKind::Name,
                                     QObject::tr("Unique in its section. Renaming updates every reference to it.")); }

QHash<QString, std::vector<FormField>> buildForms()
{
    QHash<QString, std::vector<FormField>> forms;
    forms.insert(QStringLiteral("stats"),
                 {nameField(),
                  field(QStringLiteral("default"), QObject::tr("Default"), FieldKind::Integer,
                        QObject::tr("The base value of an actor that does not set its own.")),
                  optional(field(QStringLiteral("min"), QObject::tr("Minimum"), FieldKind::Integer,
                                 QObject::tr("The value never goes below this, after every modifier."))),
                  optional(field(QStringLiteral("max"), QObject::tr("Maximum"), FieldKind::Integer,
                                 QObject::tr("The value never goes above this, after every modifier.")))});
    forms.insert(QStringLiteral("damage_kinds"),
                 {nameField(), optional(reference(QStringLiteral("reduced_by"), QObject::tr("Reduced by"),
                                                  QStringLiteral("stats"),
                                                  QObject::tr("The stat subtracted from damage of this kind.")))});
    forms.insert(QStringLiteral("flags"), {nameField()});
    return forms;
}
} // namespace

const std::vector<FormField>& formFields(const QString& section)
{
    static const QHash<QString, std::vector<FormField>> forms = buildForms();
    static const std::vector<FormField> none;
    auto it = forms.find(section);
    return it == forms.end() ? none : *it;
}

} // namespace rb
