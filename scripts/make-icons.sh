#!/usr/bin/env bash
# Makes the PWA's app icons from the ELSY mark (public/favicon.svg, the same artwork as
# src/components/brand/logo-mark.tsx): 192 and 512 px "any" icons, a 512 px maskable icon whose mark sits
# inside the 80 % safe zone on a full-bleed court-green background, and a 180 px apple-touch icon.
# Needs ImageMagick and pngquant (`apt-get install -y imagemagick pngquant`). Run from the repository root: scripts/make-icons.sh
set -euo pipefail

SRC="public/favicon.svg"
OUT="public/icons"
CONVERT=/usr/bin/convert
mkdir -p "$OUT"

# Rasterise large once, then downscale: sharper edges than rendering the SVG small.
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
"$CONVERT" -background none -density 1536 "$SRC" -resize 1024x1024 "$TMP/mark.png"

for size in 192 512; do
  "$CONVERT" "$TMP/mark.png" -resize "${size}x${size}" -strip "$OUT/icon-${size}.png"
done
"$CONVERT" "$TMP/mark.png" -resize 180x180 -background '#0e4430' -flatten -strip "$OUT/apple-touch-icon.png"

# Maskable: launchers crop to a circle or squircle, so the court and ball are drawn on a full-bleed green
# square with the mark at 70 % of the canvas (inside the 80 % safe zone).
sed -e 's|viewBox="0 0 48 48"|viewBox="-10 -10 68 68"|' \
    -e 's|<rect x="1" y="1" width="46" height="46" rx="12" fill="#0e4430"/>|<rect x="-20" y="-20" width="88" height="88" fill="#0e4430"/>|' \
    "$SRC" > "$TMP/maskable.svg"
"$CONVERT" -background '#0e4430' -density 1100 "$TMP/maskable.svg" -resize 512x512 -flatten -strip "$OUT/icon-maskable-512.png"

# A palette of a few dozen colours draws the flat artwork alike at a seventh of the bytes: the browser fetches
# the 192 px icon for the manifest during a first visit, beside the page's own code.
pngquant --quality 80-98 --speed 1 --strip --force --ext .png "$OUT"/*.png

ls -l "$OUT"
