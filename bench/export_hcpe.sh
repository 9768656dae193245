#!/usr/bin/env bash
# Times training-data export end to end from files: `kifu export` (one thread and every core) and
# the Python package's kifu.export_hcpe over 1,000 CSA games, beside `kifu sfen` over the same
# files and the same SFENs from Python (kifu.read(path).sfens() for each file, and a walk over
# record.positions() calling sfen() on each). The games are bench/sfen_end_to_end.sh's random legal games, each given a %TORYO so that
# it has a result. Medians of 5 runs; rows and games a second.
# Build a Release kifu and its Python package first:
#   cmake --preset release && cmake --build --preset release --target kifu_program kifu_python
# Usage: bench/export_hcpe.sh [BUILD_DIR]   (default build/release; PYTHON: the interpreter the
#   package was built for, default Debian's /usr/bin/python3)
set -euo pipefail
cd "$(dirname "$0")/.."
build=$(realpath "${1:-build/release}")
games=build/bench/sfen-end-to-end/csa
if [[ ! -f $games/game0999.csa ]]; then
  echo "export_hcpe: no games in $games; run bench/sfen_end_to_end.sh first" >&2
  exit 2
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for f in "$games"/*.csa; do
  { cat "$f"; echo "%TORYO"; } >"$work/$(basename "$f")"
done
python=${PYTHON:-/usr/bin/python3}
PYTHONPATH=$build/python "$python" - "$build/apps/kifu" "$work" <<'PY'
import glob, os, statistics, subprocess, sys, time, warnings
import kifu
program, work = sys.argv[1:3]
paths = sorted(glob.glob(os.path.join(work, "*.csa")))
def median(run, rounds=5):
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return statistics.median(times)
out = os.path.join(work, "out.hcpe")
def export(threads):
    subprocess.run([program, "export", *paths, "-o", out, "--force", "--threads", str(threads)],
                   check=True, stderr=subprocess.DEVNULL)
def sfen():
    subprocess.run([program, "sfen", *paths, "--threads", "1"], check=True,
                   stdout=subprocess.DEVNULL)
def python_sfens():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for p in paths:
            kifu.read(p).sfens()
def python_positions():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for p in paths:
            for position in kifu.read(p).positions():
                position.sfen()
def python():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return kifu.export_hcpe(paths)
rows = len(python())
print(f"# {len(paths)} games, {rows} rows")
for label, run in [("kifu export --threads 1", lambda: export(1)),
                   ("kifu export (every core)", lambda: export(os.cpu_count())),
                   ("kifu.export_hcpe (Python)", python),
                   ("kifu sfen --threads 1", sfen),
                   ("kifu.read(path).sfens()", python_sfens),
                   ("for p in positions(): sfen()", python_positions)]:
    t = median(run)
    print(f"{label:28s} {t:6.3f} s  {len(paths) / t:8.0f} games/s  {rows / t:9.0f} rows/s")
PY
