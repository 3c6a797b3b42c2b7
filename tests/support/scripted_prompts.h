#pragma once
// Prompts answered from a script instead of modal dialogs, recording what was asked.

#include "common/prompts.h"

#include <QStringList>

namespace rb::test {

class ScriptedPrompts : public Prompts {
public:
    SaveChoice saveChoice = SaveChoice::Cancel;
    RecoverChoice recoverChoice = RecoverChoice::Recover;
    bool reload = false;
    bool deleteReferenced = false;
    QString savePath;

    QStringList asked;            // one line per question
    QStringList lastReferences;   // what askDeleteReferenced listed
    QStringList errors;           // what showError said
    KeptWork lastKept;            // what askRecover offered

    SaveChoice askSaveChanges(QWidget*, const QString& document) override
    {
        asked << QStringLiteral("save changes to ") + document;
        return saveChoice;
    }
    RecoverChoice askRecover(QWidget*, const QString& document, const KeptWork& kept) override
    {
        asked << QStringLiteral("recover ") + document;
        lastKept = kept;
        return recoverChoice;
    }
    bool askReloadChangedFile(QWidget*, const QString& document) override
    {
        asked << QStringLiteral("reload ") + document;
        return reload;
    }
    bool writeOverDisk = false;   // what askWriteOverDisk answers
    QStringList lastDiskChanges;  // what askWriteOverDisk listed
    bool askWriteOverDisk(QWidget*, const QString& document, const QStringList& changes, bool gone) override
    {
        asked << (gone ? QStringLiteral("save again over deleted ") : QStringLiteral("save over changed ")) + document;
        lastDiskChanges = changes;
        return writeOverDisk;
    }
    bool askDeleteReferenced(QWidget*, const QString& definition, const QStringList& references) override
    {
        asked << QStringLiteral("delete ") + definition;
        lastReferences = references;
        return deleteReferenced;
    }
    QString askSavePath(QWidget*, const QString&) override
    {
        asked << QStringLiteral("save path");
        return savePath;
    }
    MissingChoice missingChoice = MissingChoice::Cancel; // what askRemoveMissing answers
    QStringList lastMissing;                             // what askRemoveMissing listed
    QStringList lastInScenarios;                         // and the scenarios it said name them
    MissingChoice askRemoveMissing(QWidget*, const QString& file, const QString&, const QStringList& names,
                                   const QStringList& inScenarios) override
    {
        asked << QStringLiteral("remove missing from ") + file;
        lastMissing = names;
        lastInScenarios = inScenarios;
        return missingChoice;
    }
    QStringList nameFixes;                 // what askNameFixes answers (empty: cancel)
    QList<NameChoice> lastNames;           // what askNameFixes offered
    QStringList askNameFixes(QWidget*, const QString& scenario, const QList<NameChoice>& names) override
    {
        asked << QStringLiteral("fix names in ") + scenario;
        lastNames = names;
        return nameFixes;
    }
    void showError(QWidget*, const QString& title, const QString& text) override
    {
        errors << title + QStringLiteral(": ") + text;
    }
};

} // namespace rb::test
