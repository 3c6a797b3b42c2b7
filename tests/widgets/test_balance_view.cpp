// The Balance view over a copy of the demo's skirmish, driven through its
// buttons and the document's undo stack: the open content compared with its
// saved file shows an exact 0 and "no detectable change" until an edit that
// matters (the rat king's attack dice raised) plays again by itself and shows
// "changed"; Stop keeps what both sides finished and ends the playing again
// after edits; a newer edit supersedes the comparison under way (what is shown
// is the latest text's, the same runs as one thread plays); a tuning shows
// its answer, charts each value tried against the target and sets the answer
// by one undoable edit; the ranking of the numbers is the core's; another
// file can stand for the before side; and the coverage marks a status nothing
// applies as never used. Report… writes the page `rulebench report` makes of
// the comparison's and the tuning's JSON, byte for byte; before any study it
// writes nothing and says why.
#include "grab_for_docs.h"
#include "source_dir.h"
#include <QtTest>

#include <QGroupBox>

#include "balance/balance_charts.h"
#include "balance/balance_job.h"
#include "balance/balance_tables.h"
#include "balance/balance_view.h"
#include "batch/batch_setup.h"
#include "batch/batch_view.h"
#include "document/content_commands.h"
#include "document/content_document.h"

#include "rulebench/batch/compare.h"
#include "rulebench/batch/batch_report.h"
#include "rulebench/batch/report_text.h"
#include "rulebench/batch/run_record.h"
#include "rulebench/batch/tune.h"
#include "rulebench/report/html_report.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QFileInfo>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>

#include <cmath>
#include <fstream>
#include <limits>

using namespace rb;

namespace {
const std::string kDemo = rb::test::sourcePath("/resources/demo/");
const QStringList kMeasures = {QStringLiteral("won"), QStringLiteral("value:health@hero"),
                               QStringLiteral("turn:death@king")};

std::string readAll(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// The skirmish and the demo's content (with a status nothing applies) in a
// folder of their own, the content open, the Batch tab set up, the view shown.
struct Fixture {
    QTemporaryDir dir;
    ContentDocument document;
    BatchView batch{&document};
    BalanceView view{&document, batch.setup()};
    QString content, scenario;

    explicit Fixture(int runs, int turns = 60)
    {
        OrderedJson json = OrderedJson::parse(readAll(kDemo + "demo.rules.json"));
        json["statuses"].push_back({{"name", "forgotten"}, {"badge", "f"}});
        content = dir.filePath(QStringLiteral("demo.rules.json"));
        scenario = dir.filePath(QStringLiteral("skirmish.scenario.json"));
        std::ofstream(content.toStdString()) << json.dump(2);
        std::ofstream(scenario.toStdString()) << readAll(kDemo + "skirmish.scenario.json");
        if (!document.open(content))
            qFatal("the copied demo does not open");
        batch.setScenario(scenario);
        batch.setup()->setMeasures(kMeasures);
        batch.setup()->runsBox()->setValue(runs);
        batch.setup()->turnsBox()->setValue(turns);
        view.resize(1200, 760);
        view.show();
    }

    // A definition's index in its section, by name.
    int indexOf(const QString& section, const std::string& name) const
    {
        const OrderedJson json = OrderedJson::parse(document.currentBytes().toStdString());
        const OrderedJson& list = json[section.toStdString()];
        for (std::size_t i = 0; i < list.size(); ++i)
            if (list[i]["name"] == name)
                return static_cast<int>(i);
        qFatal("no such definition");
    }

    // The rat king's attack dice set to `roll`, as the form's edit does.
    void setKingsAttack(const std::string& roll)
    {
        const int king = indexOf(QStringLiteral("actors"), "rat king");
        const Json before = Json::parse(document.definitionJson(QStringLiteral("actors"), king).dump());
        Json after = before;
        after["attack"]["roll"] = roll;
        document.undoStack()->push(new SetDefinitionCommand(&document, QStringLiteral("actors"), king, before, after,
                                                            QStringLiteral("Edit rat king")));
    }

    // What the view plays now, played again here on one thread.
    BalanceInputs inputsNow() const
    {
        BalanceInputs in;
        in.scenario = scenario.toStdString();
        in.documentPath = content.toStdString();
        in.documentText = document.currentBytes().toStdString();
        in.plan = batch.setup()->setup().plan;
        in.plan.threads = 1;
        return in;
    }

    static bool waitFor(QSignalSpy& finished) { return finished.count() > 0 || finished.wait(120'000); }
};

std::stop_source never;

// The played number whose change of measure `m` has the greatest |mean| over its half-width.
QString strongest(const std::vector<FieldEffect>& effects, std::size_t m)
{
    QString best;
    double most = -1;
    for (const FieldEffect& e : effects) {
        if (e.state != FieldEffect::State::Played || !e.change[m] || e.change[m]->mean == 0)
            continue;
        const double half = e.change[m]->halfWidth();
        const double score = half > 0 ? std::abs(e.change[m]->mean) / half : std::numeric_limits<double>::infinity();
        if (score > most) {
            most = score;
            best = QString::fromStdString(e.field.vary.path);
        }
    }
    return best;
}
} // namespace

class TestBalanceView : public QObject {
    Q_OBJECT
private slots:
    void unchangedContentShowsAnExactZero()
    {
        Fixture f(40);
        QSignalSpy finished(f.view.comparisonJob(), &BalanceJob::finished);
        QTest::mouseClick(f.view.compareButton(), Qt::LeftButton);
        QVERIFY(f.waitFor(finished));
        ComparisonTable* table = f.view.comparisonTable();
        QCOMPARE(table->rowCount(), 3);
        for (int row = 0; row < 3; ++row) {
            QCOMPARE(table->verdict(row), QStringLiteral("no detectable change"));
            QCOMPARE(table->difference(row), QStringLiteral("0 (0 .. 0)"));
            QCOMPARE(table->item(row, ComparisonTable::BeforeColumn)->text(),
                     table->item(row, ComparisonTable::AfterColumn)->text());
        }
        QCOMPARE(f.view.comparisonStatus()->text(), QStringLiteral("No measure changed detectably."));
        QVERIFY(f.view.playsLabel()->text().contains(QStringLiteral("40 runs")));
    }

    // At the size the Balance tab has at 1280x800 (the window's docks open), the
    // comparison's bar shows its whole count: "1000 of 1000 runs" once wrapped
    // onto two lines in a bar squeezed between Compare and Stop, its end cut off.
    void theComparisonsCountIsWholeAt1280x800()
    {
        Fixture f(500);
        f.view.resize(1012, 545);
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        QSignalSpy finished(f.view.comparisonJob(), &BalanceJob::finished);
        QTest::mouseClick(f.view.compareButton(), Qt::LeftButton);
        QVERIFY(f.waitFor(finished));
        const QProgressBar* bar = f.view.comparisonProgress();
        QCOMPARE(bar->text(), QStringLiteral("1000 of 1000 runs"));
        const int needs = bar->fontMetrics().horizontalAdvance(bar->text()) + 16;
        QVERIFY2(bar->width() >= needs, qPrintable(QStringLiteral("%1 < %2").arg(bar->width()).arg(needs)));
    }

    void reportIsTheCommandLinesPageOfWhatIsShown()
    {
        Fixture f(30);
        QTemporaryDir dir;
        const QString page = dir.filePath(QStringLiteral("balance.html"));
        QVERIFY(!f.view.exportReport(page));
        QVERIFY(f.view.comparisonStatus()->text().contains(QStringLiteral("nothing to report yet")));
        QVERIFY(!QFileInfo::exists(page));
        QSignalSpy compared(f.view.comparisonJob(), &BalanceJob::finished);
        QTest::mouseClick(f.view.compareButton(), Qt::LeftButton);
        QVERIFY(f.waitFor(compared));
        f.view.refresh();
        const int health = f.view.tuneFieldBox()->findText(QStringLiteral("actors.rat king.stats.health"));
        f.view.tuneFieldBox()->setCurrentIndex(health);
        emit f.view.tuneFieldBox()->activated(health);
        f.view.tuneMeasureBox()->setCurrentText(QStringLiteral("turn:death@king"));
        f.view.tuneTargetBox()->setValue(18);
        QSignalSpy tuned(f.view.studyJob(), &BalanceJob::finished);
        QTest::mouseClick(f.view.tuneButton(), Qt::LeftButton);
        QVERIFY(f.waitFor(tuned));
        QVERIFY(f.view.exportReport(page));
        const BalanceOutcome& c = *f.view.comparisonJob()->outcome();
        const BalanceOutcome& t = *f.view.studyJob()->outcome();
        std::string why;
        const std::optional<std::string> expected =
            htmlReport({{"balance-comparison.json", indentedJson(toJson(*c.comparison))},
                        {"balance-tune.json", indentedJson(tuneJson(t.tuneHeader, *t.tune))}},
                       why);
        QVERIFY2(expected, why.c_str());
        QFile file(page);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll().toStdString(), *expected);
        QVERIFY(expected->find("Comparison: ") != std::string::npos && expected->find("Tuning: ") != std::string::npos);
        // What was run, as the command line's results record it: each content's fingerprint with the
        // scenario's bytes (the saved file's and the open text's), how run seeds are made, the command.
        const std::string scenarioBytes = readAll(f.scenario.toStdString());
        const std::string saved = fingerprint(scenarioBytes, readAll(f.content.toStdString()));
        const std::string open = fingerprint(scenarioBytes, f.document.currentBytes().toStdString());
        const OrderedJson cj = toJson(*c.comparison), tj = tuneJson(t.tuneHeader, *t.tune);
        QCOMPARE(cj["fingerprint"].get<std::string>(), saved);
        QCOMPARE(cj["other_fingerprint"].get<std::string>(), open);
        QVERIFY(cj["command"].is_null()); // the open text is no file `rulebench compare` could read
        QCOMPARE(tj["fingerprint"].get<std::string>(), open);
        QCOMPARE(tj["content"].get<std::string>(), f.content.toStdString());
        QCOMPARE(tj["run_seeds"].get<std::string>(), std::string(kRunSeedRule));
        QVERIFY(tj["command"].get<std::string>().starts_with("rulebench tune " + f.scenario.toStdString() + " --vary "));
        for (const std::string& shown : {saved, open, std::string(kRunSeedRule),
                                         std::string("No one command plays it again: the editor compared")})
            QVERIFY2(expected->find(shown) != std::string::npos, shown.c_str());
        // The tuning's chart as a drawing, named by what it shows.
        QCOMPARE(f.view.suggestedChartName(true), QStringLiteral("skirmish-tune-health-turn-death-king"));
        const QString svg = dir.filePath(QStringLiteral("tune.svg"));
        QVERIFY(f.view.exportTuneChart(svg));
        QFile drawing(svg);
        QVERIFY(drawing.open(QIODevice::ReadOnly) && drawing.readAll().contains("<svg"));
        QVERIFY(f.view.exportEffectsChart(dir.filePath(QStringLiteral("numbers.png"))));
        test::grabForDocs(&f.view, "balance-view-report.png");
    }

    void anEditThatMattersPlaysAgainAndShowsChanged()
    {
        Fixture f(60);
        QSignalSpy finished(f.view.comparisonJob(), &BalanceJob::finished);
        QTest::mouseClick(f.view.compareButton(), Qt::LeftButton);
        QVERIFY(f.waitFor(finished));
        // A stronger king: nobody clicks Compare again; the edit plays it once it settles.
        f.setKingsAttack("6d4");
        QVERIFY(finished.wait(120'000));
        ComparisonTable* table = f.view.comparisonTable();
        QCOMPARE(table->item(1, ComparisonTable::MeasureColumn)->text(), QStringLiteral("value:health@hero"));
        QCOMPARE(table->verdict(1), QStringLiteral("changed"));
        QVERIFY2(table->difference(1).startsWith(QLatin1Char('-')), qPrintable(table->difference(1)));
        QVERIFY(f.view.comparisonStatus()->text().contains(QStringLiteral("changed")));
        // The table is the core's comparison of this very text.
        BalanceJob::Counter done{0};
        const BalanceOutcome expected = compareContents(f.inputsNow(), never.get_token(), done);
        const ContentComparison& shown = *f.view.comparisonJob()->outcome()->comparison;
        QVERIFY(shown.own == expected.comparison->own);
        QVERIFY(shown.other == expected.comparison->other);
    }

    void aNewerEditSupersedesTheComparisonUnderWay()
    {
        Fixture f(600);
        // Only the comparisons asked for here: none of its own after the edits.
        QTest::mouseClick(f.view.afterEachEditBox(), Qt::LeftButton);
        QVERIFY(!f.view.afterEachEditBox()->isChecked());
        QSignalSpy finished(f.view.comparisonJob(), &BalanceJob::finished);
        QVERIFY(f.view.compare());
        f.setKingsAttack("3d4");
        QVERIFY(f.view.compare());
        QVERIFY(f.view.comparisonJob()->isBusy());
        f.setKingsAttack("8d4");
        QVERIFY(f.view.compare()); // replaces the one waiting, which never plays
        QVERIFY(finished.wait(120'000));
        QTest::qWait(700);
        // One outcome shown, the third request's: the first was stopped and dropped unseen.
        QCOMPARE(finished.count(), 1);
        QVERIFY(!f.view.comparisonJob()->isBusy());
        const std::shared_ptr<const BalanceOutcome> shown = f.view.comparisonJob()->outcome();
        QCOMPARE(shown->request, quint64(3));
        QCOMPARE(f.view.comparisonJob()->requests(), quint64(3));
        QVERIFY(!shown->cancelled);
        // The shown runs are the latest text's (8d4), as one thread plays them.
        BalanceJob::Counter done{0};
        const BalanceOutcome expected = compareContents(f.inputsNow(), never.get_token(), done);
        QVERIFY(shown->comparison->other == expected.comparison->other);
        QCOMPARE(f.view.comparisonTable()->verdict(1), QStringLiteral("changed"));
    }

    void stopKeepsWhatBothSidesFinishedAndEditsNoLongerPlay()
    {
        Fixture f(3000);
        QSignalSpy finished(f.view.comparisonJob(), &BalanceJob::finished);
        QTest::mouseClick(f.view.compareButton(), Qt::LeftButton);
        QVERIFY(f.view.stopButton()->isEnabled());
        QTest::mouseClick(f.view.stopButton(), Qt::LeftButton);
        QVERIFY(f.waitFor(finished));
        QCOMPARE(finished.front().front().toBool(), true);
        QVERIFY(!f.view.stopButton()->isEnabled());
        QVERIFY(f.view.comparisonStatus()->text().startsWith(QStringLiteral("Stopped")));
        // An edit now plays nothing until Compare is clicked again.
        f.setKingsAttack("6d4");
        QTest::qWait(700);
        QVERIFY(!f.view.comparisonJob()->isBusy());
        QCOMPARE(finished.count(), 1);
    }

    void tuneShowsItsAnswerAndChartsTheValuesTried()
    {
        Fixture f(60);
        f.view.refresh();
        QComboBox* field = f.view.tuneFieldBox();
        const int health = field->findText(QStringLiteral("actors.rat king.stats.health"));
        QVERIFY(health >= 0);
        // Picking the number sets a range about its value (24).
        field->setCurrentIndex(health);
        emit field->activated(health);
        QCOMPARE(f.view.tuneFromBox()->value(), 12);
        QCOMPARE(f.view.tuneToBox()->value(), 36);
        f.view.tuneMeasureBox()->setCurrentText(QStringLiteral("turn:death@king"));
        f.view.tuneTargetBox()->setValue(18);
        QSignalSpy finished(f.view.studyJob(), &BalanceJob::finished);
        QTest::mouseClick(f.view.tuneButton(), Qt::LeftButton);
        QVERIFY(f.waitFor(finished));
        BalanceJob::Counter done{0};
        const BalanceOutcome expected =
            tuneNumber(f.inputsNow(), {"actors.rat king.stats.health", 12, 36, "turn:death@king", 18},
                       never.get_token(), done);
        QVERIFY(expected.tune->answer);
        const TuneProbe& best = expected.tune->tried[*expected.tune->answer];
        const QString answer = f.view.tuneAnswerLabel()->text();
        QVERIFY2(answer.contains(QStringLiteral("Best value: actors.rat king.stats.health = %1:").arg(best.value)),
                 qPrintable(answer));
        // Tune's progress and answer are in its own box, not under "Which numbers matter?".
        const auto boxOf = [](QWidget* w) {
            for (QWidget* p = w; p; p = p->parentWidget())
                if (auto* box = qobject_cast<QGroupBox*>(p))
                    return box->title();
            return QString();
        };
        QCOMPARE(boxOf(f.view.tuneProgress()), QStringLiteral("Tune a number"));
        QCOMPARE(boxOf(f.view.tuneStatus()), QStringLiteral("Tune a number"));
        QCOMPARE(f.view.tuneStatus()->text(), answer);
        QVERIFY(f.view.tuneProgress()->value() > 0); // its own bar counted the runs
        QVERIFY2(f.view.studyStatus()->text().isEmpty(), qPrintable(f.view.studyStatus()->text()));
        QCOMPARE(boxOf(f.view.studyStatus()), QStringLiteral("Which numbers matter?"));
        TuneChart* chart = f.view.tuneChart();
        QCOMPARE(chart->pointCount(), static_cast<int>(expected.tune->tried.size()));
        QCOMPARE(chart->errorBars()->dataCount(), chart->pointCount());
        QVERIFY(chart->targetLine()->visible());
        QCOMPARE(chart->targetLine()->point1->coords().y(), 18.0);
        QCOMPARE(chart->answer()->dataCount(), 1);
        QCOMPARE(chart->answer()->data()->at(0)->key, static_cast<double>(best.value));
        // The answer set in the content: one edit of the rat king, undone by Undo.
        QVERIFY(f.view.useValueButton()->isEnabled());
        QTest::mouseClick(f.view.useValueButton(), Qt::LeftButton);
        const int king = f.indexOf(QStringLiteral("actors"), "rat king");
        QCOMPARE(f.document.definitionJson(QStringLiteral("actors"), king)["stats"]["health"].get<std::int64_t>(),
                 best.value);
        QCOMPARE(f.document.undoStack()->undoText(),
                 QStringLiteral("Set actors.rat king.stats.health to %1").arg(best.value));
        f.document.undoStack()->undo();
        QCOMPARE(f.document.definitionJson(QStringLiteral("actors"), king)["stats"]["health"].get<int>(), 24);
    }

    void aNumberInsideAFormulaIsOfferedAndTuned()
    {
        Fixture f(20);
        BalanceInputs in = f.inputsNow();
        OrderedJson json = OrderedJson::parse(in.documentText);
        for (OrderedJson& item : json["items"])
            if (item["name"] == "frag grenade")
                item["triggers"][0]["effects"][0]["args"]["roll"] = "=3d6 + 2";
        in.documentText = json.dump(2);
        const std::string roll = "items.frag grenade.triggers.1.effects.1.args.roll";
        std::vector<std::string> offered;
        for (const NumberField& n : wholeNumberFields(in.documentText))
            offered.push_back(n.vary.path);
        for (const char* number : {"#1", "#2", "#3"})
            QVERIFY2(std::find(offered.begin(), offered.end(), roll + number) != offered.end(), number);
        BalanceJob::Counter done{0};
        const BalanceOutcome out = tuneNumber(in, {roll + "#3", 0, 8, "turn:death@king", 15}, never.get_token(), done);
        QVERIFY2(out.problems.isEmpty(), qPrintable(out.problems.join(QLatin1Char('\n'))));
        QVERIFY(out.tune && out.tune->tried.size() >= 2);
        QCOMPARE(out.tuneHeader.path, roll + "#3");
        const BalanceOutcome past = tuneNumber(in, {roll + "#4", 0, 8, "turn:death@king", 15}, never.get_token(), done);
        QVERIFY2(past.problems.join(QLatin1Char(' ')).contains(QStringLiteral("has 3 numbers, counted from 1: no #4")),
                 qPrintable(past.problems.join(QLatin1Char(' '))));
    }

    void rankingIsTheCoresAndCharted()
    {
        Fixture f(20);
        QSignalSpy finished(f.view.studyJob(), &BalanceJob::finished);
        QTest::mouseClick(f.view.rankButton(), Qt::LeftButton);
        QVERIFY(f.waitFor(finished));
        BalanceJob::Counter done{0};
        const BalanceOutcome expected = rb::rankNumbers(f.inputsNow(), never.get_token(), done);
        EffectsTable* table = f.view.effectsTable();
        QCOMPARE(table->rowCount(), static_cast<int>(expected.effects->size()));
        for (int row = 0; row < table->rowCount(); ++row)
            QCOMPARE(table->field(row), QString::fromStdString((*expected.effects)[static_cast<std::size_t>(row)].field.vary.path));
        // A status the skirmish never applies: its numbers are not played.
        bool neverUsed = false;
        for (int row = 0; row < table->rowCount(); ++row)
            neverUsed = neverUsed || table->state(row) == QStringLiteral("never used: rooted came into play in no run");
        QVERIFY(neverUsed);
        QCOMPARE(table->state(0), QStringLiteral("moves a measure"));
        // Each measure's chart: its first bar the number that moves that measure most surely.
        EffectsChart* chart = f.view.effectsChart();
        for (int m : {1, 2}) {
            f.view.effectsMeasureBox()->setCurrentIndex(m);
            QVERIFY(chart->xAxis->label().contains(kMeasures[m]));
            QVERIFY(chart->barCount() > 0);
            QCOMPARE(chart->errorBars()->dataCount(), chart->barCount());
            QCOMPARE(chart->fields().front(), strongest(*expected.effects, static_cast<std::size_t>(m)));
        }
    }

    void coverageMarksWhatIsNeverUsed()
    {
        Fixture f(30);
        QSignalSpy finished(f.view.comparisonJob(), &BalanceJob::finished);
        QTest::mouseClick(f.view.compareButton(), Qt::LeftButton);
        QVERIFY(f.waitFor(finished));
        CoverageTable* table = f.view.coverageTable();
        const int forgotten = table->rowOf(QStringLiteral("statuses"), QStringLiteral("forgotten"));
        QVERIFY(forgotten >= 0);
        QVERIFY(table->isNeverUsed(forgotten));
        QCOMPARE(table->item(forgotten, 0)->background().color(), QColor(250, 222, 214));
        // The script marks the king in every run; the hero wears plate armour from the start.
        const int marked = table->rowOf(QStringLiteral("statuses"), QStringLiteral("marked"));
        QCOMPARE(table->item(marked, 2)->text(), QStringLiteral("30 of 30 runs"));
        QVERIFY(!table->isNeverUsed(table->rowOf(QStringLiteral("items"), QStringLiteral("plate armour"))));
        // Each trigger on its own.
        QVERIFY(table->isNeverUsed(table->rowOf(QStringLiteral("triggers"), QStringLiteral("spike trap on entered"))));
        QVERIFY(f.view.coverageLabel()->text().startsWith(QStringLiteral("Over 30 runs of the open content:")));
        // Only the never used, at a click on the Coverage tab's box.
        QTabBar* tabs = f.view.resultTabs()->tabBar();
        QTest::mouseClick(tabs, Qt::LeftButton, {}, tabs->tabRect(2).center());
        QTest::mouseClick(f.view.onlyNeverUsedBox(), Qt::LeftButton);
        QVERIFY(table->isRowHidden(marked));
        QVERIFY(!table->isRowHidden(forgotten));
    }

    void anotherFileIsTheBeforeSide()
    {
        Fixture f(60);
        // A weaker king in a file beside it, typed into the box (which picks "another file").
        OrderedJson weaker = OrderedJson::parse(f.document.currentBytes().toStdString());
        weaker["actors"][f.indexOf(QStringLiteral("actors"), "rat king")]["attack"]["roll"] = "1d2";
        const QString other = f.dir.filePath(QStringLiteral("weaker.rules.json"));
        std::ofstream(other.toStdString()) << weaker.dump(2);
        QTest::keyClicks(f.view.otherFileEdit(), other);
        QVERIFY(f.view.otherFileButton()->isChecked());
        QSignalSpy finished(f.view.comparisonJob(), &BalanceJob::finished);
        QTest::mouseClick(f.view.compareButton(), Qt::LeftButton);
        QVERIFY(f.waitFor(finished));
        // The open content's king hits harder than the other file's: the hero ends with less health.
        QCOMPARE(f.view.comparisonTable()->verdict(1), QStringLiteral("changed"));
        QVERIFY(f.view.comparisonTable()->difference(1).startsWith(QLatin1Char('-')));
        const ContentComparison& shown = *f.view.comparisonJob()->outcome()->comparison;
        QCOMPARE(QString::fromStdString(shown.ownContent), other);
        BalanceInputs in = f.inputsNow();
        in.otherPath = other.toStdString();
        BalanceJob::Counter done{0};
        const BalanceOutcome expected = compareContents(in, never.get_token(), done);
        QVERIFY(shown.own == expected.comparison->own);
    }

    void aScenarioOfAnotherContentIsExplained()
    {
        Fixture f(10);
        // The skirmish beside the demo's own content, not the copy open.
        f.batch.setScenario(QString::fromStdString(kDemo + "skirmish.scenario.json"));
        QSignalSpy finished(f.view.comparisonJob(), &BalanceJob::finished);
        QTest::mouseClick(f.view.compareButton(), Qt::LeftButton);
        QVERIFY(f.waitFor(finished));
        const QString status = f.view.comparisonStatus()->text();
        QVERIFY2(status.contains(QStringLiteral("skirmish.scenario.json plays"))
                     && status.contains(QStringLiteral("not the open content")),
                 qPrintable(status));
        QCOMPARE(f.view.comparisonTable()->rowCount(), 0);
        // Another file with nothing picked is asked for before anything plays.
        QTest::mouseClick(f.view.otherFileButton(), Qt::LeftButton);
        QVERIFY(!f.view.compare());
        QCOMPARE(f.view.comparisonStatus()->text(), QStringLiteral("Choose the file to compare with."));
    }

    // A measure only the edit makes happen: no pair of runs has it, and the
    // table says what the share of runs did and that it changed.
    void aMeasureOnlyOneSideHasShowsTheShareItHappenedIn()
    {
        ContentComparison c;
        c.ownContent = "before.rules.json", c.otherContent = "after.rules.json";
        c.measures = {"turn:death@hero"};
        const std::vector<std::optional<double>> never(4), threeOfFour = {5.0, 7.0, std::nullopt, 4.0};
        for (std::int64_t r = 0; r < 4; ++r) {
            c.own.append(r, 10 + r, std::span(&never[r], 1));
            c.other.append(r, 10 + r, std::span(&threeOfFour[r], 1));
        }
        c.own.measures = c.other.measures = 1;
        ComparisonTable table;
        table.showComparison(c);
        // 0 of 4, then 3 of 4: +0.75, Newcombe's 0.08523 .. 0.9544 (worked out in test_compare).
        QCOMPARE(table.difference(0), QStringLiteral("happened +0.75 (0.08523 .. 0.9544)"));
        QCOMPARE(table.verdict(0), QStringLiteral("changed"));
        QVERIFY(table.item(0, ComparisonTable::DifferenceColumn)
                    ->toolTip()
                    .contains(QStringLiteral("It happened in 0 of 4 runs before and 3 of 4 after")));
        QVERIFY(table.item(0, ComparisonTable::AfterColumn)->toolTip().contains(QStringLiteral("happened in 3 of 4")));
        // As wide as the Balance tab gives it at 1280x800: the verdict is in sight, the long difference after it.
        table.resize(680, 200);
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        const QHeaderView* header = table.horizontalHeader();
        const int verdictEnds = header->sectionViewportPosition(ComparisonTable::VerdictColumn)
                                + header->sectionSize(ComparisonTable::VerdictColumn);
        QVERIFY2(verdictEnds <= table.viewport()->width(), qPrintable(QString::number(verdictEnds)));
    }
};

QTEST_MAIN(TestBalanceView)
#include "test_balance_view.moc"
