#!/usr/bin/env bash
# Times `kifu tbase verify` (完全性: 余詰, 早詰, 不詰, 変長) over a set of problems written as a
# T-BASE .dia and .tjn (each solution the solver's own main line, found first with `kifu tsume
# solve` in SECONDS; a problem it does not solve goes without one), one thread, and estimates
# what a database of 300,000 works would take on one 2-core machine and on ten.
# The sets: `set` (tests/data/tsume/set-3-29.tsv, 100 problems of 3 to 29 plies, the bulk of
# what tsume databases hold) or `classics` (the 200 of 将棋図巧 and 将棋無双, 3 to 873 plies).
# Build a Release kifu first:
#   cmake --preset release && cmake --build --preset release --target kifu_program
# Usage: bench/verify_set.sh KIFU [set|classics] [SECONDS]   (SECONDS: the limit a work, default 10)
set -euo pipefail
if [[ $# -lt 1 ]]; then
  sed -n "2,9p" "$0" | sed 's/^# \{0,1\}//'
  exit 2
fi
kifu=$(realpath "$1") which=${2:-set} limit=${3:-10}
cd "$(dirname "$0")/.."
case "$which" in
  set) sources=(tests/data/tsume/set-3-29.tsv) ;;
  classics) sources=(tests/data/tsume/classics/shogi-zuko.tsv tests/data/tsume/classics/shogi-muso.tsv) ;;
  *) echo "verify_set.sh: the set is set or classics, not $which" >&2; exit 2 ;;
esac
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Each problem's solution: the solver's main line in tsume notation (14龍13金合…), or nothing.
for source in "${sources[@]}"; do
  tail -n +2 "$source" | while IFS=$'\t' read -r _id sfen _rest; do
    "$kifu" tsume solve --count tsume --format kif --time-limit "$limit" --sfen "$sfen" \
      2>/dev/null | awk '!/^(info|mate|nomate|unknown)/' | head -1 | tr -d '\n'
    echo
  done
done >"$work/solutions.txt"
# The diagrams and solutions as T-BASE records, by the fixtures' own writer
# (tests/data/tbase/make_fixtures.py).
python3 - "$work/set" "$work/solutions.txt" "${sources[@]}" <<'PY'
import sys
sys.path.insert(0, 'tests/data/tbase')
import make_fixtures as f
solutions = open(sys.argv[2], encoding='utf-8').read().split('\n')
dia, tjn = [], []
for source in sys.argv[3:]:
    for line in open(source, encoding='utf-8').read().splitlines()[1:]:
        cells = line.split('\t')
        solution = solutions[len(dia)]
        p = dict(number=len(dia) + 1, author='', source='', published='',
                 moves=len(f.split_moves(solution)) if solution else int(cells[2]),
                 originality=None, article='', title='', jissen=0, completeness=0, awards='',
                 original_source='', mate_king='  ', mate_pieces=None, mate_attackers=None,
                 three_line=False, ids=' ' * 48, tail=' ' * 39, sfen=cells[1], solution=solution)
        dia.append(f.dia_record(p))
        if solution:
            tjn.append(f.tjn_lines(p))
open(sys.argv[1] + '.dia', 'wb').write(b''.join(dia))
open(sys.argv[1] + '.tjn', 'wb').write(b''.join(tjn))
print(f"# {len(tjn)} of {len(dia)} problems with a solution")
PY
start=$(date +%s.%N)
"$kifu" tbase verify "$work/set.dia" --threads 1 --time-limit "$limit" --format json \
  >"$work/out.jsonl" || true  # exit status 1: some works are not 完全
end=$(date +%s.%N)
python3 - "$work/out.jsonl" "$start" "$end" "$limit" "$which" <<'PY'
import json, statistics, sys
rows = [json.loads(l) for l in open(sys.argv[1], encoding='utf-8')]
wall = float(sys.argv[3]) - float(sys.argv[2])
seconds = sorted(r['seconds'] for r in rows)
limited = sum(1 for r in rows if r['limit_reached'])
verdicts = {}
for r in rows:
    verdicts[r['verdict']] = verdicts.get(r['verdict'], 0) + 1
mean = wall / len(rows)
print(f"# {sys.argv[5]}: {len(rows)} works, --time-limit {sys.argv[4]}, one thread")
print(f"# wall {wall:.1f} s; a work: mean {mean:.2f} s, median {statistics.median(seconds):.2f} s, "
      f"90th percentile {seconds[int(len(seconds) * 0.9)]:.2f} s, largest {seconds[-1]:.2f} s")
print(f"# limit reached: {limited}; verdicts (0 完全, 1 余早詰, 2 不詰, 3 不詰・余早詰, 4 変長, None: a limit stopped a check): "
      + ", ".join(f"{k}: {v}" for k, v in sorted(verdicts.items(), key=str)))
for machines in (1, 10):
    days = 300_000 * mean / (2 * machines) / 86400
    print(f"# 300,000 such works on {machines} 2-core machine{'s' if machines > 1 else ''}: "
          f"{days:.1f} days ({days * 24:.0f} hours)")
PY
