#!/bin/sh
# The public history in a real browser (docs/moderators.md, "A public history"): headless Chromium screenshots of a
# game's archive at a phone's width (390 px) and a desktop's (1280 px), to look at before a game's archive goes up.
#
#   bench/history-screens.sh DIR [OUT]
#
# DIR: a game's archive (data/history/<game>); OUT: where the PNGs go (target/history-screens). To draw a sample
# archive of a finished test game first:
#   mvn -o -q test -Dchaos=false -Dtest=HistoryRobotTest -Dhistory.sample=$PWD/target/history-sample
# Chromium: apt-get install chromium (Debian); CHROMIUM=/path overrides /usr/bin/chromium.
set -eu
dir=$(cd "$1" && pwd)
out=${2:-target/history-screens}
browser=${CHROMIUM:-/usr/bin/chromium}
mkdir -p "$out"
for page in "$dir"/*.html; do
  name=$(basename "$page" .html)
  for size in 390,844 1280,900; do
    width=${size%,*}
    "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size="$size" \
      --screenshot="$out/$name-$width.png" "file://$page" >/dev/null 2>&1
    echo "$out/$name-$width.png"
  done
done
