#include "navigation/validation_panel.h"

#include "document/conflict_resolution.h"
#include "document/diagnostics_model.h"
#include "common/qt_strings.h"

#include <QAction>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace rb {

ValidationPanel::ValidationPanel(QWidget* parent)
    : QWidget(parent)
    , model_(new DiagnosticsModel(this))
    , view_(new QTreeView(this))
    , summary_(new QLabel(this))
    , keepOurs_(new QAction(tr("Keep ours"), this))
    , takeTheirs_(new QAction(tr("Take theirs"), this))
    , conflictBar_(new QWidget(this))
    , conflictPrompt_(new QLabel(conflictBar_))
{
    view_->setModel(model_);
    view_->setRootIsDecorated(false);
    view_->setUniformRowHeights(true);
    view_->setAlternatingRowColors(true);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->header()->setStretchLastSection(true);
    view_->header()->setSectionResizeMode(DiagnosticsModel::SeverityColumn, QHeaderView::ResizeToContents);
    view_->header()->setSectionResizeMode(DiagnosticsModel::WhereColumn, QHeaderView::Interactive);
    view_->setColumnWidth(DiagnosticsModel::WhereColumn, 280);
    // The list takes the room the pane has and asks for none: a problem
    // appearing never grows the pane (and shrinks the form under the pointer).
    view_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Ignored);
    summary_->setTextFormat(Qt::RichText);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::LinksAccessibleByMouse);
    // A long first problem is cut, never widens the pane; one line high, the list takes the rest.
    summary_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(summary_);
    layout->addWidget(view_);
    layout->addWidget(conflictBar_);
    addConflictAnswers();

    connect(view_, &QTreeView::activated, this, [this](const QModelIndex& index) {
        if (index.isValid())
            emit diagnosticActivated(model_->diagnostic(index.row()));
    });
    // The first problem named on the summary line is a link to its field, as a double-click on its row.
    connect(summary_, &QLabel::linkActivated, this, [this] {
        if (model_->rowCount() > 0)
            emit diagnosticActivated(model_->diagnostic(0));
    });
    setDiagnostics({});
}

void ValidationPanel::addConflictAnswers()
{
    keepOurs_->setToolTip(tr("Keep the value this file holds and drop the conflict"));
    takeTheirs_->setToolTip(tr("Put the other branch's value in its place and drop the conflict"));
    auto* bar = new QHBoxLayout(conflictBar_);
    bar->setContentsMargins(0, 0, 0, 0);
    bar->addWidget(new QLabel(tr("Merge conflict:"), conflictBar_));
    for (QAction* action : {keepOurs_, takeTheirs_}) {
        auto* button = new QToolButton(conflictBar_);
        button->setDefaultAction(action);
        bar->addWidget(button);
        view_->addAction(action);
    }
    conflictPrompt_->setObjectName(QStringLiteral("conflictPrompt"));
    bar->addWidget(conflictPrompt_); // after the buttons, so they stay where they are
    bar->addStretch();
    view_->setContextMenuPolicy(Qt::ActionsContextMenu);
    connect(keepOurs_, &QAction::triggered, this, [this] {
        if (const auto conflict = currentConflict())
            emit resolveConflictRequested(*conflict, false);
    });
    connect(takeTheirs_, &QAction::triggered, this, [this] {
        if (const auto conflict = currentConflict())
            emit resolveConflictRequested(*conflict, true);
    });
    connect(view_->selectionModel(), &QItemSelectionModel::currentChanged, this, &ValidationPanel::onCurrentChanged);
    connect(model_, &QAbstractItemModel::modelReset, this, &ValidationPanel::onCurrentChanged);
}

std::optional<int> ValidationPanel::currentConflict() const
{
    const QModelIndex current = view_->currentIndex();
    return current.isValid() ? conflictIndex(model_->diagnostic(current.row())) : std::nullopt;
}

void ValidationPanel::onCurrentChanged()
{
    const bool current = currentConflict().has_value();
    keepOurs_->setEnabled(current);
    takeTheirs_->setEnabled(current);
    conflictPrompt_->setText(current ? QString() : tr("pick one in the list to answer it"));
    // In sight while any conflict is listed (not only once one is picked), so
    // the answers are found and the list never jumps when a row is clicked.
    bool any = false;
    for (int row = 0; row < model_->rowCount() && !any; ++row)
        any = conflictIndex(model_->diagnostic(row)).has_value();
    conflictBar_->setVisible(any);
}

void ValidationPanel::setDiagnostics(const Diagnostics& diagnostics)
{
    model_->setDiagnostics(diagnostics);
    // The first problem in words on the summary line, a link to its field:
    // a pane dragged one line high still says what is wrong and reaches it.
    QString line = summary().toHtmlEscaped();
    if (model_->rowCount() > 0) {
        const Diagnostic& first = model_->diagnostic(0);
        line += tr("; first: %1").arg(QStringLiteral("<a href=\"first\">%1</a>").arg(problemLine(first).toHtmlEscaped()));
        summary_->setToolTip(toQ(format(first)) + QLatin1Char('\n') + tr("Click it to go to its field"));
    } else {
        summary_->setToolTip(QString());
    }
    summary_->setText(line);
    // The list is always there (it asks for no room: the pane keeps its
    // height and the list scrolls), so a first problem changes no spacing either.
}

QString ValidationPanel::summary() const
{
    const int errors = model_->errorCount();
    const int warnings = model_->warningCount();
    if (errors == 0 && warnings == 0)
        return tr("No problems: the content builds clean.");
    const auto count = [](int n, const QString& one, const QString& many) {
        return n == 0 ? QObject::tr("no %1").arg(many) : n == 1 ? QStringLiteral("1 ") + one : QString::number(n) + QLatin1Char(' ') + many;
    };
    return count(errors, tr("error"), tr("errors")) + QStringLiteral(", ") + count(warnings, tr("warning"), tr("warnings"));
}

} // namespace rb
