// Numbers at and beyond the edges of what JSON and int64 hold: each read as a
// diagnostic, never a crash or a silently accepted value. Regressions for
// bugs the bad-input corpus found.
#include <QtTest>

#include "diagnostic_text.h"
#include "rulebench/content/build.h"
#include "rulebench/base/json_reader.h"

namespace {
QString messages(const rb::Diagnostics& d) { return rb::test::lines(d); }
} // namespace

class TestJsonLimits : public QObject {
    Q_OBJECT
private slots:
    void int64MinIsTooLargeNotAccepted()
    {
        // std::llabs(INT64_MIN) overflows (it stayed negative, so the value passed).
        rb::Diagnostics d;
        std::int64_t out = 7;
        QVERIFY(!rb::read(rb::Json::parse("-9223372036854775808"), rb::Where{&d, "stats[0].default", "hp"}, out));
        QCOMPARE(out, std::int64_t(7));
        QVERIFY2(messages(d).contains("the number -9223372036854775808 is too large (at most 1000000000)"), qPrintable(messages(d)));
    }

    void boundsAreInclusive()
    {
        rb::Diagnostics d;
        std::int64_t out = 0;
        QVERIFY(rb::read(rb::Json(-rb::kMaxContentNumber), rb::Where{&d, {}, {}}, out));
        QCOMPARE(out, -rb::kMaxContentNumber);
        QVERIFY(rb::read(rb::Json(rb::kMaxContentNumber), rb::Where{&d, {}, {}}, out));
        QVERIFY(!rb::read(rb::Json(-rb::kMaxContentNumber - 1), rb::Where{&d, {}, {}}, out));
        QCOMPARE(out, rb::kMaxContentNumber);
    }

    void numberBeyondADoubleIsASyntaxErrorWithItsPlace()
    {
        // nlohmann throws out_of_range, not parse_error, for 1e400: it escaped.
        const rb::Validation v = rb::validateContent("{\"format\": \"rulebench/1\",\n \"stats\": [{\"name\": \"hp\", \"default\": 1e400}]}");
        QVERIFY(!v.readable);
        QCOMPARE(v.diagnostics.size(), std::size_t(1));
        const rb::Diagnostic& d = v.diagnostics.all().front();
        QCOMPARE(QString::fromStdString(d.message), QString("syntax error: the number 1e400 is too large to read"));
        QCOMPARE(d.line, 2);
        QCOMPARE(d.column, 38);
    }
};

QTEST_APPLESS_MAIN(TestJsonLimits)
#include "test_json_limits.moc"
