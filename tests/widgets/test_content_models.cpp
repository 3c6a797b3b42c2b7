// The content tree and the diagnostics table: model contracts, and what they
// show for a file with mistakes.
#include <QtTest>

#include "content_document.h"
#include "content_tree_model.h"
#include "diagnostics_model.h"
#include "validation_panel.h"

#include <QAbstractItemModelTester>
#include <QTreeView>

using namespace rb;

namespace {
const QString kBroken = QStringLiteral(RULEBENCH_SOURCE_DIR "/tests/data/content/five-mistakes.rules.json");
const QString kDemo = QStringLiteral(RULEBENCH_SOURCE_DIR "/resources/demo/demo.rules.json");
} // namespace

class TestContentModels : public QObject {
    Q_OBJECT
private slots:
    void treeModelHonoursTheContract()
    {
        ContentDocument doc;
        QVERIFY(doc.open(kDemo));
        ContentTreeModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setContent(outline(*doc.spec()), doc.diagnostics());
        QVERIFY(model.rowCount() >= 3);
        const QModelIndex stats = model.indexOf(QStringLiteral("stats"));
        QVERIFY(stats.isValid());
        QVERIFY(stats.data().toString().startsWith(QStringLiteral("Stats (")));
        QCOMPARE(model.index(0, 0, stats).data().toString(), QStringLiteral("health"));
        model.clear();
        QCOMPARE(model.rowCount(), 0);
    }

    void brokenDefinitionsCarryAnIcon()
    {
        ContentDocument doc;
        QVERIFY(doc.open(kBroken));
        ContentTreeModel model;
        model.setContent(outline(*doc.spec()), doc.diagnostics());
        const QModelIndex healthAgain = model.indexOf(QStringLiteral("stats"), 1);
        QCOMPARE(healthAgain.data().toString(), QStringLiteral("health"));
        QVERIFY(!healthAgain.data(Qt::DecorationRole).isNull());
        QVERIFY(!model.indexOf(QStringLiteral("stats"), 0).data(Qt::ToolTipRole).isValid());
        QVERIFY(model.indexOf(QStringLiteral("stats"), 1).data(Qt::ToolTipRole).isValid());
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
        QCOMPARE(model.index(0, DiagnosticsModel::WhereColumn).data().toString(), QStringLiteral("stats[2] \"armor\": default"));
        QCOMPARE(model.index(0, DiagnosticsModel::MessageColumn).data().toString(),
                 QStringLiteral("expected a whole number, got text \"high\""));
        QCOMPARE(model.index(3, DiagnosticsModel::WhereColumn).data().toString(), QStringLiteral("stats[1] \"health\": name"));
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
        QVERIFY(doc.open(QStringLiteral(RULEBENCH_SOURCE_DIR "/tests/data/content/not-json.rules.json")));
        QVERIFY(!doc.spec());
        QCOMPARE(doc.diagnostics().size(), std::size_t(1));
        QCOMPARE(describeWhere(doc.diagnostics().all()[0]), QStringLiteral("line 4, column 23"));
    }
};

QTEST_MAIN(TestContentModels)
#include "test_content_models.moc"
