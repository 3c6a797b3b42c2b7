#include <QtTest>
class TestScenario : public QObject { Q_OBJECT };
QTEST_APPLESS_MAIN(TestScenario)
#include "test_scenario.moc"
