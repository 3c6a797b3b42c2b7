#include "rulebench/content/content_check.h"

#include "rulebench/base/json_reader.h"
#include "rulebench/base/utf8.h"
#include "rulebench/content/content_conflicts.h"

#include <cmath>
#include <tuple>
#include <type_traits>

namespace rb {

namespace {

constexpr auto kFields = ContentSpec::fields();

template <class F>
constexpr bool kIsSection = std::decay_t<F>::options.section;

// Calls visit(field, position) for every field of the content file in order,
// `position` counting the sections among them (-1 for a field that is not one).
template <class Visit>
void eachField(Visit&& visit)
{
    int position = 0;
    std::apply(
        [&](const auto&... f) {
            const auto one = [&](const auto& field) {
                if constexpr (kIsSection<decltype(field)>)
                    visit(field, position++);
                else
                    visit(field, -1);
            };
            (one(f), ...);
        },
        kFields.fields);
}

// `in` as parsing its dump() would give it (a whole number not below zero
// unsigned, as the parser keeps it), at `depth` (the file's root object is 1);
// false when its text would not read back so: nested deeper than the parser
// reads, a number that is not finite (written null), text that is not UTF-8
// (dump() refuses it), a key written twice (the parser warns).
bool asParsed(const OrderedJson& in, Json& out, int depth)
{
    switch (in.type()) {
    case OrderedJson::value_t::object: {
        if (depth > kMaxJsonDepth)
            return false;
        out = Json::object();
        auto& members = *out.get_ptr<Json::object_t*>();
        for (const auto& [key, value] : in.items()) {
            if (!isUtf8(key))
                return false;
            auto [it, added] = members.try_emplace(key);
            if (!added || !asParsed(value, it->second, depth + 1))
                return false;
        }
        return true;
    }
    case OrderedJson::value_t::array: {
        if (depth > kMaxJsonDepth)
            return false;
        out = Json::array();
        auto& items = *out.get_ptr<Json::array_t*>();
        items.reserve(in.size());
        for (const auto& value : in)
            if (!asParsed(value, items.emplace_back(), depth + 1))
                return false;
        return true;
    }
    case OrderedJson::value_t::string: {
        const auto& text = in.get_ref<const std::string&>();
        out = text;
        return isUtf8(text);
    }
    case OrderedJson::value_t::number_integer: {
        const auto v = in.get<std::int64_t>();
        out = v >= 0 ? Json(static_cast<std::uint64_t>(v)) : Json(v);
        return true;
    }
    case OrderedJson::value_t::number_float: {
        const double v = in.get<double>();
        out = v;
        return std::isfinite(v);
    }
    case OrderedJson::value_t::number_unsigned: out = in.get<std::uint64_t>(); return true;
    case OrderedJson::value_t::boolean: out = in.get<bool>(); return true;
    case OrderedJson::value_t::null: out = nullptr; return true;
    default: return false; // binary or discarded: never written by a spec
    }
}

// A definition is the third level of the file: the root, its section, itself.
constexpr int kDefinitionDepth = 3;

// What reading `definition`'s written JSON reports, as readSection would read
// it, its paths relative to the definition.
template <class Spec>
DefinitionReads::Entry readDefinition(const Spec& definition)
{
    auto read = std::make_shared<DefinitionRead>();
    Json json;
    if (!asParsed(toJson(definition), json, kDefinitionDepth)) {
        read->needsText = true;
        return read;
    }
    Where where{&read->problems, {}, {}};
    if (const auto name = json.find(kNameKey); name != json.end() && name->is_string())
        where.definition = name->get_ref<const std::string&>();
    ObjectReader reader(json, std::move(where));
    Spec ignored;
    readSpec(reader, ignored);
    return read;
}

} // namespace

void DefinitionReads::reset() { sections_.clear(); }

std::vector<DefinitionReads::Entry>* DefinitionReads::section(std::string_view key)
{
    std::vector<Entry>* found = nullptr;
    eachField([&](const auto& field, int position) {
        if (position >= 0 && field.key == key && static_cast<std::size_t>(position) < sections_.size())
            found = &sections_[static_cast<std::size_t>(position)];
    });
    return found;
}

void DefinitionReads::changed(std::string_view key, std::size_t index)
{
    if (auto* s = section(key); s && index < s->size())
        (*s)[index].reset();
}

void DefinitionReads::inserted(std::string_view key, std::size_t index)
{
    if (auto* s = section(key))
        s->insert(s->begin() + static_cast<std::ptrdiff_t>(std::min(index, s->size())), Entry());
}

void DefinitionReads::removed(std::string_view key, std::size_t index)
{
    if (auto* s = section(key); s && index < s->size())
        s->erase(s->begin() + static_cast<std::ptrdiff_t>(index));
}

void DefinitionReads::fill(const ContentSpec& spec)
{
    eachField([&](const auto& field, int position) {
        if constexpr (kIsSection<decltype(field)>) {
            const auto& definitions = spec.*field.member;
            if (sections_.size() <= static_cast<std::size_t>(position))
                sections_.resize(static_cast<std::size_t>(position) + 1);
            auto& entries = sections_[static_cast<std::size_t>(position)];
            if (entries.size() != definitions.size())
                entries.assign(definitions.size(), Entry());
            for (std::size_t i = 0; i < definitions.size(); ++i) {
                if (!entries[i]) {
                    entries[i] = readDefinition(definitions[i]);
                    ++readsDone_;
                }
            }
        }
    });
}

bool DefinitionReads::needsText() const
{
    for (const auto& entries : sections_)
        for (const Entry& e : entries)
            if (!e || e->needsText)
                return true;
    return false;
}

void DefinitionReads::appendProblems(std::size_t position, std::string_view sectionKey, Diagnostics& out) const
{
    if (position >= sections_.size())
        return;
    const Where sectionWhere = Where{}.key(sectionKey);
    const auto& entries = sections_[position];
    for (std::size_t i = 0; i < entries.size(); ++i) {
        if (!entries[i] || entries[i]->problems.empty())
            continue;
        const std::string prefix = sectionWhere.index(i).path.str();
        for (Diagnostic d : entries[i]->problems.all()) {
            if (d.path.empty())
                d.path = prefix;
            else
                d.path = prefix + (d.path.front() == '[' ? "" : ".") + d.path;
            out.add(std::move(d));
        }
    }
}

namespace {

// The file without its definition sections: what is read again every time.
ContentSpec withoutSections(const ContentSpec& spec)
{
    ContentSpec root;
    eachField([&](const auto& field, int position) {
        if (position < 0)
            root.*field.member = spec.*field.member;
    });
    root.extra = spec.extra;
    return root;
}

// What loadContent reports reading the text of `spec`, as it reports it: the
// conflicts, then the fields in their order (the late ones after), each
// section's definitions from `reads`, then the unknown keys. False when the
// file's own JSON would not read back from its text as it is.
bool readProblems(const ContentSpec& spec, const DefinitionReads& reads, Diagnostics& out)
{
    Json root;
    if (!asParsed(toJson(withoutSections(spec)), root, 1))
        return false;
    ObjectReader r(root, Where{&out, {}, {}});
    if (r.get(kConflictsKey))
        readConflicts(root, r.at(kConflictsKey));
    ContentSpec ignored;
    for (const bool late : {false, true}) {
        eachField([&](const auto& field, int position) {
            if (std::decay_t<decltype(field)>::options.late != late)
                return;
            if constexpr (kIsSection<decltype(field)>) {
                (void)listAt(r, field.key); // known; always a list as a spec writes it
                reads.appendProblems(static_cast<std::size_t>(position), field.key, out);
            } else {
                (void)detail::readField(r, ignored, field);
            }
        });
    }
    ignored.extra = r.finish();
    return true;
}

} // namespace

Validation checkSpec(const ContentSpec& spec, DefinitionReads& reads)
{
    reads.fill(spec);
    Validation v;
    if (reads.needsText() || !readProblems(spec, reads, v.diagnostics))
        return validateContent(serializeContent(spec));
    v.readable = true;
    v.definitions = std::make_shared<const Definitions>(buildDefinitions(spec, v.diagnostics));
    return v;
}

} // namespace rb
