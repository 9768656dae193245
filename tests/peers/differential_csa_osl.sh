#!/usr/bin/env bash
# Differential test for CSA against OpenShogiLib (Debian libosl-dev, osl::CsaFile): the final
# position of the first game of each of the 1,000 random CSA files of differential_csa.sh (same
# seed), kifu's read_csa_records (csa_sfen) against osl_final_positions. Board, side to move and
# hands are compared. Registered only where libosl-dev is installed.
#
# Known differences, whose files are set aside and counted (OpenShogiLib 0.8.0):
# - PI with removed pieces (a handicap, "PI82HI22KA"): OpenShogiLib ignores the list and starts
#   from the even position, so the first moves are illegal or the final position has the
#   pieces that should be gone.
# - P1-P9 rows with collapsed blanks (" * * "): misread ("possible typo for empty square"), the
#   pieces land on the wrong squares.
# - a start given only as P+/P- piece lists: "incomplete position description".
# - several games separated by '/' lines: "unknown character in csaParseLine /".
# - comment lines holding ',' are split there (a "'a, b" line makes " b" a statement, an error,
#   and "'x,+7776FU" would play a move); kifu and tsshogi keep the comment whole, so
#   osl_final_positions leaves such comment lines out before OpenShogiLib reads (not set aside).
# Usage: differential_csa_osl.sh CSA_SFEN RANDOM_GAMES OSL_FINAL_POSITIONS WORK_DIR
set -euo pipefail
csa_sfen=$1 random_games=$2 osl=$3 work=$4
rm -rf "$work" && mkdir -p "$work"
"$random_games" "$work/random" 1000 20260102 csa
files=("$work"/random/*.csa)

{ grep -lE '^PI[0-9]' "${files[@]}"
  grep -lE '^P[1-9].*\* \*' "${files[@]}"
  grep -LE '^P[I1-9]' "${files[@]}"
  grep -lE '^/[[:space:]]*$' "${files[@]}"; } | sort -u > "$work/known.txt"
drop_known() { awk -v list="$work/known.txt" 'BEGIN{while((getline l < list) > 0) skip["# " l]=1}
  /^# /{keep = !($0 in skip)} keep'; }
# The SFEN after the last move of each file's first game, without the move number.
final_of_first_game() { awk '/^# /{if (f != "") print f "\n" last; f = $0; last = ""; first = 1; next}
  /^\/$/{first = 0; next} first {last = $0} END{if (f != "") print f "\n" last}' |
  sed -E 's/^([^#][^ ]* [bw] [^ ]+) [0-9]+$/\1/'; }

"$csa_sfen" "${files[@]}" | final_of_first_game | drop_known > "$work/kifu.cmp"
"$osl" "${files[@]}" 2>/dev/null | final_of_first_game | drop_known > "$work/osl.cmp"
if diff -u "$work/osl.cmp" "$work/kifu.cmp" > "$work/osl.diff"; then
  echo "kifu and OpenShogiLib agree on the final positions of $(grep -c '^# ' "$work/kifu.cmp") games;" \
    "$(wc -l < "$work/known.txt") files set aside"
else
  echo "kifu and OpenShogiLib disagree:"; head -n 40 "$work/osl.diff"; exit 1
fi
