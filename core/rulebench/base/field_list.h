#pragma once
// A spec's fields, said once. A spec lists its fields in order (JSON key,
// member, whether required, how a value that does not read is kept, how it
// is written back) in a static `fields()`; one generic reader walks the list
// through an ObjectReader (every diagnostic, unknown keys kept in `extra`),
// one generic writer walks it in the same order (then `appendExtra`).
//
// Each row also says what the field is to a designer (FieldAbout: its label
// and help line, its bounds, its words or the section whose names it takes,
// what leaving it out means), so the editor's form, the JSON Schema and the
// builder's range checks all read one row (base/field_rows.h walks the lists
// into a table they share).
//
// A list is a constexpr tuple of member pointers and the walks are fold
// expressions, so reading through a list costs what a hand-written reader did.

#include "rulebench/base/json_reader.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

namespace rb {

// How a field is written back. An optional member is written when it holds a value.
enum class Write {
    Always,
    IfNotDefault, // when unlike its type's default (false, empty)
};

// What becomes of a value that does not read.
enum class Invalid {
    KeptAside,  // kept as written among the unknown keys, the member left as it was
    KeptInside, // the member's own type keeps what it could not read (its `raw`); the member is set
    KeptPartly, // an object: what read is kept; only a value that is not an object is kept aside
    Dropped,    // a list: a value that is not a list is reported and not kept
};

inline constexpr std::string_view kNameKey = "name";

// What a field holds, as a form edits it and the schema states it. Most rows
// leave it Auto: it follows from the member's type and the row's words.
enum class FieldShape : std::uint8_t {
    Auto,
    Name,          // a definition's name
    Text,          // free text
    Integer,       // a whole number between the row's bounds
    Boolean,       // yes or no
    Choice,        // one of the row's words
    Reference,     // the name of a definition of the row's section (no section: the names depend on the definition)
    ReferenceList, // names of definitions of the row's section
    Glyph,         // one character
    Colour,        // "#rrggbb"
    NamedValues,   // an object of names of the row's section and whole numbers
    Value,         // a number, or a number per point of a stat or per instance of a status
    Condition,     // a modifier's condition: has_status, has_flag, stat_at_most/least, all, any, not
    Area,          // "here" or {"burst": radius}
    EffectKind,    // the name of a registered effect kind
    EffectArgs,    // the arguments an effect's kind takes
    Chance,        // from 0 to 1, or text like "12.5%"
    Formula,       // a whole number between the row's bounds, or a formula: text that begins with "="
    Object,        // a nested spec
    List,          // a list of specs
};

// A field in the designer's words and what its value may be: what the form
// shows, what the schema says and what the builder checks. Every member is a
// literal, so a row stays constexpr and a table of rows is cheap to copy.
struct FieldAbout {
    std::string_view label;  // "Max stacks"
    std::string_view help;   // one line: what it does
    std::string_view each;   // a list: what one entry is called ("modifier")
    std::string_view absent; // may be left out: what that means ("refuse", "unlimited")
    std::string_view names;  // a Reference, ReferenceList or NamedValues: the section it names ("stats")
    std::span<const std::string_view> choices; // a Choice: its words
    std::int64_t minimum = -kMaxContentNumber;
    std::int64_t maximum = kMaxContentNumber;
    FieldShape shape = FieldShape::Auto;
    bool needed = false;      // reads when absent, but building needs it ("effects" of an ability)
    bool nonEmpty = false;    // a list: building refuses an empty one
    bool onByDefault = false; // yes-or-no: leaving it out means yes

    constexpr bool allows(std::int64_t v) const { return v >= minimum && v <= maximum; }
};

namespace fieldkind {
struct Value {};  // read with read(json, where, T&), written with toJson or as JSON
struct Name {};   // a definition's "name": required, non-empty text
struct List {};   // a list of specs, each read by readSpec and written by toJson
struct Custom {}; // a reader (and perhaps a writer) of its own
} // namespace fieldkind

// An optional member's value type is what reads and writes.
template <class T>
struct IsOptional : std::false_type {
    using Inner = T;
};
template <class T>
struct IsOptional<std::optional<T>> : std::true_type {
    using Inner = T;
};

// How a field reads and writes. Part of a field's type, so every choice is
// made at compile time and a reader holds only the code its fields need.
struct FieldOptions {
    bool required = false;
    Write write = Write::Always; // an optional member: when it holds a value, whatever this says
    Invalid invalid = Invalid::KeptAside;
    bool late = false;    // read after the other fields (written in its place)
    bool section = false; // a list of definitions: their diagnostics carry their names
};

template <class Spec, class T, class Kind, FieldOptions O = FieldOptions{}>
struct Field {
    using Reader = bool (*)(ObjectReader& r, std::string_view key, T& out);
    using Writer = OrderedJson (*)(const T& value);
    static constexpr FieldOptions options = O;

    std::string_view key;
    T Spec::*member;
    Reader reader = nullptr; // Custom
    Writer writer = nullptr; // Custom: absent, written as a Value is
    FieldAbout about = {};

    // The designer's words: a label and a help line.
    constexpr Field says(std::string_view label, std::string_view help = {}) const
    {
        return changed([&](FieldAbout& a) { a.label = label; a.help = help; });
    }
    constexpr Field between(std::int64_t minimum, std::int64_t maximum) const
    {
        return changed([&](FieldAbout& a) { a.minimum = minimum; a.maximum = maximum; });
    }
    constexpr Field atLeast(std::int64_t minimum) const { return between(minimum, kMaxContentNumber); }
    // One of these words (an EnumWord table's: wordsIn<kStackings>).
    constexpr Field oneOf(std::span<const std::string_view> words) const
    {
        return changed([&](FieldAbout& a) { a.choices = words; });
    }
    // The name (or names) of definitions of `section`.
    constexpr Field namesIn(std::string_view section) const
    {
        return changed([&](FieldAbout& a) { a.names = section; });
    }
    constexpr Field absentMeans(std::string_view meaning) const
    {
        return changed([&](FieldAbout& a) { a.absent = meaning; });
    }
    constexpr Field each(std::string_view entry) const
    {
        return changed([&](FieldAbout& a) { a.each = entry; });
    }
    constexpr Field shaped(FieldShape shape) const
    {
        return changed([&](FieldAbout& a) { a.shape = shape; });
    }
    constexpr Field glyph() const { return shaped(FieldShape::Glyph); }
    constexpr Field colour() const { return shaped(FieldShape::Colour); }
    constexpr Field neededToBuild() const
    {
        return changed([](FieldAbout& a) { a.needed = true; });
    }
    constexpr Field notEmpty() const
    {
        return changed([](FieldAbout& a) { a.nonEmpty = true; });
    }
    constexpr Field onByDefault() const
    {
        return changed([](FieldAbout& a) { a.onByDefault = true; });
    }

    constexpr auto required() const { return with<FieldOptions{true, O.write, O.invalid, O.late, O.section}>(); }
    constexpr auto unlessDefault() const
    {
        return with<FieldOptions{O.required, Write::IfNotDefault, O.invalid, O.late, O.section}>();
    }
    constexpr auto keptInside() const { return kept<Invalid::KeptInside>(); }
    constexpr auto keptPartly() const { return kept<Invalid::KeptPartly>(); }
    constexpr auto droppedWhenNotList() const { return kept<Invalid::Dropped>(); }
    // For a diagnostic order older than the list: read after the other fields.
    constexpr auto readLast() const { return with<FieldOptions{O.required, O.write, O.invalid, true, O.section}>(); }
    constexpr auto asSection() const { return with<FieldOptions{O.required, O.write, O.invalid, O.late, true}>(); }

private:
    template <class Change>
    constexpr Field changed(Change change) const
    {
        Field f = *this;
        change(f.about);
        return f;
    }
    template <FieldOptions N>
    constexpr Field<Spec, T, Kind, N> with() const
    {
        return {key, member, reader, writer, about};
    }
    template <Invalid I>
    constexpr auto kept() const
    {
        return with<FieldOptions{O.required, O.write, I, O.late, O.section}>();
    }
};

// A plain value, an optional one, or a nested spec (an object).
template <class Spec, class T>
constexpr Field<Spec, T, fieldkind::Value> field(std::string_view key, T Spec::*member)
{
    return {key, member};
}

template <class Spec>
constexpr auto nameField(std::string Spec::*member)
{
    return Field<Spec, std::string, fieldkind::Name>{kNameKey, member}.required().says(
        "Name", "Unique in its section. Renaming updates every reference to it.");
}

template <class Spec, class E>
constexpr Field<Spec, std::vector<E>, fieldkind::List> list(std::string_view key, std::vector<E> Spec::*member)
{
    return {key, member};
}

// A section of the content file: a list of definitions, written when not empty.
template <class Spec, class E>
constexpr auto section(std::string_view key, std::vector<E> Spec::*member)
{
    return list(key, member).unlessDefault().droppedWhenNotList().asSection();
}

template <class Spec, class T>
constexpr Field<Spec, T, fieldkind::Custom> custom(std::string_view key, T Spec::*member,
                                                   typename Field<Spec, T, fieldkind::Custom>::Reader reader,
                                                   typename Field<Spec, T, fieldkind::Custom>::Writer writer = nullptr)
{
    return {key, member, reader, writer};
}

template <class... F>
struct FieldList {
    std::tuple<F...> fields;
    std::string_view name;   // what one is called where it is more than a part of another ("matcher")
    bool exactlyOne = false; // exactly one of its fields is given (a need: "total" or "latest")
    bool bare = false;       // a bare value stands for the object with only its first field ("melee")

    constexpr FieldList named(std::string_view n) const
    {
        FieldList l = *this;
        l.name = n;
        return l;
    }
    constexpr FieldList oneFieldOnly() const
    {
        FieldList l = *this;
        l.exactlyOne = true;
        return l;
    }
    constexpr FieldList orBare() const
    {
        FieldList l = *this;
        l.bare = true;
        return l;
    }
};

template <class... F>
constexpr FieldList<F...> fieldList(F... fields)
{
    return {std::tuple<F...>(fields...), {}, false, false};
}

// A spec that lists its fields: `static constexpr auto fields();`.
template <class Spec>
concept Described = requires { Spec::fields(); };

// A one-of read by a rule of its own (an area, a value, a condition), whose
// parts still have rows: `static constexpr auto parts();`, and its shape:
// `static constexpr FieldShape kShape`.
template <class Spec>
concept HasParts = requires { Spec::parts(); };

// A spec's rows: its fields, or a one-of's parts.
template <class Spec>
constexpr auto rowListOf()
{
    if constexpr (Described<Spec>)
        return Spec::fields();
    else
        return Spec::parts();
}

// Any JSON value, as written (an effect's "args").
inline bool read(const Json& j, const Where&, Json& out)
{
    out = j;
    return true;
}

template <Described Spec>
bool readSpec(ObjectReader& r, Spec& out);
template <Described Spec>
OrderedJson toJson(const Spec& s);

// Text with nothing but spaces in it: a required text that is blank reads as
// missing, and the builders, which see it kept as written, pass it by.
inline bool isBlank(std::string_view text)
{
    return text.find_first_not_of(" \t\r\n") == std::string_view::npos;
}

namespace detail {
template <class T>
struct IsVector : std::false_type {};
template <class T>
struct IsVector<std::vector<T>> : std::true_type {};

// A value as JSON: through its toJson where it has one, else as nlohmann writes it.
template <class T>
OrderedJson jsonOf(const T& v)
{
    if constexpr (std::is_same_v<T, Json>) {
        return toOrdered(v);
    } else if constexpr (requires { toJson(v); }) {
        if constexpr (std::is_same_v<decltype(toJson(v)), Json>)
            return toOrdered(toJson(v));
        else
            return toJson(v);
    } else if constexpr (IsVector<T>::value && !std::is_same_v<T, std::vector<std::string>>) {
        OrderedJson out = OrderedJson::array();
        for (const auto& e : v)
            out.push_back(jsonOf(e));
        return out;
    } else {
        return OrderedJson(v);
    }
}

template <class Spec, class T, FieldOptions O>
bool readValueField(ObjectReader& r, const Json& j, Spec& out, const Field<Spec, T, fieldkind::Value, O>& f);

// A required text left blank ("kind": "") is as missing as an absent one, so
// the loader, `validate` and the form all ask for it; the blank stays as
// written (nothing is changed unasked).
template <class Spec, class T, FieldOptions O>
bool readField(ObjectReader& r, Spec& out, const Field<Spec, T, fieldkind::Value, O>& f)
{
    const Json* j = r.get(f.key);
    if (!j) {
        if constexpr (O.required) {
            if (r.isObject())
                r.where().error("missing \"" + std::string(f.key) + "\"");
        }
        return !O.required;
    }
    const bool ok = readValueField(r, *j, out, f);
    if constexpr (O.required && std::is_same_v<T, std::string>) {
        if (ok && isBlank(out.*f.member)) {
            r.where().error("missing \"" + std::string(f.key) + "\"");
            return false;
        }
    }
    return ok;
}

template <class Spec, class T, FieldOptions O>
bool readValueField(ObjectReader& r, const Json& j, Spec& out, const Field<Spec, T, fieldkind::Value, O>& f)
{
    using V = typename IsOptional<T>::Inner;
    T& m = out.*f.member;
    if constexpr (O.invalid == Invalid::KeptAside && IsOptional<T>::value) {
        V value{};
        if (!r.keepIfInvalid(f.key, readQuietly(j, value) || read(j, r.at(f.key), value)))
            return false;
        m = std::move(value);
        return true;
    } else if constexpr (O.invalid == Invalid::KeptAside) {
        return r.keepIfInvalid(f.key, readQuietly(j, m) || read(j, r.at(f.key), m));
    } else {
        // Kept inside or partly: the member is set whatever reads, so it is read in place.
        V* target = nullptr;
        if constexpr (IsOptional<T>::value)
            target = &m.emplace();
        else
            target = &m;
        const bool ok = read(j, r.at(f.key), *target);
        if constexpr (O.invalid == Invalid::KeptPartly)
            r.keepIfInvalid(f.key, j.is_object());
        return ok;
    }
}

template <class Spec, FieldOptions O>
bool readField(ObjectReader& r, Spec& out, const Field<Spec, std::string, fieldkind::Name, O>& f)
{
    return r.name(out.*f.member);
}

template <class Spec, class T, FieldOptions O>
bool readField(ObjectReader& r, Spec& out, const Field<Spec, T, fieldkind::List, O>& f)
{
    if constexpr (O.invalid == Invalid::KeptAside)
        if (const Json* j = r.get(f.key); j && !j->is_array())
            r.keepIfInvalid(f.key, false);
    auto readOne = [](ObjectReader& entry, auto& spec) { readSpec(entry, spec); };
    if constexpr (O.section)
        readSection(r, f.key, out.*f.member, readOne);
    else
        readList(r, f.key, out.*f.member, readOne);
    return true;
}

template <class Spec, class T, FieldOptions O>
bool readField(ObjectReader& r, Spec& out, const Field<Spec, T, fieldkind::Custom, O>& f)
{
    return f.reader(r, f.key, out.*f.member);
}

template <class T>
bool isDefault(const T& v)
{
    if constexpr (requires { v.empty(); })
        return v.empty();
    else if constexpr (requires { v == v; })
        return v == T{};
    else
        return false;
}

template <class Spec, class T, class Kind, FieldOptions O>
void writeField(OrderedJson& out, const Spec& s, const Field<Spec, T, Kind, O>& f)
{
    const T& m = s.*f.member;
    if constexpr (IsOptional<T>::value) {
        if (m)
            out[f.key] = f.writer ? f.writer(m) : jsonOf(*m);
    } else if (O.write == Write::Always || !isDefault(m)) {
        out[f.key] = f.writer ? f.writer(m) : jsonOf(m);
    }
}
} // namespace detail

// Reads every field of `list` in its order (those marked readLast after the
// others): true when `r` is an object and every field read. The caller
// finishes `r` (for `extra`), checking what the list cannot say around it.
template <class Spec, class... F>
bool readFields(ObjectReader& r, Spec& out, const FieldList<F...>& list)
{
    bool ok = r.isObject();
    std::apply(
        [&](const F&... f) {
            ((ok = (F::options.late || detail::readField(r, out, f)) && ok), ...);
            ((ok = (!F::options.late || detail::readField(r, out, f)) && ok), ...);
        },
        list.fields);
    return ok;
}

// Writes every field of `list` in its order, without the unknown keys.
template <class Spec, class... F>
void writeFields(OrderedJson& out, const Spec& s, const FieldList<F...>& list)
{
    std::apply([&](const F&... f) { (detail::writeField(out, s, f), ...); }, list.fields);
}

// One object through a list: its fields, then its unknown keys.
template <class Spec, class... F>
bool readObject(ObjectReader& r, Spec& out, const FieldList<F...>& list)
{
    const bool ok = readFields(r, out, list);
    out.extra = r.finish();
    return ok;
}

template <class Spec, class... F>
OrderedJson writeObject(const Spec& s, const FieldList<F...>& list)
{
    OrderedJson out = OrderedJson::object();
    writeFields(out, s, list);
    appendExtra(out, s.extra);
    return out;
}

// A described spec reads and writes through its list; a spec with a rule the
// list cannot say (a one-of, a cross-field check) overloads these.
template <Described Spec>
bool readSpec(ObjectReader& r, Spec& out)
{
    static constexpr auto list = Spec::fields();
    return readObject(r, out, list);
}

template <Described Spec>
OrderedJson toJson(const Spec& s)
{
    static constexpr auto list = Spec::fields();
    return writeObject(s, list);
}

// A nested object (a trigger's "look"): false, and kept aside by the caller,
// when it is not an object or a field would not read.
template <Described Spec>
bool read(const Json& j, Where w, Spec& out)
{
    ObjectReader r(j, std::move(w));
    return readSpec(r, out);
}

// A section of bare names or {"name": ...} objects under `key` of the root
// object ("moments", "durations"); each bare name is read as the object
// (and written back so). `noun` names one in a message: "a moment's name is empty".
template <Described Spec>
bool readNameList(ObjectReader& root, std::string_view key, std::vector<Spec>& out, std::string_view noun)
{
    const Json* list = root.get(key);
    if (!list)
        return true;
    const Where w = root.at(key);
    if (!list->is_array()) {
        w.error("expected a list, got " + describeType(*list));
        return true; // not kept, as no section is
    }
    for (std::size_t i = 0; i < list->size(); ++i) {
        const Json& entry = (*list)[i];
        Spec spec;
        if (entry.is_string()) {
            spec.name = entry.get<std::string>();
            if (spec.name.empty())
                w.index(i).error("a " + std::string(noun) + "'s name is empty");
            else
                refuseControlCharacters(spec.name, w.index(i), "name");
        } else {
            Where entryWhere = w.index(i);
            if (entry.is_object() && entry.contains(kNameKey) && entry[kNameKey].is_string())
                entryWhere.definition = entry[kNameKey].template get<std::string>();
            ObjectReader reader(entry, entryWhere);
            readSpec(reader, spec);
        }
        out.push_back(std::move(spec));
    }
    return true;
}

// The position of a member's row in `list` (its first); a compile error when it is not there
// (constexpr, not consteval: clang 14 refuses a consteval call on a parameter of keyIn).
template <class M, class... F>
constexpr std::size_t indexIn(const FieldList<F...>& list, M member)
{
    std::size_t index = sizeof...(F), i = 0;
    std::apply(
        [&](const F&... f) {
            auto match = [&](const auto& field) {
                if constexpr (std::is_same_v<decltype(field.member), M>)
                    return field.member == member;
                else
                    return false;
            };
            ((index = index == sizeof...(F) && match(f) ? i : index, ++i), ...);
        },
        list.fields);
    if (index == sizeof...(F))
        throw "the member is not in the field list";
    return index;
}

// The JSON key of a member in `list`; a compile error when it is not there.
template <class M, class... F>
consteval std::string_view keyIn(const FieldList<F...>& list, M member)
{
    std::string_view key;
    const std::size_t index = indexIn(list, member);
    std::size_t i = 0;
    std::apply([&](const F&... f) { ((key = i++ == index ? f.key : key), ...); }, list.fields);
    return key;
}

namespace detail {
template <class M>
struct MemberOf;
template <class Spec, class T>
struct MemberOf<T Spec::*> {
    using Type = Spec;
    using Value = T;
};
} // namespace detail

// The JSON key of a described spec's member: keyOf<&StatSpec::min> is "min".
template <auto Member>
inline constexpr std::string_view keyOf = keyIn(rowListOf<typename detail::MemberOf<decltype(Member)>::Type>(), Member);

} // namespace rb
