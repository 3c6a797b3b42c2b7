// The check of content held as specs (content_check.h) against the whole
// check of its text: on content generated from the demo, after each of many
// random edits (fields set to values of every kind, definitions renamed,
// copied, inserted and removed, the file's own fields changed), checkSpec with
// its reads kept across the edits gives exactly what
// validateContent(serializeContent(spec)) gives; and it reads again only the
// definitions an edit touched.
#include <QtTest>

#include "diagnostic_text.h"
#include "source_dir.h"
#include "rulebench/base/json_reader.h"
#include "rulebench/content/build.h"
#include "rulebench/content/content_check.h"
#include "rulebench/content/sections.h"

#include <cmath>
#include <limits>
#include <random>
#include <set>
#include <string>
#include <vector>

namespace {

const std::vector<std::string> kCopied = {"statuses",   "items",    "props",  "abilities",
                                          "actors",     "fact_kinds", "counters", "quests"};

// The value with every text that names a copied definition pointing at copy `copy`.
rb::Json renamed(const rb::Json& value, const std::set<std::string>& names, int copy)
{
    if (value.is_string())
        return names.contains(value.get<std::string>()) ? rb::Json(value.get<std::string>() + " " + std::to_string(copy))
                                                         : value;
    rb::Json out = value;
    if (value.is_array())
        for (std::size_t i = 0; i < value.size(); ++i)
            out[i] = renamed(value[i], names, copy);
    if (value.is_object())
        for (const auto& [k, v] : value.items())
            out[k] = k.starts_with("_") ? v : renamed(v, names, copy);
    return out;
}

// The demo's definitions copied `copies` times under new names, as
// tests/bench/make_big_content.py makes game-sized content.
rb::ContentSpec generated(int copies)
{
    rb::Json demo = rb::Json::parse(rb::test::readFile(rb::test::sourcePath("/resources/demo/demo.rules.json")));
    std::set<std::string> names;
    for (const auto& s : kCopied)
        for (const auto& d : demo.value(s, rb::Json::array()))
            names.insert(d.at("name").get<std::string>());
    for (const auto& s : kCopied) {
        const rb::Json originals = demo.value(s, rb::Json::array());
        for (int c = 1; c < copies; ++c)
            for (const auto& d : originals)
                demo[s].push_back(renamed(d, names, c));
    }
    return *rb::loadContent(demo.dump()).spec;
}

// Every diagnostic in full, severity and place included.
QStringList everything(const rb::Diagnostics& diagnostics)
{
    QStringList out;
    for (const auto& d : diagnostics.all())
        out << QStringLiteral("%1|%2|%3|%4|%5:%6")
                   .arg(d.severity == rb::Severity::Error ? "error" : "warning", QString::fromStdString(d.path),
                        QString::fromStdString(d.definition), QString::fromStdString(d.message))
                   .arg(d.line)
                   .arg(d.column);
    return out;
}

template <class Def>
void appendNames(QStringList& out, const char* what, const rb::Registry<Def>& registry)
{
    out << QStringLiteral("%1 %2").arg(what).arg(registry.size());
    for (const auto& name : registry.names())
        out << QString::fromStdString(name);
}

// What was built, as far as names and counts tell it.
QStringList built(const rb::Validation& v)
{
    QStringList out;
    if (!v.definitions)
        return out;
    const rb::Definitions& d = *v.definitions;
    appendNames(out, "stats", d.stats);
    appendNames(out, "damage kinds", d.damageKinds);
    appendNames(out, "flags", d.flags);
    appendNames(out, "statuses", d.statuses);
    appendNames(out, "moments", d.moments);
    appendNames(out, "items", d.items);
    appendNames(out, "props", d.props);
    appendNames(out, "abilities", d.abilities);
    appendNames(out, "actors", d.actors);
    appendNames(out, "factions", d.factions);
    appendNames(out, "fact kinds", d.factKinds);
    appendNames(out, "counters", d.counters);
    appendNames(out, "quests", d.quests);
    out << QStringLiteral("fire %1 %2 %3").arg(d.fireRules.harm).arg(d.fireRules.spreadTurns).arg(d.fireKind.has_value());
    return out;
}

// A random edit of the content, told to `reads` as the editor's document tells it.
class Editor {
public:
    Editor(rb::ContentSpec& spec, rb::DefinitionReads& reads, unsigned seed)
        : spec_(spec), reads_(reads), rng_(seed)
    {
    }

    void edit()
    {
        switch (pick(10)) {
        case 0: insertCopy(); break;
        case 1: remove(); break;
        case 2: editRoot(); break;
        default: setSomewhere(); break;
        }
    }

private:
    rb::ContentSpec& spec_;
    rb::DefinitionReads& reads_;
    std::mt19937 rng_;

    std::size_t pick(std::size_t n) { return n == 0 ? 0 : rng_() % n; }

    const rb::SectionInfo& anySection()
    {
        const auto& sections = rb::contentSections();
        for (;;) {
            const rb::SectionInfo& s = sections[pick(sections.size())];
            if (s.size(spec_) > 0)
                return s;
        }
    }

    std::string anyName()
    {
        const rb::SectionInfo& s = anySection();
        return s.name(spec_, pick(s.size(spec_)));
    }

    // A value of any kind: in range and out, of the right type and not, a
    // name that is there, one that is not, text that is blank.
    rb::Json anyValue()
    {
        switch (pick(16)) {
        case 0: return 0;
        case 1: return -5;
        case 2: return static_cast<int>(pick(6));
        case 3: return 2'000'000'000;
        case 4: return 1.5;
        case 5: return "";
        case 6: return "no such thing";
        case 7: return true;
        case 8: return nullptr;
        case 9: return rb::Json::array();
        case 10: return rb::Json::object();
        case 11: return rb::Json::array({anyName()});
        case 12: return rb::Json{{"burst", 2}};
        case 13: return "=2 + 1";
        case 14: return "end-of-turn";
        default: return anyName();
        }
    }

    // A place inside `j` (itself, or a value some keys and indexes down).
    rb::Json* anyPlace(rb::Json& j)
    {
        rb::Json* at = &j;
        while (pick(3) != 0) {
            if (at->is_object() && !at->empty()) {
                auto it = at->begin();
                std::advance(it, static_cast<std::ptrdiff_t>(pick(at->size())));
                at = &it.value();
            } else if (at->is_array() && !at->empty()) {
                at = &(*at)[pick(at->size())];
            } else {
                break;
            }
        }
        return at;
    }

    void setSomewhere()
    {
        const rb::SectionInfo& s = anySection();
        const std::size_t i = pick(s.size(spec_));
        rb::Json json = s.get(spec_, i);
        rb::Json* place = anyPlace(json);
        static const char* const kKeys[] = {"name", "junk", "_note", "max_stacks", "stacking", "tick", "effects",
                                            "triggers", "on", "reduced_by", "duration", "applies"};
        if (place == &json || (place->is_object() && pick(2) == 0))
            (*place)[kKeys[pick(std::size(kKeys))]] = anyValue();
        else if (place->is_object() && !place->empty() && pick(3) == 0)
            place->erase(place->begin());
        else
            *place = anyValue();
        s.set(spec_, i, json);
        reads_.changed(s.key, i);
    }

    void insertCopy()
    {
        const rb::SectionInfo& from = anySection();
        rb::Json json = from.get(spec_, pick(from.size(spec_)));
        if (pick(3) != 0 && json.is_object())
            json["name"] = "new " + std::to_string(rng_());
        const rb::SectionInfo& to = pick(4) == 0 ? anySection() : from; // now and then into another section
        const std::size_t at = pick(to.size(spec_) + 1);
        to.insert(spec_, at, json);
        reads_.inserted(to.key, at);
    }

    void remove()
    {
        const rb::SectionInfo& s = anySection();
        const std::size_t i = pick(s.size(spec_));
        s.remove(spec_, i);
        reads_.removed(s.key, i);
    }

    // The file's own fields, read again by every check: nothing to tell.
    void editRoot()
    {
        switch (pick(5)) {
        case 0: spec_.moments.push_back({pick(2) == 0 ? "" : "moment " + std::to_string(pick(4)), {}}); break;
        case 1: spec_.durations.push_back({pick(2) == 0 ? "end-of-turn" : "duration " + std::to_string(pick(4)), {}}); break;
        case 2: spec_.extra["junk " + std::to_string(pick(3))] = anyValue(); break;
        case 3: spec_.fire.emplace().damageKind = pick(2) == 0 ? "thermal" : anyName(); break;
        default: spec_.extra["conflicts"] = pick(2) == 0 ? rb::Json::array() : rb::Json(3); break;
        }
    }
};

} // namespace

class TestContentCheck : public QObject {
    Q_OBJECT

    void compareWithWhole(const rb::ContentSpec& spec, rb::DefinitionReads& reads)
    {
        const rb::Validation whole = rb::validateContent(rb::serializeContent(spec));
        const rb::Validation direct = rb::checkSpec(spec, reads);
        QCOMPARE(direct.readable, whole.readable);
        QCOMPARE(everything(direct.diagnostics), everything(whole.diagnostics));
        QCOMPARE(built(direct), built(whole));
    }

private slots:
    void theDemoChecksAsItsText()
    {
        const rb::ContentSpec spec = generated(1);
        rb::DefinitionReads reads;
        compareWithWhole(spec, reads);
        QVERIFY(reads.readsDone() > 40);
    }

    // Content with mistakes of every kind a reader reports: their paths carry
    // the definition's place, the file's own fields come in their order.
    void aFileOfMistakesChecksAsItsText()
    {
        for (const char* file : {"/tests/data/statuses/many-mistakes.rules.json",
                                 "/tests/data/statuses/policy-mistakes.rules.json"}) {
            const auto load = rb::loadContent(rb::test::readFile(rb::test::sourcePath(file)));
            QVERIFY(load.spec);
            rb::DefinitionReads reads;
            compareWithWhole(*load.spec, reads);
        }
    }

    void manyRandomEditsCheckAsTheWholeText()
    {
        for (unsigned seed = 1; seed <= 3; ++seed) {
            rb::ContentSpec spec = generated(3);
            rb::DefinitionReads reads;
            compareWithWhole(spec, reads);
            Editor editor(spec, reads, seed);
            for (int round = 0; round < 150; ++round) {
                const int edits = 1 + static_cast<int>(round % 4); // now and then several before a check
                for (int e = 0; e < edits; ++e)
                    editor.edit();
                compareWithWhole(spec, reads);
                if (QTest::currentTestFailed()) {
                    qWarning("seed %u, round %d", seed, round);
                    return;
                }
            }
        }
    }

    // The point: after one edit only that definition is read again.
    void anEditReadsOnlyItsDefinitionAgain()
    {
        rb::ContentSpec spec = generated(3);
        rb::DefinitionReads reads;
        (void)rb::checkSpec(spec, reads);
        const std::size_t first = reads.readsDone();
        const rb::SectionInfo& statuses = *rb::findSection("statuses");
        rb::Json json = statuses.get(spec, 4);
        json["max_stacks"] = "many";
        statuses.set(spec, 4, json);
        reads.changed("statuses", 4);
        const rb::Validation v = rb::checkSpec(spec, reads);
        QCOMPARE(reads.readsDone(), first + 1);
        const QString shown = rb::test::lines(v.diagnostics);
        QVERIFY2(shown.contains(QStringLiteral("statuses[4]")), qPrintable(shown));

        statuses.insert(spec, 0, json);
        reads.inserted("statuses", 0);
        (void)rb::checkSpec(spec, reads);
        QCOMPARE(reads.readsDone(), first + 2);
    }

    // What its text would not keep as it is goes through the text, and still agrees.
    void contentItsTextWouldChangeIsCheckedThroughIt()
    {
        rb::ContentSpec spec = generated(1);
        rb::DefinitionReads reads;
        spec.statuses[0].extra["junk"] = std::numeric_limits<double>::infinity(); // written null
        compareWithWhole(spec, reads);
        QVERIFY(reads.needsText());
        spec.statuses[0].extra.erase("junk");
        reads.changed("statuses", 0);
        rb::Json deep = 1;
        for (int i = 0; i < rb::kMaxJsonDepth; ++i)
            deep = rb::Json::array({deep});
        spec.items[0].extra["deep"] = deep; // too deep for the parser
        reads.changed("items", 0);
        compareWithWhole(spec, reads);
        QVERIFY(reads.needsText());
        QVERIFY(!rb::checkSpec(spec, reads).readable);
    }
};

QTEST_GUILESS_MAIN(TestContentCheck)
#include "test_content_check.moc"
