# The editor on a Debian desktop, and the Debian packages, split as Debian
# does: "rulebench" (the editor, its desktop entry, the icon in the hicolor
# theme and the file types *.rules.json and *.scenario.json), "rulebench-cli"
# (the Qt-free command line with its manual page and bash completion, the
# schema and the demo; the editor depends on it) and "librulebench-dev" (the
# core's static library, headers and CMake package). One install component a
# package: editor, cli and development. Debian's file triggers refresh the
# menu, MIME and icon caches, so no maintainer scripts.
set(RULEBENCH_DESKTOP ${PROJECT_SOURCE_DIR}/resources/desktop)
install(FILES ${RULEBENCH_DESKTOP}/rulebench.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications COMPONENT editor)
install(FILES ${RULEBENCH_DESKTOP}/rulebench.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages COMPONENT editor)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/resources/icons/hicolor DESTINATION ${CMAKE_INSTALL_DATADIR}/icons
        COMPONENT editor)

set(CPACK_PACKAGE_NAME rulebench)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
# Left at CPack's default so that each package's own first line below is its
# summary (CPack puts any other summary first in all three).
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_NAME} built using CMake")
set(CPACK_PACKAGE_CONTACT "Rulebench maintainers <rulebench@localhost>")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_GENERATOR DEB)
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL editor cli development)
set(CPACK_COMPONENTS_GROUPING IGNORE) # one package a component
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON) # Depends from the libraries the executables link (dpkg-shlibdeps)
set(CPACK_DEBIAN_ENABLE_COMPONENT_DEPENDS ON)
set(CPACK_COMPONENT_EDITOR_DEPENDS cli) # "rulebench-cli (= version)": its manual page, completion, demo

set(CPACK_DEBIAN_EDITOR_PACKAGE_NAME rulebench)
set(CPACK_DEBIAN_EDITOR_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_EDITOR_DESCRIPTION "workbench for the rules of turn-based grid games
Rulebench is a desktop editor for the rules of roguelikes and tactics games:
stats, statuses, items, props and abilities with triggers, facts, counters
and quests. It reports every mistake in a content file in the designer's
words, previews bursts on a grid, plays scenarios turn by turn and balances
them over thousands of seeded runs.")

set(CPACK_DEBIAN_CLI_PACKAGE_NAME rulebench-cli)
set(CPACK_DEBIAN_CLI_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_CLI_DESCRIPTION "command line for Rulebench content, without Qt
rulebench-cli runs Rulebench's subcommands (validate, format, simulate,
batch, compare, tune, check, sensitivity, ...) without Qt or a display,
for continuous integration; with its manual page, bash completion, the
content file's JSON Schema and the demo project.")

set(CPACK_DEBIAN_DEVELOPMENT_PACKAGE_NAME librulebench-dev)
set(CPACK_DEBIAN_DEVELOPMENT_PACKAGE_SECTION libdevel)
set(CPACK_DEBIAN_DEVELOPMENT_PACKAGE_DEPENDS "nlohmann-json3-dev (>= ${RULEBENCH_JSON_MIN_VERSION})")
set(CPACK_DEBIAN_DEVELOPMENT_DESCRIPTION "Rulebench core library for games (development files)
The rules engine of Rulebench as a static C++20 library a game embeds:
content loading with every problem reported, the world and its turns,
events in words. With its headers, the CMake package
(find_package(Rulebench) and Rulebench::core) and rulebench.pc for
pkg-config.")
include(CPack)
