#pragma once
// The validation panel: a summary line and every diagnostic of the last
// build (the list hidden when there is none). Activating one (double-click
// or Enter) asks to show its definition.

#include "rulebench/base/diagnostic.h"

#include <QWidget>

class QLabel;
class QTreeView;

namespace rb {

class DiagnosticsModel;

class ValidationPanel : public QWidget {
    Q_OBJECT
public:
    explicit ValidationPanel(QWidget* parent = nullptr);

    void setDiagnostics(const Diagnostics& diagnostics);
    DiagnosticsModel* model() const { return model_; }
    QTreeView* view() const { return view_; }
    QString summary() const;

signals:
    void diagnosticActivated(const rb::Diagnostic& diagnostic);

private:
    DiagnosticsModel* model_;
    QTreeView* view_;
    QLabel* summary_;
};

} // namespace rb

Q_DECLARE_METATYPE(rb::Diagnostic)
