#include "rulebench/content_outline.h"

#include <charconv>

namespace rb {

namespace {
template <class Spec>
OutlineSection section(std::string key, std::string title, const std::vector<Spec>& specs)
{
    OutlineSection s{std::move(key), std::move(title), {}};
    s.names.reserve(specs.size());
    for (const auto& spec : specs)
        s.names.push_back(spec.name);
    return s;
}
} // namespace

std::vector<OutlineSection> outline(const ContentSpec& spec)
{
    std::vector<OutlineSection> out;
    out.push_back(section("stats", "Stats", spec.stats));
    out.push_back(section("damage_kinds", "Damage kinds", spec.damageKinds));
    out.push_back(section("flags", "Flags", spec.flags));
    return out;
}

bool definitionOfPath(std::string_view path, std::string& section, std::size_t& index)
{
    const auto open = path.find('[');
    const auto close = path.find(']');
    if (open == std::string_view::npos || close == std::string_view::npos || close < open || open == 0)
        return false;
    const std::string_view key = path.substr(0, open);
    if (key.find('.') != std::string_view::npos)
        return false;
    std::size_t value = 0;
    const auto digits = path.substr(open + 1, close - open - 1);
    const auto [ptr, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
    if (ec != std::errc() || ptr != digits.data() + digits.size())
        return false;
    section = std::string(key);
    index = value;
    return true;
}

} // namespace rb
