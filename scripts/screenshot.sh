#!/usr/bin/env bash
# Regenerates docs/report-screenshot.png, the README's picture of the HTML report: 取らず三目
# (j89-ex01) under every rule text, in headless Chromium, with a CJK font so that the Japanese
# titles render. Installs chromium and fonts-noto-cjk (Debian packages) when they are missing,
# which needs root. Run it after a change to the report's look or to a verdict the picture shows.
#   KIYAKU_BIN        the kiyaku binary (default: build/kiyaku; scripts/build.sh kiyaku makes it)
#   KIYAKU_MAX_NODES  search budget (default 20000, as scripts/run-corpus.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
kiyaku=${KIYAKU_BIN:-./build/kiyaku}
max_nodes=${KIYAKU_MAX_NODES:-20000}
[ -x "$kiyaku" ] || { echo "screenshot: no kiyaku binary at $kiyaku (run scripts/build.sh kiyaku or set KIYAKU_BIN)" >&2; exit 2; }

missing=()
for p in chromium fonts-noto-cjk; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$kiyaku" compare corpus/j1989-examples.txt --record j89-ex01 --max-nodes "$max_nodes" --html "$work/report.html" > /dev/null
# The flags of tests/reports/browser_test.sh; a fresh profile, nothing fetched.
timeout 120 chromium --headless --no-sandbox --disable-gpu --no-first-run --disable-background-networking \
  --disable-component-update --disable-sync --disable-dev-shm-usage --hide-scrollbars \
  --user-data-dir="$work/profile" --window-size=1280,2000 --screenshot="$work/shot.png" \
  "file://$work/report.html" > /dev/null 2> "$work/chromium.log"
[ -s "$work/shot.png" ] || { echo "screenshot: Chromium wrote no picture" >&2; cat "$work/chromium.log" >&2; exit 1; }
cp "$work/shot.png" docs/report-screenshot.png
echo "wrote docs/report-screenshot.png (j89-ex01, $max_nodes nodes)"
