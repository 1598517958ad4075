#!/usr/bin/env bash
# Formats the C++ sources (*.cpp, *.hpp) that git tracks or would add (untracked files not
# ignored, so a new file is checked before its first commit) with clang-format-14 and the
# repository's .clang-format. With --check it changes nothing: it lists each file that would
# change with the number of its lines that would, and exits 1 if there is any (0 if none, 2 if it
# cannot run).
#   CLANG_FORMAT  the clang-format binary (default: clang-format-14, Debian package clang-format-14)
set -euo pipefail
cd "$(dirname "$0")/.."
clang_format=${CLANG_FORMAT:-clang-format-14}
case "${1:-}" in
  "") check=false ;;
  --check) check=true ;;
  *) echo "usage: scripts/format.sh [--check]" >&2; exit 2 ;;
esac
command -v "$clang_format" >/dev/null || { echo "format: no $clang_format (apt-get install clang-format-14)" >&2; exit 2; }
mapfile -t files < <(git ls-files --cached --others --exclude-standard '*.cpp' '*.hpp')

if ! $check; then
  "$clang_format" -i --style=file "${files[@]}"
  exit 0
fi

# A file's changed lines: its own lines that the formatted text replaces or drops, or, where it
# only gains lines, the lines gained.
changed_lines() {
  local formatted
  formatted=$("$clang_format" --style=file "$1" | diff "$1" - || true)
  local removed added
  removed=$(grep -c '^<' <<<"$formatted" || true)
  added=$(grep -c '^>' <<<"$formatted" || true)
  echo $((removed > 0 ? removed : added))
}

# One dry run over every file names those that differ (a warning per change, file first); only
# they are counted line by line.
dry_run=$("$clang_format" --dry-run --style=file "${files[@]}" 2>&1) || {
  echo "format: $clang_format failed: $dry_run" >&2
  exit 2
}
mapfile -t differing < <(sed -n 's/^\([^:]*\):[0-9]*:[0-9]*: warning: code should be clang-formatted.*/\1/p' \
  <<<"$dry_run" | sort -u)

files_changed=0 lines_changed=0
for f in "${differing[@]}"; do
  n=$(changed_lines "$f")
  [ "$n" -eq 0 ] && continue
  echo "$f: $n lines"
  files_changed=$((files_changed + 1)) lines_changed=$((lines_changed + n))
done
if [ "$files_changed" -gt 0 ]; then
  echo "format: $lines_changed lines in $files_changed of ${#files[@]} files differ from .clang-format (scripts/format.sh fixes them)" >&2
  exit 1
fi
echo "format: all ${#files[@]} files follow .clang-format"
