#include "rulebench/content/content_renames.h"

#include "rulebench/content/content.h"
#include "rulebench/content/references.h"
#include "rulebench/content/sections.h"

#include <set>

namespace rb {

std::optional<OrderedJson> normalizedContent(std::string_view bytes, std::string& why)
{
    const ContentLoad load = loadContent(bytes);
    if (!load.spec) {
        why = load.diagnostics.all().empty() ? "not a content file" : format(load.diagnostics.all().front());
        return std::nullopt;
    }
    return contentToJson(*load.spec);
}

std::vector<std::pair<std::string, const OrderedJson*>> definitionsOf(const OrderedJson& content,
                                                                      const std::string& section)
{
    std::vector<std::pair<std::string, const OrderedJson*>> out;
    const auto it = content.find(section);
    if (it == content.end() || !it->is_array())
        return out;
    for (const OrderedJson& definition : *it)
        if (definition.is_object() && definition.contains("name") && definition["name"].is_string())
            out.emplace_back(definition["name"].get<std::string>(), &definition);
    return out;
}

namespace {
OrderedJson withoutName(OrderedJson definition)
{
    definition.erase("name");
    return definition;
}

bool has(const std::vector<std::pair<std::string, const OrderedJson*>>& definitions, const std::string& name)
{
    for (const auto& [n, d] : definitions)
        if (n == name)
            return true;
    return false;
}

// One section's renames: each name gone from `before` paired with the first
// new name in `after` whose definition is the same but for its name.
void sectionRenames(const std::string& section, const OrderedJson& before, const OrderedJson& after,
                    std::vector<ContentRename>& out)
{
    const auto was = definitionsOf(before, section), is = definitionsOf(after, section);
    std::set<std::string> taken;
    for (const auto& [from, old] : was) {
        if (has(is, from))
            continue;
        for (const auto& [to, now] : is)
            if (!has(was, to) && !taken.contains(to) && withoutName(*old) == withoutName(*now)) {
                out.push_back({section, from, to});
                taken.insert(to);
                break;
            }
    }
}
} // namespace

std::vector<ContentRename> findRenames(const OrderedJson& before, const OrderedJson& after)
{
    std::vector<ContentRename> renames;
    for (const SectionInfo& section : contentSections())
        sectionRenames(section.key, before, after, renames);
    return renames;
}

OrderedJson withRenames(const OrderedJson& content, const std::vector<ContentRename>& renames)
{
    if (renames.empty())
        return content;
    ContentLoad load = loadContent(content.dump());
    if (!load.spec) // normalized content always loads; nothing to rename otherwise
        return content;
    ContentSpec& spec = *load.spec;
    for (const ContentRename& rename : renames) {
        const SectionInfo* section = findSection(rename.section);
        if (!section)
            continue;
        for (std::size_t i = 0; i < section->size(spec); ++i)
            if (section->name(spec, i) == rename.from) {
                OrderedJson definition = section->get(spec, i);
                definition["name"] = rename.to;
                section->set(spec, i, Json::parse(definition.dump()));
                break;
            }
        renameReferences(spec, rename.section, rename.from, rename.to);
    }
    return contentToJson(spec);
}

} // namespace rb
