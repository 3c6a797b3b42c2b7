#include "rulebench/report/markup.h"

namespace rb {

namespace {
constexpr const char* kReplacement = "\xEF\xBF\xBD";

// The length of the well-formed UTF-8 sequence starting at `i`, or 0.
std::size_t utf8Length(std::string_view s, std::size_t i)
{
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
    const unsigned char b = byte(i);
    const std::size_t n = b < 0x80 ? 1 : (b >> 5) == 0x6 ? 2 : (b >> 4) == 0xE ? 3 : (b >> 3) == 0x1E ? 4 : 0;
    if (n == 0 || i + n > s.size() || (n == 2 && b < 0xC2))
        return 0;
    for (std::size_t k = 1; k < n; ++k)
        if ((byte(i + k) >> 6) != 0x2)
            return 0;
    if ((n == 3 && b == 0xE0 && byte(i + 1) < 0xA0) || (n == 3 && b == 0xED && byte(i + 1) >= 0xA0)
        || (n == 4 && b == 0xF0 && byte(i + 1) < 0x90) || (n == 4 && (b > 0xF4 || (b == 0xF4 && byte(i + 1) >= 0x90))))
        return 0; // overlong, a surrogate, or past U+10FFFF
    return n;
}

const char* entity(char c)
{
    switch (c) {
    case '&': return "&amp;";
    case '<': return "&lt;";
    case '>': return "&gt;";
    case '"': return "&quot;";
    case '\'': return "&#39;";
    default: return nullptr;
    }
}
} // namespace

std::string escapeMarkup(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        const char c = text[i];
        const std::size_t n = utf8Length(text, i);
        if (n == 0) {
            out += kReplacement;
            ++i;
            continue;
        }
        if (const char* e = entity(c))
            out += e;
        else if (n == 1 && ((static_cast<unsigned char>(c) < 0x20 && c != '\t' && c != '\n' && c != '\r') || c == 0x7f))
            out += kReplacement;
        else
            out.append(text.substr(i, n));
        i += n;
    }
    return out;
}

} // namespace rb
