// The solver's cache of move lists (a private header): a list is served again only for the
// same board key and black's hand, and a list too long for a slot is generated each time.
#include <cstdint>
#include <vector>

#include <catch2/catch.hpp>

#include "kifu/shogi/sfen.hpp"
#include "tsume/move_cache.hpp"

using namespace kifu::tsume::detail;
using kifu::shogi::move_list;
using kifu::shogi::position;

namespace {

position sfen(const char* text) {
  const auto p = kifu::shogi::parse_sfen(text);
  REQUIRE(p.ok());
  return *p;
}

std::vector<kifu::shogi::move> moves_of(const move_list& list) {
  return {list.begin(), list.end()};
}

}  // namespace

TEST_CASE("the move cache serves a list again only for the same key and hand", "[tsume][solver]") {
  move_cache cache;
  const position start = sfen("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
  const position king_alone = sfen("4k4/9/9/9/9/9/9/9/4K4 b - 1");
  const move_list start_moves = start.legal_moves(), king_moves = king_alone.legal_moves();
  REQUIRE(start_moves.size() == 30);
  REQUIRE(king_moves.size() == 5);
  int generated = 0;
  const auto generate = [&](const position& p) {
    return [&generated, &p] {
      ++generated;
      return p.legal_moves();
    };
  };
  const std::uint64_t key = 0x9E3779B97F4A7C15;
  const hand_bits no_pieces = 0, a_pawn = hand_unit(kifu::shogi::piece_kind::pawn);

  CHECK(moves_of(cache.moves(key, no_pieces, generate(start))) == moves_of(start_moves));
  CHECK(generated == 1);
  // The same position: the list kept, not generated again.
  CHECK(moves_of(cache.moves(key, no_pieces, generate(king_alone))) == moves_of(start_moves));
  CHECK(generated == 1);
  // The same board with another hand is another position.
  CHECK(moves_of(cache.moves(key, a_pawn, generate(king_alone))) == moves_of(king_moves));
  CHECK(generated == 2);
  // Another key of the same slot (the low bits) takes the slot's place.
  const std::uint64_t same_slot = key ^ (std::uint64_t{1} << 40);
  CHECK(moves_of(cache.moves(same_slot, a_pawn, generate(start))) == moves_of(start_moves));
  CHECK(generated == 3);
  CHECK(moves_of(cache.moves(key, a_pawn, generate(king_alone))) == moves_of(king_moves));
  CHECK(generated == 4);
}

TEST_CASE("the move cache generates a list longer than a slot each time", "[tsume][solver]") {
  move_cache cache;
  // 指し手生成祭り: 207 legal moves, more than a slot holds.
  const position busy =
      sfen("l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1");
  const move_list all = busy.legal_moves();
  REQUIRE(all.size() > move_cache::most_moves);
  int generated = 0;
  const auto generate = [&] {
    ++generated;
    return busy.legal_moves();
  };
  for (int i = 0; i < 3; ++i) CHECK(moves_of(cache.moves(42, 0, generate)) == moves_of(all));
  CHECK(generated == 3);
}
