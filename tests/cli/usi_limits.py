"""The solver's table at the machine's limits (under an address-space limit, so that the
allocation fails): kifu usi keeps the table that worked when a USI_Hash cannot be had, tsume
solve and tbase verify name --memory; and a GUI gone (standard output closed) ends kifu usi
with an error, not a signal. Usage: usi_limits.py KIFU DATA_DIR."""
import resource
import subprocess
import sys

from checks import check, finish

kifu = sys.argv[1]
limit = 3 << 30  # bytes of address space: room for a 256 MB table, not for a huge one


def limited():
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))


hello = subprocess.run([kifu, "usi"], input="usi\nquit\n", capture_output=True, text=True,
                       timeout=30).stdout.splitlines()
hash_line = [l for l in hello if l.startswith("option name USI_Hash ")]
check(len(hash_line) == 1, f"a USI_Hash option ({hello})")
most = int(hash_line[0].split()[-1])
if most > 4096:  # a machine small enough gives no size that the limit refuses and it allows
    wanted = min(most, 16384)
    # Before any table was made, and after one was.
    session = (f"usi\nsetoption name USI_Hash value {wanted}\nisready\nusi\n"
               f"setoption name USI_Hash value {wanted}\nisready\n"
               "position sfen 4k4/9/4P4/9/9/9/9/9/9 b G 1\ngo mate 5000\nquit\n")
    run = subprocess.run([kifu, "usi"], input=session, capture_output=True, text=True,
                         timeout=60, preexec_fn=limited)
    lines = run.stdout.splitlines()
    check(lines.count(f"info string USI_Hash {wanted} MB cannot be had on this machine now; it stays 256") == 2,
          f"a USI_Hash too large to allocate is named ({lines[-6:]}, {run.stderr})")
    check(lines.count(f"option name USI_Hash type spin default 256 min 1 max {most}") == 2,
          f"USI_Hash shows the size kept ({lines})")
    check(lines.count("readyok") == 2 and "checkmate G*5b" in lines,
          f"the engine searches on with the table it had ({lines[-6:]})")
    check(run.returncode == 0, f"exit status 0 ({run.returncode})")

# --memory beyond what the machine gives now is named, not taken for a large input.
data = sys.argv[2]
if most > 4096:
    solve = subprocess.run([kifu, "tsume", "solve", "--memory", "4096", "--sfen",
                            "4k4/9/4P4/9/9/9/9/9/9 b G 1"], capture_output=True, text=True,
                           timeout=60, preexec_fn=limited)
    check(solve.returncode == 1 and solve.stdout == "" and solve.stderr ==
          "kifu tsume solve: error: --memory 4096: a table of that size cannot be had on this "
          "machine now; give a smaller one\n", f"tsume solve --memory too large ({solve})")
    verify = subprocess.run([kifu, "tbase", "verify", f"{data}/tbase/classics.dia", "--work", "4",
                             "--memory", "4096"], capture_output=True, text=True, timeout=60,
                            preexec_fn=limited)
    check(verify.returncode == 1 and "\n  its table of 4096 MB cannot be had on this machine "
          "now; give a smaller --memory\n" in verify.stdout, f"tbase verify --memory too large ({verify})")

# The GUI gone: its end of the pipe closed before the engine answers.
engine = subprocess.Popen([kifu, "usi"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE)
engine.stdout.close()
try:
    _, err = engine.communicate(b"usi\nisready\n" + b"isready\n" * 1000, timeout=30)
except subprocess.TimeoutExpired:
    engine.kill()
    _, err = engine.communicate()
check(engine.returncode == 1, f"a lost output: exit status 1, not a signal ({engine.returncode})")
check(b"could not write to standard output (Broken pipe)" in err,
      f"a lost output is reported ({err!r})")
finish()
