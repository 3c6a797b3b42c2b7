#include "rulebench/content/three_way_merge.h"

#include <algorithm>
#include <set>

namespace rb {

namespace {
bool same(const OrderedJson* a, const OrderedJson* b) { return (!a && !b) || (a && b && *a == *b); }

std::optional<OrderedJson> copyOf(const OrderedJson* value)
{
    return value ? std::optional<OrderedJson>(*value) : std::nullopt;
}

std::vector<std::string> child(std::vector<std::string> path, std::string key)
{
    path.push_back(std::move(key));
    return path;
}

// A list's records by their key, in list order; none when any entry lacks a
// string key or two share one (then the list merges as a plain value).
std::optional<std::vector<std::pair<std::string, const OrderedJson*>>> byKey(const OrderedJson* list,
                                                                              const std::string& key)
{
    std::vector<std::pair<std::string, const OrderedJson*>> out;
    if (!list)
        return out;
    if (!list->is_array())
        return std::nullopt;
    std::set<std::string> seen;
    for (const OrderedJson& entry : *list) {
        const OrderedJson* name = member(&entry, key);
        if (!name || !name->is_string() || !seen.insert(name->get<std::string>()).second)
            return std::nullopt;
        out.emplace_back(name->get<std::string>(), &entry);
    }
    return out;
}

const OrderedJson* find(const std::vector<std::pair<std::string, const OrderedJson*>>& records, const std::string& name)
{
    for (const auto& [n, record] : records)
        if (n == name)
            return record;
    return nullptr;
}
} // namespace

const OrderedJson* member(const OrderedJson* object, const std::string& key)
{
    if (!object || !object->is_object())
        return nullptr;
    const auto it = object->find(key);
    return it == object->end() ? nullptr : &*it;
}

std::string dottedPath(const std::vector<std::string>& path)
{
    std::string out;
    for (const std::string& step : path)
        out += (out.empty() ? "" : ".") + step;
    return out;
}

OrderedJson conflictToJson(const MergeConflict& c)
{
    OrderedJson j = OrderedJson::object();
    j["path"] = dottedPath(c.path);
    j["where"] = c.where;
    if (c.base)
        j["base"] = *c.base;
    if (c.ours)
        j["ours"] = *c.ours;
    if (c.theirs)
        j["theirs"] = *c.theirs;
    return j;
}

void ThreeWayMerge::conflict(const std::vector<std::string>& path, const OrderedJson* base, const OrderedJson* ours,
                             const OrderedJson* theirs)
{
    conflicts_.push_back({path, words_(path), copyOf(base), copyOf(ours), copyOf(theirs)});
}

std::optional<OrderedJson> ThreeWayMerge::value(const std::vector<std::string>& path, const OrderedJson* base,
                                                const OrderedJson* ours, const OrderedJson* theirs, bool atomic)
{
    if (same(ours, theirs))
        return copyOf(ours);
    if (same(base, ours))
        return copyOf(theirs);
    if (same(base, theirs))
        return copyOf(ours);
    const bool bothObjects = ours && theirs && ours->is_object() && theirs->is_object() && (!base || base->is_object());
    if (!atomic && bothObjects)
        return object(base, ours, theirs, [&](const std::string& key, const OrderedJson* b, const OrderedJson* o,
                                              const OrderedJson* t) { return value(child(path, key), b, o, t); });
    // Lists of records (triggers, effects) merge entry by entry while no side
    // added or removed one; a list of plain values ([x, y], names) is one value.
    const bool alignedLists = ours && theirs && base && ours->is_array() && theirs->is_array() && base->is_array()
        && ours->size() == base->size() && theirs->size() == base->size()
        && std::all_of(base->begin(), base->end(), [](const OrderedJson& e) { return e.is_object(); });
    if (!atomic && alignedLists) {
        OrderedJson merged = OrderedJson::array();
        for (std::size_t i = 0; i < base->size(); ++i)
            merged.push_back(*value(child(path, std::to_string(i)), &(*base)[i], &(*ours)[i], &(*theirs)[i]));
        return merged;
    }
    conflict(path, base, ours, theirs);
    return copyOf(ours);
}

OrderedJson ThreeWayMerge::object(const OrderedJson* base, const OrderedJson* ours, const OrderedJson* theirs,
                                  const EachKey& each)
{
    std::vector<std::string> keys;
    std::set<std::string> seen;
    for (const OrderedJson* side : {ours, theirs})
        if (side && side->is_object())
            for (const auto& [key, v] : side->items())
                if (seen.insert(key).second)
                    keys.push_back(key);
    OrderedJson merged = OrderedJson::object();
    for (const std::string& key : keys)
        if (std::optional<OrderedJson> v = each(key, member(base, key), member(ours, key), member(theirs, key)))
            merged[key] = std::move(*v);
    return merged;
}

std::optional<OrderedJson> ThreeWayMerge::record(const std::vector<std::string>& path, const OrderedJson* base,
                                                 const OrderedJson* ours, const OrderedJson* theirs)
{
    if (!base) { // added: on one side, or on both the same way, or a conflict
        if (ours && theirs && *ours != *theirs)
            conflict(path, nullptr, ours, theirs);
        return copyOf(ours ? ours : theirs);
    }
    if (!ours || !theirs) { // deleted on a side: fine when the other left it as it was
        const OrderedJson* kept = ours ? ours : theirs;
        if (!kept || *kept == *base)
            return std::nullopt;
        conflict(path, base, ours, theirs);
        return copyOf(ours);
    }
    return value(path, base, ours, theirs);
}

OrderedJson ThreeWayMerge::records(const std::vector<std::string>& path, const OrderedJson* base,
                                   const OrderedJson* ours, const OrderedJson* theirs, const std::string& key)
{
    const auto b = byKey(base, key), o = byKey(ours, key), t = byKey(theirs, key);
    if (!b || !o || !t) // not records one can tell apart: the list as one value
        return value(path, base, ours, theirs).value_or(OrderedJson::array());
    std::vector<std::string> names;
    std::set<std::string> seen;
    for (const auto* side : {&*b, &*o, &*t})
        for (const auto& [name, r] : *side)
            if (seen.insert(name).second)
                names.push_back(name);
    OrderedJson merged = OrderedJson::array();
    for (const std::string& name : names)
        if (std::optional<OrderedJson> r = record(child(path, name), find(*b, name), find(*o, name), find(*t, name)))
            merged.push_back(std::move(*r));
    return merged;
}

} // namespace rb
