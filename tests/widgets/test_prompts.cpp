// Where file dialogs start: beside the file being worked on, with a name that
// fits it, never in whatever folder the editor was launched from.
#include <QtTest>

#include "common/prompts.h"

#include <QDir>
#include <QTemporaryDir>

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
};

QTEST_MAIN(TestPrompts)
#include "test_prompts.moc"
