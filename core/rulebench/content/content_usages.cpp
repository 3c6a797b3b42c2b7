#include "rulebench/content/content_usages.h"

#include "rulebench/content/field_words.h"
#include "rulebench/content/references.h"
#include "rulebench/content/sections.h"

#include <algorithm>

namespace rb {

std::vector<ContentUsage> contentUsages(const ContentSpec& spec, const FieldTable& fields, std::string_view targetSection,
                                        std::string_view name)
{
    std::vector<ContentUsage> out;
    // The visitor only reads here, so visiting through a non-const view is safe (as findReferences does).
    visitReferences(const_cast<ContentSpec&>(spec),
                    [&](std::string_view target, std::string& n, const ReferenceSite& site) {
                        if (n != name || (!targetSection.empty() && target != targetSection))
                            return;
                        const std::string pointer = jsonPointer(site.field);
                        out.push_back({site.section, site.index, site.definition, pointer,
                                       fieldInWords(fields, site.section, pointer), std::string(target)});
                    });
    std::stable_sort(out.begin(), out.end(), [](const ContentUsage& a, const ContentUsage& b) {
        return std::pair(sectionOrder(a.section), a.index) < std::pair(sectionOrder(b.section), b.index);
    });
    return out;
}

} // namespace rb
