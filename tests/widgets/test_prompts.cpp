// Where file dialogs start: beside the file being worked on, with a name that
// fits it, never in whatever folder the editor was launched from.
#include <QtTest>

#include "common/prompts.h"

#include <QAbstractButton>
#include <QDir>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QTimer>

using namespace rb;

class TestPrompts : public QObject {
    Q_OBJECT
private slots:
    void startsBesideTheFileBeingWorkedOn()
    {
        QTemporaryDir project;
        const QString content = project.filePath(QStringLiteral("demo.rules.json"));
        QCOMPARE(dialogStart(content), project.path());
        QCOMPARE(dialogStart(content, QStringLiteral("demo.scenario.json")),
                 project.filePath(QStringLiteral("demo.scenario.json")));
    }

    void anUnsavedFileStartsInTheLastFolderUsedElseAtHome()
    {
        QTemporaryDir last;
        QCOMPARE(dialogStart({}, QStringLiteral("untitled.rules.json"), last.path()),
                 last.filePath(QStringLiteral("untitled.rules.json")));
        QCOMPARE(dialogStart({}, {}, {}), QDir::homePath());
        // A folder that is gone (a file moved away) falls back too.
        QCOMPARE(dialogStart(QStringLiteral("/no/such/folder/demo.rules.json"), {}, last.path()), last.path());
    }

    // A name typed without an extension gets the chosen filter's (it had saved "plot-export").
    void anExportGetsTheFiltersExtension()
    {
        QCOMPARE(withFilterExtension(QStringLiteral("/p/plot-export"), QStringLiteral("PNG image (*.png)")),
                 QStringLiteral("/p/plot-export.png"));
        QCOMPARE(withFilterExtension(QStringLiteral("/p/plot.PNG"), QStringLiteral("PNG image (*.png)")),
                 QStringLiteral("/p/plot.PNG"));
        QCOMPARE(withFilterExtension(QStringLiteral("/p/run"), QStringLiteral("Rulebench scenarios (*.scenario.json)")),
                 QStringLiteral("/p/run.scenario.json"));
        QCOMPARE(withFilterExtension(QStringLiteral("/p/t"), QStringLiteral("CSV table (*.csv);;All files (*)")),
                 QStringLiteral("/p/t.csv"));
        QCOMPARE(withFilterExtension({}, QStringLiteral("PNG image (*.png)")), QString());
    }

    void aSiblingIsNamedAfterTheFile()
    {
        QCOMPARE(siblingName(QStringLiteral("/p/demo.rules.json"), QStringLiteral(".scenario.json"), QStringLiteral("x")),
                 QStringLiteral("demo.scenario.json"));
        QCOMPARE(siblingName(QStringLiteral("/p/grenade.scenario.json"), QStringLiteral(".map.txt"), QStringLiteral("x")),
                 QStringLiteral("grenade.map.txt"));
        QCOMPARE(siblingName(QStringLiteral("notes.json"), QStringLiteral(".rules.json"), QStringLiteral("x")),
                 QStringLiteral("notes.rules.json"));
        QCOMPARE(siblingName({}, QStringLiteral(".scenario.json"), QStringLiteral("untitled.scenario.json")),
                 QStringLiteral("untitled.scenario.json"));
    }

    // Import Section's question about what the CSV lacks names how many and
    // which; Keep is the default (a stray Return removes nothing), Escape cancels.
    void theRemoveMissingQuestionNamesWhatGoesAndKeepsByDefault()
    {
        QStringList names;
        for (int i = 1; i <= 14; ++i)
            names << QStringLiteral("venom %1").arg(i);
        const auto box = removeMissingBox(nullptr, QStringLiteral("statuses.csv"), QStringLiteral("statuses"), names);
        QVERIFY2(box->text().contains(QStringLiteral("statuses.csv has no row for 14 definitions of the statuses")),
                 qPrintable(box->text()));
        QVERIFY(box->informativeText().contains(QStringLiteral("venom 12")));
        QVERIFY(!box->informativeText().contains(QStringLiteral("venom 13")));
        QVERIFY(box->informativeText().contains(QStringLiteral("and 2 more")));
        QStringList buttons;
        for (QAbstractButton* b : box->buttons())
            buttons << b->text();
        QVERIFY2(buttons.contains(QStringLiteral("Remove 14 definitions")), qPrintable(buttons.join(", ")));
        QTimer::singleShot(0, box.get(), [&box] { QTest::keyClick(box.get(), Qt::Key_Return); });
        box->exec();
        QCOMPARE(box->buttonRole(box->clickedButton()), QMessageBox::AcceptRole);
        QCOMPARE(box->clickedButton()->text(), QStringLiteral("Keep Them"));

        const auto again = removeMissingBox(nullptr, QStringLiteral("statuses.csv"), QStringLiteral("statuses"), names);
        QTimer::singleShot(0, again.get(), [&again] { QTest::keyClick(again.get(), Qt::Key_Escape); });
        again->exec();
        QCOMPARE(again->buttonRole(again->clickedButton()), QMessageBox::RejectRole);

        const auto third = removeMissingBox(nullptr, QStringLiteral("statuses.csv"), QStringLiteral("statuses"), names);
        QTimer::singleShot(0, third.get(), [&third] {
            for (QAbstractButton* b : third->buttons())
                if (b->text().startsWith(QStringLiteral("Remove")))
                    QTest::mouseClick(b, Qt::LeftButton);
        });
        third->exec();
        QCOMPARE(third->buttonRole(third->clickedButton()), QMessageBox::DestructiveRole);
        QCOMPARE(third->icon(), QMessageBox::Question); // no scenario names them

        // Scenarios that name some of them make it a warning that says which and how often.
        const auto named = removeMissingBox(nullptr, QStringLiteral("statuses.csv"), QStringLiteral("statuses"), names,
                                            {QStringLiteral("stacking.scenario.json names venom 1, venom 2 (3 places)")});
        QCOMPARE(named->icon(), QMessageBox::Warning);
        QVERIFY2(named->informativeText().contains(QStringLiteral("would no longer play:\n• stacking.scenario.json names venom 1, venom 2 (3 places)")),
                 qPrintable(named->informativeText()));
    }
};

QTEST_MAIN(TestPrompts)
#include "test_prompts.moc"
