#include "rulebench/facts/quests.h"

#include <algorithm>
#include <stdexcept>

namespace rb {

Tracker::Tracker()
{
    auto plan = std::make_shared<Plan>();
    plan->firstObjective.push_back(0);
    plan_ = std::move(plan);
}

Tracker::Tracker(const Registry<QuestDef>& quests)
{
    auto plan = std::make_shared<Plan>();
    const std::size_t n = quests.size();
    plan->unlocks.resize(n);
    plan->waitsOn.assign(n, 0);
    plan->victory.assign(n, false);
    std::uint32_t id = 0;
    for (const QuestDef& q : quests) {
        plan->firstObjective.push_back(static_cast<std::uint32_t>(plan->objectives.size()));
        for (std::uint32_t i = 0; i < q.objectives.size(); ++i) {
            const Objective& o = q.objectives[i];
            plan->objectives.push_back(o);
            if (plan->byKind.size() <= o.match.kind.value)
                plan->byKind.resize(o.match.kind.value + std::size_t{1});
            plan->byKind[o.match.kind.value].push_back({QuestId{id}, i});
        }
        std::vector<QuestId> after = q.after;
        std::sort(after.begin(), after.end());
        after.erase(std::unique(after.begin(), after.end()), after.end());
        for (QuestId a : after) {
            ++plan->waitsOn[id];
            if (a.value < n)
                plan->unlocks[a.value].push_back(QuestId{id});
        }
        plan->victory[id] = q.victory;
        ++id;
    }
    plan->firstObjective.push_back(static_cast<std::uint32_t>(plan->objectives.size()));

    states_.assign(n, QuestState::Locked);
    waiting_ = plan->waitsOn;
    objectivesLeft_.resize(n);
    for (std::size_t q = 0; q < n; ++q) {
        objectivesLeft_[q] = plan->firstObjective[q + 1] - plan->firstObjective[q];
        if (waiting_[q] == 0)
            states_[q] = QuestState::Open;
    }
    progress_.assign(plan->objectives.size(), 0);
    plan_ = std::move(plan);
}

std::size_t Tracker::flat(QuestId q, std::size_t objective) const
{
    const std::size_t first = plan_->firstObjective.at(q.value);
    if (first + objective >= plan_->firstObjective.at(q.value + std::size_t{1}))
        throw std::out_of_range("Tracker: no such objective");
    return first + objective;
}

std::int64_t Tracker::progress(QuestId q, std::size_t objective) const { return progress_[flat(q, objective)]; }

bool Tracker::objectiveDone(QuestId q, std::size_t objective) const
{
    const std::size_t i = flat(q, objective);
    return progress_[i] >= plan_->objectives[i].need.n;
}

bool Tracker::restore(const std::vector<QuestState>& states, const std::vector<std::int64_t>& progress)
{
    if (states.size() != states_.size() || progress.size() != progress_.size())
        return false;
    const Plan& plan = *plan_;
    states_ = states;
    progress_ = progress;
    waiting_ = plan.waitsOn;
    won_ = false;
    for (std::size_t q = 0; q < states_.size(); ++q) {
        std::uint32_t left = 0;
        for (std::size_t i = plan.firstObjective[q]; i < plan.firstObjective[q + 1]; ++i)
            if (progress_[i] < plan.objectives[i].need.n)
                ++left;
        objectivesLeft_[q] = left;
    }
    for (std::size_t q = 0; q < states_.size(); ++q) {
        if (states_[q] != QuestState::Done)
            continue;
        won_ = won_ || plan.victory[q];
        for (QuestId next : plan.unlocks[q])
            --waiting_[next.value];
    }
    return true;
}

std::vector<QuestChange> Tracker::feed(const Fact& fact)
{
    std::vector<QuestChange> changes;
    if (fact.kind.value >= plan_->byKind.size())
        return changes;
    const Plan& plan = *plan_;

    // Progress, and which objectives that finished, in quest and objective order.
    std::vector<Watch> finished;
    for (const Watch& w : plan.byKind[fact.kind.value]) {
        if (states_[w.quest.value] != QuestState::Open)
            continue;
        const std::size_t i = plan.firstObjective[w.quest.value] + w.objective;
        const Objective& o = plan.objectives[i];
        std::int64_t& p = progress_[i];
        if (p >= o.need.n)
            continue;
        ++evaluations_;
        if (!o.match.matches(fact))
            continue;
        std::int64_t next = p;
        if (o.need.mode == Need::Mode::Total) {
            if (fact.amount > 0)
                next = std::min(saturatingAdd(p, fact.amount), o.need.n);
        } else {
            next = std::clamp<std::int64_t>(fact.amount, 0, o.need.n);
        }
        if (next == p)
            continue;
        p = next;
        changes.push_back({QuestChange::Kind::Progress, w.quest, w.objective, next, false});
        if (next >= o.need.n)
            finished.push_back(w);
    }

    std::vector<QuestId> done;
    for (const Watch& w : finished) {
        changes.push_back({QuestChange::Kind::ObjectiveDone, w.quest, w.objective, 0, false});
        if (--objectivesLeft_[w.quest.value] == 0)
            done.push_back(w.quest);
    }
    // `finished` is in quest order, so `done` is too.
    std::vector<QuestId> opened;
    for (QuestId q : done) {
        states_[q.value] = QuestState::Done;
        const bool victory = plan.victory[q.value];
        won_ = won_ || victory;
        changes.push_back({QuestChange::Kind::QuestDone, q, 0, 0, victory});
        for (QuestId next : plan.unlocks[q.value]) {
            if (--waiting_[next.value] == 0 && states_[next.value] == QuestState::Locked) {
                states_[next.value] = QuestState::Open;
                opened.push_back(next);
            }
        }
    }
    std::sort(opened.begin(), opened.end());
    for (QuestId q : opened)
        changes.push_back({QuestChange::Kind::QuestOpened, q, 0, 0, false});
    return changes;
}

} // namespace rb
