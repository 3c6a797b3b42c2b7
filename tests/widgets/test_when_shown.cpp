// A view's refresh that waits until the view can be seen: hidden, behind another
// tab of a dock, or shown, through real show events and a raised dock.
#include <QtTest>

#include "common/when_shown.h"

#include <QDockWidget>
#include <QLabel>
#include <QMainWindow>

using namespace rb;

class TestWhenShown : public QObject {
    Q_OBJECT
private slots:
    void aHiddenViewRefreshesWhenShownOnce()
    {
        QWidget view;
        int refreshes = 0;
        auto* whenShown = new WhenShown(&view, [&] { ++refreshes; });
        whenShown->request();
        whenShown->request();
        QCOMPARE(refreshes, 0);
        QVERIFY(whenShown->isStale());
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QCOMPARE(refreshes, 1); // two requests, one refresh, before it was painted
        QVERIFY(!whenShown->isStale());
        view.hide();
        view.show();
        QCOMPARE(refreshes, 1); // nothing asked since
    }

    void aVisibleViewRefreshesAtOnce()
    {
        QWidget view;
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        int refreshes = 0;
        WhenShown whenShown(&view, [&] { ++refreshes; });
        whenShown.setParent(nullptr); // owned by this test, not by the view
        whenShown.request();
        QCOMPARE(refreshes, 1);
    }

    // Behind another tab of a dock a pane can count as visible: it waits until raised.
    void aPaneBehindAnotherTabWaitsUntilRaised()
    {
        QMainWindow window;
        window.resize(800, 600);
        window.setCentralWidget(new QLabel(QStringLiteral("centre")));
        auto* front = new QDockWidget(QStringLiteral("front"));
        auto* back = new QDockWidget(QStringLiteral("back"));
        auto* pane = new QLabel(QStringLiteral("pane"));
        front->setWidget(new QLabel(QStringLiteral("front pane")));
        back->setWidget(pane);
        window.addDockWidget(Qt::BottomDockWidgetArea, front);
        window.tabifyDockWidget(front, back);
        front->raise();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        int refreshes = 0;
        auto* whenShown = new WhenShown(pane, [&] { ++refreshes; });
        whenShown->request();
        QTest::qWait(50);
        QCOMPARE(refreshes, 0);
        back->raise();
        QTRY_COMPARE(refreshes, 1);
    }
};

QTEST_MAIN(TestWhenShown)
#include "test_when_shown.moc"
