#!/usr/bin/env bash
# The install checks ./test.sh runs on trees it has already built:
#   tests/package/check.sh core BUILD_DIR   cmake --install the core into a scratch prefix, build
#                                           examples/first (as a C++17 game in Debug against the
#                                           Release package), examples/embed and examples/reload
#                                           against that prefix alone, examples/first again with
#                                           pkg-config and no CMake, run them and check what they
#                                           print; every header docs/embedding.md names installed
#   tests/package/check.sh deb BUILD_DIR    cpack -G DEB, then the three packages' files and control
#                                           fields, the desktop entry and file types, the unpacked
#                                           rulebench-cli and rulebench run from a scratch folder, and
#                                           the three examples built against librulebench-dev alone
# Exits non-zero, saying why, at the first thing that is not as expected.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
what=$1
build=$(cd "$2" && pwd)
version=$(sed -n 's/^CMAKE_PROJECT_VERSION:STATIC=//p' "$build/CMakeCache.txt")
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

fail() { echo "package check: $*" >&2; exit 1; }
# Every line of $2 (a file) must be among the lines of $1 (text), in any order.
expect_lines() {
  local have=$1 line
  while IFS= read -r line; do
    grep -qxF -- "$line" <<<"$have" || fail "missing line: $line"$'\n'"in:"$'\n'"$have"
  done <"$2"
}

# examples/reload as a designer would use it: a turn, its content file caught
# half-written (the running content kept), a turn, the file whole again with
# a harder blow (reloaded), a turn; what it prints against reload_expected.txt.
check_reload_example() {
  local bin=$1 content=$scratch/reload.rules.json out=$scratch/reload.out line
  cp "$root/examples/reload/arena.rules.json" "$content"
  touch -d @1000000000 "$content"
  : >"$out"
  coproc RELOAD { "$bin" "$content"; }
  # A line in, then what it prints up to "turn N played" (30 s at most).
  play_turn() {
    echo >&"${RELOAD[1]}"
    while IFS= read -r -t 30 line <&"${RELOAD[0]}"; do
      echo "$line" >>"$out"
      [[ $line != "turn "*" played" ]] || return 0
    done
    fail "examples/reload stopped answering"
  }
  play_turn
  head -c 60 "$root/examples/reload/arena.rules.json" >"$content" && touch -d @1000000100 "$content"
  play_turn
  sed 's/"roll": "1"/"roll": "5"/' "$root/examples/reload/arena.rules.json" >"$content" && touch -d @1000000200 "$content"
  play_turn
  eval "exec ${RELOAD[1]}>&-"
  wait "$RELOAD_PID" || fail "examples/reload exited with an error"
  diff -u "$root/tests/package/reload_expected.txt" "$out" >&2 ||
    fail "examples/reload printed other lines than tests/package/reload_expected.txt"
}

# core's headers whose second line begins "// Private to": never installed.
private_headers() {
  local h
  for h in $(cd "$root/core" && find rulebench -name '*.h' | sort); do
    [[ $(sed -n 2p "$root/core/$h") != "// Private to "* ]] || echo "$h"
  done
}

# Every header docs/embedding.md names is installed under $1/include: a path
# from rulebench/, a module's header as module/file.h, or a bare file name
# some installed header has (the examples' own headers aside).
check_doc_headers() {
  local include=$1/include name missing=""
  for name in $(grep -oE '[a-z_0-9]+(/[a-z_0-9]+)*\.h\b' "$root/docs/embedding.md" | sort -u); do
    case $name in
      include/*) [[ -f $include/${name#include/} ]] ;;
      rulebench/*) [[ -f $include/$name ]] ;;
      */*) [[ -f $include/rulebench/$name ]] ;;
      *) [[ -n $(find "$include/rulebench" -name "$name") ]] || compgen -G "$root/examples/*/$name" >/dev/null ;;
    esac || missing+=" $name"
  done
  [[ -z $missing ]] || fail "docs/embedding.md names headers that are not installed:$missing"
}

# A game built with pkg-config and no CMake: examples/first, compiled and
# linked with what `pkg-config --cflags --libs rulebench` says alone.
check_pkg_config() {
  local prefix=$1 pc
  pc=$(find "$prefix" -name rulebench.pc)
  [[ -n $pc ]] || fail "no rulebench.pc installed"
  local -x PKG_CONFIG_PATH
  PKG_CONFIG_PATH=$(dirname "$pc") # and the system's own folders, where nlohmann_json.pc is
  [[ $(pkg-config --modversion rulebench) == "$version" ]] || fail "rulebench.pc is not version $version"
  [[ $(pkg-config --variable prefix rulebench) == "$prefix" ]] || fail "rulebench.pc's prefix is not $prefix"
  local flags
  flags=$(pkg-config --cflags --libs rulebench) || fail "pkg-config cannot read rulebench.pc"
  # shellcheck disable=SC2086 # the flags are words
  c++ -o "$scratch/first-pc" "$root/examples/first/main.cpp" $flags || fail "examples/first did not build with: $flags"
  "$scratch/first-pc" "$prefix/share/rulebench/demo/demo.rules.json" | head -n -1 |
    diff -u "$root/tests/package/first_expected.txt" - >&2 || fail "examples/first built with pkg-config printed other lines"
}

check_core() {
  local prefix=$scratch/prefix
  cmake --install "$build" --prefix "$prefix" >/dev/null
  [[ -x $prefix/bin/rulebench-cli ]] || fail "rulebench-cli not installed"
  local cmakedir
  cmakedir=$(dirname "$(find "$prefix" -name RulebenchConfig.cmake)")
  [[ -f $cmakedir/RulebenchConfigVersion.cmake ]] || fail "no RulebenchConfigVersion.cmake"
  grep -q "PACKAGE_VERSION \"$version\"" "$cmakedir/RulebenchConfigVersion.cmake" ||
    fail "the CMake package is not version $version"
  ! grep -rqE "Qt6|Qt5|Qt::" "$cmakedir" || fail "the CMake package names Qt"
  # Every core header but the private ones, module folders kept, and each
  # installed header's own includes installed too.
  local h private
  private=$(private_headers)
  for h in $(cd "$root/core" && find rulebench -name '*.h'); do
    if grep -qxF -- "$h" <<<"$private"; then
      [[ ! -e $prefix/include/$h ]] || fail "a private header is installed: include/$h"
    else
      [[ -f $prefix/include/$h ]] || fail "header not installed: include/$h"
    fi
  done
  for h in $(cd "$prefix/include" && find rulebench -name '*.h'); do
    local included
    for included in $(sed -n 's/^#include "\(rulebench\/[^"]*\)"/\1/p' "$prefix/include/$h"); do
      [[ -f $prefix/include/$included ]] || fail "include/$h includes $included, which is not installed"
    done
  done
  [[ -f $prefix/share/rulebench/schema/rulebench.schema.json ]] || fail "schema not installed"
  # The installed schema is the one the installed command line generates from the field lists, byte for byte.
  "$prefix/bin/rulebench-cli" schema | cmp -s - "$prefix/share/rulebench/schema/rulebench.schema.json" ||
    fail "the installed schema is not what rulebench schema prints"
  [[ -f $prefix/share/rulebench/demo/demo.rules.json ]] || fail "demo not installed"

  # The example against the prefix alone: no package registry, nothing of the source tree.
  cmake -S "$root/examples/embed" -B "$scratch/embed" -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF >/dev/null
  cmake --build "$scratch/embed" -j2 >/dev/null
  ! grep -rqF -- "$root/core" "$scratch/embed/CMakeFiles" || fail "the example saw core's sources"
  # Its events, word for word: the game's moment landing its trigger, the
  # game's Siphon draining both rats into the engineer, the fed fact doing the quest.
  "$scratch/embed/embed-example" "$root/examples/embed/arena.rules.json" >"$scratch/embed.out"
  diff -u "$root/tests/package/embed_expected.txt" "$scratch/embed.out" >&2 ||
    fail "examples/embed printed other lines than tests/package/embed_expected.txt"
  # The first example, as a game that asked for C++17 would build it, in
  # Debug: the package's target raises it to C++20 (cxx_std_20), and its
  # Debug links the Release library installed, so it builds all the same.
  cmake -S "$root/examples/first" -B "$scratch/first" -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_STANDARD=17 \
    -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF >/dev/null
  cmake --build "$scratch/first" -j2 >/dev/null || fail "examples/first did not build against $prefix as C++17 in Debug"
  grep -qE -- "-std=(c|gnu)\+\+20" "$scratch/first/CMakeFiles/first-example.dir/flags.make" ||
    fail "the package did not raise a C++17 game to C++20"
  grep -qF -- "$prefix/lib/librulebench-core.a" "$scratch/first/CMakeFiles/first-example.dir/link.txt" ||
    fail "examples/first in Debug did not link the installed $prefix/lib/librulebench-core.a"
  "$scratch/first/first-example" "$prefix/share/rulebench/demo/demo.rules.json" >"$scratch/first.out"
  [[ $(tail -n 1 "$scratch/first.out") == "Rulebench $version" ]] || fail "rb::version() is not $version"
  head -n -1 "$scratch/first.out" | diff -u "$root/tests/package/first_expected.txt" - >&2 ||
    fail "examples/first printed other lines than tests/package/first_expected.txt"
  [[ -f $prefix/include/rulebench/version.h && -f $prefix/include/rulebench/rulebench.h ]] ||
    fail "rulebench/version.h or rulebench/rulebench.h not installed"
  cmake -S "$root/examples/reload" -B "$scratch/reload" -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF >/dev/null
  cmake --build "$scratch/reload" -j2 >/dev/null || fail "examples/reload did not build against $prefix"
  check_reload_example "$scratch/reload/reload-example"
  check_pkg_config "$prefix"
  check_doc_headers "$prefix"
  echo "core package: installed, the three examples built against $prefix (one in Debug, one again with pkg-config) and ran"
}

# One package's control fields (its name, the version, the architecture, its
# section) and files; the number of its files is added to $counts.
check_control() {
  local deb=$1 package=$2 section=$3
  [[ $(dpkg-deb -f "$deb" Package) == "$package" ]] || fail "$deb: Package is not $package"
  [[ $(dpkg-deb -f "$deb" Version) == "$version" ]] || fail "$deb: Version is not $version"
  [[ $(dpkg-deb -f "$deb" Architecture) == "$(dpkg --print-architecture)" ]] || fail "$deb: wrong Architecture"
  [[ $(dpkg-deb -f "$deb" Section) == "$section" ]] || fail "$deb: Section is not $section"
  [[ -n $(dpkg-deb -f "$deb" Maintainer) ]] || fail "$deb: no Maintainer"
  # Read whole first: grep -q stops reading at its match, and with pipefail the
  # writer's broken pipe would fail the check now and then.
  local description
  description=$(dpkg-deb -f "$deb" Description)
  [[ $(wc -l <<<"$description") -ge 3 ]] || fail "$deb: no long Description"
  local files
  files=$(dpkg-deb -c "$deb" | awk '{print $6}' | sed 's,^\./,/,' | grep -v '/$')
  expect_lines "$files" "$root/tests/package/deb_files_$package.txt"
  counts+="${counts:+, }$package $(wc -l <<<"$files")"
}

# Every name of $2 (words) must be in the package's Depends; none of $3.
check_depends() {
  local deb=$1 depends name
  depends=$(dpkg-deb -f "$deb" Depends)
  for name in $2; do
    grep -qF -- "$name" <<<"$depends" || fail "$deb: Depends lacks $name: $depends"
  done
  for name in $3; do
    ! grep -qF -- "$name" <<<"$depends" || fail "$deb: Depends names $name: $depends"
  done
}

# The three packages Debian would make: the editor, the Qt-free command line
# (which the editor depends on) and the core for a game's build.
check_deb() {
  rm -f "$build"/*.deb
  (cd "$build" && cpack -G DEB) >"$scratch/cpack.log" 2>&1 || { cat "$scratch/cpack.log" >&2; fail "cpack -G DEB failed"; }
  local arch editor cli dev
  arch=$(dpkg --print-architecture)
  editor=$build/rulebench_${version}_$arch.deb cli=$build/rulebench-cli_${version}_$arch.deb
  dev=$build/librulebench-dev_${version}_$arch.deb
  for deb in "$editor" "$cli" "$dev"; do [[ -f $deb ]] || fail "cpack made no $(basename "$deb")"; done
  counts=""
  check_control "$editor" rulebench devel
  check_control "$cli" rulebench-cli devel
  check_control "$dev" librulebench-dev libdevel
  # dpkg-shlibdeps: the editor links Qt and QCustomPlot, the command line neither.
  check_depends "$editor" "rulebench-cli (= $version) libc6 libstdc++6 libqt6widgets6 libqcustomplot" ""
  check_depends "$cli" "libc6 libstdc++6" "libqt6 libqcustomplot"
  check_depends "$dev" "nlohmann-json3-dev" "libqt6"
  ! dpkg-deb -c "$editor" | grep -qE '\./usr/(include|lib)/' || fail "the editor's package holds the core's development files"
  local private_header
  for private_header in $(private_headers); do
    ! dpkg-deb -c "$dev" | grep -qF "./usr/include/$private_header" || fail "librulebench-dev holds $private_header, a private header"
  done

  local unpacked=$scratch/unpacked
  for deb in "$editor" "$cli" "$dev"; do dpkg-deb -x "$deb" "$unpacked"; done
  local report
  report=$(desktop-file-validate "$unpacked/usr/share/applications/rulebench.desktop" 2>&1) ||
    fail "desktop-file-validate: $report"
  ! grep -qE 'error:|warning:' <<<"$report" || fail "desktop-file-validate: $report"
  # shared-mime-info reads the file types and gives each its glob.
  mkdir -p "$scratch/mime/packages"
  cp "$unpacked/usr/share/mime/packages/rulebench.xml" "$scratch/mime/packages/"
  update-mime-database "$scratch/mime" >/dev/null 2>&1
  grep -qxF "application/x-rulebench-rules+json:*.rules.json" "$scratch/mime/globs" || fail "no glob for *.rules.json"
  grep -qxF "application/x-rulebench-scenario+json:*.scenario.json" "$scratch/mime/globs" ||
    fail "no glob for *.scenario.json"

  "$unpacked/usr/bin/rulebench-cli" validate "$unpacked/usr/share/rulebench/demo/demo.rules.json" ||
    fail "the unpacked rulebench-cli does not validate the unpacked demo"
  local said
  said=$(env -u DISPLAY -u WAYLAND_DISPLAY "$unpacked/usr/bin/rulebench" --version)
  [[ $said == "rulebench $version" ]] || fail "the unpacked rulebench --version says \"$said\", not $version"
  # The examples against librulebench-dev's files alone.
  local example
  for example in first embed reload; do
    cmake -S "$root/examples/$example" -B "$scratch/deb-$example" -DCMAKE_BUILD_TYPE=Release \
      -DCMAKE_PREFIX_PATH="$unpacked/usr" -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF >/dev/null
    cmake --build "$scratch/deb-$example" -j2 >/dev/null || fail "examples/$example did not build against librulebench-dev"
  done
  grep -qxF "prefix=/usr" "$unpacked/usr/lib/pkgconfig/rulebench.pc" || fail "librulebench-dev's rulebench.pc is not for /usr"
  "$scratch/deb-first/first-example" "$unpacked/usr/share/rulebench/demo/demo.rules.json" | head -n -1 |
    diff -u "$root/tests/package/first_expected.txt" - >&2 || fail "examples/first built against librulebench-dev printed other lines"
  check_reload_example "$scratch/deb-reload/reload-example"
  echo "Debian packages ($counts files): checked, run unpacked, the three examples built against the -dev package"
}

case $what in
  core) check_core ;;
  deb) check_deb ;;
  *) fail "usage: tests/package/check.sh core|deb BUILD_DIR" ;;
esac
