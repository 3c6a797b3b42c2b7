// "Did you mean": a name that differs from a defined one only in how its
// accented letters are written (é composed, or e and a combining accent) is
// still unknown, but the hint names the defined one and says why they differ.
#include <QtTest>

#include "diagnostic_text.h"

#include "rulebench/base/diagnostic.h"
#include "rulebench/content/build.h"

using namespace rb;

namespace {
const std::string kComposed = "br\xC3\xBBlure";     // brûlure, û as U+00FB
const std::string kDecomposed = "bru\xCC\x82lure";  // brûlure, u and U+0302
} // namespace

class TestDidYouMean : public QObject {
    Q_OBJECT
private slots:
    void accentsComeOffWhicheverWayTheyAreWritten()
    {
        QCOMPARE(withoutAccents(kComposed), std::string("brulure"));
        QCOMPARE(withoutAccents(kDecomposed), std::string("brulure"));
        QCOMPARE(withoutAccents("\xC3\x89t\xC3\xA9 \xC5\x81\xC3\xB3" "d\xC5\xBA"), std::string("Ete \xC5\x81odz")); // Ł has no mark to drop
        QCOMPARE(withoutAccents("plain"), std::string("plain"));
        QCOMPARE(withoutAccents("\xFF\xC3"), std::string("\xFF\xC3")); // bytes that are no UTF-8 stay as they are
    }

    void theOtherWritingIsTheHint()
    {
        const std::vector<std::string> names{"burning", kComposed};
        QCOMPARE(closestName(kDecomposed, names), kComposed);
        QCOMPARE(closestName(kComposed, {kDecomposed}), kDecomposed);
        QCOMPARE(didYouMean(kDecomposed, names),
                 " (did you mean \"" + kComposed + "\"? the two differ only in their accents or how they are written)");
        QCOMPARE(didYouMean("burnign", names), std::string(" (did you mean \"burning\"?)"));
    }

    // In content: a status defined composed, applied decomposed.
    void aDecomposedNameIsRefusedNamingTheComposedOne()
    {
        const std::string content = std::string("{\"format\": \"rulebench/1\", ")
            + "\"stats\": [{\"name\": \"health\", \"default\": 10}], "
            + "\"statuses\": [{\"name\": \"" + kComposed + "\", \"turns\": 2}], "
            + "\"items\": [{\"name\": \"torch\", \"effects\": [{\"kind\": \"Afflict\", \"args\": {\"status\": \""
            + kDecomposed + "\"}}]}]}";
        const Validation v = validateContent(content);
        QCOMPARE(test::lines(v.diagnostics).section('\n', 0, 0) + "\n", // then a warning: nothing delivers the torch's effects
                 QString::fromStdString("items[0] \"torch\": effects[0].args.status: unknown status \"" + kDecomposed
                                        + "\" (did you mean \"" + kComposed
                                        + "\"? the two differ only in their accents or how they are written)\n"));
    }
};

QTEST_GUILESS_MAIN(TestDidYouMean)
#include "test_did_you_mean.moc"
