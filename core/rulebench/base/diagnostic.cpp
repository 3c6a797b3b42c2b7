#include "rulebench/base/diagnostic.h"

#include <algorithm>
#include <cstdio>

namespace rb {

SplitPath splitDefinitionPath(std::string_view path)
{
    // A definition is the first "section[index]" of a path.
    const auto close = path.find(']');
    if (close == std::string_view::npos || path.find('[') > close)
        return {std::string(path), {}};
    std::string_view rest = path.substr(close + 1);
    if (!rest.empty() && rest.front() == '.')
        rest.remove_prefix(1);
    return {std::string(path.substr(0, close + 1)), std::string(rest)};
}

namespace {
// Where a control character starts in `utf8` (from `from`), its length in bytes and code point.
struct ControlAt {
    std::size_t at = std::string_view::npos;
    std::size_t length = 0;
    char32_t code = 0;
};

ControlAt nextControl(std::string_view utf8, std::size_t from)
{
    for (std::size_t i = from; i < utf8.size(); ++i) {
        const auto c = static_cast<unsigned char>(utf8[i]);
        if (c < 0x20 || c == 0x7F)
            return {i, 1, c};
        // C1 (U+0080 to U+009F) is 0xC2 followed by 0x80 to 0x9F.
        if (c == 0xC2 && i + 1 < utf8.size()) {
            const auto next = static_cast<unsigned char>(utf8[i + 1]);
            if (next >= 0x80 && next <= 0x9F)
                return {i, 2, next};
        }
    }
    return {};
}

std::string codePointName(char32_t c)
{
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "U+%04X", static_cast<unsigned>(c));
    return buffer;
}
} // namespace

std::optional<char32_t> firstControlCharacter(std::string_view utf8)
{
    const ControlAt found = nextControl(utf8, 0);
    if (found.at == std::string_view::npos)
        return std::nullopt;
    return found.code;
}

std::string escapeControlCharacters(std::string_view utf8)
{
    ControlAt found = nextControl(utf8, 0);
    if (found.at == std::string_view::npos)
        return std::string(utf8);
    std::string out;
    std::size_t done = 0;
    while (found.at != std::string_view::npos) {
        out.append(utf8.substr(done, found.at - done));
        char buffer[8];
        std::snprintf(buffer, sizeof buffer, "\\u%04x", static_cast<unsigned>(found.code));
        out += buffer;
        done = found.at + found.length;
        found = nextControl(utf8, done);
    }
    out.append(utf8.substr(done));
    return out;
}

std::string controlCharacterProblem(std::string_view what, std::string_view text, char32_t c)
{
    return "the " + std::string(what) + " \"" + escapeControlCharacters(text) + "\" holds a control character ("
           + codePointName(c) + "); " + std::string(what) + "s are printed in lines and terminals, so they may not";
}

// Names with control characters are refused, but the diagnostic saying so,
// an unknown key or a glyph echoes them: every line is printed escaped.
std::string format(const Diagnostic& d)
{
    std::string out;
    if (d.line > 0) {
        out = "line " + std::to_string(d.line) + ", column " + std::to_string(d.column) + ": ";
    } else if (!d.definition.empty()) {
        const SplitPath split = splitDefinitionPath(d.path);
        out = split.definition + " \"" + d.definition + "\": ";
        if (!split.field.empty())
            out += split.field + ": ";
    } else if (!d.path.empty()) {
        out = d.path + ": ";
    }
    if (d.severity == Severity::Warning)
        out += "warning: ";
    out += d.message;
    return escapeControlCharacters(out);
}

std::string format(std::string_view file, const Diagnostic& d)
{
    std::string out(file);
    if (d.line > 0) {
        out += ":" + std::to_string(d.line) + ":" + std::to_string(d.column) + ": ";
        if (d.severity == Severity::Warning)
            out += "warning: ";
        return escapeControlCharacters(out + d.message);
    }
    std::string line = escapeControlCharacters(out);
    line += ": ";
    line += format(d);
    return line;
}

void Diagnostics::error(std::string path, std::string definition, std::string message)
{
    items_.push_back({Severity::Error, std::move(path), std::move(definition), std::move(message)});
}

void Diagnostics::warning(std::string path, std::string definition, std::string message)
{
    items_.push_back({Severity::Warning, std::move(path), std::move(definition), std::move(message)});
}

void Diagnostics::add(Diagnostic d) { items_.push_back(std::move(d)); }

void Diagnostics::append(const Diagnostics& other)
{
    items_.insert(items_.end(), other.items_.begin(), other.items_.end());
}

std::size_t Diagnostics::errorCount() const
{
    return static_cast<std::size_t>(std::count_if(items_.begin(), items_.end(),
                                                  [](const Diagnostic& d) { return d.severity == Severity::Error; }));
}

namespace {
// Edits between two names, a swap of two neighbouring letters counting as
// one ("lnad" is one slip from "land"): the optimal string alignment distance.
std::size_t editDistance(std::string_view a, std::string_view b)
{
    std::vector<std::size_t> before(b.size() + 1), prev(b.size() + 1), row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j)
        prev[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            row[j] = std::min({prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
                row[j] = std::min(row[j], before[j - 2] + 1);
        }
        std::swap(before, prev);
        std::swap(prev, row);
    }
    return prev[b.size()];
}
} // namespace

namespace {
// The base letter of each of U+00C0 to U+017F that has one, '.' for those
// that decompose to no Latin letter and a mark (Æ, Ø, ß, Đ, Ł, ...).
constexpr std::string_view kBaseLetters = "AAAAAA.CEEEEIIII.NOOOOO..UUUUY..aaaaaa.ceeeeiiii.nooooo..uuuuy.y"
                                          "AaAaAaCcCcCcCcDd..EeEeEeEeEeGgGgGgGgHh..IiIiIiIiI...JjKk.LlLlLl."
                                          "...NnNnNn...OoOoOo..RrRrRrSsSsSsSsTtTt..UuUuUuUuUuUuWwYyYZzZzZz.";
static_assert(kBaseLetters.size() == 0x180 - 0xC0);

// One code point of `s` from `i`, moving `i` past it; a byte that starts no
// well-formed sequence is no code point (nothing), and `i` moves past it alone.
std::optional<char32_t> nextCodePoint(std::string_view s, std::size_t& i)
{
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
    const unsigned char c = byte(i);
    if (c < 0x80) {
        ++i;
        return c;
    }
    const std::size_t length = c >= 0xF8 ? 0 : c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 0;
    if (length == 0 || i + length > s.size()) {
        ++i;
        return std::nullopt;
    }
    char32_t cp = c & (0x7F >> length);
    for (std::size_t k = 1; k < length; ++k) {
        if ((byte(i + k) & 0xC0) != 0x80) {
            ++i;
            return std::nullopt;
        }
        cp = (cp << 6) | (byte(i + k) & 0x3F);
    }
    i += length;
    return cp;
}
} // namespace

std::string withoutAccents(std::string_view utf8)
{
    std::string out;
    for (std::size_t i = 0; i < utf8.size();) {
        const std::size_t start = i;
        const std::optional<char32_t> cp = nextCodePoint(utf8, i);
        if (cp && *cp >= 0x300 && *cp <= 0x36F)
            continue;
        if (cp && *cp >= 0xC0 && *cp < 0x180 && kBaseLetters[*cp - 0xC0] != '.')
            out += kBaseLetters[*cp - 0xC0];
        else
            out.append(utf8.substr(start, i - start));
    }
    return out;
}

std::string closestName(std::string_view name, const std::vector<std::string>& candidates)
{
    const std::string bare = withoutAccents(name);
    for (const auto& c : candidates)
        if (c != name && withoutAccents(c) == bare)
            return c;
    if (name.size() > 64)
        return {};
    const std::size_t limit = name.size() <= 4 ? 1 : 2;
    std::string best;
    std::size_t bestDistance = limit + 1;
    for (const auto& c : candidates) {
        if (c.size() > 64)
            continue;
        const std::size_t d = editDistance(name, c);
        if (d < bestDistance) {
            bestDistance = d;
            best = c;
        }
    }
    return best;
}

std::string didYouMean(std::string_view name, const std::vector<std::string>& candidates)
{
    const std::string best = closestName(name, candidates);
    if (best.empty())
        return {};
    const bool accents = withoutAccents(best) == withoutAccents(name);
    return " (did you mean \"" + best + "\"?" + (accents ? " the two differ only in their accents or how they are written" : "")
        + ")";
}

} // namespace rb
