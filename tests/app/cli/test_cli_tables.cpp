// `rulebench export` and `rulebench import`: a section as CSV and back.
// Unedited, the round trip gives `rulebench format`'s bytes for every section;
// one edited cell changes that field alone; a wrong cell is refused by its
// definition and field, and nothing is written.
#include "source_dir.h"
#include <QtTest>

#include "cli/cli.h"
#include "cli_run.h"
#include "file_in.h"
#include "content_json.h"

#include "rulebench/content/sections.h"

#include <QDirIterator>
#include <QTemporaryDir>

#include <fstream>
#include <set>
#include <sstream>

using rb::OrderedJson;
using rb::test::definition;
using rb::test::Run;
using rb::test::run;

namespace {
const std::string kDemo = rb::test::sourcePath("/resources/demo/demo.rules.json");

std::string write(const QTemporaryDir& dir, const std::string& name, const std::string& bytes)
{
    return rb::test::writeIn(dir, name, bytes);
}

std::string read(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

// A copy of the demo, and the same formatted by `rulebench format`.
struct Copies {
    std::string content;
    std::string formatted;
};
Copies demoCopies(const QTemporaryDir& dir)
{
    Copies c{write(dir, "demo.rules.json", read(kDemo)), write(dir, "formatted.rules.json", read(kDemo))};
    const Run f = run({"format", c.formatted});
    if (f.code != 0)
        throw std::runtime_error(f.err);
    return c;
}

std::string replaced(std::string text, const std::string& from, const std::string& to)
{
    const std::size_t at = text.find(from);
    if (at == std::string::npos)
        throw std::runtime_error("no \"" + from + "\" in the CSV");
    return text.replace(at, from.size(), to);
}

OrderedJson json(const std::string& path) { return OrderedJson::parse(read(path)); }
} // namespace

class TestCliTables : public QObject {
    Q_OBJECT
private slots:
    void anUneditedRoundTripIsFormatsOutputForEverySection()
    {
        QTemporaryDir dir;
        const Copies c = demoCopies(dir);
        for (const rb::SectionInfo& s : rb::contentSections()) {
            const std::string csv = dir.filePath(QString::fromStdString(s.key + ".csv")).toStdString();
            const Run e = run({"export", c.content, "--section", s.key, "-o", csv});
            QVERIFY2(e.code == 0, e.err.c_str());
            const Run i = run({"import", c.content, csv, "--section", s.key});
            QVERIFY2(i.code == 0, i.err.c_str());
            QVERIFY2(read(c.content) == read(c.formatted), s.key.c_str());
            QVERIFY2(i.out.find(" 0 added, 0 missing\n") != std::string::npos, i.out.c_str());
        }
    }

    void theCsvIsRfc4180WithAHeaderOfPathsAndGuardedText()
    {
        const Run e = run({"export", kDemo, "--section", "status"}); // the singular names it too
        QCOMPARE(e.code, 0);
        QVERIFY(e.out.starts_with("name,badge,stacking,max_stacks,overflow,per_applier,max_total,expire,blocked_by,"
                                  "removes,turns,tick.kind,tick.amount,modifiers\r\n"));
        QVERIFY(!e.out.starts_with("\xEF\xBB\xBF"));
        // regenerating: the badge "+" is text (guarded), its tick of -2 a number (not).
        QVERIFY2(e.out.find("\r\nregenerating,'+,Extend,,,,,,,,,thermal,-2,\r\n") != std::string::npos, e.out.c_str());
        // A list as JSON text, its quotes doubled inside a quoted field.
        QVERIFY(e.out.find(",\"[\"\"stone-form\"\"]\",") != std::string::npos);
    }

    void oneEditedCellChangesThatFieldAlone()
    {
        QTemporaryDir dir;
        const Copies c = demoCopies(dir);
        const Run e = run({"export", c.content, "--section", "statuses"});
        const std::string csv = write(dir, "s.csv", replaced(e.out, "bleeding,b,Stack,3,", "bleeding,b,Stack,4,"));
        const Run i = run({"import", c.content, csv, "--section", "statuses"});
        QVERIFY2(i.code == 0, i.err.c_str());
        OrderedJson want = json(c.formatted);
        definition(want, "statuses", "bleeding")["max_stacks"] = 4;
        QCOMPARE(json(c.content), want);
        // A negative number into a number cell, unguarded; and a text made to start with '-', guarded.
        const std::string csv2 = write(dir, "s2.csv", replaced(replaced(e.out, "'+,Extend", "'-,Extend"), "thermal,-2,", "thermal,-5,"));
        QCOMPARE(run({"import", c.content, csv2, "--section", "statuses"}).code, 0);
        definition(want, "statuses", "regenerating")["badge"] = "-";
        definition(want, "statuses", "regenerating")["tick"]["amount"] = -5;
        definition(want, "statuses", "bleeding")["max_stacks"] = 3;
        QCOMPARE(json(c.content), want);
    }

    void anEmptyCellTakesTheFieldAwayAndNotesAreKept()
    {
        QTemporaryDir dir;
        OrderedJson content = json(kDemo);
        definition(content, "statuses", "bleeding")["_note"] = "balanced in the sheet";
        const std::string path = write(dir, "notes.rules.json", content.dump(2));
        const Run e = run({"export", path, "--section", "statuses"});
        QVERIFY(e.out.find("_note") == std::string::npos);
        const std::string csv =
            write(dir, "s.csv", replaced(e.out, "bleeding,b,Stack,3,replace-oldest,", "bleeding,b,Stack,,,"));
        QCOMPARE(run({"import", path, csv, "--section", "statuses"}).code, 0);
        const OrderedJson after = json(path);
        const OrderedJson& bleeding = definition(const_cast<OrderedJson&>(after), "statuses", "bleeding");
        QVERIFY(!bleeding.contains("max_stacks") && !bleeding.contains("overflow"));
        QCOMPARE(bleeding["tick"]["amount"], OrderedJson(2));
        QCOMPARE(bleeding.value("_note", ""), std::string("balanced in the sheet"));
    }

    void aWrongCellIsRefusedByItsDefinitionAndNothingIsWritten()
    {
        QTemporaryDir dir;
        const Copies c = demoCopies(dir);
        const std::string before = read(c.content);
        const Run e = run({"export", c.content, "--section", "statuses"});
        std::string bad = replaced(e.out, "bleeding,b,Stack,3,", "bleeding,b,Stack,many,");
        bad = replaced(bad, "scorched,s,,,", "scorched,s,Stackk,,");
        const std::string csv = write(dir, "bad.csv", bad);
        const Run i = run({"import", c.content, csv, "--section", "statuses"});
        QCOMPARE(i.code, rb::cli::kExitErrors);
        QVERIFY2(i.err.find("line 2: scorched, stacking: \"Stackk\" is not one of") != std::string::npos, i.err.c_str());
        QVERIFY2(i.err.find("line 8: bleeding, max stacks: \"many\" is not a whole number") != std::string::npos,
                 i.err.c_str());
        QVERIFY(i.err.find("nothing written") != std::string::npos);
        QCOMPARE(read(c.content), before);
        // A cell that reads but leaves a problem behind (an unknown damage kind): refused the same way.
        const std::string csv2 = write(dir, "bad2.csv", replaced(e.out, "thermal,-2,", "plasma,-2,"));
        const Run j = run({"import", c.content, csv2, "--section", "statuses", "-o", dir.filePath("out.json").toStdString()});
        QCOMPARE(j.code, rb::cli::kExitErrors);
        QVERIFY2(j.err.find("line 5: regenerating, tick each turn, damage kind: unknown damage kind \"plasma\"") !=
                     std::string::npos,
                 j.err.c_str());
        QVERIFY(!QFile::exists(dir.filePath("out.json")));
        QCOMPARE(read(c.content), before);
    }

    void rowsMatchedAddedAndMissingByName()
    {
        QTemporaryDir dir;
        const Copies c = demoCopies(dir);
        const Run e = run({"export", c.content, "--section", "stats"});
        QCOMPARE(e.out, std::string("name,default,min,max\r\nhealth,20,0,\r\narmor,0,0,\r\nspeed,10,0,30\r\ncharge,0,0,10\r\n"
                                    "strength,0,0,\r\n"));
        // Charge left out, luck added; a byte order mark and LF line ends, as some spreadsheets write.
        const std::string csv = write(dir, "stats.csv", "\xEF\xBB\xBFname,default,min,max\nhealth,20,0,\narmor,0,0,\nspeed,10,0,30\nstrength,0,0,\nluck,1,,\n");
        const std::string kept = dir.filePath("kept.json").toStdString();
        const Run i = run({"import", c.content, csv, "--section", "stats", "-o", kept});
        QVERIFY2(i.code == 0, i.err.c_str());
        QCOMPARE(i.out, std::string("Stats: 4 matched, 1 added, 1 missing (kept)\n  added: luck\n  missing, kept: charge\n"));
        QCOMPARE(json(kept)["stats"].size(), std::size_t{6});
        QCOMPARE(json(kept)["stats"][5], OrderedJson({{"name", "luck"}, {"default", 1}}));
        // Removing charge would leave what uses it naming nothing: refused.
        const std::string removed = dir.filePath("removed.json").toStdString();
        Run r = run({"import", c.content, csv, "--section", "stats", "-o", removed, "--remove-missing"});
        QCOMPARE(r.code, rb::cli::kExitErrors);
        QVERIFY2(r.err.find("healing word, cost, stat: unknown stat \"charge\"") != std::string::npos, r.err.c_str());
        QVERIFY(!QFile::exists(QString::fromStdString(removed)));
        // Luck, which nothing uses, goes.
        r = run({"import", kept, write(dir, "no-luck.csv", e.out), "--section", "stats", "-o", removed, "--remove-missing"});
        QVERIFY2(r.code == 0, r.err.c_str());
        QCOMPARE(r.out, std::string("Stats: 5 matched, 0 added, 1 missing (removed)\n  missing, removed: luck\n"));
        QCOMPARE(read(removed), read(c.formatted));
        QCOMPARE(read(c.content), read(c.formatted)); // -o left it alone
    }

    // Every content file of the tests, mistakes and all: unedited, each section comes back as format
    // writes it (a wrong value the file already held is no edit); a file whose definitions have no
    // name as text cannot be matched by name, and says so without crashing.
    void everyContentFileOfTheTestsRoundTrips()
    {
        QTemporaryDir dir;
        const std::set<std::string> unnamed{"stat-empty-name.rules.json", "stat-not-object.rules.json",
                                            "stat-without-name.rules.json", "stat-name-number.rules.json"};
        int files = 0;
        QDirIterator it(QString::fromStdString(rb::test::sourcePath("/tests/data")), {"*.rules.json"}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const std::string source = it.next().toStdString();
            const std::string name = it.fileName().toStdString();
            const std::string content = write(dir, "in.rules.json", read(source));
            const std::string formatted = write(dir, "formatted.rules.json", read(source));
            if (run({"format", formatted}).code != 0)
                continue; // not JSON: nothing to export
            ++files;
            const OrderedJson sections = json(formatted);
            for (const rb::SectionInfo& s : rb::contentSections()) {
                if (!sections.contains(s.key) || sections[s.key].empty())
                    continue; // a section the file lacks: a header alone, tested above

                const Run e = run({"export", content, "--section", s.key, "-o", dir.filePath("t.csv").toStdString()});
                QCOMPARE(e.code, 0);
                const std::string out = dir.filePath("out.json").toStdString();
                QFile::remove(QString::fromStdString(out));
                const Run i = run({"import", content, dir.filePath("t.csv").toStdString(), "--section", s.key, "-o", out});
                if (unnamed.contains(name))
                    continue;
                QVERIFY2(i.code == 0, (name + ", " + s.key + ": " + i.err).c_str());
                QVERIFY2(read(out) == read(formatted), (name + ", " + s.key).c_str());
            }
        }
        QVERIFY(files > 50);
    }

    void badInputExitsTwo()
    {
        QTemporaryDir dir;
        const Copies c = demoCopies(dir);
        const auto import = [&](const std::string& csv, const std::string& section = "stats") {
            return run({"import", c.content, write(dir, "in.csv", csv), "--section", section});
        };
        Run r = import("name,defualt\r\nhealth,20\r\n");
        QCOMPARE(r.code, rb::cli::kExitUnusable);
        QVERIFY2(r.err.find("\"defualt\" is no column of stats (did you mean \"default\"?)") != std::string::npos, r.err.c_str());
        r = import("default\r\n20\r\n");
        QVERIFY2(r.code == rb::cli::kExitUnusable && r.err.find("no \"name\" column") != std::string::npos, r.err.c_str());
        r = import("name,default\r\n\"health,20\r\n");
        QVERIFY2(r.code == rb::cli::kExitUnusable && r.err.find("line 2: a quoted field is not closed") != std::string::npos,
                 r.err.c_str());
        r = import("name,default\r\nhealth\r\n");
        QVERIFY2(r.code == rb::cli::kExitUnusable && r.err.find("line 2: 1 cells, where the header has 2") != std::string::npos,
                 r.err.c_str());
        r = import("name\r\nhealth\r\n", "statues");
        QVERIFY2(r.code == rb::cli::kExitUnusable && r.err.find("(did you mean \"statuses\"?)") != std::string::npos, r.err.c_str());
        r = import("name,default\r\nhealth,20\r\nhealth,21\r\n");
        QCOMPARE(r.code, rb::cli::kExitErrors);
        QVERIFY2(r.err.find("line 3: health: named twice in the table (first on line 2)") != std::string::npos, r.err.c_str());
        r = import("name,default\r\n,3\r\n");
        QCOMPARE(r.code, rb::cli::kExitErrors);
        QVERIFY2(r.err.find("line 2: name: empty; every row needs its definition's name") != std::string::npos, r.err.c_str());
        QCOMPARE(run({"export", c.content, "--section", "stats", "-o", c.content}).code, rb::cli::kExitUnusable);
        QCOMPARE(run({"export", c.content}).code, rb::cli::kExitUnusable);
        QCOMPARE(read(c.content), read(c.formatted));
    }
};

QTEST_GUILESS_MAIN(TestCliTables)
#include "test_cli_tables.moc"
