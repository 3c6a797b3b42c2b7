#include "rulebench/report/markup.h"

#include "rulebench/base/utf8.h"

namespace rb {

namespace {
constexpr const char* kReplacement = "\xEF\xBF\xBD";

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
        const std::size_t n = utf8SequenceLength(text, i);
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
