// Playing Go moves by the rules (captures, suicide, simple ko, passes) on hand-checked positions,
// and the main line of SGF games: a corpus game against GNU Go's boards, variations, passes,
// setup inside the game, and illegal moves reported where they are written.
#include <catch2/catch.hpp>

#include <string>
#include <tuple>
#include <vector>

#include "kifu/go/play.hpp"
#include "kifu/go/sgf.hpp"
#include "kifu/go/text_board.hpp"
#include "support/test_data.hpp"

using namespace kifu::go;
using kifu::diagnostic_code;
using kifu::severity;

namespace {

// A position from rows of text, top row first: X black, O white, anything else empty.
position board_of(int size, const std::vector<std::string>& rows) {
  position p(size);
  for (std::size_t y = 0; y < rows.size(); ++y)
    for (std::size_t x = 0; x < rows[y].size(); ++x) {
      const char c = rows[y][x];
      p.set(static_cast<int>(x), static_cast<int>(y),
            c == 'X'   ? stone::black
            : c == 'O' ? stone::white
                       : stone::empty);
    }
  return p;
}

std::string go_file(const std::string& name) {
  return kifu::test::read_bytes(kifu::test::data_dir() / "go" / name);
}

}  // namespace

TEST_CASE("a stone without liberties is taken; a group too", "[go][play]") {
  // The white stone at (1, 0) has the liberties (0, 0), (2, 0) and (1, 1); black fills them.
  game g(board_of(9, {".O", "X"}));
  CHECK(g.play(color::black, {2, 0}).captured == 0);
  CHECK(g.play(color::white, {8, 8}).captured == 0);
  const auto taken = g.play(color::black, {1, 1});
  CHECK(taken.error == move_error::none);
  CHECK(taken.captured == 0);  // (0, 0) is still free
  CHECK(g.play(color::white, {8, 7}).error == move_error::none);
  const auto corner = g.play(color::black, {0, 0});
  CHECK(corner.error == move_error::none);
  CHECK(corner.captured == 1);
  CHECK(g.board().at(1, 0) == stone::empty);
  CHECK(g.captures(color::black) == 1);
  CHECK(g.captures(color::white) == 0);

  // Two white stones in a row, surrounded but for (2, 2): black there takes both.
  game h(board_of(9, {".XX", "XOOX", ".X"}));
  const auto two = h.play(color::black, {2, 2});
  CHECK(two.captured == 2);
  CHECK(h.board().at(1, 1) == stone::empty);
  CHECK(h.board().at(2, 1) == stone::empty);
  CHECK(h.board().count(stone::white) == 0);
  CHECK(h.move_number({2, 2}) == 1);
  CHECK(h.move_number({1, 1}) == 0);
}

TEST_CASE("suicide is refused, unless the move captures", "[go][play]") {
  // White at the corner (0, 0) between two black stones: no liberty, nothing taken.
  game g(board_of(9, {".X", "X"}));
  const position before = g.board();
  CHECK(g.check(color::white, {0, 0}) == move_error::suicide);
  CHECK(g.play(color::white, {0, 0}).error == move_error::suicide);
  CHECK(g.board() == before);
  CHECK(g.moves_played() == 0);
  CHECK_FALSE(g.last_move());

  // A two-stone suicide: white (0, 1) joins (0, 0), and the pair has no liberty.
  game pair(board_of(9, {"OX", ".X", "X"}));
  CHECK(pair.play(color::white, {0, 1}).error == move_error::suicide);
  CHECK(pair.board().at(0, 1) == stone::empty);

  // Without a liberty of its own, white (0, 0) takes the two black stones in atari: legal.
  game capture(board_of(9, {".XO", "XO", "O"}));
  const auto r = capture.play(color::white, {0, 0});
  CHECK(r.error == move_error::none);
  CHECK(r.captured == 2);
  CHECK(capture.board().at(1, 0) == stone::empty);
  CHECK(capture.board().at(0, 1) == stone::empty);

  CHECK(capture.play(color::black, {0, 0}).error == move_error::occupied);
  CHECK(capture.play(color::black, {9, 0}).error == move_error::off_board);
}

TEST_CASE("the immediate retake of a ko is reported; after a move elsewhere it is fine",
          "[go][play]") {
  // . X O .      black (2, 1) takes the white stone at (1, 1); white retaking at (1, 1) at
  // X O . O      once would take one stone back and repeat the position.
  // . X O .
  const position shape = board_of(9, {".XO.", "XO.O", ".XO."});
  game g(shape);
  const auto take = g.play(color::black, {2, 1});
  CHECK(take.captured == 1);
  REQUIRE(g.ko_point());
  CHECK(*g.ko_point() == point{1, 1});
  CHECK(g.check(color::white, {1, 1}) == move_error::ko);
  const auto retake = g.play(color::white, {1, 1});  // played, and reported
  CHECK(retake.error == move_error::ko);
  CHECK(retake.captured == 1);
  CHECK(g.board().at(2, 1) == stone::empty);
  CHECK(g.board().at(1, 1) == stone::white);

  // Black takes again, white plays a ko threat elsewhere, black answers: the retake is legal.
  game h(shape);
  CHECK(h.play(color::black, {2, 1}).captured == 1);
  CHECK(h.play(color::white, {7, 7}).error == move_error::none);
  CHECK_FALSE(h.ko_point());
  CHECK(h.play(color::black, {6, 7}).error == move_error::none);
  const auto later = h.play(color::white, {1, 1});
  CHECK(later.error == move_error::none);
  CHECK(later.captured == 1);

  // A pass ends the ko too, and leaves no last move.
  game p(shape);
  CHECK(p.play(color::black, {2, 1}).captured == 1);
  p.pass(color::white);
  CHECK_FALSE(p.ko_point());
  CHECK_FALSE(p.last_move());
  CHECK(p.moves_played() == 2);
  CHECK(p.board().to_play() == color::black);

  // Taking one stone with a stone that keeps other liberties is not a ko.
  game open(board_of(9, {".X", "XO.", ".X"}));
  CHECK(open.play(color::black, {2, 1}).captured == 1);
  CHECK_FALSE(open.ko_point());
}

TEST_CASE("a corpus game's main line plays to GNU Go's boards", "[go][play][corpus]") {
  const auto record = read_sgf_game(go_file("sabaki-sgf/utf8bom.sgf"));
  REQUIRE(record.ok());
  CHECK(record.diagnostics().empty());
  CHECK(record->move_count() == 164);
  CHECK_FALSE(record->first);

  // GNU Go 3.8: `loadsgf utf8bom.sgf 101` and `loadsgf utf8bom.sgf 165`, then showboard.
  for (const auto& [moves, file, white_took, black_took] :
       {std::tuple{100, "gnugo/played_utf8bom_100.txt", 2, 1},
        std::tuple{164, "gnugo/played_utf8bom_164.txt", 9, 1}}) {
    CAPTURE(moves);
    const auto played = play_main_line(*record, static_cast<std::size_t>(moves));
    REQUIRE(played.ok());
    CHECK(played.diagnostics().empty());
    const auto expected = read_text_board(go_file(file));
    REQUIRE(expected.ok());
    CHECK(same_stones(played->board(), expected->position));
    CHECK(played->captures(color::white) == white_took);
    CHECK(played->captures(color::black) == black_took);
    CHECK(played->moves_played() == moves);
  }
  // The last move is W[hf] (7, 5), white's 82nd; black is to play.
  const auto end = play_main_line(*record);
  REQUIRE(end.ok());
  CHECK(end->last_move() == point{7, 5});
  CHECK(end->move_number({7, 5}) == 164);
  CHECK(end->board().to_play() == color::black);
  // The setup: nothing played.
  const auto setup = play_main_line(*record, 0);
  CHECK(setup->board().count(stone::empty) == 361);
}

TEST_CASE("the main line is the first variation at each branch", "[go][play][sgf]") {
  const auto r = read_sgf_game("(;GM[1]SZ[9];B[aa](;W[bb];B[cc](;W[dd])(;W[ee]))(;W[ff]))");
  REQUIRE(r.ok());
  REQUIRE(r->main_line.size() == 4);
  CHECK(r->move_count() == 4);
  CHECK(r->main_line[1].move->at == point{1, 1});
  CHECK(r->main_line[3].move->at == point{3, 3});
  REQUIRE(r.diagnostics().size() == 1);
  CHECK(r.diagnostics()[0].code == diagnostic_code::go_sgf_not_played);
  CHECK(r.diagnostics()[0].level == severity::note);
  CHECK(r.diagnostics()[0].message ==
        "only the main line is read; 2 other variations (2 nodes) are not");
}

TEST_CASE("passes, setup inside the game and PL are played", "[go][play][sgf]") {
  const auto r =
      read_sgf_game("(;GM[1]SZ[9]AB[cc];B[];W[tt];B[dd]AW[ee:ef]AE[cc]PL[B];W[]\n;B[aa])");
  REQUIRE(r.ok());
  CHECK(r->move_count() == 5);
  CHECK_FALSE(r->main_line[0].move->at);  // B[] passes
  CHECK_FALSE(r->main_line[1].move->at);  // W[tt] passes on boards up to 19×19
  const auto after3 = play_main_line(*r, 3);
  REQUIRE(after3.ok());
  const position& b = after3->board();
  CHECK(b.at(2, 2) == stone::empty);  // AE[cc]
  CHECK(b.at(3, 3) == stone::black);
  CHECK(b.at(4, 4) == stone::white);
  CHECK(b.at(4, 5) == stone::white);
  CHECK(b.to_play() == color::black);  // PL[B] after black's move
  CHECK(after3->move_number({3, 3}) == 3);
  CHECK(after3->move_number({4, 4}) == 0);  // a setup stone has no number
  const auto all = play_main_line(*r);
  CHECK(all->moves_played() == 5);
  CHECK(all->board().at(0, 0) == stone::black);

  // On a 21×21 board tt is a point.
  const auto big = read_sgf_game("(;GM[1]SZ[21];B[tt])");
  REQUIRE(big.ok());
  CHECK(big->main_line[0].move->at == point{19, 19});
}

TEST_CASE("each position on the way is the one play stops at", "[go][play][sgf]") {
  // A move in the root, passes, setup and PL inside the game, a node with setup and no move;
  // and the corpus game, with its captures.
  for (const std::string& text :
       {std::string("(;GM[1]SZ[9]AB[cc]B[aa];W[];B[dd]AW[ee:ef]AE[cc]PL[B];AB[gg];W[bb];B[])"),
        go_file("sabaki-sgf/utf8bom.sgf")}) {
    const auto r = read_sgf_game(text);
    REQUIRE(r.ok());
    std::vector<std::size_t> numbers;
    const auto all = play_main_line(*r, std::nullopt, [&](std::size_t n, const game& g) {
      numbers.push_back(n);
      const auto alone = play_main_line(*r, n);
      REQUIRE(alone.ok());
      CHECK(g.board() == alone->board());
      CHECK(g.moves_played() == alone->moves_played());
      CHECK(g.captures(color::black) == alone->captures(color::black));
      CHECK(g.captures(color::white) == alone->captures(color::white));
    });
    REQUIRE(all.ok());
    REQUIRE(numbers.size() == r->move_count() + 1);
    for (std::size_t n = 0; n < numbers.size(); ++n) CHECK(numbers[n] == n);
  }
  // Up to a move, and up to an illegal one: nothing past either.
  const auto r = read_sgf_game("(;GM[1]SZ[9];B[aa];W[bb];B[bb];W[cc])");
  REQUIRE(r.ok());
  std::vector<std::size_t> numbers;
  const auto count = [&numbers](std::size_t n, const game&) { numbers.push_back(n); };
  CHECK(play_main_line(*r, 1, count).ok());
  CHECK(numbers == std::vector<std::size_t>{0, 1});
  numbers.clear();
  CHECK_FALSE(play_main_line(*r, std::nullopt, count).ok());  // B[bb] is on a stone
  CHECK(numbers == std::vector<std::size_t>{0, 1, 2});
}

TEST_CASE("illegal moves are errors where the file writes them; a ko retake is a warning",
          "[go][play][sgf]") {
  // Line 2 holds a move on a stone already there: play stops before it.
  const auto occupied = read_sgf_game("(;GM[1]SZ[9];B[cc];W[dd]\n;B[ee];W[cc];B[ff])");
  REQUIRE(occupied.ok());
  const auto played = play_main_line(*occupied);
  CHECK_FALSE(played.ok());
  REQUIRE(played.has_value());
  CHECK(played->moves_played() == 3);
  CHECK(played->board().at(5, 5) == stone::empty);
  REQUIRE(played.diagnostics().size() == 1);
  const auto& d = played.diagnostics()[0];
  CHECK(d.code == diagnostic_code::go_illegal_move);
  CHECK(d.level == severity::error);
  CHECK(d.line == 2);
  CHECK(d.column == 8);  // the W of W[cc]
  CHECK(d.offset == 32);
  CHECK(d.message ==
        "move 4 W[cc] is played on a stone already there; the game is played up to the move "
        "before it");
  // Asking for the moves before it is fine.
  CHECK(play_main_line(*occupied, 3).ok());

  // Suicide: white into black's corner.
  const auto suicide = play_main_line(*read_sgf_game("(;SZ[9]AB[ba][ab];W[aa])"));
  REQUIRE(suicide.diagnostics().size() == 1);
  CHECK(suicide.diagnostics()[0].message ==
        "move 1 W[aa] is suicide: the stone would have no liberty and captures nothing; the "
        "game is played up to the move before it");
  CHECK(suicide->moves_played() == 0);

  // Off the board, and a value that is no point.
  const auto off = play_main_line(*read_sgf_game("(;SZ[9];B[jj])"));
  REQUIRE(off.diagnostics().size() == 1);
  CHECK(off.diagnostics()[0].message ==
        "move 1 B[jj] is off the 9×9 board; the game is played up to the move before it");
  // Beyond the largest board too, as written.
  const auto far = play_main_line(*read_sgf_game("(;SZ[9];B[zA])"));
  REQUIRE(far.diagnostics().size() == 1);
  CHECK(far.diagnostics()[0].message ==
        "move 1 B[zA] is off the 9×9 board; the game is played up to the move before it");
  const auto bad = read_sgf_game("(;SZ[9];B[a1];W[cc])");
  REQUIRE(bad.diagnostics().size() == 1);
  CHECK(bad.diagnostics()[0].code == diagnostic_code::go_sgf_value);
  CHECK(bad.diagnostics()[0].column == 11);
  const auto unreadable = play_main_line(*bad);
  CHECK(unreadable->moves_played() == 0);
  CHECK_FALSE(unreadable.ok());  // play stops there, and says so
  REQUIRE(unreadable.diagnostics().size() == 1);
  CHECK(unreadable.diagnostics()[0].message ==
        "move 1 names no point; the game is played up to the move before it");

  // The ko of the hand-checked test, in SGF: black takes at cb, white retakes at bb at once.
  const auto ko = read_sgf_game("(;SZ[9]AB[ba][ab][bc]AW[ca][bb][db][cc];B[cb];W[bb];B[gg])");
  REQUIRE(ko.ok());
  const auto k = play_main_line(*ko);
  CHECK(k.ok());
  REQUIRE(k.diagnostics().size() == 1);
  CHECK(k.diagnostics()[0].code == diagnostic_code::go_ko);
  CHECK(k.diagnostics()[0].level == severity::warning);
  CHECK(k.diagnostics()[0].message ==
        "move 2 W[bb] retakes the ko at once (simple ko); played as written");
  CHECK(k->moves_played() == 3);
  CHECK(k->board().at(2, 1) == stone::empty);
}

TEST_CASE("read_sgf still reads the setup only", "[go][sgf]") {
  const auto r = read_sgf("(;GM[1]SZ[9]AB[aa];B[bb];W[cc])");
  REQUIRE(r.ok());
  CHECK(r->count(stone::black) == 1);
  CHECK(r->count(stone::white) == 0);
}

TEST_CASE("a file cut short keeps the moves read before the cut, with its error",
          "[go][play][sgf]") {
  const auto cut = read_sgf_game("(;SZ[9];B[aa];W[bb]");
  CHECK_FALSE(cut.ok());
  REQUIRE(cut.has_value());
  CHECK(cut->setup.size() == 9);
  CHECK(cut->move_count() == 2);
  REQUIRE(cut.diagnostics().size() == 1);
  CHECK(cut.diagnostics()[0].code == diagnostic_code::go_sgf_syntax);
  CHECK(cut.diagnostics()[0].level == severity::error);
  CHECK(cut.diagnostics()[0].column == 1);
  CHECK(cut.diagnostics()[0].message ==
        "the game tree that starts here is not closed with ')' (is the file cut short?); what "
        "comes before the end of the file is read");
  const auto played = play_main_line(*cut);
  REQUIRE(played.ok());
  CHECK(played->board().at(0, 0) == stone::black);
  CHECK(played->board().at(1, 1) == stone::white);

  // Cut inside a value: the property cut is left out, the moves before it are kept.
  const auto in_value = read_sgf_game("(;SZ[9];B[aa];W[b");
  CHECK_FALSE(in_value.ok());
  REQUIRE(in_value.has_value());
  CHECK(in_value->move_count() == 1);
  REQUIRE(in_value.diagnostics().size() == 1);
  CHECK(in_value.diagnostics()[0].column == 16);
  CHECK(in_value.diagnostics()[0].message ==
        "the value of 'W' that starts here has no closing ']'; what comes before it is read");
  // A fault before any node leaves nothing to read.
  CHECK_FALSE(read_sgf_game("(").has_value());
}

TEST_CASE("a second game tree is warned of, after text too", "[go][play][sgf]") {
  for (const std::string text : {"(;SZ[9];B[aa]) (;SZ[19])", "(;SZ[9];B[aa])\nx\n( ;SZ[19])"}) {
    INFO(text);
    const auto r = read_sgf_game(text);
    REQUIRE(r.ok());
    CHECK(r->setup.size() == 9);
    CHECK(r->move_count() == 1);
    REQUIRE(r.diagnostics().size() == 1);
    CHECK(r.diagnostics()[0].code == diagnostic_code::go_sgf_not_played);
    CHECK(r.diagnostics()[0].level == severity::warning);
    CHECK(r.diagnostics()[0].message ==
          "another game starts here; only the file's first game is read (give each game a file "
          "of its own)");
  }
  CHECK(read_sgf_game("(;SZ[9];B[aa]) (;SZ[19])").diagnostics()[0].column == 16);
  const auto after_text = read_sgf_game("(;SZ[9];B[aa])\nx\n( ;SZ[19])");
  CHECK(after_text.diagnostics()[0].line == 3);
  CHECK(after_text.diagnostics()[0].column == 1);
  // A parenthesis in text after the game is no game.
  CHECK(read_sgf_game("(;SZ[9];B[aa])\n(end of the game)\n").diagnostics().empty());
}
