#!/usr/bin/env bash
# Opens a generated HTML report and the docs site in headless Chromium and checks that they
# render without console errors, that every rule text's board is drawn, and that clicking a
# string shows its article. The report's own self-test (report.js, run by the #selftest URL
# hash) clicks a string and steps its proof line; --dump-dom shows what it wrote.
#
#   browser_test.sh KIYAKU_BINARY SOURCE_DIR OUT_DIR
#
# Artefacts in OUT_DIR: report.png and site-index.png (screenshots), the pages, the dumped DOMs
# and Chromium's logs. Exits 77 (ctest: skipped) when no Chromium is installed. No network:
# every page is a local file and fetches nothing.
set -uo pipefail

kiyaku=$1 src=$2 out=$3
browser=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$browser" ]; then
  echo "SKIP: chromium is not installed (Debian: apt-get install chromium chromium-driver, see scripts/install-deps.sh)"
  exit 77
fi

rm -rf "$out" && mkdir -p "$out" || exit 1
passed=0 failed=0
pass() { echo "PASS: $1"; passed=$((passed + 1)); }
fail() { echo "FAIL: $1"; failed=$((failed + 1)); }
check() { if eval "$2"; then pass "$1"; else fail "$1"; fi; }

# One Chromium run with a fresh profile; Chromium's log (console messages included) goes to NAME.log.
run_chromium() {
  local name=$1
  shift
  timeout 60 "$browser" --headless --no-sandbox --disable-gpu --no-first-run --disable-background-networking \
    --disable-component-update --disable-sync --disable-dev-shm-usage --hide-scrollbars \
    --user-data-dir="$out/profile-$name" --enable-logging=stderr --v=0 "$@" 2>"$out/$name.log"
}

# Console messages of a page: the report writes none, so any is an error.
no_console_messages() { ! grep -q ':CONSOLE' "$out/$1.log"; }

# --- the inputs: the report of 取らず三目 and a two-record site ---------------------------------
corpus="$src/corpus/j1989-examples.txt"
awk '/^id: /{keep = ($2 == "j89-ex01" || $2 == "j89-ref06-1")} keep' "$corpus" > "$out/corpus.txt"
"$kiyaku" compare "$corpus" --record j89-ex01 --max-nodes 5000 --html "$out/report.html" > /dev/null 2> "$out/kiyaku.log" \
  || { echo "FAIL: kiyaku compare --html"; cat "$out/kiyaku.log"; exit 1; }
"$kiyaku" site "$out/corpus.txt" -o "$out/site" --max-nodes 5000 > /dev/null 2>> "$out/kiyaku.log" \
  || { echo "FAIL: kiyaku site"; cat "$out/kiyaku.log"; exit 1; }

# --- the report ---------------------------------------------------------------------------------
report="file://$out/report.html"
run_chromium report-dom --dump-dom "$report#selftest" > "$out/report-dom.html"
rulesets=$(grep -c '<li data-ruleset=' "$out/report.html")
boards=$(grep -o '<figure class="board-card[^"]*" data-ruleset=' "$out/report-dom.html" | wc -l)
check "the report's self-test passes" "grep -q 'SELFTEST PASS' '$out/report-dom.html'"
check "the report draws one board per rule text ($boards boards, $rulesets rule texts)" "[ '$boards' -eq '$rulesets' ] && [ '$rulesets' -ge 1 ]"
check "a click on a string shows its verdicts" "grep -q '<table class=\"string-verdicts\">' '$out/report-dom.html'"
check "the verdict cites its article with the article's text" "grep -Eq '<b>Art\\. [0-9][0-9-]*</b>: [A-Z]' '$out/report-dom.html'"
check "the report logs nothing to the console" "no_console_messages report-dom"
run_chromium report-shot --window-size=1366,1500 --screenshot="$out/report.png" "$report#selftest" > /dev/null
check "a screenshot of the report is kept ($out/report.png)" "[ -s '$out/report.png' ]"

# --- a position whose source departs from its text (死活例18): the box and the board's view switch --
"$kiyaku" compare "$corpus" --record j89-ex18 --rules japan1989 --max-nodes 5000 --html "$out/report18.html" > /dev/null \
  2>> "$out/kiyaku.log" || { echo "FAIL: kiyaku compare --html (j89-ex18)"; cat "$out/kiyaku.log"; exit 1; }
run_chromium report18-dom --dump-dom "file://$out/report18.html#selftest" > "$out/report18-dom.html"
check "the report of 死活例18 says where the source departs from the text" "grep -q '<div class=\"divergence\"' '$out/report18-dom.html'"
check "its board switches between the text's and the source's verdict (self-test)" \
  "grep -q 'class=\"view-switch\"' '$out/report18-dom.html' && grep -q 'SELFTEST PASS' '$out/report18-dom.html'"
check "the report of 死活例18 logs nothing to the console" "no_console_messages report18-dom"

# A game record: its finish drawn on the boards, its result set against the record's.
"$kiyaku" compare "$src/tests/data/games/dead-stones.sgf" --rules japan1989,shimada --max-nodes 5000 \
  --html "$out/game.html" > /dev/null 2>> "$out/kiyaku.log" || { echo "FAIL: kiyaku compare --html (game)"; exit 1; }
run_chromium game-dom --dump-dom "file://$out/game.html#selftest" > "$out/game-dom.html"
check "a game record's report passes its self-test and says how each count stands against the record" \
  "grep -q 'SELFTEST PASS' '$out/game-dom.html' && grep -q '<h2>Against the game record</h2>' '$out/game-dom.html'"
check "its boards draw the finish kiyaku played after the stop" "grep -q 'class=\"finish-stone ' '$out/game-dom.html'"
check "the report of a game record logs nothing to the console" "no_console_messages game-dom"

# --- the site -----------------------------------------------------------------------------------
index="file://$out/site/index.html"
run_chromium index-dom --dump-dom "$index" > "$out/index-dom.html"
rows=$(grep -c '<tr[^>]*data-position=' "$out/index-dom.html")
check "the site index lists both positions ($rows rows)" "[ '$rows' -eq 2 ]"
check "the site index logs nothing to the console" "no_console_messages index-dom"
run_chromium page-dom --dump-dom "file://$out/site/positions/j89-ex01.html#selftest" > "$out/page-dom.html"
check "a position page of the site passes the self-test" "grep -q 'SELFTEST PASS' '$out/page-dom.html'"
check "the position page logs nothing to the console" "no_console_messages page-dom"
run_chromium index-shot --window-size=1366,900 --screenshot="$out/site-index.png" "$index" > /dev/null
check "a screenshot of the site index is kept ($out/site-index.png)" "[ -s '$out/site-index.png' ]"

if ((failed > 0)); then
  grep -h -A8 'SELFTEST' "$out"/*-dom.html | head -20
  grep -h ':CONSOLE' "$out"/*.log | head -20
fi
echo "browser test: $passed passed, $failed failed"
((failed == 0))
