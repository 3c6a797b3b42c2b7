#include "rulebench/content/content.h"

#include "rulebench/content/content_conflicts.h"

namespace rb {

bool readDurations(ObjectReader& root, std::string_view key, std::vector<DurationSpec>& out)
{
    return readNameList(root, key, out, "duration");
}

bool readMoments(ObjectReader& root, std::string_view key, std::vector<MomentSpec>& out)
{
    return readNameList(root, key, out, "moment");
}

bool readFormat(ObjectReader& root, std::string_view key, std::string& out)
{
    if (const Json* format = root.get(key))
        return read(*format, root.at(key), out); // not kept when it does not read: saving writes the default
    root.where().error("missing \"" + std::string(key) + "\"; the first line of a content file is \"" + std::string(key)
                       + "\": \"" + std::string(kContentFormat) + "\"");
    return false;
}

ContentLoad loadContent(std::string_view bytes)
{
    ContentLoad result;
    std::optional<Json> root = parseObject(bytes, result.diagnostics, "the content file must be an object with sections");
    if (!root)
        return result;
    ObjectReader r(*root, Where{&result.diagnostics, {}, {}});
    // A merge's conflicts: known, each an error, kept as written.
    const Json* conflicts = r.get(kConflictsKey);
    if (conflicts)
        readConflicts(*root, r.at(kConflictsKey));
    readSpec(r, result.spec.emplace());
    if (conflicts)
        result.spec->extra[kConflictsKey] = *conflicts;
    return result;
}

OrderedJson contentToJson(const ContentSpec& spec)
{
    return toJson(spec);
}

std::string serializeContent(const ContentSpec& spec)
{
    return contentToJson(spec).dump(2) + "\n";
}

} // namespace rb
