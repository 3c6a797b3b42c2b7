// Registries: dense ids in insertion order, a name index, duplicates refused.
#include <QtTest>

#include "rulebench/base/registry.h"

namespace {
struct Thing {
    std::string name;
    int payload = 0;
};
} // namespace

class TestRegistry : public QObject {
    Q_OBJECT
private slots:
    void idsAreDenseInInsertionOrder()
    {
        rb::Registry<Thing> r;
        QCOMPARE(r.add({"a", 1})->value, 0u);
        QCOMPARE(r.add({"b", 2})->value, 1u);
        QCOMPARE(r.add({"c", 3})->value, 2u);
        QCOMPARE(r.size(), std::size_t(3));
        QCOMPARE(r[rb::Id<Thing>{1}].payload, 2);
    }

    void findsByName()
    {
        rb::Registry<Thing> r;
        QVERIFY(r.add({"health", 7}));
        QVERIFY(r.add({"armor", 9}));
        QVERIFY(r.find("armor").has_value());
        QCOMPARE(r[*r.find("armor")].payload, 9);
        QVERIFY(!r.find("Armor").has_value()); // case-sensitive
        QVERIFY(!r.find("mana").has_value());
    }

    void refusesDuplicateNames()
    {
        rb::Registry<Thing> r;
        QVERIFY(r.add({"health", 1}));
        const rb::Result<rb::Id<Thing>> again = r.add({"health", 2});
        QVERIFY(!again);
        QCOMPARE(again.why(), std::string("the name \"health\" is taken already"));
        QCOMPARE(r.size(), std::size_t(1));
        QCOMPARE(r[*r.find("health")].payload, 1);
    }

    void namesInOrder()
    {
        rb::Registry<Thing> r;
        QVERIFY(r.add({"z"}));
        QVERIFY(r.add({"a"}));
        QCOMPARE(r.names(), (std::vector<std::string>{"z", "a"}));
    }
};

QTEST_APPLESS_MAIN(TestRegistry)
#include "test_registry.moc"
