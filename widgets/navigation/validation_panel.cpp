#include "navigation/validation_panel.h"

#include "document/diagnostics_model.h"

#include <QHeaderView>
#include <QLabel>
#include <QTreeView>
#include <QVBoxLayout>

namespace rb {

ValidationPanel::ValidationPanel(QWidget* parent)
    : QWidget(parent)
    , model_(new DiagnosticsModel(this))
    , view_(new QTreeView(this))
    , summary_(new QLabel(this))
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

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(summary_);
    layout->addWidget(view_);

    connect(view_, &QTreeView::activated, this, [this](const QModelIndex& index) {
        if (index.isValid())
            emit diagnosticActivated(model_->diagnostic(index.row()));
    });
    setDiagnostics({});
}

void ValidationPanel::setDiagnostics(const Diagnostics& diagnostics)
{
    model_->setDiagnostics(diagnostics);
    summary_->setText(summary());
    // With nothing to list the panel is its summary line alone, so the pane it sits in can be one line high.
    view_->setVisible(model_->rowCount() > 0);
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
