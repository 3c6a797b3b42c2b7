#include "rulebench/facts/ledger.h"

namespace rb {

Ledger::Ledger()
    : index_(std::make_shared<const Index>())
{
}

Ledger::Ledger(const Registry<CounterDef>& counters)
{
    auto index = std::make_shared<Index>();
    std::uint32_t id = 0;
    for (const CounterDef& c : counters) {
        for (const Matcher& m : c.tally) {
            if (index->byKind.size() <= m.kind.value)
                index->byKind.resize(m.kind.value + std::size_t{1});
            index->byKind[m.kind.value].push_back({CounterId{id}, m});
        }
        ++id;
    }
    index_ = std::move(index);
    values_.assign(counters.size(), 0);
}

bool Ledger::restore(const std::vector<std::int64_t>& values)
{
    if (values.size() != values_.size())
        return false;
    values_ = values;
    return true;
}

std::vector<CounterChange> Ledger::feed(const Fact& fact)
{
    std::vector<CounterChange> changes;
    if (fact.kind.value >= index_->byKind.size())
        return changes;
    const std::vector<Rule>& rules = index_->byKind[fact.kind.value];
    // Rules are in counter order: once a counter took the fact, skip its other rules.
    bool counted = false;
    CounterId last{};
    for (const Rule& rule : rules) {
        if (counted && rule.counter == last)
            continue;
        ++evaluations_;
        if (!rule.matcher.matches(fact))
            continue;
        counted = true;
        last = rule.counter;
        std::int64_t& v = values_[rule.counter.value];
        const std::int64_t before = v;
        v = saturatingAdd(v, fact.amount);
        if (v != before)
            changes.push_back({rule.counter, v});
    }
    return changes;
}

} // namespace rb
