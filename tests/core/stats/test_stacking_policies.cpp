// The stacking policies as golden timelines: each case gives a status's rule
// and policies, a script of applications, cures, flags and ticks, and after
// every step the exact events and the instances left (number, turns left,
// credit). Every step also checks that each instance has exactly its own
// modifiers installed and nothing else is left behind.
#include <QtTest>

#include "rulebench/stats/status_rules.h"

#include <functional>
#include <sstream>

namespace {
using rb::StatusChange;
using rb::StatusEvent;

constexpr rb::ActorRef kTarget{1};

// x: the status under test (armor +1, ticks 1 thermal); o: another status
// (speed -1, Refresh) for "removes"; ward: a flag for "blocked_by".
struct Rig {
    rb::StatRegistries defs;
    rb::StatusId x{0}, o{1};
    rb::StatId armor, speed;
    rb::FlagId ward;
    rb::Holder holder;

    explicit Rig(const std::function<void(rb::StatusDef&)>& policy)
    {
        armor = *defs.stats.add({"armor", 0, std::nullopt, std::nullopt});
        speed = *defs.stats.add({"speed", 10, std::nullopt, std::nullopt});
        ward = *defs.flags.add({"ward"});
        const rb::DamageKindId thermal = *defs.damageKinds.add({"thermal", std::nullopt});
        rb::StatusDef xs;
        xs.name = "x";
        xs.modifiers = {{rb::EffectType::stat(armor, rb::StatOp::Add), rb::EffectValue::number(1), {}}};
        xs.tick = rb::StatusTick{thermal, 1, {}};
        policy(xs);
        rb::StatusDef os;
        os.name = "o";
        os.modifiers = {{rb::EffectType::stat(speed, rb::StatOp::Add), rb::EffectValue::number(-1), {}}};
        x = *defs.statuses.add(std::move(xs));
        o = *defs.statuses.add(std::move(os));
    }

    std::string name(rb::StatusId s) const { return defs.statuses[s].name; }

    std::string describe(const StatusEvent& e) const
    {
        std::string out = std::string(rb::toString(e.change)) + " " + name(e.status);
        if (e.instance)
            out += "#" + std::to_string(e.instance);
        out += " " + std::to_string(e.turnsBefore) + ">" + std::to_string(e.turnsLeft) + "@" + std::to_string(e.by.number);
        if (!e.reason.empty())
            out += " (" + e.reason + ")";
        return out;
    }

    std::string state() const
    {
        std::string out;
        for (const rb::StatusInstance& i : holder.statuses.instances()) {
            out += out.empty() ? "" : " ";
            out += name(i.status) + "#" + std::to_string(i.instance) + ":" + std::to_string(i.turnsLeft) + "@"
                + std::to_string(i.by.number);
        }
        return out.empty() ? "-" : out;
    }

    // One step of the script: "+x 3 7" afflicts x for 3 turns by 7, "-x" cures
    // every x, "-x 1" the oldest one, "!ward" raises the flag, "~ward" drops
    // it, "." ends the turn: its ticks, then the next turn's count-down (which
    // comes before that turn's applications). Returns the events in order,
    // "; "-separated.
    std::string run(const std::string& step)
    {
        std::istringstream in(step);
        std::string op;
        in >> op;
        std::vector<std::string> lines;
        const auto status = [&](char c) { return c == 'x' ? x : o; };
        if (op[0] == '+') {
            std::int64_t turns = 0, by = 0;
            in >> turns >> by;
            for (const StatusEvent& e : rb::afflict(defs, holder, rb::Afflict{kTarget, status(op[1]), turns, rb::EntityRef(static_cast<std::uint64_t>(by))}))
                lines.push_back(describe(e));
        } else if (op[0] == '-') {
            std::int64_t n = 0;
            std::optional<std::int64_t> instances;
            if (in >> n)
                instances = n;
            for (const StatusEvent& e : rb::cure(holder, rb::Cure{kTarget, status(op[1]), instances}))
                lines.push_back(describe(e));
        } else if (op == "!ward") {
            holder.stats.effects().add({rb::EffectType::flag(ward), rb::EffectValue::number(1), {}, rb::Duration::whileActive(), rb::Source::item(99)}, {});
        } else if (op == "~ward") {
            holder.stats.removeBySource(rb::Source::item(99));
        } else if (op == ".") {
            for (const rb::TickDamage& d : rb::tickStatuses(defs.statuses, holder, kTarget))
                lines.push_back("tick " + name(d.status) + "#" + std::to_string(d.instance) + "@" + std::to_string(d.by.number));
            for (const StatusEvent& e : rb::countDownStatuses(defs.statuses, holder, kTarget))
                lines.push_back(describe(e));
        }
        std::string out;
        for (const std::string& l : lines) {
            out += out.empty() ? "" : "; ";
            out += l;
        }
        return out.empty() ? "-" : out;
    }

    // Each instance carries exactly its own modifiers, and no modifier of a
    // status outlives its instance.
    bool modifiersMatch() const
    {
        std::size_t statusEffects = 0;
        for (const rb::Effect& e : holder.stats.effects().all())
            statusEffects += e.source.kind == rb::Source::Kind::Status;
        std::size_t expected = 0;
        for (const rb::StatusInstance& i : holder.statuses.instances()) {
            const rb::Source own = rb::Source::status(i.status, i.instance);
            std::size_t mine = 0;
            for (const rb::Effect& e : holder.stats.effects().all())
                mine += e.source == own;
            if (mine != defs.statuses[i.status].modifiers.size())
                return false;
            expected += mine;
        }
        return statusEffects == expected;
    }
};

struct Step {
    std::string script;
    std::string events; // "-" for none
    std::string state;  // "-" for no instances
};

struct Timeline {
    const char* name;
    std::function<void(rb::StatusDef&)> policy;
    std::vector<Step> steps;
};

using S = rb::Stacking;
using O = rb::Overflow;

auto rule(S s) { return [s](rb::StatusDef& d) { d.stacking = s; }; }
auto stack(std::int64_t max, O overflow, bool perApplier = false)
{
    return [=](rb::StatusDef& d) {
        d.stacking = S::Stack;
        d.maxStacks = max;
        d.overflow = overflow;
        d.perApplier = perApplier;
    };
}
// Per applier with a total over every applier: Stack with `max` of each
// applier's, or (max 0) another rule with no Max stacks.
auto total(std::int64_t max, std::int64_t total, O overflow, S s = S::Stack)
{
    return [=](rb::StatusDef& d) {
        d.stacking = s;
        if (max > 0)
            d.maxStacks = max;
        d.overflow = overflow;
        d.perApplier = true;
        d.maxTotal = total;
    };
}
auto perApplier(S s)
{
    return [s](rb::StatusDef& d) {
        d.stacking = s;
        d.perApplier = true;
    };
}
auto expireAll(S s, bool byApplier = false)
{
    return [=](rb::StatusDef& d) {
        d.stacking = s;
        d.expire = rb::Expiry::All;
        d.perApplier = byApplier;
    };
}
auto blocked(S s)
{
    return [s](rb::StatusDef& d) {
        d.stacking = s;
        d.blockedBy = {rb::FlagId{0}};
    };
}
auto removesO(S s)
{
    return [s](rb::StatusDef& d) {
        d.stacking = s;
        d.removes = {rb::StatusId{1}};
    };
}

// clang-format off
const std::vector<Timeline> kTimelines = {
    {"refresh: the longer duration wins and takes the credit", rule(S::Refresh), {
        {"+x 2 7", "applied x#1 0>2@7", "x#1:2@7"},
        {"+x 4 8", "refreshed x#1 2>4@8", "x#1:4@8"},
        {".", "tick x#1@8", "x#1:3@8"}}},
    {"refresh: shorter is kept, the credit stays", rule(S::Refresh), {
        {"+x 3 7", "applied x#1 0>3@7", "x#1:3@7"},
        {"+x 2 8", "kept x#1 3>3@8", "x#1:3@7"}}},
    {"refresh: a tie is kept, the credit stays", rule(S::Refresh), {
        {"+x 3 7", "applied x#1 0>3@7", "x#1:3@7"},
        {"+x 3 8", "kept x#1 3>3@8", "x#1:3@7"},
        {".", "tick x#1@7", "x#1:2@7"}}},
    {"refresh per applier: a second applier's own instance", perApplier(S::Refresh), {
        {"+x 3 7", "applied x#1 0>3@7", "x#1:3@7"},
        {"+x 2 8", "stacked x#2 0>2@8", "x#1:3@7 x#2:2@8"},
        {"+x 5 8", "refreshed x#2 2>5@8", "x#1:3@7 x#2:5@8"},
        {"+x 1 7", "kept x#1 3>3@7", "x#1:3@7 x#2:5@8"}}},
    {"refresh per applier: no applier is an applier of its own", perApplier(S::Refresh), {
        {"+x 3 0", "applied x#1 0>3@0", "x#1:3@0"},
        {"+x 2 7", "stacked x#2 0>2@7", "x#1:3@0 x#2:2@7"},
        {"+x 4 0", "refreshed x#1 3>4@0", "x#1:4@0 x#2:2@7"}}},
    {"extend: durations add, the first applier keeps the credit", rule(S::Extend), {
        {"+x 2 7", "applied x#1 0>2@7", "x#1:2@7"},
        {"+x 3 8", "extended x#1 2>5@7", "x#1:5@7"}}},
    {"extend per applier: each applier extends its own", perApplier(S::Extend), {
        {"+x 2 7", "applied x#1 0>2@7", "x#1:2@7"},
        {"+x 3 8", "stacked x#2 0>3@8", "x#1:2@7 x#2:3@8"},
        {"+x 1 7", "extended x#1 2>3@7", "x#1:3@7 x#2:3@8"}}},
    {"ignore: nothing while active", rule(S::Ignore), {
        {"+x 2 7", "applied x#1 0>2@7", "x#1:2@7"},
        {"+x 9 8", "ignored x 2>2@8", "x#1:2@7"},
        {".", "tick x#1@7", "x#1:1@7"},
        {".", "tick x#1@7; expired x#1 1>0@7", "-"},
        {"+x 9 8", "applied x#2 0>9@8", "x#2:9@8"}}},
    {"ignore per applier: another applier still lands", perApplier(S::Ignore), {
        {"+x 2 7", "applied x#1 0>2@7", "x#1:2@7"},
        {"+x 4 7", "ignored x 2>2@7", "x#1:2@7"},
        {"+x 4 8", "stacked x#2 0>4@8", "x#1:2@7 x#2:4@8"}}},
    {"stack: no limit", rule(S::Stack), {
        {"+x 2 7", "applied x#1 0>2@7", "x#1:2@7"},
        {"+x 2 7", "stacked x#2 0>2@7", "x#1:2@7 x#2:2@7"},
        {"+x 1 8", "stacked x#3 0>1@8", "x#1:2@7 x#2:2@7 x#3:1@8"},
        {".", "tick x#1@7; tick x#2@7; tick x#3@8; expired x#3 1>0@8", "x#1:1@7 x#2:1@7"}}},
    {"stack, max 2, refuse", stack(2, O::Refuse), {
        {"+x 2 7", "applied x#1 0>2@7", "x#1:2@7"},
        {"+x 3 7", "stacked x#2 0>3@7", "x#1:2@7 x#2:3@7"},
        {"+x 5 8", "refused x 0>0@8 (at most 2 stacks)", "x#1:2@7 x#2:3@7"}}},
    {"stack, max 1, refuse says one stack", stack(1, O::Refuse), {
        {"+x 2 7", "applied x#1 0>2@7", "x#1:2@7"},
        {"+x 2 8", "refused x 0>0@8 (at most 1 stack)", "x#1:2@7"}}},
    {"stack, max 2, replace-oldest", stack(2, O::ReplaceOldest), {
        {"+x 2 7", "applied x#1 0>2@7", "x#1:2@7"},
        {"+x 3 8", "stacked x#2 0>3@8", "x#1:2@7 x#2:3@8"},
        {"+x 1 9", "replaced x#1 2>0@7; stacked x#3 0>1@9", "x#2:3@8 x#3:1@9"},
        {"+x 4 9", "replaced x#2 3>0@8; stacked x#4 0>4@9", "x#3:1@9 x#4:4@9"}}},
    {"stack, max 2, refresh-all lengthens the shorter ones, each keeps its credit", stack(2, O::RefreshAll), {
        {"+x 2 7", "applied x#1 0>2@7", "x#1:2@7"},
        {"+x 5 8", "stacked x#2 0>5@8", "x#1:2@7 x#2:5@8"},
        {"+x 4 9", "refreshed x#1 2>4@7", "x#1:4@7 x#2:5@8"},
        {"+x 6 9", "refreshed x#1 4>6@7; refreshed x#2 5>6@8", "x#1:6@7 x#2:6@8"}}},
    {"stack, max 2, refresh-all with none shorter is kept", stack(2, O::RefreshAll), {
        {"+x 3 7", "applied x#1 0>3@7", "x#1:3@7"},
        {"+x 4 7", "stacked x#2 0>4@7", "x#1:3@7 x#2:4@7"},
        {"+x 3 9", "kept x#1 3>3@9", "x#1:3@7 x#2:4@7"}}},
    {"stack per applier, max 1: each applier one stack", stack(1, O::Refuse, true), {
        {"+x 2 7", "applied x#1 0>2@7", "x#1:2@7"},
        {"+x 2 8", "stacked x#2 0>2@8", "x#1:2@7 x#2:2@8"},
        {"+x 3 7", "refused x 0>0@7 (at most 1 stack)", "x#1:2@7 x#2:2@8"}}},
    {"stack per applier, max 2, replace-oldest replaces the applier's own", stack(2, O::ReplaceOldest, true), {
        {"+x 2 7", "applied x#1 0>2@7", "x#1:2@7"},
        {"+x 2 8", "stacked x#2 0>2@8", "x#1:2@7 x#2:2@8"},
        {"+x 3 8", "stacked x#3 0>3@8", "x#1:2@7 x#2:2@8 x#3:3@8"},
        {"+x 4 8", "replaced x#2 2>0@8; stacked x#4 0>4@8", "x#1:2@7 x#3:3@8 x#4:4@8"}}},
    {"stack per applier, max 1, refresh-all refreshes the applier's own", stack(1, O::RefreshAll, true), {
        {"+x 2 7", "applied x#1 0>2@7", "x#1:2@7"},
        {"+x 2 8", "stacked x#2 0>2@8", "x#1:2@7 x#2:2@8"},
        {"+x 5 8", "refreshed x#2 2>5@8", "x#1:2@7 x#2:5@8"}}},
    {"one instance per applier, at most 3 in total: the fourth applier is refused", total(1, 3, O::Refuse), {
        {"+x 2 7", "applied x#1 0>2@7", "x#1:2@7"},
        {"+x 2 8", "stacked x#2 0>2@8", "x#1:2@7 x#2:2@8"},
        {"+x 2 9", "stacked x#3 0>2@9", "x#1:2@7 x#2:2@8 x#3:2@9"},
        {"+x 2 10", "refused x 0>0@10 (at most 3 instances in total)", "x#1:2@7 x#2:2@8 x#3:2@9"},
        {"+x 3 7", "refused x 0>0@7 (at most 1 stack)", "x#1:2@7 x#2:2@8 x#3:2@9"},
        {"-x 1", "cured x#1 2>0@7", "x#2:2@8 x#3:2@9"},
        {"+x 2 10", "stacked x#4 0>2@10", "x#2:2@8 x#3:2@9 x#4:2@10"}}},
    {"total, replace-oldest replaces the oldest of any applier; at its own max an applier replaces its own",
     total(2, 3, O::ReplaceOldest), {
        {"+x 2 7", "applied x#1 0>2@7", "x#1:2@7"},
        {"+x 2 8", "stacked x#2 0>2@8", "x#1:2@7 x#2:2@8"},
        {"+x 3 8", "stacked x#3 0>3@8", "x#1:2@7 x#2:2@8 x#3:3@8"},
        {"+x 4 9", "replaced x#1 2>0@7; stacked x#4 0>4@9", "x#2:2@8 x#3:3@8 x#4:4@9"},
        {"+x 5 8", "replaced x#2 2>0@8; stacked x#5 0>5@8", "x#3:3@8 x#4:4@9 x#5:5@8"}}},
    {"total, refresh-all lengthens every applier's shorter instances, each keeps its credit",
     total(1, 2, O::RefreshAll), {
        {"+x 2 7", "applied x#1 0>2@7", "x#1:2@7"},
        {"+x 4 8", "stacked x#2 0>4@8", "x#1:2@7 x#2:4@8"},
        {"+x 3 9", "refreshed x#1 2>3@7", "x#1:3@7 x#2:4@8"},
        {"+x 5 9", "refreshed x#1 3>5@7; refreshed x#2 4>5@8", "x#1:5@7 x#2:5@8"},
        {"+x 1 9", "kept x#1 5>5@9", "x#1:5@7 x#2:5@8"}}},
    {"refresh per applier with a total: a new applier is refused, an old one still refreshes its own",
     total(0, 2, O::Refuse, S::Refresh), {
        {"+x 3 7", "applied x#1 0>3@7", "x#1:3@7"},
        {"+x 2 8", "stacked x#2 0>2@8", "x#1:3@7 x#2:2@8"},
        {"+x 2 9", "refused x 0>0@9 (at most 2 instances in total)", "x#1:3@7 x#2:2@8"},
        {"+x 5 7", "refreshed x#1 3>5@7", "x#1:5@7 x#2:2@8"}}},
    {"expire one: instances run out alone", rule(S::Stack), {
        {"+x 1 7", "applied x#1 0>1@7", "x#1:1@7"},
        {"+x 3 8", "stacked x#2 0>3@8", "x#1:1@7 x#2:3@8"},
        {".", "tick x#1@7; tick x#2@8; expired x#1 1>0@7", "x#2:2@8"}}},
    {"expire all: the first to run out takes every instance, after every tick counted", expireAll(S::Stack), {
        {"+x 1 7", "applied x#1 0>1@7", "x#1:1@7"},
        {"+x 3 8", "stacked x#2 0>3@8", "x#1:1@7 x#2:3@8"},
        {"+x 2 9", "stacked x#3 0>2@9", "x#1:1@7 x#2:3@8 x#3:2@9"},
        {".", "tick x#1@7; tick x#2@8; tick x#3@9; expired x#1 1>0@7; expired x#2 3>0@8; expired x#3 2>0@9", "-"}}},
    {"expire all with one instance is expire one", expireAll(S::Refresh), {
        {"+x 2 7", "applied x#1 0>2@7", "x#1:2@7"},
        {".", "tick x#1@7", "x#1:1@7"},
        {".", "tick x#1@7; expired x#1 1>0@7", "-"}}},
    {"expire all per applier still takes every applier's", expireAll(S::Refresh, true), {
        {"+x 1 7", "applied x#1 0>1@7", "x#1:1@7"},
        {"+x 3 8", "stacked x#2 0>3@8", "x#1:1@7 x#2:3@8"},
        {".", "tick x#1@7; tick x#2@8; expired x#1 1>0@7; expired x#2 3>0@8", "-"}}},
    {"blocked by a flag: refused while it is raised", blocked(S::Refresh), {
        {"!ward", "-", "-"},
        {"+x 3 7", "refused x 0>0@7 (immune: ward)", "-"},
        {"~ward", "-", "-"},
        {"+x 3 7", "applied x#1 0>3@7", "x#1:3@7"}}},
    {"blocked by a flag: an active instance stays, more is refused", blocked(S::Extend), {
        {"+x 2 7", "applied x#1 0>2@7", "x#1:2@7"},
        {"!ward", "-", "x#1:2@7"},
        {"+x 2 7", "refused x 0>0@7 (immune: ward)", "x#1:2@7"},
        {"-x", "cured x#1 2>0@7", "-"}}},
    {"removes: a fresh application cures first", removesO(S::Refresh), {
        {"+o 3 7", "applied o#1 0>3@7", "o#1:3@7"},
        {"+x 2 8", "cured o#1 3>0@7; applied x#2 0>2@8", "x#2:2@8"}}},
    {"removes: a Refresh that lengthens cures", removesO(S::Refresh), {
        {"+x 2 8", "applied x#1 0>2@8", "x#1:2@8"},
        {"+o 3 7", "applied o#2 0>3@7", "x#1:2@8 o#2:3@7"},
        {"+x 4 8", "cured o#2 3>0@7; refreshed x#1 2>4@8", "x#1:4@8"}}},
    {"removes: a kept application cures nothing", removesO(S::Refresh), {
        {"+x 4 8", "applied x#1 0>4@8", "x#1:4@8"},
        {"+o 3 7", "applied o#2 0>3@7", "x#1:4@8 o#2:3@7"},
        {"+x 2 8", "kept x#1 4>4@8", "x#1:4@8 o#2:3@7"}}},
    {"removes: an ignored application cures nothing", removesO(S::Ignore), {
        {"+x 4 8", "applied x#1 0>4@8", "x#1:4@8"},
        {"+o 3 7", "applied o#2 0>3@7", "x#1:4@8 o#2:3@7"},
        {"+x 9 8", "ignored x 4>4@8", "x#1:4@8 o#2:3@7"}}},
    {"removes: a refused application cures nothing", [](rb::StatusDef& d) {
        d.stacking = S::Stack;
        d.maxStacks = 1;
        d.removes = {rb::StatusId{1}};
    }, {
        {"+x 4 8", "applied x#1 0>4@8", "x#1:4@8"},
        {"+o 3 7", "applied o#2 0>3@7", "x#1:4@8 o#2:3@7"},
        {"+x 9 8", "refused x 0>0@8 (at most 1 stack)", "x#1:4@8 o#2:3@7"}}},
    {"removes: Extend and Stack cure too", removesO(S::Stack), {
        {"+o 3 7", "applied o#1 0>3@7", "o#1:3@7"},
        {"+x 1 8", "cured o#1 3>0@7; applied x#2 0>1@8", "x#2:1@8"},
        {"+o 3 7", "applied o#3 0>3@7", "x#2:1@8 o#3:3@7"},
        {"+x 1 8", "cured o#3 3>0@7; stacked x#4 0>1@8", "x#2:1@8 x#4:1@8"}}},
    {"removes with extend", removesO(S::Extend), {
        {"+x 1 8", "applied x#1 0>1@8", "x#1:1@8"},
        {"+o 3 7", "applied o#2 0>3@7", "x#1:1@8 o#2:3@7"},
        {"+x 2 9", "cured o#2 3>0@7; extended x#1 1>3@8", "x#1:3@8"}}},
    {"cure: every instance, oldest first", rule(S::Stack), {
        {"+x 2 7", "applied x#1 0>2@7", "x#1:2@7"},
        {"+x 3 8", "stacked x#2 0>3@8", "x#1:2@7 x#2:3@8"},
        {"-x", "cured x#1 2>0@7; cured x#2 3>0@8", "-"}}},
    {"cure 1: the oldest instance only", rule(S::Stack), {
        {"+x 2 7", "applied x#1 0>2@7", "x#1:2@7"},
        {"+x 3 8", "stacked x#2 0>3@8", "x#1:2@7 x#2:3@8"},
        {"+x 4 9", "stacked x#3 0>4@9", "x#1:2@7 x#2:3@8 x#3:4@9"},
        {"-x 1", "cured x#1 2>0@7", "x#2:3@8 x#3:4@9"},
        {"-x 1", "cured x#2 3>0@8", "x#3:4@9"}}},
    {"cure more instances than there are: every one", rule(S::Stack), {
        {"+x 2 7", "applied x#1 0>2@7", "x#1:2@7"},
        {"-x 5", "cured x#1 2>0@7", "-"},
        {"-x 1", "-", "-"}}},
    {"refused with its reason: turns below 1", rule(S::Refresh), {
        {"+x 0 7", "refused x 0>0@7 (turns below 1)", "-"},
        {"+x -2 7", "refused x 0>0@7 (turns below 1)", "-"}}},
};
// clang-format on
} // namespace

class TestStackingPolicies : public QObject {
    Q_OBJECT
private slots:
    void goldenTimelines_data()
    {
        QTest::addColumn<int>("index");
        for (std::size_t i = 0; i < kTimelines.size(); ++i)
            QTest::newRow(kTimelines[i].name) << static_cast<int>(i);
    }

    void goldenTimelines()
    {
        QFETCH(int, index);
        const Timeline& t = kTimelines[static_cast<std::size_t>(index)];
        Rig rig(t.policy);
        for (std::size_t s = 0; s < t.steps.size(); ++s) {
            const Step& step = t.steps[s];
            const std::string where = "step " + std::to_string(s + 1) + " \"" + step.script + "\"";
            QCOMPARE(QString::fromStdString(rig.run(step.script)), QString::fromStdString(step.events));
            QCOMPARE(QString::fromStdString(rig.state()), QString::fromStdString(step.state));
            QVERIFY2(rig.modifiersMatch(), where.c_str());
        }
    }

    void atLeastThirtyTimelines() { QVERIFY(kTimelines.size() >= 30); }

    // A status that sets no policy keeps today's numbers: the armor each
    // instance gives and the turns, for the four rules.
    void noPolicyIsTheRuleAlone()
    {
        for (S s : {S::Refresh, S::Extend, S::Stack, S::Ignore}) {
            Rig rig(rule(s));
            rig.run("+x 2 7");
            rig.run("+x 3 8");
            const std::int64_t armor = rb::Evaluator(rig.defs.stats, rig.holder).value(rig.armor);
            QCOMPARE(armor, std::int64_t(s == S::Stack ? 2 : 1));
        }
    }
};

QTEST_MAIN(TestStackingPolicies)
#include "test_stacking_policies.moc"
