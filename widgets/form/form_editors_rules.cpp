// DefinitionForm's editors for rule values: a number or a scaled value, a
// condition (`req`), and a trigger's area.
#include "form/definition_form.h"

#include "form/definition_form_parts.h"

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

// A condition's kinds, in the order of its kind box.
enum ConditionKind { Always, HasStatus, HasFlag, StatAtMost, StatAtLeast, AllOf, AnyOf, Negation };

// The key of each kind's one-key object; "always" is no object.
const QStringList& conditionKeys()
{
    static const QStringList keys{QString(), QStringLiteral("has_status"), QStringLiteral("has_flag"),
                                  QStringLiteral("stat_at_most"), QStringLiteral("stat_at_least"), QStringLiteral("all"),
                                  QStringLiteral("any"), QStringLiteral("not")};
    return keys;
}

int conditionKindOf(const Json& value)
{
    if (!value.is_object() || value.size() != 1)
        return Always;
    return std::max(0, static_cast<int>(conditionKeys().indexOf(toQ(value.begin().key()))));
}

// A value's kinds, in the order of its kind box: a number, per point of a stat, per instance of a status.
int valueKindOf(const Json& value)
{
    return value.is_object() ? (value.contains("statuses") ? 2 : 1) : 0;
}

// What a condition becomes when its kind is picked, named from the current content.
Json newCondition(const ContentDocument* document, int kind)
{
    const auto first = [document](const QString& section) { return firstNameIn(document, section); };
    switch (kind) {
    case HasStatus: return Json{{"has_status", first(QStringLiteral("statuses"))}};
    case HasFlag: return Json{{"has_flag", first(QStringLiteral("flags"))}};
    case StatAtMost: return Json{{"stat_at_most", {{"stat", first(QStringLiteral("stats"))}, {"value", 0}}}};
    case StatAtLeast: return Json{{"stat_at_least", {{"stat", first(QStringLiteral("stats"))}, {"value", 0}}}};
    case AllOf: return Json{{"all", Json::array({newCondition(document, HasFlag)})}};
    case AnyOf: return Json{{"any", Json::array({newCondition(document, HasFlag)})}};
    case Negation: return Json{{"not", newCondition(document, HasFlag)}};
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
    auto* kind = new QComboBox;
    kind->addItems({tr("number"), tr("per point of stat"), tr("per instance of status")});
    const int current = valueKindOf(value);
    decidedBy([pointer](const Json& json) { return QString::number(valueKindOf(valueAt(json, pointer))); });
    kind->setCurrentIndex(current);
    layout->addWidget(kind);
    connect(kind, &QComboBox::activated, this, [this, pointer](int i) {
        if (i == 0)
            setField(pointer, Json(0));
        else if (i == 1)
            setField(pointer, Json{{"stat", firstNameIn(document_, QStringLiteral("stats"))}, {"times", 1}});
        else
            setField(pointer, Json{{"statuses", firstNameIn(document_, QStringLiteral("statuses"))}, {"times", 1}});
    });
    FormField number = field;
    number.kind = FieldKind::Integer;
    number.optional = false;
    if (current == 0) {
        layout->addWidget(makeEditor(number, pointer, root), 1);
    } else {
        const FormField ref = referenceTo(current == 1 ? QStringLiteral("stats") : QStringLiteral("statuses"));
        const QString refPointer = pointer + (current == 1 ? QStringLiteral("/stat") : QStringLiteral("/statuses"));
        layout->addWidget(new QLabel(tr("×")));
        number.label = tr("times");
        layout->addWidget(makeEditor(number, pointer + QStringLiteral("/times"), root));
        layout->addWidget(makeEditor(ref, refPointer, root), 1);
    }
    editors_.insert(pointer + QStringLiteral("#kind"), kind);
    return row;
}

QWidget* DefinitionForm::makeCondition(const QString& pointer, const Json& root, int depth)
{
    const int current = conditionKindOf(valueAt(root, pointer));
    decidedBy([pointer](const Json& json) { return QString::number(conditionKindOf(valueAt(json, pointer))); });
    auto* box = new QWidget;
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(depth > 0 ? 16 : 0, 0, 0, 0);
    auto* head = new QHBoxLayout;
    head->addWidget(makeConditionKind(pointer, current, depth));
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
        FormField bound;
        bound.kind = FieldKind::Integer;
        head->addWidget(makeEditor(referenceTo(QStringLiteral("stats")), inner + QStringLiteral("/stat"), root), 1);
        head->addWidget(makeEditor(bound, inner + QStringLiteral("/value"), root));
        break;
    }
    case AllOf:
    case AnyOf: addConditionList(layout, inner, root, depth); break;
    case Negation: layout->addWidget(makeCondition(inner, root, depth + 1)); break;
    default: break;
    }
    head->addStretch();
    return box;
}

QWidget* DefinitionForm::makeConditionKind(const QString& pointer, int current, int depth)
{
    auto* kind = new QComboBox;
    kind->addItems({depth == 0 ? tr("always") : tr("(remove)"), tr("has status"), tr("has flag"), tr("stat at most"),
                    tr("stat at least"), tr("all of"), tr("any of"), tr("not")});
    kind->setCurrentIndex(current);
    connect(kind, &QComboBox::activated, this, [this, pointer, depth](int i) {
        const QString parent = pointer.left(pointer.lastIndexOf(QLatin1Char('/')));
        const Json parentValue = valueAt(currentJson(), parent);
        if (i == Always && depth > 0 && parentValue.is_array()) {
            // Removing a child of all/any takes it out of the list.
            Json list = parentValue;
            list.erase(list.begin() + pointer.mid(pointer.lastIndexOf(QLatin1Char('/')) + 1).toInt());
            setField(parent, list);
            return;
        }
        setField(pointer, newCondition(document_, i));
    });
    editors_.insert(pointer + QStringLiteral("#kind"), kind);
    return kind;
}

void DefinitionForm::addConditionList(QVBoxLayout* layout, const QString& listPointer, const Json& root, int depth)
{
    const Json children = valueAt(root, listPointer);
    const int count = children.is_array() ? static_cast<int>(children.size()) : 0;
    for (int i = 0; i < count; ++i)
        layout->addWidget(makeCondition(listPointer + QLatin1Char('/') + QString::number(i), root, depth + 1));
    auto* add = new QToolButton;
    add->setText(tr("+ condition"));
    connect(add, &QToolButton::clicked, this, [this, listPointer] {
        Json list = valueAt(currentJson(), listPointer);
        if (!list.is_array())
            list = Json::array();
        list.push_back(newCondition(document_, HasFlag));
        setField(listPointer, list);
    });
    layout->addWidget(add, 0, Qt::AlignLeft);
}

QWidget* DefinitionForm::makeArea(const QString& pointer, const Json& root)
{
    // "here" (or absent) is one cell; {"burst": r} a burst of radius r.
    const Json value = valueAt(root, pointer);
    const bool burst = value.is_object();
    decidedBy([pointer](const Json& json) { return QString::number(valueAt(json, pointer).is_object()); });
    auto* row = new QWidget;
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* kind = new QComboBox;
    kind->addItems({tr("here"), tr("burst")});
    kind->setCurrentIndex(burst ? 1 : 0);
    layout->addWidget(kind);
    connect(kind, &QComboBox::activated, this, [this, pointer](int i) {
        setField(pointer, i == 0 ? Json() : Json{{"burst", 1}});
    });
    editors_.insert(pointer + QStringLiteral("#kind"), kind);
    if (burst) {
        FormField radius;
        radius.kind = FieldKind::Integer;
        radius.minimum = 0;
        radius.maximum = 100;
        layout->addWidget(new QLabel(tr("radius")));
        layout->addWidget(makeEditor(radius, pointer + QStringLiteral("/burst"), root));
    }
    layout->addStretch();
    return row;
}

} // namespace rb
