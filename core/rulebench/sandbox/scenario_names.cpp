#include "rulebench/sandbox/scenario_names.h"

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

bool renameName(std::string& name, std::string_view from, std::string_view to)
{
    if (name != from)
        return false;
    name = std::string(to);
    return true;
}

bool renameName(std::optional<std::string>& name, std::string_view from, std::string_view to)
{
    return name && renameName(*name, from, to);
}
} // namespace

bool renameInAction(ActionSpec& action, std::string_view section, std::string_view from, std::string_view to)
{
    bool changed = false;
    for (const ActionFieldInfo& info : actionFields()) {
        if (sectionNamed(info.value) != section)
            continue;
        if (const auto* name = std::get_if<std::optional<std::string> ActionSpec::*>(&info.member))
            changed = renameName(action.**name, from, to) || changed;
        else if (const auto* fact = std::get_if<std::optional<FactByNameSpec> ActionSpec::*>(&info.member))
            changed = ((action.**fact) && renameName((action.**fact)->kind, from, to)) || changed;
    }
    return changed;
}

bool renameInScenario(ScenarioSpec& scenario, std::string_view section, std::string_view from, std::string_view to)
{
    bool changed = false;
    const auto each = [&](std::vector<std::string>& names) {
        for (std::string& name : names)
            changed = renameName(name, from, to) || changed;
    };
    for (PlacedActorSpec& actor : scenario.actors) {
        if (section == "actors")
            changed = renameName(actor.actor, from, to) || changed;
        if (section == "items") {
            each(actor.carries);
            each(actor.wears);
        }
    }
    if (section == "props")
        for (PlacedPropSpec& prop : scenario.props)
            changed = renameName(prop.prop, from, to) || changed;
    if (section == "stats")
        changed = renameName(scenario.healthStat, from, to) || changed;
    for (ActionSpec& action : scenario.script)
        changed = renameInAction(action, section, from, to) || changed;
    return changed;
}

} // namespace rb
