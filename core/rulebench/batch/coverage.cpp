#include "rulebench/batch/coverage.h"

#include <algorithm>
#include <string_view>
#include <utility>

namespace rb {

namespace {
enum SectionIndex : std::size_t { kStatuses, kItems, kProps, kTriggers, kAbilities, kQuests, kCounters, kFactKinds };
constexpr const char* kSectionNames[] = {"statuses", "items",    "props",    "triggers",
                                         "abilities", "quests", "counters", "fact_kinds"};

template <typename Def>
Coverage::Section section(const char* name, const Registry<Def>& registry)
{
    Coverage::Section s{name, registry.names(), {}};
    s.runs.assign(s.names.size(), 0);
    return s;
}

template <typename Def>
std::size_t triggerCount(const Def& d) { return d.triggers ? d.triggers->size() : 0; }

// "frag grenade on land", and "(2)" on from the second of a definition's triggers on one moment.
template <typename Def>
void addTriggerNames(const Registry<Def>& registry, const Definitions& defs, std::vector<std::string>& out)
{
    for (const Def& d : registry) {
        std::vector<std::string> seen;
        for (std::size_t t = 0; t < triggerCount(d); ++t) {
            const std::string moment = defs.moments[(*d.triggers)[t].on].name;
            const auto again = std::count(seen.begin(), seen.end(), moment);
            seen.push_back(moment);
            out.push_back(d.name + " on " + moment + (again ? " (" + std::to_string(again + 1) + ")" : ""));
        }
    }
}

Coverage::Section triggerSection(const Definitions& defs)
{
    Coverage::Section s{kSectionNames[kTriggers], {}, {}};
    addTriggerNames(defs.items, defs, s.names);
    addTriggerNames(defs.props, defs, s.names);
    s.runs.assign(s.names.size(), 0);
    return s;
}

bool usesStatus(StatusChange c)
{
    return c == StatusChange::AppliedFresh || c == StatusChange::Refreshed || c == StatusChange::Extended
        || c == StatusChange::Stacked || c == StatusChange::Kept;
}
} // namespace

Coverage Coverage::of(const Definitions& defs)
{
    Coverage c;
    c.sections = {section("statuses", defs.statuses),   section("items", defs.items),
                  section("props", defs.props),         triggerSection(defs),
                  section("abilities", defs.abilities), section("quests", defs.quests),
                  section("counters", defs.counters),   section("fact_kinds", defs.factKinds)};
    return c;
}

std::size_t Coverage::size() const
{
    std::size_t n = 0;
    for (const Section& s : sections)
        n += s.names.size();
    return n;
}

void Coverage::add(std::span<const std::uint8_t> used)
{
    ++runs;
    std::size_t k = 0;
    for (Section& s : sections)
        for (std::int64_t& count : s.runs)
            count += k < used.size() && used[k++] ? 1 : 0;
}

std::vector<std::string> Coverage::neverUsed() const
{
    std::vector<std::string> out;
    for (const Section& s : sections)
        for (std::size_t i = 0; i < s.names.size(); ++i)
            if (s.runs[i] == 0)
                out.push_back(s.name + " " + s.names[i]);
    return out;
}

CoverageTally::CoverageTally(const Definitions& defs)
{
    std::size_t at = 0;
    for (const Coverage::Section& s : Coverage::of(defs).sections) {
        offsets_.push_back(at);
        at += s.names.size();
    }
    used_.assign(at, 0);
    // Where each item's and prop's triggers start in the trigger section.
    std::size_t trigger = 0;
    for (const ItemDef& d : defs.items)
        itemTriggers_.push_back(std::exchange(trigger, trigger + triggerCount(d)));
    for (const PropDef& d : defs.props)
        propTriggers_.push_back(std::exchange(trigger, trigger + triggerCount(d)));
}

void CoverageTally::mark(std::size_t section, std::uint32_t index)
{
    const std::size_t k = offsets_[section] + index;
    if (k < used_.size())
        used_[k] = 1;
}

void CoverageTally::start(const World& world)
{
    for (const WorldActor& actor : world.actors())
        for (const WorldItem& item : actor.items)
            if (item.worn)
                mark(kItems, item.kind.value);
}

void CoverageTally::turn(const TurnReport& report)
{
    using K = WorldEvent::Kind;
    for (const WorldEvent& e : report.events) {
        if (e.item && e.kind != K::Refused)
            mark(kItems, e.item->value);
        if (e.kind == K::Triggered && e.prop)
            mark(kProps, e.prop->value);
        if (e.kind == K::Triggered && (e.prop || e.item)) {
            const std::size_t first = e.prop ? propTriggers_.at(e.prop->value) : itemTriggers_.at(e.item->value);
            mark(kTriggers, static_cast<std::uint32_t>(first + e.trigger));
        }
        if (const auto& s = e.detailOr<WorldEvent::StatusNumbers>(); e.kind == K::Status && usesStatus(s.change))
            mark(kStatuses, s.status.value);
        if (e.kind == K::Cast && e.ability)
            mark(kAbilities, e.ability->value);
        if (e.kind == K::Quest && e.quest().kind != QuestChange::Kind::QuestOpened)
            mark(kQuests, e.quest().quest.value);
        if (e.kind == K::Counter)
            mark(kCounters, e.counter().counter.value);
        if (e.kind == K::FactFed)
            mark(kFactKinds, e.fact().kind.value);
    }
}

OrderedJson coverageJson(const Coverage& c)
{
    OrderedJson j;
    j["runs"] = c.runs;
    for (const Coverage::Section& s : c.sections) {
        j[s.name] = OrderedJson::array();
        for (std::size_t i = 0; i < s.names.size(); ++i)
            j[s.name].push_back({s.names[i], s.runs[i]});
    }
    j["never used"] = c.neverUsed();
    return j;
}

std::optional<Coverage> coverageFromJson(const Json& j, std::string& error)
{
    Coverage c;
    if (!j.is_object() || !j.contains("runs") || !j.at("runs").is_number_integer()) {
        error = "\"coverage\" has no \"runs\"";
        return std::nullopt;
    }
    c.runs = j.at("runs").get<std::int64_t>();
    // The sections in their fixed order, each a list of [name, runs] in the content's order;
    // a report from before triggers were counted has none.
    for (const char* name : kSectionNames) {
        if (name == std::string_view(kSectionNames[kTriggers]) && !j.contains(name)) {
            c.sections.push_back({name, {}, {}});
            continue;
        }
        if (!j.contains(name) || !j.at(name).is_array()) {
            error = std::string("\"coverage\" has no \"") + name + "\"";
            return std::nullopt;
        }
        Coverage::Section s{name, {}, {}};
        for (const Json& entry : j.at(name)) {
            s.names.push_back(entry.at(0).get<std::string>());
            s.runs.push_back(entry.at(1).get<std::int64_t>());
        }
        c.sections.push_back(std::move(s));
    }
    return c;
}

std::string coverageText(const Coverage& c)
{
    std::string out = "coverage over " + std::to_string(c.runs) + " runs:";
    for (const Coverage::Section& s : c.sections) {
        const auto used = std::count_if(s.runs.begin(), s.runs.end(), [](std::int64_t n) { return n > 0; });
        out += " " + s.name + " " + std::to_string(used) + "/" + std::to_string(s.names.size());
    }
    out += "\n";
    const std::vector<std::string> never = c.neverUsed();
    out += never.empty() ? std::string("  never used: none\n") : std::string("  never used:\n");
    for (const std::string& n : never)
        out += "    " + n + "\n";
    return out;
}

bool addCoverage(Coverage& into, const Coverage& from, std::string& error)
{
    if (into.sections.size() != from.sections.size()) {
        error = "their coverage is of different content";
        return false;
    }
    for (std::size_t s = 0; s < into.sections.size(); ++s) {
        if (into.sections[s].names != from.sections[s].names) {
            error = "their coverage is of different content";
            return false;
        }
        for (std::size_t i = 0; i < into.sections[s].runs.size(); ++i)
            into.sections[s].runs[i] += from.sections[s].runs[i];
    }
    into.runs += from.runs;
    return true;
}

} // namespace rb
