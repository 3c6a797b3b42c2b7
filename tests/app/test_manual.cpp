// Issue 35's help in the editor, offscreen: F1 opens the manual (built into
// the application) at the page for the view in front or the pane with the
// keyboard, scrolled to its heading; a link's click goes to the page and
// heading it names; screenshots fit the window; and every link and picture
// of every page is there.
#include <QtTest>

#include "document/recovery_store.h"
#include "file_bytes.h"
#include "help/manual_window.h"
#include "main_window.h"
#include "sandbox/sandbox_panel.h"
#include "sandbox/sandbox_timeline.h"
#include "scripted_prompts.h"

#include <QDir>
#include <QFile>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextFragment>

using namespace rb;
using rb::test::copyDemoTo;
using rb::test::ScriptedPrompts;

namespace {
QWidget* focused() { return QApplication::focusWidget(); }

void key(Qt::Key k, Qt::KeyboardModifiers modifiers = {})
{
    QVERIFY2(focused(), "no widget has the keyboard");
    QTest::keyClick(focused(), k, modifiers);
}

QStringList manualPages()
{
    return QDir(QStringLiteral(":/manual")).entryList({QStringLiteral("*.md")}, QDir::Files, QDir::Name);
}

// Every heading's anchor of a page, as GitHub makes them.
QSet<QString> anchorsOf(const QTextDocument& page)
{
    QSet<QString> anchors;
    for (QTextBlock block = page.begin(); block.isValid(); block = block.next())
        if (block.blockFormat().headingLevel() > 0)
            anchors.insert(headingAnchor(block.text()));
    return anchors;
}

QTextDocument* pageDocument(const QString& page, QObject* parent)
{
    QFile file(QStringLiteral(":/manual/") + page);
    if (!file.open(QIODevice::ReadOnly))
        return nullptr;
    auto* document = new QTextDocument(parent);
    document->setMarkdown(QString::fromUtf8(file.readAll()));
    return document;
}
} // namespace

class TestManual : public QObject {
    Q_OBJECT

    QTemporaryDir dir;
    QString folder;
    std::unique_ptr<MainWindow> window;

    void openWindow()
    {
        window.reset();
        QSettings().clear();
        folder = dir.filePath(QStringLiteral("demo%1").arg(QDateTime::currentMSecsSinceEpoch()));
        QVERIFY(copyDemoTo(folder));
        window = std::make_unique<MainWindow>();
        window->setPrompts(std::make_unique<ScriptedPrompts>());
        window->setRecoveryStore(std::make_unique<RecoveryStore>(folder + QStringLiteral("/recovery")));
        window->resize(1280, 800);
        QVERIFY(window->openFile(folder + QStringLiteral("/demo.rules.json")));
        window->show();
        window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
    }

    // F1 from where the keyboard is; then the window comes back to the front.
    ManualBrowser* pressF1()
    {
        key(Qt::Key_F1);
        ManualWindow* manual = window->manualWindow();
        if (!manual || !manual->isVisible())
            return nullptr;
        return manual->browser();
    }

    void backToWindow()
    {
        window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
    }

    QTabWidget* centre() const { return qobject_cast<QTabWidget*>(window->centralWidget()); }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("RulebenchTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_manual"));
        QVERIFY(dir.isValid());
    }

    void cleanup() { window.reset(); }

    // Ctrl+1..5 put the keyboard on a view; F1 opens that view's page at its heading.
    void f1OpensThePageOfTheViewInFront_data()
    {
        QTest::addColumn<int>("view");
        QTest::addColumn<QString>("page");
        QTest::addColumn<QString>("heading");
        QTest::newRow("Definition") << 0 << "editor.md" << "The tree and the form";
        QTest::newRow("Sandbox") << 1 << "sandbox.md" << "Playing a scenario";
        QTest::newRow("Batch") << 2 << "batch-and-balance.md" << "The Batch tab";
        QTest::newRow("Balance") << 3 << "batch-and-balance.md" << "The Balance tab";
        QTest::newRow("Scenario") << 4 << "sandbox.md" << "The Scenario view";
    }
    void f1OpensThePageOfTheViewInFront()
    {
        QFETCH(int, view);
        QFETCH(QString, page);
        QFETCH(QString, heading);
        openWindow();
        QVERIFY(window->openScenario(folder + QStringLiteral("/statuses.scenario.json")));
        key(Qt::Key(Qt::Key_1 + view), Qt::ControlModifier);
        QTRY_COMPARE(centre()->currentIndex(), view);
        ManualBrowser* browser = pressF1();
        QVERIFY2(browser, "F1 opened no manual");
        QCOMPARE(browser->page(), page);
        QTRY_COMPARE(browser->headingInView(), heading);
        QVERIFY(!browser->toPlainText().isEmpty());
    }

    // Inside a view, the pane with the keyboard has the say: the sandbox's
    // timeline, the grid preview under the form.
    void f1FollowsThePaneWithTheKeyboard()
    {
        openWindow();
        QVERIFY(window->openScenario(folder + QStringLiteral("/statuses.scenario.json")));
        key(Qt::Key_2, Qt::ControlModifier);
        SandboxTimeline* timeline = window->sandbox()->timeline();
        auto* tabs = qobject_cast<QTabWidget*>(timeline->parentWidget()->parentWidget());
        QVERIFY(tabs);
        tabs->setCurrentWidget(timeline);
        timeline->setFocus(Qt::OtherFocusReason);
        QTRY_COMPARE(focused(), timeline);
        ManualBrowser* browser = pressF1();
        QVERIFY(browser);
        QCOMPARE(browser->page(), QStringLiteral("sandbox.md"));
        QTRY_COMPARE(browser->headingInView(), QStringLiteral("The timeline"));

        backToWindow();
        key(Qt::Key_1, Qt::ControlModifier);
        key(Qt::Key_2, Qt::ControlModifier | Qt::ShiftModifier); // the grid preview pane
        browser = pressF1();
        QVERIFY(browser);
        QCOMPARE(browser->page(), QStringLiteral("grid-preview.md"));
        QTRY_COMPARE(browser->headingInView(), QStringLiteral("The grid preview"));
    }

    // A click on a link in the contents goes to the page it names; a link
    // with a heading's anchor scrolls to that heading; Back returns.
    void aClickedLinkGoesToItsPageAndHeading()
    {
        ManualWindow manual;
        manual.resize(900, 720);
        manual.open({QStringLiteral("index.md"), {}});
        QVERIFY(QTest::qWaitForWindowExposed(&manual));
        ManualBrowser* browser = manual.browser();
        QTextCursor link = browser->document()->find(QStringLiteral("Scenarios and the sandbox"));
        QVERIFY(!link.isNull());
        QVERIFY(link.charFormat().isAnchor());
        link.setPosition(link.selectionStart() + 2);
        browser->setTextCursor(link);
        browser->ensureCursorVisible();
        const QPoint at = browser->cursorRect(link).center();
        QTest::mouseClick(browser->viewport(), Qt::LeftButton, {}, at);
        QTRY_COMPARE(browser->page(), QStringLiteral("sandbox.md"));
        QCOMPARE(browser->headingInView(), QStringLiteral("Scenarios and the sandbox"));

        browser->setSource(QUrl(QStringLiteral("command-line.md#rulebench-batch")));
        QCOMPARE(browser->page(), QStringLiteral("command-line.md"));
        QTRY_COMPARE(browser->headingInView(), QStringLiteral("rulebench batch"));
        browser->backward();
        QTRY_COMPARE(browser->page(), QStringLiteral("sandbox.md"));
    }

    // The manual's window closes as a window of its own does: Escape or
    // Ctrl+W, with the keyboard in its page.
    void escapeAndCtrlWCloseTheManual()
    {
        // Ctrl+W named as such: the platform's Close may be Ctrl+F4 alone (it is offscreen).
        for (const QKeySequence& keys : {QKeySequence(Qt::Key_Escape), QKeySequence(Qt::CTRL | Qt::Key_W),
                                         QKeySequence(QKeySequence::Close)}) {
            ManualWindow manual;
            manual.open({QStringLiteral("index.md"), {}});
            QVERIFY(QTest::qWaitForWindowActive(&manual));
            manual.browser()->setFocus();
            QTRY_VERIFY(manual.browser()->hasFocus());
            QTest::keySequence(manual.browser(), keys);
            QTRY_VERIFY2(!manual.isVisible(), qPrintable(keys.toString()));
        }
    }

    // 1280-pixel screenshots are shown whole in a 900-pixel window.
    void screenshotsFitTheWindow()
    {
        ManualWindow manual;
        manual.resize(900, 720);
        manual.open({QStringLiteral("sandbox.md"), {}});
        QVERIFY(QTest::qWaitForWindowExposed(&manual));
        const QTextDocument* page = manual.browser()->document();
        int images = 0;
        for (QTextBlock block = page->begin(); block.isValid(); block = block.next())
            for (auto it = block.begin(); !it.atEnd(); ++it) {
                if (!it.fragment().charFormat().isImageFormat())
                    continue;
                const QString name = it.fragment().charFormat().toImageFormat().name();
                const QImage image = page->resource(QTextDocument::ImageResource, QUrl(name)).value<QImage>();
                QVERIFY2(!image.isNull(), qPrintable(name));
                QVERIFY2(image.width() <= manual.browser()->viewport()->width(), qPrintable(name));
                ++images;
            }
        QVERIFY(images >= 5);
        QTRY_COMPARE(manual.browser()->horizontalScrollBar()->maximum(), 0); // nothing to scroll sideways for
    }

    // Every page's links name a page, a picture or a heading that exists.
    void everyLinkAndPictureOfTheManualIsThere()
    {
        const QStringList pages = manualPages();
        QVERIFY(pages.contains(QStringLiteral("index.md")));
        QVERIFY(pages.size() >= 12);
        QHash<QString, QSet<QString>> anchors;
        QObject owner;
        for (const QString& page : pages) {
            QTextDocument* document = pageDocument(page, &owner);
            QVERIFY(document);
            anchors[page] = anchorsOf(*document);
        }
        int links = 0;
        QStringList broken;
        for (const QString& page : pages) {
            const QTextDocument* document = pageDocument(page, &owner);
            for (QTextBlock block = document->begin(); block.isValid(); block = block.next())
                for (auto it = block.begin(); !it.atEnd(); ++it) {
                    const QTextCharFormat format = it.fragment().charFormat();
                    if (format.isImageFormat()) {
                        const QString picture = format.toImageFormat().name();
                        if (!QFile::exists(QStringLiteral(":/manual/") + picture))
                            broken << page + ": no picture " + picture;
                        continue;
                    }
                    if (!format.isAnchor())
                        continue;
                    const QUrl href(format.anchorHref());
                    if (!href.scheme().isEmpty())
                        continue; // https: a browser's business
                    const QString target = href.path().isEmpty() ? page : href.path();
                    if (!anchors.contains(target))
                        broken << page + ": a link to a page the manual lacks, " + href.toString();
                    else if (href.hasFragment() && !anchors[target].contains(href.fragment()))
                        broken << page + ": a link to a heading " + target + " lacks, " + href.toString();
                    ++links;
                }
        }
        QVERIFY2(broken.isEmpty(), qPrintable(broken.join(QLatin1Char('\n'))));
        QVERIFY(links >= 20);
    }
};

QTEST_MAIN(TestManual)
#include "test_manual.moc"
