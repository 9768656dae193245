#!/usr/bin/env bash
# Differential test: the SFEN of every main-line position, kifu against the npm packages tsshogi
# and json-kifu-format, on every corpus record and on 1,500 random games. Board, side to move and
# hands are compared (the peers write move number 1 in every SFEN). Exits 77 (skipped) when node
# or both packages are missing.
# Usage: differential.sh KIFU RANDOM_GAMES DATA_DIR PEERS_DIR WORK_DIR
set -euo pipefail
kifu=$1 random_games=$2 data=$3 peers=$4 work=$5
here=$(cd "$(dirname "$0")" && pwd)
peers=$(cd "$peers" 2>/dev/null && pwd || echo "$peers")
export PEERS_DIR=$peers/node_modules

peer_scripts=()
[[ -d $PEERS_DIR/tsshogi ]] && peer_scripts+=("$here/sfen_tsshogi.mjs")
[[ -d $PEERS_DIR/json-kifu-format ]] && peer_scripts+=("$here/sfen_json_kifu_format.cjs")
if ! command -v node >/dev/null || ((${#peer_scripts[@]} == 0)); then
  echo "skipped: node, tsshogi or json-kifu-format not installed (scripts/setup installs them into $peers)"
  exit 77
fi
rm -rf "$work" && mkdir -p "$work"
"$random_games" "$work/random" 1500 20260101

# jkf_9fu.kif and 9fu.ki2 hold an impossible diagram (nine pawns on a file) that the peers reject.
files=()
for f in "$data"/kif/*.kif "$data"/kif/*.kifu "$data"/kif/*.ki2 "$data"/tsume/kifu-for-js/* "$work"/random/*; do
  case $(basename "$f") in jkf_9fu.kif|9fu.ki2) continue ;; esac
  files+=("$f")
done

# Known peer bugs: a move written with 不成 makes tsshogi reject or silently alter the record
# (even its start position) and json-kifu-format throw. Such records are set aside and counted;
# 不成 has its own tests in kifu.
grep -l "不成" "${files[@]}" > "$work/known.txt" || true
drop_known() { awk -v list="$work/known.txt" 'BEGIN{while((getline l < list) > 0) skip["# " l]=1}
  /^# /{keep = !($0 in skip)} keep'; }
strip_move_number() { sed -E 's/^([^#][^ ]* [bw] [^ ]+) [0-9]+$/\1/'; }

"$kifu" sfen "${files[@]}" 2>/dev/null | strip_move_number | drop_known > "$work/kifu.cmp"
status=0
for script in "${peer_scripts[@]}"; do
  name=$(basename "$script" | sed -E 's/^sfen_(.*)\.[a-z]+$/\1/')
  node "$script" "${files[@]}" | strip_move_number | drop_known > "$work/$name.cmp"
  if diff -u "$work/$name.cmp" "$work/kifu.cmp" > "$work/$name.diff"; then
    echo "kifu and $name agree on $(grep -c '^# ' "$work/kifu.cmp") records" \
      "($(grep -vc '^#' "$work/kifu.cmp") positions); $(wc -l < "$work/known.txt") records with 不成 set aside"
  else
    echo "kifu and $name disagree:"; head -n 40 "$work/$name.diff"; status=1
  fi
done
exit $status
