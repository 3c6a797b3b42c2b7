#include "fields/form_schema.h"

#include "common/qt_strings.h"

#include "rulebench/content/sections.h"
#include "rulebench/definitions/abilities.h"
#include "rulebench/definitions/actors.h"
#include "rulebench/facts/facts.h"
#include "rulebench/stats/constant_effects.h"
#include "rulebench/stats/statuses.h"

#include <QHash>
#include <QObject>

namespace rb {

namespace {
// A key as the spec's field list spells it: keys are written once, in core.
QString fromKey(std::string_view k) { return QString::fromLatin1(k.data(), static_cast<qsizetype>(k.size())); }

template <auto Member>
QString key()
{
    return fromKey(keyOf<Member>);
}

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

// An optional choice whose first entry says what leaving it out means.
FormField absentMeans(FormField f, QString absent)
{
    f.optional = true;
    f.absent = std::move(absent);
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
FormField matcherName(QString jsonKey, QString label, bool subject)
{
    FormField f = optional(field(std::move(jsonKey), std::move(label), FieldKind::Reference));
    f.names = [subject](const ContentSpec& spec, const Json& definition, const QString& pointer) {
        const QString kindPointer = pointer.left(pointer.lastIndexOf(QLatin1Char('/')) + 1) + key<&MatcherSpec::kind>();
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
    return {reference(key<&MatcherSpec::kind>(), QObject::tr("Fact kind"), key<&ContentSpec::factKinds>()),
            matcherName(key<&MatcherSpec::subject>(), QObject::tr("Subject"), true),
            matcherName(key<&MatcherSpec::object>(), QObject::tr("Object"), false)};
}

FormField definitionName()
{
    return field(fromKey(kNameKey), QObject::tr("Name"), FieldKind::Name,
                 QObject::tr("Unique in its section. Renaming updates every reference to it."));
}

std::vector<FormField> buildModifierFields()
{
    FormField value = field(key<&ModifierSpec::value>(), QObject::tr("Value"), FieldKind::Value,
                            QObject::tr("A number, or a number per point of a stat or per instance of a status the holder has."));
    value.optional = true;
    return {optional(reference(key<&ModifierSpec::stat>(), QObject::tr("Stat"), key<&ContentSpec::stats>(),
                               QObject::tr("The stat this modifier changes (leave empty for a flag)."))),
            absentMeans(choice(key<&ModifierSpec::op>(), QObject::tr("Operation"), toQStrings(namesOf(kStatOps)),
                               QObject::tr("Add, then MulPct (percent, compounded), then AtLeast and AtMost.")),
                        QObject::tr("(choose one for a stat)")),
            value,
            optional(reference(key<&ModifierSpec::flag>(), QObject::tr("Flag"), key<&ContentSpec::flags>(),
                               QObject::tr("Raises a flag instead of changing a stat."))),
            optional(field(key<&ModifierSpec::req>(), QObject::tr("Only while"), FieldKind::Condition,
                           QObject::tr("The modifier counts only while this holds for its holder.")))};
}

// One effect entry: its kind, the arguments that kind takes, a chance, and
// what it does in words.
std::vector<FormField> effectFields()
{
    return {field(key<&EffectSpec::kind>(), QObject::tr("Effect"), FieldKind::EffectKind,
                  QObject::tr("What happens: each kind takes its own arguments below.")),
            field(key<&EffectSpec::args>(), QObject::tr("Arguments"), FieldKind::EffectArgs),
            optional(field(key<&EffectSpec::chance>(), QObject::tr("Chance"), FieldKind::Text,
                           QObject::tr("Leave empty for always; 0.5 or \"50%\" lands it half the time (rolled from the ability stream)."))),
            field(QStringLiteral("#words"), QObject::tr("Does"), FieldKind::EffectWords)};
}

FormField effectList(QString jsonKey, QString help)
{
    FormField f = list(std::move(jsonKey), QObject::tr("Effects"), QObject::tr("effect"), effectFields(), std::move(help));
    f.optional = true;
    return f;
}

template <auto Member>
FormField sharedEffects()
{
    return effectList(key<Member>(), QObject::tr("The shared effects: what triggers without a list of their own land."));
}

FormField lookField(QString key)
{
    return object(std::move(key), QObject::tr("Look"),
                  {field(fromKey(keyOf<&LookSpec::glyph>), QObject::tr("Glyph"), FieldKind::Glyph),
                   field(fromKey(keyOf<&LookSpec::color>), QObject::tr("Colour"), FieldKind::Color)},
                  QObject::tr("What is drawn over the cells it lands on."));
}

template <auto Member>
FormField triggerList()
{
    FormField fires = optional(field(key<&TriggerSpec::fires>(), QObject::tr("Fires"), FieldKind::Integer,
                                     QObject::tr("How many times it lands before it is spent; unset: unlimited.")));
    fires.minimum = 1;
    fires.maximum = 1'000'000;
    return list(key<Member>(), QObject::tr("Triggers"), QObject::tr("trigger"),
                {reference(key<&TriggerSpec::on>(), QObject::tr("On"), key<&ContentSpec::moments>(),
                           QObject::tr("The moment that sets it off: use, land, fire, hit, entered, destroyed, or one of yours.")),
                 optional(field(key<&TriggerSpec::area>(), QObject::tr("Area"), FieldKind::Area,
                                QObject::tr("Here: the one cell. Burst: every cell in sight within the radius."))),
                 fires,
                 effectList(key<&TriggerSpec::effects>(), QObject::tr("Its own list; with none, the trigger lands the definition's shared effects.")),
                 lookField(key<&TriggerSpec::look>())});
}

FormField glyphField(QString key) { return optional(field(std::move(key), QObject::tr("Glyph"), FieldKind::Glyph)); }
FormField colourField(QString key) { return optional(field(std::move(key), QObject::tr("Colour"), FieldKind::Color)); }

std::vector<FormField> statFields()
{
    return {definitionName(),
            field(key<&StatSpec::defaultValue>(), QObject::tr("Default"), FieldKind::Integer,
                  QObject::tr("The base value of an actor that does not set its own.")),
            optional(field(key<&StatSpec::min>(), QObject::tr("Minimum"), FieldKind::Integer,
                           QObject::tr("The value never goes below this, after every modifier."))),
            optional(field(key<&StatSpec::max>(), QObject::tr("Maximum"), FieldKind::Integer,
                           QObject::tr("The value never goes above this, after every modifier.")))};
}

std::vector<FormField> damageKindFields()
{
    return {definitionName(), optional(reference(key<&DamageKindSpec::reducedBy>(), QObject::tr("Reduced by"),
                                            key<&ContentSpec::stats>(),
                                            QObject::tr("The stat subtracted from damage of this kind.")))};
}

// max_stacks, overflow, per_applier, expire, blocked_by and removes.
std::vector<FormField> stackingPolicyFields()
{
    FormField blockedBy = field(key<&StatusSpec::blockedBy>(), QObject::tr("Blocked by"), FieldKind::ReferenceList,
                                QObject::tr("An application is refused while the holder has any flag checked here (\"immune: stone-form\")."));
    blockedBy.target = key<&ContentSpec::flags>();
    blockedBy.optional = true;
    FormField removes = field(key<&StatusSpec::removes>(), QObject::tr("Removes"), FieldKind::ReferenceList,
                              QObject::tr("An application that adds an instance or lengthens one first cures every status checked here."));
    removes.target = key<&ContentSpec::statuses>();
    removes.optional = true;
    return {optional(field(key<&StatusSpec::maxStacks>(), QObject::tr("Max stacks"), FieldKind::Integer,
                           QObject::tr("Stack only: at most this many instances (of each applier, with Per applier)."))),
            absentMeans(choice(key<&StatusSpec::overflow>(), QObject::tr("Overflow"), toQStrings(namesOf(kOverflows)),
                               QObject::tr("Beyond Max stacks: refuse the new one; replace-oldest: the oldest goes and the new "
                                           "one is added; refresh-all: no new one, each instance gets the longer duration.")),
                        QObject::tr("%1 (default)").arg(toQ(toString(Overflow::Refuse)))),
            field(key<&StatusSpec::perApplier>(), QObject::tr("Per applier"), FieldKind::Boolean,
                  QObject::tr("The stacking rule counts each applier's instances apart: a second applier adds an instance of its own.")),
            absentMeans(choice(key<&StatusSpec::expire>(), QObject::tr("Expire"), toQStrings(namesOf(kExpiries)),
                               QObject::tr("one: an instance that runs out goes alone; all: the first to run out takes every instance with it.")),
                        QObject::tr("%1 (default)").arg(toQ(toString(Expiry::One)))),
            blockedBy, removes};
}

std::vector<FormField> statusFields()
{
    FormField tick = object(key<&StatusSpec::tick>(), QObject::tr("Tick each turn"),
                            {optional(reference(key<&TickSpec::kind>(), QObject::tr("Damage kind"), key<&ContentSpec::damageKinds>())),
                             optional(field(key<&TickSpec::amount>(), QObject::tr("Amount"), FieldKind::Integer,
                                            QObject::tr("Damage each turn; a negative amount mends.")))});
    std::vector<FormField> fields{definitionName(),
            optional(field(key<&StatusSpec::badge>(), QObject::tr("Badge"), FieldKind::Glyph,
                           QObject::tr("One character drawn beside an actor carrying this status."))),
            absentMeans(choice(key<&StatusSpec::stacking>(), QObject::tr("Stacking"), toQStrings(namesOf(kStackings)),
                               QObject::tr("Refresh (default): the longer duration wins. Extend: durations add. "
                                           "Stack: a second instance beside the first. Ignore: a second application does nothing.")),
                        QObject::tr("%1 (default)").arg(toQ(toString(Stacking::Refresh)))),
            optional(field(key<&StatusSpec::turns>(), QObject::tr("Default turns"), FieldKind::Integer,
                           QObject::tr("How long an affliction lasts when it names no length."))),
            tick,
            list(key<&StatusSpec::modifiers>(), QObject::tr("Modifiers"), QObject::tr("modifier"), modifierFields())};
    std::vector<FormField> policies = stackingPolicyFields();
    fields.insert(fields.begin() + 3, policies.begin(), policies.end()); // after Stacking
    return fields;
}

std::vector<FormField> itemFields()
{
    FormField range = optional(field(key<&ThrowSpec::range>(), QObject::tr("Range"), FieldKind::Integer,
                                     QObject::tr("How far it can be thrown, in cells; the line to the cell must be clear.")));
    range.minimum = 0;
    FormField charges = optional(field(key<&ConsumableSpec::charges>(), QObject::tr("Charges"), FieldKind::Integer,
                                       QObject::tr("Uses before it is spent; each is spent after its triggers land.")));
    charges.minimum = 1;
    return {definitionName(), glyphField(key<&ItemSpec::glyph>()), colourField(key<&ItemSpec::color>()),
            field(key<&ItemSpec::stack>(), QObject::tr("Stacks"), FieldKind::Boolean, QObject::tr("Several of it share one slot.")),
            object(key<&ItemSpec::throwing>(), QObject::tr("Thrown"), {range}),
            object(key<&ItemSpec::consumable>(), QObject::tr("Consumable"),
                   {charges, absentMeans(choice(key<&ConsumableSpec::whenEmpty>(), QObject::tr("When empty"),
                                                {QStringLiteral("Destroyed"), QStringLiteral("Kept")}),
                                         QObject::tr("Destroyed (default)"))}),
            object(key<&ItemSpec::worn>(), QObject::tr("Worn"),
                   {list(key<&WornSpec::modifiers>(), QObject::tr("Modifiers while worn"), QObject::tr("modifier"),
                         modifierFields())}),
            sharedEffects<&ItemSpec::effects>(), triggerList<&ItemSpec::triggers>()};
}

std::vector<FormField> propFields()
{
    FormField health = optional(field(key<&PropSpec::health>(), QObject::tr("Health"), FieldKind::Integer,
                                      QObject::tr("Damage it takes before it is destroyed; unset: it cannot be destroyed.")));
    health.minimum = 1;
    FormField landsAsItself =
        field(key<&PropSpec::landsAsItself>(), QObject::tr("Lands as itself"), FieldKind::Boolean,
              QObject::tr("On (the default): its harm is its own (an armed trap), not the doing of whoever set it "
                          "off. Off: whoever set it off is credited, as if they had done it."));
    landsAsItself.defaultOn = true;
    return {definitionName(), glyphField(key<&PropSpec::glyph>()), colourField(key<&PropSpec::color>()), landsAsItself,
            health,
            field(key<&PropSpec::flammable>(), QObject::tr("Flammable"), FieldKind::Boolean),
            field(key<&PropSpec::blocks>(), QObject::tr("Blocks movement"), FieldKind::Boolean),
            sharedEffects<&PropSpec::effects>(), triggerList<&PropSpec::triggers>()};
}

std::vector<FormField> abilityFields()
{
    FormField range = optional(field(key<&AbilitySpec::range>(), QObject::tr("Range"), FieldKind::Integer,
                                     QObject::tr("How far it reaches, in cells: the round disk a throw reaches, the line to "
                                                 "the cell clear. Unset: 0, the caster's own cell.")));
    range.minimum = 0;
    range.maximum = 64;
    FormField cooldown = optional(field(key<&AbilitySpec::cooldown>(), QObject::tr("Cooldown"), FieldKind::Integer,
                                        QObject::tr("Turns between casts: cast at turn t, it can be cast again at t + "
                                                    "cooldown. Unset: every turn.")));
    cooldown.minimum = 0;
    cooldown.maximum = 1'000'000;
    FormField amount = optional(field(key<&CostSpec::amount>(), QObject::tr("Amount"), FieldKind::Integer,
                                      QObject::tr("The caster needs at least this much; casting takes it from the stat's base.")));
    amount.minimum = 1;
    return {definitionName(),
            choice(key<&AbilitySpec::aim>(), QObject::tr("Aim"), toQStrings(namesOf(kAims)),
                   QObject::tr("cell: any cell in range and line; actor: a living actor in range and line; self: the "
                               "caster's own cell.")),
            range,
            optional(field(key<&AbilitySpec::area>(), QObject::tr("Area"), FieldKind::Area,
                           QObject::tr("Here: the aimed cell. Burst: every cell in sight of it within the radius, as a "
                                       "grenade of that radius bursts."))),
            cooldown,
            object(key<&AbilitySpec::cost>(), QObject::tr("Cost"),
                   {optional(reference(key<&CostSpec::stat>(), QObject::tr("Stat"), key<&ContentSpec::stats>())), amount}),
            effectList(key<&AbilitySpec::effects>(), QObject::tr("What lands on everyone in the area, credited to the caster.")),
            lookField(key<&AbilitySpec::look>())};
}

std::vector<FormField> actorFields()
{
    FormField stats = field(key<&ActorSpec::stats>(), QObject::tr("Stats"), FieldKind::NamedValues,
                            QObject::tr("Base values this actor sets; the others take the stat's default."));
    stats.target = key<&ContentSpec::stats>();
    FormField glyph = field(key<&ActorSpec::glyph>(), QObject::tr("Glyph"), FieldKind::Glyph,
                            QObject::tr("The one character drawn for this actor on the grid."));
    FormField abilities = field(key<&ActorSpec::abilities>(), QObject::tr("Abilities"), FieldKind::ReferenceList,
                                QObject::tr("What it knows and can cast."));
    abilities.target = key<&ContentSpec::abilities>();
    abilities.optional = true;
    FormField fleeBelow = optional(field(key<&BehaviourSpec::fleeBelow>(), QObject::tr("Flee below (%)"), FieldKind::Integer,
                                         QObject::tr("Below this percentage of its starting health it steps away from the "
                                                     "nearest hostile.")));
    fleeBelow.minimum = 1;
    fleeBelow.maximum = 100;
    FormField behaviour = object(
        key<&ActorSpec::behaviour>(), QObject::tr("Behaviour"),
        {absentMeans(choice(key<&BehaviourSpec::kind>(), QObject::tr("Acts"), toQStrings(namesOf(kBehaviourActs)),
                            QObject::tr("hold: only the script moves it. melee: steps toward the nearest hostile and "
                                        "strikes when next to it. ranged: uses the ability or thrown item that does the "
                                        "most good where it lands, else keeps within reach.")),
                     QObject::tr("hold (default)")),
         fleeBelow},
        QObject::tr("How it acts in turns where the script gives it nothing."));
    return {definitionName(), glyph, colourField(key<&ActorSpec::color>()),
            field(key<&ActorSpec::faction>(), QObject::tr("Faction"), FieldKind::Text,
                  QObject::tr("Actors of one faction are allies; factions are the names actors use.")),
            stats,
            object(key<&ActorSpec::attack>(), QObject::tr("Attack"),
                   {optional(reference(key<&AttackSpec::kind>(), QObject::tr("Damage kind"), key<&ContentSpec::damageKinds>())),
                    optional(field(key<&AttackSpec::roll>(), QObject::tr("Roll"), FieldKind::Text,
                                   QObject::tr("Dice such as 1d6+2: the blow the sandbox's attack action deals "
                                               "to an adjacent actor.")))}),
            abilities, behaviour};
}

std::vector<FormField> factKindFields()
{
    const QStringList registries = toQStrings(factRegistryNames());
    return {definitionName(),
            optional(choice(key<&FactKindSpec::subject>(), QObject::tr("Subject from"), registries,
                            QObject::tr("What a fact of this kind is about."))),
            optional(choice(key<&FactKindSpec::object>(), QObject::tr("Object from"), registries,
                            QObject::tr("The second thing a fact of this kind names, if any."))),
            object(key<&FactKindSpec::from>(), QObject::tr("Derived from an engine event"),
                   {optional(choice(key<&FactFromSpec::event>(), QObject::tr("Event"), toQStrings(factEventNames()))),
                    absentMeans(choice(key<&FactFromSpec::how>(), QObject::tr("How"), toQStrings(namesOf(kDamageHows)),
                                       QObject::tr("Damage dealt only: count damage dealt one way alone, by a blow "
                                                   "(an attack), an effect (a trigger or an ability), a status's "
                                                   "tick or fire.")),
                                QObject::tr("(every way)"))})};
}

std::vector<FormField> questFields()
{
    FormField after = field(key<&QuestSpec::after>(), QObject::tr("Opens after"), FieldKind::ReferenceList,
                            QObject::tr("The quest opens when every quest checked here is done."));
    after.target = key<&ContentSpec::quests>();
    after.optional = true;
    return {definitionName(), after,
            field(key<&QuestSpec::victory>(), QObject::tr("Victory"), FieldKind::Boolean,
                  QObject::tr("Finishing this quest wins the run.")),
            list(key<&QuestSpec::objectives>(), QObject::tr("Objectives"), QObject::tr("objective"),
                 {object(key<&ObjectiveSpec::match>(), QObject::tr("Facts that count"), matcherFields()),
                  object(key<&ObjectiveSpec::need>(), QObject::tr("Need"),
                         {optional(field(key<&NeedSpec::total>(), QObject::tr("Total"), FieldKind::Integer,
                                         QObject::tr("The matching facts' amounts add up to this."))),
                          optional(field(key<&NeedSpec::latest>(), QObject::tr("Latest"), FieldKind::Integer,
                                         QObject::tr("One matching fact's amount reaches this.")))})})};
}

QHash<QString, std::vector<FormField>> buildForms()
{
    return {{key<&ContentSpec::stats>(), statFields()},
            {key<&ContentSpec::damageKinds>(), damageKindFields()},
            {key<&ContentSpec::flags>(), {definitionName()}},
            {key<&ContentSpec::durations>(), {definitionName()}},
            {key<&ContentSpec::statuses>(), statusFields()},
            {key<&ContentSpec::moments>(), {definitionName()}},
            {key<&ContentSpec::items>(), itemFields()},
            {key<&ContentSpec::props>(), propFields()},
            {key<&ContentSpec::abilities>(), abilityFields()},
            {key<&ContentSpec::actors>(), actorFields()},
            {key<&ContentSpec::factKinds>(), factKindFields()},
            {key<&ContentSpec::counters>(),
             {definitionName(), list(key<&CounterSpec::tally>(), QObject::tr("Tally"), QObject::tr("rule"), matcherFields(),
                                QObject::tr("Every fact a rule matches adds its amount to the counter."))}},
            {key<&ContentSpec::quests>(), questFields()}};
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
