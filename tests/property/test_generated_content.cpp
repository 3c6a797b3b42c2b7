// Generated content checked against the invariants (issue 31): each case is
// a seed; a failing case is shrunk and written out as a content file and a
// scenario that reproduce it, and the failure names the invariant.
//   RULEBENCH_PROPERTY_CASES  how many cases (300 unless set)
//   RULEBENCH_PROPERTY_SEED   the first case's seed (1 unless set)
//   RULEBENCH_PROPERTY_OUT    where a failing case is written (property-failures)
#include "source_dir.h"
#include <QtTest>

#include "case_generator.h"
#include "invariants.h"
#include "shrink.h"

#include "rulebench/world/action_spec.h"

#include <chrono>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>

using namespace rb;
using namespace rb::property;

namespace {

std::uint64_t setting(const char* name, std::uint64_t fallback)
{
    const QByteArray v = qgetenv(name);
    bool ok = false;
    const qulonglong n = v.toULongLong(&ok);
    return ok ? n : fallback;
}

GeneratedCase caseOf(std::uint64_t seed)
{
    SeededChoices choices(seed);
    return generateCase(choices);
}

CheckPlan planOf(std::uint64_t seed)
{
    CheckPlan plan;
    plan.seed = seed;
    return plan;
}

// Writes the case to DIR/seed-N/ and says how to play it.
QString writeOut(const GeneratedCase& c, std::uint64_t seed)
{
    namespace fs = std::filesystem;
    const QByteArray root = qgetenv("RULEBENCH_PROPERTY_OUT");
    const fs::path dir = fs::path(root.isEmpty() ? "property-failures" : root.constData()) / ("seed-" + std::to_string(seed));
    fs::create_directories(dir);
    std::ofstream(dir / kContentFile) << c.content.dump(2) << "\n";
    OrderedJson scenario = c.scenario;
    scenario["_turns"] = c.turns; // how long to play it: tests/property/found/ reads it back
    std::ofstream(dir / "case.scenario.json") << scenario.dump(2) << "\n";
    return QString("written to %1; play it with: rulebench simulate %2 --turns %3")
        .arg(QString::fromStdString(fs::absolute(dir).string()),
             QString::fromStdString(fs::absolute(dir / "case.scenario.json").string()))
        .arg(c.turns);
}

// Every word the generated cases used for `key` anywhere in them.
void collect(const OrderedJson& j, const std::string& key, std::set<std::string>& out)
{
    if (j.is_object()) {
        for (auto it = j.begin(); it != j.end(); ++it) {
            if (it.key() == key && it.value().is_string())
                out.insert(it.value().get<std::string>());
            if (it.key() == key && it.value().is_object() && key == "area")
                out.insert("burst");
            if (it.key() == key && it.value().is_object() && key == "behaviour")
                out.insert(it.value().value("kind", "hold"));
            collect(it.value(), key, out);
        }
    } else if (j.is_array()) {
        for (const auto& e : j)
            collect(e, key, out);
    }
}

// Every field the generated cases wrote a formula in, as "parent.key" ("tick.amount", "args.roll").
void collectFormulas(const OrderedJson& j, const std::string& parent, std::set<std::string>& out)
{
    if (j.is_object()) {
        for (auto it = j.begin(); it != j.end(); ++it) {
            if (it.value().is_string() && it.value().get_ref<const std::string&>().starts_with('='))
                out.insert(parent + "." + it.key());
            collectFormulas(it.value(), it.key(), out);
        }
    } else if (j.is_array()) {
        for (const auto& e : j)
            collectFormulas(e, parent, out);
    }
}

} // namespace

class TestGeneratedContent : public QObject {
    Q_OBJECT
private slots:
    // The generator reaches every rule the invariants are about within its
    // first 40 cases: a generator that stopped writing some would leave
    // them unchecked in silence.
    void theGeneratorCoversEveryRule()
    {
        std::map<std::string, std::set<std::string>> seen;
        const std::map<std::string, std::set<std::string>> want{
            {"op", {"Add", "MulPct", "AtLeast", "AtMost"}},
            {"stacking", {"Refresh", "Extend", "Stack", "Ignore"}},
            {"overflow", {"refuse", "replace-oldest", "refresh-all"}},
            {"expire", {"one", "all"}},
            {"kind", {"Harm", "Mend", "Afflict", "Cure", "Shove", "Pull", "Cue", "Grant", "Ignite", "Emit"}},
            {"on", {"use", "land", "fire", "hit", "entered", "destroyed"}},
            {"aim", {"cell", "actor", "self"}},
            {"area", {"here", "burst"}},
            {"behaviour", {"hold", "melee", "ranged"}},
            {"do", {}},
        };
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            const GeneratedCase c = caseOf(seed);
            for (const auto& [key, words] : want) {
                collect(c.content, key, seen[key]);
                collect(c.scenario, key, seen[key]);
            }
        }
        for (const auto& [key, words] : want)
            for (const std::string& word : words)
                QVERIFY2(seen[key].count(word), qPrintable(QString("no case wrote %1 \"%2\"")
                                                                .arg(QString::fromStdString(key), QString::fromStdString(word))));
        for (const ActionRow& row : actionRows())
            QVERIFY2(seen["do"].count(std::string(row.word)),
                     qPrintable(QString("no script did \"%1\"").arg(QString::fromStdString(std::string(row.word)))));
    }

    // ...and writes formulas in every field that takes one, within its first 40 cases.
    void theGeneratorWritesFormulasInEveryFieldThatTakesThem()
    {
        std::set<std::string> seen;
        for (std::uint64_t seed = 1; seed <= 40; ++seed)
            collectFormulas(caseOf(seed).content, "", seen);
        for (const char* field : {"args.roll", "args.turns", "args.instances", "args.distance", "tick.amount",
                                  "modifiers.value", "modifier.value", "cost.amount", "effects.chance", "abilities.range",
                                  "throw.range", "area.burst", "need.total", "need.latest"})
            QVERIFY2(seen.count(field), qPrintable(QString("no case wrote a formula in %1 (it wrote them in %2)")
                                                       .arg(field, QString::fromStdString([&] {
                                                           std::string all;
                                                           for (const std::string& s : seen)
                                                               all += s + " ";
                                                           return all;
                                                       }()))));
    }

    // The same seed writes the same case.
    void aSeedIsTheWholeCase() { QCOMPARE(caseOf(7).content.dump(), caseOf(7).content.dump()); }

    // The checker can fail: content that does not validate is named so.
    void aCaseThatDoesNotBuildIsNamed()
    {
        GeneratedCase c = caseOf(3);
        c.content["actors"][0]["faction"] = "";
        const auto v = checkCase(c, planOf(3));
        QVERIFY(v);
        QCOMPARE(QString::fromStdString(v->invariant), QString("valid"));
    }

    // A failing case shrinks to what it needs: here, the first item that has
    // charges, and nothing else of its section.
    void aFailingCaseShrinksToWhatItNeeds()
    {
        const auto charged = [](const GeneratedCase& c) -> std::optional<Violation> {
            for (const auto& item : c.content["items"])
                if (item.contains("consumable"))
                    return Violation{"accounting", "an item with charges"};
            return std::nullopt;
        };
        std::uint64_t seed = 1;
        while (!charged(caseOf(seed)))
            ++seed;
        const GeneratedCase small = shrink(caseOf(seed), *charged(caseOf(seed)), charged, 2000);
        QCOMPARE(small.content["items"].size(), std::size_t(1));
        QVERIFY(small.content["items"][0].contains("consumable"));
        QCOMPARE(small.scenario["script"].size(), std::size_t(0));
        QCOMPARE(small.turns, std::int64_t(1));
    }

    // Every case the generator once broke an invariant with, shrunk and kept
    // in tests/property/found/NAME/ (its "_found" says what it showed).
    void everyFoundCaseHoldsTheInvariants()
    {
        namespace fs = std::filesystem;
        const fs::path found = fs::path(rb::test::sourceDir()) / "tests/property/found";
        int checked = 0;
        for (const auto& dir : fs::directory_iterator(found)) {
            GeneratedCase c;
            c.content = OrderedJson::parse(std::ifstream(dir.path() / kContentFile));
            c.scenario = OrderedJson::parse(std::ifstream(dir.path() / "case.scenario.json"));
            c.turns = c.scenario.at("_turns").get<std::int64_t>();
            const auto v = checkCase(c, planOf(1));
            QVERIFY2(!v, qPrintable(QString("%1 breaks \"%2\": %3")
                                        .arg(QString::fromStdString(dir.path().filename().string()),
                                             QString::fromStdString(v ? v->invariant : ""),
                                             QString::fromStdString(v ? v->detail : ""))));
            ++checked;
        }
        QVERIFY(checked > 0);
    }

    void everyGeneratedCaseHoldsTheInvariants()
    {
        const std::uint64_t cases = setting("RULEBENCH_PROPERTY_CASES", 300);
        const std::uint64_t first = setting("RULEBENCH_PROPERTY_SEED", 1);
        const auto began = std::chrono::steady_clock::now();
        std::int64_t turns = 0;
        for (std::uint64_t seed = first; seed < first + cases; ++seed) {
            const GeneratedCase c = caseOf(seed);
            const CheckPlan plan = planOf(seed);
            const auto v = checkCase(c, plan);
            if (v) {
                // A case the generator wrote wrong is its fault, shown whole.
                const GeneratedCase small = v->invariant == "valid"
                    ? c
                    : shrink(c, *v, [&](const GeneratedCase& x) { return checkCase(x, plan); });
                const auto again = checkCase(small, plan).value_or(*v);
                QFAIL(qPrintable(QString("case %1 breaks \"%2\": %3\n%4")
                                     .arg(seed)
                                     .arg(QString::fromStdString(again.invariant), QString::fromStdString(again.detail),
                                          writeOut(small, seed))));
            }
            turns += c.turns;
        }
        const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - began);
        qInfo("%llu generated cases from seed %llu (%lld turns asked of them in all) held every invariant in %lld ms",
              static_cast<unsigned long long>(cases), static_cast<unsigned long long>(first),
              static_cast<long long>(turns), static_cast<long long>(ms.count()));
    }
};

QTEST_GUILESS_MAIN(TestGeneratedContent)
#include "test_generated_content.moc"
