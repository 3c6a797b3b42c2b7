#pragma once
// Quests: where every quest stands. A quest opens when every quest in its
// `after` list is done and is done when every objective is; finishing a
// victory quest wins the run. Objectives are indexed by fact kind, so a fact
// costs nothing for quests that never look at its kind.

#include "rulebench/base/registry.h"
#include "rulebench/facts/facts.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace rb {

// Total: the matching amounts add up to n (amounts below 1 add nothing).
// Latest: a single fact's amount reaches n; until one does, progress is the
// last matching fact's amount, so it may go down.
struct Need {
    enum class Mode : std::uint8_t { Total, Latest };
    Mode mode = Mode::Total;
    std::int64_t n = 1;

    static Need total(std::int64_t n) { return Need{Mode::Total, n}; }
    static Need latest(std::int64_t n) { return Need{Mode::Latest, n}; }
};

struct Objective {
    Matcher match;
    Need need;
};

struct QuestDef;
using QuestId = Id<QuestDef>;

struct QuestDef {
    std::string name;
    std::vector<QuestId> after;
    std::vector<Objective> objectives; // a quest with none never finishes (content reports it)
    bool victory = false;
};

enum class QuestState : std::uint8_t { Locked, Open, Done };
// A quest's state in words: the save's and the quest view's.
inline constexpr EnumWord<QuestState> kQuestStates[] = {
    {QuestState::Locked, "locked"}, {QuestState::Open, "open"}, {QuestState::Done, "done"}};

// One thing a fact changed. One feed lists every Progress first, then every
// ObjectiveDone, then QuestDone, then QuestOpened, each in quest and
// objective order: the order it happened in.
struct QuestChange {
    enum class Kind : std::uint8_t { Progress, ObjectiveDone, QuestDone, QuestOpened };
    Kind kind = Kind::Progress;
    QuestId quest;
    std::uint32_t objective = 0; // Progress and ObjectiveDone
    std::int64_t progress = 0;   // Progress: the objective's new progress, at most its need
    bool victory = false;        // QuestDone of a victory quest: the run is won

    friend bool operator==(const QuestChange&, const QuestChange&) = default;
};

class Tracker {
public:
    Tracker();
    // Quests with an empty `after` start open. An `after` naming a quest
    // outside the list, or a cycle, keeps a quest locked for good.
    explicit Tracker(const Registry<QuestDef>& quests);

    std::vector<QuestChange> feed(const Fact& fact);

    QuestState state(QuestId q) const { return states_.at(q.value); }
    std::int64_t progress(QuestId q, std::size_t objective) const;
    bool objectiveDone(QuestId q, std::size_t objective) const;
    bool won() const { return won_; }
    // A play save: every quest's state and every objective's progress (flat,
    // in quest and objective order); what follows from them is worked out
    // again. False (nothing changed) when the counts do not fit.
    bool restore(const std::vector<QuestState>& states, const std::vector<std::int64_t>& progress);
    std::size_t size() const { return states_.size(); }
    // How many objective matchers feeding has tested so far: the cost of a
    // fact, countable without a clock.
    std::uint64_t matcherEvaluations() const { return evaluations_; }
    // Trackers of the same quests compare by their state alone: the plan
    // follows from the quests, and the count of tests made is a cost, not a
    // state (a resumed run has made fewer).
    friend bool operator==(const Tracker& a, const Tracker& b)
    {
        return a.states_ == b.states_ && a.progress_ == b.progress_ && a.objectivesLeft_ == b.objectivesLeft_
               && a.waiting_ == b.waiting_ && a.won_ == b.won_;
    }

private:
    struct Watch {
        QuestId quest;
        std::uint32_t objective;
    };
    // Immutable after construction and shared between copies, so copying a
    // tracker (the sandbox steps back by copying) copies only the state.
    struct Plan {
        std::vector<Objective> objectives;            // all quests' objectives, flat
        std::vector<std::uint32_t> firstObjective;    // per quest, into objectives; one extra at the end
        std::vector<std::vector<QuestId>> unlocks;    // per quest: the quests waiting on it
        std::vector<std::uint32_t> waitsOn;           // per quest: distinct quests in its after
        std::vector<bool> victory;
        std::vector<std::vector<Watch>> byKind;       // by FactKindId, in quest and objective order
    };
    std::shared_ptr<const Plan> plan_;
    std::vector<QuestState> states_;
    std::vector<std::int64_t> progress_;      // flat, as Plan::objectives
    std::vector<std::uint32_t> objectivesLeft_; // per quest
    std::vector<std::uint32_t> waiting_;       // per quest: after-quests not done yet
    bool won_ = false;
    std::uint64_t evaluations_ = 0;

    std::size_t flat(QuestId q, std::size_t objective) const;
};

} // namespace rb
