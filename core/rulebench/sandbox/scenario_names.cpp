#include "rulebench/sandbox/scenario_names.h"

#include <algorithm>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <variant>

namespace rb {

namespace {
// The content section whose definitions an action's field names, or empty.
std::string_view sectionNamed(ActionValue value)
{
    switch (value) {
    case ActionValue::ActorKind: return "actors";
    case ActionValue::PropKind: return "props";
    case ActionValue::Item: return "items";
    case ActionValue::Status: return "statuses";
    case ActionValue::Fact: return "fact_kinds";
    case ActionValue::Duration: return "durations";
    case ActionValue::Ability: return "abilities";
    default: return {};
    }
}

// Calls fn(section, name, key) for every name of a definition the action
// gives (a std::string, or a const one when `action` is const), with the key
// that gives it ("status", "fact.kind").
template <class A, class Fn>
void eachNameInAction(A& action, Fn&& fn, const FactSections& facts)
{
    for (const ActionFieldInfo& info : actionFields()) {
        const std::string_view section = sectionNamed(info.value);
        if (section.empty())
            continue;
        if (const auto* name = std::get_if<std::optional<std::string> ActionSpec::*>(&info.member)) {
            if (auto& n = action.**name)
                fn(section, *n, std::string(info.key));
        } else if (const auto* fact = std::get_if<std::optional<FactByNameSpec> ActionSpec::*>(&info.member)) {
            if (auto& f = action.**fact) {
                // Where subject and object point is read before the kind may be renamed.
                const std::string subjectSection = facts ? facts(f->kind, true) : std::string();
                const std::string objectSection = facts ? facts(f->kind, false) : std::string();
                fn(section, f->kind, std::string(info.key) + ".kind");
                if (f->subject && !subjectSection.empty())
                    fn(subjectSection, *f->subject, std::string(info.key) + ".subject");
                if (f->object && !objectSection.empty())
                    fn(objectSection, *f->object, std::string(info.key) + ".object");
            }
        }
    }
}

// The same for every name the scenario gives: the kinds it places, what they
// carry and wear, the health stat, and its script's actions; fn(section, name, place).
template <class S, class Fn>
void eachNameInScenario(S& scenario, Fn&& fn, const FactSections& facts = {})
{
    using Place = ScenarioUsage::Place;
    for (std::size_t i = 0; i < scenario.actors.size(); ++i) {
        auto& actor = scenario.actors[i];
        fn("actors", actor.actor, ScenarioUsage{Place::Actor, i, actor.id, "actor", {}, {}});
        for (auto& item : actor.carries)
            fn("items", item, ScenarioUsage{Place::Actor, i, actor.id, "carries", {}, {}});
        for (auto& item : actor.wears)
            fn("items", item, ScenarioUsage{Place::Actor, i, actor.id, "wears", {}, {}});
    }
    for (std::size_t i = 0; i < scenario.props.size(); ++i)
        fn("props", scenario.props[i].prop, ScenarioUsage{Place::Prop, i, scenario.props[i].id, "prop", {}, {}});
    if (auto& health = scenario.healthStat)
        fn("stats", *health, ScenarioUsage{Place::HealthStat, 0, {}, "health_stat", {}, {}});
    for (std::size_t i = 0; i < scenario.script.size(); ++i) {
        auto& action = scenario.script[i];
        eachNameInAction(action, [&](std::string_view section, auto& name, std::string key) {
            fn(section, name, ScenarioUsage{Place::ScriptEntry, i, action.id.value_or(""), std::move(key), {}, {}});
        }, facts);
    }
}

// A visitor renaming `from` in `section` to `to`, counting in `changed`.
auto renamer(std::string_view section, std::string_view from, std::string_view to, bool& changed)
{
    return [section, from, to, &changed](std::string_view s, std::string& name, const auto&) {
        if (s == section && name == from) {
            name = std::string(to);
            changed = true;
        }
    };
}
} // namespace

FactSections factSectionsOf(const ContentSpec& content)
{
    std::unordered_map<std::string, std::pair<std::string, std::string>> byKind;
    for (const FactKindSpec& k : content.factKinds)
        byKind.try_emplace(k.name, k.subject.value_or(""), k.object.value_or(""));
    return [byKind = std::move(byKind)](const std::string& kind, bool subject) -> std::string {
        const auto it = byKind.find(kind);
        if (it == byKind.end())
            return {};
        const std::string& registry = subject ? it->second.first : it->second.second;
        return registry == "factions" ? std::string() : registry; // factions are no section
    };
}

bool renameInAction(ActionSpec& action, std::string_view section, std::string_view from, std::string_view to,
                    const FactSections& facts)
{
    bool changed = false;
    eachNameInAction(action, renamer(section, from, to, changed), facts);
    return changed;
}

bool renameInScenario(ScenarioSpec& scenario, std::string_view section, std::string_view from, std::string_view to,
                      const FactSections& facts)
{
    bool changed = false;
    eachNameInScenario(scenario, renamer(section, from, to, changed), facts);
    return changed;
}

namespace {
// Whether `defs` has a definition of that name; true for a section it cannot
// tell (durations, which a game may register), so only a sure miss is offered.
bool defines(const Definitions& defs, std::string_view section, const std::string& name)
{
    if (section == "stats")
        return defs.stats.contains(name);
    if (section == "statuses")
        return defs.statuses.contains(name);
    if (section == "items")
        return defs.items.contains(name);
    if (section == "props")
        return defs.props.contains(name);
    if (section == "abilities")
        return defs.abilities.contains(name);
    if (section == "actors")
        return defs.actors.contains(name);
    if (section == "fact_kinds")
        return defs.factKinds.contains(name);
    return true;
}
} // namespace

std::vector<NameInScenario> missingNames(const ScenarioSpec& scenario, const Definitions& defs)
{
    std::vector<NameInScenario> out;
    eachNameInScenario(scenario, [&](std::string_view section, const std::string& name, const ScenarioUsage&) {
        const NameInScenario missing{std::string(section), name};
        if (!name.empty() && !defines(defs, section, name)
            && std::find(out.begin(), out.end(), missing) == out.end())
            out.push_back(missing);
    });
    return out;
}

namespace {
// "hero's kind", "hero carries it", "script line 3 (turn 2, afflict), status".
std::string usageWords(const ScenarioSpec& scenario, const ScenarioUsage& u)
{
    using Place = ScenarioUsage::Place;
    switch (u.place) {
    case Place::Actor:
        if (u.key == "actor")
            return "actor " + u.id + ", kind";
        return "actor " + u.id + ", " + u.key;
    case Place::Prop: return "prop " + u.id + ", kind";
    case Place::HealthStat: return "health stat";
    case Place::ScriptEntry: break;
    }
    const ActionSpec& action = scenario.script[u.index];
    std::string key = u.key;
    for (char& c : key)
        if (c == '.' || c == '_')
            c = ' ';
    return "script line " + std::to_string(u.index + 1) + " (turn " + std::to_string(action.turn) + ", " + action.action
           + (action.id ? " " + *action.id : std::string()) + "), " + key;
}
} // namespace

std::vector<ScenarioUsage> scenarioUsages(const ScenarioSpec& scenario, std::string_view section, std::string_view name,
                                          const FactSections& facts)
{
    std::vector<ScenarioUsage> out;
    eachNameInScenario(scenario, [&](std::string_view s, const std::string& n, ScenarioUsage place) {
        if (n != name || (!section.empty() && s != section))
            return;
        place.section = std::string(s);
        place.words = usageWords(scenario, place);
        out.push_back(std::move(place));
    }, facts);
    return out;
}

} // namespace rb
