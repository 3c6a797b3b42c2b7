#include "rulebench/content/outline.h"

#include "rulebench/content/sections.h"

#include <charconv>

namespace rb {

std::vector<OutlineSection> outline(const ContentSpec& spec)
{
    std::vector<OutlineSection> out;
    for (const SectionInfo& section : contentSections()) {
        OutlineSection s{section.key, section.title, {}};
        const std::size_t n = section.size(spec);
        s.names.reserve(n);
        for (std::size_t i = 0; i < n; ++i)
            s.names.push_back(section.name(spec, i));
        out.push_back(std::move(s));
    }
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
