// One test per rule of legal move generation: each fails if the rule is missing.
#include <catch2/catch.hpp>

#include <random>

#include "kifu/shogi/position.hpp"
#include "kifu/shogi/sfen.hpp"

using namespace kifu::shogi;

namespace {
position sfen(const char* text) {
  return parse_sfen(text).value_or_throw();
}
move usi(const position& p, const char* text) {
  // Builds the move without the legality check, to ask whether it is legal.
  const std::string_view t = text;
  const auto sq = [](std::string_view two) {
    return square{static_cast<std::uint8_t>(two[0] - '0'),
                  static_cast<std::uint8_t>(two[1] - 'a' + 1)};
  };
  if (t[1] == '*') {
    constexpr std::string_view letters = " PLNSGBRK";
    return move::drop(sq(t.substr(2)), static_cast<piece_kind>(letters.find(t[0])));
  }
  return move::board(sq(t.substr(0, 2)), sq(t.substr(2, 2)), p.at(sq(t.substr(0, 2))).kind,
                     promote{t.size() == 5});
}
bool legal(const position& p, const char* m) {
  return p.is_legal(usi(p, m));
}
}  // namespace

TEST_CASE("打ち歩詰め: a pawn drop that mates is illegal, one that only checks is legal",
          "[shogi][rules]") {
  const auto mate = sfen("8k/6S2/7G1/9/9/9/9/9/4K4 b P 1");
  CHECK_FALSE(legal(mate, "P*1b"));
  CHECK(legal(mate, "P*1c"));
  const auto check_only = sfen("8k/9/7G1/9/9/9/9/9/4K4 b P 1");
  CHECK(legal(check_only, "P*1b"));
  // A gold dropped on the same square mates, legally.
  const auto gold = sfen("8k/6S2/7G1/9/9/9/9/9/4K4 b G 1");
  CHECK(legal(gold, "G*1b"));
  CHECK(gold.after(usi(gold, "G*1b")).is_checkmate());
}

TEST_CASE("why a move is not legal, in a player's words; nothing for a legal one",
          "[shogi][rules]") {
  const auto mate = sfen("8k/6S2/7G1/9/9/9/9/9/4K4 b P 1");
  CHECK(mate.why_illegal(usi(mate, "P*1b")) == "a pawn drop that mates (打ち歩詰め)");
  CHECK(mate.why_illegal(usi(mate, "P*1c")).empty());
  const auto two = sfen("4k4/9/9/9/9/9/4P4/9/4K4 b P 1");
  CHECK(two.why_illegal(usi(two, "P*5e")).find("(二歩)") != std::string::npos);
}

TEST_CASE("二歩: no pawn drop on a file with an own unpromoted pawn", "[shogi][rules]") {
  const auto p = sfen("4k4/9/9/9/9/9/4P4/9/4K4 b P 1");
  CHECK_FALSE(legal(p, "P*5e"));
  CHECK(legal(p, "P*4e"));
  const auto tokin = sfen("4k4/9/9/9/9/9/4+P4/9/4K4 b P 1");  // a と does not count
  CHECK(legal(tokin, "P*5e"));
}

TEST_CASE("pieces that could never move again: forced promotion and drop limits",
          "[shogi][rules]") {
  const auto pawn = sfen("4k4/P8/9/9/9/9/9/9/4K4 b - 1");
  CHECK(legal(pawn, "9b9a+"));
  CHECK_FALSE(legal(pawn, "9b9a"));
  const auto knight = sfen("4k4/9/9/1N7/9/9/9/9/4K4 b - 1");
  CHECK(legal(knight, "8d7b+"));
  CHECK_FALSE(legal(knight, "8d7b"));
  const auto lance = sfen("4k4/9/L8/9/9/9/9/9/4K4 b - 1");
  CHECK(legal(lance, "9c9b"));  // rank 2: may stay unpromoted
  CHECK_FALSE(legal(lance, "9c9a"));
  const auto hand = sfen("4k4/9/9/9/9/9/9/9/4K4 b NLP 1");
  CHECK_FALSE(legal(hand, "N*1b"));
  CHECK_FALSE(legal(hand, "N*1a"));
  CHECK(legal(hand, "N*1c"));
  CHECK_FALSE(legal(hand, "L*1a"));
  CHECK_FALSE(legal(hand, "P*1a"));
  const auto white = sfen("4k4/9/9/9/9/9/9/9/4K4 w nlp 1");
  CHECK_FALSE(legal(white, "N*1h"));
  CHECK_FALSE(legal(white, "P*1i"));
}

TEST_CASE("promotion zone: entering, leaving or moving inside it", "[shogi][rules]") {
  const auto p = sfen("4k4/9/9/9/9/9/9/9/1B2K4 b - 1");
  CHECK(legal(p, "8i3d"));  // not reaching the zone: no promotion
  CHECK_FALSE(legal(p, "8i3d+"));
  CHECK(legal(p, "8i2c+"));  // entering
  CHECK(legal(p, "8i2c"));
  const auto leaving = sfen("4k4/9/2S6/9/9/9/9/9/4K4 b - 1");
  CHECK(legal(leaving, "7c6d+"));  // leaving the zone may promote
  CHECK(legal(leaving, "7c6d"));
  CHECK_FALSE(legal(sfen("4k4/9/9/9/9/9/9/9/4K1G2 b - 1"), "3i3h+"));  // gold never promotes
}

TEST_CASE("king safety: pins, checks and the king's own moves", "[shogi][rules]") {
  // The 5g silver is pinned by the 5a rook: it may not leave the file.
  const auto pin = sfen("4r4/9/9/9/9/9/4S4/9/4K4 b - 1");
  CHECK_FALSE(legal(pin, "5g4f"));
  CHECK(legal(pin, "5g5f"));
  // In check from a rook: interpose, capture or move away; nothing else.
  const auto check = sfen("4r4/9/9/9/9/9/9/2G6/4K2R1 b G 1");
  CHECK(check.in_check());
  CHECK(legal(check, "G*5e"));
  CHECK_FALSE(legal(check, "G*4e"));
  CHECK(legal(check, "7h6h") == false);
  CHECK(legal(check, "5i4i"));
  CHECK_FALSE(legal(check, "5i5h"));  // still on the rook's file
  CHECK_FALSE(legal(check, "2i2a"));  // ignores the check
  // Double check: only the king moves.
  const auto twice = sfen("4r4/9/9/9/9/9/5n3/9/4K4 b G 1");
  CHECK(twice.in_check());
  for (const auto& m : twice.legal_moves()) CHECK(m.kind() == piece_kind::king);
  // The king may not capture a protected piece.
  const auto guarded = sfen("9/9/9/9/9/9/4g4/4p4/4K4 b - 1");
  CHECK_FALSE(legal(guarded, "5i5h"));
}

TEST_CASE("checkmate and positions without a black king (tsume)", "[shogi][rules]") {
  const auto mated = sfen("4k4/4G4/4P4/9/9/9/9/9/9 w - 1");
  CHECK(mated.in_check());
  CHECK(mated.is_checkmate());
  const auto tsume = sfen("7nl/7k1/9/7pp/9/9/9/9/9 b GS2r2b3g3s3n3l16p 1");
  CHECK_FALSE(tsume.king_square(color::black).has_value());
  CHECK_FALSE(tsume.in_check());
  CHECK(tsume.legal_moves().size() > 0);
}

TEST_CASE("first_legal_move: none at mate, a board move before any drop", "[shogi][rules]") {
  CHECK_FALSE(sfen("4k4/4G4/4P4/9/9/9/9/9/9 w - 1").first_legal_move());
  // A rook checks along the first rank: the king steps to 5b (a board move) or white drops a
  // gold between; the drops are generated last, so the move found is the king's.
  const auto step_or_drop = sfen("R3k4/9/9/9/9/9/9/9/9 w g 1");
  const auto any = step_or_drop.first_legal_move();
  REQUIRE(any);
  CHECK_FALSE(any->is_drop());
  CHECK(step_or_drop.is_legal(*any));
  // With every escape guarded (a gold on 5c), only drops between the rook and the king are
  // left: the move found is a drop, and every legal move is one.
  const auto only_drops = sfen("R3k4/9/4G4/9/9/9/9/9/9 w g 1");
  const auto drop = only_drops.first_legal_move();
  REQUIRE(drop);
  CHECK(drop->is_drop());
  for (const auto& m : only_drops.legal_moves()) CHECK(m.is_drop());
}

TEST_CASE("playing a move updates board, hands, side and move number", "[shogi][rules]") {
  auto p = position::initial();
  for (const char* m : {"7g7f", "3c3d", "8h2b+", "3a2b"}) p.play(usi(p, m));
  CHECK(to_sfen(p) == "lnsgkg1nl/1r5s1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL b Bb 5");
  p.play(usi(p, "B*4e"));
  CHECK(p.hand(color::black, piece_kind::bishop) == 0);
  CHECK(p.move_number() == 6);
}

TEST_CASE("is_legal agrees with the move generator on random positions", "[shogi][rules]") {
  std::mt19937 rng(1734);  // 将棋無双
  const auto any_square = [&] {
    return square{static_cast<std::uint8_t>(rng() % 9 + 1),
                  static_cast<std::uint8_t>(rng() % 9 + 1)};
  };
  int legal_seen = 0, illegal_seen = 0;
  for (int game = 0; game < 30; ++game) {
    position p = position::initial();
    for (int ply = 0; ply < 120; ++ply) {
      const move_list legal = p.legal_moves();
      if (legal.empty()) break;
      for (const move& m : legal) REQUIRE(p.is_legal(m));
      legal_seen += static_cast<int>(legal.size());
      // Random candidates: board moves of own pieces anywhere, and drops of any kind.
      for (int k = 0; k < 60; ++k) {
        const square from = any_square(), to = any_square();
        const piece on = p.at(from);
        const promote promotes{rng() % 2 == 0};
        const move m = rng() % 3 == 0 ? move::drop(to, static_cast<piece_kind>(rng() % 7 + 1))
                                      : move::board(from, to, on.kind, promotes);
        const bool expected = legal.contains(m);
        if (p.is_legal(m) != expected) FAIL_CHECK(to_sfen(p) << " " << to_usi(m));
        illegal_seen += !expected;
      }
      p.play(legal[rng() % legal.size()]);
    }
  }
  CHECK(legal_seen > 100'000);
  CHECK(illegal_seen > 100'000);
}

TEST_CASE("is_legal and in_check agree with the generator after illegal moves too",
          "[shogi][rules]") {
  // The lenient KIF reader plays illegal moves it keeps, so positions with the side not to
  // move in check, or without a king, occur. The move generator and a position read afresh
  // from its SFEN are the reference.
  std::mt19937 rng(1953);
  const auto any_square = [&] {
    return square{static_cast<std::uint8_t>(rng() % 9 + 1),
                  static_cast<std::uint8_t>(rng() % 9 + 1)};
  };
  int checks_seen = 0, illegal_played = 0;
  for (int game = 0; game < 20; ++game) {
    position p = game % 2 == 0 ? position::initial()
                               : parse_sfen("4k4/9/9/9/9/9/9/9/4K4 b RBGSNLPrbgsnlp 1").value();
    for (int ply = 0; ply < 150; ++ply) {
      const position fresh = parse_sfen(to_sfen(p)).value();
      REQUIRE(p.in_check() == fresh.in_check());
      checks_seen += p.in_check();
      const move_list legal = p.legal_moves();
      for (const move& m : legal) REQUIRE(p.is_legal(m));
      for (int k = 0; k < 40; ++k) {
        const square from = any_square(), to = any_square();
        const move m = move::board(from, to, p.at(from).kind, promote{rng() % 2 == 0});
        if (p.is_legal(m) != legal.contains(m)) FAIL_CHECK(to_sfen(p) << " " << to_usi(m));
      }
      if (legal.empty()) break;
      // Now and then a move the lenient reader would keep: a piece of the side to move goes
      // somewhere it may not (its own king left in check, or a square it cannot reach).
      move next = legal[rng() % legal.size()];
      if (ply % 7 == 6) {
        for (int k = 0; k < 200; ++k) {
          const square from = any_square(), to = any_square();
          const piece on = p.at(from), there = p.at(to);
          const move m = move::board(from, to, on.kind, promote::no);
          if (on.kind != piece_kind::none && on.color == p.side_to_move() && from != to &&
              (there.kind == piece_kind::none || there.color != on.color) &&
              there.kind != piece_kind::king && !legal.contains(m)) {
            next = m;
            ++illegal_played;
            break;
          }
        }
      }
      p.play(next);
    }
  }
  CHECK(checks_seen > 100);
  CHECK(illegal_played > 100);
}

TEST_CASE("a position's hash: the same for the same position by any order, else different") {
  const auto play = [](std::initializer_list<const char*> moves) {
    position p = position::initial();
    for (const char* m : moves) p.play(parse_usi_move(m, p).value());
    return p;
  };
  const position a = play({"7g7f", "3c3d", "2g2f"}), b = play({"2g2f", "3c3d", "7g7f"});
  CHECK(a.move_number() == b.move_number());
  CHECK(a.hash() == b.hash());
  // The same board with another side to move, and with a pawn more in a hand.
  position other_side = a;
  other_side.set_side_to_move(color::black);
  CHECK(other_side.hash() != a.hash());
  position more = a;
  more.set_hand(color::black, piece_kind::pawn, 1);
  CHECK(more.hash() != a.hash());
  position white_pawn = a;
  white_pawn.set_hand(color::white, piece_kind::pawn, 1);
  CHECK(white_pawn.hash() != more.hash());
  // The move number does not count: the position repeats (千日手).
  position later = a;
  later.set_move_number(40);
  CHECK(later.hash() == a.hash());
}
