#!/usr/bin/env bash
# Runs the tsume solver over a collection of classic problems (a .tsv file of
# tests/data/tsume/classics/: number, sfen, book_plies, title, source) with a time limit per
# problem, one problem at a time, and prints one line per problem:
#   number, book plies, result (mate N / nomate / unknown / error), the difference between the
#   solver's length and the book's, the plies of the line printed, nodes and seconds (the
#   solver's own, from its `info nodes` line, and the wall clock of the whole run); "mate N?"
#   is a mate not proved the shortest,
# then a summary: solved, solved with the book's length, longer, shorter, proved the shortest
# (without FIRST=1), lines as long as their mate, unknown, nomate.
# COUNT=tsume (the default) counts as the books do, futile interpositions (無駄合) left out;
# COUNT=strict counts every interposition, so a book length that leaves out futile ones comes
# out shorter than the solver's (a "+2" is usually one of those).
# Build a Release kifu first:
#   cmake --preset release && cmake --build --preset release --target kifu_program
# Usage: bench/tsume_classics.sh KIFU FILE.tsv SECONDS [MAX_BOOK_PLIES]
#   e.g. bench/tsume_classics.sh build/release/apps/kifu \
#          tests/data/tsume/classics/shogi-zuko.tsv 3 99
# Problems whose book length is above MAX_BOOK_PLIES are listed as skipped, not run.
# MEMORY (MB of transposition table, default 256) and COUNT (tsume or strict) are read from
# the environment; FIRST=1 stops at the first mate proved (its length need not be the shortest);
# THREADS=N searches each problem on N threads (default 1).
set -euo pipefail
if [[ $# -lt 3 ]]; then
  sed -n "2,20p" "$0" | sed 's/^# \{0,1\}//'
  exit 2
fi
kifu=$1
file=$2
limit=$3
max_plies=${4:-}
memory=${MEMORY:-256}
count=${COUNT:-tsume}
threads=${THREADS:-1}
extra=()
[[ "${FIRST:-}" == 1 ]] && extra=(--first)
[[ -x "$kifu" ]] || { echo "tsume_classics.sh: $kifu: not an executable" >&2; exit 2; }
[[ -r "$file" ]] || { echo "tsume_classics.sh: $file: cannot read" >&2; exit 2; }

# A run that does not stop by itself is killed well after its own limit.
guard=$(awk -v l="$limit" 'BEGIN { printf "%d", l * 3 + 10 }')

printf '# %s, --count %s, --time-limit %s s, --memory %s MB, --threads %s%s%s\n' \
  "$(basename "$file")" "$count" "$limit" "$memory" "$threads" "${extra[*]:+, ${extra[*]}}" \
  "${max_plies:+, book length <= $max_plies}"
printf '%-4s %5s  %-10s %5s %5s %12s %8s %8s  %s\n' no book result vs_book line nodes solver_s \
  wall_s title
total=0 run=0 skipped=0 solved=0 proved=0 same=0 longer=0 shorter=0 unknown=0 nomate=0 errors=0
whole_lines=0
solver_sum=0 wall_sum=0
# Tabs become \x1f, which is not white space to read, so an empty title stays a field.
while IFS=$'\x1f' read -r number sfen book title _source; do
  [[ "$number" == number ]] && continue # header
  [[ -z "$number" ]] && continue
  total=$((total + 1))
  if [[ -n "$max_plies" && "$book" -gt "$max_plies" ]]; then
    skipped=$((skipped + 1))
    printf '%-4s %5s  %-10s %5s %5s %12s %8s %8s  %s\n' "$number" "$book" skipped - - - - - \
      "$title"
    continue
  fi
  run=$((run + 1))
  start=$EPOCHREALTIME
  out=$(timeout -k 5 "$guard" "$kifu" tsume solve "${extra[@]}" --count "$count" \
          --time-limit "$limit" --memory "$memory" --threads "$threads" \
          --sfen "$sfen" 2>&1 </dev/null) || true
  end=$EPOCHREALTIME
  wall=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.2f", b - a }')
  nodes=$(printf '%s\n' "$out" | awk '/^info nodes/ { print $3; exit }')
  solver_s=$(printf '%s\n' "$out" | awk '/^info nodes/ { printf "%.2f", $5; exit }')
  line=$(printf '%s\n' "$out" | awk '/^pv/ { print NF - 1; exit }')
  last=$(printf '%s\n' "$out" | grep -E '^(mate [0-9]+|nomate|unknown)' | tail -1 || true)
  diff=-
  case "$last" in
    mate*)
      length=$(awk '{ print $2 }' <<<"$last")
      result="mate $length"
      solved=$((solved + 1))
      [[ "${line:-0}" == "$length" ]] && whole_lines=$((whole_lines + 1))
      d=$((length - book))
      if ((d == 0)); then same=$((same + 1)); diff='='
      elif ((d > 0)); then longer=$((longer + 1)); diff="+$d"
      else shorter=$((shorter + 1)); diff="$d"
      fi
      if [[ "$last" == *"not proved shortest"* ]]; then result="$result?"
      else proved=$((proved + 1))
      fi
      ;;
    nomate) result=nomate; nomate=$((nomate + 1)) ;;
    unknown) result=unknown; unknown=$((unknown + 1)) ;;
    *) result=error; errors=$((errors + 1)) ;;
  esac
  solver_sum=$(awk -v a="$solver_sum" -v b="${solver_s:-0}" 'BEGIN { printf "%.2f", a + b }')
  wall_sum=$(awk -v a="$wall_sum" -v b="$wall" 'BEGIN { printf "%.2f", a + b }')
  printf '%-4s %5s  %-10s %5s %5s %12s %8s %8s  %s\n' "$number" "$book" "$result" "$diff" \
    "${line:--}" "${nodes:--}" "${solver_s:--}" "$wall" "$title"
done < <(tr '\t' '\037' <"$file")
echo "# problems $total, run $run, skipped $skipped (book length > ${max_plies:-none})"
echo "# solved $solved (book length $same, longer $longer, shorter $shorter; proved the shortest $proved;" \
  "lines as long as their mate $whole_lines), unknown $unknown, nomate $nomate, errors $errors"
echo "# seconds: solver $solver_sum, wall $wall_sum"
