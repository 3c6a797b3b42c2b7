# Installing the core as a CMake package: librulebench-core, its headers under
# include/rulebench/<module>/ (every .h of core/rulebench but the private ones,
# so a new module is installed without a change here), and RulebenchConfig.cmake with its version
# file, so a game says find_package(Rulebench 0.3 CONFIG REQUIRED) and links
# Rulebench::core. The core-only build installs the same, without Qt.
# The library, headers and CMake package are the "development" component
# (librulebench-dev); the schema and the demo go with the command line, "cli"
# (RulebenchDebian.cmake).
include(CMakePackageConfigHelpers)

set(RULEBENCH_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/Rulebench)

install(TARGETS rulebench-core EXPORT RulebenchTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT development
        INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
# Every header but those whose second line begins "// Private to", which serve
# core's own sources (tests/check_includes.py keeps installed headers and the
# other layers from including them).
file(GLOB_RECURSE rulebench_headers CONFIGURE_DEPENDS RELATIVE ${PROJECT_SOURCE_DIR}/core
     ${PROJECT_SOURCE_DIR}/core/rulebench/*.h)
foreach(header IN LISTS rulebench_headers)
    file(READ ${PROJECT_SOURCE_DIR}/core/${header} opening LIMIT 40)
    if(NOT opening MATCHES "^#pragma once\n// Private to ")
        get_filename_component(folder ${header} DIRECTORY)
        install(FILES ${PROJECT_SOURCE_DIR}/core/${header} DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/${folder}
                COMPONENT development)
    endif()
endforeach()
install(FILES ${PROJECT_BINARY_DIR}/core/generated/rulebench/version.h
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/rulebench COMPONENT development)
install(EXPORT RulebenchTargets NAMESPACE Rulebench:: DESTINATION ${RULEBENCH_CMAKE_DIR} COMPONENT development)

configure_package_config_file(${CMAKE_CURRENT_LIST_DIR}/RulebenchConfig.cmake.in
    ${CMAKE_CURRENT_BINARY_DIR}/RulebenchConfig.cmake INSTALL_DESTINATION ${RULEBENCH_CMAKE_DIR})
# 0.x: a minor release may change the API, so 0.3 accepts 0.3.* only.
write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/RulebenchConfigVersion.cmake
    VERSION ${PROJECT_VERSION} COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/RulebenchConfig.cmake ${CMAKE_CURRENT_BINARY_DIR}/RulebenchConfigVersion.cmake
        DESTINATION ${RULEBENCH_CMAKE_DIR} COMPONENT development)

# What a game or a CI script reads: the schema for external editors and the demo project.
install(FILES ${PROJECT_SOURCE_DIR}/resources/schema/rulebench.schema.json
        DESTINATION ${CMAKE_INSTALL_DATADIR}/rulebench/schema COMPONENT cli)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/resources/demo/ DESTINATION ${CMAKE_INSTALL_DATADIR}/rulebench/demo
        COMPONENT cli)
