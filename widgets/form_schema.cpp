#include "form_schema.h"

#include "rulebench/content/sections.h"
#include "rulebench/facts/facts.h"

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

FormField choice(QString key, QString label, QStringList choices, QString help = {})
{
    FormField f = field(std::move(key), std::move(label), FieldKind::Choice, std::move(help));
    f.choices = std::move(choices);
    return f;
}

FormField list(QString key, QString label, QString itemLabel, std::vector<FormField> fields, QString help = {})
{
    FormField f = field(std::move(key), std::move(label), FieldKind::List, std::move(help));
    f.itemLabel = std::move(itemLabel);
    f.fields = std::move(fields);
    return f;
}

FormField object(QString key, QString label, std::vector<FormField> fields, QString help = {})
{
    FormField f = field(std::move(key), std::move(label), FieldKind::Object, std::move(help));
    f.fields = std::move(fields);
    return f;
}

QStringList toQStrings(const std::vector<std::string>& names)
{
    QStringList out;
    for (const auto& n : names)
        out << QString::fromStdString(n);
    return out;
}

// The names a fact kind's subject or object can take: the definitions of the
// registry it names, or the factions the actors use.
QStringList namesOfRegistry(const ContentSpec& spec, const std::string& registry)
{
    QStringList out;
    if (registry == "factions") {
        for (const auto& a : spec.actors)
            if (a.faction && !out.contains(QString::fromStdString(*a.faction)))
                out << QString::fromStdString(*a.faction);
        return out;
    }
    if (const SectionInfo* section = findSection(registry))
        for (std::size_t i = 0; i < section->size(spec); ++i)
            out << QString::fromStdString(section->name(spec, i));
    return out;
}

// A matcher's subject or object: the fact kind named beside it decides the list.
FormField matcherName(QString key, QString label, bool subject)
{
    FormField f = optional(field(std::move(key), std::move(label), FieldKind::Reference));
    f.names = [subject](const ContentSpec& spec, const Json& definition, const QString& pointer) {
        const QString kindPointer = pointer.left(pointer.lastIndexOf(QLatin1Char('/'))) + QStringLiteral("/kind");
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
    return f;
}

std::vector<FormField> matcherFields()
{
    return {reference(QStringLiteral("kind"), QObject::tr("Fact kind"), QStringLiteral("fact_kinds")),
            matcherName(QStringLiteral("subject"), QObject::tr("Subject"), true),
            matcherName(QStringLiteral("object"), QObject::tr("Object"), false)};
}

FormField nameField() { return field(QStringLiteral("name"), QObject::tr("Name"), FieldKind::Name,
                                     QObject::tr("Unique in its section. Renaming updates every reference to it.")); }

std::vector<FormField> buildModifierFields()
{
    FormField value = field(QStringLiteral("value"), QObject::tr("Value"), FieldKind::Value,
                            QObject::tr("A number, or a number per point of a stat or per instance of a status the holder has."));
    value.optional = true;
    return {optional(reference(QStringLiteral("stat"), QObject::tr("Stat"), QStringLiteral("stats"),
                               QObject::tr("The stat this modifier changes (leave empty for a flag)."))),
            optional(choice(QStringLiteral("op"), QObject::tr("Operation"),
                            {QStringLiteral("Add"), QStringLiteral("MulPct"), QStringLiteral("AtLeast"), QStringLiteral("AtMost")},
                            QObject::tr("Add, then MulPct (percent, compounded), then AtLeast and AtMost."))),
            value,
            optional(reference(QStringLiteral("flag"), QObject::tr("Flag"), QStringLiteral("flags"),
                               QObject::tr("Raises a flag instead of changing a stat."))),
            optional(field(QStringLiteral("req"), QObject::tr("Only while"), FieldKind::Condition,
                           QObject::tr("The modifier counts only while this holds for its holder.")))};
}

// One effect entry: its kind, the arguments that kind takes, a chance, and
// what it does in words.
std::vector<FormField> effectFields()
{
    return {field(QStringLiteral("kind"), QObject::tr("Effect"), FieldKind::EffectKind,
                  QObject::tr("What happens: each kind takes its own arguments below.")),
            field(QStringLiteral("args"), QObject::tr("Arguments"), FieldKind::EffectArgs),
            optional(field(QStringLiteral("chance"), QObject::tr("Chance"), FieldKind::Text,
                           QObject::tr("Leave empty for always; 0.5 or \"50%\" lands it half the time (rolled from the ability stream)."))),
            field(QStringLiteral("#words"), QObject::tr("Does"), FieldKind::EffectWords)};
}

FormField effectList(QString help)
{
    FormField f = list(QStringLiteral("effects"), QObject::tr("Effects"), QObject::tr("effect"), effectFields(), std::move(help));
    f.optional = true;
    return f;
}

FormField triggerList()
{
    FormField fires = optional(field(QStringLiteral("fires"), QObject::tr("Fires"), FieldKind::Integer,
                                     QObject::tr("How many times it lands before it is spent; unset: unlimited.")));
    fires.minimum = 1;
    fires.maximum = 1'000'000;
    return list(QStringLiteral("triggers"), QObject::tr("Triggers"), QObject::tr("trigger"),
                {reference(QStringLiteral("on"), QObject::tr("On"), QStringLiteral("moments"),
                           QObject::tr("The moment that sets it off: use, land, fire, hit, entered, destroyed, or one of yours.")),
                 optional(field(QStringLiteral("area"), QObject::tr("Area"), FieldKind::Area,
                                QObject::tr("Here: the one cell. Burst: every cell in sight within the radius."))),
                 fires,
                 effectList(QObject::tr("Its own list; with none, the trigger lands the definition's shared effects.")),
                 object(QStringLiteral("look"), QObject::tr("Look"),
                        {field(QStringLiteral("glyph"), QObject::tr("Glyph"), FieldKind::Glyph),
                         field(QStringLiteral("color"), QObject::tr("Colour"), FieldKind::Color)},
                        QObject::tr("What is drawn over the cells it lands on."))});
}

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

    const std::vector<FormField>& modifier = modifierFields();
    FormField tick = object(QStringLiteral("tick"), QObject::tr("Tick each turn"),
                            {optional(reference(QStringLiteral("kind"), QObject::tr("Damage kind"), QStringLiteral("damage_kinds"))),
                             optional(field(QStringLiteral("amount"), QObject::tr("Amount"), FieldKind::Integer,
                                            QObject::tr("Damage each turn; a negative amount mends.")))});
    forms.insert(QStringLiteral("statuses"),
                 {nameField(),
                  optional(field(QStringLiteral("badge"), QObject::tr("Badge"), FieldKind::Glyph,
                                 QObject::tr("One character drawn beside an actor carrying this status."))),
                  optional(choice(QStringLiteral("stacking"), QObject::tr("Stacking"),
                                  {QStringLiteral("Refresh"), QStringLiteral("Extend"), QStringLiteral("Stack"), QStringLiteral("Ignore")},
                                  QObject::tr("Refresh (default): the longer duration wins. Extend: durations add. "
                                              "Stack: a second instance beside the first. Ignore: a second application does nothing."))),
                  optional(field(QStringLiteral("turns"), QObject::tr("Default turns"), FieldKind::Integer,
                                 QObject::tr("How long an affliction lasts when it names no length."))),
                  tick,
                  list(QStringLiteral("modifiers"), QObject::tr("Modifiers"), QObject::tr("modifier"), modifier)});

    forms.insert(QStringLiteral("moments"), {nameField()});

    FormField range = optional(field(QStringLiteral("range"), QObject::tr("Range"), FieldKind::Integer,
                                     QObject::tr("How far it can be thrown, in cells; the line to the cell must be clear.")));
    range.minimum = 0;
    FormField charges = optional(field(QStringLiteral("charges"), QObject::tr("Charges"), FieldKind::Integer,
                                       QObject::tr("Uses before it is spent; each is spent after its triggers land.")));
    charges.minimum = 1;
    FormField health = optional(field(QStringLiteral("health"), QObject::tr("Health"), FieldKind::Integer,
                                      QObject::tr("Damage it takes before it is destroyed; unset: it cannot be destroyed.")));
    health.minimum = 1;
    const FormField glyphField = optional(field(QStringLiteral("glyph"), QObject::tr("Glyph"), FieldKind::Glyph));
    const FormField colourField = optional(field(QStringLiteral("color"), QObject::tr("Colour"), FieldKind::Color));
    forms.insert(QStringLiteral("items"),
                 {nameField(), glyphField, colourField,
                  field(QStringLiteral("stack"), QObject::tr("Stacks"), FieldKind::Boolean,
                        QObject::tr("Several of it share one slot.")),
                  object(QStringLiteral("throw"), QObject::tr("Thrown"), {range}),
                  object(QStringLiteral("consumable"), QObject::tr("Consumable"),
                         {charges, optional(choice(QStringLiteral("when_empty"), QObject::tr("When empty"),
                                                   {QStringLiteral("Destroyed"), QStringLiteral("Kept")}))}),
                  object(QStringLiteral("worn"), QObject::tr("Worn"),
                         {list(QStringLiteral("modifiers"), QObject::tr("Modifiers while worn"), QObject::tr("modifier"),
                               modifierFields())}),
                  effectList(QObject::tr("The shared effects: what triggers without a list of their own land.")),
                  triggerList()});
    forms.insert(QStringLiteral("props"),
                 {nameField(), glyphField, colourField,
                  field(QStringLiteral("lands_as_itself"), QObject::tr("Lands as itself"), FieldKind::Boolean,
                        QObject::tr("Its harm is its own (an armed trap), not the doing of whoever set it off.")),
                  health,
                  field(QStringLiteral("flammable"), QObject::tr("Flammable"), FieldKind::Boolean),
                  field(QStringLiteral("blocks"), QObject::tr("Blocks movement"), FieldKind::Boolean),
                  effectList(QObject::tr("The shared effects: what triggers without a list of their own land.")),
                  triggerList()});

    FormField stats = field(QStringLiteral("stats"), QObject::tr("Stats"), FieldKind::NamedValues,
                            QObject::tr("Base values this actor sets; the others take the stat's default."));
    stats.target = QStringLiteral("stats");
    FormField glyph = field(QStringLiteral("glyph"), QObject::tr("Glyph"), FieldKind::Glyph,
                            QObject::tr("The one character drawn for this actor on the grid."));
    forms.insert(QStringLiteral("actors"),
                 {nameField(), glyph,
                  optional(field(QStringLiteral("color"), QObject::tr("Colour"), FieldKind::Color)),
                  field(QStringLiteral("faction"), QObject::tr("Faction"), FieldKind::Text,
                        QObject::tr("Actors of one faction are allies; factions are the names actors use.")),
                  stats,
                  object(QStringLiteral("attack"), QObject::tr("Attack"),
                         {optional(reference(QStringLiteral("kind"), QObject::tr("Damage kind"), QStringLiteral("damage_kinds"))),
                          optional(field(QStringLiteral("roll"), QObject::tr("Roll"), FieldKind::Text,
                                         QObject::tr("Dice such as 1d6+2: the blow the sandbox's attack action deals "
                                                     "to an adjacent actor.")))})});

    const QStringList registries = toQStrings(factRegistryNames());
    forms.insert(QStringLiteral("fact_kinds"),
                 {nameField(),
                  optional(choice(QStringLiteral("subject"), QObject::tr("Subject from"), registries,
                                  QObject::tr("What a fact of this kind is about."))),
                  optional(choice(QStringLiteral("object"), QObject::tr("Object from"), registries,
                                  QObject::tr("The second thing a fact of this kind names, if any."))),
                  object(QStringLiteral("from"), QObject::tr("Derived from an engine event"),
                         {optional(choice(QStringLiteral("event"), QObject::tr("Event"), toQStrings(factEventNames())))})});

    forms.insert(QStringLiteral("counters"),
                 {nameField(), list(QStringLiteral("tally"), QObject::tr("Tally"), QObject::tr("rule"), matcherFields(),
                                    QObject::tr("Every fact a rule matches adds its amount to the counter."))});

    FormField after = field(QStringLiteral("after"), QObject::tr("Opens after"), FieldKind::ReferenceList,
                            QObject::tr("The quest opens when every quest checked here is done."));
    after.target = QStringLiteral("quests");
    after.optional = true;
    forms.insert(QStringLiteral("quests"),
                 {nameField(), after,
                  field(QStringLiteral("victory"), QObject::tr("Victory"), FieldKind::Boolean,
                        QObject::tr("Finishing this quest wins the run.")),
                  list(QStringLiteral("objectives"), QObject::tr("Objectives"), QObject::tr("objective"),
                       {object(QStringLiteral("match"), QObject::tr("Facts that count"), matcherFields()),
                        object(QStringLiteral("need"), QObject::tr("Need"),
                               {optional(field(QStringLiteral("total"), QObject::tr("Total"), FieldKind::Integer,
                                               QObject::tr("The matching facts' amounts add up to this."))),
                                optional(field(QStringLiteral("latest"), QObject::tr("Latest"), FieldKind::Integer,
                                               QObject::tr("One matching fact's amount reaches this.")))})})});
    return forms;
}
} // namespace

const std::vector<FormField>& modifierFields()
{
    static const std::vector<FormField> fields = buildModifierFields();
    return fields;
}

const std::vector<FormField>& formFields(const QString& section)
{
    static const QHash<QString, std::vector<FormField>> forms = buildForms();
    static const std::vector<FormField> none;
    auto it = forms.find(section);
    return it == forms.end() ? none : *it;
}

} // namespace rb
