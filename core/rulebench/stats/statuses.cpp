#include "rulebench/stats/statuses.h"

#include "rulebench/base/names.h"

#include <algorithm>

namespace rb {

std::string_view toString(Stacking s) { return wordOf(kStackings, s); }

std::optional<Stacking> parseStacking(std::string_view text) { return parseWord(text, kStackings); }

std::string_view toString(Overflow o) { return wordOf(kOverflows, o); }

std::string_view toString(Expiry e) { return wordOf(kExpiries, e); }

std::string_view toString(StatusChange c)
{
    switch (c) {
    case StatusChange::AppliedFresh: return "applied";
    case StatusChange::Refreshed: return "refreshed";
    case StatusChange::Extended: return "extended";
    case StatusChange::Stacked: return "stacked";
    case StatusChange::Ignored: return "ignored";
    case StatusChange::Refused: return "refused";
    case StatusChange::Expired: return "expired";
    case StatusChange::Cured: return "cured";
    case StatusChange::Kept: return "kept";
    case StatusChange::Replaced: return "replaced";
    }
    return "applied";
}

std::size_t Afflicted::count(StatusId status) const
{
    return static_cast<std::size_t>(
        std::count_if(instances_.begin(), instances_.end(), [&](const StatusInstance& i) { return i.status == status; }));
}

const StatusInstance* Afflicted::first(StatusId status) const
{
    for (const auto& i : instances_)
        if (i.status == status)
            return &i;
    return nullptr;
}

StatusInstance* Afflicted::first(StatusId status)
{
    for (auto& i : instances_)
        if (i.status == status)
            return &i;
    return nullptr;
}

const StatusInstance* Afflicted::find(StatusId status, std::uint32_t instance) const
{
    for (const auto& i : instances_)
        if (i.status == status && i.instance == instance)
            return &i;
    return nullptr;
}

StatusInstance& Afflicted::add(StatusId status, std::int64_t turns, EntityRef by, std::string via)
{
    instances_.push_back(StatusInstance{status, nextInstance_++, turns, by, std::move(via)});
    return instances_.back();
}

} // namespace rb
