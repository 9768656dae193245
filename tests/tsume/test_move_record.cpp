// Per-move records of hand-checked positions: what counts as an interposition.
#include <catch2/catch.hpp>

#include <string_view>
#include <vector>

#include "kifu/shogi/sfen.hpp"
#include "kifu/tsume/move_record.hpp"

using namespace kifu;
using namespace kifu::tsume;

namespace {

// The moves of `usi` (space-separated) played from `sfen`, as records.
std::vector<move_record> records_of(std::string_view sfen, std::vector<std::string_view> usi) {
  const auto start = shogi::parse_sfen(sfen);
  REQUIRE(start.ok());
  shogi::position p = *start;
  std::vector<shogi::move> moves;
  for (const auto text : usi) {
    const auto m = shogi::parse_usi_move(text, p);
    REQUIRE(m.ok());
    moves.push_back(*m);
    p = p.after(*m);
  }
  return annotate(*start, moves);
}

}  // namespace

TEST_CASE("tsume: capturing the checker on another attacker's line is not an interposition",
          "[tsume]") {
  // White king 51, white silver 41; black gold 53 in front of the black rook 55 on file 5.
  // 1. 5c5b: the gold checks from 52 (the rook behind it still blocked by it). The king cannot
  // take the gold (the rook guards it), so 2. 4a5b: the silver takes the checker on 52, a square
  // that also lies between the king and the rook.
  const auto m = records_of("4ks3/9/4G4/9/4R4/9/9/9/9 b - 1", {"5c5b", "4a5b"});
  REQUIRE(m.size() == 2);
  CHECK(m[0].check);
  CHECK(m[1].side == 2);
  CHECK(m[1].captured == shogi::piece_kind::gold);
  CHECK(m[1].interposition == interposition::none);
  CHECK_FALSE(m[1].chuai);
  CHECK_FALSE(m[1].check);
}

TEST_CASE("tsume: a board piece moved onto the checking line is 移動合", "[tsume]") {
  // The same king and silver: the rook comes from 85 to 55 and checks along the empty file 5;
  // the silver on 41 steps to the empty 52, next to the king.
  const auto m = records_of("4ks3/9/9/9/1R7/9/9/9/9 b - 1", {"8e5e", "4a5b"});
  REQUIRE(m.size() == 2);
  CHECK(m[0].check);
  CHECK(m[1].captured == shogi::piece_kind::none);
  CHECK(m[1].interposition == interposition::board);
  CHECK_FALSE(m[1].chuai);
}
