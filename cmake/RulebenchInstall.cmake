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

# The same library for pkg-config (rulebench.pc in lib/pkgconfig/), for a
# game's build without CMake. Its prefix is the one installed to, known only
# when installing (cmake --install --prefix, cpack's /usr), so the file is
# written then. nlohmann_json is a requirement when it has a .pc of its own
# (Debian's has), else its include directory is in the cflags. -std=c++20 is
# the least the headers take, as cxx_std_20 is for a CMake game.
find_package(PkgConfig QUIET)
if(PKG_CONFIG_FOUND)
    pkg_check_modules(RULEBENCH_PC_JSON QUIET nlohmann_json>=${RULEBENCH_JSON_MIN_VERSION})
endif()
set(RULEBENCH_PC_REQUIRES "")
set(RULEBENCH_PC_JSON_CFLAGS "")
if(RULEBENCH_PC_JSON_FOUND)
    set(RULEBENCH_PC_REQUIRES "Requires: nlohmann_json >= ${RULEBENCH_JSON_MIN_VERSION}")
else()
    get_target_property(json_includes nlohmann_json::nlohmann_json INTERFACE_INCLUDE_DIRECTORIES)
    foreach(dir IN LISTS json_includes)
        string(APPEND RULEBENCH_PC_JSON_CFLAGS " -I${dir}")
    endforeach()
endif()
set(RULEBENCH_PC_PREFIX "@prefix@") # filled in when installing, below
foreach(kind LIBDIR INCLUDEDIR)
    if(IS_ABSOLUTE "${CMAKE_INSTALL_${kind}}")
        set(RULEBENCH_PC_${kind} "${CMAKE_INSTALL_${kind}}")
    else()
        set(RULEBENCH_PC_${kind} "\${prefix}/${CMAKE_INSTALL_${kind}}")
    endif()
endforeach()
configure_file(${CMAKE_CURRENT_LIST_DIR}/rulebench.pc.in ${PROJECT_BINARY_DIR}/pkgconfig/rulebench.pc.in @ONLY)
install(CODE "
    file(READ \"${PROJECT_BINARY_DIR}/pkgconfig/rulebench.pc.in\" pc)
    string(REPLACE \"@prefix@\" \"\${CMAKE_INSTALL_PREFIX}\" pc \"\${pc}\")
    file(WRITE \"${PROJECT_BINARY_DIR}/pkgconfig/rulebench.pc\" \"\${pc}\")" COMPONENT development)
install(FILES ${PROJECT_BINARY_DIR}/pkgconfig/rulebench.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig
        COMPONENT development)

# What a game or a CI script reads: the schema for external editors and the demo project.
install(FILES ${PROJECT_SOURCE_DIR}/resources/schema/rulebench.schema.json
        DESTINATION ${CMAKE_INSTALL_DATADIR}/rulebench/schema COMPONENT cli)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/resources/demo/ DESTINATION ${CMAKE_INSTALL_DATADIR}/rulebench/demo
        COMPONENT cli)
