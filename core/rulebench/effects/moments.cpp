#include "rulebench/effects/moments.h"

namespace rb {

Registry<MomentDef> engineMoments()
{
    Registry<MomentDef> moments;
    for (const char* name : kEngineMoments)
        moments.add(MomentDef{name});
    return moments;
}

void readSpec(ObjectReader& r, MomentSpec& out)
{
    r.name(out.name);
    out.extra = r.finish();
}

OrderedJson toJson(const MomentSpec& s)
{
    OrderedJson out = OrderedJson::object();
    out["name"] = s.name;
    appendExtra(out, s.extra);
    return out;
}

void readMoments(ObjectReader& root, std::vector<MomentSpec>& out)
{
    const Json* list = root.get("moments");
    if (!list)
        return;
    const Where w = root.at("moments");
    if (!list->is_array()) {
        w.error("expected a list, got " + describeType(*list));
        return;
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
}

} // namespace rb
