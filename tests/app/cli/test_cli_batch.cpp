// `rulebench batch` and `merge`: the same bytes whatever the threads, runs
// picked at random replayed one by one with `simulate --seed` giving the same
// measures, shards merged into the whole batch, and every mistake refused
// with its reason (exit 2) before anything runs.
#include "source_dir.h"
#include <QtTest>

#include "cli/cli.h"
#include "cli_run.h"
#include "diagnostic_text.h"
#include "rulebench/base/random.h"

#include <QTemporaryDir>

#include <csignal>
#include <sstream>
#include <thread>

namespace {
const std::string kDemo = rb::test::sourcePath("/resources/demo/");
const std::string kSkirmish = kDemo + "skirmish.scenario.json";

using rb::test::Run;
using rb::test::run;

std::vector<std::string> split(const std::string& text, char by)
{
    std::vector<std::string> out;
    std::stringstream in(text);
    for (std::string part; std::getline(in, part, by);)
        out.push_back(part);
    return out;
}

std::vector<std::string> batchArgs(const std::string& dir, const std::string& name, std::vector<std::string> more)
{
    std::vector<std::string> args = {"batch", kSkirmish, "--runs", "120", "--turns", "60", "--measure",
                                     "value:health@hero", "turn:death@rat2", "won", "count:decided:*@*",
                                     "--csv", dir + "/" + name + ".csv", "--json", dir + "/" + name + ".json"};
    args.insert(args.end(), more.begin(), more.end());
    return args;
}
} // namespace

class TestCliBatch : public QObject {
    Q_OBJECT
private slots:
    void theBytesDoNotDependOnTheThreads()
    {
        QTemporaryDir dir;
        const std::string d = dir.path().toStdString();
        const Run one = run(batchArgs(d, "one", {"--threads", "1"}));
        const Run three = run(batchArgs(d, "three", {"--threads", "3"}));
        QCOMPARE(one.code, rb::cli::kExitClean);
        QCOMPARE(three.code, rb::cli::kExitClean);
        QCOMPARE(one.out, three.out);
        QCOMPARE(rb::test::readFile(d + "/one.csv"), rb::test::readFile(d + "/three.csv"));
        QCOMPARE(rb::test::readFile(d + "/one.json").size(), rb::test::readFile(d + "/three.json").size());
        QVERIFY(one.out.find("value:health@hero  120") != std::string::npos);
    }

    void twentyRunsReplayedWithSimulateGiveTheSameMeasures()
    {
        QTemporaryDir dir;
        const std::string d = dir.path().toStdString();
        QCOMPARE(run(batchArgs(d, "all", {})).code, rb::cli::kExitClean);
        const std::vector<std::string> rows = split(rb::test::readFile(d + "/all.csv"), '\n');
        QCOMPARE(rows.front(), std::string("run,seed,value:health@hero,turn:death@rat2,won,count:decided:*@*"));
        rb::RandomStream pick = rb::RandomStream::derive(2026, "replay");
        for (int k = 0; k < 20; ++k) {
            const std::vector<std::string> row = split(rows[1 + pick.below(120)], ',');
            const std::string csv = d + "/replay.csv";
            const Run alone = run({"simulate", kSkirmish, "--seed", row[1], "--turns", "60", "--csv", csv});
            QCOMPARE(alone.code, rb::cli::kExitClean);
            // value:health@hero: the hero's last health row.
            std::string health;
            for (const std::string& line : split(rb::test::readFile(csv), '\n'))
                if (line.find(",hero,health,") != std::string::npos)
                    health = line.substr(line.rfind(',') + 1);
            QCOMPARE(health, row[2]);
            // turn:death@rat2, from the event log.
            std::string died;
            for (const std::string& line : split(alone.out, '\n')) {
                const std::string event = line.substr(line.find(": ") + 2), turn = line.substr(0, line.find(':'));
                if (died.empty() && event.starts_with("death rat2"))
                    died = turn;
            }
            QCOMPARE(died, row.size() > 3 ? row[3] : std::string());
            // won: simulate says so, last on standard error.
            QCOMPARE(alone.err.starts_with("Won at turn ") ? std::string("1") : std::string("0"), row[4]);
        }
    }

    void shardsMergeIntoTheWholeBatchByteForByte()
    {
        QTemporaryDir dir;
        const std::string d = dir.path().toStdString();
        const Run whole = run(batchArgs(d, "whole", {}));
        std::vector<std::string> merge = {"merge"};
        for (int k = 1; k <= 4; ++k) {
            const std::string name = "shard" + std::to_string(k);
            QCOMPARE(run(batchArgs(d, name, {"--shard", std::to_string(k) + "/4"})).code, rb::cli::kExitClean);
            merge.push_back(d + "/" + name + ".json");
        }
        merge.insert(merge.end(), {"--csv", d + "/merged.csv", "--json", d + "/merged.json"});
        const Run merged = run(merge);
        QCOMPARE(merged.code, rb::cli::kExitClean);
        QCOMPARE(merged.out, whole.out);
        QCOMPARE(rb::test::readFile(d + "/merged.csv"), rb::test::readFile(d + "/whole.csv"));
        QCOMPARE(rb::test::readFile(d + "/merged.json"), rb::test::readFile(d + "/whole.json"));

        // Shards that do not belong together, or miss one, are refused.
        const Run missing = run({"merge", d + "/shard1.json", d + "/shard2.json"});
        QCOMPARE(missing.code, rb::cli::kExitUnusable);
        QVERIFY(missing.err.find("shard 3/4 is missing") != std::string::npos);
        QCOMPARE(run({"merge", d + "/shard1.json", d + "/shard1.json"}).err.find("given twice") != std::string::npos,
                 true);
        run(batchArgs(d, "other", {"--shard", "2/4", "--seed", "99"}));
        const Run seed = run({"merge", d + "/shard1.json", d + "/other.json", d + "/shard3.json", d + "/shard4.json"});
        QCOMPARE(seed.code, rb::cli::kExitUnusable);
        QVERIFY(seed.err.find("its seed differs") != std::string::npos);
    }

    void ctrlCStopsAndStillWritesTheRunsDone()
    {
        QTemporaryDir dir;
        const std::string csv = dir.filePath("runs.csv").toStdString();
        Run r{};
        std::thread batch([&] {
            r = run({"batch", kSkirmish, "--runs", "1000000", "--turns", "60", "--measure", "won", "--csv", csv});
        });
        // Once the batch has taken Ctrl+C over (and not before: that would end this test).
        struct sigaction now = {};
        for (int i = 0; i < 1000 && (sigaction(SIGINT, nullptr, &now), now.sa_handler == SIG_DFL); ++i)
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        QVERIFY(now.sa_handler != SIG_DFL);
        std::this_thread::sleep_for(std::chrono::milliseconds(300));
        std::raise(SIGINT);
        batch.join();
        QCOMPARE(r.code, rb::cli::kExitInterrupted);
        QVERIFY(r.err.find("stopping after the runs under way") != std::string::npos);
        const std::vector<std::string> rows = split(rb::test::readFile(csv), '\n');
        QVERIFY(rows.size() > 1 && rows.size() < 1000001);
        for (std::size_t i = 1; i < rows.size(); ++i) // runs 0, 1, 2, ...: none missing
            QVERIFY(rows[i].starts_with(std::to_string(i - 1) + ","));
        QVERIFY(r.out.find("cancelled after " + std::to_string(rows.size() - 1) + " runs") != std::string::npos);
    }

    void mistakesAreRefusedBeforeAnythingRuns_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("says");
        const auto add = [](const char* name, QStringList args, const char* says) {
            QTest::newRow(name) << args << QString(says);
        };
        add("unknown measure", {"--measure", "wins"}, "unknown measure \"wins\"");
        add("unknown stat", {"--measure", "value:helth@hero"}, "unknown stat \"helth\"");
        add("unknown actor", {"--measure", "value:health@hro"}, "no actor \"hro\"");
        add("unknown quest", {"--measure", "done:brake the nest"}, "unknown quest \"brake the nest\"");
        add("bad vary path", {"--measure", "won", "--vary", "statuses.bleedin.tick.amount=1..3"},
            "nothing named \"bleedin\"");
        add("bad vary range", {"--measure", "won", "--vary", "statuses.bleeding.tick.amount=3..1"}, "A <= B");
        add("no runs", {"--measure", "won", "--runs", "0"}, "--runs needs a whole number from 1");
        add("bad shard", {"--measure", "won", "--shard", "5/4"}, "--shard needs K/N");
        add("target error in a shard", {"--measure", "won", "--shard", "1/2", "--target-error", "5"},
            "cannot run in a shard");
        add("bad until", {"--measure", "won", "--until", "health@nobody<3"}, "--until");
        add("unknown option", {"--measure", "won", "--runz", "3"}, "unknown option \"--runz\"");
    }

    void mistakesAreRefusedBeforeAnythingRuns()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, says);
        QTemporaryDir dir;
        std::vector<std::string> a = {"batch", kSkirmish, "--runs", "10", "--turns", "5",
                                      "--csv", dir.filePath("runs.csv").toStdString()};
        for (const QString& s : args)
            a.push_back(s.toStdString());
        const Run r = run(a);
        QCOMPARE(r.code, rb::cli::kExitUnusable);
        QVERIFY2(r.err.find(says.toStdString()) != std::string::npos, r.err.c_str());
        QVERIFY(r.out.empty());
        QVERIFY(r.err.find("% of") == std::string::npos); // no run started
        QVERIFY(!QFile::exists(dir.filePath("runs.csv")));
    }
};

QTEST_APPLESS_MAIN(TestCliBatch)
#include "test_cli_batch.moc"
