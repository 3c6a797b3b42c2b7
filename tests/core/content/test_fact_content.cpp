// Actors, fact kinds, counters and quests from the content file: built into
// registries a tracker and a ledger run on, and every mistake in one pass.
#include "source_dir.h"
#include <QtTest>

#include "diagnostic_text.h"

#include "rulebench/content/fact_build.h"
#include "rulebench/content/build.h"
#include "rulebench/content/fact_references.h"

using namespace rb::test;

namespace {
struct Built {
    rb::Definitions defs;
    rb::Diagnostics diagnostics;
};

Built build(const std::string& text)
{
    Built b;
    auto load = rb::loadContent(text);
    b.diagnostics = load.diagnostics;
    if (load.spec)
        b.defs = rb::buildDefinitions(*load.spec, b.diagnostics);
    return b;
}

const char* kSmall = R"({"format": "rulebench/1",
    "stats": [{"name": "health", "default": 10, "min": 0}],
    "actors": [
        {"name": "hero", "glyph": "@", "color": "#F0e6c8", "faction": "crew", "stats": {"health": 30}},
        {"name": "rat", "glyph": "r", "faction": "vermin"},
        {"name": "droid", "glyph": "d", "faction": "machines"},
        {"name": "rat king", "glyph": "R", "faction": "vermin"}],
    "fact_kinds": [
        {"name": "killed", "subject": "actors", "object": "factions", "from": {"event": "death"}},
        {"name": "reached depth"}],
    "counters": [{"name": "kills", "tally": [{"kind": "killed"}]},
                 {"name": "vermin", "tally": [{"kind": "killed", "object": "vermin"}]}],
    "quests": [
        {"name": "the warren", "after": ["cull"], "victory": true,
         "objectives": [{"match": {"kind": "killed", "subject": "rat king"}, "need": {"total": 1}}]},
        {"name": "cull", "objectives": [{"match": {"kind": "killed", "subject": "rat"}, "need": {"total": 2}},
                                       {"match": {"kind": "reached depth"}, "need": {"latest": 3}}]}]})";
} // namespace

class TestFactContent : public QObject {
    Q_OBJECT
private slots:
    void buildsActorsAndFactionsInOrderOfFirstUse()
    {
        const Built b = build(kSmall);
        QVERIFY2(b.diagnostics.empty(), qPrintable(joined(formatted(b.diagnostics))));
        QCOMPARE(b.defs.factions.names(), (std::vector<std::string>{"crew", "vermin", "machines"}));
        const rb::ActorDef& hero = b.defs.actors[*b.defs.actors.find("hero")];
        QCOMPARE(hero.glyph, std::string("@"));
        QCOMPARE(*hero.color, std::uint32_t(0xF0E6C8));
        QCOMPARE(hero.faction, *b.defs.factions.find("crew"));
        QCOMPARE(*hero.base(*b.defs.stats.find("health")), std::int64_t(30));
        const rb::ActorDef& king = b.defs.actors[*b.defs.actors.find("rat king")];
        QCOMPARE(king.faction, *b.defs.factions.find("vermin"));
        QVERIFY(!king.color);
        QVERIFY(!king.base(*b.defs.stats.find("health")));
    }

    void glyphIsOnePrintableCharacter()
    {
        QVERIFY(rb::isOneGlyph("r"));
        QVERIFY(rb::isOneGlyph("\u00e9"));      // two bytes in UTF-8
        QVERIFY(rb::isOneGlyph("\u2620"));      // three
        QVERIFY(rb::isOneGlyph("\U0001F400"));  // four
        QVERIFY(!rb::isOneGlyph(""));
        QVERIFY(!rb::isOneGlyph("rk"));
        QVERIFY(!rb::isOneGlyph(" "));
        QVERIFY(!rb::isOneGlyph("\t"));
        QVERIFY(!rb::isOneGlyph("\xff"));
        QVERIFY(!rb::isOneGlyph("\xc0\xaf")); // an overlong '/'
        QCOMPARE(rb::parseColor("#00ff80"), std::optional<std::uint32_t>(0x00FF80));
        QVERIFY(!rb::parseColor("00ff80"));
        QVERIFY(!rb::parseColor("#00ff8"));
        QVERIFY(!rb::parseColor("#00ffzz"));
    }

    void builtQuestsAndCountersRunOnDefinitionIds()
    {
        // Content names resolve to the numbers a game feeds: definition ids.
        const Built b = build(kSmall);
        QVERIFY(b.diagnostics.empty());
        const auto killed = *b.defs.factKinds.find("killed");
        const auto depth = *b.defs.factKinds.find("reached depth");
        const auto rat = b.defs.actors.find("rat")->value;
        const auto king = b.defs.actors.find("rat king")->value;
        const auto vermin = b.defs.factions.find("vermin")->value;
        const auto cull = *b.defs.quests.find("cull");
        const auto warren = *b.defs.quests.find("the warren");
        QCOMPARE(b.defs.quests[warren].after, std::vector<rb::QuestId>{cull}); // named before it was defined

        rb::Tracker t(b.defs.quests);
        rb::Ledger l(b.defs.counters);
        auto feed = [&](rb::Fact f) { l.feed(f); return t.feed(f); };
        feed(rb::Fact::of(killed).about(rat).on(vermin));
        feed(rb::Fact::of(killed).about(rat).on(vermin));
        feed(rb::Fact::of(depth).times(4));
        QCOMPARE(t.state(cull), rb::QuestState::Done);
        QCOMPARE(t.state(warren), rb::QuestState::Open);
        feed(rb::Fact::of(killed).about(king).on(vermin));
        QVERIFY(t.won());
        QCOMPARE(l.value(*b.defs.counters.find("kills")), std::int64_t(3));
        QCOMPARE(l.value(*b.defs.counters.find("vermin")), std::int64_t(3));
    }

    void everyMistakeInOnePass()
    {
        const Built b = build(readFile(rb::test::sourcePath("/tests/data/facts/many-mistakes.rules.json")));
        const auto lines = formatted(b.diagnostics);
        const QString all = joined(lines);
        const std::vector<std::string> expected{
            // actors
            R"(actors[1] "rat king": glyph: a glyph is one printable character, got "RK")",
            R"(actors[1] "rat king": color: a colour is written "#rrggbb", got "red")",
            R"(actors[1] "rat king": stats.armour: unknown stat "armour" (did you mean "armor"?))",
            R"(actors[1] "rat king": stats.health: health 500 is above its max 100)",
            R"(actors[2] "hero": missing "faction")",
            R"(actors[3] "droid": stats.health: expected a whole number, got text "full")",
            // fact kinds
            R"(fact_kinds[1] "visited": subject: unknown registry "places"; one of actors, statuses, items, props, factions, abilities)",
            R"(fact_kinds[2] "won": from.event: unknown event "victory"; one of death, damage dealt, status applied, status expired, status cured, item used, trigger fired)",
            R"(fact_kinds[3] "cursed": subject: a "death" event names no statuses)",
            R"(fact_kinds[8] "scalded": from.how: unknown way "tik" (did you mean "tick"?); damage is dealt by a blow, an effect, a tick or fire)",
            R"(fact_kinds[9] "mourned": from.how: "how" picks a way damage was dealt, and a "death" event deals none; give it to "damage dealt" or leave it out)",
            R"(fact_kinds[2] "won": warning: nothing listens to "won": no counter tallies it and no quest's objective matches it)",
            R"(fact_kinds[4] "rested": warning: nothing listens to "rested": no counter tallies it and no quest's objective matches it)",
            // counters
            R"(counters[0] "kills": tally[0].kind: unknown fact kind "kiled" (did you mean "killed"?))",
            R"(counters[1] "rat kills": tally[0].subject: unknown actor "ratt" (did you mean "rat"?))",
            R"(counters[2] "empty": tally: warning: the tally is empty, so this counter never counts anything)",
            R"(counters[3] "vermin culled": tally[0].subject: unknown faction "vermine" (did you mean "vermin"?))",
            R"(counters[4] "cursed": tally[0].subjet: unknown key "subjet" (did you mean "subject"?))",
            // quests
            R"(quests[0] "a": objectives[0].need.total: a need is at least 1, got 0)",
            R"(quests[0] "a": after: cycle "a" -> "b" -> "a")",
            R"(quests[1] "b": objectives[0].match.subject: unknown status "venom")",
            R"(quests[2] "c": objectives: a quest needs at least one objective)",
            R"(quests[3] "d": after[0]: unknown quest "cc" (did you mean "c"?))",
            R"(quests[3] "d": objectives[0].match.subject: fact kind "levelled" has no subject, so no fact of it is about "hero")",
            R"(quests[3] "d": objectives[1].match.object: fact kind "killed" has no object, so no fact of it is about "hero")",
            R"(quests[3] "d": objectives[1].need: a need is either "total" or "latest", not both)",
            R"(quests[4] "e": objectives[0]: missing "need")",
            R"(quests[5] "f": objectives[0].need.latest: a need is at least 1, got -2)",
            R"(quests[5] "f": after: cycle "f" -> "f")",
            R"(quests[6] "a": name: duplicate quest name "a")",
            R"(quests[7] "g": objectives: expected a list, got text "kill every rat")",
        };
        for (const auto& e : expected)
            QVERIFY2(has(lines, e), qPrintable("missing: " + QString::fromStdString(e) + "\n--- got:\n" + all));
        QCOMPARE(lines.size(), expected.size());
        QCOMPARE(warningCount(b.diagnostics), std::size_t(3));
    }

    void cyclesAreNamedQuestByQuest()
    {
        const Built b = build(R"({"format": "rulebench/1", "fact_kinds": [{"name": "done"}],
            "quests": [
              {"name": "a", "after": ["b", "c"], "objectives": [{"match": {"kind": "done"}, "need": {"total": 1}}]},
              {"name": "b", "after": ["a"], "objectives": [{"match": {"kind": "done"}, "need": {"total": 1}}]},
              {"name": "c", "after": ["a"], "objectives": [{"match": {"kind": "done"}, "need": {"total": 1}}]},
              {"name": "x", "after": ["z", "a"], "objectives": [{"match": {"kind": "done"}, "need": {"total": 1}}]},
              {"name": "y", "after": ["x"], "objectives": [{"match": {"kind": "done"}, "need": {"total": 1}}]},
              {"name": "z", "after": ["y"], "objectives": [{"match": {"kind": "done"}, "need": {"total": 1}}]},
              {"name": "free", "after": ["x"], "objectives": [{"match": {"kind": "done"}, "need": {"total": 1}}]}]})");
        const auto lines = formatted(b.diagnostics);
        const std::vector<std::string> expected{
            R"(quests[0] "a": after: cycle "a" -> "b" -> "a")",
            R"(quests[0] "a": after: cycle "a" -> "c" -> "a")",
            R"(quests[3] "x": after: cycle "x" -> "z" -> "y" -> "x")",
        };
        QCOMPARE(lines, expected);
    }

    void itemAndPropNamesResolve()
    {
        // Items and props are wired: a matcher's subject resolves to the
        // item's position, and an unknown one is an error naming it.
        const Built b = build(R"({"format": "rulebench/1",
            "items": [{"name": "stone", "triggers": [{"on": "land", "effects": [{"kind": "Mend", "args": {"roll": "1"}}]}]},
                      {"name": "frag grenade", "triggers": [{"on": "land", "effects": [{"kind": "Mend", "args": {"roll": "1"}}]}]}],
            "props": [{"name": "spike trap", "triggers": [{"on": "entered", "effects": [{"kind": "Mend", "args": {"roll": "1"}}]}]}],
            "fact_kinds": [{"name": "used", "subject": "items", "from": {"event": "item used"}},
                           {"name": "sprung", "subject": "props", "from": {"event": "trigger fired"}}],
            "counters": [{"name": "throws", "tally": [{"kind": "used", "subject": "frag grenade"}]},
                         {"name": "typo", "tally": [{"kind": "used", "subject": "frag grenda"}]},
                         {"name": "traps", "tally": [{"kind": "sprung", "subject": "spike trap"}]}]})");
        const auto lines = formatted(b.diagnostics);
        const std::vector<std::string> expected{
            "counters[1] \"typo\": tally[0].subject: unknown item \"frag grenda\" (did you mean \"frag grenade\"?)",
        };
        QCOMPARE(lines, expected);
        rb::Ledger l(b.defs.counters);
        l.feed(rb::Fact::of(rb::FactKindId{0}).about(1)); // used, frag grenade
        l.feed(rb::Fact::of(rb::FactKindId{0}).about(0)); // used, stone: not counted
        l.feed(rb::Fact::of(rb::FactKindId{1}).about(0)); // sprung, spike trap
        QCOMPARE(l.value(rb::CounterId{0}), std::int64_t(1));
        QCOMPARE(l.value(rb::CounterId{2}), std::int64_t(1));
    }

    void referencesAreFoundAndRenamed()
    {
        rb::ContentSpec spec = *rb::loadContent(kSmall).spec;
        std::vector<std::string> found;
        rb::visitFactReferences(spec, [&](std::string_view target, std::string& name, const rb::ReferenceSite& site) {
            found.push_back(std::string(target) + " " + name + " <- " + site.section + "[" + std::to_string(site.index)
                            + "]." + site.field);
        });
        const std::vector<std::string> expected{
            "stats health <- actors[0].stats.health",
            "fact_kinds killed <- counters[0].tally[0].kind",
            "fact_kinds killed <- counters[1].tally[0].kind", // its object is a faction: not a section
            "quests cull <- quests[0].after[0]",
            "fact_kinds killed <- quests[0].objectives[0].match.kind",
            "actors rat king <- quests[0].objectives[0].match.subject",
            "fact_kinds killed <- quests[1].objectives[0].match.kind",
            "actors rat <- quests[1].objectives[0].match.subject",
            "fact_kinds reached depth <- quests[1].objectives[1].match.kind",
        };
        QCOMPARE(found, expected);

        // Renaming an actor reaches the matchers that name it, and the file still builds clean.
        spec.actors[3].name = "king of rats";
        rb::visitFactReferences(spec, [](std::string_view target, std::string& name, const rb::ReferenceSite&) {
            if (target == "actors" && name == "rat king")
                name = "king of rats";
        });
        QCOMPARE(*spec.quests[0].objectives[0].match.subject, std::string("king of rats"));
        rb::Diagnostics d;
        rb::buildDefinitions(spec, d);
        QVERIFY2(d.empty(), qPrintable(joined(formatted(d))));
    }

    void sectionsRoundTripByteForByte()
    {
        const auto load = rb::loadContent(kSmall);
        QVERIFY(load.spec);
        const std::string saved = rb::serializeContent(*load.spec);
        QVERIFY(saved.find("\"actors\"") < saved.find("\"fact_kinds\""));
        QVERIFY(saved.find("\"fact_kinds\"") < saved.find("\"counters\""));
        QVERIFY(saved.find("\"counters\"") < saved.find("\"quests\""));
        const auto again = rb::loadContent(saved);
        QVERIFY(again.spec && again.diagnostics.empty());
        QCOMPARE(rb::serializeContent(*again.spec), saved);
        // A file with mistakes keeps what it can for the designer to fix.
        const auto bad = rb::loadContent(readFile(rb::test::sourcePath("/tests/data/facts/many-mistakes.rules.json")));
        const std::string badSaved = rb::serializeContent(*bad.spec);
        QVERIFY(badSaved.find("\"subjet\": \"hero\"") != std::string::npos);
        QVERIFY(badSaved.find("\"latest\": 1") != std::string::npos);
        QVERIFY(badSaved.find("\"objectives\": \"kill every rat\"") != std::string::npos);
        QVERIFY(badSaved.find("\"health\": \"full\"") != std::string::npos);
        QCOMPARE(rb::serializeContent(*rb::loadContent(badSaved).spec), badSaved);
    }
};

QTEST_APPLESS_MAIN(TestFactContent)
#include "test_fact_content.moc"
