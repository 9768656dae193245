#!/usr/bin/env bash
# Differential test: the SFEN of every main-line position, kifu against tsshogi, on every corpus
# record and on random games. Exits 77 (skipped) when node or the npm packages are missing.
# Usage: differential.sh KIFU RANDOM_GAMES DATA_DIR PEERS_DIR WORK_DIR
set -euo pipefail
kifu=$1 random_games=$2 data=$3 peers=$4 work=$5

if ! command -v node >/dev/null || [[ ! -d $peers/node_modules/tsshogi ]]; then
  echo "skipped: node or tsshogi not installed (scripts/setup installs them into $peers)"
  exit 77
fi
here=$(cd "$(dirname "$0")" && pwd)
export PEERS_DIR=$peers/node_modules
rm -rf "$work" && mkdir -p "$work"
"$random_games" "$work/random" 1500 20260101

# Records whose positions tsshogi reports differently for a known reason:
#   jkf_9fu.kif, 9fu.ki2: an impossible diagram (nine pawns on a file) that tsshogi rejects.
# tsshogi writes move number 1 in every SFEN, so only board, side and hands are compared.
files=()
for f in "$data"/kif/*.kif "$data"/kif/*.kifu "$data"/kif/*.ki2 "$data"/tsume/kifu-for-js/* "$work"/random/*; do
  case $(basename "$f") in jkf_9fu.kif|9fu.ki2) continue ;; esac
  files+=("$f")
done

strip_move_number() { sed -E 's/^([^#][^ ]* [bw] [^ ]+) [0-9]+$/\1/'; }
"$kifu" sfen "${files[@]}" | strip_move_number > "$work/kifu.txt"
node "$here/sfen_tsshogi.mjs" "${files[@]}" | strip_move_number > "$work/tsshogi.txt"
# Known tsshogi bug: a KIF move written with 不成 makes it reject the rest of the record
# ("Invalid move", "Invalid destination") or silently alter it (even its start position). Records
# with 不成 are set aside for this peer, counted and named; 不成 has its own tests in kifu.
grep -l "不成" "${files[@]}" > "$work/known.txt" || true
drop_known() { awk -v list="$work/known.txt" 'BEGIN{while((getline l < list) > 0) skip["# " l]=1}
  /^# /{keep = !($0 in skip)} keep'; }
drop_known < "$work/kifu.txt" > "$work/kifu.cmp"
drop_known < "$work/tsshogi.txt" > "$work/tsshogi.cmp"
if ! diff -u "$work/tsshogi.cmp" "$work/kifu.cmp" > "$work/diff.txt"; then
  echo "kifu and tsshogi disagree:"; head -n 40 "$work/diff.txt"; exit 1
fi
compared=$(grep -c '^# ' "$work/kifu.cmp")
echo "kifu and tsshogi agree on $compared records ($(grep -vc '^#' "$work/kifu.cmp") positions);" \
  "$(wc -l < "$work/known.txt") records with 不成 set aside (tsshogi's known bug)"
