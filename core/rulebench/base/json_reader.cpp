#include "rulebench/base/json_reader.h"

#include "rulebench/base/json_parse.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace rb {

namespace {
bool isPlainKey(std::string_view k)
{
    if (k.empty())
        return false;
    return std::all_of(k.begin(), k.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
    });
}
} // namespace

// Paths are built for every value read: inline, they cost a copy, no allocation.
Where Where::key(std::string_view k) const
{
    Where w{diagnostics, path, definition};
    if (isPlainKey(k)) {
        if (!path.empty())
            w.path.append(".");
        w.path.append(k);
    } else if (std::all_of(k.begin(), k.end(), [](char c) { return c >= 0x20 && c < 0x7f && c != '"' && c != '\\'; })) {
        w.path.append("[\"").append(k).append("\"]"); // what dump() writes for plain text, without a Json
    } else {
        w.path.append("[").append(Json(std::string(k)).dump()).append("]");
    }
    return w;
}

Where Where::index(std::size_t i) const
{
    char digits[24];
    digits[0] = '[';
    char* end = std::to_chars(digits + 1, digits + sizeof digits - 1, i).ptr;
    *end++ = ']';
    Where w{diagnostics, path, definition};
    w.path.append(std::string_view(digits, static_cast<std::size_t>(end - digits)));
    return w;
}

Where Where::named(std::string definitionName) const
{
    Where w = *this;
    w.definition = std::move(definitionName);
    return w;
}

void Where::error(std::string message) const
{
    if (diagnostics)
        diagnostics->error(path.str(), definition.str(), std::move(message));
}

void Where::warning(std::string message) const
{
    if (diagnostics)
        diagnostics->warning(path.str(), definition.str(), std::move(message));
}

std::string describeType(const Json& j)
{
    switch (j.type()) {
    case Json::value_t::null: return "null";
    case Json::value_t::object: return "an object";
    case Json::value_t::array: return "a list";
    case Json::value_t::string: return "text " + j.dump();
    case Json::value_t::boolean: return j.get<bool>() ? "true" : "false";
    case Json::value_t::number_integer:
    case Json::value_t::number_unsigned:
    case Json::value_t::number_float: return "the number " + j.dump();
    default: return "something else";
    }
}

bool read(const Json& j, const Where& w, std::string& out)
{
    if (!j.is_string()) {
        w.error("expected text, got " + describeType(j));
        return false;
    }
    out = j.get<std::string>();
    return true;
}

bool read(const Json& j, const Where& w, std::int64_t& out)
{
    if (j.is_number_integer() || j.is_number_unsigned()) {
        // Compared without llabs: the magnitude of INT64_MIN does not fit.
        const bool tooLarge = j.is_number_unsigned()
                                  ? j.get<std::uint64_t>() > static_cast<std::uint64_t>(kMaxContentNumber)
                                  : j.get<std::int64_t>() > kMaxContentNumber || j.get<std::int64_t>() < -kMaxContentNumber;
        if (tooLarge) {
            w.error("the number " + j.dump() + " is too large (at most " + std::to_string(kMaxContentNumber) + ")");
            return false;
        }
        out = j.is_number_unsigned() ? static_cast<std::int64_t>(j.get<std::uint64_t>()) : j.get<std::int64_t>();
        return true;
    }
    if (j.is_number_float()) {
        const double d = j.get<double>();
        if (std::isfinite(d) && std::floor(d) == d && std::fabs(d) <= static_cast<double>(kMaxContentNumber)) {
            out = static_cast<std::int64_t>(d);
            return true;
        }
        if (std::isfinite(d) && std::floor(d) == d) {
            w.error("the number " + j.dump() + " is too large (at most " + std::to_string(kMaxContentNumber) + ")");
            return false;
        }
        w.error("expected a whole number, got " + describeType(j));
        return false;
    }
    w.error("expected a whole number, got " + describeType(j));
    return false;
}

bool read(const Json& j, const Where& w, int& out)
{
    std::int64_t v = 0;
    if (!read(j, w, v))
        return false;
    out = static_cast<int>(v);
    return true;
}

bool read(const Json& j, const Where& w, double& out)
{
    if (!j.is_number()) {
        w.error("expected a number, got " + describeType(j));
        return false;
    }
    const double d = j.get<double>();
    if (!std::isfinite(d) || std::fabs(d) > static_cast<double>(kMaxContentNumber)) {
        w.error("the number " + j.dump() + " is too large (at most " + std::to_string(kMaxContentNumber) + ")");
        return false;
    }
    out = d;
    return true;
}

bool read(const Json& j, const Where& w, bool& out)
{
    if (!j.is_boolean()) {
        w.error("expected true or false, got " + describeType(j));
        return false;
    }
    out = j.get<bool>();
    return true;
}

bool read(const Json& j, const Where& w, std::vector<std::string>& out)
{
    if (!j.is_array()) {
        w.error("expected a list of names, got " + describeType(j));
        return false;
    }
    bool ok = true;
    std::vector<std::string> values;
    for (std::size_t i = 0; i < j.size(); ++i) {
        std::string s;
        if (read(j[i], w.index(i), s))
            values.push_back(std::move(s));
        else
            ok = false;
    }
    if (ok)
        out = std::move(values);
    return ok;
}

ObjectReader::ObjectReader(const Json& j, Where where)
    : json_(&j)
    , where_(std::move(where))
{
    if (j.is_object()) {
        object_ = &j;
    } else {
        where_.error("expected an object, got " + describeType(j));
    }
}

const Json* ObjectReader::get(std::string_view key)
{
    if (!object_)
        return nullptr;
    if (knownCount_ < kInlineKnown)
        knownInline_[knownCount_++] = key;
    else
        knownMore_.push_back(key);
    auto it = object_->find(key);
    return it == object_->end() ? nullptr : &*it;
}

bool ObjectReader::has(std::string_view key) const
{
    return object_ && object_->find(key) != object_->end();
}

bool ObjectReader::name(std::string& out)
{
    if (!required("name", out))
        return false;
    if (out.empty()) {
        at("name").error("the name is empty");
        return false;
    }
    return refuseControlCharacters(out, at("name"), "name");
}

bool refuseControlCharacters(std::string_view text, const Where& w, std::string_view what)
{
    if (const auto c = firstControlCharacter(text)) {
        w.error(controlCharacterProblem(what, text, *c));
        return false;
    }
    return true;
}

bool ObjectReader::isKnown(std::string_view key) const
{
    const auto inlineEnd = knownInline_.begin() + static_cast<std::ptrdiff_t>(knownCount_);
    return std::find(knownInline_.begin(), inlineEnd, key) != inlineEnd
           || std::find(knownMore_.begin(), knownMore_.end(), key) != knownMore_.end();
}

Json ObjectReader::finish()
{
    Json extra; // null, as appendExtra takes it, until there is something to keep
    if (!object_)
        return Json::object();
    std::vector<std::string> knownNames; // for "did you mean", made at the first unknown key
    for (auto it = object_->begin(); it != object_->end(); ++it) {
        const std::string& key = it.key();
        if (std::find(invalid_.begin(), invalid_.end(), std::string_view(key)) != invalid_.end()) {
            extra[key] = it.value();
            continue;
        }
        if (isKnown(key))
            continue;
        extra[key] = it.value();
        if (!key.empty() && key.front() == '_')
            continue;
        if (knownNames.empty()) {
            knownNames.assign(knownInline_.begin(), knownInline_.begin() + static_cast<std::ptrdiff_t>(knownCount_));
            knownNames.insert(knownNames.end(), knownMore_.begin(), knownMore_.end());
        }
        at(key).error("unknown key \"" + key + "\"" + didYouMean(key, knownNames));
    }
    return extra;
}

OrderedJson toOrdered(const Json& j)
{
    switch (j.type()) {
    case Json::value_t::object: {
        OrderedJson out = OrderedJson::object();
        for (auto it = j.begin(); it != j.end(); ++it)
            out[it.key()] = toOrdered(it.value());
        return out;
    }
    case Json::value_t::array: {
        OrderedJson out = OrderedJson::array();
        for (const auto& v : j)
            out.push_back(toOrdered(v));
        return out;
    }
    case Json::value_t::string: return j.get<std::string>();
    case Json::value_t::boolean: return j.get<bool>();
    case Json::value_t::number_integer: return j.get<std::int64_t>();
    case Json::value_t::number_unsigned: return j.get<std::uint64_t>();
    case Json::value_t::number_float: return j.get<double>();
    default: return nullptr;
    }
}

void appendExtra(OrderedJson& out, const Json& extra)
{
    if (!extra.is_object())
        return;
    for (auto it = extra.begin(); it != extra.end(); ++it)
        out[it.key()] = toOrdered(it.value());
}

namespace {
// nlohmann reports a byte offset; designers want a line and a column.
void lineAndColumn(std::string_view bytes, std::size_t offset, int& line, int& column)
{
    offset = std::min(offset, bytes.size());
    line = 1;
    std::size_t lineStart = 0;
    for (std::size_t i = 0; i < offset; ++i) {
        if (bytes[i] == '\n') {
            ++line;
            lineStart = i + 1;
        }
    }
    column = static_cast<int>(offset - lineStart) + 1;
}

// nlohmann's message, without its "[json.exception.parse_error.101] parse error at line 1, column 2: " prefix.
std::string plainSyntaxMessage(const std::string& what)
{
    std::string msg = what;
    const auto colon = msg.find(": ", msg.find("parse error"));
    if (colon != std::string::npos)
        msg = msg.substr(colon + 2);
    if (const auto dash = msg.find(" - "); dash != std::string::npos)
        msg.replace(dash, 3, ": ");
    if (msg.rfind("syntax error", 0) != 0)
        msg = "syntax error: " + msg;
    return msg;
}

// nlohmann points one past the offending token; a designer wants its start.
std::size_t tokenStart(std::string_view bytes, std::size_t end)
{
    if (end == 0 || end > bytes.size())
        return end > bytes.size() ? bytes.size() : end;
    std::size_t last = end - 1;
    if (bytes[last] == '"') { // a string literal: back to its opening quote
        for (std::size_t i = last; i-- > 0;) {
            if (bytes[i] == '"' && (i == 0 || bytes[i - 1] != '\\'))
                return i;
        }
    }
    return last;
}
// Where brackets first nest deeper than kMaxJsonDepth, or npos. One pass over
// the bytes, so the parse itself needs no callback (nlohmann's callback
// parser is quadratic in list length).
std::size_t firstTooDeep(std::string_view bytes)
{
    int depth = 0;
    bool inString = false;
    for (std::size_t i = 0; i < bytes.size(); ++i) {
        const char c = bytes[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth > kMaxJsonDepth)
                return i;
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return std::string_view::npos;
}
} // namespace

namespace {
// Builds the tree as Json::parse does, but stops at the first object or list
// nested deeper than kMaxJsonDepth: the depth is checked in the same pass.
class DepthLimitedDom : public nlohmann::detail::json_sax_dom_parser<Json> {
public:
    using Base = nlohmann::detail::json_sax_dom_parser<Json>;
    explicit DepthLimitedDom(Json& result) : Base(result, true) {}
    bool start_object(std::size_t n) { return ++depth_ <= kMaxJsonDepth && Base::start_object(n); }
    bool end_object() { --depth_; return Base::end_object(); }
    bool start_array(std::size_t n) { return ++depth_ <= kMaxJsonDepth && Base::start_array(n); }
    bool end_array() { --depth_; return Base::end_array(); }

private:
    int depth_ = 0;
};

// Too deep anywhere wins over any other problem, wherever that comes first.
bool reportTooDeep(std::string_view bytes, Diagnostics& diagnostics)
{
    const std::size_t deep = firstTooDeep(bytes);
    if (deep == std::string_view::npos)
        return false;
    Diagnostic d;
    lineAndColumn(bytes, deep, d.line, d.column);
    d.message = "syntax error: objects and lists nest more than " + std::to_string(kMaxJsonDepth) + " deep here";
    diagnostics.add(d);
    return true;
}
// Each key written twice in one object: nlohmann would keep the later value
// without a word, and so does the reader, but the designer hears of it.
void reportDuplicates(std::string_view bytes, const Json& root, const std::vector<detail::DuplicateKey>& duplicates,
                      Diagnostics& diagnostics)
{
    for (const detail::DuplicateKey& dup : duplicates) {
        std::string definition;
        if (!dup.section.empty()) {
            const auto list = root.find(dup.section);
            if (list != root.end() && list->is_array() && dup.index < list->size()) {
                const Json& entry = (*list)[dup.index];
                const auto name = entry.find("name"); // end() when not an object
                if (name != entry.end() && name->is_string())
                    definition = name->get<std::string>();
            }
        }
        int line = 0, column = 0;
        lineAndColumn(bytes, dup.offset, line, column);
        diagnostics.error(dup.path, std::move(definition),
                          "duplicate key " + Json(dup.key).dump() + " (line " + std::to_string(line) + ", column "
                              + std::to_string(column) + "): the later one wins");
    }
}
} // namespace

std::optional<Json> parseJson(std::string_view bytes, Diagnostics& diagnostics)
{
    Diagnostic d;
    if (bytes.size() >= 3 && static_cast<unsigned char>(bytes[0]) == 0xEF && static_cast<unsigned char>(bytes[1]) == 0xBB
        && static_cast<unsigned char>(bytes[2]) == 0xBF) {
        Diagnostic bom;
        bom.severity = Severity::Warning;
        bom.line = 1;
        bom.column = 1;
        bom.message = "the file starts with a UTF-8 byte order mark; it is skipped, and saving writes the file without it";
        diagnostics.add(bom);
        bytes.remove_prefix(3);
    }
    if (bytes.find_first_not_of(" \t\r\n") == std::string_view::npos) {
        d.line = 1;
        d.column = 1;
        d.message = "syntax error: the file is empty";
        diagnostics.add(d);
        return std::nullopt;
    }
    {
        Json result;
        std::vector<detail::DuplicateKey> duplicates;
        if (detail::parseStrictJson(bytes, kMaxJsonDepth, result, duplicates)) {
            reportDuplicates(bytes, result, duplicates, diagnostics);
            return result;
        }
    }
    // nlohmann says what is wrong, in the words diagnostics have always used.
    // Only the strict reader gives a value, so its checks (duplicate keys,
    // depth) hold for every file: nlohmann reading what it refused is a bug
    // (fuzz_content looks for one), said rather than read unchecked.
    try {
        Json result;
        DepthLimitedDom dom(result);
        if (Json::sax_parse(bytes.begin(), bytes.end(), &dom)) {
            d.message = "syntax error: the file's JSON reads one way with nlohmann and not at all with Rulebench's "
                        "reader; please report it with the file";
            diagnostics.add(d);
            return std::nullopt;
        }
        // Without an exception, only the depth limit stops the parse.
        if (!reportTooDeep(bytes, diagnostics)) {
            d.message = "syntax error: objects and lists nest too deep";
            diagnostics.add(d);
        }
        return std::nullopt;
    } catch (const Json::parse_error& e) {
        if (reportTooDeep(bytes, diagnostics))
            return std::nullopt;
        // byte is 1-based and points one past the offending character
        lineAndColumn(bytes, tokenStart(bytes, e.byte), d.line, d.column);
        d.message = plainSyntaxMessage(e.what());
        diagnostics.add(d);
        return std::nullopt;
    } catch (const Json::out_of_range& e) {
        if (reportTooDeep(bytes, diagnostics))
            return std::nullopt;
        // A number beyond a double ("1e400"): nlohmann names it but not where.
        const std::string what = e.what();
        const auto open = what.find('\''), close = what.rfind('\'');
        const std::string number = open != std::string::npos && close > open ? what.substr(open + 1, close - open - 1) : "";
        const std::size_t at = number.empty() ? std::string_view::npos : bytes.find(number);
        lineAndColumn(bytes, at == std::string_view::npos ? 0 : at, d.line, d.column);
        d.message = number.empty() ? "syntax error: a number is too large to read"
                                   : "syntax error: the number " + number + " is too large to read";
        diagnostics.add(d);
        return std::nullopt;
    }
}

} // namespace rb
