#include "invariants.h"
#include "status_lifetimes.h"

#include "rulebench/batch/batch_report.h"
#include "rulebench/content/build.h"
#include "rulebench/content/content.h"
#include "rulebench/sandbox/scenario.h"
#include "rulebench/sandbox/session.h"
#include "rulebench/sandbox/stat_samples.h"
#include "rulebench/world/action_spec.h"
#include "rulebench/world/reload.h"

#include <algorithm>
#include <map>
#include <memory>
#include <set>
#include <utility>
#include <vector>

namespace rb::property {
namespace {

using Fail = std::optional<Violation>;
Fail fail(std::string invariant, std::string detail) { return Violation{std::move(invariant), std::move(detail)}; }

std::string firstError(const Diagnostics& d)
{
    for (const Diagnostic& x : d.all())
        if (x.severity == Severity::Error)
            return format(x);
    return "";
}

// What a run shows of one turn: its log and every actor's stats at its end
// (simulate's log and CSV).
struct TurnView {
    std::string log;
    std::string rows;
    friend bool operator==(const TurnView&, const TurnView&) = default;
};

std::string rowsOf(const World& w)
{
    std::vector<StatSample> samples;
    appendSamples(w, samples);
    std::string out;
    for (const StatSample& s : samples)
        out += s.actor + "," + w.definitions().stats[s.stat].name + "," + std::to_string(s.value) + "\n";
    return out;
}

TurnView viewOf(const World& w, const TurnReport& r)
{
    TurnView v;
    for (const WorldEvent& e : r.events)
        v.log += std::to_string(r.turn) + ": " + eventText(w.definitions(), e) + "\n";
    v.rows = rowsOf(w);
    return v;
}

// The first difference between two turns' views, in words.
std::string difference(std::int64_t turn, const TurnView& want, const TurnView& got)
{
    if (want.log != got.log)
        return "turn " + std::to_string(turn) + " logged\n" + got.log + "where the straight run logged\n" + want.log;
    return "turn " + std::to_string(turn) + " ended with stats\n" + got.rows + "where the straight run had\n" + want.rows;
}

// One case, loaded and built once.
struct Loaded {
    std::string contentText, scenarioText;
    std::shared_ptr<const Definitions> defs;
    ScenarioSpec spec;
};

Fail load(const GeneratedCase& c, Loaded& out)
{
    out.contentText = c.content.dump(2);
    out.scenarioText = c.scenario.dump(2);
    Validation v = validateContent(out.contentText);
    if (!v.definitions || v.diagnostics.hasErrors())
        return fail("valid", "the generated content does not validate: " + firstError(v.diagnostics));
    ScenarioLoad s = loadScenario(out.scenarioText);
    if (!s.spec || s.diagnostics.hasErrors())
        return fail("valid", "the generated scenario does not load: " + firstError(s.diagnostics));
    out.defs = v.definitions;
    out.spec = *s.spec;
    return std::nullopt;
}

std::optional<Session> start(const Loaded& l, const ScenarioSpec& spec, SessionMode mode, std::string& why)
{
    Diagnostics d;
    SessionOptions options;
    options.mode = mode;
    auto s = Session::create(l.defs, spec, d, options);
    if (!s || d.hasErrors())
        why = firstError(d);
    return s;
}

// The straight run: a view of every turn (views[0]: the start), and the
// play state saved before each turn.
struct Straight {
    std::vector<TurnView> views;
    std::vector<std::string> saves;
    std::vector<World> worlds; // at each turn saved, and at the end
    std::int64_t last = 0; // the last turn played (a win or a loss ends it early)
};

class Accounting;

Fail playStraight(const Loaded& l, std::int64_t turns, Straight& out, Accounting& accounting);

// ----- accounting -----

class Accounting {
public:
    explicit Accounting(const GeneratedCase& c) : content_(c.content)
    {
        for (const auto& a : c.scenario["actors"])
            for (const char* key : {"carries", "wears"})
                if (a.contains(key))
                    for (const auto& item : a[key])
                        ++instances_[item.get<std::string>()];
    }

    void before(const World& w)
    {
        alive_.clear();
        for (const WorldActor& a : w.actors())
            alive_[a.id] = a.alive;
    }

    Fail after(const World& w, const TurnReport& r)
    {
        if (Fail f = events(w, r))
            return f;
        return state(w);
    }

    Fail atEnd() const
    {
        for (const auto& [item, uses] : itemUses_) {
            const std::int64_t limit = chargeLimit(item);
            if (limit >= 0 && uses > limit)
                return fail("accounting", item + " landed " + std::to_string(uses) + " uses, more than its "
                                              + std::to_string(limit) + " charges (all of them together)");
        }
        return std::nullopt;
    }

private:
    Fail events(const World& w, const TurnReport& r)
    {
        std::map<std::pair<std::string, std::string>, std::map<std::string, std::int64_t>> landed; // (item, by) -> moment -> n
        for (const WorldEvent& e : r.events) {
            if (e.kind == WorldEvent::Kind::Placed)
                alive_[e.who] = true, propFires_.erase(e.who);
            if (e.kind == WorldEvent::Kind::Death) {
                if (!alive_[e.who])
                    return fail("accounting", "turn " + std::to_string(r.turn) + ": " + eventText(w.definitions(), e)
                                                  + ", but " + e.who + " was not alive");
                alive_[e.who] = false;
            }
            if (e.kind == WorldEvent::Kind::ChargeSpent && e.amount < 0)
                return fail("accounting", "turn " + std::to_string(r.turn) + ": " + eventText(w.definitions(), e));
            if (Fail f = countAction(w, r, e))
                return f;
            if (e.kind != WorldEvent::Kind::Triggered)
                continue;
            if (e.prop) {
                const std::int64_t n = ++propFires_[e.who][e.action];
                const std::int64_t limit = firesLimit("props", w.definitions().props[*e.prop].name, e.action, 1);
                if (limit >= 0 && n > limit)
                    return fail("accounting", e.who + " fired on " + e.action + " " + std::to_string(n)
                                                  + " times, more than its fires (" + std::to_string(limit) + ")");
            } else if (e.item) {
                const std::string& item = w.definitions().items[*e.item].name;
                ++landed[{item, e.other + "/" + e.text}][e.action];
                const std::int64_t n = ++itemFires_[item][e.action];
                const std::int64_t limit = firesLimit("items", item, e.action, instances(item));
                if (limit >= 0 && n > limit)
                    return fail("accounting", item + " fired on " + e.action + " " + std::to_string(n)
                                                  + " times, more than its fires (" + std::to_string(limit) + " in all)");
            }
        }
        // One use lands each of its moment's triggers once (an attack's fire
        // and hit are one use): a turn's uses of an item by one actor are the
        // most any moment landed, over that moment's triggers.
        for (const auto& [key, moments] : landed) {
            std::int64_t uses = 0;
            for (const auto& [moment, n] : moments)
                uses = std::max(uses, n / std::max<std::int64_t>(1, triggersOn("items", key.first, moment)));
            itemUses_[key.first] += uses;
        }
        return std::nullopt;
    }

    // An actor's own action done (a shove's move and a prop dragged are
    // none): no more a turn than its kind's actions_per_turn.
    Fail countAction(const World& w, const TurnReport& r, const WorldEvent& e)
    {
        const ActionRow* row = actionRowReporting(e.kind);
        if (r.turn != actionsTurn_) {
            actionsTurn_ = r.turn;
            actionsTaken_.clear();
        }
        if (!row || !row->acts || !e.aboutActor || e.action == "effect")
            return std::nullopt;
        const WorldActor* who = w.actor(e.who);
        const std::int64_t most = who ? w.definitions().actors[who->kind].actionsPerTurn : 1;
        if (++actionsTaken_[e.who] > most)
            return fail("accounting", "turn " + std::to_string(r.turn) + ": " + e.who + " took "
                                          + std::to_string(actionsTaken_[e.who]) + " actions, more than its "
                                          + std::to_string(most));
        return std::nullopt;
    }

    Fail state(const World& w) const
    {
        const Definitions& defs = w.definitions();
        for (const WorldActor& a : w.actors()) {
            for (std::uint32_t s = 0; s < defs.stats.size(); ++s) {
                const StatDef& stat = defs.stats[StatId{s}];
                const std::int64_t v = w.value(a, StatId{s});
                if ((stat.min && v < *stat.min) || (stat.max && v > *stat.max))
                    return fail("accounting", "turn " + std::to_string(w.turn()) + ": " + a.id + "'s " + stat.name
                                                  + " is " + std::to_string(v) + ", outside its min and max");
            }
            std::map<std::pair<std::uint32_t, EntityRef>, std::int64_t> held; // (status, applier) -> instances
            std::map<std::uint32_t, std::int64_t> total;
            for (const StatusInstance& i : a.holder.statuses.instances()) {
                if (i.turnsLeft < 0)
                    return fail("accounting", "turn " + std::to_string(w.turn()) + ": " + a.id + "'s "
                                                  + defs.statuses[i.status].name + " has "
                                                  + std::to_string(i.turnsLeft) + " turns left");
                ++held[{i.status.value, i.by}];
                ++total[i.status.value];
            }
            for (const auto& [status, n] : total)
                if (const StatusDef& def = defs.statuses[StatusId{status}]; def.maxTotal && n > *def.maxTotal)
                    return fail("accounting", "turn " + std::to_string(w.turn()) + ": " + a.id + " holds "
                                                  + std::to_string(n) + " instances of " + def.name
                                                  + ", more than its max_total " + std::to_string(*def.maxTotal));
            for (const auto& [key, n] : held) {
                const StatusDef& def = defs.statuses[StatusId{key.first}];
                if (def.stacking == Stacking::Stack && !def.maxStacks)
                    continue; // stacks without a limit
                const std::int64_t limit = def.stacking == Stacking::Stack ? *def.maxStacks : 1;
                const std::int64_t count = def.perApplier ? n : total[key.first];
                if (count > limit)
                    return fail("accounting", "turn " + std::to_string(w.turn()) + ": " + a.id + " holds "
                                                  + std::to_string(count) + " stacks of " + def.name
                                                  + ", more than its limit " + std::to_string(limit));
            }
        }
        return std::nullopt;
    }

    std::int64_t instances(const std::string& item) const
    {
        const auto it = instances_.find(item);
        return it == instances_.end() ? 0 : it->second;
    }

    const OrderedJson* definition(const char* section, const std::string& name) const
    {
        if (content_.contains(section))
            for (const auto& d : content_[section])
                if (d.value("name", "") == name)
                    return &d;
        return nullptr;
    }

    std::int64_t triggersOn(const char* section, const std::string& name, const std::string& moment) const
    {
        const OrderedJson* d = definition(section, name);
        std::int64_t n = 0;
        if (d && d->contains("triggers"))
            for (const auto& t : (*d)["triggers"])
                n += t.value("on", "") == moment ? 1 : 0;
        return n;
    }

    // How often a definition's triggers on `moment` may land in all, over
    // `copies` copies; -1 when one of them has no "fires".
    std::int64_t firesLimit(const char* section, const std::string& name, const std::string& moment,
                            std::int64_t copies) const
    {
        const OrderedJson* d = definition(section, name);
        std::int64_t limit = 0;
        if (!d || !d->contains("triggers"))
            return -1;
        for (const auto& t : (*d)["triggers"])
            if (t.value("on", "") == moment) {
                if (!t.contains("fires"))
                    return -1;
                limit += t["fires"].get<std::int64_t>() * copies;
            }
        return limit;
    }

    std::int64_t chargeLimit(const std::string& item) const
    {
        const OrderedJson* d = definition("items", item);
        if (!d || !d->contains("consumable"))
            return -1;
        return (*d)["consumable"]["charges"].get<std::int64_t>() * instances(item);
    }

    const OrderedJson& content_;
    std::map<std::string, std::int64_t> instances_;
    std::map<std::string, bool> alive_;
    std::map<std::string, std::map<std::string, std::int64_t>> propFires_, itemFires_;
    std::map<std::string, std::int64_t> itemUses_;
    std::int64_t actionsTurn_ = 0;
    std::map<std::string, std::int64_t> actionsTaken_; // this turn's actions, by actor id
};

Fail playStraight(const Loaded& l, std::int64_t turns, Straight& out, Accounting& accounting)
{
    std::string why;
    auto session = start(l, l.spec, SessionMode::ForwardOnly, why);
    if (!session)
        return fail("valid", "the generated scenario does not build: " + why);
    out.views.push_back({"", rowsOf(session->world())});
    StatusLifetimes lifetimes;
    lifetimes.start(session->world());
    while (session->turn() < turns && session->world().outcome() == World::Outcome::None) {
        out.saves.push_back(serializeScenario(session->withPlay()));
        out.worlds.push_back(session->world());
        accounting.before(session->world());
        const TurnReport& r = session->step();
        out.views.push_back(viewOf(session->world(), r));
        if (Fail f = accounting.after(session->world(), r))
            return f;
        if (std::optional<std::string> why = lifetimes.after(session->world(), r))
            return fail("lifetime", *why);
    }
    out.last = session->turn();
    out.worlds.push_back(session->world());
    return accounting.atEnd();
}

// ----- resume -----

Fail checkResume(const Loaded& l, const Straight& straight)
{
    for (std::size_t t = 0; t < straight.saves.size(); ++t) {
        ScenarioLoad saved = loadScenario(straight.saves[t]);
        if (!saved.spec || saved.diagnostics.hasErrors())
            return fail("resume", "the save at turn " + std::to_string(t) + " does not load: "
                                      + firstError(saved.diagnostics));
        std::string why;
        auto session = start(l, *saved.spec, SessionMode::ForwardOnly, why);
        if (!session)
            return fail("resume", "the save at turn " + std::to_string(t) + " does not build: " + why);
        if (rowsOf(session->world()) != straight.views[t].rows)
            return fail("resume", "resumed from turn " + std::to_string(t) + ", the stats are\n" + rowsOf(session->world())
                                      + "where the straight run had\n" + straight.views[t].rows);
        if (!(session->world() == straight.worlds[t]))
            return fail("resume", "resumed from turn " + std::to_string(t) + ", the world does not equal the one saved");
        while (session->turn() < straight.last) {
            const TurnReport& r = session->step();
            const TurnView got = viewOf(session->world(), r);
            const std::size_t turn = static_cast<std::size_t>(r.turn);
            if (turn >= straight.views.size() || got != straight.views[turn])
                return fail("resume", "resumed from turn " + std::to_string(t) + ": "
                                          + difference(r.turn, straight.views.at(std::min(turn, straight.views.size() - 1)), got));
        }
        if (!(session->world() == straight.worlds.back()))
            return fail("resume", "resumed from turn " + std::to_string(t) + ", the world at the end does not equal the "
                                  "straight run's");
    }
    return std::nullopt;
}

// ----- history -----

Fail compareAt(const Session& s, const Straight& straight, const std::string& how)
{
    const std::int64_t t = s.turn();
    const TurnReport* r = s.lastReport();
    const TurnView got = r ? viewOf(s.world(), *r) : TurnView{"", rowsOf(s.world())};
    const TurnView& want = straight.views.at(static_cast<std::size_t>(t));
    if (got != want)
        return fail("history", how + ": " + difference(t, want, got));
    return std::nullopt;
}

Fail checkHistory(const Loaded& l, const Straight& straight, const CheckPlan& plan)
{
    std::string why;
    auto session = start(l, l.spec, SessionMode::History, why);
    if (!session)
        return fail("valid", "the generated scenario does not build: " + why);
    while (session->turn() < straight.last)
        session->step();
    SeededChoices pick(plan.seed);
    const std::int64_t k = pick.between(1, std::max<std::int64_t>(1, straight.last));
    session->back(k);
    if (Fail f = compareAt(*session, straight, "back " + std::to_string(k) + " turns"))
        return f;
    while (session->canForward()) {
        session->forward();
        if (Fail f = compareAt(*session, straight, "forward again"))
            return f;
    }
    for (int j = 0; j < plan.jumps; ++j) {
        const std::int64_t to = pick.between(0, straight.last);
        session->goTo(to);
        if (Fail f = compareAt(*session, straight, "jumped to turn " + std::to_string(to)))
            return f;
    }
    return std::nullopt;
}

// ----- recording -----

// The script played by hand instead (each turn's entries queued before its
// step) gives the straight run, and saved as a played script
// (withPlayedScript) and opened again it replays that run once more.
Fail checkRecording(const Loaded& l, const Straight& straight)
{
    ScenarioSpec bare = l.spec;
    bare.script.clear();
    std::string why;
    auto hand = start(l, bare, SessionMode::History, why);
    if (!hand)
        return fail("valid", "the generated scenario without its script does not build: " + why);
    while (hand->turn() < straight.last) {
        for (const ActionSpec& a : l.spec.script)
            if (a.turn == hand->turn() + 1) {
                if (const Result<void> queued = hand->queue(a); !queued)
                    return fail("recording", "turn " + std::to_string(a.turn) + ": queueing script entry \""
                                                 + a.action + "\" by hand was refused: " + firstError(queued.problems()));
            }
        const TurnReport& r = hand->step();
        const TurnView got = viewOf(hand->world(), r);
        if (got != straight.views.at(static_cast<std::size_t>(r.turn)))
            return fail("recording", "played by hand: " + difference(r.turn, straight.views.at(static_cast<std::size_t>(r.turn)), got));
    }
    ScenarioLoad saved = loadScenario(serializeScenario(hand->withPlayedScript()));
    if (!saved.spec || saved.diagnostics.hasErrors())
        return fail("recording", "the played script does not load: " + firstError(saved.diagnostics));
    auto replayed = start(l, *saved.spec, SessionMode::ForwardOnly, why);
    if (!replayed)
        return fail("recording", "the played script does not build: " + why);
    while (replayed->turn() < straight.last) {
        const TurnReport& r = replayed->step();
        const TurnView got = viewOf(replayed->world(), r);
        if (got != straight.views.at(static_cast<std::size_t>(r.turn)))
            return fail("recording", "the saved played script: " + difference(r.turn, straight.views.at(static_cast<std::size_t>(r.turn)), got));
    }
    return std::nullopt;
}

// ----- batch -----

std::optional<BatchReport> batchOf(const Session& fresh, BatchPlan plan, std::string& error)
{
    auto batch = Batch::prepare(fresh, plan, error);
    if (!batch)
        return std::nullopt;
    BatchReport report;
    report.scenario = "generated";
    report.seed = plan.seed;
    report.runs = plan.runs;
    report.turns = plan.turns;
    report.measures = plan.measures;
    report.shard = plan.shard;
    report.series.push_back({std::nullopt, {}, batch->run().runs, std::nullopt});
    return report;
}

Fail checkBatch(const Loaded& l, std::int64_t turns, const CheckPlan& plan)
{
    std::string why;
    auto fresh = start(l, l.spec, SessionMode::ForwardOnly, why);
    if (!fresh)
        return fail("valid", "the generated scenario does not build: " + why);
    BatchPlan bp;
    bp.runs = plan.batchRuns;
    bp.turns = turns;
    bp.seed = plan.seed;
    bp.measures = {"won", "lost", "count:death@*", "sum:damage@*", "turn:death@*",
                   "value:health@" + l.spec.actors.front().id};
    std::string error;
    const auto one = batchOf(*fresh, bp, error);
    if (!one)
        return fail("batch", "the batch does not start: " + error);
    for (int threads : {2, 3}) {
        bp.threads = threads;
        const auto many = batchOf(*fresh, bp, error);
        if (!many || many->series != one->series)
            return fail("batch", "the runs at " + std::to_string(threads) + " threads differ from one thread's");
    }
    std::vector<BatchReport> shards;
    for (std::int64_t k = 1; k <= 3; ++k) {
        bp.shard = {k, 3};
        bp.threads = 1;
        shards.push_back(*batchOf(*fresh, bp, error));
    }
    const auto merged = mergeShards(std::move(shards), error);
    if (!merged || merged->series != one->series)
        return fail("batch", "3 shards merged differ from the whole batch" + (merged ? "" : ": " + error));
    return std::nullopt;
}

// ----- format -----

Fail checkFormat(const Loaded& l, const Straight& straight)
{
    ContentLoad c = loadContent(l.contentText);
    const std::string once = serializeContent(*c.spec);
    const std::string twice = serializeContent(*loadContent(once).spec);
    if (once != twice)
        return fail("format", "formatting the content twice changes it again");
    ScenarioLoad s = loadScenario(l.scenarioText);
    const std::string scenarioOnce = serializeScenario(*s.spec);
    if (serializeScenario(*loadScenario(scenarioOnce).spec) != scenarioOnce)
        return fail("format", "formatting the scenario twice changes it again");
    Validation v = validateContent(once);
    if (!v.definitions || v.diagnostics.hasErrors())
        return fail("format", "the formatted content does not validate: " + firstError(v.diagnostics));
    Loaded formatted{once, scenarioOnce, v.definitions, *loadScenario(scenarioOnce).spec};
    std::string why;
    auto session = start(formatted, formatted.spec, SessionMode::ForwardOnly, why);
    if (!session)
        return fail("format", "the formatted scenario does not build: " + why);
    while (session->turn() < straight.last) {
        const TurnReport& r = session->step();
        const TurnView got = viewOf(session->world(), r);
        if (got != straight.views.at(static_cast<std::size_t>(r.turn)))
            return fail("format", "the formatted files play another run: "
                                      + difference(r.turn, straight.views.at(static_cast<std::size_t>(r.turn)), got));
    }
    return std::nullopt;
}

// ----- reload -----

std::string sortedLines(const std::string& text)
{
    std::vector<std::string> lines;
    for (std::size_t start = 0, end; start < text.size(); start = end + 1)
        lines.push_back(text.substr(start, (end = text.find('\n', start)) - start));
    std::sort(lines.begin(), lines.end());
    std::string out;
    for (const std::string& line : lines)
        out += line + "\n";
    return out;
}

// What a turn lists in the content's order (stat rows by stat, quest
// progress by quest) comes in the reloaded content's order: compared as sets.
TurnView unordered(const TurnView& v) { return {sortedLines(v.log), sortedLines(v.rows)}; }

// The run to each turn in turn, then the same content with every section's
// definitions in reverse order (so each id means another definition)
// reloaded into it: nothing is reported, and the rest plays as the straight
// run (each turn's events and stats), its script resolved against the
// reloaded content.
Fail checkReload(const Loaded& l, const GeneratedCase& c, const Straight& straight)
{
    OrderedJson reversed = c.content;
    for (auto& [section, definitions] : reversed.items())
        if (definitions.is_array())
            std::reverse(definitions.begin(), definitions.end());
    Validation v = validateContent(reversed.dump(2));
    if (!v.definitions || v.diagnostics.hasErrors())
        return fail("reload", "the content reversed does not validate: " + firstError(v.diagnostics));
    Diagnostics d;
    std::optional<Scenario> before = buildScenario(l.spec, l.defs, d);
    std::optional<Scenario> after = buildScenario(l.spec, v.definitions, d);
    if (!before || !after)
        return fail("reload", "the scenario does not build: " + firstError(d));
    for (World& at = before->world; at.turn() < straight.last; at.step(before->script.forTurn(at.turn() + 1))) {
        World w = at;
        const Result<void> r = reload(w, v.definitions);
        const std::string when = "reloaded at turn " + std::to_string(at.turn());
        if (!r || !r.problems().empty())
            return fail("reload", "the same content reversed " + when + ": "
                                      + (r.problems().empty() ? std::string("refused") : format(r.problems().all().front())));
        while (w.turn() < straight.last) {
            const TurnReport report = w.step(after->script.forTurn(w.turn() + 1));
            const TurnView want = unordered(straight.views.at(static_cast<std::size_t>(report.turn)));
            if (const TurnView got = unordered(viewOf(w, report)); got != want)
                return fail("reload", when + ": " + difference(report.turn, want, got));
        }
    }
    return std::nullopt;
}

// ----- a kept report -----

// A game keeps one report and steps into it turn after turn (the world
// overwrites last turn's events in place): each turn it holds that turn's
// events and no other, as the straight run's fresh reports did.
Fail checkKeptReport(const Loaded& l, const Straight& straight)
{
    Diagnostics d;
    std::optional<Scenario> s = buildScenario(l.spec, l.defs, d);
    if (!s)
        return fail("kept report", "the scenario does not build: " + firstError(d));
    TurnReport kept;
    for (World& w = s->world; w.turn() < straight.last;) {
        w.step(s->script.forTurn(w.turn() + 1), {}, kept);
        const TurnView& want = straight.views.at(static_cast<std::size_t>(kept.turn));
        if (const TurnView got = viewOf(w, kept); got != want)
            return fail("kept report", "stepped into one report: " + difference(kept.turn, want, got));
    }
    return std::nullopt;
}

} // namespace

std::optional<Violation> checkCase(const GeneratedCase& c, const CheckPlan& plan)
{
    Loaded l;
    if (Fail f = load(c, l))
        return f;
    if (l.spec.actors.empty())
        return fail("valid", "the generated scenario places no actor");
    Straight straight;
    Accounting accounting(c);
    if (Fail f = playStraight(l, c.turns, straight, accounting))
        return f;
    if (Fail f = checkResume(l, straight))
        return f;
    if (Fail f = checkHistory(l, straight, plan))
        return f;
    if (Fail f = checkFormat(l, straight))
        return f;
    if (Fail f = checkReload(l, c, straight))
        return f;
    if (Fail f = checkKeptReport(l, straight))
        return f;
    if (Fail f = checkRecording(l, straight))
        return f;
    if (plan.batchRuns > 0)
        if (Fail f = checkBatch(l, c.turns, plan))
            return f;
    return std::nullopt;
}

} // namespace rb::property
