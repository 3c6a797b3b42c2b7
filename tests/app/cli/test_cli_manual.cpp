// The manual against the code: docs/command-line.md has a section for every
// command of the command table with every option its --help lists, and no
// section for a command that is gone; README (at most 150 lines) reaches
// every page; the tutorial's definitions and
// scenario, added to the demo, play exactly as its `simulate` block shows.
#include "source_dir.h"
#include "cli_run.h"
#include "diagnostic_text.h"

#include "rulebench/base/json_reader.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

using rb::test::readFile;
using rb::test::Run;
using rb::test::run;

namespace {
// The options a command's --help lists, one a line under "Options:".
std::vector<std::string> optionsOf(const std::string& command)
{
    const Run help = run({command, "--help"});
    std::vector<std::string> options;
    const std::regex option(R"(^  (--[a-z-]+))");
    std::istringstream lines(help.out);
    for (std::string line; std::getline(lines, line);) {
        std::smatch m;
        if (std::regex_search(line, m, option))
            options.push_back(m[1]);
    }
    return options;
}

// The page's sections, by the command their heading names ("## `rulebench batch`").
std::map<std::string, std::string> commandSections(const std::string& page)
{
    std::map<std::string, std::string> sections;
    const std::regex heading(R"(\n## `rulebench ([a-z][a-z-]*)`)"); // not "--help"
    for (auto it = std::sregex_iterator(page.begin(), page.end(), heading); it != std::sregex_iterator(); ++it) {
        const std::size_t from = static_cast<std::size_t>(it->position(0)) + 1;
        const std::size_t to = page.find("\n## ", from);
        sections[(*it)[1]] = page.substr(from, to == std::string::npos ? std::string::npos : to - from);
    }
    return sections;
}

// The fenced blocks of a page with the given info string, in order.
std::vector<std::string> fencedBlocks(const std::string& page, const std::string& info)
{
    std::vector<std::string> blocks;
    const std::string open = "\n```" + info + "\n";
    for (std::size_t at = page.find(open); at != std::string::npos; at = page.find(open, at + 1)) {
        const std::size_t body = at + open.size();
        blocks.push_back(page.substr(body, page.find("\n```\n", body) - body + 1));
    }
    return blocks;
}
} // namespace

class TestCliManual : public QObject {
    Q_OBJECT
private slots:
    void theCommandPageHasEveryCommandAndOption()
    {
        const std::string page = readFile(rb::test::sourcePath("/docs/command-line.md"));
        const std::map<std::string, std::string> sections = commandSections(page);
        std::set<std::string> commands;
        std::size_t options = 0;
        for (const std::string& command : rb::cli::commandNames()) {
            commands.insert(command);
            const auto section = sections.find(command);
            QVERIFY2(section != sections.end(), ("docs/command-line.md has no section for " + command).c_str());
            for (const std::string& option : optionsOf(command)) {
                ++options;
                QVERIFY2(section->second.find(option) != std::string::npos,
                         ("docs/command-line.md: " + command + " does not mention " + option).c_str());
            }
        }
        QVERIFY(commands.size() >= 13);
        QVERIFY(options >= 40); // the options were read from --help at all
        for (const auto& [command, text] : sections)
            QVERIFY2(commands.count(command), ("docs/command-line.md documents a command that is not there: " + command).c_str());
    }

    // README is the front page: each of its links into docs/ names a page or
    // picture that is there, and every page of the manual is reachable from
    // it or from docs/index.md.
    void theFrontPageLinksEveryPageOfTheManual()
    {
        const std::string readme = readFile(rb::test::sourcePath("/README.md"));
        const std::string index = readFile(rb::test::sourcePath("/docs/index.md"));
        const std::regex link(R"(\]\((docs/[^)#]+))");
        std::set<std::string> linked;
        for (auto it = std::sregex_iterator(readme.begin(), readme.end(), link); it != std::sregex_iterator(); ++it) {
            const std::string target = (*it)[1];
            QVERIFY2(QFile::exists(QString::fromStdString(rb::test::sourcePath("/")+ target)), ("README links to " + target).c_str());
            linked.insert(target.substr(5));
        }
        const QStringList pages = QDir(rb::test::sourceFile("/docs")).entryList({QStringLiteral("*.md")}, QDir::Files);
        QVERIFY(pages.size() >= 12);
        for (const QString& page : pages)
            QVERIFY2(linked.count(page.toStdString()) || index.find("](" + page.toStdString() + ")") != std::string::npos,
                     qPrintable(page + " is linked from neither README nor docs/index.md"));
        QVERIFY(std::count(readme.begin(), readme.end(), '\n') <= 150);
    }

    void theTutorialPlaysAsItShows()
    {
        const std::string page = readFile(rb::test::sourcePath("/docs/tutorial.md"));
        const std::vector<std::string> json = fencedBlocks(page, "json");
        QCOMPARE(json.size(), std::size_t(3)); // the status, the flask, the scenario file
        rb::OrderedJson content = rb::OrderedJson::parse(readFile(rb::test::sourcePath("/resources/demo/demo.rules.json")));
        content["statuses"].push_back(rb::OrderedJson::parse(json[0]));
        content["items"].push_back(rb::OrderedJson::parse(json[1]));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string folder = dir.path().toStdString();
        std::ofstream(folder + "/demo.rules.json") << content.dump(2);
        std::ofstream(folder + "/acid.scenario.json") << json[2];
        QCOMPARE(run({"validate", folder + "/demo.rules.json"}).code, rb::cli::kExitClean);

        const std::vector<std::string> console = fencedBlocks(page, "console");
        QCOMPARE(console.size(), std::size_t(1));
        // Typed from the checkout after ./run.sh, which builds into build/bin/ (not on the PATH).
        const std::string command = "$ build/bin/rulebench simulate ~/acid/acid.scenario.json --turns 2\n";
        QVERIFY(console[0].rfind(command, 0) == 0);
        const Run simulated = run({"simulate", folder + "/acid.scenario.json", "--turns", "2"});
        QCOMPARE(simulated.code, rb::cli::kExitClean);
        QCOMPARE(QString::fromStdString(simulated.out), QString::fromStdString(console[0].substr(command.size())));
    }
};

QTEST_APPLESS_MAIN(TestCliManual)
#include "test_cli_manual.moc"
