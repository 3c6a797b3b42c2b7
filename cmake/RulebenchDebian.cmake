# The editor on a Debian desktop, and the Debian package: a desktop entry, the
# icon in the hicolor theme, and the file types *.rules.json and
# *.scenario.json (shared-mime-info), installed as the "runtime" component
# with the two executables, the manual page, bash completion, the schema and
# the demo. `cpack -G DEB` in the build tree packs that component alone (the
# core's headers and CMake package stay for `cmake --install`); Debian's file
# triggers refresh the menu, MIME and icon caches, so no maintainer scripts.
set(RULEBENCH_DESKTOP ${PROJECT_SOURCE_DIR}/resources/desktop)
install(FILES ${RULEBENCH_DESKTOP}/rulebench.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications COMPONENT runtime)
install(FILES ${RULEBENCH_DESKTOP}/rulebench.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages COMPONENT runtime)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/resources/icons/hicolor DESTINATION ${CMAKE_INSTALL_DATADIR}/icons
        COMPONENT runtime)

set(CPACK_PACKAGE_NAME rulebench)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "workbench for the rules of turn-based grid games")
set(CPACK_PACKAGE_CONTACT "Rulebench maintainers <rulebench@localhost>")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_GENERATOR DEB)
# One package of the runtime component (a component install, so "development" stays out).
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL runtime)
set(CPACK_COMPONENTS_GROUPING ALL_COMPONENTS_IN_ONE)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON) # Depends from the libraries the executables link (dpkg-shlibdeps)
# The long description: CPack puts the summary first and indents each line.
set(CPACK_PACKAGE_DESCRIPTION "Rulebench is a desktop editor for the rules of roguelikes and tactics games:
stats, statuses, items, props and abilities with triggers, facts, counters
and quests. It reports every mistake in a content file in the designer's
words, previews bursts on a grid and plays scenarios turn by turn.

rulebench-cli runs the same validate, simulate and format commands without
Qt, for continuous integration.")
include(CPack)
