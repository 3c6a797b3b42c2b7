#pragma once
// Charts as SVG text, drawn by Rulebench itself (no Qt, no script, nothing
// fetched), for the HTML report: a plot on two linear axes (bars, a line, an
// interval band, points with error bars, a labelled horizontal line) and a
// chart of labelled rows (a dot with its interval, or a bar, a row marked).
// Every label is escaped; tick labels are shortNumber's, as the CLI's
// tables write numbers. Each chart scales to its container (a viewBox, no
// fixed width), so it reads at 1280 px and on a phone.

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace rb::svg {

// Okabe and Ito's palette, distinct for readers with any common colour
// blindness: blue, orange, bluish green, vermilion, reddish purple, sky blue.
inline constexpr const char* kPalette[] = {"#0072B2", "#E69F00", "#009E73", "#D55E00", "#CC79A7", "#56B4E9"};
inline constexpr const char* kInk = "#222222";
inline constexpr const char* kGrid = "#d0d0d0";

struct Range {
    double low = 0, high = 1;
};

// About `count` round tick values covering the range ("nice numbers": 1, 2, 5 times a power of ten).
std::vector<double> ticks(Range range, int count);
// The range widened to round ticks, and made non-empty.
Range niceRange(Range range);

// A plot on two linear axes. Shapes are drawn in the order added.
class Plot {
public:
    Plot(std::string title, std::string xLabel, std::string yLabel, Range x, Range y);

    // A bar from x0 to x1, 0 to y; `tip` shows on hover (an SVG <title>).
    void bar(double x0, double x1, double y, const char* colour, const std::string& tip);
    // A polyline through the points, and a dot at each.
    void line(const std::vector<std::pair<double, double>>& points, const char* colour, const std::string& name);
    // The area between low and high along x (an interval band).
    void band(const std::vector<double>& x, const std::vector<double>& low, const std::vector<double>& high,
              const char* colour);
    // A dashed horizontal line across the plot, labelled at its right end.
    void horizontal(double y, const char* colour, const std::string& label);
    // Labels the x axis with words at given positions instead of numbers (a sweep's values).
    void categories(std::vector<std::pair<double, std::string>> labels);
    // A legend entry (drawn in one line above the plot, from the left).
    void legend(const char* colour, const std::string& name);

    std::string svg() const;

private:
    double px(double x) const;
    double py(double y) const;
    std::string axes() const;

    std::string title_, xLabel_, yLabel_;
    Range x_, y_;
    std::vector<std::pair<double, std::string>> categories_;
    std::vector<std::pair<const char*, std::string>> legend_;
    std::string shapes_;
};

// One row of a row chart: a dot at `value` with its interval, or a bar from 0.
struct Row {
    std::string label;
    double value = 0;
    std::optional<std::pair<double, double>> interval; // drawn as an error bar
    bool bar = false;
    bool marked = false;  // drawn in the marked colour with `note`
    std::string note;     // after the row ("never used", "changed")
    const char* colour = kPalette[0];
};

// Labelled rows on one horizontal axis, with a line at 0 when the axis crosses it.
std::string rowChart(const std::string& title, const std::string& axisLabel, const std::vector<Row>& rows);

} // namespace rb::svg
