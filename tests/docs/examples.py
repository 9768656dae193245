"""Runs every `kifu ...` example of the documentation, so that none can rot.

Usage: examples.py KIFU SOURCE_DIR WORK_DIR

Takes each line that starts with `kifu ` (or `$ kifu `) in the ```sh, ```console and ```bash
blocks of SOURCE_DIR/README.md and SOURCE_DIR/docs/*.md, puts the program KIFU where it says
`kifu`, and runs it with bash in a scratch directory under WORK_DIR that holds the fixture files
the block's lines name (FIXTURES below). The lines of one block run in one directory, in order,
as a person would type them, so a later line may read what an earlier one wrote.

A line fails when it is a usage error (exit status 2), when the program crashes (killed by a
signal other than SIGPIPE), when it runs longer than TIMEOUT seconds, or when the program says
that a file it was given cannot be opened (a name missing from FIXTURES). Exit status 1 (invalid
input) is allowed: some examples show what kifu says about a bad file. `kifu serve` lines are
started on a free port (their --port is replaced) and pass once the server says where it
listens, then are stopped; they are skipped when kifu-serve is not beside kifu. An engine's
--movetime is cut to 50 ms.
"""
import glob
import os
import re
import shutil
import signal
import subprocess
import sys
import time

TIMEOUT = 120  # seconds a line may take (the debug and sanitizer builds are slow)
SERVE_TIMEOUT = 30  # seconds a kifu serve line may take to say where it listens

# The file names the examples use, and the fixtures they stand for (relative to tests/). A name
# ending in / is a directory holding the files listed. A .dia brings its .tjn and .rem along.
FIXTURES = {
    # shogi records
    "game.kif": "data/kif/jkf_ryuou201409020101.kif",  # 竜王戦, 117 moves, Shift_JIS
    "game.csa": "cli/input/game.csa",
    "floodgate.csa": "data/kif/skc_floodgate.csa",  # a floodgate game with '** evaluations
    "collection.kifu": "cli/input/collection.kifu",  # several records, #--separator-- lines
    "problem.kif": "data/tsume/kifu-for-js/32ryu-cumbersome.kif",  # a 9-ply tsume problem
    "games/": {
        "games/ryuou.kif": "data/kif/jkf_ryuou201409020101.kif",
        "games/kyoochi.kif": "data/kif/jkf_20081220kyoochi.kif",
        "games/floodgate.csa": "data/kif/skc_floodgate.csa",
        "games/three-games.csa": "data/csa/three-games.csa",
    },
    # T-BASE sets
    "classics.dia": "data/tbase/classics.dia",  # 9 works: 煙詰, the format description's example …
    "damaged.dia": "data/tbase/damaged.dia",
    "set.dia": "cli/input/taichitsume-set.dia",  # one work of 7 plies
    "sets/": {
        "sets/classics.dia": "data/tbase/classics.dia",
        "sets/taichitsume-set.dia": "cli/input/taichitsume-set.dia",
    },
    # cerke and Go
    "game.ckka": "data/ckka/kiaak-parser-tests__case2.ckka",
    "game.sgf": "data/go/sabaki-sgf/utf8bom.sgf",  # 164 moves
    "position.sgf": "data/go/gnugo/printsgf_9.sgf",
    "post.txt": "data/go/synthetic/figom_like_jp_9.txt",  # a Japanese text board, pasted
}

kifu, source, work = (os.path.abspath(a) for a in sys.argv[1:4])
tests = os.path.join(source, "tests")
serve_available = os.path.exists(os.path.join(os.path.dirname(kifu), "kifu-serve"))


def blocks(path):
    """The shell blocks of a Markdown file: (first line number, [(line number, command)])."""
    found, current, start = [], None, 0
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            fence = re.match(r"^\s*```+\s*(\w*)", line)
            if fence:
                if current is None:
                    current, start = ([] if fence.group(1) in ("sh", "console", "bash") else False), number
                else:
                    if current:
                        found.append((start, current))
                    current = None
                continue
            if current is not False and current is not None:
                m = re.match(r"^\s*(?:\$\s+)?(kifu\s.*)$", line.rstrip("\n"))
                if m:
                    current.append((number, m.group(1)))
    return found


def strip_comment(line):
    """The line without a trailing shell comment (a # after a blank, outside quotes)."""
    quote = None
    for i, c in enumerate(line):
        if quote:
            if c == quote:
                quote = None
        elif c in "'\"":
            quote = c
        elif c == "#" and (i == 0 or line[i - 1].isspace()):
            return line[:i].rstrip()
    return line.rstrip()


def with_program(line):
    """`kifu` at the start of each command of the line replaced by the program's path."""
    return re.sub(r"(^|&&|\|\||;|\|)(\s*)kifu(?=\s)", lambda m: m.group(1) + m.group(2) + "'" + kifu + "'",
                  line)


def fixture_files(name):
    """The (path in the scratch directory, fixture path) pairs a name brings."""
    target = FIXTURES[name]
    pairs = list(target.items()) if isinstance(target, dict) else [(name, target)]
    more = []
    for path, fixture in pairs:
        if fixture.endswith(".dia"):  # the solutions and comments beside a set
            for ext in (".tjn", ".rem"):
                companion = os.path.join(tests, fixture[:-4] + ext)
                if os.path.exists(companion):
                    more.append((path[:-4] + ext, fixture[:-4] + ext))
    return pairs + more


def prepare(directory, commands):
    """Copies into `directory` the fixtures that the commands name."""
    words = set()
    for command in commands:
        words.update(re.split(r"[\s'\"=]+", command))
    for name in FIXTURES:
        if name in words or (name.endswith("/") and any(w.startswith(name) for w in words)):
            for path, fixture in fixture_files(name):
                destination = os.path.join(directory, path)
                os.makedirs(os.path.dirname(destination), exist_ok=True)
                shutil.copyfile(os.path.join(tests, fixture), destination)


SERVE = re.compile(r"(?:^|&&|;)\s*kifu\s+serve\s")


def run_serve(command, directory):
    """A kifu serve line (kifu serve last on it): started on a free port, stopped once it says
    where it listens."""
    start = list(SERVE.finditer(command))[-1].start()
    before, serve = command[:start], command[start:]
    if re.search(r"--port\s+\S+", serve):
        serve = re.sub(r"--port\s+\S+", "--port 0", serve)
    else:
        serve += " --port 0"
    command = before + serve
    p = subprocess.Popen(["bash", "-c", with_program(command)], cwd=directory, stdout=subprocess.PIPE,
                         stderr=subprocess.STDOUT, start_new_session=True)
    output, deadline = b"", time.monotonic() + SERVE_TIMEOUT
    os.set_blocking(p.stdout.fileno(), False)
    while time.monotonic() < deadline and b"http://" not in output and p.poll() is None:
        time.sleep(0.1)
        output += p.stdout.read() or b""
    served = b"http://" in output
    if p.poll() is None:
        os.killpg(p.pid, signal.SIGTERM)
        try:
            p.wait(timeout=10)
        except subprocess.TimeoutExpired:
            os.killpg(p.pid, signal.SIGKILL)
            p.wait()
    output += p.stdout.read() or b""
    if served:
        return None, output
    if p.returncode is not None and p.returncode != 0:
        return f"exit status {p.returncode} before serving", output
    return f"did not say where it listens within {SERVE_TIMEOUT} s", output


def run(command, directory):
    """Runs one line; gives (what failed or None, its output). An engine's thinking time per
    position (--movetime) is cut to 50 ms: the example's output is not what is checked, and the
    README's 117 positions at 500 ms took most of the test's time."""
    if SERVE.search(command):
        return run_serve(command, directory)
    command = re.sub(r"--movetime\s+\d+", "--movetime 50", command)
    p = subprocess.Popen(["bash", "-c", with_program(command)], cwd=directory, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, start_new_session=True)
    try:
        out, err_bytes = p.communicate(timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)  # the shell and every program it started
        out, err_bytes = p.communicate()
        return f"still running after {TIMEOUT} s", out + err_bytes
    output = out + err_bytes
    err = err_bytes.decode("utf-8", "replace")
    status = p.returncode
    if status == 2:
        return "usage error (exit status 2)", output
    if status in (126, 127):
        return f"the shell could not run it (exit status {status})", output
    if status < 0 and -status != signal.SIGPIPE or status > 128 and status - 128 != signal.SIGPIPE:
        return f"crashed (exit status {status})", output
    if "cannot open the file" in err:
        return "names a file that is not there (add it to FIXTURES in tests/docs/examples.py)", output
    return None, output


def main():
    pages = [os.path.join(source, "README.md")] + sorted(glob.glob(os.path.join(source, "docs", "*.md")))
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    failures, ran, skipped = [], 0, 0
    for page in pages:
        name = os.path.relpath(page, source)
        for start, lines in blocks(page):
            directory = os.path.join(work, f"{name.replace('/', '_')}-{start}")
            os.makedirs(directory)
            commands = [strip_comment(line) for _, line in lines]
            prepare(directory, commands)
            for (number, _), command in zip(lines, commands):
                where = f"{name}:{number}"
                if SERVE.search(command) and not serve_available:
                    print(f"skip {where}: {command} (kifu-serve not built)")
                    skipped += 1
                    continue
                problem, output = run(command, directory)
                ran += 1
                if problem:
                    failures.append(where)
                    print(f"FAIL {where}: {command}\n  {problem}")
                    for out_line in output.decode("utf-8", "replace").splitlines()[:20]:
                        print("  | " + out_line)
                else:
                    print(f"ok   {where}: {command}")
    print(f"{ran - len(failures)} passed, {len(failures)} failed" + (f", {skipped} skipped" if skipped else ""))
    if ran == 0:
        print("no kifu example found")
        return 1
    return 1 if failures else 0


sys.exit(main())
