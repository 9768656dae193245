"""Standard output on a terminal: text comes in UTF-8 whatever encoding a file would get, and
binary output is refused. Usage: terminal.py KIFU DATA_DIR. Each check runs kifu with its
standard output on a pseudo-terminal and looks at the bytes that arrived there."""
import os
import pty
import subprocess
import sys

from checks import check, finish

kifu, data = sys.argv[1:3]


def on_terminal(args):
    """Runs kifu with stdout on a pseudo-terminal; gives (status, terminal bytes, stderr)."""
    master, slave = pty.openpty()
    p = subprocess.Popen([kifu] + args, stdout=slave, stderr=subprocess.PIPE)
    os.close(slave)
    out = b""
    while True:
        try:
            chunk = os.read(master, 65536)
        except OSError:  # the terminal is closed once the program ends
            break
        if not chunk:
            break
        out += chunk
    err = p.stderr.read().decode()
    status = p.wait(timeout=60)
    os.close(master)
    return status, out.replace(b"\r\n", b"\n"), err


record = os.path.join(data, "kif", "jkf_ryuou201409020101.kif")

# CSA is Shift_JIS by default, but not on a terminal.
status, out, err = on_terminal(["convert", record, "--to", "csa"])
check(status == 0, f"convert --to csa: exit {status} ({err.strip()})")
text = out.decode("utf-8", errors="strict") if out else ""
check("N+" in text and "+7776FU" in text, "convert --to csa: no CSA game on the terminal")
check(text.startswith("'CSA encoding=UTF-8"), "convert --to csa: the CSA does not say UTF-8")
check("note:" not in err, f"convert --to csa: a note without --encoding ({err!r})")

# An explicit --encoding sjis gets UTF-8 too, with a note saying so.
status, out, err = on_terminal(["convert", record, "--to", "kif", "--encoding", "sjis"])
check(status == 0, f"convert --encoding sjis: exit {status}")
check(out.startswith(b"#KIF version=2.0 encoding=UTF-8"), "convert --encoding sjis: not UTF-8 KIF")
out.decode("utf-8")
check("note: standard output is a terminal" in err, f"convert --encoding sjis: no note ({err!r})")

# The same through a pipe keeps Shift_JIS.
piped = subprocess.run([kifu, "convert", record, "--to", "kif", "--encoding", "sjis"],
                       capture_output=True)
check(piped.returncode == 0 and not piped.stdout.startswith(b"#KIF version=2.0 encoding=UTF-8")
      and "対局".encode("cp932") in piped.stdout, "convert to a pipe: not Shift_JIS")

# A picture is not written to a terminal.
status, out, err = on_terminal(["diagram", "--sfen", "startpos", "--format", "png"])
check(status == 1 and out == b"", f"diagram --format png: exit {status}, {len(out)} bytes")
check("binary output is not written to a terminal" in err or "PNG" in err,  # or: no librsvg
      f"diagram png: said {err!r}")

finish()
