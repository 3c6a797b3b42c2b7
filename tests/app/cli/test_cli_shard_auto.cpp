// `rulebench batch --shard auto` (a Slurm array task) and `--shard auto/N` (a
// Kubernetes Indexed Job): the shard taken from the scheduler's variables,
// given here by hand (no setenv, so nothing leaks between tests), plays
// exactly the runs of the same shard given as K/N; variables missing, not
// numbers, out of range or from a stepped array are refused with their name.
#include "source_dir.h"
#include <QtTest>

#include "cli/cli.h"
#include "cli_run.h"
#include "diagnostic_text.h"

#include <QTemporaryDir>

#include <map>
#include <sstream>

namespace {
const std::string kSkirmish = rb::test::sourcePath("/resources/demo/skirmish.scenario.json");

using Variables = std::map<std::string, std::string, std::less<>>;

rb::cli::EnvironmentLookup lookup(const Variables& variables)
{
    return [variables](std::string_view name) -> std::optional<std::string> {
        const auto it = variables.find(name);
        return it == variables.end() ? std::nullopt : std::optional<std::string>(it->second);
    };
}

// A Slurm array task's variables, as sbatch --array=LEAST-MOST sets them.
Variables slurmTask(int id, int least, int most)
{
    return {{"SLURM_ARRAY_TASK_ID", std::to_string(id)},
            {"SLURM_ARRAY_TASK_MIN", std::to_string(least)},
            {"SLURM_ARRAY_TASK_MAX", std::to_string(most)},
            {"SLURM_ARRAY_TASK_COUNT", std::to_string(most - least + 1)}};
}

struct Played {
    rb::test::Run run;
    std::string json; // what --json wrote
};

// A small batch with --shard `shard`, in `dir`, under `variables`.
Played playShard(const QTemporaryDir& dir, const std::string& shard, const Variables& variables)
{
    static int made = 0;
    const std::string json = dir.filePath(QString("shard%1.json").arg(++made)).toStdString();
    std::ostringstream out, err;
    const int code = rb::cli::runBatch({kSkirmish, "--runs", "40", "--turns", "60", "--measure", "won",
                                        "value:health@hero", "--threads", "1", "--shard", shard, "--json", json},
                                       out, err, lookup(variables));
    return {{code, out.str(), err.str()}, QFile::exists(QString::fromStdString(json)) ? rb::test::readFile(json) : ""};
}

void compareShards(const Played& got, const Played& want)
{
    QCOMPARE(got.run.code, rb::cli::kExitClean);
    QCOMPARE(want.run.code, rb::cli::kExitClean);
    QCOMPARE(got.run.out, want.run.out);
    QCOMPARE(got.json, want.json);
}
} // namespace

Q_DECLARE_METATYPE(Variables)

class TestCliShardAuto : public QObject {
    Q_OBJECT
private slots:
    void autoPlaysTheSameRunsAsKOfNFromZeroAndOneBasedArrays()
    {
        QTemporaryDir dir;
        std::string first;
        for (int k = 1; k <= 4; ++k) {
            const Played byHand = playShard(dir, std::to_string(k) + "/4", {});
            QVERIFY(byHand.json.find("\"shard\": \"" + std::to_string(k) + "/4\"") != std::string::npos);
            compareShards(playShard(dir, "auto", slurmTask(k - 1, 0, 3)), byHand); // --array=0-3
            compareShards(playShard(dir, "auto", slurmTask(k, 1, 4)), byHand);     // --array=1-4
            compareShards(playShard(dir, "auto", slurmTask(k + 9, 10, 13)), byHand); // --array=10-13
            if (k == 1)
                first = byHand.json;
            else
                QVERIFY(byHand.json != first); // the shards differ, so the comparisons above can fail
        }
    }

    void autoOfNTakesTheJobCompletionIndexCountedFromZero()
    {
        QTemporaryDir dir;
        for (int k = 1; k <= 4; ++k)
            compareShards(playShard(dir, "auto/4", {{"JOB_COMPLETION_INDEX", std::to_string(k - 1)}}),
                          playShard(dir, std::to_string(k) + "/4", {}));
    }

    void explicitShardsIgnoreTheSchedulersVariables()
    {
        QTemporaryDir dir;
        Variables both = slurmTask(3, 1, 4);
        both.emplace("JOB_COMPLETION_INDEX", "2");
        compareShards(playShard(dir, "1/4", both), playShard(dir, "1/4", {}));
    }

    void refusedWithTheVariableAtFault_data()
    {
        QTest::addColumn<QString>("shard");
        QTest::addColumn<Variables>("variables");
        QTest::addColumn<QString>("says");
        const auto without = [](const char* name) {
            Variables v = slurmTask(2, 1, 4);
            v.erase(name);
            return v;
        };
        const auto with = [](const char* name, const char* value) {
            Variables v = slurmTask(2, 1, 4);
            v.insert_or_assign(name, value);
            return v;
        };
        QTest::newRow("no Slurm at all") << "auto" << Variables{}
                                         << "takes the shard from a Slurm array task (sbatch --array), but "
                                            "SLURM_ARRAY_TASK_ID is not set";
        for (const char* name : {"SLURM_ARRAY_TASK_ID", "SLURM_ARRAY_TASK_MIN", "SLURM_ARRAY_TASK_MAX",
                                 "SLURM_ARRAY_TASK_COUNT"})
            QTest::newRow(name) << "auto" << without(name) << QString(name) + " is not set";
        QTest::newRow("id not a number") << "auto" << with("SLURM_ARRAY_TASK_ID", "two")
                                         << "SLURM_ARRAY_TASK_ID is \"two\", not a whole number";
        QTest::newRow("negative count") << "auto" << with("SLURM_ARRAY_TASK_COUNT", "-4")
                                        << "SLURM_ARRAY_TASK_COUNT is \"-4\", not a whole number";
        QTest::newRow("empty max") << "auto" << with("SLURM_ARRAY_TASK_MAX", "")
                                   << "SLURM_ARRAY_TASK_MAX is \"\", not a whole number";
        // --array=1-16:2 sets MIN=1, MAX=15, COUNT=8; --array=1,5,9 MIN=1, MAX=9, COUNT=3.
        QTest::newRow("stepped array") << "auto"
                                       << Variables{{"SLURM_ARRAY_TASK_ID", "3"}, {"SLURM_ARRAY_TASK_MIN", "1"},
                                                    {"SLURM_ARRAY_TASK_MAX", "15"}, {"SLURM_ARRAY_TASK_COUNT", "8"}}
                                       << "needs the array's task ids to be consecutive, but SLURM_ARRAY_TASK_MIN=1 "
                                          "to SLURM_ARRAY_TASK_MAX=15 spans 15 ids for SLURM_ARRAY_TASK_COUNT=8 tasks";
        QTest::newRow("listed array") << "auto"
                                      << Variables{{"SLURM_ARRAY_TASK_ID", "5"}, {"SLURM_ARRAY_TASK_MIN", "1"},
                                                   {"SLURM_ARRAY_TASK_MAX", "9"}, {"SLURM_ARRAY_TASK_COUNT", "3"}}
                                      << "a stepped array such as --array=1-16:2, or a list";
        QTest::newRow("largest max") << "auto"
                                     << Variables{{"SLURM_ARRAY_TASK_ID", "0"}, {"SLURM_ARRAY_TASK_MIN", "0"},
                                                  {"SLURM_ARRAY_TASK_MAX", "9223372036854775807"},
                                                  {"SLURM_ARRAY_TASK_COUNT", "4"}}
                                     << "spans 9223372036854775808 ids for SLURM_ARRAY_TASK_COUNT=4 tasks";
        QTest::newRow("max past 64 bits") << "auto" << with("SLURM_ARRAY_TASK_MAX", "99999999999999999999")
                                          << "SLURM_ARRAY_TASK_MAX is \"99999999999999999999\", not a whole number";
        QTest::newRow("id outside the array") << "auto" << with("SLURM_ARRAY_TASK_ID", "7")
                                              << "SLURM_ARRAY_TASK_ID=7 is not from 1 to 4";
        QTest::newRow("no completion index") << "auto/4" << slurmTask(2, 1, 4)
                                             << "--shard auto/4 takes the shard from a Kubernetes Indexed Job, but "
                                                "JOB_COMPLETION_INDEX is not set";
        QTest::newRow("completion index not a number") << "auto/4" << Variables{{"JOB_COMPLETION_INDEX", "1.5"}}
                                                       << "JOB_COMPLETION_INDEX is \"1.5\", not a whole number";
        QTest::newRow("completion index too high") << "auto/4" << Variables{{"JOB_COMPLETION_INDEX", "4"}}
                                                   << "JOB_COMPLETION_INDEX=4 is not from 0 to 3";
        QTest::newRow("completion index negative") << "auto/4" << Variables{{"JOB_COMPLETION_INDEX", "-1"}}
                                                   << "JOB_COMPLETION_INDEX is \"-1\", not a whole number";
        QTest::newRow("no count") << "auto/" << Variables{{"JOB_COMPLETION_INDEX", "0"}}
                                  << "--shard auto/N needs N, the Job's completions, a whole number from 1";
        QTest::newRow("zero count") << "auto/0" << Variables{{"JOB_COMPLETION_INDEX", "0"}}
                                    << "a whole number from 1, not \"auto/0\"";
        QTest::newRow("neither") << "automatic" << slurmTask(2, 1, 4)
                                 << "--shard needs K/N with 1 <= K <= N, auto (a Slurm array task) or auto/N";
    }

    void refusedWithTheVariableAtFault()
    {
        QFETCH(QString, shard);
        QFETCH(Variables, variables);
        QFETCH(QString, says);
        QTemporaryDir dir;
        const Played s = playShard(dir, shard.toStdString(), variables);
        QCOMPARE(s.run.code, rb::cli::kExitUnusable);
        QVERIFY2(s.run.err.starts_with("rulebench batch: "), s.run.err.c_str());
        QVERIFY2(s.run.err.find(says.toStdString()) != std::string::npos, s.run.err.c_str());
        QVERIFY(s.run.out.empty());
        QVERIFY(s.json.empty()); // refused before anything ran
    }
};

QTEST_APPLESS_MAIN(TestCliShardAuto)
#include "test_cli_shard_auto.moc"
