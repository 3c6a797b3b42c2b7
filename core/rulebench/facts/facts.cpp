#include "rulebench/facts/facts.h"

#include "rulebench/base/names.h"

#include <limits>

namespace rb {

std::string_view registryName(FactRegistry r) { return wordOf(kFactRegistries, r); }

std::string_view registryNoun(FactRegistry r)
{
    switch (r) {
    case FactRegistry::Actors: return "actor";
    case FactRegistry::Statuses: return "status";
    case FactRegistry::Items: return "item";
    case FactRegistry::Props: return "prop";
    case FactRegistry::Factions: return "faction";
    case FactRegistry::Abilities: return "ability";
    }
    return {};
}

std::optional<FactRegistry> parseFactRegistry(std::string_view name) { return parseWord(name, kFactRegistries); }

std::vector<std::string> factRegistryNames() { return namesOf(kFactRegistries); }

std::string_view eventName(FactEvent e) { return wordOf(kFactEvents, e); }

std::optional<FactEvent> parseFactEvent(std::string_view name) { return parseWord(name, kFactEvents); }

std::vector<std::string> factEventNames() { return namesOf(kFactEvents); }

bool eventCanName(FactEvent e, FactRegistry r)
{
    // Every event happens to actors (of a faction); the rest is what the
    // event is about: the status, the item, the item or prop that fired. A
    // blow may come from a status tick, a thrown item or a trap.
    if (r == FactRegistry::Actors || r == FactRegistry::Factions)
        return true;
    switch (e) {
    case FactEvent::Death: return false;
    case FactEvent::DamageDealt: return true;
    case FactEvent::StatusApplied:
    case FactEvent::StatusExpired:
    case FactEvent::StatusCured: return r == FactRegistry::Statuses;
    case FactEvent::ItemUsed: return r == FactRegistry::Items;
    case FactEvent::TriggerFired: return r == FactRegistry::Items || r == FactRegistry::Props;
    case FactEvent::AbilityCast: return r == FactRegistry::Abilities;
    }
    return false;
}


} // namespace rb
