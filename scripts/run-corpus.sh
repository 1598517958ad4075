#!/usr/bin/env bash
# The main job: every record of the bundled corpus under every ruleset, reports in out/.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p out
# Search budget per confirmation for the HTML outputs; past it a verdict is 'undecided', said plainly.
max_nodes=${KIYAKU_MAX_NODES:-20000}
# Worker threads; the reports are the same bytes whatever the number.
jobs=${KIYAKU_JOBS:-$(nproc)}
# The corpus's cited verdicts (expect_1989, expect_1949) against their rule texts. `kiyaku corpus`
# exits 1 when an expectation is not met; the reports are written either way.
./build/kiyaku corpus corpus/j1989-examples.txt --rules japan1989,nihonkiin1949 --max-nodes "$max_nodes" \
  -j "$jobs" > out/corpus-report.txt
[ $? -le 1 ] || exit 2
./build/kiyaku compare corpus/j1989-examples.txt --record j89-ex01 --max-nodes "$max_nodes" \
  --json out/j89-ex01.json --html out/j89-ex01.html > out/j89-ex01.txt || exit 2
# The docs site: an index table (positions x rule texts), a page per position and per rule text,
# and "Commentary and text", with every verdict that turns on a reading of the 1989 text.
./build/kiyaku site corpus/j1989-examples.txt -o out/site --readings japan1989 --max-nodes "$max_nodes" -j "$jobs" \
  > /dev/null || exit 2
tail -n 1 out/corpus-report.txt
echo "wrote out/corpus-report.txt, out/j89-ex01.json, out/j89-ex01.txt, out/j89-ex01.html and out/site/"
echo "open in a browser:"
echo "  file://$PWD/out/j89-ex01.html     (取らず三目 under every rule text)"
echo "  file://$PWD/out/site/index.html   (every corpus position under every rule text)"
