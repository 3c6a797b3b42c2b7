#include "help/manual_window.h"

#include <QAbstractTextDocumentLayout>
#include <QAction>
#include <QImage>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTextBlock>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

namespace rb {
namespace {
const QString kRoot = QStringLiteral("qrc:/manual/");
constexpr int kImageMargin = 40; // the page's own margins, its frame and a scroll bar's room
} // namespace

QString headingAnchor(const QString& heading)
{
    // As GitHub makes them: lower case, punctuation dropped, spaces as dashes.
    QString anchor = heading.toLower();
    anchor.remove(QRegularExpression(QStringLiteral("[^\\w\\- ]"), QRegularExpression::UseUnicodePropertiesOption));
    anchor.replace(QLatin1Char(' '), QLatin1Char('-'));
    return anchor;
}

ManualBrowser::ManualBrowser(QWidget* parent)
    : QTextBrowser(parent)
{
    setOpenExternalLinks(true);
    setSearchPaths({kRoot});
}

QString ManualBrowser::page() const { return source().fileName(); }

QString ManualBrowser::headingInView() const
{
    // The last heading that starts at or above the top of the view (the
    // page's first one is a margin's height below it).
    const qreal top = verticalScrollBar()->value() + document()->documentMargin() + 1;
    QString heading;
    for (QTextBlock block = document()->begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() == 0)
            continue;
        if (document()->documentLayout()->blockBoundingRect(block).top() > top)
            break;
        heading = block.text();
    }
    return heading;
}

bool ManualBrowser::scrollToHeading(const QString& anchor)
{
    for (QTextBlock block = document()->begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() > 0 && headingAnchor(block.text()) == anchor) {
            const qreal top = document()->documentLayout()->blockBoundingRect(block).top();
            verticalScrollBar()->setValue(qRound(top));
            return true;
        }
    }
    return false;
}

QVariant ManualBrowser::loadResource(int type, const QUrl& name)
{
    QVariant resource = QTextBrowser::loadResource(type, name);
    if (type != QTextDocument::ImageResource || resource.userType() != QMetaType::QByteArray)
        return resource;
    // Screenshots are 1280 pixels wide: shown whole, no wider than the view.
    QImage image = QImage::fromData(resource.toByteArray());
    const int room = viewport()->width() - kImageMargin;
    if (!image.isNull() && room > 0 && image.width() > room)
        image = image.scaledToWidth(room, Qt::SmoothTransformation);
    return image;
}

void ManualBrowser::doSetSource(const QUrl& name, QTextDocument::ResourceType type)
{
    QTextBrowser::doSetSource(name, type);
    // Qt finds anchors the page's HTML names; Markdown headings have none.
    // Once more when the new page's height has reached the scroll bar.
    if (name.hasFragment()) {
        scrollToHeading(name.fragment());
        QTimer::singleShot(0, this, [this, anchor = name.fragment()] { scrollToHeading(anchor); });
    }
}

ManualWindow::ManualWindow(QWidget* parent)
    : QWidget(parent, Qt::Window)
    , browser_(new ManualBrowser(this))
{
    setObjectName(QStringLiteral("manualWindow"));
    setWindowTitle(tr("Rulebench manual"));
    auto* bar = new QToolBar(this);
    QAction* back = bar->addAction(tr("Back"), browser_, &QTextBrowser::backward);
    QAction* forward = bar->addAction(tr("Forward"), browser_, &QTextBrowser::forward);
    bar->addAction(tr("Contents"), this, [this] { open({QStringLiteral("index.md"), {}}); });
    back->setShortcut(QKeySequence::Back);
    forward->setShortcut(QKeySequence::Forward);
    back->setEnabled(false);
    forward->setEnabled(false);
    connect(browser_, &QTextBrowser::backwardAvailable, back, &QAction::setEnabled);
    connect(browser_, &QTextBrowser::forwardAvailable, forward, &QAction::setEnabled);
    // Closed as any window of its own is: Escape, Ctrl+W and the platform's
    // Close (which may be Ctrl+F4 alone, as it is offscreen).
    auto* close = new QAction(tr("Close"), this);
    QList<QKeySequence> closeKeys{QKeySequence(Qt::Key_Escape), QKeySequence(Qt::CTRL | Qt::Key_W)};
    for (const QKeySequence& platform : QKeySequence::keyBindings(QKeySequence::Close))
        if (!closeKeys.contains(platform))
            closeKeys << platform;
    close->setShortcuts(closeKeys);
    close->setShortcutContext(Qt::WindowShortcut);
    connect(close, &QAction::triggered, this, &QWidget::close);
    addAction(close);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(bar);
    layout->addWidget(browser_);
    resize(900, 720);
}

void ManualWindow::open(const ManualPlace& place)
{
    QUrl url(kRoot + place.page);
    if (!place.heading.isEmpty())
        url.setFragment(headingAnchor(place.heading));
    show(); // first, so the page lays out (and its images fit) at the window's width
    raise();
    activateWindow();
    browser_->setSource(url, QTextDocument::MarkdownResource);
}

} // namespace rb
