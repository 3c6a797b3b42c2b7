// The strict JSON reader behind parseJson: the same values nlohmann builds,
// the same refusals, and each key written twice in one object reported with
// its path, its definition and its place in the file.
#include "source_dir.h"
#include <QtTest>

#include "diagnostic_text.h"
#include "rulebench/content/build.h"
#include "rulebench/base/json_parse.h"
#include "rulebench/base/json_reader.h"
#include "rulebench/sandbox/scenario.h"

#include <cstdint>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

namespace {
QString messages(const rb::Diagnostics& d) { return rb::test::lines(d); }

// What nlohmann makes of the bytes, or nothing when it refuses them.
std::optional<rb::Json> nlohmannParse(const std::string& bytes)
{
    rb::Json j = rb::Json::parse(bytes, nullptr, false);
    if (j.is_discarded())
        return std::nullopt;
    return j;
}

std::optional<rb::Json> strictParse(const std::string& bytes)
{
    rb::Json j;
    std::vector<rb::detail::DuplicateKey> duplicates;
    if (!rb::detail::parseStrictJson(bytes, 1000, j, duplicates))
        return std::nullopt;
    return j;
}

// Same value and, for numbers, the same kind (signed, unsigned, double).
bool sameTree(const rb::Json& a, const rb::Json& b)
{
    if (a.type() != b.type())
        return false;
    if (a.is_object()) {
        if (a.size() != b.size())
            return false;
        for (auto it = a.begin(), jt = b.begin(); it != a.end(); ++it, ++jt)
            if (it.key() != jt.key() || !sameTree(it.value(), jt.value()))
                return false;
        return true;
    }
    if (a.is_array()) {
        if (a.size() != b.size())
            return false;
        for (std::size_t i = 0; i < a.size(); ++i)
            if (!sameTree(a[i], b[i]))
                return false;
        return true;
    }
    return a == b;
}
} // namespace

class TestJsonParse : public QObject {
    Q_OBJECT
private slots:
    void buildsWhatNlohmannBuilds()
    {
        const std::vector<std::string> inputs = {
            "0", "-0", "7", "-7", "18446744073709551615", "18446744073709551616", "-9223372036854775808",
            "-9223372036854775809", "1.5", "-0.0", "1e5", "1E+2", "2.5e-3", "123456789012345678901234567890",
            "true", "false", "null", "\"\"", "\"a\\\"b\\\\c\\/d\\b\\f\\n\\r\\t\"", "\"\\u0041\\u00e9\\u20ac\"",
            "\"\\ud83d\\ude00\"", "\"\\u0000\"", "\"caf\xc3\xa9 \xe2\x82\xac \xf0\x9f\x98\x80\"", " [ ] ", "{}",
            std::string("1\0 anything", 12), // nlohmann stops at a NUL byte
            "[1, [2, [3, {\"a\": [true, null]}]]]", "{\"b\": 1, \"a\": 2, \"\": {\"x y\": []}}", "\t\r\n 5 \n",
        };
        for (const std::string& in : inputs) {
            const auto expected = nlohmannParse(in);
            QVERIFY2(expected, in.c_str());
            const auto got = strictParse(in);
            QVERIFY2(got, in.c_str());
            QVERIFY2(sameTree(*got, *expected), in.c_str());
        }
    }

    void underflowReadsAsZeroAsNlohmannHasIt()
    {
        // from_chars calls these out of range; strtod, under nlohmann, makes them 0.
        for (const std::string in : {"1e-400", "-1e-400", "[0.000001e-330, 2.5e-324, 1e-99999999999999999999]",
                                     "123e-999", "0.0000000000000000000000001e-300"}) {
            const auto got = strictParse(in);
            QVERIFY2(got, in.c_str());
            QVERIFY2(sameTree(*got, rb::Json::parse(in)), in.c_str());
        }
        QVERIFY(!strictParse("1e99999999999999999999")); // too large stays refused, as nlohmann refuses it
        QVERIFY(!strictParse("0.001e312"));
        QVERIFY(strictParse("0.001e310")); // 1e307
    }

    void aByteOrderMarkIsSteppedOverAsNlohmannDoes()
    {
        const std::string in = "\xEF\xBB\xBF{\"a\": 1}";
        QVERIFY(nlohmannParse(in));
        QVERIFY(strictParse(in));
    }

    // The fallback reader no longer gives values: a file with an underflowing
    // number still hears of its duplicate keys (it used to go to nlohmann,
    // which keeps the later value without a word).
    void duplicateKeysAreReportedBesideAnUnderflow()
    {
        const rb::Validation v = rb::validateContent("{\"format\": \"rulebench/1\",\n"
                                                     " \"stats\": [{\"name\": \"hp\", \"default\": 3, \"max\": 1e-400,\n"
                                                     "            \"default\": 12}]}\n");
        QVERIFY(v.readable);
        QVERIFY2(messages(v.diagnostics).contains("stats[0] \"hp\": default: duplicate key \"default\" (line 3, column 13)"),
                 qPrintable(messages(v.diagnostics)));
    }

    void refusesWhatNlohmannRefuses()
    {
        const std::vector<std::string> inputs = {
            "", " ", "01", "-", "1.", ".5", "+1", "1e", "1e+", "--1", "0x10", "NaN", "Infinity", "tru", "nul",
            "[1,]", "[,1]", "{\"a\":1,}", "{\"a\" 1}", "{a: 1}", "{\"a\":}", "[1 2]", "\"abc", "\"\\x\"",
            "\"\\u12\"", "\"\\ud800\"", "\"\\udc00\"", "\"\\ud800\\u0041\"", "\"tab\there\"", "\"\xc3\"",
            "\"\xc0\xaf\"", "\"\xed\xa0\x80\"", "\"\xf4\x90\x80\x80\"", "\"\xff\"", "1 2", "{} x", "[1]]",
            "// c\n1", std::string("[\0]", 3), "1e400", "-1e400",
        };
        for (const std::string& in : inputs) {
            QVERIFY2(!nlohmannParse(in) || in == "1e400" || in == "-1e400", in.c_str());
            QVERIFY2(!strictParse(in), in.c_str());
        }
    }

    void agreesWithNlohmannOnMutatedDemoContent()
    {
        std::ifstream in(rb::test::sourcePath() + "/resources/demo/demo.rules.json", std::ios::binary);
        const std::string demo((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        QVERIFY(!demo.empty());
        const std::string alphabet = "{}[],:\"\\0123456789.-+eEtrufalsn \n\t\x01\xc3\xa9\xff";
        std::uint64_t state = 20261129;
        const auto next = [&state] {
            state = state * 6364136223846793005ull + 1442695040888963407ull;
            return static_cast<std::size_t>(state >> 33);
        };
        int agreedOnValue = 0;
        for (int round = 0; round < 300; ++round) {
            std::string bytes = demo;
            for (int edits = 1 + static_cast<int>(next() % 3); edits > 0; --edits) {
                const std::size_t at = next() % bytes.size();
                switch (next() % 3) {
                case 0: bytes[at] = alphabet[next() % alphabet.size()]; break;
                case 1: bytes.erase(at, 1 + next() % 4); break;
                default: bytes.insert(at, 1, alphabet[next() % alphabet.size()]); break;
                }
            }
            const auto expected = nlohmannParse(bytes);
            const auto got = strictParse(bytes);
            QCOMPARE(bool(got), bool(expected));
            if (got) {
                QVERIFY(sameTree(*got, *expected));
                ++agreedOnValue;
            }
        }
        QVERIFY(agreedOnValue > 0); // some mutations still parse, and those values matched
    }

    void duplicateKeyInContentIsAnErrorWithPathDefinitionAndPlace()
    {
        const rb::Validation v = rb::validateContent("{\"format\": \"rulebench/1\",\n"
                                                     " \"stats\": [{\"name\": \"hp\", \"default\": 3,\n"
                                                     "            \"default\": 12}]}\n");
        QVERIFY(v.readable);
        QCOMPARE(messages(v.diagnostics),
                 QString("stats[0] \"hp\": default: duplicate key \"default\" (line 3, column 13): the later one wins\n"));
        QCOMPARE(v.definitions->stats[rb::StatId{0}].defaultValue, std::int64_t(12)); // as nlohmann would read it
    }

    void duplicateKeyPathsQuoteKeysAsElsewhere()
    {
        rb::Diagnostics d;
        const auto j = rb::parseJson("{\"a\": {\"b c\": 1, \"b c\": 2}, \"a\": [{\"x\": 1, \"x\": 2}]}", d);
        QVERIFY(j);
        QCOMPARE(messages(d), QString("a[\"b c\"]: duplicate key \"b c\" (line 1, column 18): the later one wins\n"
                                      "a: duplicate key \"a\" (line 1, column 29): the later one wins\n"
                                      "a[0].x: duplicate key \"x\" (line 1, column 44): the later one wins\n"));
        QCOMPARE((*j)["a"][0]["x"], rb::Json(2));
    }

    void duplicateKeyInScenarioIsReported()
    {
        const rb::ScenarioLoad load = rb::loadScenario("{\"seed\": 1,\n \"seed\": 2}");
        QVERIFY(load.spec);
        QVERIFY2(messages(load.diagnostics).contains("seed: duplicate key \"seed\" (line 2, column 2): the later one wins"),
                 qPrintable(messages(load.diagnostics)));
    }

    void syntaxErrorsKeepNlohmannsWords()
    {
        rb::Diagnostics d;
        QVERIFY(!rb::parseJson("{\"a\": [1, 2,]}", d));
        QCOMPARE(d.size(), std::size_t(1));
        QVERIFY2(d.all().front().message.rfind("syntax error while parsing value", 0) == 0, d.all().front().message.c_str());
        QCOMPARE(d.all().front().line, 1);
    }
};

QTEST_APPLESS_MAIN(TestJsonParse)
#include "test_json_parse.moc"
