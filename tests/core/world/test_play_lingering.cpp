// Lingering effects in the saved play state: a run saved at any turn and
// resumed in a fresh world built from the same scenario goes on exactly as
// the straight run (every event, and the play state at the end), with
// effects granted for turns, the end of a turn, the encounter and the
// content's own durations, conditions and values over stats among them; a
// saved effect with a mistake, or a save of another format, is refused with
// the world left as it was.
#include "source_dir.h"
#include <QtTest>

#include "diagnostic_text.h"
#include "rulebench/sandbox/session.h"
#include "rulebench/world/play_spec.h"

using namespace rb;

namespace {
const std::string kScenario = rb::test::sourcePath("/tests/data/world/lingering.scenario.json");
constexpr std::int64_t kTurns = 14;

Session load()
{
    SessionLoad l = loadSession(kScenario);
    if (!l.session)
        qFatal("tests/data/world/lingering.scenario.json does not load");
    return std::move(*l.session);
}

// Every turn after `from`, one line an event: its turn, its words and its key.
QStringList log(const Session& s, std::int64_t from)
{
    QStringList out;
    for (const TurnReport& r : s.history()->reports())
        if (r.turn > from)
            for (const WorldEvent& e : r.events)
                out << QString("%1: %2 [%3]").arg(r.turn).arg(QString::fromStdString(eventText(*s.definitions(), e)),
                                                          QString::fromStdString(eventKey(*s.definitions(), e)));
    return out;
}

// The session resumed from `saved` in a fresh world built from its scenario,
// on `definitions` (the saved session's when none).
Session resumed(const Session& saved, std::shared_ptr<const Definitions> definitions = nullptr)
{
    Diagnostics d;
    ScenarioSpec spec = saved.withPlay();
    if (spec.play) // none at turn 0: nothing has been played
        spec.play = Json::parse(spec.play->dump()); // as a file would give it back
    auto s = Session::create(definitions ? definitions : saved.definitions(), spec, d);
    if (!s)
        qFatal("the saved play state does not restore: %s", qPrintable(rb::test::lines(d)));
    return std::move(*s);
}
} // namespace

class TestPlayLingering : public QObject {
    Q_OBJECT
private slots:
    void theStraightRunGrantsAndEndsOnEveryClock()
    {
        Session s = load();
        s.run(kTurns);
        const QString all = log(s, 0).join('\n');
        // What the test below resumes through: each clock ends something.
        for (const char* key : {"granted:end-of-round@hero", "lingering:end-of-round@hero", "lingering:turns(3)@rat1",
                                "lingering:end-of-turn@hero", "lingering:end-of-encounter@rat2",
                                "lingering:until-dawn@hero"})
            QVERIFY2(all.contains(QString("[%1]").arg(key)), key);
    }

    void aRunSavedAtEveryTurnGoesOnAsTheStraightOne()
    {
        Session straight = load();
        straight.run(kTurns);
        const std::string end = straight.world().savePlay();
        for (std::int64_t at = 0; at < kTurns; ++at) {
            Session first = load();
            first.run(at);
            Session rest = resumed(first, straight.definitions()); // World == asks for the same definitions
            QCOMPARE(rest.turn(), at);
            rest.run(kTurns - at);
            QCOMPARE(log(rest, at), log(straight, at));
            QCOMPARE(rest.world().savePlay(), end);
            QVERIFY2(rest.world() == straight.world(), qPrintable(QString("resumed at turn %1").arg(at)));
        }
    }

    void theStatsOfARestoredWorldAreTheSavedOnes()
    {
        Session s = load();
        s.run(2); // the horn's grants are on hero, rat1 and rat2
        const Session again = resumed(s);
        const StatId armor = *s.definitions()->stats.find("armor");
        const StatId focus = *s.definitions()->stats.find("focus");
        for (const char* id : {"hero", "rat1", "rat2"}) {
            QCOMPARE(again.world().value(*again.world().actor(id), armor), s.world().value(*s.world().actor(id), armor));
            QCOMPARE(again.world().value(*again.world().actor(id), focus), s.world().value(*s.world().actor(id), focus));
            QCOMPARE(again.world().actor(id)->holder.stats.effects().size(), s.world().actor(id)->holder.stats.effects().size());
        }
        QVERIFY(s.world().savePlay().find("\"lingering\"") != std::string::npos);
    }

    void aSavedEffectWithAMistakeIsRefused()
    {
        Session s = load();
        s.run(2);
        Json play = Json::parse(s.world().savePlay());
        Json& effect = play["actors"][0]["lingering"][0];
        effect["stat"] = "armour";
        effect["duration"] = "end-of-rund";
        World w = load().world();
        const std::string before = w.savePlay();
        const Result<void> restored = w.restorePlay(play.dump());
        QVERIFY(!restored);
        const QString problems = rb::test::lines(restored.problems());
        QVERIFY2(problems.contains("unknown stat \"armour\" (did you mean \"armor\"?)"), qPrintable(problems));
        QVERIFY2(problems.contains("unknown duration \"end-of-rund\" (did you mean \"end-of-round\"?)"), qPrintable(problems));
        QCOMPARE(w.savePlay(), before);
    }

    void aSaveNamesItsFormatAndOneOfAnotherIsRefused()
    {
        Session s = load();
        s.run(2);
        const std::string text = s.world().savePlay();
        const OrderedJson saved = OrderedJson::parse(text);
        QCOMPARE(saved.begin().key(), std::string("format")); // the first key
        QCOMPARE(saved["format"].get<std::string>(), std::string("rulebench-play/3"));

        Json later = Json::parse(saved.dump());
        later["format"] = "rulebench-play/4";
        World w = load().world();
        const std::string before = w.savePlay();
        const Result<void> refused = w.restorePlay(later.dump());
        QVERIFY(!refused);
        QCOMPARE(QString::fromStdString(refused.why()),
                 QString("format: unknown play format \"rulebench-play/4\"; this Rulebench reads \"rulebench-play/3\""));
        QCOMPARE(w.savePlay(), before);

        // One of rulebench-play/1, or written before the key existed, counted
        // turns left one lower: read so, it is this save again.
        Json older = Json::parse(saved.dump());
        int lowered = 0;
        for (Json& actor : older["actors"]) {
            for (Json& status : actor["statuses"])
                status["turns_left"] = status["turns_left"].get<std::int64_t>() - 1, ++lowered;
            if (actor.contains("lingering"))
                for (Json& effect : actor["lingering"])
                    if (effect.contains("turns_left"))
                        effect["turns_left"] = effect["turns_left"].get<std::int64_t>() - 1, ++lowered;
        }
        QVERIFY(lowered > 0);
        for (const char* format : {"rulebench-play/1", ""}) {
            if (*format)
                older["format"] = format;
            else
                older.erase("format");
            World again = load().world();
            QVERIFY(again.restorePlay(older.dump()));
            QCOMPARE(again.savePlay(), text);
        }
    }

    // A save of a format from a later Rulebench says so first and alone: not
    // after a list of the fields this version misses in it, nor beside them.
    void aSaveOfALaterFormatSaysSoAlone()
    {
        Json later = Json::parse(load().world().savePlay());
        later["format"] = "rulebench-play/99";
        later.erase("actors");
        later.erase("turn");
        later["weather"] = "rain";
        later["fire"] = 3;
        World w = load().world();
        const Result<void> refused = w.restorePlay(later.dump());
        QVERIFY(!refused);
        QCOMPARE(refused.problems().all().size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(refused.why()),
                 QString("format: unknown play format \"rulebench-play/99\"; this Rulebench reads \"%1\"")
                     .arg(QString::fromUtf8(rb::kPlayFormat.data(), qsizetype(rb::kPlayFormat.size()))));

        // So does a scenario that carries one as its "play".
        Session s = load();
        ScenarioSpec spec = s.spec();
        spec.play = later;
        Diagnostics d;
        QVERIFY(!buildScenario(spec, s.definitions(), d));
        QCOMPARE(d.all().size(), std::size_t(1));
        QVERIFY(QString::fromStdString(format(d.all().front())).startsWith("play.format: unknown play format"));
    }
};

QTEST_APPLESS_MAIN(TestPlayLingering)
#include "test_play_lingering.moc"
