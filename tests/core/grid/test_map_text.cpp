// Maps as rows of text: '#' wall, anything else floor, glyphs kept; every
// malformed input named by line and column, and nothing unbounded.
#include <QtTest>

#include "rulebench/grid/map_text.h"

namespace {
QStringList problemsOf(std::string_view text)
{
    const rb::MapTextRead r = rb::readMapText(text);
    QStringList out;
    for (const auto& p : r.problems)
        out << QString::fromStdString(rb::format(p));
    if (r.map && !r.problems.empty())
        out << "BUG: a map despite problems";
    return out;
}
} // namespace

class TestMapText : public QObject {
    Q_OBJECT
private slots:
    void readsWallsFloorAndKeepsGlyphs()
    {
        const rb::MapTextRead r = rb::readMapText("####\n#.^#\n#~ #\n####\n");
        QVERIFY(r.problems.empty());
        QVERIFY(r.map.has_value());
        QCOMPARE(r.map->width(), 4);
        QCOMPARE(r.map->height(), 4);
        QCOMPARE(r.map->glyph({2, 1}), '^');
        QCOMPARE(r.map->glyph({1, 2}), '~');
        const rb::Grid g = r.map->grid();
        QVERIFY(g.isWall(rb::Cell{0, 0}));
        QVERIFY(g.isFloor({1, 1}));
        QVERIFY(g.isFloor({2, 1})); // '^' is floor to the grid
        QVERIFY(g.isFloor({2, 2})); // so is a space
        QVERIFY(g.isWall(rb::Cell{3, 3}));
    }

    void lineEndsAndTrailingBlankLines()
    {
        for (const char* text : {"#.#\n...", "#.#\n...\n", "#.#\r\n...\r\n", "#.#\n...\n\n\r\n"}) {
            const rb::MapTextRead r = rb::readMapText(text);
            QVERIFY2(r.map.has_value(), text);
            QCOMPARE(r.map->height(), 2);
            QCOMPARE(r.map->width(), 3);
        }
    }

    void raggedRowsNamedByLineAndColumn()
    {
        QCOMPARE(problemsOf("#####\n#...#\n#..#\n#####\n"),
                 QStringList{"3:5: row 3 is 4 cells wide, but row 1 is 5; every row must be as wide as the first"});
        QCOMPARE(problemsOf("###\n\n###\n####"),
                 (QStringList{"2:1: row 2 is 0 cells wide, but row 1 is 3; every row must be as wide as the first",
                              "4:4: row 4 is 4 cells wide, but row 1 is 3; every row must be as wide as the first"}));
    }

    void anEmptyMap()
    {
        const QString empty = "1:1: the map is empty: expected rows of text, '#' for a wall and any other character for floor";
        QCOMPARE(problemsOf(""), QStringList{empty});
        QCOMPARE(problemsOf("\n\n\r\n"), QStringList{empty});
    }

    void binaryBytesAreNotText()
    {
        QCOMPARE(problemsOf(std::string_view("##\n#\0\n", 6)),
                 QStringList{"2:2: a zero byte (0x00) is not map text: a map is rows of printable ASCII characters"});
        QCOMPARE(problemsOf("#\t#\n###"),
                 QStringList{"1:2: a tab (0x09) is not map text: a map is rows of printable ASCII characters"});
        QCOMPARE(problemsOf("##\xC2\xB7\n####"),
                 QStringList{"1:3: the non-ASCII byte 0xC2 is not map text: a map is rows of printable ASCII characters"});
        QCOMPARE(problemsOf("#\r#\n###"),
                 QStringList{"1:2: a carriage return (0x0D) not followed by a line end is not map text: a map is rows of printable ASCII characters"});
        std::string png("\x89PNG\r\n\x1a\n", 8);
        png += std::string(1000, '\0');
        QVERIFY(!problemsOf(png).isEmpty());
    }

    void absurdlyLargeMapsAreRefused()
    {
        const std::string wide(rb::Grid::kMaxSide + 1, '.');
        QCOMPARE(problemsOf(wide), QStringList{"1:4097: row 1 is too wide: more than 4096 cells"});
        std::string tall;
        for (int i = 0; i < rb::Grid::kMaxSide + 1; ++i)
            tall += ".\n";
        QCOMPARE(problemsOf(tall), QStringList{"4097:1: the map is too tall: more than 4096 rows"});
        // Exactly the largest side is fine, and trailing blank lines past it too.
        std::string largest;
        for (int i = 0; i < rb::Grid::kMaxSide; ++i)
            largest += ".\n";
        QVERIFY(rb::readMapText(largest + "\n\n").map.has_value());
    }

    void problemsAreBounded()
    {
        std::string text = "###\n";
        for (int i = 0; i < 1000; ++i)
            text += "#\n";
        QCOMPARE(rb::readMapText(text).problems.size(), rb::kMaxMapTextProblems);
    }
};

QTEST_APPLESS_MAIN(TestMapText)
#include "test_map_text.moc"
