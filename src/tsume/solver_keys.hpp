// Private: the keys of the solver's positions. A child's key and hand come from its parent's
// and the move, without the position after it; with the tsume count, the position after a drop
// interposition and its futility record have keys of their own, marked.
#pragma once

#include <array>
#include <cstdint>

#include "kifu/shogi/position.hpp"
#include "shogi/core.hpp"
#include "tsume/solver_table.hpp"

namespace kifu::inline v0::tsume::detail {

// Marks the key of a position after a drop interposition on a square (tsume count).
inline constexpr auto interposition_mark = [] {
  std::array<std::uint64_t, 81> t{};
  std::uint64_t state = 0x6D75646161ULL;
  for (auto& z : t) z = shogi::detail::splitmix(state);
  return t;
}();

// The key of the position itself from a key that may carry an interposition mark on `square`
// (-1: none).
constexpr std::uint64_t unmarked(std::uint64_t key, int square) noexcept {
  return square >= 0 ? key ^ interposition_mark[square] : key;
}

// Marks the key of the futility record of a position after a drop interposition (see
// engine::look_futility).
inline constexpr std::uint64_t futility_mark = 0x3A5F0C1D7E92B468ULL;

// The key of the position after `m`, and black's hand after it.
inline void child_key(const shogi::position& p, std::uint64_t key, hand_bits hand,
                      const shogi::move& m, std::uint64_t& out_key, hand_bits& out_hand) noexcept {
  const shogi::color side = p.side_to_move();
  key ^= shogi::detail::zobrist_side;
  const int to = shogi::detail::square_index(m.to());
  if (m.is_drop()) {
    key ^= shogi::detail::zobrist_of(to, shogi::detail::piece_code(side, m.kind()));
    if (side == shogi::color::black) hand -= hand_unit(m.kind());
  } else {
    key ^= shogi::detail::zobrist_of(shogi::detail::square_index(m.from()),
                                     shogi::detail::piece_code(side, m.kind()));
    const shogi::piece captured = p.at(m.to());
    if (captured.kind != shogi::piece_kind::none) {
      key ^=
          shogi::detail::zobrist_of(to, shogi::detail::piece_code(captured.color, captured.kind));
      if (side == shogi::color::black) hand += hand_unit(shogi::unpromoted(captured.kind));
    }
    key ^= shogi::detail::zobrist_of(
        to, shogi::detail::piece_code(side, m.promotes() ? shogi::promoted(m.kind()) : m.kind()));
  }
  out_key = key;
  out_hand = hand;
}

}  // namespace kifu::inline v0::tsume::detail
