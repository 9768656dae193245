"""Training data from Python: HCPE rows of real records, each read back to its position and move,
and the HCP and move16 codes of positions and moves."""
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
        position = kifu.position_from_hcp(row["hcp"].tobytes())
        assert position == before
        assert kifu.move_from_move16(int(row["bestMove16"]), position) == move
        assert row["gameResult"] in (1, 2)
    assert numpy.count_nonzero(rows["eval"]) > 0  # floodgate's '** evaluations


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


def test_kifu_export_writes_the_same_rows(data, tmp_path):
    import os
    import subprocess
    program = os.environ.get("KIFU_PROGRAM")
    if not program:
        pytest.skip("KIFU_PROGRAM names no kifu program (built without the program)")
    paths = [data("kif", "skc_floodgate.csa"), data("csa", "three-games.csa"),
             data("kif", "jkf_ryuou201409020101.kif")]
    out = tmp_path / "rows.hcpe"
    run = subprocess.run([program, "export", *paths, "-o", str(out), "--threads", "2"],
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        rows = kifu.export_hcpe(paths)
    assert out.read_bytes() == rows.tobytes()
    assert len(rows) > 200
