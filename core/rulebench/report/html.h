#pragma once
// The pieces of the HTML report: the page (inline CSS, no script, nothing
// fetched: it reads with scripts off, at 1280 px and on a phone), its
// sections and table of contents, tables, lists of what was run, command
// lines. Every text given is escaped here; only SVG made by svg.h and markup
// made by these functions is put in as it is.

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace rb::html {

// One result's part of the page: an id for the table of contents, a heading, its markup.
struct Section {
    std::string id;
    std::string title;
    std::string body;
};

// The whole page: a title, a line under it, the table of contents when
// there are several sections, then the sections.
std::string page(const std::string& title, const std::string& subtitle, const std::vector<Section>& sections);

// A table: the first row is the header; every cell escaped. A caption when
// given; `commands`: the last column is a command line (wrapped, monospace).
std::string table(const std::vector<std::vector<std::string>>& rows, const std::string& caption = {},
                  bool commands = false);
// Term and description pairs ("Seed", "11"), each escaped.
std::string facts(const std::vector<std::pair<std::string, std::string>>& rows);
// A heading of the section's parts.
std::string heading(const std::string& text);
// A paragraph of escaped text.
std::string paragraph(const std::string& text);
// A command line to copy, in a code block.
std::string command(const std::string& line);
// Charts side by side where there is room, one under the other on a phone.
std::string charts(const std::vector<std::string>& svgs);

} // namespace rb::html
