#!/usr/bin/env bash
# Differential test for CSA: the SFEN of every main-line position of every game, kifu's
# read_csa_records (csa_sfen) against the npm packages tsshogi (importCSA) and json-kifu-format
# (JKFPlayer.parseCSA), on the corpus CSA files and on 1,000 random files (random_games ... csa)
# in eight styles, one in eight files each: V2.2 Shift_JIS, V3.0 UTF-8 with milliseconds,
# statements joined by ',', P1-P9 rows with collapsed blanks (and P-00AL), P+/P- piece lists,
# '** engine lines after every move, $END_TIME after the moves, 2-4 games separated by '/' lines.
# Starts are even, handicap (PI with pieces removed) or mid-game positions with pieces in hand.
# Board, side to move and hands are compared (the peers write move number 1 in every SFEN).
# Exits 77 (skipped) when node or both packages are missing.
#
# Known differences, whose files are set aside for that peer and counted:
# - tsshogi reads only the first game of a multi-game file (importCSA drops the text from the
#   first '/' line on): sfen_tsshogi_csa.mjs reads each later game as the text between two '/'
#   lines, so every game is still compared.
# - json-kifu-format's CSA grammar (csa-parser.pegjs in the package) accepts only the version
#   lines V2, V2.1 and V2.2 (a V3.0 file does not parse), times in whole seconds (T12.345 does
#   not parse), rows with three characters a square (collapsed blanks do not parse), and no '$'
#   line after the moves; it reads one game, so each game is given to it alone, as to tsshogi.
# Differences seen on hand-made files, outside the random styles (none is in the corpus):
# - a move that breaks the rules ends the game with an error in kifu; tsshogi plays it (it
#   checks only that a piece of the side to move stands on the origin), json-kifu-format throws.
# - a move after %TORYO: an error in kifu; tsshogi leaves it out, json-kifu-format plays it.
# - no '+'/'-' line after the start position: kifu takes the side of the first move (a
#   warning), both peers reject the file.
# - an empty row ("P4"): an error in kifu; tsshogi skips the line, json-kifu-format throws.
# - CR-only line ends: kifu reads them as line ends, tsshogi gives an empty board,
#   json-kifu-format throws.
# Usage: differential_csa.sh CSA_SFEN RANDOM_GAMES DATA_DIR PEERS_DIR WORK_DIR
set -euo pipefail
csa_sfen=$1 random_games=$2 data=$3 peers=$4 work=$5
here=$(cd "$(dirname "$0")" && pwd)
peers=$(cd "$peers" 2>/dev/null && pwd || echo "$peers")
export PEERS_DIR=$peers/node_modules

peer_scripts=()
[[ -d $PEERS_DIR/tsshogi ]] && peer_scripts+=("$here/sfen_tsshogi_csa.mjs")
[[ -d $PEERS_DIR/json-kifu-format ]] && peer_scripts+=("$here/sfen_json_kifu_format_csa.cjs")
if ! command -v node >/dev/null || ((${#peer_scripts[@]} == 0)); then
  echo "skipped: node, tsshogi or json-kifu-format not installed (scripts/setup installs them into $peers)"
  exit 77
fi
rm -rf "$work" && mkdir -p "$work"
"$random_games" "$work/random" 1000 20260102 csa

shopt -s nullglob
files=("$data"/csa/*.csa "$work"/random/*.csa)
shopt -u nullglob

# The files a peer is known to read differently (see above), one a line.
known_for() {
  case $1 in
    json_kifu_format_csa)
      { grep -lE '^V3' "${files[@]}"
        grep -lE '(^|,)T[0-9]*\.' "${files[@]}"
        grep -lE '^P[1-9].*\* \*' "${files[@]}"
        awk 'FNR == 1 || /^\/\r?$/ {moved = 0} /^[-+][0-9]/ {moved = 1} moved && /^\$/ {print FILENAME; nextfile}' \
          "${files[@]}"; } | sort -u ;;
  esac
}
drop_known() { awk -v list="$1" 'BEGIN{while((getline l < list) > 0) skip["# " l]=1}
  /^# /{keep = !($0 in skip)} keep'; }
strip_move_number() { sed -E 's/^([^#][^ ]* [bw] [^ ]+) [0-9]+$/\1/'; }

# The peers run side by side (node is the slow part), then each is compared with kifu.
name_of() { basename "$1" | sed -E 's/^sfen_(.*)\.[a-z]+$/\1/'; }
for script in "${peer_scripts[@]}"; do node "$script" "${files[@]}" > "$work/$(name_of "$script").out" & done
"$csa_sfen" "${files[@]}" | strip_move_number > "$work/kifu.out"
wait
status=0
for script in "${peer_scripts[@]}"; do
  name=$(name_of "$script")
  known_for "$name" > "$work/$name.known"
  drop_known "$work/$name.known" < "$work/kifu.out" > "$work/kifu-$name.cmp"
  strip_move_number < "$work/$name.out" | drop_known "$work/$name.known" > "$work/$name.cmp"
  if diff -u "$work/$name.cmp" "$work/kifu-$name.cmp" > "$work/$name.diff"; then
    echo "kifu and $name agree on $(grep -c '^# ' "$work/$name.cmp") files," \
      "$(($(grep -c '^# ' "$work/$name.cmp") + $(grep -c '^/$' "$work/$name.cmp"))) games" \
      "($(grep -vc '^[#/]' "$work/$name.cmp") positions); $(wc -l < "$work/$name.known") files set aside"
  else
    echo "kifu and $name disagree:"; head -n 40 "$work/$name.diff"; status=1
  fi
done
exit $status
