#!/usr/bin/env python3
"""Writes the generated 256,592-problem T-BASE database the search benchmarks use: 26 sets
(set01.dia/.tjn ...) made from the nine fixture works of tests/data/tbase/classics.

Usage: bench/make_search_db.py WORKDIR [--messy]
--messy gives every work two field warnings (完全性 and オリジナル hold a code the format does not
define), as a database damaged by an old editor does: the same problems, 513,184 warnings.
"""
import sys

work = sys.argv[1]
messy = '--messy' in sys.argv[2:]
dia = open('tests/data/tbase/classics.dia', 'rb').read()
tjn = open('tests/data/tbase/classics.tjn', 'rb').read().splitlines(keepends=True)
records = [dia[i:i + 330] for i in range(0, len(dia), 330)]
solutions = {}
for line in tjn:
    solutions.setdefault(int(line[:4]), []).append(line[5:])
total, size = 256592, 9999
for s in range(0, (total + size - 1) // size):
    d, t = [], []
    for n in range(1, min(size, total - s * size) + 1):
        r = records[(s * size + n - 1) % len(records)]
        original = int(r[102:106])
        r = r[:102] + b'%04d' % n + r[106:]
        if messy:  # オリジナル (byte 162 of the record) and 完全性 (203) take one-digit codes
            r = r[:162] + b'X' + r[163:203] + b'X' + r[204:]
        d.append(r)
        t += [b'%04d ' % n + l for l in solutions.get(original, [])]
    open(f'{work}/set{s + 1:02d}.dia', 'wb').write(b''.join(d))
    open(f'{work}/set{s + 1:02d}.tjn', 'wb').write(b''.join(t))
