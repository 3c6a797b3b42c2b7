// The table of event key words: every word an event can carry has exactly one
// row, every row is carried by some event, an action's event takes its word
// from the action's row, and README's list of amounts is the table's. And the
// typed events a game reads: one struct a kind, holding that kind's fields.
#include "source_dir.h"
#include <QtTest>

#include "diagnostic_text.h"
#include "rulebench/content/build.h"
#include "rulebench/content/content.h"
#include "rulebench/grid/map_text.h"
#include "rulebench/world/action_spec.h"
#include "rulebench/world/event_words.h"
#include "rulebench/world/typed_events.h"
#include "rulebench/world/world.h"

#include <algorithm>
#include <set>

using namespace rb;

namespace {
using K = WorldEvent::Kind;

std::shared_ptr<const Definitions> demoDefinitions()
{
    const ContentLoad load = loadContent(rb::test::readFile(rb::test::sourcePath("/resources/demo/demo.rules.json")));
    Diagnostics d;
    auto defs = std::make_shared<Definitions>(buildDefinitions(*load.spec, d));
    if (d.hasErrors())
        qFatal("the demo content has errors");
    return defs;
}

WorldEvent sample(K kind)
{
    WorldEvent e;
    e.kind = kind;
    e.who = "hero";
    return e;
}

// An event of every kind and, for the kinds whose events carry one of several
// words, one for each thing that tells them apart: every word an event can
// carry, whatever the table says.
std::vector<WorldEvent> everyEvent()
{
    std::vector<WorldEvent> out;
    for (int k = 0; k <= static_cast<int>(K::DividedByZero); ++k)
        out.push_back(sample(static_cast<K>(k)));
    WorldEvent mend = sample(K::Damage);
    mend.raw = mend.amount = -2;
    mend.mend = true;
    out.push_back(mend);
    WorldEvent mendOfNothing = sample(K::Damage); // a Mend that came to 0: still a mend
    mendOfNothing.raw = mendOfNothing.amount = 0;
    mendOfNothing.mend = true;
    out.push_back(mendOfNothing);
    for (int c = 0; c <= static_cast<int>(StatusChange::Replaced); ++c) {
        WorldEvent e = sample(K::Status);
        e.setStatusEvent(StatusEvent{.change = static_cast<StatusChange>(c)});
        out.push_back(e);
    }
    for (auto q : {QuestChange::Kind::Progress, QuestChange::Kind::ObjectiveDone, QuestChange::Kind::QuestDone,
                   QuestChange::Kind::QuestOpened}) {
        WorldEvent e = sample(K::Quest);
        e.detail = QuestChange{.kind = q};
        out.push_back(e);
    }
    WorldEvent usedUp = sample(K::ChargeSpent);
    usedUp.raw = 1;
    out.push_back(usedUp);
    WorldEvent remnant = sample(K::Triggered);
    remnant.raw = 1;
    out.push_back(remnant);
    return out;
}

bool carries(const EventWord& row, const WorldEvent& e) { return row.kind == e.kind && (!row.carries || row.carries(e)); }
} // namespace

class TestEventWords : public QObject {
    Q_OBJECT
private slots:
    void everyKindReadsAsItsOwnStruct()
    {
        for (const WorldEvent& e : everyEvent())
            QCOMPARE(typed(e).index(), static_cast<std::size_t>(e.kind));
        WorldEvent mend = sample(K::Damage);
        mend.raw = mend.amount = -2;
        mend.mend = true;
        QVERIFY(std::get<event::Damage>(typed(mend)).mended());
        mend.raw = mend.amount = 0;
        QVERIFY(std::get<event::Damage>(typed(mend)).mended());
        QVERIFY(!std::get<event::Damage>(typed(sample(K::Damage))).mended());
        WorldEvent usedUp = sample(K::ChargeSpent);
        usedUp.raw = 1;
        QVERIFY(std::get<event::ChargeSpent>(typed(usedUp)).usedUp);
        QVERIFY(!std::get<event::ChargeSpent>(typed(sample(K::ChargeSpent))).usedUp);
        WorldEvent cast = sample(K::Decided);
        cast.at = {3, 2};
        cast.ability = AbilityId{2};
        cast.other = "rat";
        const auto decided = std::get<event::Decided>(typed(cast));
        QVERIFY(decided.at == (Cell{3, 2}) && decided.ability == AbilityId{2} && decided.about == "rat");
    }

    // A status change keeps its two words in the event's strings and a cue
    // its look: what goes in comes back out, and the typed events read it.
    void aStatusChangeAndACueKeepTheirWords()
    {
        const StatusEvent change{.change = StatusChange::Refused, .target = ActorRef(4), .status = StatusId{3},
                                 .instance = 7, .turnsBefore = 2, .turnsLeft = 5, .by = EntityRef(9), .turnsAsked = 6,
                                 .reason = "immune: stone-form", .via = "fire blade, on hit"};
        WorldEvent status = sample(K::Status);
        status.setStatusEvent(change);
        QCOMPARE(status.statusEvent(), change);
        QCOMPARE(std::get<event::Status>(typed(status)).change, change);
        WorldEvent damage = sample(K::Damage);
        damage.text = "bleeding";
        QVERIFY(damage.statusEvent().reason.empty() && damage.statusEvent().via.empty());

        WorldEvent cue = sample(K::Cue);
        cue.detail = std::vector<Cell>{{1, 2}, {2, 2}};
        cue.setLook(Look{"*", "#ff7a30"});
        const auto typedCue = std::get<event::Cue>(typed(cue));
        QCOMPARE(typedCue.look, (Look{"*", "#ff7a30"}));
        QCOMPARE(typedCue.cells, (std::vector<Cell>{{1, 2}, {2, 2}}));
        QCOMPARE(status.look(), Look{});
    }

    // A turn overwrites last turn's events where they stand: an event reused
    // for a kind is the fresh event of that kind, whatever it held before,
    // and its strings keep their room.
    void aReusedEventIsAFreshOne()
    {
        const std::string longWord(40, 'x'); // past the strings' own room, so they hold heap room
        const std::vector<WorldEvent::Detail> details = {
            WorldEvent::StatusNumbers{.status = StatusId{2}, .turnsLeft = 3},
            Decision{.steps = 4, .hostiles = 1, .allies = 2, .item = ItemId{3}, .dx = 1, .dy = 0, .fleeBelow = 50,
                     .choice = Decision::Choice::Flee, .why = Decision::Why::Nearest, .helps = true},
            Fact::of(FactKindId{1}).times(3),
            CounterChange{.counter = CounterId{1}, .value = 7},
            QuestChange{.kind = QuestChange::Kind::QuestDone, .quest = QuestId{1}},
            std::vector<Cell>{{1, 1}},
        };
        for (const WorldEvent::Detail& detail : details)
            for (int k = 0; k <= static_cast<int>(K::DividedByZero); ++k) {
                WorldEvent used;
                used.kind = K::Triggered;
                used.who = used.other = used.action = used.text = longWord;
                used.detail = detail;
                used.aboutActor = false;
                used.hasDamageKind = true;
                used.how = DamageHow::Tick;
                used.from = {1, 2};
                used.at = {3, 4};
                used.actorKind = ActorId{5};
                used.faction = FactionId{6};
                used.damageKind = DamageKindId{7};
                used.trigger = 8;
                used.amount = 9;
                used.raw = 10;
                used.status = StatusId{11};
                used.item = ItemId{12};
                used.prop = PropId{13};
                used.ability = AbilityId{14};
                used.reuseAs(static_cast<K>(k));
                WorldEvent fresh;
                fresh.kind = static_cast<K>(k);
                QCOMPARE(used, fresh);
                QVERIFY(used.who.capacity() >= longWord.size() && used.text.capacity() >= longWord.size());
            }
    }

    // The first example's three turns, read typed as a game would: each
    // struct holds what the log's line says.
    void aGameReadsATurnTyped()
    {
        const auto defs = demoDefinitions();
        WorldSettings settings;
        settings.health = *defs->stats.find("health");
        World w(defs, readMapText("##########\n#........#\n#........#\n##########\n").map->grid(), settings, 1);
        const ItemId grenade = *defs->items.find("frag grenade");
        QVERIFY(w.place("hero", *defs->actors.find("hero"), {1, 1}));
        QVERIFY(w.place("rat", *defs->actors.find("rat"), {5, 2}));
        QVERIFY(w.place("rat2", *defs->actors.find("rat"), {8, 1}));
        QVERIFY(w.give("hero", grenade, false));
        QStringList read;
        const auto visitor = Overloaded{
            [&](const event::Thrown& t) { read << QString("thrown %1 %2 %3").arg(t.who.c_str(), t.itemName.c_str(), cellText(t.at).c_str()); },
            [&](const event::Triggered& t) {
                read << QString("triggered %1 on %2 by %3: %4 cells, %5 target").arg(t.carrier.c_str(), t.moment.c_str(), t.setOffBy.c_str())
                            .arg(t.cells.size()).arg(t.targets);
            },
            [&](const event::ChargeSpent& c) { read << QString("spent %1 %2 left%3").arg(c.carrier.c_str()).arg(c.left).arg(c.usedUp ? ", used up" : ""); },
            [&](const event::Damage& d) {
                read << QString("damage %1 %2 %3 by %4 %5").arg(d.who.c_str()).arg(d.amount).arg(defs->damageKinds[*d.kind].name.c_str(), d.credit.c_str(),
                                                                                               QString::fromStdString(std::string(wordOf(kDamageHows, d.how))));
            },
            [&](const event::Death& d) { read << QString("death %1 by %2").arg(d.who.c_str(), d.credit.c_str()); },
            [&](const event::Moved& m) { read << QString("moved %1 %2 -> %3").arg(m.who.c_str(), cellText(m.from).c_str(), cellText(m.to).c_str()); },
            [&](const event::Attacked& a) { read << QString("attacked %1 -> %2: %3 rolled %4").arg(a.who.c_str(), a.target.c_str(), a.dice.c_str()).arg(a.rolled); },
            [&](const event::Counter& c) { read << QString("counter %1 = %2").arg(defs->counters[c.change.counter].name.c_str()).arg(c.change.value); },
            [](const auto&) {}};
        for (const std::vector<Action>& turn : {std::vector{Action::throwAt("hero", grenade, {5, 2})},
                                                std::vector{Action::moveTo("hero", {7, 1})},
                                                std::vector{Action::attack("hero", "rat2")}})
            for (const WorldEvent& e : w.step(turn).events)
                std::visit(visitor, typed(e));
        QCOMPARE(read, (QStringList{"thrown hero frag grenade (5,2)", "triggered frag grenade on land by hero: 6 cells, 1 target",
                                    "spent frag grenade 0 left, used up", "damage rat 17 kinetic by hero effect", "death rat by hero",
                                    "counter kills = 1", "moved hero (1,1) -> (7,1)", "attacked hero -> rat2: 1d6+4 rolled 10",
                                    "damage rat2 10 kinetic by hero blow", "death rat2 by hero", "counter kills = 2"}));
    }

    void everyWordAnEventCarriesHasOneRow()
    {
        const auto defs = demoDefinitions();
        std::set<const EventWord*> carried;
        for (const WorldEvent& e : everyEvent()) {
            const auto rows = std::count_if(eventWords().begin(), eventWords().end(),
                                            [&](const EventWord& row) { return carries(row, e); });
            const std::string which = "an event of kind " + std::to_string(static_cast<int>(e.kind)) + " (status change "
                + std::to_string(static_cast<int>(e.statusEvent().change)) + ", raw " + std::to_string(e.raw) + ") has "
                + std::to_string(rows) + " rows";
            QVERIFY2(rows == 1, which.c_str());
            const EventWord& row = eventWordOf(e);
            QVERIFY(carries(row, e));
            carried.insert(&row);
            // The key starts with the row's word, the line of the log is the row's.
            const std::string key = eventKey(*defs, e);
            const std::string word(keyWordOf(row));
            QVERIFY2(key.rfind(word, 0) == 0 && (key.size() == word.size() || key[word.size()] == ':' || key[word.size()] == '@'),
                     key.c_str());
            QCOMPARE(eventText(*defs, e), row.text(*defs, e));
            QVERIFY(eventText(*defs, e) != "?");
        }
        // And the other way: every row is some event's.
        for (const EventWord& row : eventWords())
            QVERIFY2(carried.contains(&row), std::string(keyWordOf(row)).c_str());
    }

    void rowsAreInKindOrder()
    {
        for (std::size_t i = 1; i < eventWords().size(); ++i)
            QVERIFY(eventWords()[i - 1].kind <= eventWords()[i].kind);
        QCOMPARE(eventWords().back().kind, K::DividedByZero);
    }

    // Each row has its log text, and a kind with several rows says which event carries each.
    void aKindWithSeveralRowsSaysWhichEventCarriesEach()
    {
        const auto rows = eventWords();
        for (std::size_t i = 0; i < rows.size(); ++i) {
            const bool several = (i > 0 && rows[i - 1].kind == rows[i].kind)
                                 || (i + 1 < rows.size() && rows[i + 1].kind == rows[i].kind);
            const std::string word(keyWordOf(rows[i]));
            QVERIFY2(rows[i].text != nullptr, word.c_str());
            QVERIFY2(several == (rows[i].carries != nullptr), word.c_str());
        }
    }

    void anActionsEventTakesItsWordFromTheActionsRow()
    {
        for (const ActionRow& action : actionRows()) {
            if (!action.reports) {
                QVERIFY(action.keyWord.empty());
                continue;
            }
            const EventWord& row = eventWordOf(sample(*action.reports));
            QVERIFY(row.word.empty());
            QCOMPARE(keyWordOf(row), action.keyWord);
            // The key names the item or ability as the action takes one.
            QCOMPARE(row.detail != nullptr, action.takes(ActionField::Item) || action.takes(ActionField::Ability));
        }
        for (const EventWord& row : eventWords())
            QCOMPARE(row.word.empty(), actionRowReporting(row.kind) != nullptr);
    }

    void keyWordsAreTheTablesWords()
    {
        std::set<std::string> words;
        for (const EventWord& row : eventWords())
            words.emplace(keyWordOf(row));
        const std::vector<std::string> listed = eventKeyWords();
        QCOMPARE(listed, std::vector<std::string>(words.begin(), words.end()));
        QVERIFY(!words.contains(""));
        // "refused" is an action's refusal and a status's: two rows, one word.
        QVERIFY(words.contains("refused") && words.contains("applied") && words.contains("picked-up"));
    }

    void amountsAreTheRows()
    {
        WorldEvent hit = sample(K::Damage);
        hit.raw = 5;
        hit.amount = 4;
        QCOMPARE(eventWordOf(hit).amount.of(hit, 0), std::int64_t(4));
        WorldEvent mend = sample(K::Damage);
        mend.raw = mend.amount = -3;
        mend.mend = true;
        QCOMPARE(eventWordOf(mend).amount.of(mend, 0), std::int64_t(3));
        WorldEvent counter = sample(K::Counter);
        counter.detail = CounterChange{.counter = {}, .value = 7};
        QCOMPARE(eventWordOf(counter).amount.of(counter, 5), std::int64_t(2));
        QVERIFY(!eventWordOf(sample(K::Death)).amount.of);
    }

    // The manual's "Batch runs" (docs/batch-and-balance.md) lists what each
    // word adds to a sum, as the table says.
    void theManualListsTheAmounts()
    {
        std::string amounts;
        for (const EventWord& row : eventWords())
            if (row.amount.of)
                amounts += (amounts.empty() ? "" : ", ") + ("`" + std::string(keyWordOf(row)) + "` ") + std::string(row.amount.means);
        amounts += "; `1` for any other event";
        const std::string page = rb::test::readFile(rb::test::sourcePath("/docs/batch-and-balance.md"));
        QVERIFY2(page.find(amounts) != std::string::npos, ("docs/batch-and-balance.md does not say: " + amounts).c_str());
        for (const EventWord& row : eventWords())
            QCOMPARE(row.amount.means.empty(), row.amount.of == nullptr);
    }
};

QTEST_APPLESS_MAIN(TestEventWords)
#include "test_event_words.moc"
