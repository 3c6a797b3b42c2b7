// The grid preview: painting, centre and radius through the mouse, the
// keyboard's cursor and the spin box, covered cells equal to core's burst,
// hidden floor told apart from floor out of range, and actors inside listed.
#include "source_dir.h"
#include <QtTest>

#include "document/content_commands.h"
#include "document/content_document.h"
#include "grab_for_docs.h"
#include "grid_preview/grid_preview.h"

#include "rulebench/grid/burst.h"

#include <QListWidget>
#include <QScrollBar>
#include <QSpinBox>
#include <QToolButton>
#include <QUndoStack>

#include <random>

using namespace rb;

class TestGridPreview : public QObject {
    Q_OBJECT

    ContentDocument doc;

    // Where the definition called `name` sits in its section, or -1.
    template <class Spec>
    static int indexOf(const std::vector<Spec>& section, const char* name)
    {
        for (std::size_t i = 0; i < section.size(); ++i)
            if (section[i].name == name)
                return static_cast<int>(i);
        return -1;
    }

    int itemIndex(const char* name) const { return indexOf(doc.spec()->items, name); }


private slots:
    void initTestCase() { QVERIFY(doc.open(rb::test::sourceFile("/resources/demo/demo.rules.json"))); }

    void coveredCellsEqualCoresBurst()
    {
        GridPreview preview(&doc);
        GridCanvas* canvas = preview.canvas();
        std::mt19937 random(7);
        for (int round = 0; round < 50; ++round) {
            Grid g(30, 20);
            for (int i = 0; i < 120; ++i)
                g.setWall({static_cast<int>(random() % 30), static_cast<int>(random() % 20)});
            canvas->setGrid(g);
            const Cell centre{static_cast<int>(random() % 30), static_cast<int>(random() % 20)};
            canvas->setCentre(centre);
            preview.radiusBox()->setValue(static_cast<int>(random() % 9));
            QCOMPARE(canvas->covered(), burst(g, canvas->centre(), preview.radiusBox()->value()));
        }
    }

    void paintingWithTheMouseChangesTheMap()
    {
        GridPreview preview(&doc);
        preview.resize(900, 600);
        preview.show();
        QVERIFY(QTest::qWaitForWindowExposed(&preview));
        GridCanvas* canvas = preview.canvas();
        canvas->setGrid(Grid(20, 12));
        canvas->setCentre({5, 5});
        preview.radiusBox()->setValue(4);
        const auto before = canvas->covered().size();
        canvas->setTool(GridCanvas::Tool::Wall);
        // A wall right beside the centre hides what lies behind it.
        QTest::mouseClick(canvas->viewport(), Qt::LeftButton, {}, canvas->cellRect({6, 5}).center());
        QVERIFY(canvas->grid().isWall(Cell{6, 5}));
        QVERIFY(canvas->covered().size() < before);
        QCOMPARE(canvas->coverageAt({8, 5}), GridCanvas::Coverage::OutOfSight);
        QCOMPARE(canvas->coverageAt({15, 5}), GridCanvas::Coverage::OutOfRange);
        QCOMPARE(canvas->coverageAt({6, 5}), GridCanvas::Coverage::Wall);
        // Drag floor back over it.
        canvas->setTool(GridCanvas::Tool::Floor);
        QTest::mousePress(canvas->viewport(), Qt::LeftButton, {}, canvas->cellRect({7, 5}).center());
        QMouseEvent move(QEvent::MouseMove, canvas->cellRect({6, 5}).center(), canvas->viewport()->mapToGlobal(canvas->cellRect({6, 5}).center()),
                         Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(canvas->viewport(), &move);
        QTest::mouseRelease(canvas->viewport(), Qt::LeftButton, {}, canvas->cellRect({6, 5}).center());
        QVERIFY(canvas->grid().isFloor(Cell{6, 5}));
        QCOMPARE(canvas->covered().size(), before);
    }

    // The keyboard's cursor: it starts on the centre, the arrows move it and
    // stop at the map's edge, Space applies the tool there as a click would
    // (Select: the click's signal), Shift+arrows paint as they go, a click
    // moves it, and it starts again on the centre when the map shrinks under it.
    void theKeyboardCursorActsAsAClickWould()
    {
        GridPreview preview(&doc);
        preview.resize(900, 600);
        preview.show();
        QVERIFY(QTest::qWaitForWindowExposed(&preview));
        GridCanvas* canvas = preview.canvas();
        canvas->setGrid(Grid(12, 8));
        canvas->setCentre({5, 4});
        canvas->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(canvas->hasFocus());
        QCOMPARE(canvas->cursor(), (Cell{5, 4}));
        QSignalSpy moved(canvas, &GridCanvas::cursorMoved);
        for (int i = 0; i < 20; ++i)
            QTest::keyClick(canvas, Qt::Key_Left);
        QCOMPARE(canvas->cursor(), (Cell{0, 4}));
        QCOMPARE(moved.count(), 5); // the edge stops it
        canvas->setTool(GridCanvas::Tool::Centre);
        QTest::keyClick(canvas, Qt::Key_Up);
        QTest::keyClick(canvas, Qt::Key_Space);
        QCOMPARE(canvas->centre(), (Cell{0, 3}));
        canvas->setTool(GridCanvas::Tool::Floor);
        QTest::keyClick(canvas, Qt::Key_Right, Qt::ShiftModifier); // floor over floor: nothing changes
        canvas->setTool(GridCanvas::Tool::Wall);
        QTest::keyClick(canvas, Qt::Key_Right, Qt::ShiftModifier);
        QTest::keyClick(canvas, Qt::Key_Right, Qt::ShiftModifier);
        QVERIFY(canvas->grid().isWall(Cell{1, 3}));
        QVERIFY(canvas->grid().isWall(Cell{2, 3}));
        QVERIFY(canvas->grid().isWall(Cell{3, 3}));
        QVERIFY(!canvas->grid().isWall(Cell{4, 3}));
        canvas->setTool(GridCanvas::Tool::Select);
        QSignalSpy clicked(canvas, &GridCanvas::cellClicked);
        QTest::keyClick(canvas, Qt::Key_Down, Qt::ShiftModifier); // a click's tool waits for Space
        QCOMPARE(clicked.count(), 0);
        QTest::keyClick(canvas, Qt::Key_Return);
        QCOMPARE(clicked.count(), 1);
        QCOMPARE(clicked.first().first().value<Cell>(), (Cell{3, 4}));
        QTest::mouseClick(canvas->viewport(), Qt::LeftButton, {}, canvas->cellRect({9, 6}).center());
        QCOMPARE(canvas->cursor(), (Cell{9, 6}));
        const int cell = canvas->cellSize();
        QTest::keyClick(canvas, Qt::Key_Plus);
        QVERIFY(canvas->cellSize() > cell);
        QTest::keyClick(canvas, Qt::Key_Minus);
        QCOMPARE(canvas->cellSize(), cell);
        canvas->setGrid(Grid(6, 4));
        QTest::keyClick(canvas, Qt::Key_Right);
        QVERIFY(canvas->grid().contains(canvas->cursor()));
    }

    void rightClickMovesTheCentre()
    {
        GridPreview preview(&doc);
        preview.resize(900, 600);
        preview.show();
        QVERIFY(QTest::qWaitForWindowExposed(&preview));
        GridCanvas* canvas = preview.canvas();
        QTest::mouseClick(canvas->viewport(), Qt::RightButton, {}, canvas->cellRect({3, 4}).center());
        QCOMPARE(canvas->centre(), (Cell{3, 4}));
    }

    void actorsInsideAreListed()
    {
        GridPreview preview(&doc);
        preview.resize(1000, 640);
        preview.show();
        QVERIFY(QTest::qWaitForWindowExposed(&preview));
        GridCanvas* canvas = preview.canvas();
        canvas->setCentre({10, 9});
        preview.radiusBox()->setValue(3);
        canvas->setTool(GridCanvas::Tool::Actor);
        QTest::mouseClick(canvas->viewport(), Qt::LeftButton, {}, canvas->cellRect({11, 9}).center());
        QTest::mouseClick(canvas->viewport(), Qt::LeftButton, {}, canvas->cellRect({25, 15}).center());
        QCOMPARE(canvas->actors().size(), std::size_t(2));
        QCOMPARE(preview.actorsInside()->count(), 1);
        QCOMPARE(preview.actorsInside()->item(0)->text(), QStringLiteral("hero at 11,9"));
        QCOMPARE(canvas->actors()[0].glyph, QLatin1Char('@'));
        preview.showTrigger(QStringLiteral("items"), itemIndex("ion grenade"));
        QCOMPARE(canvas->radius(), 2);
        rb::test::grabForDocs(&preview, "grid-preview.png");
    }

    void anAbilitysAreaIsShownAndItsRadiusIsItsOwn()
    {
        ContentDocument own;
        QVERIFY(own.open(rb::test::sourceFile("/resources/demo/demo.rules.json")));
        GridPreview preview(&own);
        preview.show();
        QVERIFY(QTest::qWaitForWindowExposed(&preview));
        const int fireball = indexOf(own.spec()->abilities, "fireball");
        QVERIFY(fireball >= 0);
        preview.showTrigger(QStringLiteral("abilities"), fireball);
        QCOMPARE(preview.radiusBox()->value(), 1);
        QCOMPARE(preview.canvas()->look().color, QColor(QStringLiteral("#ff7a30")));
        preview.radiusBox()->setValue(2);
        QCOMPARE(own.definitionJson(QStringLiteral("abilities"), fireball)["area"]["burst"].get<int>(), 2);
        QCOMPARE(own.undoStack()->count(), 1);
        own.undoStack()->undo();
        QCOMPARE(preview.radiusBox()->value(), 1); // the content's edit shows at once
        // A healing word lands on one cell: there is no burst to show.
        const int healing = indexOf(own.spec()->abilities, "healing word");
        preview.showTrigger(QStringLiteral("abilities"), healing);
        preview.radiusBox()->setValue(3);
        QCOMPARE(own.undoStack()->count(), 1); // a plain burst's radius is the preview's alone
    }

    // A radius (or range) that is a formula has no value without a world and
    // someone who casts: the preview says so, draws the radius chosen in its
    // box, and never writes that over the formula.
    void aFormulaRadiusIsSaidAndNeverOverwritten()
    {
        ContentDocument own;
        QVERIFY(own.open(rb::test::sourceFile("/resources/demo/demo.rules.json")));
        const int fireball = indexOf(own.spec()->abilities, "fireball");
        QVERIFY(edit::setField(&own, QStringLiteral("abilities"), fireball, QStringLiteral("/area/burst"),
                               Json("=1 + user.stat(strength) / 4")));
        QVERIFY(edit::setField(&own, QStringLiteral("abilities"), fireball, QStringLiteral("/range"),
                               Json("=3 + user.stat(strength) / 2")));
        GridPreview preview(&own);
        preview.show();
        QVERIFY(QTest::qWaitForWindowExposed(&preview));
        preview.showTrigger(QStringLiteral("abilities"), fireball);
        QVERIFY2(preview.title().startsWith(QStringLiteral("fireball: its area (aimed at cell, range =3 + "
                                                            "user.stat(strength) / 2) Its radius is a formula, =1 + "
                                                            "user.stat(strength) / 4, worked out in play")),
                 qPrintable(preview.title()));
        QCOMPARE(preview.canvas()->look().color, QColor(QStringLiteral("#ff7a30"))); // still the ability's own look
        const int steps = own.undoStack()->count();
        preview.radiusBox()->setValue(3);
        QCOMPARE(preview.canvas()->radius(), 3);
        QCOMPARE(own.undoStack()->count(), steps);
        QCOMPARE(own.definitionJson(QStringLiteral("abilities"), fireball)["area"]["burst"],
                 OrderedJson("=1 + user.stat(strength) / 4"));
        // A number again: the radius is the content's once more, and edits it.
        own.undoStack()->undo();
        own.undoStack()->undo();
        QCOMPARE(preview.radiusBox()->value(), 1);
        QVERIFY(!preview.title().contains(QStringLiteral("formula")));
        preview.radiusBox()->setValue(2);
        QCOMPARE(own.definitionJson(QStringLiteral("abilities"), fireball)["area"]["burst"].get<int>(), 2);
    }

    void theRadiusIsTheShownTriggersOwn()
    {
        ContentDocument own;
        QVERIFY(own.open(rb::test::sourceFile("/resources/demo/demo.rules.json")));
        GridPreview preview(&own);
        preview.show();
        QVERIFY(QTest::qWaitForWindowExposed(&preview));
        const int grenade = itemIndex("ion grenade");
        preview.showTrigger(QStringLiteral("items"), grenade);
        QCOMPARE(preview.shownTrigger(), 0);
        QCOMPARE(preview.radiusBox()->value(), 2);
        QVERIFY(!own.isModified());

        // Typed into the spin box, the radius is saved in the trigger, one undo step.
        preview.radiusBox()->setFocus();
        preview.radiusBox()->selectAll();
        QTest::keyClicks(preview.radiusBox(), QStringLiteral("4"));
        QTest::keyClick(preview.radiusBox(), Qt::Key_Return);
        QCOMPARE(own.definitionJson(QStringLiteral("items"), grenade)["triggers"][0]["area"]["burst"].get<int>(), 4);
        QVERIFY(own.isModified());
        QCOMPARE(preview.canvas()->radius(), 4);

        // Undo, and an edit made in the form, show here at once.
        own.undoStack()->undo();
        QCOMPARE(preview.radiusBox()->value(), 2);
        QVERIFY(edit::setField(&own, QStringLiteral("items"), grenade, QStringLiteral("/triggers/0/area/burst"), Json(3)));
        QCOMPARE(preview.radiusBox()->value(), 3);
        QCOMPARE(preview.canvas()->radius(), 3);

        // A plain burst's radius is the preview's alone.
        preview.showPlainBurst();
        const int undoSteps = own.undoStack()->count();
        preview.radiusBox()->setValue(6);
        QCOMPARE(own.undoStack()->count(), undoSteps);
        QCOMPARE(own.definitionJson(QStringLiteral("items"), grenade)["triggers"][0]["area"]["burst"].get<int>(), 3);
    }

    void theMapGrowsWithItsPane()
    {
        GridPreview preview(&doc);
        preview.resize(700, 360);
        preview.show();
        QVERIFY(QTest::qWaitForWindowExposed(&preview));
        const int small = preview.canvas()->cellSize();
        preview.resize(1200, 800);
        QTRY_VERIFY(preview.canvas()->cellSize() > small);
        // Zooming by hand stops the fitting; Fit brings it back.
        preview.canvas()->zoomIn();
        QVERIFY(!preview.canvas()->fitsToView());
        const int zoomed = preview.canvas()->cellSize();
        preview.resize(1100, 700);
        QCOMPARE(preview.canvas()->cellSize(), zoomed);
        auto* fit = preview.findChild<QToolButton*>(QStringLiteral("fitMapButton"));
        QVERIFY(fit);
        QTest::mouseClick(fit, Qt::LeftButton);
        QVERIFY(preview.canvas()->fitsToView());
        // The whole 32x20 room fits.
        QVERIFY(preview.canvas()->cellSize() * preview.canvas()->grid().width() <= preview.canvas()->viewport()->width());
        QVERIFY(preview.canvas()->cellSize() * preview.canvas()->grid().height() <= preview.canvas()->viewport()->height());
    }

    void zoomKeepsTheMapAndLargeMapsScroll()
    {
        GridPreview preview(&doc);
        preview.resize(800, 600);
        preview.show();
        QVERIFY(QTest::qWaitForWindowExposed(&preview));
        GridCanvas* canvas = preview.canvas();
        canvas->setGrid(Grid(200, 200));
        canvas->setFitToView(false); // 200 cells at the smallest size would still scroll; start larger
        canvas->setCellSize(16);
        canvas->setCentre({100, 100});
        preview.radiusBox()->setValue(20);
        QVERIFY(canvas->horizontalScrollBar()->maximum() > 0);
        const int size = canvas->cellSize();
        canvas->zoomIn();
        QVERIFY(canvas->cellSize() > size);
        canvas->zoomOut();
        canvas->zoomOut();
        QVERIFY(canvas->cellSize() < size);
        QCOMPARE(canvas->covered(), burst(canvas->grid(), {100, 100}, 20));
    }

    void mapTextRoundTrips()
    {
        GridPreview preview(&doc);
        const QByteArray text = "#####\n#...#\n#.#.#\n#####\n";
        QVERIFY(preview.loadMapText(text));
        QCOMPARE(preview.mapText(), text);
        QString error;
        QVERIFY(!preview.loadMapText("##\n#\n", &error));
        QVERIFY(!error.isEmpty());
    }
};

QTEST_MAIN(TestGridPreview)
#include "test_grid_preview.moc"
