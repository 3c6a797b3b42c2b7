#include "rulebench/facts/facts.h"

#include "rulebench/base/names.h"

#include <limits>

namespace rb {

std::string_view registryName(FactRegistry r)
{
    switch (r) {
    case FactRegistry::Actors: return "actors";
    case FactRegistry::Statuses: return "statuses";
    case FactRegistry::Items: return "items";
    case FactRegistry::Props: return "props";
    case FactRegistry::Factions: return "factions";
    case FactRegistry::Abilities: return "abilities";
    }
    return {};
}

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

std::optional<FactRegistry> parseFactRegistry(std::string_view name)
{
    return parseWord(name, kFactRegistries, registryName);
}

std::vector<std::string> factRegistryNames() { return wordsOf(kFactRegistries, registryName); }

std::string_view eventName(FactEvent e)
{
    switch (e) {
    case FactEvent::Death: return "death";
    case FactEvent::DamageDealt: return "damage dealt";
    case FactEvent::StatusApplied: return "status applied";
    case FactEvent::StatusExpired: return "status expired";
    case FactEvent::StatusCured: return "status cured";
    case FactEvent::ItemUsed: return "item used";
    case FactEvent::TriggerFired: return "trigger fired";
    case FactEvent::AbilityCast: return "ability cast";
    }
    return {};
}

std::optional<FactEvent> parseFactEvent(std::string_view name) { return parseWord(name, kFactEvents, eventName); }

std::vector<std::string> factEventNames() { return wordsOf(kFactEvents, eventName); }

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
