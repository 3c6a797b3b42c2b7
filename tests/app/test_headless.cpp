// The rulebench executable answers validate, --help and --version with no
// display: no QApplication, no platform plugin.
#include <QtTest>

#include <QProcess>

class TestHeadless : public QObject {
    Q_OBJECT

    struct Result {
        int code;
        QString out;
        QString err;
    };

    Result run(const QStringList& args)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("no-such-platform"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(RULEBENCH_EXECUTABLE), args);
        if (!p.waitForFinished(30000))
            return {-1, {}, {}};
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2, QString::fromUtf8(p.readAllStandardOutput()),
                QString::fromUtf8(p.readAllStandardError())};
    }

private slots:
    void validateRunsWithoutADisplay()
    {
        const Result clean = run({"validate", RULEBENCH_SOURCE_DIR "/resources/demo/demo.rules.json"});
        QCOMPARE(clean.code, 0);
        QVERIFY2(clean.out.isEmpty(), qPrintable(clean.out));
        QVERIFY2(clean.err.isEmpty(), qPrintable(clean.err));
    }

    void threeExitCodes()
    {
        QCOMPARE(run({"validate", RULEBENCH_SOURCE_DIR "/tests/data/content/five-mistakes.rules.json"}).code, 1);
        QCOMPARE(run({"validate", RULEBENCH_SOURCE_DIR "/tests/data/content/not-json.rules.json"}).code, 2);
        QCOMPARE(run({"validate", "/no/such/file.rules.json"}).code, 2);
    }

    void sameOutputTwice()
    {
        const QStringList args{"validate", RULEBENCH_SOURCE_DIR "/tests/data/content/five-mistakes.rules.json"};
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
};

QTEST_APPLESS_MAIN(TestHeadless)
#include "test_headless.moc"
