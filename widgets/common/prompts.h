#pragma once
// The questions the editor asks a person, in one place, so a test can answer
// them without a modal dialog.

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>

class QMessageBox;
class QWidget;

namespace rb {

// Where a file dialog starts: `name` in the folder of `beside` (the file
// being worked on), else in `fallbackFolder` (the last folder used), else in
// the home folder. A dialog that starts in the working directory starts
// wherever the editor happened to be launched from.
QString dialogStart(const QString& beside, const QString& name = {}, const QString& fallbackFolder = {});
// "demo.rules.json" -> "demo.scenario.json": a sibling's name for a new file of another kind.
QString siblingName(const QString& file, const QString& suffix, const QString& fallback);

// Unsaved work the editor kept, offered back when its file opens.
struct KeptWork {
    QDateTime written;
    QStringList changes;   // what would come back, in the designer's words
    bool setAside = false; // put off before ("Later"), not left by a crash
};

// The question about kept work, built but not shown: Recover, Discard and
// Later, with Later the default, so a stray Return or Escape takes nothing.
std::unique_ptr<QMessageBox> recoverBox(QWidget* parent, const QString& document, const KeptWork& kept);

// The question about definitions a CSV import has no row for, built but not
// shown: Remove (DestructiveRole), Keep (AcceptRole, the default) and Cancel
// (RejectRole, Escape). `file` is the CSV's name, `section` the section in
// words ("statuses"), `names` the definitions that would go; `inScenarios`,
// one line a scenario beside the content that names some of them
// ("cull.scenario.json names rat (2 places), goblin"), makes it a warning
// that says so.
std::unique_ptr<QMessageBox> removeMissingBox(QWidget* parent, const QString& file, const QString& section,
                                              const QStringList& names, const QStringList& inScenarios = {});

// `path` with the extension `filter` names ("PNG image (*.png)": ".png")
// added when the name typed has none.
QString withFilterExtension(const QString& path, const QString& filter);
// A save dialog for an export: it starts at `suggested` (a name that says
// what is exported, from where and when) and gives the path with the chosen
// filter's extension; empty when cancelled.
QString askExportPath(QWidget* parent, const QString& title, const QString& suggested, const QString& filters);

class Prompts {
public:
    virtual ~Prompts() = default;

    enum class SaveChoice { Save, Discard, Cancel };
    virtual SaveChoice askSaveChanges(QWidget* parent, const QString& document);
    // Later keeps the work aside and opens the file as saved.
    enum class RecoverChoice { Recover, Discard, Later };
    virtual RecoverChoice askRecover(QWidget* parent, const QString& document, const KeptWork& kept);
    // The file changed on disk while the document has unsaved changes.
    virtual bool askReloadChangedFile(QWidget* parent, const QString& document);
    // A save over the document's own file, which another program changed
    // (`changes`, in the content's words) or deleted (`gone`) since it was
    // read. Asked before every such save; true writes over it.
    virtual bool askWriteOverDisk(QWidget* parent, const QString& document, const QStringList& changes, bool gone);
    virtual bool askDeleteReferenced(QWidget* parent, const QString& definition, const QStringList& references);
    virtual QString askSavePath(QWidget* parent, const QString& suggested);
    // File > Import Section... when the CSV lacks definitions the section has
    // (removeMissingBox): remove them with the import, keep them, or import nothing.
    enum class MissingChoice { Remove, Keep, Cancel };
    virtual MissingChoice askRemoveMissing(QWidget* parent, const QString& file, const QString& section,
                                           const QStringList& names, const QStringList& inScenarios);
    // Names a scenario gives that the content lacks ("status \"scorched\""),
    // each with the names it may stand for now, likeliest first. The chosen
    // names, one for each in order; empty when the designer cancels.
    struct NameChoice {
        QString what;
        QStringList choices;
    };
    virtual QStringList askNameFixes(QWidget* parent, const QString& scenario, const QList<NameChoice>& names);
    virtual void showError(QWidget* parent, const QString& title, const QString& text);
};

} // namespace rb
