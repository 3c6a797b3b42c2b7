// Find usages in the content (content_usages.h): every place that names a
// definition, said as the definition and its field in the form's words,
// with the pointer the form opens at; the same definitions `uses` finds.
#include "source_dir.h"
#include <QtTest>

#include "rulebench/content/content_fields.h"
#include "rulebench/content/content_query.h"
#include "rulebench/content/content_usages.h"

#include <fstream>
#include <set>
#include <sstream>

using namespace rb;

namespace {
ContentSpec demo()
{
    std::ifstream in(rb::test::sourcePath("/resources/demo/demo.rules.json"), std::ios::binary);
    std::ostringstream bytes;
    bytes << in.rdbuf();
    ContentLoad load = loadContent(bytes.str());
    if (!load.spec)
        throw std::runtime_error("the demo does not read");
    return std::move(*load.spec);
}

QStringList said(const std::vector<ContentUsage>& usages)
{
    QStringList out;
    for (const ContentUsage& u : usages)
        out << QString::fromStdString(u.definition + ": " + u.words);
    return out;
}
} // namespace

class TestContentUsages : public QObject {
    Q_OBJECT
private slots:
    void eachPlaceIsItsDefinitionAndItsFieldInWords()
    {
        const ContentSpec spec = demo();
        const auto scorched = contentUsages(spec, contentFields(), "statuses", "scorched");
        QCOMPARE(said(scorched), QStringList({"fireball: effect 2, status"}));
        QCOMPARE(scorched[0].section, std::string("abilities"));
        QCOMPARE(scorched[0].pointer, std::string("/effects/1/args/status"));
        QCOMPARE(scorched[0].target, std::string("statuses"));
        QCOMPARE(said(contentUsages(spec, contentFields(), "statuses", "chilled")), QStringList({"warmed: removes, item 1"}));
        const QStringList kinetic = said(contentUsages(spec, contentFields(), "damage_kinds", "kinetic"));
        QCOMPARE(kinetic.first(), QStringLiteral("bleeding: tick each turn, damage kind"));
        QVERIFY2(kinetic.contains(QStringLiteral("frag grenade: trigger 1, effect 1, damage kind")), qPrintable(kinetic.join('\n')));
        QVERIFY2(kinetic.contains(QStringLiteral("rat: attack, damage kind")), qPrintable(kinetic.join('\n')));
    }

    void aSectionKeepsToItAndNoneTakesAny()
    {
        const ContentSpec spec = demo();
        QVERIFY(contentUsages(spec, contentFields(), "stats", "kinetic").empty());
        QCOMPARE(contentUsages(spec, contentFields(), "", "kinetic").size(),
                 contentUsages(spec, contentFields(), "damage_kinds", "kinetic").size());
        QVERIFY(contentUsages(spec, contentFields(), "", "no such name").empty());
    }

    // The places' definitions, once each, are what `uses` lists, in its order.
    void theirDefinitionsAreWhatUsesFinds()
    {
        const ContentSpec spec = demo();
        for (const char* name : {"armor", "health", "kinetic", "bleeding", "stone-form", "rat", "hero", "charge"}) {
            std::vector<QueryMatch> places;
            std::set<std::pair<std::string, std::size_t>> seen;
            for (const ContentUsage& u : contentUsages(spec, contentFields(), "", name))
                if (seen.emplace(u.section, u.index).second)
                    places.push_back({u.section, u.definition, u.index});
            const QueryParse q = parseQuery(std::string("uses ") + name, contentFields());
            QVERIFY(q.query);
            QVERIFY2(places == runQuery(spec, *q.query), name);
            QVERIFY2(!places.empty(), name);
        }
    }
};

QTEST_GUILESS_MAIN(TestContentUsages)
#include "test_content_usages.moc"
