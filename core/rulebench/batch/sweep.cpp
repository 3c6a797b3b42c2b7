#include "rulebench/batch/sweep.h"

#include "rulebench/base/diagnostic.h"
#include "rulebench/base/names.h"
#include "rulebench/formula/formula.h"
#include "rulebench/formula/formula_numbers.h"

#include <charconv>
#include <cstdint>

namespace rb {

namespace {
std::optional<std::int64_t> wholeNumber(std::string_view s)
{
    std::int64_t v = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || end != s.data() + s.size() || s.empty())
        return std::nullopt;
    return v;
}

std::vector<std::string> split(std::string_view text, char by)
{
    std::vector<std::string> parts;
    std::size_t from = 0;
    for (std::size_t at = text.find(by); at != std::string_view::npos; from = at + 1, at = text.find(by, from))
        parts.emplace_back(trimmed(text.substr(from, at - from)));
    parts.emplace_back(trimmed(text.substr(from)));
    return parts;
}

bool readRange(std::string_view values, Vary& vary, std::string& error)
{
    const auto dots = values.find("..");
    const auto a = wholeNumber(trimmed(values.substr(0, dots))), b = wholeNumber(trimmed(values.substr(dots + 2)));
    if (!a || !b) {
        error = "a range is two whole numbers, A..B";
        return false;
    }
    if (*b < *a || static_cast<std::uint64_t>(*b - *a) >= kMaxVaryValues) {
        error = "a range goes up, A..B with A <= B, and holds at most " + std::to_string(kMaxVaryValues) + " values";
        return false;
    }
    for (std::int64_t v = *a; v <= *b; ++v) {
        vary.values.emplace_back(v);
        vary.texts.push_back(std::to_string(v));
    }
    return true;
}

// A list's value: a JSON number, true, false or "text", or else plain text ("2d6").
OrderedJson listValue(const std::string& item)
{
    OrderedJson v = OrderedJson::parse(item, nullptr, false);
    if (v.is_discarded() || v.is_structured() || v.is_null())
        v = item;
    return v;
}

bool readList(std::string_view values, Vary& vary, std::string& error)
{
    for (const std::string& item : split(values, ',')) {
        if (item.empty()) {
            error = "an empty value in the list";
            return false;
        }
        vary.values.push_back(listValue(item));
        vary.texts.push_back(item);
    }
    if (vary.values.size() > kMaxVaryValues) {
        error = "at most " + std::to_string(kMaxVaryValues) + " values";
        return false;
    }
    return true;
}

// An element of a list by its name or its position from 1.
OrderedJson* inList(OrderedJson& list, const std::string& segment, const std::string& where, std::string& error)
{
    if (const auto n = wholeNumber(segment)) {
        if (*n >= 1 && static_cast<std::size_t>(*n) <= list.size())
            return &list[static_cast<std::size_t>(*n - 1)];
        error = where + " has " + std::to_string(list.size()) + " entries, counted from 1: no " + segment;
        return nullptr;
    }
    std::vector<std::string> names;
    for (OrderedJson& e : list) {
        if (!e.is_object() || !e.contains("name") || !e["name"].is_string())
            continue;
        if (e["name"].get<std::string>() == segment)
            return &e;
        names.push_back(e["name"].get<std::string>());
    }
    error = where + " has nothing named \"" + segment + "\"" + didYouMean(segment, names);
    return nullptr;
}
} // namespace

namespace {
bool readPath(std::string_view path, Vary& vary, std::string& error)
{
    vary.path = std::string(trimmed(path));
    // #N only at the end: a '#' with a '.' after it is part of a name ("bolt #2").
    std::size_t hash = vary.path.rfind('#');
    if (hash != std::string::npos && vary.path.find('.', hash) != std::string::npos)
        hash = std::string::npos;
    if (hash != std::string::npos) {
        const std::optional<std::int64_t> n = wholeNumber(std::string_view(vary.path).substr(hash + 1));
        if (!n || *n < 1) {
            error = "the path \"" + vary.path + "\" ends in #" + vary.path.substr(hash + 1)
                + ": after # comes which number of the formula, counting from 1 (roll#2)";
            return false;
        }
        vary.number = static_cast<std::size_t>(*n);
    }
    vary.segments = split(std::string_view(vary.path).substr(0, hash), '.');
    for (const std::string& s : vary.segments)
        if (s.empty()) {
            error = "the path \"" + vary.path + "\" has an empty part";
            return false;
        }
    return true;
}
} // namespace

std::optional<Vary> parseSweptValue(std::string_view path, std::string_view value, std::string& error)
{
    Vary vary;
    if (!readPath(path, vary, error))
        return std::nullopt;
    const std::string text(trimmed(value));
    if (text.empty()) {
        error = "no value to set " + vary.path + " to";
        return std::nullopt;
    }
    vary.values.push_back(listValue(text));
    vary.texts.push_back(text);
    return vary;
}

std::optional<Vary> parseVary(std::string_view text, std::string& error)
{
    Vary vary;
    const auto eq = text.find('=');
    if (eq == std::string_view::npos) {
        error = "needs PATH=A..B or PATH=A,B,C";
        return std::nullopt;
    }
    if (!readPath(text.substr(0, eq), vary, error))
        return std::nullopt;
    const std::string_view values = trimmed(text.substr(eq + 1));
    if (values.empty()) {
        error = "no values after the '='";
        return std::nullopt;
    }
    const bool range = values.find("..") != std::string_view::npos && values.find(',') == std::string_view::npos;
    if (!(range ? readRange(values, vary, error) : readList(values, vary, error)))
        return std::nullopt;
    return vary;
}

OrderedJson* findVaried(OrderedJson& content, const Vary& vary, std::string& error)
{
    OrderedJson* at = &content;
    std::string where = "the content";
    for (const std::string& segment : vary.segments) {
        if (at->is_array()) {
            at = inList(*at, segment, where, error);
        } else if (at->is_object()) {
            if (!at->contains(segment)) {
                std::vector<std::string> keys;
                for (const auto& [key, value] : at->items())
                    keys.push_back(key);
                error = where + " has no \"" + segment + "\"" + didYouMean(segment, keys);
                return nullptr;
            }
            at = &(*at)[segment];
        } else {
            error = where + " is a single value: nothing in it is called \"" + segment + "\"";
            return nullptr;
        }
        if (!at)
            return nullptr;
        where = where == "the content" ? segment : where + "." + segment;
    }
    if (at->is_structured()) {
        error = vary.path + " is a list or an object, not one value";
        return nullptr;
    }
    return at;
}

namespace {
// The number #N of the formula at `at`, or null with the reason.
const FormulaNumber* formulaNumberAt(const OrderedJson& at, const Vary& vary, std::vector<FormulaNumber>& numbers,
                                     std::string& error)
{
    const std::string hash = "#" + std::to_string(vary.number);
    const std::string where = vary.path.substr(0, vary.path.rfind('#'));
    if (!at.is_string() || !isFormulaText(at.get<std::string>())) {
        error = where + " is " + (at.is_string() ? at.get<std::string>() : at.dump()) + ", not a formula (a text that "
            "begins with \"=\"): " + hash + " names a number inside a formula";
        return nullptr;
    }
    numbers = formulaNumbers(at.get<std::string>());
    if (vary.number > numbers.size()) {
        error = where + " is the formula \"" + at.get<std::string>() + "\", which has " + std::to_string(numbers.size())
            + (numbers.size() == 1 ? " number" : " numbers") + ", counted from 1: no " + hash;
        return nullptr;
    }
    return &numbers[vary.number - 1];
}
} // namespace

std::optional<OrderedJson> variedValue(const OrderedJson& at, const Vary& vary, std::string& error)
{
    if (vary.number == 0)
        return at;
    std::vector<FormulaNumber> numbers;
    const FormulaNumber* n = formulaNumberAt(at, vary, numbers, error);
    return n ? std::optional<OrderedJson>(n->value) : std::nullopt;
}

bool setVaried(OrderedJson& at, const Vary& vary, const OrderedJson& value, std::string& error)
{
    if (vary.number == 0) {
        at = value;
        return true;
    }
    std::vector<FormulaNumber> numbers;
    const FormulaNumber* n = formulaNumberAt(at, vary, numbers, error);
    if (!n)
        return false;
    if (!value.is_number_integer()
        || (value.is_number_unsigned() && value.get<std::uint64_t>() > std::uint64_t(INT64_MAX))) {
        error = vary.path + " is a whole number of a formula: " + value.dump() + " is not a whole number";
        return false;
    }
    const std::int64_t v = value.get<std::int64_t>();
    if (n->dice && v < 1) {
        error = vary.path + " is a dice term's count or sides, at least 1: not " + std::to_string(v);
        return false;
    }
    std::string text = at.get<std::string>();
    text.replace(n->column - 1, n->length, v < 0 ? "(" + std::to_string(v) + ")" : std::to_string(v));
    at = text;
    return true;
}

std::string variedContent(std::string_view content, const Vary& vary, const OrderedJson& value, std::string& error)
{
    OrderedJson json = OrderedJson::parse(content, nullptr, false);
    if (json.is_discarded()) {
        error = "the content file is not JSON";
        return {};
    }
    OrderedJson* at = findVaried(json, vary, error);
    if (!at || !setVaried(*at, vary, value, error))
        return {};
    // Text that is not UTF-8 (a value typed in another encoding) becomes U+FFFD, which the build then reports.
    return json.dump(2, ' ', false, OrderedJson::error_handler_t::replace);
}

bool checkVaried(std::string_view content, const Vary& vary, std::string& error)
{
    OrderedJson json = OrderedJson::parse(content, nullptr, false);
    if (json.is_discarded()) {
        error = "the content file is not JSON";
        return false;
    }
    const OrderedJson* at = findVaried(json, vary, error);
    if (!at)
        return false;
    for (const OrderedJson& value : vary.values) {
        OrderedJson copy = *at;
        if (!setVaried(copy, vary, value, error))
            return false;
    }
    return true;
}

SessionLoad loadWithContent(const std::string& scenarioPath, const std::string& contentPath, const std::string& content,
                            const SessionOptions& options)
{
    const ReadFile read = [&](const std::string& path, std::string& bytes, std::string& reason) {
        if (path != contentPath)
            return readFileBytes(path, bytes, reason);
        bytes = content;
        return true;
    };
    return loadSession(scenarioPath, options, read);
}

} // namespace rb
