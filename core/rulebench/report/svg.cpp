#include "rulebench/report/svg.h"

#include "rulebench/batch/report_text.h"
#include "rulebench/report/markup.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>

namespace rb::svg {

namespace {
constexpr double kWidth = 640, kHeight = 300;
constexpr double kLeft = 64, kRight = 24, kTop = 40, kBottom = 48;

std::string n(double v)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.1f", v);
    return buffer;
}

double step(Range r, int count)
{
    const double span = std::max(r.high - r.low, 1e-12);
    const double raw = span / std::max(count, 1);
    const double power = std::pow(10.0, std::floor(std::log10(raw)));
    const double f = raw / power;
    return power * (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10);
}

std::string text(double x, double y, const std::string& words, const char* anchor, const char* extra = "")
{
    return "<text x=\"" + n(x) + "\" y=\"" + n(y) + "\" text-anchor=\"" + anchor + "\"" + extra + ">"
        + escapeMarkup(words) + "</text>";
}

std::string open(const std::string& title, double height)
{
    return "<svg class=\"chart\" viewBox=\"0 0 " + n(kWidth) + " " + n(height)
        + "\" role=\"img\" aria-label=\"" + escapeMarkup(title) + "\" font-family=\"sans-serif\" font-size=\"12\">"
        + "<title>" + escapeMarkup(title) + "</title>" + text(kWidth / 2, 16, title, "middle", " font-weight=\"bold\"");
}
} // namespace

std::vector<double> ticks(Range r, int count)
{
    const double s = step(r, count);
    std::vector<double> out;
    for (double t = std::ceil(r.low / s - 1e-9) * s; t <= r.high + s * 1e-9 && out.size() < 50; t += s)
        out.push_back(std::abs(t) < s * 1e-9 ? 0.0 : t);
    return out;
}

Range niceRange(Range r)
{
    if (!(r.high > r.low)) // equal, or not numbers
        r = std::isfinite(r.low) ? Range{r.low - 1, r.low + 1} : Range{0, 1};
    const double s = step(r, 5);
    return {std::floor(r.low / s + 1e-9) * s, std::ceil(r.high / s - 1e-9) * s};
}

Plot::Plot(std::string title, std::string xLabel, std::string yLabel, Range x, Range y)
    : title_(std::move(title)), xLabel_(std::move(xLabel)), yLabel_(std::move(yLabel)), x_(x), y_(niceRange(y))
{
    if (!(x_.high > x_.low))
        x_ = {x_.low - 1, x_.low + 1};
}

double Plot::px(double x) const { return kLeft + (x - x_.low) / (x_.high - x_.low) * (kWidth - kLeft - kRight); }
double Plot::py(double y) const
{
    return kHeight - kBottom - (y - y_.low) / (y_.high - y_.low) * (kHeight - kTop - kBottom);
}

void Plot::bar(double x0, double x1, double y, const char* colour, const std::string& tip)
{
    const double top = py(std::max(y, 0.0)), bottom = py(std::max(0.0, y_.low));
    shapes_ += "<rect x=\"" + n(px(x0)) + "\" y=\"" + n(top) + "\" width=\"" + n(std::max(px(x1) - px(x0) - 1, 1.0))
        + "\" height=\"" + n(std::max(bottom - top, 0.0)) + "\" fill=\"" + colour + "\"><title>" + escapeMarkup(tip)
        + "</title></rect>";
}

void Plot::line(const std::vector<std::pair<double, double>>& points, const char* colour, const std::string& name)
{
    std::string path;
    for (const auto& [x, y] : points)
        path += (path.empty() ? "" : " ") + n(px(x)) + "," + n(py(y));
    shapes_ += "<polyline points=\"" + path + "\" fill=\"none\" stroke=\"" + colour + "\" stroke-width=\"2\"/>";
    for (const auto& [x, y] : points)
        shapes_ += "<circle cx=\"" + n(px(x)) + "\" cy=\"" + n(py(y)) + "\" r=\"3.5\" fill=\"" + colour + "\"><title>"
            + escapeMarkup(name + ": " + shortNumber(y)) + "</title></circle>";
}

void Plot::band(const std::vector<double>& x, const std::vector<double>& low, const std::vector<double>& high,
                const char* colour)
{
    std::string path;
    for (std::size_t i = 0; i < x.size() && i < high.size(); ++i)
        path += (path.empty() ? "" : " ") + n(px(x[i])) + "," + n(py(high[i]));
    for (std::size_t i = std::min(x.size(), low.size()); i-- > 0;)
        path += " " + n(px(x[i])) + "," + n(py(low[i]));
    shapes_ += "<polygon points=\"" + path + "\" fill=\"" + colour + "\" fill-opacity=\"0.25\" stroke=\"none\"/>";
}

void Plot::horizontal(double y, const char* colour, const std::string& label)
{
    shapes_ += "<line x1=\"" + n(px(x_.low)) + "\" x2=\"" + n(px(x_.high)) + "\" y1=\"" + n(py(y)) + "\" y2=\""
        + n(py(y)) + "\" stroke=\"" + colour + "\" stroke-width=\"2\" stroke-dasharray=\"6 4\"/>"
        + text(px(x_.high) - 4, py(y) - 6, label, "end", (std::string(" fill=\"") + colour + "\"").c_str());
}

void Plot::categories(std::vector<std::pair<double, std::string>> labels) { categories_ = std::move(labels); }

void Plot::legend(const char* colour, const std::string& name) { legend_.push_back({colour, name}); }

std::string Plot::axes() const
{
    std::string out;
    const double left = px(x_.low), right = px(x_.high), bottom = py(y_.low), top = py(y_.high);
    for (double t : ticks(y_, 5))
        out += "<line x1=\"" + n(left) + "\" x2=\"" + n(right) + "\" y1=\"" + n(py(t)) + "\" y2=\"" + n(py(t))
            + "\" stroke=\"" + kGrid + "\"/>" + text(left - 6, py(t) + 4, shortNumber(t), "end");
    if (categories_.empty())
        for (double t : ticks(x_, 6))
            out += text(px(t), bottom + 16, shortNumber(t), "middle");
    for (const auto& [x, words] : categories_)
        out += text(px(x), bottom + 16, words, "middle");
    out += "<line x1=\"" + n(left) + "\" x2=\"" + n(right) + "\" y1=\"" + n(bottom) + "\" y2=\"" + n(bottom)
        + "\" stroke=\"" + kInk + "\"/><line x1=\"" + n(left) + "\" x2=\"" + n(left) + "\" y1=\"" + n(top)
        + "\" y2=\"" + n(bottom) + "\" stroke=\"" + kInk + "\"/>";
    out += text((left + right) / 2, kHeight - 10, xLabel_, "middle");
    out += text(14, (top + bottom) / 2, yLabel_, "middle",
                (" transform=\"rotate(-90 14 " + n((top + bottom) / 2) + ")\"").c_str());
    double x = left; // the legend in one line between the title and the plot, from the left
    for (const auto& [colour, name] : legend_) {
        out += "<rect x=\"" + n(x) + "\" y=\"" + n(kTop - 17) + "\" width=\"10\" height=\"10\" fill=\"" + colour
            + "\"/>" + text(x + 14, kTop - 8, name, "start");
        x += 14 + 7.0 * static_cast<double>(name.size()) + 16;
    }
    return out;
}

std::string Plot::svg() const { return open(title_, kHeight) + axes() + shapes_ + "</svg>"; }

namespace {
constexpr double kRowHeight = 22, kLabelWidth = 200, kNoteWidth = 110;

std::string rowShapes(const Row& r, double y, const std::function<double(double)>& x)
{
    const char* colour = r.marked ? kPalette[3] : r.colour;
    std::string out = text(kLabelWidth - 8, y + 4, r.label, "end");
    const std::string tip = "<title>" + escapeMarkup(r.label + ": " + shortNumber(r.value)
                                                    + (r.interval ? " (" + shortNumber(r.interval->first) + " .. "
                                                                        + shortNumber(r.interval->second) + ")"
                                                                  : std::string()))
        + "</title>";
    if (r.bar)
        out += "<rect x=\"" + n(std::min(x(0), x(r.value))) + "\" y=\"" + n(y - 7) + "\" width=\""
            + n(std::max(std::abs(x(r.value) - x(0)), 1.0)) + "\" height=\"14\" fill=\"" + colour + "\">" + tip
            + "</rect>";
    if (r.interval)
        out += "<line x1=\"" + n(x(r.interval->first)) + "\" x2=\"" + n(x(r.interval->second)) + "\" y1=\"" + n(y)
            + "\" y2=\"" + n(y) + "\" stroke=\"" + colour + "\" stroke-width=\"2\"/><line x1=\"" + n(x(r.interval->first))
            + "\" x2=\"" + n(x(r.interval->first)) + "\" y1=\"" + n(y - 5) + "\" y2=\"" + n(y + 5) + "\" stroke=\""
            + colour + "\" stroke-width=\"2\"/><line x1=\"" + n(x(r.interval->second)) + "\" x2=\""
            + n(x(r.interval->second)) + "\" y1=\"" + n(y - 5) + "\" y2=\"" + n(y + 5) + "\" stroke=\"" + colour
            + "\" stroke-width=\"2\"/>";
    if (!r.bar)
        out += "<circle cx=\"" + n(x(r.value)) + "\" cy=\"" + n(y) + "\" r=\"4\" fill=\"" + colour + "\">" + tip
            + "</circle>";
    if (!r.note.empty())
        out += text(kWidth - kNoteWidth + 8, y + 4, r.note, "start", (std::string(" fill=\"") + colour + "\"").c_str());
    return out;
}
} // namespace

std::string rowChart(const std::string& title, const std::string& axisLabel, const std::vector<Row>& rows)
{
    Range r{0, 0};
    for (const Row& row : rows) {
        r.low = std::min({r.low, row.value, row.interval ? row.interval->first : row.value});
        r.high = std::max({r.high, row.value, row.interval ? row.interval->second : row.value});
    }
    r = niceRange(r);
    const double left = kLabelWidth, right = kWidth - kNoteWidth;
    const auto x = [&](double v) { return left + (v - r.low) / (r.high - r.low) * (right - left); };
    const double height = kTop + kRowHeight * static_cast<double>(rows.size()) + kBottom;
    const double bottom = height - kBottom + 4;
    std::string out = open(title, height);
    for (double t : ticks(r, 5))
        out += "<line x1=\"" + n(x(t)) + "\" x2=\"" + n(x(t)) + "\" y1=\"" + n(kTop - 6) + "\" y2=\"" + n(bottom)
            + "\" stroke=\"" + (t == 0 ? kInk : kGrid) + "\"/>" + text(x(t), bottom + 16, shortNumber(t), "middle");
    out += text((left + right) / 2, height - 10, axisLabel, "middle");
    for (std::size_t i = 0; i < rows.size(); ++i)
        out += rowShapes(rows[i], kTop + kRowHeight * (static_cast<double>(i) + 0.5), x);
    return out + "</svg>";
}

} // namespace rb::svg
