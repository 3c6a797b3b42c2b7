#include "rulebench/content/fact_references.h"

#include <unordered_map>

namespace rb {

namespace {
// The section a fact kind's subject or object names, by kind name. Factions
// are not a section (they are the names actors use), so they are left out.
struct KindSections {
    std::unordered_map<std::string, const FactKindSpec*> byName;

    explicit KindSections(const ContentSpec& spec)
    {
        for (const FactKindSpec& k : spec.factKinds)
            byName.emplace(k.name, &k); // the first of a duplicated name, as building does
    }

    std::string section(const std::string& kind, bool subject) const
    {
        auto it = byName.find(kind);
        if (it == byName.end())
            return {};
        const std::optional<std::string>& registry = subject ? it->second->subject : it->second->object;
        if (!registry || *registry == "factions")
            return {};
        return *registry;
    }
};

void visitMatcher(MatcherSpec& m, const KindSections& kinds, ReferenceSite site, const std::string& field,
                  const ReferenceVisitor& visit)
{
    // Where subject and object point is read before the kind may be renamed.
    const std::string subjectSection = kinds.section(m.kind, true);
    const std::string objectSection = kinds.section(m.kind, false);
    site.field = field + ".kind";
    visit("fact_kinds", m.kind, site);
    if (m.subject && !subjectSection.empty()) {
        site.field = field + ".subject";
        visit(subjectSection, *m.subject, site);
    }
    if (m.object && !objectSection.empty()) {
        site.field = field + ".object";
        visit(objectSection, *m.object, site);
    }
}
} // namespace

void visitFactReferences(ContentSpec& spec, const ReferenceVisitor& visit)
{
    for (std::size_t i = 0; i < spec.actors.size(); ++i) {
        ActorSpec& a = spec.actors[i];
        for (auto& [stat, value] : a.stats) {
            (void)value;
            const std::string field = "stats." + stat;
            visit("stats", stat, ReferenceSite{"actors", i, a.name, field});
        }
        if (a.attack)
            visit("damage_kinds", a.attack->kind, ReferenceSite{"actors", i, a.name, "attack.kind"});
        for (std::size_t j = 0; j < a.abilities.size(); ++j)
            visit("abilities", a.abilities[j], ReferenceSite{"actors", i, a.name, "abilities[" + std::to_string(j) + "]"});
    }
    const KindSections kinds(spec);
    for (std::size_t i = 0; i < spec.counters.size(); ++i) {
        CounterSpec& c = spec.counters[i];
        for (std::size_t j = 0; j < c.tally.size(); ++j)
            visitMatcher(c.tally[j], kinds, ReferenceSite{"counters", i, c.name, {}}, "tally[" + std::to_string(j) + "]",
                         visit);
    }
    for (std::size_t i = 0; i < spec.quests.size(); ++i) {
        QuestSpec& q = spec.quests[i];
        for (std::size_t j = 0; j < q.after.size(); ++j)
            visit("quests", q.after[j], ReferenceSite{"quests", i, q.name, "after[" + std::to_string(j) + "]"});
        for (std::size_t j = 0; j < q.objectives.size(); ++j)
            visitMatcher(q.objectives[j].match, kinds, ReferenceSite{"quests", i, q.name, {}},
                         "objectives[" + std::to_string(j) + "].match", visit);
    }
}

} // namespace rb
