#include "rulebench/batch/report_text.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>

namespace rb {

std::string shortNumber(double v)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.4g", v);
    return buffer;
}

std::string intervalText(double low, double high) { return shortNumber(low) + " .. " + shortNumber(high); }

std::string signedText(double v) { return (v > 0 ? "+" : "") + shortNumber(v); }

std::string textTable(const std::vector<std::vector<std::string>>& rows)
{
    std::vector<std::size_t> width;
    for (const auto& row : rows)
        for (std::size_t c = 0; c < row.size(); ++c)
            width.resize(std::max(width.size(), c + 1)), width[c] = std::max(width[c], row[c].size());
    std::string out;
    for (const auto& row : rows) {
        std::string line;
        for (std::size_t c = 0; c < row.size(); ++c)
            line += row[c] + (c + 1 < row.size() ? std::string(width[c] - row[c].size() + 2, ' ') : std::string());
        out += "  " + line + "\n";
    }
    return out;
}

std::string csvField(const std::string& s)
{
    if (s.find_first_of(",\"\r\n") == std::string::npos)
        return s;
    std::string out = "\"";
    for (char c : s)
        out += c == '"' ? std::string("\"\"") : std::string(1, c);
    return out + "\"";
}

namespace {
void writeJson(const OrderedJson& j, int depth, std::string& out)
{
    const auto flat = [](const OrderedJson& a) {
        return std::none_of(a.begin(), a.end(), [](const OrderedJson& e) { return e.is_structured(); });
    };
    if (!j.is_structured() || j.empty() || (j.is_array() && flat(j))) {
        out += j.dump(-1, ' ', false, OrderedJson::error_handler_t::replace); // a file name need not be UTF-8
        return;
    }
    const std::string pad(static_cast<std::size_t>(depth + 1), ' ');
    out += j.is_array() ? "[\n" : "{\n";
    bool first = true;
    for (auto it = j.begin(); it != j.end(); ++it) {
        out += (first ? "" : ",\n") + pad;
        first = false;
        if (j.is_object())
            out += OrderedJson(it.key()).dump(-1, ' ', false, OrderedJson::error_handler_t::replace) + ": ";
        writeJson(*it, depth + 1, out);
    }
    out += "\n" + std::string(static_cast<std::size_t>(depth), ' ') + (j.is_array() ? "]" : "}");
}
} // namespace

std::string indentedJson(const OrderedJson& json)
{
    std::string out;
    writeJson(json, 0, out);
    return out + "\n";
}

OrderedJson jsonNumber(double v)
{
    if (v == std::floor(v) && std::abs(v) < 9007199254740992.0)
        return static_cast<std::int64_t>(v);
    return v;
}

} // namespace rb
