// The bitboard core behind shogi::position, cross-checked against the reference generator (the
// library's first, a mailbox) on random positions: the same legal moves and checks, check and
// mate answers, gives_check and the mate in one, legality of single moves, and a state built
// move by move equal to one built from scratch. KIFU_CROSS_CHECK_POSITIONS=N sets how many
// positions (6,000 by default; bench/RESULTS.md reports a run of 2,000,000).
#include <algorithm>
#include <cstdlib>
#include <random>
#include <vector>

#include <catch2/catch.hpp>

#include "kifu/shogi/position.hpp"
#include "kifu/shogi/sfen.hpp"
#include "shogi/reference_movegen.hpp"

using namespace kifu::shogi;

namespace {

std::uint32_t move_key(const move& m) {
  return static_cast<std::uint32_t>(m.from().file) << 24 | m.from().rank << 20 | m.to().file << 16 |
         m.to().rank << 12 | static_cast<std::uint32_t>(m.kind()) << 4 | (m.promotes() ? 1U : 0U);
}

// The moves of `a` that `b` lacks, in USI.
std::string missing_from(const move_list& a, const move_list& b) {
  std::string out;
  for (const move& m : a)
    if (!b.contains(m)) out += to_usi(m) + " ";
  return out;
}

std::vector<std::uint32_t> sorted_keys(const move_list& moves) {
  std::vector<std::uint32_t> keys;
  for (const move& m : moves) keys.push_back(move_key(m));
  std::sort(keys.begin(), keys.end());
  return keys;
}

// Compares the core with the reference on one position; counts what it compared.
struct cross_checker {
  std::uint64_t positions = 0, moves = 0, checks = 0, mates = 0, mates_in_one = 0;

  void compare(const position& p) {
    ++positions;
    INFO(to_sfen(p));
    const move_list expected = reference::legal_moves(p);
    const move_list got = p.legal_moves();
    INFO("missing: " << missing_from(expected, got) << "; extra: " << missing_from(got, expected));
    REQUIRE(sorted_keys(got) == sorted_keys(expected));
    moves += got.size();
    const move_list expected_checks = reference::legal_checks(p);
    const move_list got_checks = p.legal_checks();
    INFO("checks missing: " << missing_from(expected_checks, got_checks)
                            << "; extra: " << missing_from(got_checks, expected_checks));
    REQUIRE(sorted_keys(got_checks) == sorted_keys(expected_checks));
    checks += expected_checks.size();
    REQUIRE(p.has_legal_check() == !expected_checks.empty());
    const bool check = reference::in_check(p);
    REQUIRE(p.in_check() == check);
    REQUIRE(p.is_checkmate() == (check && expected.empty()));
    mates += check && expected.empty();
    if (const auto first = p.first_legal_move()) {
      REQUIRE(expected.contains(*first));
      // A drop comes first only when every move is a drop.
      if (first->is_drop())
        REQUIRE(std::all_of(expected.begin(), expected.end(),
                            [](const move& m) { return m.is_drop(); }));
    } else {
      REQUIRE(expected.empty());
    }
    for (const move& m : expected) {
      REQUIRE(p.is_legal(m));
      REQUIRE(p.gives_check(m) == expected_checks.contains(m));
    }
    // A mate in one exactly when some check leaves the other side no move.
    const bool mate_exists =
        std::any_of(expected_checks.begin(), expected_checks.end(), [&](const move& m) {
          const position next = p.after(m);
          return reference::legal_moves(next).empty();
        });
    const auto mate = p.mate_in_one();
    REQUIRE(mate.has_value() == mate_exists);
    if (mate) REQUIRE(reference::legal_moves(p.after(*mate)).empty());
    mates_in_one += mate_exists;
  }

  // Moves that are close to legal ones but not in the list must be refused.
  void compare_near_misses(const position& p, std::mt19937_64& rng) {
    const move_list legal = reference::legal_moves(p);
    for (int i = 0; i < 8; ++i) {
      const auto to = square{static_cast<std::uint8_t>(rng() % 9 + 1),
                             static_cast<std::uint8_t>(rng() % 9 + 1)};
      const auto kind = static_cast<piece_kind>(rng() % 15 + 1);
      move m;
      if (rng() % 3 == 0) {
        m = move::drop(to, kind);
      } else {
        const auto from = square{static_cast<std::uint8_t>(rng() % 9 + 1),
                                 static_cast<std::uint8_t>(rng() % 9 + 1)};
        m = move::board(from, to, kind, rng() % 2 ? promote::yes : promote::no);
      }
      INFO(to_sfen(p) << " " << to_usi(m));
      REQUIRE(p.is_legal(m) == legal.contains(m));
    }
  }
};

// A random position with both kings (or, as in tsume, only white's), pieces on squares they
// can leave, at most one unpromoted pawn a file and side, and the rest in hand.
position random_placement(std::mt19937_64& rng) {
  for (;;) {
    position p;
    const auto random_square = [&] {
      return square{static_cast<std::uint8_t>(rng() % 9 + 1),
                    static_cast<std::uint8_t>(rng() % 9 + 1)};
    };
    const bool tsume = rng() % 3 == 0;
    p.set(random_square(), {color::white, piece_kind::king});
    if (!tsume) {
      const square s = random_square();
      if (p.at(s).kind != piece_kind::none) continue;
      p.set(s, {color::black, piece_kind::king});
    }
    const int on_board = static_cast<int>(rng() % 30);
    for (int k = 1; k <= 7; ++k) {
      const auto kind = static_cast<piece_kind>(k);
      for (int i = 0; i < piece_set_count[k]; ++i) {
        const color c = rng() % 2 ? color::black : color::white;
        if (static_cast<int>(rng() % 38) < on_board) {
          const square s = random_square();
          if (p.at(s).kind != piece_kind::none) continue;
          const bool promoted_piece = can_promote(kind) && rng() % 4 == 0;
          p.set(s, {c, promoted_piece ? promoted(kind) : kind});
        } else if (rng() % 2) {
          p.set_hand(c, kind, p.hand(c, kind) + 1);
        }
      }
    }
    p.set_side_to_move(rng() % 4 == 0 ? color::white : color::black);
    if (p.validate().empty()) return p;
  }
}

std::uint64_t position_count() {
  const char* env = std::getenv("KIFU_CROSS_CHECK_POSITIONS");
  return env ? std::strtoull(env, nullptr, 10) : 6'000;
}

// A tsume-like position: white's king with black's pieces crowding it (within two squares),
// a few of white's next to it, black's hand holding a few pieces, black to move.
position crowded_king(std::mt19937_64& rng) {
  for (;;) {
    position p;
    const auto near = [&](square centre, int reach) {
      const auto coordinate = [&](int c) {
        return static_cast<std::uint8_t>(
            std::clamp(c + static_cast<int>(rng() % (2 * reach + 1)) - reach, 1, 9));
      };
      return square{coordinate(centre.file), coordinate(centre.rank)};
    };
    const square king{static_cast<std::uint8_t>(rng() % 9 + 1),
                      static_cast<std::uint8_t>(rng() % 9 + 1)};
    p.set(king, {color::white, piece_kind::king});
    const auto place = [&](color c, int reach) {
      const square s = near(king, reach);
      if (p.at(s).kind != piece_kind::none) return;
      const auto kind = static_cast<piece_kind>(rng() % 7 + 1);
      p.set(s, {c, can_promote(kind) && rng() % 3 == 0 ? promoted(kind) : kind});
    };
    for (int i = static_cast<int>(rng() % 6) + 2; i > 0; --i) place(color::black, 2);
    for (int i = static_cast<int>(rng() % 4); i > 0; --i) place(color::white, 1);
    for (int k = 1; k <= 7; ++k)
      if (rng() % 3 == 0) p.set_hand(color::black, static_cast<piece_kind>(k), 1);
    p.set_side_to_move(color::black);
    if (p.validate().empty()) return p;
  }
}

}  // namespace

TEST_CASE("the bitboard core agrees with the reference generator on random games and placements",
          "[shogi][core]") {
  std::mt19937_64 rng(20261127);
  cross_checker checker;
  const std::uint64_t target = position_count();
  while (checker.positions < target) {
    // Half from games of random moves from the initial position, half from random placements
    // followed by random moves, checks when there are (as in a tsume, so that mates occur).
    const bool placement = rng() % 2 == 0;
    position p = placement ? random_placement(rng) : position::initial();
    const int plies = static_cast<int>(rng() % 160) + 1;
    for (int ply = 0; ply < plies && checker.positions < target; ++ply) {
      checker.compare(p);
      if (ply % 4 == 0) checker.compare_near_misses(p, rng);
      // Built move by move, the state equals the state built from its SFEN.
      REQUIRE(parse_sfen(to_sfen(p)).value() == p);
      const move_list checks = p.legal_checks();
      const move_list moves = placement && !checks.empty() ? checks : p.legal_moves();
      if (moves.empty()) break;
      p.play(moves[rng() % moves.size()]);
    }
  }
  // What was compared: in the log of a long run (KIFU_CROSS_CHECK_POSITIONS), and with any failure.
  if (std::getenv("KIFU_CROSS_CHECK_POSITIONS"))
    WARN(checker.positions << " positions, " << checker.moves << " moves, " << checker.checks
                           << " checks, " << checker.mates << " mates, " << checker.mates_in_one
                           << " mates in one compared");
  INFO(checker.positions << " positions, " << checker.moves << " moves, " << checker.checks
                         << " checks, " << checker.mates << " mates");
  CHECK(checker.moves > checker.positions * 20);
  CHECK(checker.checks > 0);
  CHECK(checker.mates > 0);
  CHECK(checker.mates_in_one > 0);
}

// The mate in one rules most checks out without playing them, by the squares the king could
// step to; here it meets the shapes where that could go wrong (a line opened by the piece that
// moves, a promotion, a line through the king) many times over.
TEST_CASE("the mate in one agrees with the reference around a crowded king", "[shogi][core]") {
  std::mt19937_64 rng(20261205);
  int mates = 0, positions = 0;
  for (; positions < 20'000; ++positions) {
    const position p = crowded_king(rng);
    INFO(to_sfen(p));
    const move_list checks = reference::legal_checks(p);
    const bool mate_exists = std::any_of(checks.begin(), checks.end(), [&](const move& m) {
      return reference::legal_moves(p.after(m)).empty();
    });
    const auto mate = p.mate_in_one();
    REQUIRE(mate.has_value() == mate_exists);
    if (mate) REQUIRE(reference::legal_moves(p.after(*mate)).empty());
    mates += mate_exists;
  }
  INFO(mates << " mates in one in " << positions << " positions");
  CHECK(mates > positions / 10);
}

TEST_CASE("perft counts of the core equal the reference's", "[shogi][core][perft]") {
  for (const char* sfen : {"l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1",
                           "9/9/9/3k5/9/5K3/9/9/9 b RB2G2S2N2L9Prb2g2s2n2l9p 1",
                           "4k4/9/4P4/9/9/9/9/9/9 b GS2r2b3g3s4n4l17p 1"}) {
    const position p = parse_sfen(sfen).value();
    INFO(sfen);
    CHECK(perft(p, 2) == reference::perft(p, 2));
  }
}

TEST_CASE("whole_files fills exactly the files that hold a square", "[shogi][core]") {
  using kifu::shogi::detail::bitboard;
  using kifu::shogi::detail::whole_files;
  // By the definition: square index (file - 1) * 9 + rank - 1.
  const auto by_definition = [](bitboard b) {
    bitboard out;
    for (int file = 0; file < 9; ++file) {
      bitboard squares;
      for (int rank = 0; rank < 9; ++rank) squares |= bitboard::of(file * 9 + rank);
      if (b & squares) out |= squares;
    }
    return out;
  };
  CHECK(whole_files({}) == bitboard{});
  // One square in file 1 (rank 9), one in file 7 (rank 1), one in file 9 (rank 9).
  const bitboard three = bitboard::of(8) | bitboard::of(54) | bitboard::of(80);
  CHECK(whole_files(three) == by_definition(three));
  CHECK(whole_files(three).count() == 27);
  std::mt19937_64 rng(7);
  for (int i = 0; i < 20'000; ++i) {
    bitboard b;
    const int squares = static_cast<int>(rng() % 12);
    for (int s = 0; s < squares; ++s) b |= bitboard::of(static_cast<int>(rng() % 81));
    REQUIRE(whole_files(b) == by_definition(b));
  }
}
