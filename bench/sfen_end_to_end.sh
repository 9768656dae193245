#!/usr/bin/env bash
# `kifu sfen` end to end over 1,000 record files: the same 1,000 random legal games (1 to 200
# plies, tests/peers/random_games.cpp, fixed seed) as Shift_JIS KIF, as UTF-8 KIF and as CSA
# (written by `kifu convert --to csa`), each read by the release build with --threads 1 and with
# every core. Prints the median wall time of 5 runs of each with the records per second, and
# the median CPU time (on a busy machine the wall time is the CPU time the others leave).
# Usage: bench/sfen_end_to_end.sh [WORKDIR]   (default build/bench/sfen-end-to-end)
set -euo pipefail
cd "$(dirname "$0")/.."
work=${1:-build/bench/sfen-end-to-end}
games=1000
cmake --preset release >/dev/null
cmake --build --preset release -j "$(nproc)" >/dev/null
kifu=build/release/apps/kifu

# The games, made once: random_games writes gameNNNN.kifu (UTF-8); kifu convert makes the others.
if [[ ! -f $work/csa/game0999.csa ]]; then
  mkdir -p "$work/kif" "$work/csa"
  g++ -std=c++20 -O2 -Iinclude -Ibuild/release/include tests/peers/random_games.cpp \
    build/release/src/libkifu.a -licuuc -o "$work/random_games"
  "$work/random_games" "$work/kifu" "$games" 20260301
  for file in "$work"/kifu/*.kifu; do
    stem=$(basename "$file" .kifu)
    "$kifu" convert "$file" --to kif -o "$work/kif/$stem.kif" --force -q
    "$kifu" convert "$file" --to csa -o "$work/csa/$stem.csa" --force -q
  done
fi

# measure LABEL THREADS FILE...: runs `kifu sfen` 5 times; prints the median wall time and
# records/s, and the median CPU time (user + system, all threads) beside it.
measure() {
  local label=$1 threads=$2
  shift 2
  python3 - "$label" "$games" "$kifu" sfen --threads "$threads" "$@" <<'PY'
import os, statistics, subprocess, sys, time
label, games, command = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
walls, cpus = [], []
for _ in range(5):
    start = time.perf_counter()
    child = subprocess.Popen(command, stdout=subprocess.DEVNULL)
    _, status, usage = os.wait4(child.pid, 0)
    walls.append((time.perf_counter() - start) * 1000)
    cpus.append((usage.ru_utime + usage.ru_stime) * 1000)
    if status != 0:
        sys.exit(f"{label}: kifu sfen failed")
wall, cpu = statistics.median(walls), statistics.median(cpus)
print(f"{label:<22} {wall:6.1f} ms wall  {games * 1000 / wall:8.0f} records/s"
      f"   {cpu:6.1f} ms CPU  (wall runs: {' '.join(f'{w:.0f}' for w in walls)})")
PY
}

cores=$(nproc)
echo "$games games, $(cat "$work"/kifu/*.kifu | grep -c '^ *[0-9]') moves; $cores cores;" \
  "load average $(cut -d' ' -f1-3 /proc/loadavg)"
for format in kif kifu csa; do
  measure "$format, --threads 1" 1 "$work/$format"/*."$format"
  measure "$format, --threads $cores" "$cores" "$work/$format"/*."$format"
done
