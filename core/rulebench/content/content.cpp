#include "rulebench/content/content.h"

namespace rb {

namespace {
template <class Spec>
void writeSection(OrderedJson& root, const char* key, const std::vector<Spec>& specs)
{
    if (specs.empty())
        return;
    OrderedJson list = OrderedJson::array();
    for (const auto& s : specs)
        list.push_back(toJson(s));
    root[key] = std::move(list);
}

auto readInto = [](ObjectReader& r, auto& spec) { readSpec(r, spec); };
} // namespace

ContentLoad loadContent(std::string_view bytes)
{
    ContentLoad result;
    std::optional<Json> root = parseJson(bytes, result.diagnostics);
    if (!root)
        return result;
    if (!root->is_object()) {
        result.diagnostics.error({}, {}, "the content file must be an object with sections, got " + describeType(*root));
        return result;
    }

    ContentSpec spec;
    ObjectReader r(*root, Where{&result.diagnostics, {}, {}});
    if (const Json* format = r.get("format")) {
        read(*format, r.at("format"), spec.format);
    } else {
        r.where().error("missing \"format\"; the first line of a content file is \"format\": \"" + std::string(kContentFormat) + "\"");
    }
    readSection(r, "stats", spec.stats, readInto);
    readSection(r, "damage_kinds", spec.damageKinds, readInto);
    readSection(r, "flags", spec.flags, readInto);
    readSection(r, "statuses", spec.statuses, readInto);

    readMoments(r, spec.moments);
    readSection(r, "items", spec.items, readInto);
    readSection(r, "props", spec.props, readInto);

    readSection(r, "actors", spec.actors, readInto);
    readSection(r, "fact_kinds", spec.factKinds, readInto);
    readSection(r, "counters", spec.counters, readInto);
    readSection(r, "quests", spec.quests, readInto);

    spec.extra = r.finish();
    result.spec = std::move(spec);
    return result;
}

OrderedJson contentToJson(const ContentSpec& spec)
{
    OrderedJson root = OrderedJson::object();
    root["format"] = spec.format;
    writeSection(root, "stats", spec.stats);
    writeSection(root, "damage_kinds", spec.damageKinds);
    writeSection(root, "flags", spec.flags);
    writeSection(root, "statuses", spec.statuses);

    writeSection(root, "moments", spec.moments);
    writeSection(root, "items", spec.items);
    writeSection(root, "props", spec.props);

    writeSection(root, "actors", spec.actors);
    writeSection(root, "fact_kinds", spec.factKinds);
    writeSection(root, "counters", spec.counters);
    writeSection(root, "quests", spec.quests);

    appendExtra(root, spec.extra);
    return root;
}

std::string serializeContent(const ContentSpec& spec)
{
    return contentToJson(spec).dump(2) + "\n";
}

} // namespace rb
