#include "rulebench/base/diagnostic.h"

#include <algorithm>

namespace rb {

SplitPath splitDefinitionPath(std::string_view path)
{
    // A definition is the first "section[index]" of a path.
    const auto close = path.find(']');
    if (close == std::string_view::npos || path.find('[') > close)
        return {std::string(path), {}};
    std::string_view rest = path.substr(close + 1);
    if (!rest.empty() && rest.front() == '.')
        rest.remove_prefix(1);
    return {std::string(path.substr(0, close + 1)), std::string(rest)};
}

std::string format(const Diagnostic& d)
{
    std::string out;
    if (d.line > 0) {
        out = "line " + std::to_string(d.line) + ", column " + std::to_string(d.column) + ": ";
    } else if (!d.definition.empty()) {
        const SplitPath split = splitDefinitionPath(d.path);
        out = split.definition + " \"" + d.definition + "\": ";
        if (!split.field.empty())
            out += split.field + ": ";
    } else if (!d.path.empty()) {
        out = d.path + ": ";
    }
    if (d.severity == Severity::Warning)
        out += "warning: ";
    out += d.message;
    return out;
}

std::string format(std::string_view file, const Diagnostic& d)
{
    std::string out(file);
    if (d.line > 0) {
        out += ":" + std::to_string(d.line) + ":" + std::to_string(d.column) + ": ";
        if (d.severity == Severity::Warning)
            out += "warning: ";
        return out + d.message;
    }
    return out + ": " + format(d);
}

void Diagnostics::error(std::string path, std::string definition, std::string message)
{
    items_.push_back({Severity::Error, std::move(path), std::move(definition), std::move(message)});
}

void Diagnostics::warning(std::string path, std::string definition, std::string message)
{
    items_.push_back({Severity::Warning, std::move(path), std::move(definition), std::move(message)});
}

void Diagnostics::add(Diagnostic d) { items_.push_back(std::move(d)); }

void Diagnostics::append(const Diagnostics& other)
{
    items_.insert(items_.end(), other.items_.begin(), other.items_.end());
}

std::size_t Diagnostics::errorCount() const
{
    return static_cast<std::size_t>(std::count_if(items_.begin(), items_.end(),
                                                  [](const Diagnostic& d) { return d.severity == Severity::Error; }));
}

namespace {
// Edits between two names, a swap of two neighbouring letters counting as
// one ("lnad" is one slip from "land"): the optimal string alignment distance.
std::size_t editDistance(std::string_view a, std::string_view b)
{
    std::vector<std::size_t> before(b.size() + 1), prev(b.size() + 1), row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j)
        prev[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            row[j] = std::min({prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
                row[j] = std::min(row[j], before[j - 2] + 1);
        }
        std::swap(before, prev);
        std::swap(prev, row);
    }
    return prev[b.size()];
}
} // namespace

std::string closestName(std::string_view name, const std::vector<std::string>& candidates)
{
    if (name.size() > 64)
        return {};
    const std::size_t limit = name.size() <= 4 ? 1 : 2;
    std::string best;
    std::size_t bestDistance = limit + 1;
    for (const auto& c : candidates) {
        if (c.size() > 64)
            continue;
        const std::size_t d = editDistance(name, c);
        if (d < bestDistance) {
            bestDistance = d;
            best = c;
        }
    }
    return best;
}

std::string didYouMean(std::string_view name, const std::vector<std::string>& candidates)
{
    const std::string best = closestName(name, candidates);
    return best.empty() ? std::string() : " (did you mean \"" + best + "\"?)";
}

} // namespace rb
