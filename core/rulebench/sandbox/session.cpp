#include "rulebench/sandbox/session.h"

#include "rulebench/base/names.h"
#include "rulebench/content/content.h"
#include "rulebench/sandbox/scenario_names.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <utility>

namespace rb {

// ---- breakpoints ------------------------------------------------------------------

namespace {
// UTF-8 to code points, so '?' stands for one character; a byte that starts
// no character stands for itself as U+FFFD.
std::u32string codePoints(std::string_view text)
{
    std::u32string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        const auto b = static_cast<unsigned char>(text[i]);
        const int extra = b < 0x80 ? 0 : (b >> 5) == 0x6 ? 1 : (b >> 4) == 0xe ? 2 : (b >> 3) == 0x1e ? 3 : -1;
        char32_t c = extra == 0 ? b : extra == 1 ? (b & 0x1f) : extra == 2 ? (b & 0x0f) : (b & 0x07);
        bool good = extra >= 0 && i + static_cast<std::size_t>(extra) < text.size();
        for (int k = 1; good && k <= extra; ++k) {
            const auto next = static_cast<unsigned char>(text[i + static_cast<std::size_t>(k)]);
            good = (next >> 6) == 0x2;
            c = c << 6 | (next & 0x3f);
        }
        out.push_back(good ? c : U'\uFFFD');
        i += good ? static_cast<std::size_t>(extra) + 1 : 1;
    }
    return out;
}

// The set starting at glob[p] (just after '['): whether `c` is in it, and p
// moved past its ']'. False in `valid` when the set is malformed: no ']', a
// '/' inside, or a range that runs backwards.
bool inSet(const std::u32string& glob, std::size_t& p, char32_t c, bool& valid)
{
    bool negated = false;
    if (p < glob.size() && (glob[p] == U'!' || glob[p] == U'^')) {
        negated = true;
        ++p;
    }
    bool found = false;
    for (bool first = true; p < glob.size() && (first || glob[p] != U']'); first = false) {
        char32_t low = glob[p], high = low;
        if (low == U'/')
            break;
        if (p + 2 < glob.size() && glob[p + 1] == U'-' && glob[p + 2] != U']') {
            high = glob[p + 2];
            if (high == U'/')
                break;
            if (high < low)
                valid = false;
            p += 2;
        }
        found = found || (low <= c && c <= high);
        ++p;
    }
    if (p >= glob.size() || glob[p] != U']')
        valid = false;
    ++p;
    return found != negated;
}

// Whether glob[g..] matches key[k..] whole; `memo` remembers failures (one
// slot for each pair of positions), so '*' never costs more than a table.
bool globMatches(const std::u32string& glob, std::size_t g, const std::u32string& key, std::size_t k,
                 std::vector<char>& memo, bool& valid)
{
    for (; g < glob.size(); ++g) {
        char& failed = memo[g * (key.size() + 1) + k];
        if (failed)
            return false;
        const char32_t c = glob[g];
        if (c == U'*') {
            // Any run but a '/': the rest matches after some such run.
            for (std::size_t end = k;; ++end) {
                if (globMatches(glob, g + 1, key, end, memo, valid))
                    return true;
                if (end == key.size() || key[end] == U'/')
                    break;
            }
            failed = 1;
            return false;
        }
        if (k == key.size()) {
            failed = 1;
            return false;
        }
        bool ok = false;
        if (c == U'?') {
            ok = key[k] != U'/';
        } else if (c == U'[') {
            std::size_t p = g + 1;
            ok = inSet(glob, p, key[k], valid);
            g = p - 1;
        } else {
            ok = c == key[k];
        }
        if (!ok || !valid) {
            failed = 1;
            return false;
        }
        ++k;
    }
    return k == key.size();
}
} // namespace

Breakpoint::Breakpoint(std::string_view pattern)
{
    pattern_ = std::string(trimmed(pattern));
    glob_ = codePoints(pattern_);
}

namespace {
// A key pattern whose first word is no event's (and has no wildcard) never
// matches: a typo ("deth@*"), refused rather than run to the end in silence.
bool checkKeyWord(std::string_view pattern, std::string& error)
{
    const std::string head(pattern.substr(0, pattern.find_first_of(":@")));
    if (head.find_first_of("*?[") != std::string::npos)
        return true;
    const std::vector<std::string> words = eventKeyWords();
    if (std::binary_search(words.begin(), words.end(), head))
        return true;
    error = "no event is called \"" + head + "\"" + didYouMean(head, words);
    return false;
}
} // namespace

std::optional<Breakpoint> Breakpoint::parse(std::string_view text, const World& world, std::string& error)
{
    Breakpoint b(text);
    if (b.empty())
        return b;
    if (looksLikeStateCondition(b.pattern_)) {
        b.condition_ = parseStateCondition(b.pattern_, world, error);
        if (!b.condition_)
            return std::nullopt;
    } else if (!checkKeyWord(b.pattern_, error)) {
        return std::nullopt;
    }
    return b;
}

bool Breakpoint::matches(std::string_view key) const
{
    if (empty() || condition_)
        return false;
    const std::u32string k = codePoints(key);
    std::vector<char> memo((glob_.size() + 1) * (k.size() + 1), 0);
    bool valid = true;
    return globMatches(glob_, 0, k, 0, memo, valid) && valid;
}

bool Breakpoint::matchesAny(const Definitions& defs, const TurnReport& report) const
{
    return firstMatch(defs, report).has_value();
}

std::optional<std::size_t> Breakpoint::firstMatch(const Definitions& defs, const TurnReport& report) const
{
    if (empty() || condition_)
        return std::nullopt;
    const auto found = std::find_if(report.events.begin(), report.events.end(), [&](const WorldEvent& e) {
        const std::vector<std::string> keys = eventKeys(defs, e);
        return std::any_of(keys.begin(), keys.end(), [&](const std::string& key) { return matches(key); });
    });
    if (found == report.events.end())
        return std::nullopt;
    return static_cast<std::size_t>(found - report.events.begin());
}

// ---- the session ------------------------------------------------------------------

namespace {
// A queue's actions name ids and cells the world checks when their turn comes.
class QueueContext final : public ActionContext {
public:
    using ActionContext::ActionContext;
    std::optional<std::string> actorId(const std::optional<std::string>& id, const Where&, bool) override { return id; }
    bool cellOk(Cell, const Where&) override { return true; }
};
} // namespace

Session::Session(std::shared_ptr<const Definitions> defs, ScenarioSpec spec, SessionOptions options, Scenario built)
    : defs_(std::move(defs))
    , spec_(std::move(spec))
    , options_(options)
    , script_(std::move(built.script))
    , startTurn_(built.world.turn())
{
    if (options_.mode == SessionMode::History)
        history_.emplace(std::move(built.world));
    else
        present_.emplace(std::move(built.world));
}

std::optional<Session> Session::create(std::shared_ptr<const Definitions> defs, ScenarioSpec spec,
                                       Diagnostics& diagnostics, SessionOptions options)
{
    std::optional<Scenario> built = buildScenario(spec, defs, diagnostics, options.seed);
    if (!built)
        return std::nullopt;
    return Session(std::move(defs), std::move(spec), options, std::move(*built));
}

const TurnReport* Session::lastReport() const
{
    if (history_)
        return history_->lastReport();
    return turn() > startTurn_ ? &last_ : nullptr;
}

void Session::notify(SessionChange change) const
{
    if (observer_.call)
        observer_.call(change);
}

Result<void> Session::queue(ActionSpec action)
{
    QueueContext context(*defs_);
    Diagnostics problems;
    if (!buildAction(action, context, Where{&problems, {}, {}}))
        return failure(std::move(problems));
    queued_.push_back(std::move(action));
    notify(SessionChange::Queue);
    return Result<void>(std::move(problems));
}

Result<void> Session::queue(const Action& action)
{
    std::optional<ActionSpec> named = nameAction(action, *defs_);
    if (!named)
        return failure("the action names something these definitions do not have");
    queued_.push_back(std::move(*named));
    notify(SessionChange::Queue);
    return {};
}

void Session::unqueue(std::size_t index)
{
    if (index >= queued_.size())
        return;
    queued_.erase(queued_.begin() + static_cast<std::ptrdiff_t>(index));
    notify(SessionChange::Queue);
}

void Session::clearQueue()
{
    queued_.clear();
    notify(SessionChange::Queue);
}

const TurnReport& Session::stepWith(std::vector<Action> actions)
{
    if (history_)
        return history_->step(actions);
    last_ = present_->step(actions);
    return last_;
}

std::vector<Action> Session::nextActions() const
{
    std::vector<Action> actions = script_.forTurn(turn() + 1);
    // Built when queued (or reported when the content changed): what no longer builds is left out.
    QueueContext context(*defs_);
    Diagnostics ignored;
    for (const ActionSpec& spec : queued_)
        if (std::optional<Action> a = buildAction(spec, context, Where{&ignored, {}, {}}))
            actions.push_back(std::move(*a));
    return actions;
}

std::optional<std::string> Session::whyNotQueued(std::size_t index) const
{
    if (index >= queued_.size())
        return std::nullopt;
    std::vector<Action> ahead = script_.forTurn(turn() + 1);
    QueueContext context(*defs_);
    Diagnostics ignored;
    for (std::size_t i = 0; i <= index; ++i) {
        std::optional<Action> a = buildAction(queued_[i], context, Where{&ignored, {}, {}});
        if (i == index)
            return a ? world().whyNot(*a, ahead) : std::nullopt;
        if (a)
            ahead.push_back(std::move(*a));
    }
    return std::nullopt;
}

const TurnReport& Session::stepOnce()
{
    const std::int64_t next = turn() + 1;
    // A new turn forgets the turns stepped back over, and what was queued in them.
    std::erase_if(hand_, [&](const HandTurn& h) { return h.turn >= next; });
    std::vector<Action> actions = nextActions();
    if (!queued_.empty())
        hand_.push_back({next, std::exchange(queued_, {})});
    return stepWith(std::move(actions));
}

const TurnReport& Session::step()
{
    const TurnReport& report = stepOnce();
    notify(SessionChange::Turns);
    return report;
}

std::int64_t Session::back(std::int64_t turns)
{
    const std::int64_t done = history_ ? history_->back(turns) : 0;
    if (done > 0)
        notify(SessionChange::Turns);
    return done;
}

const TurnReport* Session::forward()
{
    if (!canForward())
        return nullptr;
    const TurnReport* report = history_->forward();
    notify(SessionChange::Turns);
    return report;
}

void Session::goTo(std::int64_t target)
{
    if (!history_ || target == turn())
        return;
    history_->goTo(target);
    notify(SessionChange::Turns);
}

RunResult Session::run(std::int64_t turns, const Breakpoint& until, std::stop_token stop,
                       const std::function<void(const TurnReport&)>& eachTurn)
{
    RunResult result;
    result.breakpoint = until.pattern();
    const StateCondition* condition = until.condition() ? &*until.condition() : nullptr;
    // A state breakpoint fires when it holds and has not held since the run began.
    bool armed = true;
    if (world().outcome() != World::Outcome::None) {
        result.ended = true;
        return result;
    }
    if (condition && condition->holds(world())) {
        if (turn() == startTurn_) {
            result.hitBreakpoint = result.heldAtStart = true;
            return result;
        }
        armed = false;
    }
    while (result.turns < turns) {
        if (stop.stop_requested()) {
            result.cancelled = true;
            break;
        }
        const TurnReport& report = stepOnce();
        ++result.turns;
        if (eachTurn)
            eachTurn(report);
        // After the whole turn: every event of the turn that matched is in it.
        const bool holds = condition && condition->holds(world());
        result.matchedEvent = until.firstMatch(*defs_, report);
        result.hitBreakpoint = result.matchedEvent || (holds && armed);
        result.ended = world().outcome() != World::Outcome::None;
        if (result.hitBreakpoint || result.ended)
            break;
        armed = armed || (condition && !holds);
    }
    if (result.turns > 0)
        notify(SessionChange::Turns);
    return result;
}

ScenarioSpec Session::withPlayedScript() const
{
    ScenarioSpec out = spec_;
    for (const HandTurn& h : hand_)
        if (h.turn <= turn())
            for (ActionSpec a : h.actions) {
                a.turn = h.turn;
                out.script.push_back(std::move(a));
            }
    for (ActionSpec a : queued_) {
        a.turn = turn() + 1;
        out.script.push_back(std::move(a));
    }
    std::stable_sort(out.script.begin(), out.script.end(),
                     [](const ActionSpec& a, const ActionSpec& b) { return a.turn < b.turn; });
    return out;
}

Session::ReplayPlan Session::replayPlan() const
{
    const std::int64_t end = turn() + (history_ ? history_->redoTurns() : 0);
    return {spec_, options_, hand_, queued_, turn(), end};
}

Result<Session> Session::replay(const ReplayPlan& plan, std::shared_ptr<const Definitions> defs, std::stop_token stop)
{
    Diagnostics diagnostics;
    std::optional<Scenario> built = buildScenario(plan.spec, defs, diagnostics, plan.options.seed);
    if (!built)
        return failure(std::move(diagnostics));
    Session next(defs, plan.spec, plan.options, std::move(*built));
    // Replays every turn done and stepped back over, each with the script's
    // actions and the hand-queued ones built again by name.
    QueueContext context(*defs);
    Diagnostics dropped;
    auto hand = plan.hand.begin();
    while (next.turn() < plan.end) {
        if (stop.stop_requested())
            return failure("stopped before the replay reached turn " + std::to_string(plan.end));
        const std::int64_t t = next.turn() + 1;
        std::vector<Action> actions = next.script_.forTurn(t);
        if (hand != plan.hand.end() && hand->turn == t) {
            const Where w{&dropped, "turn " + std::to_string(t), {}};
            for (std::size_t i = 0; i < hand->actions.size(); ++i)
                if (std::optional<Action> a = buildAction(hand->actions[i], context, w.index(i)))
                    actions.push_back(std::move(*a));
            ++hand;
        }
        next.stepWith(std::move(actions));
    }
    if (next.history_)
        next.history_->back(plan.end - plan.turn);
    for (std::size_t i = 0; i < plan.queued.size(); ++i)
        buildAction(plan.queued[i], context, Where{&dropped, "queued", {}}.index(i));
    for (Diagnostic d : dropped.all()) {
        d.severity = Severity::Warning; // left out until the content names it again
        diagnostics.add(std::move(d));
    }
    next.hand_ = plan.hand;
    next.queued_ = plan.queued;
    return Result<Session>(std::move(next), std::move(diagnostics));
}

Result<void> Session::setDefinitions(std::shared_ptr<const Definitions> defs, std::stop_token stop)
{
    Result<Session> next = replay(replayPlan(), std::move(defs), stop);
    if (!next)
        return failure(next.problems());
    Diagnostics warnings = next.problems();
    *this = std::move(next).value();
    notify(SessionChange::Definitions);
    return Result<void>(std::move(warnings));
}

bool Session::renameDefinition(std::string_view section, std::string_view from, std::string_view to)
{
    bool queueChanged = false;
    for (ActionSpec& action : queued_)
        queueChanged = renameInAction(action, section, from, to) || queueChanged;
    bool changed = renameInScenario(spec_, section, from, to);
    for (HandTurn& turn : hand_)
        for (ActionSpec& action : turn.actions)
            changed = renameInAction(action, section, from, to) || changed;
    if (queueChanged)
        notify(SessionChange::Queue);
    return changed || queueChanged;
}

// ---- loading ----------------------------------------------------------------------

bool readFileBytes(const std::string& path, std::string& bytes, std::string& reason)
{
    // A folder opens as a stream that reads nothing: it would pass for an empty file.
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) {
        reason = "it is a folder, not a file";
        return false;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        reason = std::strerror(errno);
        return false;
    }
    std::ostringstream ss;
    ss << in.rdbuf();
    if (in.bad()) {
        reason = "read failed";
        return false;
    }
    bytes = std::move(ss).str();
    return true;
}

SessionLoad loadSession(const std::string& scenarioPath, const SessionOptions& options, const ReadFile& read,
                        const std::string& content)
{
    using Outcome = SessionLoad::Outcome;
    SessionLoad result;
    const auto worsen = [&](Outcome o) { result.outcome = std::max(result.outcome, o); };
    const auto report = [&](const std::string& file, const Diagnostics& d) {
        for (const Diagnostic& x : d.all())
            result.problems.push_back({file, x});
    };
    std::string bytes, reason;
    if (!read(scenarioPath, bytes, reason)) {
        Diagnostics d;
        d.error({}, {}, "cannot read: " + reason);
        report(scenarioPath, d);
        worsen(Outcome::Unusable);
        return result;
    }
    ScenarioLoad load = loadScenario(bytes);
    Diagnostics scenarioDiagnostics = std::move(load.diagnostics);
    if (!load.spec) {
        report(scenarioPath, scenarioDiagnostics);
        worsen(Outcome::Unusable);
        return result;
    }

    // The content file, relative to the scenario's folder (or the one given instead).
    auto defs = std::make_shared<Definitions>();
    bool contentUsable = false;
    if (!content.empty() || !load.spec->content.empty()) {
        // With "/" between folders on Windows too: the same words in every message.
        const std::filesystem::path beside = std::filesystem::path(scenarioPath).parent_path() / load.spec->content;
        result.contentPath = !content.empty() ? content : beside.lexically_normal().generic_string();
        std::string contentBytes;
        if (!read(result.contentPath, contentBytes, reason)) {
            Where{&scenarioDiagnostics, "content", {}}.error("cannot read the content file \"" + result.contentPath
                                                             + "\": " + reason);
            worsen(Outcome::Unusable);
        } else {
            ContentLoad content = loadContent(contentBytes);
            Diagnostics contentDiagnostics = std::move(content.diagnostics);
            if (content.spec) {
                *defs = buildDefinitions(*content.spec, contentDiagnostics);
                contentUsable = true;
            } else {
                worsen(Outcome::Unusable);
            }
            report(result.contentPath, contentDiagnostics);
            if (contentDiagnostics.hasErrors())
                worsen(Outcome::Errors);
        }
    }
    // Checked against whatever of the content built, so both files' problems show at once.
    std::optional<Session> session;
    if (contentUsable)
        session = Session::create(defs, *load.spec, scenarioDiagnostics, options);
    report(scenarioPath, scenarioDiagnostics);
    if (scenarioDiagnostics.hasErrors())
        worsen(Outcome::Errors);
    if (result.outcome == Outcome::Clean)
        result.session = std::move(session);
    result.spec = std::move(*load.spec);
    return result;
}

} // namespace rb
