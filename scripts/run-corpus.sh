#!/usr/bin/env bash
# The main job: every record of the bundled corpus under every ruleset, reports in out/.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p out
# `kiyaku corpus` exits 1 when an expectation is not met; the reports are written either way.
./build/kiyaku corpus corpus/j1989-examples.txt > out/corpus-report.txt
[ $? -le 1 ] || exit 2
./build/kiyaku compare corpus/j1989-examples.txt --record j89-ex01 --json out/j89-ex01.json > out/j89-ex01.txt || exit 2
tail -n 1 out/corpus-report.txt
echo "wrote out/corpus-report.txt, out/j89-ex01.json and out/j89-ex01.txt"
