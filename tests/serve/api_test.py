#!/usr/bin/env python3
"""kifu serve's JSON API over loopback: every endpoint, the error cases, a search stopped by its
time limit while another request is served, and a small load test (p50/p99 printed); what it
says of the files it is given, and its refusal to start with no works to serve.

Usage: api_test.py KIFU DATA_DIR WORK_DIR"""
import atexit
import http.client
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import threading
import time

KIFU, DATA, WORK = sys.argv[1:4]
CLASSICS = os.path.join(DATA, "tbase", "classics.dia")
RANDOM = os.path.join(DATA, os.pardir, "cli", "hostile", "random.bin")
A_KIF = os.path.join(DATA, "kif", "jkf_9fu.kif")
failures = 0


def check(ok, what):
    global failures
    print(("ok: " if ok else "FAILED: ") + what, flush=True)
    if not ok:
        failures += 1


class Server:
    """`kifu serve ARGS --port 0`, stopped with SIGTERM at the end."""

    def __init__(self, *args):
        self.process = subprocess.Popen([KIFU, "serve", *args, "--port", "0"],
                                        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        atexit.register(self.process.kill)  # a failed check never leaves a server behind
        self.banner = ""
        for line in self.process.stdout:
            self.banner += line
            found = re.search(r"http://([\d.]+):(\d+)/", line)
            if found:
                self.host, self.port = found.group(1), int(found.group(2))
                self.banner += self.process.stdout.readline()
                return
        raise SystemExit("kifu serve did not start:\n" + self.banner)

    def request(self, method, path, body=None, headers=None):
        c = http.client.HTTPConnection(self.host, self.port, timeout=30)
        c.request(method, path, body=body.encode() if isinstance(body, str) else body,
                  headers=headers or {})
        r = c.getresponse()
        data = r.read()
        c.close()
        return r.status, r.getheader("Content-Type") or "", data, r

    def json(self, method, path, body=None):
        status, _, data, _ = self.request(method, path, body)
        return status, json.loads(data)

    def stop(self):
        self.process.terminate()
        code = self.process.wait(timeout=10)
        check(code == 0, "SIGTERM stops the server cleanly")


def error_codes(answer):
    return [e["code"] for e in answer.get("errors", [])]


def endpoints(s):
    check(s.host == "127.0.0.1", "the server binds to 127.0.0.1 by default")
    check("only this machine" in s.banner, "it says that only this machine can connect")

    status, kind, page, r = s.request("GET", "/")
    check(status == 200 and kind.startswith("text/html") and b"/app.js" in page, "GET / is the page")
    check("default-src 'none'" in (r.getheader("Content-Security-Policy") or ""),
          "the page may load nothing from elsewhere (Content-Security-Policy)")
    for path, kind_wanted in [("/app.js", "text/javascript"), ("/style.css", "text/css"),
                              ("/favicon.svg", "image/svg+xml")]:
        status, kind, _, _ = s.request("GET", path)
        check(status == 200 and kind.startswith(kind_wanted), f"GET {path} is {kind_wanted}")
    for t in ["//../../etc/passwd"[1:], "/%2e%2e/%2e%2e/etc/passwd", "/..%2f..%2fetc%2fpasswd",
              "/etc/passwd", "/app.js/../../../etc/passwd"]:
        status, _, data, _ = s.request("GET", t)
        check(status in (400, 404) and b"root:" not in data, f"GET {t} reaches no file ({status})")

    status, a = s.json("POST", "/api/search", "{}")
    check(status == 200 and a["count"] == 9 and len(a["results"]) == 9 and a["searched"] == 9,
          "an empty query finds the 9 works")
    first = a["results"][0]
    check(first["set"] == "classics" and first["number"] == 1 and first["author"] == "伊藤看寿"
          and first["title"] == "煙詰" and first["source"] == "将棋図巧"
          and first["move_count"] == 117 and first["completeness"] == 0
          and first["completeness_name"] == "完全", "a result has its fields")
    check(isinstance(a["elapsed_ms"], (int, float)), "the time taken is given")

    status, a = s.json("POST", "/api/search", '{"offset": 2, "limit": 3}')
    check(status == 200 and a["count"] == 9 and [w["number"] for w in a["results"]] == [3, 4, 5],
          "offset and limit page the results")
    status, a = s.json("POST", "/api/search",
                       '{"info": {"author": {"text": "詰将棋太郎"}},\n "limit": 2, "offset": 1}')
    check(status == 200 and a["count"] == 4 and [w["number"] for w in a["results"]] == [7, 8],
          "a query with its page")
    status, a = s.json("POST", "/api/search",
                       '{"moves": [{"patterns": [{"token": "+**龍"}]}]}')
    check(status == 200 and [w["number"] for w in a["results"]] == [1, 3, 4],
          "a move token query answers as kifu search does")
    status, a = s.json("POST", "/api/search", '{"moves": [{"patterns": [{"text": "不成"}]}]}')
    check(status == 200 and a["count"] == 0 and len(a["warnings"]) == 1
          and "never writes" in a["warnings"][0],
          "a text pattern that looks for 不成 is answered with the query's warning")

    status, a = s.json("POST", "/api/search", '{"moves": [')
    check(status == 400 and a["errors"] and a["errors"][0]["line"] >= 1, "bad JSON is a 400 with its place")
    status, a = s.json("POST", "/api/search", '{\n  "limit": 5,\n  "bogus": 1}')
    check(status == 400 and "bogus" in a["errors"][0]["message"]
          and a["errors"][0]["code"] == "query.syntax", "an unknown key is a 400 naming it")
    status, a = s.json("POST", "/api/search", '{"moves": [{"patterns": [{"regex": "("}]}]}')
    check(status == 400 and a["errors"][0]["code"].startswith("query"), "a malformed regex is a 400")
    regex_places(s)
    status, a = s.json("POST", "/api/search", '{"offset": 0,\n  "moves": [}')
    bare_status, bare = s.json("POST", "/api/search", '{             \n  "moves": [}')
    check(status == 400 and a["errors"][0]["line"] == 2
          and a["errors"][0]["column"] == bare["errors"][0]["column"],
          "taking the page out of a query keeps the places of its errors")
    status, a = s.json("POST", "/api/search", '{"limit": 1, "info": {"number": {"min": 4}}, "offset": 1}')
    check(status == 200 and [w["number"] for w in a["results"]] == [5], "paging keys anywhere in the object")
    for body in ['{"limit": -1}', '{"limit": 1000}', '{"offset": "2"}']:
        status, a = s.json("POST", "/api/search", body)
        check(status == 400 and error_codes(a) == ["request.paging"] and unplaced(a),
              f"{body} is a 400 without a place")
    status, a = s.json("POST", "/api/search", '{"info": {"author": {"text": "' + "x" * 100000 + '"}}}')
    check(status == 413 and error_codes(a), "a body over 64 KiB is a 413 with a JSON error")
    # Sent as a form, as curl -d sends it: httplib (as Debian builds it) holds forms to 8 KB,
    # and the error says so and how to send it instead.
    form = {"Content-Type": "application/x-www-form-urlencoded"}
    query = '{"info": {"author": {"text": "' + "x" * 9000 + '"}}}'
    status, _, data, _ = s.request("POST", "/api/search", query, form)
    check(status == 413 and "as application/json" in data.decode(),
          "a 9 KB query sent as a form is a 413 that says to send it as JSON")
    status, _, data, _ = s.request("POST", "/api/search", query, {"Content-Type": "application/json"})
    check(status == 200 and json.loads(data)["count"] == 0, "the same query sent as JSON is searched")
    status, a = s.json("GET", "/api/work/classics/1?x=" + "y" * 3000)
    check(status == 414 and error_codes(a) == ["request.too_long"], "a URL over 2 KiB is a 414")
    status, headers, data, _ = s.request("GET", "/?q=" + "y" * 3000, None, {})
    check(status == 200 and b"<html" in data.lower(),
          "the page with a query over 2 KiB in its URL is the page (it posts the query)")
    status, a = s.json("GET", "/?q=" + "y" * 9000)
    check(status == 414 and error_codes(a) == ["request.too_long"] and
          "POST /api/search" in a["errors"][0]["message"],
          "a URL over the server's 8 KiB is a 414 that says to post the query")

    status, w = s.json("GET", "/api/work/classics/1")
    check(status == 200 and w["number"] == 1 and w["author"] == "伊藤看寿" and len(w["plies"]) == 117
          and w["moves_usi"][0] == w["plies"][0]["usi"], "a work has its solution ply by ply")
    check(w["sfen"].endswith(" b - 1") and w["plies"][0]["sfen"].endswith(" w - 2"),
          "each ply has the SFEN after it")
    check(w["plies"][2]["ki2"] == "▲７一香成" and w["plies"][2]["to"] == "71"
          and w["plies"][2]["from"] == "72", "a ply has its move and squares")
    check(w["svg"].startswith("<svg") and 'class="piece"' in w["svg"], "a work has its tsume diagram")
    check({"color": "red", "line": 0, "text": "煙詰"} in w["comment_spans"]
          and w["comment"][1].startswith("$1"), "a work has its coloured comment")
    status, kind, svg, _ = s.request("GET", "/api/work/classics/1/diagram.svg?ply=3")
    check(status == 200 and kind == "image/svg+xml" and svg.startswith(b"<svg")
          and b'class="last-move' in svg, "the diagram after a move highlights it")
    for path, wanted in [("/api/work/classics/999", 404), ("/api/work/nosuch/1", 404),
                         ("/api/work/classics/abc", 404), ("/api/work/classics/1/diagram.svg?ply=118", 404),
                         ("/api/work/classics/1/diagram.svg?ply=x", 400), ("/api/nothing", 404)]:
        status, a = s.json("GET", path)
        check(status == wanted and error_codes(a) and unplaced(a),
              f"GET {path} is a {wanted} with a JSON error")
    wrong_methods(s)
    status, _, _, _ = s.request("GET", "/api/work/classics/1", headers={"Host": "attacker.example:80"})
    check(status == 403, "a request naming another host is refused (DNS rebinding)")


def unplaced(answer):
    """True when no error of the answer has a place: no line and column (never 0:0)."""
    return all("line" not in e and "column" not in e for e in answer["errors"])


def regex_places(s):
    # Boost.Regex stops at the end of "ab(": the closing quote, line 2, column 17.
    status, a = s.json("POST", "/api/search", '{"moves": [{"patterns": [\n  {"regex": "ab("}]}]}')
    e = a["errors"][0] if status == 400 else {}
    check(e.get("code") == "query.pattern" and (e.get("line"), e.get("column")) == (2, 17)
          and "regex" in e.get("message", ""),
          f"a malformed regex is placed where it goes wrong ({e.get('line')}:{e.get('column')})")
    status, a = s.json("POST", "/api/search", '{"limit": 5, "info": {"author": {"regex": "a)b"}}}')
    e = a["errors"][0] if status == 400 else {}
    check((e.get("line"), e.get("column")) == (1, 45),
          f"a field's malformed regex too ({e.get('line')}:{e.get('column')})")
    status, a = s.json("POST", "/api/search", '{"moves": [{"patterns":\n  [{"token": "+0*金"}]}]}')
    e = a["errors"][0] if status == 400 else {}
    check(error_codes(a) == ["query.pattern"] and (e.get("line"), e.get("column")) == (2, 14)
          and "'+0*金' is not a move token" in e.get("message", ""),
          f"a malformed move token is placed at its value ({e.get('line')}:{e.get('column')})")
    status, a = s.json("POST", "/api/search", '{"info": {"move_count": {"min": 9, "max": 3}}}')
    check(status == 400 and "no problem could match" in a["errors"][0]["message"],
          "a range no value lies in is a 400, not 0 results")


def wrong_methods(s):
    for method, path, allow in [("GET", "/api/search", "POST"), ("HEAD", "/api/search", "POST"),
                                ("PUT", "/api/search", "POST"),
                                ("POST", "/api/work/classics/1", "GET, HEAD"),
                                ("DELETE", "/api/work/classics/1", "GET, HEAD"),
                                ("POST", "/api/work/classics/1/diagram.svg", "GET, HEAD"),
                                ("POST", "/app.js", "GET, HEAD")]:
        status, _, data, r = s.request(method, path, None if method in ("GET", "HEAD") else "{}")
        check(status == 405 and r.getheader("Allow") == allow
              and (method == "HEAD" or error_codes(json.loads(data)) == ["request.method"]),
              f"{method} {path} is a 405 with Allow: {allow} ({status}, {r.getheader('Allow')})")
    # The body of a refused request is read: the connection serves the next one.
    c = http.client.HTTPConnection(s.host, s.port, timeout=30)
    c.request("POST", "/api/work/classics/1", body=b'{"x": 1}' * 100)
    first = c.getresponse()
    first.read()
    c.request("POST", "/api/search", body=b"{}")
    second = c.getresponse()
    second.read()
    c.close()
    check(first.status == 405 and second.status == 200, "a 405 keeps the connection usable")


def summary_once():
    # 25 records, each followed by a line that is not one: 25 problems of one kind, 5 not shown.
    with open(CLASSICS, "rb") as f:
        records = [f.read(330) for _ in range(9)]
    noisy = os.path.join(WORK, "noisy.dia")
    with open(noisy, "wb") as f:
        for k in range(25):
            f.write(records[k % 9] + b"junk\r\n")
    s = Server(noisy)
    s.stop()
    said = s.banner + s.process.stdout.read()
    summaries = said.count("more problems not shown")
    check(summaries == 1 and "5 more problems not shown" in s.banner,
          f"the summary of the problems is printed once, before the URL ({summaries} times)")


def refusals():
    text = os.path.join(WORK, "text.dia")
    with open(text, "w") as f:
        f.write("hello world\n")
    for files, why in [([RANDOM], "binary data"), ([A_KIF], "KIF shogi record"),
                       ([text], "do not form a .dia record"), ([RANDOM, text], "binary data")]:
        names = " ".join(os.path.basename(f) for f in files)
        try:
            r = subprocess.run([KIFU, "serve", *files, "--port", "0"], capture_output=True,
                               text=True, timeout=20)
        except subprocess.TimeoutExpired as e:
            check(False, f"kifu serve {names} refuses to start (it served: {e.stdout!r})")
            continue
        check(r.returncode == 1 and "http://" not in r.stdout and why in r.stderr
              and "no works to serve" in r.stderr,
              f"kifu serve {names} refuses to start, saying why: " + r.stderr.partition("\n")[0])
    s = Server(CLASSICS, RANDOM)
    check("9 works" in s.banner and "binary data" in s.banner and "warning: no works in" in s.banner,
          "a file that is not a set among good ones is left out with a warning")
    s.stop()
    # A text file read without a work is no set of those served.
    s = Server(CLASSICS, text)
    check("9 works from 1 set " in s.banner and "warning: no works in" in s.banner,
          "a text file among good sets is left out and not counted: " + s.banner)
    s.stop()


def time_limit_in_seconds():
    said = subprocess.run([KIFU, "serve", "--help"], capture_output=True, text=True, timeout=30).stdout
    option = next((line for line in said.splitlines() if "--time-limit" in line), "")
    check("seconds" in option and "--time-limit seconds" in said and " ms" not in said,
          "--help gives --time-limit in seconds: " + option.strip())
    r = subprocess.run([KIFU, "serve", CLASSICS, "--time-limit", "0", "--port", "0"],
                       capture_output=True, text=True, timeout=30)
    check(r.returncode == 2 and "above 0" in r.stderr, "--time-limit 0 is a usage error")


def time_limit():
    # 40 copies of the set, so that a backtracking regular expression runs for seconds.
    sets = os.path.join(WORK, "sets")
    shutil.rmtree(sets, ignore_errors=True)
    os.makedirs(sets)
    files = []
    for k in range(40):
        for ext in ("dia", "tjn"):
            shutil.copy(os.path.join(DATA, "tbase", "classics." + ext), os.path.join(sets, f"c{k}.{ext}"))
        files.append(os.path.join(sets, f"c{k}.dia"))
    # The limit leaves the quick request a wide window on a loaded machine: without it, the
    # slow search runs for about 14 s on an idle 2-core machine.
    s = Server(*files, "--time-limit", "1.5", "--threads", "4")
    slow = {}

    def pathological():
        started = time.monotonic()
        slow["answer"] = s.json("POST", "/api/search",
                                json.dumps({"moves": [{"patterns": [{"regex": r"(\d*,?)*(\d*,?)*(\d*,?)*z"}]}]}))
        slow["seconds"] = time.monotonic() - started

    t = threading.Thread(target=pathological)
    t.start()
    time.sleep(0.1)
    started = time.monotonic()
    status, a = s.json("POST", "/api/search", '{"info": {"author": {"text": "看寿"}}}')
    quick = time.monotonic() - started
    slow_pending = "answer" not in slow
    t.join()
    # Served beside the slow search, not after it: answered while the slow one still runs.
    check(status == 200 and a["count"] == 40 and slow_pending,
          f"another request is served while the slow search runs ({quick * 1000:.0f} ms, "
          f"the slow one {slow['seconds'] * 1000:.0f} ms)")
    status, a = slow["answer"]
    # The deadline is checked between works, and one work's regex runs until Boost.Regex's own
    # limit: stopped (a 400 naming the limit), never left to run to its end.
    check(status == 400 and error_codes(a) == ["request.time_limit"]
          and "1.5 s" in a["errors"][0]["message"] and unplaced(a),
          f"a pathological regular expression is stopped ({slow['seconds'] * 1000:.0f} ms, limit 1500)")
    s.stop()


def load(s, total=2000, connections=8):
    paths = [("POST", "/api/search", '{"limit": 5}'),
             ("POST", "/api/search", '{"moves": [{"patterns": [{"token": "+**龍"}]}]}'),
             ("GET", "/api/work/classics/4", None),
             ("GET", "/api/work/classics/3/diagram.svg?ply=2", None),
             ("GET", "/app.js", None)]
    latencies, errors = [], []
    lock = threading.Lock()

    def worker(n, k):
        c = http.client.HTTPConnection(s.host, s.port, timeout=30)
        mine = []
        for i in range(n):
            method, path, body = paths[(i + k) % len(paths)]
            started = time.perf_counter()
            try:
                c.request(method, path, body=body and body.encode())
                r = c.getresponse()
                r.read()
                if r.status != 200:
                    errors.append(f"{path}: {r.status}")
            except (OSError, http.client.HTTPException) as e:
                errors.append(f"{path}: {e!r}")
                c.close()
                c = http.client.HTTPConnection(s.host, s.port, timeout=30)
            mine.append(time.perf_counter() - started)
        c.close()
        with lock:
            latencies.extend(mine)

    started = time.perf_counter()
    threads = [threading.Thread(target=worker, args=(total // connections, k)) for k in range(connections)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    wall = time.perf_counter() - started
    latencies.sort()
    p50 = statistics.median(latencies) * 1000
    p99 = latencies[int(len(latencies) * 0.99) - 1] * 1000
    print(f"load: {len(latencies)} requests over {connections} connections in {wall:.2f} s, "
          f"p50 {p50:.2f} ms, p99 {p99:.2f} ms, {len(errors)} errors", flush=True)
    check(len(latencies) == total and not errors, "the load test has no errors" +
          (": " + "; ".join(errors[:5]) if errors else ""))


server = Server(CLASSICS, "--threads", "8")
second = subprocess.run([KIFU, "serve", CLASSICS, "--port", str(server.port)], capture_output=True,
                        text=True, timeout=30)
check(second.returncode == 1 and "cannot listen" in second.stderr,
      "a second server on the same port says it cannot listen")
endpoints(server)
load(server)
server.stop()

# The same answers from an index of the same set.
os.makedirs(WORK, exist_ok=True)
INDEX = os.path.join(WORK, "classics.kidx")
built = subprocess.run([KIFU, "tbase", "index", CLASSICS, "-o", INDEX, "--force"],
                       capture_output=True, text=True, timeout=60)
check(built.returncode == 0, "kifu tbase index writes the index: " + built.stderr.strip())
indexed = Server(INDEX)
endpoints(indexed)
indexed.stop()
summary_once()
refusals()
time_limit_in_seconds()
time_limit()
sys.exit(1 if failures else 0)
