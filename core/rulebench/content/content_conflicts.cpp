#include "rulebench/content/content_conflicts.h"

#include "rulebench/content/content_renames.h"
#include "rulebench/content/sections.h"

#include <algorithm>
#include <exception>
#include <string>

namespace rb {

namespace {
std::string sideInWords(const Json& entry, const char* side)
{
    if (!entry.contains(side))
        return std::string(side) + " none";
    const Json& v = entry[side];
    std::string text = v.is_string() ? v.get<std::string>() : v.dump();
    if (text.size() > 60) { // a play state, a long list: its start is enough to tell the sides apart
        std::size_t cut = 57;
        while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) // not inside a UTF-8 character
            --cut;
        text = text.substr(0, cut) + "...";
    }
    return std::string(side) + " " + text;
}

// "ours 2, theirs 3 (base 1)"
std::string fieldSides(const Json& entry)
{
    return sideInWords(entry, "ours") + ", " + sideInWords(entry, "theirs") + " (" + sideInWords(entry, "base") + ")";
}

// A whole definition in conflict: what each side did with it.
std::string definitionSides(const Json& entry)
{
    if (!entry.contains("base"))
        return "added on both sides with different fields";
    return std::string(entry.contains("ours") ? "ours changed it" : "ours deleted it") + ", "
        + (entry.contains("theirs") ? "theirs changed it" : "theirs deleted it");
}

// The definition's name a path "statuses.scorched.tick.amount" names: the
// longest name of the section that the rest starts with (names may hold dots).
std::optional<std::string> definitionNamed(const Json& content, const std::string& section, const std::string& rest)
{
    std::optional<std::string> best;
    const auto it = content.find(section);
    if (it == content.end() || !it->is_array())
        return best;
    for (const Json& d : *it) {
        const Json name = d.is_object() ? d.value("name", Json()) : Json();
        if (!name.is_string())
            continue;
        const std::string n = name.get<std::string>();
        const bool prefix = rest == n || (rest.starts_with(n) && rest.size() > n.size() && rest[n.size()] == '.');
        if (prefix && (!best || n.size() > best->size()))
            best = n;
    }
    return best;
}
} // namespace

void listConflicts(OrderedJson& merged, const std::vector<MergeConflict>& conflicts)
{
    if (conflicts.empty())
        return;
    OrderedJson list = merged.contains(kConflictsKey) && merged[kConflictsKey].is_array() ? merged[kConflictsKey]
                                                                                          : OrderedJson::array();
    for (const MergeConflict& c : conflicts)
        list.push_back(conflictToJson(c));
    merged[kConflictsKey] = std::move(list);
}

std::optional<ConflictPlace> conflictPlace(const Json& content, const std::string& path)
{
    const std::size_t dot = path.find('.');
    if (dot == std::string::npos || !findSection(path.substr(0, dot)))
        return std::nullopt;
    ConflictPlace place;
    place.section = path.substr(0, dot);
    const std::string rest = path.substr(dot + 1);
    std::optional<std::string> name = definitionNamed(content, place.section, rest);
    if (!name) // a definition one side deleted: the path's next step
        name = rest.substr(0, rest.find('.'));
    place.definition = *name;
    for (std::size_t i = name->size(); i < rest.size(); ++i)
        place.pointer += rest[i] == '.' ? '/' : rest[i];
    return place;
}

void readConflicts(const Json& content, const Where& where)
{
    const Json& conflicts = content.at(kConflictsKey);
    if (!conflicts.is_array()) {
        where.error("expected a list of merge conflicts, got " + describeType(conflicts));
        return;
    }
    for (std::size_t i = 0; i < conflicts.size(); ++i) {
        const Json& entry = conflicts[i];
        const Where at = where.index(i);
        const Json path = entry.is_object() ? entry.value("path", Json()) : Json();
        if (!path.is_string()) {
            at.error("a merge conflict needs its \"path\" (what rulebench merge-content wrote)");
            continue;
        }
        const Json words = entry.value("where", path);
        const std::string place = words.is_string() ? words.get<std::string>() : path.get<std::string>();
        const std::optional<ConflictPlace> in = conflictPlace(content, path.get<std::string>());
        const bool wholeDefinition = in && in->pointer.empty();
        (in ? at.named(in->definition) : at)
            .error("merge conflict at " + place + ": " + (wholeDefinition ? definitionSides(entry) : fieldSides(entry))
                   + "; keep ours or take theirs, which removes this entry");
    }
}

OrderedJson conflictsSchema()
{
    return {{"description", "what `rulebench merge-content` leaves where both sides of a merge changed one place two "
                            "ways, ours kept; validate reports each as an error until it is resolved "
                            "(docs/merging-content.md)"},
            {"type", "array"},
            {"items", {{"$ref", "#/definitions/" + std::string(kConflictSchemaName)}}}};
}

OrderedJson conflictSchema()
{
    const auto side = [](const char* title, const char* description) {
        return OrderedJson{{"title", title}, {"description", description}};
    };
    return {{"type", "object"},
            {"properties",
             {{"path", {{"type", "string"}, {"title", "Path"},
                        {"description", "section, definition and field, e.g. statuses.scorched.tick.amount"}}},
              {"where", {{"type", "string"}, {"title", "Where"},
                         {"description", "the place in the designer's words: scorched, tick each turn, amount"}}},
              {"base", side("Base", "the value both sides started from; absent when it was added")},
              {"ours", side("Ours", "our value, the one the file holds; absent when ours deleted it")},
              {"theirs", side("Theirs", "their value; absent when theirs deleted it")}}},
            {"required", {"path", "where"}},
            {"additionalProperties", false}};
}

namespace {
OrderedJson withoutEntry(OrderedJson content, std::size_t index)
{
    OrderedJson& list = content[kConflictsKey];
    list.erase(index);
    if (list.empty())
        content.erase(kConflictsKey);
    return content;
}

// Theirs at `place`: the definition's field set (or removed when theirs has
// none), or the whole definition replaced, added at the section's end, or removed.
bool takeTheirs(OrderedJson& content, const ConflictPlace& place, const OrderedJson& entry, std::string& why)
{
    OrderedJson& section = content[place.section];
    if (!section.is_array())
        section = OrderedJson::array();
    auto it = std::find_if(section.begin(), section.end(),
                           [&](const OrderedJson& d) { return d.is_object() && d.value("name", "") == place.definition; });
    const bool theirs = entry.contains("theirs");
    if (place.pointer.empty()) {
        if (it != section.end() && theirs)
            *it = entry["theirs"];
        else if (it != section.end())
            section.erase(it);
        else if (theirs)
            section.push_back(entry["theirs"]);
        return true;
    }
    if (it == section.end()) {
        why = "no definition \"" + place.definition + "\" in " + place.section;
        return false;
    }
    try { // an entry edited by hand may name a place this definition cannot have
        const OrderedJson::json_pointer pointer(place.pointer);
        if (theirs) {
            (*it)[pointer] = entry["theirs"];
        } else if (it->contains(pointer)) {
            OrderedJson& parent = (*it)[pointer.parent_pointer()];
            if (parent.is_array())
                parent.erase(std::stoul(pointer.back()));
            else
                parent.erase(pointer.back());
        }
    } catch (const std::exception& e) {
        why = "cannot put theirs at " + place.pointer + " in \"" + place.definition + "\": " + e.what();
        return false;
    }
    return true;
}
} // namespace

std::optional<OrderedJson> resolveConflict(const OrderedJson& content, std::size_t index, ConflictChoice choice,
                                           std::string& why)
{
    const OrderedJson* list = content.contains(kConflictsKey) ? &content[kConflictsKey] : nullptr;
    if (!list || !list->is_array() || index >= list->size()) {
        why = "no merge conflict " + std::to_string(index + 1);
        return std::nullopt;
    }
    const OrderedJson& entry = (*list)[index];
    if (choice == ConflictChoice::KeepOurs)
        return withoutEntry(content, index);
    const OrderedJson path = entry.is_object() ? entry.value("path", OrderedJson()) : OrderedJson();
    const std::optional<ConflictPlace> place =
        path.is_string() ? conflictPlace(Json::parse(content.dump()), path.get<std::string>()) : std::nullopt;
    if (!place) {
        why = "the conflict's path names no definition of this file";
        return std::nullopt;
    }
    OrderedJson resolved = content;
    if (place->pointer == "/name" && entry.value("theirs", OrderedJson()).is_string()) // renamed two ways: references follow
        return withoutEntry(withRenames(content, {{place->section, place->definition, entry["theirs"]}}), index);
    if (!takeTheirs(resolved, *place, entry, why))
        return std::nullopt;
    return withoutEntry(std::move(resolved), index);
}

} // namespace rb
