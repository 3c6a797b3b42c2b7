// Items, props and moments in the content file: every mistake in one pass
// with its path, kept on save; the demo's grenades, draught, armour, trap and
// barrel; references found and renamed; the section table.
#include "source_dir.h"
#include <QtTest>

#include "recording_world.h"
#include "rulebench/content/build.h"
#include "rulebench/content/references.h"
#include "rulebench/content/sections.h"

#include <fstream>
#include <sstream>

namespace {
std::string readFile(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

std::vector<std::string> readLines(const std::string& path)
{
    std::vector<std::string> out;
    std::istringstream in(readFile(path));
    for (std::string line; std::getline(in, line);)
        out.push_back(line);
    return out;
}

QString joined(const std::vector<std::string>& lines)
{
    QStringList out;
    for (const auto& l : lines)
        out << QString::fromStdString(l);
    return out.join('\n');
}

const std::string kData = rb::test::sourcePath() + "/tests/data/effects/";
const std::string kDemo = rb::test::sourcePath() + "/resources/demo/demo.rules.json";

struct Built {
    rb::ContentSpec spec;
    rb::Definitions defs;
    std::vector<std::string> lines;
};

Built buildFile(const std::string& path)
{
    Built b;
    rb::Diagnostics d;
    auto load = rb::loadContent(readFile(path));
    d.append(load.diagnostics);
    b.spec = *load.spec;
    b.defs = rb::buildDefinitions(b.spec, d);
    for (const auto& x : d.all())
        b.lines.push_back(rb::format(x));
    return b;
}
} // namespace

class TestItemContent : public QObject {
    Q_OBJECT
private slots:
    void everyMistakeInOnePass()
    {
        const Built b = buildFile(kData + "many-mistakes.rules.json");
        QCOMPARE(joined(b.lines), joined(readLines(kData + "many-mistakes.expected.txt")));
    }

    void mistakesAreKeptOnSave()
    {
        const auto first = rb::loadContent(readFile(kData + "many-mistakes.rules.json"));
        const std::string saved = rb::serializeContent(*first.spec);
        const auto second = rb::loadContent(saved);
        QCOMPARE(rb::serializeContent(*second.spec), saved);
        for (const char* kept : {"\"lnad\"", "\"there\"", "\"often\"", "\"weight\"", "\"once\"", "\"3d\"", "\"burst\": -1"})
            QVERIFY2(saved.find(kept) != std::string::npos, kept);
        // A bare moment name is read and written back as an object.
        QVERIFY(saved.find("\"moments\": [\n    {\n      \"name\": \"overheat\"\n    },\n    {\n      \"name\": \"use\"") != std::string::npos);
    }

    void theDemoIsCleanAndCanonical()
    {
        const std::string bytes = readFile(kDemo);
        const Built b = buildFile(kDemo);
        QVERIFY2(b.lines.empty(), joined(b.lines).toUtf8());
        QCOMPARE(rb::serializeContent(b.spec), bytes);
        for (const char* name : {"frag grenade", "smoke grenade", "ion grenade", "incendiary grenade", "healing draught", "plate armour"})
            QVERIFY2(b.defs.items.find(name), name);
        const rb::PropDef& trap = b.defs.props[*b.defs.props.find("spike trap")];
        QVERIFY(trap.landsAsItself);
        QCOMPARE(*(*trap.triggers)[0].fires, 3u);
        const rb::ItemDef& plate = b.defs.items[*b.defs.items.find("plate armour")];
        QCOMPARE(plate.worn.size(), std::size_t(1));
        const rb::ItemDef& frag = b.defs.items[*b.defs.items.find("frag grenade")];
        QCOMPARE(rb::describe((*frag.triggers)[0], b.defs.moments), std::string("on land, a radius-1 burst: 3d6 kinetic damage"));
    }

    void theDraughtIsDeliveredByUseAndByLanding()
    {
        const Built b = buildFile(kDemo);
        const rb::ItemDef& draught = b.defs.items[*b.defs.items.find("healing draught")];
        RecordingWorld w;
        w.actors = {{1, {2, 2}}, {2, {6, 6}}, {3, {6, 7}}};
        w.carriers[60] = rb::placeItem(draught, rb::EntityRef(60));
        w.carriers[61] = rb::placeItem(draught, rb::EntityRef(61));
        rb::RandomStream ability = rb::RandomStream::derive(3, rb::kAbilityStream);
        rb::BurstScratch scratch;
        std::vector<rb::Remnant> none;
        const std::vector<rb::Fired> reports{{rb::EntityRef(60), rb::kMomentUse, rb::EntityRef(1), {2, 2}}, {rb::EntityRef(61), rb::kMomentLand, rb::EntityRef(1), {6, 6}}};
        const auto r = rb::resolveTriggers(reports, none, w, ability, scratch);
        QCOMPARE(r.landed.size(), std::size_t(2));
        QCOMPARE(r.landed[0].targets, std::vector<rb::EntityRef>{rb::EntityRef(1)});
        QCOMPARE(r.landed[1].targets, (std::vector<rb::EntityRef>{rb::EntityRef(2), rb::EntityRef(3)}));
        QCOMPARE(w.removed, (std::vector<std::uint64_t>{60, 61}));
    }

    void theBarrelLeavesARemnantThatLandsAsItself()
    {
        const Built b = buildFile(kDemo);
        const rb::PropDef& barrel = b.defs.props[*b.defs.props.find("explosive barrel")];
        QCOMPARE(*barrel.health, std::int64_t(5));
        QVERIFY(barrel.flammable);
        RecordingWorld w;
        w.actors = {{1, {4, 5}}};
        // Broken by actor 1's blow and gone: what it does lands from its remnant.
        std::vector<rb::Remnant> remnants{rb::leaveRemnant(rb::placeProp(barrel, rb::EntityRef(70)), rb::kMomentDestroyed, rb::EntityRef(1), {4, 4})};
        rb::RandomStream ability = rb::RandomStream::derive(3, rb::kAbilityStream);
        rb::BurstScratch scratch;
        const auto r = rb::resolveTriggers({}, remnants, w, ability, scratch);
        QCOMPARE(r.landed.size(), std::size_t(1));
        QCOMPARE(r.landed[0].user, rb::EntityRef(70));
        QCOMPARE(r.landed[0].cells.size(), std::size_t(21)); // radius 2: 5x5 less the corners
        QVERIFY(QString::fromStdString(w.log.at(0)).startsWith("cue * #ff6e28 over 21"));
        QVERIFY(QString::fromStdString(w.log.at(1)).endsWith("kind 1 by 70")); // thermal, the barrel's
        QCOMPARE(w.log.size(), std::size_t(2 + 21));                          // then every cell lit
    }

    void referencesAreFoundAndRenamed()
    {
        rb::ContentSpec spec = *rb::loadContent(readFile(kData + "references.rules.json")).spec;
        const auto uses = rb::findReferences(spec, "damage_kinds", "kinetic");
        QStringList where;
        for (const auto& u : uses)
            where << QString::fromStdString(u.section + "[" + std::to_string(u.index) + "]." + u.field);
        QCOMPARE(where.join(' '), QString("items[0].triggers[0].effects[0].args.kind props[0].effects[0].args.kind"));

        rb::renameReferences(spec, "damage_kinds", "kinetic", "piercing");
        rb::renameReferences(spec, "statuses", "scorched", "burning");
        rb::renameReferences(spec, "stats", "armor", "plating");
        rb::renameReferences(spec, "flags", "rooted", "held");
        rb::renameReferences(spec, "moments", "overheat", "overheats");
        // The references move; the definitions themselves are renamed by the editor.
        QVERIFY(rb::findReferences(spec, "damage_kinds", "kinetic").empty());
        QVERIFY(rb::findReferences(spec, "statuses", "scorched").empty());
        QVERIFY(rb::findReferences(spec, "stats", "armor").empty());
        QVERIFY(rb::findReferences(spec, "flags", "rooted").empty());
        QVERIFY(rb::findReferences(spec, "moments", "overheat").empty());
        const std::string saved = rb::serializeContent(spec);
        QVERIFY(saved.find("\"kind\": \"piercing\"") != std::string::npos);
        QVERIFY(saved.find("\"has_flag\": \"held\"") != std::string::npos);
        QCOMPARE(rb::findReferences(spec, "damage_kinds", "piercing").size(), std::size_t(2));
        QCOMPARE(rb::findReferences(spec, "statuses", "burning").size(), std::size_t(2));  // Afflict and Cure
        QCOMPARE(rb::findReferences(spec, "stats", "plating").size(), std::size_t(2));     // worn and Grant
        QCOMPARE(rb::findReferences(spec, "flags", "held").size(), std::size_t(1));        // Grant's flag
        QCOMPARE(rb::findReferences(spec, "moments", "overheats").size(), std::size_t(1)); // a trigger's on
    }

    void sectionsSitInFileOrder()
    {
        QStringList keys;
        for (const auto& s : rb::contentSections())
            keys << QString::fromStdString(s.key);
        QVERIFY(keys.join(' ').contains("flags durations statuses moments items props abilities actors"));
        // The editor reads and writes a definition through the table.
        rb::ContentSpec spec = *rb::loadContent(readFile(kDemo)).spec;
        const rb::SectionInfo* items = rb::findSection("items");
        QVERIFY(items);
        QCOMPARE(items->name(spec, 0), std::string("frag grenade"));
        const rb::OrderedJson frag = items->get(spec, 0);
        items->insert(spec, 1, rb::Json::parse(frag.dump()));
        QCOMPARE(items->size(spec), std::size_t(9));
        QCOMPARE(rb::toJson(spec.items[1]).dump(), frag.dump());
    }
};

QTEST_APPLESS_MAIN(TestItemContent)
#include "test_item_content.moc"
