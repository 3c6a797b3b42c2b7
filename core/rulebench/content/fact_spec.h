#pragma once
// The authored form of fact kinds, counters and quests, in the names the file
// uses: a matcher names a fact kind and, optionally, a subject and an object
// from the registries that kind says they come from.

#include "rulebench/base/field_list.h"
#include "rulebench/base/whole_or_formula.h"
#include "rulebench/facts/facts.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace rb {

struct FactFromSpec {
    std::string event;               // "death", "damage dealt", ...
    std::optional<std::string> how;  // "damage dealt" only: "blow", "effect", "tick" or "fire"
    Json extra;

    static constexpr auto fields();
};

constexpr auto FactFromSpec::fields()
{
    return fieldList(field("event", &FactFromSpec::event).required().oneOf(wordsIn<kFactEvents>).says("Event"),
                     field("how", &FactFromSpec::how).oneOf(wordsIn<kDamageHows>).absentMeans("every way")
                         .says("How", "Damage dealt only: count damage dealt one way alone, by a blow (an attack), an "
                                      "effect (a trigger or an ability), a status's tick or fire."));
}

struct FactKindSpec {
    std::string name;
    std::optional<std::string> subject; // a registry: "actors", "statuses", "items", "props", "factions"
    std::optional<std::string> object;
    std::optional<FactFromSpec> from;
    Json extra;

    static constexpr auto fields();
};

constexpr auto FactKindSpec::fields()
{
    using S = FactKindSpec;
    return fieldList(nameField(&S::name),
                     field("subject", &S::subject).oneOf(wordsIn<kFactRegistries>)
                         .says("Subject from", "What a fact of this kind is about."),
                     field("object", &S::object).oneOf(wordsIn<kFactRegistries>)
                         .says("Object from", "The second thing a fact of this kind names, if any."),
                     field("from", &S::from).keptPartly().says("Derived from an engine event"))
        .named("fact kind");
}

struct MatcherSpec {
    std::string kind;
    std::optional<std::string> subject; // a name in the kind's subject registry
    std::optional<std::string> object;
    Json extra;

    static constexpr auto fields();
};

// A matcher's subject and object are names from the registry its fact kind
// says: a Reference whose names depend on the definition.
constexpr auto MatcherSpec::fields()
{
    using S = MatcherSpec;
    return fieldList(field("kind", &S::kind).required().namesIn("fact_kinds").says("Fact kind"),
                     field("subject", &S::subject).shaped(FieldShape::Reference).says("Subject"),
                     field("object", &S::object).shaped(FieldShape::Reference).says("Object"))
        .named("matcher");
}

// Exactly one of total and latest; reading reports both or neither.
struct NeedSpec {
    std::optional<WholeOrFormula> total;
    std::optional<WholeOrFormula> latest;
    Json extra;

    static constexpr auto fields();
};

constexpr auto NeedSpec::fields()
{
    return fieldList(field("total", &NeedSpec::total).atLeast(1)
                         .says("Total", "The matching facts' amounts add up to this. A number, or a formula worked "
                                        "out once when the content is built (=4 * 3): it reads no one (no user, no "
                                        "target), no dice, no turn."),
                     field("latest", &NeedSpec::latest).atLeast(1)
                         .says("Latest", "One matching fact's amount reaches this. A number, or a formula worked out "
                                         "once when the content is built: it reads no one, no dice, no turn."))
        .oneFieldOnly();
}

// Its fields, then the rule the list cannot say: one of total and latest.
bool readSpec(ObjectReader& r, NeedSpec& out);

struct ObjectiveSpec {
    MatcherSpec match;
    NeedSpec need;
    Json extra;

    static constexpr auto fields();
};

constexpr auto ObjectiveSpec::fields()
{
    return fieldList(field("match", &ObjectiveSpec::match).required().keptPartly().says("Facts that count"),
                     field("need", &ObjectiveSpec::need).required().keptPartly().says("Need"))
        .named("objective");
}

struct CounterSpec {
    std::string name;
    std::vector<MatcherSpec> tally; // missing or empty, building reports it once
    Json extra;

    static constexpr auto fields();
};

constexpr auto CounterSpec::fields()
{
    return fieldList(nameField(&CounterSpec::name),
                     list("tally", &CounterSpec::tally).neededToBuild().notEmpty().each("rule")
                         .says("Tally", "Every fact a rule matches adds its amount to the counter."))
        .named("counter");
}

struct QuestSpec {
    std::string name;
    std::vector<std::string> after;
    std::vector<ObjectiveSpec> objectives;
    bool victory = false;
    Json extra;

    static constexpr auto fields();
};

// "victory" is written before "objectives" but read after them, so a file's
// problems are listed in the order they always have been.
constexpr auto QuestSpec::fields()
{
    using S = QuestSpec;
    return fieldList(nameField(&S::name),
                     field("after", &S::after).unlessDefault().namesIn("quests")
                         .says("Opens after", "The quest opens when every quest checked here is done."),
                     field("victory", &S::victory).unlessDefault().readLast()
                         .says("Victory", "Finishing this quest wins the run."),
                     list("objectives", &S::objectives).neededToBuild().notEmpty().says("Objectives"))
        .named("quest");
}

} // namespace rb
