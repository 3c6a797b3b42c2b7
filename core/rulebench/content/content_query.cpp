#include "rulebench/content/content_query.h"

#include "rulebench/content/references.h"
#include "rulebench/content/sections.h"

#include <algorithm>
#include <charconv>
#include <compare>
#include <optional>
#include <set>

namespace rb {

namespace {

std::optional<double> numberOf(std::string_view text)
{
    double d = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), d);
    if (text.empty() || error != std::errc() || end != text.data() + text.size())
        return std::nullopt;
    return d;
}

std::optional<std::int64_t> wholeOf(std::string_view text)
{
    std::int64_t n = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), n);
    if (text.empty() || error != std::errc() || end != text.data() + text.size())
        return std::nullopt;
    return n;
}

bool holds(QueryOp op, std::partial_ordering order)
{
    switch (op) {
    case QueryOp::Equal: return order == 0;
    case QueryOp::NotEqual: return order != 0 && order != std::partial_ordering::unordered;
    case QueryOp::Less: return order < 0;
    case QueryOp::LessOrEqual: return order <= 0;
    case QueryOp::Greater: return order > 0;
    case QueryOp::GreaterOrEqual: return order >= 0;
    default: return false;
    }
}

std::optional<std::partial_ordering> compared(const OrderedJson& field, const QueryTest& test)
{
    if (field.is_number_integer()) {
        const std::int64_t value = field.get<std::int64_t>();
        if (const std::optional<std::int64_t> n = wholeOf(test.value))
            return value <=> *n;
    }
    if (field.is_number()) {
        const std::optional<double> n = numberOf(test.value);
        if (!n)
            return std::nullopt;
        return field.get<double>() <=> *n;
    }
    if (field.is_string()) {
        const std::string& text = field.get_ref<const std::string&>();
        // A formula in a number's field has no number to compare with one.
        if (text.starts_with('=') && wholeOf(test.value) && test.op != QueryOp::Equal)
            return std::partial_ordering::unordered;
        return text.compare(test.value) <=> 0;
    }
    if (field.is_boolean()) {
        if (test.op != QueryOp::Equal && test.op != QueryOp::NotEqual)
            return std::nullopt;
        if (test.value != "true" && test.value != "false")
            return std::nullopt;
        return (field.get<bool>() == (test.value == "true")) ? std::partial_ordering::equivalent
                                                             : std::partial_ordering::less;
    }
    if (test.op != QueryOp::Equal && test.op != QueryOp::NotEqual)
        return std::nullopt;
    return field.dump().compare(test.value) <=> 0;
}

bool passes(const OrderedJson& definition, const QueryTest& test)
{
    const OrderedJson* field = cellValue(definition, test.column);
    if (test.op == QueryOp::Absent || test.op == QueryOp::Present)
        return (field != nullptr) == (test.op == QueryOp::Present);
    if (!field)
        return false;
    const std::optional<std::partial_ordering> order = compared(*field, test);
    return order && holds(test.op, *order);
}

std::string nameOf(const OrderedJson& definition)
{
    const auto it = definition.is_object() ? definition.find("name") : definition.end();
    return it != definition.end() && it->is_string() ? it->get<std::string>() : std::string();
}

std::vector<QueryMatch> usesOf(const ContentSpec& content, const ContentQuery& query)
{
    std::set<std::pair<std::size_t, std::size_t>> seen; // (section's order, index)
    std::vector<QueryMatch> out;
    // The visitor only reads here, so visiting through a non-const view is safe (as findReferences does).
    visitReferences(const_cast<ContentSpec&>(content),
                    [&](std::string_view target, std::string& name, const ReferenceSite& site) {
                        if (name != query.name || (!query.section.empty() && target != query.section))
                            return;
                        if (seen.emplace(sectionOrder(site.section), site.index).second)
                            out.push_back({site.section, site.definition, site.index});
                    });
    std::sort(out.begin(), out.end(), [](const QueryMatch& a, const QueryMatch& b) {
        return std::pair(sectionOrder(a.section), a.index) < std::pair(sectionOrder(b.section), b.index);
    });
    return out;
}

} // namespace

bool definitionMatches(const OrderedJson& definition, const QueryNode& where)
{
    switch (where.kind) {
    case QueryNode::Kind::Test:
        return passes(definition, where.test);
    case QueryNode::Kind::And:
        return std::all_of(where.parts.begin(), where.parts.end(),
                           [&](const QueryNode& part) { return definitionMatches(definition, part); });
    case QueryNode::Kind::Or:
        break;
    }
    return std::any_of(where.parts.begin(), where.parts.end(),
                       [&](const QueryNode& part) { return definitionMatches(definition, part); });
}

std::vector<QueryMatch> runWhere(const OrderedJson& content, const ContentQuery& query)
{
    std::vector<QueryMatch> out;
    const auto it = content.is_object() ? content.find(query.section) : content.end();
    if (query.uses || it == content.end() || !it->is_array())
        return out;
    for (std::size_t i = 0; i < it->size(); ++i) {
        const OrderedJson& definition = (*it)[i];
        if (!query.where || definitionMatches(definition, *query.where))
            out.push_back({query.section, nameOf(definition), i});
    }
    return out;
}

std::vector<QueryMatch> runQuery(const ContentSpec& content, const ContentQuery& query)
{
    return query.uses ? usesOf(content, query) : runWhere(contentToJson(content), query);
}

} // namespace rb
