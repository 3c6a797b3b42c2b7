#include "rulebench/report/html.h"

#include "rulebench/report/markup.h"
#include "rulebench/version.h"

namespace rb::html {

namespace {
// Okabe–Ito's blue for links and headings' rules; system fonts; tables scroll on their own on a phone.
constexpr const char* kStyle = R"(
:root { color-scheme: light; }
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 1200px; padding: 16px; font: 15px/1.45 system-ui, sans-serif; color: #222; background: #fff; }
h1 { font-size: 1.6em; margin: 0.2em 0; }
h2 { font-size: 1.3em; border-bottom: 3px solid #0072B2; padding-bottom: 4px; margin-top: 2em; }
h3 { font-size: 1.1em; margin-top: 1.5em; }
a { color: #0072B2; }
h1, h2, h3, nav li { overflow-wrap: anywhere; }
.subtitle { color: #555; margin-top: 0; }
nav ol { padding-left: 1.4em; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 16px; margin: 0.5em 0; }
dt { font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; }
.table { overflow-x: auto; margin: 0.5em 0; }
table { border-collapse: collapse; font-variant-numeric: tabular-nums; }
caption { text-align: left; font-weight: 600; padding: 4px 0; }
th, td { border: 1px solid #ccc; padding: 3px 8px; text-align: left; white-space: nowrap; }
th { background: #eef4f9; }
table.commands td:last-child { white-space: normal; overflow-wrap: anywhere; font-family: monospace; min-width: 24em; }
pre { background: #f4f4f4; padding: 8px; overflow-x: auto; white-space: pre-wrap; overflow-wrap: anywhere; }
.charts { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 520px), 1fr)); gap: 12px; }
svg.chart { width: 100%; height: auto; border: 1px solid #e4e4e4; background: #fff; }
.never { color: #D55E00; font-weight: 600; }
@media (max-width: 600px) { body { padding: 8px; font-size: 14px; } dl { grid-template-columns: 1fr; } dd { margin-bottom: 4px; } }
)";
} // namespace

std::string page(const std::string& title, const std::string& subtitle, const std::vector<Section>& sections)
{
    std::string out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                      "<meta name=\"generator\" content=\"Rulebench "
        + escapeMarkup(version()) + "\">\n<title>" + escapeMarkup(title) + "</title>\n<style>" + kStyle
        + "</style>\n</head>\n<body>\n<header>\n<h1>" + escapeMarkup(title) + "</h1>\n<p class=\"subtitle\">"
        + escapeMarkup(subtitle) + "</p>\n</header>\n";
    if (sections.size() > 1) {
        out += "<nav aria-label=\"Contents\">\n<h2>Contents</h2>\n<ol>\n";
        for (const Section& s : sections)
            out += "<li><a href=\"#" + escapeMarkup(s.id) + "\">" + escapeMarkup(s.title) + "</a></li>\n";
        out += "</ol>\n</nav>\n";
    }
    out += "<main>\n";
    for (const Section& s : sections)
        out += "<section id=\"" + escapeMarkup(s.id) + "\">\n<h2>" + escapeMarkup(s.title) + "</h2>\n" + s.body
            + "</section>\n";
    return out + "</main>\n</body>\n</html>\n";
}

std::string table(const std::vector<std::vector<std::string>>& rows, const std::string& caption, bool commands)
{
    std::string out = commands ? "<div class=\"table\"><table class=\"commands\">" : "<div class=\"table\"><table>";
    if (!caption.empty())
        out += "<caption>" + escapeMarkup(caption) + "</caption>";
    for (std::size_t r = 0; r < rows.size(); ++r) {
        out += r == 0 ? "<thead><tr>" : "<tr>";
        for (const std::string& cell : rows[r])
            out += (r == 0 ? "<th>" : "<td>") + escapeMarkup(cell) + (r == 0 ? "</th>" : "</td>");
        out += r == 0 ? "</tr></thead><tbody>\n" : "</tr>\n";
    }
    return out + "</tbody></table></div>\n";
}

std::string facts(const std::vector<std::pair<std::string, std::string>>& rows)
{
    std::string out = "<dl>\n";
    for (const auto& [term, text] : rows)
        out += "<dt>" + escapeMarkup(term) + "</dt><dd>" + escapeMarkup(text) + "</dd>\n";
    return out + "</dl>\n";
}

std::string heading(const std::string& text) { return "<h3>" + escapeMarkup(text) + "</h3>\n"; }

std::string paragraph(const std::string& text) { return "<p>" + escapeMarkup(text) + "</p>\n"; }

std::string command(const std::string& line) { return "<pre><code>" + escapeMarkup(line) + "</code></pre>\n"; }

std::string charts(const std::vector<std::string>& svgs)
{
    std::string out = "<div class=\"charts\">\n";
    for (const std::string& s : svgs)
        out += s + "\n";
    return out + "</div>\n";
}

} // namespace rb::html
