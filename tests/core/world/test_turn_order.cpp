// The order of a turn as docs/content.md states it ("A turn, in order"),
// read from the page itself: a turn that goes through every step logs its
// events in the steps' order, every step that logs something is seen, and
// the page names every event the log can hold, each in a step.
#include "source_dir.h"
#include <QtTest>

#include "diagnostic_text.h"
#include "rulebench/content/content.h"
#include "rulebench/sandbox/scenario.h"

#include <fstream>
#include <regex>
#include <set>
#include <sstream>

using namespace rb;

namespace {
// One step of the page's list: its number, its title and the words of the
// events it logs (the backquoted words after "Logs:", asides in brackets left out).
struct Step {
    int number = 0;
    std::string title;
    std::set<std::string> words;
};

std::string textOf(const std::string& path)
{
    std::ifstream in(path);
    std::stringstream all;
    all << in.rdbuf();
    return all.str();
}

std::set<std::string> loggedWords(const std::string& item)
{
    std::set<std::string> words;
    const std::size_t logs = item.find("Logs:");
    if (logs == std::string::npos)
        return words;
    const std::string said = std::regex_replace(item.substr(logs), std::regex(R"(\([^)]*\))"), "");
    const std::regex quoted("`([^`]+)`");
    for (auto it = std::sregex_iterator(said.begin(), said.end(), quoted); it != std::sregex_iterator(); ++it)
        words.insert((*it)[1].str());
    return words;
}

std::vector<Step> documentedSteps()
{
    const std::string page = textOf(rb::test::sourcePath("/docs/content.md"));
    const std::size_t from = page.find("\n## A turn, in order\n");
    if (from == std::string::npos)
        return {};
    const std::size_t to = page.find("\n## ", from + 1);
    std::istringstream section(page.substr(from, to - from));
    std::vector<Step> steps;
    std::vector<std::string> items; // each step's whole text
    bool inItem = false;
    const std::regex numbered(R"(^(\d+)\. \*\*([^*]+)\*\*)");
    for (std::string line; std::getline(section, line);) {
        std::smatch m;
        if (std::regex_search(line, m, numbered)) {
            steps.push_back({std::stoi(m[1].str()), m[2].str(), {}});
            items.push_back(line);
            inItem = true;
        } else if (inItem && line.starts_with("   ")) {
            items.back() += " " + line;
        } else {
            inItem = false;
        }
    }
    for (std::size_t i = 0; i < steps.size(); ++i)
        steps[i].words = loggedWords(items[i]);
    return steps;
}

// The word an event's key starts with: "expired" of "expired:scorched@hero".
std::string wordOf(const std::string& key) { return key.substr(0, key.find_first_of(":@")); }

constexpr const char* kContent = R"json({
  "format": "rulebench/1",
  "stats": [{"name": "health", "default": 20, "min": 0}, {"name": "armor", "default": 0, "min": 0}],
  "damage_kinds": [{"name": "kinetic", "reduced_by": "armor"}, {"name": "thermal"}],
  "statuses": [
    {"name": "dazed", "turns": 1, "modifiers": [{"stat": "armor", "op": "Add", "value": 1}]},
    {"name": "poisoned", "turns": 3, "tick": {"kind": "thermal", "amount": "=1 + 1 / target.stacks(dazed)"}}
  ],
  "items": [
    {"name": "horn", "triggers": [{"on": "use", "effects": [{"kind": "Grant",
       "args": {"modifier": {"stat": "armor", "op": "Add", "value": 1}, "duration": "turns(1)"}}]}]},
    {"name": "torch", "consumable": {"charges": 2}, "triggers": [{"on": "use", "effects": [
       {"kind": "Ignite", "args": {"turns": 1}},
       {"kind": "Grant", "args": {"modifier": {"stat": "armor", "op": "Add", "value": 1}, "duration": "end-of-turn"}}]}]}
  ],
  "actors": [
    {"name": "hero", "glyph": "@", "faction": "crew", "attack": {"kind": "kinetic", "roll": "5"}, "actions_per_turn": 3},
    {"name": "rat", "glyph": "r", "faction": "vermin", "stats": {"health": 2}},
    {"name": "brute", "glyph": "B", "faction": "vermin", "behaviour": "melee", "attack": {"kind": "kinetic", "roll": "1"}}
  ],
  "fact_kinds": [{"name": "killed", "subject": "actors", "from": {"event": "death"}}],
  "quests": [{"name": "kill a rat", "objectives": [{"match": {"kind": "killed", "subject": "rat"}, "need": {"total": 1}}]}]
})json";

//  012345
// ######  0
// #.hr.#  1
// #...B#  2
// ######  3
World room()
{
    Validation v = validateContent(kContent);
    if (!v.definitions || v.diagnostics.hasErrors())
        qFatal("the turn's content has errors: %s", qPrintable(rb::test::lines(v.diagnostics)));
    ScenarioSpec spec;
    spec.content = "turn.rules.json";
    spec.seed = 1;
    spec.map = {"######", "#....#", "#....#", "######"};
    Diagnostics d;
    auto s = buildScenario(spec, v.definitions, d);
    if (!s)
        qFatal("the turn's room does not build");
    World w = std::move(s->world);
    const auto& actors = w.definitions().actors;
    if (!w.place("h", *actors.find("hero"), {2, 1}) || !w.place("r", *actors.find("rat"), {3, 1})
        || !w.place("b", *actors.find("brute"), {4, 2}))
        qFatal("the turn's actors cannot be placed");
    for (const char* item : {"horn", "torch"})
        if (!w.give("h", *w.definitions().items.find(item), false))
            qFatal("cannot give %s", item);
    return w;
}
} // namespace

class TestTurnOrder : public QObject {
    Q_OBJECT
private slots:
    void thePageListsTheStepsAndEveryEvent()
    {
        const std::vector<Step> steps = documentedSteps();
        QCOMPARE(steps.size(), std::size_t(8));
        for (std::size_t i = 0; i < steps.size(); ++i)
            QCOMPARE(steps[i].number, static_cast<int>(i + 1));
        std::set<std::string> listed;
        for (const Step& s : steps)
            listed.insert(s.words.begin(), s.words.end());
        for (const std::string& word : eventKeyWords())
            QVERIFY2(listed.contains(word), qPrintable(QString::fromStdString("no step logs " + word)));
        const std::vector<std::string> known = eventKeyWords();
        for (const std::string& word : listed)
            QVERIFY2(std::find(known.begin(), known.end(), word) != known.end(),
                     qPrintable(QString::fromStdString(word + " is no event's word")));
    }

    // Turn 1 sets it up: dazed for 1 turn and a turns(1) grant run out in
    // turn 2, poison ticks in it (1 + 1 / dazed stacks: gone by then, so the
    // tick divides by 0 and says so in step 6). Turn 2 goes through every step.
    void aTurnLogsItsStepsInThePagesOrder()
    {
        const std::vector<Step> steps = documentedSteps();
        QVERIFY(!steps.empty());
        World w = room();
        const Definitions& defs = w.definitions();
        const StatusId dazed = *defs.statuses.find("dazed");
        w.step({Action::afflict("h", dazed, 1), Action::afflict("h", *defs.statuses.find("poisoned"), 3),
                Action::use("h", *defs.items.find("horn"))});
        const TurnReport r = w.step({Action::use("h", *defs.items.find("torch")), Action::attack("h", "r"),
                                     Action::move("h", 0, -1), Action::afflict("b", dazed, 1)});
        // Each event in the earliest step at or after the last one's that logs it.
        std::size_t at = 0;
        std::vector<int> seen(steps.size(), 0);
        QStringList log;
        for (const WorldEvent& e : r.events) {
            const std::string key = eventKey(defs, e);
            log << QString::fromStdString(key);
            const std::string word = wordOf(key);
            while (at < steps.size() && !steps[at].words.contains(word))
                ++at;
            QVERIFY2(at < steps.size(), qPrintable("out of the page's order at " + QString::fromStdString(key) + ":\n"
                                                   + log.join('\n')));
            ++seen[at];
        }
        for (std::size_t i = 0; i < steps.size(); ++i)
            QVERIFY2(seen[i] > 0 || steps[i].words.empty(),
                     qPrintable(QString("step %1 (%2) logged nothing:\n%3")
                                    .arg(steps[i].number)
                                    .arg(QString::fromStdString(steps[i].title), log.join('\n'))));
    }
};

QTEST_APPLESS_MAIN(TestTurnOrder)
#include "test_turn_order.moc"
