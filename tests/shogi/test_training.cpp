// Training data: HuffmanCodedPos, PackedSfen and both 16-bit moves written and read back on
// random games, the initial position's codes checked bit by bit, game results, ratings, and the
// HCPE, PSV and text examples of real records.
#include <catch2/catch.hpp>

#include <random>

#include "kifu/shogi/csa.hpp"
#include "kifu/shogi/kif.hpp"
#include "kifu/shogi/sfen.hpp"
#include "kifu/shogi/training.hpp"
#include "support/test_data.hpp"

using namespace kifu::shogi;

namespace {

// Bit `i` of a code, as it was written (each byte's least significant bit first).
int bit(const hcp& code, int i) {
  return (code[i / 8] >> (i % 8)) & 1;
}

// The game of a real floodgate record (resigned by white; '** evaluations on its moves;
// ratings 3382 and 3613).
record floodgate_game() {
  const auto game =
      read_csa(kifu::test::read_bytes(kifu::test::data_dir() / "kif/skc_floodgate.csa"));
  REQUIRE(game.has_value());
  return *game;
}

}  // namespace

TEST_CASE("the initial position's HuffmanCodedPos, bit by bit", "[training]") {
  const auto code = to_hcp(position::initial());
  REQUIRE(code);
  CHECK(bit(*code, 0) == 0);  // black to move
  int black_king = 0, white_king = 0;
  for (int i = 0; i < 7; ++i) black_king |= bit(*code, 1 + i) << i;
  for (int i = 0; i < 7; ++i) white_king |= bit(*code, 8 + i) << i;
  CHECK(black_king == (5 - 1) * 9 + 9 - 1);  // 5九
  CHECK(white_king == (5 - 1) * 9 + 1 - 1);  // 5一
  // Square 0 (1一) holds white's lance: 1, lance 1 0 0, white 1, unpromoted 0.
  const int lance[] = {1, 1, 0, 0, 1, 0};
  for (int i = 0; i < 6; ++i) CHECK(bit(*code, 15 + i) == lance[i]);
  // Square 1 (1二) is empty: one 0 bit; square 2 (1三) white's pawn: 1 0 1 0.
  CHECK(bit(*code, 21) == 0);
  const int pawn[] = {1, 0, 1, 0};
  for (int i = 0; i < 4; ++i) CHECK(bit(*code, 22 + i) == pawn[i]);
  const auto back = parse_hcp(*code);
  REQUIRE(back.ok());
  CHECK(*back == position::initial());
}

TEST_CASE("HCP and move16 read back every position and move of random games", "[training]") {
  std::mt19937_64 rng(20261127);
  int positions = 0, moves = 0, drops = 0, promotions = 0;
  for (int game = 0; game < 100; ++game) {
    position p = position::initial();
    for (int ply = 0; ply < 160; ++ply) {
      const auto code = to_hcp(p);
      REQUIRE(code);
      const auto back = parse_hcp(*code);
      REQUIRE(back.ok());
      position expected = p;
      expected.set_move_number(1);
      CHECK(*back == expected);
      ++positions;
      const auto legal = p.legal_moves();
      if (legal.empty()) break;
      for (const move& m : legal) {
        const auto again = parse_move16(to_move16(m), p);
        REQUIRE(again);
        CHECK(*again == m);
        ++moves;
        drops += m.is_drop();
        promotions += m.promotes();
      }
      p.play(legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(rng)]);
    }
  }
  CHECK(positions > 10'000);
  CHECK(drops > 500);
  CHECK(promotions > 500);
  INFO(moves);
}

TEST_CASE("move16: the published layout of a board move, a promotion and a drop", "[training]") {
  const position p = position::initial();
  // 7g7f: to 7六 = 6 * 9 + 5 = 59, from 7七 = 60.
  CHECK(to_move16(parse_usi_move("7g7f", p).value()) == (59 | 60 << 7));
  const position q = parse_usi_position("startpos moves 7g7f 3c3d").value();
  const move take = parse_usi_move("8h2b+", q).value();  // 8八 = 70 → 2二 = 10, promoting
  CHECK(to_move16(take) == (10 | 70 << 7 | 1 << 14));
  const position r = parse_usi_position("startpos moves 7g7f 3c3d 8h2b+ 3a2b").value();
  const move drop = parse_usi_move("B*4e", r).value();  // 角打: 80 + 5, to 4五 = 31
  CHECK(to_move16(drop) == (31 | 85 << 7));
  CHECK_FALSE(parse_move16(static_cast<std::uint16_t>(31 | 86 << 7), r));  // 飛 not in hand
  CHECK_FALSE(parse_move16(0x7FFF, p));
}

TEST_CASE("bytes that are no position's code are refused", "[training]") {
  hcp ones;
  ones.fill(0xFF);
  const auto r = parse_hcp(ones);
  CHECK_FALSE(r.ok());
  CHECK(r.diagnostics()[0].code == kifu::diagnostic_code::hcp_invalid);
  // A position without a king has no code.
  CHECK_FALSE(to_hcp(parse_sfen("4k4/9/9/9/9/9/9/9/9 b - 1").value()));
  // Bits that decode square by square but hold another set than the 40 pieces (here 26 pawns
  // and 8 knights) are no position's code either.
  const char* hex = "5ca8e096fbc1c6fc1057e70d750bd59c2de425dae8f049780b958010fdddd590";
  hcp corrupt{};
  for (std::size_t i = 0; i < corrupt.size(); ++i)
    corrupt[i] = static_cast<std::uint8_t>(std::stoi(std::string(hex + 2 * i, 2), nullptr, 16));
  const auto many = parse_hcp(corrupt);
  REQUIRE_FALSE(many.ok());
  CHECK(many.diagnostics()[0].message.find(", where the set it codes holds ") != std::string::npos);
}

TEST_CASE("game results and HCPE entries of real records", "[training]") {
  // A floodgate game: resigned, with engine evaluations on its moves.
  const auto bytes = kifu::test::read_bytes(kifu::test::data_dir() / "kif/skc_floodgate.csa");
  const auto game = read_csa(bytes);
  REQUIRE(game.has_value());
  const auto result = outcome_of(*game);
  REQUIRE(result);
  std::vector<hcpe_entry> entries;
  const std::size_t n = append_hcpe(*game, {}, entries);
  std::size_t moves = 0;
  for (const std::size_t i : game->main_line()) moves += game->nodes[i].move ? 1 : 0;
  CHECK(n == moves);
  // Every entry reads back to the position before its move, and that move is legal there.
  main_line_cursor c(*game);
  std::size_t k = 0, evaluated = 0;
  while (c.next()) {
    if (!game->nodes[c.node()].move) continue;
    const auto back = parse_hcp(entries[k].position);
    REQUIRE(back.ok());
    position before = c.before();
    before.set_move_number(1);
    CHECK(*back == before);
    CHECK(parse_move16(entries[k].move16, *back) == game->nodes[c.node()].move);
    CHECK(entries[k].game_result == static_cast<std::uint8_t>(*result));
    evaluated += entries[k].eval != 0;
    ++k;
  }
  CHECK(evaluated > 0);
  std::vector<std::uint8_t> out;
  write_hcpe(entries, out);
  CHECK(out.size() == entries.size() * hcpe_size);
  CHECK(std::equal(out.begin(), out.begin() + 32, entries[0].position.begin()));
  // A game that ends in 中断 has no result and gives no entry, saying why.
  const auto interrupted =
      read_kif(kifu::test::read_bytes(kifu::test::data_dir() / "kif/tsshogi_sample.kifu"));
  REQUIRE(interrupted.has_value());
  CHECK_FALSE(outcome_of(*interrupted));
  std::string_view why;
  CHECK(append_hcpe(*interrupted, {}, entries, &why) == 0);
  CHECK(why.find("no result") != std::string_view::npos);
}

TEST_CASE("who won: resignation, mate, 千日手, and games left out by the options", "[training]") {
  const auto resigned = read_kif(
      std::string("手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 投了\n"));
  REQUIRE(resigned.has_value());
  CHECK(outcome_of(*resigned) == game_outcome::black_won);  // white, to move, resigned
  const auto draw = read_kif(
      std::string("手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 千日手\n"));
  REQUIRE(draw.has_value());
  CHECK(outcome_of(*draw) == game_outcome::draw);
  std::vector<hcpe_entry> entries;
  training_options no_draws;
  no_draws.keep_repetitions = false;
  CHECK(append_hcpe(*draw, no_draws, entries) == 0);
  CHECK(append_hcpe(*draw, {}, entries) == 1);
  training_options long_games;
  long_games.min_plies = 2;
  CHECK(append_hcpe(*resigned, long_games, entries) == 0);
  // A mate without an end word: the side that mated won; moves without one: no result.
  const auto mated = read_usi_record("position sfen 4k4/9/4P4/9/9/9/9/9/4K4 b G 1 moves G*5b");
  REQUIRE(mated.has_value());
  CHECK(outcome_of(*mated) == game_outcome::black_won);
  const auto open = read_usi_record("position startpos moves 7g7f 3c3d");
  REQUIRE(open.has_value());
  CHECK_FALSE(outcome_of(*open));
}

TEST_CASE("who won a KI2 game: its まで line, KI2 having no end word", "[training]") {
  const auto outcome = [](std::string_view footer) {
    const auto r =
        read_kif("手合割：平手\n▲７六歩    △３四歩    ▲２六歩\n" + std::string(footer) + "\n");
    REQUIRE(r.has_value());
    REQUIRE(r->nodes.back().footer == footer);
    return outcome_of(*r);
  };
  CHECK(outcome("まで3手で先手の勝ち") == game_outcome::black_won);
  CHECK(outcome("まで3手で時間切れにより後手の勝ち") == game_outcome::white_won);
  CHECK(outcome("まで3手で先手の反則負け") == game_outcome::white_won);
  CHECK(outcome("まで3手で千日手") == game_outcome::draw);
  CHECK(outcome("まで3手で持将棋") == game_outcome::draw);
  CHECK(outcome("まで3手詰") == game_outcome::black_won);  // the side that moved last mated
  CHECK_FALSE(outcome("まで3手で中断"));
  CHECK_FALSE(outcome("まで3手で不詰"));
  // A KI2 game gives training data as its KIF would.
  const auto ki2 =
      read_kif(std::string("手合割：平手\n▲７六歩    △３四歩    ▲２六歩\nまで3手で先手の勝ち\n"));
  std::vector<hcpe_entry> entries;
  CHECK(append_hcpe(*ki2, {}, entries) == 3);
}

TEST_CASE("a game with an illegal move gives the positions before it, or nothing", "[training]") {
  // The lenient reader keeps the illegal third move (a rook moving as no rook moves) and
  // the end word after it.
  const std::string text =
      "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n"
      "   3 ３五飛(28)\n   4 投了\n";
  kifu::shogi::kif_read_options lenient;
  lenient.lenient = true;
  const auto game = read_kif(text, lenient);
  REQUIRE(game.has_value());
  REQUIRE(outcome_of(*game));
  std::vector<hcpe_entry> entries;
  std::string_view why;
  CHECK(append_hcpe(*game, {}, entries, &why) == 2);
  CHECK(why.find("illegal") != std::string_view::npos);
  training_options strict;
  strict.keep_illegal = false;
  CHECK(append_hcpe(*game, strict, entries, &why) == 0);
  CHECK(entries.size() == 2);
}

TEST_CASE("the initial position's PackedSfen, bit by bit", "[training]") {
  const auto code = to_packed_sfen(position::initial());
  REQUIRE(code);
  CHECK(bit(*code, 0) == 0);  // black to move
  int black_king = 0;
  for (int i = 0; i < 7; ++i) black_king |= bit(*code, 1 + i) << i;
  CHECK(black_king == (5 - 1) * 9 + 9 - 1);  // 5九
  // Square 0 (1一) holds white's lance: 1 1 0 0, unpromoted 0, then white 1 (HCP has the
  // colour bit first).
  const int lance[] = {1, 1, 0, 0, 0, 1};
  for (int i = 0; i < 6; ++i) CHECK(bit(*code, 15 + i) == lance[i]);
  // Square 1 (1二) is empty: one 0 bit; square 2 (1三) white's pawn: 1 0, 0, white 1.
  CHECK(bit(*code, 21) == 0);
  const int pawn[] = {1, 0, 0, 1};
  for (int i = 0; i < 4; ++i) CHECK(bit(*code, 22 + i) == pawn[i]);
  CHECK(code != to_hcp(position::initial()));
  const auto back = parse_packed_sfen(*code);
  REQUIRE(back.ok());
  CHECK(*back == position::initial());
}

TEST_CASE("PackedSfen and YaneuraOu's Move16 read back positions and moves of random games",
          "[training]") {
  std::mt19937_64 rng(20261128);
  int positions = 0, drops = 0, promotions = 0, in_hand = 0;
  for (int game = 0; game < 60; ++game) {
    position p = position::initial();
    for (int ply = 0; ply < 200; ++ply) {
      const auto code = to_packed_sfen(p);
      REQUIRE(code);
      const auto back = parse_packed_sfen(*code);
      REQUIRE(back.ok());
      position expected = p;
      expected.set_move_number(1);
      CHECK(*back == expected);
      ++positions;
      for (const piece_kind k : {piece_kind::knight, piece_kind::silver, piece_kind::gold})
        in_hand += p.hand(color::white, k);
      const auto legal = p.legal_moves();
      if (legal.empty()) break;
      for (const move& m : legal) {
        const auto again = parse_psv_move16(to_psv_move16(m), p);
        REQUIRE(again);
        CHECK(*again == m);
        drops += m.is_drop();
        promotions += m.promotes();
      }
      p.play(legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(rng)]);
    }
  }
  CHECK(positions > 8'000);
  CHECK(drops > 500);
  CHECK(promotions > 500);
  CHECK(in_hand > 100);  // the hand codes that differ from HCP's are exercised
}

TEST_CASE("YaneuraOu's Move16: the published layout of a move, a promotion and a drop",
          "[training]") {
  const position p = position::initial();
  CHECK(to_psv_move16(parse_usi_move("7g7f", p).value()) == (59 | 60 << 7));
  const position q = parse_usi_position("startpos moves 7g7f 3c3d").value();
  CHECK(to_psv_move16(parse_usi_move("8h2b+", q).value()) == (10 | 70 << 7 | 1 << 15));
  const position r = parse_usi_position("startpos moves 7g7f 3c3d 8h2b+ 3a2b").value();
  const move drop = parse_usi_move("B*4e", r).value();  // 角 5, drop flag bit 14
  CHECK(to_psv_move16(drop) == (31 | 5 << 7 | 1 << 14));
  CHECK_FALSE(parse_psv_move16(static_cast<std::uint16_t>(31 | 6 << 7 | 1 << 14), r));  // 飛
  CHECK_FALSE(parse_psv_move16(static_cast<std::uint16_t>(31 | 5 << 7 | 3 << 14), r));
}

TEST_CASE("floodgate's evaluations are from black's side; examples have the side to move's",
          "[training]") {
  const record game = floodgate_game();
  std::vector<hcpe_entry> entries;
  REQUIRE(append_hcpe(game, {}, entries) > 100);
  // Move 1 (+2726FU, black) carries '** 113, move 2 (-3334FU, white) '** 126.
  CHECK(entries[0].eval == 113);
  CHECK(entries[1].eval == -126);
  // The last move, black's +7665UM, carries '** 4370 and wins: white resigned.
  CHECK(entries.back().eval == 4370);
  CHECK(entries.back().game_result == static_cast<std::uint8_t>(game_outcome::black_won));
}

TEST_CASE("PSV and text examples of a real record read back to its positions and moves",
          "[training]") {
  const record game = floodgate_game();
  std::vector<psv_entry> psv;
  std::vector<hcpe_entry> hcpe;
  const std::size_t n = append_psv(game, {}, psv);
  REQUIRE(n == append_hcpe(game, {}, hcpe));
  main_line_cursor c(game);
  std::size_t k = 0;
  while (c.next()) {
    if (!game.nodes[c.node()].move) continue;
    const auto back = parse_packed_sfen(psv[k].position);
    REQUIRE(back.ok());
    position before = c.before();
    CHECK(psv[k].game_ply == before.move_number());
    before.set_move_number(1);
    CHECK(*back == before);
    CHECK(parse_psv_move16(psv[k].move, *back) == game.nodes[c.node()].move);
    CHECK(psv[k].score == hcpe[k].eval);
    // Black won: 1 where black is to move, -1 where white is.
    CHECK(psv[k].game_result == (before.side_to_move() == color::black ? 1 : -1));
    ++k;
  }
  CHECK(k == n);
  std::vector<std::uint8_t> bytes;
  write_psv(psv, bytes);
  REQUIRE(bytes.size() == n * psv_size);
  // The second row: score -126 (int16 at 32), gamePly 2 (uint16 at 36), result -1 (at 38).
  const std::uint8_t* row = bytes.data() + psv_size;
  CHECK(static_cast<std::int16_t>(row[32] | row[33] << 8) == -126);
  CHECK((row[36] | row[37] << 8) == 2);
  CHECK(static_cast<std::int8_t>(row[38]) == -1);
  CHECK(row[39] == 0);
  std::string text;
  CHECK(append_sfen_text(game, {}, text) == n);
  CHECK(text.starts_with(
      "sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1\nmove 2g2f\n"
      "score 113\nply 1\nresult 1\ne\nsfen "));
}

TEST_CASE("ratings, fouls and the filters that leave games out", "[training]") {
  const record game = floodgate_game();
  CHECK(rating_of(game, color::black) == 3382.0);
  CHECK(rating_of(game, color::white) == 3613.0);
  std::vector<hcpe_entry> entries;
  std::string_view why;
  training_options rated;
  rated.min_rating = 3400;
  CHECK(append_hcpe(game, rated, entries, &why) == 0);
  CHECK(why.find("rated below") != std::string_view::npos);
  rated.min_rating = 3300;
  CHECK(append_hcpe(game, rated, entries, &why) > 0);
  // A game without ratings is left out when a minimum is asked for.
  const auto unrated = read_kif(
      std::string("手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 投了\n"));
  REQUIRE(unrated.has_value());
  CHECK_FALSE(rating_of(*unrated, color::black));
  CHECK(append_hcpe(*unrated, rated, entries, &why) == 0);
  CHECK(why.find("without a rating") != std::string_view::npos);
  // 反則: floodgate's %-ILLEGAL_ACTION is white's foul, black wins; 反則負け loses for the side
  // to move.
  const auto foul = read_csa(std::string("PI\n+\n+7776FU\n-3334FU\n%-ILLEGAL_ACTION\n"));
  REQUIRE(foul.has_value());
  CHECK(outcome_of(*foul) == game_outcome::black_won);
  const auto lost = read_kif(std::string(
      "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 反則負け\n"));
  REQUIRE(lost.has_value());
  CHECK(outcome_of(*lost) == game_outcome::black_won);  // white, to move, lost
  training_options no_fouls;
  no_fouls.keep_fouls = false;
  CHECK(append_hcpe(*foul, no_fouls, entries, &why) == 0);
  CHECK(why.find("反則") != std::string_view::npos);
  CHECK(append_hcpe(*foul, {}, entries, &why) == 2);
  // 持将棋 is left out alone.
  const auto jishogi = read_csa(std::string("PI\n+\n+7776FU\n%JISHOGI\n"));
  REQUIRE(jishogi.has_value());
  training_options no_jishogi;
  no_jishogi.keep_jishogi = false;
  CHECK(append_hcpe(*jishogi, no_jishogi, entries, &why) == 0);
  CHECK(append_hcpe(*jishogi, no_fouls, entries, &why) == 1);
}

TEST_CASE("a handicap game gives no binary examples, saying why, and sfen text", "[training]") {
  const auto handicap = read_kif(
      std::string("手合割：香落ち\n手数----指手---------消費時間--\n   1 ３四歩(33)\n   2 投了\n"));
  REQUIRE(handicap.has_value());
  REQUIRE(outcome_of(*handicap));
  std::vector<psv_entry> psv;
  std::vector<hcpe_entry> hcpe;
  std::string_view why;
  CHECK(append_psv(*handicap, {}, psv, &why) == 0);
  CHECK(why.find("40 pieces") != std::string_view::npos);
  why = {};
  CHECK(append_hcpe(*handicap, {}, hcpe, &why) == 0);
  CHECK(why.find("40 pieces") != std::string_view::npos);
  // 上手 (white) moves first, and 下手 resigns: the side to move of the one example won.
  std::string text;
  CHECK(append_sfen_text(*handicap, {}, text, &why) == 1);
  CHECK(why.empty());
  CHECK(text ==
        "sfen lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1\n"
        "move 3c3d\nscore 0\nply 1\nresult 1\ne\n");
}

TEST_CASE("a code with more than 18 of a kind in hand is refused, not cut down", "[training]") {
  // Black: both kings, then 19 pawns in black's hand and the rest padding: the HCP of the
  // initial position with its hand bits replaced is not needed — build the bits directly.
  hcp code{};
  int at = 0;
  const auto put = [&](int bits, int length) {
    for (int i = 0; i < length; ++i, ++at)
      if ((bits >> i) & 1) code[at / 8] = static_cast<std::uint8_t>(code[at / 8] | 1 << (at % 8));
  };
  put(0, 1);                               // black to move
  put((5 - 1) * 9 + 9 - 1, 7);             // black king 5九
  put((5 - 1) * 9 + 1 - 1, 7);             // white king 5一
  for (int i = 0; i < 79; ++i) put(0, 1);  // 79 empty squares
  for (int i = 0; i < 52; ++i) put(0, 3);  // pawns in black's hand (00c, c = 0), 52 of them
  REQUIRE(at == 1 + 14 + 79 + 156);
  put(0, 256 - at);  // and a few more zero bits: still pawns
  const auto r = parse_hcp(code);
  REQUIRE_FALSE(r.ok());
  CHECK(r.diagnostics()[0].message.find("more than 18") != std::string::npos);
}

TEST_CASE("examples take ShogiHome's evaluations too, from the side to move's view", "[training]") {
  const auto game = read_kif(
      std::string("手合割：平手\n手数----指手---------消費時間--\n   1 ２六歩(27)\n*#評価値=108\n"
                  "   2 ８四歩(83)\n*#評価値=90\n   3 投了\n"));
  REQUIRE(game.has_value());
  std::vector<hcpe_entry> entries;
  REQUIRE(append_hcpe(*game, {}, entries) == 2);
  CHECK(entries[0].eval == 108);
  CHECK(entries[1].eval == -90);  // white to move: black's +90 is white's -90
}

TEST_CASE("a mate is written on YaneuraOu's scale, its plies counted from the example's position",
          "[training]") {
  // Black's mate 5 plies after move 1 is 6 plies from the position before it; white's mate of
  // unknown length after move 2 is the weakest mate; a score past the mates is clamped below them.
  const auto game = read_kif(std::string(
      "手合割：平手\n手数----指手---------消費時間--\n   1 ２六歩(27)\n*#詰み=先手勝ち:5手\n"
      "   2 ８四歩(83)\n*#詰み=後手勝ち\n   3 ２五歩(26)\n*#評価値=-99999\n   4 投了\n"));
  REQUIRE(game.has_value());
  std::vector<hcpe_entry> entries;
  REQUIRE(append_hcpe(*game, {}, entries) == 3);
  CHECK(entries[0].eval == 32000 - 6);
  CHECK(entries[1].eval == 31754);   // white to move: white's mate is the mover's
  CHECK(entries[2].eval == -31753);  // black to move: black's -99999, clamped below a mate
}
