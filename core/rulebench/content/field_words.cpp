#include "rulebench/content/field_words.h"

#include "rulebench/content/content_fields.h"
#include "rulebench/definitions/effect_schema.h"
#include "rulebench/definitions/registrations.h"

#include <charconv>
#include <vector>

namespace rb {

std::string jsonPointer(std::string_view path)
{
    std::string pointer;
    std::size_t i = 0;
    while (i < path.size()) {
        if (path[i] == '.') {
            ++i;
        } else if (path[i] == '[') {
            const std::size_t close = path.find(']', i);
            if (close == std::string_view::npos)
                break;
            std::string_view inside = path.substr(i + 1, close - i - 1);
            if (inside.size() >= 2 && inside.front() == '"')
                inside = inside.substr(1, inside.size() - 2);
            pointer += '/';
            pointer += inside;
            i = close + 1;
        } else {
            const std::size_t end = path.find_first_of(".[", i);
            pointer += '/';
            pointer += path.substr(i, end == std::string_view::npos ? end : end - i);
            i = end == std::string_view::npos ? path.size() : end;
        }
    }
    return pointer;
}

namespace {

std::vector<std::string_view> keysOf(std::string_view pointer)
{
    std::vector<std::string_view> keys;
    std::size_t i = 0;
    while (i <= pointer.size()) {
        const std::size_t end = std::min(pointer.find('/', i), pointer.size());
        if (end > i)
            keys.push_back(pointer.substr(i, end - i));
        i = end + 1;
    }
    return keys;
}

std::optional<int> indexOf(std::string_view key)
{
    int n = 0;
    const auto [end, error] = std::from_chars(key.data(), key.data() + key.size(), n);
    if (error != std::errc() || end != key.data() + key.size())
        return std::nullopt;
    return n;
}

std::string lowered(std::string_view text)
{
    std::string out(text);
    for (char& c : out)
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
    return out;
}

// A key no row names, as words: "when_empty" is "when empty".
std::string keyWords(std::string_view key)
{
    std::string out(key);
    for (char& c : out)
        if (c == '_')
            c = ' ';
    return out;
}

// One step of a pointer walk: the row (or the effect argument) and its
// words and, for a list with an index after it, how many keys it took.
struct Step {
    const FieldRow* row = nullptr;
    std::string words;
    std::size_t keys = 1;
    const ArgInfo* argument = nullptr;
};

// An effect argument by its key, as the engine's kinds describe it; null for
// a key none of them takes (a game's own kind: its key speaks for itself).
// Keys the kinds share ("status", "turns") share their label.
const ArgInfo* engineArgument(std::string_view key)
{
    static const Registrations engine = Registrations::engine();
    for (const EffectKindDef& kind : engine.effectKinds)
        for (const ArgInfo& arg : kind.args)
            if (arg.name == key)
                return &arg;
    return nullptr;
}

Step stepInto(const FieldTable& table, const RowSet* rows, const std::vector<std::string_view>& keys, std::size_t i,
              bool underArgs)
{
    const FieldRow* row = rows ? rows->find(keys[i]) : nullptr;
    if (underArgs) {
        if (const ArgInfo* arg = engineArgument(keys[i]))
            return {nullptr, lowered(labelOf(*arg)), 1, arg};
    }
    if (!row) {
        const std::optional<int> n = indexOf(keys[i]);
        return {nullptr, n ? "item " + std::to_string(*n + 1) : keyWords(keys[i]), 1};
    }
    const std::optional<int> n = i + 1 < keys.size() ? indexOf(keys[i + 1]) : std::nullopt;
    if (row->shape == FieldShape::List && n)
        return {row, lowered(entryWord(table, *row)) + " " + std::to_string(*n + 1), 2};
    // An effect's arguments are its own fields in the form: "effect 1, roll", not
    // "effect 1, arguments, roll"; a problem with them all is the effect's.
    if (row->shape == FieldShape::EffectArgs)
        return {row, "", 1};
    return {row, lowered(row->about.label), 1};
}

// Walks `pointer` through the rows of a definition of `section`, calling
// `visit` with each step's words; the last step's row, or null.
template <class Visit>
const FieldRow* walkRows(const FieldTable& table, std::string_view section, std::string_view pointer, Visit&& visit,
                         const ArgInfo** argumentOut = nullptr)
{
    const std::vector<std::string_view> keys = keysOf(pointer);
    const RowSet* rows = sectionRows(table, section);
    const FieldRow* last = nullptr;
    const ArgInfo* argument = nullptr;
    bool underArgs = false;
    // Inside a condition: its words ("stat at most"), its lists' entries
    // ("condition 2"), and a stat bound's parts (its stat and value rows).
    bool inCondition = false;
    const RowSet* conditionParts = nullptr;
    for (std::size_t i = 0; i < keys.size();) {
        if (inCondition) {
            const std::optional<int> n = indexOf(keys[i]);
            visit(n ? "condition " + std::to_string(*n + 1) : keyWords(keys[i]));
            last = nullptr;
            argument = nullptr;
            const bool bound = keys[i] == "stat_at_most" || keys[i] == "stat_at_least";
            rows = bound ? conditionParts : nullptr;
            inCondition = n || keys[i] == "not" || keys[i] == "all" || keys[i] == "any";
            ++i;
            continue;
        }
        const Step step = stepInto(table, rows, keys, i, underArgs);
        visit(step.words);
        last = step.row;
        argument = step.argument;
        // Into an object's or a list's rows; below a key no row names, keys speak for themselves.
        const bool opens = step.row && (step.row->shape == FieldShape::Object || step.row->shape == FieldShape::List);
        rows = opens ? table.under(*step.row) : nullptr;
        // A granted modifier is written as a status's modifier is.
        if (argument && argument->type == ArgType::Modifier)
            rows = &table.rowsOf<ModifierSpec>();
        underArgs = step.row && step.row->shape == FieldShape::EffectArgs;
        if (step.row && step.row->shape == FieldShape::Condition) {
            inCondition = true;
            conditionParts = table.under(*step.row);
        }
        i += step.keys;
    }
    if (argumentOut)
        *argumentOut = argument;
    return last;
}

std::string withArticle(const std::string& noun)
{
    const bool vowel = !noun.empty() && std::string_view("aeiou").find(noun.front()) != std::string_view::npos;
    return (vowel ? "an " : "a ") + noun;
}

bool isChoice(const FieldRow* row)
{
    return row
           && (row->shape == FieldShape::Choice || row->shape == FieldShape::Reference
               || row->shape == FieldShape::EffectKind);
}

// The text between the quotes of `message` when it is `prefix"text"` exactly.
std::optional<std::string_view> quoted(std::string_view message, std::string_view prefix)
{
    if (message.substr(0, prefix.size()) != prefix || message.size() < prefix.size() + 2)
        return std::nullopt;
    const std::string_view rest = message.substr(prefix.size());
    if (rest.front() != '"' || rest.back() != '"')
        return std::nullopt;
    const std::string_view inside = rest.substr(1, rest.size() - 2);
    if (inside.find('"') != std::string_view::npos)
        return std::nullopt;
    return inside;
}

// `unknown fact kind ""`: the words for what was left blank ("fact kind").
std::optional<std::string_view> blankChoice(std::string_view message)
{
    constexpr std::string_view unknown = "unknown ";
    constexpr std::string_view blank = " \"\"";
    if (message.substr(0, unknown.size()) != unknown || message.size() <= unknown.size() + blank.size()
        || message.substr(message.size() - blank.size()) != blank)
        return std::nullopt;
    const std::string_view noun = message.substr(unknown.size(), message.size() - unknown.size() - blank.size());
    for (char c : noun)
        if (!((c >= 'a' && c <= 'z') || c == ' '))
            return std::nullopt;
    return noun;
}

} // namespace

std::string fieldInWords(const FieldTable& fields, std::string_view section, std::string_view pointer)
{
    std::string out;
    walkRows(fields, section, pointer, [&](const std::string& words) {
        if (words.empty())
            return;
        if (!out.empty())
            out += ", ";
        out += words;
    });
    return out;
}

std::string placeInWords(const FieldTable& fields, std::string_view section, std::string_view definition,
                         std::string_view pointer)
{
    const std::string field = fieldInWords(fields, section, pointer);
    return field.empty() ? std::string(definition) : std::string(definition) + ", " + field;
}

std::string problemInWords(const FieldTable& fields, std::string_view section, std::string_view pointer,
                           std::string_view message)
{
    // `missing "op"`: the field is empty; say what to do with it.
    if (const auto key = quoted(message, "missing "); key && !key->empty() && !section.empty()) {
        const ArgInfo* argument = nullptr;
        const FieldRow* row =
            walkRows(fields, section, std::string(pointer) + "/" + std::string(*key), [](const auto&) {}, &argument);
        if (argument) // an effect's argument reads as its own field does
            return (isChosen(argument->type) ? "choose " + withArticle(lowered(labelOf(*argument)))
                                             : "fill in the " + lowered(labelOf(*argument)));
        const std::string label = row ? lowered(row->about.label) : keyWords(*key);
        return isChoice(row) ? "choose " + withArticle(label) : "fill in the " + label;
    }
    if (const auto noun = blankChoice(message))
        return "choose " + withArticle(std::string(*noun));
    return std::string(message);
}

std::string problemPointer(std::string_view pointer, std::string_view message)
{
    if (const auto key = quoted(message, "missing "); key && !key->empty())
        return std::string(pointer) + "/" + std::string(*key);
    return std::string(pointer);
}

} // namespace rb
