// `rulebench batch --coverage`: the runs each definition came into play in,
// a status nothing applies listed under "never used", each trigger of an
// item or prop counted on its own, the counts in the JSON,
// the same at 1 and 3 threads, and `merge` summing shards' coverage and
// refusing shards with and without it.
#include "source_dir.h"
#include <QtTest>

#include "cli/cli.h"
#include "cli_run.h"
#include "diagnostic_text.h"

#include <QTemporaryDir>

#include <fstream>

namespace {
const std::string kDemo = rb::test::sourcePath("/resources/demo/");

using rb::test::Run;
using rb::test::run;

// The skirmish beside the demo's content with a status nothing applies.
std::string skirmishWithForgottenStatus(const std::string& dir)
{
    rb::OrderedJson content = rb::OrderedJson::parse(rb::test::readFile(kDemo + "demo.rules.json"));
    content["statuses"].push_back({{"name", "forgotten"}, {"badge", "f"}});
    std::ofstream(dir + "/demo.rules.json") << content.dump(2);
    std::ofstream(dir + "/skirmish.scenario.json") << rb::test::readFile(kDemo + "skirmish.scenario.json");
    return dir + "/skirmish.scenario.json";
}

std::vector<std::string> batch(const std::string& scenario, std::vector<std::string> more)
{
    std::vector<std::string> args = {"batch", scenario, "--runs", "40", "--turns", "60", "--measure", "won"};
    args.insert(args.end(), more.begin(), more.end());
    return args;
}
} // namespace

class TestCliCoverage : public QObject {
    Q_OBJECT
private slots:
    void aStatusNothingAppliesIsListedAsNeverUsed()
    {
        QTemporaryDir dir;
        const std::string d = dir.path().toStdString();
        const std::string scenario = skirmishWithForgottenStatus(d);
        const Run one = run(batch(scenario, {"--coverage", "--threads", "1", "--json", d + "/1.json"}));
        const Run three = run(batch(scenario, {"--coverage", "--threads", "3", "--json", d + "/3.json"}));
        QCOMPARE(one.code, rb::cli::kExitClean);
        QCOMPARE(one.out, three.out);
        QCOMPARE(rb::test::readFile(d + "/1.json"), rb::test::readFile(d + "/3.json"));
        QVERIFY2(one.out.find("coverage over 40 runs: statuses ") != std::string::npos, one.out.c_str());
        QVERIFY(one.out.find("  never used:\n") != std::string::npos);
        QVERIFY(one.out.find("    statuses forgotten\n") != std::string::npos);
        QVERIFY(one.out.find("    statuses marked\n") == std::string::npos); // the script marks the king
        const rb::Json j = rb::Json::parse(rb::test::readFile(d + "/1.json"));
        const rb::Json& c = j["results"][0]["coverage"];
        QCOMPARE(c["runs"].get<int>(), 40);
        QCOMPARE(c["statuses"].back(), rb::Json::parse(R"(["forgotten", 0])"));
        const std::vector<std::string> never = c["never used"].get<std::vector<std::string>>();
        QVERIFY(std::find(never.begin(), never.end(), "statuses forgotten") != never.end());
        // Each trigger on its own: the hero's frag grenades land, nothing blows the horn.
        QVERIFY(one.out.find(" triggers 1/10 ") != std::string::npos);
        QVERIFY(one.out.find("    triggers war horn on use\n") != std::string::npos);
        QCOMPARE(c["triggers"][0][0].get<std::string>(), std::string("frag grenade on land"));
        QVERIFY(c["triggers"][0][1].get<int>() > 0);
        QVERIFY(std::find(never.begin(), never.end(), "triggers spike trap on entered") != never.end());
        // Without the flag: no coverage anywhere.
        const Run plain = run(batch(scenario, {"--json", d + "/plain.json"}));
        QVERIFY(plain.out.find("coverage") == std::string::npos);
        QVERIFY(!rb::Json::parse(rb::test::readFile(d + "/plain.json"))["results"][0].contains("coverage"));
    }

    void mergeSumsShardsCoverageAndRefusesAMix()
    {
        QTemporaryDir dir;
        const std::string d = dir.path().toStdString();
        const std::string scenario = skirmishWithForgottenStatus(d);
        const Run whole = run(batch(scenario, {"--coverage", "--json", d + "/whole.json"}));
        std::vector<std::string> merge = {"merge"};
        for (int k = 1; k <= 3; ++k) {
            const std::string shard = d + "/shard" + std::to_string(k) + ".json";
            QCOMPARE(run(batch(scenario, {"--coverage", "--shard", std::to_string(k) + "/3", "--json", shard})).code,
                     rb::cli::kExitClean);
            merge.push_back(shard);
        }
        merge.insert(merge.end(), {"--json", d + "/merged.json"});
        const Run merged = run(merge);
        QCOMPARE(merged.code, rb::cli::kExitClean);
        QCOMPARE(merged.out, whole.out);
        QCOMPARE(rb::test::readFile(d + "/merged.json"), rb::test::readFile(d + "/whole.json"));
        // The triggers' counts are summed too.
        const rb::Json mergedCoverage = rb::Json::parse(rb::test::readFile(d + "/merged.json"))["results"][0]["coverage"];
        QCOMPARE(mergedCoverage["triggers"][0][0].get<std::string>(), std::string("frag grenade on land"));
        QVERIFY(mergedCoverage["triggers"][0][1].get<int>() > 0);

        QCOMPARE(run(batch(scenario, {"--shard", "2/3", "--json", d + "/plain2.json"})).code, rb::cli::kExitClean);
        const Run mixed = run({"merge", d + "/shard1.json", d + "/plain2.json", d + "/shard3.json"});
        QCOMPARE(mixed.code, rb::cli::kExitUnusable);
        QVERIFY2(mixed.err.find("shard 2/3 did not count coverage and shard 1/3 did: play every shard with "
                                "--coverage or none")
                     != std::string::npos,
                 mixed.err.c_str());
    }
};

QTEST_APPLESS_MAIN(TestCliCoverage)
#include "test_cli_coverage.moc"
