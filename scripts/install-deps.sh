#!/usr/bin/env bash
# Installs every Debian package Rulebench needs to build, test and run.
# Idempotent, and silent when everything is already there.
#   install-deps.sh            what building and running need (./run.sh)
#   install-deps.sh --tests    that, and the packages only the tests need
#                              (scripts/test-packages.txt; ./test.sh)
set -euo pipefail

packages=(
  cmake make g++ pkg-config ccache
  qt6-base-dev qt6-svg-dev libgl-dev libqcustomplot-dev nlohmann-json3-dev
  libtcod-dev libbenchmark-dev
  clang-14 libclang-rt-14-dev
  python3 python3-jsonschema
  help2man man-db bash-completion
  parallel
  dpkg-dev file desktop-file-utils shared-mime-info
)

if [[ ${1:-} == --tests ]]; then
  while read -r p _; do
    if [[ -n $p && $p != \#* ]]; then packages+=("$p"); fi
  done <"$(dirname "$0")/test-packages.txt"
fi

missing=()
for p in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
  [[ $status == "install ok installed" ]] || missing+=("$p")
done
((${#missing[@]})) || exit 0

echo "Installing: ${missing[*]}"
sudo=()
if [[ $(id -u) -ne 0 ]]; then
  command -v sudo >/dev/null || { echo "install-deps: run as root or install sudo" >&2; exit 1; }
  sudo=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
