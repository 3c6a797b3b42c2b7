#include "rulebench/content/fact_build.h"

#include <algorithm>
#include <deque>
#include <set>
#include <unordered_map>

namespace rb {

std::optional<std::vector<std::string>> factRegistryEntries(const Definitions& defs, FactRegistry r)
{
    switch (r) {
    case FactRegistry::Actors: return defs.actors.names();
    case FactRegistry::Factions: return defs.factions.names();
    case FactRegistry::Statuses: return defs.statuses.names();
    case FactRegistry::Items: return defs.items.names();
    case FactRegistry::Props: return defs.props.names();
    case FactRegistry::Abilities: return defs.abilities.names();
    }
    return std::nullopt;
}

namespace {

// Each registry's names, looked up once per build rather than per matcher.
class RegistryNames {
public:
    explicit RegistryNames(const Definitions& defs)
    {
        for (const EnumWord<FactRegistry>& word : kFactRegistries) {
            const FactRegistry r = word.value;
            Entry& e = entries_[static_cast<std::size_t>(r)];
            e.names = factRegistryEntries(defs, r);
            if (e.names)
                for (std::size_t i = 0; i < e.names->size(); ++i)
                    e.index.emplace((*e.names)[i], static_cast<FactValue>(i));
        }
    }

    // The number `name` stands for; reports an unknown name, and warns (and
    // gives kUnresolvedFactValue) for a registry that cannot be checked yet.
    std::optional<FactValue> resolve(FactRegistry r, const std::string& name, const Where& w) const
    {
        const Entry& e = entries_[static_cast<std::size_t>(r)];
        if (!e.names) {
            w.warning("cannot check " + std::string(registryName(r)) + " names yet: \"" + name
                      + "\" is kept but matches nothing until they are wired");
            return kUnresolvedFactValue;
        }
        if (auto it = e.index.find(name); it != e.index.end())
            return it->second;
        w.error("unknown " + std::string(registryNoun(r)) + " \"" + name + "\"" + didYouMean(name, *e.names));
        return std::nullopt;
    }

private:
    struct Entry {
        std::optional<std::vector<std::string>> names;
        std::unordered_map<std::string, FactValue> index;
    };
    Entry entries_[std::size(kFactRegistries)];
};

std::optional<FactRegistry> buildRegistryRef(const std::string& text, const Where& w)
{
    if (auto r = parseFactRegistry(text))
        return r;
    w.error("unknown registry \"" + text + "\"" + didYouMean(text, factRegistryNames())
            + "; one of actors, statuses, items, props, factions, abilities");
    return std::nullopt;
}

// The engine event a fact kind is derived from, and for damage the way it was dealt.
void buildFrom(const FactFromSpec& from, FactKindDef& def, const Where& w)
{
    const Where fw = w.key(keyOf<&FactKindSpec::from>);
    def.from = parseFactEvent(from.event);
    if (!def.from) {
        fw.key(keyOf<&FactFromSpec::event>)
            .error("unknown event \"" + from.event + "\"" + didYouMean(from.event, factEventNames())
                   + "; one of death, damage dealt, status applied, status expired, status cured, item used, "
                     "trigger fired");
    } else {
        for (const auto& [role, registry] : {std::pair{"subject", def.subject}, std::pair{"object", def.object}}) {
            if (registry && !eventCanName(*def.from, *registry))
                w.key(role).error("a \"" + from.event + "\" event names no " + std::string(registryName(*registry)));
        }
    }
    if (!from.how)
        return;
    const Where hw = fw.key(keyOf<&FactFromSpec::how>);
    if (def.from && *def.from != FactEvent::DamageDealt) {
        hw.error("\"how\" picks a way damage was dealt, and a \"" + from.event + "\" event deals none; give it to "
                 "\"damage dealt\" or leave it out");
        return;
    }
    def.how = parseWord(*from.how, kDamageHows);
    if (!def.how)
        hw.error("unknown way \"" + *from.how + "\"" + didYouMean(*from.how, namesOf(kDamageHows))
                 + "; damage is dealt by a blow, an effect, a tick or fire");
}

struct BuiltFactKinds {
    std::vector<std::optional<FactKindId>> ids; // per spec entry
    // Per kind: a subject or object that named a registry wrongly, already
    // reported; a matcher naming one is not reported again.
    std::vector<bool> badSubject, badObject;
};

BuiltFactKinds buildFactKinds(const ContentSpec& spec, Definitions& defs, Diagnostics& diagnostics)
{
    BuiltFactKinds built;
    eachDefinition<&ContentSpec::factKinds>(spec, diagnostics, [&](const FactKindSpec& s, const Where& w) {
        FactKindDef def;
        def.name = s.name;
        if (s.subject)
            def.subject = buildRegistryRef(*s.subject, w.key(keyOf<&FactKindSpec::subject>));
        if (s.object)
            def.object = buildRegistryRef(*s.object, w.key(keyOf<&FactKindSpec::object>));
        if (s.from)
            buildFrom(*s.from, def, w);
        const bool badSubject = s.subject && !def.subject;
        const bool badObject = s.object && !def.object;
        const auto id = addDefinition(defs.factKinds, std::move(def), w, "fact kind");
        built.ids.push_back(id);
        if (id) {
            built.badSubject.push_back(badSubject);
            built.badObject.push_back(badObject);
        }
    });
    return built;
}

// Resolves a matcher, reporting every problem; nothing when any name failed.
// Marks the kind as listened to even then, so one typo is one diagnostic.
std::optional<Matcher> buildMatcher(const MatcherSpec& s, const Definitions& defs, const BuiltFactKinds& kinds,
                                    const RegistryNames& names, const Where& w, std::vector<bool>& listened)
{
    const auto kind = resolveName(defs.factKinds, s.kind, w.key(keyOf<&MatcherSpec::kind>), "fact kind");
    if (!kind)
        return std::nullopt;
    listened[kind->value] = true;
    const FactKindDef& k = defs.factKinds[*kind];
    Matcher m{*kind, std::nullopt, std::nullopt};
    bool ok = true;
    auto side = [&](const std::optional<std::string>& name, const std::optional<FactRegistry>& registry,
                    bool badRegistry, const char* role, std::optional<FactValue>& out) {
        if (!name)
            return;
        const Where rw = w.key(role);
        if (badRegistry) {
            ok = false;
            return;
        }
        if (!registry) {
            rw.error("fact kind \"" + k.name + "\" has no " + role + ", so no fact of it is about \"" + *name + "\"");
            ok = false;
            return;
        }
        out = names.resolve(*registry, *name, rw);
        ok = ok && out.has_value();
    };
    side(s.subject, k.subject, kinds.badSubject[kind->value], "subject", m.subject);
    side(s.object, k.object, kinds.badObject[kind->value], "object", m.object);
    if (!ok)
        return std::nullopt;
    return m;
}

void buildCounters(const ContentSpec& spec, Definitions& defs, Diagnostics& diagnostics, const BuiltFactKinds& kinds,
                   const RegistryNames& names, std::vector<bool>& listened)
{
    eachDefinition<&ContentSpec::counters>(spec, diagnostics, [&](const CounterSpec& s, const Where& w) {
        CounterDef def;
        def.name = s.name;
        for (std::size_t j = 0; j < s.tally.size(); ++j)
            if (auto m = buildMatcher(s.tally[j], defs, kinds, names, w.key(keyOf<&CounterSpec::tally>).index(j), listened))
                def.tally.push_back(*m);
        if (s.tally.empty() && !s.extra.contains(keyOf<&CounterSpec::tally>)) // a tally that is not a list was reported
            w.key(keyOf<&CounterSpec::tally>).warning("the tally is empty, so this counter never counts anything");
        addDefinition(defs.counters, std::move(def), w, "counter");
    });
}

using Edges = std::vector<std::vector<std::uint32_t>>; // quest -> the quests in its after, deduplicated
constexpr std::uint32_t kNone = ~std::uint32_t{0};

Edges afterEdges(const Definitions& defs)
{
    Edges edges(defs.quests.size());
    for (std::size_t q = 0; q < edges.size(); ++q) {
        for (QuestId a : defs.quests[QuestId{static_cast<std::uint32_t>(q)}].after)
            edges[q].push_back(a.value);
        std::sort(edges[q].begin(), edges[q].end());
        edges[q].erase(std::unique(edges[q].begin(), edges[q].end()), edges[q].end());
    }
    return edges;
}

// The strongly connected component of each quest, iteratively (Tarjan), so a
// long chain cannot exhaust the stack.
std::vector<std::uint32_t> components(const Edges& edges)
{
    const std::size_t n = edges.size();
    std::vector<std::uint32_t> index(n, kNone), low(n, 0), component(n, kNone);
    std::vector<bool> onStack(n, false);
    std::vector<std::uint32_t> stack;
    std::uint32_t nextIndex = 0, count = 0;
    struct Frame {
        std::uint32_t node;
        std::size_t edge;
    };
    const auto visit = [&](std::uint32_t node) {
        index[node] = low[node] = nextIndex++;
        stack.push_back(node);
        onStack[node] = true;
    };
    for (std::uint32_t root = 0; root < n; ++root) {
        if (index[root] != kNone)
            continue;
        std::vector<Frame> frames{{root, 0}};
        visit(root);
        while (!frames.empty()) {
            Frame& f = frames.back();
            if (f.edge < edges[f.node].size()) {
                const std::uint32_t to = edges[f.node][f.edge++];
                if (index[to] == kNone) {
                    visit(to);
                    frames.push_back({to, 0});
                } else if (onStack[to]) {
                    low[f.node] = std::min(low[f.node], index[to]);
                }
                continue;
            }
            const std::uint32_t node = f.node;
            frames.pop_back();
            if (!frames.empty())
                low[frames.back().node] = std::min(low[frames.back().node], low[node]);
            if (low[node] == index[node]) {
                std::uint32_t member = kNone;
                do {
                    member = stack.back();
                    stack.pop_back();
                    onStack[member] = false;
                    component[member] = count;
                } while (member != node);
                ++count;
            }
        }
    }
    return component;
}

// A shortest cycle through the edge u -> v inside their component, as u v ...
// (back to u implied), by breadth first from v.
std::vector<std::uint32_t> shortestCycle(const Edges& edges, const std::vector<std::uint32_t>& component,
                                         std::uint32_t u, std::uint32_t v)
{
    std::vector<std::uint32_t> parent(edges.size(), kNone);
    std::deque<std::uint32_t> queue{v};
    parent[v] = v;
    while (!queue.empty() && parent[u] == kNone) {
        const std::uint32_t x = queue.front();
        queue.pop_front();
        for (std::uint32_t y : edges[x]) {
            if (component[y] == component[u] && parent[y] == kNone) {
                parent[y] = x;
                queue.push_back(y);
            }
        }
    }
    std::vector<std::uint32_t> cycle;
    for (std::uint32_t x = u; x != v; x = parent[x])
        cycle.push_back(x);
    cycle.push_back(v);
    std::reverse(cycle.begin(), cycle.end()); // v ... u
    cycle.insert(cycle.begin(), u);           // u v ... u
    cycle.pop_back();                         // u v ... (u implied)
    return cycle;
}

// Every cycle in the after-lists, each once, named quest by quest from its
// first quest in file order. Each after-entry inside a cycle lies on at least
// one reported cycle, so a designer fixing them all leaves none.
void reportCycles(const Definitions& defs, const std::vector<std::optional<QuestId>>& specIds, const ContentSpec& spec,
                  Diagnostics& diagnostics)
{
    const Edges edges = afterEdges(defs);
    const std::vector<std::uint32_t> component = components(edges);
    std::vector<std::uint32_t> specIndex(edges.size(), 0);
    for (std::size_t i = 0; i < specIds.size(); ++i)
        if (specIds[i])
            specIndex[specIds[i]->value] = static_cast<std::uint32_t>(i);
    // Cover every edge inside a component with a shortest cycle through it.
    std::set<std::pair<std::uint32_t, std::uint32_t>> covered;
    std::set<std::vector<std::uint32_t>> reported;
    for (std::uint32_t u = 0; u < edges.size(); ++u) {
        for (std::uint32_t v : edges[u]) {
            if (component[u] != component[v] || covered.count({u, v}))
                continue;
            std::vector<std::uint32_t> cycle = shortestCycle(edges, component, u, v);
            for (std::size_t k = 0; k < cycle.size(); ++k)
                covered.insert({cycle[k], cycle[(k + 1) % cycle.size()]});
            std::rotate(cycle.begin(), std::min_element(cycle.begin(), cycle.end()), cycle.end());
            if (!reported.insert(cycle).second)
                continue;
            std::string text = "cycle";
            for (std::uint32_t x : cycle)
                text += std::string(x == cycle.front() ? " " : " -> ") + "\"" + defs.quests[QuestId{x}].name + "\"";
            text += " -> \"" + defs.quests[QuestId{cycle.front()}].name + "\"";
            const std::uint32_t first = specIndex[cycle.front()];
            definitionWhere(diagnostics, keyOf<&ContentSpec::quests>, first, spec.quests[first].name).key(keyOf<&QuestSpec::after>).error(text);
        }
    }
}

// Where a quest's target is read: once, when the content is built, so it is
// a number by then. Quests count facts for the whole run: no one is read.
constexpr FormulaUse kQuestTargetFormula{
    false, false, false, "a quest counts facts for the whole run; nobody threw, cast, wore or applied it",
    "a quest's target is worked out once, when the content is built; no actor is read there"};

// A need's amount against its row (total's or latest's), a formula worked
// out now; reported, and nothing, when outside it.
std::optional<Need> buildNeed(const NeedSpec& s, const Definitions& defs, const Where& w, const FieldTable& fields)
{
    const FieldRow& row = s.total ? fields.row<&NeedSpec::total>() : fields.row<&NeedSpec::latest>();
    const std::optional<WholeOrFormula>& amount = s.total ? s.total : s.latest;
    if (!amount)
        return std::nullopt;
    std::int64_t n = amount->number;
    if (amount->isFormula()) {
        const WholeOrFormula wide{0, amount->formula}; // its bounds are checked below, on its value
        auto value = buildWhole(wide, FieldAbout{}, defs, kQuestTargetFormula, w.key(row.key), "a need");
        if (!value || !value->formula->constant()) // nothing it may write is read in play
            return std::nullopt;
        n = value->formula->constantValue();
    }
    if (!row.about.allows(n)) {
        w.key(row.key).error("a need is " + boundsInWords(row.about) + ", got " + std::to_string(n)
                             + (amount->isFormula() ? " (" + amount->formula + ")" : std::string()));
        return std::nullopt;
    }
    return s.total ? Need::total(n) : Need::latest(n);
}

void buildQuests(const ContentSpec& spec, Definitions& defs, Diagnostics& diagnostics, const BuiltFactKinds& kinds,
                 const RegistryNames& names, std::vector<bool>& listened, const FieldTable& fields)
{
    // Names first, so an after-list may name a quest further down the file.
    std::vector<std::optional<QuestId>> ids(spec.quests.size());
    for (std::size_t i = 0; i < spec.quests.size(); ++i) {
        const QuestSpec& s = spec.quests[i];
        ids[i] = addDefinition(defs.quests, QuestDef{s.name, {}, {}, s.victory},
                               definitionWhere(diagnostics, keyOf<&ContentSpec::quests>, i, s.name), "quest");
    }
    for (std::size_t i = 0; i < spec.quests.size(); ++i) {
        const QuestSpec& s = spec.quests[i];
        const Where w = definitionWhere(diagnostics, keyOf<&ContentSpec::quests>, i, s.name);
        QuestDef def{s.name, {}, {}, s.victory};
        for (std::size_t j = 0; j < s.after.size(); ++j)
            if (auto a = resolveName(defs.quests, s.after[j], w.key(keyOf<&QuestSpec::after>).index(j), "quest"))
                def.after.push_back(*a);
        if (s.objectives.empty() && !s.extra.contains(keyOf<&QuestSpec::objectives>)) // not a list: reported
            w.key(keyOf<&QuestSpec::objectives>).error("a quest needs at least one objective");
        for (std::size_t j = 0; j < s.objectives.size(); ++j) {
            const ObjectiveSpec& o = s.objectives[j];
            const Where ow = w.key(keyOf<&QuestSpec::objectives>).index(j);
            auto m = buildMatcher(o.match, defs, kinds, names, ow.key(keyOf<&ObjectiveSpec::match>), listened);
            const std::optional<Need> need = buildNeed(o.need, defs, ow.key(keyOf<&ObjectiveSpec::need>), fields);
            if (m && need)
                def.objectives.push_back({*m, *need});
        }
        if (ids[i])
            defs.quests[*ids[i]] = std::move(def);
    }
    reportCycles(defs, ids, spec, diagnostics);
}

} // namespace

void buildFacts(const ContentSpec& spec, Definitions& defs, Diagnostics& diagnostics, const FieldTable& fields)
{
    const BuiltFactKinds kinds = buildFactKinds(spec, defs, diagnostics);
    const auto& ids = kinds.ids;
    const RegistryNames names(defs);
    std::vector<bool> listened(defs.factKinds.size(), false);
    buildCounters(spec, defs, diagnostics, kinds, names, listened);
    buildQuests(spec, defs, diagnostics, kinds, names, listened, fields);
    for (std::size_t i = 0; i < ids.size(); ++i) {
        if (ids[i] && !listened[ids[i]->value])
            definitionWhere(diagnostics, keyOf<&ContentSpec::factKinds>, i, spec.factKinds[i].name)
                .warning("nothing listens to \"" + spec.factKinds[i].name
                         + "\": no counter tallies it and no quest's objective matches it");
    }
}

} // namespace rb
