// check's verdicts as JUnit XML: a pass is a plain case, fail, undecided and
// absent are failures of their own type with check's line as the message,
// cancelled and unplayed are skipped, counts and times add up, and a name
// that could break the XML is escaped (the file still parses).
#include <QtTest>

#include "rulebench/report/junit.h"
#include "rulebench/report/markup.h"

#include <QXmlStreamReader>

namespace {
rb::Expectation expectation(const std::string& measure)
{
    rb::Expectation e;
    e.scenario = "a<&>\"'.scenario.json";
    e.measure = measure;
    e.runs = 10;
    e.turns = 5;
    e.maxRuns = 100;
    e.atLeast = 2;
    e.atMost = 3;
    return e;
}

rb::CheckResult result(rb::CheckResult::Verdict v, double mean)
{
    rb::CheckResult r;
    r.verdict = v;
    r.runs = 10;
    r.summary.present = 10;
    r.summary.mean = mean;
    r.summary.low = mean - 0.5;
    r.summary.high = mean + 0.5;
    return r;
}
} // namespace

class TestJunit : public QObject {
    Q_OBJECT
private slots:
    void everyVerdictHasItsElement()
    {
        using V = rb::CheckResult::Verdict;
        const std::vector<rb::Expectation> es = {expectation("pass"), expectation("fail"), expectation("undecided"),
                                                 expectation("absent"), expectation("cancelled"),
                                                 expectation("unplayed")};
        const std::vector<rb::CheckResult> rs = {result(V::Pass, 2.5), result(V::Fail, 9), result(V::Undecided, 3),
                                                 result(V::Absent, 0), result(V::Cancelled, 2)};
        const std::string xml = rb::junitXml("x.expect.json", es, rs, {1.25, 2, 0.5, 0.25, 0.001});
        QXmlStreamReader reader(QByteArray::fromStdString(xml));
        QStringList seen; // the case's measure, then its failure type or "skipped"
        QString tests, failures, skipped, time;
        while (!reader.atEnd()) {
            if (reader.readNext() != QXmlStreamReader::StartElement)
                continue;
            const auto a = reader.attributes();
            if (reader.name() == u"testsuite") {
                tests = a.value("tests").toString(), failures = a.value("failures").toString();
                skipped = a.value("skipped").toString(), time = a.value("time").toString();
                QCOMPARE(a.value("name").toString(), QString("x.expect.json"));
            } else if (reader.name() == u"testcase") {
                QCOMPARE(a.value("classname").toString(), QString("a<&>\"'.scenario.json"));
                seen << a.value("name").toString().section(": ", 1);
            } else if (reader.name() == u"failure") {
                seen << a.value("type").toString();
                QVERIFY(a.value("message").startsWith(u"fail: a<&>\"'.scenario.json: "));
            } else if (reader.name() == u"skipped") {
                seen << "skipped";
            }
        }
        QVERIFY2(!reader.hasError(), qPrintable(reader.errorString()));
        QCOMPARE(seen, QStringList({"pass", "fail", "outside", "undecided", "undecided", "absent", "absent",
                                    "cancelled", "skipped", "unplayed", "skipped"}));
        QCOMPARE(tests, QString("6"));
        QCOMPARE(failures, QString("3"));
        QCOMPARE(skipped, QString("2"));
        QCOMPARE(time, QString("4.001"));
        QVERIFY(xml.find("mean 9 (95% interval 8.5 .. 9.5) lies outside 2 .. 3 (10 runs)") != std::string::npos);
        QVERIFY(xml.find("is undecided against 2 .. 3 after 10 runs") != std::string::npos);
        QVERIFY(xml.find("was present in no run (10 runs)") != std::string::npos);
    }

    void markupIsEscapedAndBadBytesReplaced()
    {
        QCOMPARE(rb::escapeMarkup("<b>&\"'"), std::string("&lt;b&gt;&amp;&quot;&#39;"));
        QCOMPARE(rb::escapeMarkup("a\x01" "b"), std::string("a\xEF\xBF\xBD" "b"));
        QCOMPARE(rb::escapeMarkup("\xC3\xA9t\xC3"), std::string("\xC3\xA9t\xEF\xBF\xBD"));
        QCOMPARE(rb::escapeMarkup("\xED\xA0\x80"), std::string("\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD"));
    }
};

QTEST_APPLESS_MAIN(TestJunit)
#include "test_junit.moc"
