#!/usr/bin/env python3
"""Writes the T-BASE fixtures of this directory (.dia, .tjn and .rem files).

No public T-BASE files exist, so the fixtures are made here, independently of kifu's own writer:
the byte layout below follows the format description (330-byte .dia records in three or four
lines, .tjn lines `NNNN moves`, .rem sections `#NNNN`). Run it from anywhere; it rewrites the
files next to itself.

The problems:
  1  伊藤看寿「煙詰」, 将棋図巧 第99番 (1755, public domain), 117 moves, from kanju-kemuri.kif
  2  初代宗桂, 象戯馬法: the example record of the format description (board and fields as far
     as the description shows them; no solution)
  3  the example solution of the format description, on a diagram made to fit it
  4  「符号を正確に言うのが面倒」 by na2hiro (32ryu-cumbersome.kif, MIT), a double-king problem
  5  taichitsume.kif (MIT), 7 moves
  6-9  hand-made one-move problems (頭金) that carry the remaining enumeration values
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))

LETTER = {'K': 'Q', 'R': 'A', 'B': 'S', 'G': 'D', 'S': 'F', 'N': 'G', 'L': 'H', 'P': 'J',
          '+R': 'Z', '+B': 'X', '+S': 'C', '+N': 'V', '+L': 'B', '+P': 'N'}
BASE = {'K': 0, 'R': 1, 'B': 2, 'G': 3, 'S': 4, 'N': 5, 'L': 6, 'P': 7}  # T-BASE kind order


def parse_sfen(sfen):
    """Board as {(file, rank): (letter, is_black)} and black's hand as {kind: count}."""
    rows, _side, hand = sfen.split()[:3]
    board = {}
    for rank, row in enumerate(rows.split('/'), start=1):
        file = 9
        i = 0
        while i < len(row):
            c = row[i]
            if c.isdigit():
                file -= int(c)
                i += 1
                continue
            promoted = c == '+'
            if promoted:
                i += 1
                c = row[i]
            key = ('+' if promoted else '') + c.upper()
            board[(file, rank)] = (key, c.isupper())
            file -= 1
            i += 1
    black_hand = {}
    count = ''
    for c in '' if hand == '-' else hand:
        if c.isdigit():
            count += c
            continue
        if c.isupper():
            black_hand[c] = int(count or 1)
        count = ''
    return board, black_hand


def sjis(text, width):
    b = text.encode('cp932')
    assert len(b) <= width, (text, len(b), width)
    return b + b' ' * (width - len(b))


def num(value, width):
    return b' ' * width if value is None else str(value).zfill(width).encode()


def counts(by_kind, with_king):
    kinds = 'KRBGSNLP' if with_king else 'RBGSNLP'
    out = ''
    for k in kinds:
        n = by_kind.get(k, 0)
        out += str(n).zfill(2) if k == 'P' else str(n)
    return out.encode()


def dia_record(p, eol=b'\r\n'):
    board, hand = parse_sfen(p['sfen'])
    cells = bytearray()
    placed = {}
    for file in range(1, 10):
        for rank in range(1, 10):
            if (file, rank) in board:
                key, black = board[(file, rank)]
                letter = LETTER[key]
                cells += (letter.lower() if black else letter).encode()
                base = key[-1]
                placed[base] = placed.get(base, 0) + 1
            else:
                cells += b' '
        cells += b'/'
    used = dict(placed)
    for k, n in hand.items():
        used[k] = used.get(k, 0) + n
    king = next((f'{f}{r}' for (f, r), (key, black) in board.items() if key == 'K' and not black), None)

    line1 = counts(hand, False) + num(sum(hand.values()), 2) + bytes(cells)
    line2 = (num(p['number'], 4) + sjis(p['author'], 12) + num(p.get('author_code', 0), 4) +
             sjis(p['source'], 20) + num(p.get('source_code'), 3) + num(p.get('source_index'), 6) +
             sjis(p['published'], 6) + (king or '  ').encode() + num(p['moves'], 3) +
             (b' ' if p['originality'] is None else str(p['originality']).encode()) +
             num(sum(used.values()), 2) + counts(used, True) + sjis(p['article'], 18) +
             sjis(p['title'], 10) + str(p['jissen']).encode() + str(p['completeness']).encode() +
             sjis(p['awards'], 2) + sjis(p['original_source'], 16) +
             p['mate_king'].encode() + num(p['mate_pieces'], 2))
    ids = p['ids'].encode()
    line4 = (counts(placed, True) + num(sum(placed.values()), 2) + p['tail'].encode('cp932'))
    assert len(line1) == 100 and len(line2) == 124 and len(ids) == 48 and len(line4) == 50, p
    if p['three_line']:
        return line1 + eol + line2 + num(p['mate_attackers'], 2) + ids + eol + line4 + eol
    return line1 + eol + line2 + eol + ids + eol + line4 + eol


MOVE = None


def split_moves(solution):
    import re
    global MOVE
    if MOVE is None:
        MOVE = re.compile('(?:[1-9][1-9]|同)(?:成香|成桂|成銀|[歩香桂銀金角飛玉王と杏圭全馬龍竜])'
                          '[右左直上寄引行]*(?:不成|成|打|合)?')
    moves = MOVE.findall(solution)
    assert ''.join(moves) == solution, solution
    return moves


def tjn_lines(p, eol=b'\r\n', limit=80):
    """Lines of at most `limit` bytes, broken between moves, each continued line ending in '/'."""
    prefix = num(p['number'], 4) + b' '
    out = b''
    line = b''
    for m in split_moves(p['solution']):
        b = m.encode('cp932')
        if len(prefix) + len(line) + len(b) + 1 > limit:
            out += prefix + line + b'/' + eol
            line = b''
        line += b
    out += prefix + line + b'/' + eol
    out += prefix + f'まで{p["moves"]}手詰'.encode('cp932') + eol
    return out


IDS_SEED = '1516   320733482 444 214 1002592 4441465 608   5'
TAIL_SEED = '25922592*' + ' ' * 15 + '1204' + ' ' * 11

PROBLEMS = [
    dict(number=1, author='伊藤看寿', source='将棋図巧', source_code=1, source_index=99,
         published='宝暦05', moves=117, originality=0, article='煙詰・全駒使用', title='煙詰',
         jissen=0, completeness=0, awards='', original_source='将棋図巧第99番',
         mate_king='21', mate_pieces=3, mate_attackers=2, three_line=True,
         ids='0001000100010001000100010001000100010001000100010001'[:48],
         tail='0001' + '0001' + '*' + '00099' + '00001' + '100' + '0' + '0' + '煙詰A01      ' + '05',
         sfen='k1+P4n1/2L+P2sL1/r4+P+P1P/+BpP+Pl1+Rg1/NP1S+PP+p1g/2L+p1g+P1+P/Ps1G1+P1N1/1sN1P4/B8 b - 1',
         solution='81と同玉71香成91玉81成香同玉72と91玉82と同玉73歩成91玉82と同玉73と91玉82と同玉72香成91玉82成香同玉93馬同玉73飛94玉83飛成85玉84龍同玉54龍95玉96香同銀不成同歩同玉87銀97玉94龍87玉85龍78玉88龍67玉68銀58玉57銀47玉46と57玉56金同と同と引67玉76銀同玉66と同玉77龍65玉55と同玉66龍45玉44と同玉56龍55歩合同龍33玉53龍34玉44龍23玉24龍同玉15と34玉44金23玉24歩13玉23金同銀同歩成同玉35桂12玉13歩同玉14歩12玉13銀同桂同歩成同玉23桂成同玉33金12玉13歩同玉25桂12玉23金同玉33角成12玉13桂成同玉24と12玉23と11玉21香成同玉22馬'),
    dict(number=2, author='初代宗桂', source='象戯馬法（元和版）', source_code=102, source_index=3,
         published='元和2', moves=17, originality=None, article='慶=   秘=3  力=54', title='',
         jissen=0, completeness=0, awards='', original_source='',
         mate_king='93', mate_pieces=7, mate_attackers=2, three_line=True, ids=IDS_SEED, tail=TAIL_SEED,
         sfen='9/1kg6/1p7/3+R5/P+b1g5/2b6/9/9/9 b G2SN 1',
         solution=None),
    dict(number=3, author='作者不詳', source='形式説明の例', source_code=None, source_index=None,
         published='', moves=15, originality=1, article='手順例に合わせた図', title='説明例',
         jissen=0, completeness=0, awards='', original_source='',
         mate_king='12', mate_pieces=5, mate_attackers=None, three_line=False,
         ids=' ' * 48, tail=' ' * 39,
         sfen='8l/6g1k/9/5+R3/4B4/9/9/9/9 b GP 1',
         solution='14龍13金合22金同金13龍同玉24金12玉22角成同玉33金打21玉22歩12玉23金寄'),
    dict(number=4, author='na2hiro', source='Twitter創作課題', source_code=None, source_index=None,
         published='2014', moves=9, originality=0, article='３２龍が出る詰将棋', title='符号を正確',
         jissen=0, completeness=0, awards='', original_source='Kifu for JS',
         mate_king='13', mate_pieces=7, mate_attackers=None, three_line=False,
         ids='0004' * 12, tail='0000' + '0000' + ' ' * 31,
         sfen='7kl/5+R1b1/5K1p1/6+R2/9/8b/9/9/9 b - 1', solution='32龍12玉23龍21玉32龍12玉13歩同玉23龍'),
    dict(number=5, author='作者不詳', source='Kifu for JS', source_code=None, source_index=None,
         published='201410', moves=7, originality=0, article='', title='',
         jissen=0, completeness=0, awards='', original_source='',
         mate_king='22', mate_pieces=8, mate_attackers=3, three_line=True,
         ids='0005' * 12, tail=' ' * 39,
         sfen='6+Pnl/6Sk1/6sp1/9/8P/9/9/9/9 b GS 1', solution='13銀同桂12金同玉21銀不成22玉32と'),
]
HEAD_GOLD = dict(author='詰将棋太郎', source='手製の例題', source_code=None, source_index=None,
                 published='令和８', moves=1, article='頭金', title='一手詰', awards='賞',
                 original_source='入門問題集', mate_king='51', mate_pieces=3, mate_attackers=2,
                 ids='9' * 48, tail=' ' * 39, sfen='4k4/9/4P4/9/9/9/9/9/9 b G 1', solution='52金')
for number, (orig, jissen, comp, three) in enumerate(
        [(1, 1, 1, False), (2, 2, 2, True), (3, 3, 3, False), (0, 0, 4, True)], start=6):
    PROBLEMS.append(dict(HEAD_GOLD, number=number, originality=orig, jissen=jissen,
                         completeness=comp, three_line=three))

REM = ('#0001\r\n'
       '伊藤看寿「将棋図巧」第99番。盤上の駒がすべて消えてゆく$2煙詰$7の代表作。\r\n'
       '$1三枚$7で詰み上がる。\r\n'
       '#0003\r\n'
       '形式説明の詰手順例に合わせて作った図。$6最後は不詰$7と記録。\r\n'
       '#\r\n')


def write(name, data):
    with open(os.path.join(HERE, name), 'wb') as f:
        f.write(data)


def main():
    write('classics.dia', b''.join(dia_record(p) for p in PROBLEMS))
    write('classics.tjn', b''.join(tjn_lines(p) for p in PROBLEMS if p['solution']))
    write('classics.rem', REM.encode('cp932'))
    write('lf-only.dia', b''.join(dia_record(p, b'\n') for p in PROBLEMS[:3]))
    write('lf-only.tjn', b''.join(tjn_lines(p, b'\n') for p in PROBLEMS[:3] if p['solution']))
    write('eof-mark.dia', dia_record(PROBLEMS[0]) + b'\x1a')

    # Damaged copies: record 2's author ends in the lead byte of a Shift_JIS character, record 3's
    # second line lost a byte, and the file ends halfway through a sixth record.
    good = [dia_record(p) for p in PROBLEMS[:5]]
    bad_author = good[1][:102 + 4] + '初代宗桂'.encode('cp932') + b'   \x88' + good[1][102 + 16:]
    assert len(bad_author) == 330
    short_line = good[2][:102 + 50] + good[2][102 + 51:]
    write('damaged.dia', good[0] + bad_author + short_line + good[3] + good[4] + good[0][:150])


if __name__ == '__main__':
    main()
