#include "rulebench/content/references.h"

#include "rulebench/content/fact_references.h"
#include "rulebench/content/item_references.h"

namespace rb {

namespace {
// Each spec type lists its references: (target section, the name, the field).
using Emit = const std::function<void(std::string_view, std::string&, std::string_view)>&;

void references(StatSpec&, Emit) {}
void references(FlagSpec&, Emit) {}
void references(DurationSpec&, Emit) {}
void references(StatusSpec& s, Emit emit) { forEachReference(s, emit); }
void references(MomentSpec&, Emit) {}
void references(ItemSpec& s, Emit emit) { forEachReference(s, emit); }
void references(PropSpec& s, Emit emit) { forEachReference(s, emit); }
void references(AbilitySpec& s, Emit emit) { forEachReference(s, emit); }
void references(DamageKindSpec& s, Emit emit)
{
    if (s.reducedBy)
        emit("stats", *s.reducedBy, "reduced_by");
}

template <class Spec>
void visitSection(std::vector<Spec>& specs, const char* section, const ReferenceVisitor& visit)
{
    for (std::size_t i = 0; i < specs.size(); ++i) {
        ReferenceSite site{section, i, specs[i].name, {}};
        references(specs[i], [&](std::string_view target, std::string& name, std::string_view field) {
            site.field = std::string(field);
            visit(target, name, site);
        });
    }
}
} // namespace

void visitReferences(ContentSpec& spec, const ReferenceVisitor& visit)
{
    visitSection(spec.stats, "stats", visit);
    visitSection(spec.damageKinds, "damage_kinds", visit);
    visitSection(spec.flags, "flags", visit);
    visitSection(spec.durations, "durations", visit);
    visitSection(spec.statuses, "statuses", visit);
    visitSection(spec.moments, "moments", visit);
    visitSection(spec.items, "items", visit);
    visitSection(spec.props, "props", visit);
    visitSection(spec.abilities, "abilities", visit);
    visitFactReferences(spec, visit);
}

std::vector<ReferenceSite> findReferences(const ContentSpec& spec, std::string_view targetSection, std::string_view name)
{
    std::vector<ReferenceSite> out;
    // The visitor only reads here, so visiting through a non-const view is safe.
    visitReferences(const_cast<ContentSpec&>(spec),
                    [&](std::string_view target, std::string& n, const ReferenceSite& site) {
                        if (target == targetSection && n == name)
                            out.push_back(site);
                    });
    return out;
}

std::vector<ReferenceSite> renameReferences(ContentSpec& spec, std::string_view targetSection, std::string_view from,
                                            std::string_view to)
{
    std::vector<ReferenceSite> changed;
    visitReferences(spec, [&](std::string_view target, std::string& n, const ReferenceSite& site) {
        if (target != targetSection || n != from)
            return;
        n = std::string(to);
        if (changed.empty() || changed.back().section != site.section || changed.back().index != site.index)
            changed.push_back(site);
    });
    return changed;
}

} // namespace rb
