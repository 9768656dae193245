#!/usr/bin/env bash
# Text boards against GNU Go 3.8 over GTP (GNU Go's showboard is not parsed: GTP says it is for
# people, so stones are compared through loadsgf + list_stones):
#   1. every text board of the Go corpus, read by kifu into SGF, loads in GNU Go as the same
#      stones as the SGF GNU Go printed for that position;
#   2. random positions of every size 2–19 in every style, drawn by kifu and read back by kifu,
#      load as the same stones; and kifu's GTP drawing equals GNU Go's showboard, star points
#      included;
#   3. games played: the corpus game, and random games of legal moves that GNU Go chose
#      (all_legal, so with many captures and kos), played by kifu (goban render --every-move)
#      give GNU Go's board after every move.
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

# 3. Games. The corpus game: GNU Go's `loadsgf FILE N` plays the moves before move N.
game=$work/game.sgf
sed '1s/^\xEF\xBB\xBF//' "$data/sabaki-sgf/utf8bom.sgf" > "$game"
boards() {  # GNU Go's board after each of moves 0..$2 of the SGF file $1, one file each
  for ((k = 0; k <= $2; k++)); do printf 'loadsgf %s %d\nshowboard\n' "$1" $((k + 1)); done |
    "$gnugo" --mode gtp |
    awk -v out="$work/gnugo-move-" '/^= $/ {n++; f = out (n - 1) ".txt"; next} f && /^$/ {close(f); f = ""} f {print > f}'
}
compare_moves() {  # kifu's board after every move of $1 (with $2 moves) against GNU Go's
  boards "$1" "$2"
  rm -f "$work"/kifu-move-*.txt
  "$kifu" goban render "$1" --every-move --style gtp > "$work/kifu-boards.txt" 2> "$work/kifu-errors.txt" ||
    { fail "$1: the game does not play: $(head -1 "$work/kifu-errors.txt")"; return; }
  [[ -s $work/kifu-errors.txt ]] && fail "$1: $(head -1 "$work/kifu-errors.txt")"
  awk -v out="$work/kifu-move-" '/^move [0-9]+(: pass)?$/ {sub(":", "", $2); f = out $2 ".txt"; next}
    /^$/ {close(f); f = ""; next}
    f {print > f}' "$work/kifu-boards.txt"
  for ((k = 0; k <= $2; k++)); do
    sed -E 's/ +(WHITE|BLACK) \([OX]\) has captured [0-9]+ stones?$//' "$work/gnugo-move-$k.txt" > "$work/gnugo-board.txt"
    [[ -f $work/kifu-move-$k.txt ]] || { fail "$1: kifu drew no board after move $k"; return; }
    diff "$work/kifu-move-$k.txt" "$work/gnugo-board.txt" > /dev/null ||
      { fail "$1: kifu's board after move $k differs from GNU Go's"; return; }
  done
}
compare_moves "$game" 164
played=165

# Random games: at each turn a random move among GNU Go's all_legal (a pass when there is none,
# or now and then), written as SGF.
mkfifo "$work/to-engine" "$work/from-engine"
"$gnugo" --mode gtp < "$work/to-engine" > "$work/from-engine" 2> "$work/engine-errors.txt" &
engine=$!
exec {to_engine}> "$work/to-engine" {from_engine}< "$work/from-engine"
gtp() {  # one GTP command and its answer, without the "= "
  echo "$1" >&"$to_engine"
  local line answer=""
  while IFS= read -r line <&"$from_engine"; do
    [[ -z $line ]] && break
    answer+="$line "
  done
  printf '%s' "${answer#= }"
}
for size in 5 9 13 19; do
  gtp "boardsize $size" > /dev/null
  gtp "clear_board" > /dev/null
  sgf="(;GM[1]FF[4]SZ[$size]" moves=$((size < 19 ? size * size * 2 : 240))
  for ((m = 0; m < moves; m++)); do
    color=black player=B
    ((m % 2 == 0)) || color=white player=W
    read -ra legal <<< "$(gtp "all_legal $color")"
    if ((${#legal[@]} == 0 || RANDOM % 40 == 0)); then
      gtp "play $color pass" > /dev/null
      sgf+=";$player[]"
      continue
    fi
    vertex=${legal[RANDOM % ${#legal[@]}]}
    gtp "play $color $vertex" > /dev/null
    column=${vertex:0:1} row=${vertex:1}
    x=$(expr index ABCDEFGHJKLMNOPQRST "$column") y=$((size - row))
    sgf+=";$player[${letters:x-1:1}${letters:y:1}]"
  done
  printf '%s)\n' "$sgf" > "$work/random-game-$size.sgf"
  compare_moves "$work/random-game-$size.sgf" "$moves"
  played=$((played + moves + 1))
done
gtp quit > /dev/null || true
exec {to_engine}>&- {from_engine}<&-
wait "$engine" || fail "GNU Go ended with an error: $(head -3 "$work/engine-errors.txt")"

echo "GNU Go agreed on 11 corpus boards, $positions random positions (sizes 2-19) and $played positions of played games, $failures failures"
((failures == 0))
