#pragma once
// A three-way merge of JSON values, the part content files and scenario files
// share (content_merge.h, sandbox/scenario_merge.h): objects merge key by key,
// lists of named (or id'd) records merge record by record, and a value both
// sides changed two ways is a conflict that keeps ours and is recorded with
// all three values. Qt-free, deterministic: the same inputs, the same result.

#include "rulebench/base/json_reader.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace rb {

// One place both sides changed two ways. A side that has no value there
// (the field or definition is absent on it) has none here.
struct MergeConflict {
    std::vector<std::string> path; // {"statuses", "scorched", "tick", "amount"}
    std::string where;             // "scorched, tick each turn, amount"
    std::optional<OrderedJson> base, ours, theirs;
};

// "statuses.scorched.tick.amount"
std::string dottedPath(const std::vector<std::string>& path);
// {"path": ..., "where": ..., "base": ..., "ours": ..., "theirs": ...}; a side
// with no value has no key.
OrderedJson conflictToJson(const MergeConflict& conflict);

class ThreeWayMerge {
public:
    // Says a path in the designer's words, for a conflict's "where".
    using Words = std::function<std::string(const std::vector<std::string>& path)>;
    explicit ThreeWayMerge(Words words) : words_(std::move(words)) {}

    // The merged value at `path`; absent when the merge removes it. Objects
    // merge key by key, lists of objects no side resized entry by entry; `atomic` merges
    // the value whole (a scenario's play state).
    std::optional<OrderedJson> value(const std::vector<std::string>& path, const OrderedJson* base,
                                     const OrderedJson* ours, const OrderedJson* theirs, bool atomic = false);

    // Lists of records identified by `key` ("name", "id"): base's order, then
    // ours' additions, then theirs'. A record added on both sides with
    // different fields, or deleted on one side and changed on the other, is
    // one conflict on the whole record.
    OrderedJson records(const std::vector<std::string>& path, const OrderedJson* base, const OrderedJson* ours,
                        const OrderedJson* theirs, const std::string& key);

    // An object's keys merged one by one with `each` (null when a side lacks
    // the key); keys in ours' order, then theirs' new ones.
    using EachKey = std::function<std::optional<OrderedJson>(const std::string& key, const OrderedJson* base,
                                                             const OrderedJson* ours, const OrderedJson* theirs)>;
    OrderedJson object(const OrderedJson* base, const OrderedJson* ours, const OrderedJson* theirs, const EachKey& each);

    void conflict(const std::vector<std::string>& path, const OrderedJson* base, const OrderedJson* ours,
                  const OrderedJson* theirs);
    const std::vector<MergeConflict>& conflicts() const { return conflicts_; }

private:
    std::optional<OrderedJson> record(const std::vector<std::string>& path, const OrderedJson* base,
                                      const OrderedJson* ours, const OrderedJson* theirs);

    Words words_;
    std::vector<MergeConflict> conflicts_;
};

// A member of an object, or null when `object` is null, not an object, or lacks it.
const OrderedJson* member(const OrderedJson* object, const std::string& key);

} // namespace rb
