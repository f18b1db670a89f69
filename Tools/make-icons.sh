#!/bin/sh
# Draws the app's PNG icons from its SVG logo with headless Chromium, at the sizes browsers ask
# for (the manifest's 192 and 512, a maskable pair with room around the jar, and Apple's 180).
# The PNGs are committed; run this again after the logo changes: `sh Tools/make-icons.sh`.
set -eu
icons="$(cd "$(dirname "$0")/../Public/icons" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
draw() { # svg size png
    printf '<!doctype html><style>html,body{margin:0;background:transparent}img{display:block;width:%spx;height:%spx}</style><img src="file://%s/%s.svg">' \
        "$2" "$2" "$icons" "$1" > "$work/icon.html"
    chromium --headless=new --no-sandbox --disable-gpu --hide-scrollbars --default-background-color=00000000 \
        --window-size="$2,$2" --screenshot="$icons/$3" --allow-file-access-from-files "file://$work/icon.html" 2>/dev/null
}
draw favicon 192 larder-192.png
draw favicon 512 larder-512.png
draw favicon 180 apple-touch-icon.png
draw larder-maskable 192 larder-maskable-192.png
draw larder-maskable 512 larder-maskable-512.png
