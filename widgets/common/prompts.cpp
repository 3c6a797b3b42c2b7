#include "common/prompts.h"

#include "common/qt_strings.h"

#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>
#include <QObject>

#include <algorithm>

namespace rb {

QString dialogStart(const QString& beside, const QString& name, const QString& fallbackFolder)
{
    QString folder = beside.isEmpty() ? QString() : QFileInfo(beside).absolutePath();
    if (folder.isEmpty() || !QDir(folder).exists())
        folder = fallbackFolder;
    if (folder.isEmpty() || !QDir(folder).exists())
        folder = QDir::homePath();
    return name.isEmpty() ? folder : QDir(folder).filePath(name);
}

QString siblingName(const QString& file, const QString& suffix, const QString& fallback)
{
    QString base = QFileInfo(file).fileName();
    for (const QString& known : {QStringLiteral(".rules.json"), QStringLiteral(".scenario.json"), QStringLiteral(".json")}) {
        if (base.endsWith(known)) {
            base.chop(known.size());
            break;
        }
    }
    return base.isEmpty() ? fallback : base + suffix;
}

QString withFilterExtension(const QString& path, const QString& filter)
{
    const qsizetype star = filter.indexOf(QStringLiteral("*."));
    if (path.isEmpty() || star < 0 || !QFileInfo(path).suffix().isEmpty())
        return path;
    const qsizetype end = filter.indexOf(QRegularExpression(QStringLiteral("[ );]")), star);
    return path + filter.mid(star + 1, end < 0 ? -1 : end - star - 1);
}

QString askExportPath(QWidget* parent, const QString& title, const QString& suggested, const QString& filters)
{
    QString chosen;
    const QString path = QFileDialog::getSaveFileName(parent, title, suggested, filters, &chosen);
    return withFilterExtension(path, chosen.isEmpty() ? filters : chosen);
}

Prompts::SaveChoice Prompts::askSaveChanges(QWidget* parent, const QString& document)
{
    const auto answer = QMessageBox::warning(parent, QObject::tr("Unsaved changes"),
                                             QObject::tr("%1 has unsaved changes. Save them?").arg(document),
                                             QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    return answer == QMessageBox::Save ? SaveChoice::Save : answer == QMessageBox::Discard ? SaveChoice::Discard : SaveChoice::Cancel;
}

std::unique_ptr<QMessageBox> recoverBox(QWidget* parent, const QString& document, const KeptWork& kept)
{
    const QString when = QLocale().toString(kept.written, QLocale::ShortFormat);
    const QString why = kept.setAside
                            ? QObject::tr("You put off deciding about unsaved changes to %1, autosaved %2.").arg(document, when)
                            : QObject::tr("Rulebench kept unsaved changes to %1, autosaved %2, and then stopped "
                                          "without being closed (perhaps it crashed).")
                                  .arg(document, when);
    auto box = std::make_unique<QMessageBox>(QMessageBox::Question, QObject::tr("Recover unsaved work?"), why,
                                             QMessageBox::NoButton, parent);
    box->setInformativeText(QObject::tr("What would come back:") + QStringLiteral("\n• ")
                            + kept.changes.join(QStringLiteral("\n• ")));
    box->addButton(QObject::tr("Recover"), QMessageBox::AcceptRole);
    box->addButton(QObject::tr("Discard"), QMessageBox::DestructiveRole);
    QPushButton* later = box->addButton(QObject::tr("Later"), QMessageBox::RejectRole);
    later->setToolTip(QObject::tr("Open the file as saved and ask again next time."));
    box->setDefaultButton(later);
    box->setEscapeButton(later);
    return box;
}

Prompts::RecoverChoice Prompts::askRecover(QWidget* parent, const QString& document, const KeptWork& kept)
{
    const auto box = recoverBox(parent, document, kept);
    box->exec();
    switch (box->buttonRole(box->clickedButton())) {
    case QMessageBox::AcceptRole: return RecoverChoice::Recover;
    case QMessageBox::DestructiveRole: return RecoverChoice::Discard;
    default: return RecoverChoice::Later;
    }
}

std::unique_ptr<QMessageBox> removeMissingBox(QWidget* parent, const QString& file, const QString& section,
                                              const QStringList& names, const QStringList& inScenarios)
{
    const QString many = counted(names.size(), QObject::tr("definition"), QObject::tr("definitions"));
    auto box = std::make_unique<QMessageBox>(
        QMessageBox::Question, QObject::tr("Remove what the file lacks?"),
        QObject::tr("%1 has no row for %2 of the %3. Remove them from the content with the import, or keep them?")
            .arg(file, many, section),
        QMessageBox::NoButton, parent);
    constexpr int kListed = 12;
    QStringList listed = names.mid(0, kListed);
    if (names.size() > kListed)
        listed << QObject::tr("and %1 more").arg(names.size() - kListed);
    QString informative = QObject::tr("They would go:") + QStringLiteral("\n• ") + listed.join(QStringLiteral("\n• "));
    if (!inScenarios.isEmpty()) {
        // Removed, they leave these scenarios naming what the content lacks: they would not play.
        box->setIcon(QMessageBox::Warning);
        informative += QStringLiteral("\n\n")
                       + QObject::tr("Scenarios beside the content name some of them, and would no longer play:")
                       + QStringLiteral("\n• ") + inScenarios.mid(0, kListed).join(QStringLiteral("\n• "));
        if (inScenarios.size() > kListed)
            informative += QStringLiteral("\n• ") + QObject::tr("and %1 more").arg(inScenarios.size() - kListed);
    }
    box->setInformativeText(informative);
    box->addButton(QObject::tr("Remove %1").arg(many), QMessageBox::DestructiveRole);
    QPushButton* keep = box->addButton(QObject::tr("Keep Them"), QMessageBox::AcceptRole);
    box->addButton(QMessageBox::Cancel);
    box->setDefaultButton(keep); // a stray Return removes nothing
    return box;
}

Prompts::MissingChoice Prompts::askRemoveMissing(QWidget* parent, const QString& file, const QString& section,
                                                 const QStringList& names, const QStringList& inScenarios)
{
    const auto box = removeMissingBox(parent, file, section, names, inScenarios);
    box->exec();
    switch (box->buttonRole(box->clickedButton())) {
    case QMessageBox::DestructiveRole: return MissingChoice::Remove;
    case QMessageBox::AcceptRole: return MissingChoice::Keep;
    default: return MissingChoice::Cancel;
    }
}

bool Prompts::askReloadChangedFile(QWidget* parent, const QString& document)
{
    return QMessageBox::question(parent, QObject::tr("File changed on disk"),
                                 QObject::tr("%1 was changed by another program, and you have unsaved changes.\n\n"
                                             "Reload it and lose your changes, or keep editing your version?")
                                     .arg(document),
                                 QMessageBox::Yes | QMessageBox::No, QMessageBox::No)
        == QMessageBox::Yes;
}

bool Prompts::askWriteOverDisk(QWidget* parent, const QString& document, const QStringList& changes, bool gone)
{
    QMessageBox box(QMessageBox::Warning, QObject::tr("File changed on disk"),
                    gone ? QObject::tr("%1 was deleted or moved away by another program since it was opened.\n\n"
                                       "Save your version there again?")
                               .arg(document)
                         : QObject::tr("%1 was changed by another program since it was read. Saving writes your "
                                       "version over these changes:")
                               .arg(document),
                    QMessageBox::Save | QMessageBox::Cancel, parent);
    box.setInformativeText(changes.join(QLatin1Char('\n')));
    box.setDefaultButton(QMessageBox::Cancel); // a stray Return writes over nothing
    return box.exec() == QMessageBox::Save;
}

bool Prompts::askDeleteReferenced(QWidget* parent, const QString& definition, const QStringList& references)
{
    QMessageBox box(QMessageBox::Warning, QObject::tr("Delete a definition in use?"),
                    QObject::tr("%1 is used in %2. Delete it anyway? The references will be reported "
                                "as unknown names until you change them.")
                        .arg(definition, counted(references.size(), QObject::tr("place"), QObject::tr("places"))),
                    QMessageBox::Yes | QMessageBox::No, parent);
    box.setDetailedText(references.join(QLatin1Char('\n')));
    box.setDefaultButton(QMessageBox::No);
    return box.exec() == QMessageBox::Yes;
}

QString Prompts::askSavePath(QWidget* parent, const QString& suggested)
{
    return QFileDialog::getSaveFileName(parent, QObject::tr("Save content file"), suggested,
                                        QObject::tr("Rulebench content (*.rules.json);;All files (*)"));
}

QStringList Prompts::askNameFixes(QWidget* parent, const QString& scenario, const QList<NameChoice>& names)
{
    QDialog dialog(parent);
    dialog.setWindowTitle(QObject::tr("Names the content does not have"));
    dialog.setMinimumWidth(480); // the title and the question in sight
    auto* layout = new QVBoxLayout(&dialog);
    auto* intro = new QLabel(QObject::tr("%1 names definitions the content does not have, perhaps renamed or removed "
                                         "while it was closed. Choose what each stands for now; the scenario file "
                                         "is rewritten with your choices.")
                                 .arg(scenario));
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto* form = new QFormLayout;
    QList<QComboBox*> boxes;
    for (const NameChoice& name : names) {
        auto* box = new QComboBox;
        box->addItems(name.choices);
        form->addRow(name.what, box);
        boxes << box;
    }
    layout->addLayout(form);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    QPushButton* fix = buttons->addButton(QObject::tr("Fix the scenario"), QDialogButtonBox::AcceptRole);
    fix->setEnabled(std::all_of(names.begin(), names.end(), [](const NameChoice& n) { return !n.choices.isEmpty(); }));
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(buttons);
    if (dialog.exec() != QDialog::Accepted)
        return {};
    QStringList chosen;
    for (QComboBox* box : boxes)
        chosen << box->currentText();
    return chosen;
}

void Prompts::showError(QWidget* parent, const QString& title, const QString& text)
{
    QMessageBox::critical(parent, title, text);
}

} // namespace rb
