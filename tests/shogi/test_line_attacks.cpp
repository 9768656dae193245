// The line attacks of the bitboard core (one table of nine-bit answers, the line gathered and
// put back on the board) against a walk along each line, square by square, on random
// occupancies. This file is compiled without BMI2, so it checks the portable gather and
// scatter; the perft tests check the library's own build.
#include <random>

#include <catch2/catch.hpp>

#include "shogi/attacks.hpp"

using namespace kifu::shogi::detail;

namespace {

// The squares a line piece on `sq` reaches along line `l`, one square at a time.
bitboard walked(line l, int sq, bitboard occ) {
  bitboard out;
  for (int dir = -1; dir <= 1; dir += 2) {
    const int df = line_step[l][0] * dir, dr = line_step[l][1] * dir;
    for (int f = sq / 9 + 1 + df, r = sq % 9 + 1 + dr; on_board(f, r); f += df, r += dr) {
      const int to = (f - 1) * 9 + r - 1;
      out |= bitboard::of(to);
      if (occ.test(to)) break;
    }
  }
  return out;
}

}  // namespace

TEST_CASE("line attacks equal a walk along the line", "[shogi][core]") {
  std::mt19937_64 random(81);
  for (int l = 0; l < 4; ++l)
    for (int sq = 0; sq < 81; ++sq)
      for (int trial = 0; trial < 300; ++trial) {
        // Sparse and dense boards alike: each square occupied with a chance of 1/8 to 7/8.
        const int density = trial % 7 + 1;
        bitboard occ;
        for (int at = 0; at < 81; ++at)
          if (static_cast<int>(random() % 8) < density) occ |= bitboard::of(at);
        const bitboard got = attacks_along(static_cast<line>(l), sq, occ);
        const bitboard want = walked(static_cast<line>(l), sq, occ);
        INFO("line " << l << ", square " << sq << ", occupancy " << occ.lo << " " << occ.hi);
        REQUIRE(got.lo == want.lo);
        REQUIRE(got.hi == want.hi);
      }
  for (int sq = 0; sq < 81; ++sq) {
    const auto empty_board = [sq](line a, line b) { return walked(a, sq, {}) | walked(b, sq, {}); };
    REQUIRE(rook_lines[sq] == empty_board(file_line, rank_line));
    REQUIRE(bishop_lines[sq] == empty_board(rising_line, falling_line));
  }
}
