#!/usr/bin/env bash
# Times `for p in record.positions(): p.sfen()` in Python against the same loop in C++, end to
# end from files, over bench/sfen_end_to_end.sh's 1,000 random legal CSA games:
#   (a) bench/positions_loop (C++): each file read, the format found from the bytes, the main
#       line walked with main_line_cursor, to_sfen of each position;
#   (b) for path in paths: for p in kifu.read(path).positions(): p.sfen()
#   (c) for path in paths: kifu.read(path).sfens()        (one call per record)
# The three are run in turn, round after round, so that a busy spell of the shared machine falls
# on all of them; medians of 5 rounds of the wall time, positions a second, and each rate over
# the C++ one, then the same from the median CPU time (on a busy machine the wall time is the CPU
# time the others leave; the C++ loop is the shortest, so a busy spell moves its figure most).
# The C++ times are the ones the program measures itself after an untimed pass (its start-up
# left out, as the Python times leave the interpreter's start-up and `import kifu` out).
# Builds nothing. Build a Release kifu with the benchmarks and the Python package first:
#   cmake -S . -B build/release -G Ninja -DCMAKE_BUILD_TYPE=Release -DKIFU_BUILD_TESTS=OFF \
#     -DKIFU_PYTHON=ON -DKIFU_BUILD_BENCH=ON
#   cmake --build build/release --target kifu_python positions_loop
# Usage: bench/python_positions.sh [BUILD_DIR]   (default build/release; PYTHON: the interpreter
#   the package was built for, default Debian's /usr/bin/python3)
set -euo pipefail
cd "$(dirname "$0")/.."
build=$(realpath "${1:-build/release}")
games=build/bench/sfen-end-to-end/csa
if [[ ! -f $games/game0999.csa ]]; then
  echo "python_positions: no games in $games; run bench/sfen_end_to_end.sh first" >&2
  exit 2
fi
program=$build/bench/positions_loop
if [[ ! -x $program || ! -d $build/python/kifu ]]; then
  echo "python_positions: $program or $build/python/kifu is missing; configure $build with" \
    "-DKIFU_BUILD_BENCH=ON -DKIFU_PYTHON=ON and build the targets positions_loop kifu_python" >&2
  exit 2
fi
python=${PYTHON:-/usr/bin/python3}
PYTHONPATH=$build/python "$python" - "$program" "$games" <<'PY'
import glob, os, statistics, subprocess, sys, time, warnings
import kifu
program, games = sys.argv[1:3]
paths = sorted(glob.glob(os.path.join(games, "*.csa")))

def cpp():
    # --warm-up: one untimed pass first, as the Python loops run in a process that has run them
    out = subprocess.run([program, "--warm-up", *paths], check=True, capture_output=True,
                         text=True).stdout
    words = out.split()
    value = lambda key: words[words.index(key) + 1]
    return float(value("seconds")), float(value("cpu")), int(value("positions"))
def python_positions():
    n = 0
    for path in paths:
        for p in kifu.read(path).positions():
            p.sfen()
            n += 1
    return n
def python_sfens():
    n = 0
    for path in paths:
        n += len(kifu.read(path).sfens())
    return n
def timed(run):
    start, cpu = time.perf_counter(), time.process_time()
    n = run()
    return time.perf_counter() - start, time.process_time() - cpu, n

runs = {"cpp": [], "positions": [], "sfens": []}
cpus = {"cpp": [], "positions": [], "sfens": []}
counts = {}
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    python_positions()  # warm the page cache and the interpreter
    for _ in range(5):
        for key, run in [("cpp", cpp), ("positions", lambda: timed(python_positions)),
                         ("sfens", lambda: timed(python_sfens))]:
            t, cpu, n = run()
            runs[key].append(t)
            cpus[key].append(cpu)
            counts[key] = n
if len(set(counts.values())) != 1:
    sys.exit(f"python_positions: the loops saw different numbers of positions: {counts}")
positions = counts["cpp"]
load = open("/proc/loadavg").read().split()[:3]
print(f"# {len(paths)} games, {positions} positions; {os.cpu_count()} cores; "
      f"load average {' '.join(load)}")
for times, kind in [(runs, "wall"), (cpus, "CPU")]:
    base = statistics.median(times["cpp"])
    for key, label in [("cpp", "C++ main_line_cursor + to_sfen"),
                       ("positions", "for p in positions(): p.sfen()"),
                       ("sfens", "record.sfens()")]:
        t = statistics.median(times[key])
        spread = " ".join(f"{x * 1000:.0f}" for x in times[key])
        print(f"{label:31s} {t * 1000:6.1f} ms {kind:4s} {positions / t:8.0f} positions/s "
              f"{base / t:6.1%} of C++  (runs: {spread})")
PY
