#pragma once
// Well-formed UTF-8 (RFC 3629: no overlong form, no surrogate, nothing past
// U+10FFFF), as the JSON reader, the editor's check and the reports want it.

#include <cstddef>
#include <string_view>

namespace rb {

// The length of the well-formed sequence (an ASCII byte is one) starting at
// s[i], or 0 where none starts there.
std::size_t utf8SequenceLength(std::string_view s, std::size_t i);
bool isUtf8(std::string_view s);

} // namespace rb
