// `rulebench report`: a batch's (with coverage and a sweep), a compare's, a
// tune's, a sensitivity's and a check's JSON made one page. Its tables are
// read back and compared with the JSON they were made from (each mean and
// interval within shortNumber's four significant digits of the JSON's); the
// page loads nothing (no http(s) URL, no script) and escapes a name taken
// from content; several results get a table of contents; a file that is not
// a result is named, with nothing written. A run of interest replayed by
// `simulate --seed --vary` and `--content` plays what the batch and the
// comparison recorded. Every result's JSON records what was run (contents
// and fingerprints, run seeds, version, command), a merge of shards exactly
// as the whole batch, and each recorded command writes the same JSON again.
#include "source_dir.h"
#include <QtTest>

#include "cli/cli.h"
#include "cli_run.h"
#include "diagnostic_text.h"

#include "rulebench/base/json_reader.h"
#include "rulebench/batch/batch_report.h"
#include "rulebench/batch/run_record.h"
#include "rulebench/version.h"

#include <QRegularExpression>
#include <QTemporaryDir>

#include <cmath>
#include <fstream>

namespace {
const std::string kDemo = rb::test::sourcePath("/resources/demo/");

using rb::test::Run;
using rb::test::run;

// Every table of the page: its rows (header included), each a list of cells with entities undone.
std::vector<std::vector<QStringList>> tables(const QString& html)
{
    std::vector<std::vector<QStringList>> out;
    static const QRegularExpression table("<table[^>]*>(.*?)</table>", QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression row("<tr>(.*?)</tr>", QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression cell("<t[hd]>(.*?)</t[hd]>", QRegularExpression::DotMatchesEverythingOption);
    for (auto t = table.globalMatch(html); t.hasNext();) {
        out.emplace_back();
        for (auto r = row.globalMatch(t.next().captured(1)); r.hasNext();) {
            QStringList cells;
            for (auto c = cell.globalMatch(r.next().captured(1)); c.hasNext();)
                cells << c.next().captured(1).replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"")
                             .replace("&#39;", "'").replace("&amp;", "&");
            out.back().push_back(cells);
        }
    }
    return out;
}

// The table whose header row starts with these cells.
const std::vector<QStringList>* tableWith(const std::vector<std::vector<QStringList>>& all, const QStringList& header)
{
    for (const auto& t : all)
        if (!t.empty() && t.front().mid(0, header.size()) == header)
            return &t;
    return nullptr;
}

// A number the report wrote (four significant digits) against the JSON's.
bool near(const QString& written, double json)
{
    bool ok = false;
    const double v = written.toDouble(&ok);
    return ok && std::abs(v - json) <= 5e-4 * std::max(std::abs(json), 1e-9) + 1e-12;
}

// A shell line's words, single quotes and backslashes undone.
std::vector<std::string> shellWords(const std::string& line)
{
    std::vector<std::string> words;
    std::string word;
    bool quoted = false, any = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (quoted) {
            c == '\'' ? void(quoted = false) : word.push_back(c);
        } else if (c == '\'') {
            quoted = any = true;
        } else if (c == '\\' && i + 1 < line.size()) {
            word.push_back(line[++i]), any = true;
        } else if (c == ' ') {
            if (any)
                words.push_back(word);
            word.clear(), any = false;
        } else {
            word.push_back(c), any = true;
        }
    }
    if (any)
        words.push_back(word);
    return words;
}

bool intervalNear(const QString& written, const rb::Json& pair)
{
    const QStringList ends = written.split(" .. ");
    return ends.size() == 2 && near(ends[0], pair.at(0).get<double>()) && near(ends[1], pair.at(1).get<double>());
}
} // namespace

class TestCliReport : public QObject {
    Q_OBJECT
private:
    QTemporaryDir dir_;
    std::string path(const char* name) const { return dir_.filePath(name).toStdString(); }

private slots:
    void initTestCase()
    {
        const std::string scenario = kDemo + "skirmish.scenario.json";
        QCOMPARE(run({"batch", scenario, "--runs", "60", "--turns", "60", "--threads", "2", "--measure", "won",
                      "turn:death@king", "value:health@hero", "--coverage", "--json", path("batch.json")})
                     .code,
                 rb::cli::kExitClean);
        QCOMPARE(run({"batch", scenario, "--runs", "30", "--turns", "60", "--threads", "2", "--measure", "won",
                      "turn:death@king", "--vary", "actors.rat king.stats.health=16,32", "--json", path("sweep.json")})
                     .code,
                 rb::cli::kExitClean);
        rb::Json other = rb::Json::parse(rb::test::readFile(kDemo + "demo.rules.json"));
        for (auto& a : other["actors"])
            if (a["name"] == "rat king")
                a["stats"]["health"] = 40;
        std::ofstream(path("other.rules.json")) << other.dump(1);
        QVERIFY(run({"compare", scenario, "--content", path("other.rules.json"), "--runs", "40", "--turns", "60",
                     "--threads", "2", "--measure", "won", "turn:death@king", "--json", path("compare.json")})
                    .code
                != rb::cli::kExitUnusable);
        QVERIFY(run({"tune", scenario, "--vary", "actors.rat king.stats.health=10..40", "--target",
                     "turn:death@king=20", "--runs", "30", "--turns", "60", "--threads", "2", "--json", path("tune.json")})
                    .code
                != rb::cli::kExitUnusable);
        QCOMPARE(run({"sensitivity", scenario, "--measure", "won", "--runs", "20", "--turns", "60", "--threads", "2",
                      "--fields", "actors.rat king.stats.health", "actors.rat.stats.health", "--json",
                      path("sensitivity.json")})
                     .code,
                 rb::cli::kExitClean);
        // Shards of the batch: their merge records what the whole batch does.
        for (const char* shard : {"1/2", "2/2"})
            QCOMPARE(run({"batch", scenario, "--runs", "60", "--turns", "60", "--threads", "1", "--measure", "won",
                          "turn:death@king", "value:health@hero", "--coverage", "--shard", shard, "--json",
                          path(shard[0] == '1' ? "shard1.json" : "shard2.json")})
                         .code,
                     rb::cli::kExitClean);
        QCOMPARE(run({"merge", path("shard1.json"), path("shard2.json"), "--json", path("merged.json")}).code,
                 rb::cli::kExitClean);
    }

    // Every result records what was run: each content with its fingerprint (the one batch_report.h
    // makes of the scenario's and the content's bytes), the seed and how run seeds are made, runs,
    // turns, the version and a command line; the command, with --json, writes the same bytes again
    // (at another thread count), and the page shows all of it.
    void whatWasRunIsRecordedAndPlaysAgain()
    {
        const std::string scenarioBytes = rb::test::readFile(kDemo + "skirmish.scenario.json");
        const std::string own = rb::fingerprint(scenarioBytes, rb::test::readFile(kDemo + "demo.rules.json"));
        const std::string other = rb::fingerprint(scenarioBytes, rb::test::readFile(path("other.rules.json")));
        QCOMPARE(rb::test::readFile(path("merged.json")), rb::test::readFile(path("batch.json")));
        for (const char* name : {"batch", "sweep", "compare", "tune", "sensitivity"}) {
            const std::string file = path((std::string(name) + ".json").c_str());
            const rb::Json j = rb::Json::parse(rb::test::readFile(file));
            QCOMPARE(j["fingerprint"].get<std::string>(), own);
            QCOMPARE(j["content"].get<std::string>(), kDemo + "demo.rules.json");
            QCOMPARE(j["run_seeds"].get<std::string>(), std::string(rb::kRunSeedRule));
            QCOMPARE(j["rulebench"].get<std::string>(), std::string(rb::version()));
            QVERIFY(j.contains("seed") && j.contains("runs") && j.contains("turns"));
            if (std::string(name) == "compare") {
                QCOMPARE(j["other_fingerprint"].get<std::string>(), other);
                QCOMPARE(j["other"].get<std::string>(), path("other.rules.json"));
            }
            const std::string command = j["command"].get<std::string>();
            std::vector<std::string> words = shellWords(command);
            QCOMPARE(words.at(0), std::string("rulebench"));
            QCOMPARE(words.at(1), std::string(name == std::string("sweep") ? "batch" : name));
            QVERIFY2(command.find("--threads") == std::string::npos && command.find("--shard") == std::string::npos,
                     command.c_str());
            words.erase(words.begin());
            const std::string again = path((std::string(name) + "-again.json").c_str());
            words.insert(words.end(), {"--threads", "1", "--json", again});
            QVERIFY(run(words).code != rb::cli::kExitUnusable);
            QCOMPARE(rb::test::readFile(again), rb::test::readFile(file));

            const std::string page = path((std::string(name) + "-what.html").c_str());
            QCOMPARE(run({"report", file, "-o", page}).code, rb::cli::kExitClean);
            const std::string html = rb::test::readFile(page);
            std::string shown = command + " --json " + file;
            for (std::size_t at = shown.find('\''); at != std::string::npos; at = shown.find('\'', at + 5))
                shown.replace(at, 1, "&#39;");
            for (const std::string& expected : {own, std::string(rb::kRunSeedRule), shown})
                QVERIFY2(html.find(expected) != std::string::npos, (std::string(name) + ": " + expected).c_str());
            if (std::string(name) == "compare")
                QVERIFY(html.find(other) != std::string::npos);
        }
    }

    void batchTablesMatchTheJson()
    {
        const Run r = run({"report", path("batch.json"), "-o", path("batch.html")});
        QCOMPARE(r.code, rb::cli::kExitClean);
        QVERIFY2(r.err.empty(), r.err.c_str());
        const QString html = QString::fromStdString(rb::test::readFile(path("batch.html")));
        const rb::Json json = rb::Json::parse(rb::test::readFile(path("batch.json")));
        const auto all = tables(html);
        const auto* summary = tableWith(all, {"measure", "runs", "mean", "95% interval"});
        QVERIFY(summary);
        const rb::Json& s = json["results"][0]["summary"];
        QCOMPARE(summary->size(), s.size() + 1);
        for (std::size_t i = 1; i < summary->size(); ++i) {
            const QStringList& row = (*summary)[i];
            const rb::Json& m = s.at(row[0].toStdString());
            QCOMPARE(row[1].toLongLong(), m["present"].get<long long>());
            QVERIFY2(near(row[2], m["mean"].get<double>()), qPrintable(row.join(" | ")));
            QVERIFY2(intervalNear(row[3], m["ci95"]), qPrintable(row.join(" | ")));
            QVERIFY(near(row[11], m["max"].get<double>()));
        }
        // The coverage table: each definition's runs as the JSON counts them, the never used said so.
        const auto* coverage = tableWith(all, {"section", "definition"});
        QVERIFY(coverage);
        const rb::Json& c = json["results"][0]["coverage"];
        for (std::size_t i = 1; i < coverage->size(); ++i) {
            const QStringList& row = (*coverage)[i];
            bool found = false;
            for (const auto& d : c[row[0].toStdString()])
                if (d[0] == row[1].toStdString()) {
                    found = true;
                    QCOMPARE(row[2].toLongLong(), d[1].get<long long>());
                    QCOMPARE(row[3] == "never used", d[1].get<long long>() == 0);
                }
            QVERIFY2(found, qPrintable(row.join(" | ")));
        }
        QVERIFY(html.contains("<svg"));
        QVERIFY(html.contains("never used"));
        QVERIFY(html.contains("rulebench simulate "));
        QVERIFY(!html.contains("<nav")); // one result: no table of contents
    }

    void compareAndTuneTablesMatchTheJson()
    {
        const Run r = run({"report", path("compare.json"), path("tune.json"), path("sweep.json"), "-o", path("all.html")});
        QCOMPARE(r.code, rb::cli::kExitClean);
        const QString html = QString::fromStdString(rb::test::readFile(path("all.html")));
        const auto all = tables(html);
        const rb::Json compare = rb::Json::parse(rb::test::readFile(path("compare.json")));
        const auto* c = tableWith(all, {"measure"});
        QVERIFY(c && c->front().size() == 8);
        QCOMPARE(c->size(), compare["compared"].size() + 1);
        for (std::size_t i = 1; i < c->size(); ++i) {
            const QStringList& row = (*c)[i];
            const rb::Json& m = compare["compared"].at(row[0].toStdString());
            QVERIFY2(near(row[1].section(" (", 0, 0), m["content"]["mean"].get<double>()), qPrintable(row.join(" | ")));
            QVERIFY(intervalNear(row[1].section(" (", 1).chopped(1), m["content"]["interval"]));
            QVERIFY(near(row[2].section(" (", 0, 0), m["other"]["mean"].get<double>()));
            QVERIFY(near(row[4], m["difference"]["mean"].get<double>()));
            QVERIFY(intervalNear(row[5], m["difference"]["interval"]));
            QCOMPARE(row[7].toStdString(), m["verdict"].get<std::string>());
        }
        const rb::Json tune = rb::Json::parse(rb::test::readFile(path("tune.json")));
        const auto* t = tableWith(all, {"value", "runs", "mean", "95% interval"});
        QVERIFY(t);
        QCOMPARE(t->size(), tune["tried"].size() + 1);
        for (std::size_t i = 1; i < t->size(); ++i) {
            const rb::Json& tried = tune["tried"][i - 1];
            QCOMPARE((*t)[i][0].toLongLong(), tried["value"].get<long long>());
            QVERIFY(near((*t)[i][2], tried["summary"]["mean"].get<double>()));
            QVERIFY(intervalNear((*t)[i][3], tried["summary"]["ci95"]));
        }
        // Three results: a table of contents linking each section; the sweep's curve; the tune's target line.
        QVERIFY(html.contains("<nav"));
        QCOMPARE(html.count("<section id=\"result-"), 3);
        for (int i = 1; i <= 3; ++i)
            QVERIFY(html.contains(QString("href=\"#result-%1\"").arg(i)));
        QVERIFY(html.contains("target 20"));
        QVERIFY(html.contains("--vary &#39;actors.rat king.stats.health=32&#39;"));
        QVERIFY(html.contains("--content "));
    }

    void thePageLoadsNothingAndEscapesNames()
    {
        // A scenario named like markup, through a copy of the batch's JSON.
        rb::Json json = rb::Json::parse(rb::test::readFile(path("batch.json")));
        json["scenario"] = "<img src=\"https://example.com/x.png\">&.scenario.json";
        std::ofstream(path("odd.json")) << json.dump();
        QCOMPARE(run({"report", path("odd.json"), path("compare.json"), "-o", path("odd.html")}).code,
                 rb::cli::kExitClean);
        const QString html = QString::fromStdString(rb::test::readFile(path("odd.html")));
        QVERIFY(!html.contains("<img"));
        QVERIFY(html.contains("&lt;img src=&quot;https://example.com/x.png&quot;&gt;&amp;.scenario.json"));
        static const QRegularExpression fetch("(src|href)\\s*=\\s*\"(https?:|//)", QRegularExpression::CaseInsensitiveOption);
        QVERIFY(!fetch.match(html).hasMatch());
        QVERIFY(!html.contains("<script"));
        QVERIFY(!html.contains("<link"));
        QVERIFY(!html.contains("@import"));
        QVERIFY(!html.contains("url("));
        // The same results give the same bytes.
        QCOMPARE(run({"report", path("odd.json"), path("compare.json"), "-o", path("odd2.html")}).code,
                 rb::cli::kExitClean);
        QCOMPARE(rb::test::readFile(path("odd2.html")), rb::test::readFile(path("odd.html")));
    }

    // The sweep's run with the latest king's death at health 32, and the other content's side of a
    // comparison, replayed alone: the king dies at the turn the JSON recorded; the report lists the command.
    void runsOfInterestReplay()
    {
        const std::string scenario = kDemo + "skirmish.scenario.json";
        const rb::Json sweep = rb::Json::parse(rb::test::readFile(path("sweep.json")));
        const rb::Json* latest = nullptr;
        for (const rb::Json& r : sweep["results"][1]["per_run"])
            if (!r[3].is_null() && (!latest || r[3].get<double>() > (*latest)[3].get<double>()))
                latest = &r;
        QVERIFY(latest);
        const std::string seed = std::to_string((*latest)[1].get<std::uint64_t>());
        const Run replay = run({"simulate", scenario, "--turns", "60", "--seed", seed, "--vary",
                                "actors.rat king.stats.health=32"});
        QCOMPARE(replay.code, rb::cli::kExitClean);
        const std::string died = "\n" + std::to_string((*latest)[3].get<int>()) + ": death king by ";
        QVERIFY2(("\n" + replay.out).find(died) != std::string::npos, replay.out.c_str());
        QVERIFY(run({"report", path("sweep.json"), "-o", path("sweep.html")}).code == rb::cli::kExitClean);
        QVERIFY(rb::test::readFile(path("sweep.html")).find("--seed " + seed + " --vary &#39;actors.rat king.stats.health=32&#39;")
                != std::string::npos);

        const rb::Json compare = rb::Json::parse(rb::test::readFile(path("compare.json")));
        const rb::Json& other = compare["per_run"]["other"][0]; // turn:death@king is the second measure
        QVERIFY(!other[3].is_null());
        const Run theirs = run({"simulate", scenario, "--turns", "60", "--seed", std::to_string(other[1].get<std::uint64_t>()),
                                "--content", path("other.rules.json")});
        QCOMPARE(theirs.code, rb::cli::kExitClean);
        QVERIFY2(("\n" + theirs.out).find("\n" + std::to_string(other[3].get<int>()) + ": death king by ") != std::string::npos,
                 theirs.out.c_str());
        // One value only, and a path that names something.
        QVERIFY(run({"simulate", scenario, "--turns", "5", "--vary", "actors"}).err.find("PATH=VALUE") != std::string::npos);
        QVERIFY(run({"simulate", scenario, "--turns", "5", "--vary", "actors.nobody.stats.health=3"}).err.find(
                    "nothing named \"nobody\"") != std::string::npos);
    }

    void whatIsNotAResultIsNamed()
    {
        std::ofstream(path("notjson.json")) << "{";
        std::ofstream(path("other.json")) << R"({"format": "something-else/1"})";
        const Run r = run({"report", path("batch.json"), path("notjson.json"), path("other.json"), "-o", path("no.html")});
        QCOMPARE(r.code, rb::cli::kExitUnusable);
        QVERIFY2(r.err.find(path("notjson.json") + ": not JSON") != std::string::npos, r.err.c_str());
        QVERIFY2(r.err.find(path("other.json") + ": not the --json of batch") != std::string::npos, r.err.c_str());
        QVERIFY(!QFile::exists(dir_.filePath("no.html")));
        QVERIFY(run({"report", path("batch.json")}).err.find("needs -o REPORT.html") != std::string::npos);
        QCOMPARE(run({"report", path("batch.json"), "-o", path("batch.json")}).code, rb::cli::kExitUnusable);
    }
};

QTEST_APPLESS_MAIN(TestCliReport)
#include "test_cli_report.moc"
