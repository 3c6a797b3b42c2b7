#pragma once
// Coverage: for every definition of the content, in how many of a batch's
// runs it came into play — a status applied, refreshed, extended, stacked or
// kept; an item named by any event (used, thrown, worn, taken off, picked up,
// its triggers landing) or worn from the start; a prop when one of its triggers fires, and each
// item's and prop's trigger ("explosive barrel on destroyed") when it fires; an ability
// when cast; a quest when an objective moves (or it is done); a counter when
// it counts; a fact kind when a fact of it is fed. Those that never did in
// any run are "never used": content a designer may have forgotten to wire in.

#include "rulebench/base/json_reader.h"
#include "rulebench/definitions/definitions.h"
#include "rulebench/world/world.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace rb {

struct Coverage {
    struct Section {
        std::string name;                 // as in the content file: "statuses"
        std::vector<std::string> names;   // its definitions, in the file's order
        std::vector<std::int64_t> runs;   // in how many runs each came into play
        friend bool operator==(const Section&, const Section&) = default;
    };
    std::int64_t runs = 0; // the runs counted
    std::vector<Section> sections; // statuses, items, props, triggers, abilities, quests, counters, fact_kinds

    // Every definition of the content, none used yet.
    static Coverage of(const Definitions& defs);
    std::size_t size() const; // how many definitions
    // Counts one run, `used` a flag a definition in the sections' order.
    void add(std::span<const std::uint8_t> used);
    // "SECTION NAME" of those no run used, in the sections' order.
    std::vector<std::string> neverUsed() const;
    friend bool operator==(const Coverage&, const Coverage&) = default;
};

// One run's flags, turn by turn.
class CoverageTally {
public:
    explicit CoverageTally(const Definitions& defs);
    // What the run starts with: the items worn.
    void start(const World& world);
    void turn(const TurnReport& report);
    const std::vector<std::uint8_t>& used() const { return used_; }

private:
    void mark(std::size_t section, std::uint32_t index);
    std::vector<std::size_t> offsets_; // where each section's flags start
    std::vector<std::uint8_t> used_;
    std::vector<std::size_t> itemTriggers_, propTriggers_; // each definition's first trigger in the section
};

// {"runs": N, "SECTION": [["NAME", runs], ...], ..., "never used": ["SECTION NAME", ...]}.
OrderedJson coverageJson(const Coverage& coverage);
std::optional<Coverage> coverageFromJson(const Json& json, std::string& error);
// Per section how many came into play, then the never used one a line.
std::string coverageText(const Coverage& coverage);
// Adds another shard's counts; false, with the reason, when its definitions differ.
bool addCoverage(Coverage& into, const Coverage& from, std::string& error);

} // namespace rb
