#include "rulebench/content/content_merge.h"

#include "rulebench/content/content.h"
#include "rulebench/content/content_fields.h"
#include "rulebench/content/content_renames.h"
#include "rulebench/content/field_words.h"
#include "rulebench/content/sections.h"

namespace rb {

std::string contentPathInWords(const std::vector<std::string>& path)
{
    if (path.size() < 2 || !findSection(path[0]))
        return dottedPath(path);
    std::string pointer;
    for (std::size_t i = 2; i < path.size(); ++i)
        pointer += "/" + path[i];
    return placeInWords(contentFields(), path[0], path[1], pointer);
}

namespace {
bool sameRename(const ContentRename& a, const ContentRename& b)
{
    return a.section == b.section && a.from == b.from && a.to == b.to;
}

// Both sides' renames made on all three sides, so one definition has one
// name everywhere. Two sides renaming one definition two ways is a conflict
// on its name; ours wins.
struct AlignedSides {
    OrderedJson base, ours, theirs;
};

AlignedSides alignRenames(const OrderedJson& base, const OrderedJson& ours, const OrderedJson& theirs,
                          ThreeWayMerge& merge)
{
    const std::vector<ContentRename> ourRenames = findRenames(base, ours);
    std::vector<ContentRename> theirRenames, theirsToOurs;
    for (const ContentRename& t : findRenames(base, theirs)) {
        bool handled = false;
        for (const ContentRename& o : ourRenames)
            if (o.section == t.section && o.from == t.from) {
                handled = true;
                if (!sameRename(o, t)) {
                    theirsToOurs.push_back({t.section, t.to, o.to});
                    const OrderedJson was = t.from, ourName = o.to, theirName = t.to;
                    merge.conflict({t.section, o.to, "name"}, &was, &ourName, &theirName);
                }
            }
        if (!handled)
            theirRenames.push_back(t);
    }
    std::vector<ContentRename> everyRename = ourRenames;
    everyRename.insert(everyRename.end(), theirRenames.begin(), theirRenames.end());
    std::vector<ContentRename> forTheirs = ourRenames;
    forTheirs.insert(forTheirs.end(), theirsToOurs.begin(), theirsToOurs.end());
    return {withRenames(base, everyRename), withRenames(ours, theirRenames), withRenames(theirs, forTheirs)};
}
} // namespace

ContentMergeResult mergeContent(const OrderedJson& base, const OrderedJson& ours, const OrderedJson& theirs)
{
    ThreeWayMerge merge(&contentPathInWords);
    const AlignedSides sides = alignRenames(base, ours, theirs, merge);
    OrderedJson merged = merge.object(
        &sides.base, &sides.ours, &sides.theirs,
        [&](const std::string& key, const OrderedJson* b, const OrderedJson* o,
            const OrderedJson* t) -> std::optional<OrderedJson> {
            if (findSection(key))
                return merge.records({key}, b, o, t, "name");
            return merge.value({key}, b, o, t);
        });
    listConflicts(merged, merge.conflicts());
    std::string unloadable; // then the merged file stays as merged, for the designer to mend
    std::optional<OrderedJson> normalized = normalizedContent(merged.dump(), unloadable);
    return {normalized ? std::move(*normalized) : std::move(merged), merge.conflicts()};
}

} // namespace rb
