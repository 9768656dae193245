"""Interruption: SIGINT to the subcommands that produce one result per item, then a look at what
they left. Usage: interrupt.py KIFU DATA_DIR WORK_DIR. Each check stops the program mid-run,
expects exit status 130, a line "interrupted after N of M …" on stderr, and complete output:
whole lines, whole files, no temporary file left."""
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time

from checks import check, finish

kifu, data, work = sys.argv[1:4]
shutil.rmtree(work, ignore_errors=True)
os.makedirs(work)


def interrupted_run(args, wait, out_path=None):
    """Starts kifu, sends SIGINT after `wait` seconds, returns (status, stdout, stderr). With
    `out_path`, standard output goes to that file, made anew, and stdout is None."""
    sink = open(out_path, "wb") if out_path else subprocess.PIPE
    p = subprocess.Popen([kifu] + args, stdout=sink, stderr=subprocess.PIPE)
    time.sleep(wait)
    p.send_signal(signal.SIGINT)
    out, err = p.communicate(timeout=60)
    if out_path:
        sink.close()
    return p.returncode, out, err.decode()


def interrupted_midway(args, wait, done_enough, out_path=None, reset=lambda: None):
    """interrupted_run until `done_enough(err)`: on a loaded machine the signal can come before
    the first item is finished, which tests nothing, so such a run is made again with twice the
    wait (four tries). `reset` removes what a try left."""
    for _ in range(4):
        reset()
        status, out, err = interrupted_run(args, wait, out_path)
        if done_enough(err):
            break
        print(f"{args[0]}: interrupted after {wait} s before enough was done; again, waiting longer")
        wait *= 2
    return status, out, err


def progress(err):
    m = re.search(r"interrupted after (\d+) of (\d+) ", err)
    return (int(m.group(1)), int(m.group(2))) if m else (None, None)


def some_done(err):
    """Whether the run was interrupted after at least one item."""
    done, _ = progress(err)
    return done is not None and done > 0


# kifu analyze with a real engine: Ctrl-C stops the running search, what was analysed is written
# whole, and --resume analyses only the rest (skipped when Debian's fairy-stockfish is missing).
engine = "/usr/games/fairy-stockfish"
if os.path.exists(engine):
    analysed = os.path.join(work, "analysed.kif")
    args = ["analyze", os.path.join(data, "kif", "jkf_ryuou201409020101.kif"), "--engine", engine,
            "--plies", "1-6", "-o", analysed]
    status, _, err = interrupted_midway(
        args + ["--movetime", "1500"], 2.5,
        lambda err: re.search(r"[1-9]\d* of 6 positions analysed and written", err) is not None,
        reset=lambda: os.path.exists(analysed) and os.remove(analysed))
    check(status == 130, f"analyze: exit {status}, expected 130 ({err.strip()})")
    m = re.search(r"(\d+) of 6 positions analysed and written", err)
    check(m is not None and 1 <= int(m.group(1)) < 6, f"analyze: {err.strip()}")
    with open(analysed, "rb") as f:
        first = f.read().decode("shift_jis")
    check(first.count("#評価値=") + first.count("#詰み=") == int(m.group(1)) if m else False,
          "analyze: the written record does not hold the positions reported done")
    # The rest to a depth, not for a time: a loaded machine can leave a short search unscored.
    resumed = subprocess.run([kifu] + args + ["--depth", "6", "--resume"],
                             capture_output=True, text=True)
    check(resumed.returncode == 0 and f"{6 - int(m.group(1))} of {6 - int(m.group(1))} positions"
          in resumed.stderr if m else False, f"analyze --resume: {resumed.stderr.strip()}")
    with open(analysed, "rb") as f:
        whole = f.read().decode("shift_jis")
    check(whole.count("#評価値=") + whole.count("#詰み=") == 6,
          "analyze --resume: not every ply of 1-6 has an evaluation")
else:
    print(f"analyze: skipped, {engine} is not installed (scripts/setup installs fairy-stockfish)")

# kifu analyze interrupted while its engine starts (a stand-in that takes 20 s to shake hands):
# it says so, exits 130 at once, and leaves neither an output nor a temporary file.
starting = os.path.join(work, "starting")
os.makedirs(starting)
standin = os.path.join(data, "usi", "standin.sh")
began = time.monotonic()
status, _, err = interrupted_run(
    ["analyze", os.path.join(data, "kif", "jkf_fork.kif"), "--engine", f"sh {standin} slow-start",
     "--movetime", "30", "-o", os.path.join(starting, "analysed.kif")], 1.0)
check(status == 130, f"analyze at the engine's start: exit {status}, expected 130 ({err.strip()})")
check("interrupted while the engine started: nothing analysed, nothing written" in err,
      f"analyze at the engine's start says so: {err.strip()}")
check(time.monotonic() - began < 15, "analyze at the engine's start: it waited for the engine")
check(os.listdir(starting) == [], f"analyze at the engine's start left {os.listdir(starting)}")

# kifu sfen over many files: each file's lines whole, as many sections as files reported done.
record = os.path.join(data, "kif", "jkf_ryuou201409020101.kif")
files = [record] * 20000
status, out, err = interrupted_midway(["sfen", "--threads", "2"] + files, 1.0, some_done)
done, total = progress(err)
check(status == 130, f"sfen: exit {status}, expected 130 ({err.strip()})")
check(total == 20000 and done is not None and 0 < done < total, f"sfen: progress {done} of {total}")
text = out.decode()
check(text.endswith("\n"), "sfen: the output ends in the middle of a line")
sections = text.split("# ")[1:]
check(len(sections) == done, f"sfen: {len(sections)} sections for {done} files")
sizes = {len(s.splitlines()) for s in sections}
check(len(sizes) == 1, f"sfen: sections of different lengths {sorted(sizes)[:5]}")

# kifu tbase verify --format json > v.json: every finished work is a whole JSON line.
# A set of three works of classics.dia (330 bytes each): two solved at once, then 煙詰, which
# takes minutes, so that the signal comes while it is searched.
with open(os.path.join(data, "tbase", "classics.dia"), "rb") as f:
    works = [f.read(330) for _ in range(9)]
three = os.path.join(work, "three.dia")
with open(three, "wb") as f:
    f.write(works[3] + works[4] + works[0])
verified = os.path.join(work, "v.json")
status, _, err = interrupted_midway(
    ["tbase", "verify", three, "--format", "json", "--threads", "1", "--time-limit", "120",
     "--memory", "64"], 3.0, lambda err: progress(err)[0] == 2, out_path=verified)
done, total = progress(err)
check(status == 130, f"tbase verify: exit {status}, expected 130 ({err.strip()})")
check((done, total) == (2, 3), f"tbase verify: progress {done} of {total}, expected 2 of 3")
with open(verified, encoding="utf-8") as f:
    lines = f.read().splitlines()
check(len(lines) == done, f"tbase verify: {len(lines)} lines for {done} works")
for line in lines:
    check("number" in json.loads(line), "tbase verify: a line without its work number")

# kifu search --format json over 9,000 works, its output not read: the pipe fills and the
# program waits on it when the signal comes; the problems printed are whole JSON lines, as many
# as it says.
many = os.path.join(work, "many.dia")
with open(many, "wb") as f:
    f.write(b"".join(works) * 1000)
p = subprocess.Popen([kifu, "search", many, "--format", "json"], stdout=subprocess.PIPE,
                     stderr=subprocess.PIPE)
time.sleep(3.0)
p.send_signal(signal.SIGINT)
out, err = p.communicate(timeout=60)
err = err.decode()
done, total = progress(err)
check(p.returncode == 130, f"search: exit {p.returncode}, expected 130 ({err.strip()})")
check(total == 9000 and done is not None and 0 < done < total, f"search: progress {done} of {total}")
lines = out.decode().splitlines()
check(len(lines) == done, f"search: {len(lines)} problems printed for {done} said")
for line in lines:
    check("number" in json.loads(line), "search: a line that is not a whole problem")

# kifu tsume solve of 寿 (611 plies): interrupted, it prints what it has and says so.
kotobuki = "g3p3+r/3lPG3/1s4ppp/1l1B4P/L2b1kPl1/3+p3+R+p/3+p2+s1S/+NP+p1gS3/1g+p2P3 b 4P3n 1"
status, out, err = interrupted_run(["tsume", "solve", "--memory", "64", "--sfen", kotobuki], 1.0)
text = out.decode()
check(status == 130, f"tsume solve: exit {status}, expected 130 ({err.strip()})")
check(re.search(r"^info nodes \d+ ", text, re.M) is not None, "tsume solve: no info line")
check(re.search(r"^(unknown|mate \d+.*)$", text.strip().splitlines()[-1]) is not None,
      f"tsume solve: no result line in {text!r}")
check("interrupted; the result above is the best found so far" in err, "tsume solve: not said")

# kifu diagram --all -o DIR as PNG: every file written is a whole PNG, none half written. (PNG
# takes long enough a picture to be interrupted; a build without librsvg skips this part.)
pictures = os.path.join(work, "pictures")
probe = subprocess.run([kifu, "diagram", "--sfen", "startpos", "--format", "png", "-o",
                        os.path.join(work, "probe.png")], capture_output=True)
if probe.returncode != 0:
    print("diagram --all: skipped, this kifu cannot write PNG")
    finish()
status, _, err = interrupted_midway(["diagram", record, "--all", "--format", "png", "-o", pictures],
                                    1.5, some_done,
                                    reset=lambda: shutil.rmtree(pictures, ignore_errors=True))
done, total = progress(err)
check(status == 130, f"diagram --all: exit {status}, expected 130 ({err.strip()})")
names = sorted(os.listdir(pictures)) if os.path.isdir(pictures) else []
check(done is not None and 0 < done < total and len(names) == done,
      f"diagram --all: {len(names)} files for progress {done} of {total}")
for name in names:
    check(not name.startswith("."), f"diagram --all: a temporary file was left: {name}")
    with open(os.path.join(pictures, name), "rb") as f:
        png = f.read()
    check(png.startswith(b"\x89PNG") and png.endswith(b"IEND\xaeB`\x82"), f"{name} is not a whole PNG")

finish()
