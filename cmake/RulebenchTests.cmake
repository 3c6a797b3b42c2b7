# rulebench_tests_know_the_checkout(): tells every test added so far in the
# calling directory where the checkout is (RULEBENCH_SOURCE_DIR, which
# tests/support/source_dir.h reads), so that a build tree outside the
# checkout runs them too. It is given at run time: a path in a compile
# command would keep ccache from sharing test objects between clones.
function(rulebench_tests_know_the_checkout)
    get_property(tests DIRECTORY PROPERTY TESTS)
    foreach(test IN LISTS tests)
        set_property(TEST ${test} APPEND PROPERTY ENVIRONMENT "RULEBENCH_SOURCE_DIR=${PROJECT_SOURCE_DIR}")
    endforeach()
endfunction()
