#include "rulebench/content/content_diff.h"

#include "rulebench/content/content_fields.h"
#include "rulebench/content/content_renames.h"
#include "rulebench/content/field_words.h"
#include "rulebench/content/sections.h"
#include "rulebench/content/three_way_merge.h"

#include <algorithm>
#include <map>
#include <set>

namespace rb {

namespace {
using Leaves = std::vector<std::pair<std::string, OrderedJson>>; // JSON pointer → value, in document order

// Every leaf of `value` by its pointer; an empty object or list is a leaf.
void collectLeaves(const OrderedJson& value, const std::string& pointer, Leaves& out)
{
    if ((value.is_object() || value.is_array()) && !value.empty()) {
        if (value.is_object())
            for (const auto& [key, v] : value.items())
                collectLeaves(v, pointer + "/" + key, out);
        else
            for (std::size_t i = 0; i < value.size(); ++i)
                collectLeaves(value[i], pointer + "/" + std::to_string(i), out);
        return;
    }
    out.emplace_back(pointer, value);
}

Leaves leavesOf(const OrderedJson* value)
{
    Leaves out;
    if (value)
        collectLeaves(*value, "", out);
    return out;
}

const OrderedJson* leaf(const Leaves& leaves, const std::string& pointer)
{
    for (const auto& [p, v] : leaves)
        if (p == pointer)
            return &v;
    return nullptr;
}

std::optional<OrderedJson> copyOf(const OrderedJson* v) { return v ? std::optional<OrderedJson>(*v) : std::nullopt; }

// The fields that differ between two versions of one definition (or root value).
void fieldChanges(const ContentDifference& where, const OrderedJson* a, const OrderedJson* b, std::vector<ContentDifference>& out)
{
    const Leaves before = leavesOf(a), after = leavesOf(b);
    std::vector<std::string> pointers;
    std::set<std::string> seen;
    for (const Leaves* side : {&before, &after})
        for (const auto& [p, v] : *side)
            if (seen.insert(p).second)
                pointers.push_back(p);
    for (const std::string& p : pointers) {
        const OrderedJson *x = leaf(before, p), *y = leaf(after, p);
        if (x && y && *x == *y)
            continue;
        ContentDifference c = where;
        c.kind = ContentDifference::Kind::Changed;
        c.pointer = p;
        c.before = copyOf(x);
        c.after = copyOf(y);
        out.push_back(std::move(c));
    }
}

const OrderedJson* definitionIn(const std::vector<std::pair<std::string, const OrderedJson*>>& list,
                                const std::string& name)
{
    for (const auto& [n, d] : list)
        if (n == name)
            return d;
    return nullptr;
}

// The positions in `order` of a longest strictly increasing run (patience
// sorting): the definitions that kept their places relative to each other.
std::vector<bool> longestIncreasing(const std::vector<std::size_t>& order)
{
    std::vector<std::size_t> tails, tailAt, previous(order.size(), order.size());
    for (std::size_t i = 0; i < order.size(); ++i) {
        const auto at = std::lower_bound(tails.begin(), tails.end(), order[i]);
        const std::size_t length = static_cast<std::size_t>(at - tails.begin());
        if (length > 0)
            previous[i] = tailAt[length - 1];
        if (at == tails.end()) {
            tails.push_back(order[i]);
            tailAt.push_back(i);
        } else {
            *at = order[i];
            tailAt[length] = i;
        }
    }
    std::vector<bool> kept(order.size(), false);
    for (std::size_t i = tailAt.empty() ? order.size() : tailAt.back(); i < order.size(); i = previous[i])
        kept[i] = true;
    return kept;
}

// The definitions both sides have, in another order: each that moved (the
// fewest that explain the new order), with the one it now comes after.
void orderChanges(const std::string& section, const std::vector<std::pair<std::string, const OrderedJson*>>& before,
                  const std::vector<std::pair<std::string, const OrderedJson*>>& after, std::vector<ContentDifference>& out)
{
    std::map<std::string, std::size_t> placeBefore, timesAfter;
    for (const auto& [name, d] : before)
        placeBefore.emplace(name, placeBefore.size());
    for (const auto& [name, d] : after)
        ++timesAfter[name];
    // A name written twice on either side has no one place (validation says
    // so): it is left out of the order rather than called moved.
    if (placeBefore.size() != before.size())
        for (const auto& entry : before)
            if (std::count_if(before.begin(), before.end(), [&](const auto& b) { return b.first == entry.first; }) > 1)
                placeBefore.erase(entry.first);
    std::vector<std::string> common; // in the new order
    std::vector<std::size_t> order;  // each one's place before
    for (const auto& [name, d] : after)
        if (const auto it = placeBefore.find(name); it != placeBefore.end() && timesAfter[name] == 1) {
            common.push_back(name);
            order.push_back(it->second);
        }
    const std::vector<bool> kept = longestIncreasing(order);
    for (std::size_t i = 0; i < common.size(); ++i)
        if (!kept[i])
            out.push_back({ContentDifference::Kind::Moved, section, common[i], i == 0 ? std::string() : common[i - 1], {}, {}, {}});
}

void sectionChanges(const std::string& section, const OrderedJson& a, const OrderedJson& b,
                    std::vector<ContentDifference>& out)
{
    const auto before = definitionsOf(a, section), after = definitionsOf(b, section);
    std::vector<std::string> names;
    std::set<std::string> seen;
    for (const auto* side : {&before, &after})
        for (const auto& [n, d] : *side)
            if (seen.insert(n).second)
                names.push_back(n);
    for (const std::string& name : names) {
        const OrderedJson *x = definitionIn(before, name), *y = definitionIn(after, name);
        if (!x || !y)
            out.push_back({x ? ContentDifference::Kind::Removed : ContentDifference::Kind::Added, section, name, {}, {}, {}, {}});
        else
            fieldChanges({ContentDifference::Kind::Changed, section, name, {}, {}, {}, {}}, x, y, out);
    }
    orderChanges(section, before, after, out);
}

const char* singular(const std::string& section)
{
    const SectionInfo* info = findSection(section);
    return info ? info->singular.c_str() : section.c_str();
}

// A field outside the sections by its key and pointer: "format", "_notes/0".
std::string rootPlace(const std::string& key, const std::string& pointer)
{
    return pointer.empty() ? key : key + pointer;
}
} // namespace

std::string valueInWords(const OrderedJson& value)
{
    return value.is_string() ? value.get<std::string>() : value.dump();
}

std::vector<ContentDifference> diffContent(const OrderedJson& a, const OrderedJson& b)
{
    const std::vector<ContentRename> renames = findRenames(a, b);
    const OrderedJson renamed = withRenames(a, renames); // references that follow a rename are no change
    std::vector<ContentDifference> changes;
    for (const auto& [key, value] : renamed.items())
        if (!findSection(key) && value != b.value(key, OrderedJson()))
            fieldChanges({ContentDifference::Kind::Changed, "", key, {}, {}, {}, {}}, &value, member(&b, key), changes);
    for (const auto& [key, value] : b.items())
        if (!findSection(key) && !renamed.contains(key))
            fieldChanges({ContentDifference::Kind::Changed, "", key, {}, {}, {}, {}}, nullptr, &value, changes);
    for (const SectionInfo& section : contentSections()) {
        for (const ContentRename& r : renames)
            if (r.section == section.key)
                changes.push_back({ContentDifference::Kind::Renamed, r.section, r.to, r.from, {}, {}, {}});
        sectionChanges(section.key, renamed, b, changes);
    }
    return changes;
}

std::string changeInWords(const ContentDifference& c)
{
    switch (c.kind) {
    case ContentDifference::Kind::Added: return std::string("added ") + singular(c.section) + " " + c.name;
    case ContentDifference::Kind::Removed: return std::string("removed ") + singular(c.section) + " " + c.name;
    case ContentDifference::Kind::Renamed: return std::string("renamed ") + singular(c.section) + " " + c.from + " → " + c.name;
    case ContentDifference::Kind::Moved:
        return std::string("moved ") + singular(c.section) + " " + c.name + ": now "
            + (c.from.empty() ? std::string("first") : "after " + c.from);
    case ContentDifference::Kind::Changed: break;
    }
    const std::string place = c.section.empty() ? rootPlace(c.name, c.pointer)
                                                : placeInWords(contentFields(), c.section, c.name, c.pointer);
    return place + ": " + (c.before ? valueInWords(*c.before) : "(none)") + " → "
        + (c.after ? valueInWords(*c.after) : "(none)");
}

std::vector<std::string> flatContent(const OrderedJson& content)
{
    std::vector<std::string> lines;
    for (const auto& [key, value] : content.items()) {
        if (findSection(key))
            continue;
        for (const auto& [pointer, v] : leavesOf(&value))
            lines.push_back(rootPlace(key, pointer) + ": " + valueInWords(v));
    }
    for (const SectionInfo& section : contentSections())
        for (const auto& [name, definition] : definitionsOf(content, section.key)) {
            lines.push_back(section.singular + " " + name);
            for (const auto& [pointer, v] : leavesOf(definition))
                if (pointer != "/name")
                    lines.push_back(placeInWords(contentFields(), section.key, name, pointer) + ": " + valueInWords(v));
        }
    return lines;
}

} // namespace rb
