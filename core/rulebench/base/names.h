#pragma once
// Names into registries as content writes them: adding a definition under a
// name reports a duplicate, looking one up reports an unknown name with a
// "did you mean", each at the place the file wrote it.

#include "rulebench/base/diagnostic.h"
#include "rulebench/base/enum_words.h"
#include "rulebench/base/where.h"
#include "rulebench/base/registry.h"

#include <cstddef>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rb {

// Adds `def` to `registry`, reporting a duplicate name at `where`. A missing
// or empty name was reported when the file was read, so it is skipped quietly.
// `what` is the singular noun the designer reads ("stat", "status").
template <class Def>
std::optional<Id<Def>> addDefinition(Registry<Def>& registry, Def def, const Where& where, std::string_view what)
{
    if (def.name.empty())
        return std::nullopt;
    const std::string name = def.name;
    Result<Id<Def>> id = registry.add(std::move(def));
    if (!id) {
        where.key("name").error("duplicate " + std::string(what) + " name \"" + name + "\"");
        return std::nullopt;
    }
    return *id;
}

// Looks a name up in `registry`, reporting an unknown one at `where` with a
// "did you mean" when a close name exists.
template <class Def>
std::optional<Id<Def>> resolveName(const Registry<Def>& registry, const std::string& name, const Where& where,
                                   std::string_view what)
{
    if (auto id = registry.find(name))
        return id;
    where.error("unknown " + std::string(what) + " \"" + name + "\"" + didYouMean(name, registry.names()));
    return std::nullopt;
}

// "a, b or c": the words a designer may write, for a diagnostic.
inline std::string wordList(std::initializer_list<std::string_view> words)
{
    std::string out;
    std::size_t i = 0;
    for (std::string_view w : words) {
        if (i++)
            out += i == words.size() ? " or " : ", ";
        out += w;
    }
    return out;
}

// `text` without the white space around it.
inline std::string_view trimmed(std::string_view text)
{
    constexpr std::string_view kSpace = " \t\n\v\f\r";
    const std::size_t first = text.find_first_not_of(kSpace);
    if (first == std::string_view::npos)
        return {};
    return text.substr(first, text.find_last_not_of(kSpace) - first + 1);
}

inline std::string wordList(const std::vector<std::string>& words)
{
    std::string out;
    for (std::size_t i = 0; i < words.size(); ++i)
        out += (i == 0 ? "" : i + 1 == words.size() ? " or " : ", ") + words[i];
    return out;
}

// The names of an enum's values, as toString gives them, for a "did you mean".
template <class T, std::size_t N>
std::vector<std::string> namesOf(const T (&values)[N])
{
    std::vector<std::string> out;
    for (const T& v : values)
        out.emplace_back(toString(v));
    return out;
}

// The value among `values` whose word (`word(value)`) is `text`.
template <class T, std::size_t N, class Word>
std::optional<T> parseWord(std::string_view text, const T (&values)[N], Word word)
{
    for (const T& v : values)
        if (word(v) == text)
            return v;
    return std::nullopt;
}

// Every value's word, in order, for a list of what a designer may write.
template <class T, std::size_t N, class Word>
std::vector<std::string> wordsOf(const T (&values)[N], Word word)
{
    std::vector<std::string> out;
    for (const T& v : values)
        out.emplace_back(word(v));
    return out;
}

// Code points in UTF-8 text (a badge or a glyph is one).
inline std::size_t codePointCount(std::string_view utf8)
{
    std::size_t n = 0;
    for (unsigned char c : utf8)
        if ((c & 0xC0) != 0x80)
            ++n;
    return n;
}

} // namespace rb
