#pragma once
// What a definition's form shows, field by field, so one form widget serves
// every section: built from the content's field rows (content/
// content_fields.h), which say each field's label, help line, bounds, words
// and the section it names once for the form, the schema and the builder.
// Only what core cannot know is added here: where a matcher's names come
// from, and the line that says what an effect entry does.

#include "rulebench/content/content_fields.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <functional>
#include <vector>

namespace rb {

enum class FieldKind {
    Name,          // the definition's name: renaming updates every reference
    Text,          // free text
    Integer,       // a whole number
    Boolean,       // a check box
    Choice,        // one of `choices`
    Reference,     // the name of a definition of section `target` (or from `names`), chosen from a list
    OpenReference, // a name from `names`, or a new one once the designer says so (an actor's faction)
    ReferenceList, // several names of section `target`
    Glyph,         // one character
    Color,         // "#rrggbb", with a colour picker
    NamedValues,   // an object of name -> whole number, one row per name of `target`
    Value,         // a number, or {"stat": s, "times": n}, or {"statuses": s, "times": n}
    Condition,     // a `req`: has_status, has_flag, stat_at_most/least, all, any, not
    Area,          // a trigger's area: "here" or {"burst": radius}
    EffectKind,    // an effect entry's kind, from the registered effect kinds
    EffectArgs,    // an effect entry's "args": the fields its kind publishes
    EffectWords,   // read-only: what the effect entry does, in words (or why it does not build)
    Object,        // a nested object of `fields`
    List,          // a list of objects of `fields`
};

struct FormField {
    QString key;
    QString label;
    FieldKind kind = FieldKind::Text;
    QString help;
    bool optional = false; // may be absent from the file
    bool defaultOn = false; // Boolean: what an absent key means (the file leaves the default out)
    QStringList choices;   // Choice
    QString absent;        // optional Choice: the first entry, what leaving it out means ("Refresh (default)");
                           // optional Text: a blank box's placeholder ("always")
    QString target;        // Reference, ReferenceList: a section key
    bool formula = false;  // Integer, Text (dice): a formula ("=...") may stand instead (form/formula_field.h)
    std::int64_t minimum = -kMaxContentNumber; // Integer, NamedValues
    std::int64_t maximum = kMaxContentNumber;
    // Object, List: its fields; Area, Value, Condition: its parts (the burst's radius, ...).
    std::vector<FormField> fields;
    QString itemLabel;             // List: what one item is called ("modifier")
    // Reference: the names to choose from when they depend on the definition
    // itself (a matcher's subject depends on its fact kind). `pointer` is the field's.
    std::function<QStringList(const ContentSpec& spec, const Json& definition, const QString& pointer)> names;
};



// The fields of a definition of `section` from the content's rows; empty for
// a section with no form.
const std::vector<FormField>& formFields(const QString& section);
// The same from another table (a copy with a row changed).
std::vector<FormField> formFieldsOf(const FieldTable& fields, const QString& section);
// The fields of one stat modifier or flag (a status's, worn gear's, a Grant's).
const std::vector<FormField>& modifierFields();

} // namespace rb
