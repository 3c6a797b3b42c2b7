// The table of action kinds: one row a kind in Action::Kind order, its words
// the ones files and breakpoints use; an action named and built again is the
// same action; a written action reads back the same, keys in the order files
// have always had; "needs" and "takes no" come from the row.
#include "source_dir.h"
#include <QtTest>

#include "diagnostic_text.h"
#include "rulebench/content/build.h"
#include "rulebench/content/content.h"
#include "rulebench/world/action_spec.h"

#include <set>

using namespace rb;

namespace {
using rb::test::readFile;

std::shared_ptr<const Definitions> demoDefinitions()
{
    const ContentLoad load = loadContent(readFile(rb::test::sourcePath("/resources/demo/demo.rules.json")));
    Diagnostics d;
    auto defs = std::make_shared<Definitions>(buildDefinitions(*load.spec, d));
    if (d.hasErrors())
        qFatal("the demo content has errors");
    return defs;
}

// Any id and any cell will do: the world refuses what is not there.
class AnyIds final : public ActionContext {
public:
    using ActionContext::ActionContext;
    std::optional<std::string> actorId(const std::optional<std::string>& id, const Where&, bool) override { return id; }
    bool cellOk(Cell, const Where&) override { return true; }
};

// One action of every kind, built.
std::vector<Action> everyKind(const Definitions& defs)
{
    const ItemId grenade = *defs.items.find("frag grenade");
    const StatusId scorched = *defs.statuses.find("scorched");
    Fact killed = Fact::of(*defs.factKinds.find("killed"));
    killed.subject = defs.actors.find("rat")->value;
    killed.amount = 2;
    return {Action::move("hero", 1, -1),
            Action::moveTo("hero", {4, 2}),
            Action::use("hero", *defs.items.find("healing draught")),
            Action::throwAt("hero", grenade, {7, 3}),
            Action::pickUp("hero", grenade),
            Action::wear("hero", *defs.items.find("plate armour")),
            Action::takeOff("hero", *defs.items.find("plate armour")),
            Action::attack("hero", "rat"),
            Action::wait("rat"),
            Action::afflict("rat", scorched, 3, "hero"),
            Action::afflict("rat", *defs.statuses.find("overcharged"), std::nullopt),
            Action::cure("rat", scorched),
            Action::place("rat2", *defs.actors.find("rat"), {2, 2}),
            Action::placeProp("trap2", *defs.props.find("spike trap"), {3, 3}),
            Action::remove("trap2"),
            Action::feed(killed),
            Action::endEncounter(),
            Action::endDuration(*defs.durations.registered().find("end-of-round"))};
}

QStringList errors(const Diagnostics& d)
{
    QStringList out;
    for (const auto& x : d.all())
        out << QString::fromStdString(format(x));
    return out;
}
} // namespace

class TestActions : public QObject {
    Q_OBJECT
private slots:
    void oneRowAKindInOrder()
    {
        std::set<std::string_view> words;
        QCOMPARE(actionRows().size(), std::size_t(16));
        for (std::size_t i = 0; i < actionRows().size(); ++i) {
            const ActionRow& row = actionRows()[i];
            QCOMPARE(static_cast<std::size_t>(row.kind), i);
            QVERIFY(&actionRow(row.kind) == &row);
            QVERIFY(row.build && row.whyNot && row.apply);
            QVERIFY(words.insert(row.word).second);
            QCOMPARE(toString(row.kind), row.word);
            QVERIFY(parseActionKind(row.word) == row.kind);
            QCOMPARE(actionKindNames()[i], std::string(row.word));
            if (row.reports)
                QVERIFY(actionRowReporting(*row.reports) == &row);
        }
        QVERIFY(!parseActionKind("dance"));
        QCOMPARE(actionRow(Action::Kind::PickUp).keyWord, std::string_view("picked-up"));
        QVERIFY(actionRowReporting(WorldEvent::Kind::Death) == nullptr);
        for (std::size_t i = 0; i < actionFields().size(); ++i)
            QCOMPARE(static_cast<std::size_t>(actionFields()[i].field), i);
        QCOMPARE(actionField(ActionField::At).key, std::string_view("at"));
        QVERIFY(actionRow(Action::Kind::Throw).required.has(ActionField::At));
        QVERIFY(actionRow(Action::Kind::Afflict).takes(ActionField::By));
        QVERIFY(!actionRow(Action::Kind::Wait).takes(ActionField::Item));
    }

    // By name and back: the same action; written and read: the same names.
    void namedActionsBuildTheSameAction()
    {
        const auto defs = demoDefinitions();
        AnyIds context(*defs);
        for (const Action& a : everyKind(*defs)) {
            std::optional<ActionSpec> named = nameAction(a, *defs);
            QVERIFY(named);
            Diagnostics d;
            const std::optional<Action> built = buildAction(*named, context, Where{&d, {}, {}});
            QVERIFY2(built, qPrintable(errors(d).join('\n')));
            QVERIFY2(*built == a, named->action.c_str());

            named->turn = 1;
            const OrderedJson written = actionToJson(*named);
            const Json reread = Json::parse(written.dump());
            ActionSpec again;
            ObjectReader r(reread, Where{&d, {}, {}});
            readActionSpec(r, again);
            QVERIFY(d.empty());
            QCOMPARE(actionToJson(again).dump(), written.dump());
        }
        QVERIFY(!nameAction(Action::use("hero", ItemId{999}), *defs)); // names nothing
    }

    void writesKeysInTheOrderFilesHave()
    {
        ActionSpec s;
        s.turn = 2;
        s.action = "afflict";
        s.by = "king";
        s.turns = 3;
        s.status = "scorched";
        s.id = "hero";
        QCOMPARE(QString::fromStdString(actionToJson(s).dump()),
                 QString(R"({"turn":2,"do":"afflict","id":"hero","status":"scorched","turns":3,"by":"king"})"));
    }

    void theRowSaysWhatAKindNeedsAndTakes()
    {
        const auto defs = demoDefinitions();
        AnyIds context(*defs);
        ActionSpec s;
        s.action = "throw";
        s.id = "hero";
        s.status = "scorched";
        Diagnostics d;
        QVERIFY(!buildAction(s, context, Where{&d, "script[0]", {}}));
        QCOMPARE(errors(d), (QStringList{"script[0]: \"throw\" needs \"item\"", "script[0]: \"throw\" needs \"at\"",
                                         "script[0].status: \"throw\" takes no \"status\""}));
        ActionSpec unknown;
        unknown.action = "thorw";
        Diagnostics u;
        QVERIFY(!buildAction(unknown, context, Where{&u, "script[0]", {}}));
        QVERIFY(errors(u).front().startsWith("script[0].do: unknown action \"thorw\" (did you mean \"throw\"?); one of move, "));
    }

    // "end duration" names a duration the content declared (or the game
    // registered): an unknown one has a "did you mean", one of the engine's
    // own is refused with what ends it instead.
    void endDurationNamesADeclaredDuration()
    {
        const auto defs = demoDefinitions();
        AnyIds context(*defs);
        const auto build = [&](const char* name) {
            ActionSpec s;
            s.action = "end duration";
            s.duration = name;
            Diagnostics d;
            const auto a = buildAction(s, context, Where{&d, "script[3]", {}});
            return std::pair{a, errors(d)};
        };
        const auto [good, none] = build("end-of-round");
        QVERIFY(good && none.isEmpty());
        QCOMPARE(good->duration, *defs->durations.registered().find("end-of-round"));
        QCOMPARE(build("end-of-rund").second,
                 QStringList{"script[3].duration: unknown duration \"end-of-rund\" (did you mean \"end-of-round\"?)"});
        QCOMPARE(build("end-of-encounter").second,
                 QStringList{"script[3].duration: \"end-of-encounter\" is one of the engine's own durations, which end on "
                             "their own clock (\"end encounter\" ends it); \"end duration\" ends one declared under "
                             "\"durations\""});
        ActionSpec bare;
        bare.action = "end duration";
        Diagnostics d;
        QVERIFY(!buildAction(bare, context, Where{&d, "script[3]", {}}));
        QCOMPARE(errors(d), QStringList{"script[3]: \"end duration\" needs \"duration\""});
    }
};

QTEST_APPLESS_MAIN(TestActions)
#include "test_actions.moc"
