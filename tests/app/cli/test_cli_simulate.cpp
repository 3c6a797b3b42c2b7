// `rulebench simulate`: the event log, the CSV, --until (after the whole turn), --seed, byte-identical
// runs across processes, and the same diagnostics and exit codes as validate.
#include "source_dir.h"
#include <QtTest>

#include "cli/cli.h"
#include "cli_run.h"
#include "rulebench/world/explain.h"

#include <QProcess>
#include <QTemporaryDir>

#include <fstream>
#include <sstream>

namespace {
const std::string kDemo = rb::test::sourcePath("/resources/demo/");
const std::string kData = rb::test::sourcePath("/tests/data/scenario/");

using rb::test::Run;
using rb::test::run;

QStringList lines(const std::string& s) { return QString::fromStdString(s).split('\n', Qt::SkipEmptyParts); }

std::string readFile(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

QByteArray runProcess(const QStringList& args)
{
    QProcess p;
    p.start(rb::test::siblingExecutable("rulebench-cli"), args);
    if (!p.waitForFinished(30000) || p.exitCode() != 0)
        return QByteArray("failed: ") + p.readAllStandardError();
    return p.readAllStandardOutput();
}
} // namespace

class TestCliSimulate : public QObject {
    Q_OBJECT
private slots:
    void printsEachEventWithItsTurn()
    {
        const Run r = run({"simulate", kDemo + "cull.scenario.json", "--turns", "6"});
        QCOMPARE(r.code, rb::cli::kExitClean);
        QCOMPARE(QString::fromStdString(r.err), QString("Played 6 turns to turn 6\n"));
        const QStringList l = lines(r.out);
        QVERIFY(l.size() > 20);
        QVERIFY2(l.front().startsWith("1: attack rat2 -> hero: 1d3 kinetic rolled "), qPrintable(l.front()));
        QVERIFY(l.contains("1: death rat1 by hero"));
        QVERIFY(l.contains("5: quest \"cull the rats\" done"));
        QVERIFY(l.contains("5: quest \"into the warren\" opened"));
        QVERIFY(l.contains("6: quest \"into the warren\" objective 1: 3/3"));
        QCOMPARE(l.back(), QString("6: quest \"into the warren\" objective 1 done"));
    }

    void writesTheStatValuesOfEveryActorEveryTurn()
    {
        QTemporaryDir dir;
        const std::string csv = dir.filePath("run.csv").toStdString();
        const Run r = run({"simulate", kDemo + "statuses.scenario.json", "--turns", "3", "--csv", csv});
        QCOMPARE(r.code, rb::cli::kExitClean);
        const QStringList rows = lines(readFile(csv));
        QCOMPARE(rows.front(), QString("turn,actor,stat,value"));
        // 4 turns (0 to 3) x 4 actors x 5 stats.
        QCOMPARE(rows.size(), 1 + 4 * 4 * 5);
        QCOMPARE(rows[1], QString("0,hero,health,30"));
        QVERIFY(rows.contains("1,hero,health,29")); // scorched ticked once
        QVERIFY(rows.contains("0,droid,armor,3"));
        QVERIFY(rows.contains("1,droid,armor,5")); // stoneskin
        QVERIFY(rows.contains("3,hero,health,27"));
    }

    // --until stops after the whole turn in which an event's key matched
    // (with the sandbox's wildcards): the log is a plain run's up to that turn.
    void untilStopsAfterTheTurnOfTheFirstMatchingEvent()
    {
        const auto upTo = [](const std::string& log, int turn) {
            QStringList out;
            for (const QString& l : lines(log))
                if (l.section(':', 0, 0).toInt() <= turn)
                    out << l;
            return out;
        };
        const Run statuses = run({"simulate", kDemo + "statuses.scenario.json", "--turns", "20"});
        const Run r = run({"simulate", kDemo + "statuses.scenario.json", "--turns", "20", "--until", "expired:scorched@hero"});
        QCOMPARE(r.code, rb::cli::kExitClean);
        QVERIFY(lines(r.out).contains("5: expired scorched on hero (instance 1)"));
        QCOMPARE(lines(r.out), upTo(statuses.out, 5));
        QCOMPARE(lines(r.out).back(), QString("5: expired regenerating on king (instance 1)"));
        const Run cull = run({"simulate", kDemo + "cull.scenario.json", "--turns", "20"});
        const Run death = run({"simulate", kDemo + "cull.scenario.json", "--turns", "20", "--until", "death@rat3"});
        QVERIFY(lines(death.out).contains("3: death rat3 by hero"));
        QCOMPARE(lines(death.out), upTo(cull.out, 3));
        const Run quest = run({"simulate", kDemo + "cull.scenario.json", "--turns", "20", "--until", "quest:cull the rats"});
        QCOMPARE(lines(quest.out), upTo(cull.out, 5));
        QCOMPARE(lines(quest.out).back(), QString("5: quest \"into the warren\" opened"));
        const Run anyDeath = run({"simulate", kDemo + "cull.scenario.json", "--turns", "20", "--until", "death@*"});
        QVERIFY(lines(anyDeath.out).contains("1: death rat1 by hero"));
        QCOMPARE(lines(anyDeath.out), upTo(cull.out, 1));
        const Run never = run({"simulate", kDemo + "cull.scenario.json", "--turns", "2", "--until", "death@hero"});
        QCOMPARE(never.code, rb::cli::kExitClean);
        QCOMPARE(lines(never.err).back(), QString("Played 2 turns to turn 2; nothing matched death@hero"));
        // A mistyped event is refused before anything runs, not played to the end.
        const Run typo = run({"simulate", kDemo + "cull.scenario.json", "--turns", "2", "--until", "deth@*"});
        QCOMPARE(typo.code, rb::cli::kExitUnusable);
        QVERIFY(typo.out.empty());
        QVERIFY2(QString::fromStdString(typo.err).contains("no event is called \"deth\" (did you mean \"death\"?)"),
                 typo.err.c_str());
    }

    // --until takes a condition on the state too; a bad one is refused with
    // its reason before anything runs.
    void untilStopsWhereAConditionOnTheStateHolds()
    {
        const auto lastTurn = [](const Run& r) { return lines(r.out).isEmpty() ? -1 : lines(r.out).back().section(':', 0, 0).toInt(); };
        const Run bleeding = run({"simulate", kDemo + "stacking.scenario.json", "--turns", "20", "--until", "stacks:bleeding@hero>=3"});
        QCOMPARE(bleeding.code, rb::cli::kExitClean);
        QCOMPARE(lastTurn(bleeding), 3); // the third instance came on turn 3
        const Run hurt = run({"simulate", kDemo + "stacking.scenario.json", "--turns", "20", "--until", "health@hero<28"});
        QCOMPARE(lastTurn(hurt), 2); // 30, 29, 27: bleeding's two stacks
        const Run already = run({"simulate", kDemo + "stacking.scenario.json", "--turns", "20", "--until", "health@hero<=30"});
        QCOMPARE(already.code, rb::cli::kExitClean);
        QVERIFY(already.out.empty());
        QCOMPARE(lines(already.err).back(), QString("Nothing played: health@hero<=30 already holds at turn 0"));
        for (const char* bad : {"helth@hero<3", "stacks:bleding@hero>1", "health@nobody<3", "health@hero=<3", "health@hero<x"}) {
            const Run r = run({"simulate", kDemo + "stacking.scenario.json", "--turns", "20", "--until", bad});
            QCOMPARE(r.code, rb::cli::kExitUnusable);
            QVERIFY(r.out.empty()); // nothing ran
            QVERIFY2(QString::fromStdString(r.err).contains(QStringLiteral("--until \"%1\"").arg(bad)), r.err.c_str());
        }
        QVERIFY(QString::fromStdString(run({"simulate", kDemo + "stacking.scenario.json", "--turns", "2", "--until", "helth@hero<3"}).err)
                    .contains("did you mean \"health\""));
    }

    // --explain STAT@ACTOR (repeatable) follows the log with why each stat has
    // its value when the run stopped, in the very lines the core's explain
    // gives the inspector; a bad one is refused before anything runs.
    void explainFollowsTheLogWithWhyAStatHasItsValue()
    {
        const Run plain = run({"simulate", kDemo + "statuses.scenario.json", "--turns", "20", "--until", "expired:rooted@rat"});
        const Run r = run({"simulate", kDemo + "statuses.scenario.json", "--turns", "20", "--until", "expired:rooted@rat",
                           "--explain", "armor@droid", "--explain", "speed@rat"});
        QCOMPARE(r.code, rb::cli::kExitClean);
        QCOMPARE(r.err, plain.err);
        QVERIFY(r.out.starts_with(plain.out)); // the log first, whole
        rb::SessionLoad load = rb::loadSession(kDemo + "statuses.scenario.json");
        QVERIFY(load.session);
        rb::Session& session = *load.session;
        const std::int64_t stoppedAt = lines(plain.out).back().section(':', 0, 0).toLongLong();
        session.run(stoppedAt);
        QStringList expected;
        for (const auto& [stat, actor] : {std::pair{"armor", "droid"}, std::pair{"speed", "rat"}}) {
            const rb::Result<rb::StatWhy> why = rb::explain(session.world(), actor, stat);
            QVERIFY(why);
            expected << QStringLiteral("%1@%2 = %3 after turn %4:").arg(QString::fromUtf8(stat), QString::fromUtf8(actor)).arg(why->value).arg(stoppedAt);
            for (const std::string& line : why->lines)
                expected << "  " + QString::fromStdString(line);
        }
        QCOMPARE(lines(r.out.substr(plain.out.size())), expected);
        QVERIFY(expected.size() > 3); // each stat has its base and at least one more term

        for (const char* bad : {"armour@droid", "armor@drod", "armor", "@droid", "armor@"}) {
            const Run refused = run({"simulate", kDemo + "statuses.scenario.json", "--turns", "3", "--explain", "speed@rat",
                                     "--explain", bad});
            QCOMPARE(refused.code, rb::cli::kExitUnusable);
            QVERIFY(refused.out.empty()); // nothing ran
            QVERIFY2(QString::fromStdString(refused.err).contains(QStringLiteral("--explain \"%1\"").arg(bad)), refused.err.c_str());
        }
        QVERIFY(QString::fromStdString(run({"simulate", kDemo + "statuses.scenario.json", "--turns", "3", "--explain", "armour@droid"}).err)
                    .contains("did you mean \"armor\""));
    }

    // Standard error ends with why the run stopped, in the run bar's words:
    // the event that matched, the condition that came true, the victory.
    void theLastLineOnStandardErrorSaysWhyTheRunStopped()
    {
        const Run death = run({"simulate", kDemo + "cull.scenario.json", "--turns", "20", "--until", "death@rat3"});
        QCOMPARE(lines(death.err).back(), QString("Stopped after turn 3: death rat3 by hero matched death@rat3"));
        const Run hurt = run({"simulate", kDemo + "stacking.scenario.json", "--turns", "20", "--until", "health@hero<28"});
        QCOMPARE(lines(hurt.err).back(), QString("Stopped after turn 2: health@hero<28 holds"));
        const Run won = run({"simulate", kDemo + "skirmish.scenario.json", "--turns", "60"});
        QCOMPARE(won.code, rb::cli::kExitClean);
        QCOMPARE(lines(won.err), QStringList{"Won at turn 12: quest \"break the nest\" done"});
        const Run played = run({"simulate", kDemo + "statuses.scenario.json", "--turns", "3"});
        QCOMPARE(lines(played.err), QStringList{"Played 3 turns to turn 3"});
        // The same words from a separate process, after the whole log.
        QProcess p;
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.start(rb::test::siblingExecutable("rulebench-cli"), {"simulate", QString::fromStdString(kDemo + "skirmish.scenario.json"), "--turns", "60"});
        QVERIFY(p.waitForFinished(30000));
        const QStringList merged = QString::fromUtf8(p.readAll()).split('\n', Qt::SkipEmptyParts);
        QVERIFY(!merged.isEmpty());
        QCOMPARE(merged.back(), QString("Won at turn 12: quest \"break the nest\" done"));
    }

    void sameSeedIsByteIdenticalAcrossProcesses()
    {
        const QStringList args = {"simulate", QString::fromStdString(kDemo + "cull.scenario.json"), "--turns", "6"};
        const QByteArray first = runProcess(args);
        const QByteArray second = runProcess(args);
        QVERIFY2(!first.startsWith("failed"), first.constData());
        QCOMPARE(first, second);
        QCOMPARE(runProcess(args + QStringList{"--seed", "11"}), first); // the file's own seed
        bool differs = false;
        for (int seed = 1; seed <= 5 && !differs; ++seed)
            differs = runProcess(args + QStringList{"--seed", QString::number(seed)}) != first;
        QVERIFY(differs);
    }

    // Grenades, a trap and a barrel's remnant: the ability stream's rolls are
    // the same every run and change with the seed; a save in the middle (a
    // grenade left, the trap's fires spent, the barrel's remnant waiting)
    // resumes to the same log.
    void itemsAndPropsAreDeterministicAndResume()
    {
        for (const char* name : {"grenade.scenario.json", "trap-and-barrel.scenario.json"}) {
            const QStringList args = {"simulate", QString::fromStdString(kDemo + name), "--turns", "10"};
            const QByteArray first = runProcess(args);
            QVERIFY2(first.contains("trigger"), first.constData());
            QCOMPARE(runProcess(args), first);
            bool differs = false;
            for (int seed = 100; seed <= 105 && !differs; ++seed)
                differs = runProcess(args + QStringList{"--seed", QString::number(seed)}) != first;
            QVERIFY2(differs, name);

            QTemporaryDir dir;
            const std::string saved = dir.filePath("later.scenario.json").toStdString();
            const Run head = run({"simulate", kDemo + name, "--turns", "4", "--save", saved});
            QCOMPARE(head.code, rb::cli::kExitClean);
            const Run rest = run({"simulate", saved, "--turns", "6"});
            QCOMPARE(rest.code, rb::cli::kExitClean);
            QCOMPARE(QByteArray::fromStdString(head.out + rest.out), first);
        }
    }

    void savedPlayResumesTheRun()
    {
        QTemporaryDir dir;
        const std::string saved = dir.filePath("later.scenario.json").toStdString();
        const Run first = run({"simulate", kDemo + "statuses.scenario.json", "--turns", "3", "--save", saved});
        QCOMPARE(first.code, rb::cli::kExitClean);
        const Run rest = run({"simulate", saved, "--turns", "4"});
        QCOMPARE(rest.code, rb::cli::kExitClean);
        const Run straight = run({"simulate", kDemo + "statuses.scenario.json", "--turns", "7"});
        QCOMPARE(first.out + rest.out, straight.out);
        QVERIFY(readFile(saved).find("\"play\": {") != std::string::npos);
    }

    // The hero kills the rat (the victory quest) as the rat kills the hero
    // (the whole party): a defeat outweighs the victory of the same turn,
    // in simulate's last word and in a batch's won and lost.
    void aDefeatOutweighsAVictoryOfTheSameTurn()
    {
        QTemporaryDir dir;
        const std::string d = dir.path().toStdString();
        std::ofstream(d + "/both.rules.json") << R"({"format": "rulebench/1",
  "stats": [{"name": "health", "default": 2, "min": 0}],
  "damage_kinds": [{"name": "kinetic"}],
  "actors": [{"name": "hero", "glyph": "@", "faction": "crew", "attack": {"kind": "kinetic", "roll": "5"}},
             {"name": "rat", "glyph": "r", "faction": "vermin", "attack": {"kind": "kinetic", "roll": "5"}}],
  "fact_kinds": [{"name": "killed", "subject": "actors", "from": {"event": "death"}}],
  "quests": [{"name": "kill a rat", "victory": true,
              "objectives": [{"match": {"kind": "killed", "subject": "rat"}, "need": {"total": 1}}]}]})";
        std::ofstream(d + "/both.scenario.json") << R"({"format": "rulebench-scenario/1", "content": "both.rules.json",
  "seed": 1, "party": "crew", "map": ["...."],
  "actors": [{"id": "h", "actor": "hero", "at": [0, 0]}, {"id": "r", "actor": "rat", "at": [1, 0]}],
  "script": [{"turn": 1, "do": "attack", "id": "h", "target": "r"},
             {"turn": 1, "do": "attack", "id": "r", "target": "h"}]})";
        const Run r = run({"simulate", d + "/both.scenario.json", "--turns", "5"});
        QCOMPARE(r.code, rb::cli::kExitClean);
        QVERIFY2(lines(r.out).contains("1: defeat: every crew is dead"), r.out.c_str());
        QVERIFY2(lines(r.out).contains("1: quest \"kill a rat\" done (victory)"), r.out.c_str());
        QCOMPARE(QString::fromStdString(r.err),
                 QString("Lost at turn 1: every crew actor is dead (the victory quest was done the same turn)\n"));
        const Run b = run({"batch", d + "/both.scenario.json", "--runs", "2", "--turns", "5", "--measure", "won", "lost",
                           "--csv", d + "/both.csv"});
        QCOMPARE(b.code, rb::cli::kExitClean);
        const QStringList rows = lines(readFile(d + "/both.csv"));
        QCOMPARE(rows.size(), 3);
        QCOMPARE(rows[0], QString("run,seed,won,lost"));
        QVERIFY2(rows[1].endsWith(",0,1") && rows[2].endsWith(",0,1"), qPrintable(rows.join('\n')));
    }

    void badScenarioGetsEveryDiagnosticAndExitsOne()
    {
        const std::string file = kData + "mistakes.scenario.json";
        const Run r = run({"simulate", file, "--turns", "3"});
        QCOMPARE(r.code, rb::cli::kExitErrors);
        QCOMPARE(QString::fromStdString(r.out), QString());
        const QStringList l = lines(r.err);
        QCOMPARE(l.size(), 13);
        for (const QString& line : l)
            QVERIFY2(line.startsWith(QString::fromStdString(file + ": ")), qPrintable(line));
        QVERIFY(l.contains(QString::fromStdString(file + ": actors[0] \"hero\": actor: unknown actor \"heroo\" (did you mean \"hero\"?)")));
    }

    void validateAcceptsScenarios()
    {
        QCOMPARE(run({"validate", kDemo + "cull.scenario.json", kDemo + "statuses.scenario.json"}).code, rb::cli::kExitClean);
        const Run bad = run({"validate", kData + "mistakes.scenario.json"});
        QCOMPARE(bad.code, rb::cli::kExitErrors);
        QCOMPARE(lines(bad.out).size(), 13);
        // The content's own problems are named by the content file.
        const Run nohealth = run({"validate", kData + "no-health.scenario.json"});
        QCOMPARE(nohealth.code, rb::cli::kExitErrors);
        QCOMPARE(lines(nohealth.out).size(), 1);
    }

    void unreadableOrBadArgumentsExitTwo()
    {
        QCOMPARE(run({"simulate", kData + "missing.scenario.json", "--turns", "1"}).code, rb::cli::kExitUnusable);
        QCOMPARE(run({"simulate", kDemo + "cull.scenario.json"}).code, rb::cli::kExitUnusable);                  // no --turns
        QCOMPARE(run({"simulate", kDemo + "cull.scenario.json", "--turns", "x"}).code, rb::cli::kExitUnusable);
        QCOMPARE(run({"simulate", kDemo + "cull.scenario.json", "--turns", "1", "--bogus"}).code, rb::cli::kExitUnusable);
        QCOMPARE(run({"validate", kData + "missing.scenario.json"}).code, rb::cli::kExitUnusable);
    }
};

QTEST_APPLESS_MAIN(TestCliSimulate)
#include "test_cli_simulate.moc"
