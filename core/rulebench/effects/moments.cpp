#include "rulebench/effects/moments.h"

namespace rb {

Registry<MomentDef> engineMoments()
{
    Registry<MomentDef> moments;
    for (const char* name : kEngineMoments)
        moments.add(MomentDef{name});
    return moments;
}

bool readMoments(ObjectReader& root, std::string_view key, std::vector<MomentSpec>& out)
{
    const Json* list = root.get(key);
    if (!list)
        return true;
    const Where w = root.at(key);
    if (!list->is_array()) {
        w.error("expected a list, got " + describeType(*list));
        return true; // not kept, as no section is
    }
    for (std::size_t i = 0; i < list->size(); ++i) {
        const Json& entry = (*list)[i];
        MomentSpec spec;
        if (entry.is_string()) {
            spec.name = entry.get<std::string>();
            if (spec.name.empty())
                w.index(i).error("a moment's name is empty");
        } else {
            Where entryWhere = w.index(i);
            if (entry.is_object() && entry.contains("name") && entry["name"].is_string())
                entryWhere.definition = entry["name"].get<std::string>();
            ObjectReader reader(entry, entryWhere);
            readSpec(reader, spec);
        }
        out.push_back(std::move(spec));
    }
    return true;
}

} // namespace rb
