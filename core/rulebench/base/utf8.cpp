#include "rulebench/base/utf8.h"

namespace rb {

std::size_t utf8SequenceLength(std::string_view s, std::size_t i)
{
    const auto b = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
    const auto in = [](unsigned char c, unsigned char lo, unsigned char hi) { return c >= lo && c <= hi; };
    if (i >= s.size())
        return 0;
    const unsigned char b0 = b(i);
    if (b0 < 0x80)
        return 1;
    std::size_t length = 0;
    unsigned char lo = 0x80, hi = 0xBF; // the second byte's range
    if (in(b0, 0xC2, 0xDF))
        length = 2;
    else if (b0 == 0xE0)
        length = 3, lo = 0xA0;
    else if (in(b0, 0xE1, 0xEC) || in(b0, 0xEE, 0xEF))
        length = 3;
    else if (b0 == 0xED)
        length = 3, hi = 0x9F;
    else if (b0 == 0xF0)
        length = 4, lo = 0x90;
    else if (in(b0, 0xF1, 0xF3))
        length = 4;
    else if (b0 == 0xF4)
        length = 4, hi = 0x8F;
    else
        return 0;
    if (s.size() - i < length || !in(b(i + 1), lo, hi))
        return 0;
    for (std::size_t k = 2; k < length; ++k)
        if (!in(b(i + k), 0x80, 0xBF))
            return 0;
    return length;
}

bool isUtf8(std::string_view s)
{
    for (std::size_t i = 0; i < s.size();) {
        const std::size_t n = utf8SequenceLength(s, i);
        if (n == 0)
            return false;
        i += n;
    }
    return true;
}

} // namespace rb
