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
