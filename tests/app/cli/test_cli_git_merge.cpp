// merge-content as git's merge driver, in a real repository this test makes:
// .gitattributes names the driver for content and scenario files, two
// branches edit the demo, `git merge` runs the built rulebench-cli. The clean
// cases merge with no conflict and the merged project is then validated and
// played; the conflict case stops the merge with a file that is still JSON
// and lists its conflict. diff-content serves as git's textconv and difftool.
#include "source_dir.h"
#include <QtTest>

#include "content_json.h"
#include "diagnostic_text.h"

#include <QProcess>
#include <QTemporaryDir>

#include <fstream>

using rb::OrderedJson;
using rb::test::definition;

namespace {
const std::string kDemo = rb::test::sourcePath("/resources/demo/");

struct Result {
    int code;
    QString out;
};

class Repository {
public:
    Repository()
    {
        QVERIFY(dir_.isValid());
        git({"init", "-q", "-b", "main"});
        git({"config", "user.name", "Rulebench Test"});
        git({"config", "user.email", "test@rulebench.invalid"});
        git({"config", "merge.rulebench.name", "Rulebench content by definition and field"});
        git({"config", "merge.rulebench.driver", rb::test::siblingExecutable("rulebench-cli") + " merge-content %O %A %B"});
        git({"config", "diff.rulebench.textconv", rb::test::siblingExecutable("rulebench-cli") + " diff-content --flat"});
        write(".gitattributes", "*.rules.json merge=rulebench diff=rulebench\n*.scenario.json merge=rulebench\n");
        write("project.rules.json", rb::test::readFile(kDemo + "demo.rules.json"));
        std::string scenario = rb::test::readFile(kDemo + "statuses.scenario.json");
        scenario.replace(scenario.find("demo.rules.json"), 15, "project.rules.json");
        write("statuses.scenario.json", scenario);
        commit("the demo");
    }

    Result git(const QStringList& args)
    {
        QProcess p;
        p.setWorkingDirectory(dir_.path());
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.start("git", args);
        p.waitForFinished(60000);
        return {p.exitCode(), QString::fromUtf8(p.readAll())};
    }
    Result cli(const QStringList& args)
    {
        QProcess p;
        p.setWorkingDirectory(dir_.path());
        p.start(rb::test::siblingExecutable("rulebench-cli"), args);
        p.waitForFinished(60000);
        return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError())};
    }

    std::string path(const std::string& file) const { return dir_.filePath(QString::fromStdString(file)).toStdString(); }
    void write(const std::string& file, const std::string& bytes) { std::ofstream(path(file), std::ios::binary) << bytes; }
    OrderedJson content() const { return OrderedJson::parse(rb::test::readFile(path("project.rules.json")), nullptr, false); }
    void setContent(const OrderedJson& json) { write("project.rules.json", json.dump(2) + "\n"); }
    void commit(const QString& message)
    {
        git({"add", "-A"});
        git({"commit", "-q", "-m", message});
    }

    // From main: `ours` committed on branch NAME-ours, `theirs` on NAME-theirs,
    // then NAME-theirs merged into NAME-ours.
    Result mergeEdits(const QString& name, const std::function<void(Repository&)>& ours,
                      const std::function<void(Repository&)>& theirs)
    {
        git({"checkout", "-q", "-b", name + "-theirs", "main"});
        theirs(*this);
        commit("theirs");
        git({"checkout", "-q", "-b", name + "-ours", "main"});
        ours(*this);
        commit("ours");
        return git({"merge", "--no-edit", name + "-theirs"});
    }

private:
    QTemporaryDir dir_;
};

void editStatus(Repository& repo, const std::string& status, const std::function<void(OrderedJson&)>& edit)
{
    OrderedJson c = repo.content();
    edit(definition(c, "statuses", status));
    repo.setContent(c);
}
} // namespace

class TestCliGitMerge : public QObject {
    Q_OBJECT
private slots:
    void bothSidesAddingStatusesMergeCleanlyWhereGitsTextMergeWouldConflict()
    {
        Repository repo;
        const auto add = [](const std::string& name) {
            return [name](Repository& r) {
                OrderedJson c = r.content();
                c["statuses"].push_back({{"name", name}, {"badge", name.substr(0, 1)}});
                r.setContent(c);
            };
        };
        const Result merge = repo.mergeEdits("adds", add("frostbite"), add("sunburn"));
        QVERIFY2(merge.code == 0, qPrintable(merge.out));
        const OrderedJson merged = repo.content();
        QCOMPARE(merged["statuses"][merged["statuses"].size() - 2]["name"].get<std::string>(), std::string("frostbite"));
        QCOMPARE(merged["statuses"].back()["name"].get<std::string>(), std::string("sunburn"));
        const Result validate = repo.cli({"validate", "project.rules.json"});
        QVERIFY2(validate.code == 0, qPrintable(validate.out));
        // git's own line merge of the same two edits conflicts: the driver did the work.
        repo.git({"config", "--unset", "merge.rulebench.driver"});
        repo.git({"checkout", "-q", "-b", "textual", "adds-ours~1"});
        const Result textual = repo.git({"merge", "--no-edit", "adds-theirs"});
        QVERIFY2(textual.code != 0, qPrintable(textual.out));
    }

    void differentFieldsOfOneStatusMergeCleanlyAndPlay()
    {
        Repository repo;
        const Result merge = repo.mergeEdits(
            "fields", [](Repository& r) { editStatus(r, "scorched", [](OrderedJson& s) { s["tick"]["amount"] = 2; }); },
            [](Repository& r) { editStatus(r, "scorched", [](OrderedJson& s) { s["badge"] = "S"; }); });
        QVERIFY2(merge.code == 0, qPrintable(merge.out));
        OrderedJson merged = repo.content();
        QCOMPARE(definition(merged, "statuses", "scorched")["badge"].get<std::string>(), std::string("S"));
        const Result played = repo.cli({"simulate", "statuses.scenario.json", "--turns", "3"});
        QVERIFY2(played.code == 0, qPrintable(played.out));
        QVERIFY2(played.out.contains("damage hero 2 thermal by king (tick of scorched)"), qPrintable(played.out));
    }

    void anEditFollowsARenameOnTheOtherBranchAndThePlayUsesBoth()
    {
        Repository repo;
        const auto rename = [](Repository& r) {
            r.setContent(rb::test::renamed(r.content(), "statuses", "scorched", "burning"));
            std::string scenario = rb::test::readFile(r.path("statuses.scenario.json"));
            for (std::size_t at = scenario.find("\"scorched\""); at != std::string::npos; at = scenario.find("\"scorched\""))
                scenario.replace(at, 10, "\"burning\"");
            r.write("statuses.scenario.json", scenario);
        };
        const auto edit = [](Repository& r) {
            editStatus(r, "scorched", [](OrderedJson& s) { s["tick"]["amount"] = 3; });
        };
        const Result merge = repo.mergeEdits("rename", rename, edit);
        QVERIFY2(merge.code == 0, qPrintable(merge.out));
        OrderedJson merged = repo.content();
        QCOMPARE(definition(merged, "statuses", "burning")["tick"]["amount"].get<int>(), 3);
        QVERIFY(merged.dump().find("scorched") == std::string::npos); // its references followed
        QCOMPARE(repo.cli({"validate", "statuses.scenario.json"}).code, 0);
        const Result played = repo.cli({"simulate", "statuses.scenario.json", "--turns", "3"});
        QVERIFY2(played.out.contains("damage hero 3 thermal by king (tick of burning)"), qPrintable(played.out));
        // The other way round: the edit is ours, the rename theirs.
        Repository again;
        QCOMPARE(again.mergeEdits("rename", edit, rename).code, 0);
        OrderedJson mergedAgain = again.content();
        QCOMPARE(definition(mergedAgain, "statuses", "burning")["tick"]["amount"].get<int>(), 3);
    }

    void theSameFieldChangedTwoWaysStopsTheMergeWithJsonListingTheConflict()
    {
        Repository repo;
        const Result merge = repo.mergeEdits(
            "conflict", [](Repository& r) { editStatus(r, "scorched", [](OrderedJson& s) { s["tick"]["amount"] = 2; }); },
            [](Repository& r) { editStatus(r, "scorched", [](OrderedJson& s) { s["tick"]["amount"] = 4; }); });
        QVERIFY2(merge.code != 0, qPrintable(merge.out));
        QVERIFY2(merge.out.contains("statuses.scorched.tick.amount (scorched, tick each turn, amount)"),
                 qPrintable(merge.out));
        const OrderedJson merged = repo.content();
        QVERIFY(!merged.is_discarded());
        QCOMPARE(merged["conflicts"].size(), std::size_t(1));
        QCOMPARE(merged["conflicts"][0]["ours"].get<int>(), 2);
        QCOMPARE(merged["conflicts"][0]["theirs"].get<int>(), 4);
        QVERIFY(rb::test::readFile(repo.path("project.rules.json")).find("<<<<<<<") == std::string::npos);
        const Result status = repo.git({"status", "--porcelain"});
        QVERIFY2(status.out.contains("UU project.rules.json"), qPrintable(status.out));
        // validate does not pass it.
        QVERIFY(repo.cli({"validate", "project.rules.json"}).code != 0);
    }

    void diffContentServesAsTextconvAndDifftool()
    {
        Repository repo;
        editStatus(repo, "scorched", [](OrderedJson& s) { s["tick"]["amount"] = 2; });
        const Result diff = repo.git({"diff", "--no-color", "project.rules.json"});
        QVERIFY2(diff.out.contains("-scorched, tick each turn, amount: 1\n+scorched, tick each turn, amount: 2"),
                 qPrintable(diff.out));
        const Result tool = repo.git({"difftool", "-y", "-x", rb::test::siblingExecutable("rulebench-cli") + " diff-content", "project.rules.json"});
        QVERIFY2(tool.out.contains("scorched, tick each turn, amount: 1 → 2"), qPrintable(tool.out));
    }
};

QTEST_GUILESS_MAIN(TestCliGitMerge)
#include "test_cli_git_merge.moc"
