// The document and its undo commands: every edit undoable, typing merged,
// renames carried to every reference, and long edit sequences undone exactly.
#include "source_dir.h"
#include <QtTest>

#include "document/content_commands.h"
#include "document/content_document.h"

#include "rulebench/content/sections.h"

#include <QUndoStack>

#include <random>

using namespace rb;

namespace {
const QString kDemo = rb::test::sourceFile("/resources/demo/demo.rules.json");

int sizeOf(const ContentDocument& doc, const char* section)
{
    return static_cast<int>(findSection(section)->size(*doc.spec()));
}
} // namespace

class TestDocumentUndo : public QObject {
    Q_OBJECT
private slots:
    void typingInOneFieldMergesIntoOneStep()
    {
        ContentDocument doc;
        QVERIFY(doc.open(kDemo));
        const QByteArray original = doc.currentBytes();
        for (int v : {2, 25, 250})
            QVERIFY(edit::setField(&doc, QStringLiteral("stats"), 0, QStringLiteral("/default"), Json(v)));
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.spec()->stats[0].defaultValue, std::int64_t(250));
        QVERIFY(edit::setField(&doc, QStringLiteral("stats"), 0, QStringLiteral("/max"), Json(999)));
        QCOMPARE(doc.undoStack()->count(), 2);
        QVERIFY(doc.isModified());
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QCOMPARE(doc.currentBytes(), original);
        QVERIFY(!doc.isModified());
    }

    void settingTheSameValueIsNoStep()
    {
        ContentDocument doc;
        QVERIFY(doc.open(kDemo));
        QVERIFY(!edit::setField(&doc, QStringLiteral("stats"), 0, QStringLiteral("/default"), Json(20)));
        QCOMPARE(doc.undoStack()->count(), 0);
    }

    void removingTheLastKeyOfAnObjectRemovesTheObject()
    {
        ContentDocument doc;
        QVERIFY(doc.open(kDemo));
        const int scorched = 0;
        QCOMPARE(doc.spec()->statuses[scorched].name, std::string("scorched"));
        QVERIFY(edit::setField(&doc, QStringLiteral("statuses"), scorched, QStringLiteral("/tick/kind"), Json()));
        QVERIFY(edit::setField(&doc, QStringLiteral("statuses"), scorched, QStringLiteral("/tick/amount"), Json()));
        QVERIFY(!doc.spec()->statuses[scorched].tick);
        QVERIFY(!doc.definitionJson(QStringLiteral("statuses"), scorched).contains("tick"));
    }

    void renameCarriesEveryReferenceInOneStep()
    {
        ContentDocument doc;
        QVERIFY(doc.open(kDemo));
        const QByteArray original = doc.currentBytes();
        const int armor = 1;
        QCOMPARE(doc.spec()->stats[armor].name, std::string("armor"));
        edit::rename(&doc, QStringLiteral("stats"), armor, QStringLiteral("plating"));
        QCOMPARE(doc.undoStack()->count(), 1);
        const QByteArray renamed = doc.currentBytes();
        QVERIFY(!renamed.contains("\"armor\""));
        QVERIFY(renamed.contains("\"reduced_by\": \"plating\""));
        QVERIFY(renamed.contains("\"stat\": \"plating\""));
        doc.validateNow();
        QVERIFY2(doc.diagnostics().empty(), "a rename leaves the content clean");
        doc.undoStack()->undo();
        QCOMPARE(doc.currentBytes(), original);
    }

    void addDuplicateMoveRemove()
    {
        ContentDocument doc;
        QVERIFY(doc.open(kDemo));
        const int n = sizeOf(doc, "flags");
        const int added = edit::add(&doc, QStringLiteral("flags"));
        QCOMPARE(added, n);
        QCOMPARE(doc.spec()->flags[added].name, std::string("new flag"));
        QCOMPARE(edit::add(&doc, QStringLiteral("flags")), n + 1);
        QCOMPARE(doc.spec()->flags[n + 1].name, std::string("new flag 2"));
        const int copy = edit::duplicate(&doc, QStringLiteral("flags"), 0);
        QCOMPARE(doc.spec()->flags[copy].name, doc.spec()->flags[0].name + " copy");
        edit::move(&doc, QStringLiteral("flags"), copy, 0);
        QCOMPARE(doc.spec()->flags[0].name, doc.spec()->flags[1].name + " copy");
        edit::remove(&doc, QStringLiteral("flags"), 0);
        QCOMPARE(sizeOf(doc, "flags"), n + 2);
        QCOMPARE(doc.undoStack()->count(), 5);
    }

    void longRandomEditSequenceUndoesToTheSameBytes()
    {
        ContentDocument doc;
        QVERIFY(doc.open(kDemo));
        const QByteArray original = doc.currentBytes();
        std::mt19937 random(20261129); // fixed seed: the same sequence every run
        const auto pick = [&](int n) { return static_cast<int>(random() % static_cast<unsigned>(n)); };
        const QStringList sections{QStringLiteral("stats"), QStringLiteral("damage_kinds"), QStringLiteral("flags"),
                                   QStringLiteral("statuses"), QStringLiteral("actors"), QStringLiteral("quests")};
        int steps = 0;
        for (int i = 0; i < 400; ++i) {
            const QString section = sections[pick(static_cast<int>(sections.size()))];
            const int size = static_cast<int>(findSection(section.toStdString())->size(*doc.spec()));
            const int index = size > 0 ? pick(size) : 0;
            const int before = doc.undoStack()->count();
            switch (size == 0 ? 0 : pick(6)) {
            case 0: edit::add(&doc, section); break;
            case 1: edit::duplicate(&doc, section, index); break;
            case 2: if (size > 1) edit::remove(&doc, section, index); break;
            case 3: edit::move(&doc, section, index, pick(size)); break;
            case 4: edit::rename(&doc, section, index, QStringLiteral("renamed %1").arg(i)); break;
            case 5: edit::setField(&doc, section, index, QStringLiteral("/_note"), Json(i)); break;
            }
            steps += doc.undoStack()->count() - before;
        }
        QVERIFY(steps > 300);
        const QByteArray edited = doc.currentBytes();
        QVERIFY(edited != original);
        while (doc.undoStack()->canUndo())
            doc.undoStack()->undo();
        QCOMPARE(doc.currentBytes(), original);
        QVERIFY(!doc.isModified());
        while (doc.undoStack()->canRedo())
            doc.undoStack()->redo();
        QCOMPARE(doc.currentBytes(), edited);
    }

    void validationFollowsEditsOffTheUiThread()
    {
        ContentDocument doc;
        QVERIFY(doc.open(kDemo));
        QVERIFY(doc.diagnostics().empty());
        QSignalSpy spy(&doc, &ContentDocument::diagnosticsChanged);
        edit::setField(&doc, QStringLiteral("damage_kinds"), 0, QStringLiteral("/reduced_by"), Json("armour"));
        QTRY_VERIFY(!doc.diagnostics().empty());
        QCOMPARE(doc.diagnostics().all()[0].message, std::string("unknown stat \"armour\" (did you mean \"armor\"?)"));
        doc.undoStack()->undo();
        QTRY_VERIFY(doc.diagnostics().empty());
    }

    void unknownKeysSurviveEditsAndSaving()
    {
        ContentDocument doc;
        doc.openBytes(R"({"format": "rulebench/1", "_tool": {"x": 1}, "stats": [{"name": "hp", "_ui": "red", "colour": 3}]})");
        edit::setField(&doc, QStringLiteral("stats"), 0, QStringLiteral("/default"), Json(7));
        const QByteArray bytes = doc.currentBytes();
        QVERIFY(bytes.contains("\"_tool\""));
        QVERIFY(bytes.contains("\"_ui\": \"red\""));
        QVERIFY(bytes.contains("\"colour\": 3"));
        QVERIFY(bytes.contains("\"default\": 7"));
    }
};

QTEST_MAIN(TestDocumentUndo)
#include "test_document_undo.moc"
