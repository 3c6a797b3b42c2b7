// The sandbox session: the one loader (both files' problems, each named by
// its own file; another content file played instead when given), stepping, back and forward against a fresh run, running
// until a breakpoint with wildcards (after the whole turn), cancelling,
// forward-only runs giving the history's log, and actions kept by name
// through content whose ids were renumbered.
#include "source_dir.h"
#include <QtTest>

#include "diagnostic_text.h"
#include "rulebench/content/content.h"
#include "rulebench/content/references.h"
#include "rulebench/sandbox/session.h"

#include <atomic>
#include <thread>

using namespace rb;

namespace {
using rb::test::readFile;

const std::string kDemo = rb::test::sourcePath("/resources/demo/");
const std::string kData = rb::test::sourcePath("/tests/data/scenario/");

// The demo content, optionally with its statuses, items, props and actors
// listed backwards: every id among them renumbered, every name the same.
std::shared_ptr<const Definitions> demoDefinitions(bool reversed = false)
{
    ContentLoad load = loadContent(readFile(kDemo + "demo.rules.json"));
    if (reversed) {
        std::reverse(load.spec->statuses.begin(), load.spec->statuses.end());
        std::reverse(load.spec->items.begin(), load.spec->items.end());
        std::reverse(load.spec->props.begin(), load.spec->props.end());
        std::reverse(load.spec->actors.begin(), load.spec->actors.end());
    }
    Diagnostics d;
    auto defs = std::make_shared<Definitions>(buildDefinitions(*load.spec, d));
    if (d.hasErrors())
        qFatal("the demo content has errors");
    return defs;
}

Session demoSession(const std::string& name, SessionOptions options = {})
{
    SessionLoad load = loadSession(kDemo + name, options);
    if (!load.session)
        qFatal("the demo scenario does not load");
    return std::move(*load.session);
}

// A turn as the log prints it, one line an event.
QStringList lines(const Definitions& defs, const TurnReport& r)
{
    QStringList out;
    for (const WorldEvent& e : r.events)
        out << QString::number(r.turn) + ": " + QString::fromStdString(eventText(defs, e));
    return out;
}

QStringList historyLog(const Session& s)
{
    QStringList out;
    for (const TurnReport& r : s.history()->reports())
        out << lines(*s.definitions(), r);
    return out;
}

std::string play(const Session& s) { return s.world().savePlay(); }
} // namespace

class TestSession : public QObject {
    Q_OBJECT
private slots:
    // A breakpoint whose first word is no event's is a typo, refused with a
    // suggestion (it ran to the end in silence); a wildcard head passes.
    void aMistypedEventBreakpointIsRefused()
    {
        Session s = demoSession("skirmish.scenario.json");
        std::string why;
        QVERIFY(!Breakpoint::parse("deth@*", s.world(), why));
        QCOMPARE(why, std::string("no event is called \"deth\" (did you mean \"death\"?)"));
        QVERIFY(Breakpoint::parse("death@*", s.world(), why));
        QVERIFY(Breakpoint::parse("*@hero", s.world(), why));
        QVERIFY(Breakpoint::parse("expired:scorched@hero", s.world(), why));
        QVERIFY(Breakpoint::parse("", s.world(), why));
    }

    // A state breakpoint stops after the first turn at whose end it holds;
    // already holding on a fresh session it stops at once; after a hit, Run
    // goes on until it holds again after having failed.
    void stateBreakpointsStopOnTheState()
    {
        Session s = demoSession("stacking.scenario.json");
        std::string why;
        const auto bp = [&](const char* text) {
            auto b = Breakpoint::parse(text, s.world(), why);
            if (!b)
                qFatal("%s: %s", text, why.c_str());
            return *b;
        };
        RunResult r = s.run(20, bp("stacks:bleeding@hero>=2"));
        QVERIFY(r.hitBreakpoint && !r.heldAtStart);
        QCOMPARE(s.turn(), std::int64_t(2));
        // Still holding: Run goes past it and stops where it next becomes true
        // after having been false (bleeding drops to 2 stacks at turn 8, then none).
        r = s.run(20, bp("stacks:bleeding@hero>=2"));
        QVERIFY(!r.hitBreakpoint);
        QCOMPARE(r.turns, std::int64_t(20));

        Session fresh = demoSession("stacking.scenario.json");
        r = fresh.run(20, Breakpoint::parse("health@hero<=30", fresh.world(), why).value());
        QVERIFY(r.hitBreakpoint && r.heldAtStart);
        QCOMPARE(r.turns, std::int64_t(0));
        QCOMPARE(fresh.turn(), std::int64_t(0));

        // turns: reads the largest; a status the actor does not have makes it false, stacks: is 0.
        Session t = demoSession("stacking.scenario.json");
        QVERIFY(!Breakpoint::parse("turns:chilled@droid<100", t.world(), why)->condition()->holds(t.world()));
        QVERIFY(Breakpoint::parse("stacks:chilled@droid==0", t.world(), why)->condition()->holds(t.world()));
        t.run(2);
        QVERIFY(Breakpoint::parse("turns:chilled@droid==4", t.world(), why)->condition()->holds(t.world())); // 3 and 4 left
        QVERIFY(Breakpoint::parse("stacks:chilled@*==2", t.world(), why)->condition()->holds(t.world()));
        QVERIFY(!Breakpoint::parse("stacks:chilled@hero>0", t.world(), why)->condition()->holds(t.world()));
        // An event key pattern is still one.
        QVERIFY(!Breakpoint::parse("death@*", t.world(), why)->condition());
        QVERIFY(!Breakpoint::parse("refused:[!a]*@hero", t.world(), why)->condition());
    }

    // `*` includes the dead: health@*<=0 fires on a death.
    void anyActorIncludesTheDead()
    {
        Session s = demoSession("cull.scenario.json");
        std::string why;
        const RunResult r = s.run(20, Breakpoint::parse("health@*<=0", s.world(), why).value());
        QVERIFY(r.hitBreakpoint);
        bool someoneDied = false;
        for (const WorldEvent& e : s.lastReport()->events)
            someoneDied |= e.kind == WorldEvent::Kind::Death;
        QVERIFY(someoneDied);
    }

    void badStateBreakpointsSayWhy()
    {
        Session s = demoSession("stacking.scenario.json");
        const auto refused = [&](const char* text) {
            std::string why;
            const bool bad = !Breakpoint::parse(text, s.world(), why);
            return bad ? why : std::string("accepted");
        };
        QCOMPARE(refused("armour@hero<3"), std::string("unknown stat \"armour\" (did you mean \"armor\"?) (or stacks:STATUS, turns:STATUS)"));
        QCOMPARE(refused("turns:chiled@droid<3"), std::string("unknown status \"chiled\" (did you mean \"chilled\"?)"));
        QCOMPARE(refused("health@heor<3"), std::string("unknown actor \"heor\" (did you mean \"hero\"?) (or * for any)"));
        QCOMPARE(refused("health@hero=>3"), std::string("unknown operator in \"health@hero=>3\"; use <, <=, >, >=, == or !="));
        QCOMPARE(refused("health@hero<=three"), std::string("expected a whole number after <=, got \"three\""));
        QCOMPARE(refused("health @ hero >= 3"), std::string("accepted"));
    }

    void loadsTheScenarioWithItsContent()
    {
        SessionLoad load = loadSession(kDemo + "grenade.scenario.json");
        QVERIFY(load.outcome == SessionLoad::Outcome::Clean);
        QVERIFY(load.problems.empty());
        QVERIFY(load.session.has_value());
        QVERIFY(load.contentPath == kDemo + "demo.rules.json");
        QCOMPARE(load.spec->seed, std::int64_t(7));
        QCOMPARE(load.session->turn(), std::int64_t(0));
        QCOMPARE(load.session->world().actors().size(), std::size_t(4));
        QVERIFY(load.session->history());
        QVERIFY(!load.session->lastReport());
    }

    void reportsEveryProblemOfBothFilesByItsOwnFile()
    {
        const SessionLoad mistakes = loadSession(kData + "mistakes.scenario.json");
        QVERIFY(mistakes.outcome == SessionLoad::Outcome::Errors);
        QVERIFY(!mistakes.session);
        QCOMPARE(mistakes.problems.size(), std::size_t(13));
        for (const FileDiagnostic& p : mistakes.problems)
            QVERIFY(p.file == kData + "mistakes.scenario.json");
        // The content's own problem is named by the content file.
        const SessionLoad nohealth = loadSession(kData + "no-health.scenario.json");
        QVERIFY(nohealth.outcome == SessionLoad::Outcome::Errors);
        QCOMPARE(nohealth.problems.size(), std::size_t(1));
        const SessionLoad missing = loadSession(kData + "missing.scenario.json");
        QVERIFY(missing.outcome == SessionLoad::Outcome::Unusable);
        QCOMPARE(QString::fromStdString(format(missing.problems.at(0).file, missing.problems.at(0).diagnostic)),
                 QString::fromStdString(kData + "missing.scenario.json: cannot read: No such file or directory"));
        // Files come through the reader given: here, content that is not there.
        const SessionLoad noContent = loadSession(kDemo + "grenade.scenario.json", {},
                                                  [](const std::string& path, std::string& bytes, std::string& reason) {
                                                      if (path.ends_with(".rules.json")) {
                                                          reason = "gone";
                                                          return false;
                                                      }
                                                      return readFileBytes(path, bytes, reason);
                                                  });
        QVERIFY(noContent.outcome == SessionLoad::Outcome::Unusable);
        QCOMPARE(QString::fromStdString(format(noContent.problems.at(0).diagnostic)),
                 QString::fromStdString("content: cannot read the content file \"" + kDemo + "demo.rules.json\": gone"));
    }

    // A content file given is read and played instead of the one the scenario
    // names, and its problems are named by it (rulebench diff-run).
    void playsTheContentFileGivenInsteadOfItsOwn()
    {
        const std::string other = "/elsewhere/other.rules.json";
        std::vector<std::string> read;
        std::string bytes = readFile(kDemo + "demo.rules.json");
        const auto reader = [&](const std::string& path, std::string& out, std::string& reason) {
            read.push_back(path);
            if (path != other)
                return readFileBytes(path, out, reason);
            out = bytes;
            return true;
        };
        const std::string scenario = kDemo + "statuses.scenario.json";
        const SessionLoad same = loadSession(scenario, {}, reader, other);
        QVERIFY(same.session);
        QCOMPARE(same.contentPath, other);
        QCOMPARE(read, (std::vector<std::string>{scenario, other}));

        const std::string thermal = "\"kind\": \"thermal\"";
        bytes.replace(bytes.find(thermal), thermal.size(), "\"kind\": \"thermall\"");
        const SessionLoad broken = loadSession(scenario, {}, reader, other);
        QVERIFY(broken.outcome == SessionLoad::Outcome::Errors);
        QVERIFY(!broken.session);
        QVERIFY(!broken.problems.empty());
        QCOMPARE(broken.problems.front().file, other);
    }

    // Each step plays the script's actions for its turn, then the queued ones.
    void stepsTheScriptAndTheQueue()
    {
        Session s = demoSession("grenade.scenario.json");
        const Definitions& defs = *s.definitions();
        World plain = s.world();
        ActionSpec wait;
        wait.action = "wait";
        wait.id = "rat";
        QVERIFY(s.queue(wait));
        QVERIFY(s.queue(Action::attack("king", "rat")));
        QCOMPARE(s.queued().size(), std::size_t(2));
        QVERIFY(s.queued()[1].action == "attack" && s.queued()[1].target == "rat");
        const TurnReport& first = s.step();
        QVERIFY(s.queued().empty());
        std::vector<Action> actions = s.script().forTurn(1);
        actions.push_back(Action::wait("rat"));
        actions.push_back(Action::attack("king", "rat"));
        QCOMPARE(lines(defs, first), lines(defs, plain.step(actions)));
        QCOMPARE(s.lastReport(), s.history()->lastReport());
        QCOMPARE(*s.lastReport(), s.history()->reports().back());
        for (int t = 2; t <= 5; ++t)
            QCOMPARE(lines(defs, s.step()), lines(defs, plain.step(s.script().forTurn(t))));
        QCOMPARE(play(s), plain.savePlay());

        // What does not build is refused with its reasons, and not queued.
        ActionSpec bad;
        bad.action = "throw";
        bad.id = "hero";
        bad.item = "frag grenad";
        bad.at = Cell{7, 3};
        const Result<void> refused = s.queue(bad);
        QVERIFY(!refused);
        QCOMPARE(QString::fromStdString(format(refused.problems().all().at(0))),
                 QString("item: unknown item \"frag grenad\" (did you mean \"frag grenade\"?)"));
        ActionSpec unknown;
        unknown.action = "dance";
        QVERIFY(!s.queue(unknown));
        QVERIFY(s.queued().empty());
        QVERIFY(s.queue(Action::wait("hero")));
        s.unqueue(0);
        QVERIFY(s.queued().empty());
    }

    // A queued action the step would refuse is foreseen, the turn's script
    // and the queue ahead of it counted: turn 2's script moves the king,
    // and the demo's hero takes two actions a turn.
    void aQueuedActionTheStepWouldRefuseIsForeseen()
    {
        Session s = demoSession("grenade.scenario.json");
        s.step();
        for (const char* id : {"king", "hero", "hero", "hero"})
            QVERIFY(s.queue(Action::wait(id)));
        const std::optional<std::string> none;
        QCOMPARE(s.whyNotQueued(0), std::optional<std::string>("king has taken its 1 action this turn"));
        QCOMPARE(s.whyNotQueued(1), none);
        QCOMPARE(s.whyNotQueued(2), none);
        QCOMPARE(s.whyNotQueued(3), std::optional<std::string>("hero has taken its 2 actions this turn"));
        QCOMPARE(s.whyNotQueued(4), none);
        const QStringList log = lines(*s.definitions(), s.step());
        QCOMPARE(log.filter("refused"), QStringList({"2: refused wait king: king has taken its 1 action this turn",
                                                     "2: refused wait hero: hero has taken its 2 actions this turn"}));
    }

    void backAndForwardEqualAFreshRun()
    {
        Session s = demoSession("trap-and-barrel.scenario.json");
        Session fresh = demoSession("trap-and-barrel.scenario.json");
        QVERIFY(s.queue(Action::wait("hero")));
        s.run(12);
        QCOMPARE(s.back(5), std::int64_t(5));
        QCOMPARE(s.turn(), std::int64_t(7));
        QVERIFY(s.canForward());
        QVERIFY(s.queue(Action::wait("hero")));
        QVERIFY(fresh.queue(Action::wait("hero")));
        fresh.run(7);
        QCOMPARE(play(s), play(fresh));
        QCOMPARE(historyLog(s), historyLog(fresh));
        QVERIFY(s.forward());
        QVERIFY(s.forward());
        fresh.run(2);
        QCOMPARE(play(s), play(fresh));
        QCOMPARE(historyLog(s), historyLog(fresh));
        QCOMPARE(s.history()->samples(), fresh.history()->samples());
        s.goTo(3);
        QCOMPARE(s.turn(), std::int64_t(3));
        s.goTo(12);
        QCOMPARE(s.turn(), std::int64_t(12));
        // A new turn forgets the turns stepped back over.
        s.back(2);
        s.step();
        QVERIFY(!s.canForward());
        QCOMPARE(s.back(100), std::int64_t(11));
        QCOMPARE(s.turn(), std::int64_t(0));
    }

    void breakpointsMatchWholeKeysWithWildcards()
    {
        QVERIFY(Breakpoint("death@*").matches("death@rat2"));
        QVERIFY(Breakpoint(" expired:scorched@hero ").matches("expired:scorched@hero"));
        QVERIFY(!Breakpoint("expired:scorched@hero").matches("expired:scorched@hero2"));
        QVERIFY(!Breakpoint("death").matches("death@rat"));
        QVERIFY(Breakpoint("expired:*@hero").matches("expired:scorched@hero"));
        QVERIFY(!Breakpoint("expired:*@rat").matches("expired:scorched@hero"));
        QVERIFY(Breakpoint("*").matches("encounter-ended"));
        QVERIFY(!Breakpoint("*").matches("gas:smoke/thick@3,4")); // '*' stops at '/'
        QVERIFY(Breakpoint("death@rat?").matches("death@rat2"));
        QVERIFY(!Breakpoint("death@rat?").matches("death@rat"));
        QVERIFY(Breakpoint("death@rat[0-9]").matches("death@rat7"));
        QVERIFY(Breakpoint("death@rat[!0-9]").matches("death@rats"));
        QVERIFY(!Breakpoint("death@rat[!0-9]").matches("death@rat1"));
        QVERIFY(Breakpoint("used:*draught@*").matches("used:healing draught@hero"));
        QVERIFY(Breakpoint("fire-out@3,4").matches("fire-out@3,4"));
        QVERIFY(Breakpoint("damage:kinetic@h.ro").matches("damage:kinetic@h.ro"));
        QVERIFY(!Breakpoint("damage:kinetic@h.ro").matches("damage:kinetic@hero")); // '.' is itself
        QVERIFY(Breakpoint("quest:cull (the) rats").matches("quest:cull (the) rats"));
        QVERIFY(Breakpoint("applied:é?@*").matches("applied:éa@hero")); // '?' is a character, not a byte
        QVERIFY(!Breakpoint("death@[rat").matches("death@[rat"));        // a set never closed
        QVERIFY(!Breakpoint("death@[z-a]").matches("death@b"));
        QVERIFY(!Breakpoint("").matches(""));
        QVERIFY(!Breakpoint("   ").matches("death@rat"));
        QVERIFY(Breakpoint().empty());
    }

    // A run stops after the whole turn in which the breakpoint matched.
    void runUntilStopsAfterTheTurn()
    {
        Session s = demoSession("statuses.scenario.json");
        std::vector<std::int64_t> seen;
        const RunResult r = s.run(50, Breakpoint("expired:*@hero"), {}, [&](const TurnReport& t) { seen.push_back(t.turn); });
        QVERIFY(r.hitBreakpoint);
        QVERIFY(!r.cancelled);
        QCOMPARE(r.turns, std::int64_t(5));
        QCOMPARE(seen, (std::vector<std::int64_t>{1, 2, 3, 4, 5}));
        QCOMPARE(s.turn(), std::int64_t(5));
        Session plain = demoSession("statuses.scenario.json");
        plain.run(5);
        QCOMPARE(historyLog(s), historyLog(plain));
        QVERIFY(historyLog(s).contains("5: expired scorched on hero (instance 1)"));
        QVERIFY(!historyLog(s).back().contains("expired scorched"));

        Session cull = demoSession("cull.scenario.json");
        const RunResult none = cull.run(3, Breakpoint("death@hero"));
        QVERIFY(!none.hitBreakpoint);
        QCOMPARE(none.turns, std::int64_t(3));
    }

    void cancelsFromAnotherThread()
    {
        Session s = demoSession("statuses.scenario.json");
        std::stop_source before;
        before.request_stop();
        const RunResult none = s.run(10, {}, before.get_token());
        QVERIFY(none.cancelled);
        QCOMPARE(none.turns, std::int64_t(0));
        QCOMPARE(s.turn(), std::int64_t(0));

        std::stop_source stop;
        std::atomic<std::int64_t> done{0};
        RunResult r;
        std::thread runner([&] { r = s.run(1'000'000, {}, stop.get_token(), [&](const TurnReport&) { ++done; }); });
        while (done < 20)
            std::this_thread::yield();
        stop.request_stop();
        runner.join();
        QVERIFY(r.cancelled);
        QVERIFY(r.turns >= 20 && r.turns < 1'000'000);
        QCOMPARE(s.turn(), r.turns);
    }

    // Forward only keeps no history and gives the same log and world.
    void forwardOnlyGivesTheSameLog()
    {
        for (const char* name : {"statuses.scenario.json", "cull.scenario.json", "grenade.scenario.json",
                                 "trap-and-barrel.scenario.json"}) {
            Session full = demoSession(name, {9, SessionMode::History});
            Session forward = demoSession(name, {9, SessionMode::ForwardOnly});
            QVERIFY(!forward.history());
            QStringList log;
            forward.run(40, {}, {}, [&](const TurnReport& r) { log << lines(*forward.definitions(), r); });
            full.run(40);
            QCOMPARE(log, historyLog(full));
            QCOMPARE(play(forward), play(full));
            QCOMPARE(lines(*forward.definitions(), *forward.lastReport()), lines(*full.definitions(), *full.lastReport()));
            QCOMPARE(forward.back(3), std::int64_t(0));
            QVERIFY(!forward.canForward());
        }
    }

    // Content whose statuses, items, props and actors are listed the other way
    // round: every id renumbered. The script, the hand-queued actions already
    // played and the queue are built again by name, and the run replays to the
    // same turn with the same log; turns stepped back over stay forward-able.
    void actionsAreResolvedAgainByNameAfterIdsAreRenumbered()
    {
        for (SessionMode mode : {SessionMode::History, SessionMode::ForwardOnly}) {
            Session s = demoSession("grenade.scenario.json", {std::nullopt, mode});
            Session plain = demoSession("grenade.scenario.json", {std::nullopt, mode});
            const Definitions& old = *s.definitions();
            const auto queueBoth = [&](const Action& a) {
                QVERIFY(s.queue(a));
                QVERIFY(plain.queue(a));
            };
            queueBoth(Action::afflict("rat", *old.statuses.find("scorched"), 3));
            s.run(2);
            plain.run(2);
            queueBoth(Action::place("rat2", *old.actors.find("rat"), Cell{2, 2}));
            queueBoth(Action::cure("rat", *old.statuses.find("scorched")));
            s.run(4);
            plain.run(4);
            if (mode == SessionMode::History) {
                s.back(2);
                plain.back(2);
            }
            queueBoth(Action::use("hero", *old.items.find("healing draught")));

            const auto reversed = demoDefinitions(true);
            QVERIFY(*reversed->items.find("healing draught") != *old.items.find("healing draught"));
            QVERIFY(*reversed->statuses.find("scorched") != *old.statuses.find("scorched"));
            const Result<void> replayed = s.setDefinitions(reversed);
            QVERIFY(replayed);
            const Diagnostics& d = replayed.problems();
            QVERIFY2(d.empty(), d.empty() ? "" : format(d.all().front()).c_str());
            QVERIFY(s.definitions() == reversed);
            QCOMPARE(s.turn(), plain.turn());
            QCOMPARE(play(s), play(plain));
            if (mode == SessionMode::History) {
                QCOMPARE(historyLog(s), historyLog(plain));
                QCOMPARE(s.history()->redoTurns(), std::int64_t(2));
            }
            QCOMPARE(s.queued().size(), std::size_t(1));
            QCOMPARE(lines(*s.definitions(), s.step()), lines(*plain.definitions(), plain.step()));
            QCOMPARE(lines(*s.definitions(), s.step()), lines(*plain.definitions(), plain.step()));
            QCOMPARE(play(s), play(plain));
        }
    }

    // A queued action the new content cannot name is reported and left out,
    // still kept by name; content the scenario cannot build against changes nothing.
    void contentThatNoLongerFitsIsReported()
    {
        Session s = demoSession("grenade.scenario.json");
        QVERIFY(s.queue(Action::afflict("rat", *s.definitions()->statuses.find("dazzled"), 2)));
        ContentLoad load = loadContent(readFile(kDemo + "demo.rules.json"));
        std::erase_if(load.spec->statuses, [](const StatusSpec& st) { return st.name == "dazzled"; });
        Diagnostics built;
        auto withoutDazzled = std::make_shared<Definitions>(buildDefinitions(*load.spec, built));
        const Result<void> replayed = s.setDefinitions(withoutDazzled);
        QVERIFY(replayed);
        const Diagnostics& d = replayed.problems();
        QCOMPARE(d.size(), std::size_t(1));
        QCOMPARE(d.errorCount(), std::size_t(0));
        QCOMPARE(QString::fromStdString(format(d.all()[0])), QString("queued[0].status: warning: unknown status \"dazzled\""));
        QCOMPARE(s.queued().size(), std::size_t(1));
        const TurnReport& r = s.step();
        for (const WorldEvent& e : r.events)
            QVERIFY(eventKey(*s.definitions(), e).find("dazzled") == std::string::npos);

        std::erase_if(load.spec->actors, [](const ActorSpec& a) { return a.name == "rat king"; });
        Diagnostics noKing;
        auto withoutKing = std::make_shared<Definitions>(buildDefinitions(*load.spec, noKing));
        const std::string before = play(s);
        const Result<void> refused = s.setDefinitions(withoutKing);
        QVERIFY(!refused);
        QVERIFY(refused.problems().hasErrors());
        QCOMPARE(play(s), before);
        QVERIFY(s.definitions() == withoutDazzled);
    }

    // A rename in the content reaches the scenario's script, the actions
    // played by hand and the queue: the replay against the renamed content
    // finds every name and plays the same run under the new name.
    void aRenameReachesTheScriptTheHandActionsAndTheQueue()
    {
        Session s = demoSession("statuses.scenario.json");
        Session plain = demoSession("statuses.scenario.json");
        const auto scorched = *s.definitions()->statuses.find("scorched");
        for (Session* x : {&s, &plain})
            QVERIFY(x->queue(Action::afflict("rat", scorched, 2)));
        s.run(3);
        plain.run(3);
        for (Session* x : {&s, &plain})
            QVERIFY(x->queue(Action::afflict("droid", scorched, 2)));

        ContentLoad load = loadContent(readFile(kDemo + "demo.rules.json"));
        renameReferences(*load.spec, "statuses", "scorched", "singed");
        for (StatusSpec& st : load.spec->statuses)
            if (st.name == "scorched")
                st.name = "singed";
        Diagnostics built;
        auto renamed = std::make_shared<Definitions>(buildDefinitions(*load.spec, built));
        QVERIFY(!built.hasErrors());
        QVERIFY(s.renameDefinition("statuses", "scorched", "singed"));
        QVERIFY(!s.renameDefinition("statuses", "scorched", "singed")); // nothing left to rename
        const Result<void> replayed = s.setDefinitions(renamed);
        QVERIFY(replayed);
        const Diagnostics& d = replayed.problems();
        QVERIFY2(d.empty(), d.empty() ? "" : format(d.all().front()).c_str());
        QCOMPARE(s.queued().front().status.value_or(""), std::string("singed"));
        QCOMPARE(s.spec().script.front().status.value_or(""), std::string("singed"));
        const QStringList expected = historyLog(plain).replaceInStrings("scorched", "singed");
        QVERIFY(historyLog(plain).join('\n').contains("scorched"));
        QCOMPARE(historyLog(s), expected);
        QCOMPARE(lines(*s.definitions(), s.step()), lines(*plain.definitions(), plain.step()).replaceInStrings("scorched", "singed"));
    }

    // A replay asked to stop leaves the session as it was; one let run adopts.
    void aStoppedReplayChangesNothing()
    {
        Session s = demoSession("statuses.scenario.json");
        s.run(5);
        const std::string before = play(s);
        const auto reversed = demoDefinitions(true);
        std::stop_source stop;
        stop.request_stop();
        QVERIFY(!s.setDefinitions(reversed, stop.get_token()));
        QVERIFY(s.definitions() != reversed);
        QCOMPARE(play(s), before);
        QVERIFY(s.setDefinitions(reversed, std::stop_source().get_token()));
        QVERIFY(s.definitions() == reversed);
    }

    void observersHearEveryChangeAndStayWithTheirSession()
    {
        Session s = demoSession("statuses.scenario.json");
        std::vector<SessionChange> heard;
        s.setObserver([&](SessionChange c) { heard.push_back(c); });
        QVERIFY(s.queue(Action::wait("hero")));
        s.step();
        s.run(3);
        s.back(1);
        s.forward();
        QVERIFY(s.setDefinitions(s.definitions()));
        using C = SessionChange;
        QCOMPARE(heard, (std::vector<C>{C::Queue, C::Turns, C::Turns, C::Turns, C::Turns, C::Definitions}));
        // A copy (a run on another thread) tells no one; assigned back, the observer stays.
        Session copy = s;
        copy.run(2);
        QCOMPARE(heard.size(), std::size_t(6));
        s = copy;
        s.step();
        QCOMPARE(heard.size(), std::size_t(7));
        QCOMPARE(s.turn(), std::int64_t(7));
    }

    void savesWithThePlayState()
    {
        Session s = demoSession("trap-and-barrel.scenario.json");
        s.run(5);
        const ScenarioSpec saved = s.withPlay();
        Diagnostics d;
        std::optional<Session> resumed = Session::create(s.definitions(), saved, d);
        QVERIFY(resumed);
        QCOMPARE(resumed->startTurn(), std::int64_t(5));
        QCOMPARE(resumed->turn(), std::int64_t(5));
        QCOMPARE(play(*resumed), play(s));
        QCOMPARE(lines(*s.definitions(), s.step()), lines(*resumed->definitions(), resumed->step()));
    }

    // Turns played by hand go into the script after each turn's own entries
    // (as a step plays them), what is queued as the next turn's; turns
    // stepped back over are not played and stay out. Nothing is a snapshot.
    void savesTheTurnsPlayedAsItsScript()
    {
        Session s = demoSession("grenade.scenario.json");
        const std::size_t own = s.spec().script.size();
        QVERIFY(s.queue(Action::wait("rat")));
        s.step();
        s.step();
        QVERIFY(s.queue(Action::attack("king", "rat")));
        s.step();
        QVERIFY(s.queue(Action::wait("hero")));
        s.step();
        s.back(1); // turn 4's wait is not played now
        QVERIFY(s.queue(Action::wait("droid")));
        const ScenarioSpec saved = s.withPlayedScript();
        QVERIFY(!saved.play);
        QCOMPARE(saved.script.size(), own + 3);
        std::vector<std::pair<std::int64_t, std::string>> hand;
        for (const ActionSpec& a : saved.script)
            if (a.action == "wait" || (a.action == "attack" && a.id == "king" && a.target == "rat"))
                hand.push_back({a.turn, *a.id});
        const std::vector<std::pair<std::int64_t, std::string>> want{{1, "rat"}, {3, "king"}, {4, "droid"}};
        QCOMPARE(hand, want);
        for (std::size_t i = 1; i < saved.script.size(); ++i)
            QVERIFY(saved.script[i - 1].turn <= saved.script[i].turn);
        // Turn 3's own script entries come before the attack queued by hand.
        std::vector<std::string> third;
        for (const ActionSpec& a : saved.script)
            if (a.turn == 3)
                third.push_back(a.action + " " + *a.id);
        QCOMPARE(third.back(), std::string("attack king"));

        // Played from the start it is the same run, turn for turn.
        Diagnostics d;
        std::optional<Session> replayed = Session::create(s.definitions(), saved, d);
        QVERIFY(replayed);
        for (std::int64_t t = 1; t <= 3; ++t)
            QCOMPARE(lines(*s.definitions(), replayed->step()), lines(*s.definitions(), s.history()->report(t)));
    }

    // At turn 0 there is nothing to snapshot: the scenario is saved as it is.
    void noSnapshotAtTurnZero()
    {
        Session s = demoSession("grenade.scenario.json");
        QVERIFY(!s.withPlay().play);
        s.step();
        QVERIFY(s.withPlay().play);
    }
};

QTEST_APPLESS_MAIN(TestSession)
#include "test_session.moc"
