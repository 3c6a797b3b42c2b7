// Effect lists: built from content with every bad entry reported at its path,
// landed with chances and dice drawn from the "ability" stream in list order,
// described in words; and the registrations a game makes before building.
#include "source_dir.h"
#include <QtTest>

#include "diagnostic_text.h"
#include "recording_world.h"
#include "rulebench/content/content_fields.h"
#include "rulebench/content/effect_build.h"
#include "rulebench/base/dice.h"
#include "rulebench/definitions/effect_list.h"
#include "rulebench/definitions/effect_schema.h"
#include "rulebench/definitions/engine_effects.h"
#include "rulebench/stats/stats.h"

#include <fstream>

using rb::test::formatted;
using rb::test::joined;

namespace {
const char* kBasics = R"({"format": "rulebench/1",
    "stats": [{"name": "health", "default": 20, "min": 0}, {"name": "armor", "default": 0, "min": 0}],
    "damage_kinds": [{"name": "kinetic", "reduced_by": "armor"}, {"name": "thermal"}],
    "flags": [{"name": "cannot-move"}],
    "statuses": [{"name": "scorched", "turns": 3, "tick": {"kind": "thermal", "amount": 1}},
                 {"name": "rooted", "stacking": "Ignore", "modifiers": [{"flag": "cannot-move"}]}]})";

rb::Definitions basics(const rb::Registrations& regs = rb::Registrations::engine())
{
    rb::Diagnostics d;
    auto load = rb::loadContent(kBasics);
    rb::Definitions defs = rb::buildDefinitions(*load.spec, regs, d);
    if (!d.empty())
        qFatal("the basics do not build: %s", rb::format(d.all().front()).c_str());
    return defs;
}

std::vector<rb::EffectSpec> specs(std::string_view json, rb::Diagnostics& d)
{
    const rb::Json root = {{"effects", rb::Json::parse(json)}};
    rb::ObjectReader r(root, rb::Where{&d, {}, {}});
    std::optional<std::vector<rb::EffectSpec>> out;
    rb::readEffects(r, "effects", out);
    return out.value_or(std::vector<rb::EffectSpec>{});
}

struct Built {
    rb::EffectListPtr list;
    std::vector<std::string> lines;
};

Built build(std::string_view json, const rb::Definitions& defs)
{
    rb::Diagnostics d;
    Built b;
    b.list = rb::buildEffects(specs(json, d), defs, rb::Where{&d, "items[0]", "thing"}.key("effects"));
    b.lines = formatted(d);
    return b;
}

rb::Landing landingOn(const std::vector<rb::EntityRef>& targets, const std::vector<rb::Cell>& cells, rb::Cell origin = {4, 4})
{
    rb::Landing l;
    l.user = rb::EntityRef(1);
    l.origin = origin;
    l.aim = origin;
    l.cells = cells;
    l.targets = targets;
    return l;
}

// A game's own effect kind: it shouts its text at every target.
struct Shout final : rb::EffectAction {
    std::string text;
    static constexpr std::string_view kName = "Shout";
    static constexpr std::string_view kHelp = "Says something";
    static std::vector<rb::ArgInfo> args() { return {{"text", rb::ArgType::Text, true, "what to say"}}; }
    static rb::EffectPtr build(rb::EffectArgs& a)
    {
        auto t = a.text("text");
        a.finish();
        if (!a.ok() || !t)
            return nullptr;
        auto e = std::make_shared<Shout>();
        e->text = *t;
        return e;
    }
    void apply(const rb::Landing& l, rb::EffectWorld& world, rb::RandomStream&) const override
    {
        for (rb::EntityRef t : l.targets)
            if (std::optional<rb::ActorRef> a = world.actor(t))
                world.cure(rb::Cure{*a, rb::StatusId{99}, std::nullopt}); // stands in for a game's own request
    }
    std::string describe() const override { return "shouts \"" + text + "\""; }
};
} // namespace

class TestEffects : public QObject {
    Q_OBJECT
private slots:
    void listBuildingReportsEveryBadEntry()
    {
        const rb::Definitions defs = basics();
        const Built b = build(R"([
            {"kind": "Harm", "args": {"kind": "kinetic", "roll": "3d6"}},
            {"kind": "Harn", "args": {"kind": "kinetic", "roll": "3d6"}},
            {"kind": "Harm", "args": {"kind": "kinetc", "roll": "3x6"}},
            {"kind": "Mend"},
            {"kind": "Afflict", "args": {"status": "scorchd"}},
            {"kind": "Afflict", "args": {"status": "rooted"}},
            {"kind": "Shove", "args": {"distance": 0, "far": true}},
            {"kind": "Grant", "args": {"modifier": {"stat": "armr", "op": "Add", "value": 2}, "duration": "while-active"}},
            {"kind": "Grant", "args": {"modifier": {"flag": "cannot-move"}, "duration": "until dawn"}},
            {"kind": "Emit", "args": {"gas": "smok", "amount": 10}},
            {"kind": "Mend", "args": {"roll": "1d4"}, "chance": 1.5},
            {"kind": "Cure", "args": "scorched"}
        ])", defs);
        QVERIFY(!b.list);
        // The chance is read with the file, before anything is built.
        const std::vector<std::string> expected{
            R"x(effects[10].chance: expected a chance from 0 to 1 (0.5 is half the time), got 1.5; for a percentage write "1.5%")x",
            R"x(items[0] "thing": effects[1].kind: unknown effect kind "Harn" (did you mean "Harm"?))x",
            R"x(items[0] "thing": effects[2].args.kind: unknown damage kind "kinetc" (did you mean "kinetic"?))x",
            R"x(items[0] "thing": effects[2].args.roll: expected dice like "3d6", "2d4+1", "d20", "1d6-1" or a whole number like "4", got "3x6")x",
            R"x(items[0] "thing": effects[3].args: missing "roll")x",
            R"x(items[0] "thing": effects[4].args.status: unknown status "scorchd" (did you mean "scorched"?))x",
            R"x(items[0] "thing": effects[5].args.turns: status "rooted" names no turns of its own: fill in the turns)x",
            R"x(items[0] "thing": effects[6].args.distance: distance must be between 1 and 64, got 0)x",
            R"x(items[0] "thing": effects[6].args.far: unknown argument "far")x",
            R"x(items[0] "thing": effects[7].args.modifier.stat: unknown stat "armr" (did you mean "armor"?))x",
            R"x(items[0] "thing": effects[7].args.duration: a granted effect lingers: give it end-of-turn, end-of-encounter, turns(n) or a game's duration, not while-active)x",
            R"x(items[0] "thing": effects[8].args.duration: unknown duration "until dawn"; a lingering effect lasts end-of-turn, end-of-encounter, turns(n), or one declared under "durations" or registered by the game)x",
            R"x(items[0] "thing": effects[9].args.gas: unknown gas kind "smok" (did you mean "smoke"?))x",
            R"x(items[0] "thing": effects[11].args: expected an object of arguments, got text "scorched")x",
        };
        QCOMPARE(joined(b.lines), joined(expected));
    }

    // Damage never heals and a mend never harms: a roll that could come out
    // below 0 is refused when the content is built, one that stops at 0 is not.
    void aNegativeHarmOrMendRollIsRefused()
    {
        const Built b = build(R"([
            {"kind": "Harm", "args": {"kind": "kinetic", "roll": "-3"}},
            {"kind": "Mend", "args": {"roll": "1d4-3"}},
            {"kind": "Harm", "args": {"kind": "kinetic", "roll": "1d6-1"}},
            {"kind": "Mend", "args": {"roll": "0"}}
        ])", basics());
        QVERIFY(!b.list);
        const std::vector<std::string> expected{
            R"x(items[0] "thing": effects[0].args.roll: a Harm's roll is never below 0, and "-3" can come out as -3 (a Mend heals))x",
            R"x(items[0] "thing": effects[1].args.roll: a Mend's roll is never below 0, and "1d4-3" can come out as -2 (a Harm hurts))x",
        };
        QCOMPARE(joined(b.lines), joined(expected));
        QVERIFY(build(R"([{"kind": "Harm", "args": {"kind": "kinetic", "roll": "1d6-1"}}, {"kind": "Mend", "args": {"roll": "0"}}])",
                      basics()).list);
    }

    // A Grant lingers past what granted it, so while-active is no duration of
    // one: refused, left out of the list the content reference gives, and
    // never the "did you mean" for a near miss.
    void whileActiveIsNoGrantsDuration()
    {
        const rb::FieldRow* durations = rb::contentFields().root().find("durations");
        QVERIFY(durations);
        QVERIFY(!QString::fromUtf8(durations->about.help.data(), qsizetype(durations->about.help.size())).contains("while-active"));
        QVERIFY(QString::fromUtf8(durations->about.help.data(), qsizetype(durations->about.help.size())).contains("end-of-turn"));
        const Built refused = build(
            R"([{"kind": "Grant", "args": {"modifier": {"stat": "armor", "op": "Add", "value": 2}, "duration": "while-active"}}])", basics());
        QVERIFY(!refused.list);
        QVERIFY(joined(refused.lines).contains("not while-active"));
        const Built nearMiss = build(
            R"([{"kind": "Grant", "args": {"modifier": {"stat": "armor", "op": "Add", "value": 2}, "duration": "while-activ"}}])", basics());
        QCOMPARE(joined(nearMiss.lines),
                 QString(R"x(items[0] "thing": effects[0].args.duration: unknown duration "while-activ"; a lingering effect lasts end-of-turn, end-of-encounter, turns(n), or one declared under "durations" or registered by the game)x"));
    }

    void aGrantedModifierIsReadAsAStatusReadsOne()
    {
        const Built b = build(R"([{"kind": "Grant", "args": {"modifier": {"stat": "armor", "op": "Add", "value": 1, "hue": 2}, "duration": "end-of-turn"}}])", basics());
        QVERIFY(!b.list);
        QCOMPARE(joined(b.lines), QString(R"(items[0] "thing": effects[0].args.modifier.hue: unknown key "hue")"));
    }

    void aGoodListBuildsInOrder()
    {
        const Built b = build(R"([{"kind": "Harm", "args": {"kind": "thermal", "roll": "2d4"}}, {"kind": "Ignite", "args": {"turns": 4}}])", basics());
        QVERIFY(b.lines.empty());
        QVERIFY(b.list);
        QCOMPARE(b.list->size(), std::size_t(2));
        QCOMPARE(rb::describe(*b.list), std::string("2d4 thermal damage; sets the area burning for 4 turns"));
    }

    void describeInWords()
    {
        const rb::Definitions defs = basics();
        const Built b = build(R"j([
            {"kind": "Harm", "args": {"kind": "kinetic", "roll": "3d6"}},
            {"kind": "Mend", "args": {"roll": "2d4+1"}, "chance": 0.5},
            {"kind": "Afflict", "args": {"status": "scorched"}},
            {"kind": "Afflict", "args": {"status": "rooted", "turns": 1}},
            {"kind": "Cure", "args": {"status": "scorched"}, "chance": "12.5%"},
            {"kind": "Shove", "args": {"distance": 2}},
            {"kind": "Pull", "args": {"distance": 1}},
            {"kind": "Grant", "args": {"modifier": {"stat": "armor", "op": "Add", "value": 3}, "duration": "end-of-turn"}},
            {"kind": "Grant", "args": {"modifier": {"flag": "cannot-move"}, "duration": "turns(2)"}},
            {"kind": "Grant", "args": {"modifier": {"stat": "armor", "op": "MulPct", "value": 150, "req": {"stat_at_most": {"stat": "health", "value": 5}}}, "duration": "end-of-encounter"}},
            {"kind": "Ignite", "args": {"turns": 1}},
            {"kind": "Emit", "args": {"gas": "smoke", "amount": 160}}
        ])j", defs);
        QVERIFY2(b.lines.empty(), joined(b.lines).toUtf8());
        std::vector<std::string> words;
        for (const auto& e : *b.list)
            words.push_back(rb::describe(e));
        const std::vector<std::string> expected{
            "3d6 kinetic damage",
            "mends 2d4+1 (50% chance)",
            "afflicts scorched for 3 turns",
            "afflicts rooted for 1 turn",
            "cures scorched (12.5% chance)",
            "shoves 2 cells away",
            "pulls 1 cell closer",
            "grants armor +3 for end-of-turn",
            "grants cannot-move for turns(2)",
            "grants armor x250% when health at most 5 for end-of-encounter",
            "sets the area burning for 1 turn",
            "emits 160 smoke",
        };
        QCOMPARE(joined(words), joined(expected));
    }

    void landingRollsChanceThenDiceFromTheAbilityStream()
    {
        const rb::Definitions defs = basics();
        const Built b = build(R"([{"kind": "Harm", "args": {"kind": "kinetic", "roll": "3d6"}, "chance": 0},
                                  {"kind": "Harm", "args": {"kind": "thermal", "roll": "2d6"}, "chance": 1},
                                  {"kind": "Mend", "args": {"roll": "1d20"}}])", defs);
        const std::vector<rb::EntityRef> targets{rb::EntityRef(7), rb::EntityRef(8)};
        const std::vector<rb::Cell> cells{{4, 4}};

        // What the rolls must be: per entry, one draw for its chance, then
        // its dice per target, all from the ability stream.
        rb::RandomStream expect = rb::RandomStream::derive(42, rb::kAbilityStream);
        expect.roll(rb::Chance::never());
        expect.roll(rb::Chance::always());
        const auto t7 = rb::Dice{2, 6, 0}.roll(expect);
        const auto t8 = rb::Dice{2, 6, 0}.roll(expect);
        expect.roll(rb::Chance::always());
        const auto m7 = rb::Dice{1, 20, 0}.roll(expect);
        const auto m8 = rb::Dice{1, 20, 0}.roll(expect);
        const std::vector<std::string> expected{
            "damage 7 " + std::to_string(t7) + " kind 1 by 1", "damage 8 " + std::to_string(t8) + " kind 1 by 1",
            "mend 7 " + std::to_string(m7) + " by 1", "mend 8 " + std::to_string(m8) + " by 1"};

        rb::RandomStreams streams(42);
        RecordingWorld first;
        rb::landEffects(*b.list, landingOn(targets, cells), first, streams.ability());
        QCOMPARE(joined(first.log), joined(expected));

        // The same seed rolls the same, and a game's own stream drawn in
        // between leaves the ability stream's rolls unchanged.
        rb::RandomStreams again(42);
        for (int i = 0; i < 50; ++i)
            again.stream("my game's loot").next();
        RecordingWorld second;
        rb::landEffects(*b.list, landingOn(targets, cells), second, again.ability());
        QCOMPARE(joined(second.log), joined(expected));
        QCOMPARE(again.ability(), streams.ability());
    }

    void shoveStopsAtAWallAndPullStopsShortOfTheCentre()
    {
        const Built b = build(R"([{"kind": "Shove", "args": {"distance": 5}}])", basics());
        rb::Grid g(9, 9);
        g.setWall({7, 4});
        RecordingWorld w(g);
        w.actors = {{1, {5, 4}}, {2, {4, 3}}};
        rb::RandomStream s = rb::RandomStream::derive(1, rb::kAbilityStream);
        const std::vector<rb::EntityRef> targets{rb::EntityRef(1), rb::EntityRef(2)};
        rb::landEffects(*b.list, landingOn(targets, {}), w, s);
        QCOMPARE(joined(w.log), QString("move 1 to 6,4\nmove 2 to 4,0"));

        const Built pull = build(R"([{"kind": "Pull", "args": {"distance": 5}}])", basics());
        RecordingWorld p;
        p.actors = {{1, {8, 4}}};
        const std::vector<rb::EntityRef> one{rb::EntityRef(1)};
        rb::landEffects(*pull.list, landingOn(one, {}), p, s);
        QCOMPARE(joined(p.log), QString("move 1 to 5,4"));
    }

    void grantLandsALingeringEffectWithItsOwnSource()
    {
        rb::Registrations regs = rb::Registrations::engine();
        QVERIFY(regs.durations.add("until-dawn"));
        const rb::Definitions defs = basics(regs);
        const Built b = build(R"([{"kind": "Grant", "args": {"modifier": {"stat": "armor", "op": "Add", "value": 2}, "duration": "until-dawn"}}])", defs);
        QVERIFY2(b.lines.empty(), joined(b.lines).toUtf8());
        RecordingWorld w;
        w.actors = {{3, {4, 4}}, {4, {4, 5}}, {5, {4, 6}}}; // 5 stands where it does not land
        rb::RandomStream s = rb::RandomStream::derive(1, rb::kAbilityStream);
        const std::vector<rb::EntityRef> targets{rb::EntityRef(3), rb::EntityRef(60), rb::EntityRef(4)}; // 60: a prop
        rb::landEffects(*b.list, landingOn(targets, {}), w, s);
        QCOMPARE(w.granted.size(), std::size_t(2)); // a prop takes no lingering effect
        QCOMPARE(w.granted[1].first, std::uint64_t(4));
        QCOMPARE(w.granted[0].second.source, rb::Source::effect(100));
        QCOMPARE(w.granted[1].second.source, rb::Source::effect(102)); // the prop drew 101: numbers stay as they were
        QVERIFY(w.granted[0].second.duration.lingering());
        // Removing the item that granted it does not touch it: its source is the effect's own.
        rb::StatBlock block;
        QVERIFY(block.effects().add(w.granted[0].second, defs.durations));
        QCOMPARE(block.removeBySource(rb::Source::item(0)), std::size_t(0));
        QCOMPARE(block.effects().size(), std::size_t(1));
    }

    void fieldKindsExistOnlyWithTheirFields()
    {
        const rb::Definitions bare = basics(rb::Registrations::bare());
        const Built b = build(R"([{"kind": "Ignite", "args": {"turns": 2}}, {"kind": "Emit", "args": {"gas": "smoke", "amount": 5}}])", bare);
        const std::vector<std::string> expected{
            R"(items[0] "thing": effects[0].kind: effect kind "Ignite" needs fire, which this game does not have)",
            R"(items[0] "thing": effects[1].kind: effect kind "Emit" needs gas, which this game does not have)",
        };
        QCOMPARE(joined(b.lines), joined(expected));
        QVERIFY(!rb::Registrations::bare().effectKinds.find("Ignite"));
        QVERIFY(rb::Registrations::engine().effectKinds.find("Ignite"));
        QVERIFY(rb::Registrations::engine().effectKinds.find("Emit"));
    }

    void aGameRegistersItsOwnKindsAndMomentsBeforeBuilding()
    {
        const char* content = R"({"format": "rulebench/1", "moments": [{"name": "overheat"}],
            "items": [{"name": "blaster", "triggers": [{"on": "jammed", "effects": [{"kind": "Shout", "args": {"text": "argh"}}]},
                                                        {"on": "overheat", "effects": [{"kind": "Shout", "args": {"text": "hot"}}]}]}]})";
        const auto load = rb::loadContent(content);
        QVERIFY(load.diagnostics.empty());
        rb::Diagnostics plain;
        rb::buildDefinitions(*load.spec, plain);
        QCOMPARE(plain.size(), std::size_t(3)); // an unknown moment and two unknown kinds

        rb::Registrations regs = rb::Registrations::engine();
        QVERIFY(regs.effectKinds.add<Shout>());
        QVERIFY(regs.moments.add(rb::MomentDef{"jammed"}));
        // A name taken is refused, saying so, and nothing is added.
        const std::size_t kinds = regs.effectKinds.size();
        const rb::Result<rb::EffectKindId> again = regs.effectKinds.add<Shout>();
        QVERIFY(!again);
        QCOMPARE(QString::fromStdString(again.why()),
                 QString("an effect kind named \"Shout\" is registered already; give yours a name of its own"));
        QCOMPARE(regs.effectKinds.size(), kinds);
        QCOMPARE(QString::fromStdString(regs.moments.add(rb::MomentDef{"hit"}).why()), QString("the name \"hit\" is taken already"));
        QCOMPARE(QString::fromStdString(regs.durations.add("end-of-turn").why()),
                 QString("\"end-of-turn\" is one of the engine's own durations"));
        rb::Diagnostics d;
        const rb::Definitions defs = rb::buildDefinitions(*load.spec, regs, d);
        QVERIFY2(d.empty(), joined(formatted(d)).toUtf8());
        // The engine's six first with fixed ids, then the game's, then the file's.
        QCOMPARE(defs.moments[rb::kMomentUse].name, std::string("use"));
        QCOMPARE(defs.moments[rb::kMomentDestroyed].name, std::string("destroyed"));
        QCOMPARE(defs.moments.find("jammed")->value, 6u);
        QCOMPARE(defs.moments.find("overheat")->value, 7u);
        const auto& triggers = *defs.items[rb::ItemId{0}].triggers;
        QCOMPARE(rb::describe(triggers[0], defs.moments), std::string("on jammed: shouts \"argh\""));
    }

    void kindsPublishTheirArguments()
    {
        const rb::Registrations regs = rb::Registrations::engine();
        const auto& harm = regs.effectKinds[*regs.effectKinds.find("Harm")];
        QCOMPARE(harm.args.size(), std::size_t(2));
        QCOMPARE(harm.args[0].name, std::string("kind"));
        QCOMPARE(rb::toString(harm.args[0].type), std::string_view("damage kind"));
        QCOMPARE(rb::toString(harm.args[1].type), std::string_view("dice"));
        const auto& afflict = regs.effectKinds[*regs.effectKinds.find("Afflict")];
        QVERIFY(!afflict.args[1].required);
        QVERIFY(!afflict.args[1].help.empty());
        QCOMPARE(regs.effectKinds.names(),
                 (std::vector<std::string>{"Harm", "Mend", "Afflict", "Cure", "Shove", "Pull", "Cue", "Grant", "Ignite", "Emit"}));
    }

    void theSchemaListsEveryKindAndItsArguments()
    {
        const rb::OrderedJson s = rb::effectEntrySchema(rb::Registrations::engine().effectKinds);
        QCOMPARE(s["oneOf"].size(), std::size_t(10));
        const rb::OrderedJson& harm = s["oneOf"][0];
        QCOMPARE(harm["properties"]["kind"]["const"].get<std::string>(), std::string("Harm"));
        QCOMPARE(harm["properties"]["args"]["required"].dump(), std::string(R"(["kind","roll"])"));
        // Titled and described as a field row is: a label and a sentence.
        QCOMPARE(harm["properties"]["args"]["properties"]["roll"]["title"].get<std::string>(), std::string("Roll"));
        QCOMPARE(harm["properties"]["args"]["properties"]["kind"]["title"].get<std::string>(), std::string("Damage kind"));
        QCOMPARE(harm["properties"]["args"]["properties"]["roll"]["description"].get<std::string>(),
                 std::string("How much damage, rolled for each: 3d6, 2d4+1, d20, a whole number or a formula "
                             "(=2 + user.stat(strength) / 2)."));
        // A whole argument that takes a formula says so: a number between its bounds, or text that begins with "=".
        const rb::OrderedJson& shove = s["oneOf"][4]["properties"]["args"]["properties"]["distance"];
        QCOMPARE(shove["anyOf"][0]["maximum"].get<std::int64_t>(), rb::kMaxShoveDistance);
        QCOMPARE(shove["anyOf"][1]["pattern"].get<std::string>(), std::string("^\\s*="));
        QVERIFY(rb::effectEntrySchema(rb::Registrations::bare().effectKinds)["properties"]["kind"]["enum"].dump().find("Ignite") == std::string::npos);

        // The published schema lists the same kinds with the same arguments.
        std::ifstream in(rb::test::sourcePath("/resources/schema/rulebench.schema.json"));
        const rb::Json published = rb::Json::parse(in)["definitions"]["effect"];
        QCOMPARE(published["properties"]["kind"]["enum"].dump(), rb::Json::parse(s["properties"]["kind"]["enum"].dump()).dump());
        QCOMPARE(published["oneOf"].size(), s["oneOf"].size());
        for (std::size_t i = 0; i < s["oneOf"].size(); ++i) {
            const rb::Json mine = rb::Json::parse(s["oneOf"][i]["properties"].dump());
            const rb::Json theirs = published["oneOf"][i]["properties"];
            QCOMPARE(theirs["kind"].dump(), mine["kind"].dump());
            QCOMPARE(theirs["args"].value("required", rb::Json::array()).dump(), mine["args"].value("required", rb::Json::array()).dump());
            std::vector<std::string> a, b;
            for (auto it = theirs["args"]["properties"].begin(); it != theirs["args"]["properties"].end(); ++it)
                a.push_back(it.key());
            for (auto it = mine["args"]["properties"].begin(); it != mine["args"]["properties"].end(); ++it)
                b.push_back(it.key());
            QCOMPARE(a, b);
        }
    }
};

QTEST_APPLESS_MAIN(TestEffects)
#include "test_effects.moc"
