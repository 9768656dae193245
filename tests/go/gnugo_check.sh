#!/usr/bin/env bash
# Text boards against GNU Go 3.8 over GTP (GNU Go's showboard is not parsed: GTP says it is for
# people, so stones are compared through loadsgf + list_stones):
#   1. every text board of the Go corpus, read by kifu into SGF, loads in GNU Go as the same
#      stones as the SGF GNU Go printed for that position;
#   2. random positions of every size 2–19 in every style, drawn by kifu and read back by kifu,
#      load as the same stones; and kifu's GTP drawing equals GNU Go's showboard, star points
#      included.
# Exits 77 (skipped) when gnugo is not installed.
# Usage: gnugo_check.sh KIFU GO_DATA_DIR WORK_DIR
set -euo pipefail
kifu=$1 data=$2 work=$3
gnugo=$(command -v gnugo || true)
[[ -z $gnugo && -x /usr/games/gnugo ]] && gnugo=/usr/games/gnugo  # Debian's games directory
if [[ -z $gnugo ]]; then
  echo "skipped: gnugo is not installed (apt-get install gnugo)"
  exit 77
fi
rm -rf "$work" && mkdir -p "$work"
failures=0

# The stones GNU Go sees in an SGF file, as two lines (black, then white).
stones() {
  printf 'loadsgf %s\nlist_stones black\nlist_stones white\nquit\n' "$1" |
    "$gnugo" --mode gtp | grep '^=' | sed -n 2,3p
}
# GNU Go's showboard of an SGF file, without the answer prefix and the capture counts.
showboard() {
  printf 'loadsgf %s\nshowboard\nquit\n' "$1" | "$gnugo" --mode gtp |
    awk 'f && /^$/ {exit} f {print} /^= $/ {f = 1}' |
    sed -E 's/ +(WHITE|BLACK) \([OX]\) has captured [0-9]+ stones?$//'
}
fail() {
  echo "FAIL: $*"
  failures=$((failures + 1))
}

# 1. The corpus.
while read -r text expected; do
  "$kifu" goban parse "$data/$text" > "$work/read.sgf" 2>/dev/null || { fail "$text does not read"; continue; }
  [[ $(stones "$work/read.sgf") == $(stones "$data/$expected") ]] || fail "$text: stones differ from $expected"
done <<'LIST'
gnugo/showboard_9.txt gnugo/printsgf_9.sgf
gnugo/showboard_13.txt gnugo/printsgf_13.sgf
gnugo/showboard_19.txt gnugo/printsgf_19.sgf
gnugo/ascii_mode_9.txt gnugo/printsgf_9.sgf
gnugo/loadsgf_setup_transcript.txt gnugo/setup.sgf
gnugo/loadsgf_dead_transcript.txt gnugo/dead.sgf
synthetic/figom_like_jp_9.txt gnugo/printsgf_9.sgf
synthetic/figom_like_jp_9.sjis.txt gnugo/printsgf_9.sgf
synthetic/figom_like_jp_19.txt gnugo/printsgf_19.sgf
synthetic/fullwidth_gtp_9.txt gnugo/printsgf_9.sgf
synthetic/fullwidth_gtp_13.txt gnugo/printsgf_13.sgf
LIST

# 2. Random positions (a fixed seed, so a failure can be reproduced).
RANDOM=20261123
letters=abcdefghijklmnopqrs
positions=0
for size in $(seq 2 19); do
  for trial in 1 2; do
    black="" white="" density=$((RANDOM % 90 + 5))
    for ((y = 0; y < size; y++)); do
      for ((x = 0; x < size; x++)); do
        ((RANDOM % 100 < density)) || continue
        point="[${letters:x:1}${letters:y:1}]"
        if ((RANDOM % 2)); then black+=$point; else white+=$point; fi
      done
    done
    sgf=$work/random-$size-$trial.sgf
    printf '(;GM[1]FF[4]SZ[%d]%s%s)\n' "$size" "${black:+AB$black}" "${white:+AW$white}" > "$sgf"
    expected=$(stones "$sgf")
    for style in jp gtp unicode; do
      "$kifu" goban render "$sgf" --style "$style" > "$work/board.txt"
      "$kifu" goban parse "$work/board.txt" > "$work/back.sgf" 2>/dev/null ||
        { fail "$sgf in style $style does not read back"; continue; }
      [[ $(stones "$work/back.sgf") == "$expected" ]] || fail "$sgf in style $style reads back differently"
    done
    "$kifu" goban render "$sgf" --style gtp > "$work/kifu-board.txt"
    showboard "$sgf" > "$work/gnugo-board.txt"
    diff "$work/kifu-board.txt" "$work/gnugo-board.txt" > /dev/null ||
      fail "$sgf: kifu's GTP board differs from GNU Go's showboard"
    positions=$((positions + 1))
  done
done

echo "GNU Go agreed on 11 corpus boards and $positions random positions (sizes 2-19), $failures failures"
((failures == 0))
