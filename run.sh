#!/usr/bin/env bash
# Installs what is missing, builds Release and opens the editor on the demo
# project. Arguments are passed to the editor (a file given replaces the demo).
set -euo pipefail
cd "$(dirname "$0")"
scripts/install-deps.sh
scripts/build.sh build
if (($# == 0)); then
  set -- resources/demo/demo.rules.json
fi
exec build/bin/rulebench "$@"
