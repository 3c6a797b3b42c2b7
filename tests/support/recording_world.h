#pragma once
// A TriggerWorld for tests: it records every request an effect makes, one
// line each in order, keeps positions on a grid, and holds carriers by id.
// The sandbox world implements the same interface for real. It keeps actors
// and carriers by their plain numbers, so a test writes {{1, {2, 2}}}.

#include "rulebench/content/build.h"
#include "rulebench/content/trigger_build.h"
#include "rulebench/definitions/trigger_rules.h"

#include <algorithm>
#include <map>
#include <string>
#include <vector>

class RecordingWorld : public rb::TriggerWorld {
public:
    explicit RecordingWorld(rb::Grid grid = rb::Grid(9, 9))
        : grid_(std::move(grid))
    {
    }

    std::vector<std::string> log;
    std::map<std::uint64_t, rb::Cell> actors;
    std::map<std::uint64_t, rb::Carrier> carriers;
    std::vector<std::uint64_t> removed;
    std::vector<std::pair<std::uint64_t, rb::EffectRequest>> granted;
    std::uint64_t nextUuid = 100;

    std::optional<rb::ActorRef> actor(rb::EntityRef who) const override
    {
        if (actors.count(who.number))
            return rb::ActorRef(who.number);
        return std::nullopt;
    }

    void damage(rb::EntityRef target, rb::DamageKindId kind, std::int64_t amount, rb::EntityRef by) override
    {
        log.push_back("damage " + std::to_string(target.number) + " " + std::to_string(amount) + " kind "
                      + std::to_string(kind.value) + " by " + std::to_string(by.number));
    }
    void mend(rb::EntityRef target, std::int64_t amount, rb::EntityRef by) override
    {
        log.push_back("mend " + std::to_string(target.number) + " " + std::to_string(amount) + " by " + std::to_string(by.number));
    }
    void afflict(const rb::Afflict& r) override
    {
        log.push_back("afflict " + std::to_string(r.target.number) + " status " + std::to_string(r.status.value) + " turns "
                      + std::to_string(r.turns) + " by " + std::to_string(r.by.number));
    }
    void cure(const rb::Cure& r) override
    {
        log.push_back("cure " + std::to_string(r.target.number) + " status " + std::to_string(r.status.value));
    }
    std::optional<rb::Cell> position(rb::ActorRef who) const override
    {
        auto it = actors.find(who.number);
        if (it == actors.end())
            return std::nullopt;
        return it->second;
    }
    bool canEnter(rb::ActorRef, rb::Cell cell) const override
    {
        if (grid_.isWall(cell))
            return false;
        for (const auto& [id, at] : actors)
            if (at == cell)
                return false;
        return true;
    }
    void moveActor(rb::ActorRef who, rb::Cell to) override
    {
        log.push_back("move " + std::to_string(who.number) + " to " + std::to_string(to.x) + "," + std::to_string(to.y));
        actors[who.number] = to;
    }
    void cue(std::span<const rb::Cell> cells, const rb::Look& look) override
    {
        log.push_back("cue " + look.glyph + " " + look.color + " over " + std::to_string(cells.size()));
    }
    std::uint64_t newEffectUuid() override { return nextUuid++; }
    void grant(rb::ActorRef target, const rb::EffectRequest& lingering) override
    {
        log.push_back("grant " + std::to_string(target.number) + " effect " + std::to_string(lingering.source.id));
        granted.emplace_back(target.number, lingering);
    }
    void ignite(rb::Cell c, int turns) override
    {
        log.push_back("ignite " + std::to_string(c.x) + "," + std::to_string(c.y) + " " + std::to_string(turns));
    }
    void emitGas(rb::Id<rb::GasKind> gas, rb::Cell c, std::int64_t amount) override
    {
        log.push_back("gas " + std::to_string(gas.value) + " " + std::to_string(c.x) + "," + std::to_string(c.y) + " "
                      + std::to_string(amount));
    }

    const rb::Grid& grid() const override { return grid_; }
    std::vector<rb::Cell> smoke; // cells that stop a burst
    bool blocksBurst(rb::Cell c) const override { return std::find(smoke.begin(), smoke.end(), c) != smoke.end(); }
    void occupants(std::span<const rb::Cell> cells, std::vector<rb::EntityRef>& out) const override
    {
        for (rb::Cell c : cells)
            for (const auto& [id, at] : actors)
                if (at == c)
                    out.push_back(rb::EntityRef(id));
    }
    rb::Carrier* carrier(rb::EntityRef on) override
    {
        auto it = carriers.find(on.number);
        return it == carriers.end() ? nullptr : &it->second;
    }
    void removeCarrier(rb::EntityRef on) override
    {
        log.push_back("removed " + std::to_string(on.number));
        removed.push_back(on.number);
        carriers.erase(on.number);
    }

    rb::Grid grid_;
};
