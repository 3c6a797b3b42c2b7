#pragma once
// Text put into HTML, SVG or XML: every character that could start markup
// escaped, and the control characters XML 1.0 forbids (all below a space but
// tab, line feed and return) made a U+FFFD, so a name taken from content can
// never open an element, close an attribute or make a file a parser refuses.

#include <string>
#include <string_view>

namespace rb {

// & < > " ' as entities; forbidden control characters as U+FFFD.
std::string escapeMarkup(std::string_view text);

} // namespace rb
