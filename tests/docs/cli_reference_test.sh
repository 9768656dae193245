#!/usr/bin/env bash
# docs/cli.md is the program's help: writes the page again with scripts/cli-reference from the
# kifu just built and fails while it differs from the committed one (then run
# `scripts/cli-reference build/dev/apps/kifu` and commit docs/cli.md).
# Usage: cli_reference_test.sh KIFU SOURCE_DIR WORK_DIR. Exit 77 (skipped) when kifu-serve, whose
# help the page holds, was not built beside kifu.
set -euo pipefail
kifu=$1 source=$2 work=$3
if [[ ! -x $(dirname "$kifu")/kifu-serve ]]; then
  echo "kifu-serve not built (no cpp-httplib): kifu serve --help cannot be read; skipped"
  exit 77
fi
mkdir -p "$work"
bash "$source/scripts/cli-reference" "$kifu" "$work/cli.md"
if ! diff -u "$source/docs/cli.md" "$work/cli.md"; then
  echo "docs/cli.md differs from the program's help (above: - the page, + the help)." >&2
  echo "Write it again: scripts/cli-reference build/dev/apps/kifu" >&2
  exit 1
fi
echo "docs/cli.md is the help of every subcommand ($(grep -c '^##' "$work/cli.md") sections)"
