// Japanese move notation: every KIF, KI2 and tsume form, JSA relative words, diagnostics that
// name the candidates, and write -> read round trips on real and random games.
#include <catch2/catch.hpp>

#include <random>

#include "kifu/shogi/kif.hpp"
#include "kifu/shogi/notation.hpp"
#include "kifu/shogi/sfen.hpp"
#include "support/test_data.hpp"

using namespace kifu::shogi;
using kifu::diagnostic_code;

namespace {
position sfen(const char* s) {
  return parse_sfen(s).value_or_throw();
}
std::string usi_of(std::string_view text, const position& p, std::optional<square> previous = {}) {
  const auto m = parse_japanese_move(text, p, previous);
  return m.ok() ? to_usi(*m) : "error: " + m.diagnostics().at(0).message;
}
void check_round_trip(const move& m, const position& p, std::optional<square> previous) {
  const std::string ki2 = to_ki2(m, p, previous), kif = to_kif(m, p, previous);
  INFO(to_sfen(p) << " " << to_usi(m) << " ki2=" << ki2 << " kif=" << kif);
  const auto from_ki2 = parse_japanese_move(ki2, p, previous);
  const auto from_kif = parse_japanese_move(kif, p, previous);
  REQUIRE(from_ki2.ok());
  REQUIRE(from_kif.ok());
  CHECK(*from_ki2 == m);
  CHECK(*from_kif == m);
}
}  // namespace

TEST_CASE("KIF move forms", "[shogi][notation]") {
  const position start = position::initial();
  CHECK(usi_of("７六歩(77)", start) == "7g7f");
  CHECK(usi_of("7六歩(77)", start) == "7g7f");   // half-width file
  CHECK(usi_of("七六歩(77)", start) == "7g7f");  // kanji file
  const auto p = parse_usi_position("position startpos moves 7g7f 3c3d 8h2b").value();
  CHECK(usi_of("同　銀(31)", p, square{2, 2}) == "3a2b");
  CHECK(usi_of("同銀(31)", p, square{2, 2}) == "3a2b");
  const auto q = parse_usi_position("position startpos moves 7g7f 3c3d").value();
  CHECK(usi_of("２二角成(88)", q) == "8h2b+");
  CHECK(usi_of("２二角不成(88)", q) == "8h2b");
  CHECK(usi_of("２二角生(88)", q) == "8h2b");
  const auto drop = sfen("4k4/9/9/9/9/9/9/9/4K4 b B 1");
  CHECK(usi_of("４五角打", drop) == "B*4e");
  CHECK(usi_of("４五角打(00)", drop) == "B*4e");
  CHECK(usi_of("４五角(00)", drop) == "B*4e");
  CHECK(usi_of("５八王(59)", sfen("4k4/9/9/9/9/9/9/9/4K4 b - 1")) == "5i5h");
  const auto promoted = sfen("4k4/9/9/9/9/9/1+S1+N1+L1+R1/9/4K4 b - 1");
  CHECK(usi_of("８六全(87)", promoted) == "8g8f");
  CHECK(usi_of("８六成銀(87)", promoted) == "8g8f");
  CHECK(usi_of("６六圭(67)", promoted) == "6g6f");
  CHECK(usi_of("４六杏(47)", promoted) == "4g4f");
  CHECK(usi_of("２六竜(27)", promoted) == "2g2f");
  CHECK(usi_of("２六龍(27)", promoted) == "2g2f");
}

TEST_CASE("KIF diagnostics", "[shogi][notation]") {
  const position start = position::initial();
  CHECK_THAT(usi_of("７六飛(77)", start), Catch::Contains("the piece on (77) is 歩, not 飛"));
  CHECK_THAT(usi_of("同　歩(76)", start), Catch::Contains("同 needs a previous move"));
  CHECK_THAT(usi_of("７五歩(77)", start), Catch::Contains("no legal move"));
  CHECK(parse_written_move("x７六歩").diagnostics().at(0).code == diagnostic_code::notation_syntax);
}

TEST_CASE("KI2 moves with JSA relative words", "[shogi][notation]") {
  const position start = position::initial();
  CHECK(usi_of("▲５八金右", start) == "4i5h");
  CHECK(usi_of("▲５八金左", start) == "6i5h");
  const auto r = parse_japanese_move("▲５八金", start);
  REQUIRE_FALSE(r.ok());
  CHECK(r.diagnostics()[0].code == diagnostic_code::notation_ambiguous);
  CHECK_THAT(r.diagnostics()[0].message, Catch::Contains("金(49), 金(69)"));
  CHECK_THAT(usi_of("△７六歩", start), Catch::Contains("marked for △"));
  // Three white golds on the first rank that all reach 5二 (white's right is the high files).
  const auto golds = sfen("3ggg2k/9/9/9/9/9/9/9/4K4 w - 1");
  CHECK(to_ki2(parse_usi_move("6a5b", golds).value(), golds) == "△５二金右");
  CHECK(to_ki2(parse_usi_move("5a5b", golds).value(), golds) == "△５二金直");
  CHECK(to_ki2(parse_usi_move("4a5b", golds).value(), golds) == "△５二金左");
  CHECK(usi_of("△５二金右", golds) == "6a5b");
  CHECK(usi_of("△５二金行", golds) ==
        "error: the move to 5二 fits several pieces: 金(41), 金(51), 金(61) "
        "(add 上 引 寄 直 右 左, 打, or the origin)");
  // 上 引 寄.
  const auto silvers = sfen("4k4/9/9/9/9/4S4/3S5/9/4K4 b - 1");
  CHECK(usi_of("▲５五銀上", silvers) == "5f5e");
  CHECK(usi_of("▲５五銀引", silvers) ==
        "error: the relative words exclude every piece that reaches 5五: 銀(56)");
  const auto pawn = sfen("4k4/P8/9/9/9/9/9/9/4K4 b - 1");
  CHECK(usi_of("９一歩(92)", pawn) ==
        "error: no legal move takes 歩 to 9一 without promoting (write 成)");
  CHECK(usi_of("９一歩成(92)", pawn) == "9b9a+");
  const auto pair = sfen("4k4/9/9/9/9/9/3S1S3/9/4K4 b - 1");
  CHECK(to_ki2(parse_usi_move("6g5f", pair).value(), pair) == "▲５六銀左");
  // Two knights that must promote on the last rank are still told apart.
  const auto knights = sfen("4k4/9/2N1N4/9/9/9/9/9/4K4 b - 1");
  CHECK(to_ki2(parse_usi_move("5c6a+", knights).value(), knights) == "▲６一桂右成");
  CHECK(to_ki2(parse_usi_move("7c6a+", knights).value(), knights) == "▲６一桂左成");
  const auto side = sfen("4k4/9/9/9/9/9/9/3G1G3/3G1K3 b - 1");
  CHECK(to_ki2(parse_usi_move("6h5h", side).value(), side) == "▲５八金左寄");
  // 打 only when a board piece could also move there; 不成 when promotion was possible.
  const auto both = sfen("4k4/9/9/9/9/9/9/9/G3K4 b G 1");
  CHECK(to_ki2(move::drop({8, 9}, piece_kind::gold), both) == "▲８九金打");
  CHECK(to_ki2(move::drop({8, 5}, piece_kind::gold), both) == "▲８五金");
  const auto q = parse_usi_position("position startpos moves 7g7f 3c3d").value();
  CHECK(to_ki2(parse_usi_move("8h2b", q).value(), q) == "▲２二角不成");
  CHECK(to_kif(parse_usi_move("8h2b", q).value(), q) == "２二角不成(88)");
}

TEST_CASE("tsume notation of the seed's .tjn example", "[shogi][notation][tsume]") {
  // A start position (hand-built) in which the 15-move solution of the T-BASE .tjn example is
  // legal and ends in mate: 龍4四, 角5五; defender 玉1二, 金3二, 香1一, holding the rest.
  const position start = sfen("8l/6g1k/9/5+R3/4B4/9/9/9/9 b GPrb2g4s4n3l17p 1");
  const std::string solution =
      "14龍13金合22金同金13龍同玉24金12玉22角成同玉33金打21玉22歩12玉23金寄";
  const auto moves = parse_tsume_moves(solution, start);
  REQUIRE(moves.ok());
  REQUIRE(moves->size() == 15);
  CHECK(to_usi((*moves)[1]) == "G*1c");
  CHECK(to_usi((*moves)[8]) == "5e2b+");
  CHECK(to_usi((*moves)[14]) == "3c2c");
  position end = start;
  for (const move& m : *moves) end.play(m);
  CHECK(end.is_checkmate());
  CHECK(to_tsume(*moves, start) == solution);
  // 合 without a kind: resolved when one kind fits, reported when several do.
  const auto one_kind = sfen("8k/9/9/9/9/9/9/7R1/9 b p 1");
  CHECK(to_usi(parse_tsume_moves("18飛12合", one_kind).value()[1]) == "P*1b");
  const auto any_kind = sfen("8k/9/9/9/9/9/9/7R1/9 b pl 1");
  const auto many = parse_tsume_moves("18飛12合", any_kind);
  REQUIRE_FALSE(many.ok());
  CHECK_THAT(many.diagnostics()[0].message, Catch::Contains("move 2:") && Catch::Contains("香打"));
  CHECK(many.diagnostics()[0].column == 4);
}

TEST_CASE("notation errors: a written move has no text, a move read from text points at it",
          "[shogi][notation]") {
  const auto w = parse_written_move("５五角");
  REQUIRE(w.ok());
  const auto none = resolve(*w, position::initial(), std::nullopt);
  REQUIRE_FALSE(none.ok());
  CHECK_FALSE(none.diagnostics()[0].has_location());
  const auto read = parse_japanese_move("５五角", position::initial());
  REQUIRE_FALSE(read.ok());
  CHECK(read.diagnostics()[0].code == diagnostic_code::notation_no_piece);
  CHECK(read.diagnostics()[0].line == 1);
  CHECK(read.diagnostics()[0].column == 1);
}

namespace {
// Reads a KIF file, checks its start position, and replays the main line checking the
// write -> read round trip of every legal move of every position on the way.
position replay_kif_main_line(const char* file, const position& start, int expected_plies) {
  const auto r = read_kif(kifu::test::read_bytes(kifu::test::data_dir() / file));
  REQUIRE(r.ok());
  CHECK(r->start == start);
  position p = r->start;
  std::optional<square> previous;
  int plies = 0;
  for (std::size_t i : r->main_line()) {
    const auto& m = r->nodes[i].move;
    if (!m) break;
    for (const move& any : p.legal_moves()) check_round_trip(any, p, previous);
    previous = m->to();
    p.play(*m);
    ++plies;
  }
  CHECK(plies == expected_plies);
  return p;
}
}  // namespace

TEST_CASE("two dragons that reach the same squares (32ryu-cumbersome.kif)",
          "[shogi][notation][corpus]") {
  // The board diagram of the file, as SFEN (checked square by square).
  const position start = sfen("7kl/5+R1b1/5K1p1/6+R2/9/8b/9/9/9 b 4g4s4n3l17p 1");
  const position end = replay_kif_main_line("tsume/kifu-for-js/32ryu-cumbersome.kif", start, 9);
  CHECK(end.is_checkmate());
}

TEST_CASE("a 117-move professional game (jkf_ryuou201409020101.kif)", "[shogi][notation][corpus]") {
  const position end =
      replay_kif_main_line("kif/jkf_ryuou201409020101.kif", position::initial(), 117);
  CHECK(end.move_number() == 118);
  CHECK(end.side_to_move() == color::white);
}

TEST_CASE("notation round-trips on 10,000 random moves", "[shogi][notation]") {
  std::mt19937 rng(1755);  // 将棋図巧
  int moves_checked = 0;
  while (moves_checked < 10'000) {
    position p = position::initial();
    std::optional<square> previous;
    std::vector<move> game;
    const position game_start = p;
    for (int ply = 0; ply < 150; ++ply) {
      const move_list legal = p.legal_moves();
      if (legal.empty()) break;
      const move m = legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(rng)];
      check_round_trip(m, p, previous);
      ++moves_checked;
      game.push_back(m);
      previous = m.to();
      p.play(m);
    }
    const auto back = parse_tsume_moves(to_tsume(game, game_start), game_start);
    REQUIRE(back.ok());
    CHECK(*back == game);
  }
}
