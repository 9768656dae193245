// The public tables of piece names and digits: every spelling reads back to its kind, and the
// KIF spelling of every kind (to_string) is among them.
#include <catch2/catch.hpp>

#include "kifu/shogi/names.hpp"

using namespace kifu::shogi;

TEST_CASE("piece names: every spelling and the KIF word of every kind", "[names]") {
  CHECK(piece_kind_from_string("王") == piece_kind::king);
  CHECK(piece_kind_from_string("玉") == piece_kind::king);
  CHECK(piece_kind_from_string("竜") == piece_kind::dragon);
  CHECK(piece_kind_from_string("杏") == piece_kind::pro_lance);
  CHECK(piece_kind_from_string("成銀") == piece_kind::pro_silver);
  CHECK_FALSE(piece_kind_from_string("成"));
  CHECK_FALSE(piece_kind_from_string(""));
  for (int k = 1; k <= 15; ++k) {
    if (k == 13) continue;  // gold does not promote
    const auto kind = static_cast<piece_kind>(k);
    INFO(k);
    CHECK(piece_kind_from_string(to_string(kind)) == kind);
  }
  static_assert(piece_kind_from_string("と") == piece_kind::pro_pawn);
}

TEST_CASE("digits as KIF writes them", "[names]") {
  CHECK(full_width_digits[7] == "７");
  CHECK(kanji_digits[6] == "六");
  CHECK(full_width_digits[0].empty());
}
