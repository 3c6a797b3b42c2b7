// A merge's conflicts in the editor: each one a problem in the validation
// panel, answered with "keep ours" or "take theirs" (the panel's actions,
// enabled only on a conflict), each answer one undo step.
#include <QtTest>

#include "content_json.h"
#include "document/conflict_resolution.h"
#include "document/content_document.h"
#include "document/diagnostics_model.h"
#include "navigation/validation_panel.h"

#include "rulebench/content/content_merge.h"

#include <QAction>
#include <QLabel>
#include <QSignalSpy>
#include <QToolButton>
#include <QTreeView>
#include <QUndoStack>

using namespace rb;
using rb::test::definition;
using rb::test::demoContent;

namespace {
// The demo with two conflicts: scorched's tick amount (ours 2, theirs 3), and
// rooted deleted by ours while theirs changed its badge.
QByteArray conflictedBytes()
{
    OrderedJson base = demoContent(), ours = base, theirs = base;
    definition(ours, "statuses", "scorched")["tick"]["amount"] = 2;
    definition(theirs, "statuses", "scorched")["tick"]["amount"] = 3;
    ours["statuses"].erase(1);
    definition(theirs, "statuses", "rooted")["badge"] = "R";
    return QByteArray::fromStdString(mergeContent(base, ours, theirs).merged.dump(2) + "\n");
}

int tickOfScorched(const ContentDocument& doc)
{
    OrderedJson content = contentToJson(*doc.spec());
    return definition(content, "statuses", "scorched")["tick"]["amount"].get<int>();
}

int rowOf(const DiagnosticsModel& model, const std::string& path)
{
    for (int row = 0; row < model.rowCount(); ++row)
        if (model.diagnostic(row).path == path)
            return row;
    return -1;
}
} // namespace

class TestConflictResolution : public QObject {
    Q_OBJECT
private slots:
    void eachConflictIsAProblemOfItsDefinition()
    {
        ContentDocument doc;
        doc.openBytes(conflictedBytes());
        doc.validateNow();
        int conflicts = 0;
        for (const Diagnostic& d : doc.diagnostics().all())
            if (const auto index = conflictIndex(d)) {
                QCOMPARE(*index, conflicts++);
                QCOMPARE(d.severity, Severity::Error);
                QCOMPARE(d.definition, std::string(*index == 0 ? "scorched" : "rooted"));
            }
        QCOMPARE(conflicts, 2);
    }

    void takeTheirsSetsTheFieldAndDropsTheConflictInOneUndoStep()
    {
        ContentDocument doc;
        doc.openBytes(conflictedBytes());
        const QByteArray before = doc.currentBytes();
        QCOMPARE(tickOfScorched(doc), 2);
        QVERIFY(edit::resolveConflict(&doc, 0, ConflictChoice::TakeTheirs));
        QCOMPARE(tickOfScorched(doc), 3);
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.undoStack()->undoText(), QString("Take theirs at scorched, tick each turn, amount"));
        doc.validateNow();
        QCOMPARE(contentToJson(*doc.spec())["conflicts"].size(), std::size_t(1));
        doc.undoStack()->undo();
        QCOMPARE(doc.currentBytes(), before);
        doc.undoStack()->redo();
        QCOMPARE(tickOfScorched(doc), 3);
    }

    void keepOursDropsTheConflictAndTheLastOneTakesTheList()
    {
        ContentDocument doc;
        doc.openBytes(conflictedBytes());
        QVERIFY(edit::resolveConflict(&doc, 0, ConflictChoice::KeepOurs));
        QCOMPARE(tickOfScorched(doc), 2);
        QVERIFY(edit::resolveConflict(&doc, 0, ConflictChoice::KeepOurs)); // rooted stays deleted
        QVERIFY(!contentToJson(*doc.spec()).contains("conflicts"));
        QCOMPARE(doc.undoStack()->undoText(), QString("Keep ours at rooted"));
        QString why;
        QVERIFY(!edit::resolveConflict(&doc, 0, ConflictChoice::KeepOurs, &why));
        QCOMPARE(why, QString("no merge conflict 1"));
        QCOMPARE(doc.undoStack()->count(), 2);
    }

    void thePanelOffersTheAnswersOnAConflictOnly()
    {
        ContentDocument doc;
        doc.openBytes(conflictedBytes());
        doc.validateNow();
        ValidationPanel panel;
        panel.resize(800, 300);
        panel.show();
        panel.setDiagnostics(doc.diagnostics());
        QVERIFY(!panel.keepOursAction()->isEnabled());
        // The answers are in sight before a conflict is picked, and say to pick one.
        const auto buttons = panel.findChildren<QToolButton*>();
        QCOMPARE(buttons.size(), 2);
        QVERIFY(buttons[0]->isVisible() && !buttons[0]->isEnabled());
        const QLabel* prompt = panel.findChild<QLabel*>("conflictPrompt");
        QVERIFY(prompt && prompt->isVisible());
        QCOMPARE(prompt->text(), QString("pick one in the list to answer it"));
        const int listHeight = panel.view()->height();
        const QPoint takeTheirsAt = buttons[1]->pos();
        QSignalSpy asked(&panel, &ValidationPanel::resolveConflictRequested);

        const int conflictRow = rowOf(*panel.model(), "conflicts[1]");
        QVERIFY(conflictRow >= 0);
        panel.view()->setCurrentIndex(panel.model()->index(conflictRow, 0));
        QVERIFY(panel.keepOursAction()->isEnabled() && panel.takeTheirsAction()->isEnabled());
        QCOMPARE(prompt->text(), QString());
        QCOMPARE(panel.view()->height(), listHeight); // picking one moves nothing
        QCOMPARE(buttons[1]->pos(), takeTheirsAt);
        QVERIFY(panel.view()->actions().contains(panel.takeTheirsAction())); // the list's context menu
        panel.takeTheirsAction()->trigger();
        QCOMPARE(asked.size(), 1);
        QCOMPARE(asked[0][0].toInt(), 1);
        QCOMPARE(asked[0][1].toBool(), true);

        // Another problem (rooted gone leaves a reference to it dangling): no answers.
        for (int row = 0; row < panel.model()->rowCount(); ++row)
            if (!conflictIndex(panel.model()->diagnostic(row))) {
                panel.view()->setCurrentIndex(panel.model()->index(row, 0));
                break;
            }
        QVERIFY(!panel.keepOursAction()->isEnabled());
        panel.keepOursAction()->trigger();
        QCOMPARE(asked.size(), 1);

        // No conflict listed: no answers in sight.
        Diagnostics plain;
        plain.error("statuses[0]", "rooted", "missing \"tick\"");
        panel.setDiagnostics(plain);
        QVERIFY(!buttons[0]->isVisible());
    }
};

QTEST_MAIN(TestConflictResolution)
#include "test_conflict_resolution.moc"
