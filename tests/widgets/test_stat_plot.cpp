// The stat plot: points per turn as steps, a cursor that follows the turn,
// clicks that ask for a turn, status markers with their text, stepping back,
// and PNG, PDF and CSV export.
#include <QtTest>

#include "common/stat_plot.h"

#include <qcustomplot.h>

#include <QCheckBox>
#include <QListWidget>
#include <QTemporaryDir>

using namespace rb;

class TestStatPlot : public QObject {
    Q_OBJECT
    QTemporaryDir dir;

    // Ten turns of a burning hero and a regenerating rat.
    static void fill(StatPlot& plot)
    {
        for (int turn = 0; turn <= 10; ++turn) {
            plot.appendPoint(QStringLiteral("hero"), QStringLiteral("health"), turn, 20 - turn);
            plot.appendPoint(QStringLiteral("rat"), QStringLiteral("health"), turn, 4 + turn / 2);
        }
        plot.addMarker({3, QStringLiteral("hero"), QStringLiteral("applied scorched (3 turns)")});
        plot.addMarker({6, QStringLiteral("hero"), QStringLiteral("expired scorched")});
        plot.fitAll();
    }

private slots:
    // Every plotted series gets a colour of its own (hero: health and droid:
    // armor had shared one, the palette's tenth colour being its first).
    void everySeriesGetsAColourOfItsOwn()
    {
        StatPlot plot;
        for (int i = 0; i < 60; ++i)
            plot.appendPoint(QStringLiteral("actor%1").arg(i / 4), QStringLiteral("stat%1").arg(i % 4), 0, i);
        QSet<QRgb> colours;
        for (int i = 0; i < 60; ++i) {
            const PlotSeries* s = plot.series(QStringLiteral("actor%1").arg(i / 4), QStringLiteral("stat%1").arg(i % 4));
            QVERIFY(s);
            colours.insert(seriesColour(static_cast<std::size_t>(i)).rgb());
        }
        QCOMPARE(colours.size(), 60);
        // The pens drawn are those colours.
        QSet<QRgb> drawn;
        for (int g = 0; g < plot.plot()->graphCount(); ++g)
            drawn.insert(plot.plot()->graph(g)->pen().color().rgb());
        QVERIFY(drawn.contains(seriesColour(9).rgb()) && drawn.contains(seriesColour(0).rgb()));
        QVERIFY(seriesColour(9).rgb() != seriesColour(0).rgb());
    }

    void pointsArePlottedAsSteps()
    {
        StatPlot plot;
        fill(plot);
        QCOMPARE(plot.seriesCount(), 2);
        QCOMPARE(plot.seriesList()->count(), 2);
        const PlotSeries* hero = plot.series(QStringLiteral("hero"), QStringLiteral("health"));
        QVERIFY(hero);
        QCOMPARE(hero->points.size(), std::size_t(11));
        QCOMPARE(hero->points[4].value, std::int64_t(16));
        // A turn already plotted is not plotted twice.
        plot.appendPoint(QStringLiteral("hero"), QStringLiteral("health"), 10, 99);
        QCOMPARE(hero->points.size(), std::size_t(11));
        QCPGraph* graph = plot.plot()->graph(1);
        QCOMPARE(graph->lineStyle(), QCPGraph::lsStepLeft);
        QCOMPARE(graph->dataCount(), 11);
    }

    void cursorFollowsTheTurnAndClicksAskForATurn()
    {
        StatPlot plot;
        plot.resize(800, 400);
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        fill(plot);
        plot.setCurrentTurn(7);
        QCOMPARE(plot.currentTurn(), 7);
        plot.plot()->replot();
        QSignalSpy clicked(&plot, &StatPlot::turnClicked);
        const int x = static_cast<int>(plot.plot()->xAxis->coordToPixel(4));
        const int y = static_cast<int>(plot.plot()->yAxis->coordToPixel(10));
        QTest::mouseClick(plot.plot(), Qt::LeftButton, {}, QPoint(x, y));
        QCOMPARE(clicked.count(), 1);
        QCOMPARE(clicked.at(0).at(0).toInt(), 4);
    }

    void markersCarryTheirText()
    {
        StatPlot plot;
        plot.resize(800, 400);
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        fill(plot);
        plot.plot()->replot();
        const QPoint at(static_cast<int>(plot.plot()->xAxis->coordToPixel(3)),
                        static_cast<int>(plot.plot()->yAxis->coordToPixel(17)));
        QCOMPARE(plot.markerTextAt(at), QStringLiteral("turn 3: hero applied scorched (3 turns)"));
        QVERIFY(plot.markerTextAt(at + QPoint(60, 60)).isEmpty());
    }

    void steppingBackDropsLaterTurns()
    {
        StatPlot plot;
        fill(plot);
        plot.truncateAfter(4);
        QCOMPARE(plot.series(QStringLiteral("hero"), QStringLiteral("health"))->points.size(), std::size_t(5));
        QVERIFY(plot.csv().contains(QStringLiteral("\n4,rat,health,6\n")));
        QVERIFY(!plot.csv().contains(QStringLiteral("\n5,")));
    }

    // The legend sits outside the data, so it never covers the newest turns,
    // and the Legend box hides it, giving the plot its room back.
    void theLegendNeverCoversTheDataAndCanBeHidden()
    {
        StatPlot plot;
        plot.resize(900, 400);
        fill(plot);
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        QCustomPlot* p = plot.plot();
        p->replot();
        QVERIFY(p->legend->visible());
        QVERIFY(p->legend->outerRect().height() > 0);
        QVERIFY(!p->legend->outerRect().intersects(p->axisRect()->rect()));
        const int withLegend = p->axisRect()->rect().height();
        QCheckBox* box = plot.findChild<QCheckBox*>();
        QVERIFY(box && box->isChecked());
        box->click();
        p->replot();
        QVERIFY(!p->legend->visible());
        QVERIFY(p->axisRect()->rect().height() > withLegend);
    }

    // Every legend label is whole ("hero: healtl" was cut): at any width the
    // legend shows, each item's rect holds its swatch and its whole text, as
    // many columns as fit, and the legend stays inside the plot.
    void legendLabelsFitTheirText()
    {
        for (const int width : {440, 520, 640, 760, 1000}) {
            StatPlot plot;
            plot.resize(width + plot.seriesList()->sizeHint().width(), 360);
            const QStringList actors{QStringLiteral("hero"), QStringLiteral("rat"), QStringLiteral("king"),
                                     QStringLiteral("maintenance droid")};
            for (const QString& actor : actors)
                for (const QString& stat : {QStringLiteral("health"), QStringLiteral("armor"), QStringLiteral("charge")})
                    plot.appendPoint(actor, stat, 0, 5);
            plot.show();
            QVERIFY(QTest::qWaitForWindowExposed(&plot));
            QCustomPlot* p = plot.plot();
            QTRY_VERIFY2(p->width() >= 420, qPrintable(QString::number(p->width())));
            p->replot();
            QVERIFY(p->legend->visible());
            int columns = 0;
            int items = 0;
            for (int i = 0; i < p->legend->itemCount(); ++i) { // each cell: the last row's may be empty
                auto* item = qobject_cast<QCPPlottableLegendItem*>(p->legend->item(i));
                if (!item)
                    continue;
                ++items;
                const QString text = item->plottable()->name();
                const int needed = p->legend->iconSize().width() + p->legend->iconTextPadding()
                                   + QFontMetrics(item->font()).horizontalAdvance(text);
                QVERIFY2(item->rect().width() >= needed, qPrintable(QStringLiteral("%1 px wide: \"%2\" %3 px in %4 needs %5")
                                                                         .arg(width).arg(text).arg(item->rect().width())
                                                                         .arg(p->width()).arg(needed)));
                QVERIFY2(p->viewport().contains(item->outerRect()), qPrintable(text));
                columns = std::max(columns, item->outerRect().right() < p->width() / 2 ? 1 : 2);
            }
            QVERIFY2(items >= 12, qPrintable(QString::number(items))); // the twelve series
            if (width >= 760)
                QCOMPARE(columns, 2); // a wide plot puts them side by side, not one a row
        }
    }

    void exportsPngPdfAndCsv()
    {
        StatPlot plot;
        plot.resize(800, 400);
        fill(plot);
        QVERIFY(plot.exportPng(dir.filePath(QStringLiteral("plot.png"))));
        QVERIFY(plot.exportPdf(dir.filePath(QStringLiteral("plot.pdf"))));
        QVERIFY(QFileInfo(dir.filePath(QStringLiteral("plot.png"))).size() > 1000);
        QVERIFY(QFileInfo(dir.filePath(QStringLiteral("plot.pdf"))).size() > 1000);
        // SVG: a drawing with the series' names in it as text (the legend is drawn for an export).
        QVERIFY(plot.exportSvg(dir.filePath(QStringLiteral("plot.svg"))));
        QFile svg(dir.filePath(QStringLiteral("plot.svg")));
        QVERIFY(svg.open(QIODevice::ReadOnly));
        const QByteArray drawing = svg.readAll();
        QVERIFY(drawing.contains("<svg") && drawing.contains("</svg>"));
        QVERIFY2(drawing.contains("hero"), drawing.left(400).constData());
        QVERIFY(plot.exportCsv(dir.filePath(QStringLiteral("plot.csv"))));
        QFile csv(dir.filePath(QStringLiteral("plot.csv")));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QStringList rows = QString::fromUtf8(csv.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(rows.size(), 1 + 22);
        QCOMPARE(rows[0], QStringLiteral("turn,actor,stat,value"));
        QCOMPARE(rows[1], QStringLiteral("0,hero,health,20"));
        QCOMPARE(rows[11], QStringLiteral("10,hero,health,10"));
        QCOMPARE(rows[12], QStringLiteral("0,rat,health,4"));
        QString error;
        QVERIFY(!plot.exportCsv(dir.filePath(QStringLiteral("plot.csv/inside.csv")), StatPlot::CsvRows::Every, &error));
        QVERIFY(!error.isEmpty());
    }

    void uncheckedSeriesAreHiddenAndOnlyInTheCsvOfEverySeries()
    {
        StatPlot plot;
        fill(plot);
        QListWidgetItem* rat = plot.seriesList()->item(1);
        QCOMPARE(rat->text(), QStringLiteral("rat: health"));
        rat->setCheckState(Qt::Unchecked);
        QVERIFY(!plot.isSeriesShown(QStringLiteral("rat"), QStringLiteral("health")));
        QVERIFY(!plot.csv(StatPlot::CsvRows::Plotted).contains(QStringLiteral("rat")));
        QVERIFY(plot.csv().contains(QStringLiteral("rat")));
    }
};

QTEST_MAIN(TestStatPlot)
#include "test_stat_plot.moc"
