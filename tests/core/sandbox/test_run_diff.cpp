// What an edit changed in a run: events the same in both runs are neither
// appeared nor vanished (counted, in order), a turn only one run played is all
// appeared or all vanished, and a real edit's replay differs exactly in the
// turns whose logs differ.
#include "source_dir.h"
#include <QtTest>

#include "diagnostic_text.h"
#include "rulebench/content/content.h"
#include "rulebench/sandbox/run_diff.h"
#include "rulebench/sandbox/session.h"

#include <algorithm>

using namespace rb;

namespace {
const std::string kDemo = rb::test::sourcePath("/resources/demo/");

std::vector<std::string> sorted(std::vector<std::string> v)
{
    std::sort(v.begin(), v.end());
    return v;
}
} // namespace

class TestRunDiff : public QObject {
    Q_OBJECT
private slots:
    void sameEventsAreNeitherAndCountsMatter()
    {
        const std::vector<TurnLines> before{{1, {"a", "b", "b"}, {}}, {2, {"c"}, {}}, {3, {"gone"}, {}}};
        const std::vector<TurnLines> after{{1, {"b", "x", "a"}, {}}, {2, {"c"}, {}}, {4, {"new1", "new2"}, {}}};
        const std::vector<TurnDiff> d = diffRuns(before, after);
        QCOMPARE(d.size(), std::size_t(3)); // turn 2 is the same in both
        QCOMPARE(d[0].turn, std::int64_t(1));
        QCOMPARE(d[0].appeared, std::vector<std::string>{"x"});
        QCOMPARE(d[0].vanished, std::vector<std::string>{"b"}); // twice before, once after
        QCOMPARE(d[1].turn, std::int64_t(3));
        QVERIFY(d[1].appeared.empty());
        QCOMPARE(d[1].vanished, before[2].events);
        QCOMPARE(d[2].turn, std::int64_t(4));
        QCOMPARE(d[2].appeared, after[2].events); // in the new run's order
        QVERIFY(diffRuns(before, before).empty());
        QVERIFY(d[0].changed.empty()); // no keys: nothing pairs
    }

    void anEventWithItsKeyButOtherWordsChanged()
    {
        const std::vector<TurnLines> before{{1, {"hero takes 2 thermal", "rat dies", "hero takes 1 kinetic"},
                                             {"damage:thermal@hero", "death@rat", "damage:kinetic@hero"}}};
        const std::vector<TurnLines> after{{1, {"hero takes 1 kinetic", "hero takes 3 thermal", "rat king dies"},
                                            {"damage:kinetic@hero", "damage:thermal@hero", "death@rat king"}}};
        const std::vector<TurnDiff> d = diffRuns(before, after);
        QCOMPARE(d.size(), std::size_t(1));
        QCOMPARE(d[0].appeared, (std::vector<std::string>{"hero takes 3 thermal", "rat king dies"}));
        QCOMPARE(d[0].vanished, (std::vector<std::string>{"hero takes 2 thermal", "rat dies"}));
        // The thermal hit changed; the deaths are one gone and one new.
        QCOMPARE(d[0].changed.size(), std::size_t(1));
        QCOMPARE(d[0].vanished[d[0].changed[0].vanished], std::string("hero takes 2 thermal"));
        QCOMPARE(d[0].appeared[d[0].changed[0].appeared], std::string("hero takes 3 thermal"));
    }

    void anEditsReplayDiffersWhereTheLogsDiffer()
    {
        SessionLoad load = loadSession(kDemo + "statuses.scenario.json");
        QVERIFY(load.session);
        Session s = std::move(*load.session);
        s.run(8);
        const std::vector<TurnLines> before = runLines(*s.definitions(), s.history()->reports());

        ContentLoad content = loadContent(rb::test::readFile(kDemo + "demo.rules.json"));
        for (StatusSpec& st : content.spec->statuses)
            if (st.name == "scorched" && st.tick)
                st.tick->amount.number = st.tick->amount.number * 4 + 1;
        Diagnostics built;
        auto edited = std::make_shared<Definitions>(buildDefinitions(*content.spec, built));
        QVERIFY(!built.hasErrors());
        QVERIFY(s.setDefinitions(edited));
        const std::vector<TurnLines> after = runLines(*s.definitions(), s.history()->reports());
        QCOMPARE(after.size(), before.size());

        const std::vector<TurnDiff> diff = diffRuns(before, after);
        QVERIFY(!diff.empty());
        std::size_t at = 0;
        for (std::size_t i = 0; i < before.size(); ++i) {
            const bool differs = sorted(before[i].events) != sorted(after[i].events);
            QCOMPARE(at < diff.size() && diff[at].turn == before[i].turn, differs);
            if (!differs)
                continue;
            for (const std::string& line : diff[at].appeared)
                QVERIFY(std::count(after[i].events.begin(), after[i].events.end(), line)
                        > std::count(before[i].events.begin(), before[i].events.end(), line));
            for (const std::string& line : diff[at].vanished)
                QVERIFY(std::count(before[i].events.begin(), before[i].events.end(), line)
                        > std::count(after[i].events.begin(), after[i].events.end(), line));
            ++at;
        }
        QCOMPARE(at, diff.size());
    }
};

QTEST_APPLESS_MAIN(TestRunDiff)
#include "test_run_diff.moc"
