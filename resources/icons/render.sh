#!/usr/bin/env bash
# Renders the icon's PNG sizes from hicolor/scalable/apps/rulebench.svg with
# ImageMagick (its own SVG renderer). Run by hand after changing the SVG and
# commit the PNGs: the build only copies them.
set -euo pipefail
cd "$(dirname "$0")"
svg=hicolor/scalable/apps/rulebench.svg
for s in 16 24 32 48 64 128 256; do
  mkdir -p "hicolor/${s}x${s}/apps"
  convert -background none -density $((96 * s / 64)) "msvg:$svg" -resize "${s}x${s}!" \
    "png32:hicolor/${s}x${s}/apps/rulebench.png"
done
cp hicolor/64x64/apps/rulebench.png rulebench.png # the window's icon (rulebench.qrc)
