// Names and ids with control characters (C0, DEL, C1) are refused at their
// path, shown escaped; every diagnostic line is printed with its control
// characters escaped; printable Unicode stays a fine name.
#include <QtTest>

#include "diagnostic_text.h"
#include "rulebench/base/diagnostic.h"
#include "rulebench/content/build.h"
#include "rulebench/sandbox/scenario.h"

#include <string>

namespace {
QString messages(const rb::Diagnostics& d) { return rb::test::lines(d); }
} // namespace

class TestControlCharacters : public QObject {
    Q_OBJECT
private slots:
    void findsC0DeleteAndC1ButNotPrintableUnicode()
    {
        QCOMPARE(rb::firstControlCharacter("bad\x1bname"), std::optional<char32_t>(0x1B));
        QCOMPARE(rb::firstControlCharacter("line\nbreak"), std::optional<char32_t>(0x0A));
        QCOMPARE(rb::firstControlCharacter("del\x7f"), std::optional<char32_t>(0x7F));
        QCOMPARE(rb::firstControlCharacter("csi\xc2\x9b"), std::optional<char32_t>(0x9B));
        QVERIFY(!rb::firstControlCharacter("\xc3\xa9lan \xe2\x9a\x94 \xe5\x8a\x9b \xc2\xa0nbsp"));
        QVERIFY(!rb::firstControlCharacter(""));
    }

    void escapesEveryControlCharacterAndNothingElse()
    {
        QCOMPARE(rb::escapeControlCharacters("bad\x1bname"), std::string("bad\\u001bname"));
        QCOMPARE(rb::escapeControlCharacters("a\nb\x7f\xc2\x9b" "c\xc3\xa9"), std::string("a\\u000ab\\u007f\\u009bc\xc3\xa9"));
        QCOMPARE(rb::escapeControlCharacters("plain"), std::string("plain"));
    }

    void aNameWithAControlCharacterIsRefusedAtItsPathShownEscaped()
    {
        const rb::Validation v
            = rb::validateContent("{\"format\": \"rulebench/1\", \"stats\": [{\"name\": \"bad\\u001bname\", \"default\": 1}]}");
        QVERIFY(v.diagnostics.hasErrors());
        const QString text = messages(v.diagnostics);
        QVERIFY2(text.contains("stats[0] \"bad\\u001bname\": name: the name \"bad\\u001bname\" holds a control character "
                               "(U+001B)"),
                 qPrintable(text));
        QVERIFY2(!text.contains(QChar(0x1B)), qPrintable(text));
    }

    void printableUnicodeIsAFineName()
    {
        const rb::Validation v = rb::validateContent(
            "{\"format\": \"rulebench/1\", \"stats\": [{\"name\": \"\xc3\xa9lan \xe2\x9a\x94 \xe5\x8a\x9b\", \"default\": 1}]}");
        QVERIFY2(!v.diagnostics.hasErrors(), qPrintable(messages(v.diagnostics)));
    }

    void anUnknownKeyIsEchoedEscaped()
    {
        const rb::Validation v = rb::validateContent(
            "{\"format\": \"rulebench/1\", \"stats\": [{\"name\": \"hp\", \"default\": 1, \"m\\u009bx\": 3}]}");
        const QString text = messages(v.diagnostics);
        QVERIFY2(text.contains("unknown key \"m\\u009bx\""), qPrintable(text));
        QVERIFY2(!text.contains(QChar(0x9B)), qPrintable(text));
    }

    void aScenarioIdWithAControlCharacterIsRefused()
    {
        const rb::ScenarioLoad load = rb::loadScenario(
            "{\"format\": \"rulebench-scenario/1\", \"content\": \"x.rules.json\", \"map\": [\"...\"],"
            " \"actors\": [{\"id\": \"hero\\r\", \"actor\": \"hero\", \"at\": [0, 0]}]}");
        const QString text = messages(load.diagnostics);
        QVERIFY2(text.contains("actors[0] \"hero\\u000d\": id: the id \"hero\\u000d\" holds a control character (U+000D)"),
                 qPrintable(text));
    }
};

QTEST_APPLESS_MAIN(TestControlCharacters)
#include "test_control_characters.moc"
