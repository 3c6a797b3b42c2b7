#include "common/prompts.h"

#include "common/qt_strings.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QObject>

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

bool Prompts::askReloadChangedFile(QWidget* parent, const QString& document)
{
    return QMessageBox::question(parent, QObject::tr("File changed on disk"),
                                 QObject::tr("%1 was changed by another program, and you have unsaved changes.\n\n"
                                             "Reload it and lose your changes, or keep editing your version?")
                                     .arg(document),
                                 QMessageBox::Yes | QMessageBox::No, QMessageBox::No)
        == QMessageBox::Yes;
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

void Prompts::showError(QWidget* parent, const QString& title, const QString& text)
{
    QMessageBox::critical(parent, title, text);
}

} // namespace rb
