// rulebench: the editor, or with a subcommand (validate, format, ...) a
// headless tool that never creates a QApplication or loads a platform plugin.
// A mistyped subcommand, a missing file or no display at all is said in one
// line (exit 2) before Qt is asked for anything.
#include "cli/cli.h"
#include "cli/launch.h"
#include "main_window.h"

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
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                        QStringLiteral("Save a picture of the window to <png> and quit (for docs)."),
                                        QStringLiteral("png"));
    parser.addOption(screenshot);
    const QCommandLineOption select(QStringLiteral("select"),
                                    QStringLiteral("Select a definition on start, e.g. statuses:stoneskin."),
                                    QStringLiteral("section:name"));
    parser.addOption(select);
    parser.process(app);

    rb::MainWindow window;
    window.show();
    for (const QString& file : parser.positionalArguments()) {
        // A scenario opens in the sandbox, with the content it names in the editor.
        if (file.endsWith(QStringLiteral(".scenario.json")))
            window.openScenarioWithContent(file);
        else
            window.openFile(file);
    }
    if (parser.isSet(select)) {
        const QString section = parser.value(select).section(QLatin1Char(':'), 0, 0);
        const QString name = parser.value(select).section(QLatin1Char(':'), 1);
        window.selectDefinition(section, window.definitionIndex(section, name));
    }
    if (parser.isSet(screenshot)) {
        QTimer::singleShot(300, &window, [&] {
            const bool saved = window.grab().save(parser.value(screenshot));
            QApplication::exit(saved ? 0 : 1);
        });
    }
    return QApplication::exec();
}
