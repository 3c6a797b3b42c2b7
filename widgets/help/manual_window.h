#pragma once
// The manual (docs/*.md, built into the application as resources under
// qrc:/manual/) in a window of its own: Markdown rendered by Qt, so no
// browser and no network are needed. It opens at a page and, where the page
// has it, scrolled to a heading; links between pages and to headings
// ("sandbox.md#the-timeline") work as on GitHub.

#include <QTextBrowser>
#include <QWidget>

class QAction;

namespace rb {

// A place in the manual: a page ("sandbox.md") and one of its headings as
// written ("The timeline"); no heading means the top of the page.
struct ManualPlace {
    QString page;
    QString heading;
};

// GitHub's anchor for a heading's text: "The `rulebench batch` command" is
// "the-rulebench-batch-command".
QString headingAnchor(const QString& heading);

// The rendered pages: images no wider than the view, a link's "#anchor"
// scrolled to the heading it names.
class ManualBrowser : public QTextBrowser {
    Q_OBJECT
public:
    explicit ManualBrowser(QWidget* parent = nullptr);
    // The page shown ("editor.md") and the heading at the top of the view.
    QString page() const;
    QString headingInView() const;
    // Scrolls the heading whose anchor is `anchor` to the top; false when
    // the page has none.
    bool scrollToHeading(const QString& anchor);

protected:
    QVariant loadResource(int type, const QUrl& name) override;
    void doSetSource(const QUrl& name, QTextDocument::ResourceType type) override;
};

class ManualWindow : public QWidget {
    Q_OBJECT
public:
    explicit ManualWindow(QWidget* parent = nullptr);
    // Shows the window at `place` and raises it.
    void open(const ManualPlace& place);
    ManualBrowser* browser() const { return browser_; }

private:
    ManualBrowser* browser_;
};

} // namespace rb
