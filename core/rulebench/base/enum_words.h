#pragma once
// Enum words without the JSON machinery, so a header low in the stats module
// can spell its enum's words in one table.

#include <array>
#include <cstddef>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rb {

// An enum value and the content file's word for it: a table of these is the
// one place an enum's words are spelled.
template <class T>
struct EnumWord {
    T value;
    std::string_view word;
};

template <class T, std::size_t N>
constexpr std::string_view wordOf(const EnumWord<T> (&words)[N], T value)
{
    for (const EnumWord<T>& w : words)
        if (w.value == value)
            return w.word;
    return words[0].word;
}

template <class T, std::size_t N>
constexpr std::optional<T> parseWord(std::string_view text, const EnumWord<T> (&words)[N])
{
    for (const EnumWord<T>& w : words)
        if (w.word == text)
            return w.value;
    return std::nullopt;
}

template <class T, std::size_t N>
std::vector<std::string> namesOf(const EnumWord<T> (&words)[N])
{
    std::vector<std::string> out;
    for (const EnumWord<T>& w : words)
        out.emplace_back(w.word);
    return out;
}

// The table's words for a message that lists them: "locked, open, done".
template <class T, std::size_t N>
std::string wordsOf(const EnumWord<T> (&words)[N])
{
    std::string out;
    for (const EnumWord<T>& w : words)
        out.append(out.empty() ? "" : ", ").append(w.word);
    return out;
}

// The words of an EnumWord table as a constexpr array, for a field row's
// choices: field(...).oneOf(wordsIn<kStackings>).
template <auto& Table>
inline constexpr auto wordsIn = [] {
    std::array<std::string_view, std::size(Table)> out{};
    for (std::size_t i = 0; i < out.size(); ++i)
        out[i] = Table[i].word;
    return out;
}();

// True when row i of `table` is the row of the enum value i, so a value finds
// its row by index: for a static_assert beside a table indexed by an enum.
template <class Table, class Member>
constexpr bool inEnumOrder(const Table& table, Member member)
{
    for (std::size_t i = 0; i < std::size(table); ++i)
        if (static_cast<std::size_t>(table[i].*member) != i)
            return false;
    return true;
}

} // namespace rb
