// DefinitionForm's editors for rule values: a number or a scaled value, a
// condition (`req`), and a trigger's area.
#include "form/definition_form.h"

#include "form/definition_form_parts.h"

#include "rulebench/content/effect_spec.h"
#include "rulebench/stats/modifier_spec.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <string>

namespace rb {

namespace {
// A new value starts from the first name of its section, or "" when there is none.
std::string firstNameIn(const ContentDocument* document, const QString& section)
{
    const QStringList names = namesIn(document, section);
    return names.isEmpty() ? std::string() : fromQ(names.first());
}

FormField referenceTo(const QString& target)
{
    FormField f;
    f.kind = FieldKind::Reference;
    f.target = target;
    return f;
}

// A part of a value, a condition or an area, by its place in the spec's parts.
FormField part(const FormField& field, std::size_t i)
{
    FormField p = i < field.fields.size() ? field.fields[i] : FormField{};
    p.optional = false;
    return p;
}

// A condition's kinds, in the order of its kind box.
enum ConditionKind { Always, HasStatus, HasFlag, StatAtMost, StatAtLeast, AllOf, AnyOf, Negation };

// The key of each kind's one-key object; "always" is no object.
const QStringList& conditionKeys()
{
    static const QStringList keys = [] {
        QStringList out{QString()};
        for (std::string_view word : kConditionWords)
            out << toQ(word);
        return out;
    }();
    return keys;
}

int conditionKindOf(const Json& value)
{
    if (!value.is_object() || value.size() != 1)
        return Always;
    return std::max(0, static_cast<int>(conditionKeys().indexOf(toQ(value.begin().key()))));
}

// A value's kinds, in the order of its kind box: a number, then each object
// form its parts name (per point of a stat, per instance of a status).
int valueKindOf(const Json& value, const FormField& field)
{
    if (!value.is_object())
        return 0;
    for (int i = 0; i < 2; ++i)
        if (value.contains(fromQ(part(field, static_cast<std::size_t>(i)).key)))
            return i + 1;
    return 1;
}

// What a condition becomes when its kind is picked, named from the current
// content; a stat bound is the condition's parts (`bound`: stat, value).
Json newCondition(const ContentDocument* document, int kind, const FormField& bound)
{
    const auto first = [document](const QString& section) { return firstNameIn(document, section); };
    const auto key = [kind] { return fromQ(conditionKeys().value(kind)); };
    const FormField stat = part(bound, 0), value = part(bound, 1);
    switch (kind) {
    case HasStatus: return Json{{key(), first(QStringLiteral("statuses"))}};
    case HasFlag: return Json{{key(), first(QStringLiteral("flags"))}};
    case StatAtMost:
    case StatAtLeast:
        return Json{{key(), {{fromQ(stat.key), first(stat.target)}, {fromQ(value.key), std::max<std::int64_t>(0, value.minimum)}}}};
    case AllOf:
    case AnyOf: return Json{{key(), Json::array({newCondition(document, HasFlag, bound)})}};
    case Negation: return Json{{key(), newCondition(document, HasFlag, bound)}};
    default: return Json();
    }
}
} // namespace

QWidget* DefinitionForm::makeValue(const FormField& field, const QString& pointer, const Json& root)
{
    // The JSON's shape picks the editors; changing the kind rewrites the value,
    // which reshapes the form.
    const Json value = valueAt(root, pointer);
    auto* row = new QWidget;
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    // The value's parts: per point of a stat, per instance of a status, and times.
    const FormField times = part(field, 2);
    auto* kind = new QComboBox;
    kind->addItems({tr("number"), part(field, 0).label, part(field, 1).label});
    const int current = valueKindOf(value, field);
    decidedBy([pointer, field](const Json& json) { return QString::number(valueKindOf(valueAt(json, pointer), field)); });
    kind->setCurrentIndex(current);
    layout->addWidget(kind);
    connect(kind, &QComboBox::activated, this, [this, pointer, field, times](int i) {
        if (i == 0) {
            setField(pointer, Json(0));
            return;
        }
        const FormField per = part(field, static_cast<std::size_t>(i - 1));
        setField(pointer, Json{{fromQ(per.key), firstNameIn(document_, per.target)}, {fromQ(times.key), 1}});
    });
    FormField number = field;
    number.kind = FieldKind::Integer;
    number.optional = false;
    if (current == 0) {
        layout->addWidget(makeEditor(number, pointer, root), 1);
    } else {
        const FormField per = part(field, static_cast<std::size_t>(current - 1));
        layout->addWidget(new QLabel(tr("×")));
        layout->addWidget(makeEditor(times, pointer + QLatin1Char('/') + times.key, root));
        layout->addWidget(makeEditor(referenceTo(per.target), pointer + QLatin1Char('/') + per.key, root), 1);
    }
    editors_.insert(pointer + QStringLiteral("#kind"), kind);
    return row;
}

QWidget* DefinitionForm::makeCondition(const FormField& field, const QString& pointer, const Json& root, int depth)
{
    const int current = conditionKindOf(valueAt(root, pointer));
    decidedBy([pointer](const Json& json) { return QString::number(conditionKindOf(valueAt(json, pointer))); });
    auto* box = new QWidget;
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(depth > 0 ? 16 : 0, 0, 0, 0);
    auto* head = new QHBoxLayout;
    head->addWidget(makeConditionKind(field, pointer, current, depth));
    layout->addLayout(head);
    // The kind's operands: beside the kind box, or under it for nested conditions.
    const QString inner = pointer + QLatin1Char('/') + conditionKeys().value(current);
    switch (current) {
    case HasStatus:
    case HasFlag: {
        const QString target = current == HasStatus ? QStringLiteral("statuses") : QStringLiteral("flags");
        head->addWidget(makeEditor(referenceTo(target), inner, root), 1);
        break;
    }
    case StatAtMost:
    case StatAtLeast: {
        // A stat bound's parts: the stat and the value, each with its help line.
        const FormField stat = part(field, 0), bound = part(field, 1);
        QWidget* statBox = makeEditor(referenceTo(stat.target), inner + QLatin1Char('/') + stat.key, root);
        QWidget* valueBox = makeEditor(bound, inner + QLatin1Char('/') + bound.key, root);
        statBox->setToolTip(stat.label + QStringLiteral(": ") + stat.help);
        valueBox->setToolTip(bound.label + QStringLiteral(": ") + bound.help);
        head->addWidget(statBox, 1);
        head->addWidget(valueBox);
        break;
    }
    case AllOf:
    case AnyOf: addConditionList(field, layout, inner, root, depth); break;
    case Negation: layout->addWidget(makeCondition(field, inner, root, depth + 1)); break;
    default: break;
    }
    head->addStretch();
    return box;
}

QWidget* DefinitionForm::makeConditionKind(const FormField& field, const QString& pointer, int current, int depth)
{
    auto* kind = new QComboBox;
    kind->addItems({depth == 0 ? tr("always") : tr("(remove)"), tr("has status"), tr("has flag"), tr("stat at most"),
                    tr("stat at least"), tr("all of"), tr("any of"), tr("not")});
    kind->setCurrentIndex(current);
    connect(kind, &QComboBox::activated, this, [this, pointer, depth, field](int i) {
        const QString parent = pointer.left(pointer.lastIndexOf(QLatin1Char('/')));
        const Json parentValue = valueAt(currentJson(), parent);
        if (i == Always && depth > 0 && parentValue.is_array()) {
            // Removing a child of all/any takes it out of the list.
            Json list = parentValue;
            list.erase(list.begin() + pointer.mid(pointer.lastIndexOf(QLatin1Char('/')) + 1).toInt());
            setField(parent, list);
            return;
        }
        setField(pointer, newCondition(document_, i, field));
    });
    editors_.insert(pointer + QStringLiteral("#kind"), kind);
    return kind;
}

void DefinitionForm::addConditionList(const FormField& field, QVBoxLayout* layout, const QString& listPointer,
                                      const Json& root, int depth)
{
    const Json children = valueAt(root, listPointer);
    const int count = children.is_array() ? static_cast<int>(children.size()) : 0;
    for (int i = 0; i < count; ++i)
        layout->addWidget(makeCondition(field, listPointer + QLatin1Char('/') + QString::number(i), root, depth + 1));
    auto* add = new QToolButton;
    add->setText(tr("+ condition"));
    connect(add, &QToolButton::clicked, this, [this, listPointer, field] {
        Json list = valueAt(currentJson(), listPointer);
        if (!list.is_array())
            list = Json::array();
        list.push_back(newCondition(document_, HasFlag, field));
        setField(listPointer, list);
    });
    layout->addWidget(add, 0, Qt::AlignLeft);
}

QWidget* DefinitionForm::makeArea(const FormField& field, const QString& pointer, const Json& root)
{
    // "here" (or absent) is one cell; {"burst": r} a burst of radius r, within its row's bounds.
    const FormField radius = part(field, 0);
    const Json value = valueAt(root, pointer);
    const bool burst = value.is_object();
    decidedBy([pointer](const Json& json) { return QString::number(valueAt(json, pointer).is_object()); });
    auto* row = new QWidget;
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* kind = new QComboBox;
    kind->addItems({toQ(AreaSpec::kHere), radius.key});
    kind->setCurrentIndex(burst ? 1 : 0);
    layout->addWidget(kind);
    connect(kind, &QComboBox::activated, this, [this, pointer, radius](int i) {
        setField(pointer, i == 0 ? Json() : Json{{fromQ(radius.key), std::clamp<std::int64_t>(1, radius.minimum, radius.maximum)}});
    });
    editors_.insert(pointer + QStringLiteral("#kind"), kind);
    if (burst) {
        layout->addWidget(new QLabel(radius.label.toLower()));
        layout->addWidget(makeEditor(radius, pointer + QLatin1Char('/') + radius.key, root));
    }
    layout->addStretch();
    return row;
}

} // namespace rb
