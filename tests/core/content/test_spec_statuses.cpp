// Statuses in the content file: read, built by name, every mistake reported
// in one pass with its path and definition, stat cycles named, and saved back
// byte for byte.
#include "source_dir.h"
#include <QtTest>

#include "diagnostic_text.h"

#include "rulebench/content/build.h"
#include "rulebench/content/status_build.h"
#include "rulebench/content/references.h"
#include "rulebench/content/sections.h"
#include "rulebench/stats/describe.h"
#include "rulebench/stats/status_rules.h"

using namespace rb::test;

namespace {
struct Built {
    rb::Definitions defs;
    rb::Diagnostics diagnostics;
    std::vector<std::string> lines;
};

Built build(std::string_view text)
{
    Built b;
    const auto load = rb::loadContent(text);
    b.diagnostics = load.diagnostics;
    if (load.spec)
        b.defs = rb::buildDefinitions(*load.spec, b.diagnostics);
    b.lines = formatted(b.diagnostics);
    return b;
}

const char* kBasics = R"("format": "rulebench/1",
    "stats": [{"name": "health", "default": 20, "min": 0}, {"name": "armor", "default": 0, "min": 0},
              {"name": "charge", "default": 0}, {"name": "focus", "default": 0}],
    "damage_kinds": [{"name": "kinetic", "reduced_by": "armor"}, {"name": "thermal"}],
    "flags": [{"name": "cannot-move"}, {"name": "warded"}])";

std::string withStatuses(const std::string& statuses)
{
    return std::string("{") + kBasics + ", \"statuses\": " + statuses + "}";
}
} // namespace

class TestSpecStatuses : public QObject {
    Q_OBJECT
private slots:
    void buildsTheDesignShape()
    {
        const Built b = build(withStatuses(R"([
            {"name": "scorched", "badge": "s", "tick": {"kind": "thermal", "amount": 1}},
            {"name": "rooted", "stacking": "Ignore", "modifiers": [{"flag": "cannot-move"}]},
            {"name": "stoneskin", "stacking": "Stack",
             "modifiers": [{"stat": "armor", "op": "Add", "value": 2},
                           {"stat": "armor", "op": "MulPct", "value": 50,
                            "req": {"stat_at_most": {"stat": "health", "value": 5}}}]},
            {"name": "regenerating", "stacking": "Extend", "turns": 3, "tick": {"kind": "thermal", "amount": -2}},
            {"name": "charged", "badge": "\u26a1",
             "modifiers": [{"stat": "charge", "op": "Add", "value": {"statuses": "stoneskin", "times": 2},
                            "req": {"all": [{"not": {"has_status": "rooted"}}, {"any": [{"has_flag": "warded"}, {"stat_at_least": {"stat": "health", "value": 1}}]}]}}]}
        ])"));
        QVERIFY2(b.diagnostics.empty(), qPrintable(joined(b.lines)));
        const rb::Definitions& d = b.defs;
        QCOMPARE(d.statuses.size(), std::size_t(5));
        const rb::StatusDef& scorched = d.statuses[*d.statuses.find("scorched")];
        QCOMPARE(static_cast<int>(scorched.stacking), static_cast<int>(rb::Stacking::Refresh));
        QCOMPARE(scorched.badge, std::string("s"));
        QVERIFY(scorched.tick && scorched.tick->kind == *d.damageKinds.find("thermal") && scorched.tick->amount == 1);
        const rb::StatusDef& rooted = d.statuses[*d.statuses.find("rooted")];
        QCOMPARE(static_cast<int>(rooted.stacking), static_cast<int>(rb::Stacking::Ignore));
        QVERIFY(rooted.modifiers.at(0).type == rb::EffectType::flag(*d.flags.find("cannot-move")));
        const rb::StatusDef& stoneskin = d.statuses[*d.statuses.find("stoneskin")];
        QCOMPARE(stoneskin.modifiers.size(), std::size_t(2));
        QVERIFY(stoneskin.modifiers[1].type == rb::EffectType::stat(*d.stats.find("armor"), rb::StatOp::MulPct));
        QVERIFY(stoneskin.modifiers[1].req && stoneskin.modifiers[1].req->kind == rb::Condition::Kind::StatAtMost);
        QCOMPARE(*d.statuses[*d.statuses.find("regenerating")].turns, std::int64_t(3));
        const rb::StatusDef& charged = d.statuses[*d.statuses.find("charged")];
        QCOMPARE(charged.badge, std::string("\u26a1")); // one character, three bytes
        QVERIFY(charged.modifiers[0].value == rb::EffectValue::perStatus(*d.statuses.find("stoneskin"), 2));
    }

    // Built from the file and used: the conditional modifier and the
    // expression follow their holder.
    void builtStatusesWorkOnAHolder()
    {
        const Built b = build(withStatuses(R"([
            {"name": "stoneskin", "stacking": "Stack",
             "modifiers": [{"stat": "armor", "op": "Add", "value": 2},
                           {"stat": "armor", "op": "MulPct", "value": 50,
                            "req": {"stat_at_most": {"stat": "health", "value": 5}}}]},
            {"name": "charged", "modifiers": [{"stat": "charge", "op": "Add", "value": {"statuses": "stoneskin", "times": 3}}]}
        ])"));
        QVERIFY2(b.diagnostics.empty(), qPrintable(joined(b.lines)));
        const auto& d = b.defs;
        const rb::StatusId stoneskin = *d.statuses.find("stoneskin");
        const rb::StatId armor = *d.stats.find("armor"), health = *d.stats.find("health"), charge = *d.stats.find("charge");
        rb::Holder h;
        rb::afflict(d, h, {rb::ActorRef(1), stoneskin, 3, rb::EntityRef(2)});
        rb::afflict(d, h, {rb::ActorRef(1), stoneskin, 3, rb::EntityRef(2)});
        rb::afflict(d, h, {rb::ActorRef(1), *d.statuses.find("charged"), 3, rb::EntityRef(2)});
        const rb::Evaluator ev(d.stats, h);
        QCOMPARE(ev.value(armor), std::int64_t(4));
        QCOMPARE(ev.value(charge), std::int64_t(6));
        h.stats.setBase(health, 5);
        QCOMPARE(ev.value(armor), std::int64_t(9)); // 4 * 150% * 150% = 9
    }

    void explainsAStatInWords()
    {
        const Built b = build(withStatuses(R"([
            {"name": "stoneskin", "stacking": "Stack",
             "modifiers": [{"stat": "armor", "op": "Add", "value": 2},
                           {"stat": "armor", "op": "MulPct", "value": 50,
                            "req": {"stat_at_most": {"stat": "health", "value": 5}}}]},
            {"name": "charged", "modifiers": [{"stat": "armor", "op": "Add", "value": {"stat": "charge", "times": 2}}]}
        ])"));
        QVERIFY2(b.diagnostics.empty(), qPrintable(joined(b.lines)));
        const auto& d = b.defs;
        rb::Holder h;
        h.stats.setBase(*d.stats.find("charge"), 3);
        rb::afflict(d, h, {rb::ActorRef(1), *d.statuses.find("stoneskin"), 3, rb::EntityRef(2)});
        rb::afflict(d, h, {rb::ActorRef(1), *d.statuses.find("charged"), 3, rb::EntityRef(2)});
        h.stats.addModifier({*d.stats.find("armor"), rb::StatOp::AtMost, rb::EffectValue::number(100), rb::Source::item(41), {}});
        const rb::StatId armor = *d.stats.find("armor");
        const std::vector<std::string> words = rb::describe(rb::Evaluator(d.stats, h).explain(armor), h, d);
        const std::vector<std::string> want = {
            "base 0 (default)",
            "+2 from status stoneskin #1 = 2",
            "+6 [2 per point of charge] from status charged #2 = 8",
            "x150% from status stoneskin #1 = 8 (off: not health at most 5)",
            "at most 100 from item 41 = 8",
            "min 0 = 8",
        };
        QCOMPARE(joined(words), joined(want));
        QCOMPARE(rb::describe(rb::EffectType::stat(armor, rb::StatOp::MulPct), d), std::string("stat:armor:MulPct"));
        QCOMPARE(rb::describe(rb::EffectType::flag(*d.flags.find("warded")), d), std::string("flag:warded"));

        // Each installed effect in the content's words, with how long it lasts.
        std::vector<std::string> effects;
        for (const rb::Effect& e : h.stats.effects().all())
            effects.push_back(rb::describe(e, d));
        const std::vector<std::string> wantEffects = {
            "armor +2 (while active)", // the store keeps a stat's ops in order: Add, MulPct, ...
            "armor + 2 per point of charge (while active)",
            "armor x150% (while active)",
            "armor at most 100 (while active)",
        };
        QCOMPARE(joined(effects), joined(wantEffects));
        QCOMPARE(rb::describeChange(rb::EffectType::stat(armor, rb::StatOp::Add), rb::EffectValue::number(-3), d), std::string("armor -3"));
        QCOMPARE(rb::describeChange(rb::EffectType::flag(*d.flags.find("warded")), rb::EffectValue::number(1), d), std::string("warded"));
        QCOMPARE(rb::describeDuration(rb::Duration::turns(3), 2, d), std::string("2 turns left"));
        QCOMPARE(rb::describeDuration(rb::Duration::turns(3), 1, d), std::string("1 turn left"));
        QCOMPARE(rb::describeDuration(rb::Duration::endOfTurn(), 0, d), std::string("until the end of the turn"));
    }

    void everyMistakeInOnePass()
    {
        const auto v = rb::validateContent(readFile(rb::test::sourcePath("/tests/data/statuses/many-mistakes.rules.json")));
        QVERIFY(v.readable);
        const auto lines = formatted(v.diagnostics);
        const std::vector<std::string> want = {
            R"(statuses[7] "dazed": tick: missing "amount")",
            R"(statuses[7] "dazed": modifiers[0]: missing "value")",
            R"(statuses[7] "dazed": modifiers[1]: a modifier changes a stat ("stat", "op", "value") or raises a "flag", not both)",
            R"(statuses[7] "dazed": colour: unknown key "colour")",
            R"(statuses[6] "brave": name: duplicate status name "brave")",
            R"(statuses[0] "scorched": badge: a badge is one character, got "sc" (2 characters))",
            R"(statuses[0] "scorched": tick.kind: unknown damage kind "fire")",
            R"(statuses[1] "rooted": stacking: unknown stacking rule "Stak" (did you mean "Stack"?); stacking is Refresh, Extend, Stack or Ignore)",
            R"(statuses[1] "rooted": modifiers[0].flag: unknown flag "cannot-mvoe" (did you mean "cannot-move"?))",
            R"(statuses[2] "stoneskin": turns: turns must be at least 1, got 0)",
            R"(statuses[2] "stoneskin": modifiers[0].stat: unknown stat "armour" (did you mean "armor"?))",
            R"(statuses[2] "stoneskin": modifiers[1].op: unknown op "Mul"; an op is Add, MulPct, AtLeast or AtMost)",
            R"(statuses[2] "stoneskin": modifiers[1].req.stat_at_most.stat: unknown stat "helth" (did you mean "health"?))",
            R"(statuses[5] "brave": modifiers[0].value.statuses: unknown status "stonskin" (did you mean "stoneskin"?))",
            R"(statuses[5] "brave": modifiers[0].req.any[0].has_status: unknown status "frozen")",
            R"(statuses[7] "dazed": badge: the badge is empty; give it one character or remove it)",
            R"(statuses[4] "charged": modifiers[0].value: stat cycle: charge -> focus -> charge)",
        };
        std::vector<std::string> missing;
        for (const auto& w : want)
            if (std::find(lines.begin(), lines.end(), w) == lines.end())
                missing.push_back(w);
        QVERIFY2(missing.empty(), qPrintable("missing:\n" + joined(missing) + "\n\ngot:\n" + joined(lines)));
        // has_flg is misspelt too, reported where it was read.
        QVERIFY2(std::find(lines.begin(), lines.end(),
                           R"(statuses[5] "brave": modifiers[0].req.any[1].has_flg: unknown condition "has_flg" (did you mean "has_flag"?); a condition is one of has_status, has_flag, stat_at_most, stat_at_least, all, any or not)")
                     != lines.end(),
                 qPrintable(joined(lines)));
        QCOMPARE(v.diagnostics.errorCount(), want.size() + 1);
    }

    // Every mistake in the stacking policies, each at its own key, in one pass.
    void everyPolicyMistakeInOnePass()
    {
        const auto v = rb::validateContent(readFile(rb::test::sourcePath("/tests/data/statuses/policy-mistakes.rules.json")));
        QVERIFY(v.readable);
        const auto lines = formatted(v.diagnostics);
        const std::vector<std::string> want = {
            R"(statuses[0] "bleeding": max_stacks: max_stacks must be at least 1, got 0)",
            R"(statuses[0] "bleeding": overflow: unknown overflow "replace-olest" (did you mean "replace-oldest"?); it is refuse, replace-oldest or refresh-all)",
            R"(statuses[1] "scorched": max_stacks: max_stacks counts instances, and only Stack makes more than one: set "stacking" to Stack or remove max_stacks)",
            R"(statuses[2] "chilled": overflow: overflow says what happens beyond max_stacks: give "max_stacks" or remove overflow)",
            R"(statuses[2] "chilled": expire: unknown expire "some"; it is one or all)",
            R"(statuses[3] "warded": blocked_by[0]: unknown flag "stone-from" (did you mean "stone-form"?))",
            R"(statuses[3] "warded": removes[0]: a status cannot remove itself; remove "warded" from removes)",
            R"(statuses[3] "warded": removes[1]: unknown status "chiled" (did you mean "chilled"?))",
            R"(statuses[4] "dazed": per_applier: expected true or false, got text "yes")",
            R"(statuses[4] "dazed": removes: expected a list of names, got text "chilled")",
        };
        std::vector<std::string> missing;
        for (const auto& w : want)
            if (std::find(lines.begin(), lines.end(), w) == lines.end())
                missing.push_back(w);
        QVERIFY2(missing.empty(), qPrintable("missing:\n" + joined(missing) + "\n\ngot:\n" + joined(lines)));
        QCOMPARE(v.diagnostics.errorCount(), want.size());
    }

    // max_total: per applier only, at least 1; it gives overflow something to act on.
    void maxTotalNeedsPerApplier()
    {
        const Built b = build(withStatuses(R"([
            {"name": "marked", "stacking": "Stack", "max_stacks": 1, "per_applier": true, "max_total": 5,
             "overflow": "replace-oldest"},
            {"name": "hexed", "per_applier": true, "max_total": 2, "overflow": "refresh-all"},
            {"name": "cursed", "stacking": "Stack", "max_total": 3},
            {"name": "doomed", "per_applier": true, "max_total": 0},
            {"name": "dazed", "per_applier": true, "overflow": "refuse"}])"));
        const std::vector<std::string> want = {
            R"(statuses[2] "cursed": max_total: max_total caps every applier's instances together, and only per_applier counts them apart: set "per_applier" or use max_stacks)",
            R"(statuses[3] "doomed": max_total: max_total must be at least 1, got 0)",
            R"(statuses[4] "dazed": overflow: overflow says what happens beyond max_stacks or max_total: give one of them or remove overflow)",
        };
        QCOMPARE(b.lines, want);
        const rb::StatusDef& marked = b.defs.statuses[*b.defs.statuses.find("marked")];
        QCOMPARE(marked.maxTotal, std::optional<std::int64_t>(5));
        QCOMPARE(marked.maxStacks, std::optional<std::int64_t>(1));
        QVERIFY(marked.overflow == rb::Overflow::ReplaceOldest);
        const rb::StatusDef& hexed = b.defs.statuses[*b.defs.statuses.find("hexed")];
        QCOMPARE(hexed.maxTotal, std::optional<std::int64_t>(2));
        QVERIFY(hexed.overflow == rb::Overflow::RefreshAll);
    }

    void aStatCycleIsNamed()
    {
        // Through expressions and conditions, and a flag whose condition reads itself.
        const Built b = build(withStatuses(R"([
            {"name": "a", "modifiers": [{"stat": "charge", "op": "Add", "value": {"stat": "focus", "times": 2}}]},
            {"name": "b", "modifiers": [{"stat": "focus", "op": "AtLeast", "value": 1,
                                         "req": {"not": {"stat_at_least": {"stat": "armor", "value": 3}}}}]},
            {"name": "c", "modifiers": [{"stat": "armor", "op": "MulPct", "value": {"stat": "charge"}}]},
            {"name": "d", "modifiers": [{"stat": "health", "op": "Add", "value": {"stat": "health"}}]},
            {"name": "e", "modifiers": [{"flag": "warded", "req": {"has_flag": "warded"}}]},
            {"name": "f", "modifiers": [{"stat": "armor", "op": "Add", "value": {"stat": "health"}}]}
        ])"));
        QVERIFY2(b.lines.size() == 3, qPrintable(joined(b.lines)));
        QCOMPARE(b.lines[0], std::string(R"(statuses[3] "d": modifiers[0].value: stat cycle: health -> health)"));
        // Found from the first stat in the file's order, reported at the
        // modifier that closes it.
        QCOMPARE(b.lines[1], std::string(R"(statuses[1] "b": modifiers[0].req: stat cycle: armor -> charge -> focus -> armor)"));
        QCOMPARE(b.lines[2], std::string(R"(statuses[4] "e": modifiers[0].req: stat cycle: flag warded -> flag warded)"));
    }

    void noCycleWithoutOne()
    {
        // Many stats reading one another in a chain is fine.
        const Built b = build(withStatuses(R"([
            {"name": "a", "modifiers": [{"stat": "charge", "op": "Add", "value": {"stat": "focus"}},
                                        {"stat": "focus", "op": "Add", "value": {"stat": "armor"},
                                         "req": {"stat_at_least": {"stat": "health", "value": 1}}},
                                        {"stat": "armor", "op": "Add", "value": {"statuses": "a"}, "req": {"has_status": "a"}}]}
        ])"));
        QVERIFY2(b.diagnostics.empty(), qPrintable(joined(b.lines)));
    }

    void badgesCountCharactersNotBytes()
    {
        QCOMPARE(rb::codePointCount("s"), std::size_t(1));
        QCOMPARE(rb::codePointCount("\u2605"), std::size_t(1));
        QCOMPARE(rb::codePointCount("\U0001F525"), std::size_t(1));
        QCOMPARE(rb::codePointCount("\u2605\u2605"), std::size_t(2));
        const Built b = build(withStatuses(R"([{"name": "x", "badge": "\u2605\u2605"}, {"name": "y", "badge": "\ud83d\udd25"}])"));
        QCOMPARE(b.lines.size(), std::size_t(1));
        QVERIFY2(b.lines[0].find(R"(statuses[0] "x": badge: a badge is one character)") == 0, b.lines[0].c_str());
    }

    void malformedPiecesAreReportedAndKept()
    {
        const std::string text = withStatuses(R"([
            {"name": "x", "tick": "fire",
             "modifiers": [{"stat": "armor", "op": "Add", "value": "lots"},
                           {"stat": "armor", "op": "Add", "value": 1, "req": {"has_flag": "warded", "has_status": "x"}},
                           {"stat": "armor", "op": "Add", "value": 1, "req": {"all": {"has_flag": "warded"}}},
                           {"stat": "armor", "op": "Add", "value": {"stat": "charge", "statuses": "x"}},
                           {"stat": "armor", "op": "Add", "value": 2.5},
                           {"op": "Add", "value": 1}, {}]}
        ])");
        const Built b = build(text);
        const std::vector<std::string> want = {
            R"(statuses[0] "x": tick: expected an object, got text "fire")",
            R"(statuses[0] "x": modifiers[0].value: expected a number, a formula (text that begins with "=") or an expression such as {"stat": "charge", "times": 1}, got text "lots")",
            R"(statuses[0] "x": modifiers[1].req: a condition is an object with exactly one of has_status, has_flag, stat_at_most, stat_at_least, all, any or not, got 2 keys)",
            R"(statuses[0] "x": modifiers[2].req.all: expected a list of conditions, got an object)",
            R"(statuses[0] "x": modifiers[3].value: an expression reads "stat" or "statuses", not both)",
            R"(statuses[0] "x": modifiers[4].value: expected a whole number, got the number 2.5)",
            R"(statuses[0] "x": modifiers[5]: missing "stat")",
            R"(statuses[0] "x": modifiers[6]: a modifier needs "stat" with "op" and "value", or "flag")",
        };
        QCOMPARE(joined(b.lines), joined(want));
        // What would not read is saved as it was written.
        const auto load = rb::loadContent(text);
        const std::string saved = rb::serializeContent(*load.spec);
        const rb::Json again = rb::Json::parse(saved);
        const rb::Json original = rb::Json::parse(text);
        QCOMPARE(again["statuses"].dump(), original["statuses"].dump());
    }

    void referencesAreFoundAndRenamed()
    {
        rb::ContentSpec spec = *rb::loadContent(withStatuses(R"([
            {"name": "stoneskin", "stacking": "Stack", "tick": {"kind": "thermal", "amount": 1},
             "modifiers": [{"stat": "armor", "op": "MulPct", "value": {"stat": "health"},
                            "req": {"any": [{"stat_at_most": {"stat": "health", "value": 5}}, {"not": {"has_flag": "warded"}}]}},
                           {"flag": "warded", "req": {"has_status": "stoneskin"}},
                           {"stat": "charge", "op": "Add", "value": {"statuses": "stoneskin", "times": 2}}]}
        ])")).spec;
        const auto health = rb::findReferences(spec, "stats", "health");
        QCOMPARE(health.size(), std::size_t(2));
        QCOMPARE(health[0].field, std::string("modifiers[0].value.stat"));
        QCOMPARE(health[1].field, std::string("modifiers[0].req.any[0].stat_at_most.stat"));
        QCOMPARE(rb::findReferences(spec, "flags", "warded").size(), std::size_t(2));
        QCOMPARE(rb::findReferences(spec, "damage_kinds", "thermal").size(), std::size_t(1));
        rb::renameReferences(spec, "statuses", "stoneskin", "granite");
        QCOMPARE(spec.statuses[0].modifiers[1].req->name, std::string("granite"));
        QCOMPARE(spec.statuses[0].modifiers[2].value->name, std::string("granite"));

        const rb::SectionInfo* statuses = rb::findSection("statuses");
        QVERIFY(statuses);
        QCOMPARE(statuses->name(spec, 0), std::string("stoneskin"));
        QCOMPARE(statuses->get(spec, 0)["stacking"].get<std::string>(), std::string("Stack"));
    }

    void roundTripsByteForByte()
    {
        const std::string text = withStatuses(R"([
            {"name": "stoneskin", "badge": "o", "stacking": "Stack", "turns": 2, "tick": {"kind": "thermal", "amount": -1, "_why": "it heals"},
             "modifiers": [{"stat": "armor", "op": "Add", "value": 2, "_note": "x"},
                           {"stat": "armor", "op": "MulPct", "value": {"stat": "health"},
                            "req": {"any": [{"stat_at_most": {"stat": "health", "value": 5}}, {"not": {"has_flag": "warded"}}]}},
                           {"flag": "cannot-move", "req": {"has_status": "stoneskin"}},
                           {"stat": "charge", "op": "AtMost", "value": {"statuses": "stoneskin", "times": 2}}],
             "_ui": {"colour": "grey"}}
        ])");
        const auto load = rb::loadContent(text);
        QVERIFY(load.spec);
        QVERIFY2(load.diagnostics.empty(), qPrintable(joined(formatted(load.diagnostics))));
        const std::string saved = rb::serializeContent(*load.spec);
        QCOMPARE(rb::Json::parse(saved), rb::Json::parse(text));
        QCOMPARE(rb::serializeContent(*rb::loadContent(saved).spec), saved);
        // Key order: name, badge, stacking, turns, tick, modifiers.
        QVERIFY(saved.find("\"badge\"") < saved.find("\"stacking\""));
        QVERIFY(saved.find("\"stacking\"") < saved.find("\"turns\""));
        QVERIFY(saved.find("\"turns\"") < saved.find("\"tick\""));
        QVERIFY(saved.find("\"tick\"") < saved.find("\"modifiers\""));
        // Statuses come after flags in the file.
        QVERIFY(saved.find("\"flags\"") < saved.find("\"statuses\""));
    }
};

QTEST_APPLESS_MAIN(TestSpecStatuses)
#include "test_spec_statuses.moc"
