#pragma once
// Counters and their tally rules: feeding a fact adds its amount to every
// counter with a rule that matches it. The rules are indexed by fact kind, so
// a fact costs nothing for counters that never look at its kind.

#include "rulebench/base/registry.h"
#include "rulebench/facts/facts.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace rb {

struct CounterDef {
    std::string name;
    std::vector<Matcher> tally; // a fact counts once even when several rules match it
};
using CounterId = Id<CounterDef>;

struct CounterChange {
    CounterId counter;
    std::int64_t value = 0; // after the fact
    friend bool operator==(const CounterChange&, const CounterChange&) = default;
};

class Ledger {
public:
    Ledger();
    explicit Ledger(const Registry<CounterDef>& counters);

    // Every counter the fact changed, in counter order.
    std::vector<CounterChange> feed(const Fact& fact);

    std::int64_t value(CounterId counter) const { return values_.at(counter.value); }
    // A play save: every counter's value, in counter order; false (nothing
    // changed) when the count does not fit.
    bool restore(const std::vector<std::int64_t>& values);
    std::size_t size() const { return values_.size(); }
    // How many tally rules feeding has tested so far: the cost of a fact,
    // countable without a clock.
    std::uint64_t matcherEvaluations() const { return evaluations_; }
    // Ledgers of the same counters compare by their values alone: the rules
    // follow from the counters, and the count of tests made is a cost, not
    // a state (a resumed run has made fewer).
    friend bool operator==(const Ledger& a, const Ledger& b) { return a.values_ == b.values_; }

private:
    struct Rule {
        CounterId counter;
        Matcher matcher;
    };
    // Immutable after construction and shared between copies, so copying a
    // ledger (the sandbox steps back by copying) copies only the values.
    struct Index {
        std::vector<std::vector<Rule>> byKind; // by FactKindId, rules in counter order
    };
    std::shared_ptr<const Index> index_;
    std::vector<std::int64_t> values_;
    std::uint64_t evaluations_ = 0;
};

} // namespace rb
