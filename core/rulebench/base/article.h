#pragma once
// Private to core. A content name with its indefinite article, as a sentence reads it: "a
// plate armour", "an incendiary grenade".

#include <string>
#include <string_view>

namespace rb {

inline std::string withArticle(std::string_view name)
{
    const bool vowel = !name.empty() && std::string_view("aeiouAEIOU").find(name.front()) != std::string_view::npos;
    return (vowel ? "an " : "a ") + std::string(name);
}

} // namespace rb
