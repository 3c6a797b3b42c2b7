// Sections as tables and the find language on generated content (and the
// demo): for every section, export then import with no edit gives exactly
// what `rulebench format` gives; queries find what a scan of the JSON, written
// here on its own, finds; "uses" finds every definition whose JSON names the
// definition. RULEBENCH_TABLE_CASES sets how many cases (200 unless set).
#include "source_dir.h"
#include <QtTest>

#include "case_generator.h"

#include "rulebench/content/content_fields.h"
#include "rulebench/content/content_query.h"
#include "rulebench/content/sections.h"
#include "rulebench/content/table_import.h"
#include "rulebench/formula/formula.h"

#include <fstream>
#include <functional>
#include <set>
#include <sstream>

using namespace rb;
using namespace rb::property;

namespace {

std::uint64_t cases()
{
    bool ok = false;
    const qulonglong n = qgetenv("RULEBENCH_TABLE_CASES").toULongLong(&ok);
    return ok ? n : 200;
}

ContentSpec loaded(const std::string& bytes)
{
    ContentLoad load = loadContent(bytes);
    if (!load.spec)
        throw std::runtime_error("generated content does not load");
    return std::move(*load.spec);
}

std::string demoBytes()
{
    std::ifstream in(test::sourcePath("/resources/demo/demo.rules.json"), std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

// --- the scan: the JSON read on its own, with nothing of the table's code ---

const OrderedJson* at(const OrderedJson& definition, const std::string& dotted)
{
    const OrderedJson* j = &definition;
    std::stringstream keys(dotted);
    for (std::string key; std::getline(keys, key, '.');) {
        if (!j->is_object() || !j->contains(key))
            return nullptr;
        j = &(*j)[key];
    }
    return j;
}

// The numbers written at any depth of objects (not inside lists), by dotted path.
void numberPaths(const OrderedJson& j, const std::string& prefix, std::set<std::string>& out)
{
    for (const auto& [key, value] : j.items()) {
        const std::string path = prefix.empty() ? key : prefix + "." + key;
        if (key.find(' ') != std::string::npos)
            continue; // a query's field is one word
        if (value.is_number_integer())
            out.insert(path);
        else if (value.is_object())
            numberPaths(value, path, out);
    }
}

// Does any text in `j`, or any key below a definition's own fields (the
// names of "stats": {"health": 30}), say `name`?
bool says(const OrderedJson& j, const std::string& name, bool top = true)
{
    if (j.is_string() && j.get_ref<const std::string&>().starts_with('=')) { // a formula: the names it reads
        for (const Formula::NameUse& use : formulaNameUses(j.get_ref<const std::string&>()))
            if (use.name == name)
                return true;
        return false;
    }
    if (j.is_string())
        return j.get<std::string>() == name;
    if (j.is_object()) {
        for (const auto& [key, value] : j.items())
            if ((!top && key == name) || says(value, name, false))
                return true;
    }
    if (j.is_array())
        for (const OrderedJson& v : j)
            if (says(v, name, false))
                return true;
    return false;
}

using Scan = std::function<bool(const OrderedJson&)>;

std::vector<std::string> scanned(const OrderedJson& content, const std::string& section, const Scan& keep)
{
    std::vector<std::string> out;
    if (content.contains(section))
        for (const OrderedJson& d : content[section])
            if (keep(d))
                out.push_back(d["name"].get<std::string>());
    return out;
}

std::vector<std::string> names(const std::vector<QueryMatch>& matches)
{
    std::vector<std::string> out;
    for (const QueryMatch& m : matches)
        out.push_back(m.section + ":" + m.name);
    return out;
}

std::vector<std::string> found(const ContentSpec& spec, const std::string& query)
{
    const QueryParse parsed = parseQuery(query, contentFields());
    if (!parsed.query)
        throw std::runtime_error(query + ": " + parsed.problem);
    std::vector<std::string> out;
    for (const QueryMatch& m : runQuery(spec, *parsed.query))
        out.push_back(m.name);
    return out;
}

std::string joined(const std::vector<std::string>& list)
{
    std::string out;
    for (const std::string& s : list)
        out += (out.empty() ? "" : ", ") + s;
    return "[" + out + "]";
}

std::int64_t number(const OrderedJson* j) { return j->get<std::int64_t>(); }

} // namespace

class TestGeneratedTables : public QObject {
    Q_OBJECT

    // Export then import, unedited, for each section: format's bytes.
    static void roundTripEverySection(const std::string& bytes, const std::string& what)
    {
        const ContentSpec spec = loaded(bytes);
        const std::string formatted = serializeContent(spec);
        const OrderedJson json = contentToJson(spec);
        for (const SectionInfo& s : contentSections()) {
            const std::string csv = tableCsv(sectionTable(json, contentFields(), s.key));
            const TableImport r = importTableCsv(spec, contentFields(), s.key, csv, {});
            const std::string context = what + ", " + s.key;
            QVERIFY2(r.unusable.empty(), (context + ": " + r.unusable).c_str());
            QVERIFY2(r.applied(), (context + ": " + (r.refused.empty() ? "" : problemText(r.refused[0]))).c_str());
            QVERIFY2(serializeContent(*r.spec) == formatted, (context + ": the round trip changed the content").c_str());
            QCOMPARE(r.added.size() + r.missing.size(), std::size_t{0});
            QCOMPARE(r.matched.size(), s.size(spec));
        }
    }

    // In each section, one number cell of one definition one step away (through the CSV): the
    // content comes back with that field changed and nothing else, or the edit is refused
    // naming a definition (this one, or one the edit breaks: an actor below a stat's new min).
    // Returns {edits applied, edits tried}.
    static std::pair<int, int> oneEditedCellChangesThatFieldAlone(const std::string& bytes, const std::string& what,
                                                                  std::uint64_t seed)
    {
        std::pair<int, int> count{0, 0};
        const ContentSpec spec = loaded(bytes);
        const OrderedJson json = contentToJson(spec);
        for (const SectionInfo& s : contentSections()) {
            SectionTable table = sectionTable(json, contentFields(), s.key);
            std::vector<std::pair<std::size_t, std::size_t>> numbers; // (row, column) of each whole number written
            for (std::size_t r = 0; r < table.rows.size(); ++r)
                for (std::size_t c = 0; c < table.columns.size(); ++c)
                    if (table.columns[c].kind == CellKind::Whole && table.rows[r][c]
                        && !table.rows[r][c]->starts_with('=')) // a formula in a number's column is no number to step
                        numbers.emplace_back(r, c);
            if (numbers.empty())
                continue;
            const auto [row, col] = numbers[(seed * 7919) % numbers.size()];
            const TableColumn& column = table.columns[col];
            const std::int64_t was = std::stoll(*table.rows[row][col]);
            const std::int64_t now = was < column.row->about.maximum ? was + 1 : was - 1;
            table.rows[row][col] = std::to_string(now);
            const TableImport r = importTableCsv(spec, contentFields(), s.key, tableCsv(table), {});
            ++count.second;
            const std::string name = json[s.key][row]["name"].get<std::string>();
            const std::string context = what + ", " + s.key + ", " + name + ", " + column.path;
            if (!r.unusable.empty())
                QTest::qFail((context + ": " + r.unusable).c_str(), __FILE__, __LINE__);
            if (!r.applied()) {
                if (r.refused.empty() || r.refused[0].definition.empty())
                    QTest::qFail((context + ": refused without a definition").c_str(), __FILE__, __LINE__);
                continue;
            }
            ++count.first;
            OrderedJson want = json;
            OrderedJson* field = &want[s.key][row];
            for (const std::string& key : column.keys)
                field = &(*field)[key];
            *field = now;
            if (Json::parse(contentToJson(*r.spec).dump()) != Json::parse(want.dump()))
                QTest::qFail((context + ": more than that field changed").c_str(), __FILE__, __LINE__);
        }
        return count;
    }

    // Every number field of every section, each comparison, against the scan.
    static void comparisonsAgree(const std::string& bytes, const std::string& what)
    {
        const ContentSpec spec = loaded(bytes);
        const OrderedJson json = contentToJson(spec);
        for (const SectionInfo& s : contentSections()) {
            std::set<std::string> paths;
            if (json.contains(s.key))
                for (const OrderedJson& d : json[s.key])
                    numberPaths(d, "", paths);
            for (const std::string& path : paths) {
                std::vector<std::int64_t> values;
                for (const OrderedJson& d : json[s.key])
                    if (const OrderedJson* v = at(d, path); v && v->is_number_integer())
                        values.push_back(v->get<std::int64_t>());
                const std::int64_t v = values[values.size() / 2];
                const auto check = [&](const std::string& op, const std::function<bool(std::int64_t)>& holds) {
                    const std::string query = s.key + " where " + path + " " + op + " " + std::to_string(v);
                    const std::vector<std::string> want = scanned(json, s.key, [&](const OrderedJson& d) {
                        const OrderedJson* f = at(d, path);
                        return f && f->is_number() && holds(number(f));
                    });
                    QVERIFY2(found(spec, query) == want, (what + ": " + query).c_str());
                };
                check("=", [&](std::int64_t x) { return x == v; });
                check("!=", [&](std::int64_t x) { return x != v; });
                check("<", [&](std::int64_t x) { return x < v; });
                check("<=", [&](std::int64_t x) { return x <= v; });
                check(">", [&](std::int64_t x) { return x > v; });
                check(">=", [&](std::int64_t x) { return x >= v; });
                const auto has = [&](const OrderedJson& d) { return at(d, path) != nullptr; };
                QVERIFY(found(spec, s.key + " where " + path + " present") == scanned(json, s.key, has));
                QVERIFY(found(spec, s.key + " where " + path + " absent") ==
                        scanned(json, s.key, [&](const OrderedJson& d) { return !has(d); }));
            }
        }
    }

    // "a or b and not-c": and before or, parentheses first.
    static void precedenceAgrees(const std::string& bytes, const std::string& what)
    {
        const ContentSpec spec = loaded(bytes);
        const OrderedJson json = contentToJson(spec);
        const auto stacks = [](const OrderedJson& d, std::int64_t v) {
            const OrderedJson* f = at(d, "max_stacks");
            return f && number(f) >= v;
        };
        const auto ticks = [](const OrderedJson& d) { return at(d, "tick.amount") != nullptr; };
        const auto stacking = [](const OrderedJson& d, const std::string& w) {
            const OrderedJson* f = at(d, "stacking");
            return f && f->get<std::string>() == w;
        };
        QVERIFY2(found(spec, "statuses where tick.amount present or max_stacks >= 2 and stacking = Stack") ==
                     scanned(json, "statuses", [&](const OrderedJson& d) {
                         return ticks(d) || (stacks(d, 2) && stacking(d, "Stack"));
                     }),
                 what.c_str());
        QVERIFY2(found(spec, "statuses where (tick.amount present or max_stacks >= 2) and stacking = Stack") ==
                     scanned(json, "statuses", [&](const OrderedJson& d) {
                         return (ticks(d) || stacks(d, 2)) && stacking(d, "Stack");
                     }),
                 what.c_str());
        QVERIFY2(found(spec, "statuses where stacking != Stack and tick absent") ==
                     scanned(json, "statuses", [&](const OrderedJson& d) {
                         const OrderedJson* f = at(d, "stacking");
                         return f && f->get<std::string>() != "Stack" && !at(d, "tick");
                     }),
                 what.c_str());
    }

    // "uses NAME" finds exactly the definitions whose JSON says NAME, for every name.
    static void usesAgrees(const std::string& bytes, const std::string& what)
    {
        const ContentSpec spec = loaded(bytes);
        const OrderedJson json = contentToJson(spec);
        for (const SectionInfo& target : contentSections()) {
            for (std::size_t i = 0; i < target.size(spec); ++i) {
                const std::string name = target.name(spec, i);
                std::vector<std::string> want;
                for (const SectionInfo& s : contentSections())
                    for (const std::string& n : scanned(json, s.key, [&](const OrderedJson& d) {
                             OrderedJson rest = d;
                             rest.erase("name");
                             return says(rest, name);
                         }))
                        want.push_back(s.key + ":" + n);
                const QueryParse q = parseQuery("uses " + target.key + ":" + name, contentFields());
                QVERIFY(q.query);
                const std::vector<std::string> got = names(runQuery(spec, *q.query));
                QVERIFY2(got == want, (what + ": uses " + name + ": found " + joined(got) + "; the scan " + joined(want)).c_str());
            }
        }
    }

private slots:
    void theDemoRoundTripsEverySection() { roundTripEverySection(demoBytes(), "the demo"); }
    void generatedContentRoundTripsEverySection()
    {
        for (std::uint64_t seed = 1; seed <= cases(); ++seed) {
            SeededChoices choices(seed);
            roundTripEverySection(generateCase(choices).content.dump(2), "seed " + std::to_string(seed));
            if (QTest::currentTestFailed())
                return;
        }
    }

    void oneEditedCellChangesThatFieldAloneOnTheDemo()
    {
        int applied = 0;
        for (std::uint64_t seed = 1; seed <= 20; ++seed)
            applied += oneEditedCellChangesThatFieldAlone(demoBytes(), "the demo", seed).first;
        QVERIFY(applied > 100);
    }
    void oneEditedCellChangesThatFieldAloneOnGeneratedContent()
    {
        std::pair<int, int> count{0, 0};
        for (std::uint64_t seed = 1; seed <= cases(); ++seed) {
            SeededChoices choices(seed);
            const auto [applied, tried] =
                oneEditedCellChangesThatFieldAlone(generateCase(choices).content.dump(2), "seed " + std::to_string(seed), seed);
            count = {count.first + applied, count.second + tried};
            if (QTest::currentTestFailed())
                return;
        }
        qInfo("%d of %d single-cell edits applied (the others refused by validation)", count.first, count.second);
        QVERIFY(count.first * 2 > count.second);
    }

    void comparisonsAgreeWithAScanOnTheDemo()
    {
        comparisonsAgree(demoBytes(), "the demo");
        precedenceAgrees(demoBytes(), "the demo");
    }
    void comparisonsAgreeWithAScanOnGeneratedContent()
    {
        for (std::uint64_t seed = 1; seed <= cases(); ++seed) {
            SeededChoices choices(seed);
            const std::string bytes = generateCase(choices).content.dump(2);
            comparisonsAgree(bytes, "seed " + std::to_string(seed));
            precedenceAgrees(bytes, "seed " + std::to_string(seed));
            if (QTest::currentTestFailed())
                return;
        }
    }

    void usesAgreesWithAScanOnTheDemo() { usesAgrees(demoBytes(), "the demo"); }
    void usesAgreesWithAScanOnGeneratedContent()
    {
        for (std::uint64_t seed = 1; seed <= cases(); ++seed) {
            SeededChoices choices(seed);
            usesAgrees(generateCase(choices).content.dump(2), "seed " + std::to_string(seed));
            if (QTest::currentTestFailed())
                return;
        }
    }
};

QTEST_GUILESS_MAIN(TestGeneratedTables)
#include "test_generated_tables.moc"
