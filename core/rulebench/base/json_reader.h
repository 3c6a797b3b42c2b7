#pragma once
// Reading authored JSON while collecting every problem instead of stopping at
// the first: a Where (base/where.h) says where a value sits, an ObjectReader
// reads the keys of one object and reports the ones nobody asked for.

#include "rulebench/base/where.h"

#include <nlohmann/json.hpp>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rb {

// "a number", "a list", ... for "expected X, got Y" messages.
std::string describeType(const Json& j);

// Typed reads: each reports a wrong type or an out-of-range value at `w`
// and returns false, leaving `out` untouched.
bool read(const Json& j, const Where& w, std::string& out);
bool read(const Json& j, const Where& w, int& out);
bool read(const Json& j, const Where& w, std::int64_t& out);
bool read(const Json& j, const Where& w, double& out);
bool read(const Json& j, const Where& w, bool& out);
bool read(const Json& j, const Where& w, std::vector<std::string>& out);

namespace detail {
// The common case without building a Where: a value of the right type and in
// range reads as read() would; anything else returns false, untouched, and the
// caller falls back to read() for the diagnostic.
inline bool readQuietly(const Json& j, std::string& out)
{
    if (!j.is_string())
        return false;
    out = j.get_ref<const std::string&>();
    return true;
}
inline bool readQuietly(const Json& j, std::int64_t& out)
{
    if (j.is_number_unsigned()) {
        const std::uint64_t v = j.get<std::uint64_t>();
        if (v > static_cast<std::uint64_t>(kMaxContentNumber))
            return false;
        out = static_cast<std::int64_t>(v);
        return true;
    }
    if (!j.is_number_integer())
        return false;
    const std::int64_t v = j.get<std::int64_t>();
    if (v > kMaxContentNumber || v < -kMaxContentNumber)
        return false;
    out = v;
    return true;
}
inline bool readQuietly(const Json& j, int& out)
{
    std::int64_t v = 0;
    if (!readQuietly(j, v))
        return false;
    out = static_cast<int>(v);
    return true;
}
inline bool readQuietly(const Json& j, bool& out)
{
    if (!j.is_boolean())
        return false;
    out = j.get<bool>();
    return true;
}
template <class T>
bool readQuietly(const Json&, T&)
{
    return false;
}
} // namespace detail

class ObjectReader {
public:
    ObjectReader(const Json& j, Where where);

    bool isObject() const { return object_ != nullptr; }
    // The value read, an object or not.
    const Json& json() const { return *json_; }
    const Where& where() const { return where_; }
    Where at(std::string_view key) const { return where_.key(key); }

    // The value under `key`, marking the key as known; null when absent.
    const Json* get(std::string_view key);
    bool has(std::string_view key) const;

    template <class T>
    bool required(std::string_view key, T& out)
    {
        const Json* v = get(key);
        if (!v) {
            if (isObject())
                where_.error("missing \"" + std::string(key) + "\"");
            return false;
        }
        return keepIfInvalid(key, detail::readQuietly(*v, out) || read(*v, at(key), out));
    }

    template <class T>
    bool optional(std::string_view key, std::optional<T>& out)
    {
        const Json* v = get(key);
        if (!v)
            return true;
        T value{};
        if (!keepIfInvalid(key, detail::readQuietly(*v, value) || read(*v, at(key), value)))
            return false;
        out = std::move(value);
        return true;
    }

    template <class T>
    bool optional(std::string_view key, T& out)
    {
        const Json* v = get(key);
        return !v || keepIfInvalid(key, detail::readQuietly(*v, out) || read(*v, at(key), out));
    }

    // A known key whose value could not be read is kept as written (in what
    // finish() returns), so saving a file with a mistake never loses it.
    bool keepIfInvalid(std::string_view key, bool ok)
    {
        if (!ok)
            invalid_.push_back(key);
        return ok;
    }

    // A definition's "name": required, non-empty text without control characters.
    bool name(std::string& out);

    // Reports every key nobody read as unknown (keys starting with '_' are the
    // author's own notes and pass silently) and returns them all, with the
    // known keys whose values were invalid, so a file round-trips without
    // losing what the editor does not understand. A writer appends them after
    // its own keys (appendExtra), where an invalid value replaces the default.
    Json finish();

private:
    bool isKnown(std::string_view key) const;

    const Json* json_;
    const Json* object_ = nullptr;
    Where where_;
    // The keys asked for: most objects have a handful, kept without allocating.
    static constexpr std::size_t kInlineKnown = 16;
    std::array<std::string_view, kInlineKnown> knownInline_;
    std::size_t knownCount_ = 0;
    std::vector<std::string_view> knownMore_;
    std::vector<std::string_view> invalid_;
};

// False, said at `w`, when a name or an id (`what`) holds a control character:
// one would split the event log's lines or run an escape in a terminal.
bool refuseControlCharacters(std::string_view text, const Where& w, std::string_view what);

// The list under `key`: null when absent, or when not a list (said).
inline const Json* listAt(ObjectReader& parent, std::string_view key)
{
    const Json* list = parent.get(key);
    if (list && !list->is_array()) {
        parent.at(key).error("expected a list, got " + describeType(*list));
        return nullptr;
    }
    return list;
}

// Reads a list of definitions under `section` of the root object. Each
// entry's diagnostics carry its name (its text under `nameKey`);
// `readOne(ObjectReader&, Spec&)` fills one spec.
template <class Spec, class ReadOne>
void readSection(ObjectReader& root, std::string_view section, std::vector<Spec>& out, ReadOne readOne,
                 std::string_view nameKey = "name")
{
    const Json* list = listAt(root, section);
    if (!list)
        return;
    const Where w = root.at(section);
    out.reserve(out.size() + list->size());
    for (std::size_t i = 0; i < list->size(); ++i) {
        const Json& entry = (*list)[i];
        Where entryWhere = w.index(i);
        if (entry.is_object()) {
            auto name = entry.find(nameKey);
            if (name != entry.end() && name->is_string())
                entryWhere.definition = name->get_ref<const std::string&>();
        }
        ObjectReader reader(entry, std::move(entryWhere));
        readOne(reader, out.emplace_back()); // read in place: no spec moved per definition
    }
}

// Reads a list of objects (not definitions) under `key`.
template <class Spec, class ReadOne>
void readList(ObjectReader& parent, std::string_view key, std::vector<Spec>& out, ReadOne readOne)
{
    const Json* list = listAt(parent, key);
    if (!list)
        return;
    const Where w = parent.at(key);
    for (std::size_t i = 0; i < list->size(); ++i) {
        ObjectReader reader((*list)[i], w.index(i));
        readOne(reader, out.emplace_back());
    }
}

// Converts for writing: ordered output keeps the order a writer chose.
OrderedJson toOrdered(const Json& j);
// Appends the kept unknown keys of a spec after its known ones.
void appendExtra(OrderedJson& out, const Json& extra);

// Parses bytes, reporting a syntax error with line and column; rejects
// nesting deeper than kMaxJsonDepth so nothing downstream can recurse too far.
inline constexpr int kMaxJsonDepth = 64;
std::optional<Json> parseJson(std::string_view bytes, Diagnostics& diagnostics);
// parseJson for a file that is one object: nothing, said as `notObject`
// followed by what it is ("got a list"), when it is anything else.
inline std::optional<Json> parseObject(std::string_view bytes, Diagnostics& diagnostics, std::string_view notObject)
{
    std::optional<Json> root = parseJson(bytes, diagnostics);
    if (root && !root->is_object()) {
        diagnostics.error({}, {}, std::string(notObject) + ", got " + describeType(*root));
        return std::nullopt;
    }
    return root;
}

} // namespace rb
