// The table view of a section (issue 55), through its keys and signals: a
// value typed over a selection and a fill down are one undo step each, in
// words; a paste with one bad cell changes nothing; sorting reads numbers as
// numbers; the filter takes a query; copying gives tab-separated text; a
// problem marks its cell; an import of a CSV is one undo step and a bad cell
// refuses it whole.
#include "source_dir.h"
#include <QtTest>

#include "document/content_commands.h"
#include "document/content_document.h"
#include "table/section_table_model.h"
#include "table/section_table_view.h"
#include "table/table_edits.h"
#include "table/table_filter.h"

#include "rulebench/content/content_fields.h"
#include "rulebench/content/sections.h"

#include <QClipboard>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QTableView>
#include <QTemporaryDir>
#include <QUndoStack>

#include <ctime>

using namespace rb;

namespace {
const QString kDemo = rb::test::sourceFile("/resources/demo/demo.rules.json");
const QString kStatuses = QStringLiteral("statuses");

struct Fixture {
    ContentDocument doc;
    SectionTableView view{&doc};
    Fixture()
    {
        doc.open(kDemo);
        view.setSection(kStatuses);
        view.resize(1000, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
    }
    int column(const char* path) const
    {
        const auto& columns = view.model()->columns();
        const TableColumn* c = findColumn(columns, path);
        return c ? static_cast<int>(c - columns.data()) : -1;
    }
    int row(const char* name) const
    {
        for (int r = 0; r < view.model()->rowCount(); ++r)
            if (*view.model()->cells(r)[0] == name)
                return r;
        return -1;
    }
    // The view's cell (rows in the view's order) of a definition's field.
    QModelIndex at(const char* name, const char* path) const
    {
        return view.filter()->mapFromSource(view.model()->index(row(name), column(path)));
    }
    void select(const QList<QModelIndex>& cells)
    {
        view.table()->clearSelection();
        view.table()->selectionModel()->setCurrentIndex(cells.first(), QItemSelectionModel::NoUpdate);
        for (const QModelIndex& c : cells)
            view.table()->selectionModel()->select(c, QItemSelectionModel::Select);
    }
    std::optional<std::int64_t> maxStacks(const char* name) const
    {
        const OrderedJson json = doc.definitionJson(kStatuses, row(name));
        return json.contains("max_stacks") ? std::optional(json["max_stacks"].get<std::int64_t>()) : std::nullopt;
    }
};
} // namespace

class TestSectionTableView : public QObject {
    Q_OBJECT
private slots:
    void typingOverASelectionIsOneUndoStep()
    {
        Fixture f;
        const QByteArray original = f.doc.currentBytes();
        QSignalSpy resets(f.view.model(), &QAbstractItemModel::modelReset);
        f.select({f.at("stoneskin", "max_stacks"), f.at("bleeding", "max_stacks"), f.at("chilled", "max_stacks"),
                  f.at("marked", "max_stacks")});
        QTest::keyClick(f.view.table(), Qt::Key_4);
        auto* editor = f.view.table()->viewport()->findChild<QLineEdit*>();
        QVERIFY(editor);
        QTest::keyClick(editor, Qt::Key_Return); // committed on the next turn of the event loop
        QTRY_VERIFY2(f.doc.undoStack()->count() == 1, qPrintable(f.view.messageLine()->text()));
        QCOMPARE(f.doc.undoStack()->undoText(), QStringLiteral("Set max stacks to 4 on 4 statuses"));
        for (const char* name : {"stoneskin", "bleeding", "chilled", "marked"})
            QCOMPARE(f.maxStacks(name), std::optional<std::int64_t>(4));
        QCOMPARE(f.view.model()->data(f.view.model()->index(f.row("bleeding"), f.column("max_stacks"))).toString(),
                 QStringLiteral("4"));
        QCOMPARE(resets.count(), 0); // the rows that changed, not the whole table
        f.doc.undoStack()->undo();
        QCOMPARE(f.doc.currentBytes(), original);
        QCOMPARE(f.maxStacks("bleeding"), std::optional<std::int64_t>(3));

        // Ctrl+D fills the top cell's value down, also one step.
        f.select({f.at("bleeding", "max_stacks"), f.at("chilled", "max_stacks"), f.at("marked", "max_stacks")});
        QTest::keyClick(f.view.table(), Qt::Key_D, Qt::ControlModifier);
        QCOMPARE(f.doc.undoStack()->count(), 1);
        QCOMPARE(f.doc.undoStack()->undoText(), QStringLiteral("Set max stacks to 3 on 2 statuses"));
        QCOMPARE(f.maxStacks("marked"), std::optional<std::int64_t>(3));
    }

    void aPasteWithOneBadCellChangesNothing()
    {
        Fixture f;
        const QByteArray original = f.doc.currentBytes();
        f.select({f.at("bleeding", "max_stacks")});
        QApplication::clipboard()->setText(QStringLiteral("5\nmany\n6"));
        QTest::keyClick(f.view.table(), Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(f.doc.currentBytes(), original);
        QCOMPARE(f.doc.undoStack()->count(), 0);
        const QString said = f.view.messageLine()->text();
        QVERIFY2(said.contains(QStringLiteral("chilled")) && said.contains(QStringLiteral("max stacks"))
                     && said.contains(QStringLiteral("\"many\" is not a whole number")),
                 qPrintable(said));
        // The same rectangle with good cells goes in, as one step.
        QApplication::clipboard()->setText(QStringLiteral("5\n6\n"));
        QTest::keyClick(f.view.table(), Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(f.doc.undoStack()->count(), 1);
        QCOMPARE(f.maxStacks("bleeding"), std::optional<std::int64_t>(5));
        QCOMPARE(f.maxStacks("chilled"), std::optional<std::int64_t>(6));
    }

    // A bulk edit is checked once, with its definitions in place: its
    // problems are the document's as soon as it is applied, and no second
    // check follows it; a value that reads but names what the content lacks
    // is refused whole by the definition's name, nothing applied.
    void aBulkEditIsCheckedOnceAndRefusedWholeByWhatItWouldBreak()
    {
        Fixture f;
        f.doc.validateNow();
        const QByteArray original = f.doc.currentBytes();
        QSignalSpy checked(&f.doc, &ContentDocument::diagnosticsChanged);
        const int ticking = f.row("regenerating");
        QVERIFY(ticking >= 0);
        QStringList refused;
        const std::vector<TableColumn>& columns = f.view.model()->columns();
        const TableColumn* kind = findColumn(columns, "tick.kind");
        const TableColumn* maxStacks = findColumn(columns, "max_stacks");
        QVERIFY(!applyTableEdits(&f.doc, kStatuses,
                                 {{std::size_t(f.row("bleeding")), maxStacks, "6"}, {std::size_t(ticking), kind, "plasma"}},
                                 &refused));
        QVERIFY2(refused.join('\n').contains(QStringLiteral("regenerating, tick each turn, damage kind: unknown damage kind \"plasma\"")),
                 qPrintable(refused.join('\n')));
        QCOMPARE(f.doc.currentBytes(), original);
        QCOMPARE(f.doc.undoStack()->count(), 0);
        QCOMPARE(f.maxStacks("bleeding"), std::optional<std::int64_t>(3));
        QCOMPARE(checked.count(), 0);

        const std::size_t before = f.doc.diagnostics().all().size();
        QVERIFY(applyTableEdits(&f.doc, kStatuses,
                                {{std::size_t(f.row("bleeding")), maxStacks, "6"}, {std::size_t(f.row("chilled")), maxStacks, "6"}},
                                &refused));
        QCOMPARE(f.doc.undoStack()->count(), 1);
        QCOMPARE(checked.count(), 1); // its own check, adopted at once
        QCOMPARE(f.doc.diagnostics().all().size(), before);
        QTest::qWait(400); // past the pause a check after an edit waits for
        QCOMPARE(checked.count(), 1); // and none after it
        QCOMPARE(f.maxStacks("chilled"), std::optional<std::int64_t>(6));
        f.doc.undoStack()->undo(); // an undo is checked as any edit is
        QTRY_COMPARE(checked.count(), 2);
        QCOMPARE(f.doc.currentBytes(), original);
    }

    void sortsNumbersAsNumbers()
    {
        Fixture f;
        QVERIFY(f.view.setSelected(f.at("stoneskin", "max_stacks"), QStringLiteral("12")));
        f.view.table()->sortByColumn(f.column("max_stacks"), Qt::AscendingOrder);
        QStringList shown;
        for (int r = 0; r < f.view.filter()->rowCount(); ++r)
            if (const QString t = f.view.filter()->index(r, f.column("max_stacks")).data().toString(); !t.isEmpty())
                shown << t;
        QCOMPARE(shown, (QStringList{"2", "2", "3", "12"})); // as text, 12 would come first
    }

    void filtersByAQuery()
    {
        Fixture f;
        QStringList order; // the content's order until a header is clicked
        for (int r = 0; r < f.view.filter()->rowCount(); ++r)
            order << f.view.filter()->index(r, 0).data().toString();
        QCOMPARE(order.mid(0, 4), (QStringList{"scorched", "rooted", "stoneskin", "regenerating"}));
        QTest::keyClicks(f.view.filterBox(), QStringLiteral("where stacking = Stack and max_stacks >= 2"));
        QCOMPARE(f.view.filterProblem()->text(), QString());
        QStringList names;
        for (int r = 0; r < f.view.filter()->rowCount(); ++r)
            names << f.view.filter()->index(r, 0).data().toString();
        QCOMPARE(names, (QStringList{"bleeding", "chilled", "marked"}));
        f.view.filterBox()->setText(QStringLiteral("max_stack > 2"));
        QVERIFY2(f.view.filterProblem()->text().startsWith(QStringLiteral("column 1: ")),
                 qPrintable(f.view.filterProblem()->text()));
        QCOMPARE(f.view.filter()->rowCount(), f.view.model()->rowCount());
    }

    void copiesCellsAsTabSeparatedText()
    {
        Fixture f;
        f.select({f.at("regenerating", "name"), f.at("regenerating", "badge"), f.at("dazzled", "name"),
                  f.at("dazzled", "badge"), f.at("overcharged", "name"), f.at("overcharged", "badge")});
        QTest::keyClick(f.view.table(), Qt::Key_C, Qt::ControlModifier);
        const OrderedJson overcharged = f.doc.definitionJson(kStatuses, f.row("overcharged"));
        const OrderedJson dazzled = f.doc.definitionJson(kStatuses, f.row("dazzled"));
        // A badge of "+" is guarded for a spreadsheet, as the CSV does.
        const QString expected = QStringLiteral("regenerating\t'+\novercharged\t%1\ndazzled\t%2")
                                     .arg(QString::fromStdString(overcharged["badge"].get<std::string>()),
                                          QString::fromStdString(dazzled["badge"].get<std::string>()));
        QCOMPARE(QApplication::clipboard()->text(), expected);
    }

    void marksTheCellAProblemIsOn()
    {
        Fixture f;
        const QModelIndex kind = f.view.model()->index(f.row("bleeding"), f.column("tick.kind"));
        QVERIFY(!kind.data(Qt::DecorationRole).isValid());
        QVERIFY(edit::setField(&f.doc, kStatuses, f.row("bleeding"), QStringLiteral("/tick/kind"), Json("plasma"), false));
        f.doc.validateNow();
        QVERIFY(kind.data(Qt::DecorationRole).isValid());
        QVERIFY2(kind.data(Qt::ToolTipRole).toString().contains(QStringLiteral("plasma")),
                 qPrintable(kind.data(Qt::ToolTipRole).toString()));
        QVERIFY(!f.view.model()->index(f.row("bleeding"), f.column("tick.amount")).data(Qt::DecorationRole).isValid());
        QVERIFY(!f.view.model()->index(f.row("chilled"), f.column("tick.kind")).data(Qt::DecorationRole).isValid());
        f.doc.undoStack()->undo();
        f.doc.validateNow();
        QVERIFY(!kind.data(Qt::DecorationRole).isValid());
    }

    void doubleClickOpensTheFormAtTheField()
    {
        Fixture f;
        QSignalSpy open(&f.view, &SectionTableView::openDefinition);
        const QRect cell = f.view.table()->visualRect(f.at("bleeding", "tick.amount"));
        QTest::mouseClick(f.view.table()->viewport(), Qt::LeftButton, {}, cell.center());
        QTest::mouseDClick(f.view.table()->viewport(), Qt::LeftButton, {}, cell.center());
        QCOMPARE(open.count(), 1);
        QCOMPARE(open.first(), (QVariantList{kStatuses, f.row("bleeding"), QStringLiteral("/tick/amount")}));
        QCOMPARE(f.doc.undoStack()->count(), 0); // opened, not edited
    }

    void anImportIsOneUndoStepAndABadCellRefusesIt()
    {
        Fixture f;
        const QByteArray original = f.doc.currentBytes();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("statuses.csv"));
        QString csv = sectionCsv(f.doc, kStatuses);
        csv.replace(QStringLiteral("bleeding,b,Stack,3,"), QStringLiteral("bleeding,b,Stack,7,"));
        csv += QStringLiteral("frostbite,f,Stack,many,,,,,,,,,,\r\n");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(csv.toUtf8());
        file.close();
        QStringList report;
        QVERIFY(!importSection(&f.doc, kStatuses, path, &report));
        QVERIFY2(report.join('\n').contains(QStringLiteral("frostbite, max stacks: \"many\" is not a whole number")),
                 qPrintable(report.join('\n')));
        QCOMPARE(f.doc.currentBytes(), original);

        csv.replace(QStringLiteral("frostbite,f,Stack,many,"), QStringLiteral("frostbite,f,Stack,2,"));
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(csv.toUtf8());
        file.close();
        QVERIFY2(importSection(&f.doc, kStatuses, path, &report), qPrintable(report.join('\n')));
        QCOMPARE(report.first(), QStringLiteral("Statuses: 12 matched, 1 added, 0 missing (kept)"));
        QCOMPARE(f.doc.undoStack()->count(), 1);
        QCOMPARE(f.maxStacks("bleeding"), std::optional<std::int64_t>(7));
        QCOMPARE(f.view.model()->rowCount(), 13);
        f.doc.undoStack()->undo();
        QCOMPARE(f.doc.currentBytes(), original);
        QCOMPARE(f.view.model()->rowCount(), 12);
    }

    // At game size (RULEBENCH_BIG_CONTENT: tests/bench/make_big_content.py's
    // file of 20,000 definitions), prints what the table's steps take.
    void gameSizeTimings()
    {
        const QString big = qEnvironmentVariable("RULEBENCH_BIG_CONTENT");
        if (big.isEmpty())
            QSKIP("RULEBENCH_BIG_CONTENT names no file");
        ContentDocument doc;
        QVERIFY(doc.open(big));
        doc.validateNow();
        SectionTableView view(&doc);
        view.resize(1280, 700);
        view.show();
        QElapsedTimer clock;
        clock.start();
        view.setSection(kStatuses);
        const qint64 open = clock.restart();
        QItemSelection cells;
        const int column = static_cast<int>(findColumn(view.model()->columns(), "tick.amount") - view.model()->columns().data());
        view.filterBox()->setText(QStringLiteral("tick present"));
        QSignalSpy rows(view.model(), &QAbstractItemModel::dataChanged);
        view.table()->selectionModel()->select(QItemSelection(view.filter()->index(0, column), view.filter()->index(36, column)),
                                               QItemSelectionModel::Select);
        // Its parts: the edited definitions made, and the content checked with them in place.
        std::vector<CellEdit> edits;
        for (int r = 0; r <= 36; ++r)
            edits.push_back({std::size_t(view.filter()->mapToSource(view.filter()->index(r, column)).row()),
                             &view.model()->columns()[std::size_t(column)], "3"});
        clock.restart();
        const EditedRows edited = editRows(*doc.spec(), contentFields(), "statuses", edits);
        const qint64 made = clock.restart();
        std::vector<std::pair<int, Json>> tried;
        for (const auto& [r, json] : edited.rows)
            tried.emplace_back(int(r), Json::parse(json.dump()));
        const auto check = doc.tryDefinitions(kStatuses, tried);
        const qint64 checked = clock.restart();
        doc.validateNow(); // every read kept: what a check costs here
        const qint64 again = clock.restart();
        DefinitionReads reads;
        reads.fill(*doc.spec());
        qInfo("37 cells: definitions made %lld ms, checked in place %lld ms; a whole check with every read kept %lld ms; needs text: %d",
              made, checked, again, int(reads.needsText()));
        clock.restart();
        const auto cpu = [] {
            timespec t{};
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t); // the UI thread's own time, whatever else the machine runs
            return double(t.tv_sec) * 1e3 + double(t.tv_nsec) * 1e-6;
        };
        const double cpuBefore = cpu();
        QVERIFY2(view.setSelected(view.filter()->index(0, column), QStringLiteral("3")), qPrintable(view.messageLine()->text()));
        QCoreApplication::processEvents();
        qInfo("37 cells set: %.1f ms of the UI thread's CPU time", cpu() - cpuBefore);
        const qint64 bulk = clock.restart();
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Set tick each turn, amount to 3 on 37 statuses"));
        QCOMPARE(rows.count(), 37); // a row repainted a definition changed, and no more
        doc.undoStack()->undo();
        const qint64 undo = clock.restart();
        view.filterBox()->setText(QStringLiteral("max_stacks > 2 and tick.amount >= 1"));
        const qint64 filter = clock.restart();
        view.table()->sortByColumn(column, Qt::AscendingOrder);
        const qint64 sort = clock.restart();
        qInfo("%d statuses: section shown %lld ms, 37 cells set %lld ms, undone %lld ms, filtered %lld ms, sorted %lld ms",
              view.model()->rowCount(), open, bulk, undo, filter, sort);
    }
};

QTEST_MAIN(TestSectionTableView)
#include "test_section_table_view.moc"
