// The content tree and the diagnostics table: model contracts, and what they
// show for a file with mistakes.
#include "source_dir.h"
#include <QtTest>

#include "document/content_commands.h"
#include "document/content_document.h"
#include "navigation/content_tree_model.h"
#include "document/diagnostics_model.h"
#include "fields/field_words.h"
#include "common/qt_strings.h"
#include "navigation/tree_filter.h"
#include "navigation/validation_panel.h"

#include <QAbstractItemModelTester>
#include <QTreeView>
#include <QUndoStack>

using namespace rb;

namespace {
const QString kBroken = rb::test::sourceFile("/tests/data/content/five-mistakes.rules.json");
const QString kDemo = rb::test::sourceFile("/resources/demo/demo.rules.json");
} // namespace

class TestContentModels : public QObject {
    Q_OBJECT
private slots:
    void treeModelHonoursTheContract()
    {
        ContentDocument doc;
        ContentTreeModel model(&doc);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(doc.open(kDemo));
        QVERIFY(model.rowCount() >= 3);
        const QModelIndex stats = model.indexOf(QStringLiteral("stats"));
        QVERIFY(stats.isValid());
        QVERIFY(stats.data().toString().startsWith(QStringLiteral("Stats (")));
        QCOMPARE(model.index(0, 0, stats).data().toString(), QStringLiteral("health"));
        // Rows follow the document's edits, undo and redo.
        const int before = model.rowCount(stats);
        edit::add(&doc, QStringLiteral("stats"));
        QCOMPARE(model.rowCount(stats), before + 1);
        QCOMPARE(model.index(before, 0, stats).data().toString(), QStringLiteral("new stat"));
        edit::move(&doc, QStringLiteral("stats"), before, 0);
        QCOMPARE(model.index(0, 0, stats).data().toString(), QStringLiteral("new stat"));
        edit::remove(&doc, QStringLiteral("stats"), 1);
        QCOMPARE(model.rowCount(stats), before);
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QCOMPARE(model.rowCount(stats), before);
        QCOMPARE(model.index(0, 0, stats).data().toString(), QStringLiteral("health"));
        doc.undoStack()->redo();
        QCOMPARE(model.rowCount(stats), before + 1);
    }

    void brokenDefinitionsCarryAnIcon()
    {
        ContentDocument doc;
        ContentTreeModel model(&doc);
        QVERIFY(doc.open(kBroken));
        const QModelIndex healthAgain = model.indexOf(QStringLiteral("stats"), 1);
        QCOMPARE(healthAgain.data().toString(), QStringLiteral("health"));
        QVERIFY(!healthAgain.data(Qt::DecorationRole).isNull());
        QVERIFY(!model.indexOf(QStringLiteral("stats"), 0).data(Qt::ToolTipRole).isValid());
        QVERIFY(model.indexOf(QStringLiteral("stats"), 1).data(Qt::ToolTipRole).isValid());
    }

    // A new problem marks its definition and its section, and no other row: at
    // game size a signal for every row would cost the tree a frame per edit.
    void aNewProblemSignalsOnlyItsRowAndSection()
    {
        ContentDocument doc;
        ContentTreeModel model(&doc);
        QVERIFY(doc.open(kDemo));
        doc.validateNow();
        const QModelIndex statuses = model.indexOf(QStringLiteral("statuses"));
        const int bleeding = [&] {
            for (int i = 0; i < model.rowCount(statuses); ++i)
                if (model.index(i, 0, statuses).data().toString() == QStringLiteral("bleeding"))
                    return i;
            return -1;
        }();
        QVERIFY(bleeding >= 0);
        QSignalSpy marked(&model, &QAbstractItemModel::dataChanged);
        QVERIFY(edit::setField(&doc, QStringLiteral("statuses"), bleeding, QStringLiteral("/tick/kind"), Json("no such kind")));
        marked.clear(); // the edit's own row
        doc.validateNow();
        QSet<QPair<QString, int>> rows;
        for (const QList<QVariant>& signal : marked) {
            const auto from = signal[0].value<QModelIndex>(), to = signal[1].value<QModelIndex>();
            QCOMPARE(from, to);
            rows.insert({from.parent().isValid() ? from.parent().data(ContentTreeModel::SectionKeyRole).toString()
                                                 : QStringLiteral("section"),
                         from.parent().isValid() ? from.row() : from.data(ContentTreeModel::SectionKeyRole).toString() == QStringLiteral("statuses")});
        }
        const QSet<QPair<QString, int>> expected{{QStringLiteral("statuses"), bleeding}, {QStringLiteral("section"), 1}};
        QCOMPARE(rows, expected);
        QVERIFY(!model.index(bleeding, 0, statuses).data(Qt::DecorationRole).isNull());
        QVERIFY(model.index(bleeding, 0, statuses).data(Qt::ToolTipRole).isValid());
        // Fixed again: the same two rows are unmarked, and nothing else is touched.
        doc.undoStack()->undo();
        marked.clear();
        doc.validateNow();
        QCOMPARE(marked.size(), 2);
        QVERIFY(!model.index(bleeding, 0, statuses).data(Qt::ToolTipRole).isValid());
        marked.clear();
        doc.validateNow(); // nothing changed: nothing said
        QCOMPARE(marked.size(), 0);
    }

    // The tree's filter: any case, sections kept for a match inside, all back when cleared,
    // the current definition still current when it still matches.
    void theFilterKeepsMatchesAndTheirSections()
    {
        ContentDocument doc;
        ContentTreeModel model(&doc);
        TreeFilter filter;
        filter.setSourceModel(&model);
        QAbstractItemModelTester tester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(doc.open(kDemo));
        const int sections = filter.rowCount();
        QPersistentModelIndex bleeding;
        for (int s = 0; s < filter.rowCount(); ++s)
            for (int i = 0; i < filter.rowCount(filter.index(s, 0)); ++i)
                if (filter.index(i, 0, filter.index(s, 0)).data().toString() == QStringLiteral("bleeding"))
                    bleeding = filter.index(i, 0, filter.index(s, 0));
        QVERIFY(bleeding.isValid());
        filter.setWords(QStringLiteral("BLEED"));
        QCOMPARE(filter.rowCount(), 1);
        QVERIFY(filter.index(0, 0).data().toString().startsWith(QStringLiteral("Statuses")));
        QCOMPARE(filter.rowCount(filter.index(0, 0)), 1);
        QVERIFY(bleeding.isValid()); // still the same row, mapped anew
        QCOMPARE(bleeding.data().toString(), QStringLiteral("bleeding"));
        filter.setWords(QStringLiteral("no such definition"));
        QCOMPARE(filter.rowCount(), 0);
        filter.setWords({});
        QCOMPARE(filter.rowCount(), sections);
    }

    void diagnosticsModelHonoursTheContract()
    {
        ContentDocument doc;
        QVERIFY(doc.open(kBroken));
        DiagnosticsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDiagnostics(doc.diagnostics());
        QCOMPARE(model.rowCount(), 5);
        QCOMPARE(model.errorCount(), 5);
        // What the file says wrongly comes first, then what does not build.
        QCOMPARE(model.index(0, DiagnosticsModel::WhereColumn).data().toString(), QStringLiteral("armor, default"));
        QCOMPARE(model.index(0, DiagnosticsModel::MessageColumn).data().toString(),
                 QStringLiteral("expected a whole number, got text \"high\""));
        QCOMPARE(model.index(3, DiagnosticsModel::WhereColumn).data().toString(), QStringLiteral("health, name"));
        // The path stays for programmers, in the tooltip.
        QVERIFY(model.index(0, DiagnosticsModel::WhereColumn).data(Qt::ToolTipRole).toString().contains(QStringLiteral("stats[2]")));
    }

    void placesAreInTheFormsWords()
    {
        QCOMPARE(placeInWords(QStringLiteral("statuses"), QStringLiteral("bleeding"), QStringLiteral("/modifiers/0/op")),
                 QStringLiteral("bleeding, modifier 1, operation"));
        QCOMPARE(placeInWords(QStringLiteral("items"), QStringLiteral("frag grenade"), QStringLiteral("/triggers/1/on")),
                 QStringLiteral("frag grenade, trigger 2, on"));
        QCOMPARE(placeInWords(QStringLiteral("items"), QStringLiteral("frag grenade"), QStringLiteral("/consumable/when_empty")),
                 QStringLiteral("frag grenade, consumable, when empty"));
        QCOMPARE(placeInWords(QStringLiteral("stats"), QStringLiteral("health"), {}), QStringLiteral("health"));
        // Keys the form does not know speak for themselves.
        QCOMPARE(fieldInWords(QStringLiteral("statuses"), QStringLiteral("/modifiers/0/colour_of_sky")),
                 QStringLiteral("modifier 1, colour of sky"));
    }

    void problemsAreInTheDesignersWords()
    {
        // A choice left out says to choose it; a value left out, to fill it in.
        QCOMPARE(problemInWords(QStringLiteral("statuses"), QStringLiteral("/modifiers/0"), QStringLiteral("missing \"op\"")),
                 QStringLiteral("choose an operation"));
        QCOMPARE(problemInWords(QStringLiteral("statuses"), QStringLiteral("/modifiers/0"), QStringLiteral("missing \"stat\"")),
                 QStringLiteral("choose a stat"));
        QCOMPARE(problemInWords(QStringLiteral("statuses"), QStringLiteral("/modifiers/0"), QStringLiteral("missing \"value\"")),
                 QStringLiteral("fill in the value"));
        QCOMPARE(problemInWords(QStringLiteral("quests"), QStringLiteral("/tally/0/kind"), QStringLiteral("unknown fact kind \"\"")),
                 QStringLiteral("choose a fact kind"));
        // What already speaks plainly stays as it is.
        const QString plain = QStringLiteral("unknown stat \"armour\" (did you mean \"armor\"?)");
        QCOMPARE(problemInWords(QStringLiteral("stats"), QStringLiteral("/reduced_by"), plain), plain);

        Diagnostic d;
        d.path = "statuses[6].modifiers[0]";
        d.definition = "bleeding";
        d.message = "missing \"op\"";
        QCOMPARE(problemLine(d), QStringLiteral("bleeding, modifier 1: choose an operation"));
        DiagnosticsModel model;
        Diagnostics all;
        all.add(d);
        model.setDiagnostics(all);
        QCOMPARE(model.index(0, DiagnosticsModel::MessageColumn).data().toString(), QStringLiteral("choose an operation"));
        // The programmer's path and the loader's message stay in the tooltip.
        QVERIFY(model.index(0, DiagnosticsModel::MessageColumn).data(Qt::ToolTipRole).toString().contains(QStringLiteral("modifiers[0]: missing \"op\"")));
    }

    void undoLabelsNameThePlaceInWords()
    {
        ContentDocument doc;
        QVERIFY(doc.open(rb::test::sourceFile("/resources/demo/demo.rules.json")));
        const int stoneskin = 2;
        QCOMPARE(toQ(doc.spec()->statuses[stoneskin].name), QStringLiteral("stoneskin"));
        QVERIFY(doc.spec()->statuses[stoneskin].modifiers.size() >= 2);
        QVERIFY(edit::setField(&doc, QStringLiteral("statuses"), stoneskin, QStringLiteral("/modifiers/1/value"), Json(7)));
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Change stoneskin, modifier 2, value"));
    }

    void panelSummarisesAndActivates()
    {
        ContentDocument doc;
        QVERIFY(doc.open(kBroken));
        ValidationPanel panel;
        panel.resize(600, 300);
        panel.setDiagnostics(doc.diagnostics());
        QCOMPARE(panel.summary(), QStringLiteral("5 errors, no warnings"));
        QSignalSpy activated(&panel, &ValidationPanel::diagnosticActivated);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        const QModelIndex second = panel.model()->index(1, DiagnosticsModel::MessageColumn);
        const QRect rect = panel.view()->visualRect(second);
        QVERIFY(!rect.isEmpty());
        QTest::mouseClick(panel.view()->viewport(), Qt::LeftButton, {}, rect.center());
        QTest::mouseDClick(panel.view()->viewport(), Qt::LeftButton, {}, rect.center());
        QCOMPARE(activated.count(), 1);
        QCOMPARE(activated.at(0).at(0).value<Diagnostic>().path, std::string("stats[3].defualt"));
    }

    void syntaxErrorOpensWithoutSpec()
    {
        ContentDocument doc;
        QVERIFY(doc.open(rb::test::sourceFile("/tests/data/content/not-json.rules.json")));
        QVERIFY(!doc.spec());
        QCOMPARE(doc.diagnostics().size(), std::size_t(1));
        QCOMPARE(describeWhere(doc.diagnostics().all()[0]), QStringLiteral("line 4, column 23"));
    }
};

QTEST_MAIN(TestContentModels)
#include "test_content_models.moc"
