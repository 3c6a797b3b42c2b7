#include "rulebench/sandbox/scenario_names.h"

#include <algorithm>
#include <optional>
#include <string>
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

// Calls fn(section, name) for every name of a definition the action gives
// (a std::string, or a const one when `action` is const).
template <class A, class Fn>
void eachNameInAction(A& action, Fn&& fn)
{
    for (const ActionFieldInfo& info : actionFields()) {
        const std::string_view section = sectionNamed(info.value);
        if (section.empty())
            continue;
        if (const auto* name = std::get_if<std::optional<std::string> ActionSpec::*>(&info.member)) {
            if (auto& n = action.**name)
                fn(section, *n);
        } else if (const auto* fact = std::get_if<std::optional<FactByNameSpec> ActionSpec::*>(&info.member)) {
            if (auto& f = action.**fact)
                fn(section, f->kind);
        }
    }
}

// The same for every name the scenario gives: the kinds it places, what they
// carry and wear, the health stat, and its script's actions.
template <class S, class Fn>
void eachNameInScenario(S& scenario, Fn&& fn)
{
    for (auto& actor : scenario.actors) {
        fn("actors", actor.actor);
        for (auto& item : actor.carries)
            fn("items", item);
        for (auto& item : actor.wears)
            fn("items", item);
    }
    for (auto& prop : scenario.props)
        fn("props", prop.prop);
    if (auto& health = scenario.healthStat)
        fn("stats", *health);
    for (auto& action : scenario.script)
        eachNameInAction(action, fn);
}

// A visitor renaming `from` in `section` to `to`, counting in `changed`.
auto renamer(std::string_view section, std::string_view from, std::string_view to, bool& changed)
{
    return [section, from, to, &changed](std::string_view s, std::string& name) {
        if (s == section && name == from) {
            name = std::string(to);
            changed = true;
        }
    };
}
} // namespace

bool renameInAction(ActionSpec& action, std::string_view section, std::string_view from, std::string_view to)
{
    bool changed = false;
    eachNameInAction(action, renamer(section, from, to, changed));
    return changed;
}

bool renameInScenario(ScenarioSpec& scenario, std::string_view section, std::string_view from, std::string_view to)
{
    bool changed = false;
    eachNameInScenario(scenario, renamer(section, from, to, changed));
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
    eachNameInScenario(scenario, [&](std::string_view section, const std::string& name) {
        const NameInScenario missing{std::string(section), name};
        if (!name.empty() && !defines(defs, section, name)
            && std::find(out.begin(), out.end(), missing) == out.end())
            out.push_back(missing);
    });
    return out;
}

} // namespace rb
