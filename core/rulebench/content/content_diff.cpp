#include "rulebench/content/content_diff.h"

#include "rulebench/content/content_fields.h"
#include "rulebench/content/content_renames.h"
#include "rulebench/content/field_words.h"
#include "rulebench/content/sections.h"
#include "rulebench/content/three_way_merge.h"

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
