"""Training data from Python: HCPE and PSV rows of real records, each read back to its position
and move, the filters, and the codes of positions and moves."""
import warnings

import numpy
import pytest

import kifu


def test_every_hcpe_row_reads_back_to_its_position_and_move(data):
    path = data("kif", "skc_floodgate.csa")
    game = kifu.read(path, warnings="keep")
    rows = kifu.export_hcpe([path])
    assert rows.dtype.itemsize == 38
    assert len(rows) == len(game.moves)
    positions = game.positions()
    for row, before, move in zip(rows, positions, game.moves):
        position = kifu.position_from_hcp(row["hcp"])  # the numpy field itself
        assert position == before
        assert kifu.move_from_move16(int(row["bestMove16"]), position) == move
        assert row["gameResult"] in (1, 2)
    assert numpy.count_nonzero(rows["eval"]) > 0  # floodgate's '** evaluations
    # Records read already give the same rows, alone or in a list.
    assert (kifu.export_hcpe(game) == rows).all()
    assert (kifu.export_psv([game, path]) == numpy.concatenate(
        [kifu.export_psv([path])] * 2)).all()


def test_games_without_a_result_are_reported_not_silently_dropped(data):
    with pytest.warns(kifu.KifuWarning, match="no result"):
        rows = kifu.export_hcpe([data("kif", "tsshogi_sample.kifu")])
    assert len(rows) == 0
    with pytest.warns(kifu.KifuWarning, match="not exported"):
        kifu.export_hcpe([b"(;GM[1]FF[4]SZ[19])"])


def test_draws_and_short_games_are_left_out_on_request():
    draw = "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 千日手\n"
    assert list(kifu.export_hcpe([draw])["gameResult"]) == [0]
    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        assert len(kifu.export_hcpe([draw], keep_draws=False)) == 0
        assert len(kifu.export_hcpe([draw], min_plies=5)) == 0
    with pytest.raises(TypeError, match="min_plies is a whole number, not float 1.5"):
        kifu.export_hcpe([draw], min_plies=1.5)
    numpy = pytest.importorskip("numpy")  # any integer type counts, numpy's too
    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        assert len(kifu.export_hcpe([draw], min_plies=numpy.int64(5))) == 0
    with pytest.raises(ValueError, match="min_rating is a finite number"):
        kifu.export_hcpe([draw], min_rating=float("nan"))
    with pytest.raises(TypeError, match="keep_draws is True or False, not str 'no'"):
        kifu.export_hcpe([draw], keep_draws="no")  # a non-empty string would read as true
    import numpy
    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        assert len(kifu.export_hcpe([draw], keep_draws=numpy.bool_(False))) == 0  # numpy's bool


def test_one_source_that_cannot_be_read_raises_a_list_warns(data, tmp_path):
    missing = str(tmp_path / "missing.kif")
    with pytest.raises(FileNotFoundError):
        kifu.export_hcpe(missing)
    good = kifu.export_psv(data("kif", "jkf_fork.kif"))
    assert len(good) > 0
    with pytest.warns(kifu.KifuWarning, match="not exported"):  # one bad file costs no other
        assert (kifu.export_psv([missing, data("kif", "jkf_fork.kif")]) == good).all()
    with pytest.raises(TypeError, match="sources is a path, bytes, a text or a Record"):
        kifu.export_hcpe(None)


def test_hcp_and_move16_of_a_position_and_move():
    p = kifu.Position()
    assert len(p.hcp()) == 32
    assert kifu.position_from_hcp(p.hcp()) == p
    m = p.push_usi("7g7f")
    assert m.move16 == 59 | 60 << 7
    p.pop()
    assert kifu.move_from_move16(m.move16, p) == m
    assert kifu.move_from_move16(0x7FFF, p) is None
    with pytest.raises(ValueError):
        kifu.position_from_hcp(b"\xff" * 32)
    assert kifu.Position("4k4/9/9/9/9/9/9/9/9 b - 1").hcp() is None
    # Any bytes-like object, a row's numpy field among them.
    assert kifu.position_from_hcp(bytearray(p.hcp())) == p
    assert kifu.position_from_hcp(memoryview(p.hcp())) == p
    with pytest.raises(ValueError, match="32 bytes, not 3"):
        kifu.position_from_hcp(b"abc")


def test_kifu_export_writes_the_same_rows(data, tmp_path):
    import os
    import subprocess
    program = os.environ.get("KIFU_PROGRAM")
    if not program:
        pytest.skip("KIFU_PROGRAM names no kifu program (built without the program)")
    paths = [data("kif", "skc_floodgate.csa"), data("csa", "three-games.csa"),
             data("kif", "jkf_ryuou201409020101.kif")]
    for format, export in (("hcpe", kifu.export_hcpe), ("psv", kifu.export_psv)):
        out = tmp_path / f"rows.{format}"
        run = subprocess.run([program, "export", *paths, "-o", str(out), "--threads", "2",
                              "--format", format], capture_output=True, text=True)
        assert run.returncode == 0, run.stderr
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            rows = export(paths)
        assert out.read_bytes() == rows.tobytes()
        assert len(rows) > 200


def test_every_psv_row_reads_back_to_its_position_and_move(data):
    path = data("kif", "skc_floodgate.csa")
    game = kifu.read(path, warnings="keep")
    rows = kifu.export_psv([path])
    hcpe = kifu.export_hcpe([path])
    assert rows.dtype.itemsize == 40
    assert len(rows) == len(game.moves)
    for ply, (row, before, move) in enumerate(zip(rows, game.positions(), game.moves), 1):
        position = kifu.position_from_packed_sfen(row["sfen"].tobytes())
        assert position == before
        assert kifu.move_from_psv_move16(int(row["move"]), position) == move
        assert row["gamePly"] == ply
        # Black won: +1 for black to move, -1 for white.
        assert row["game_result"] == (1 if before.turn == kifu.Color.BLACK else -1)
    assert list(rows["score"]) == list(hcpe["eval"])
    assert rows["score"][0] == 113 and rows["score"][1] == -126  # floodgate: black's side


def test_ratings_and_fouls_filter_games(data):
    path = data("kif", "skc_floodgate.csa")  # rated 3382 and 3613
    assert len(kifu.export_hcpe([path], min_rating=3300)) == 125
    with pytest.warns(kifu.KifuWarning, match="rated below"):
        assert len(kifu.export_hcpe([path], min_rating=3400)) == 0
    foul = "PI\n+\n+7776FU\n-3334FU\n%-ILLEGAL_ACTION\n"
    assert list(kifu.export_psv([foul])["game_result"]) == [1, -1]
    with pytest.warns(kifu.KifuWarning, match="反則"):
        assert len(kifu.export_psv([foul], keep_fouls=False)) == 0


def test_an_evaluation_that_does_not_read_is_warned_of_as_kifu_export_does():
    game = ("手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n*#評価値=abc\n"
            "   2 投了\n")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        rows = kifu.export_hcpe([game])
    assert list(rows["eval"]) == [0]  # counted as unevaluated
    assert any("line 3: the evaluation line '#評価値=abc'" in str(w.message) for w in caught)
