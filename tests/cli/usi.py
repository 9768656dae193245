"""kifu usi, driven as a GUI drives a USI mate engine: the handshake, options, `go mate` on
problems with a known answer (black or white attacking, no mate, both counts), `stop` during an
endless search, a bad position, bad option values and times, `go` without mate (at once, or at
`stop` for `go ponder`), garbage lines, and `quit`. Usage: usi.py KIFU."""
import queue
import subprocess
import sys
import threading
import time

from checks import check, finish

kifu = sys.argv[1]
engine = subprocess.Popen([kifu, "usi"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, text=True, bufsize=1)
lines = queue.Queue()
threading.Thread(target=lambda: [lines.put(l.rstrip("\n")) for l in engine.stdout],
                 daemon=True).start()


def send(*commands):
    for c in commands:
        engine.stdin.write(c + "\n")
    engine.stdin.flush()


def read_until(prefix, seconds=20):
    """The lines up to the first that starts with `prefix` (that one last); [] on a timeout."""
    got = []
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            line = lines.get(timeout=max(deadline - time.monotonic(), 0.01))
        except queue.Empty:
            break
        got.append(line)
        if line.startswith(prefix):
            return got
    check(False, f"no line starting with {prefix!r} within {seconds} s (got {got})")
    return []


def mate_answer(sfen, limit="go mate 5000"):
    send(f"position sfen {sfen}", limit)
    got = read_until("checkmate")
    return got[-1] if got else ""


send("usi")
hello = read_until("usiok")
check(any(l.startswith("id name kifu ") for l in hello), f"usi: no id name ({hello})")
hash_option = [l for l in hello if l.startswith("option name USI_Hash type spin default 256 min 1 max ")]
check(len(hash_option) == 1 and int(hash_option[0].split()[-1]) >= 256,
      f"usi: no USI_Hash option up to the machine's memory ({hello})")
check("option name Threads type spin default 1 min 1 max 1024" in hello,
      f"usi: no Threads option ({hello})")
check(any(l.startswith("option name MateCount type combo") for l in hello),
      f"usi: no MateCount option ({hello})")
check("option name MateShortest type check default true" in hello,
      f"usi: no MateShortest option ({hello})")
send("isready")
check(read_until("readyok")[-1:] == ["readyok"], "isready: no readyok")
# A table larger than the machine is refused in words, and the engine keeps serving.
send("setoption name USI_Hash value 999999999")
refused = read_until("info string USI_Hash")
check(refused and " is not a whole number from 1 to " in refused[-1] and refused[-1].endswith("; it stays 256"),
      f"a huge USI_Hash is refused ({refused})")
# A value that does not fit is named with what would, and the option keeps its value.
send("setoption name MateCount value Foo")
check(read_until("info string")[-1:] ==
      ["info string MateCount: 'Foo' is not one of Strict, Tsume; it stays Strict"],
      "a bad MateCount value is named")
send("setoption name Hash Size value 7")
check(read_until("info string")[-1:] == ["info string option 'Hash Size' is not kifu's; ignored"],
      "an option kifu does not have is named")
send("setoption name USI_Hash value 16", "setoption name Threads value 1", "isready")
check(read_until("readyok")[-1:] == ["readyok"], "isready after the options: readyok")
send("usinewgame")

# Black mates at once; white mates at once (the board turned round); no mate with one pawn.
check(mate_answer("4k4/9/4P4/9/9/9/9/9/9 b G 1") == "checkmate G*5b", "a gold drop mates")
check(mate_answer("9/9/9/9/9/9/4p4/9/4K4 w g 1") == "checkmate G*5h", "white's gold drop mates")
check(mate_answer("4k4/9/9/9/9/9/9/9/9 b P 1") == "checkmate nomate", "one pawn does not mate")
# The two counts: the rook's check mates at once by the books (its interpositions are
# futile), in 15 plies when every interposition counts.
send("position sfen 8k/9/6N1G/9/9/9/9/9/R8 b - 1", "go mate 5000")
got = read_until("checkmate")
strict = got[-1].split() if got else []
check(strict[:1] == ["checkmate"] and len(strict) == 16, f"strict count: 15 plies ({strict})")
# Each step of the search as it ends: the last search for a shorter mate finds none.
check(any(l.startswith("info string a mate within 13 plies: none (") for l in got),
      f"strict count: the step that proves no shorter mate ({got})")
send("setoption name matecount value tsume")  # names and choices in any case
check(mate_answer("8k/9/6N1G/9/9/9/9/9/R8 b - 1") == "checkmate 9i9a+", "tsume count: 1 ply")
send("setoption name MateCount value Strict")

# A position with an illegal move is reported and leaves no position.
send("position startpos moves 7g7f 7g7f")
bad = read_until("info string position")
check(bad and bad[-1].startswith("info string position: column 30: ") and "7g7f" in bad[-1],
      f"an illegal move is reported at its column in the line ({bad})")
send("go mate 100")
got = read_until("checkmate")
check(got[-2:] == ["info string no position to search: the last one was refused (see above)",
                   "checkmate nomate"], f"no position: nomate ({got})")
# Option names are not case-sensitive.
send("setoption name matecount value Tsume")
check(mate_answer("8k/9/6N1G/9/9/9/9/9/R8 b - 1") == "checkmate 9i9a+", "matecount: the tsume count")
send("setoption name MateCount value Strict")

def stopped_search(what):
    """Stops an endless search of 将棋図巧 第1番 (seconds long) after 1.5 s; the lines up to its
    answer. The search looks at the stop flag every 1024 nodes: 2 to 4 ms in a release build;
    the bound leaves room for the debug and sanitizer builds on a busy machine."""
    send("position sfen 1pG1B4/Gs+P6/pP7/n1ls5/3k5/nL4+r1b/1+p1p+R4/1S7/2N6 b SP2gn2l11p 1",
         "go mate infinite")
    time.sleep(1.5)
    started = time.monotonic()
    send("stop")
    answer = read_until("checkmate", 10)
    waited = time.monotonic() - started
    check(answer and waited < 0.25, f"{what}: an answer within 0.25 s ({answer}, {waited:.3f} s)")
    return answer


# stop ends an endless search at once, with an answer; while it searches, an info line comes
# each second.
answer = stopped_search("stop")
infos = [l for l in answer if l.startswith("info time ") and " nodes " in l and " hashfull " in l]
check(len(infos) >= 2, f"info lines while it searches and before the answer ({answer})")

# A position sent while a search runs (no stop before it) ends the search, which answers, and
# says why.
send("position sfen 1pG1B4/Gs+P6/pP7/n1ls5/3k5/nL4+r1b/1+p1p+R4/1S7/2N6 b SP2gn2l11p 1",
     "go mate infinite")
time.sleep(0.5)
send("position sfen 4k4/9/4P4/9/9/9/9/9/9 b G 1")
interrupted = read_until("checkmate", 10)
check(interrupted[-1:] == ["checkmate timeout"] and
      "info string 'position' came while a search ran (no stop before it): the search stops"
      in interrupted, f"a position during a search: named, and the search answers ({interrupted})")

# A command sent as soon as the answer is read comes after the search, not during it: the
# search is over before its answer is written (it was named as an interruption now and then).
raced = []
for _ in range(40):
    mate_answer("4k4/9/4P4/9/9/9/9/9/9 b G 1")
    send("isready")
    raced += [l for l in read_until("readyok") if "came while a search ran" in l]
check(raced == [], f"a command right after an answer is no interruption ({raced})")

# MateShortest false: the first mate found, as fast as it comes.
send("setoption name MateShortest value false")
first = mate_answer("8k/9/6N1G/9/9/9/9/9/R8 b - 1").split()
check(first[0] == "checkmate" and len(first) >= 16, f"the first mate ({first})")
send("setoption name MateShortest value true")

# Two threads on one table: the same mate (将棋図巧 第36番, 13 plies by the books, some 80,000
# positions, enough for the helper to start), and stop still answers at once.
send("setoption name Threads value 0")
refused = read_until("info string")
check(refused[-1:] == ["info string Threads: '0' is not a whole number from 1 to 1024; it stays 1"],
      f"Threads 0 is refused ({refused})")
send("setoption name Threads value 2", "setoption name MateCount value Tsume", "isready")
check(read_until("readyok")[-1:] == ["readyok"], "isready with two threads: readyok")
two = mate_answer("9/6nS1/4s4/4r1P1g/5Sk1B/5+pbR1/4Nsp2/9/4N4 b 3Gn4l15p 1").split()
check(two[:1] == ["checkmate"] and len(two) == 14, f"two threads: 13 plies ({two})")
stopped_search("two threads, stop")
send("setoption name Threads value 1", "setoption name MateCount value Strict")

# go mate with a time that is no time is refused, not searched without end.
for time_given in ["-5", "abc", "1.5", "0"]:
    send("position sfen 4k4/9/4P4/9/9/9/9/9/9 b G 1", f"go mate {time_given}")
    got = read_until("checkmate", 5)
    check(got[-2:] == [f"info string go mate: '{time_given}' is neither a time of 1 millisecond or more nor infinite",
                       "checkmate nomate"], f"go mate {time_given} is refused ({got})")
# The defender without a king is named in the position's own colours (white attacking).
send("position sfen 4k4/9/9/9/9/9/9/9/9 w G 1", "go mate 1000")
got = read_until("checkmate", 5)
check(got[-2:] == ["info string not a mate search: black (the defender, not to move) has no king",
                   "checkmate nomate"], f"a defender without a king ({got})")

send("go btime 0 wtime 0 byoyomi 1000")
check(read_until("bestmove")[-1:] == ["bestmove resign"], "go without mate: bestmove resign")
# go ponder and go infinite answer at stop (or ponderhit), as the protocol wants, not at once.
for wait in ["go ponder btime 0 wtime 0", "go infinite"]:
    send(wait, "isready")
    got = read_until("readyok", 5)
    check(not any(l.startswith("bestmove") for l in got), f"{wait}: no bestmove before stop ({got})")
    send("stop")
    check(read_until("bestmove", 5)[-1:] == ["bestmove resign"], f"{wait}: bestmove at stop")
send("frobnicate")
check(read_until("info string")[-1:] == ["info string unknown command: 'frobnicate'"],
      "an unknown command is named")
# What a GUI sent is quoted back printable and short: control characters, bytes that are not
# UTF-8, a word of 100 KB; a line of more than 1 MiB is skipped whole.
engine.stdin.flush()
engine.stdin.buffer.write(b"\x1b[2J\xff\xfe" + b"z" * 100000 + b"\n")
engine.stdin.buffer.write(b"position startpos moves " + b"7g7f " * 300000 + b"\n")
engine.stdin.buffer.flush()
got = read_until("info string")
check(got[-1:] == ["info string unknown command: ' [2J\\xFF\\xFE" + "z" * 34 + "…'"],
      f"a garbage word is quoted printable and cut ({got[-1][:80] if got else got})")
got = read_until("info string")
check(got[-1:] == ["info string a line of more than 1048576 characters is ignored"],
      f"a huge line is skipped ({got[-1][:80] if got else got})")
# A huge go mate still gets its one answer, which the GUI waits for.
send("go mate 100 " + "x" * 1100000)
got = read_until("checkmate")
check(got[-2:] == ["info string a line of more than 1048576 characters is ignored",
                   "checkmate nomate"], f"a huge go mate is answered ({got})")
send("isready")
check(read_until("readyok")[-1:] == ["readyok"], "the engine serves on after garbage")
send("quit")
try:
    code = engine.wait(timeout=10)
except subprocess.TimeoutExpired:
    engine.kill()
    code = None
check(code == 0, f"quit: exit status 0 (got {code})")
check(engine.stderr.read() == "", "nothing on standard error")
finish()
