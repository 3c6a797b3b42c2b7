// The rulebench executable answers validate, --help and --version with no
// display: no QApplication, no platform plugin; and a mistyped subcommand, a
// missing file or the editor with no display to show on is said in one line
// with exit 2, never Qt's abort.
#include "source_dir.h"
#include <QtTest>

#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>

class TestHeadless : public QObject {
    Q_OBJECT

    QTemporaryDir home_;

    struct Result {
        int code;
        QString out;
        QString err;
    };

    // With no display: DISPLAY unset and a platform that cannot load (or none).
    Result run(const QStringList& args, const QString& platform = QStringLiteral("no-such-platform"))
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        if (!platform.isEmpty())
            env.insert(QStringLiteral("QT_QPA_PLATFORM"), platform);
        // A home of its own: no settings or autosave of the user's reach the editor.
        env.insert(QStringLiteral("HOME"), home_.path());
        for (const char* xdg : {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"})
            env.remove(QString::fromLatin1(xdg));
        p.setProcessEnvironment(env);
        p.start(rb::test::siblingExecutable("rulebench"), args);
        if (!p.waitForFinished(30000))
            return {-1, {}, {}};
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2, QString::fromUtf8(p.readAllStandardOutput()),
                QString::fromUtf8(p.readAllStandardError())};
    }

private slots:
    void validateRunsWithoutADisplay()
    {
        const Result clean = run({"validate", rb::test::sourceFile("/resources/demo/demo.rules.json")});
        QCOMPARE(clean.code, 0);
        QVERIFY2(clean.out.isEmpty(), qPrintable(clean.out));
        QVERIFY2(clean.err.isEmpty(), qPrintable(clean.err));
    }

    void threeExitCodes()
    {
        QCOMPARE(run({"validate", rb::test::sourceFile("/tests/data/content/five-mistakes.rules.json")}).code, 1);
        QCOMPARE(run({"validate", rb::test::sourceFile("/tests/data/content/not-json.rules.json")}).code, 2);
        QCOMPARE(run({"validate", "/no/such/file.rules.json"}).code, 2);
    }

    void sameOutputTwice()
    {
        const QStringList args{"validate", rb::test::sourceFile("/tests/data/content/five-mistakes.rules.json")};
        QCOMPARE(run(args).out, run(args).out);
    }

    void helpAndVersionWithoutADisplay()
    {
        const Result help = run({"--help"});
        QCOMPARE(help.code, 0);
        QVERIFY(help.out.contains(QStringLiteral("validate FILE...")));
        const Result version = run({"--version"});
        QCOMPARE(version.code, 0);
        QVERIFY(version.out.startsWith(QStringLiteral("rulebench ")));
    }

    void aMistypedSubcommandIsNamedWithASuggestion()
    {
        const Result r = run({"validat", rb::test::sourceFile("/resources/demo/demo.rules.json")});
        QCOMPARE(r.code, 2);
        QCOMPARE(r.err, QStringLiteral("rulebench: unknown command or file \"validat\" — did you mean validate?\n"));
        QVERIFY(r.out.isEmpty());
    }

    void aMissingFileIsNamed()
    {
        const Result r = run({"/no/such/file.json"});
        QCOMPARE(r.code, 2);
        QCOMPARE(r.err, QStringLiteral("rulebench: no such file: \"/no/such/file.json\"\n"));
        // Qt's own options and their values are stepped over.
        const Result after = run({"-platform", "offscreen", "--select", "stats:health", "nosuchword"});
        QCOMPARE(after.code, 2);
        QCOMPARE(after.err, QStringLiteral("rulebench: unknown command or file \"nosuchword\"; see rulebench --help\n"));
    }

    void theEditorWithNoDisplaySaysSoInsteadOfAborting()
    {
        const QString demo = rb::test::sourceFile("/resources/demo/demo.rules.json");
        const Result bogus = run({demo});
        QCOMPARE(bogus.code, 2);
        QCOMPARE(bogus.err, QStringLiteral("rulebench: no display: the Qt platform \"no-such-platform\" cannot be loaded; "
                                           "the subcommands (validate, simulate, …) run without one\n"));
        const Result none = run({}, QString());
        QCOMPARE(none.code, 2);
        QCOMPARE(none.err, QStringLiteral("rulebench: no display: the editor needs one; the subcommands (validate, "
                                          "simulate, …) run without\n"));
        // offscreen counts as a display: the editor starts (and quits after its picture).
        QTemporaryDir dir;
        const Result offscreen = run({demo, "--screenshot", dir.filePath(QStringLiteral("shot.png"))}, QStringLiteral("offscreen"));
        QCOMPARE(offscreen.code, 0);
        QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("shot.png"))));
    }
};

QTEST_APPLESS_MAIN(TestHeadless)
#include "test_headless.moc"
