// The find language (query_parse.h, content_query.h): how a query reads
// ("and" before "or", parentheses, quoted values, sections by any of their
// names), where it says a query does not read, and what a test holds for.
#include <QtTest>

#include "rulebench/content/content_fields.h"
#include "rulebench/content/content_query.h"

using namespace rb;

namespace {

ContentQuery parsed(std::string_view text)
{
    QueryParse p = parseQuery(text, contentFields());
    if (!p.query)
        throw std::runtime_error(std::string(text) + ": " + p.problem);
    return std::move(*p.query);
}

std::string problem(std::string_view text) { return parseQuery(text, contentFields()).problem; }

// The tree as text: (a or (b and c)).
std::string shape(const QueryNode& n)
{
    if (n.kind == QueryNode::Kind::Test)
        return n.test.column.path;
    std::string out = "(";
    for (std::size_t i = 0; i < n.parts.size(); ++i)
        out += (i ? (n.kind == QueryNode::Kind::And ? " and " : " or ") : "") + shape(n.parts[i]);
    return out + ")";
}

bool matches(const char* definition, std::string_view where)
{
    return definitionMatches(OrderedJson::parse(definition), *parsed(where).where);
}

} // namespace

class TestContentQuery : public QObject {
    Q_OBJECT
private slots:
    void andBindsTighterThanOrAndParenthesesGroup()
    {
        QCOMPARE(shape(*parsed("statuses where badge = a or max_stacks > 1 and turns < 3").where),
                 std::string("(badge or (max_stacks and turns))"));
        QCOMPARE(shape(*parsed("statuses where (badge = a or max_stacks > 1) and turns < 3").where),
                 std::string("((badge or max_stacks) and turns)"));
        QCOMPARE(shape(*parsed("statuses where badge = a and turns present and tick.amount absent").where),
                 std::string("(badge and turns and tick.amount)"));
        const ContentQuery q = parsed("damage_kind where name = \"a b (c)\"");
        QCOMPARE(q.section, std::string("damage_kinds"));
        QCOMPARE(q.where->test.value, std::string("a b (c)"));
        QVERIFY(!parsed("Statuses").where); // a section alone: all of it
    }

    void usesNamesAndSectionNames()
    {
        ContentQuery q = parsed("uses frag grenade");
        QVERIFY(q.uses);
        QCOMPARE(q.name, std::string("frag grenade"));
        QCOMPARE(q.section, std::string());
        q = parsed("uses items: frag grenade");
        QCOMPARE(q.section, std::string("items"));
        QCOMPARE(q.name, std::string("frag grenade"));
        q = parsed("uses \"a:b\"");
        QCOMPARE(q.name, std::string("a:b"));
        QCOMPARE(q.section, std::string());
        q = parsed("uses nowhere:x"); // no section of that name: all of it is the name
        QCOMPARE(q.name, std::string("nowhere:x"));
        QCOMPARE(problem("uses "), std::string("column 6: expected a name after \"uses\""));
    }

    void aQueryThatDoesNotReadSaysWhereInCharacters()
    {
        QCOMPARE(problem(""), std::string("column 1: an empty query; ask \"SECTION where FIELD OP VALUE\" or \"uses NAME\""));
        QCOMPARE(problem("statuses max_stacks > 1"),
                 std::string("column 10: expected \"where\" after statuses, found \"max_stacks\""));
        QCOMPARE(problem("statuses where name = \"é\" and"), std::string("column 30: expected a field, found the end of the query"));
        QCOMPARE(problem("statuses where max_stacks ! 3"),
                 std::string("column 27: \"!\" alone is no comparison; \"!=\" is \"not equal\""));
        QCOMPARE(problem("statuses where max_stacks > 3 badge = a"),
                 std::string("column 31: expected \"and\", \"or\" or the end of the query, found \"badge\""));
        QCOMPARE(problem("statuses where per_applier > true"),
                 std::string("column 30: per_applier is true or false: ask = or !=, not more or less"));
        QCOMPARE(problem("statuses where max_stacks ="), std::string("column 28: expected a value after =, found the end of the query"));
        QCOMPARE(problem("statuses where tick.amont present"),
                 std::string("column 16: \"tick.amont\" is no field of statuses (did you mean \"tick.amount\"?)"));
    }

    void aTestHoldsOnlyForAFieldThatIsThere()
    {
        const char* bleeding = R"({"name": "bleeding", "badge": "b", "max_stacks": 3, "per_applier": true,
                                   "tick": {"kind": "kinetic", "amount": -2}, "blocked_by": ["stone-form"]})";
        QVERIFY(matches(bleeding, "statuses where max_stacks = 3"));
        QVERIFY(matches(bleeding, "statuses where max_stacks > 2.5"));
        QVERIFY(!matches(bleeding, "statuses where turns != 3")); // absent: no comparison holds
        QVERIFY(!matches(bleeding, "statuses where turns < 3"));
        QVERIFY(matches(bleeding, "statuses where turns absent and tick present"));
        QVERIFY(matches(bleeding, "statuses where tick.amount < -1"));
        QVERIFY(matches(bleeding, "statuses where tick.kind = kinetic and badge < c"));
        QVERIFY(!matches(bleeding, "statuses where tick.kind = Kinetic")); // text is compared exactly
        QVERIFY(matches(bleeding, "statuses where per_applier = true"));
        QVERIFY(matches(bleeding, "statuses where blocked_by = \"[\\\"stone-form\\\"]\""));
        QVERIFY(matches(bleeding, "statuses where badge = x or (max_stacks >= 3 and tick.amount != 0)"));
    }
};

QTEST_GUILESS_MAIN(TestContentQuery)
#include "test_content_query.moc"
