#include "fields/form_schema.h"

#include "common/qt_strings.h"

#include "rulebench/content/sections.h"

#include <QHash>
#include <QObject>

#include <algorithm>

namespace rb {

namespace {

// The editor for each shape a row can have; the shapes core knows are the
// form's kinds, a chance is typed as text.
FieldKind kindOf(FieldShape shape)
{
    switch (shape) {
    case FieldShape::Name: return FieldKind::Name;
    case FieldShape::Integer: return FieldKind::Integer;
    case FieldShape::Boolean: return FieldKind::Boolean;
    case FieldShape::Choice: return FieldKind::Choice;
    case FieldShape::Reference: return FieldKind::Reference;
    case FieldShape::ReferenceList: return FieldKind::ReferenceList;
    case FieldShape::Glyph: return FieldKind::Glyph;
    case FieldShape::Colour: return FieldKind::Color;
    case FieldShape::NamedValues: return FieldKind::NamedValues;
    case FieldShape::Value: return FieldKind::Value;
    case FieldShape::Condition: return FieldKind::Condition;
    case FieldShape::Area: return FieldKind::Area;
    case FieldShape::EffectKind: return FieldKind::EffectKind;
    case FieldShape::EffectArgs: return FieldKind::EffectArgs;
    case FieldShape::Object: return FieldKind::Object;
    case FieldShape::List: return FieldKind::List;
    case FieldShape::Auto:
    case FieldShape::Text:
    case FieldShape::Chance: break;
    case FieldShape::Formula: return FieldKind::Integer; // a number box; a formula the file holds shows as its text
    }
    return FieldKind::Text;
}

// A field whose editor holds one value (not an object, a list or a set of names).
bool holdsOneValue(FieldKind kind)
{
    return kind != FieldKind::Object && kind != FieldKind::List && kind != FieldKind::ReferenceList
           && kind != FieldKind::NamedValues;
}

// The names a fact kind's subject or object can take: the definitions of the
// registry it names, or the factions the actors use.
QStringList namesOfRegistry(const ContentSpec& spec, const std::string& registry)
{
    QStringList out;
    if (registry == "factions") {
        for (const auto& a : spec.actors)
            if (a.faction && !out.contains(toQ(*a.faction)))
                out << toQ(*a.faction);
        return out;
    }
    if (const SectionInfo* section = findSection(registry))
        for (std::size_t i = 0; i < section->size(spec); ++i)
            out << toQ(section->name(spec, i));
    return out;
}

// A matcher's subject or object: the fact kind named beside it decides the list.
std::function<QStringList(const ContentSpec&, const Json&, const QString&)> matcherNames(bool subject)
{
    return [subject](const ContentSpec& spec, const Json& definition, const QString& pointer) {
        const QString kindPointer = pointer.left(pointer.lastIndexOf(QLatin1Char('/')) + 1) + toQ(keyOf<&MatcherSpec::kind>);
        const Json kind = definition.value(Json::json_pointer(kindPointer.toStdString()), Json());
        if (!kind.is_string())
            return QStringList();
        for (const auto& k : spec.factKinds)
            if (k.name == kind.get<std::string>()) {
                const auto& registry = subject ? k.subject : k.object;
                return registry ? namesOfRegistry(spec, *registry) : QStringList();
            }
        return QStringList();
    };
}

// What core cannot know: where a field's names come from at run time, and a
// field the form adds to a spec's rows.
void addWidgetParts(const RowSet& set, std::vector<FormField>& fields)
{
    if (set.spec == specTag<MatcherSpec>())
        for (FormField& f : fields)
            if (f.key == toQ(keyOf<&MatcherSpec::subject>) || f.key == toQ(keyOf<&MatcherSpec::object>))
                f.names = matcherNames(f.key == toQ(keyOf<&MatcherSpec::subject>));
    // A faction is one of the names actors use, or a new one the designer asks for.
    if (set.spec == specTag<ActorSpec>())
        for (FormField& f : fields)
            if (f.key == toQ(keyOf<&ActorSpec::faction>)) {
                f.kind = FieldKind::OpenReference;
                f.names = [](const ContentSpec& spec, const Json&, const QString&) {
                    QStringList names = namesOfRegistry(spec, "factions");
                    names.sort(Qt::CaseInsensitive);
                    return names;
                };
            }
    // An effect entry says what it does, in words (or why it does not build).
    if (set.spec == specTag<EffectSpec>()) {
        FormField words;
        words.key = QStringLiteral("#words");
        words.label = QObject::tr("Does");
        words.kind = FieldKind::EffectWords;
        fields.push_back(std::move(words));
    }
}

FormField formFieldOf(const FieldTable& table, const FieldRow& row, bool underOptional);

std::vector<FormField> formFieldsOfSet(const FieldTable& table, const RowSet& set, bool underOptional)
{
    std::vector<FormField> fields;
    for (const FieldRow& row : set.rows)
        fields.push_back(formFieldOf(table, row, underOptional));
    addWidgetParts(set, fields);
    return fields;
}

FormField formFieldOf(const FieldTable& table, const FieldRow& row, bool underOptional)
{
    const FieldAbout& a = row.about;
    FormField f;
    f.key = toQ(row.key);
    f.label = toQ(a.label);
    f.kind = kindOf(row.shape);
    f.formula = row.shape == FieldShape::Formula;
    f.help = toQ(a.help);
    // Inside an object that may be left out, every value may be left out too.
    f.optional = row.optional || (underOptional && holdsOneValue(f.kind));
    f.defaultOn = a.onByDefault;
    for (std::string_view word : a.choices)
        f.choices << toQ(word);
    if (f.kind == FieldKind::Choice && f.optional && !a.absent.empty())
        f.absent = std::find(a.choices.begin(), a.choices.end(), a.absent) != a.choices.end()
                       ? QObject::tr("%1 (default)").arg(toQ(a.absent))
                       : QStringLiteral("(%1)").arg(toQ(a.absent));
    // A blank text box means what leaving the key out means: its placeholder says so ("always").
    if (f.kind == FieldKind::Text && f.optional && !a.absent.empty())
        f.absent = toQ(a.absent);
    f.target = toQ(a.names);
    f.minimum = a.minimum;
    f.maximum = a.maximum;
    if (const RowSet* under = table.under(row))
        f.fields = formFieldsOfSet(table, *under, row.optional && f.kind == FieldKind::Object);
    if (f.kind == FieldKind::List)
        f.itemLabel = toQ(entryWord(table, row));
    return f;
}

} // namespace

std::vector<FormField> formFieldsOf(const FieldTable& fields, const QString& section)
{
    const RowSet* rows = sectionRows(fields, fromQ(section));
    return rows ? formFieldsOfSet(fields, *rows, false) : std::vector<FormField>();
}

const std::vector<FormField>& modifierFields()
{
    static const std::vector<FormField> fields =
        formFieldsOfSet(contentFields(), contentFields().rowsOf<ModifierSpec>(), false);
    return fields;
}

const std::vector<FormField>& formFields(const QString& section)
{
    static const QHash<QString, std::vector<FormField>> forms = [] {
        QHash<QString, std::vector<FormField>> out;
        for (const FieldRow& row : contentFields().root().rows)
            if (sectionRows(contentFields(), row.key))
                out.insert(toQ(row.key), formFieldsOf(contentFields(), toQ(row.key)));
        return out;
    }();
    static const std::vector<FormField> none;
    auto it = forms.find(section);
    return it == forms.end() ? none : *it;
}

} // namespace rb
