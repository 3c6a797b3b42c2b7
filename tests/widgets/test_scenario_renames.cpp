// A rename reaches the scenarios beside the content that are not open: in the
// same undo step, written only when the content is saved (after it), nothing
// written when the rename is undone, and the undo label says which.
#include "source_dir.h"
#include <QtTest>

#include "document/content_commands.h"
#include "document/content_document.h"

#include "rulebench/content/build.h"
#include "rulebench/content/content.h"
#include "rulebench/sandbox/scenario.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace rb;

namespace {
const QString kDemo = rb::test::sourceFile("/resources/demo");

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void write(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

int statusIndex(const ContentDocument& doc, const std::string& name)
{
    const auto& all = doc.spec()->statuses;
    for (std::size_t i = 0; i < all.size(); ++i)
        if (all[i].name == name)
            return static_cast<int>(i);
    return -1;
}

// Whether the scenario at `path` builds against the content at `content`.
bool builds(const QString& path, const QString& content)
{
    const QByteArray bytes = readAll(path);
    ScenarioLoad load = loadScenario(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    const QByteArray contentBytes = readAll(content);
    ContentLoad c = loadContent(std::string_view(contentBytes.constData(), static_cast<std::size_t>(contentBytes.size())));
    if (!load.spec || !c.spec)
        return false;
    Diagnostics d;
    auto defs = std::make_shared<const Definitions>(buildDefinitions(*c.spec, d));
    return buildScenario(*load.spec, defs, d).has_value() && !d.hasErrors();
}
} // namespace

class TestScenarioRenames : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    QString content_, statuses_, nested_, cull_, foreign_;
    QByteArray statusesBefore_, nestedBefore_, foreignBefore_;

private slots:
    void init()
    {
        QVERIFY(dir_.isValid());
        QDir(dir_.path()).removeRecursively();
        QVERIFY(QDir().mkpath(dir_.filePath(QStringLiteral("more"))));
        content_ = dir_.filePath(QStringLiteral("demo.rules.json"));
        statuses_ = dir_.filePath(QStringLiteral("statuses.scenario.json"));
        cull_ = dir_.filePath(QStringLiteral("cull.scenario.json"));
        nested_ = dir_.filePath(QStringLiteral("more/statuses.scenario.json"));
        foreign_ = dir_.filePath(QStringLiteral("more/other.scenario.json"));
        write(content_, readAll(kDemo + QStringLiteral("/demo.rules.json")));
        write(dir_.filePath(QStringLiteral("other.rules.json")), readAll(kDemo + QStringLiteral("/demo.rules.json")));
        statusesBefore_ = readAll(kDemo + QStringLiteral("/statuses.scenario.json"));
        write(statuses_, statusesBefore_);
        write(cull_, readAll(kDemo + QStringLiteral("/cull.scenario.json")));
        // Below the content's folder, naming it by a path of its own.
        nestedBefore_ = QByteArray(statusesBefore_).replace("\"demo.rules.json\"", "\"../demo.rules.json\"");
        write(nested_, nestedBefore_);
        // The same script, but for another content file: a rename here is not its business.
        foreignBefore_ = QByteArray(statusesBefore_).replace("\"demo.rules.json\"", "\"../other.rules.json\"");
        write(foreign_, foreignBefore_);
    }

    void aRenameRewritesEveryScenarioThatNamesItOnlyWhenSaved()
    {
        ContentDocument doc;
        QVERIFY(doc.open(content_));
        edit::rename(&doc, QStringLiteral("statuses"), statusIndex(doc, "scorched"), QStringLiteral("burning"));
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.undoStack()->undoText(),
                 QStringLiteral("Rename status \"scorched\" to \"burning\", also in cull.scenario.json, "
                                "more/statuses.scenario.json, statuses.scenario.json"));
        QCOMPARE(doc.scenariosToWrite(), QStringList({cull_, nested_, statuses_}));
        QCOMPARE(readAll(statuses_), statusesBefore_); // nothing is written before the save

        QString error;
        QVERIFY2(doc.save(&error), qPrintable(error));
        QVERIFY(doc.scenariosToWrite().isEmpty());
        // The name changes and nothing else does: the demo's scenarios are in format's form.
        QCOMPARE(readAll(statuses_), QByteArray(statusesBefore_).replace("\"scorched\"", "\"burning\""));
        QCOMPARE(readAll(nested_), QByteArray(nestedBefore_).replace("\"scorched\"", "\"burning\""));
        QCOMPARE(readAll(foreign_), foreignBefore_);
        QVERIFY(builds(statuses_, content_));
        QVERIFY(builds(nested_, content_));
        QVERIFY(builds(cull_, content_));
    }

    void anUndoneRenameWritesNothingAndAnUndoAfterASaveWritesTheOldNamesBack()
    {
        ContentDocument doc;
        QVERIFY(doc.open(content_));
        edit::rename(&doc, QStringLiteral("statuses"), statusIndex(doc, "scorched"), QStringLiteral("burning"));
        doc.undoStack()->undo();
        QVERIFY(doc.scenariosToWrite().isEmpty());
        QVERIFY(doc.save());
        QCOMPARE(readAll(statuses_), statusesBefore_);

        doc.undoStack()->redo();
        QVERIFY(doc.save());
        QVERIFY(readAll(statuses_).contains("\"burning\""));
        doc.undoStack()->undo();
        QCOMPARE(doc.scenariosToWrite().size(), 3);
        QVERIFY(doc.save());
        QCOMPARE(readAll(statuses_), statusesBefore_);
        QVERIFY(builds(statuses_, content_));
    }

    void savedElsewhereTheScenariosKeepNamingTheOldFile()
    {
        ContentDocument doc;
        QVERIFY(doc.open(content_));
        edit::rename(&doc, QStringLiteral("statuses"), statusIndex(doc, "scorched"), QStringLiteral("burning"));
        QVERIFY(doc.saveAs(dir_.filePath(QStringLiteral("copy.rules.json"))));
        QCOMPARE(readAll(statuses_), statusesBefore_);
        QVERIFY(builds(statuses_, content_));
    }

    void aScenarioWithMistakesOfItsOwnIsLeftAsWritten()
    {
        const QByteArray broken = QByteArray(statusesBefore_).replace("\"seed\"", "\"seed\": \"x\", \"_was_seed\"");
        write(statuses_, broken);
        ContentDocument doc;
        QVERIFY(doc.open(content_));
        edit::rename(&doc, QStringLiteral("statuses"), statusIndex(doc, "scorched"), QStringLiteral("burning"));
        QVERIFY(!doc.scenariosToWrite().contains(statuses_));
        QVERIFY(doc.save());
        QCOMPARE(readAll(statuses_), broken);
    }
};

QTEST_MAIN(TestScenarioRenames)
#include "test_scenario_renames.moc"
