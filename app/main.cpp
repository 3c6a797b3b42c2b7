// rulebench: the editor, or with a subcommand (validate, format, ...) a
// headless tool that never creates a QApplication or loads a platform plugin.
// A mistyped subcommand, a missing file or no display at all is said in one
// line (exit 2) before Qt is asked for anything.
#include "cli/cli.h"
#include "cli/launch.h"
#include "main_window.h"
#include "startup_steps.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QTimer>

#include <cstdlib>
#include <iostream>

namespace {
// Whether Qt's platform plugin `name` is installed where Qt looks for it.
bool platformLoads(const std::string& name)
{
    const QString dir = QLibraryInfo::path(QLibraryInfo::PluginsPath) + QStringLiteral("/platforms");
    const QStringList found = QDir(dir).entryList({QStringLiteral("libq%1.so").arg(QString::fromStdString(name))});
    const char* extra = std::getenv("QT_QPA_PLATFORM_PLUGIN_PATH"); // a plugin path of its own: let Qt look
    return !found.isEmpty() || (extra && *extra);
}

// The editor's own options (rulebench --help lists them too, in cli.cpp).
struct EditorOptions {
    QCommandLineOption screenshot{QStringLiteral("screenshot"),
                                  QStringLiteral("Save a picture of the window to <png> and quit (for docs)."),
                                  QStringLiteral("png")};
    QCommandLineOption select{QStringLiteral("select"), QStringLiteral("Select a definition on start, e.g. statuses:stoneskin."),
                              QStringLiteral("section:name")};
    QCommandLineOption autosaveSeconds{QStringLiteral("autosave-seconds"),
                                       QStringLiteral("Autosave unsaved work every <n> seconds (1 or more)."),
                                       QStringLiteral("n")};
    QCommandLineOption recover{QStringLiteral("recover"),
                               QStringLiteral("Answer the question to recover unsaved work after a crash: yes, no or later."),
                               QStringLiteral("yes|no")};
    QCommandLineOption doStep{QStringLiteral("do"),
                              QStringLiteral("A step once the file is open, in order: set SECTION:NAME/FIELD=JSON, undo, "
                                             "save or quit."),
                              QStringLiteral("step")};
};

// Why the editor's own options cannot be followed (empty when they can); the
// --do steps, parsed, into `steps`.
QString startupRefusal(const QCommandLineParser& parser, const EditorOptions& options, QList<rb::StartupStep>& steps)
{
    const QCommandLineOption& autosaveSeconds = options.autosaveSeconds;
    const QCommandLineOption& recover = options.recover;
    bool ok = true;
    if (parser.isSet(autosaveSeconds) && (parser.value(autosaveSeconds).toInt(&ok) < 1 || !ok))
        return QStringLiteral("--autosave-seconds takes a whole number of seconds, 1 or more, not \"%1\"")
            .arg(parser.value(autosaveSeconds));
    const QString answer = parser.value(recover);
    using rb::recoveryAnswer;
    if (parser.isSet(recover) && !recoveryAnswer(answer))
        return QStringLiteral("--recover takes yes, no or later, not \"%1\"").arg(answer);
    for (const QString& text : parser.values(options.doStep)) {
        QString error;
        const std::optional<rb::StartupStep> step = rb::parseStartupStep(text, &error);
        if (!step)
            return QStringLiteral("--do: ") + error;
        steps.append(*step);
    }
    return {};
}
} // namespace

int main(int argc, char** argv)
{
    const std::vector<std::string> args(argv + 1, argv + argc);
    const rb::cli::Launch launch = rb::cli::decideLaunch(args, [](const std::string& path) {
        return QFileInfo::exists(QString::fromStdString(path));
    });
    if (launch.kind == rb::cli::Launch::Kind::Command)
        return rb::cli::run(args, std::cout, std::cerr);
    if (launch.kind == rb::cli::Launch::Kind::Refused) {
        std::cerr << launch.message << "\n";
        return rb::cli::kExitUnusable;
    }
    const auto env = [](const char* name) -> std::optional<std::string> {
        const char* v = std::getenv(name);
        return v ? std::optional<std::string>(v) : std::nullopt;
    };
    if (const std::optional<std::string> why = rb::cli::whyNoDisplay(args, env, platformLoads)) {
        std::cerr << *why << "\n";
        return rb::cli::kExitUnusable;
    }

    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Rulebench"));
    QApplication::setOrganizationName(QStringLiteral("Rulebench"));
    QApplication::setApplicationVersion(QStringLiteral(RULEBENCH_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("A workbench for the rules of turn-based grid games"));
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QStringLiteral("A .rules.json content file to open, or a .scenario.json to play in the sandbox."));
    parser.addHelpOption();
    const EditorOptions options;
    parser.addOptions({options.screenshot, options.select, options.autosaveSeconds, options.recover, options.doStep});
    parser.process(app);
    QList<rb::StartupStep> steps;
    QString refused = startupRefusal(parser, options, steps);
    if (!refused.isEmpty()) {
        std::cerr << "rulebench: " << refused.toStdString() << "\n";
        return rb::cli::kExitUnusable;
    }

    rb::MainWindow window;
    if (parser.isSet(options.recover))
        rb::answerRecoveryWith(window, *rb::recoveryAnswer(parser.value(options.recover)));
    window.show();
    for (const QString& file : parser.positionalArguments()) {
        // A scenario opens in the sandbox, with the content it names in the editor.
        if (file.endsWith(QStringLiteral(".scenario.json")))
            window.openScenarioWithContent(file);
        else
            window.openFile(file);
    }
    if (parser.isSet(options.select)) {
        const QString section = parser.value(options.select).section(QLatin1Char(':'), 0, 0);
        const QString name = parser.value(options.select).section(QLatin1Char(':'), 1);
        window.selectDefinition(section, window.definitionIndex(section, name));
    }
    if (parser.isSet(options.autosaveSeconds))
        window.setAutosaveSeconds(parser.value(options.autosaveSeconds).toInt());
    if (!rb::runStartupSteps(window, steps, &refused)) {
        std::cerr << "rulebench: --do: " << refused.toStdString() << "\n";
        return rb::cli::kExitUnusable;
    }
    if (parser.isSet(options.screenshot)) {
        QTimer::singleShot(300, &window, [&] {
            const bool saved = window.grab().save(parser.value(options.screenshot));
            QApplication::exit(saved ? 0 : 1);
        });
    }
    return QApplication::exec();
}
