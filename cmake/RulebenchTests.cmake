# rulebench_tests_know_the_checkout(): tells every test added so far in the
# calling directory where the checkout is (RULEBENCH_SOURCE_DIR, which
# tests/support/source_dir.h reads), so that a build tree outside the
# checkout runs them too. It is given at run time: a path in a compile
# command would keep ccache from sharing test objects between clones.
#
# For the same reason every target here gets a constant QT_TESTCASE_BUILDDIR:
# Qt6::Test otherwise defines it as the absolute build folder, which
# QTEST_MAIN writes into the code, so no test object of one clone could be
# reused by another. The tests never look files up through it.
function(rulebench_tests_know_the_checkout)
    get_property(tests DIRECTORY PROPERTY TESTS)
    foreach(test IN LISTS tests)
        set_property(TEST ${test} APPEND PROPERTY ENVIRONMENT "RULEBENCH_SOURCE_DIR=${PROJECT_SOURCE_DIR}")
    endforeach()
    get_property(targets DIRECTORY PROPERTY BUILDSYSTEM_TARGETS)
    foreach(target IN LISTS targets)
        set_property(TARGET ${target} PROPERTY QT_TESTCASE_BUILDDIR ".")
    endforeach()
endfunction()

# rulebench_test_headers(TARGET GROUP HEADER...): the headers nearly every test
# of GROUP includes (Qt Test first, ~5 s of parsing each time), compiled once
# into a precompiled header that every later test of GROUP reuses. The first
# test of a group names the headers; the others give only the group. It cuts
# a cold ./test.sh (~160 tests, 2 to 6 s each); a test still includes what
# it uses, so it compiles without the precompiled header too. A test is one
# source, never joined into a unity source (where GCC would take its file for
# a header and warn of its anonymous namespace).
function(rulebench_test_headers target group)
    set_target_properties(${target} PROPERTIES UNITY_BUILD OFF)
    get_property(first GLOBAL PROPERTY RULEBENCH_TEST_HEADERS_${group})
    if(first)
        target_precompile_headers(${target} REUSE_FROM ${first})
    else()
        set_property(GLOBAL PROPERTY RULEBENCH_TEST_HEADERS_${group} ${target})
        target_precompile_headers(${target} PRIVATE ${ARGN})
    endif()
endfunction()
