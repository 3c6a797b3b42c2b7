// The Table tab's place in the window, and File > Export Section... and
// Import Section..., which read and write the table's section as CSV (an
// import that lacks some of the section's definitions asks whether they go).
#include "main_window.h"

#include "common/prompts.h"
#include "common/qt_strings.h"
#include "document/content_document.h"
#include "form/definition_form.h"
#include "table/section_table_view.h"
#include "table/table_edits.h"

#include "rulebench/content/sections.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QScrollArea>
#include <QStatusBar>
#include <QTabWidget>

namespace rb {

void MainWindow::connectTable()
{
    // Double-click on a cell: the definition's form, at that field.
    connect(table_, &SectionTableView::openDefinition, this, [this](const QString& section, int index, const QString& pointer) {
        selectDefinition(section, index);
        centre_->setCurrentWidget(formArea_);
        form_->focusField(pointer);
    });
    connect(table_, &SectionTableView::message, this, [this](const QString& text) { statusBar()->showMessage(text, 8000); });
    // Shown, the table is of the section picked in the tree.
    connect(centre_, &QTabWidget::currentChanged, this, [this] {
        if (centre_->currentWidget() == table_ && !currentSection().isEmpty())
            table_->setSection(currentSection());
    });
}

void MainWindow::addSectionFileActions(QMenu* file)
{
    file->addSeparator();
    file->addAction(tr("E&xport Section..."), this, [this] { exportSection(); });
    file->addAction(tr("I&mport Section..."), this, [this] { importSection(); });
}

namespace {
QString sectionTitle(const QString& key)
{
    const SectionInfo* info = findSection(fromQ(key));
    return info ? toQ(info->title).toLower() : key;
}
} // namespace

bool MainWindow::exportSection(QString path)
{
    const QString section = table_->section();
    if (!document_->isEditable() || section.isEmpty())
        return false;
    if (path.isEmpty()) {
        const QString name = QFileInfo(document_->path()).completeBaseName().section(QLatin1Char('.'), 0, 0);
        const QString suggested = dialogStart(document_->path(), (name.isEmpty() ? QString() : name + QLatin1Char('-')) + section + QStringLiteral(".csv"));
        path = askExportPath(this, tr("Export %1 as CSV").arg(sectionTitle(section)), suggested, tr("CSV (*.csv)"));
        if (path.isEmpty())
            return false;
    }
    QString error;
    if (!rb::exportSection(*document_, section, path, &error)) {
        prompts_->showError(this, tr("Export Section"), tr("%1 could not be written: %2").arg(path, error));
        return false;
    }
    statusBar()->showMessage(tr("Exported %1 to %2").arg(sectionTitle(section), path), 8000);
    return true;
}

bool MainWindow::importSection(QString path)
{
    const QString section = table_->section();
    if (!document_->isEditable() || section.isEmpty())
        return false;
    if (path.isEmpty()) {
        path = QFileDialog::getOpenFileName(this, tr("Import %1 from CSV").arg(sectionTitle(section)),
                                            dialogStart(document_->path()), tr("CSV (*.csv);;All files (*)"));
        if (path.isEmpty())
            return false;
    }
    SectionImport import = readSectionImport(*document_, section, path, false);
    if (import.problems.isEmpty() && !import.result.missing.empty()) {
        // The CSV lacks some of the section's definitions: as `import --remove-missing`, or kept.
        QStringList names;
        for (const std::string& name : import.result.missing)
            names << toQ(name);
        const QStringList inScenarios = scenariosNaming(*document_, section, import.result.missing);
        switch (prompts_->askRemoveMissing(this, import.file, sectionTitle(section), names, inScenarios)) {
        case Prompts::MissingChoice::Cancel: return false;
        case Prompts::MissingChoice::Keep: break;
        case Prompts::MissingChoice::Remove: import = readSectionImport(*document_, section, path, true); break;
        }
    }
    QStringList report;
    if (!applySectionImport(document_, section, import, &report)) {
        prompts_->showError(this, tr("Import Section"),
                            tr("Nothing was imported:\n%1").arg(report.join(QLatin1Char('\n'))));
        return false;
    }
    centre_->setCurrentWidget(table_);
    statusBar()->showMessage(report.join(QStringLiteral("; ")), 12000);
    return true;
}

} // namespace rb
