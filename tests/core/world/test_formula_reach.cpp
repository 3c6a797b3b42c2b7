// Formulas in ranges, burst radii and quest targets
// (tests/data/world/formula_reach.rules.json), each worked by hand: an
// ability's and a throw's range read for who casts or throws, each time it is
// weighed; a burst's radius read for the caster, and for the thrower of what
// lands; a quest's target worked out once when the content is built. The
// roles that cannot exist there are refused in the designer's words; renames,
// references, Find usages and --vary's numbers see inside them.
#include "source_dir.h"
#include <QtTest>

#include "content_text.h"

#include "rulebench/batch/sensitivity.h"
#include "rulebench/content/content.h"
#include "rulebench/content/content_fields.h"
#include "rulebench/content/content_usages.h"
#include "rulebench/content/references.h"
#include "rulebench/content/trigger_build.h"
#include "rulebench/sandbox/scenario.h"
#include "rulebench/sandbox/session.h"

using namespace rb;

namespace {

std::string contentText() { return rb::test::readFile(rb::test::sourcePath("/tests/data/world/formula_reach.rules.json")); }

std::string replaced(std::string text, const std::string& from, const std::string& to)
{
    return rb::test::replacedOnce(std::move(text), from, to);
}

std::shared_ptr<const Definitions> definitions(const std::string& text = contentText())
{
    return rb::test::builtClean(text, "formula_reach.rules.json");
}

QString problems(const std::string& text) { return rb::test::lines(validateContent(text).diagnostics); }

// The hero at (1,1) in an open room 12 cells wide; rats where each test puts them.
World room(std::initializer_list<Cell> rats)
{
    ScenarioSpec spec;
    spec.content = "formula_reach.rules.json";
    spec.seed = 3;
    spec.map = {"############", "#..........#", "#..........#", "############"};
    Diagnostics d;
    auto s = buildScenario(spec, definitions(), d);
    if (!s)
        qFatal("the room does not build");
    World w = std::move(s->world);
    const Definitions& defs = w.definitions();
    if (!w.place("hero", *defs.actors.find("hero"), {1, 1}))
        qFatal("cannot place the hero");
    int n = 0;
    for (Cell at : rats)
        if (!w.place("rat" + std::to_string(++n), *defs.actors.find("rat"), at))
            qFatal("cannot place a rat");
    return w;
}

void afflict(World& w, const char* who, const char* name)
{
    w.step({Action::afflict(who, *w.definitions().statuses.find(name), 9, "hero")});
}

// Who a turn's blows hit, in the log's order.
QStringList hit(const TurnReport& r)
{
    QStringList out;
    for (const WorldEvent& e : r.events)
        if (e.kind == WorldEvent::Kind::Damage)
            out << QString::fromStdString(e.who);
    return out;
}

QString why(const World& w, const Action& a) { return QString::fromStdString(w.whyNot(a).value_or("allowed")); }

} // namespace

class TestFormulaReach : public QObject {
    Q_OBJECT
private slots:
    void anAbilitysRangeIsReadForItsCasterEachTime()
    {
        World w = room({{4, 1}});
        const Action lash = Action::castOn("hero", *w.definitions().abilities.find("lash"), "rat1");
        // 1 + arm span 1 = 2; the rat is 3 away.
        QVERIFY2(why(w, lash).contains("lash reaches 2 cells"), qPrintable(why(w, lash)));
        afflict(w, "hero", "long arms"); // arm span 3: 1 + 3 = 4
        QCOMPARE(why(w, lash), QString("allowed"));
        QCOMPARE(hit(w.step({lash})), QStringList{"rat1"});
        QCOMPARE(QString::fromStdString(describe(w.definitions().abilities[*w.definitions().abilities.find("lash")],
                                                 w.definitions().stats)),
                 QString("lash: at an actor within (1 + user.stat(\"arm span\")): 1 kinetic damage"));
    }

    void aThrowsRangeIsReadForItsThrower()
    {
        World w = room({});
        const ItemId dart = *w.definitions().items.find("dart");
        QVERIFY(w.give("hero", dart, false));
        const Action far = Action::throwAt("hero", dart, {4, 1});
        QVERIFY2(why(w, far).contains("dart reaches 2 cells"), qPrintable(why(w, far))); // 1 + 1
        afflict(w, "hero", "long arms");
        QCOMPARE(why(w, far), QString("allowed")); // 1 + 3 = 4
    }

    void aCastsRadiusIsReadForItsCaster()
    {
        // quake at (6,1): radius strength 6 / 3 = 2 reaches the rat at (8,1), not the one at (9,1).
        World w = room({{8, 1}, {9, 1}});
        const Action quake = Action::castAt("hero", *w.definitions().abilities.find("quake"), {6, 1});
        QCOMPARE(hit(w.step({quake})), QStringList{"rat1"});
        afflict(w, "hero", "mighty"); // strength 9: 9 / 3 = 3
        QCOMPARE(hit(w.step({quake})), (QStringList{"rat1", "rat2"}));
    }

    void aThrownBurstsRadiusIsReadForItsThrower()
    {
        World w = room({{8, 1}, {9, 1}});
        const ItemId bomb = *w.definitions().items.find("bomb");
        QVERIFY(w.give("hero", bomb, false));
        QCOMPARE(hit(w.step({Action::throwAt("hero", bomb, {6, 1})})), QStringList{"rat1"}); // 6 / 3 = 2
        afflict(w, "hero", "mighty");
        QVERIFY(w.give("hero", bomb, false));
        QCOMPARE(hit(w.step({Action::throwAt("hero", bomb, {6, 1})})), (QStringList{"rat1", "rat2"})); // 9 / 3 = 3
        const auto& trigger = w.definitions().items[bomb].triggers->front();
        QCOMPARE(QString::fromStdString(describe(trigger, w.definitions().moments)),
                 QString("on land, a radius-(user.stat(strength) / 3) burst: 1 kinetic damage"));
    }

    void aRadiusDividedBy0GivesNoBurstAndSaysSo()
    {
        // The cast's radius: 6 / (strength 6 - 6) = 6 / 0, so 0: the aimed cell alone.
        const std::string text = replaced(contentText(), "\"quake\", \"aim\": \"cell\", \"range\": 8, \"area\": {\"burst\": "
                                                         "\"=user.stat(strength) / 3\"}",
                                          "\"quake\", \"aim\": \"cell\", \"range\": 8, \"area\": {\"burst\": "
                                          "\"=6 / (user.stat(strength) - 6)\"}");
        ScenarioSpec spec;
        spec.content = "formula_reach.rules.json";
        spec.map = {"######", "#....#", "######"};
        Diagnostics d;
        World z = std::move(buildScenario(spec, definitions(text), d)->world);
        QVERIFY(z.place("hero", *z.definitions().actors.find("hero"), {1, 1}));
        QVERIFY(z.place("rat", *z.definitions().actors.find("rat"), {3, 1}));
        const TurnReport r = z.step({Action::castAt("hero", *z.definitions().abilities.find("quake"), {2, 1})});
        QCOMPARE(hit(r), QStringList{}); // radius 0: (2,1) only, and nobody stands there
        QStringList zero;
        for (const WorldEvent& e : r.events)
            if (e.kind == WorldEvent::Kind::DividedByZero)
                zero << QString::fromStdString(eventText(z.definitions(), e));
        QCOMPARE(zero, QStringList{"divided by 0 in the area of quake for hero: =6 / (user.stat(strength) - 6); that part "
                                   "gave 0"});
    }

    void aQuestsTargetIsWorkedOutWhenTheContentIsBuilt()
    {
        const auto defs = definitions();
        const QuestDef& cull = defs->quests[*defs->quests.find("cull")];
        QCOMPARE(cull.objectives.size(), std::size_t(2));
        QCOMPARE(cull.objectives[0].need.n, std::int64_t(6)); // 2 * 3
        QVERIFY(cull.objectives[0].need.mode == Need::Mode::Total);
        QCOMPARE(cull.objectives[1].need.n, std::int64_t(2)); // max(1, 10 / 4) = max(1, 2)
        QVERIFY(cull.objectives[1].need.mode == Need::Mode::Latest);
        // Its value must still be within the field's bounds, said with the formula.
        const QString zero = problems(replaced(contentText(), "\"=2 * 3\"", "\"=3 - 3\""));
        QVERIFY2(zero.contains("quests[0] \"cull\": objectives[0].need.total: a need is at least 1, got 0 (=3 - 3)"),
                 qPrintable(zero));
    }

    // Each place says which roles exist there, in the designer's words.
    void rolesThatCannotExistAreRefusedWhereTheFormulaIs()
    {
        const QString rangeTarget = problems(replaced(contentText(), "\"range\": \"=1 + user.stat(\\\"arm span\\\")\",",
                                                      "\"range\": \"=target.stat(strength)\","));
        QVERIFY2(rangeTarget.contains("abilities[0] \"lash\": range: column 2: no target here: a range is worked out "
                                      "before anyone is aimed at (read the user)"),
                 qPrintable(rangeTarget));
        const QString throwDice = problems(replaced(contentText(), "\"throw\": {\"range\": \"=1 + user",
                                                    "\"throw\": {\"range\": \"=1d4 + user"));
        QVERIFY2(throwDice.contains("items[0] \"dart\": throw.range: column 2: dice roll here each time the value is "
                                    "read: a formula here may read the state but not roll"),
                 qPrintable(throwDice));
        const QString radiusTarget = problems(replaced(contentText(), "\"range\": 8, \"area\": {\"burst\": \"=user",
                                                       "\"range\": 8, \"area\": {\"burst\": \"=target"));
        QVERIFY2(radiusTarget.contains("abilities[1] \"quake\": area.burst: column 2: no target here: a burst's radius "
                                       "is one for everyone it covers (read the user)"),
                 qPrintable(radiusTarget));
        const QString turn = problems(replaced(contentText(), "\"range\": 8, \"area\": {\"burst\": \"=user.stat(strength) / 3",
                                               "\"range\": 8, \"area\": {\"burst\": \"=turn"));
        QVERIFY2(turn.contains("abilities[1] \"quake\": area.burst: column 2: turn is read once"), qPrintable(turn));
        // A prop that lands as itself credits itself: its radius has no user to read.
        const QString own = problems(replaced(contentText(), "\"lands_as_itself\": false", "\"lands_as_itself\": true"));
        QVERIFY2(own.contains("props[0] \"mine\": triggers[0].area.burst: column 2: no user here: this prop lands as "
                              "itself, so its landings have no user"),
                 qPrintable(own));
        QVERIFY(!problems(contentText()).contains("no user"));
        const QString questUser = problems(replaced(contentText(), "\"=2 * 3\"", "\"=2 * user.stat(strength)\""));
        QVERIFY2(questUser.contains("quests[0] \"cull\": objectives[0].need.total: column 6: no user here: a quest counts "
                                    "facts for the whole run; nobody threw, cast, wore or applied it"),
                 qPrintable(questUser));
        const QString questTarget = problems(replaced(contentText(), "\"=2 * 3\"", "\"=target.stacks(mighty)\""));
        QVERIFY2(questTarget.contains("quests[0] \"cull\": objectives[0].need.total: column 2: no target here: a quest's "
                                      "target is worked out once, when the content is built; no actor is read there"),
                 qPrintable(questTarget));
        const QString questDice = problems(replaced(contentText(), "\"=2 * 3\"", "\"=2 * 1d3\""));
        QVERIFY2(questDice.contains("objectives[0].need.total: column 6: dice roll here"), qPrintable(questDice));
        // A number keeps its bounds, said as before.
        const QString far = problems(replaced(contentText(), "\"throw\": {\"range\": 8}", "\"throw\": {\"range\": 80}"));
        QVERIFY2(far.contains("items[1] \"bomb\": throw.range: a throw's range is between 1 and 64, got 80"), qPrintable(far));
    }

    void aMisspeltNameInARangeIsRefusedAtItsColumn()
    {
        const QString text = problems(replaced(contentText(), "\"range\": \"=1 + user.stat(\\\"arm span\\\")\",",
                                               "\"range\": \"=1 + user.stat(\\\"arm spam\\\")\","));
        QVERIFY2(text.contains("abilities[0] \"lash\": range: column 16: no stat \"arm spam\" (did you mean \"arm span\"?)"),
                 qPrintable(text));
    }

    void renamesReferencesAndUsagesSeeInsideThem()
    {
        auto load = loadContent(contentText());
        QVERIFY(load.spec);
        ContentSpec& spec = *load.spec;
        QStringList sites;
        for (const ReferenceSite& r : findReferences(spec, "stats", "arm span"))
            sites << QString::fromStdString(r.definition + " " + r.field);
        QCOMPARE(sites, (QStringList{"long arms modifiers[0].stat", "dart throw.range", "lash range", "hero stats.arm span"}));
        QStringList strength;
        for (const ContentUsage& u : contentUsages(spec, contentFields(), "stats", "strength"))
            strength << QString::fromStdString(u.definition + " " + u.pointer);
        QVERIFY2(strength.contains("bomb /triggers/0/area/burst") && strength.contains("mine /triggers/0/area/burst")
                     && strength.contains("quake /area/burst"),
                 qPrintable(strength.join('\n')));
        renameReferences(spec, "stats", "arm span", "reach");
        renameReferences(spec, "stats", "strength", "might score");
        QCOMPARE(QString::fromStdString(spec.abilities[0].range->formula), QString("=1 + user.stat(reach)"));
        QCOMPARE(QString::fromStdString(spec.items[0].throwing->range.formula), QString("=1 + user.stat(reach)"));
        QCOMPARE(QString::fromStdString(spec.abilities[1].area->radius.formula),
                 QString("=user.stat(\"might score\") / 3"));
        QCOMPARE(QString::fromStdString(spec.items[1].triggers[0].area->radius.formula),
                 QString("=user.stat(\"might score\") / 3"));
        QCOMPARE(QString::fromStdString(spec.props[0].triggers[0].area->radius.formula),
                 QString("=user.stat(\"might score\") / 3"));
    }

    void variesNumbersInsideThem()
    {
        QStringList paths;
        for (const NumberField& f : numberFields(OrderedJson::parse(contentText())))
            paths << QString::fromStdString(f.vary.path + " " + f.from + " -> " + f.to);
        for (const char* expected : {"items.dart.throw.range#1 1 -> 2", "items.bomb.triggers.1.area.burst#1 3 -> 4",
                                     "abilities.lash.range#1 1 -> 2", "abilities.quake.area.burst#1 3 -> 4",
                                     "quests.cull.objectives.1.need.total#1 2 -> 3"})
            QVERIFY2(paths.contains(expected), qPrintable(expected + QString(" not in:\n") + paths.join('\n')));
    }
};

QTEST_APPLESS_MAIN(TestFormulaReach)
#include "test_formula_reach.moc"
