"""kifu.Position and kifu.Move from Python: legal moves, push and pop, checks, hashes, the board
and hands, and the SVG diagram a notebook shows."""
import xml.etree.ElementTree as ET

import pytest

import kifu


def test_the_initial_position_has_30_moves_and_plays_and_takes_back():
    p = kifu.Position()
    assert p.sfen() == "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"
    assert len(p.legal_moves) == 30
    assert p.turn == kifu.Color.BLACK
    m = p.push_usi("7g7f")
    assert (m.usi, m.from_square, m.to_square, m.piece) == ("7g7f", 60, 59, "P")
    assert p.turn == kifu.Color.WHITE and p.move_number == 2
    assert p.move_stack == [m]
    assert p.pop() == m
    assert p == kifu.Position() and p.hash == kifu.Position().hash
    with pytest.raises(IndexError):
        p.pop()


def test_an_illegal_move_is_refused_and_the_position_kept():
    p = kifu.Position()
    with pytest.raises(ValueError, match="7g7e"):
        p.push_usi("7g7e")
    with pytest.raises(ValueError):
        p.push_usi("not a move")
    assert p == kifu.Position() and not p.move_stack


def test_positions_from_sfen_and_usi_lines():
    assert kifu.Position("startpos") == kifu.Position()
    p = kifu.Position("position startpos moves 7g7f 3c3d 8h2b+")
    assert p.board[(2 - 1) * 9 + 2 - 1] == "+B"  # 2二 holds black's horse
    assert p.hand(kifu.Color.BLACK) == {"B": 1}
    assert p.hand(kifu.Color.WHITE) == {}
    assert p.move_number == 4
    with pytest.raises(ValueError, match="column"):
        kifu.Position("lnsgkgsnl/9 b - 1")


def test_hash_and_equality_ignore_the_move_order():
    a = kifu.Position("position startpos moves 7g7f 3c3d 2g2f")
    b = kifu.Position("position startpos moves 2g2f 3c3d 7g7f")
    assert a == b and a.hash == b.hash and hash(a) == hash(b)
    assert len({a, b}) == 1
    assert a != kifu.Position()
    # Another kind of object is unequal, not an error (Python then compares by identity).
    assert not (a == 5) and a != "7g7f" and a not in [None, 5]
    assert kifu.Position().legal_moves[0] != "7g7f"


def test_check_checkmate_and_mate_in_one():
    # A gold drop on 5二 mates the bare king on 5一 (the pawn on 5三 guards it).
    p = kifu.Position("4k4/9/4P4/9/9/9/9/9/9 b G 1")
    assert not p.is_check()
    mate = p.mate_in_one()
    assert mate is not None and mate.usi == "G*5b" and mate.is_drop
    assert p.gives_check(mate)
    p.push(mate)
    assert p.is_check() and p.is_checkmate() and p.legal_moves == []


def test_repetitions_count_the_positions_pushed():
    p = kifu.Position()
    for _ in range(3):
        for usi in ("5i5h", "5a5b", "5h5i", "5b5a"):
            p.push_usi(usi)
    assert p.repetitions() == 3  # the initial position, a fourth time: 千日手
    assert p.sennichite() == "draw"
    p.pop()
    assert p.repetitions() == 2 and p.sennichite() is None  # the position after 5h5i, a third time


def test_every_position_a_record_holds_reads_back_from_its_sfen(data):
    # A tsume start with nine pawns on one file (二歩 on purpose): read with a warning.
    game = kifu.read(data("kif", "jkf_9fu.kif"), warnings="keep")
    start = game.sfens()[0]
    assert kifu.Position(start).sfen() == start
    assert kifu.read(game.write("usi"), warnings="keep").sfens() == game.sfens()


def test_a_usi_lines_moves_are_pushed_as_if_one_by_one():
    line = "position startpos moves " + " ".join(["5i5h", "5a5b", "5h5i", "5b5a"] * 3)
    p = kifu.Position(line)
    assert len(p.move_stack) == 12 and p.sennichite() == "draw"
    assert p.pop().usi == "5b5a" and p.sennichite() is None


def test_sennichite_by_perpetual_check_loses_for_the_checking_side():
    # Black's rook checks from 5i and 4i in turn; white's king steps between 5a and 4a.
    p = kifu.Position("4k4/9/9/9/9/9/9/9/K4R3 b - 1")
    for _ in range(3):
        for usi in ("4i5i", "5a4a", "5i4i", "4a5a"):
            assert p.sennichite() is None
            p.push_usi(usi)
    assert p.repetitions() == 3 and p.sennichite() == "black_loses"


def test_moves_in_kif_and_ki2():
    p = kifu.Position()
    m = p.legal_moves[[x.usi for x in p.legal_moves].index("7g7f")]
    assert m.kif(p) == "７六歩(77)"
    assert m.ki2(p) == "▲７六歩"
    assert str(m) == "7g7f" and repr(m) == "<Move 7g7f>"
    assert len({m, p.legal_moves[[x.usi for x in p.legal_moves].index("7g7f")]}) == 1
    # 同 after a move to the same square; a move not legal in the position is refused.
    after = kifu.Position("position startpos moves 7g7f 3c3d 8h2b+")
    recapture = after.legal_moves[[x.usi for x in after.legal_moves].index("3a2b")]
    assert recapture.kif(after) == "同　銀(31)" and recapture.ki2(after) == "△同　銀"
    with pytest.raises(ValueError, match="3a2b is not legal in"):
        recapture.kif(p)


def test_an_illegal_move_is_refused_saying_why():
    # A pawn dropped to mate (打ち歩詰め): the knight and the gold leave the king no flight.
    p = kifu.Position("8k/9/6NG1/9/9/9/9/9/9 b P 1")
    with pytest.raises(ValueError, match=r"'P\*1b' is not legal in .*: a pawn drop that mates \(打ち歩詰め\)"):
        p.push_usi("P*1b")
    # gives_check answers for legal moves only, as kif() and ki2() do.
    other = kifu.Position("position startpos moves 7g7f 3c3d 8h2b+")
    recapture = other.legal_moves[[x.usi for x in other.legal_moves].index("3a2b")]
    with pytest.raises(ValueError, match="3a2b is not legal in .*: "):
        kifu.Position().gives_check(recapture)


def test_the_svg_diagram_draws_every_piece():
    p = kifu.Position()
    p.push_usi("7g7f")
    svg = p._repr_svg_()
    root = ET.fromstring(svg)
    assert root.tag.endswith("svg")
    # 40 pieces on the board, each a text of its kind.
    texts = [t.text for t in root.iter() if t.tag.endswith("text") and t.text]
    assert texts.count("歩") == 18 and texts.count("飛") == 2 and texts.count("角") == 2
    assert kifu.Position().svg(style="game", flip=True) != kifu.Position().svg()
    with pytest.raises(ValueError, match="style"):
        p.svg(style="modern")


def test_moves_in_csa():
    p = kifu.Position("position startpos moves 7g7f 3c3d")
    m = p.push_usi("8h2b+")
    assert m.csa == "8822UM"
    p.pop()
    assert m.csa_with_sign(p) == "+8822UM"
    q = kifu.Position("position startpos moves 7g7f")
    assert q.push_usi("3c3d").csa_with_sign(kifu.Position("position startpos moves 7g7f")) == "-3334FU"
    # Played elsewhere it would get the other side's sign: refused as kif() and ki2() refuse it.
    after = kifu.Position()
    with pytest.raises(ValueError, match="not legal in"):
        after.push_usi("7g7f").csa_with_sign(after)
    drop = kifu.Position("position startpos moves 7g7f 3c3d 8h2b+ 3a2b").push_usi("B*4e")
    assert drop.csa == "0045KA" and drop.move16_psv == (31 | 5 << 7 | 1 << 14)


def test_no_signature_names_a_cpp_type():
    """Every class and function of the module says its types by their Python names."""
    import inspect
    leaked = []
    for name in dir(kifu._kifu):
        if name.startswith("__"):
            continue
        thing = getattr(kifu._kifu, name)
        members = [thing] + ([getattr(thing, m) for m in dir(thing) if not m.startswith("__")
                              or m == "__init__"] if inspect.isclass(thing) else [])
        leaked += [name for member in members if "::" in (getattr(member, "__doc__", "") or "")]
    assert leaked == []


def test_positions_and_moves_pickle_with_their_moves_pushed():
    import pickle

    p = kifu.Position("position startpos moves " + " ".join(["5i5h", "5a5b", "5h5i", "5b5a"] * 3))
    q = pickle.loads(pickle.dumps(p))
    assert q == p and q.move_stack == p.move_stack and q.sennichite() == "draw"
    assert q.pop().usi == "5b5a"
    # Every kind of move: a board move, a promotion, a drop, a promoted piece moving.
    r = kifu.Position("position startpos moves 7g7f 3c3d 8h2b+ 3a2b B*5e")
    moves = r.move_stack + [m for m in r.legal_moves if m.piece == "S"]
    for m in moves:
        again = pickle.loads(pickle.dumps(m))
        assert (again, again.usi, again.piece, again.promotes, again.is_drop) == (
            m, m.usi, m.piece, m.promotes, m.is_drop)
    assert pickle.loads(pickle.dumps(kifu.Position("4k4/9/9/9/9/9/9/9/4K4 b - 1"))).sfen() == (
        "4k4/9/9/9/9/9/9/9/4K4 b - 1")
    with pytest.raises(ValueError):
        kifu.Move.__new__(kifu.Move).__setstate__(("7g7f", "X"))


def test_an_impossible_position_is_taken_with_a_warning():
    import warnings
    with pytest.warns(kifu.KifuWarning, match="two unpromoted pawns|二歩|pawns"):
        p = kifu.Position("4k4/9/9/9/9/9/4P4/4P4/4K4 b - 1")  # two black pawns on file 5
    assert not p.is_valid() and len(p.problems()) == 1
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # a tsume position without black's king is no problem
        assert kifu.Position("4k4/9/4P4/9/9/9/9/9/9 b G 1").is_valid()
        assert kifu.Position().problems() == []
