// A field list reads an object with every diagnostic (missing required keys,
// wrong types, unknown keys kept and reported, notes kept silently, values
// that do not read kept as written) and writes it back in the list's order
// with the unknown keys after.
#include <QtTest>

#include "diagnostic_text.h"
#include "rulebench/base/field_list.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace {

struct Part {
    std::string kind;
    std::int64_t weight = 0;
    rb::Json extra;

    static constexpr auto fields();
};

constexpr auto Part::fields()
{
    return rb::fieldList(rb::field("kind", &Part::kind).required(), rb::field("weight", &Part::weight));
}

struct Gadget {
    std::string name;
    std::int64_t size = 0;
    std::optional<std::string> label;
    bool loud = false;
    std::optional<Part> core;
    std::vector<Part> parts;
    std::vector<std::string> tags;
    rb::Json extra;

    static constexpr auto fields();
};

constexpr auto Gadget::fields()
{
    return rb::fieldList(rb::nameField(&Gadget::name), rb::field("size", &Gadget::size).required(),
                         rb::field("label", &Gadget::label), rb::field("loud", &Gadget::loud).unlessDefault(),
                         rb::field("core", &Gadget::core), rb::list("parts", &Gadget::parts),
                         rb::field("tags", &Gadget::tags).unlessDefault().readLast());
}

struct Read {
    Gadget gadget;
    rb::Diagnostics diagnostics;
};

Read readGadget(const char* json)
{
    Read out;
    const rb::Json j = rb::Json::parse(json);
    rb::ObjectReader r(j, rb::Where{&out.diagnostics, "gadgets[0]", "g"});
    rb::readSpec(r, out.gadget);
    return out;
}

QString messages(const rb::Diagnostics& d) { return rb::test::lines(d); }
QString written(const Gadget& g) { return QString::fromStdString(rb::toJson(g).dump()); }

} // namespace

class TestFieldList : public QObject {
    Q_OBJECT
private slots:
    void readsEveryField()
    {
        const Read r = readGadget(R"({"name": "g", "size": 3, "label": "L", "loud": true,
                                      "core": {"kind": "c", "weight": 2}, "parts": [{"kind": "p"}], "tags": ["a", "b"]})");
        QVERIFY2(r.diagnostics.empty(), qPrintable(messages(r.diagnostics)));
        QCOMPARE(r.gadget.name, std::string("g"));
        QCOMPARE(r.gadget.size, std::int64_t(3));
        QCOMPARE(r.gadget.label.value_or(""), std::string("L"));
        QVERIFY(r.gadget.loud);
        QVERIFY(r.gadget.core);
        QCOMPARE(r.gadget.core->weight, std::int64_t(2));
        QCOMPARE(r.gadget.parts.size(), std::size_t(1));
        QCOMPARE(r.gadget.parts[0].kind, std::string("p"));
        QCOMPARE(r.gadget.tags, (std::vector<std::string>{"a", "b"}));
        QVERIFY(r.gadget.extra.is_null()); // nothing unknown: nothing kept, nothing allocated
    }

    void reportsMissingRequiredKeys()
    {
        const Read r = readGadget(R"({"label": "L", "parts": [{}]})");
        QCOMPARE(messages(r.diagnostics), QString("gadgets[0] \"g\": missing \"name\"\n"
                                                  "gadgets[0] \"g\": missing \"size\"\n"
                                                  "gadgets[0] \"g\": parts[0]: missing \"kind\"\n"));
    }

    // "kind": "" is as missing as no "kind" (a new effect entry passed as
    // clean); the blank is kept as written, so saving changes nothing.
    void aBlankRequiredTextIsAsMissingAsAnAbsentOne()
    {
        const Read r = readGadget(R"({"name": "g", "size": 1, "parts": [{"kind": ""}, {"kind": " "}], "core": {"kind": ""}})");
        QCOMPARE(messages(r.diagnostics), QString("gadgets[0] \"g\": core: missing \"kind\"\n"
                                                  "gadgets[0] \"g\": parts[0]: missing \"kind\"\n"
                                                  "gadgets[0] \"g\": parts[1]: missing \"kind\"\n"));
        QCOMPARE(written(r.gadget),
                 QString(R"({"name":"g","size":1,"parts":[{"kind":"","weight":0},{"kind":" ","weight":0}],"core":{"kind":""}})"));
    }

    void reportsAWrongTypeAndKeepsTheValueAsWritten()
    {
        const Read r = readGadget(R"({"name": "g", "size": "big", "label": 7, "core": {"weight": 1}})");
        QCOMPARE(messages(r.diagnostics), QString("gadgets[0] \"g\": size: expected a whole number, got text \"big\"\n"
                                                  "gadgets[0] \"g\": label: expected text, got the number 7\n"
                                                  "gadgets[0] \"g\": core: missing \"kind\"\n"));
        QCOMPARE(r.gadget.size, std::int64_t(0));
        QVERIFY(!r.gadget.label);
        QVERIFY(!r.gadget.core); // a nested object that does not read is kept aside whole
        // Saving loses none of it: size in its place, label and core (left unset) with the unknown keys.
        QCOMPARE(written(r.gadget), QString(R"({"name":"g","size":"big","parts":[],"core":{"weight":1},"label":7})"));
    }

    void keepsUnknownKeysAndReportsThemButNotNotes()
    {
        const Read r = readGadget(R"({"_notes": "mine", "name": "g", "size": 1, "siez": 2, "parts": [{"kind": "p", "wieght": 3}]})");
        QCOMPARE(messages(r.diagnostics),
                 QString("gadgets[0] \"g\": parts[0].wieght: unknown key \"wieght\" (did you mean \"weight\"?)\n"
                         "gadgets[0] \"g\": siez: unknown key \"siez\" (did you mean \"size\"?)\n"));
        QCOMPARE(QString::fromStdString(r.gadget.extra.dump()), QString(R"({"_notes":"mine","siez":2})"));
        QCOMPARE(QString::fromStdString(r.gadget.parts[0].extra.dump()), QString(R"({"wieght":3})"));
    }

    void writesInListOrderWithUnknownKeysAfter()
    {
        const Read r = readGadget(R"({"zz": 1, "tags": ["t"], "parts": [{"weight": 2, "kind": "p"}], "loud": false,
                                      "size": 4, "_a": 0, "name": "g"})");
        // loud is false, its default, and tags not empty: only what is not default is written.
        QCOMPARE(written(r.gadget),
                 QString(R"({"name":"g","size":4,"parts":[{"kind":"p","weight":2}],"tags":["t"],"_a":0,"zz":1})"));
        Gadget empty;
        QCOMPARE(written(empty), QString(R"({"name":"","size":0,"parts":[]})"));
    }

    void readsALateFieldAfterTheOthers()
    {
        // tags is read last: its diagnostic follows those of the fields after it in the list.
        const Read r = readGadget(R"({"name": "g", "size": 1, "tags": 5, "parts": 5})");
        QCOMPARE(messages(r.diagnostics), QString("gadgets[0] \"g\": parts: expected a list, got the number 5\n"
                                                  "gadgets[0] \"g\": tags: expected a list of names, got the number 5\n"));
    }

    void namesKeysFromMembers()
    {
        static_assert(rb::keyOf<&Gadget::size> == "size");
        static_assert(rb::keyOf<&Part::weight> == "weight");
        static_assert(rb::keyOf<&Gadget::name> == rb::kNameKey);
        QCOMPARE(QString::fromLatin1(rb::keyOf<&Gadget::tags>.data()), QString("tags"));
    }
};

QTEST_APPLESS_MAIN(TestFieldList)
#include "test_field_list.moc"
