"""kifu.read, kifu.write and kifu.Record from Python: every record format read and written,
round trips, errors with their places, foreign input refused, files written whole, and reads
from several threads at once."""
import concurrent.futures
import os
import pathlib
import pickle
import warnings

import pytest

import kifu


def test_headers_are_set_as_they_read_back(data):
    r = kifu.read(data("kif", "jkf_fork.kif"))
    r.set_header("先手", "羽生善治")  # replaced in its place
    r.set_header("棋戦", "名人戦")  # added last
    r.set_header("開始日時", None)  # removed
    assert list(r.headers.items())[-3:] == [("先手", "羽生善治"), ("後手", ""), ("棋戦", "名人戦")]
    assert "開始日時" not in r.headers
    back = kifu.read(r.write("kif"))
    assert back.headers == r.headers
    assert [m.usi for m in back.moves] == [m.usi for m in r.moves]
    # A header that would not read back as written is refused, and nothing changes.
    before = dict(r.headers)
    for key, value, message in (("手合割", "香落ち", "follows the start position"),
                                ("先手", "A\nB", "one line"),
                                ("*メモ", "x", "does not read back"),
                                ("先手の持駒", "なし", "does not read back"),
                                ("先手", "A ", "no trailing space")):
        with pytest.raises(ValueError, match=message):
            r.set_header(key, value)
    assert r.headers == before
    # A key repeated in the file is set once, in its first place.
    twice = kifu.read("後手：A\n先手：B\n後手：C\n手数----指手---------消費時間--\n   1 ７六歩(77)\n")
    twice.set_header("後手", "D")
    assert twice.write("kif").splitlines()[:2] == ["後手：D", "先手：B"]
    twice.set_header("後手", None)
    assert twice.headers == {"先手": "B"}


def test_comments_are_set_as_they_read_back_in_every_format(data):
    r = kifu.read(data("kif", "jkf_ryuou201409020101.kif"))
    lines = ["▲７六歩は定跡", "*an engine's line", "", " indented", "#x", "'y"]
    r.set_comments(3, lines)
    r.set_comments(117, ["the last move"])
    r.set_comments(0, None)  # removed
    assert r.comments[3] == lines and r.comments[117] == ["the last move"] and r.comments[0] == []
    assert r.comments[2] == ["comment comment"] * 3  # the others as they were
    for format in ("kif", "ki2", "csa", "jkf"):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", kifu.KifuWarning)  # what each format cannot hold
            back = kifu.read(r.write(format))
        assert back.comments[1:] == r.comments[1:], format
    # Lines that would not read back as written are refused, and nothing changes.
    for bad, message in ((["a\nb"], "no line break"), (["trailing "], "would not read back"),
                         (["ok", "a\u3000"], "would not read back")):
        with pytest.raises(ValueError, match=message):
            r.set_comments(3, bad)
    assert r.comments[3] == lines
    with pytest.raises(IndexError, match="0 \\(the start\\) to 117"):
        r.set_comments(118, ["x"])


def test_a_position_of_the_main_line_has_the_moves_before_it_pushed():
    # Rooks going back and forth: the start stands again after every fourth move.
    r = kifu.read("position startpos moves " + " ".join(["2h3h", "8b7b", "3h2h", "7b8b"] * 3))
    last = r.position()
    assert [m.usi for m in last.move_stack] == [m.usi for m in r.moves]
    assert last.repetitions() == 3 and last.sennichite() == "draw"
    assert r.position(8).repetitions() == 2 and r.position(8) == r.positions()[8]
    assert r.positions()[8].repetitions() == 0  # positions() gives each without its moves
    assert last.pop().usi == "7b8b" and last == r.positions()[11]
    assert r.position(0).move_stack == [] and r.position(0) == r.start
    with pytest.raises(IndexError, match="0 \\(the start\\) to 12"):
        r.position(13)
    # A move kept by a lenient read (二歩) cannot be pushed: no position after it.
    moves = ["７六歩(77)", "３四歩(33)", "７五歩(76)", "３五歩(34)", "７四歩(75)", "３六歩(35)",
             "７三歩成(74)", "３七歩成(36)", "同　桂(29)", "５二玉(51)", "５六歩打", "４二玉(52)"]
    kif = "手合割：平手\n手数----指手---------消費時間--\n" + "".join(
        f"{i:4} {m}\n" for i, m in enumerate(moves, 1))
    lenient = kifu.read(kif, lenient=True, warnings="keep")
    assert len(lenient.moves) == 12 and lenient.position(10).sfen() == lenient.sfens()[10]
    with pytest.raises(ValueError, match="move 11 of the main line is not legal"):
        lenient.position(11)


def test_a_shift_jis_kif_with_variations(data):
    r = kifu.read(data("kif", "jkf_fork.kif"))
    assert r.format == "KIF" and r.encoding == "shift_jis"
    assert r.headers["開始日時"] == "2014/10/16 03:21:41"
    assert [m.usi for m in r.moves] == ["7g7f", "3c3d", "2g2f"]
    assert r.result == "投了"
    assert r.variations[0][0] == 1
    assert [m.usi for m in r.variations[0][1]] == ["2g2f", "3c3d", "2f2e"]
    assert len(r.variations) == 7


@pytest.mark.parametrize("name", ["jkf_fork.kif", "skc_forks.kifu", "jkf_doh_branch.kifu"])
def test_every_variation_replays_from_the_position_it_branches_from(data, name):
    r = kifu.read(data("kif", name), warnings="keep")
    assert r.variations
    for ply, moves, before in r.variations:
        p = before.copy()
        assert len(p.move_stack) == ply - 1  # the moves that led there
        for m in moves:
            p.push(m)  # ValueError if the variation did not start from this position


def test_a_ki2_game_states_its_result_by_its_made_line():
    kif = "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 投了\n"
    r = kifu.read(kifu.read(kif).write("ki2"))
    assert r.format == "KI2"
    assert r.result == "まで1手で先手の勝ち"


def test_a_professional_game_with_comments(data):
    r = kifu.read(data("kif", "jkf_ryuou201409020101.kif"))
    assert len(r.moves) == 117 and r.result == "投了"
    assert r.comments[1][0] == "comment comment"
    positions = list(r.positions())
    assert len(positions) == 118
    assert positions[0] == kifu.Position()
    assert [p.sfen() for p in positions] == r.sfens()
    assert positions[-1].sfen() == r.sfens()[-1]


def test_every_game_of_a_multi_game_csa_file(data):
    games = kifu.read_all(data("csa", "three-games.csa"))
    assert [len(g.moves) for g in games] == [2, 3, 1]
    assert games[0].headers == {"先手": "A", "後手": "B"}
    assert kifu.read(data("csa", "three-games.csa")).moves == games[0].moves
    # A bad game in the middle costs no other: the error names it, .records holds the rest.
    text = open(data("csa", "three-games.csa"), encoding="ascii").read()
    with pytest.raises(kifu.ParseError) as failure:
        kifu.read_all(text.replace("+8822UM", "+5554FU"))
    assert "5554" in str(failure.value) and len(failure.value.record.moves) == 2
    assert [len(g.moves) for g in failure.value.records] == [2, 1]


@pytest.mark.parametrize("fmt", ["kif", "ki2", "csa", "jkf", "usi"])
def test_write_then_read_gives_the_same_moves(data, fmt):
    r = kifu.read(data("kif", "jkf_ryuou201409020101.kif"))
    text = r.write(fmt, warnings="keep")
    again = kifu.read(text, fmt if fmt != "ki2" else None, warnings="keep")
    assert again.moves == r.moves
    assert again.sfens() == r.sfens()
    if fmt in ("kif", "csa", "jkf"):
        assert again.result == r.result


def test_bytes_text_and_format_names(data):
    raw = open(data("kif", "jkf_fork.kif"), "rb").read()
    assert kifu.read(raw).moves == kifu.read(data("kif", "jkf_fork.kif")).moves
    r = kifu.read("position startpos moves 7g7f 3c3d")
    assert r.format == "SFEN/USI" and [m.usi for m in r.moves] == ["7g7f", "3c3d"]
    assert kifu.read("position startpos moves 7g7f", format="USI").moves[0].usi == "7g7f"
    # An SFEN or a position line is text, though its '/' would make a path.
    start = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"
    assert kifu.read(start).format == "SFEN/USI"
    assert [m.usi for m in kifu.read(f"position sfen {start} moves 2g2f").moves] == ["2g2f"]
    with pytest.raises(ValueError, match="format"):
        kifu.read(raw, format="pgn")


def test_an_illegal_move_is_a_parse_error_with_its_place():
    text = "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ７六歩(77)\n"
    with pytest.raises(kifu.ParseError) as e:
        kifu.read(text)
    errors = [d for d in e.value.diagnostics if d.severity == "error"]
    assert errors and errors[0].line == 4 and errors[0].column >= 1
    # The second ７六歩(77) moves from an empty square.
    assert errors[0].file == "<text>" and errors[0].code == "shogi.notation-no-piece"
    assert str(errors[0]).startswith("<text>:4:")
    # What was read before the error is kept: the first move.
    assert [m.usi for m in e.value.record.moves] == ["7g7f"]


def test_a_go_record_is_refused_by_name(data):
    sgf = b"(;GM[1]FF[4]SZ[19];B[pd];W[dp])"
    with pytest.raises(kifu.ParseError, match="SGF"):
        kifu.read(sgf)
    with pytest.raises(kifu.ParseError, match="PNG"):
        kifu.read(b"\x89PNG\r\n\x1a\n" + bytes(100))


def test_warnings_go_to_the_warnings_module_or_are_kept(data):
    r = kifu.read(data("kif", "jkf_fork.kif"))
    with pytest.warns(kifu.KifuWarning, match="CSA"):
        r.write("csa")
    import warnings
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        r.write("csa", warnings="keep")


def test_what_a_format_cannot_hold_is_a_warning_in_text_and_in_files(data, tmp_path):
    r = kifu.read(data("csa", "floodgate-style.csa"))
    with pytest.warns(kifu.KifuWarning, match="KI2 has no times: 13 times not written"):
        r.write("ki2")
    fork = kifu.read(data("kif", "jkf_fork.kif"))
    with pytest.warns(kifu.KifuWarning, match="JKF has no まで lines"):
        kifu.write(fork, tmp_path / "fork.jkf")
    with pytest.warns(kifu.KifuWarning, match="USI holds the main line's moves alone: 5 headers"):
        r.write("usi")


def test_a_record_is_read_not_built():
    with pytest.raises(TypeError, match="a Record is read, not built: kifu.read"):
        kifu.Record()


def test_a_file_replaced_keeps_its_permissions(data, tmp_path):
    path = tmp_path / "game.kif"
    r = kifu.read(data("kif", "jkf_fork.kif"))
    kifu.write(r, path, warnings="keep")
    os.chmod(path, 0o640)
    kifu.write(r, path, overwrite=True, warnings="keep")
    assert os.stat(path).st_mode & 0o7777 == 0o640


def test_write_a_file_by_its_extension_whole_and_never_over_one(data, tmp_path):
    r = kifu.read(data("kif", "jkf_ryuou201409020101.kif"))
    path = tmp_path / "game.kif"
    kifu.write(r, path)
    raw = path.read_bytes()
    assert "手合割".encode("cp932") in raw  # Shift_JIS by the KIF convention
    with pytest.raises(FileExistsError):
        kifu.write(r, path)
    kifu.write(r, path, utf8=True, overwrite=True)
    assert path.read_bytes().startswith(b"#KIF version=2.0 encoding=UTF-8\n")
    assert kifu.read(path).moves == r.moves
    kifu.write(r, tmp_path / "game.CSA", warnings="keep")
    assert kifu.read(tmp_path / "game.CSA").moves == r.moves
    with pytest.raises(ValueError, match="extension|format"):
        kifu.write(r, tmp_path / "game.txt")
    # .kifu and .ki2u are the UTF-8 forms by their names, as kifu convert writes them.
    kifu.write(r, tmp_path / "game.kifu")
    assert (tmp_path / "game.kifu").read_bytes().startswith(b"#KIF version=2.0 encoding=UTF-8\n")
    kifu.write(r, tmp_path / "game.ki2u", warnings="keep")
    assert kifu.read(tmp_path / "game.ki2u").moves == r.moves
    assert "手合割".encode() in (tmp_path / "game.ki2u").read_bytes()
    assert sorted(os.listdir(tmp_path)) == ["game.CSA", "game.ki2u", "game.kif", "game.kifu"]
    # A path given as bytes names its format by its extension too.
    kifu.write(r, os.fsencode(tmp_path / "bytes.jkf"), warnings="keep")
    assert kifu.read(tmp_path / "bytes.jkf").moves == r.moves


def test_write_goes_through_links_into_devices_and_names_the_file(data, tmp_path):
    r = kifu.read(data("kif", "jkf_fork.kif"))
    # A link is written through: its target gets the record, the link stays a link.
    (tmp_path / "real").mkdir()
    target = tmp_path / "real" / "target.kif"
    target.write_bytes(b"old")
    link = tmp_path / "link.kif"
    link.symlink_to(target)
    kifu.write(r, link, overwrite=True)
    assert link.is_symlink()
    assert kifu.read(target).moves == r.moves
    # A device is written into, never replaced: a full one is an error.
    with pytest.raises(OSError, match="No space left on device"):
        kifu.write(r, "/dev/full", format="kif")
    assert not os.path.isfile("/dev/full")
    # A directory, or a missing one, is named as the path asked for.
    with pytest.raises(IsADirectoryError, match="is a directory"):
        kifu.write(r, tmp_path, format="kif")
    with pytest.raises(OSError, match=r"nodir/a\.kif: cannot write the file \(No such file"):
        kifu.write(r, tmp_path / "nodir" / "a.kif")


def test_reads_from_several_threads_agree(data):
    paths = [data("kif", name) for name in sorted(os.listdir(data("kif")))
             if name.endswith((".kif", ".kifu", ".ki2", ".csa"))]
    one = [kifu.read(p, lenient=True, warnings="keep").sfens() for p in paths]
    with concurrent.futures.ThreadPoolExecutor(4) as pool:
        many = list(pool.map(lambda p: kifu.read(p, lenient=True, warnings="keep").sfens(),
                             paths * 4))
    assert many == one * 4


def _example(name):
    return os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "examples",
                        "python", name)


def test_the_examples_convert_a_folder_and_draw_a_position(data, tmp_path):
    import runpy
    import shutil
    import xml.etree.ElementTree as ET
    folder = tmp_path / "records"
    folder.mkdir()
    for name in ("jkf_ryuou201409020101.kif", "jkf_fork.kif", "jkf_fork.ki2"):
        shutil.copy(data("kif", name), folder / name)
    shutil.copy(data("csa", "three-games.csa"), folder / "three-games.csa")
    (folder / "broken.kif").write_text("手合割：平手\n   1 ７六歩(77)\n   2 ７六歩(77)\n", "utf-8")
    convert = runpy.run_path(_example("convert_folder.py"))
    # broken.kif fails; jkf_fork.ki2 would be written over jkf_fork.kif's CSA: said, not done;
    # each game of three-games.csa is written.
    assert convert["main"](str(folder), "csa", str(tmp_path / "out")) == 1
    assert sorted(os.listdir(tmp_path / "out")) == [
        "jkf_fork.csa", "jkf_ryuou201409020101.csa", "three-games-1.csa", "three-games-2.csa",
        "three-games-3.csa"]
    assert len(kifu.read(tmp_path / "out" / "jkf_ryuou201409020101.csa").moves) == 117
    draw = runpy.run_path(_example("draw_position.py"))
    draw["main"](data("kif", "jkf_ryuou201409020101.kif"), "35", str(tmp_path / "35.svg"))
    assert ET.parse(tmp_path / "35.svg").getroot().tag.endswith("svg")


def test_a_record_draws_its_last_position_with_names_and_the_last_move(data):
    import xml.etree.ElementTree as ET
    r = kifu.read(data("kif", "jkf_ryuou201409020101.kif"))
    svg = r._repr_svg_()
    assert all(c in svg for c in "羽生善治糸谷哲郎")  # the names, written vertically
    ET.fromstring(svg)
    assert r.svg(35) != svg and ET.fromstring(r.svg(0)).tag.endswith("svg")
    for wrong in (500, -1):
        with pytest.raises(IndexError, match=rf"ply is 0 \(the start\) to 117 \(the main line's moves\), not {wrong}"):
            r.svg(wrong)
    flipped = ET.fromstring(r.svg(35, flip=True))
    assert flipped.get("data-flipped") == "true" and ET.fromstring(r.svg(35)).get("data-flipped") == "false"
    assert r.svg(35, style="game") != r.svg(35)
    with pytest.raises(ValueError, match="the style is 'book' or 'game', not 'comic'"):
        r.svg(35, style="comic")


def test_a_missing_file_is_not_read_as_text(tmp_path):
    with pytest.raises(FileNotFoundError):
        kifu.read("no-such-game.kif")
    with pytest.raises(FileNotFoundError):
        kifu.read(str(tmp_path / "missing"))
    with pytest.raises(FileNotFoundError):
        kifu.read(tmp_path / "missing.csa")
    with pytest.raises(FileNotFoundError):
        kifu.read("games/b/w/x.kif")


def test_usi_text_holds_a_record_a_line_and_its_errors_are_placed():
    records = kifu.read_all("position startpos moves 7g7f 3c3d\nposition startpos moves 2g2f\n")
    assert [len(r.moves) for r in records] == [2, 1]
    with pytest.raises(kifu.ParseError) as raised:
        kifu.read_all("position startpos moves 7g7f\nposition startpos moves 2g2f 2g2f\n")
    assert (raised.value.diagnostics[0].line, raised.value.diagnostics[0].column) == (2, 30)
    # Bytes that are no UTF-8 are quoted as \xNN in the message, never a UnicodeDecodeError.
    with pytest.raises(kifu.ParseError, match=r"\\x91\\x92"):
        kifu.read(b"position startpos moves 7g7f \x91\x92")


def test_read_takes_the_first_record_whatever_the_others_hold(data):
    text = open(data("csa", "three-games.csa"), newline="").read().replace("+8822UM", "+8823UM")
    first = kifu.read(text)  # the edit breaks the second game alone
    assert len(first.moves) > 0
    with pytest.raises(kifu.ParseError):
        kifu.read_all(text)


def test_a_format_that_is_not_the_bytes_is_refused(data):
    with pytest.raises(ValueError, match="format='kif', but the bytes are a CSA shogi record"):
        kifu.read(data("csa", "floodgate-style.csa"), format="kif")
    assert kifu.read(data("kif", "jkf_fork.kif"), format="ki2").moves  # one reader for both


def test_warnings_of_read_point_at_the_caller(data):
    with pytest.warns(kifu.KifuWarning) as caught:
        kifu.read(data("kif", "skc_Shogidokoro.kif"))
    assert caught[0].filename == __file__


def test_a_parse_error_reaches_a_process_pool_whole():
    import pickle
    with pytest.raises(kifu.ParseError) as raised:
        kifu.read("position startpos moves 7g7f 7g7f")
    again = pickle.loads(pickle.dumps(raised.value))
    assert str(again) == str(raised.value)
    assert [(d.line, d.column, d.code, d.message) for d in again.diagnostics] == \
        [(d.line, d.column, d.code, d.message) for d in raised.value.diagnostics]


def test_a_variation_keeps_its_comments_and_result(data):
    kif = ("手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n"
           "   3 投了\n\n変化：2手\n   2 ８四歩(83)\n*8四歩 is slower\n*a second line\n"
           "   3 ２六歩(27)\n   4 中断\n")
    r = kifu.read(kif)
    (variation,) = r.variations
    ply, moves, before = variation  # still unpacks as three
    assert (ply, variation.ply) == (2, 2)
    assert [m.usi for m in variation.moves] == ["8c8d", "2g2f"]
    assert variation.comments == [["8四歩 is slower", "a second line"], []]
    assert variation.result == "中断"
    assert before.sfen() == variation.position.sfen()
    assert {v.result for v in kifu.read(data("kif", "jkf_fork.kif")).variations} >= {"中断"}
    copy = pickle.loads(pickle.dumps(variation))
    assert copy.comments == variation.comments and copy.result == "中断" and copy[0] == 2


def test_a_lenient_usi_line_keeps_an_illegal_move_as_kif_does():
    r = kifu.read("position startpos moves 7g7f 3c3d 2h2a 8c8d", lenient=True, warnings="keep")
    assert [m.usi for m in r.moves] == ["7g7f", "3c3d", "2h2a", "8c8d"]
    assert r.diagnostics[0].severity == "error" and "kept as played" in r.diagnostics[0].message
    with pytest.raises(ValueError, match="move 3 of the main line is not legal"):
        r.position(3)


def test_hostile_calls_get_clear_errors():
    for value in (2, 100, -1, True):
        with pytest.raises(ValueError, match="a Color is BLACK"):
            kifu.Color(value)
    assert pickle.loads(pickle.dumps(kifu.Color.WHITE)) == kifu.Color.WHITE
    assert kifu.Color(kifu.Color.WHITE) == kifu.Color.WHITE  # a Color is a Color
    with pytest.raises(TypeError, match="a Record is read, not built"):
        kifu.Record.__new__(kifu.Record)
    with pytest.raises(ValueError, match=r"'7g7f\\x00' is not a USI move"):
        kifu.Position().push_usi("7g7f\x00")
    with pytest.raises(ValueError, match="not a pickled Position"):
        kifu.Position.__new__(kifu.Position).__setstate__(
            ("4k4/9/9/9/9/9/9/9/4K4 b - 1", [kifu.Position().legal_moves[0]]))
    corrupt = bytes.fromhex("5ca8e096fbc1c6fc1057e70d750bd59c2de425dae8f049780b958010fdddd590")
    with pytest.raises(ValueError, match="holds 26 歩, where the set it codes holds 18"):
        kifu.position_from_hcp(corrupt)


def test_jkf_on_one_line_is_read_as_a_record_not_a_path(data):
    import json
    record = kifu.read(data("kif", "jkf_fork.kif"))
    one_line = json.dumps(json.loads(record.write("jkf", warnings="keep")), ensure_ascii=False)
    assert "/" in one_line and "\n" not in one_line  # it has dates: it looks like a path
    assert [m.usi for m in kifu.read(one_line).moves] == [m.usi for m in record.moves]


def test_the_comments_on_the_end_word_are_reachable(data):
    r = kifu.read(data("csa", "floodgate-style.csa"))
    assert r.result == "投了"
    assert r.result_comments == ["summary:toryo:engine_a lose:engine_b win",
                                 "$END_TIME:2024/01/02 10:03:12"]
    assert kifu.read("position startpos moves 7g7f").result_comments == []


@pytest.mark.parametrize("name", ["kif/jkf_fork.kif", "kif/jkf_20081220kyoochi.kif",
                                  "csa/floodgate-style.csa", "csa/two-piece-handicap.csa",
                                  "kif/jkf_fork.ki2", "kif/tsshogi_sample.kifu"])
def test_a_record_pickles_and_copies_whole(data, name):
    # A worker process returns records by pickle: the copy shows all the record shows, in the
    # encoding and format it was read from, with its diagnostics.
    import copy
    record = kifu.read(data(name), warnings="keep")
    for other in (pickle.loads(pickle.dumps(record)), copy.copy(record), copy.deepcopy(record)):
        assert other == record
        assert other is not record
        assert (other.encoding, other.format) == (record.encoding, record.format)
        assert [str(d) for d in other.diagnostics] == [str(d) for d in record.diagnostics]
        assert other.write("kif", warnings="keep") == record.write("kif", warnings="keep")
        assert [v.comments for v in other.variations] == [v.comments for v in record.variations]


def test_records_compare_by_what_they_show_and_are_not_hashable(data):
    first, second = kifu.read(data("kif/jkf_fork.kif")), kifu.read(data("kif/jkf_fork.kif"))
    assert first == second and not first != second
    assert first != kifu.read(data("kif/jkf_9fu.kif"))
    assert first != "jkf_fork"
    second.set_comments(1, ["別の感想"])
    assert first != second
    with pytest.raises(TypeError):
        hash(first)
    # Variations come in the tree's order, whatever order a format's reader made its nodes in.
    for name in ("kif/jkf_fork.kif", "kif/skc_forks.kifu"):
        record = kifu.read(data(name), warnings="keep")
        again = kifu.read(record.write("jkf", warnings="keep"), warnings="keep")
        assert [v.ply for v in again.variations] == [v.ply for v in record.variations]
        assert again == record


def test_text_with_cr_line_ends_is_a_record_not_a_file_name(data):
    with open(data("kif/jkf_fork.kif"), encoding="cp932") as f:
        text = f.read().replace("\n", "\r")  # its date's '/' made it look like a path
    assert kifu.read(text, warnings="keep").moves == kifu.read(data("kif/jkf_fork.kif")).moves


def test_text_decoded_from_shift_jis_is_read_without_a_word_on_its_declared_encoding(data):
    # The file declares Shift_JIS; the text read from it with its codec is characters, not bytes.
    with open(data("kif/jkf_fork.kif"), encoding="cp932") as f:
        text = f.read()
    assert "encoding=Shift_JIS" in text
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        record = kifu.read(text)
    assert record == kifu.read(data("kif/jkf_fork.kif"))


def test_warnings_are_said_kept_or_raised_as_asked(data):
    # jkf_9fu.kif has warnings (a 二歩 on the board it starts from, among others).
    with pytest.warns(kifu.KifuWarning):
        kifu.read(data("kif", "jkf_9fu.kif"))
    for quiet in ("keep", "ignore"):
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            assert kifu.read(data("kif", "jkf_9fu.kif"), warnings=quiet).diagnostics
    with pytest.raises(kifu.KifuWarning):
        kifu.read(data("kif", "jkf_9fu.kif"), warnings="error")
    with pytest.raises(ValueError, match="warnings is 'warn', 'keep', 'ignore' or 'error'"):
        kifu.read(data("kif", "jkf_9fu.kif"), warnings="loud")
    with pytest.raises(kifu.KifuWarning):  # the T-BASE reader says its records' errors too
        kifu.tbase.read(data("tbase", "damaged.dia"), warnings="error")


def test_headers_refuse_to_be_changed_but_by_set_header(data):
    # Assigning into the headers changed a copy in silence.
    r = kifu.read(data("kif", "jkf_fork.kif"))
    with pytest.raises(TypeError):
        r.headers["先手"] = "誰か"
    r.set_header("先手", "誰か")
    assert r.headers["先手"] == "誰か" and dict(r.headers)["先手"] == "誰か"


def test_a_file_whose_name_is_not_utf8_is_read_by_every_reader(data, tmp_path):
    # Shift_JIS names unpacked from a Windows archive: Python holds them with surrogates.
    def sjis_name(name):
        return os.fsdecode(os.fsencode(tmp_path) + b"/" + name.encode("cp932"))
    game = sjis_name("対局.csa")
    with open(game, "wb") as f:
        with open(data("csa", "floodgate-style.csa"), "rb") as source:
            f.write(source.read())
    assert len(kifu.read(game).moves) == 13
    assert len(kifu.read(pathlib.Path(game)).moves) == 13
    assert len(kifu.export_hcpe([game])) == 13
    broken = sjis_name("壊.kif")
    with open(broken, "wb") as f:
        f.write(b"\x00\x01 not a record")
    with pytest.raises(kifu.ParseError, match="\ufffd\ufffd.kif: binary data"):
        kifu.read(broken)
    board = sjis_name("碁.sgf")
    with open(board, "w") as f:
        f.write("(;SZ[9];B[aa])")
    assert kifu.go.read(board) is not None


def test_writing_to_a_directory_says_so(data, tmp_path):
    with pytest.raises(IsADirectoryError):
        kifu.write(kifu.read(data("kif/jkf_fork.kif")), tmp_path)
